//! Tests that drive the real app through egui_kittest: squares are found by their labels ("c3"),
//! moves are made by clicks and by drag and drop, and the engine and file workers are real threads
//! (their results are awaited with a deadline).

mod annotations;
mod chances;
mod clock;
mod dialogs;
mod editor;
mod explorer;
mod files;
mod game;
mod keyboard;
mod language;
mod learn;
mod lessons;
mod levels;
mod library;
mod library_practice;
mod my_puzzles;
mod progress;
mod puzzles;
mod rating;
mod review;
mod save_box;
mod sound;
mod startup;
mod themes;
mod window;

use super::files::DialogAnswer;
use super::game::commands::{EngineCommand, MoveCommand};
use super::game::engine_link::Purpose;
use super::game::session::Session;
use super::game::settings::{Players, Settings};
use super::{ArdRiApp, FileDialogs, Parts};
use ardri_rules::{Game, Rules};
use ardri_saves::{Metadata, to_save_file};
use egui::{Key, Modifiers, Rect, Role};
use egui_kittest::Harness;
use egui_kittest::kittest::{By, NodeT, Queryable};
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

/// Dialogs that answer with whatever path the test put in, or that cannot be shown at all.
#[derive(Default)]
pub(super) struct FixedDialogs {
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

/// Settings for a test: the engine at full strength (a first game's level 1 searches so few nodes
/// that a search would end before a test could watch it run), a shallow depth.
pub(super) fn settings_for(players: Players) -> Settings {
    Settings {
        players,
        depth: 3,
        move_time: 2.0,
        level: ardri_engine::skill::MAX_SKILL,
        ..Settings::default()
    }
}

/// A test's parts: these settings, no autosave, no file of its own puzzles, sounds kept in a list.
pub(super) fn parts_with(settings: Settings) -> Parts {
    Parts {
        settings,
        dialogs: Arc::new(FixedDialogs::default()),
        default_dir: std::env::temp_dir(),
        autosave: None,
        first_run: false,
        my_puzzles: None,
        speaker: super::sound::speaker::Speaker::Recording(Vec::new()),
        record_folder: None,
        clock: Arc::new(crate::app::game::feature::SystemClock),
    }
}

/// The app from the parts `parts` makes (given the window's context), at the size a fresh start
/// opens with; first frames not run.
pub(super) fn build_from(
    parts: impl FnOnce(&egui::Context) -> Parts + 'static,
) -> Harness<'static, ArdRiApp> {
    Harness::builder()
        .with_size([1100.0, 760.0])
        .build_eframe(move |cc| ArdRiApp::with_parts(&cc.egui_ctx, parts(&cc.egui_ctx)))
}

pub(super) fn build(
    settings: Settings,
    dialogs: Arc<FixedDialogs>,
    autosave: Option<PathBuf>,
    size: [f32; 2],
) -> Harness<'static, ArdRiApp> {
    let mut harness = Harness::builder().with_size(size).build_eframe(move |cc| {
        ArdRiApp::with_parts(
            &cc.egui_ctx,
            Parts {
                dialogs,
                autosave,
                ..parts_with(settings)
            },
        )
    });
    // The first frames may keep repainting (a search starting, the theme): settle as far as they do.
    settle(&mut harness);
    harness
}

/// A two-player app that autosaves into a fresh folder: the folder (keep it alive), the autosave's
/// path and the harness.
pub(super) fn autosaving(
    dialogs: Arc<FixedDialogs>,
) -> (tempfile::TempDir, PathBuf, Harness<'static, ArdRiApp>) {
    let dir = tempfile::tempdir().unwrap();
    let autosave = dir.path().join("autosave.ron");
    let h = build(
        settings_for(Players::BothSides),
        dialogs,
        Some(autosave.clone()),
        [1100.0, 760.0],
    );
    (dir, autosave, h)
}

