//! File dialogs and disk work off the UI thread. A dialog is asked for on a worker thread (rfd blocks
//! until the person answers, or forever on a broken portal), then the file is read and checked, or
//! encoded and written atomically, on that same thread; the result comes back through a channel and
//! wakes the UI. Where the system cannot show a dialog, the worker says so and the app shows its own
//! chooser. Autosaves are written (and removed) by a second, quiet worker.

pub mod chooser;
mod feature;
pub mod ops;

pub mod autosave;
pub use autosave::{Autosaver, default_autosave_path};
pub use ops::{FileContext, Files};

use super::shell::i18n::{Words, tr, words};

/// The files' words, in each language (`i18n/`): the dialogs, the chooser, the news of opening,
/// saving, pasting and the autosave.
pub static WORDS: Words = words!("files");

use crate::app::shell::tasks::{Task, Update};
use std::path::{Path, PathBuf};

use crate::app::game::answer::Answer;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

use crossbeam_channel::{Receiver, Sender, unbounded};

use ardri_saves::{LoadedGame, SaveFile};

/// What a file dialog answered.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum DialogAnswer {
    Chosen(PathBuf),
    Cancelled,
    /// No dialog could be shown here (no portal, no zenity): the app must ask itself.
    Unavailable,
}

/// Where paths come from: the system's dialogs in the app, fixed answers in tests.
pub trait FileDialogs: Send + Sync {
    /// Blocks until a file to open is chosen or the dialog is cancelled.
    fn open_path(&self, start_dir: &Path) -> DialogAnswer;
    /// Blocks until a file to save to is chosen or the dialog is cancelled.
    fn save_path(&self, start_dir: &Path, file_name: &str) -> DialogAnswer;
    /// As [`FileDialogs::open_path`], for a game record in text.
    fn open_text_path(&self, start_dir: &Path) -> DialogAnswer {
        self.open_path(start_dir)
    }
    /// As [`FileDialogs::save_path`], for a game record in text.
    fn save_text_path(&self, start_dir: &Path, file_name: &str) -> DialogAnswer {
        self.save_path(start_dir, file_name)
    }
    /// Blocks until a folder (of games, for the library) is chosen or the dialog is cancelled.
    fn folder_path(&self, start_dir: &Path) -> DialogAnswer;
}

/// The system's native dialogs (xdg-desktop-portal or zenity on Linux) through rfd.
///
/// rfd cannot tell "no dialog" from "cancelled": without a portal or zenity it returns `None` in
/// milliseconds. So a dialog without a session bus and without zenity is not tried at all, and an
/// answer of `None` faster than a person can cancel counts as "no dialog"; after that the built-in
/// chooser is used for the rest of the run.
#[derive(Default)]
pub struct NativeDialogs {
    unavailable: AtomicBool,
}

/// No person cancels a dialog this fast; rfd without a backend answers in a few milliseconds.
const FASTEST_HUMAN_CANCEL: Duration = Duration::from_millis(250);

impl NativeDialogs {
    fn ask(&self, dialog: impl FnOnce() -> Option<PathBuf>) -> DialogAnswer {
        if self.unavailable.load(Ordering::Relaxed) || !backend_present() {
            self.unavailable.store(true, Ordering::Relaxed);
            return DialogAnswer::Unavailable;
        }
        let started = Instant::now();
        match dialog() {
            Some(path) => DialogAnswer::Chosen(path),
            None if started.elapsed() < FASTEST_HUMAN_CANCEL => {
                self.unavailable.store(true, Ordering::Relaxed);
                DialogAnswer::Unavailable
            }
            None => DialogAnswer::Cancelled,
        }
    }
}

/// Whether rfd has anything to show a dialog with: on Linux a session bus (for the portal) or zenity.
fn backend_present() -> bool {
    if !cfg!(target_os = "linux") {
        return true;
    }
    let bus = std::env::var_os("DBUS_SESSION_BUS_ADDRESS").is_some_and(|v| !v.is_empty());
    let zenity = std::env::var_os("PATH")
        .is_some_and(|paths| std::env::split_paths(&paths).any(|dir| dir.join("zenity").is_file()));
    bus || zenity
}

impl FileDialogs for NativeDialogs {
    fn open_path(&self, start_dir: &Path) -> DialogAnswer {
        self.ask(|| {
            rfd::FileDialog::new()
                .set_title(tr!(WORDS, "files-dialog-open-title"))
                .add_filter(tr!(WORDS, "files-filter-game"), &["ron"])
                .set_directory(start_dir)
                .pick_file()
        })
    }

    fn save_path(&self, start_dir: &Path, file_name: &str) -> DialogAnswer {
        self.ask(|| {
            rfd::FileDialog::new()
                .set_title(tr!(WORDS, "files-dialog-save-title"))
                .add_filter(tr!(WORDS, "files-filter-game"), &["ron"])
                .set_directory(start_dir)
                .set_file_name(file_name)
                .save_file()
        })
    }

