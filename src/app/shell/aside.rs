//! What could not be read is never written over: a file is moved aside as `<file>.bad`, and a value
//! from eframe's storage is kept as `<name>.ron.bad` next to `app.ron` (`settings.ron.bad`,
//! `ardri-puzzles.ron.bad`), before anything new takes its place. The person is told where it went,
//! once, in plain words.

use std::path::{Path, PathBuf};

use serde::de::DeserializeOwned;

use super::WORDS;
use super::i18n::tr;

/// The first path `name(1)`, `name(2)`, ... that nothing holds yet (an older file there is kept).
pub fn free_path(name: impl Fn(u32) -> PathBuf) -> PathBuf {
    (1..)
        .map(name)
        .find(|candidate| std::fs::symlink_metadata(candidate).is_err())
        .expect("a free name")
}

/// `<path><first>` for the first, `<path><first>.<n>` after it: `autosave.ron.bad`,
/// `autosave.ron.bad.2`, ...
fn beside(path: &Path, first: &str, n: u32) -> PathBuf {
    let mut name = path.as_os_str().to_owned();
    name.push(if n == 1 {
        first.to_string()
    } else {
        format!("{first}.{n}")
    });
    PathBuf::from(name)
}

/// The first of `<path>.bad`, `<path>.bad.2`, ... that does not exist yet (an older one is kept).
fn free_bad_path(path: &Path) -> PathBuf {
    free_path(|n| beside(path, ".bad", n))
}

/// Moves the file at `path` aside; returns where it went.
pub fn move_aside(path: &Path) -> std::io::Result<PathBuf> {
    let bad = free_bad_path(path);
    std::fs::rename(path, &bad)?;
    Ok(bad)
}

/// Copies the file at `path` byte for byte to the first free `<path>.<label>`, `<path>.<label>.2`,
/// ...; returns where the copy is.
pub fn copy_aside(path: &Path, label: &str) -> std::io::Result<PathBuf> {
    let copy = free_path(|n| beside(path, &format!(".{label}"), n));
    std::fs::copy(path, &copy)?;
    Ok(copy)
}

/// Writes `text` aside as `<dir>/<name>.bad`; returns where it went.
pub fn keep_aside(dir: &Path, name: &str, text: &str) -> std::io::Result<PathBuf> {
    let bad = free_bad_path(&dir.join(name));
    ardri_saves::write_atomic(&bad, text.as_bytes()).map_err(std::io::Error::other)?;
    Ok(bad)
}

/// What went wrong with a file, in a person's words: "the disk is full", never "os error 28" or
/// the name of a temporary file.
pub fn plain_io(e: &std::io::Error) -> String {
    use std::io::ErrorKind;
    // ENOSPC and EDQUOT by number too: some paths report them with a kind of Other.
    match (e.kind(), e.raw_os_error()) {
        (ErrorKind::StorageFull, _) | (_, Some(28)) => {
            tr!(WORDS, "shell-io-disk-full").into_owned()
        }
        (ErrorKind::QuotaExceeded, _) | (_, Some(122)) => {
            tr!(WORDS, "shell-io-quota-used-up").into_owned()
        }
        (ErrorKind::ReadOnlyFilesystem, _) | (_, Some(30)) => {
            tr!(WORDS, "shell-io-read-only").into_owned()
        }
        (ErrorKind::PermissionDenied, _) => tr!(WORDS, "shell-io-not-allowed").into_owned(),
        (ErrorKind::NotFound, _) => tr!(WORDS, "shell-io-not-found").into_owned(),
        _ => {
            let text = e.to_string();
            let text = text.split(" at path ").next().unwrap_or(&text);
            let text = text.split(" (os error ").next().unwrap_or(text);
            text.to_string()
        }
    }
}

/// Why a save failed, in a person's words ("the disk is full"), without the file's name.
pub fn save_error_reason(e: &ardri_saves::SaveError) -> String {
    match e {
        ardri_saves::SaveError::Io { source, .. } => plain_io(source),
        ardri_saves::SaveError::Encode(_) => tr!(WORDS, "shell-save-not-written-down").into_owned(),
    }
}

/// A failed save in a person's words: which file, and why ("the disk is full").
pub fn save_error_words(e: &ardri_saves::SaveError) -> String {
    match e {
        ardri_saves::SaveError::Io { path, source } => tr!(
            WORDS,
            "shell-save-not-written",
            path = path.display().to_string(),
            reason = plain_io(source)
        )
        .into_owned(),
        ardri_saves::SaveError::Encode(_) => tr!(WORDS, "shell-save-not-written-down").into_owned(),
    }
}

