//! The desktop app: an egui window with the board, the move list, the evaluation bar and the engine
//! panel. The engine runs on its own thread and file dialogs and disk work on workers; `logic` drains
//! their channels each frame, the panels queue [`Command`]s while drawing, and the commands are applied
//! after drawing.

mod board;
mod engine_link;
mod eval_bar;
mod files;
mod panels;
mod session;
mod settings;
#[cfg(test)]
mod tests;

use std::path::PathBuf;
use std::sync::{Arc, OnceLock};
use std::time::{Duration, Instant};

use egui::{Key, KeyboardShortcut, Modifiers};

use ardri::engine::{Limits, Score};
use ardri::persistence::{Metadata, SavedScore};
use ardri::rules::{Bitboard, Move, Rules, Side, Square};

use board::BoardInput;
use engine_link::{EngineLink, LinkEvent, Purpose, attackers_view};
pub use files::{FileDialogs, NativeDialogs};
use files::{FileOutcome, FileWorker, default_saves_dir};
use session::Session;
use settings::{PlayerMode, Settings};

/// When `main` started, for the time-to-first-frame figure.
pub static PROCESS_START: OnceLock<Instant> = OnceLock::new();

/// How long a capture mark stays visible.
const CAPTURE_MARK_TIME: f64 = 1.2;

/// Something the person asked for; queued while drawing, applied after.
#[derive(Clone, Debug, PartialEq)]
pub enum Command {
    NewGame(PlayerMode),
    Open,
    Save,
    SaveAs,
    Undo,
    Flip,
    GoTo(usize),
    Step(isize),
    GoToEnd,
    ToggleAnalysis,
    Hint,
    /// Make the engine play the best move it has found so far.
    MoveNow,
    RestoreVariation(usize),
    DepthChanged,
    SetTheme(bool),
    DismissNotice,
    Quit,
}

/// An action waiting for the answer to "save your changes?".
#[derive(Clone, Copy, Debug, PartialEq)]
enum Pending {
    NewGame(PlayerMode),
    Open,
    Quit,
}

#[derive(Clone, Debug)]
struct Notice {
    text: String,
    error: bool,
}

/// Frame timing for `ARDRI_PERF=1`: printed once a second to standard error.
#[derive(Default)]
struct PerfLog {
    enabled: bool,
    first_frame_logged: bool,
    window_start: Option<Instant>,
    frames: u32,
    cpu_total: f32,
    cpu_max: f32,
}

pub struct ArdRiApp {
    settings: Settings,
    session: Session,
    engine: EngineLink,
    files: FileWorker,
    saves_dir: PathBuf,
    selected: Option<Square>,
    /// Capture marks: square and the time (egui seconds) of the capture.
    captured_marks: Vec<(Square, f64)>,
    notice: Option<Notice>,
    /// A hint for the ply it was asked at.
    hint: Option<(usize, Move)>,
    analysis: bool,
    /// Analysis finished at this (ply, depth): do not start it again until something changes.
    analysis_done_at: Option<(usize, u32)>,
    /// Waiting for "save / discard / cancel".
    confirm: Option<Pending>,
    /// What to do once the save under way has finished.
    after_save: Option<Pending>,
    quit_confirmed: bool,
    commands: Vec<Command>,
    title: String,
    perf: PerfLog,
}

impl ArdRiApp {
    /// The app with the system's file dialogs and settings from eframe's storage; `open` is a saved
    /// game to load at once (read on the file worker, like any other).
    pub fn new(cc: &eframe::CreationContext<'_>, open: Option<PathBuf>) -> ArdRiApp {
        let settings: Settings = cc
            .storage
            .and_then(|s| eframe::get_value(s, eframe::APP_KEY))
            .unwrap_or_default();
        let mut app = ArdRiApp::with_parts(
            &cc.egui_ctx,
            settings.sanitized(),
            Arc::new(NativeDialogs),
            default_saves_dir(),
        );
        if let Some(path) = open {
            app.files.open_path(cc.egui_ctx.clone(), path);
        }
        app
    }