    fn open_text_path(&self, start_dir: &Path) -> DialogAnswer {
        self.ask(|| {
            rfd::FileDialog::new()
                .set_title(tr!(WORDS, "files-dialog-import-title"))
                .add_filter(tr!(WORDS, "files-filter-record"), &["txt"])
                .set_directory(start_dir)
                .pick_file()
        })
    }

    fn save_text_path(&self, start_dir: &Path, file_name: &str) -> DialogAnswer {
        self.ask(|| {
            rfd::FileDialog::new()
                .set_title(tr!(WORDS, "files-dialog-export-title"))
                .add_filter(tr!(WORDS, "files-filter-record"), &["txt"])
                .set_directory(start_dir)
                .set_file_name(file_name)
                .save_file()
        })
    }

    fn folder_path(&self, start_dir: &Path) -> DialogAnswer {
        self.ask(|| {
            rfd::FileDialog::new()
                .set_title(tr!(WORDS, "files-dialog-folder-title"))
                .set_directory(start_dir)
                .pick_folder()
        })
    }
}

/// What the in-app chooser is for when the system's dialog is unavailable.
#[derive(Clone, Debug)]
pub enum ChooserPurpose {
    Open,
    /// A folder (for the game library), and how the one chosen is answered.
    Folder(Answer<PathBuf>),
    Save {
        file: Box<SaveFile>,
        revision: u64,
    },
    /// Read a game record in text.
    ImportText,
    /// Write this game record.
    ExportText {
        text: String,
    },
}

impl ChooserPurpose {
    /// The kind of file it lists and names: `ron` for games, `txt` for records in text.
    pub fn extension(&self) -> &'static str {
        match self {
            ChooserPurpose::Open | ChooserPurpose::Save { .. } => "ron",
            ChooserPurpose::ImportText | ChooserPurpose::ExportText { .. } => "txt",
            // A folder is chosen among folders; its games are shown, greyed.
            ChooserPurpose::Folder(_) => "ron",
        }
    }
}

/// What a file job reports back.
#[derive(Debug)]
pub enum FileOutcome {
    Opened {
        path: PathBuf,
        loaded: Box<LoadedGame>,
    },
    OpenFailed {
        path: PathBuf,
        message: String,
    },
    Saved {
        path: PathBuf,
        revision: u64,
    },
    SaveFailed {
        path: PathBuf,
        message: String,
    },
    /// A game record in text was read and checked (a failure is an `OpenFailed`).
    Imported {
        path: PathBuf,
        loaded: Box<LoadedGame>,
    },
    /// The game was written as text (a failure is a `SaveFailed`).
    Exported {
        path: PathBuf,
    },
    /// A folder chosen (for the game library), and how it is answered.
    FolderChosen(PathBuf, Answer<PathBuf>),
    /// The person closed the dialog without choosing.
    Cancelled,
    /// No system dialog: ask in the app, starting in `dir` (with `file_name` suggested for a save).
    DialogUnavailable {
        purpose: ChooserPurpose,
        dir: PathBuf,
        file_name: String,
    },
    /// The file chosen in the system's dialog exists under the name the extension made of it:
    /// ask before replacing it (in the app's chooser).
    AskReplace {
        purpose: ChooserPurpose,
        path: PathBuf,
    },
    /// The autosave of a game that was not saved when the program last stopped.
    AutosaveFound {
        loaded: Box<LoadedGame>,
    },
    /// The autosave of the last run could not be read: moved aside to `kept`, or (`None`) left
    /// alone and nothing autosaved this run.
    AutosaveSetAside {
        kept: Option<PathBuf>,
    },
    /// The last run left no game to restore.
    AutosaveNone,
    /// An autosave could not be written (reported once).
    AutosaveFailed {
        message: String,
    },
}

/// Runs one file job at a time on a worker thread.
pub struct FileWorker {
    dialogs: Arc<dyn FileDialogs>,
    /// The autosave's news (its thread sends here).
    tx: Sender<FileOutcome>,
    rx: Receiver<FileOutcome>,
    /// The dialog and file jobs under way, each a task of its own.
    jobs: Vec<Task<(), FileOutcome>>,
}

impl FileWorker {
    pub fn new(dialogs: Arc<dyn FileDialogs>) -> FileWorker {
        let (tx, rx) = unbounded();
        FileWorker {
            dialogs,
            tx,
            rx,
            jobs: Vec::new(),
        }
    }

    /// A dialog or a read/write is under way (Open and Save are disabled meanwhile).
    pub fn busy(&self) -> bool {
        !self.jobs.is_empty()
    }

