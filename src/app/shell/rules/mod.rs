//! The rules' own words, which every part of the app says: why a move is not allowed (the rules
//! core's `IllegalMove`, data there) and how a game ended (`EndReason`), in the person's language.

use ardri_engine::skill;
use ardri_rules::{EndReason, IllegalMove, Piece};

use super::i18n::{Words, tr, words};

/// The rules' words, in each language (`i18n/`).
pub static WORDS: Words = words!("shell/rules");

/// Why a move is not allowed, in the person's language ("the square d4 is occupied").
pub fn illegal_text(why: &IllegalMove) -> String {
    let square = |s: &ardri_rules::Square| s.to_string();
    match why {
        IllegalMove::Syntax => tr!(WORDS, "rules-illegal-syntax"),
        IllegalMove::GameOver => tr!(WORDS, "rules-illegal-game-over"),
        IllegalMove::NoPiece { square: s } => {
            tr!(WORDS, "rules-illegal-no-piece", square = square(s))
        }
        IllegalMove::NotYourPiece {
            square: s,
            piece,
            to_move,
        } => tr!(
            WORDS,
            "rules-illegal-not-your-piece",
            square = square(s),
            piece = piece_word(*piece),
            side = to_move.name()
        ),
        IllegalMove::NotOneStep { from, to } => tr!(
            WORDS,
            "rules-illegal-not-one-step",
            from = square(from),
            to = square(to)
        ),
        IllegalMove::Occupied { square: s } => {
            tr!(WORDS, "rules-illegal-occupied", square = square(s))
        }
        IllegalMove::Restricted { square: s } => {
            tr!(WORDS, "rules-illegal-restricted", square = square(s))
        }
        IllegalMove::CapturesDiffer { stated, actual } => tr!(
            WORDS,
            "rules-illegal-captures-differ",
            stated = stated.as_str(),
            actual = actual.as_str()
        ),
    }
    .into_owned()
}

/// A piece as the messages' selectors name it.
fn piece_word(piece: Piece) -> &'static str {
    match piece {
        Piece::Attacker => "attacker",
        Piece::Defender => "defender",
        Piece::King => "king",
    }
}

/// How a game ended, in a few words ("the king escaped to a corner").
pub fn end_text(reason: EndReason) -> String {
    match reason {
        EndReason::KingEscaped => tr!(WORDS, "rules-end-king-escaped"),
        EndReason::KingCaptured => tr!(WORDS, "rules-end-king-captured"),
        EndReason::NoLegalMove => tr!(WORDS, "rules-end-no-legal-move"),
        EndReason::Repetition => tr!(WORDS, "rules-end-repetition"),
        EndReason::Resignation => tr!(WORDS, "rules-end-resignation"),
        EndReason::Timeout => tr!(WORDS, "rules-end-timeout"),
    }
    .into_owned()
}

/// A level with its name and rating, "Level 6 · Strong club · 1539", in the person's language (the
/// engine's table names them in English).
pub fn level_text(level: u8) -> String {
    let info = skill::level_info(level);
    tr!(
        WORDS,
        "rules-level",
        level = info.level,
        name = level_name(info.level),
        rating = info.rating
    )
    .into_owned()
}

/// A level's name ("Strong club").
pub fn level_name(level: u8) -> std::borrow::Cow<'static, str> {
    match skill::level_info(level).level {
        1 => tr!(WORDS, "rules-level-1"),
        2 => tr!(WORDS, "rules-level-2"),
        3 => tr!(WORDS, "rules-level-3"),
        4 => tr!(WORDS, "rules-level-4"),
        5 => tr!(WORDS, "rules-level-5"),
        6 => tr!(WORDS, "rules-level-6"),
        7 => tr!(WORDS, "rules-level-7"),
        8 => tr!(WORDS, "rules-level-8"),
        9 => tr!(WORDS, "rules-level-9"),
        10 => tr!(WORDS, "rules-level-10"),
        11 => tr!(WORDS, "rules-level-11"),
        12 => tr!(WORDS, "rules-level-12"),
        _ => tr!(WORDS, "rules-level-13"),
    }
}

