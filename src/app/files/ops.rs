//! The handler of [`FileCommand`]s: new games, set-up and pasted positions, open, save, quit, the
//! clipboard, the answers to the app's questions, what the file worker reports, and the autosave.
//! Everything that replaces the game on the board goes through [`ArdRiApp::guarded`], so an unsaved
//! game is never dropped without asking.

use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use ardri_rules::{Game, Position, Rules};

use super::super::ArdRiApp;
use super::super::files::{ChooserPurpose, FileOutcome};
use super::super::game::new_game::{metadata_for, new_clock, playable};
use super::super::game::session::Session;
use super::super::shell::commands::{
    Command, ConfirmChoice, FileCommand, LearnCommand, LibraryCommand, NewStart, PuzzleCommand,
    RatingCommand,
};
use super::super::shell::runtime::Waiting;
use super::super::views::Chooser;

/// How long a new game's board is on screen before the engine starts on its first move: the
/// engine answers in milliseconds, and the person should see the new game before its first move.
const NEW_BOARD_PAUSE: Duration = Duration::from_millis(600);

/// The mode in which the person plays `side` against the engine.
/// Pasted text: a position string (checked as the editor checks a set-up), else moves from the
/// start. Bad text says what is wrong.
pub fn parse_paste(text: &str) -> Result<NewStart, String> {
    let text = text.trim();
    if let Ok(position) = Position::from_fen(text, Rules::default()) {
        let position =
            playable(position).map_err(|m| format!("Not playable: {m}. Nothing changed."))?;
        return Ok(NewStart {
            game: Game::from_position(position),
            message: "Playing from the pasted position.".into(),
        });
    }
    let mut game = Game::new(Rules::default());
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
            return Err(format!(
                "Neither a position string nor a list of moves: word {}, {e}. Nothing changed.",
                i + 1
            ));
        }
    }
    if game.ply_count() == 0 {
        return Err("The pasted text has no position and no moves. Nothing changed.".into());
    }
    Ok(NewStart {
        game,
        message: "Playing on from the pasted moves.".into(),
    })
}

impl ArdRiApp {
    pub(crate) fn on_file(&mut self, command: FileCommand, ctx: &egui::Context) {
        match command {
            FileCommand::NewGame(mode) => {
                let mode = mode.unwrap_or(self.settings.mode);
                self.guarded(FileCommand::NewGame(Some(mode)).into(), ctx);
            }
            FileCommand::Open => self.guarded(FileCommand::Open.into(), ctx),
            FileCommand::OpenPath(path) => self.guarded(FileCommand::OpenPath(path).into(), ctx),
            FileCommand::Save => self.save(ctx, false),
            FileCommand::SaveAs => self.save(ctx, true),
            FileCommand::Quit => ctx.send_viewport_cmd(egui::ViewportCommand::Close),
            FileCommand::StartFrom(start) => {
                self.guarded(FileCommand::StartFrom(start).into(), ctx)
            }
            FileCommand::Paste(text) => match parse_paste(&text) {
                Ok(start) => self.guarded(FileCommand::StartFrom(Box::new(start)).into(), ctx),
                Err(message) => {
                    self.views.status.report_error(message);
                    // The text stays in the paste window, to be mended.
                    self.views.paste.get_or_insert(text);
                }
            },
            FileCommand::CopyPosition => {
                let fen = self.session.shown_position().fen();
                ctx.copy_text(fen.clone());
                self.views.status.notify(format!("Position copied: {fen}"));
            }
            FileCommand::CopyMoves => {
                let moves: Vec<_> = self.session.game.moves().iter().map(|p| p.mv).collect();
                // As the window writes them; Paste reads them back.
                ctx.copy_text(super::super::game::moves::moves_text(&moves));
                let count = super::super::game::board_area::moves_in(moves.len());
                self.views.status.notify(format!(
                    "The moves were copied ({}).",
                    super::super::game::board_area::count_of(count as u32, "move", "moves")
                ));
            }
            FileCommand::ExportText => self.export_text(ctx),
            FileCommand::Guard(command) => self.guarded(*command, ctx),
            FileCommand::ChooseFolder(start) => {
                if !self.files.busy() {
                    self.files.choose_folder(ctx.clone(), start);
                }
            }
            FileCommand::ImportText => self.guarded(FileCommand::ImportText.into(), ctx),
            FileCommand::Confirm(choice) => self.confirm_answered(choice, ctx),
            FileCommand::Restore(restore) => self.restore_answered(restore),
            FileCommand::Chooser(answer) => self.chooser_answered(answer, ctx),
        }
    }

