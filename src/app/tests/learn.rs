//! "Learn from your mistakes" after a review: the blunder's position is shown, a move that is no
//! better is judged by a search and refused, Hint names the piece, the best move passes, and the
//! summary counts it as found with help.

use std::time::Duration;

use egui_kittest::kittest::Queryable;

use super::super::commands::{LearnCommand, MoveCommand};
use super::super::engine_link::Purpose;
use super::super::settings::PlayerMode;
use super::{blunder_session, harness, play, settle, step_until};

#[test]
fn mistakes_are_practised_with_a_hint_a_retry_and_a_summary() {
    let mut h = harness(PlayerMode::YouDefend);
    h.state_mut().session = blunder_session();
    h.state_mut().settings.review_depth = 6;
    h.state_mut().commands.push(MoveCommand::GoTo(0));
    h.run();
    // Before a review there is nothing to practise.
    h.state_mut().commands.push(LearnCommand::Start(None));
    settle(&mut h);
    assert!(h.state().views.learn.is_none());

    h.state_mut()
        .commands
        .push(super::super::commands::EngineCommand::Review);
    h.step();
    step_until(&mut h, Duration::from_secs(30), |app| {
        !app.rt.engine.is_searching(Purpose::Review)
    });
    h.state_mut().commands.push(LearnCommand::Start(None));
    settle(&mut h);
    let learn = h.state().views.learn.as_ref().expect("learning");
    let plies: Vec<usize> = learn.exercises.iter().map(|e| e.ply).collect();
    assert_eq!(plies, [1], "the defenders' one blunder");
    h.get_by_label("1 of 1");
    assert_eq!(
        h.state().session.view_ply,
        0,
        "the position before the move"
    );
    // The move the game went is drawn faintly on the board.
    let e1e2 = h.state().session.game.moves()[0].mv;
    assert!(
        h.state().views.board.drawn_arrows.contains(&(e1e2, 0.0)),
        "{:?}",
        h.state().views.board.drawn_arrows
    );

    // The blunder again: judged by a search, and refused.
    play(&mut h, &["e1e2"]);
    step_until(&mut h, Duration::from_secs(30), |app| {
        app.views.learn.as_ref().unwrap().judging.is_none()
    });
    settle(&mut h);
    let message = h.state().views.learn.as_ref().unwrap().message.clone();
    assert!(message.contains("Try again"), "{message}");
    assert_eq!(
        h.state().session.game.ply_count(),
        2,
        "the game is untouched"
    );

    h.get_by_label("Hint: the piece").click();
    settle(&mut h);
    let message = h.state().views.learn.as_ref().unwrap().message.clone();
    assert!(message.contains("move the piece on"), "{message}");
    let best = h.state().session.analysis[0]
        .unwrap()
        .best
        .unwrap()
        .to_string();
    play(&mut h, &[&best]);
    let learn = h.state().views.learn.as_ref().unwrap();
    assert!(learn.done());
    assert!(
        learn.message.contains("0 found at once, 1 with help"),
        "{}",
        learn.message
    );
}
