//! The window itself: flipping and the view's toggles, the board and the side panel at every window
//! size, the header on one line, the narrow bar, shortcuts while typing, scrolling, help, Esc, notices,
//! and moves written and counted one way.

use super::super::game::commands::{EngineCommand, MoveCommand, ViewCommand};
use super::super::game::engine_link::Purpose;
use super::super::game::session::Session;
use super::super::game::settings::{Players, Settings};
use super::*;
use egui::{Key, Modifiers, Role};
use egui_kittest::kittest::{By, NodeT, Queryable};
use std::path::Path;
use std::sync::Arc;
use std::time::Duration;

#[test]
fn flip_and_view_toggles() {
    let mut h = harness(Players::BothSides);
    let a1_before = square(&h, "a1").rect().center();
    h.key_press(Key::F);
    h.run();
    assert!(h.state().seen().settings().flipped);
    let a1_after = square(&h, "a1").rect().center();
    assert!(a1_after.x > a1_before.x && a1_after.y < a1_before.y);
    h.get_by_role_and_label(egui::Role::Slider, "Depth");

    // Each view toggle changes the setting and what is drawn: hiding the bar or the coordinates
    // gives their room to the board, so the squares move.
    for (label, shown) in [
        (
            "Evaluation bar",
            (|s: &Settings| s.show_eval_bar) as fn(&Settings) -> bool,
        ),
        ("Coordinates", |s: &Settings| s.show_coordinates),
    ] {
        let before = square(&h, "a1").rect();
        assert!(shown(h.state().seen().settings()), "{label} starts shown");
        h.get_by_label("View").click();
        h.run();
        h.get_by_label(label).click();
        h.run();
        assert!(!shown(h.state().seen().settings()), "{label} hidden");
        let after = square(&h, "a1").rect();
        assert_ne!(before, after, "{label}: the board did not change");
        h.key_press(Key::Escape);
        h.run();
    }
    // The theme radio buttons switch egui's theme.
    h.get_by_label("View").click();
    h.run();
    let light = !h.state().seen().settings().dark_theme;
    h.get_by_label(if light { "Dark theme" } else { "Light theme" })
        .click();
    h.run();
    assert_eq!(h.state().seen().settings().dark_theme, light);
    assert_eq!(
        h.ctx.theme(),
        if light {
            egui::Theme::Dark
        } else {
            egui::Theme::Light
        }
    );
}

/// The board stays the main thing: at least 60% of the window's shorter side in a small and in a
/// large window, the panel beside it in a wide window and below it in a tall one.
#[test]
fn the_board_keeps_most_of_the_window_at_any_size() {
    for size in [[520.0, 400.0], [1400.0, 900.0], [600.0, 1000.0]] {
        let mut h = build(
            settings_for(Players::BothSides),
            Arc::new(FixedDialogs::default()),
            None,
            size,
        );
        h.run();
        let a1 = square(&h, "a1").rect();
        let g7 = square(&h, "g7").rect();
        let board = g7.max.x - a1.min.x;
        let shorter = size[0].min(size[1]);
        assert!(
            board >= 0.6 * shorter,
            "{size:?}: the board is {board:.0} px of {shorter:.0}"
        );
        let (place, _) = super::super::side_panel::panel_layout(egui::vec2(size[0], size[1]));
        let expected = if size[0] > size[1] {
            super::super::side_panel::PanelPlace::Right
        } else {
            super::super::side_panel::PanelPlace::Below
        };
        assert_eq!(place, expected, "{size:?}");
        // A long line in the move list does not widen the panel: the board keeps its size.
        play(&mut h, &["c3c2", "d2e2", "c2b2", "e2e3"]);
        h.run();
        let later = square(&h, "g7").rect().max.x - square(&h, "a1").rect().min.x;
        assert!(
            (later - board).abs() < 1.0,
            "{size:?}: the board went from {board} to {later}"
        );
    }
}