/// Why a game does not count for the rating, in the person's language: `why` is one of the reasons
/// the autosave and the record keep in English (any other, as from an older version, is said as it
/// is).
pub fn reason_words(why: &str) -> std::borrow::Cow<'static, str> {
    match why {
        "a move was taken back" => tr!(WORDS, "rules-reason-take-back"),
        "the level was changed during the game" => tr!(WORDS, "rules-reason-level-changed"),
        "the sides were changed during the game" => tr!(WORDS, "rules-reason-sides-changed"),
        "a hint was asked for" => tr!(WORDS, "rules-reason-hint"),
        "the analysis was used" => tr!(WORDS, "rules-reason-analysis"),
        "the game was reviewed while played" => tr!(WORDS, "rules-reason-review"),
        "the opening explorer was used" => tr!(WORDS, "rules-reason-explorer"),
        "you chose a casual game" => tr!(WORDS, "rules-reason-casual"),
        "it did not count when the program stopped" => tr!(WORDS, "rules-reason-stopped"),
        "the match stopped with the program" => tr!(WORDS, "rules-reason-match-stopped"),
        "a game of a match, counted with the match" => tr!(WORDS, "rules-reason-match-game"),
        other => std::borrow::Cow::Owned(other.to_string()),
    }
}

/// "c5", "c4 and d5", "c4, d5 and e6", with the language's "and".
pub fn squares_text(squares: ardri_rules::Bitboard) -> String {
    let names: Vec<String> = squares.map(|sq| sq.to_string()).collect();
    match names.as_slice() {
        [] => String::new(),
        [one] => one.clone(),
        [rest @ .., last] => tr!(
            WORDS,
            "rules-list-and",
            rest = rest.join(", "),
            last = last.as_str()
        )
        .into_owned(),
    }
}

/// An engine aid's name for the question "Use the opening explorer?", in the person's language:
/// `name` is one the features give in English (any other is said as it is).
pub fn aid_name(name: &str) -> std::borrow::Cow<'static, str> {
    match name {
        "analysis" => tr!(WORDS, "rules-aid-analysis"),
        "a hint" => tr!(WORDS, "rules-aid-hint"),
        "the review" => tr!(WORDS, "rules-aid-review"),
        "the opening explorer" => tr!(WORDS, "rules-aid-explorer"),
        "a take-back" => tr!(WORDS, "rules-aid-take-back"),
        other => std::borrow::Cow::Owned(other.to_string()),
    }
}

#[cfg(test)]
mod tests {
    use ardri_rules::{Position, Rules};

    use super::super::i18n::{Language, set_language};
    use super::*;

    /// In English the app says what the rules core says; in German, its own words.
    #[test]
    fn a_refused_move_is_said_as_the_rules_say_it() {
        let start = Position::start(Rules::default());
        let mut refusals = Vec::new();
        for text in ["zz", "a1a2", "d4d5", "c3d3", "c3c5", "c1c2", "c3-c2xb2"] {
            if let Err(e) = start.parse_move(text) {
                refusals.push(e.reason);
            }
        }
        refusals.push(IllegalMove::GameOver);
        assert!(refusals.len() >= 4, "{refusals:?}");
        set_language(Language::English);
        for why in &refusals {
            assert_eq!(illegal_text(why), why.to_string());
        }
        set_language(Language::German);
        for why in &refusals {
            assert_ne!(illegal_text(why), why.to_string());
        }
        set_language(Language::English);
        for reason in [
            EndReason::KingEscaped,
            EndReason::Repetition,
            EndReason::Timeout,
        ] {
            assert_eq!(end_text(reason), reason.describe());
        }
    }

    /// The levels read as the engine's table writes them in English, and in each language with
    /// the same number and rating.
    #[test]
    fn every_level_has_its_name_in_every_language() {
        for language in Language::ALL {
            set_language(language);
            for info in skill::levels() {
                let text = level_text(info.level);
                if language == Language::English {
                    assert_eq!(text, info.to_string());
                } else {
                    assert!(text.contains(&info.rating.to_string()), "{text}");
                }
            }
        }
        set_language(Language::English);
    }
}