    /// The app with chosen dialogs and folder (tests hand in fixed paths).
    pub fn with_parts(
        ctx: &egui::Context,
        settings: Settings,
        dialogs: Arc<dyn FileDialogs>,
        saves_dir: PathBuf,
    ) -> ArdRiApp {
        ctx.set_theme(if settings.dark_theme {
            egui::Theme::Dark
        } else {
            egui::Theme::Light
        });
        let wake = ctx.clone();
        let engine = EngineLink::new(move || wake.request_repaint());
        let session = Session::new(
            Rules::default(),
            metadata_for(settings.mode, settings.depth),
        );
        ArdRiApp {
            settings,
            session,
            engine,
            files: FileWorker::new(dialogs),
            saves_dir,
            selected: None,
            captured_marks: Vec::new(),
            notice: None,
            hint: None,
            analysis: false,
            analysis_done_at: None,
            confirm: None,
            after_save: None,
            quit_confirmed: false,
            commands: Vec::new(),
            title: String::new(),
            perf: PerfLog {
                enabled: std::env::var_os("ARDRI_PERF").is_some(),
                ..PerfLog::default()
            },
        }
    }

    fn notify(&mut self, text: impl Into<String>) {
        self.notice = Some(Notice {
            text: text.into(),
            error: false,
        });
    }

    fn report_error(&mut self, text: impl Into<String>) {
        self.notice = Some(Notice {
            text: text.into(),
            error: true,
        });
    }

    /// The side to move in the shown position, if a person may move it now.
    fn person_may_move(&self) -> bool {
        let position = self.session.shown_position();
        // An earlier position cannot be a finished game (play would have stopped there) unless it shows
        // the end on the board; at the end, repetition and no-move results count too.
        let over = if self.session.at_end() {
            self.session.game.is_over()
        } else {
            position.is_game_over()
        };
        !over && !self.settings.mode.engine_plays(position.side_to_move())
    }

    fn movable_squares(&self) -> Bitboard {
        if self.person_may_move() {
            let position = self.session.shown_position();
            position.side_pieces(position.side_to_move())
        } else {
            Bitboard::EMPTY
        }
    }

    // ---- the engine ----

    fn move_limits(&self) -> Limits {
        Limits {
            depth: Some(self.settings.depth),
            movetime: Some(Duration::from_secs_f32(self.settings.move_time)),
            ..Limits::default()
        }
    }

    /// Starts whatever search the state calls for: the engine's move at the end of the main line first,
    /// else analysis of the shown position.
    fn schedule_engine(&mut self) {
        if self.confirm.is_some() {
            return;
        }
        let game = &self.session.game;
        let end = game.ply_count();
        let engine_to_move = !game.is_over()
            && self
                .settings
                .mode
                .engine_plays(game.position().side_to_move());
        if engine_to_move {
            let running = self
                .engine
                .current()
                .is_some_and(|c| c.purpose == Purpose::Move && c.ply == end);
            if !running {
                self.engine
                    .start(Purpose::Move, game, end, self.move_limits());
            }
            return;
        }
        if self.analysis {
            let ply = self.session.view_ply;
            let running = self
                .engine
                .current()
                .is_some_and(|c| c.purpose == Purpose::Analysis && c.ply == ply);
            let finished_here = self.analysis_done_at == Some((ply, self.settings.depth));
            if !running && !finished_here && !self.session.shown_position().is_game_over() {
                self.engine.start(
                    Purpose::Analysis,
                    game,
                    ply,
                    Limits::depth(self.settings.depth),
                );
            }
        }
    }