/// Why a saved game could not be read, in a person's words ("move 14, e3e4: the square e4 is
/// occupied"). What the file's own text got wrong is said as the save files' reader says it.
pub fn load_error_words(e: &ardri_saves::LoadError) -> String {
    use ardri_saves::LoadError;
    match e {
        LoadError::Io { path, source } => tr!(
            WORDS,
            "shell-load-io",
            path = path.display().to_string(),
            reason = plain_io(source)
        ),
        LoadError::Syntax { message, .. } => {
            tr!(WORDS, "shell-load-syntax", message = message.as_str())
        }
        LoadError::NotAFile { .. } | LoadError::BadStart(_) => return e.to_string(),
        LoadError::BadVersion(version) => tr!(WORDS, "shell-load-bad-version", version = *version),
        LoadError::NewerVersion { found } => tr!(
            WORDS,
            "shell-load-newer",
            found = *found,
            max = ardri_saves::FORMAT_VERSION
        ),
        LoadError::IllegalMove { number, error } => tr!(
            WORDS,
            "shell-load-illegal-move",
            number = *number,
            text = error.text.as_str(),
            reason = super::rules::illegal_text(&error.reason)
        ),
        LoadError::ResultMismatch { stated, actual } => tr!(
            WORDS,
            "shell-load-result-mismatch",
            stated = stated.as_str(),
            actual = actual.as_str()
        ),
        LoadError::BadVariation { number, message } => tr!(
            WORDS,
            "shell-load-bad-variation",
            number = *number,
            message = message.as_str()
        ),
        LoadError::TooManyEvaluations { evaluations, moves } => tr!(
            WORDS,
            "shell-load-too-many-evaluations",
            evaluations = *evaluations,
            moves = *moves
        ),
        LoadError::BadAnalysis { ply, message } => tr!(
            WORDS,
            "shell-load-bad-analysis",
            ply = *ply,
            message = message.as_str()
        ),
        LoadError::BadAnnotation { ply, message } => tr!(
            WORDS,
            "shell-load-bad-annotation",
            ply = *ply,
            message = message.as_str()
        ),
    }
    .into_owned()
}

/// A value read from eframe's storage.
pub struct Restored<T> {
    pub value: Option<T>,
    /// What to tell the person, when the stored text could not be read.
    pub problem: Option<String>,
    /// The stored text could not be read nor kept aside: it must not be written over.
    pub keep_stored: bool,
}

/// Reads `key` from `storage`. Text that cannot be read is kept aside in `aside` (the folder of
/// eframe's `app.ron`) as `<name>.ron.bad`; `what` names it for the person ("Your settings") and
/// `fresh` says what happens instead ("the usual ones are used").
pub fn restore<T: DeserializeOwned>(
    storage: Option<&dyn eframe::Storage>,
    (key, name): (&str, &str),
    aside: Option<&Path>,
    what: &str,
    fresh: &str,
) -> Restored<T> {
    let Some(text) = storage.and_then(|s| s.get_string(key)) else {
        return Restored {
            value: None,
            problem: None,
            keep_stored: false,
        };
    };
    if let Ok(value) = ron::from_str(&text) {
        return Restored {
            value: Some(value),
            problem: None,
            keep_stored: false,
        };
    }
    match aside.map(|dir| keep_aside(dir, &format!("{name}.ron"), &text)) {
        Some(Ok(kept)) => Restored {
            value: None,
            problem: Some(
                tr!(
                    WORDS,
                    "shell-stored-unreadable-kept",
                    what = what,
                    fresh = fresh,
                    path = kept.display().to_string()
                )
                .into_owned(),
            ),
            keep_stored: false,
        },
        _ => Restored {
            value: None,
            problem: Some(
                tr!(
                    WORDS,
                    "shell-stored-unreadable-left",
                    what = what,
                    fresh = fresh
                )
                .into_owned(),
            ),
            keep_stored: true,
        },
    }
}

/// A feature's own settings (`value`), kept under their own key of eframe's storage, and whether
/// their stored text could not be read nor kept aside (then it is never written over).
#[derive(Default)]
pub struct OwnSettings<T> {
    pub value: T,
    keep_stored: bool,
}