/// Fault 1: at each size the app meets, with a reviewed game (accuracy table, graph), a variation and
/// three analysis lines, every widget over the side panel lies within its width (a scroll area may
/// hide it below, never cut it at a side), the graph keeps its height, and the review's widgets
/// can be scrolled into the panel.
#[test]
fn every_widget_of_the_side_panel_lies_inside_it() {
    let mut settings = settings_for(Players::BothSides);
    settings.analysis_lines = 3;
    let mut h = build(settings, Arc::new(FixedDialogs::default()), None, SIZES[0]);
    let mut session = Session::opened(saved_game("defenders-win.ron"), "x.ron".into()).unwrap();
    session.go_to(4);
    let m = session.shown_position().parse_move("e5e6").unwrap();
    session.play(m).unwrap(); // a variation, the old line kept
    *h.state_mut().arrange().game() = session;
    h.state_mut().send(EngineCommand::ToggleAnalysis);
    h.run_steps(2);
    step_until(&mut h, Duration::from_secs(90), |app| {
        let hash = app.seen().game().shown_position().hash();
        app.seen()
            .engine()
            .report_for(hash)
            .is_some_and(|s| s.lines.len() == 3 && s.lines.iter().all(|l| l.depth >= 3))
    });
    // Each size as the app opens at it, and again after the window was resized to it from another
    // (the layout must not keep anything from the size before).
    for size in SIZES.into_iter().chain(SIZES) {
        h.set_size(egui::vec2(size[0], size[1]));
        h.run_steps(5);
        check_side_panel(&mut h, size);
    }
}

/// Fault 3: keys typed into a text field stay there: no flip, no jump to a mistake, no step.
#[test]
fn shortcuts_do_not_fire_while_typing() {
    let mut h = harness(Players::BothSides);
    play(&mut h, &["c3c2", "d2e2"]);
    h.state_mut().send(ViewCommand::OpenPaste);
    show_windows(&mut h);
    h.get_by_label("Pasted text").focus();
    h.run();
    for key in [Key::F, Key::P, Key::N, Key::ArrowLeft, Key::Home] {
        h.key_press(key);
        h.run();
    }
    assert!(
        !h.state().seen().settings().flipped,
        "F flipped the board while typing"
    );
    assert_eq!(
        h.state().seen().game().view_ply,
        2,
        "a key moved the view while typing"
    );
    // Away from the text, the same key acts.
    h.state_mut().send(ViewCommand::ClosePaste);
    h.run();
    h.key_press(Key::F);
    h.run();
    assert!(h.state().seen().settings().flipped);

    // Behind the file chooser (a modal window) no shortcut acts either.
    let dialogs = Arc::new(FixedDialogs {
        unavailable: true,
        ..FixedDialogs::default()
    });
    let mut h = super::harness_with(Players::BothSides, dialogs);
    h.key_press_modifiers(Modifiers::COMMAND, Key::O);
    h.step();
    step_until(&mut h, Duration::from_secs(10), |app| {
        app.seen().chooser().is_some()
    });
    h.get_by_label("File path").focus();
    h.run();
    h.key_press(Key::F);
    h.run();
    assert!(!h.state().seen().settings().flipped);
}

/// Fault 4: while the analysis runs, the move list stays where the person scrolled it.
#[test]
fn the_move_list_stays_where_the_person_scrolled_it() {
    let mut h = harness(Players::BothSides);
    *h.state_mut().arrange().game() = long_session(40);
    h.state_mut().send(MoveCommand::GoTo(2));
    h.state_mut().send(EngineCommand::ToggleAnalysis);
    let depth = |app: &ArdRiApp| {
        app.seen()
            .engine()
            .current()
            .and_then(|c| c.depth_history.last())
            .map_or(0, |d| d.depth)
    };
    step_until(&mut h, Duration::from_secs(30), |app| depth(app) >= 2);
    let label = h
        .query_all(By::new().label_contains("Move 2: "))
        .next()
        .unwrap()
        .accesskit_node()
        .label()
        .unwrap();
    let before = h.get_by_label(&label).rect();
    for _ in 0..3 {
        h.get_by_label(&label).scroll_down();
        h.step();
    }
    // The scroll animates: let it end (each step is a quarter of a second of the window's time).
    h.run_steps(4);
    let scrolled = h.get_by_label(&label).rect();
    assert!(
        scrolled.top() <= before.top() - 50.0,
        "{before:?} {scrolled:?}"
    );
    // Three more depths reported, each redrawing the lines beside the list.
    let reached = depth(h.state());
    step_until(&mut h, Duration::from_secs(60), |app| {
        depth(app) >= reached + 3
    });
    assert!(h.state().seen().engine().is_searching(Purpose::Analysis));
    let after = h.get_by_label(&label).rect();
    assert_eq!(
        after, scrolled,
        "the list jumped back while the analysis ran"
    );
}