    fn spawn(
        &mut self,
        wake: egui::Context,
        job: impl FnOnce(&dyn FileDialogs) -> FileOutcome + Send + 'static,
    ) {
        let dialogs = self.dialogs.clone();
        self.jobs.push(Task::spawn("ardri-files", wake, move |_| {
            job(dialogs.as_ref())
        }));
    }

    /// Asks for a file and loads it.
    pub fn open(&mut self, wake: egui::Context, start_dir: PathBuf) {
        self.spawn(wake, move |dialogs| match dialogs.open_path(&start_dir) {
            DialogAnswer::Chosen(path) => read(path),
            DialogAnswer::Cancelled => FileOutcome::Cancelled,
            DialogAnswer::Unavailable => FileOutcome::DialogUnavailable {
                purpose: ChooserPurpose::Open,
                dir: start_dir,
                file_name: String::new(),
            },
        });
    }

    /// Asks for a folder (for the game library).
    pub fn choose_folder(
        &mut self,
        wake: egui::Context,
        start_dir: PathBuf,
        answer: Answer<PathBuf>,
    ) {
        self.spawn(wake, move |dialogs| match dialogs.folder_path(&start_dir) {
            DialogAnswer::Chosen(path) => FileOutcome::FolderChosen(path, answer),
            DialogAnswer::Cancelled => FileOutcome::Cancelled,
            DialogAnswer::Unavailable => FileOutcome::DialogUnavailable {
                purpose: ChooserPurpose::Folder(answer),
                dir: start_dir,
                file_name: String::new(),
            },
        });
    }

    /// Loads a known file (one named on the command line, or chosen in the game library).
    pub fn open_path(&mut self, wake: egui::Context, path: PathBuf) {
        self.spawn(wake, move |_| read(path));
    }

    /// Asks where to save, then writes `file` there.
    pub fn save_as(
        &mut self,
        wake: egui::Context,
        start_dir: PathBuf,
        file_name: String,
        file: SaveFile,
        revision: u64,
    ) {
        self.spawn(wake, move |dialogs| {
            // The saves folder is made when a game is first saved there.
            if !start_dir.exists() {
                let _ = std::fs::create_dir_all(&start_dir);
            }
            let mut path = match dialogs.save_path(&start_dir, &file_name) {
                DialogAnswer::Chosen(path) => path,
                DialogAnswer::Cancelled => return FileOutcome::Cancelled,
                DialogAnswer::Unavailable => {
                    return FileOutcome::DialogUnavailable {
                        purpose: ChooserPurpose::Save {
                            file: Box::new(file),
                            revision,
                        },
                        dir: start_dir,
                        file_name,
                    };
                }
            };
            // GTK and portal dialogs do not add the filter's extension; they asked about the name
            // typed, so a file that the extension makes another name for was not asked about.
            if path.extension().is_none() {
                path.set_extension("ron");
                if path.exists() {
                    return FileOutcome::AskReplace {
                        purpose: ChooserPurpose::Save {
                            file: Box::new(file),
                            revision,
                        },
                        path,
                    };
                }
            }
            write(path, &file, revision)
        });
    }

    /// Writes `file` to a known path.
    pub fn save_to(&mut self, wake: egui::Context, path: PathBuf, file: SaveFile, revision: u64) {
        self.spawn(wake, move |_| write(path, &file, revision));
    }

    /// Asks for a game record in text and reads it.
    pub fn import_text(&mut self, wake: egui::Context, start_dir: PathBuf) {
        self.spawn(wake, move |dialogs| {
            match dialogs.open_text_path(&start_dir) {
                DialogAnswer::Chosen(path) => read_text(path),
                DialogAnswer::Cancelled => FileOutcome::Cancelled,
                DialogAnswer::Unavailable => FileOutcome::DialogUnavailable {
                    purpose: ChooserPurpose::ImportText,
                    dir: start_dir,
                    file_name: String::new(),
                },
            }
        });
    }

    /// Reads a known game record in text.
    pub fn import_text_path(&mut self, wake: egui::Context, path: PathBuf) {
        self.spawn(wake, move |_| read_text(path));
    }

    /// Asks where to export, then writes `text` there atomically.
    pub fn export_text(
        &mut self,
        wake: egui::Context,
        start_dir: PathBuf,
        file_name: String,
        text: String,
    ) {
        self.spawn(wake, move |dialogs| {
            let mut path = match dialogs.save_text_path(&start_dir, &file_name) {
                DialogAnswer::Chosen(path) => path,
                DialogAnswer::Cancelled => return FileOutcome::Cancelled,
                DialogAnswer::Unavailable => {
                    return FileOutcome::DialogUnavailable {
                        purpose: ChooserPurpose::ExportText { text },
                        dir: start_dir,
                        file_name,
                    };
                }
            };
            if path.extension().is_none() {
                path.set_extension("txt");
                if path.exists() {
                    return FileOutcome::AskReplace {
                        purpose: ChooserPurpose::ExportText { text },
                        path,
                    };
                }
            }
            write_text(path, &text)
        });
    }

