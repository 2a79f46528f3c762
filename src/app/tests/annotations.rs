//! The person's annotations in the real app: shapes drawn with the right button, marks from a move's
//! menu, the comment box (which keeps the keys while typing), undo, the autosave, and export and
//! import of the game as text.

use std::sync::Arc;
use std::time::Duration;

use egui::{Event, Key, Modifiers, PointerButton, Pos2};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;

use ardri_rules::Square;
use ardri_saves::{Mark, Shape, ShapeColor};

use super::super::ArdRiApp;
use super::super::game::commands::{BoardCommand, FileCommand, NoteEdit};
use super::super::game::session::Spot;
use super::super::game::settings::Players;
use super::{
    FixedDialogs, autosaving, harness, harness_with, moves, play, settings_for, start_and_restore,
    step_until,
};

fn sq(text: &str) -> Square {
    text.parse().unwrap()
}

fn main_spot(ply: usize) -> Spot {
    Spot {
        variation: None,
        ply,
    }
}

fn shapes_at(h: &Harness<'_, ArdRiApp>, ply: usize) -> Vec<Shape> {
    h.state()
        .seen()
        .game()
        .annotation(main_spot(ply))
        .map(|a| a.shapes.clone())
        .unwrap_or_default()
}

fn center(h: &Harness<'_, ArdRiApp>, square: &str) -> Pos2 {
    super::square(h, square).rect().center()
}

fn right_button(h: &Harness<'_, ArdRiApp>, pos: Pos2, pressed: bool, modifiers: Modifiers) {
    h.event(Event::PointerButton {
        pos,
        button: PointerButton::Secondary,
        pressed,
        modifiers,
    });
}

/// A right-button drag from one square to another (the same one: a right-click), with `modifiers`
/// held, as a person's mouse sends it.
fn right_drag(h: &mut Harness<'_, ArdRiApp>, from: &str, to: &str, modifiers: Modifiers) {
    let (a, b) = (center(h, from), center(h, to));
    h.hover_at(a);
    h.step();
    right_button(h, a, true, modifiers);
    h.step();
    h.hover_at(a + (b - a) * 0.5);
    h.step();
    h.hover_at(b);
    h.step();
    right_button(h, b, false, modifiers);
    h.run();
}

#[test]
fn a_right_drag_draws_arrows_and_circles_on_the_shown_move() {
    let mut h = harness(Players::BothSides);
    play(&mut h, &["c3c2"]);
    let none = Modifiers::NONE;
    right_drag(&mut h, "c2", "c1", none);
    let green = Shape::drawn(sq("c2"), sq("c1"), ShapeColor::Green);
    assert_eq!(shapes_at(&h, 1), [green]);
    assert_eq!(h.state().seen().board().drawn_shapes, [green]);
    // Released where it began: a circle; Shift red, Alt blue, Ctrl yellow.
    right_drag(&mut h, "d4", "d4", Modifiers::SHIFT);
    right_drag(&mut h, "e5", "e6", Modifiers::ALT);
    right_drag(&mut h, "b4", "b3", Modifiers::CTRL);
    assert_eq!(
        shapes_at(&h, 1),
        [
            green,
            Shape::drawn(sq("d4"), sq("d4"), ShapeColor::Red),
            Shape::drawn(sq("e5"), sq("e6"), ShapeColor::Blue),
            Shape::drawn(sq("b4"), sq("b3"), ShapeColor::Yellow),
        ]
    );
    // The right button never moves a piece, and the same shape drawn again goes away.
    assert_eq!(moves(&h), ["c3c2"]);
    right_drag(&mut h, "c2", "c1", none);
    assert_eq!(shapes_at(&h, 1).len(), 3);
    assert!(!shapes_at(&h, 1).contains(&green));
    // A drag that ends off the board draws nothing.
    let off = Pos2::new(2.0, 740.0);
    right_button(&h, center(&h, "e3"), true, none);
    h.step();
    h.hover_at(off);
    h.step();
    right_button(&h, off, false, none);
    h.run();
    assert_eq!(shapes_at(&h, 1).len(), 3);
    // A left click selects as always and keeps the drawings.
    super::square(&h, "b4").click();
    h.run();
    assert_eq!(shapes_at(&h, 1).len(), 3);
    // The drawings belong to move 1: shown there, not at the start, not after the next move.
    h.key_press(Key::Home);
    h.run();
    assert!(h.state().seen().board().drawn_shapes.is_empty());
    h.key_press(Key::End);
    h.run();
    assert_eq!(h.state().seen().board().drawn_shapes.len(), 3);
    play(&mut h, &["b4b3"]);
    assert!(h.state().seen().board().drawn_shapes.is_empty());
    assert_eq!(shapes_at(&h, 1).len(), 3, "a move keeps the drawings");
    assert!(h.state().seen().game().is_dirty());
    let file = h.state().seen().game().to_save_file(h.state().seen().now());
    assert_eq!(file.annotations[&1].shapes.len(), 3);
}