/// Fault 4: a long variation's Promote and Delete can be reached at 1400x900.
#[test]
fn a_variations_buttons_can_be_reached() {
    let mut h = build(
        settings_for(Players::BothSides),
        Arc::new(FixedDialogs::default()),
        None,
        [1400.0, 900.0],
    );
    let mut session = long_session(60);
    session.take_back(30);
    *h.state_mut().arrange().game() = session;
    h.run();
    for label in ["Promote variation 1", "Delete variation 1"] {
        h.get_by_label(label).scroll_to_me();
        h.run_steps(4);
        let rect = h.get_by_label(label).rect();
        let panel = h.state().seen().side_panel_rect();
        assert!(
            panel.contains_rect(rect),
            "{label} at {rect:?}, panel {panel:?}"
        );
    }
    h.get_by_label("Promote variation 1").click();
    h.run();
    assert_eq!(moves(&h).len(), 60);
}

/// Fault 8: captures counted in words that agree with the number; move numbers as in the list.
#[test]
fn the_header_counts_captures_and_numbers_moves_as_the_list() {
    let mut h = harness(Players::BothSides);
    let game = ardri_rules::Game::from_position("7/4k2/7/7/2a4/ad5/7 a".parse().unwrap());
    *h.state_mut().arrange().game() = Session::from_game(game, ardri_saves::Metadata::default());
    h.run();
    play(&mut h, &["c3c2", "e6e5", "c2c3"]);
    h.get_by_label("captured: 0 attackers, 1 defender");
    h.state_mut().send(MoveCommand::GoTo(2));
    h.run();
    h.get_by_label_contains("after move 1 of 2");
}

/// Fault 8: Help explains the bar, levels, clocks and marks, and lists the keymap's shortcuts.
#[test]
fn help_explains_the_numbers_and_lists_the_shortcuts() {
    let mut h = harness(Players::BothSides);
    h.key_press(Key::F1);
    show_windows(&mut h);
    h.get_by_label_contains("\"A 78%\"");
    h.get_by_label_contains("level from 1");
    h.get_by_label_contains("\"5 + 3\"");
    h.get_by_label_contains("?! inaccuracy");
    for binding in super::super::keymap::KEYMAP {
        h.get_by_label(&binding.keys_text());
    }
}

/// Small fault: Esc closes Help and the game library.
#[test]
fn esc_closes_help_and_the_library() {
    let mut h = super::harness(Players::BothSides);
    h.key_press(Key::F1);
    h.run();
    assert!(h.state().seen().help_open());
    h.key_press(Key::Escape);
    h.run();
    assert!(!h.state().seen().help_open(), "Esc did not close Help");
    h.key_press_modifiers(Modifiers::COMMAND, Key::L);
    h.run();
    assert!(h.state().seen().features().library.open);
    h.key_press(Key::Escape);
    h.run();
    assert!(
        !h.state().seen().features().library.open,
        "Esc did not close the library"
    );
}

/// Small fault: a notice goes once what it told of is no longer so: "No mistake after this move"
/// when another move is shown, "Saved to ..." once the game has changed, whoever moved.
#[test]
fn a_notice_goes_when_the_game_moves_on() {
    let dir = tempfile::tempdir().unwrap();
    let dialogs = Arc::new(FixedDialogs::default());
    *dialogs.save.lock().unwrap() = Some(dir.path().join("game.ron"));
    let mut h = harness_with(Players::BothSides, dialogs);
    play(&mut h, &["c3c2", "d2e2"]);
    h.key_press(Key::N);
    h.run();
    assert!(notice(&h).starts_with("No mistake after"), "{}", notice(&h));
    // Not reviewed: the notice says how to find mistakes.
    assert!(notice(&h).contains("review the game"), "{}", notice(&h));
    h.key_press(Key::ArrowLeft);
    h.run();
    assert_eq!(notice(&h), "", "the notice outlived the move it told of");

    h.key_press_modifiers(Modifiers::COMMAND, Key::S);
    h.step();
    step_until(&mut h, Duration::from_secs(10), |app| {
        !app.seen().game().is_dirty() && !app.seen().files_busy()
    });
    h.run();
    assert!(notice(&h).starts_with("Saved to"), "{}", notice(&h));
    // A change that is not the person's own move on the board (the engine's, an undo).
    h.key_press_modifiers(Modifiers::COMMAND, Key::Z);
    h.run();
    assert!(h.state().seen().game().is_dirty());
    assert_eq!(notice(&h), "", "the notice outlived the save it told of");
}

/// Small fault: the window writes moves one way, `c3-c2`.
#[test]
fn moves_are_written_one_way_in_the_window() {
    use ardri_rules::{Move, Square};
    let mut h = super::harness(Players::BothSides);
    let square = |s: &str| s.parse::<Square>().unwrap();
    h.state_mut()
        .send(super::super::game::commands::MoveCommand::Play(Move::new(
            square("c3"),
            square("c7"),
        )));
    h.run();
    assert!(notice(&h).starts_with("c3-c7"), "{}", notice(&h));
    h.state_mut()
        .send(super::super::game::commands::ViewCommand::OpenPaste);
    h.run();
    h.get_by_label_contains("(c3-c2 d2-e2 ...)");
}

