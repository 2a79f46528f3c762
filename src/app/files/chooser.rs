//! The app's own file chooser, for desktops where the system cannot show a dialog: a path field, the
//! folder's subfolders and saved games. Typing or picking a folder goes into it (never "Is a
//! directory"); Open or Save answers with a file. Folders are listed when the person goes into
//! one (a single directory read).

use std::path::{Path, PathBuf};

use egui::{RichText, ScrollArea};

use super::super::shell::i18n::tr;
use super::{ChooserPurpose, WORDS};

#[derive(Clone, Debug)]
pub struct Chooser {
    pub purpose: ChooserPurpose,
    /// The folder listed.
    pub dir: PathBuf,
    /// The path being edited.
    pub path: String,
    /// The folder's subfolders and saved games, folders first, each sorted by name.
    pub entries: Vec<Entry>,
    /// Why the folder could not be listed, if it could not.
    pub problem: Option<String>,
    /// A save to this file, which exists, waits for "Replace it?" to be answered.
    pub replacing: Option<PathBuf>,
    /// Shown because the system cannot show its own dialog (else only to ask about replacing).
    pub instead_of_system_dialog: bool,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Entry {
    pub path: PathBuf,
    pub is_dir: bool,
}

impl Chooser {
    /// A chooser listing `dir`, with `file_name` (for a save) in the path field.
    pub fn new(purpose: ChooserPurpose, dir: PathBuf, file_name: &str) -> Chooser {
        let mut chooser = Chooser {
            purpose,
            dir: PathBuf::new(),
            path: String::new(),
            entries: Vec::new(),
            problem: None,
            replacing: None,
            instead_of_system_dialog: true,
        };
        chooser.enter(nearest_folder(dir));
        if !file_name.is_empty() {
            chooser.path = chooser.dir.join(file_name).display().to_string();
        }
        chooser
    }

    /// Asks whether to replace `path` (chosen in the system's dialog), in its folder; Cancel goes
    /// on choosing here.
    pub fn asking_to_replace(purpose: ChooserPurpose, path: PathBuf) -> Chooser {
        let dir = path.parent().map(Path::to_path_buf).unwrap_or_default();
        let name = path
            .file_name()
            .map_or_else(String::new, |n| n.to_string_lossy().into_owned());
        let mut chooser = Chooser::new(purpose, dir, &name);
        chooser.replacing = Some(path);
        chooser.instead_of_system_dialog = false;
        chooser
    }

    pub fn saving(&self) -> bool {
        matches!(
            self.purpose,
            ChooserPurpose::Save { .. } | ChooserPurpose::ExportText { .. }
        )
    }

    /// Choosing a folder (for the game library), not a file.
    pub fn choosing_folder(&self) -> bool {
        matches!(self.purpose, ChooserPurpose::Folder(_))
    }

    /// Goes into `dir`: lists it, and the path field shows it (ending with the separator, ready for
    /// a name); a save keeps the file name typed so far.
    pub fn enter(&mut self, dir: PathBuf) {
        let name = Path::new(self.path.trim())
            .file_name()
            .filter(|_| self.saving() && !Path::new(self.path.trim()).is_dir())
            .map(|n| n.to_string_lossy().into_owned());
        self.list(dir.clone());
        let mut shown = dir.display().to_string();
        if !shown.ends_with(std::path::MAIN_SEPARATOR) {
            shown.push(std::path::MAIN_SEPARATOR);
        }
        if let Some(name) = name {
            shown.push_str(&name);
        }
        self.path = shown;
    }

    /// Lists `dir` (the path field is left as it is).
    fn list(&mut self, dir: PathBuf) {
        match list(&dir, self.purpose.extension()) {
            Ok(entries) => {
                self.entries = entries;
                self.problem = None;
            }
            Err(e) => {
                self.entries = Vec::new();
                self.problem = Some(
                    tr!(
                        WORDS,
                        "files-cannot-list",
                        folder = dir.display().to_string(),
                        reason = super::super::shell::aside::plain_io(&e)
                    )
                    .into_owned(),
                );
            }
        }
        self.dir = dir;
    }

    /// The folder the typed path is in (the path itself when it ends with a separator), if it is a
    /// whole path to a folder that exists: the listing follows it while the person types.
    fn typed_folder(&self) -> Option<PathBuf> {
        let typed = self.typed();
        if typed.is_relative() {
            return None;
        }
        let folder = if self.path.ends_with(std::path::MAIN_SEPARATOR) {
            typed
        } else {
            typed.parent()?.to_path_buf()
        };
        folder.is_dir().then_some(folder)
    }

    /// The path typed, with `~` for the home folder.
    fn typed(&self) -> PathBuf {
        let text = self.path.trim();
        match (text.strip_prefix("~/"), std::env::var_os("HOME")) {
            (Some(rest), Some(home)) => PathBuf::from(home).join(rest),
            _ => PathBuf::from(text),
        }
    }

