//! "Learn from your mistakes" after a review: the blunder's position is shown, a move that is no
//! better is judged by a search and refused, Hint names the piece, the best move passes, and the
//! summary counts it as found with help.

use super::super::ArdRiApp;
use super::super::game::commands::MoveCommand;
use super::super::game::engine_link::Purpose;
use super::super::game::settings::Players;
use super::super::learn::command::LearnCommand;
use super::super::puzzles::PuzzleCommand;
use super::*;
use super::{blunder_session, drill, harness, moves, play, settle, shown_solution, step_until};
use egui::Key;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use std::time::Duration;

#[test]
fn mistakes_are_practised_with_a_hint_a_retry_and_a_summary() {
    let mut h = harness(Players::YouDefend);
    *h.state_mut().arrange().game() = blunder_session();
    h.state_mut().arrange().settings().review_depth = 6;
    h.state_mut().send(MoveCommand::GoTo(0));
    h.run();
    // Before a review there is nothing to practise.
    h.state_mut().send(LearnCommand::Start(None));
    settle(&mut h);
    assert!(h.state().seen().drill().is_none());

    h.state_mut()
        .send(super::super::game::commands::EngineCommand::Review);
    h.step();
    step_until(&mut h, Duration::from_secs(30), |app| {
        !app.seen().engine().is_searching(Purpose::Review)
    });
    h.state_mut().send(LearnCommand::Start(None));
    settle(&mut h);
    let learn = h.state().seen().drill().expect("learning");
    let plies: Vec<usize> = learn.exercises.iter().map(|e| e.ply).collect();
    assert_eq!(plies, [1], "the defenders' one blunder");
    h.get_by_label("1 of 1");
    // The move the game went, written as moves are everywhere (e1-e2, not e1e2).
    let message = drill(&h).message.clone();
    assert!(message.contains("(the game went e1-e2)"), "{message}");
    assert_eq!(
        h.state().seen().game().view_ply,
        0,
        "the position before the move"
    );
    // The move the game went is drawn faintly on the board.
    let e1e2 = h.state().seen().game().game.moves()[0].mv;
    assert!(
        h.state().seen().board().drawn_arrows.contains(&(e1e2, 0.0)),
        "{:?}",
        h.state().seen().board().drawn_arrows
    );

    // The blunder again: judged by a search, and refused.
    play(&mut h, &["e1e2"]);
    step_until(&mut h, Duration::from_secs(30), |app| {
        app.seen().drill().unwrap().judging.is_none()
    });
    settle(&mut h);
    let message = drill(&h).message.clone();
    assert!(message.contains("Try again"), "{message}");
    assert_eq!(
        h.state().seen().game().game.ply_count(),
        2,
        "the game is untouched"
    );

    h.get_by_label("Hint: the piece").click();
    settle(&mut h);
    let message = drill(&h).message.clone();
    assert!(message.contains("move the piece on"), "{message}");
    let best = h.state().seen().game().analysis[0]
        .unwrap()
        .best
        .unwrap()
        .to_string();
    play(&mut h, &[&best]);
    let learn = drill(&h);
    assert!(learn.done());
    assert!(
        learn.message.contains("0 found at once, 1 with help"),
        "{}",
        learn.message
    );
}

