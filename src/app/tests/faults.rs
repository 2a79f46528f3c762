//! One test (or more) for each fault of issue 15, each failing without its fix: layout, unsaved
//! games, shortcuts while typing, scrolling, the autosave, the chooser, the clock's redraws, the
//! small ones, and files and pastes that must be refused.

use std::path::Path;
use std::sync::Arc;
use std::time::{Duration, Instant};

use egui::{Event, Key, Modifiers, Rect, Role};
use egui_kittest::Harness;
use egui_kittest::kittest::{By, NodeT, Queryable};

use super::super::clock::GameClock;
use super::super::commands::{EngineCommand, FileCommand, MoveCommand, ViewCommand};
use super::super::engine_link::Purpose;
use super::super::runtime::{Pending, Waiting};
use super::super::session::Session;
use super::super::settings::{PlayerMode, Settings};
use super::super::{ArdRiApp, Parts};
use super::{
    FixedDialogs, autosaving, build, harness, moves, play, settings_for, show_windows, step_until,
};

const SIZES: [[f32; 2]; 4] = [
    [1100.0, 760.0],
    [900.0, 700.0],
    [700.0, 1000.0],
    [520.0, 400.0],
];

fn saved_game(name: &str) -> ardri_saves::LoadedGame {
    ardri_saves::load(
        &Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("saves")
            .join(name),
    )
    .unwrap()
}

/// Runs frames for `time`, the engine and workers going on meanwhile.
fn run_for(h: &mut Harness<'_, ArdRiApp>, time: Duration) {
    let until = Instant::now() + time;
    while Instant::now() < until {
        h.step();
        std::thread::sleep(Duration::from_millis(10));
    }
}

/// Roles of the widgets a person reads or uses (containers and the window are left out).
fn is_widget(role: Role) -> bool {
    matches!(
        role,
        Role::Button
            | Role::Label
            | Role::Slider
            | Role::SpinButton
            | Role::CheckBox
            | Role::RadioButton
            | Role::ProgressIndicator
            | Role::Image
            | Role::TextInput
            | Role::Heading
    )
}

/// Every widget drawn over the side panel, with its label and rect.
fn panel_widgets(h: &Harness<'_, ArdRiApp>) -> Vec<(String, Role, Rect)> {
    let panel = h.state().views.side.rect;
    h.query_all(By::new())
        .filter(|n| is_widget(n.accesskit_node().role()))
        .map(|n| {
            let node = n.accesskit_node();
            let label = node.label().or(node.value()).unwrap_or_default();
            (label, node.role(), n.rect())
        })
        .filter(|(_, _, rect)| rect.intersects(panel))
        .collect()
}