/// The app with these settings on a clock that stands still until the test moves it on, and that
/// clock: what the app decides by the time (the game clock, the pause before the engine's first
/// move, the engine's pace) then happens when the test says, never after a wait.
pub(super) fn harness_on_clock(
    settings: Settings,
) -> (
    Harness<'static, ArdRiApp>,
    Arc<crate::app::game::feature::TestClock>,
) {
    let clock = Arc::new(crate::app::game::feature::TestClock::at(1_767_225_600));
    let given = clock.clone();
    let mut h = build_from(move |_| Parts {
        clock: given,
        ..parts_with(settings)
    });
    settle(&mut h);
    (h, clock)
}

/// The app with these settings at the size a fresh start opens with, no autosave.
pub(super) fn harness_from(settings: Settings) -> Harness<'static, ArdRiApp> {
    build(
        settings,
        Arc::new(FixedDialogs::default()),
        None,
        [1100.0, 760.0],
    )
}

pub(super) fn harness_with(
    players: Players,
    dialogs: Arc<FixedDialogs>,
) -> Harness<'static, ArdRiApp> {
    build(settings_for(players), dialogs, None, [1100.0, 760.0])
}

pub(super) fn harness(players: Players) -> Harness<'static, ArdRiApp> {
    harness_with(players, Arc::new(FixedDialogs::default()))
}

pub(super) fn moves(harness: &Harness<'_, ArdRiApp>) -> Vec<String> {
    harness
        .state()
        .seen()
        .game()
        .game
        .moves()
        .iter()
        .map(|p| p.mv.to_string())
        .collect()
}

/// Runs frames until the UI settles. The engine thread wakes the UI with each report, so while it
/// searches the UI never settles; that is expected and not an error here.
pub(super) fn settle(harness: &mut Harness<'_, ArdRiApp>) {
    let _ = harness.try_run();
}

pub(super) fn click_square(harness: &mut Harness<'_, ArdRiApp>, name: &str) {
    square(harness, name).click();
    settle(harness);
}

/// What wakes the real window between frames: the repaints the app and its threads ask for (every
/// thread the app starts asks for one with each report). Tests wait on these instead of sleeping.
pub(super) struct Wakes(crossbeam_channel::Receiver<Duration>);

impl Wakes {
    pub(super) fn of(ctx: &egui::Context) -> Wakes {
        let (tx, rx) = crossbeam_channel::unbounded();
        ctx.set_request_repaint_callback(move |info| {
            let _ = tx.send(info.delay);
        });
        Wakes(rx)
    }

    /// Waits until the window would be woken (a repaint asked for now, or one asked for later
    /// coming due), or until `until` at the latest.
    pub(super) fn wait(&self, until: Instant) {
        let mut due = until;
        while let Ok(delay) = self.0.recv_deadline(due) {
            if delay.is_zero() {
                return;
            }
            due = due.min(Instant::now() + delay);
        }
    }
}

/// Resigns the game on the board, answering the question, and lets the result settle.
pub(super) fn resign(h: &mut Harness<'_, ArdRiApp>) {
    h.state_mut().send(MoveCommand::Resign);
    h.run();
    h.state_mut().send(MoveCommand::ResignAnswered(true));
    h.run();
    h.run();
}

/// Steps frames until `done` holds, failing after `limit`; between frames it waits for whatever
/// would wake the real window (see [`Wakes`]).
pub(super) fn step_until(
    harness: &mut Harness<'_, ArdRiApp>,
    limit: Duration,
    done: impl Fn(&ArdRiApp) -> bool,
) {
    let deadline = Instant::now() + limit;
    let wakes = Wakes::of(&harness.ctx);
    while !done(harness.state()) {
        assert!(Instant::now() < deadline, "timed out waiting");
        harness.step();
        if !done(harness.state()) {
            wakes.wait(deadline);
        }
    }
    harness.step();
}