    fn handle_engine_events(&mut self, now: f64) {
        for event in self.engine.poll() {
            let LinkEvent::Finished {
                purpose,
                ply,
                side,
                result,
            } = event;
            let score = attackers_view(result.score, side);
            match purpose {
                Purpose::Move => {
                    let still_current =
                        ply == self.session.game.ply_count() && !self.session.game.is_over();
                    let Some(m) = result.best_move.filter(|_| still_current) else {
                        continue;
                    };
                    let follow = self.session.at_end();
                    let view = self.session.view_ply;
                    // Play on the main line's end even while the person looks at an earlier move.
                    self.session.go_to(ply);
                    match self.session.play(m) {
                        Ok(played) => {
                            self.session.record_evaluation(ply + 1, saved_score(score));
                            if follow {
                                self.mark_captures(played.captured, now);
                                self.selected = None;
                            } else {
                                self.session.go_to(view);
                            }
                        }
                        Err(e) => {
                            self.session.go_to(view);
                            self.report_error(format!("The engine's move {m} was refused: {e}"));
                        }
                    }
                }
                Purpose::Analysis => {
                    if result.best_move.is_some() {
                        self.session.record_evaluation(ply, saved_score(score));
                    }
                    self.analysis_done_at = Some((ply, self.settings.depth));
                }
                Purpose::Hint => {
                    if let Some(m) = result.best_move {
                        let text = self
                            .session
                            .game
                            .position_at(ply)
                            .map_or(m.to_string(), |p| p.display_move(m));
                        self.hint = Some((ply, m));
                        self.notify(format!("Hint: {text}"));
                    }
                }
            }
        }
    }

    fn mark_captures(&mut self, captured: Bitboard, now: f64) {
        self.captured_marks
            .retain(|&(_, t)| now - t < CAPTURE_MARK_TIME);
        self.captured_marks.extend(captured.map(|sq| (sq, now)));
    }

    // ---- moves from the board ----

    fn handle_board(&mut self, inputs: Vec<BoardInput>, now: f64) {
        for input in inputs {
            match input {
                BoardInput::Clicked(sq) => {
                    let mine = self.movable_squares().contains(sq);
                    match self.selected {
                        Some(from) if from != sq && !mine => {
                            self.try_move(Move::new(from, sq), now);
                        }
                        Some(from) if from == sq => self.selected = None,
                        _ => self.selected = mine.then_some(sq),
                    }
                }
                BoardInput::Dropped { from, to } => match to {
                    Some(to) if to != from => self.try_move(Move::new(from, to), now),
                    // A drop back on its square or off the board: the piece snaps back, still selected.
                    _ => self.selected = Some(from),
                },
            }
        }
    }

    fn try_move(&mut self, m: Move, now: f64) {
        self.selected = None;
        if !self.person_may_move() {
            return;
        }
        let branching = !self.session.at_end();
        match self.session.play(m) {
            Ok(played) => {
                self.engine.cancel();
                self.hint = None;
                self.analysis_done_at = None;
                self.mark_captures(played.captured, now);
                if branching {
                    self.notify("A new line starts here; the old moves are kept as a variation.");
                }
            }
            Err(e) => self.notify(format!("{m}: {e}")),
        }
    }

    // ---- commands ----

    fn apply(&mut self, command: Command, ctx: &egui::Context) {
        match command {
            Command::NewGame(mode) => self.guarded(Pending::NewGame(mode), ctx),
            Command::Open => self.guarded(Pending::Open, ctx),
            Command::Quit => ctx.send_viewport_cmd(egui::ViewportCommand::Close),
            Command::Save => self.save(ctx, false),
            Command::SaveAs => self.save(ctx, true),
            Command::Undo => self.undo(),
            Command::Flip => self.settings.flipped = !self.settings.flipped,
            Command::GoTo(ply) => self.view(ply),
            Command::Step(delta) => {
                let ply = self.session.view_ply as isize + delta;
                self.view(ply.max(0) as usize);
            }
            Command::GoToEnd => self.view(self.session.game.ply_count()),
            Command::ToggleAnalysis => {
                self.analysis = !self.analysis;
                self.analysis_done_at = None;
                if !self.analysis && self.engine.is_searching(Purpose::Analysis) {
                    self.engine.cancel();
                }
            }
            Command::MoveNow => {
                if self.engine.is_searching(Purpose::Move) {
                    self.engine.finish_now();
                }
            }
            Command::Hint => {
                if !self.session.shown_position().is_game_over() {
                    let ply = self.session.view_ply;
                    self.engine
                        .start(Purpose::Hint, &self.session.game, ply, self.move_limits());
                }
            }
            Command::RestoreVariation(index) => {
                self.engine.cancel();
                self.session.restore_variation(index);
                self.after_line_change();
            }
            Command::DepthChanged => {
                self.analysis_done_at = None;
                // A running analysis restarts at the new depth; the engine's own move uses it next time.
                if self.engine.is_searching(Purpose::Analysis) {
                    self.engine.cancel();
                }
            }
            Command::SetTheme(dark) => {
                self.settings.dark_theme = dark;
                ctx.set_theme(if dark {
                    egui::Theme::Dark
                } else {
                    egui::Theme::Light
                });
            }
            Command::DismissNotice => self.notice = None,
        }
    }

