//! The app's side of a game review: the session's stored analysis turned into the engine's terms,
//! each move judged, the summaries, and the search for the next mistake.

pub mod graph;

use ardri_engine::Judge;
use ardri_engine::review::{MoveJudgement, SideSummary, attackers_chances};
use ardri_saves::library;

use super::game::commands::{GameEvent, MoveCommand};
use super::game::feature::{Context, Feature, Menu, MenuEntry};
use super::game::judge::judge_for;
use super::game::session::Session;
use super::shell::i18n::{Words, percent, tr, words};

/// The review's words, in each language (`i18n/`).
pub static WORDS: Words = words!("review");

pub mod why;

pub use super::game::judge::judgements;

/// The review's own commands: the way from one mistake to the next.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ReviewCommand {
    NextMistake,
    PreviousMistake,
}

/// The attackers' chance at each position of the main line (index = ply) where analysed.
pub fn chances(session: &Session, judge: &Judge) -> Vec<Option<f64>> {
    attackers_chances(
        &session.game,
        &library::position_evals(&session.analysis),
        judge,
    )
}

/// The attackers' and the defenders' summaries from this frame's judgements.
pub fn summaries(
    session: &Session,
    marks: &[Option<MoveJudgement>],
    judge: &Judge,
) -> [SideSummary; 2] {
    library::side_summaries(&session.game, &session.analysis, marks, judge)
}

/// The ply of the next (or previous) inaccuracy or worse on the main line, from `from`.
pub fn next_mistake(session: &Session, judge: &Judge, from: usize, forward: bool) -> Option<usize> {
    let marks = judgements(session, judge);
    let is_error = |ply: &usize| {
        marks
            .get(ply - 1)
            .copied()
            .flatten()
            .is_some_and(|j| j.class.is_error())
    };
    let count = session.game.ply_count();
    if forward {
        (from + 1..=count).find(is_error)
    } else {
        (1..from.min(count + 1)).rev().find(is_error)
    }
}

/// Why N or P found nothing: no mistake that way, and, where the game is not reviewed throughout,
/// how to find them.
fn no_mistake_text(session: &Session, forward: bool) -> std::borrow::Cow<'static, str> {
    let plies = session.game.ply_count();
    let reviewed =
        session.analysis.len() > plies && session.analysis[..=plies].iter().all(Option::is_some);
    match (forward, reviewed) {
        (true, true) => tr!(WORDS, "review-no-mistake-after"),
        (true, false) => tr!(WORDS, "review-no-mistake-after-unreviewed"),
        (false, true) => tr!(WORDS, "review-no-mistake-before"),
        (false, false) => tr!(WORDS, "review-no-mistake-before-unreviewed"),
    }
}

/// The review, a feature on the contract: the engine's verdicts kept with the game (asked of the
/// game, which owns it), the summary when they are all in, and the way between mistakes. It holds no
/// state of its own: what it found lives in the game.
#[derive(Default)]
pub struct Review;

impl Feature for Review {
    type Command = ReviewCommand;
    const NAME: &'static str = "review";

    /// Moves > Previous and Next mistake.
    fn menu(&self) -> Vec<MenuEntry> {
        vec![
            MenuEntry {
                menu: Menu::Moves,
                label: tr!(WORDS, "review-previous-mistake"),
                command: ReviewCommand::PreviousMistake.into(),
                enabled: true,
            },
            MenuEntry {
                menu: Menu::Moves,
                label: tr!(WORDS, "review-next-mistake"),
                command: ReviewCommand::NextMistake.into(),
                enabled: true,
            },
        ]
    }

    /// A review just finished: each side's accuracy is said, and kept with the game in the
    /// person's record.
    fn game_event(&mut self, event: &GameEvent, cx: &mut Context<'_>) {
        if *event != GameEvent::Reviewed {
            return;
        }
        let session = cx.session();
        let judge = judge_for(session, cx.settings());
        let [attackers, defenders] = summaries(session, &judgements(session, &judge), &judge);
        let accuracy = |a: Option<f64>| a.map_or("-".into(), |a| percent(a, 0));
        // Kept with the game in the person's record, where it was played in the app.
        let standard = ardri_rules::Position::start(*session.game.rules());
        let reviewed = super::game::record_service::Reviewed {
            start: (*session.game.start() != standard).then(|| session.game.start().fen()),
            moves: session
                .game
                .moves()
                .iter()
                .map(|p| p.mv.to_string())
                .collect(),
            accuracy: ardri_record::Accuracy {
                attackers: attackers.accuracy,
                defenders: defenders.accuracy,
            },
            at: cx.clock.utc(),
        };
        cx.ask(super::game::record_service::RecordCommand::Reviewed(
            Box::new(reviewed),
        ));
        cx.notify(tr!(
            WORDS,
            "review-finished",
            attackers = accuracy(attackers.accuracy),
            defenders = accuracy(defenders.accuracy)
        ));
    }

