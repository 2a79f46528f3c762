//! The handler of [`FileCommand`]s: new games, set-up and pasted positions, open, save, quit, the
//! clipboard, the answers to the app's questions, what the file worker reports, and the autosave.
//! Everything that replaces the game on the board goes through `guarded`, so an unsaved game is
//! never dropped without asking. It acts on the files' own state ([`Files`]: the worker, the
//! autosave, the restore offer, the app's own chooser) and asks the rest of the app for the game on
//! the board, the settings it remembers and the questions with commands.

use std::path::{Path, PathBuf};

use ardri_rules::{Game, Position, Rules};

use ardri_saves::LoadedGame;

use super::super::game::commands::{
    BoardCommand, Command, ConfirmChoice, FileCommand, Loaded, NewStart, SessionSource, ViewCommand,
};
use super::super::game::runtime::Waiting;
use super::super::game::session::Session;
use super::super::game::session::playable;
use super::super::game::settings::Settings;
use super::super::shell::i18n::tr;
use super::WORDS;
use super::autosave::Autosave;
use super::chooser::Chooser;
use super::{ChooserPurpose, FileOutcome, FileWorker};

pub mod restore;

use restore::restore_question;

/// The files' state while the app runs.
pub struct Files {
    /// File dialogs and disk work off the UI thread.
    pub worker: FileWorker,
    /// The autosave (`None`: nothing is autosaved).
    pub autosave: Option<Autosave>,
    /// The autosave of the last run, while its restore is offered.
    pub restorable: Option<Box<LoadedGame>>,
    /// The app's own file chooser, while it is open (where the system shows no dialog).
    pub chooser: Option<Chooser>,
}

/// What a file command may read of the rest of the app.
pub struct FileContext<'a> {
    /// The person's game (also while puzzles have the board).
    pub game: &'a Session,
    pub settings: &'a Settings,
    pub waiting: &'a Waiting,
    /// Where file choosers start when no folder was used yet.
    pub default_dir: &'a Path,
    pub ctx: &'a egui::Context,
    /// Now, by the app's clock (a running game clock is saved as it reads then).
    pub now: std::time::Instant,
}