/// Steps frames until `read` finds what it looks for, and returns it as read in that frame (no
/// frame after it, which could change it).
pub(super) fn step_until_read<T>(
    harness: &mut Harness<'_, ArdRiApp>,
    limit: Duration,
    read: impl Fn(&ArdRiApp) -> Option<T>,
) -> T {
    let deadline = Instant::now() + limit;
    let wakes = Wakes::of(&harness.ctx);
    loop {
        if let Some(found) = read(harness.state()) {
            return found;
        }
        assert!(Instant::now() < deadline, "timed out waiting");
        harness.step();
        if let Some(found) = read(harness.state()) {
            return found;
        }
        wakes.wait(deadline);
    }
}

/// The drill on the board (Learn holds it).
pub(super) fn drill<'a>(h: &'a Harness<'_, ArdRiApp>) -> &'a super::learn::Learn {
    h.state().seen().drill().expect("a drill on the board")
}

/// The puzzle being tried (puzzles hold the board).
pub(super) fn puzzle_attempt<'a>(
    h: &'a Harness<'_, ArdRiApp>,
) -> &'a super::puzzles::panel::PuzzleTry {
    h.state()
        .seen()
        .features()
        .puzzles
        .panel
        .as_ref()
        .and_then(|p| p.attempt.as_ref())
        .expect("a puzzle on the board")
}

/// Asks the learn panel for the solution and waits for the line it shows.
pub(super) fn shown_solution(harness: &mut Harness<'_, ArdRiApp>) -> Vec<ardri_rules::Move> {
    harness.get_by_label("Solution").click();
    step_until(harness, Duration::from_secs(30), |app| {
        app.seen().drill().unwrap().solution.is_some()
    });
    settle(harness);
    let learn = harness.state().seen().drill().unwrap();
    learn.solution.clone().unwrap()
}

/// A short game whose first move lets the attackers capture the king at once.
pub(super) fn blunder_session() -> super::game::session::Session {
    let mut game = ardri_rules::Game::from_position("7/2a4/1aka3/7/2a4/7/4d2 d".parse().unwrap());
    game.play_text("e1e2").unwrap();
    game.play_text("c3c4").unwrap();
    // Played by the person as the defenders (the blunder is theirs) against the engine.
    let metadata = ardri_saves::Metadata {
        attackers: "Ard Ri Engine (level 10)".into(),
        defenders: "Human".into(),
        ..ardri_saves::Metadata::default()
    };
    super::game::session::Session::from_game(game, metadata)
}

/// Whether the evaluation bar shows nothing (no fill, no number); it is on screen either way.
pub(super) fn bar_is_empty(h: &Harness<'_, ArdRiApp>) -> bool {
    h.get_by_role(egui::Role::Meter);
    h.query_by_label("Evaluation: none").is_some()
}

pub(super) fn play(h: &mut Harness<'_, ArdRiApp>, moves: &[&str]) {
    for m in moves {
        click_square(h, &m[..2]);
        click_square(h, &m[2..]);
    }
}

/// The game on the board marked saved (to a path that is never written), so that no "save your
/// changes?" comes before what replaces it.
pub(super) fn mark_saved(h: &mut Harness<'_, ArdRiApp>) {
    let job = h.state().seen().game().save_job(h.state().seen().now());
    h.state_mut()
        .arrange()
        .game()
        .mark_saved(job.revision, std::env::temp_dir().join("x.ron"));
}

/// The game on the board marked saved, so that no question comes before a new one, then "New
/// game" asked for.
pub(super) fn new_game_without_a_question(h: &mut Harness<'_, ArdRiApp>) {
    mark_saved(h);
    h.state_mut()
        .send(super::game::commands::FileCommand::NewGame(None));
}

/// A window opened this frame is laid out unseen first (egui's sizing pass): a few more frames.
/// A thread's late wake (the record answering, a backup) may keep the window repainting a frame
/// longer than `run` allows under load: that is no failure here.
pub(super) fn show_windows(h: &mut Harness<'_, ArdRiApp>) {
    settle(h);
    h.step();
    h.step();
}