    /// The guard for unsaved work: runs `command` (one that drops the game on the board) now, or
    /// after "save your changes?" when the game has unsaved changes; the question holds the command.
    /// A file command is carried out here; another feature's comes back to it as
    /// [`Command::Cleared`].
    fn guarded(&mut self, command: Command, ctx: &egui::Context) {
        // The person's game, set aside for puzzles, is the one the question is about.
        self.apply(PuzzleCommand::Close.into(), ctx);
        if self.session.is_dirty() {
            self.rt.waiting = Waiting::Confirm(Box::new(command));
        } else {
            self.proceed(command, ctx);
        }
    }

    fn confirm_answered(&mut self, choice: ConfirmChoice, ctx: &egui::Context) {
        let Waiting::Confirm(pending) = std::mem::replace(&mut self.rt.waiting, Waiting::Idle)
        else {
            return;
        };
        match choice {
            ConfirmChoice::Save => {
                self.rt.waiting = Waiting::SaveThen(pending);
                self.save(ctx, false);
            }
            ConfirmChoice::Discard => {
                if *pending == Command::File(FileCommand::Quit)
                    && let Some(autosave) = &mut self.autosave
                {
                    // Thrown away on purpose: nothing to offer back next time.
                    autosave.discarded = true;
                }
                self.proceed(*pending, ctx);
            }
            ConfirmChoice::Cancel => {}
        }
    }

    /// Carries out a guarded command once nothing unsaved stands in its way.
    fn proceed(&mut self, command: Command, ctx: &egui::Context) {
        // Another game replaces the puzzle or the mistakes being practised (the next game of a
        // folder's practise is part of it).
        if !matches!(
            command,
            Command::File(FileCommand::Quit) | Command::Learn(LearnCommand::NextGame)
        ) {
            self.views.mode.leave_puzzle();
            self.views.mode.leave_learn();
        }
        match command {
            Command::File(FileCommand::NewGame(mode)) => {
                let mode = mode.unwrap_or(self.settings.mode);
                self.settings.mode = mode;
                self.rt.engine.new_game();
                // Another game on the board: whatever was being rated is over (and the new one
                // may count: `GameStarted` below, which also puts the person's rating in its record).
                self.commands.push(RatingCommand::GameReplaced);
                self.session = Session::new(Rules::default(), metadata_for(&self.settings));
                self.session.clock = new_clock(&self.settings);
                self.rt.engine_state.hint = None;
                self.rt.engine_state.held_move = None;
                self.rt.engine_state.first_move_not_before = Some(Instant::now() + NEW_BOARD_PAUSE);
                self.views.status.dismiss();
                self.commands.push(RatingCommand::GameStarted);
            }
            // A dialog already on screen (busy) is the one the person answers.
            Command::File(FileCommand::Open) if !self.files.busy() => {
                let dir = self.start_dir();
                self.files.open(ctx.clone(), dir);
            }
            Command::File(FileCommand::ImportText) if !self.files.busy() => {
                let dir = self.start_dir();
                self.files.import_text(ctx.clone(), dir);
            }
            Command::File(FileCommand::OpenPath(path)) => {
                if self.files.busy() {
                    self.views.status.notify(
                        "A file is being read or written: open the game again in a moment.",
                    );
                } else {
                    self.files.open_path(ctx.clone(), path);
                }
            }
            Command::File(FileCommand::Quit) => {
                self.rt.waiting = Waiting::Quitting;
                ctx.send_viewport_cmd(egui::ViewportCommand::Close);
            }
            Command::File(FileCommand::StartFrom(start)) => {
                let NewStart { game, message } = *start;
                let mut metadata = metadata_for(&self.settings);
                metadata.event = "Set-up position".to_string();
                self.put_on_board(Session::set_up(game, metadata));
                self.session.clock = new_clock(&self.settings);
                self.rt.engine_state.first_move_not_before = Some(Instant::now() + NEW_BOARD_PAUSE);
                self.views.mode.leave_set_up();
                self.views.paste = None;
                self.views.status.notify(message);
            }
            // Another feature's guarded command: its feature carries it out.
            other @ Command::Learn(_) => self.commands.push(Command::Cleared(Box::new(other))),
            // Only the commands `guarded` is given come here.
            _ => {}
        }
    }

    /// Where file choosers start: the folder last used, else the default one.
    fn start_dir(&self) -> PathBuf {
        self.settings
            .last_folder
            .clone()
            .filter(|dir| dir.is_dir())
            .unwrap_or_else(|| self.rt.default_dir.clone())
    }