/// Pasted text: a position string (checked as the editor checks a set-up), else moves from the
/// start. Bad text says what is wrong.
pub fn parse_paste(text: &str) -> Result<NewStart, String> {
    let text = text.trim();
    if let Ok(position) = Position::from_fen(text, Rules::default()) {
        let position = playable(position)
            .map_err(|m| tr!(WORDS, "files-paste-not-playable", reason = m).into_owned())?;
        return Ok(NewStart {
            game: Game::from_position(position),
            message: tr!(WORDS, "files-paste-position").into_owned(),
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
            return Err(tr!(
                WORDS,
                "files-paste-bad-word",
                word = i + 1,
                reason = e.to_string()
            )
            .into_owned());
        }
    }
    if game.ply_count() == 0 {
        return Err(tr!(WORDS, "files-paste-empty").into_owned());
    }
    Ok(NewStart {
        game,
        message: tr!(WORDS, "files-paste-moves").into_owned(),
    })
}

impl Files {
    pub fn busy(&self) -> bool {
        self.worker.busy()
    }

    /// Reads `path` on the worker (as Open would, without asking).
    pub fn open_path(&mut self, wake: egui::Context, path: PathBuf) {
        self.worker.open_path(wake, path);
    }

    /// Carries out `command`. Returns what the rest of the app is asked to do, in order.
    pub fn handle(&mut self, command: FileCommand, cx: &FileContext<'_>) -> Vec<Command> {
        let ctx = cx.ctx;
        match command {
            FileCommand::NewGame(players) => {
                let players = players.unwrap_or(cx.settings.players);
                self.guarded(FileCommand::NewGame(Some(players)).into(), cx)
            }
            FileCommand::Open => self.guarded(FileCommand::Open.into(), cx),
            FileCommand::OpenPath(path) => self.guarded(FileCommand::OpenPath(path).into(), cx),
            FileCommand::Save => self.save(cx, false),
            FileCommand::SaveAs => self.save(cx, true),
            FileCommand::Quit => {
                ctx.send_viewport_cmd(egui::ViewportCommand::Close);
                Vec::new()
            }
            FileCommand::StartFrom(start) => self.guarded(FileCommand::StartFrom(start).into(), cx),
            FileCommand::Paste(text) => match parse_paste(&text) {
                Ok(start) => self.guarded(FileCommand::StartFrom(Box::new(start)).into(), cx),
                // The text stays in the paste window, to be mended.
                Err(message) => vec![
                    Command::report(message),
                    ViewCommand::OpenPasteWith(text).into(),
                ],
            },
            FileCommand::CopyPosition => {
                let fen = cx.game_on_board_position().fen();
                ctx.copy_text(fen.clone());
                vec![Command::notify(tr!(
                    WORDS,
                    "files-position-copied",
                    fen = fen
                ))]
            }
            FileCommand::CopyMoves => {
                let moves: Vec<_> = cx.game.game.moves().iter().map(|p| p.mv).collect();
                // As the window writes them; Paste reads them back.
                ctx.copy_text(super::super::game::notation::moves_text(&moves));
                let count = super::super::game::notation::moves_in(moves.len());
                vec![Command::notify(tr!(
                    WORDS,
                    "files-moves-copied",
                    count = count
                ))]
            }
            FileCommand::ExportText => self.export_text(cx),
            FileCommand::Guard(command) => self.guarded(*command, cx),
            FileCommand::ChooseFolder { start, answer } => {
                if !self.worker.busy() {
                    self.worker.choose_folder(ctx.clone(), start, answer);
                }
                Vec::new()
            }
            FileCommand::ImportText => self.guarded(FileCommand::ImportText.into(), cx),
            FileCommand::Confirm(choice) => self.confirm_answered(choice, cx),
            FileCommand::Restore(restore) => self.restore_answered(restore),
            FileCommand::Chooser(answer) => self.chooser_answered(answer, cx),
        }
    }

    /// The guard for unsaved work: lets `command` (one that drops the game on the board) through
    /// now, or after "save your changes?" when the game has unsaved changes; the question holds
    /// the command. Let through, it comes back to its feature as [`Command::Cleared`] (a file
    /// command to [`Files::proceed`]).
    fn guarded(&mut self, command: Command, cx: &FileContext<'_>) -> Vec<Command> {
        // The person's game, on hold for puzzles, is the one the question is about.
        let mut asks = vec![BoardCommand::Release.into()];
        if cx.game.is_dirty() {
            asks.push(Command::wait(Waiting::Confirm(Box::new(command))));
        } else {
            asks.extend(cleared(command));
        }
        asks
    }

    fn confirm_answered(&mut self, choice: ConfirmChoice, cx: &FileContext<'_>) -> Vec<Command> {
        let Waiting::Confirm(pending) = cx.waiting.clone() else {
            return Vec::new();
        };
        let mut asks = vec![Command::wait(Waiting::Idle)];
        match choice {
            ConfirmChoice::Save => {
                asks.push(Command::wait(Waiting::SaveThen(pending)));
                asks.extend(self.save(cx, false));
            }
            ConfirmChoice::Discard => {
                if *pending == FileCommand::Quit.into()
                    && let Some(autosave) = &mut self.autosave
                {
                    // Thrown away on purpose: nothing to offer back next time.
                    autosave.discarded = true;
                }
                asks.extend(cleared(*pending));
            }
            ConfirmChoice::Cancel => {}
        }
        asks
    }

    /// Carries out a guarded file command once nothing unsaved stands in its way.
    pub fn proceed(&mut self, command: FileCommand, cx: &FileContext<'_>) -> Vec<Command> {
        let ctx = cx.ctx;
        let mut asks = Vec::new();
        match command {
            FileCommand::NewGame(players) => {
                let players = players.unwrap_or(cx.settings.players);
                if players != cx.settings.players {
                    asks.push(
                        ViewCommand::Settings(Box::new(Settings {
                            players,
                            ..cx.settings.clone()
                        }))
                        .into(),
                    );
                }
                asks.push(BoardCommand::New.into());
            }
            // A dialog already on screen (busy) is the one the person answers.
            FileCommand::Open if !self.worker.busy() => {
                self.worker.open(ctx.clone(), start_dir(cx));
            }
            FileCommand::ImportText if !self.worker.busy() => {
                self.worker.import_text(ctx.clone(), start_dir(cx));
            }
            FileCommand::OpenPath(path) => {
                if self.worker.busy() {
                    asks.push(Command::notify(tr!(WORDS, "files-busy")));
                } else {
                    self.worker.open_path(ctx.clone(), path);
                }
            }
            FileCommand::Quit => {
                asks.push(Command::wait(Waiting::Quitting));
                ctx.send_viewport_cmd(egui::ViewportCommand::Close);
            }
            FileCommand::StartFrom(start) => {
                let message = start.message.clone();
                asks.push(BoardCommand::SetUp(start).into());
                asks.push(BoardCommand::Release.into());
                asks.push(ViewCommand::ClosePaste.into());
                asks.push(Command::notify(message));
            }
            // Only the commands `guarded` is given come here.
            _ => {}
        }
        asks
    }

    fn save(&mut self, cx: &FileContext<'_>, ask_path: bool) -> Vec<Command> {
        if self.worker.busy() {
            return Vec::new();
        }
        let ctx = cx.ctx;
        // Save is for the person's game, not a puzzle.
        let job = cx.game.save_job(cx.now);
        match cx.game.path() {
            Some(path) if !ask_path => {
                self.worker
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
                self.worker
                    .save_as(ctx.clone(), game_dir(cx), name, job.file, job.revision);
            }
        }
        vec![BoardCommand::Release.into()]
    }

    /// Writes the main line with its metadata and annotations as a text record, through a dialog
    /// on the file worker. An export is no save: the game stays as saved or unsaved as it was.
    fn export_text(&mut self, cx: &FileContext<'_>) -> Vec<Command> {
        if self.worker.busy() {
            return Vec::new();
        }
        let game = cx.game;
        let metadata = game.to_save_file(cx.now).metadata;
        let text = ardri_saves::write_text(&game.game, &metadata, game.annotations());
        let name = game.path().and_then(|p| p.file_stem()).map_or_else(
            || format!("ardri-{}", metadata.date.replace([' ', ':'], "-")),
            |n| n.to_string_lossy().into_owned(),
        );
        self.worker
            .export_text(cx.ctx.clone(), game_dir(cx), format!("{name}.txt"), text);
        Vec::new()
    }

    /// What the file worker reported.
    pub fn outcome(&mut self, outcome: FileOutcome, cx: &FileContext<'_>) -> Vec<Command> {
        match outcome {
            FileOutcome::Opened { path, loaded } => {
                match Session::opened((*loaded).clone(), path.clone()) {
                    Ok(_) => vec![
                        BoardCommand::Put(SessionSource::Opened {
                            path: path.clone(),
                            loaded: Loaded(loaded),
                        })
                        .into(),
                        remembered(cx, &path, true),
                        Command::notify(tr!(
                            WORDS,
                            "files-opened",
                            path = path.display().to_string()
                        )),
                    ],
                    Err(message) => vec![open_failed(&path, &message)],
                }
            }
            FileOutcome::OpenFailed { path, message } => vec![open_failed(&path, &message)],
            FileOutcome::Imported { path, loaded } => match Session::imported((*loaded).clone()) {
                Ok(_) => vec![
                    BoardCommand::Put(SessionSource::Imported(Loaded(loaded))).into(),
                    remembered(cx, &path, false),
                    Command::notify(tr!(
                        WORDS,
                        "files-imported",
                        path = path.display().to_string()
                    )),
                ],
                Err(message) => vec![open_failed(&path, &message)],
            },
            FileOutcome::Exported { path } => vec![
                remembered(cx, &path, false),
                Command::notify(tr!(
                    WORDS,
                    "files-exported",
                    path = path.display().to_string()
                )),
            ],
            FileOutcome::Saved { path, revision } => {
                let mut asks = vec![
                    BoardCommand::Saved {
                        revision,
                        path: path.clone(),
                    }
                    .into(),
                    remembered(cx, &path, true),
                    Command::notify(tr!(WORDS, "files-saved", path = path.display().to_string())),
                ];
                if let Waiting::SaveThen(action) = cx.waiting.clone() {
                    asks.push(Command::wait(Waiting::Idle));
                    asks.extend(cleared(*action));
                }
                asks
            }
            FileOutcome::SaveFailed { path, message } => {
                let mut asks = stop_waiting_for_save(cx);
                asks.push(Command::report(tr!(
                    WORDS,
                    "files-save-failed",
                    path = path.display().to_string(),
                    reason = message
                )));
                asks
            }
            FileOutcome::Cancelled => stop_waiting_for_save(cx),
            FileOutcome::FolderChosen(dir, answer) => vec![answer.0(dir)],
            FileOutcome::DialogUnavailable {
                purpose,
                dir,
                file_name,
            } => {
                self.chooser = Some(Chooser::new(purpose, dir, &file_name));
                Vec::new()
            }
            FileOutcome::AskReplace { purpose, path } => {
                self.chooser = Some(Chooser::asking_to_replace(purpose, path));
                Vec::new()
            }
            FileOutcome::AutosaveNone => {
                self.autosave_looked();
                Vec::new()
            }
            FileOutcome::AutosaveFound { loaded } => {
                self.autosave_looked();
                // Offered only while nothing has been played yet in this run.
                let game = cx.game;
                // A game against a level that ended is in the person's record already: it is not
                // offered back (it would only be played on from its end).
                let ended_and_kept = loaded.game.is_over() && loaded.rated.is_some();
                if game.game.ply_count() == 0
                    && !game.is_dirty()
                    && *cx.waiting == Waiting::Idle
                    && !ended_and_kept
                {
                    let question = restore_question(loaded.game.ply_count());
                    self.restorable = Some(loaded);
                    vec![Command::wait(Waiting::Question(Box::new(question)))]
                } else {
                    Vec::new()
                }
            }
            FileOutcome::AutosaveSetAside { kept } => {
                self.autosave_looked();
                vec![
                    ViewCommand::AddError(match kept {
                        Some(kept) => tr!(
                            WORDS,
                            "files-autosave-set-aside",
                            path = kept.display().to_string()
                        )
                        .into_owned(),
                        None => tr!(WORDS, "files-autosave-unreadable").into_owned(),
                    })
                    .into(),
                ]
            }
            FileOutcome::AutosaveFailed { message } => vec![Command::report(tr!(
                WORDS,
                "files-autosave-failed",
                reason = message
            ))],
        }
    }

    /// The chooser's answer: a path to open or save to, or `None` for Cancel.
    fn chooser_answered(&mut self, path: Option<PathBuf>, cx: &FileContext<'_>) -> Vec<Command> {
        let Some(open) = self.chooser.take() else {
            return Vec::new();
        };
        let Some(mut path) = path else {
            return stop_waiting_for_save(cx);
        };
        let ctx = cx.ctx;
        match open.purpose {
            ChooserPurpose::Open => self.worker.open_path(ctx.clone(), path),
            ChooserPurpose::Folder(answer) => return vec![answer.0(path)],
            ChooserPurpose::Save { file, revision } => {
                if path.extension().is_none() {
                    path.set_extension("ron");
                }
                self.worker.save_to(ctx.clone(), path, *file, revision);
            }
            ChooserPurpose::ImportText => self.worker.import_text_path(ctx.clone(), path),
            ChooserPurpose::ExportText { text } => {
                if path.extension().is_none() {
                    path.set_extension("txt");
                }
                self.worker.export_text_to(ctx.clone(), path, text);
            }
        }
        Vec::new()
    }
}

/// A guarded command let through: whoever holds the board gives way (not for quitting, nor for a
/// command that goes on with what holds it: the next game of a folder's practice), and the
/// command comes back to its feature as [`Command::Cleared`].
fn cleared(command: Command) -> Vec<Command> {
    let keeps_the_board = matches!(&command, Command::Feature(c) if c.keeps_the_board());
    let mut asks = Vec::new();
    if command != FileCommand::Quit.into() && !keeps_the_board {
        asks.push(BoardCommand::GiveWay.into());
    }
    asks.push(Command::Cleared(Box::new(command)));
    asks
}

impl FileContext<'_> {
    /// The position the board shows for the person's game.
    fn game_on_board_position(&self) -> Position {
        self.game.shown_position()
    }
}