/// Starts the app on an autosave file and waits until it offers to restore it.
pub(super) fn start_with_restore_offer(
    settings: Settings,
    autosave: PathBuf,
) -> Harness<'static, ArdRiApp> {
    let mut h = build(
        settings,
        Arc::new(FixedDialogs::default()),
        Some(autosave),
        [1100.0, 760.0],
    );
    step_until(&mut h, Duration::from_secs(10), |app| {
        app.seen()
            .waiting()
            .asks(crate::app::files::ops::restore::RESTORE)
    });
    h.run();
    h
}

/// Starts the app on an autosave file, waits for the offer to restore it and accepts.
pub(super) fn start_and_restore(
    settings: Settings,
    autosave: PathBuf,
) -> Harness<'static, ArdRiApp> {
    let mut h = start_with_restore_offer(settings, autosave);
    h.get_by_label("Restore").click();
    h.run();
    h
}

pub(super) const SIZES: [[f32; 2]; 4] = [
    [1100.0, 760.0],
    [900.0, 700.0],
    [700.0, 1000.0],
    [520.0, 400.0],
];

pub(super) fn saved_game(name: &str) -> ardri_saves::LoadedGame {
    ardri_saves::load(
        &Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("saves")
            .join(name),
    )
    .unwrap()
}

/// Roles of the widgets a person reads or uses (containers and the window are left out).
pub(super) fn is_widget(role: Role) -> bool {
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
pub(super) fn panel_widgets(h: &Harness<'_, ArdRiApp>) -> Vec<(String, Role, Rect)> {
    let panel = h.state().seen().side_panel_rect();
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

pub(super) fn check_side_panel(h: &mut Harness<'_, ArdRiApp>, size: [f32; 2]) {
    use super::side_panel::{PanelPlace, panel_layout};
    let panel = h.state().seen().side_panel_rect();
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
        &super::review::graph::graph_label(),
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
        if label == super::review::graph::graph_label() {
            assert!(rect.height() >= 90.0, "{size:?}: graph {rect:?}");
        }
    }
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

/// An app without system dialogs (its own Save box is used), two moves played, the Save box open
/// on `start`.
pub(super) fn save_box_open(start: &Path) -> Harness<'static, ArdRiApp> {
    let dialogs = Arc::new(FixedDialogs {
        unavailable: true,
        ..FixedDialogs::default()
    });
    let mut settings = settings_for(Players::BothSides);
    settings.last_folder = Some(start.to_path_buf());
    let mut h = build(settings, dialogs, None, [1100.0, 760.0]);
    play(&mut h, &["c3c2", "d2e2"]);
    h.key_press_modifiers(Modifiers::COMMAND, Key::S);
    h.step();
    step_until(&mut h, Duration::from_secs(10), |app| {
        app.seen().chooser().is_some()
    });
    h.run();
    h
}

pub(super) fn type_path(h: &mut Harness<'_, ArdRiApp>, path: &Path) {
    h.get_by_label("File path").focus();
    h.run();
    h.key_press_modifiers(Modifiers::COMMAND, Key::A);
    h.run();
    h.get_by_label("File path")
        .type_text(path.to_str().unwrap());
    h.run();
}

impl eframe::Storage for MemoryStorage {
    fn get_string(&self, key: &str) -> Option<String> {
        self.0.get(key).cloned()
    }
    fn set_string(&mut self, key: &str, value: String) {
        self.0.insert(key.to_owned(), value);
    }
    fn remove_string(&mut self, key: &str) {
        self.0.remove(key);
    }
    fn flush(&mut self) {}
}

/// The app started from `storage`, with `data_folder` as the folder of eframe's `app.ron` (`None`: there
/// is none), and `my_puzzles` as the file of the person's own puzzles.
pub(super) fn app_from_storage(
    storage: &MemoryStorage,
    data_folder: Option<&Path>,
    my_puzzles: Option<&Path>,
) -> Harness<'static, ArdRiApp> {
    app_from_storage_and_record(storage, data_folder, my_puzzles, None)
}

