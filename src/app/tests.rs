//! Tests that drive the real app through egui_kittest: squares are found by their labels ("c3"),
//! moves are made by clicks and by drag and drop, and the engine and file workers are real threads
//! (their results are awaited with a deadline).

mod annotations;
mod chances;
mod dialogs;
mod explorer;
mod faults;
mod issue27;
mod learn;
mod library;
mod library_practise;
mod my_puzzles;
mod nothing_lost;
mod puzzles;
mod rating;

use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use egui::{Key, Modifiers};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;

use super::commands::{EngineCommand, FileCommand, MoveCommand, ViewCommand};
use super::files::DialogAnswer;
use super::runtime::{Pending, Waiting};
use super::settings::{PlayerMode, Settings};
use super::{ArdRiApp, FileDialogs, Parts};

/// Dialogs that answer with whatever path the test put in, or that cannot be shown at all.
#[derive(Default)]
struct FixedDialogs {
    open: Mutex<Option<PathBuf>>,
    save: Mutex<Option<PathBuf>>,
    folder: Mutex<Option<PathBuf>>,
    /// As on a desktop without xdg-desktop-portal or zenity.
    unavailable: bool,
}

impl FixedDialogs {
    fn answer(&self, path: &Mutex<Option<PathBuf>>) -> DialogAnswer {
        if self.unavailable {
            return DialogAnswer::Unavailable;
        }
        path.lock()
            .unwrap()
            .clone()
            .map_or(DialogAnswer::Cancelled, DialogAnswer::Chosen)
    }
}

impl FileDialogs for FixedDialogs {
    fn open_path(&self, _start_dir: &Path) -> DialogAnswer {
        self.answer(&self.open)
    }
    fn save_path(&self, _start_dir: &Path, _file_name: &str) -> DialogAnswer {
        self.answer(&self.save)
    }
    fn folder_path(&self, _start_dir: &Path) -> DialogAnswer {
        self.answer(&self.folder)
    }
}

/// Settings for a test: the engine at full strength (a first game's level 2 searches so few nodes
/// that a search would end before a test could watch it run), a shallow depth.
fn settings_for(mode: PlayerMode) -> Settings {
    Settings {
        mode,
        depth: 3,
        move_time: 2.0,
        level: ardri_engine::skill::MAX_SKILL,
        ..Settings::default()
    }
}

fn build(
    settings: Settings,
    dialogs: Arc<FixedDialogs>,
    autosave: Option<PathBuf>,
    size: [f32; 2],
) -> Harness<'static, ArdRiApp> {
    let mut harness = Harness::builder().with_size(size).build_eframe(move |cc| {
        ArdRiApp::with_parts(
            &cc.egui_ctx,
            Parts {
                settings,
                dialogs,
                default_dir: std::env::temp_dir(),
                autosave,
                first_run: false,
                my_puzzles: None,
            },
        )
    });
    // The first frames may keep repainting (a search starting, the theme): settle as far as they do.
    settle(&mut harness);
    harness
}

/// A two-player app that autosaves into a fresh folder: the folder (keep it alive), the autosave's
/// path and the harness.
fn autosaving(
    dialogs: Arc<FixedDialogs>,
) -> (tempfile::TempDir, PathBuf, Harness<'static, ArdRiApp>) {
    let dir = tempfile::tempdir().unwrap();
    let autosave = dir.path().join("autosave.ron");
    let h = build(
        settings_for(PlayerMode::BothSides),
        dialogs,
        Some(autosave.clone()),
        [1100.0, 760.0],
    );
    (dir, autosave, h)
}

fn harness_with(mode: PlayerMode, dialogs: Arc<FixedDialogs>) -> Harness<'static, ArdRiApp> {
    build(settings_for(mode), dialogs, None, [1100.0, 760.0])
}

fn harness(mode: PlayerMode) -> Harness<'static, ArdRiApp> {
    harness_with(mode, Arc::new(FixedDialogs::default()))
}

fn moves(harness: &Harness<'_, ArdRiApp>) -> Vec<String> {
    harness
        .state()
        .session
        .game
        .moves()
        .iter()
        .map(|p| p.mv.to_string())
        .collect()
}

/// Runs frames until the UI settles. The engine thread wakes the UI with each report, so while it
/// searches the UI never settles; that is expected and not an error here.
fn settle(harness: &mut Harness<'_, ArdRiApp>) {
    let _ = harness.try_run();
}

fn click_square(harness: &mut Harness<'_, ArdRiApp>, name: &str) {
    harness.get_by_label(name).click();
    settle(harness);
}

/// Steps frames until `done` holds, failing after `limit`.
fn step_until(
    harness: &mut Harness<'_, ArdRiApp>,
    limit: Duration,
    done: impl Fn(&ArdRiApp) -> bool,
) {
    let deadline = Instant::now() + limit;
    while !done(harness.state()) {
        assert!(Instant::now() < deadline, "timed out waiting");
        harness.step();
        std::thread::sleep(Duration::from_millis(5));
    }
    harness.step();
}

