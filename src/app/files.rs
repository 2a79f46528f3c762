//! File dialogs and disk work off the UI thread. A dialog is asked for on a worker thread (rfd blocks
//! until the person answers, or forever on a broken portal), then the file is read and checked, or
//! encoded and written atomically, on that same thread; the result comes back through a channel and
//! wakes the UI.

use std::path::{Path, PathBuf};
use std::sync::Arc;

use crossbeam_channel::{Receiver, Sender, unbounded};

use ardri_saves::{LoadedGame, SaveFile};

/// Where paths come from: the system's dialogs in the app, fixed answers in tests.
pub trait FileDialogs: Send + Sync {
    /// Blocks until a file to open is chosen, or `None` if cancelled.
    fn open_path(&self, start_dir: &Path) -> Option<PathBuf>;
    /// Blocks until a file to save to is chosen, or `None` if cancelled.
    fn save_path(&self, start_dir: &Path, file_name: &str) -> Option<PathBuf>;
}

/// The system's native dialogs (portal or zenity on Linux) through rfd.
pub struct NativeDialogs;

impl FileDialogs for NativeDialogs {
    fn open_path(&self, start_dir: &Path) -> Option<PathBuf> {
        rfd::FileDialog::new()
            .set_title("Open an Ard Ri game")
            .add_filter("Ard Ri game", &["ron"])
            .set_directory(start_dir)
            .pick_file()
    }

    fn save_path(&self, start_dir: &Path, file_name: &str) -> Option<PathBuf> {
        rfd::FileDialog::new()
            .set_title("Save the Ard Ri game")
            .add_filter("Ard Ri game", &["ron"])
            .set_directory(start_dir)
            .set_file_name(file_name)
            .save_file()
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
    /// The person closed the dialog without choosing.
    Cancelled,
}

/// Runs one file job at a time on a worker thread.
pub struct FileWorker {
    dialogs: Arc<dyn FileDialogs>,
    tx: Sender<FileOutcome>,
    rx: Receiver<FileOutcome>,
    busy: bool,
}

impl FileWorker {
    pub fn new(dialogs: Arc<dyn FileDialogs>) -> FileWorker {
        let (tx, rx) = unbounded();
        FileWorker {
            dialogs,
            tx,
            rx,
            busy: false,
        }
    }

    /// A dialog or a read/write is under way (Open and Save are disabled meanwhile).
    pub fn busy(&self) -> bool {
        self.busy
    }

    fn spawn(
        &mut self,
        wake: egui::Context,
        job: impl FnOnce(&dyn FileDialogs) -> FileOutcome + Send + 'static,
    ) {
        self.busy = true;
        let dialogs = self.dialogs.clone();
        let tx = self.tx.clone();
        std::thread::spawn(move || {
            let outcome = job(dialogs.as_ref());
            let _ = tx.send(outcome);
            wake.request_repaint();
        });
    }

    /// Asks for a file and loads it.
    pub fn open(&mut self, wake: egui::Context, start_dir: PathBuf) {
        self.spawn(wake, move |dialogs| match dialogs.open_path(&start_dir) {
            Some(path) => read(path),
            None => FileOutcome::Cancelled,
        });
    }

    /// Loads a known file (one named on the command line).
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
            let Some(mut path) = dialogs.save_path(&start_dir, &file_name) else {
                return FileOutcome::Cancelled;
            };
            // GTK and portal dialogs do not add the filter's extension.
            if path.extension().is_none() {
                path.set_extension("ron");
            }
            write(path, &file, revision)
        });
    }

    /// Writes `file` to a known path.
    pub fn save_to(&mut self, wake: egui::Context, path: PathBuf, file: SaveFile, revision: u64) {
        self.spawn(wake, move |_| write(path, &file, revision));
    }

    /// The finished job's outcome, if one has finished.
    pub fn poll(&mut self) -> Option<FileOutcome> {
        let outcome = self.rx.try_recv().ok()?;
        self.busy = false;
        Some(outcome)
    }
}

fn read(path: PathBuf) -> FileOutcome {
    match ardri_saves::load(&path) {
        Ok(loaded) => FileOutcome::Opened {
            path,
            loaded: Box::new(loaded),
        },
        Err(e) => FileOutcome::OpenFailed {
            path,
            message: e.to_string(),
        },
    }
}

fn write(path: PathBuf, file: &SaveFile, revision: u64) -> FileOutcome {
    match ardri_saves::save(&path, file) {
        Ok(()) => FileOutcome::Saved { path, revision },
        Err(e) => FileOutcome::SaveFailed {
            path,
            message: e.to_string(),
        },
    }
}

/// The folder dialogs start in: `saves/` in the working directory (a checkout run with `cargo run`),
/// else the checkout's `saves/` this program was built from, else the home folder.
pub fn default_saves_dir() -> PathBuf {
    let candidates = [
        Some(PathBuf::from("saves")),
        option_env!("CARGO_MANIFEST_DIR").map(|dir| Path::new(dir).join("saves")),
    ];
    for dir in candidates.into_iter().flatten() {
        if dir.is_dir() {
            return std::fs::canonicalize(&dir).unwrap_or(dir);
        }
    }
    std::env::var_os("HOME").map_or_else(|| PathBuf::from("."), PathBuf::from)
}
