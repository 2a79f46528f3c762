//! Issue 27, "nothing hangs, nothing is lost": an opened game is open for study until the person
//! plays on against the engine, learning drills the person's own side of a saved game, engine
//! against engine goes at a pace a person can follow, and a new game starts with its clock and
//! shows its board before the engine moves.

use std::path::PathBuf;
use std::sync::Arc;
use std::time::{Duration, Instant};

use ardri_rules::{EndReason, Game, Outcome, Rules, Side};
use ardri_saves::{Metadata, to_save_file};
use egui_kittest::kittest::Queryable;

use super::super::commands::{EngineCommand, FileCommand, LearnCommand, MoveCommand};
use super::super::engine_link::Purpose;
use super::super::settings::{PlayerMode, Settings};
use super::{
    FixedDialogs, blunder_session, build, harness, moves, play, settings_for, settle, show_windows,
    step_until,
};

/// A saved game of one move (c3c2): the attackers are to move.
fn saved_opening(dir: &tempfile::TempDir) -> PathBuf {
    let mut game = Game::new(Rules::default());
    game.play_text("c3c2").unwrap();
    let path = dir.path().join("opening.ron");
    ardri_saves::save(&path, &to_save_file(&game, Metadata::default(), &[], &[])).unwrap();
    path
}

#[test]
fn an_opened_game_is_for_study_until_the_person_plays_on_against_the_engine() {
    let dir = tempfile::tempdir().unwrap();
    let path = saved_opening(&dir);
    // The engine would play the attackers in a new game.
    let mut h = harness(PlayerMode::YouDefend);
    h.state_mut().commands.push(FileCommand::OpenPath(path));
    step_until(&mut h, Duration::from_secs(10), |app| {
        app.session.path().is_some()
    });
    settle(&mut h);
    assert_eq!(moves(&h), ["c3c2"]);
    assert!(
        !h.state().rt.engine.is_searching(Purpose::Move),
        "the engine waits"
    );
    h.get_by_label("Attackers to move (study)");
    // The person moves for the engine's side too.
    play(&mut h, &["d2e2"]);
    assert_eq!(moves(&h), ["c3c2", "d2e2"]);
    play(&mut h, &["c2c3"]);
    assert_eq!(moves(&h), ["c3c2", "d2e2", "c2c3"]);
    assert!(!h.state().rt.engine.is_searching(Purpose::Move));

    // Playing on as the defenders, from wherever the board shows: the engine takes the attackers'
    // move now, and the board shows the game's end.
    h.state_mut().commands.push(MoveCommand::GoTo(1));
    settle(&mut h);
    h.get_by_label("Play on as the defenders").click();
    settle(&mut h);
    assert_eq!(h.state().settings.mode, PlayerMode::YouDefend);
    step_until(&mut h, Duration::from_secs(30), |app| {
        app.session.game.ply_count() == 4
    });
    assert!(h.state().session.at_end());
    // And the person no longer moves for the attackers.
    let to_move = h.state().session.game.position().side_to_move();
    assert_eq!(to_move, Side::Defenders);
}

/// A reviewed game of the app's own, the defenders played by the person (the one blunder is
/// theirs), while the app is now set to play the other side.
fn reviewed_blunder(
    h: &mut egui_kittest::Harness<'_, super::super::ArdRiApp>,
    attackers: &str,
    defenders: &str,
) {
    let mut session = blunder_session();
    session.metadata.attackers = attackers.into();
    session.metadata.defenders = defenders.into();
    h.state_mut().session = session;
    h.state_mut().settings.review_depth = 6;
    h.state_mut().commands.push(EngineCommand::Review);
    h.step();
    step_until(h, Duration::from_secs(30), |app| {
        !app.rt.engine.is_searching(Purpose::Review)
    });
}

#[test]
fn learning_drills_the_side_the_person_played_in_that_game() {
    let mut h = harness(PlayerMode::YouAttack);
    reviewed_blunder(&mut h, "Ard Ri Engine (level 3)", "Human");
    h.state_mut().commands.push(LearnCommand::Start(None));
    settle(&mut h);
    let learn = h.state().views.learn.as_ref().expect("learning");
    let plies: Vec<usize> = learn.exercises.iter().map(|e| e.ply).collect();
    assert_eq!(plies, [1], "the defenders' blunder, the person's");
}