/// Asks the learn panel for the solution and waits for the line it shows.
fn shown_solution(harness: &mut Harness<'_, ArdRiApp>) -> Vec<ardri_rules::Move> {
    harness.get_by_label("Solution").click();
    step_until(harness, Duration::from_secs(30), |app| {
        app.views.learn.as_ref().unwrap().solution.is_some()
    });
    settle(harness);
    let learn = harness.state().views.learn.as_ref().unwrap();
    learn.solution.clone().unwrap()
}

#[test]
fn a_click_click_move() {
    let mut h = harness(PlayerMode::BothSides);
    click_square(&mut h, "c3");
    assert_eq!(
        h.state().views.board.selected.map(|s| s.to_string()),
        Some("c3".into())
    );
    click_square(&mut h, "c2");
    assert_eq!(moves(&h), ["c3c2"]);
    assert_eq!(h.state().views.board.selected, None);
    assert!(h.state().session.is_dirty());
}

#[test]
fn a_drag_and_drop_move() {
    let mut h = harness(PlayerMode::BothSides);
    let from = h.get_by_label("e5").rect().center();
    let to = h.get_by_label("e6").rect().center();
    h.drag_at(from);
    h.step();
    h.hover_at(from + (to - from) * 0.5);
    h.step();
    h.hover_at(to);
    h.step();
    h.drop_at(to);
    h.run();
    assert_eq!(moves(&h), ["e5e6"]);
}

#[test]
fn an_illegal_drop_snaps_back_and_an_illegal_click_changes_nothing() {
    let mut h = harness(PlayerMode::BothSides);
    // Dragging c3 onto c1 (two squares away, and occupied): refused.
    let from = h.get_by_label("c3").rect().center();
    let to = h.get_by_label("c1").rect().center();
    h.drag_at(from);
    h.step();
    h.hover_at(to);
    h.step();
    h.drop_at(to);
    h.run();
    assert!(moves(&h).is_empty());
    // Clicking an attacker when it is the defenders' turn selects nothing.
    click_square(&mut h, "d2");
    assert_eq!(h.state().views.board.selected, None);
    // A defender cannot step onto the throne... nor into an occupied square.
    click_square(&mut h, "e3");
    click_square(&mut h, "e4");
    assert!(moves(&h).is_empty());
    assert!(!h.state().session.is_dirty());
}

#[test]
fn the_engine_replies_and_undo_takes_back_both_moves() {
    let mut h = harness(PlayerMode::YouDefend);
    click_square(&mut h, "c3");
    click_square(&mut h, "c2");
    step_until(&mut h, Duration::from_secs(30), |app| {
        app.session.game.ply_count() == 2
    });
    let reply = moves(&h)[1].clone();
    assert!(
        h.state().session.game.positions()[1]
            .parse_move(&reply)
            .is_ok()
    );
    let played = moves(&h);
    h.key_press_modifiers(Modifiers::COMMAND, Key::Z);
    settle(&mut h);
    assert!(moves(&h).is_empty());
    assert_eq!(h.state().session.view_ply, 0);
    // Nothing played is lost: the undone moves are a variation, and redo brings them back.
    let kept: Vec<String> = h.state().session.variations[0]
        .moves
        .iter()
        .map(|m| m.to_string())
        .collect();
    assert_eq!(kept, played);
    h.key_press_modifiers(Modifiers::COMMAND, Key::Y);
    settle(&mut h);
    assert_eq!(moves(&h), played);
    assert!(h.state().session.variations.is_empty());
    h.key_press_modifiers(Modifiers::COMMAND, Key::Z);
    settle(&mut h);
    h.key_press_modifiers(Modifiers::COMMAND | Modifiers::SHIFT, Key::Z);
    settle(&mut h);
    assert_eq!(moves(&h), played);
    assert_eq!(h.state().session.view_ply, 2);
}

/// Undo while the engine thinks about its reply: the cancelled search still reports (a stopped search
/// returns its best move at once, well inside the wait below), and that report must be dropped, not
/// played and not refused with an error.
#[test]
fn nothing_from_an_old_search_is_applied() {
    let mut h = harness(PlayerMode::YouDefend);
    h.state_mut().settings.depth = 30;
    h.state_mut().settings.move_time = 30.0;
    click_square(&mut h, "c3");
    click_square(&mut h, "c2");
    step_until(&mut h, Duration::from_secs(10), |app| {
        app.rt.engine.current().is_some()
    });
    h.key_press_modifiers(Modifiers::COMMAND, Key::Z);
    settle(&mut h);
    assert!(moves(&h).is_empty());
    let until = Instant::now() + Duration::from_millis(500);
    while Instant::now() < until {
        h.step();
        std::thread::sleep(Duration::from_millis(10));
    }
    assert!(moves(&h).is_empty());
    assert!(
        h.state()
            .views
            .status
            .notice
            .as_ref()
            .is_none_or(|n| !n.error),
        "{:?}",
        h.state().views.status.notice
    );
    assert!(h.state().rt.engine.current().is_none());
}