    fn view(&mut self, ply: usize) {
        self.session.go_to(ply);
        self.selected = None;
        self.captured_marks.clear();
        // Analysis and hints follow the shown position; the engine's own move keeps thinking.
        if self
            .engine
            .current()
            .is_some_and(|c| c.purpose != Purpose::Move && c.ply != self.session.view_ply)
        {
            self.engine.cancel();
        }
    }

    fn after_line_change(&mut self) {
        self.selected = None;
        self.hint = None;
        self.analysis_done_at = None;
        self.captured_marks.clear();
    }

    /// Takes back the person's last move and the engine's reply to it.
    fn undo(&mut self) {
        let game = &self.session.game;
        let n = game.ply_count();
        if n == 0 {
            return;
        }
        let mover = |ply: usize| game.position_at(ply).map(|p| p.side_to_move());
        let mode = self.settings.mode;
        let last_by_engine = mover(n - 1).is_some_and(|s| mode.engine_plays(s));
        let count = match mode {
            PlayerMode::BothSides | PlayerMode::EngineBoth => 1,
            _ if last_by_engine && n >= 2 => 2,
            _ => 1,
        };
        self.engine.cancel();
        self.session.take_back(count);
        self.after_line_change();
    }

    /// Runs `action` now, or after asking to save when the game has unsaved changes.
    fn guarded(&mut self, action: Pending, ctx: &egui::Context) {
        if self.session.is_dirty() {
            self.confirm = Some(action);
        } else {
            self.proceed(action, ctx);
        }
    }

    fn proceed(&mut self, action: Pending, ctx: &egui::Context) {
        match action {
            Pending::NewGame(mode) => {
                self.settings.mode = mode;
                self.engine.new_game();
                self.session =
                    Session::new(Rules::default(), metadata_for(mode, self.settings.depth));
                self.after_line_change();
                self.notice = None;
            }
            Pending::Open => {
                if !self.files.busy() {
                    self.files.open(ctx.clone(), self.saves_dir.clone());
                }
            }
            Pending::Quit => {
                self.quit_confirmed = true;
                ctx.send_viewport_cmd(egui::ViewportCommand::Close);
            }
        }
    }

    fn save(&mut self, ctx: &egui::Context, ask_path: bool) {
        if self.files.busy() {
            return;
        }
        let file = self.session.to_save_file();
        let revision = self.session.revision;
        match self.session.path.clone() {
            Some(path) if !ask_path => self.files.save_to(ctx.clone(), path, file, revision),
            current => {
                let name = current.as_ref().and_then(|p| p.file_name()).map_or_else(
                    || format!("ardri-{}.ron", file.metadata.date.replace([' ', ':'], "-")),
                    |n| n.to_string_lossy().into_owned(),
                );
                let dir = current
                    .as_ref()
                    .and_then(|p| p.parent())
                    .map_or_else(|| self.saves_dir.clone(), PathBuf::from);
                self.files.save_as(ctx.clone(), dir, name, file, revision);
            }
        }
    }

