//! "Why": under the move list, the shown move's error explained in plain words (the rules' tactics
//! and the searched line, never guesswork: `ardri_engine::review::explain`).

use egui::{RichText, Ui};

use ardri_engine::review::explain::{BetterMove, Explanation, Idea, Reason, WinAtOnce, explain};
use ardri_rules::{Bitboard, Move, Piece, Position, Side};

use super::super::game::draw::DrawCtx;
use super::super::shell::i18n::tr;
use super::super::shell::rules::squares_text;
use super::WORDS;

/// The lines explaining the main-line move that led to the shown position, when the review judged
/// it an inaccuracy or worse; empty otherwise.
pub fn why_lines(ctx: &DrawCtx<'_>) -> Vec<String> {
    let session = ctx.session;
    let ply = session.view_ply;
    if session.browsing.is_some() || ply == 0 {
        return Vec::new();
    }
    let Some(judgement) = ctx.marks.get(ply - 1).copied().flatten() else {
        return Vec::new();
    };
    if !judgement.class.is_error() {
        return Vec::new();
    }
    let (Some(before), Some(played)) = (
        session.game.position_at(ply - 1),
        session.game.moves().get(ply - 1),
    ) else {
        return Vec::new();
    };
    let (Some(Some(b)), Some(Some(a))) = (session.analysis.get(ply - 1), session.analysis.get(ply))
    else {
        return Vec::new();
    };
    explanation_lines(
        &explain(before, played.mv, b.best, b.eval, a.eval),
        before,
        played.mv,
    )
}

/// Every line of an explanation in the person's language: the reasons, then the better move's
/// idea (`before`: the position `played` was played in).
pub fn explanation_lines(
    explanation: &Explanation,
    before: &Position,
    played: Move,
) -> Vec<String> {
    explanation
        .reasons
        .iter()
        .map(|reason| reason_text(reason, before, played))
        .chain(
            explanation
                .better
                .map(|better| better_text(&better, before)),
        )
        .collect()
}

/// A reason in the person's language; `before` is the position the move was played in.
pub fn reason_text(reason: &Reason, before: &Position, played: Move) -> String {
    let after = before.after_unchecked(played);
    let text = match *reason {
        Reason::LosesAtOnce { reply, how } => {
            let mv = after.display_move(reply);
            match how {
                WinAtOnce::KingCaptured => tr!(WORDS, "review-loses-king-captured", move = mv),
                WinAtOnce::KingEscapes => tr!(WORDS, "review-loses-king-escapes", move = mv),
            }
        }
        Reason::MissedWinAtOnce { win, how } => {
            let mv = before.display_move(win);
            match how {
                WinAtOnce::KingCaptured => {
                    tr!(WORDS, "review-missed-win-king-captured", move = mv)
                }
                WinAtOnce::KingEscapes => tr!(WORDS, "review-missed-win-king-escapes", move = mv),
            }
        }
        Reason::MissedForcedWin { moves } => tr!(WORDS, "review-missed-forced-win", moves = moves),
        Reason::AllowsForcedLoss { moves } => tr!(
            WORDS,
            "review-allows-forced-loss",
            side = Side::name(before.side_to_move().opponent()),
            moves = moves
        ),
        Reason::LeavesPieces { reply, squares } => tr!(
            WORDS,
            "review-leaves-pieces",
            kind = piece_kind(&after, squares),
            count = squares.count(),
            squares = squares_text(squares),
            move = after.display_move(reply)
        ),
        Reason::MissedCapture { capture, squares } => tr!(
            WORDS,
            "review-missed-capture",
            kind = piece_kind(before, squares),
            count = squares.count(),
            squares = squares_text(squares),
            move = before.display_move(capture)
        ),
    };
    text.into_owned()
}

/// The better move's idea in the person's language.
pub fn better_text(better: &BetterMove, before: &Position) -> String {
    let mv = before.display_move(better.mv);
    let text = match better.idea {
        Idea::CapturesKing => tr!(WORDS, "review-better-captures-king", move = mv),
        Idea::KingEscapes => tr!(WORDS, "review-better-king-escapes", move = mv),
        Idea::ForcedWin { moves } => {
            tr!(WORDS, "review-better-forced-win", move = mv, moves = moves)
        }
        Idea::Takes { squares } => tr!(
            WORDS,
            "review-better-takes",
            move = mv,
            kind = piece_kind(before, squares),
            count = squares.count(),
            squares = squares_text(squares)
        ),
        Idea::StopsWinAtOnce => tr!(
            WORDS,
            "review-better-stops-win",
            move = mv,
            side = Side::name(before.side_to_move())
        ),
        Idea::EnginesChoice => tr!(WORDS, "review-better-engines-choice", move = mv),
    };
    text.into_owned()
}