#[test]
fn move_list_navigation_by_click_and_keys() {
    let mut h = harness(PlayerMode::BothSides);
    for (from, to) in [("c3", "c2"), ("d2", "e2"), ("c2", "c3")] {
        click_square(&mut h, from);
        click_square(&mut h, to);
    }
    assert_eq!(moves(&h), ["c3c2", "d2e2", "c2c3"]);
    h.get_by_label("Move 1: c3-c2").click();
    h.run();
    assert_eq!(h.state().session.view_ply, 1);
    h.key_press(Key::ArrowRight);
    h.run();
    assert_eq!(h.state().session.view_ply, 2);
    h.key_press(Key::Home);
    h.run();
    assert_eq!(h.state().session.view_ply, 0);
    h.key_press(Key::End);
    h.run();
    assert_eq!(h.state().session.view_ply, 3);
    h.key_press(Key::ArrowLeft);
    h.run();
    assert_eq!(h.state().session.view_ply, 2);
    // A move made here starts a variation; the main line stays.
    click_square(&mut h, "e3");
    click_square(&mut h, "f3");
    assert_eq!(moves(&h), ["c3c2", "d2e2", "c2c3"]);
    assert_eq!(h.state().session.variations.len(), 1);
    assert_eq!(h.state().session.browsing, Some(0));
    // Back on the main line, then browsing the variation shows its position without swapping it in.
    h.key_press(Key::Home);
    h.run();
    assert_eq!(h.state().session.browsing, None);
    h.get_by_label("Variation 1 move 2: e3-f3").click();
    h.run();
    assert_eq!(h.state().session.browsing, Some(0));
    assert_eq!(
        h.state().session.shown_last_move().unwrap().mv.to_string(),
        "e3f3"
    );
    assert_eq!(moves(&h), ["c3c2", "d2e2", "c2c3"]);
    h.get_by_label("Promote variation 1").click();
    h.run();
    assert_eq!(moves(&h), ["c3c2", "d2e2", "e3f3"]);
    h.get_by_label("Delete variation 1").click();
    h.run();
    assert!(h.state().session.variations.is_empty());
    assert_eq!(moves(&h), ["c3c2", "d2e2", "e3f3"]);
    // Both were changes, and undo brings back each in turn.
    h.key_press_modifiers(Modifiers::COMMAND, Key::Z);
    settle(&mut h);
    assert_eq!(h.state().session.variations.len(), 1);
    h.key_press_modifiers(Modifiers::COMMAND, Key::Z);
    settle(&mut h);
    assert_eq!(moves(&h), ["c3c2", "d2e2", "c2c3"]);
}

#[test]
fn save_and_open_round_trip() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("round-trip.ron");
    let dialogs = Arc::new(FixedDialogs::default());
    *dialogs.save.lock().unwrap() = Some(path.clone());
    *dialogs.open.lock().unwrap() = Some(path.clone());
    let mut h = harness_with(PlayerMode::BothSides, dialogs);
    for (from, to) in [("c3", "c2"), ("d2", "e2")] {
        click_square(&mut h, from);
        click_square(&mut h, to);
    }
    h.key_press_modifiers(Modifiers::COMMAND, Key::S);
    h.step();
    step_until(&mut h, Duration::from_secs(10), |app| !app.rt.files.busy());
    assert!(!h.state().session.is_dirty());
    assert_eq!(h.state().session.path(), Some(path.as_path()));
    let saved = ardri_saves::load(&path).unwrap();
    assert_eq!(saved.game.ply_count(), 2);

    // A new game (no unsaved changes, so no question), then open the file again.
    h.key_press_modifiers(Modifiers::COMMAND, Key::N);
    h.run();
    assert!(moves(&h).is_empty());
    h.key_press_modifiers(Modifiers::COMMAND, Key::O);
    h.step();
    step_until(&mut h, Duration::from_secs(10), |app| !app.rt.files.busy());
    assert_eq!(moves(&h), ["c3c2", "d2e2"]);
    assert!(!h.state().session.is_dirty());
}

#[test]
fn a_game_named_on_the_command_line_opens_at_the_end() {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("saves/defenders-win.ron");
    let expected = ardri_saves::load(&path).unwrap().game;
    let mut h = harness(PlayerMode::BothSides);
    let ctx = h.ctx.clone();
    h.state_mut().rt.files.open_path(ctx, path.clone());
    step_until(&mut h, Duration::from_secs(10), |app| !app.rt.files.busy());
    assert_eq!(moves(&h).len(), expected.ply_count());
    assert_eq!(h.state().session.path(), Some(path.as_path()));
    assert!(h.state().session.game.is_over());
    assert!(!h.state().views.status.notice.as_ref().unwrap().error);
}

