//! Playing without a mouse, and the board as a screen reader reads it: every square named with what
//! stands on it, the arrow keys walking the board with a visible focus, Enter to pick and to move,
//! and a box where a move is typed.

use std::collections::BTreeSet;

use ardri_rules::{Game, Move, Rules, Square};
use egui::Key;
use egui_kittest::kittest::{By, NodeT, Queryable};

use super::super::game::settings::Players;
use super::super::play::move_entry;
use super::*;

/// Every square's accessible name.
fn square_names(h: &Harness<'_, ArdRiApp>) -> Vec<String> {
    h.query_all(By::new())
        .map(|n| n.accesskit_node())
        .filter(|node| node.role() == egui::accesskit::Role::Button)
        .filter_map(|node| node.label())
        .filter(|l| {
            let b = l.as_bytes();
            l.len() > 3
                && (b'a'..=b'g').contains(&b[0])
                && (b'1'..=b'7').contains(&b[1])
                && &l[2..4] == ", "
        })
        .collect()
}

#[test]
fn every_square_is_named_with_what_stands_on_it() {
    let mut h = harness(Players::BothSides);
    let names = square_names(&h);
    let squares: BTreeSet<&str> = names.iter().map(|n| &n[..2]).collect();
    assert_eq!(squares.len(), 49, "{names:?}");
    assert_eq!(names.len(), 49, "{names:?}");
    for expected in [
        "d4, king",
        "a1, corner",
        "d7, attacker",
        "c5, defender, can move",
        "b2, empty",
    ] {
        assert!(
            names.iter().any(|n| n == expected),
            "{expected} in {names:?}"
        );
    }
    // A picked piece says so, and where it may go is named.
    click_square(&mut h, "c5");
    let names = square_names(&h);
    for expected in [
        "c5, defender, selected",
        "c6, empty, legal target",
        "b5, empty, legal target",
        "d5, defender",
    ] {
        assert!(
            names.iter().any(|n| n == expected),
            "{expected} in {names:?}"
        );
    }
}

/// The first capture reachable in at most three plies from the start, as a line of moves.
fn a_line_to_a_capture() -> Vec<Move> {
    fn search(game: &Game, depth: usize, line: &mut Vec<Move>) -> bool {
        if depth == 0 {
            return false;
        }
        for &m in game.position().legal_moves().iter() {
            let mut next = game.clone();
            let played = next.play(m).unwrap();
            line.push(m);
            if played.captured.any() || search(&next, depth - 1, line) {
                return true;
            }
            line.pop();
        }
        false
    }
    let mut line = Vec::new();
    assert!(search(&Game::new(Rules::default()), 3, &mut line));
    line
}

/// Walks the keyboard from `from` to `to` with the arrow keys (the board not flipped).
fn walk(h: &mut Harness<'_, ArdRiApp>, from: Square, to: Square) {
    let (df, dr) = (
        i32::from(to.file()) - i32::from(from.file()),
        i32::from(to.rank()) - i32::from(from.rank()),
    );
    let steps = [
        (
            if df > 0 {
                Key::ArrowRight
            } else {
                Key::ArrowLeft
            },
            df.unsigned_abs(),
        ),
        (
            if dr > 0 { Key::ArrowUp } else { Key::ArrowDown },
            dr.unsigned_abs(),
        ),
    ];
    for (key, n) in steps {
        for _ in 0..n {
            h.key_press(key);
            h.run();
        }
    }
}

#[test]
fn a_game_is_played_to_a_capture_from_the_keyboard_alone() {
    let mut h = harness(Players::BothSides);
    let line = a_line_to_a_capture();
    // B gives the board the keyboard, on the king's square.
    h.key_press(Key::B);
    h.run();
    let focused = h
        .get_by(|node| node.is_focused())
        .accesskit_node()
        .label()
        .unwrap_or_default();
    assert!(focused.starts_with("d4, king"), "{focused}");
    let mut at: Square = "d4".parse().unwrap();
    for &m in &line {
        for target in [m.from, m.to] {
            walk(&mut h, at, target);
            at = target;
            // The square with the keyboard is the one the arrows reached.
            let focused = h
                .get_by(|node| node.is_focused())
                .accesskit_node()
                .label()
                .unwrap_or_default();
            assert!(focused.starts_with(&format!("{target}, ")), "{focused}");
            h.key_press(Key::Enter);
            h.run();
        }
    }
    let game = &h.state().seen().game().game;
    assert_eq!(game.moves().iter().map(|p| p.mv).collect::<Vec<_>>(), line);
    assert!(
        game.moves().last().unwrap().captured.any(),
        "the line ends in a capture"
    );
    // The arrow keys walked the board; they did not step through the move list meanwhile.
    assert_eq!(h.state().seen().game().view_ply, line.len());
}

#[test]
fn a_move_can_be_typed_and_a_wrong_one_is_refused_in_plain_words() {
    let mut h = harness(Players::BothSides);
    let entry = |h: &Harness<'_, ArdRiApp>| {
        h.get_by(|node| {
            node.role() == egui::accesskit::Role::TextInput
                && node.label().as_deref() == Some(move_entry::LABEL)
        })
        .focus();
    };
    entry(&h);
    h.run();
    h.get_by_role(egui::accesskit::Role::TextInput);
    type_into(&mut h, "c5-c6");
    h.run();
    h.key_press(Key::Enter);
    h.run();
    assert_eq!(moves(&h), ["c5c6"]);
    // Another move, badly written: nothing changes and the status bar says why.
    type_into(&mut h, "c3-c9");
    h.run();
    h.key_press(Key::Enter);
    h.run();
    assert_eq!(moves(&h), ["c5c6"]);
    h.get_by_label_contains("'c3-c9' was not played");
}

/// Types `text` as key presses go to the focused box.
fn type_into(h: &mut Harness<'_, ArdRiApp>, text: &str) {
    h.event(egui::Event::Text(text.to_string()));
    h.run();
}