    /// Writes a game record in text to a known path.
    pub fn export_text_to(&mut self, wake: egui::Context, path: PathBuf, text: String) {
        self.spawn(wake, move |_| write_text(path, &text));
    }

    /// The finished job's outcome, if one has finished.
    pub fn poll(&mut self) -> Option<FileOutcome> {
        if let Ok(news) = self.rx.try_recv() {
            return Some(news);
        }
        // A job's outcome ends it (and, with the last one, the busy state).
        for i in 0..self.jobs.len() {
            let done = self.jobs[i]
                .poll()
                .into_iter()
                .find_map(|update| match update {
                    Update::Done(outcome) => Some(outcome),
                    _ => None,
                });
            if let Some(outcome) = done {
                self.jobs.remove(i);
                return Some(outcome);
            }
        }
        None
    }
}

fn read(path: PathBuf) -> FileOutcome {
    match ardri_saves::load(&path) {
        Ok(loaded) => FileOutcome::Opened {
            path,
            loaded: Box::new(loaded),
        },
        Err(e) => {
            // The person reads where and what in plain words; the parser's own account goes to
            // the log (standard error) for a bug report.
            if let ardri_saves::LoadError::Syntax { detail, .. } = &e {
                eprintln!("ardri: {} did not load: {detail}", path.display());
            }
            FileOutcome::OpenFailed {
                path,
                message: super::shell::aside::load_error_words(&e),
            }
        }
    }
}

fn write(path: PathBuf, file: &SaveFile, revision: u64) -> FileOutcome {
    match ardri_saves::save(&path, file) {
        Ok(()) => FileOutcome::Saved { path, revision },
        Err(e) => FileOutcome::SaveFailed {
            path,
            message: crate::app::shell::aside::save_error_reason(&e),
        },
    }
}

fn read_text(path: PathBuf) -> FileOutcome {
    let parsed = std::fs::read_to_string(&path)
        .map_err(|e| e.to_string())
        .and_then(|text| ardri_saves::parse_text(&text).map_err(|e| e.to_string()));
    match parsed {
        Ok(loaded) => FileOutcome::Imported {
            path,
            loaded: Box::new(loaded),
        },
        Err(message) => FileOutcome::OpenFailed { path, message },
    }
}

fn write_text(path: PathBuf, text: &str) -> FileOutcome {
    match ardri_saves::write_atomic(&path, text.as_bytes()) {
        Ok(()) => FileOutcome::Exported { path },
        Err(e) => FileOutcome::SaveFailed {
            path,
            message: crate::app::shell::aside::save_error_reason(&e),
        },
    }
}

/// The folder file choosers start in before any game was opened or saved (after that, the last
/// folder used): the person's saves folder, in their documents or their home (see
/// [`saves_dir_in`]).
pub fn default_saves_dir() -> PathBuf {
    saves_dir_in(
        std::env::home_dir(),
        std::env::var_os("XDG_DOCUMENTS_DIR").map(PathBuf::from),
    )
}

/// The saves folder for a person whose home is `home` and whose documents folder the desktop
/// names `documents`: `<documents>/Ard Ri` (`~/Documents/Ard Ri` where the desktop names none
/// but the folder exists), else `~/Ard Ri`. Never the folder the program was started in. It is
/// made when a game is first saved there.
pub fn saves_dir_in(home: Option<PathBuf>, documents: Option<PathBuf>) -> PathBuf {
    let documents = documents.filter(|d| d.is_absolute()).or_else(|| {
        home.as_ref()
            .map(|h| h.join("Documents"))
            .filter(|d| d.is_dir())
    });
    documents
        .or(home)
        .map_or_else(std::env::temp_dir, |dir| dir.join("Ard Ri"))
}

#[cfg(test)]
mod saves_dir_tests {
    use super::saves_dir_in;

    /// Save proposes the person's saves folder, never the folder the program was started in.
    #[test]
    fn the_saves_folder_is_in_the_documents_or_the_home() {
        let home = tempfile::tempdir().unwrap();
        let bare = saves_dir_in(Some(home.path().into()), None);
        assert_eq!(bare, home.path().join("Ard Ri"));
        std::fs::create_dir(home.path().join("Documents")).unwrap();
        let with_documents = saves_dir_in(Some(home.path().into()), None);
        assert_eq!(with_documents, home.path().join("Documents").join("Ard Ri"));
        let named = saves_dir_in(Some(home.path().into()), Some("/srv/docs".into()));
        assert_eq!(named, std::path::Path::new("/srv/docs/Ard Ri"));
        let cwd = std::env::current_dir().unwrap();
        assert!(!bare.starts_with(&cwd) || home.path().starts_with(&cwd));
    }
}