#[test]
fn opening_a_corrupt_file_shows_the_error_and_keeps_the_game() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("broken.ron");
    std::fs::write(
        &path,
        "(format_version: 1, start: \"2aaa2/3a3 d\", moves: [])",
    )
    .unwrap();
    let dialogs = Arc::new(FixedDialogs::default());
    *dialogs.open.lock().unwrap() = Some(path.clone());
    let mut h = harness_with(PlayerMode::BothSides, dialogs.clone());
    click_square(&mut h, "c3");
    click_square(&mut h, "c2");
    h.get_by_label("Game").click();
    h.run();
    h.get_by_label_contains("Open...").click();
    h.run();
    // Unsaved changes: the app asks first; discard them to go on.
    h.get_by_label("Discard").click();
    h.step();
    step_until(&mut h, Duration::from_secs(10), |app| !app.rt.files.busy());
    let notice = h
        .state()
        .views
        .status
        .notice
        .clone()
        .expect("an error is shown");
    assert!(notice.error);
    assert!(notice.text.contains("expected 7 ranks"), "{}", notice.text);
    assert!(h.get_by_label_contains("expected 7 ranks").rect().width() > 0.0);
    assert_eq!(moves(&h), ["c3c2"]);

    // An illegal move in a file is named with its number.
    std::fs::write(
        &path,
        "(format_version: 1, start: \"2aaa2/3a3/a1ddd1a/aadkdaa/a1ddd1a/3a3/2aaa2 d\", moves: [\"c3c2\", \"e3e4\"])",
    )
    .unwrap();
    h.key_press_modifiers(Modifiers::COMMAND, Key::O);
    h.run();
    h.get_by_label("Discard").click();
    h.step();
    step_until(&mut h, Duration::from_secs(10), |app| !app.rt.files.busy());
    let text = h.state().views.status.notice.clone().unwrap().text;
    assert!(
        text.contains("move 2, e3e4: e3 holds a defender, but it is the attackers' turn"),
        "{text}"
    );
    assert_eq!(moves(&h), ["c3c2"]);
}

#[test]
fn new_game_asks_before_dropping_unsaved_moves() {
    let mut h = harness(PlayerMode::BothSides);
    click_square(&mut h, "c3");
    click_square(&mut h, "c2");
    h.key_press_modifiers(Modifiers::COMMAND, Key::N);
    h.run();
    assert_eq!(
        h.state().rt.waiting,
        Waiting::Confirm(Pending::NewGame(PlayerMode::BothSides))
    );
    h.get_by_label("Cancel").click();
    h.run();
    assert_eq!(moves(&h), ["c3c2"]);
    h.key_press_modifiers(Modifiers::COMMAND, Key::N);
    h.run();
    h.get_by_label("Discard").click();
    h.run();
    assert!(moves(&h).is_empty());
}

#[test]
fn closing_with_unsaved_changes_is_held_back() {
    let mut h = harness(PlayerMode::BothSides);
    click_square(&mut h, "c3");
    click_square(&mut h, "c2");
    h.input_mut()
        .viewports
        .get_mut(&egui::ViewportId::ROOT)
        .unwrap()
        .events
        .push(egui::ViewportEvent::Close);
    h.step();
    let cancelled = h.output().viewport_output[&egui::ViewportId::ROOT]
        .commands
        .contains(&egui::ViewportCommand::CancelClose);
    assert!(cancelled);
    assert_eq!(h.state().rt.waiting, Waiting::Confirm(Pending::Quit));
}

#[test]
fn flip_and_view_toggles() {
    let mut h = harness(PlayerMode::BothSides);
    let a1_before = h.get_by_label("a1").rect().center();
    h.key_press(Key::F);
    h.run();
    assert!(h.state().settings.flipped);
    let a1_after = h.get_by_label("a1").rect().center();
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
        let before = h.get_by_label("a1").rect();
        assert!(shown(&h.state().settings), "{label} starts shown");
        h.get_by_label("View").click();
        h.run();
        h.get_by_label(label).click();
        h.run();
        assert!(!shown(&h.state().settings), "{label} hidden");
        let after = h.get_by_label("a1").rect();
        assert_ne!(before, after, "{label}: the board did not change");
        h.key_press(Key::Escape);
        h.run();
    }
    // The theme radio buttons switch egui's theme.
    h.get_by_label("View").click();
    h.run();
    let light = !h.state().settings.dark_theme;
    h.get_by_label(if light { "Dark theme" } else { "Light theme" })
        .click();
    h.run();
    assert_eq!(h.state().settings.dark_theme, light);
    assert_eq!(
        h.ctx.theme(),
        if light {
            egui::Theme::Dark
        } else {
            egui::Theme::Light
        }
    );
}

/// A third repetition ends the game although nothing on the board shows it: neither a hint nor the
/// analysis may start a search there.
#[test]
fn no_hint_or_analysis_once_a_repetition_drew_the_game() {
    let mut h = harness(PlayerMode::BothSides);
    for m in [
        "c5c6", "a5a6", "c6c5", "a6a5", "c5c6", "a5a6", "c6c5", "a6a5",
    ] {
        click_square(&mut h, &m[..2]);
        click_square(&mut h, &m[2..]);
    }
    assert_eq!(moves(&h).len(), 8);
    assert!(h.state().session.game.is_over());
    for command in [EngineCommand::Hint, EngineCommand::ToggleAnalysis] {
        h.state_mut().commands.push(command);
        h.step();
        h.step();
        assert!(h.state().rt.engine.current().is_none(), "a search started");
    }
    assert!(h.state().rt.engine_state.hint.is_none());
}

/// A short game whose first move lets the attackers capture the king at once.
pub(super) fn blunder_session() -> super::session::Session {
    let mut game = ardri_rules::Game::from_position("7/2a4/1aka3/7/2a4/7/4d2 d".parse().unwrap());
    game.play_text("e1e2").unwrap();
    game.play_text("c3c4").unwrap();
    // Played by the person as the defenders (the blunder is theirs) against the engine.
    let metadata = ardri_saves::Metadata {
        attackers: "Ard Ri Engine (level 10)".into(),
        defenders: "Human".into(),
        ..ardri_saves::Metadata::default()
    };
    super::session::Session::from_game(game, metadata)
}