/// Small fault: the header (who is to move, the clocks, the captured pieces) stays on one line at
/// every width, so the board under it never jumps.
#[test]
fn the_header_stays_on_one_line_at_every_width() {
    for width in (520..=1100).step_by(20) {
        let mut settings = settings_for(Players::YouDefend);
        settings.clock_minutes = 5.0;
        let clock = super::super::play::new_game::new_clock(&settings);
        let mut h = build(
            settings,
            Arc::new(FixedDialogs::default()),
            None,
            [width as f32, 700.0],
        );
        *h.state_mut().arrange().game() = long_session(40);
        h.state_mut().arrange().game().clock = clock;
        h.state_mut()
            .send(super::super::game::commands::MoveCommand::GoTo(9));
        h.run();
        let header = h.get_by_label_contains(" to move (").rect();
        assert!(header.height() < 26.0, "{width}: {header:?}");
        // The clocks ("A 4:59", "D 5:00") and the captured pieces (a label may show up as a
        // node and its text run: each must be on the header's line).
        for part in ["A ", "D ", "captured: "] {
            let found: Vec<_> = h
                .query_all(By::new().predicate(|node| {
                    // A label's text is its node's value.
                    node.label().or(node.value()).is_some_and(|label| {
                        let clock = label.len() <= 8 && label.contains(':');
                        label.starts_with(part) && (part.len() > 2 || clock)
                    })
                }))
                .map(|node| node.rect())
                .collect();
            assert!(!found.is_empty(), "{width}: no {part}");
            for rect in found {
                assert!(
                    (rect.center().y - header.center().y).abs() < 4.0,
                    "{width}: {part} on another line ({rect:?}, the header {header:?})"
                );
                assert!(rect.right() <= width as f32, "{width}: {part} cut off");
            }
        }
    }
}

/// Small fault: the narrow evaluation bar keeps the side.
#[test]
fn the_narrow_bar_says_whose_chance_it_is() {
    let mut h = build(
        settings_for(Players::BothSides),
        Arc::new(FixedDialogs::default()),
        None,
        [640.0, 600.0],
    );
    let loaded = ardri_saves::load(
        &Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("saves")
            .join("defenders-win.ron"),
    )
    .unwrap();
    *h.state_mut().arrange().game() =
        super::super::game::session::Session::opened(loaded, "x.ron".into()).unwrap();
    h.run();
    let bar = h.get_by_role(Role::Meter).rect();
    assert!(bar.width() < 44.0, "a narrow bar: {bar:?}");
    h.get_by_label("Evaluation: D won");
}

/// Small fault: moves are counted as the move list numbers them ("move 1" is a move and its reply).
#[test]
fn moves_are_counted_as_the_move_list_numbers_them() {
    let mut h = super::harness(Players::BothSides);
    play(&mut h, &["c3c2", "d2e2", "c2c3", "e2d2"]);
    h.get_by_label("Move 1: d2-e2");
    h.get_by_label("Move 2: e2-d2");
    h.state_mut()
        .send(super::super::game::commands::MoveCommand::GoTo(2));
    h.run();
    h.get_by_label_contains("(after move 1 of 2)");
}

/// The rects a window beside the board must leave in view: the board's squares and the bar, the
/// level picker, the person's rating (with Match my rating) and what the rated game says.
fn board_level_and_rating(h: &Harness<'_, ArdRiApp>) -> Vec<(String, egui::Rect)> {
    let board = square(h, "a1").rect().union(square(h, "g7").rect());
    let mut kept = vec![
        ("the board".to_string(), board),
        ("the bar".to_string(), h.get_by_role(Role::Meter).rect()),
        (
            "the level".to_string(),
            h.get_by_role_and_label(Role::ComboBox, "Level").rect(),
        ),
    ];
    // The panel's rating reads "1000 ± 350" (the Puzzles window's "Your rating" is its own); a
    // label's text is its node's value.
    for part in ["Your rating: ", "Match my rating", "This game "] {
        let nodes = h.query_all(By::new().predicate(move |node| {
            node.label()
                .or(node.value())
                .is_some_and(|text| text.contains(part))
        }));
        for node in nodes {
            let n = node.accesskit_node();
            let text = n.label().or(n.value()).unwrap_or_default();
            if !part.starts_with("Your") || text.contains('±') {
                kept.push((text, node.rect()));
            }
        }
    }
    assert!(kept.len() >= 5, "the rating and its button: {kept:?}");
    kept
}

