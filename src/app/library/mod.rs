//! The game library's work off the UI thread and its command handler. A folder is read by a
//! background task (`shell::tasks`) file by file (each summed up by `ardri_saves::library`), the
//! entries coming back through the task's channel that `logic` drains, with the count for a progress
//! line; a newer reading replaces an older one, which stops and whose late entries go nowhere.
//! "Practise mistakes" hands the chosen games to Learn (a command), which gathers their exercises.

pub mod list;
pub mod window;

use std::collections::VecDeque;
use std::path::PathBuf;

use ardri_saves::library::{self, LibraryEntry};

use super::ArdRiApp;
use super::shell::commands::{LearnCommand, LibraryCommand};
use super::shell::tasks::{Task, Update};

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
}

/// Reads folders as background tasks.
#[derive(Default)]
pub struct LibraryWorker {
    /// The newest reading of a folder: a new one replaces the last, which stops and whose late
    /// entries go nowhere.
    reading: Option<Task<LibraryEvent, ()>>,
    /// Reports taken from the tasks and not handed out yet.
    waiting: VecDeque<LibraryEvent>,
}

impl LibraryWorker {
    /// Reads `dir`'s saved games one by one, reporting each.
    pub fn scan(&mut self, wake: egui::Context, dir: PathBuf) {
        self.waiting.clear();
        self.reading = Some(Task::spawn("ardri-library", wake, move |task| {
            let files = match library::game_files(&dir) {
                Ok(files) => files,
                Err(e) => {
                    task.report(LibraryEvent::Failed(format!("{}: {e}", dir.display())));
                    return;
                }
            };
            task.report(LibraryEvent::Started { total: files.len() });
            for path in files {
                if task.stopped() {
                    return;
                }
                task.report(LibraryEvent::Entry(Box::new(library::read_entry(&path))));
            }
            task.report(LibraryEvent::Finished);
        }));
    }

    /// The next report of the newest reading, if one has come.
    pub fn poll(&mut self) -> Option<LibraryEvent> {
        if let Some(reading) = &mut self.reading {
            for update in reading.poll() {
                if let Update::Report(event) = update {
                    self.waiting.push_back(event);
                }
            }
        }
        self.waiting.pop_front()
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
                self.commands.push(LearnCommand::Gather(jobs));
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
    pub(super) fn poll_library(&mut self) {
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
            }
        }
        if changed {
            self.views.library.refresh_rows();
        }
    }
}