/// Whether the evaluation bar shows nothing (no fill, no number); it is on screen either way.
fn bar_is_empty(h: &Harness<'_, ArdRiApp>) -> bool {
    h.get_by_role(egui::Role::Meter);
    h.query_by_label("Evaluation: none").is_some()
}

#[test]
fn review_fills_the_graph_the_marks_and_the_bar_and_a_click_on_the_graph_jumps() {
    let mut h = harness(PlayerMode::BothSides);
    h.state_mut().session = blunder_session();
    h.state_mut().settings.review_depth = 6;
    h.state_mut().commands.push(MoveCommand::GoTo(0));
    h.run();
    // Nothing is known yet: the bar has no fill and no number.
    assert!(bar_is_empty(&h));
    assert!(h.state().session.analysis.iter().all(Option::is_none));

    h.key_press_modifiers(Modifiers::COMMAND, Key::R);
    h.step();
    step_until(&mut h, Duration::from_secs(30), |app| {
        !app.rt
            .engine
            .is_searching(super::engine_link::Purpose::Review)
    });
    let session = &h.state().session;
    assert!(
        session.analysis.iter().all(Option::is_some),
        "{:?}",
        session.analysis
    );
    // The first move lets the king be taken: a blunder, marked in the move list; the capture is best.
    h.get_by_label("Move 1: e1-e2??");
    h.get_by_label("Move 1: c3-c4");
    assert!(!bar_is_empty(&h));

    // The graph: its right end is the last move, its middle the first.
    let graph = h.get_by_label(super::graph::GRAPH_LABEL).rect();
    for (x, ply) in [(graph.right() - 3.0, 2), (graph.center().x, 1)] {
        let at = egui::pos2(x, graph.center().y);
        h.hover_at(at);
        h.drag_at(at);
        h.step();
        h.drop_at(at);
        h.run();
        assert_eq!(h.state().session.view_ply, ply, "clicked at x = {x}");
    }
    // Next mistake from the start finds move 1.
    h.state_mut().commands.push(MoveCommand::GoTo(0));
    h.run();
    h.key_press(Key::N);
    h.run();
    assert_eq!(h.state().session.view_ply, 1);
}

#[test]
fn multipv_analysis_shows_distinct_lines() {
    let mut h = harness(PlayerMode::BothSides);
    h.state_mut().settings.analysis_lines = 3;
    h.get_by_label("Start analysis").click();
    h.step();
    step_until(&mut h, Duration::from_secs(30), |app| {
        let hash = app.session.shown_position().hash();
        app.rt
            .engine
            .report_for(hash)
            .is_some_and(|s| s.lines.len() == 3 && s.lines.iter().all(|l| l.depth >= 4))
    });
    let hash = h.state().session.shown_position().hash();
    let firsts: Vec<_> = h
        .state()
        .rt
        .engine
        .report_for(hash)
        .unwrap()
        .lines
        .iter()
        .map(|l| l.pv[0])
        .collect();
    let mut distinct = firsts.clone();
    distinct.sort_by_key(|m| m.to_u16());
    distinct.dedup();
    assert_eq!(distinct.len(), 3, "{firsts:?}");
    // Each line is on screen with its moves and a button that adds it as a variation.
    for line in 1..=3 {
        h.get_by_label(&format!("Line {line} move 1"));
        h.get_by_label(&format!("Add line {line}"));
    }
    // The search runs on: analysis is not capped by the playing depth (3 here).
    assert!(
        h.state()
            .rt
            .engine
            .is_searching(super::engine_link::Purpose::Analysis)
    );
    h.get_by_label("Stop analysis").click();
    h.step();
    assert!(h.state().rt.engine.current().is_none());
}

#[test]
fn saving_after_a_new_main_line_writes_its_result_and_keeps_the_old_line() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("replaced.ron");
    std::fs::copy(
        Path::new(env!("CARGO_MANIFEST_DIR")).join("saves/defenders-win.ron"),
        &path,
    )
    .unwrap();
    let original = ardri_saves::load(&path).unwrap();
    let dialogs = Arc::new(FixedDialogs::default());
    let mut h = harness_with(PlayerMode::BothSides, dialogs);
    h.state_mut().session =
        super::session::Session::opened(original.clone(), path.clone()).unwrap();
    h.state_mut().commands.push(MoveCommand::GoTo(1));
    h.run();
    // A different second move starts a variation; promoted, it replaces the main line and the won
    // line is kept as a variation.
    click_square(&mut h, "a5");
    click_square(&mut h, "a6");
    assert_eq!(moves(&h).len(), original.game.ply_count());
    let index = h.state().session.browsing.expect("a variation");
    h.state_mut()
        .commands
        .push(MoveCommand::PromoteVariation(index));
    h.run();
    assert_eq!(moves(&h).len(), 2);
    h.key_press_modifiers(Modifiers::COMMAND, Key::S);
    h.step();
    step_until(&mut h, Duration::from_secs(10), |app| !app.rt.files.busy());
    let saved = ardri_saves::load(&path).unwrap();
    let file = std::fs::read_to_string(&path).unwrap();
    assert!(file.contains("result: None"), "{file}");
    assert_eq!(saved.metadata.notes, "");
    assert_eq!(saved.game.ply_count(), 2);
    assert_eq!(saved.variations.len(), 1);
    assert_eq!(
        saved.variations[0].moves.len(),
        original.game.ply_count() - 1
    );
    // The old line's evaluations went with it.
    let old_scores = original.analysis[2..]
        .iter()
        .filter(|a| a.is_some())
        .count();
    let kept_scores = saved.variations[0]
        .analysis
        .iter()
        .filter(|a| a.is_some())
        .count();
    assert!(old_scores > 0);
    assert_eq!(kept_scores, old_scores);
}