/// Solution finds the best line on the engine thread; the preview steps through it on the board by
/// the keys and the buttons, and leaving it returns to the exercise with the game unchanged.
#[test]
fn the_best_line_is_previewed_step_by_step_and_the_game_is_unchanged() {
    let mut h = harness(Players::YouDefend);
    *h.state_mut().arrange().game() = blunder_session();
    h.state_mut().arrange().settings().review_depth = 6;
    h.state_mut().send(MoveCommand::GoTo(0));
    h.run();
    h.state_mut()
        .send(super::super::game::commands::EngineCommand::Review);
    h.step();
    step_until(&mut h, Duration::from_secs(30), |app| {
        !app.seen().engine().is_searching(Purpose::Review)
    });
    h.state_mut().send(LearnCommand::Start(None));
    settle(&mut h);
    let game_before = moves(&h);
    let exercise = h.state().seen().game().shown_position();

    let line = shown_solution(&mut h);
    let best = h.state().seen().game().analysis[0].unwrap().best.unwrap();
    assert_eq!(line[0], best, "the line starts with the review's move");
    assert!(line.len() >= 3, "a line, not one move: {line:?}");
    let after = |n: usize| {
        let mut p = exercise;
        for &m in &line[..n] {
            p.play_unchecked(m);
        }
        p
    };
    let board = |h: &Harness<'_, ArdRiApp>| {
        let preview = h
            .state()
            .seen()
            .board()
            .preview
            .as_ref()
            .expect("a preview");
        (preview.step, preview.position())
    };

    h.get_by_label("Preview the line").click();
    settle(&mut h);
    assert_eq!(board(&h), (1, after(1)));
    assert!(
        h.state().seen().board().drawn_arrows.is_empty(),
        "no arrow of the exercise over the preview"
    );
    h.get_by_label(&format!(
        "Preview of the best line: step 1 of {} (Left/Right to step, Esc to return)",
        line.len()
    ));
    h.key_press(Key::ArrowRight);
    settle(&mut h);
    assert_eq!(board(&h), (2, after(2)));
    h.get_by_label("Forward >").click();
    settle(&mut h);
    assert_eq!(board(&h), (3, after(3)));
    h.key_press(Key::ArrowLeft);
    settle(&mut h);
    h.get_by_label("< Back").click();
    settle(&mut h);
    assert_eq!(board(&h), (1, after(1)));
    // The arrows stepped the preview, not the game.
    assert_eq!(moves(&h), game_before);
    assert_eq!(h.state().seen().game().view_ply, 0);

    h.key_press(Key::Escape);
    settle(&mut h);
    assert!(h.state().seen().board().preview.is_none());
    assert_eq!(h.state().seen().game().shown_position(), exercise);
    assert_eq!(moves(&h), game_before, "the game is unchanged");
    let learn = drill(&h);
    assert_eq!(
        (learn.index, learn.done()),
        (0, false),
        "still on the exercise"
    );
    // The best move still passes the exercise.
    play(&mut h, &[&best.to_string()]);
    assert!(drill(&h).done());
    assert_eq!(moves(&h), game_before);
}

#[test]
fn learning_drills_the_side_the_person_played_in_that_game() {
    let mut h = harness(Players::YouAttack);
    reviewed_blunder(&mut h, "Ard Ri Engine (level 3)", "Human");
    h.state_mut().send(LearnCommand::Start(None));
    settle(&mut h);
    let learn = h.state().seen().drill().expect("learning");
    let plies: Vec<usize> = learn.exercises.iter().map(|e| e.ply).collect();
    assert_eq!(plies, [1], "the defenders' blunder, the person's");
}

#[test]
fn learning_asks_whose_mistakes_when_the_game_does_not_say() {
    let mut h = harness(Players::YouAttack);
    reviewed_blunder(&mut h, "Human", "Human");
    h.state_mut().send(LearnCommand::Start(None));
    show_windows(&mut h);
    assert!(
        h.state().seen().drill().is_none(),
        "nothing before the answer"
    );
    h.get_by_label("Whose mistakes?");
    h.get_by_label("The defenders'").click();
    settle(&mut h);
    let learn = h.state().seen().drill().expect("learning");
    assert_eq!(learn.exercises.len(), 1);
}

/// The board has one mode at a time: puzzles end a drill, a drill or a set-up ends puzzle mode and
/// brings the person's game back as it was.
#[test]
fn the_board_is_in_one_mode_at_a_time() {
    let mut h = harness(Players::YouAttack);
    reviewed_blunder(&mut h, "Ard Ri Engine (level 3)", "Human");
    let game_moves = moves(&h);
    h.state_mut().send(LearnCommand::Start(None));
    settle(&mut h);
    assert!(h.state().seen().drill().is_some());
    // Puzzles take the board: the drill ends.
    h.state_mut().send(PuzzleCommand::Open);
    settle(&mut h);
    assert!(
        h.state()
            .seen()
            .holder()
            .held_by(super::super::puzzles::handler::NAME)
    );
    assert!(h.state().seen().drill().is_none());
    // A drill takes it back: puzzle mode ends and the game is the person's again.
    h.state_mut().send(LearnCommand::Start(None));
    settle(&mut h);
    assert!(h.state().seen().drill().is_some());
    assert!(
        !h.state()
            .seen()
            .holder()
            .held_by(super::super::puzzles::handler::NAME)
    );
    // Setting up a position ends the drill; from puzzles, it brings the game back first.
    h.state_mut().send(PuzzleCommand::Open);
    settle(&mut h);
    h.state_mut().send(super::super::editor::Command::Open);
    settle(&mut h);
    assert!(
        h.state()
            .seen()
            .holder()
            .held_by(super::super::editor::NAME)
    );
    assert!(
        !h.state()
            .seen()
            .holder()
            .held_by(super::super::puzzles::handler::NAME)
    );
    assert_eq!(moves(&h), game_moves, "the game came back from puzzle mode");
}
