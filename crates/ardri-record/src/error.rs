//! What can go wrong, in plain words, and what the person is told when something was done for them.

use std::fmt;
use std::path::PathBuf;

use thiserror::Error;

use crate::values::GameRating;

/// Why the record could not do what was asked. Every message is a plain sentence fragment that
/// names the file where one is involved; nothing already kept is lost by any of them.
#[derive(Debug, Error)]
pub enum RecordError {
    /// Something other than a plain file (a FIFO, a folder, a device) has the record's name: it is
    /// never opened (it could block or never end), never moved.
    #[error("{path} is {kind}, not a file: the record cannot be kept there")]
    NotAFile { path: PathBuf, kind: &'static str },
    /// What should hold the record is not a folder.
    #[error("{0} is not a folder: the record cannot be kept in it")]
    NotAFolder(PathBuf),
    /// A newer version of Ard Ri made the file: it is left as it is.
    #[error(
        "{path} was written by a newer version of Ard Ri (record version {found}; this one knows up to {known}): it is left untouched"
    )]
    Newer {
        path: PathBuf,
        found: i64,
        known: i64,
    },
    /// The file is made by an older version and was opened read-only, so it cannot be brought up
    /// to date here.
    #[error(
        "{path} was written by an older version of Ard Ri (record version {found}): open it with the app once to bring it up to date"
    )]
    Older { path: PathBuf, found: i64 },
    /// No record at the path (read-only opening creates none).
    #[error("there is no record at {0}")]
    Missing(PathBuf),
    /// The disk (or the file system's quota) has no room: what was being written is not kept,
    /// everything written before is.
    #[error("the disk is full, so {what} was not kept ({path}); everything kept before is safe")]
    DiskFull { what: &'static str, path: PathBuf },
    /// A value out of its range, refused before anything was written.
    #[error("{what} {value} is out of range ({range}): nothing was written")]
    OutOfRange {
        what: String,
        value: String,
        range: &'static str,
    },
    /// A value that does not make sense (a move that is not legal, a result the moves contradict).
    #[error("{0}: nothing was written")]
    Invalid(String),
    /// Another copy of the app changed the rating since `before` was read: nothing was written;
    /// compute the change again from `stored` and try again (or use `Record::finish_game_with`).
    #[error(
        "the rating was changed by another copy of Ard Ri (it is now {:.0}): nothing was written",
        stored.rating.rating
    )]
    RatingMoved { stored: GameRating },
    /// The same for the puzzle rating.
    #[error(
        "the puzzle rating was changed by another copy of Ard Ri (it is now {stored:.0}): nothing was written"
    )]
    PuzzleRatingMoved { stored: f64 },
    /// A row of the record that cannot be read (kept by an older version, or written by another
    /// program): the one asked for, by its id.
    #[error("{0}")]
    Unreadable(crate::Skipped),
    /// A file operation failed.
    #[error("{what} {path}: {reason}")]
    Io {
        what: &'static str,
        path: PathBuf,
        reason: String,
    },
    /// SQLite failed otherwise (the file is locked for too long by another program, a read error).
    #[error("the record {path} could not be {doing}: {reason}")]
    Sqlite {
        doing: &'static str,
        path: PathBuf,
        reason: String,
    },
}

/// A system error in plain words: "No space left on device", without " (os error 28)".
pub(crate) fn plain_io(error: &std::io::Error) -> String {
    let text = error.to_string();
    match text.rfind(" (os error ") {
        Some(at) if text.ends_with(')') => text[..at].to_string(),
        _ => text,
    }
}

/// Something the person should be told about the record, once, in plain words (the app shows it
/// as it shows other notices).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Notice {
    /// The record could not be read, so it was moved aside (with its `-wal` and `-shm`, where
    /// there were any) and a new one was started.
    MovedAside {
        /// Where the old record is kept.
        kept: PathBuf,
        /// Why it could not be used, in plain words.
        why: String,
    },
    /// A backup was restored; the record as it was before is kept with the backups (restoring it
    /// undoes this restore).
    Restored { from: PathBuf, kept: PathBuf },
}

impl fmt::Display for Notice {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Notice::MovedAside { kept, why } => write!(
                f,
                "Your record could not be read ({why}), so a new one was started. The old file is kept as {}.",
                kept.display()
            ),
            Notice::Restored { from, kept } => write!(
                f,
                "Your record was restored from {}. The record as it was before is kept with the backups as {}: restoring it undoes this.",
                from.display(),
                kept.display()
            ),
        }
    }
}
