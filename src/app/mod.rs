//! The desktop app: an egui window with the board, the move list, the evaluation bar and the engine
//! panel. The engine runs on its own thread and file dialogs and disk work on workers; `logic` drains
//! their channels each frame, the panels queue [`Command`]s while drawing, and the commands are applied
//! after drawing.

mod board;
mod clock;
mod editor;
mod engine_link;
mod eval_bar;
mod files;
mod graph;
mod panels;
mod perf;
mod review;
mod session;
mod settings;
#[cfg(test)]
mod tests;

use std::path::PathBuf;
use std::sync::{Arc, OnceLock};
use std::time::{Duration, Instant};

use egui::{Key, KeyboardShortcut, Modifiers};

use ardri_engine::{Eval, Limits};
use ardri_rules::{Bitboard, Move, Position, Rules, Side, Square};
use ardri_saves::{Analysis, Metadata};

use board::BoardInput;
use engine_link::{EngineLink, LinkEvent, Purpose};
use files::{
    Autosaver, ChooserPurpose, FileOutcome, FileWorker, default_autosave_path, default_saves_dir,
};
pub use files::{FileDialogs, NativeDialogs};
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
    Redo,
    Flip,
    /// Show the main line after this many moves.
    GoTo(usize),
    Step(isize),
    GoToEnd,
    /// Show variation `index` after `moves` of its moves.
    Browse {
        index: usize,
        moves: usize,
    },
    PromoteVariation(usize),
    DeleteVariation(usize),
    ToggleAnalysis,
    /// The number of analysis lines changed.
    LinesChanged,
    /// The engine's level changed.
    LevelChanged,
    Hint,
    /// Make the engine play the best move it has found so far.
    MoveNow,
    /// The person gives up the game.
    Resign,
    OpenEditor,
    /// Play from the position set up in the editor.
    EditorDone,
    EditorLoadText,
    CloseEditor,
    CopyPosition,
    CopyMoves,
    OpenPaste,
    PasteApply,
    ClosePaste,
    /// Engine against engine: pause or resume.
    TogglePause,
    /// Engine against engine, paused: one move.
    StepEngine,
    ToggleHelp,
    /// Analyse every position of the main line.
    ReviewGame,
    CancelReview,
    NextMistake,
    PreviousMistake,
    /// Show the position after the first `moves` moves of analysis line `line`.
    Preview {
        line: usize,
        moves: usize,
    },
    EndPreview,
    /// Add analysis line `line` to the game as a variation.
    AddLine(usize),
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
    /// "Restore the game that was not saved last time?" is on screen.
    OfferRestore,
}

/// The app's own file chooser, where the system cannot show a dialog.
#[derive(Clone, Debug)]
struct Chooser {
    purpose: ChooserPurpose,
    /// The path being edited.
    path: String,
    /// The saved games of the folder, to pick from.
    games: Vec<PathBuf>,
}

/// The person's analysis of the shown position: it runs until stopped and follows the shown position.
#[derive(Clone, Copy, Debug, PartialEq)]
enum AnalysisMode {
    Off,
    On,
}

/// A line of the analysis played out on the board without touching the game.
#[derive(Clone, Debug, PartialEq)]
struct Preview {
    /// The position the line starts from (the shown one when it was asked for).
    from: Position,
    moves: Vec<Move>,
}