#[test]
fn learning_asks_whose_mistakes_when_the_game_does_not_say() {
    let mut h = harness(PlayerMode::YouAttack);
    reviewed_blunder(&mut h, "Human", "Human");
    h.state_mut().commands.push(LearnCommand::Start(None));
    show_windows(&mut h);
    assert!(h.state().views.learn.is_none(), "nothing before the answer");
    h.get_by_label("Whose mistakes?");
    h.get_by_label("The defenders'").click();
    settle(&mut h);
    let learn = h.state().views.learn.as_ref().expect("learning");
    assert_eq!(learn.exercises.len(), 1);
}

#[test]
fn engine_against_engine_goes_at_the_chosen_pace() {
    assert_eq!(Settings::default().engine_pace, 1.0, "a second a move");
    for (stored, kept) in [(f32::NAN, 1.0), (-2.0, 0.0), (1e9, 10.0), (0.5, 0.5)] {
        let settings = Settings {
            engine_pace: stored,
            ..Settings::default()
        };
        assert_eq!(settings.sanitized().engine_pace, kept, "{stored}");
    }

    let mut settings = settings_for(PlayerMode::EngineBoth);
    settings.depth = 1;
    settings.engine_pace = 0.4;
    let mut h = build(
        settings,
        Arc::new(FixedDialogs::default()),
        None,
        [1100.0, 760.0],
    );
    step_until(&mut h, Duration::from_secs(30), |app| {
        app.session.game.ply_count() >= 1
    });
    let first = Instant::now();
    step_until(&mut h, Duration::from_secs(30), |app| {
        app.session.game.ply_count() >= 4
    });
    // Three moves at 0.4 s each at the least (each depth-1 search takes milliseconds); the first
    // move may have been seen a frame late.
    assert!(
        first.elapsed() >= Duration::from_millis(900),
        "{:?}",
        first.elapsed()
    );
}

#[test]
fn pause_is_offered_only_while_the_engines_play() {
    let mut h = harness(PlayerMode::BothSides);
    h.state_mut().commands.push(EngineCommand::TogglePause);
    h.state_mut().settings.mode = PlayerMode::EngineBoth;
    settle(&mut h);
    h.get_by_label("Resume");
    let mut game = Game::new(Rules::default());
    game.play_text("c3c2").unwrap();
    let mut session = super::super::session::Session::from_game(game, Metadata::default());
    session
        .declare(Outcome {
            winner: Some(Side::Attackers),
            reason: EndReason::Resignation,
        })
        .unwrap();
    h.state_mut().session = session;
    settle(&mut h);
    assert!(h.query_by_label("Resume").is_none());
    assert!(h.query_by_label("Pause").is_none());
    assert!(h.query_by_label("Step").is_none());
}

/// After a finished game, "New game" starts with the chosen clock, and the engine's first move
/// comes after the new board was drawn.
#[test]
fn a_new_game_after_a_finished_one_has_its_clock_and_shows_the_board_first() {
    let mut settings = settings_for(PlayerMode::YouAttack);
    settings.clock_minutes = 5.0;
    settings.depth = 1;
    let mut h = build(
        settings,
        Arc::new(FixedDialogs::default()),
        None,
        [1100.0, 760.0],
    );
    step_until(&mut h, Duration::from_secs(30), |app| {
        app.session.game.ply_count() == 1
    });
    h.state_mut().commands.push(MoveCommand::Resign);
    show_windows(&mut h);
    h.get_by_label("Resign").click();
    show_windows(&mut h);
    assert!(h.state().session.game.is_over());
    // Saved, so no question comes between.
    let dir = tempfile::tempdir().unwrap();
    let job = h.state().session.save_job();
    h.state_mut()
        .session
        .mark_saved(job.revision, dir.path().join("x.ron"));

    h.state_mut().commands.push(FileCommand::NewGame(None));
    h.step();
    let started = Instant::now();
    assert_eq!(h.state().session.game.ply_count(), 0);
    assert!(h.state().session.clock.is_some(), "the chosen clock");
    step_until(&mut h, Duration::from_secs(30), |app| {
        app.session.game.ply_count() == 1
    });
    // The engine's first move (a depth-1 search: milliseconds) waits until the new board has been
    // on screen a moment.
    assert!(
        started.elapsed() >= Duration::from_millis(300),
        "{:?}",
        started.elapsed()
    );
    let clock = h.state().session.clock.as_ref().expect("the clock");
    assert_eq!(
        clock.running(),
        Some(Side::Attackers),
        "the person's time runs"
    );
}