    /// The folder of a game just opened or saved is where the next chooser starts.
    fn remember_folder(&mut self, path: &Path) {
        let folder = std::path::absolute(path)
            .ok()
            .and_then(|p| p.parent().map(Path::to_path_buf));
        if let Some(folder) = folder {
            self.settings.last_folder = Some(folder);
        }
    }

    fn save(&mut self, ctx: &egui::Context, ask_path: bool) {
        if self.files.busy() {
            return;
        }
        // Save is for the person's game, not a puzzle.
        self.apply(PuzzleCommand::Close.into(), ctx);
        let job = self.session.save_job();
        match self.session.path() {
            Some(path) if !ask_path => {
                self.files
                    .save_to(ctx.clone(), path.to_path_buf(), job.file, job.revision);
            }
            current => {
                let name = current.and_then(|p| p.file_name()).map_or_else(
                    || {
                        format!(
                            "ardri-{}.ron",
                            job.file.metadata.date.replace([' ', ':'], "-")
                        )
                    },
                    |n| n.to_string_lossy().into_owned(),
                );
                let dir = self.game_dir();
                self.files
                    .save_as(ctx.clone(), dir, name, job.file, job.revision);
            }
        }
    }

    /// The folder of the game's file, else where file choosers start.
    fn game_dir(&self) -> PathBuf {
        self.session
            .path()
            .and_then(|p| p.parent())
            .filter(|p| !p.as_os_str().is_empty())
            .map_or_else(|| self.start_dir(), Path::to_path_buf)
    }

    /// Writes the main line with its metadata and annotations as a text record, through a dialog
    /// on the file worker. An export is no save: the game stays as saved or unsaved as it was.
    fn export_text(&mut self, ctx: &egui::Context) {
        if self.files.busy() {
            return;
        }
        let metadata = self.session.to_save_file().metadata;
        let text =
            ardri_saves::write_text(&self.session.game, &metadata, self.session.annotations());
        let current = self.session.path();
        let name = current.and_then(|p| p.file_stem()).map_or_else(
            || format!("ardri-{}", metadata.date.replace([' ', ':'], "-")),
            |n| n.to_string_lossy().into_owned(),
        );
        let dir = self.game_dir();
        self.files
            .export_text(ctx.clone(), dir, format!("{name}.txt"), text);
    }

    /// Another game takes the board: the engine starts afresh, whatever was being rated is over,
    /// and an old hint goes.
    fn put_on_board(&mut self, session: Session) {
        self.rt.engine.new_game();
        self.commands.push(RatingCommand::GameReplaced);
        self.session = session;
        self.rt.engine_state.hint = None;
    }

    pub(crate) fn handle_file_outcome(&mut self, outcome: FileOutcome, ctx: &egui::Context) {
        match outcome {
            FileOutcome::Opened { path, loaded } => match Session::opened(*loaded, path.clone()) {
                Ok(session) => {
                    self.put_on_board(session);
                    self.remember_folder(&path);
                    self.settings.remember_recent(&path);
                    self.views
                        .status
                        .notify(format!("Opened {}", path.display()));
                }
                Err(message) => self.open_failed(&path, &message),
            },
            FileOutcome::OpenFailed { path, message } => self.open_failed(&path, &message),
            FileOutcome::Imported { path, loaded } => match Session::imported(*loaded) {
                Ok(session) => {
                    self.put_on_board(session);
                    self.remember_folder(&path);
                    self.views.status.notify(format!(
                        "Imported {}. It is not saved as a game yet: Save writes it with its notes.",
                        path.display()
                    ));
                }
                Err(message) => self.open_failed(&path, &message),
            },
            FileOutcome::Exported { path } => {
                self.remember_folder(&path);
                self.views
                    .status
                    .notify(format!("Exported to {}", path.display()));
            }
            FileOutcome::Saved { path, revision } => {
                self.session.mark_saved(revision, path.clone());
                self.remember_folder(&path);
                self.settings.remember_recent(&path);
                self.views
                    .status
                    .notify(format!("Saved to {}", path.display()));
                if let Waiting::SaveThen(_) = self.rt.waiting {
                    let Waiting::SaveThen(action) =
                        std::mem::replace(&mut self.rt.waiting, Waiting::Idle)
                    else {
                        return;
                    };
                    self.proceed(*action, ctx);
                }
            }
            FileOutcome::SaveFailed { path, message } => {
                self.stop_waiting_for_save();
                self.views
                    .status
                    .report_error(format!("Could not save to {}: {message}", path.display()));
            }
            FileOutcome::Cancelled => self.stop_waiting_for_save(),
            FileOutcome::FolderChosen(dir) => self.commands.push(LibraryCommand::FolderChosen(dir)),
            FileOutcome::DialogUnavailable {
                purpose,
                dir,
                file_name,
            } => {
                self.views.chooser = Some(Chooser::new(purpose, dir, &file_name));
            }
            FileOutcome::AskReplace { purpose, path } => {
                self.views.chooser = Some(Chooser::asking_to_replace(purpose, path));
            }
            FileOutcome::AutosaveFound { loaded } => {
                // Offered only while nothing has been played yet in this run.
                if self.session.game.ply_count() == 0
                    && !self.session.is_dirty()
                    && self.rt.waiting == Waiting::Idle
                {
                    self.restorable = Some(loaded);
                    self.rt.waiting = Waiting::OfferRestore;
                }
            }
            FileOutcome::AutosaveSetAside { kept } => {
                self.views.status.add_error(match kept {
                    Some(kept) => format!(
                        "The game kept automatically last time could not be read, so it was moved aside as {}.",
                        kept.display()
                    ),
                    None => "The game kept automatically last time could not be read. It is left as it was, and nothing is kept automatically this time.".to_string(),
                });
            }
            FileOutcome::AutosaveFailed { message } => {
                self.views
                    .status
                    .report_error(format!("The autosave could not be written: {message}"));
            }
        }
    }