fn play(h: &mut Harness<'_, ArdRiApp>, moves: &[&str]) {
    for m in moves {
        click_square(h, &m[..2]);
        click_square(h, &m[2..]);
    }
}

/// On a desktop where the system cannot show a file dialog, Save in the "unsaved changes" prompt
/// opens the app's own chooser, saves there, and then goes on with the new game.
#[test]
fn without_a_system_dialog_the_chooser_saves_and_the_new_game_follows() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("kept.ron");
    let dialogs = Arc::new(FixedDialogs {
        unavailable: true,
        ..FixedDialogs::default()
    });
    let mut h = harness_with(PlayerMode::BothSides, dialogs);
    play(&mut h, &["c3c2", "d2e2"]);
    h.key_press_modifiers(Modifiers::COMMAND, Key::N);
    h.run();
    h.get_by_label("Save").click();
    h.step();
    step_until(&mut h, Duration::from_secs(10), |app| {
        app.views.chooser.is_some()
    });
    h.run();
    h.get_by_label("File path").focus();
    h.run();
    h.key_press_modifiers(Modifiers::COMMAND, Key::A);
    h.run();
    h.get_by_label("File path")
        .type_text(path.to_str().unwrap());
    h.run();
    h.get_by_role_and_label(egui::Role::Button, "Save").click();
    h.step();
    step_until(&mut h, Duration::from_secs(10), |app| {
        !app.rt.files.busy() && app.views.chooser.is_none() && app.session.game.ply_count() == 0
    });
    let saved = ardri_saves::load(&path).unwrap();
    assert_eq!(saved.game.ply_count(), 2);
    assert!(moves(&h).is_empty(), "the new game did not follow the save");
}

/// The game is autosaved after each move and offered back at the next start.
#[test]
fn an_autosaved_game_is_offered_back_and_restored() {
    let (_dir, autosave, mut h) = autosaving(Arc::new(FixedDialogs::default()));
    let settings = settings_for(PlayerMode::BothSides);
    play(&mut h, &["c3c2", "d2e2"]);
    step_until(&mut h, Duration::from_secs(10), |_| {
        ardri_saves::load(&autosave).is_ok_and(|g| g.game.ply_count() == 2)
    });
    drop(h);
    let h = start_and_restore(settings, autosave);
    assert_eq!(moves(&h), ["c3c2", "d2e2"]);
    assert!(
        h.state().session.is_dirty(),
        "a restored game is not a saved one"
    );
}

/// The child of `an_autosave_survives_sigkill`: plays three moves with autosave on, then waits to
/// be killed. Run only by that test (it sets the variable).
#[test]
#[ignore = "run by an_autosave_survives_sigkill in a child process"]
fn autosave_child_process() {
    let Some(autosave) = std::env::var_os("ARDRI_TEST_AUTOSAVE") else {
        return;
    };
    let mut h = build(
        settings_for(PlayerMode::BothSides),
        Arc::new(FixedDialogs::default()),
        Some(PathBuf::from(autosave)),
        [1100.0, 760.0],
    );
    play(&mut h, &["c3c2", "d2e2", "c2b2"]);
    loop {
        h.step();
        std::thread::sleep(Duration::from_millis(20));
    }
}

/// A real process playing a game is killed with SIGKILL: the next start offers the game back with
/// every move.
#[test]
fn an_autosave_survives_sigkill() {
    let dir = tempfile::tempdir().unwrap();
    let autosave = dir.path().join("autosave.ron");
    let mut child = std::process::Command::new(std::env::current_exe().unwrap())
        .args([
            "--ignored",
            "--exact",
            "app::tests::autosave_child_process",
            "--nocapture",
        ])
        .env("ARDRI_TEST_AUTOSAVE", &autosave)
        .stdout(std::process::Stdio::null())
        .stderr(std::process::Stdio::null())
        .spawn()
        .unwrap();
    let deadline = Instant::now() + Duration::from_secs(60);
    while !ardri_saves::load(&autosave).is_ok_and(|g| g.game.ply_count() == 3) {
        assert!(
            Instant::now() < deadline,
            "the child never autosaved three moves"
        );
        std::thread::sleep(Duration::from_millis(20));
    }
    child.kill().unwrap(); // SIGKILL: no destructor, no exit handler runs
    child.wait().unwrap();
    let h = start_and_restore(settings_for(PlayerMode::BothSides), autosave);
    assert_eq!(moves(&h), ["c3c2", "d2e2", "c2b2"]);
}

