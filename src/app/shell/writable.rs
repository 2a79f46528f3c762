//! Whether eframe's stored state can be written. eframe writes `app.ron` (the settings, the puzzle
//! record, the game rating, the window's place) at start-up's end, every 30 seconds and at quit, on
//! a thread of its own that only logs a failure: with a folder where the file should be, or a data
//! folder that cannot be made or written, nothing was kept all session and nobody was told. The
//! app looks before each of eframe's saves and tells the person once, in the status bar, with the
//! path; once a write can go through again, a later failure is told again.

use std::path::{Path, PathBuf};

use super::WORDS;
use super::i18n::tr;

/// The check of one stored file, and whether its failure was told.
#[derive(Default)]
pub struct StoredFile {
    /// The file (`None`: nothing is stored, as in most tests).
    path: Option<PathBuf>,
    told: bool,
}

impl StoredFile {
    pub fn new(path: Option<PathBuf>) -> StoredFile {
        StoredFile { path, told: false }
    }

    /// What to tell the person when the file cannot be written and this was not told yet.
    pub fn check(&mut self) -> Option<String> {
        let path = self.path.as_ref()?;
        match can_write(path) {
            Ok(()) => {
                self.told = false;
                None
            }
            Err(_) if self.told => None,
            Err(reason) => {
                self.told = true;
                Some(
                    tr!(
                        WORDS,
                        "shell-stored-cannot-be-saved",
                        path = path.display().to_string(),
                        reason = reason
                    )
                    .into_owned(),
                )
            }
        }
    }
}

/// Whether eframe's plain write (create or truncate, then write) can write `path`, checked without
/// changing it: an existing file must open for writing, a new one needs a folder that takes it.
fn can_write(path: &Path) -> Result<(), String> {
    if path.is_dir() {
        return Err(tr!(WORDS, "shell-stored-is-a-folder").into_owned());
    }
    let dir = match path.parent() {
        Some(p) if !p.as_os_str().is_empty() => p,
        _ => Path::new("."),
    };
    std::fs::create_dir_all(dir).map_err(|e| {
        tr!(
            WORDS,
            "shell-stored-folder-cannot-be-made",
            folder = dir.display().to_string(),
            error = e.to_string()
        )
        .into_owned()
    })?;
    if path.exists() {
        std::fs::OpenOptions::new()
            .append(true)
            .open(path)
            .map(drop)
            .map_err(|e| e.to_string())
    } else {
        // A file of the app's own, made and removed at once.
        let probe = dir.join(format!(".ardri-write-check-{}", std::process::id()));
        let made = std::fs::OpenOptions::new()
            .write(true)
            .create_new(true)
            .open(&probe);
        match made {
            Ok(_) => {
                let _ = std::fs::remove_file(&probe);
                Ok(())
            }
            Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists => {
                let _ = std::fs::remove_file(&probe);
                Ok(())
            }
            Err(e) => Err(e.to_string()),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_stored_file_that_cannot_be_written_is_told_once_and_again_after_a_good_write() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("app.ron");
        let mut stored = StoredFile::new(Some(path.clone()));
        assert_eq!(stored.check(), None, "a new file in a folder that takes it");
        std::fs::write(&path, "{}").unwrap();
        assert_eq!(stored.check(), None, "a file that opens for writing");
        assert_eq!(
            std::fs::read_to_string(&path).unwrap(),
            "{}",
            "left as it was"
        );
        std::fs::remove_file(&path).unwrap();
        std::fs::create_dir(&path).unwrap();
        let told = stored.check().expect("told");
        assert!(
            told.contains(&path.display().to_string()) && told.contains("folder"),
            "{told}"
        );
        assert_eq!(stored.check(), None, "told once");
        assert_eq!(stored.check(), None, "told once");
        std::fs::remove_dir(&path).unwrap();
        assert_eq!(stored.check(), None);
        std::fs::create_dir(&path).unwrap();
        assert!(stored.check().is_some(), "a new failure is told again");
        // A data folder that cannot be made (a file stands where it would go).
        let blocked = dir.path().join("file");
        std::fs::write(&blocked, "x").unwrap();
        let mut stored = StoredFile::new(Some(blocked.join("ardri").join("app.ron")));
        assert!(stored.check().is_some_and(|t| t.contains("cannot be made")));
        assert_eq!(StoredFile::new(None).check(), None, "nothing stored");
        let left: Vec<_> = std::fs::read_dir(dir.path()).unwrap().collect();
        assert_eq!(left.len(), 2, "no check file left behind: {left:?}");
    }
}
