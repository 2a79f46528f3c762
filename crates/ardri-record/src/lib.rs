//! The person's record: every game played in Ard Ri, the game rating's history, puzzle attempts
//! and the puzzle rating's history, My puzzles' progress and the lessons' progress, in one SQLite
//! file (`record.sqlite` in the app's data folder; SQLite is built in, no system library needed).
//! Nothing here knows the window: the app hands the folder in as a path.
//!
//! Nothing a person earned is lost:
//! - the file is checked when it is opened (`PRAGMA quick_check`); one that cannot be read is
//!   moved aside and kept, never written over, and the person is told where ([`Notice`]);
//! - something other than a plain file at its path (a FIFO, a folder, a device) is refused at
//!   once, before anything opens it ([`check_regular_file`]);
//! - a finished game and its rating change are one transaction, in the write-ahead log, synced in
//!   full before the call returns; two copies of the app write one after the other;
//! - every value is checked where it enters and refused with a plain message when out of range;
//! - a write that fails (a full disk) changes nothing already kept;
//! - a backup at most once a day (SQLite's backup API), the newest seven kept, and restore;
//!   a copy before every update of the file's version and before every restore (a restore is
//!   undone by restoring it); each backup says when it was taken and what it holds.
//!
//! ```
//! use ardri_record::{GameFilter, GameRow, Page, Player, Rated, Rating, RatingChange, Record, Utc};
//! use ardri_rules::{EndReason, Outcome, Side};
//!
//! let folder = tempfile::tempdir()?;
//! let (mut record, notices) = Record::open(folder.path())?;
//! assert!(notices.is_empty());
//! let game = GameRow {
//!     started_at: Utc(1_764_000_000),
//!     finished_at: Utc(1_764_000_600),
//!     start: None,
//!     moves: vec!["c3c2".into()],
//!     outcome: Some(Outcome { winner: Some(Side::Attackers), reason: EndReason::Resignation }),
//!     level: Some(3),
//!     person: Some(Side::Defenders),
//!     attackers: Player::named("Ard Ri Engine (level 3)"),
//!     defenders: Player::named("Human"),
//!     rated: Rated::Yes,
//!     clock: None,
//!     saved_to: None,
//! };
//! let before = Rating { rating: 1000.0, deviation: 350.0, volatility: 0.06 };
//! let after = Rating { rating: 905.0, ..before };
//! let id = record.finish_game(&game, Some(RatingChange { before, after }))?;
//! assert_eq!(record.rating()?.unwrap().rating.rating, 905.0);
//! let newest = record.games(&GameFilter::default(), Page::first(20))?;
//! assert_eq!(newest[0].id, id);
//! // Out of range: refused, nothing written.
//! let nan = Rating { rating: f64::NAN, ..after };
//! assert!(record.finish_game(&game, Some(RatingChange { before: after, after: nan })).is_err());
//! assert_eq!(record.count_games(&GameFilter::default())?, 1);
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

mod backup;
mod error;
mod legacy;
mod open;
mod paths;
mod query;
pub mod schema;
mod time;
mod values;
mod write;

pub use backup::{BackupInfo, BackupKind, KEEP_BACKUPS, KEEP_OTHER_BACKUPS, RecordContents};
pub use error::{Notice, RecordError};
pub use legacy::{
    LegacyMove, LegacyMyPuzzle, LegacyPuzzleResult, LegacyPuzzles, LegacyRefused, LegacyValues,
};
pub use open::{BUSY_TIMEOUT, check_regular_file};
pub use paths::default_folder;
pub use query::{
    AccuracyPoint, Climb, GameFilter, LessonProgress, LevelSideResults, MAX_PAGE, MyPuzzleProgress,
    Page, PuzzleRatingPoint, RatingChart, RatingPoint, Rows, Skipped, StoredAttempt, Streaks,
    Summary,
};
pub use schema::SCHEMA_VERSION;
pub use time::Utc;
pub use values::{
    Accuracy, ClockRecord, GameId, GameRating, GameRow, MAX_DEVIATION, MAX_LEVEL, MAX_PLIES,
    MAX_RATED_GAMES, MAX_RATING, MAX_VOLATILITY, PersonResult, Player, PuzzleAttempt,
    PuzzleRatingChange, RATING_SCALE_SHIFT, Rated, Rating, RatingChange, StoredGame,
};
pub use write::LessonResult;

use std::path::PathBuf;

/// The record's file name in the data folder.
pub const FILE_NAME: &str = "record.sqlite";

/// The person's record: one open connection to `record.sqlite`. Open it with [`Record::open`];
/// every method is one transaction or one query.
pub struct Record {
    conn: rusqlite::Connection,
    path: PathBuf,
    /// Opened with [`Record::open_read_only`]: every write is refused.
    read_only: bool,
}

impl std::fmt::Debug for Record {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Record")
            .field("path", &self.path)
            .field("read_only", &self.read_only)
            .finish()
    }
}
