//! The game library's work off the UI thread and its command handler. A folder is read on a worker
//! thread file by file (each summed up by `ardri_saves::library`), the entries coming back through a
//! channel that `logic` drains, with the count for a progress line; a newer reading makes an older
//! one stop and its late entries are dropped. "Practise mistakes" gathers a folder's exercises on a
//! worker too, then starts the learn mode over them (asking first if the game on the board has
//! unsaved changes).

pub mod list;
pub mod window;

use std::path::PathBuf;
use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};

use crossbeam_channel::{Receiver, Sender, unbounded};

use ardri_rules::Side;
use ardri_saves::library::{self, LibraryEntry};

use super::ArdRiApp;
use super::learn::{self, Practice};
use super::shell::commands::LibraryCommand;
use super::shell::runtime::Pending;

/// What the worker reports.
pub enum LibraryEvent {
    /// The folder holds this many saved games.
    Started {
        total: usize,
    },
    Entry(Box<LibraryEntry>),
    /// The folder could not be listed.
    Failed(String),
    Finished,
    /// A folder's mistakes, gathered.
    Gathered(Box<Practice>),
}

/// Reads folders and gathers mistakes on worker threads.
pub struct LibraryWorker {
    tx: Sender<(u64, LibraryEvent)>,
    rx: Receiver<(u64, LibraryEvent)>,
    /// The newest reading: older ones stop, and their reports are dropped.
    generation: Arc<AtomicU64>,
}

impl Default for LibraryWorker {
    fn default() -> LibraryWorker {
        let (tx, rx) = unbounded();
        LibraryWorker {
            tx,
            rx,
            generation: Arc::new(AtomicU64::new(0)),
        }
    }
}

impl LibraryWorker {
    /// Reads `dir`'s saved games one by one, reporting each.
    pub fn scan(&mut self, wake: egui::Context, dir: PathBuf) {
        let mine = self.generation.fetch_add(1, Ordering::SeqCst) + 1;
        let generation = self.generation.clone();
        let tx = self.tx.clone();
        std::thread::Builder::new()
            .name("ardri-library".into())
            .spawn(move || {
                let send = |event| {
                    let _ = tx.send((mine, event));
                    wake.request_repaint();
                };
                let files = match library::game_files(&dir) {
                    Ok(files) => files,
                    Err(e) => {
                        send(LibraryEvent::Failed(format!("{}: {e}", dir.display())));
                        return;
                    }
                };
                send(LibraryEvent::Started { total: files.len() });
                for path in files {
                    if generation.load(Ordering::SeqCst) != mine {
                        return;
                    }
                    send(LibraryEvent::Entry(Box::new(library::read_entry(&path))));
                }
                send(LibraryEvent::Finished);
            })
            .expect("could not start the library thread");
    }

    /// Gathers the mistakes of these files' games (see [`learn::gather`]).
    pub fn gather(&self, wake: egui::Context, jobs: Vec<(PathBuf, Vec<Side>)>) {
        let tx = self.tx.clone();
        std::thread::spawn(move || {
            let practice = learn::gather(&jobs);
            // Not tied to a reading of the folder: never dropped as stale.
            let _ = tx.send((u64::MAX, LibraryEvent::Gathered(Box::new(practice))));
            wake.request_repaint();
        });
    }

    /// The next report of the newest reading (or a gathering), if one has come.
    pub fn poll(&mut self) -> Option<LibraryEvent> {
        loop {
            let (generation, event) = self.rx.try_recv().ok()?;
            if generation == u64::MAX || generation == self.generation.load(Ordering::SeqCst) {
                return Some(event);
            }
        }
    }
}

impl ArdRiApp {
    pub(super) fn on_library(&mut self, command: LibraryCommand, ctx: &egui::Context) {
        match command {
            LibraryCommand::Toggle if self.views.library.open => self.views.library.open = false,
            LibraryCommand::Toggle => {
                self.views.library.open = true;
                let dir = self.library_dir();
                self.scan_library(dir, ctx);
            }
            LibraryCommand::Close => self.views.library.open = false,
            LibraryCommand::Refresh => {
                let dir = self.views.library.dir.clone();
                self.scan_library(dir, ctx);
            }
            LibraryCommand::ChooseFolder => {
                if !self.rt.files.busy() {
                    let dir = self.views.library.dir.clone();
                    self.rt.files.choose_folder(ctx.clone(), dir);
                }
            }
            LibraryCommand::Practise(jobs) => {
                if !jobs.is_empty() && !self.views.library.gathering {
                    self.views.library.gathering = true;
                    self.rt.library.gather(ctx.clone(), jobs);
                }
            }
        }
    }

    /// The library's folder: the one last chosen, else the saves folder.
    fn library_dir(&self) -> PathBuf {
        self.settings
            .library_folder
            .clone()
            .filter(|dir| dir.is_dir())
            .unwrap_or_else(|| self.rt.default_dir.clone())
    }

    fn scan_library(&mut self, dir: PathBuf, ctx: &egui::Context) {
        self.views.library.begin_scan(dir.clone());
        self.rt.library.scan(ctx.clone(), dir);
    }

    /// A folder chosen for the library: remembered, and read.
    pub(super) fn library_folder_chosen(&mut self, dir: PathBuf, ctx: &egui::Context) {
        // Absolute, and without the trailing separator a typed path may have.
        let dir: PathBuf = std::path::absolute(&dir)
            .unwrap_or(dir)
            .components()
            .collect();
        self.settings.library_folder = Some(dir.clone());
        self.views.library.open = true;
        self.scan_library(dir, ctx);
    }

    /// Takes what the library's workers report.
    pub(super) fn poll_library(&mut self, ctx: &egui::Context) {
        let mut changed = false;
        while let Some(event) = self.rt.library.poll() {
            let view = &mut self.views.library;
            match event {
                LibraryEvent::Started { total } => view.scanning = Some((0, total)),
                LibraryEvent::Entry(entry) => {
                    view.add(*entry);
                    changed = true;
                }
                LibraryEvent::Failed(message) => {
                    view.problem = Some(message);
                    view.scanning = None;
                }
                LibraryEvent::Finished => view.scanning = None,
                LibraryEvent::Gathered(practice) => {
                    view.gathering = false;
                    self.practice_gathered(*practice, ctx);
                }
            }
        }
        if changed {
            self.views.library.refresh_rows();
        }
    }

    fn practice_gathered(&mut self, practice: Practice, ctx: &egui::Context) {
        if !practice.problems.is_empty() {
            self.views.status.report_error(format!(
                "Left out of the practise: {}",
                practice.problems.join("; ")
            ));
        }
        if practice.exercises.is_empty() {
            if practice.problems.is_empty() {
                self.views
                    .status
                    .notify("No mistakes or blunders to practise in these games.");
            }
            return;
        }
        self.rt.practice = Some(practice);
        self.guarded(Pending::Practise, ctx);
    }
}