    fn handle_file_outcome(&mut self, outcome: FileOutcome, ctx: &egui::Context) {
        match outcome {
            FileOutcome::Opened { path, loaded } => {
                self.engine.new_game();
                self.session = Session::from_loaded(*loaded, path.clone());
                self.after_line_change();
                self.notify(format!("Opened {}", path.display()));
            }
            FileOutcome::OpenFailed { path, message } => {
                self.report_error(format!(
                    "Could not open {}: {message}. The game on the board is unchanged.",
                    path.display()
                ));
            }
            FileOutcome::Saved { path, revision } => {
                self.session.mark_saved(revision, path.clone());
                self.notify(format!("Saved to {}", path.display()));
                if let Some(action) = self.after_save.take() {
                    self.proceed(action, ctx);
                }
            }
            FileOutcome::SaveFailed { path, message } => {
                self.after_save = None;
                self.report_error(format!("Could not save to {}: {message}", path.display()));
            }
            FileOutcome::Cancelled => self.after_save = None,
        }
    }

    fn shortcuts(&mut self, ctx: &egui::Context) {
        if self.confirm.is_some() {
            return;
        }
        let table = [
            (
                KeyboardShortcut::new(Modifiers::COMMAND | Modifiers::SHIFT, Key::S),
                Command::SaveAs,
            ),
            (
                KeyboardShortcut::new(Modifiers::COMMAND, Key::S),
                Command::Save,
            ),
            (
                KeyboardShortcut::new(Modifiers::COMMAND, Key::N),
                Command::NewGame(self.settings.mode),
            ),
            (
                KeyboardShortcut::new(Modifiers::COMMAND, Key::O),
                Command::Open,
            ),
            (
                KeyboardShortcut::new(Modifiers::COMMAND, Key::Z),
                Command::Undo,
            ),
            (
                KeyboardShortcut::new(Modifiers::NONE, Key::F),
                Command::Flip,
            ),
            (
                KeyboardShortcut::new(Modifiers::NONE, Key::ArrowLeft),
                Command::Step(-1),
            ),
            (
                KeyboardShortcut::new(Modifiers::NONE, Key::ArrowRight),
                Command::Step(1),
            ),
            (
                KeyboardShortcut::new(Modifiers::NONE, Key::Home),
                Command::GoTo(0),
            ),
            (
                KeyboardShortcut::new(Modifiers::NONE, Key::End),
                Command::GoToEnd,
            ),
        ];
        for (shortcut, command) in table {
            if ctx.input_mut(|i| i.consume_shortcut(&shortcut)) {
                self.commands.push(command);
            }
        }
    }

    fn update_title(&mut self, ctx: &egui::Context) {
        let name = self
            .session
            .path
            .as_ref()
            .and_then(|p| p.file_name())
            .map_or("new game".to_string(), |n| n.to_string_lossy().into_owned());
        let dirty = if self.session.is_dirty() { " *" } else { "" };
        let title = format!("Ard Ri - {name}{dirty}");
        if title != self.title {
            ctx.send_viewport_cmd(egui::ViewportCommand::Title(title.clone()));
            self.title = title;
        }
    }

    fn log_perf(&mut self, frame: &eframe::Frame) {
        if !self.perf.enabled {
            return;
        }
        let perf = &mut self.perf;
        if !perf.first_frame_logged {
            perf.first_frame_logged = true;
            if let Some(start) = PROCESS_START.get() {
                eprintln!(
                    "perf: first frame {:.0} ms after start",
                    start.elapsed().as_secs_f64() * 1000.0
                );
            }
        }
        if let Some(cpu) = frame.info().cpu_usage {
            perf.frames += 1;
            perf.cpu_total += cpu;
            perf.cpu_max = perf.cpu_max.max(cpu);
        }
        let window = *perf.window_start.get_or_insert_with(Instant::now);
        if window.elapsed() >= Duration::from_secs(1) && perf.frames > 0 {
            let rss = std::fs::read_to_string("/proc/self/status")
                .ok()
                .and_then(|s| {
                    s.lines()
                        .find(|l| l.starts_with("VmRSS"))
                        .map(|l| l.split_whitespace().nth(1).unwrap_or("?").to_string())
                })
                .unwrap_or_else(|| "?".into());
            eprintln!(
                "perf: {} frames/s, frame cpu mean {:.2} ms max {:.2} ms, engine {}, rss {} kB",
                perf.frames,
                perf.cpu_total / perf.frames as f32 * 1000.0,
                perf.cpu_max * 1000.0,
                if self.engine.current().is_some() {
                    "searching"
                } else {
                    "idle"
                },
                rss
            );
            perf.window_start = Some(Instant::now());
            perf.frames = 0;
            perf.cpu_total = 0.0;
            perf.cpu_max = 0.0;
        }
    }
}

