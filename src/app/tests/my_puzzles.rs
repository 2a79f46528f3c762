//! Puzzles from the person's own games: a review of a game where the person missed a forced win
//! adds that position to My puzzles (mined on a background thread, kept in a file), the app says
//! so, and puzzle mode plays it from the "My puzzles" source; a game without a missed win adds none.

use std::path::Path;
use std::time::Duration;

use egui::accesskit::Role;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;

use ardri_engine::Score;
use ardri_engine::puzzle::{best_two, checking_engine, parse_puzzles};
use ardri_rules::{Game, Position, Rules};

use super::super::game::commands::EngineCommand;
use super::super::game::engine_link::Purpose;
use super::super::game::session::Session;
use super::super::game::settings::Players;
use super::super::puzzles::PuzzleCommand;
use super::super::puzzles::mine::MyPuzzles;
use super::super::{ArdRiApp, Parts};
use super::{
    blunder_session, build_from, parts_with, play, puzzle_attempt, settings_for, settle, step_until,
};

/// The defenders win in 2 here, one way only (b6a6, b7b6, a6a7): a shipped puzzle's position.
const WIN_IN_TWO: &str = "1a1a3/1k1a3/d3a2/2d1daa/2adda1/a3a2/2a2a1 d";

fn app_keeping_puzzles_in(file: &Path) -> Harness<'static, ArdRiApp> {
    let file = file.to_path_buf();
    let mut settings = settings_for(Players::YouDefend);
    settings.review_depth = 6;
    let mut h = build_from(move |_| Parts {
        my_puzzles: Some(file),
        ..parts_with(settings)
    });
    settle(&mut h);
    h
}

/// A game where the person (the defenders, "Human") plays a slower move instead of the win in 2.
fn missed_win_session() -> Session {
    let start = Position::from_fen(WIN_IN_TWO, Rules::default()).unwrap();
    let engine = checking_engine(4);
    let slow = start
        .legal_moves()
        .iter()
        .copied()
        .find(|&m| {
            let mut g = Game::from_position(start);
            g.play(m).is_ok()
                && !g.is_over()
                && !matches!(
                    best_two(&engine, &g, 4, 3_000_000).unwrap()[0],
                    (Score::Mate(-1), _)
                )
        })
        .unwrap();
    let mut game = Game::from_position(start);
    game.play(slow).unwrap();
    let reply = game.position().legal_moves()[0];
    game.play(reply).unwrap();
    let metadata = ardri_saves::Metadata {
        attackers: "Ard Ri Engine (level 3)".into(),
        defenders: "Human".into(),
        ..ardri_saves::Metadata::default()
    };
    Session::from_game(game, metadata)
}

fn review(h: &mut Harness<'_, ArdRiApp>) {
    h.state_mut().send(EngineCommand::Review);
    h.step();
    step_until(h, Duration::from_secs(30), |app| {
        !app.seen().engine().is_searching(Purpose::Review)
    });
    step_until(h, Duration::from_secs(60), |app| {
        app.seen().features().puzzles.mining.is_none()
    });
    settle(h);
}

fn notice(h: &Harness<'_, ArdRiApp>) -> String {
    let notice = h.state().seen().notice().as_ref();
    notice.map_or_else(String::new, |n| n.text.clone())
}

#[test]
fn a_missed_win_becomes_a_puzzle_of_my_own_and_is_played_from_my_puzzles() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("data").join("my-puzzles.txt");
    let mut h = app_keeping_puzzles_in(&file);

    // A game without a missed win (a blunder into a loss): no puzzle.
    *h.state_mut().arrange().game() = blunder_session();
    review(&mut h);
    assert!(notice(&h).starts_with("Review finished"), "{}", notice(&h));
    assert!(h.state().seen().features().puzzles.mine.set.is_empty());

    *h.state_mut().arrange().game() = missed_win_session();
    review(&mut h);
    let text = notice(&h);
    assert!(text.starts_with("Review finished"), "{text}");
    assert!(
        text.ends_with("1 puzzle from this game added to My puzzles."),
        "{text}"
    );
    let mine = h.state().seen().features().puzzles.mine.set.clone();
    assert_eq!(mine.len(), 1);
    let start = Position::from_fen(WIN_IN_TWO, Rules::default()).unwrap();
    assert_eq!(
        (mine[0].id.as_str(), mine[0].position),
        ("my-game-0", start)
    );
    assert_eq!(mine[0].solution_text(), "b6a6 b7b6 a6a7");
    // The game is unchanged by all this.
    assert_eq!(h.state().seen().game().game.ply_count(), 2);

    // Kept in the data folder (written by a thread of its own), and read back at the next start.
    step_until(&mut h, Duration::from_secs(10), |_| file.exists());
    let kept = parse_puzzles(&std::fs::read_to_string(&file).unwrap(), Rules::default()).unwrap();
    assert_eq!(kept, mine);
    assert_eq!(MyPuzzles::open(Some(file.clone())).0.set, mine);
    // A second review of the same game adds nothing new.
    review(&mut h);
    assert_eq!(h.state().seen().features().puzzles.mine.set.len(), 1);

    // Puzzle mode: My puzzles is a source beside the shipped set, with its count.
    h.state_mut().send(PuzzleCommand::Open);
    settle(&mut h);
    // The reviewed game is unsaved work, set aside while puzzles are shown: nothing to ask.
    assert!(h.query_by_label("Discard").is_none());
    assert!(h.state().is_dirty());
    let shipped = super::super::puzzles::shipped().len();
    let sources = h.get_by_role_and_label(Role::ComboBox, "Puzzles from");
    assert_eq!(
        sources.value().as_deref(),
        Some(&*format!("Shipped set ({shipped})"))
    );

    sources.click();
    settle(&mut h);
    h.get_by_label("My puzzles (1)").click();
    settle(&mut h);
    assert_eq!(puzzle_attempt(&h).puzzle.id, "my-game-0");
    assert_eq!(h.state().seen().game().game.start(), &start);
    play(&mut h, &["b6a6"]);
    play(&mut h, &["a6a7"]);
    assert_eq!(puzzle_attempt(&h).message, "Solved!");
}