#[test]
fn a_mark_from_the_moves_menu_shows_in_the_move_list() {
    let mut h = harness(Players::BothSides);
    play(&mut h, &["c3c2", "d2e2"]);
    h.get_by_label("Move 1: c3-c2").click_secondary();
    h.run();
    h.get_by_label("Mark !? (interesting move)").click();
    h.run();
    let mark = |h: &Harness<'_, ArdRiApp>| {
        h.state()
            .seen()
            .game()
            .annotation(main_spot(1))
            .and_then(|a| a.mark)
    };
    assert_eq!(mark(&h), Some(Mark::Interesting));
    assert!(h.state().seen().game().is_dirty());
    // The move list shows it after the move (and the menu closed).
    h.get_by_label("Move 1: c3-c2!?");
    assert!(h.query_by_label("Mark !? (interesting move)").is_none());
    // The comment box's buttons mark the shown move; the same mark again takes it off.
    h.get_by_label("Move 1: d2-e2").click();
    h.run();
    h.get_by_label("Mark the move ??").click();
    h.run();
    h.get_by_label("Move 1: d2-e2??");
    h.get_by_label("Mark the move ??").click();
    h.run();
    h.get_by_label("Move 1: d2-e2");
    assert_eq!(mark(&h), Some(Mark::Interesting));
}

#[test]
fn the_comment_box_keeps_the_keys_while_typing_and_the_list_shows_the_comment() {
    let mut h = harness(Players::BothSides);
    play(&mut h, &["c3c2", "d2e2"]);
    // "Comment..." in move 1's menu shows move 1 and puts the keyboard in the box.
    h.get_by_label("Move 1: c3-c2").click_secondary();
    h.run();
    h.get_by_label("Comment...").click();
    h.run();
    assert_eq!(h.state().seen().game().view_ply, 1);
    assert!(h.get_by_label("Comment").is_focused());
    h.get_by_label("Comment").type_text("f is no flip");
    h.run();
    h.key_press(Key::ArrowLeft);
    h.run();
    let comment = h
        .state()
        .seen()
        .game()
        .annotation(main_spot(1))
        .map(|a| a.comment.clone());
    assert_eq!(comment.as_deref(), Some("f is no flip"));
    // The letter F did not flip the board, the arrow did not leave the move.
    assert!(!h.state().seen().settings().flipped);
    assert_eq!(h.state().seen().game().view_ply, 1);
    assert!(h.state().seen().game().is_dirty());
    // The list shows the comment under its move.
    let shown = h.get_by_label("f is no flip").rect();
    assert!(shown.top() > h.get_by_label("Move 1: c3-c2").rect().top());
    // Away from the box, F flips again.
    super::square(&h, "c3").click();
    h.run();
    h.key_press(Key::F);
    h.run();
    assert!(h.state().seen().settings().flipped);
}

/// Notes are changes like moves: undo takes back the last one written (typing on in one comment is
/// one change), then the one before, and redo brings them back; the moves stay.
#[test]
fn undo_takes_back_notes_one_change_at_a_time_and_redo_brings_them_back() {
    let mut h = harness(Players::BothSides);
    play(&mut h, &["c3c2", "d2e2"]);
    for (ply, text) in [(1, "fir"), (1, "first"), (2, "second")] {
        h.state_mut().send(BoardCommand::Note {
            at: main_spot(ply),
            edit: NoteEdit::Comment(text.into()),
        });
        h.run();
    }
    h.state_mut().send(BoardCommand::Note {
        at: main_spot(2),
        edit: NoteEdit::Mark(Some(ardri_saves::Mark::Good)),
    });
    h.run();
    let note = |h: &Harness<'_, ArdRiApp>, ply| {
        let a = h.state().seen().game().annotation(main_spot(ply)).unwrap();
        (a.comment.clone(), a.mark)
    };
    let undo = |h: &mut Harness<'_, ArdRiApp>| {
        h.key_press_modifiers(Modifiers::COMMAND, Key::Z);
        h.run();
    };
    undo(&mut h);
    assert_eq!(note(&h, 2), ("second".to_string(), None));
    undo(&mut h);
    assert_eq!(note(&h, 2).0, "");
    assert_eq!(note(&h, 1).0, "first");
    undo(&mut h);
    assert_eq!(note(&h, 1).0, "", "the typing was one change");
    assert_eq!(moves(&h), ["c3c2", "d2e2"], "the moves stay");
    for _ in 0..3 {
        h.key_press_modifiers(Modifiers::COMMAND, Key::Y);
        h.run();
    }
    assert_eq!(note(&h, 1).0, "first");
    assert_eq!(
        note(&h, 2),
        ("second".to_string(), Some(ardri_saves::Mark::Good))
    );
}