/// Where file choosers start: the folder last used, else the default one.
fn start_dir(cx: &FileContext<'_>) -> PathBuf {
    cx.settings
        .last_folder
        .clone()
        .filter(|dir| dir.is_dir())
        .unwrap_or_else(|| cx.default_dir.to_path_buf())
}

/// The folder of the game's file, else where file choosers start.
fn game_dir(cx: &FileContext<'_>) -> PathBuf {
    cx.game
        .path()
        .and_then(|p| p.parent())
        .filter(|p| !p.as_os_str().is_empty())
        .map_or_else(|| start_dir(cx), Path::to_path_buf)
}

/// The settings with the folder of a game just opened or saved (where the next chooser starts) and,
/// for a game file (`recent`), the file first among the recent ones.
fn remembered(cx: &FileContext<'_>, path: &Path, recent: bool) -> Command {
    let mut settings = cx.settings.clone();
    let folder = std::path::absolute(path)
        .ok()
        .and_then(|p| p.parent().map(Path::to_path_buf));
    if let Some(folder) = folder {
        settings.last_folder = Some(folder);
    }
    if recent {
        settings.remember_recent(path);
    }
    ViewCommand::Settings(Box::new(settings)).into()
}

fn open_failed(path: &Path, message: &str) -> Command {
    Command::report(tr!(
        WORDS,
        "files-open-failed",
        path = path.display().to_string(),
        reason = message
    ))
}

/// A save that failed or was cancelled: the action that waited for it is dropped.
fn stop_waiting_for_save(cx: &FileContext<'_>) -> Vec<Command> {
    if matches!(cx.waiting, Waiting::SaveThen(_)) {
        vec![Command::wait(Waiting::Idle)]
    } else {
        Vec::new()
    }
}

#[cfg(test)]
mod tests;