/// Fault 1: at each size the app meets, with a reviewed game (accuracy table, graph), a variation and
/// three analysis lines, every widget over the side panel lies within its width (a scroll area may
/// hide it below, never cut it at a side), the graph keeps its height, and the review's widgets
/// can be scrolled into the panel.
#[test]
fn every_widget_of_the_side_panel_lies_inside_it() {
    let mut settings = settings_for(PlayerMode::BothSides);
    settings.analysis_lines = 3;
    let mut h = build(settings, Arc::new(FixedDialogs::default()), None, SIZES[0]);
    let mut session = Session::opened(saved_game("defenders-win.ron"), "x.ron".into()).unwrap();
    session.go_to(4);
    let m = session.shown_position().parse_move("e5e6").unwrap();
    session.play(m).unwrap(); // a variation, the old line kept
    h.state_mut().session = session;
    h.state_mut().commands.push(EngineCommand::ToggleAnalysis);
    h.run_steps(2);
    step_until(&mut h, Duration::from_secs(90), |app| {
        let hash = app.session.shown_position().hash();
        app.rt
            .engine
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

fn check_side_panel(h: &mut Harness<'_, ArdRiApp>, size: [f32; 2]) {
    use super::super::views::side_panel::{PanelPlace, panel_layout};
    let panel = h.state().views.side.rect;
    // The panel has the size it was given, inside the window.
    let (place, given) = panel_layout(egui::vec2(size[0], size[1]));
    let taken = match place {
        PanelPlace::Right => panel.width(),
        PanelPlace::Below => panel.height(),
    };
    assert!(
        (taken - given).abs() <= 1.0,
        "{size:?}: the panel took {taken}, not {given}"
    );
    let window = Rect::from_min_size(egui::Pos2::ZERO, egui::vec2(size[0], size[1]));
    assert!(window.contains_rect(panel), "{size:?}: panel {panel:?}");
    let widgets = panel_widgets(h);
    assert!(widgets.len() > 20, "{size:?}: {widgets:?}");
    for (label, role, rect) in &widgets {
        assert!(
            rect.left() >= panel.left() - 0.5 && rect.right() <= panel.right() + 0.5,
            "{size:?}: {role:?} {label:?} at {rect:?} sticks out of the panel {panel:?}"
        );
    }
    // The analysis lines first: they scroll in a box of their own at the panel's top, which comes
    // into view with the Level picker above it.
    h.get_by_role_and_label(Role::ComboBox, "Level")
        .scroll_to_me();
    h.run_steps(4);
    for label in [
        "Line 3 move 1",
        super::super::graph::GRAPH_LABEL,
        "Review game",
        "Promote variation 1",
    ] {
        h.get_by_label(label).scroll_to_me();
        h.run_steps(4);
        let rect = h.get_by_label(label).rect();
        assert!(
            panel.contains_rect(rect),
            "{size:?}: {label} at {rect:?} cannot be brought into the panel {panel:?}"
        );
        if label == super::super::graph::GRAPH_LABEL {
            assert!(rect.height() >= 90.0, "{size:?}: graph {rect:?}");
        }
    }
}

/// Fault 2: Set up -> Play from here and Paste -> Use it ask before replacing an unsaved game, and
/// the autosave stays while the question is open.
#[test]
fn set_up_and_paste_ask_before_replacing_an_unsaved_game() {
    let (_dir, autosave, mut h) = autosaving(Arc::new(FixedDialogs::default()));
    play(&mut h, &["c3c2"]);
    step_until(&mut h, Duration::from_secs(10), |_| autosave.exists());

    h.state_mut().commands.push(ViewCommand::OpenEditor);
    show_windows(&mut h);
    h.get_by_label("Play from here").click();
    h.run();
    assert!(matches!(
        h.state().rt.waiting,
        Waiting::Confirm(Pending::StartFrom(_))
    ));
    h.key_press(Key::Escape); // the question's Cancel
    h.run();
    assert_eq!(h.state().rt.waiting, Waiting::Idle);
    assert_eq!(moves(&h), ["c3c2"]);
    h.state_mut().commands.push(ViewCommand::CloseEditor);

    h.state_mut().commands.push(ViewCommand::OpenPaste);
    show_windows(&mut h);
    h.get_by_label("Pasted text").focus();
    h.get_by_label("Pasted text").type_text("e3e2");
    h.run();
    h.get_by_label("Use it").click();
    h.run();
    assert!(matches!(
        h.state().rt.waiting,
        Waiting::Confirm(Pending::StartFrom(_))
    ));
    run_for(&mut h, Duration::from_millis(200));
    assert!(
        autosave.exists(),
        "the autosave went while the question was open"
    );
    h.get_by_label("Discard").click();
    h.run();
    assert_eq!(moves(&h), ["e3e2"]);
}

/// Fault 2: a finished review is a change (the title gets its star, New asks first).
#[test]
fn a_finished_review_counts_as_a_change() {
    let mut h = harness(PlayerMode::BothSides);
    h.state_mut().session =
        Session::opened(saved_game("defenders-win.ron"), "x.ron".into()).unwrap();
    h.state_mut().session.analysis.fill(None);
    h.state_mut().settings.review_depth = 4;
    h.run();
    assert!(!h.state().session.is_dirty());
    h.key_press_modifiers(Modifiers::COMMAND, Key::R);
    h.step();
    step_until(&mut h, Duration::from_secs(60), |app| {
        !app.rt.engine.is_searching(Purpose::Review)
    });
    assert!(h.state().session.is_dirty(), "the review is not a change");
    assert!(h.state().rt.title.ends_with(" *"), "{}", h.state().rt.title);
    h.key_press_modifiers(Modifiers::COMMAND, Key::N);
    h.run();
    assert!(matches!(h.state().rt.waiting, Waiting::Confirm(_)));
}

/// Fault 3: keys typed into a text field stay there: no flip, no jump to a mistake, no step.
#[test]
fn shortcuts_do_not_fire_while_typing() {
    let mut h = harness(PlayerMode::BothSides);
    play(&mut h, &["c3c2", "d2e2"]);
    h.state_mut().commands.push(ViewCommand::OpenPaste);
    show_windows(&mut h);
    h.get_by_label("Pasted text").focus();
    h.run();
    for key in [Key::F, Key::P, Key::N, Key::ArrowLeft, Key::Home] {
        h.key_press(key);
        h.run();
    }
    assert!(
        !h.state().settings.flipped,
        "F flipped the board while typing"
    );
    assert_eq!(
        h.state().session.view_ply,
        2,
        "a key moved the view while typing"
    );
    // Away from the text, the same key acts.
    h.state_mut().commands.push(ViewCommand::ClosePaste);
    h.run();
    h.key_press(Key::F);
    h.run();
    assert!(h.state().settings.flipped);

    // Behind the file chooser (a modal window) no shortcut acts either.
    let dialogs = Arc::new(FixedDialogs {
        unavailable: true,
        ..FixedDialogs::default()
    });
    let mut h = super::harness_with(PlayerMode::BothSides, dialogs);
    h.key_press_modifiers(Modifiers::COMMAND, Key::O);
    h.step();
    step_until(&mut h, Duration::from_secs(10), |app| {
        app.views.chooser.is_some()
    });
    h.get_by_label("File path").focus();
    h.run();
    h.key_press(Key::F);
    h.run();
    assert!(!h.state().settings.flipped);
}

/// A game of `plies` plies (or until no move keeps it going): each time the first legal move that
/// does not end the game.
pub(super) fn long_session(plies: usize) -> Session {
    let mut game = ardri_rules::Game::new(ardri_rules::Rules::default());
    while game.ply_count() < plies {
        let next = game.position().legal_moves().iter().copied().find(|&m| {
            let mut trial = game.clone();
            trial.play(m).is_ok() && !trial.is_over()
        });
        let Some(m) = next else { break };
        game.play(m).unwrap();
    }
    assert_eq!(game.ply_count(), plies);
    Session::from_game(game, ardri_saves::Metadata::default())
}

/// Fault 4: while the analysis runs, the move list stays where the person scrolled it.
#[test]
fn the_move_list_stays_where_the_person_scrolled_it() {
    let mut h = harness(PlayerMode::BothSides);
    h.state_mut().session = long_session(40);
    h.state_mut().commands.push(MoveCommand::GoTo(2));
    h.state_mut().commands.push(EngineCommand::ToggleAnalysis);
    run_for(&mut h, Duration::from_millis(500));
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
    // The scroll animates: let it end.
    run_for(&mut h, Duration::from_millis(500));
    let scrolled = h.get_by_label(&label).rect();
    assert!(
        scrolled.top() <= before.top() - 50.0,
        "{before:?} {scrolled:?}"
    );
    run_for(&mut h, Duration::from_millis(2500));
    assert!(h.state().rt.engine.is_searching(Purpose::Analysis));
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
        settings_for(PlayerMode::BothSides),
        Arc::new(FixedDialogs::default()),
        None,
        [1400.0, 900.0],
    );
    let mut session = long_session(60);
    session.take_back(30);
    h.state_mut().session = session;
    h.run();
    for label in ["Promote variation 1", "Delete variation 1"] {
        h.get_by_label(label).scroll_to_me();
        h.run_steps(4);
        let rect = h.get_by_label(label).rect();
        let panel = h.state().views.side.rect;
        assert!(
            panel.contains_rect(rect),
            "{label} at {rect:?}, panel {panel:?}"
        );
    }
    h.get_by_label("Promote variation 1").click();
    h.run();
    assert_eq!(moves(&h).len(), 60);
}

/// Fault 5: Quit -> Discard leaves no autosave to offer next time.
#[test]
fn quit_and_discard_leaves_no_autosave() {
    let (_dir, autosave, mut h) = autosaving(Arc::new(FixedDialogs::default()));
    let settings = settings_for(PlayerMode::BothSides);
    play(&mut h, &["c3c2"]);
    step_until(&mut h, Duration::from_secs(10), |_| autosave.exists());
    h.state_mut().commands.push(FileCommand::Quit);
    h.run();
    h.input_mut()
        .viewports
        .get_mut(&egui::ViewportId::ROOT)
        .unwrap()
        .events
        .push(egui::ViewportEvent::Close);
    h.run();
    h.get_by_label("Discard").click();
    h.run();
    eframe::App::on_exit(h.state_mut(), None);
    drop(h);
    assert!(
        !autosave.exists(),
        "the discarded game is offered back next time"
    );
    let mut h = build(
        settings,
        Arc::new(FixedDialogs::default()),
        Some(autosave),
        [1100.0, 760.0],
    );
    run_for(&mut h, Duration::from_millis(300));
    assert_eq!(h.state().rt.waiting, Waiting::Idle);
}

/// Fault 5: a save removes the autosave.
#[test]
fn saving_removes_the_autosave() {
    let dialogs = Arc::new(FixedDialogs::default());
    let (dir, autosave, mut h) = autosaving(dialogs.clone());
    *dialogs.save.lock().unwrap() = Some(dir.path().join("game.ron"));
    play(&mut h, &["c3c2"]);
    step_until(&mut h, Duration::from_secs(10), |_| autosave.exists());
    h.key_press_modifiers(Modifiers::COMMAND, Key::S);
    h.step();
    step_until(&mut h, Duration::from_secs(10), |app| {
        !app.session.is_dirty()
    });
    step_until(&mut h, Duration::from_secs(10), |_| !autosave.exists());
}

/// Fault 6: the chooser starts in the folder last used, lists a folder typed into it (without
/// calling it an error), and remembers the folder of the game opened.
#[test]
fn the_chooser_starts_in_the_last_folder_and_goes_into_folders() {
    let root = tempfile::tempdir().unwrap();
    let first = root.path().join("first");
    let second = root.path().join("second");
    for dir in [&first, &second] {
        std::fs::create_dir(dir).unwrap();
    }
    std::fs::copy(
        Path::new(env!("CARGO_MANIFEST_DIR")).join("saves/defenders-win.ron"),
        second.join("won.ron"),
    )
    .unwrap();
    std::fs::write(first.join("a.ron"), "x").unwrap();
    let dialogs = Arc::new(FixedDialogs {
        unavailable: true,
        ..FixedDialogs::default()
    });
    let mut settings = settings_for(PlayerMode::BothSides);
    settings.last_folder = Some(first.clone());
    let mut h = build(settings, dialogs, None, [1100.0, 760.0]);
    h.key_press_modifiers(Modifiers::COMMAND, Key::O);
    h.step();
    step_until(&mut h, Duration::from_secs(10), |app| {
        app.views.chooser.is_some()
    });
    h.run();
    assert_eq!(h.state().views.chooser.as_ref().unwrap().dir, first);
    h.get_by_label("a.ron");
    // A folder typed and answered with Enter is gone into, not opened.
    h.get_by_label("File path").focus();
    h.run();
    h.key_press_modifiers(Modifiers::COMMAND, Key::A);
    h.get_by_label("File path")
        .type_text(second.to_str().unwrap());
    h.run();
    h.key_press(Key::Enter);
    h.run();
    let chooser = h.state().views.chooser.as_ref().expect("still choosing");
    assert_eq!(chooser.dir, second);
    assert!(h.state().views.status.notice.is_none());
    h.get_by_label("won.ron").click();
    h.run();
    h.get_by_role_and_label(Role::Button, "Open").click();
    h.step();
    step_until(&mut h, Duration::from_secs(10), |app| {
        !app.rt.files.busy() && app.views.chooser.is_none()
    });
    assert!(h.state().session.game.is_over(), "the game was not opened");
    assert_eq!(
        h.state().settings.last_folder.as_deref(),
        Some(second.as_path())
    );
}

/// Fault 7: a running clock asks for the next redraw when its whole seconds change, not 10 times a
/// second.
#[test]
fn a_running_clock_redraws_once_a_second() {
    let mut h = harness(PlayerMode::BothSides);
    h.state_mut().session.clock = Some(GameClock::new(
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

/// Fault 8: the clock stops while a modal question is open.
#[test]
fn clocks_stop_behind_a_question() {
    let mut h = harness(PlayerMode::BothSides);
    h.state_mut().session.clock = Some(GameClock::new(Duration::from_secs(300), Duration::ZERO));
    play(&mut h, &["c3c2"]);
    h.key_press_modifiers(Modifiers::COMMAND, Key::N);
    h.run();
    assert!(matches!(h.state().rt.waiting, Waiting::Confirm(_)));
    let left = |h: &Harness<'_, ArdRiApp>| {
        let clock = h.state().session.clock.clone().unwrap();
        clock.left(ardri_rules::Side::Attackers, Instant::now())
    };
    let before = left(&h);
    run_for(&mut h, Duration::from_millis(400));
    assert_eq!(left(&h), before, "the clock ran behind the question");
}

/// Fault 8: captures counted in words that agree with the number; move numbers as in the list.
#[test]
fn the_header_counts_captures_and_numbers_moves_as_the_list() {
    let mut h = harness(PlayerMode::BothSides);
    let game = ardri_rules::Game::from_position("7/4k2/7/7/2a4/ad5/7 a".parse().unwrap());
    h.state_mut().session = Session::from_game(game, ardri_saves::Metadata::default());
    h.run();
    play(&mut h, &["c3c2", "e6e5", "c2c3"]);
    h.get_by_label("captured: 0 attackers, 1 defender");
    h.state_mut().commands.push(MoveCommand::GoTo(2));
    h.run();
    h.get_by_label_contains("after move 1 of 2");
}

/// Fault 8: Ctrl+V on the board plays from the pasted text; Copy position says so.
#[test]
fn ctrl_v_pastes_and_copy_says_so() {
    let mut h = harness(PlayerMode::BothSides);
    h.event(Event::Paste("c3c2 d2e2".into()));
    h.run();
    assert_eq!(moves(&h), ["c3c2", "d2e2"]);
    h.get_by_label("Game").click();
    h.run();
    h.get_by_label("Copy position").click();
    h.run();
    let notice = h.state().views.status.notice.clone().unwrap();
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
        let board = h
            .get_by_label("a1")
            .rect()
            .union(h.get_by_label("g7").rect());
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
            settings_for(PlayerMode::BothSides),
            Arc::new(FixedDialogs::default()),
            None,
            size,
        );
        h.state_mut().commands.push(ViewCommand::OpenEditor);
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

/// Fault 8: set-up and pasted positions get the chosen clock.
#[test]
fn set_up_and_pasted_positions_get_the_clock() {
    let mut settings = settings_for(PlayerMode::BothSides);
    settings.clock_minutes = 5.0;
    settings.clock_increment = 3.0;
    let mut h = build(
        settings,
        Arc::new(FixedDialogs::default()),
        None,
        [1100.0, 760.0],
    );
    h.state_mut().commands.push(FileCommand::Paste(
        "2aaa2/3a3/a1ddd1a/aadkdaa/a1ddd1a/3a3/2aaa2 a".into(),
    ));
    h.run();
    let clock = h.state().session.clock.clone().expect("a clock");
    assert_eq!(clock.initial, Duration::from_secs(300));
    assert_eq!(clock.increment, Duration::from_secs(3));
}

/// Fault 8: a first game is at a friendly level, and the person is told.
#[test]
fn a_first_game_is_played_at_level_2_and_says_so() {
    assert_eq!(Settings::default().level, 2);
    let mut h = Harness::builder()
        .with_size([1100.0, 760.0])
        .build_eframe(|cc| {
            ArdRiApp::with_parts(
                &cc.egui_ctx,
                Parts {
                    settings: Settings::default(),
                    dialogs: Arc::new(FixedDialogs::default()),
                    default_dir: std::env::temp_dir(),
                    autosave: None,
                    first_run: true,
                    my_puzzles: None,
                },
            )
        });
    h.run();
    h.get_by_label_contains(&format!("plays at {}", ardri_engine::skill::level_info(2)));
}

/// Fault 8: Help explains the bar, levels, clocks and marks, and lists the keymap's shortcuts.
#[test]
fn help_explains_the_numbers_and_lists_the_shortcuts() {
    let mut h = harness(PlayerMode::BothSides);
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

/// Fault 9: a save whose variation runs past a third repetition (counting the main line's moves)
/// is refused with the reason; the game on the board stays.
#[test]
fn a_variation_past_a_repetition_draw_is_refused() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("repeat.ron");
    std::fs::write(
        &path,
        r#"(format_version: 2, start: "2aaa2/3a3/a1ddd1a/aadkdaa/a1ddd1a/3a3/2aaa2 d",
            moves: ["c5c6", "a5a6", "c6c5", "a6a5", "c5c6", "a5a6"],
            variations: [(after_ply: 6, moves: ["c6c5", "a6a5", "c3c2"])])"#,
    )
    .unwrap();
    // One rule for the app and the review: the saves crate refuses it with the same reason.
    let refused = ardri_saves::load(&path).unwrap_err().to_string();
    assert!(
        refused.contains("variation 1") && refused.contains("already over"),
        "{refused}"
    );
    let mut h = harness(PlayerMode::BothSides);
    play(&mut h, &["e3e2"]);
    let ctx = h.ctx.clone();
    h.state_mut().rt.files.open_path(ctx, path);
    step_until(&mut h, Duration::from_secs(10), |app| !app.rt.files.busy());
    let notice = h.state().views.status.notice.clone().unwrap();
    assert!(
        notice.error && notice.text.contains("variation 1"),
        "{}",
        notice.text
    );
    assert_eq!(moves(&h), ["e3e2"]);
}

/// Fault 9: Paste refuses what the editor refuses (a decided position).
#[test]
fn paste_refuses_a_decided_position() {
    let mut h = harness(PlayerMode::BothSides);
    h.state_mut()
        .commands
        .push(FileCommand::Paste("k6/7/7/7/2a4/7/7 a".into()));
    h.run();
    let notice = h.state().views.status.notice.clone().unwrap();
    assert!(
        notice.error && notice.text.contains("Not playable"),
        "{}",
        notice.text
    );
    assert_eq!(
        h.state().session.game.start().fen(),
        ardri_rules::Position::start(ardri_rules::Rules::default()).fen()
    );
}