impl Preview {
    fn position(&self) -> Position {
        let mut p = self.from;
        for &m in &self.moves {
            p.play_unchecked(m);
        }
        p
    }
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
    /// A hint for the position (by hash) it was asked for.
    hint: Option<(u64, Move)>,
    analysis: AnalysisMode,
    preview: Option<Preview>,
    waiting: Waiting,
    chooser: Option<Chooser>,
    editor: Option<editor::Editor>,
    /// The text of the paste window while it is open.
    paste: Option<String>,
    /// Engine against engine is paused (Step plays one move).
    paused: bool,
    /// One move allowed while paused.
    step_once: bool,
    show_help: bool,
    /// The autosave of the last run, while its restore is offered.
    restorable: Option<Box<ardri_saves::LoadedGame>>,
    autosave: Option<Autosaver>,
    /// The session revision the autosave last heard about.
    autosaved_revision: Option<u64>,
    /// Nodes of the engine's last own move (shown, and telling the level at work).
    last_move_nodes: Option<u64>,
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
            Arc::new(NativeDialogs::default()),
            default_saves_dir(),
            Some(default_autosave_path()),
        );
        if let Some(path) = open {
            app.files.open_path(cc.egui_ctx.clone(), path);
        }
        app
    }

    /// The app with chosen dialogs, folder and autosave file (tests hand in fixed paths; `None`
    /// autosaves nothing). An autosave left by the last run is offered back.
    pub fn with_parts(
        ctx: &egui::Context,
        settings: Settings,
        dialogs: Arc<dyn FileDialogs>,
        saves_dir: PathBuf,
        autosave_path: Option<PathBuf>,
    ) -> ArdRiApp {
        ctx.set_theme(if settings.dark_theme {
            egui::Theme::Dark
        } else {
            egui::Theme::Light
        });
        let wake = ctx.clone();
        let engine = EngineLink::new(move || wake.request_repaint());
        engine.set_skill_level(settings.level);
        let session = Session::new(Rules::default(), metadata_for(&settings));
        let mut files = FileWorker::new(dialogs);
        let autosave = autosave_path.map(|path| {
            files.look_for_autosave(ctx.clone(), path.clone());
            Autosaver::new(path, &files, ctx.clone())
        });
        ArdRiApp {
            settings,
            session,
            engine,
            files,
            saves_dir,
            selected: None,
            captured_marks: Vec::new(),
            notice: None,
            hint: None,
            analysis: AnalysisMode::Off,
            preview: None,
            waiting: Waiting::Idle,
            chooser: None,
            editor: None,
            paste: None,
            paused: false,
            step_once: false,
            show_help: false,
            restorable: None,
            autosave,
            // The autosave of the last run stays until the person has answered the offer to
            // restore it (or changed something): nothing is written or removed before.
            autosaved_revision: Some(0),
            last_move_nodes: None,
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
        // In a variation the person moves either side: it is study, not the game against the engine.
        let engine_side =
            self.session.browsing.is_none() && self.settings.mode.engine_plays(to_move);
        self.preview.is_none()
            && self.editor.is_none()
            && !self.session.shown_is_over()
            && !engine_side
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
        // On a clock the engine plans its time from what its side has left.
        let clock = self.session.clock.as_ref().map(|c| {
            let side = self.session.game.position().side_to_move();
            ardri_engine::Clock {
                remaining: c.left(side, Instant::now()),
                increment: c.increment,
            }
        });
        Limits {
            depth: Some(self.settings.depth),
            movetime: Some(Duration::from_secs_f32(self.settings.move_time)),
            clock,
            ..Limits::default()
        }
    }

    /// Starts whatever search the state calls for: nothing during a review, else the engine's move at
    /// the end of the main line first, else analysis of the shown position.
    fn schedule_engine(&mut self) {
        if matches!(self.waiting, Waiting::Confirm(_)) || self.engine.is_searching(Purpose::Review)
        {
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
            // Engine against engine, paused: only a step plays a move.
            if self.settings.mode == PlayerMode::EngineBoth && self.paused && !self.step_once {
                return;
            }
            let running = self
                .engine
                .current()
                .is_some_and(|c| c.purpose == Purpose::Move && c.ply == end);
            if !running {
                self.engine
                    .start(Purpose::Move, game, end, self.move_limits(), 1);
                self.step_once = false;
            }
            return;
        }
        if self.analysis == AnalysisMode::On {
            let shown = self.session.shown_position();
            let running = self
                .engine
                .current()
                .is_some_and(|c| c.purpose == Purpose::Analysis && c.hash == shown.hash());
            if !running && !self.session.shown_is_over() {
                let line = self.session.shown_line();
                self.engine.start(
                    Purpose::Analysis,
                    &line,
                    self.session.view_ply,
                    Limits::infinite(),
                    self.settings.analysis_lines,
                );
            }
        }
    }

    /// Keeps what the running analysis found about the shown position before it is stopped.
    fn keep_running_analysis(&mut self) {
        let Some(current) = self.engine.current() else {
            return;
        };
        if current.purpose != Purpose::Analysis {
            return;
        }
        if let Some(info) = current.best() {
            let analysis = Analysis {
                eval: Eval::from_score(info.score, current.side),
                depth: info.depth,
                best: info.pv.first().copied(),
            };
            let hash = current.hash;
            self.session.record_shown_analysis(hash, analysis);
        }
    }

    /// Stops the engine, keeping a running analysis's result.
    fn stop_engine(&mut self) {
        self.keep_running_analysis();
        self.engine.cancel();
    }

    fn handle_engine_events(&mut self, now: f64) {
        for event in self.engine.poll() {
            match event {
                LinkEvent::Finished {
                    purpose,
                    side,
                    hash,
                    result,
                    ..
                } => self.search_finished(purpose, side, hash, result, now),
                LinkEvent::Reviewed { ply, eval } => {
                    self.session.record_analysis(ply, review::analysis_of(eval));
                }
                LinkEvent::Crashed { message } => {
                    self.report_error(format!(
                        "The engine failed ({message}) and was restarted; the game is unchanged. Ask again for what it was doing."
                    ));
                }
                LinkEvent::ReviewDone => {
                    let [attackers, defenders] =
                        review::summaries(&self.session, &review::judgements(&self.session));
                    let accuracy = |a: Option<f64>| a.map_or("-".into(), |a| format!("{a:.0}%"));
                    self.notify(format!(
                        "Review finished: accuracy attackers {}, defenders {}.",
                        accuracy(attackers.accuracy),
                        accuracy(defenders.accuracy)
                    ));
                }
            }
        }
    }

    fn search_finished(
        &mut self,
        purpose: Purpose,
        side: Side,
        hash: u64,
        result: ardri_engine::SearchResult,
        now: f64,
    ) {
        match purpose {
            Purpose::Move => {
                // Every change of the main line cancels the engine's search, and the link drops
                // reports of cancelled searches: this result is for the main line's end.
                let Some(m) = result.best_move else {
                    return;
                };
                self.last_move_nodes = Some(result.nodes);
                // The engine opening a fresh game is no change a person would lose.
                let quiet = self.session.game.ply_count() == 0 && !self.session.is_dirty();
                let follow = self.session.at_end();
                let (browsing, view) = (self.session.browsing, self.session.view_ply);
                // Play on the main line's end even while the person looks elsewhere.
                self.session.go_to(self.session.game.ply_count());
                match self.session.play(m) {
                    Ok(played) => {
                        if quiet {
                            self.session.saved_revision = self.session.revision;
                        }
                        if follow {
                            self.mark_captures(played.captured, now);
                            self.selected = None;
                        } else {
                            self.restore_view(browsing, view);
                        }
                    }
                    Err(e) => {
                        self.restore_view(browsing, view);
                        self.report_error(format!("The engine's move {m} was refused: {e}"));
                    }
                }
            }
            Purpose::Analysis => {
                if result.best_move.is_some() {
                    let analysis = Analysis {
                        eval: Eval::from_score(result.score, side),
                        depth: result.depth,
                        best: result.best_move,
                    };
                    self.session.record_shown_analysis(hash, analysis);
                }
            }
            Purpose::Hint => {
                if let Some(m) = result.best_move {
                    let shown = self.session.shown_position();
                    if shown.hash() == hash {
                        self.hint = Some((hash, m));
                        self.notify(format!("Hint: {}", shown.display_move(m)));
                    }
                }
            }
            Purpose::Review => {}
        }
    }

    fn restore_view(&mut self, browsing: Option<usize>, view: usize) {
        match browsing {
            Some(index) => {
                let after = self
                    .session
                    .variations
                    .get(index)
                    .map_or(0, |v| v.after_ply);
                self.session.browse(index, view.saturating_sub(after));
            }
            None => self.session.go_to(view),
        }
    }

    fn mark_captures(&mut self, captured: Bitboard, now: f64) {
        self.captured_marks
            .retain(|&(_, t)| now - t < CAPTURE_MARK_TIME);
        self.captured_marks.extend(captured.map(|sq| (sq, now)));
    }

    // ---- moves from the board ----

    fn handle_board(&mut self, inputs: Vec<BoardInput>, now: f64) {
        if let Some(editor) = self.editor.as_mut() {
            for input in inputs {
                if let BoardInput::Clicked(sq) = input {
                    editor.paint(sq);
                }
            }
            return;
        }
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
        let branching = self.session.browsing.is_none() && !self.session.at_end();
        match self.session.play(m) {
            Ok(played) => {
                self.stop_engine();
                self.hint = None;
                self.mark_captures(played.captured, now);
                if branching {
                    self.notify("A new line starts here; the old moves are kept as a variation.");
                } else {
                    self.notice = None;
                }
            }
            Err(e) => self.notify(format!("{m}: {e}")),
        }
    }

    // ---- commands ----

    fn apply(&mut self, command: Command, ctx: &egui::Context) {
        // Any navigation or change ends a preview of an analysis line.
        if !matches!(
            command,
            Command::Preview { .. }
                | Command::AddLine(_)
                | Command::SetTheme(_)
                | Command::DismissNotice
                | Command::Flip
        ) {
            self.preview = None;
        }
        match command {
            Command::NewGame(mode) => self.guarded(Pending::NewGame(mode), ctx),
            Command::Open => self.guarded(Pending::Open, ctx),
            Command::Quit => ctx.send_viewport_cmd(egui::ViewportCommand::Close),
            Command::Save => self.save(ctx, false),
            Command::SaveAs => self.save(ctx, true),
            Command::Undo => self.undo(),
            Command::Redo => self.redo(),
            Command::Flip => self.settings.flipped = !self.settings.flipped,
            Command::GoTo(ply) => self.navigate(|s| s.go_to(ply)),
            Command::Step(delta) => self.navigate(|s| s.step(delta)),
            Command::GoToEnd => self.navigate(Session::go_to_line_end),
            Command::Browse { index, moves } => self.navigate(|s| s.browse(index, moves)),
            Command::PromoteVariation(index) => {
                self.stop_engine();
                self.session.promote_variation(index);
                self.after_line_change();
            }
            Command::DeleteVariation(index) => {
                self.stop_engine();
                self.session.delete_variation(index);
                self.after_line_change();
            }
            Command::ToggleAnalysis => match self.analysis {
                AnalysisMode::Off => self.analysis = AnalysisMode::On,
                AnalysisMode::On => {
                    self.analysis = AnalysisMode::Off;
                    if self.engine.is_searching(Purpose::Analysis) {
                        self.stop_engine();
                    }
                }
            },
            Command::LevelChanged => {
                self.engine.set_skill_level(self.settings.level);
                self.session.metadata = Metadata {
                    date: self.session.metadata.date.clone(),
                    ..metadata_for(&self.settings)
                };
            }
            Command::LinesChanged => {
                // A running analysis restarts with the new number of lines.
                if self.engine.is_searching(Purpose::Analysis) {
                    self.stop_engine();
                }
            }
            Command::MoveNow => {
                if self.engine.is_searching(Purpose::Move) {
                    self.engine.finish_now();
                }
            }
            Command::Hint => {
                if !self.session.shown_is_over() && !self.engine.is_searching(Purpose::Review) {
                    self.keep_running_analysis();
                    let line = self.session.shown_line();
                    self.engine.start(
                        Purpose::Hint,
                        &line,
                        self.session.view_ply,
                        self.move_limits(),
                        1,
                    );
                }
            }
            Command::ReviewGame => self.start_review(),
            Command::Resign => self.resign(),
            Command::OpenEditor => {
                self.stop_engine();
                self.editor = Some(editor::Editor::from_position(
                    &self.session.shown_position(),
                ));
            }
            Command::CloseEditor => self.editor = None,
            Command::EditorLoadText => {
                if let Some(editor) = self.editor.as_mut()
                    && let Err(e) = editor.load_text()
                {
                    self.report_error(format!("Not a position string: {e}. Nothing changed."));
                }
            }
            Command::EditorDone => {
                let position = self.editor.as_ref().map(editor::Editor::position);
                match position {
                    Some(Ok(position)) => {
                        self.editor = None;
                        self.start_from(
                            ardri_rules::Game::from_position(position),
                            "Playing from the position set up.",
                        );
                    }
                    Some(Err(message)) => self.report_error(format!("Not playable: {message}.")),
                    None => {}
                }
            }
            Command::CopyPosition => {
                ctx.copy_text(self.session.shown_position().fen());
                self.notify("The position string is on the clipboard.");
            }
            Command::CopyMoves => {
                let moves: Vec<String> = self
                    .session
                    .game
                    .moves()
                    .iter()
                    .map(|p| p.mv.to_string())
                    .collect();
                ctx.copy_text(moves.join(" "));
                self.notify("The moves are on the clipboard.");
            }
            Command::OpenPaste => self.paste = Some(String::new()),
            Command::ClosePaste => self.paste = None,
            Command::PasteApply => self.apply_paste(),
            Command::TogglePause => {
                self.paused = !self.paused;
                if self.paused && self.engine.is_searching(Purpose::Move) {
                    self.engine.cancel();
                }
            }
            Command::StepEngine => self.step_once = true,
            Command::ToggleHelp => self.show_help = !self.show_help,
            Command::CancelReview => {
                if self.engine.is_searching(Purpose::Review) {
                    self.engine.cancel();
                    self.notify("Review cancelled; the positions already analysed are kept.");
                }
            }
            Command::NextMistake | Command::PreviousMistake => {
                let forward = command == Command::NextMistake;
                let from = if self.session.browsing.is_some() {
                    0
                } else {
                    self.session.view_ply
                };
                match review::next_mistake(&self.session, from, forward) {
                    Some(ply) => self.navigate(|s| s.go_to(ply)),
                    None => self.notify(if forward {
                        "No mistake after this move (review the game to find them)."
                    } else {
                        "No mistake before this move."
                    }),
                }
            }
            Command::Preview { line, moves } => {
                let shown = self.session.shown_position();
                if let Some(search) = self.engine.report_for(shown.hash())
                    && let Some(info) = search.lines.get(line)
                {
                    let moves: Vec<Move> = info.pv.iter().take(moves).copied().collect();
                    self.preview = Some(Preview { from: shown, moves });
                }
            }
            Command::EndPreview => {}
            Command::AddLine(line) => {
                let shown = self.session.shown_position();
                let pv = self
                    .engine
                    .report_for(shown.hash())
                    .and_then(|search| search.lines.get(line))
                    .map(|info| info.pv.clone());
                if let Some(pv) = pv {
                    let at_end = self.session.at_end();
                    match self.session.add_line(&pv) {
                        Ok(()) if at_end => {
                            self.stop_engine();
                            self.notify("The line was added to the game.");
                        }
                        Ok(()) => self.notify("The line was added as a variation."),
                        Err(e) => self.report_error(format!("The line could not be added: {e}")),
                    }
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

    /// Changes the shown position; analysis and hints follow it, the engine's own move keeps thinking.
    fn navigate(&mut self, change: impl FnOnce(&mut Session)) {
        let before = self.session.shown_position().hash();
        // What the analysis found belongs to the position it searched: keep it before moving away.
        self.keep_running_analysis();
        change(&mut self.session);
        self.selected = None;
        self.captured_marks.clear();
        let shown = self.session.shown_position().hash();
        if shown != before
            && self
                .engine
                .current()
                .is_some_and(|c| matches!(c.purpose, Purpose::Analysis | Purpose::Hint))
        {
            self.engine.cancel();
        }
    }

    fn after_line_change(&mut self) {
        self.selected = None;
        self.hint = None;
        self.captured_marks.clear();
    }

    /// Starts a new session on `game` (a set-up position or pasted moves), keeping the player mode.
    fn start_from(&mut self, game: ardri_rules::Game, message: &str) {
        self.engine.new_game();
        let mut metadata = metadata_for(&self.settings);
        metadata.event = "Set-up position".to_string();
        self.session = Session::from_game(game, metadata);
        // A set-up is work a person would not want to lose.
        self.session.revision = 1;
        self.after_line_change();
        self.notify(message);
    }

    /// Reads the paste window's text: a position string, else moves from the start. Bad text
    /// changes nothing and says what is wrong.
    fn apply_paste(&mut self) {
        let Some(text) = self.paste.clone() else {
            return;
        };
        let text = text.trim();
        if let Ok(position) = Position::from_fen(text, Rules::default()) {
            self.paste = None;
            self.start_from(
                ardri_rules::Game::from_position(position),
                "Playing from the pasted position.",
            );
            return;
        }
        let mut game = ardri_rules::Game::new(Rules::default());
        for (i, word) in text.split_whitespace().enumerate() {
            // Move numbers ("1.") that a move list may carry are skipped.
            if word
                .trim_end_matches('.')
                .chars()
                .all(|c| c.is_ascii_digit())
            {
                continue;
            }
            if let Err(e) = game.play_text(word) {
                self.report_error(format!(
                    "Neither a position string nor a list of moves: word {}, {e}. Nothing changed.",
                    i + 1
                ));
                return;
            }
        }
        if game.ply_count() == 0 {
            self.report_error("The pasted text has no position and no moves. Nothing changed.");
            return;
        }
        self.paste = None;
        self.start_from(game, "Playing on from the pasted moves.");
    }

    /// The person's side gives up: the side to move in a game between people, else the side the
    /// engine does not play.
    fn resign(&mut self) {
        let game = &self.session.game;
        if game.is_over() || self.settings.mode == PlayerMode::EngineBoth {
            return;
        }
        let to_move = game.position().side_to_move();
        let loser = if self.settings.mode.engine_plays(to_move) {
            to_move.opponent()
        } else {
            to_move
        };
        let outcome = ardri_rules::Outcome {
            winner: Some(loser.opponent()),
            reason: ardri_rules::EndReason::Resignation,
        };
        if self.session.declare(outcome).is_ok() {
            self.stop_engine();
            self.notify(format!("{outcome}."));
        }
    }

    /// Runs the clock of the side to move, switches it after a move, and ends the game when a
    /// flag falls.
    fn tick_clock(&mut self, ctx: &egui::Context) {
        let now = Instant::now();
        let game = &self.session.game;
        let plies = game.ply_count();
        let over = game.is_over();
        let to_move = game.position().side_to_move();
        let last_mover = plies
            .checked_sub(1)
            .and_then(|p| game.position_at(p))
            .map(|p| p.side_to_move());
        let moved = plies > self.session.clock_ply;
        self.session.clock_ply = plies;
        let Some(clock) = self.session.clock.as_mut() else {
            return;
        };
        if moved && let Some(mover) = last_mover {
            clock.moved(mover, now);
        }
        if over {
            clock.stop(now);
            return;
        }
        clock.run(to_move, now);
        if let Some(side) = clock.flagged(now) {
            let outcome = ardri_rules::Outcome {
                winner: Some(side.opponent()),
                reason: ardri_rules::EndReason::Timeout,
            };
            if self.session.declare(outcome).is_ok() {
                self.stop_engine();
                self.notify(format!("{outcome}: the {} ran out of time.", side.name()));
            }
        } else {
            // Tenths are shown in the last minute.
            ctx.request_repaint_after(Duration::from_millis(100));
        }
    }

    /// Analyses every position of the main line at the review depth on the engine's thread.
    fn start_review(&mut self) {
        if self.engine.is_searching(Purpose::Review) {
            return;
        }
        self.stop_engine();
        let limits = Limits::depth(self.settings.review_depth);
        self.engine.start_review(&self.session.game, limits);
        self.notify(format!(
            "Reviewing {} positions at depth {}...",
            self.session.game.ply_count() + 1,
            self.settings.review_depth
        ));
    }

    /// How many moves undo and redo take at once: the person's move and the engine's reply to it.
    fn moves_per_turn(&self, last_by_engine: bool) -> usize {
        match self.settings.mode {
            PlayerMode::BothSides | PlayerMode::EngineBoth => 1,
            _ if last_by_engine => 2,
            _ => 1,
        }
    }

    /// Takes back the person's last move and the engine's reply to it; they are kept as a variation.
    fn undo(&mut self) {
        let game = &self.session.game;
        let n = game.ply_count();
        if n == 0 {
            return;
        }
        let mode = self.settings.mode;
        let last_by_engine = game
            .position_at(n - 1)
            .is_some_and(|p| mode.engine_plays(p.side_to_move()));
        let count = self.moves_per_turn(last_by_engine).min(n);
        self.stop_engine();
        self.session.take_back(count);
        self.after_line_change();
    }

    /// Brings back what undo took: the person's move and, against the engine, its reply.
    fn redo(&mut self) {
        self.stop_engine();
        if self.session.redo(1) == 0 {
            self.notify("Nothing to redo.");
            return;
        }
        let mode = self.settings.mode;
        let engine_next = mode.engine_plays(self.session.game.position().side_to_move());
        if self.moves_per_turn(true) == 2 && engine_next {
            self.session.redo(1);
        }
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
                self.session = Session::new(Rules::default(), metadata_for(&self.settings));
                if self.settings.clock_minutes > 0.0 && mode != PlayerMode::EngineBoth {
                    self.session.clock = Some(clock::GameClock::new(
                        Duration::from_secs_f32(self.settings.clock_minutes * 60.0),
                        Duration::from_secs_f32(self.settings.clock_increment),
                    ));
                }
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
            FileOutcome::DialogUnavailable {
                purpose,
                suggested,
                games,
            } => {
                self.chooser = Some(Chooser {
                    purpose,
                    path: suggested.display().to_string(),
                    games,
                });
            }
            FileOutcome::AutosaveFound { loaded } => {
                // Offered only while nothing has been played yet in this run.
                if self.session.game.ply_count() == 0 && self.waiting == Waiting::Idle {
                    self.restorable = Some(loaded);
                    self.waiting = Waiting::OfferRestore;
                }
            }
            FileOutcome::AutosaveFailed { message } => {
                self.report_error(format!("The autosave could not be written: {message}"));
            }
        }
    }

    /// The chooser's answer: a path to open or save to, or `None` for Cancel.
    fn chooser_answered(&mut self, path: Option<PathBuf>, ctx: &egui::Context) {
        let Some(chooser) = self.chooser.take() else {
            return;
        };
        let Some(mut path) = path else {
            self.stop_waiting_for_save();
            return;
        };
        match chooser.purpose {
            ChooserPurpose::Open => self.files.open_path(ctx.clone(), path),
            ChooserPurpose::Save { file, revision } => {
                if path.extension().is_none() {
                    path.set_extension("ron");
                }
                self.files.save_to(ctx.clone(), path, *file, revision);
            }
        }
    }

    /// The answer to "restore the unsaved game?".
    fn restore_answered(&mut self, restore: bool) {
        self.waiting = Waiting::Idle;
        let Some(loaded) = self.restorable.take() else {
            return;
        };
        if restore {
            self.engine.new_game();
            self.session = Session::from_loaded(*loaded, PathBuf::new());
            // Restored, not saved: it stays "changed" (and autosaved) until saved.
            self.session.path = None;
            self.session.revision = 1;
            self.session.go_to(self.session.game.ply_count());
            self.after_line_change();
            self.notify("The game that was not saved last time is back.");
        } else if let Some(autosave) = &self.autosave {
            autosave.clear();
        }
    }

    /// Hands the game to the autosave worker when it changed: written while it has unsaved
    /// changes, removed when it has none.
    fn autosave_if_changed(&mut self) {
        let Some(autosave) = &self.autosave else {
            return;
        };
        // While a restore is offered the old autosave must stay.
        if self.waiting == Waiting::OfferRestore
            || self.autosaved_revision == Some(self.session.revision)
        {
            return;
        }
        self.autosaved_revision = Some(self.session.revision);
        if self.session.is_dirty() {
            autosave.store(self.session.to_save_file());
        } else {
            autosave.clear();
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
            // With shift before without: a shortcut without shift also matches a press with it.
            (
                KeyboardShortcut::new(Modifiers::COMMAND | Modifiers::SHIFT, Key::Z),
                Command::Redo,
            ),
            (
                KeyboardShortcut::new(Modifiers::COMMAND, Key::Z),
                Command::Undo,
            ),
            (
                KeyboardShortcut::new(Modifiers::COMMAND, Key::Y),
                Command::Redo,
            ),
            (
                KeyboardShortcut::new(Modifiers::COMMAND, Key::R),
                Command::ReviewGame,
            ),
            (
                KeyboardShortcut::new(Modifiers::NONE, Key::F1),
                Command::ToggleHelp,
            ),
            (
                KeyboardShortcut::new(Modifiers::NONE, Key::N),
                Command::NextMistake,
            ),
            (
                KeyboardShortcut::new(Modifiers::NONE, Key::P),
                Command::PreviousMistake,
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
        // Escape belongs to menus and dialogs unless a preview is on the board.
        if self.preview.is_some() && ctx.input_mut(|i| i.consume_key(Modifiers::NONE, Key::Escape))
        {
            self.commands.push(Command::EndPreview);
        }
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

fn metadata_for(settings: &Settings) -> Metadata {
    let (mode, depth, level) = (settings.mode, settings.depth, settings.level);
    Metadata {
        attackers: mode.player_name(Side::Attackers, depth, level),
        defenders: mode.player_name(Side::Defenders, depth, level),
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
        self.tick_clock(ctx);
        self.schedule_engine();
        self.autosave_if_changed();
        self.update_title(ctx);
    }

    fn on_exit(&mut self, _gl: Option<&eframe::glow::Context>) {
        // Leaving with nothing unsaved (saved, or changes discarded on purpose): no autosave to
        // offer next time. Done here, after the last frame, and before the process ends.
        if let Some(autosave) = &self.autosave
            && !self.session.is_dirty()
        {
            let _ = std::fs::remove_file(autosave.path());
        }
    }

    fn ui(&mut self, ui: &mut egui::Ui, frame: &mut eframe::Frame) {
        let ctx = ui.ctx().clone();
        let now = ctx.input(|i| i.time);
        self.captured_marks
            .retain(|&(_, t)| now - t < CAPTURE_MARK_TIME);

        panels::menu_bar(ui, self);
        panels::status_bar(ui, self);
        let window = ctx.content_rect().size();
        panels::side_panel(ui, self, window);
        let inputs = egui::CentralPanel::default()
            .show(ui, |ui| panels::board_area(ui, self, now))
            .inner;
        if let Waiting::Confirm(pending) = self.waiting {
            panels::confirm_dialog(&ctx, self, pending);
        }
        if self.waiting == Waiting::OfferRestore {
            panels::restore_dialog(&ctx, self);
        }
        if self.chooser.is_some() {
            panels::chooser_dialog(&ctx, self);
        }
        panels::editor_window(&ctx, self);
        panels::paste_window(&ctx, self);
        panels::help_window(&ctx, self);

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
            .with_min_inner_size([480.0, 360.0]),
        ..Default::default()
    };
    eframe::run_native(
        "ardri",
        options,
        Box::new(|cc| Ok(Box::new(ArdRiApp::new(cc, open)))),
    )
}