#[test]
fn notes_are_autosaved_and_restored() {
    let (_dir, autosave, mut h) = autosaving(Arc::new(FixedDialogs::default()));
    play(&mut h, &["c3c2"]);
    right_drag(&mut h, "c2", "c1", Modifiers::NONE);
    h.state_mut().send(BoardCommand::Note {
        at: main_spot(0),
        edit: NoteEdit::Comment("Before the first move".into()),
    });
    h.run();
    step_until(&mut h, Duration::from_secs(10), |_| {
        ardri_saves::load(&autosave)
            .is_ok_and(|g| g.annotations[0].comment == "Before the first move")
    });
    drop(h);
    let h = start_and_restore(settings_for(Players::BothSides), autosave);
    assert_eq!(moves(&h), ["c3c2"]);
    assert_eq!(
        shapes_at(&h, 1),
        [Shape::drawn(sq("c2"), sq("c1"), ShapeColor::Green)]
    );
    h.get_by_label("Before the first move");
}

#[test]
fn the_game_goes_out_as_text_and_comes_back_in() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("game.txt");
    let dialogs = Arc::new(FixedDialogs::default());
    *dialogs.save.lock().unwrap() = Some(path.clone());
    *dialogs.open.lock().unwrap() = Some(path.clone());
    let mut h = harness_with(Players::BothSides, dialogs);
    play(&mut h, &["c3c2", "d2e2"]);
    right_drag(&mut h, "e2", "e3", Modifiers::SHIFT);
    let commands = [
        BoardCommand::Note {
            at: main_spot(1),
            edit: NoteEdit::Mark(Some(Mark::Good)),
        },
        BoardCommand::Note {
            at: main_spot(1),
            edit: NoteEdit::Comment("A {braced} note".into()),
        },
    ];
    for c in commands {
        h.state_mut().send(c);
    }
    h.run();
    h.get_by_label("Game").click();
    h.run();
    h.get_by_label("Export as text...").click();
    h.step();
    step_until(&mut h, Duration::from_secs(10), |app| {
        !app.seen().files_busy()
    });
    let text = std::fs::read_to_string(&path).unwrap();
    assert!(
        text.contains("1. c3-c2! {A \\{braced\\} note} 1... d2-e2 {[%arrow e2e3 red]}"),
        "{text}"
    );
    assert!(
        h.state().seen().game().is_dirty(),
        "an export is no save of the game"
    );
    let before = h.state().seen().game().annotations().to_vec();

    // A new game (discarding), then the record imported: the same moves and notes, unsaved.
    h.state_mut().send(FileCommand::NewGame(None));
    h.run();
    h.get_by_label("Discard").click();
    h.run();
    assert!(moves(&h).is_empty());
    h.state_mut().send(FileCommand::ImportText);
    h.step();
    step_until(&mut h, Duration::from_secs(10), |app| {
        !app.seen().files_busy()
    });
    assert_eq!(moves(&h), ["c3c2", "d2e2"]);
    assert_eq!(h.state().seen().game().annotations(), before.as_slice());
    assert!(h.state().seen().game().is_dirty());
    assert_eq!(h.state().seen().game().path(), None);
    h.get_by_label("Move 1: c3-c2!");

    // A record with an illegal move is refused with its place, and the game stays.
    std::fs::write(&path, "1. c3-c2 {fine}\n1... c3-c4").unwrap();
    h.state_mut().send(FileCommand::ImportText);
    h.run();
    h.get_by_label("Discard").click();
    h.step();
    step_until(&mut h, Duration::from_secs(10), |app| {
        !app.seen().files_busy()
    });
    let notice = h.state().seen().notice().clone().unwrap();
    assert!(notice.error);
    assert!(
        notice
            .text
            .contains("line 2, column 6: move 1... c3-c4: there is no piece on c3"),
        "{}",
        notice.text
    );
    assert_eq!(moves(&h), ["c3c2", "d2e2"]);
    assert_eq!(h.state().seen().game().annotations(), before.as_slice());
}

/// On a board a feature holds (the position editor here), a note is refused with a word why and
/// the game is not changed.
#[test]
fn nothing_is_written_on_a_board_a_feature_holds() {
    let mut h = harness(Players::BothSides);
    play(&mut h, &["c3c2", "d2e2"]);
    let revision = h.state().seen().game().change_state();
    h.state_mut().send(super::super::editor::Command::Open);
    h.run();
    h.state_mut().send(BoardCommand::Note {
        at: main_spot(1),
        edit: NoteEdit::Mark(Some(Mark::Good)),
    });
    h.run();
    let notice = h.state().seen().notice().as_ref().map(|n| n.text.clone());
    assert!(
        notice
            .as_deref()
            .is_some_and(|t| t.starts_with("Notes belong to games")),
        "{notice:?}"
    );
    let mark = h
        .state()
        .seen()
        .game()
        .annotation(main_spot(1))
        .and_then(|a| a.mark);
    assert_eq!(mark, None);
    assert_eq!(h.state().seen().game().change_state(), revision);
}