/// [`app_from_storage`] with the person's record in `record_folder`.
pub(super) fn app_from_storage_and_record(
    storage: &MemoryStorage,
    data_folder: Option<&Path>,
    my_puzzles: Option<&Path>,
    record_folder: Option<&Path>,
) -> Harness<'static, ArdRiApp> {
    let record_folder = record_folder.map(Path::to_path_buf);
    let stored: Vec<(String, String)> = storage.0.clone().into_iter().collect();
    let data_folder = data_folder.map(Path::to_path_buf);
    let my_puzzles = my_puzzles.map(Path::to_path_buf);
    let mut h = Harness::builder()
        .with_size([1100.0, 760.0])
        .build_eframe(move |cc| {
            let storage = MemoryStorage(stored.into_iter().collect());
            ArdRiApp::with_storage(
                &cc.egui_ctx,
                Some(&storage),
                data_folder.as_deref(),
                Parts {
                    settings: settings_for(Players::BothSides),
                    dialogs: Arc::new(FixedDialogs::default()),
                    default_dir: std::env::temp_dir(),
                    autosave: None,
                    first_run: false,
                    my_puzzles,
                    record_folder,
                    clock: Arc::new(crate::app::game::feature::SystemClock),
                    speaker: crate::app::sound::speaker::Speaker::Recording(Vec::new()),
                },
            )
        });
    h.run();
    h
}

pub(super) fn notice(h: &Harness<'_, ArdRiApp>) -> String {
    h.state()
        .seen()
        .notice()
        .as_ref()
        .map_or_else(String::new, |n| n.text.clone())
}

/// A saved game of one move (c3c2): the attackers are to move.
pub(super) fn saved_opening(dir: &tempfile::TempDir) -> PathBuf {
    let mut game = Game::new(Rules::default());
    game.play_text("c3c2").unwrap();
    let path = dir.path().join("opening.ron");
    ardri_saves::save(&path, &to_save_file(&game, Metadata::default(), &[], &[])).unwrap();
    path
}

/// A reviewed game of the app's own, the defenders played by the person (the one blunder is
/// theirs), while the app is now set to play the other side.
pub(super) fn reviewed_blunder(
    h: &mut egui_kittest::Harness<'_, super::ArdRiApp>,
    attackers: &str,
    defenders: &str,
) {
    let mut session = blunder_session();
    session.metadata.attackers = attackers.into();
    session.metadata.defenders = defenders.into();
    *h.state_mut().arrange().game() = session;
    h.state_mut().arrange().settings().review_depth = 6;
    h.state_mut().send(EngineCommand::Review);
    h.step();
    step_until(h, Duration::from_secs(30), |app| {
        !app.seen().engine().is_searching(Purpose::Review)
    });
}

/// eframe's storage in memory, as `app.ron` holds it.
#[derive(Default)]
pub(super) struct MemoryStorage(std::collections::HashMap<String, String>);

/// Opens (`true`) or closes a window of the app.
pub(super) type OpenOrClose = fn(&mut ArdRiApp, bool);

/// A square of the board, by its name ("c3"): its accessible name starts so ("c3, attacker").
pub(super) fn square<'a>(h: &'a Harness<'_, ArdRiApp>, name: &str) -> egui_kittest::Node<'a> {
    let prefix = format!("{name}, ");
    h.get_by(move |node| {
        node.role() == egui::accesskit::Role::Button
            && node.label().is_some_and(|l| l.starts_with(&prefix))
    })
}

/// The person defends against `level` in a new game (the app as a first start opens it), with the
/// chances while playing shown or not.
pub(super) fn defending_against(level: u8, show_chances: bool) -> Harness<'static, ArdRiApp> {
    let mut settings = settings_for(Players::YouDefend);
    settings.level = level;
    settings.show_chances_while_playing = show_chances;
    harness_from(settings)
}

/// A rating as the window's state kept it before the record: `rating` ± 120 after `games` games.
pub(in crate::app) fn old_rating(rating: f64, games: u32) -> crate::app::rating::PersonsRating {
    crate::app::rating::PersonsRating {
        rating: crate::app::game::glicko::GlickoRating {
            rating,
            deviation: 120.0,
            volatility: 0.06,
        },
        games,
        climb: Default::default(),
    }
}