/// A failure inside the engine thread is reported in the window; the game stays and the engine
/// answers the next request.
#[test]
fn an_engine_failure_is_reported_and_the_engine_restarted() {
    let mut h = harness(PlayerMode::BothSides);
    play(&mut h, &["c3c2"]);
    h.state().rt.engine.inject_panic();
    h.get_by_label("Hint").click();
    h.step();
    step_until(&mut h, Duration::from_secs(10), |app| {
        app.views
            .status
            .notice
            .as_ref()
            .is_some_and(|n| n.error && n.text.contains("engine failed"))
    });
    assert_eq!(moves(&h), ["c3c2"]);
    h.get_by_label("Hint").click();
    h.step();
    step_until(&mut h, Duration::from_secs(10), |app| {
        app.rt.engine_state.hint.is_some()
    });
}

/// Level 1, picked by its name and rating, plays its moves on a small node budget where full
/// strength at depth 12 searches far more.
#[test]
fn the_level_slider_weakens_the_engines_moves() {
    let mut settings = settings_for(PlayerMode::YouDefend);
    settings.depth = 12;
    let mut h = build(
        settings,
        Arc::new(FixedDialogs::default()),
        None,
        [1100.0, 760.0],
    );
    h.get_by_role_and_label(egui::Role::ComboBox, "Level")
        .click();
    h.run();
    h.get_by_label(&ardri_engine::skill::level_info(1).to_string())
        .click();
    h.run();
    assert_eq!(h.state().settings.level, 1);
    play(&mut h, &["c3c2"]);
    step_until(&mut h, Duration::from_secs(30), |app| {
        app.session.game.ply_count() == 2
    });
    let nodes = h.state().rt.engine_state.last_move_nodes.unwrap();
    assert!(nodes < 2_000, "level 1 searched {nodes} nodes");
    assert!(h.state().session.metadata.attackers.contains("level 1"));
}

/// The board stays the main thing: at least 60% of the window's shorter side in a small and in a
/// large window, the panel beside it in a wide window and below it in a tall one.
#[test]
fn the_board_keeps_most_of_the_window_at_any_size() {
    for size in [[520.0, 400.0], [1400.0, 900.0], [600.0, 1000.0]] {
        let mut h = build(
            settings_for(PlayerMode::BothSides),
            Arc::new(FixedDialogs::default()),
            None,
            size,
        );
        h.run();
        let a1 = h.get_by_label("a1").rect();
        let g7 = h.get_by_label("g7").rect();
        let board = g7.max.x - a1.min.x;
        let shorter = size[0].min(size[1]);
        assert!(
            board >= 0.6 * shorter,
            "{size:?}: the board is {board:.0} px of {shorter:.0}"
        );
        let (place, _) = super::views::side_panel::panel_layout(egui::vec2(size[0], size[1]));
        let expected = if size[0] > size[1] {
            super::views::side_panel::PanelPlace::Right
        } else {
            super::views::side_panel::PanelPlace::Below
        };
        assert_eq!(place, expected, "{size:?}");
        // A long line in the move list does not widen the panel: the board keeps its size.
        play(&mut h, &["c3c2", "d2e2", "c2b2", "e2e3"]);
        h.run();
        let later = h.get_by_label("g7").rect().max.x - h.get_by_label("a1").rect().min.x;
        assert!(
            (later - board).abs() < 1.0,
            "{size:?}: the board went from {board} to {later}"
        );
    }
}

/// On a clock, the side to move loses when its time runs out, with the reason given; the clock is
/// saved with the game.
#[test]
fn a_flag_falls_and_the_game_ends_on_time() {
    let mut h = harness(PlayerMode::BothSides);
    h.state_mut().session.clock = Some(super::clock::GameClock::new(
        Duration::from_millis(400),
        Duration::ZERO,
    ));
    step_until(&mut h, Duration::from_secs(10), |app| {
        app.session.game.is_over()
    });
    let outcome = h.state().session.game.outcome().unwrap();
    assert_eq!(outcome.winner, Some(ardri_rules::Side::Attackers));
    assert_eq!(outcome.reason, ardri_rules::EndReason::Timeout);
    let notice = h.state().views.status.notice.clone().unwrap().text;
    assert!(notice.contains("ran out of time"), "{notice}");
    let file = h.state().session.to_save_file();
    assert_eq!(file.clock.unwrap().defenders_ms, 0);
    assert!(file.result.is_some());
    // No move after the flag.
    click_square(&mut h, "c3");
    click_square(&mut h, "c2");
    assert!(moves(&h).is_empty());
}