/// Issue 36: the Learn, Puzzles and Opening explorer windows open where they cover neither the
/// board nor the level and the rating in the side panel, at the size a fresh start opens and at
/// 520x400 (where they take the room left below the rating, their content scrolling).
#[test]
fn windows_beside_the_board_leave_the_board_the_level_and_the_rating_in_view() {
    use super::super::learn::command::LearnCommand;
    use super::super::puzzles::PuzzleCommand;
    use super::super::shell::windows::placed_id;
    type Open = fn(&mut Harness<'_, ArdRiApp>);
    let windows: [(&str, Open); 3] = [
        ("Puzzles", |h| h.state_mut().send(PuzzleCommand::Open)),
        ("Opening explorer", |h| {
            h.key_press(Key::E);
            h.run();
            // In a game that counts the explorer asks first.
            if h.query_by_label("Use the opening explorer").is_some() {
                h.get_by_label("Use the opening explorer").click();
                h.step();
                h.step();
            }
        }),
        ("Learn from your mistakes", |h| {
            reviewed_blunder(h, "Ard Ri Engine (level 3)", "Human");
            h.state_mut().send(LearnCommand::Start(None));
        }),
    ];
    for size in [[1100.0, 760.0], [520.0, 400.0]] {
        for (title, open) in windows {
            let mut h = build(
                settings_for(Players::YouDefend),
                Arc::new(FixedDialogs::default()),
                None,
                size,
            );
            h.state_mut().arrange().settings().level = 3;
            h.run();
            open(&mut h);
            for _ in 0..3 {
                show_windows(&mut h);
            }
            let id = placed_id(title, &h.ctx);
            let window = h
                .ctx
                .memory(|m| m.area_rect(id))
                .unwrap_or_else(|| panic!("{size:?}: {title} is not open"));
            let screen = egui::Rect::from_min_size(egui::Pos2::ZERO, egui::vec2(size[0], size[1]));
            assert!(screen.contains_rect(window), "{size:?}: {title} {window:?}");
            for (what, rect) in board_level_and_rating(&h) {
                assert!(
                    !window.intersects(rect.shrink(1.0)),
                    "{size:?}: {title} ({window:?}) covers {what} ({rect:?})"
                );
            }
        }
    }
}

/// Issue 36: at 520x400 the header above the board was cut to "you vs Level..." without the
/// person's chance. At that size and at the size a fresh start opens, the chance shows whole: the
/// header's text is drawn at its full width (a cut label is narrower than its text).
#[test]
fn the_persons_chance_shows_whole_above_the_board_at_any_size() {
    for size in [[520.0, 400.0], [1100.0, 760.0]] {
        let mut settings = settings_for(Players::YouDefend);
        settings.level = 6;
        settings.show_chances_while_playing = true;
        let mut h = build(settings, Arc::new(FixedDialogs::default()), None, size);
        step_until(&mut h, Duration::from_secs(30), |app| {
            app.seen().engine_state().chances.is_some()
        });
        h.run();
        // A label's text is its node's label or its value.
        let header = h.get_by(|node| {
            node.role() == Role::Label
                && node
                    .label()
                    .or(node.value())
                    .is_some_and(|l| l.contains("you vs Level 6: ") || l.starts_with("you: "))
        });
        let node = header.accesskit_node();
        let text = node.label().or(node.value()).unwrap_or_default();
        assert!(text.ends_with('%'), "{size:?}: {text}");
        let width = h.ctx.fonts_mut(|f| {
            f.layout_no_wrap(
                text.clone(),
                egui::FontId::proportional(16.0),
                egui::Color32::WHITE,
            )
            .size()
            .x
        });
        let shown = header.rect();
        assert!(
            shown.width() >= width - 1.0,
            "{size:?}: \"{text}\" is cut: {} of {width} points",
            shown.width()
        );
        assert!(shown.right() <= size[0], "{size:?}: {shown:?}");
    }
}

/// Help > Guide opens the guide built into the app, rendered, with its pictures; Esc closes it.
#[test]
fn the_guide_opens_inside_the_app() {
    let mut h = super::harness(Players::BothSides);
    h.get_by_label("Help").click();
    h.run();
    h.get_by_label("Guide").click();
    h.run();
    assert!(h.state().seen().guide_open());
    h.get_by_label("The Ard Ri guide");
    h.get_by_label("The evaluation bar");
    h.key_press(Key::Escape);
    h.run();
    assert!(
        !h.state().seen().guide_open(),
        "Esc did not close the guide"
    );
}