    /// Open, Save or Enter: a folder is gone into, a file is the answer. Choosing a folder, the
    /// folder listed is the answer (Enter on another folder goes into it).
    fn submit(&mut self, use_folder: bool) -> Option<PathBuf> {
        let path = self.typed();
        if self.choosing_folder() {
            let path = if path.is_relative() {
                self.dir.join(path)
            } else {
                path
            };
            if !path.is_dir() {
                self.problem = Some(
                    tr!(
                        WORDS,
                        "files-not-a-folder",
                        path = path.display().to_string()
                    )
                    .into_owned(),
                );
                return None;
            }
            if use_folder || path == self.dir {
                return Some(path);
            }
            self.enter(path);
            return None;
        }
        if path.as_os_str().is_empty() {
            return None;
        }
        if path.is_dir() {
            self.enter(path);
            return None;
        }
        // A relative name is taken in the listed folder.
        let mut path = if path.is_relative() {
            self.dir.join(path)
        } else {
            path
        };
        if self.saving() {
            if path.extension().is_none() {
                path.set_extension(self.purpose.extension());
            }
            // Never written over without asking: an earlier game was lost that way.
            if path.is_file() {
                self.replacing = Some(path);
                return None;
            }
        }
        Some(path)
    }

    /// Draws the chooser; returns `Some(Some(path))` for a file chosen, `Some(None)` for Cancel.
    pub fn ui(&mut self, ctx: &egui::Context) -> Option<Option<PathBuf>> {
        let saving = self.saving();
        let folder = self.choosing_folder();
        let mut answer: Option<Option<PathBuf>> = None;
        let modal = egui::Modal::new(egui::Id::unique("file chooser")).show(ctx, |ui| {
            ui.set_max_width(520.0);
            ui.heading(match self.purpose {
                ChooserPurpose::Open => tr!(WORDS, "files-chooser-open"),
                ChooserPurpose::Folder(_) => tr!(WORDS, "files-chooser-folder"),
                ChooserPurpose::Save { .. } => tr!(WORDS, "files-chooser-save"),
                ChooserPurpose::ImportText => tr!(WORDS, "files-chooser-import"),
                ChooserPurpose::ExportText { .. } => tr!(WORDS, "files-chooser-export"),
            });
            let hint = tr!(
                WORDS,
                "files-path-hint",
                extension = self.purpose.extension()
            );
            if self.instead_of_system_dialog {
                ui.label(RichText::new(tr!(WORDS, "files-no-system-dialog")).weak());
            }
            ui.horizontal(|ui| {
                ui.label(if folder {
                    tr!(WORDS, "files-folder-label")
                } else {
                    tr!(WORDS, "files-file-label")
                });
                let field = ui.add(
                    egui::TextEdit::singleline(&mut self.path)
                        .desired_width(400.0)
                        .hint_text(hint),
                );
                field.widget_info(|| {
                    egui::WidgetInfo::labeled(
                        egui::Role::TextInput,
                        true,
                        tr!(WORDS, "files-path-field"),
                    )
                });
                if field.lost_focus()
                    && ui.input(|i| i.key_pressed(egui::Key::Enter))
                    && self.replacing.is_none()
                {
                    answer = self.submit(false).map(Some);
                }
                if field.changed() {
                    self.replacing = None;
                    if let Some(folder) = self.typed_folder().filter(|f| *f != self.dir) {
                        self.list(folder);
                    }
                }
            });
            ui.label(
                RichText::new(tr!(
                    WORDS,
                    "files-in-folder",
                    folder = self.dir.display().to_string()
                ))
                .weak(),
            );
            if let Some(problem) = &self.problem {
                ui.label(RichText::new(problem).color(egui::Color32::from_rgb(220, 60, 60)));
            }
            let mut go_to: Option<PathBuf> = None;
            ScrollArea::vertical().max_height(200.0).show(ui, |ui| {
                if let Some(parent) = self.dir.parent()
                    && ui
                        .selectable_label(false, "../")
                        .accessible_name(tr!(WORDS, "files-parent-folder"))
                        .clicked()
                {
                    go_to = Some(parent.to_path_buf());
                }
                for entry in &self.entries {
                    let name = entry
                        .path
                        .file_name()
                        .map_or_else(String::new, |n| n.to_string_lossy().into_owned());
                    if entry.is_dir {
                        if ui.selectable_label(false, format!("{name}/")).clicked() {
                            go_to = Some(entry.path.clone());
                        }
                    } else if folder {
                        ui.label(RichText::new(&name).weak());
                    } else {
                        let chosen = self.path == entry.path.display().to_string();
                        let response = ui.selectable_label(chosen, &name);
                        if response.double_clicked() {
                            answer = Some(Some(entry.path.clone()));
                        } else if response.clicked() {
                            self.path = entry.path.display().to_string();
                        }
                    }
                }
                if self.entries.is_empty() && self.problem.is_none() {
                    ui.label(RichText::new(tr!(WORDS, "files-empty-folder")).weak());
                }
            });
            if let Some(dir) = go_to {
                self.enter(dir);
            }
            if let Some(existing) = &self.replacing {
                let name = existing
                    .file_name()
                    .map_or_else(String::new, |n| n.to_string_lossy().into_owned());
                ui.label(RichText::new(tr!(WORDS, "files-replace-question", name = name)).strong());
                let mut keep = false;
                ui.horizontal(|ui| {
                    if ui.button(tr!(WORDS, "files-replace")).clicked() {
                        answer = Some(Some(existing.clone()));
                    }
                    keep = ui.button(tr!(WORDS, "files-cancel")).clicked();
                });
                if keep {
                    self.replacing = None;
                }
                return;
            }
            ui.horizontal(|ui| {
                let valid = folder || !self.path.trim().is_empty();
                let label = if folder {
                    tr!(WORDS, "files-use-folder")
                } else if saving {
                    tr!(WORDS, "files-save")
                } else {
                    tr!(WORDS, "files-open")
                };
                if ui.add_enabled(valid, egui::Button::new(label)).clicked() {
                    answer = self.submit(true).map(Some);
                }
                if ui.button(tr!(WORDS, "files-cancel")).clicked() {
                    answer = Some(None);
                }
            });
        });
        if modal.should_close() && answer.is_none() {
            // Esc or a click outside answers the question on screen first: no, keep the file.
            if self.replacing.take().is_none() {
                answer = Some(None);
            }
        }
        answer
    }
}

/// A folder's subfolders and its files of one kind (`.ron` saved games, `.txt` records); hidden
/// entries are left out.
fn list(dir: &Path, extension: &str) -> std::io::Result<Vec<Entry>> {
    let mut entries: Vec<Entry> = std::fs::read_dir(dir)?
        .filter_map(|e| e.ok())
        .filter(|e| !e.file_name().to_string_lossy().starts_with('.'))
        .filter_map(|e| {
            let path = e.path();
            let is_dir = path.is_dir();
            (is_dir || path.extension().is_some_and(|x| x == extension))
                .then_some(Entry { path, is_dir })
        })
        .collect();
    entries.sort_by(|a, b| b.is_dir.cmp(&a.is_dir).then_with(|| a.path.cmp(&b.path)));
    Ok(entries)
}

/// `dir`, or the nearest folder above it that exists (the saves folder before anything was saved
/// there): the chooser opens on what is there rather than on an error.
fn nearest_folder(dir: PathBuf) -> PathBuf {
    dir.ancestors()
        .find(|d| d.is_dir())
        .map_or(dir.clone(), Path::to_path_buf)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_folder_not_made_yet_opens_on_the_nearest_one_above() {
        let root = tempfile::tempdir().unwrap();
        std::fs::write(root.path().join("one.ron"), "x").unwrap();
        let missing = root.path().join("Ard Ri");
        let chooser = Chooser::new(ChooserPurpose::Open, missing, "");
        assert_eq!(chooser.dir, root.path());
        assert_eq!(chooser.problem, None);
        assert_eq!(chooser.entries.len(), 1, "{:?}", chooser.entries);
    }

    #[test]
    fn a_folder_is_gone_into_and_a_file_is_the_answer() {
        let root = tempfile::tempdir().unwrap();
        let sub = root.path().join("games");
        std::fs::create_dir(&sub).unwrap();
        std::fs::write(sub.join("one.ron"), "x").unwrap();
        std::fs::write(root.path().join("notes.txt"), "x").unwrap();
        let mut chooser = Chooser::new(ChooserPurpose::Open, root.path().to_path_buf(), "");
        assert_eq!(chooser.entries.len(), 1, "{:?}", chooser.entries);
        assert!(chooser.entries[0].is_dir);
        chooser.path = sub.display().to_string();
        assert_eq!(chooser.submit(false), None, "a folder is no answer");
        assert_eq!(chooser.dir, sub);
        assert_eq!(chooser.entries[0].path, sub.join("one.ron"));
        chooser.path = "one.ron".into();
        assert_eq!(chooser.submit(false), Some(sub.join("one.ron")));

        // Choosing a folder: Enter on another folder goes into it, the listed one is the answer.
        let mut chooser = Chooser::new(
            ChooserPurpose::Folder(crate::app::game::answer::Answer(|_| {
                crate::app::game::commands::Command::notify("")
            })),
            root.path().to_path_buf(),
            "",
        );
        chooser.path = sub.display().to_string();
        assert_eq!(chooser.submit(false), None);
        assert_eq!(chooser.dir, sub);
        assert_eq!(chooser.submit(true), Some(sub.clone()));
        chooser.path = "one.ron".into();
        assert_eq!(chooser.submit(true), None, "a file is no folder");
    }
}
