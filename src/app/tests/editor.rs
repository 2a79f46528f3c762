//! Setting up a position: the editor's checks and its window, and pasted moves and positions (Ctrl+V,
//! a decided position refused).

use super::super::ArdRiApp;
use super::super::game::commands::{FileCommand, ViewCommand};
use super::super::game::settings::Players;
use super::*;
use egui::Event;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use std::sync::Arc;

/// The position editor names what is wrong and plays only a legal position.
#[test]
fn the_editor_checks_the_position_before_play() {
    let mut h = harness(Players::BothSides);
    h.state_mut().send(super::super::editor::Command::Open);
    show_windows(&mut h);
    h.get_by_label("Clear board").click();
    h.run();
    h.get_by_label("Not playable: expected exactly one king, found 0.");
    h.get_by_label("Play from here").click();
    h.run();
    assert!(
        h.state()
            .seen()
            .holder()
            .held_by(super::super::editor::NAME),
        "an illegal position must not be played"
    );
    h.get_by_label("King").click();
    h.run();
    click_square(&mut h, "c2");
    h.get_by_label("Attacker").click();
    h.run();
    click_square(&mut h, "a1"); // an attacker on a corner
    h.get_by_label(
        "Not playable: attacker on the restricted square a1: only the king may stand there.",
    );
    click_square(&mut h, "a1"); // taken away again
    click_square(&mut h, "e5");
    h.get_by_label("A legal position.");
    h.get_by_label("Play from here").click();
    h.run();
    assert!(
        !h.state()
            .seen()
            .holder()
            .held_by(super::super::editor::NAME)
    );
    assert_eq!(
        h.state().seen().game().game.start().fen(),
        "7/7/4a2/7/7/2k4/7 d"
    );
    play(&mut h, &["c2c1"]);
    assert_eq!(moves(&h), ["c2c1"]);
}

/// Pasted moves are played from the start; text that is neither a position nor moves changes nothing.
#[test]
fn pasted_moves_and_positions() {
    let mut h = harness(Players::BothSides);
    play(&mut h, &["e3e2"]);
    for (text, expected) in [
        ("1. c3c2 d2e2 2. c2b2", vec!["c3c2", "d2e2", "c2b2"]),
        ("c3c2 d2d3", vec!["c3c2", "d2e2", "c2b2"]),
    ] {
        h.state_mut().send(ViewCommand::OpenPaste);
        show_windows(&mut h);
        h.get_by_label("Pasted text").focus();
        h.get_by_label("Pasted text").type_text(text);
        h.run();
        h.get_by_label("Use it").click();
        h.run();
        if h.query_by_label("Discard").is_some() {
            // The game on the board is not saved: the app asks before replacing it.
            h.get_by_label("Discard").click();
            h.run();
        }
        assert_eq!(moves(&h), expected, "after pasting {text:?}");
        h.state_mut().send(ViewCommand::ClosePaste);
        h.run();
    }
    assert!(h.state().seen().notice().as_ref().unwrap().error);
    h.state_mut().send(FileCommand::Paste(
        "2aaa2/3a3/a1ddd1a/aadkdaa/a1ddd1a/3a3/2aaa2 a".into(),
    ));
    h.run();
    // The pasted moves are an unsaved game: the app asks first.
    h.get_by_label("Discard").click();
    h.run();
    assert!(moves(&h).is_empty());
    assert_eq!(
        h.state().seen().game().shown_position().side_to_move(),
        ardri_rules::Side::Attackers
    );
}

/// Fault 8: Ctrl+V on the board plays from the pasted text; Copy position says so.
#[test]
fn ctrl_v_pastes_and_copy_says_so() {
    let mut h = harness(Players::BothSides);
    h.event(Event::Paste("c3c2 d2e2".into()));
    h.run();
    assert_eq!(moves(&h), ["c3c2", "d2e2"]);
    h.get_by_label("Game").click();
    h.run();
    h.get_by_label("Copy position").click();
    h.run();
    let notice = h.state().seen().notice().clone().unwrap();
    assert!(
        notice.text.starts_with("Position copied"),
        "{}",
        notice.text
    );
}

/// Fault 8: the set-up window lies beside the board, not over its squares.
#[test]
fn the_set_up_window_leaves_the_board_free() {
    let check = |h: &Harness<'_, ArdRiApp>, size: [f32; 2]| {
        let board = square(h, "a1").rect().union(square(h, "g7").rect());
        for label in [
            "Attacker",
            "Clear board",
            "Position string",
            "Play from here",
            "Cancel",
        ] {
            let rect = h.get_by_label(label).rect();
            assert!(
                !rect.intersects(board),
                "{size:?}: {label} at {rect:?} covers the board {board:?}"
            );
        }
    };
    for size in [[1100.0, 760.0], [700.0, 1000.0]] {
        let mut h = build(
            settings_for(Players::BothSides),
            Arc::new(FixedDialogs::default()),
            None,
            size,
        );
        h.state_mut().send(super::super::editor::Command::Open);
        show_windows(&mut h);
        check(&h, size);
        // Still beside the board after the window is resized to the other shape.
        let other = if size[0] > size[1] {
            [700.0, 1000.0]
        } else {
            [1100.0, 760.0]
        };
        h.set_size(egui::vec2(other[0], other[1]));
        show_windows(&mut h);
        check(&h, other);
    }
}

/// Fault 9: Paste refuses what the editor refuses (a decided position).
#[test]
fn paste_refuses_a_decided_position() {
    let mut h = harness(Players::BothSides);
    h.state_mut()
        .send(FileCommand::Paste("k6/7/7/7/2a4/7/7 a".into()));
    h.run();
    let notice = h.state().seen().notice().clone().unwrap();
    assert!(
        notice.error && notice.text.contains("Not playable"),
        "{}",
        notice.text
    );
    assert_eq!(
        h.state().seen().game().game.start().fen(),
        ardri_rules::Position::start(ardri_rules::Rules::default()).fen()
    );
}

/// While a position is set up, a screen reader hears the set-up board, not the game's.
#[test]
fn the_squares_name_what_the_set_up_board_holds() {
    let mut h = harness(Players::BothSides);
    let label = |h: &Harness<'_, ArdRiApp>, name: &str| {
        square(h, name).accesskit_node().label().unwrap_or_default()
    };
    assert!(label(&h, "d4").starts_with("d4, king"));
    h.state_mut().send(super::super::editor::Command::Open);
    h.run();
    h.state_mut()
        .arrange()
        .features()
        .editor
        .editor
        .as_mut()
        .expect("setting up")
        .clear();
    h.run();
    assert!(
        label(&h, "d4").starts_with("d4, empty"),
        "{}",
        label(&h, "d4")
    );
}