/// Resign asks first ("Resign this game?"): Cancel changes nothing, Resign gives the game to the
/// engine's side, and undo takes the resignation back.
#[test]
fn resign_asks_first_and_can_be_undone() {
    let mut h = harness(PlayerMode::YouAttack);
    step_until(&mut h, Duration::from_secs(30), |app| {
        app.session.game.ply_count() == 1
    });
    h.state_mut().commands.push(MoveCommand::Resign);
    show_windows(&mut h);
    h.get_by_label("Resign this game?");
    assert!(
        !h.state().session.game.is_over(),
        "nothing before the answer"
    );
    h.get_by_label("Cancel").click();
    show_windows(&mut h);
    assert!(h.query_by_label("Resign this game?").is_none());
    assert!(!h.state().session.game.is_over());

    h.state_mut().commands.push(MoveCommand::Resign);
    show_windows(&mut h);
    h.get_by_label("Resign").click();
    show_windows(&mut h);
    let outcome = h.state().session.game.outcome().unwrap();
    assert_eq!(outcome.winner, Some(ardri_rules::Side::Defenders));
    assert_eq!(outcome.reason, ardri_rules::EndReason::Resignation);

    h.key_press_modifiers(Modifiers::COMMAND, Key::Z);
    settle(&mut h);
    assert!(!h.state().session.game.is_over(), "undo takes it back");
    assert_eq!(moves(&h).len(), 1, "and nothing else");
}

/// The position editor names what is wrong and plays only a legal position.
#[test]
fn the_editor_checks_the_position_before_play() {
    let mut h = harness(PlayerMode::BothSides);
    h.state_mut().commands.push(ViewCommand::OpenEditor);
    show_windows(&mut h);
    h.get_by_label("Clear board").click();
    h.run();
    h.get_by_label("Not playable: expected exactly one king, found 0.");
    h.get_by_label("Play from here").click();
    h.run();
    assert!(
        h.state().views.editor.is_some(),
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
    assert!(h.state().views.editor.is_none());
    assert_eq!(h.state().session.game.start().fen(), "7/7/4a2/7/7/2k4/7 d");
    play(&mut h, &["c2c1"]);
    assert_eq!(moves(&h), ["c2c1"]);
}

/// Pasted moves are played from the start; text that is neither a position nor moves changes nothing.
#[test]
fn pasted_moves_and_positions() {
    let mut h = harness(PlayerMode::BothSides);
    play(&mut h, &["e3e2"]);
    for (text, expected) in [
        ("1. c3c2 d2e2 2. c2b2", vec!["c3c2", "d2e2", "c2b2"]),
        ("c3c2 d2d3", vec!["c3c2", "d2e2", "c2b2"]),
    ] {
        h.state_mut().commands.push(ViewCommand::OpenPaste);
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
        h.state_mut().commands.push(ViewCommand::ClosePaste);
        h.run();
    }
    assert!(h.state().views.status.notice.as_ref().unwrap().error);
    h.state_mut().commands.push(FileCommand::Paste(
        "2aaa2/3a3/a1ddd1a/aadkdaa/a1ddd1a/3a3/2aaa2 a".into(),
    ));
    h.run();
    // The pasted moves are an unsaved game: the app asks first.
    h.get_by_label("Discard").click();
    h.run();
    assert!(moves(&h).is_empty());
    assert_eq!(
        h.state().session.shown_position().side_to_move(),
        ardri_rules::Side::Attackers
    );
}

/// Engine against engine can be paused and stepped one move at a time.
#[test]
fn engine_against_engine_pauses_and_steps() {
    // Paused before the engines start: at depth 3 they would otherwise finish a game in a few frames.
    let mut h = harness(PlayerMode::YouDefend);
    h.state_mut().commands.push(EngineCommand::TogglePause);
    h.run();
    h.state_mut().settings.mode = PlayerMode::EngineBoth;
    h.run();
    let before = moves(&h).len();
    let until = Instant::now() + Duration::from_millis(300);
    while Instant::now() < until {
        h.step();
        std::thread::sleep(Duration::from_millis(10));
    }
    assert_eq!(moves(&h).len(), before, "a paused game moved on");
    h.get_by_label("Step").click();
    h.step();
    step_until(&mut h, Duration::from_secs(30), |app| {
        app.session.game.ply_count() > before
    });
    let until = Instant::now() + Duration::from_millis(300);
    while Instant::now() < until {
        h.step();
        std::thread::sleep(Duration::from_millis(10));
    }
    assert_eq!(moves(&h).len(), before + 1, "one step, one move");
    // Each step plays its move, without waiting for the pace of the running game.
    h.get_by_label("Step").click();
    h.step();
    step_until(&mut h, Duration::from_secs(10), |app| {
        app.session.game.ply_count() == before + 2
    });
}

/// A window opened this frame is laid out unseen first (egui's sizing pass): a few more frames.
fn show_windows(h: &mut Harness<'_, ArdRiApp>) {
    h.run();
    h.step();
    h.step();
}

/// Starts the app on an autosave file and waits until it offers to restore it.
fn start_with_restore_offer(settings: Settings, autosave: PathBuf) -> Harness<'static, ArdRiApp> {
    let mut h = build(
        settings,
        Arc::new(FixedDialogs::default()),
        Some(autosave),
        [1100.0, 760.0],
    );
    step_until(&mut h, Duration::from_secs(10), |app| {
        app.rt.waiting == Waiting::OfferRestore
    });
    h.run();
    h
}

/// Starts the app on an autosave file, waits for the offer to restore it and accepts.
fn start_and_restore(settings: Settings, autosave: PathBuf) -> Harness<'static, ArdRiApp> {
    let mut h = start_with_restore_offer(settings, autosave);
    h.get_by_label("Restore").click();
    h.run();
    h
}