    fn handle(&mut self, command: ReviewCommand, cx: &mut Context<'_>) {
        let session = cx.session();
        match command {
            ReviewCommand::NextMistake | ReviewCommand::PreviousMistake => {
                let forward = command == ReviewCommand::NextMistake;
                let from = if session.browsing.is_some() {
                    0
                } else {
                    session.view_ply
                };
                let judge = judge_for(session, cx.settings());
                match next_mistake(session, &judge, from, forward) {
                    Some(ply) => cx.ask(MoveCommand::GoTo(ply)),
                    None => cx.notify(no_mistake_text(session, forward)),
                }
            }
        }
    }
}

#[cfg(test)]
mod no_mistake_tests {
    use ardri_engine::Eval;
    use ardri_rules::{Game, Rules};
    use ardri_saves::Analysis;

    use super::*;

    #[test]
    fn a_reviewed_game_is_not_told_to_be_reviewed() {
        let mut game = Game::new(Rules::default());
        for _ in 0..2 {
            let m = game.position().legal_moves()[0];
            game.play(m).unwrap();
        }
        let mut session = Session::from_game(game, Default::default());
        assert_eq!(
            no_mistake_text(&session, true),
            "No mistake after this move (review the game to find them)."
        );
        session.analysis = vec![
            Some(Analysis {
                eval: Eval::Cp(100),
                depth: 8,
                best: None,
            });
            3
        ];
        assert_eq!(
            no_mistake_text(&session, true),
            "No mistake after this move."
        );
        assert_eq!(
            no_mistake_text(&session, false),
            "No mistake before this move."
        );
    }
}

/// The review's handler without the window: a finished review is said with each side's accuracy,
/// kept with the game in the person's record and told to the board (the root then tells every
/// feature: puzzles mine it); N with nothing found
/// says why.
#[cfg(test)]
mod handler_tests {
    use ardri_engine::Eval;
    use ardri_rules::{Game, Rules};
    use ardri_saves::Analysis;

    use super::super::game::commands::{Command, ViewCommand};
    use super::super::game::feature::TestBed;
    use super::super::game::record_service::RecordCommand;
    use super::*;

    #[test]
    fn a_finished_review_is_said_kept_and_mined() {
        let mut game = Game::new(Rules::default());
        game.play_text("c3c2").unwrap();
        game.play_text("d2e2").unwrap();
        let mut session = Session::from_game(game, Default::default());
        session.analysis = vec![
            Some(Analysis {
                eval: Eval::Cp(100),
                depth: 8,
                best: None,
            });
            3
        ];
        let mut bed = TestBed::new();
        bed.session = session;
        let asks = bed.run(|cx| Review.game_event(&GameEvent::Reviewed, cx));
        match asks.as_slice() {
            [
                Command::Feature(record),
                Command::View(ViewCommand::Notify(said)),
            ] => {
                let Some(RecordCommand::Reviewed(reviewed)) = record.get::<RecordCommand>() else {
                    panic!("the record asked to keep the accuracy: {record:?}");
                };
                assert_eq!(reviewed.moves, ["c3c2", "d2e2"]);
                assert_eq!(reviewed.start, None, "the standard start");
                assert!(reviewed.accuracy.attackers.is_some());
                assert!(said.starts_with("Review finished: accuracy"), "{said}");
            }
            other => panic!("{other:?}"),
        }
    }

    #[test]
    fn no_mistake_found_says_how_to_find_them() {
        let mut bed = TestBed::new();
        bed.session = Session::from_game(Game::new(Rules::default()), Default::default());
        let asks = bed.run(|cx| Review.handle(ReviewCommand::NextMistake, cx));
        assert!(matches!(
            asks.as_slice(),
            [Command::View(ViewCommand::Notify(t))] if t.contains("review the game to find them")
        ));
    }
}
