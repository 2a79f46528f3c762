//! The game clock: its redraws, when it stops (behind a question, behind a window), and the clock of
//! a new game, a set-up position and a pasted one.

use super::super::ArdRiApp;
use super::super::game::clock::GameClock;
use super::super::game::commands::{FileCommand, MoveCommand, ViewCommand};
use super::super::game::runtime::Waiting;
use super::super::game::settings::Players;
use super::super::library::command::LibraryCommand;
use super::super::play::on_board::NEW_BOARD_PAUSE;
use super::super::puzzles::PuzzleCommand;
use super::*;
use ardri_rules::Side;
use egui::{Key, Modifiers};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use std::time::Duration;

/// Fault 7: a running clock asks for the next redraw when its whole seconds change, not 10 times a
/// second.
#[test]
fn a_running_clock_redraws_once_a_second() {
    let mut h = harness(Players::BothSides);
    h.state_mut().arrange().game().clock = Some(GameClock::new(
        Duration::from_millis(300_500),
        Duration::ZERO,
    ));
    h.run_steps(5);
    let delay = h.output().viewport_output[&egui::ViewportId::ROOT].repaint_delay;
    assert!(
        delay >= Duration::from_millis(250),
        "the clock asks to be redrawn after {delay:?}"
    );
}

/// Fault 8: the clock stops while a modal question is open, and runs again once it is answered:
/// the test's clock moves on 400 ms each time, and the frames after it are stepped.
#[test]
fn clocks_stop_behind_a_question() {
    let (mut h, clock) = harness_on_clock(settings_for(Players::BothSides));
    h.state_mut().arrange().game().clock =
        Some(GameClock::new(Duration::from_secs(300), Duration::ZERO));
    play(&mut h, &["c3c2"]);
    h.key_press_modifiers(Modifiers::COMMAND, Key::N);
    h.run();
    assert!(matches!(h.state().seen().waiting(), Waiting::Confirm(_)));
    let left = |h: &Harness<'_, ArdRiApp>| {
        let game_clock = h.state().seen().game().clock.clone().unwrap();
        game_clock.left(Side::Attackers, h.state().seen().now())
    };
    let before = left(&h);
    clock.advance(Duration::from_millis(400));
    h.run_steps(3);
    assert_eq!(left(&h), before, "the clock ran behind the question");
    // Answered (the game is kept): the attackers' time runs again, by the clock's 400 ms.
    h.get_by_label("Cancel").click();
    h.run();
    assert_eq!(h.state().seen().waiting(), Waiting::Idle);
    clock.advance(Duration::from_millis(400));
    h.run_steps(3);
    assert_eq!(left(&h), before - Duration::from_millis(400));
}

/// Fault 8: set-up and pasted positions get the chosen clock.
#[test]
fn set_up_and_pasted_positions_get_the_clock() {
    let mut settings = settings_for(Players::BothSides);
    settings.clock_minutes = 5.0;
    settings.clock_increment = 3.0;
    let mut h = harness_from(settings);
    h.state_mut().send(FileCommand::Paste(
        "2aaa2/3a3/a1ddd1a/aadkdaa/a1ddd1a/3a3/2aaa2 a".into(),
    ));
    h.run();
    let clock = h.state().seen().game().clock.clone().expect("a clock");
    assert_eq!(clock.initial, Duration::from_secs(300));
    assert_eq!(clock.increment, Duration::from_secs(3));
}

/// Small fault: the clock stops while the library, paste or puzzle window hides the board.
#[test]
fn the_clock_stops_while_a_window_hides_the_board() {
    let mut settings = settings_for(Players::BothSides);
    settings.clock_minutes = 5.0;
    let clock = super::super::play::new_game::new_clock(&settings);
    let mut h = harness_from(settings);
    h.state_mut().arrange().game().clock = clock;
    h.run();
    // The person's game's clock (a puzzle holding the board shows a game of its own).
    let running = |h: &Harness<'_, ArdRiApp>| {
        h.state()
            .seen()
            .persons_game()
            .clock
            .as_ref()
            .unwrap()
            .running()
            .is_some()
    };
    assert!(running(&h), "the clock runs on the open board");
    let windows: [(&str, OpenOrClose); 3] = [
        ("paste", |app, open| {
            app.send(if open {
                ViewCommand::OpenPaste
            } else {
                ViewCommand::ClosePaste
            });
        }),
        ("library", |app, _| app.send(LibraryCommand::Toggle)),
        ("puzzles", |app, open| {
            app.send(if open {
                PuzzleCommand::Open
            } else {
                PuzzleCommand::Close
            });
        }),
    ];
    for (name, set_open) in windows {
        set_open(h.state_mut(), true);
        h.run();
        assert!(!running(&h), "the clock ran behind the {name} window");
        set_open(h.state_mut(), false);
        h.run();
        assert!(
            running(&h),
            "the clock did not go on after the {name} window"
        );
    }
}

/// After a finished game, "New game" starts with the chosen clock, and the engine's first move
/// comes after the new board was drawn.
#[test]
fn a_new_game_after_a_finished_one_has_its_clock_and_shows_the_board_first() {
    let mut settings = settings_for(Players::YouAttack);
    settings.clock_minutes = 5.0;
    settings.depth = 1;
    let (mut h, clock) = harness_on_clock(settings);
    clock.advance(NEW_BOARD_PAUSE);
    step_until(&mut h, Duration::from_secs(30), |app| {
        app.seen().game().game.ply_count() == 1
    });
    h.state_mut().send(MoveCommand::Resign);
    show_windows(&mut h);
    h.get_by_label("Resign").click();
    show_windows(&mut h);
    assert!(h.state().seen().game().game.is_over());
    new_game_without_a_question(&mut h);
    h.step();
    assert_eq!(h.state().seen().game().game.ply_count(), 0);
    assert!(h.state().seen().game().clock.is_some(), "the chosen clock");
    // The engine's first move (a depth-1 search: milliseconds) waits until the new board has been
    // on screen a moment: by the test's clock, which stands still, no search starts ...
    h.run_steps(5);
    assert!(
        h.state().seen().engine().current().is_none(),
        "the engine did not wait"
    );
    assert_eq!(h.state().seen().game().game.ply_count(), 0);
    // ... until the pause is over.
    clock.advance(NEW_BOARD_PAUSE);
    step_until(&mut h, Duration::from_secs(30), |app| {
        app.seen().game().game.ply_count() == 1
    });
    let clock = h.state().seen().game().clock.as_ref().expect("the clock");
    assert_eq!(
        clock.running(),
        Some(Side::Attackers),
        "the person's time runs"
    );
}
