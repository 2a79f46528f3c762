//! The game library's work off the UI thread and its command handler. A folder is read by a
//! background task (`shell::tasks`) file by file (each summed up by `ardri_saves::library`), the
//! entries coming back through the task's channel that `logic` drains, with the count for a progress
//! line; a newer reading replaces an older one, which stops and whose late entries go nowhere.
//! "Practise mistakes" hands the chosen games to Learn (a command), which gathers their exercises.

pub mod command;
pub mod list;
pub mod window;

use command::LibraryCommand;
use std::collections::VecDeque;
use std::path::{Path, PathBuf};

use ardri_saves::library::{self, LibraryEntry};

use super::game::answer::Answer;
use super::game::commands::{Command, FileCommand, ViewCommand};
use super::game::feature::{Context, Feature, Holding, Menu, MenuEntry, UiContext};
use super::game::settings::Settings;
use super::shell::i18n::{Words, tr, words};
use super::shell::tasks::{Task, Update};
use list::LibraryView;

/// The game library's words, in each language (`i18n/`).
pub static WORDS: Words = words!("library");

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

/// The library's name, as the root's list says it.
pub const NAME: &str = "library";

impl Feature for LibraryView {
    type Command = LibraryCommand;
    const NAME: &'static str = NAME;

    /// Game > Game library...
    fn menu(&self) -> Vec<MenuEntry> {
        vec![MenuEntry {
            menu: Menu::Library,
            label: tr!(WORDS, "library-menu"),
            command: LibraryCommand::Toggle.into(),
            enabled: true,
        }]
    }

    /// The library's window hides the game: its clock waits, and Esc closes the window.
    fn holding(&self) -> Holding {
        Holding {
            game: self.open,
            ..Holding::default()
        }
    }

    fn handle(&mut self, command: LibraryCommand, cx: &mut Context<'_>) {
        let lcx = LibraryContext {
            settings: cx.settings(),
            default_dir: cx.default_dir(),
            wake: cx.wake,
        };
        for ask in LibraryView::handle(self, command, &lcx) {
            cx.ask(ask);
        }
    }

    fn poll(&mut self, _cx: &mut Context<'_>) {
        LibraryView::poll(self);
    }

    fn ui(&mut self, cx: &mut UiContext<'_>) {
        if self.open {
            window::library_window(cx.egui, self, cx.files_busy, cx.board_rect, cx.commands);
        }
    }
}

/// What a library command may read of the rest of the app.
pub struct LibraryContext<'a> {
    pub settings: &'a Settings,
    /// The saves folder: the library's folder until another is chosen.
    pub default_dir: &'a Path,
    pub wake: &'a egui::Context,
}

impl LibraryView {
    /// Carries out `command` on the library's own state; returns what the rest of the app is asked
    /// to do.
    pub fn handle(&mut self, command: LibraryCommand, cx: &LibraryContext<'_>) -> Vec<Command> {
        match command {
            LibraryCommand::Toggle if self.open => self.open = false,
            LibraryCommand::Toggle => {
                self.open = true;
                self.scan(library_dir(cx), cx.wake);
            }
            LibraryCommand::Close => self.open = false,
            LibraryCommand::Refresh => self.scan(self.dir.clone(), cx.wake),
            LibraryCommand::ChooseFolder => {
                return vec![
                    FileCommand::ChooseFolder {
                        start: self.dir.clone(),
                        answer: Answer(|dir| LibraryCommand::FolderChosen(dir).into()),
                    }
                    .into(),
                ];
            }
            LibraryCommand::FolderChosen(dir) => {
                // Absolute, and without the trailing separator a typed path may have.
                let dir: PathBuf = std::path::absolute(&dir)
                    .unwrap_or(dir)
                    .components()
                    .collect();
                self.open = true;
                self.scan(dir.clone(), cx.wake);
                // Remembered for the next start.
                let settings = Settings {
                    library_folder: Some(dir),
                    ..cx.settings.clone()
                };
                return vec![ViewCommand::Settings(Box::new(settings)).into()];
            }
            // Learn gathers them: the root hands the command on (`features::ties`).
            LibraryCommand::Practise(_) => self.gathering = true,
            LibraryCommand::Gathered => self.gathering = false,
        }
        Vec::new()
    }

    fn scan(&mut self, dir: PathBuf, wake: &egui::Context) {
        self.begin_scan(dir.clone());
        self.worker.scan(wake.clone(), dir);
    }

    /// Takes what the folder's reading reported (called each frame).
    pub fn poll(&mut self) {
        let mut changed = false;
        while let Some(event) = self.worker.poll() {
            match event {
                LibraryEvent::Started { total } => self.scanning = Some((0, total)),
                LibraryEvent::Entry(entry) => {
                    self.add(*entry);
                    changed = true;
                }
                LibraryEvent::Failed(message) => {
                    self.problem = Some(message);
                    self.scanning = None;
                }
                LibraryEvent::Finished => self.scanning = None,
            }
        }
        if changed {
            self.refresh_rows();
        }
    }
}

/// The library's folder: the one last chosen, else the saves folder.
fn library_dir(cx: &LibraryContext<'_>) -> PathBuf {
    cx.settings
        .library_folder
        .clone()
        .filter(|dir| dir.is_dir())
        .unwrap_or_else(|| cx.default_dir.to_path_buf())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The library's handler on its own state, without the window: a chosen folder is read and
    /// remembered through the settings, and the games to practise go to Learn.
    #[test]
    fn a_chosen_folder_is_read_and_remembered_and_practise_goes_to_learn() {
        let folder = tempfile::tempdir().unwrap();
        let mut bed = super::super::game::feature::TestBed::new();
        let mut library = LibraryView::default();
        let asks = bed.run(|cx| {
            Feature::handle(
                &mut library,
                LibraryCommand::FolderChosen(folder.path().to_path_buf()),
                cx,
            )
        });
        assert!(library.open);
        assert_eq!(library.dir, folder.path());
        match asks.as_slice() {
            [Command::View(ViewCommand::Settings(kept))] => {
                assert_eq!(kept.library_folder.as_deref(), Some(folder.path()));
            }
            other => panic!("the folder was not remembered: {other:?}"),
        }
        let jobs = vec![(
            folder.path().join("a.ron"),
            vec![ardri_rules::Side::Attackers],
        )];
        // Learn gathers them: the root hands the command on, the library only waits.
        let asks = bed.run(|cx| Feature::handle(&mut library, LibraryCommand::Practise(jobs), cx));
        assert_eq!(asks, []);
        // The Practise button waits until Learn says the mistakes are gathered.
        assert!(library.gathering);
        bed.run(|cx| Feature::handle(&mut library, LibraryCommand::Gathered, cx));
        assert!(!library.gathering);
    }
}