/// The evaluation saved with a move, from the attackers' view.
fn saved_score(score: Score) -> SavedScore {
    match score {
        Score::Cp(cp) => SavedScore::Cp(cp),
        Score::Mate(n) if n > 0 => SavedScore::Win {
            side: Side::Attackers,
            moves: n as u32,
        },
        Score::Mate(n) => SavedScore::Win {
            side: Side::Defenders,
            moves: n.unsigned_abs(),
        },
    }
}

fn metadata_for(mode: PlayerMode, depth: u32) -> Metadata {
    Metadata {
        attackers: mode.player_name(Side::Attackers, depth),
        defenders: mode.player_name(Side::Defenders, depth),
        engine_depth: Some(depth),
        event: "Casual game".to_string(),
        ..Metadata::default()
    }
}

impl eframe::App for ArdRiApp {
    fn logic(&mut self, ctx: &egui::Context, _frame: &mut eframe::Frame) {
        let now = ctx.input(|i| i.time);
        self.handle_engine_events(now);
        while let Some(outcome) = self.files.poll() {
            self.handle_file_outcome(outcome, ctx);
        }
        if ctx.input(|i| i.viewport().close_requested())
            && self.session.is_dirty()
            && !self.quit_confirmed
        {
            ctx.send_viewport_cmd(egui::ViewportCommand::CancelClose);
            self.confirm = Some(Pending::Quit);
        }
        self.shortcuts(ctx);
        self.schedule_engine();
        self.update_title(ctx);
    }

    fn ui(&mut self, ui: &mut egui::Ui, frame: &mut eframe::Frame) {
        let ctx = ui.ctx().clone();
        let now = ctx.input(|i| i.time);
        self.captured_marks
            .retain(|&(_, t)| now - t < CAPTURE_MARK_TIME);

        panels::menu_bar(ui, self);
        panels::status_bar(ui, self);
        panels::side_panel(ui, self);
        let inputs = egui::CentralPanel::default()
            .show(ui, |ui| panels::board_area(ui, self, now))
            .inner;
        if let Some(pending) = self.confirm {
            panels::confirm_dialog(&ctx, self, pending);
        }

        self.handle_board(inputs, now);
        for command in std::mem::take(&mut self.commands) {
            self.apply(command, &ctx);
        }
        if !self.captured_marks.is_empty() {
            ctx.request_repaint_after(Duration::from_millis(30));
        }
        self.log_perf(frame);
    }

    fn save(&mut self, storage: &mut dyn eframe::Storage) {
        eframe::set_value(storage, eframe::APP_KEY, &self.settings);
    }
}

/// Opens the window.
/// Opens the window; `open` is a saved game to show.
pub fn run(open: Option<PathBuf>) -> eframe::Result {
    let options = eframe::NativeOptions {
        viewport: egui::ViewportBuilder::default()
            .with_title("Ard Ri")
            .with_app_id("ardri")
            .with_inner_size([1100.0, 760.0])
            .with_min_inner_size([640.0, 480.0]),
        ..Default::default()
    };
    eframe::run_native(
        "ardri",
        options,
        Box::new(|cc| Ok(Box::new(ArdRiApp::new(cc, open)))),
    )
}
