//! The desktop app: an egui window with the board, the move list, the evaluation bar and the engine
//! panel. The engine runs on its own thread and file dialogs and disk work on workers; `logic` drains
//! their channels each frame, the panels queue [`Command`]s while drawing, and the commands are applied
//! after drawing.

mod board;
mod engine_link;
mod eval_bar;
mod files;
mod panels;
mod perf;
mod session;
mod settings;
#[cfg(test)]
mod tests;

use std::path::PathBuf;
use std::sync::{Arc, OnceLock};
use std::time::{Duration, Instant};

use egui::{Key, KeyboardShortcut, Modifiers};

use ardri_engine::{Limits, Score};
use ardri_rules::{Bitboard, Move, Rules, Side, Square};
use ardri_saves::{Metadata, SavedScore};

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

/// An action that drops the game on the board, so it may have to wait for "save your changes?".
#[derive(Clone, Copy, Debug, PartialEq)]
enum Pending {
    NewGame(PlayerMode),
    Open,
    Quit,
}

/// What the app waits for besides the engine: the person's answer to a question, or a save.
#[derive(Clone, Copy, Debug, PartialEq)]
enum Waiting {
    /// Nothing: every command is open.
    Idle,
    /// "Save your changes?" is on screen, asked before this action.
    Confirm(Pending),
    /// A save is under way; this action follows once it has succeeded.
    SaveThen(Pending),
    /// The person chose to quit: the next close request goes through.
    Quitting,
}

/// The person's analysis of the shown position.
#[derive(Clone, Copy, Debug, PartialEq)]
enum Analysis {
    Off,
    On,
    /// Finished for this ply at this depth: not started again until one of them changes.
    Done {
        ply: usize,
        depth: u32,
    },
}

#[derive(Clone, Debug)]
struct Notice {
    text: String,
    error: bool,
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
    analysis: Analysis,
    waiting: Waiting,
    commands: Vec<Command>,
    title: String,
    perf: perf::PerfLog,
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
            analysis: Analysis::Off,
            waiting: Waiting::Idle,
            commands: Vec::new(),
            title: String::new(),
            perf: perf::PerfLog::from_env(),
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
        let to_move = self.session.shown_position().side_to_move();
        !self.session.shown_is_over() && !self.settings.mode.engine_plays(to_move)
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
        if matches!(self.waiting, Waiting::Confirm(_)) {
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
        if self.analysis != Analysis::Off {
            let ply = self.session.view_ply;
            let running = self
                .engine
                .current()
                .is_some_and(|c| c.purpose == Purpose::Analysis && c.ply == ply);
            let depth = self.settings.depth;
            let finished_here = self.analysis == Analysis::Done { ply, depth };
            if !running && !finished_here && !self.session.shown_is_over() {
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
                    // Every change of the main line cancels the engine's search, and the link drops
                    // reports of cancelled searches: this result is for the main line's end.
                    let Some(m) = result.best_move else {
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
                    if self.analysis != Analysis::Off {
                        self.analysis = Analysis::Done {
                            ply,
                            depth: self.settings.depth,
                        };
                    }
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
                self.restart_analysis();
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
                if self.analysis == Analysis::Off {
                    self.analysis = Analysis::On;
                } else {
                    self.analysis = Analysis::Off;
                    if self.engine.is_searching(Purpose::Analysis) {
                        self.engine.cancel();
                    }
                }
            }
            Command::MoveNow => {
                if self.engine.is_searching(Purpose::Move) {
                    self.engine.finish_now();
                }
            }
            Command::Hint => {
                if !self.session.shown_is_over() {
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
                self.restart_analysis();
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
        self.restart_analysis();
        self.captured_marks.clear();
    }

    /// Analysis that finished goes on again (the position or the depth changed).
    fn restart_analysis(&mut self) {
        if matches!(self.analysis, Analysis::Done { .. }) {
            self.analysis = Analysis::On;
        }
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
            self.waiting = Waiting::Confirm(action);
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
                self.waiting = Waiting::Quitting;
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
                if let Waiting::SaveThen(action) = self.waiting {
                    self.waiting = Waiting::Idle;
                    self.proceed(action, ctx);
                }
            }
            FileOutcome::SaveFailed { path, message } => {
                self.stop_waiting_for_save();
                self.report_error(format!("Could not save to {}: {message}", path.display()));
            }
            FileOutcome::Cancelled => self.stop_waiting_for_save(),
        }
    }

    /// A save that failed or was cancelled: the action that waited for it is dropped.
    fn stop_waiting_for_save(&mut self) {
        if matches!(self.waiting, Waiting::SaveThen(_)) {
            self.waiting = Waiting::Idle;
        }
    }

    fn shortcuts(&mut self, ctx: &egui::Context) {
        if matches!(self.waiting, Waiting::Confirm(_)) {
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
            && self.waiting != Waiting::Quitting
        {
            ctx.send_viewport_cmd(egui::ViewportCommand::CancelClose);
            self.waiting = Waiting::Confirm(Pending::Quit);
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
        if let Waiting::Confirm(pending) = self.waiting {
            panels::confirm_dialog(&ctx, self, pending);
        }

        self.handle_board(inputs, now);
        for command in std::mem::take(&mut self.commands) {
            self.apply(command, &ctx);
        }
        if !self.captured_marks.is_empty() {
            ctx.request_repaint_after(Duration::from_millis(30));
        }
        self.perf
            .frame(frame, self.engine.current().is_some(), PROCESS_START.get());
    }

    fn save(&mut self, storage: &mut dyn eframe::Storage) {
        eframe::set_value(storage, eframe::APP_KEY, &self.settings);
    }
}

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