/// The kind of the pieces on `squares` (one side's), as the messages' selectors name it.
fn piece_kind(position: &Position, squares: Bitboard) -> &'static str {
    match squares
        .into_iter()
        .next()
        .and_then(|sq| position.piece_at(sq))
    {
        Some(Piece::Attacker) => "attacker",
        _ => "defender",
    }
}

/// Draws the explanation of the shown move, if it has one.
pub fn why_ui(ui: &mut Ui, ctx: &DrawCtx<'_>) {
    let lines = why_lines(ctx);
    if lines.is_empty() {
        return;
    }
    let ply = ctx.session.view_ply;
    let class = ctx.marks[ply - 1].map_or("", |j| j.class.name());
    let before = ctx.session.game.positions()[ply - 1];
    let text = before.display_move(ctx.session.game.moves()[ply - 1].mv);
    let title = tr!(WORDS, "review-why-title", move = text, class = class);
    ui.label(RichText::new(title).strong());
    for line in lines {
        ui.label(line);
    }
    ui.separator();
}

#[cfg(test)]
mod tests {
    use ardri_engine::Eval;
    use ardri_rules::{Rules, Side};

    use super::super::super::shell::i18n::{Language, set_language};
    use super::*;

    fn position(fen: &str) -> Position {
        Position::from_fen(fen, Rules::default()).unwrap()
    }

    /// Errors of every kind the engine explains: (position, played, better, evaluation before,
    /// after).
    fn errors() -> Vec<(Position, Move, Option<Move>, Eval, Eval)> {
        let mv = |p: &Position, t: &str| p.parse_move(t).unwrap();
        let even = Eval::Cp(0);
        let mut out = Vec::new();
        for (fen, played, best) in [
            // The king left to be captured; better kept him safe.
            ("7/6d/3a3/2aka2/7/3a3/7 d", "g6g5", "d4d3"),
            // A king capture missed, and the king let out; better captured him.
            ("7/7/4d2/7/a6/k1a4/7 a", "c2c3", "c2b2"),
            // A piece left to be taken.
            ("7/1k2a2/7/4da1/7/7/7 d", "e4e5", "b6c6"),
            // A capture missed; better took.
            ("7/2d4/2a4/1d5/7/7/3k3 d", "d1d2", "b4c4"),
        ] {
            let p = position(fen);
            out.push((p, mv(&p, played), Some(mv(&p, best)), even, even));
        }
        let start = Position::start(Rules::default());
        let mover = start.side_to_move();
        let [first, second] = [start.legal_moves()[0], start.legal_moves()[1]];
        let win = |side: Side, moves| Eval::Win { side, moves };
        // A forced win let slip, the better move winning by force.
        out.push((start, first, Some(second), win(mover, 3), Eval::Cp(50)));
        // A forced loss allowed, the better move the engine's choice.
        out.push((start, first, Some(second), even, win(mover.opponent(), 4)));
        out
    }

    /// In English the app says exactly what the command-line tool prints (the engine's own
    /// words), for every kind of reason and idea.
    #[test]
    fn the_why_lines_in_english_are_the_engines_own() {
        set_language(Language::English);
        for (before, played, best, eval_before, eval_after) in errors() {
            let explanation = explain(&before, played, best, eval_before, eval_after);
            assert!(!explanation.reasons.is_empty(), "{explanation:?}");
            assert_eq!(
                explanation_lines(&explanation, &before, played),
                explanation.lines(&before, played)
            );
        }
    }

    /// The same errors in every other language: each line said in that language (not English),
    /// naming the same moves.
    #[test]
    fn the_why_lines_are_said_in_every_language() {
        for language in Language::ALL.into_iter().skip(1) {
            set_language(language);
            for (before, played, best, eval_before, eval_after) in errors() {
                let explanation = explain(&before, played, best, eval_before, eval_after);
                let english = explanation.lines(&before, played);
                let said = explanation_lines(&explanation, &before, played);
                assert_eq!(said.len(), english.len());
                for (line, english) in said.iter().zip(&english) {
                    assert_ne!(line, english, "{language:?}");
                    // Every move the English line names, this one names too.
                    for word in english.split([' ', ',', ':', '.']) {
                        if word.len() >= 5 && word.contains('-') {
                            assert!(line.contains(word), "{language:?}: {line} lacks {word}");
                        }
                    }
                }
            }
        }
        set_language(Language::English);
    }

    /// Two pieces are listed with the language's "and".
    #[test]
    fn a_list_of_squares_ends_with_the_languages_and() {
        let square = |t: &str| Bitboard::from(t.parse::<ardri_rules::Square>().unwrap());
        let two = square("c4") | square("d5");
        for (language, said) in [
            (Language::English, "c4 and d5"),
            (Language::German, "c4 und d5"),
            (Language::Polish, "c4 i d5"),
        ] {
            set_language(language);
            assert_eq!(squares_text(two), said);
        }
        set_language(Language::English);
    }
}