impl<T: serde::Serialize + DeserializeOwned + Default> OwnSettings<T> {
    /// Reads them as [`restore_own`] does; what to tell the person if they could not be read.
    pub fn load<Old>(
        &mut self,
        storage: Option<&dyn eframe::Storage>,
        keys: (&str, &str),
        aside: Option<&Path>,
        (what, fresh): (&str, &str),
    ) -> Option<String>
    where
        T: From<Old>,
        Old: DeserializeOwned,
    {
        let restored = restore_own::<T, Old>(storage, keys, aside, what, fresh);
        self.value = restored.value.unwrap_or_default();
        self.keep_stored = restored.keep_stored;
        restored.problem
    }

    /// Writes them under `key`, unless the text stored there must be left as it was.
    pub fn save(&self, storage: &mut dyn eframe::Storage, key: &str) {
        if !self.keep_stored {
            eframe::set_value(storage, key, &self.value);
        }
    }
}

/// A feature's own settings, kept under their own key of eframe's storage: read from `key`; where
/// nothing is stored there yet, from the fields the app's shared settings (`old_key`) held them in
/// before (`Old`, its missing fields at their defaults), moved over once; else the defaults. Text
/// that cannot be read is kept aside as [`restore`] does, and said.
pub fn restore_own<T, Old>(
    storage: Option<&dyn eframe::Storage>,
    (key, old_key): (&str, &str),
    aside: Option<&Path>,
    what: &str,
    fresh: &str,
) -> Restored<T>
where
    T: DeserializeOwned + From<Old>,
    Old: DeserializeOwned,
{
    let own = restore::<T>(storage, (key, key), aside, what, fresh);
    let never_stored = own.value.is_none() && own.problem.is_none();
    if never_stored
        && let Some(old) = storage
            .and_then(|s| s.get_string(old_key))
            .and_then(|text| ron::from_str::<Old>(&text).ok())
    {
        return Restored {
            value: Some(old.into()),
            ..own
        };
    }
    own
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_full_disk_is_said_in_words() {
        let full = std::io::Error::from_raw_os_error(28);
        assert_eq!(plain_io(&full), "the disk is full");
        let error = ardri_saves::SaveError::Io {
            path: "/home/a/saves/game.ron".into(),
            source: std::io::Error::other(
                "No space left on device (os error 28) at path \"/home/a/saves/.tmpxeLYym\"",
            ),
        };
        let said = save_error_words(&error);
        assert!(
            !said.contains("os error") && !said.contains(".tmp"),
            "{said}"
        );
        let wrapped = std::io::Error::new(std::io::ErrorKind::StorageFull, "x at path /t/.tmpA");
        assert_eq!(plain_io(&wrapped), "the disk is full");
    }

    #[test]
    fn an_older_bad_file_is_kept_too() {
        let dir = tempfile::tempdir().unwrap();
        let file = dir.path().join("autosave.ron");
        for (n, text) in ["one", "two", "three"].iter().enumerate() {
            std::fs::write(&file, text).unwrap();
            let bad = move_aside(&file).unwrap();
            let expected = match n {
                0 => "autosave.ron.bad".to_string(),
                n => format!("autosave.ron.bad.{}", n + 1),
            };
            assert_eq!(bad, dir.path().join(expected));
            assert_eq!(std::fs::read_to_string(&bad).unwrap(), *text);
        }
        assert!(!file.exists());
    }
}

#[cfg(test)]
mod load_error_tests {
    use ardri_saves::LoadError;

    use super::super::i18n::{Language, set_language};
    use super::load_error_words;

    /// A file that cannot be read is said in English as the save files' reader says it, and in the
    /// person's language otherwise.
    #[test]
    fn a_file_that_cannot_be_read_is_said_in_the_persons_language() {
        let start = ardri_rules::Position::start(ardri_rules::Rules::default());
        let errors = [
            LoadError::BadVersion(9),
            LoadError::NewerVersion { found: 9 },
            LoadError::IllegalMove {
                number: 14,
                error: start.parse_move("d4d5").unwrap_err(),
            },
            LoadError::ResultMismatch {
                stated: "1-0".into(),
                actual: "0-1".into(),
            },
            LoadError::TooManyEvaluations {
                evaluations: 3,
                moves: 2,
            },
            LoadError::BadAnnotation {
                ply: 0,
                message: "x".into(),
            },
            LoadError::BadAnnotation {
                ply: 3,
                message: "x".into(),
            },
        ];
        set_language(Language::English);
        for e in &errors {
            assert_eq!(load_error_words(e), e.to_string());
        }
        set_language(Language::German);
        for e in &errors {
            assert_ne!(load_error_words(e), e.to_string());
        }
        set_language(Language::English);
    }
}