    fn open_failed(&mut self, path: &Path, message: &str) {
        self.views.status.report_error(format!(
            "Could not open {}: {message}. The game on the board is unchanged.",
            path.display()
        ));
    }

    /// The chooser's answer: a path to open or save to, or `None` for Cancel.
    fn chooser_answered(&mut self, path: Option<PathBuf>, ctx: &egui::Context) {
        let Some(chooser) = self.views.chooser.take() else {
            return;
        };
        let Some(mut path) = path else {
            self.stop_waiting_for_save();
            return;
        };
        match chooser.purpose {
            ChooserPurpose::Open => self.files.open_path(ctx.clone(), path),
            ChooserPurpose::Folder => self.commands.push(LibraryCommand::FolderChosen(path)),
            ChooserPurpose::Save { file, revision } => {
                if path.extension().is_none() {
                    path.set_extension("ron");
                }
                self.files.save_to(ctx.clone(), path, *file, revision);
            }
            ChooserPurpose::ImportText => self.files.import_text_path(ctx.clone(), path),
            ChooserPurpose::ExportText { text } => {
                if path.extension().is_none() {
                    path.set_extension("txt");
                }
                self.files.export_text_to(ctx.clone(), path, text);
            }
        }
    }

    /// The answer to "restore the unsaved game?".
    fn restore_answered(&mut self, restore: bool) {
        self.rt.waiting = Waiting::Idle;
        let Some(loaded) = self.restorable.take() else {
            return;
        };
        if !restore {
            if let Some(autosave) = &self.autosave {
                autosave.saver.clear();
            }
            return;
        }
        match Session::restored(*loaded) {
            Ok(session) => {
                self.rt.engine.new_game();
                // Another game on the board: whatever was being rated is over.
                self.commands.push(RatingCommand::GameReplaced);
                self.session = session;
                self.views
                    .status
                    .notify("The game that was not saved last time is back.");
            }
            Err(message) => self.views.status.report_error(format!(
                "The game that was not saved last time could not be restored: {message}."
            )),
        }
    }

    /// Hands the game to the autosave worker when its change state moved: written while it has
    /// unsaved changes, removed once saved (only if this run wrote it: an older autosave waits to be
    /// offered).
    pub(crate) fn autosave_if_changed(&mut self) {
        let Some(autosave) = &mut self.autosave else {
            return;
        };
        // While a restore is offered the old autosave must stay; a discarded game is not kept.
        if self.rt.waiting == Waiting::OfferRestore || autosave.discarded {
            return;
        }
        // The person's game, also while puzzles are shown.
        let game = self.rt.game_aside.as_deref().unwrap_or(&self.session);
        let state = game.change_state();
        if autosave.heard == Some(state) {
            return;
        }
        autosave.heard = Some(state);
        if state.1 {
            autosave.saver.store(game.to_save_file());
            autosave.written = true;
        } else if autosave.written {
            autosave.saver.clear();
        }
    }

    /// A save that failed or was cancelled: the action that waited for it is dropped.
    fn stop_waiting_for_save(&mut self) {
        if matches!(self.rt.waiting, Waiting::SaveThen(_)) {
            self.rt.waiting = Waiting::Idle;
        }
    }
}
