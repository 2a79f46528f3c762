//! Reading the record back. Every query that may return many rows takes a [`Page`] (`LIMIT` and
//! `OFFSET`, at most [`MAX_PAGE`] rows), so nothing reads a whole history at once by accident.

use std::path::PathBuf;

use rusqlite::{OptionalExtension, Row, params};

use ardri_rules::{Outcome, Side};

use crate::values::{
    Accuracy, ClockRecord, GameId, GameRating, GameRow, PersonResult, Player, Rated, Rating,
    RatingChange, StoredGame, reason_from, side_from,
};
use crate::write::current_puzzle_rating;
use crate::{PuzzleAttempt, Record, RecordError, Utc};

mod puzzles;
mod rating;
mod rows;

pub use rating::{Climb, LevelSideResults, RatingChart, RatingPoint};
pub use rows::{Rows, Skipped};

/// The most rows one page holds.
pub const MAX_PAGE: u32 = 10_000;

/// Which rows of a query: `limit` rows (at most [`MAX_PAGE`]) after skipping `offset`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Page {
    pub offset: u64,
    pub limit: u32,
}

impl Page {
    /// The first `limit` rows.
    pub fn first(limit: u32) -> Page {
        Page { offset: 0, limit }
    }

    /// The page after this one.
    pub fn next(self) -> Page {
        Page {
            offset: self.offset + u64::from(self.limit),
            ..self
        }
    }

    fn sql(self) -> (i64, i64) {
        (
            i64::from(self.limit.min(MAX_PAGE)),
            i64::try_from(self.offset).unwrap_or(i64::MAX),
        )
    }
}

/// Which games [`Record::games`] lists; every field `None` lists them all.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct GameFilter {
    pub level: Option<u8>,
    /// The result for the person (games where they had no side never match).
    pub result: Option<PersonResult>,
    /// Finished at or after.
    pub from: Option<Utc>,
    /// Finished at or before.
    pub until: Option<Utc>,
    pub rated: Option<bool>,
}

/// The person's result of a game, in SQL (`NULL` where they had no side): the names of
/// [`PersonResult::name`].
macro_rules! person_result_sql {
    () => {
        "CASE WHEN person_side IS NULL THEN NULL
            WHEN result = 'unfinished' THEN 'unfinished'
            WHEN result = 'draw' THEN 'draw'
            WHEN result = person_side THEN 'win' ELSE 'loss' END"
    };
}

const GAME_COLUMNS: &str = "g.id, g.started_at, g.finished_at, g.start_position, g.moves,
    g.result, g.ended_by, g.level, g.person_side, g.attackers_name, g.defenders_name,
    g.attackers_rating_before, g.attackers_rating_after, g.defenders_rating_before,
    g.defenders_rating_after, g.rated, g.not_rated_because, g.clock_initial_ms,
    g.clock_increment_ms, g.attackers_left_ms, g.defenders_left_ms, g.saved_to, g.reviewed_at,
    g.attackers_accuracy, g.defenders_accuracy, h.rating_before, h.deviation_before,
    h.volatility_before, h.rating_after, h.deviation_after, h.volatility_after";

/// A value the schema's checks should have kept out.
fn unknown(column: usize, value: &str) -> rusqlite::Error {
    rusqlite::Error::FromSqlConversionFailure(
        column,
        rusqlite::types::Type::Text,
        format!("holds an unknown value \"{value}\"").into(),
    )
}

fn rating_at(row: &Row<'_>, first: usize) -> rusqlite::Result<Rating> {
    Ok(Rating {
        rating: row.get(first)?,
        deviation: row.get(first + 1)?,
        volatility: row.get(first + 2)?,
    })
}

fn optional_rating_at(row: &Row<'_>, first: usize) -> rusqlite::Result<Option<Rating>> {
    Ok(match row.get::<_, Option<f64>>(first)? {
        None => None,
        Some(_) => Some(rating_at(row, first)?),
    })
}

fn side_at(row: &Row<'_>, column: usize) -> rusqlite::Result<Option<Side>> {
    match row.get::<_, Option<String>>(column)? {
        None => Ok(None),
        Some(text) => side_from(&text)
            .map(Some)
            .ok_or_else(|| unknown(column, &text)),
    }
}

fn ms_at(row: &Row<'_>, column: usize) -> rusqlite::Result<Option<u64>> {
    Ok(row
        .get::<_, Option<i64>>(column)?
        .map(|v| u64::try_from(v).unwrap_or(0)))
}

fn stored_game(row: &Row<'_>) -> rusqlite::Result<StoredGame> {
    let result: String = row.get(5)?;
    let ended_by: String = row.get(6)?;
    let reason = reason_from(&ended_by).ok_or_else(|| unknown(6, &ended_by))?;
    let outcome = match (result.as_str(), reason) {
        ("unfinished", None) => None,
        ("draw", Some(reason)) => Some(Outcome {
            winner: None,
            reason,
        }),
        (side, Some(reason)) => Some(Outcome {
            winner: Some(side_from(side).ok_or_else(|| unknown(5, side))?),
            reason,
        }),
        (other, None) => return Err(unknown(5, other)),
    };
    let moves: String = row.get(4)?;
    let rated = match row.get::<_, bool>(15)? {
        true => Rated::Yes,
        false => Rated::No {
            why: row.get::<_, Option<String>>(16)?.unwrap_or_default(),
        },
    };
    let clock = match ms_at(row, 17)? {
        None => None,
        Some(initial_ms) => Some(ClockRecord {
            initial_ms,
            increment_ms: ms_at(row, 18)?.unwrap_or(0),
            attackers_left_ms: ms_at(row, 19)?,
            defenders_left_ms: ms_at(row, 20)?,
        }),
    };
    let review = match row.get::<_, Option<i64>>(22)? {
        None => None,
        Some(at) => Some((
            Utc(at),
            Accuracy {
                attackers: row.get(23)?,
                defenders: row.get(24)?,
            },
        )),
    };
    let rating_change = match (optional_rating_at(row, 25)?, optional_rating_at(row, 28)?) {
        (Some(before), Some(after)) => Some(RatingChange { before, after }),
        _ => None,
    };
    Ok(StoredGame {
        id: GameId(row.get(0)?),
        row: GameRow {
            started_at: Utc(row.get(1)?),
            finished_at: Utc(row.get(2)?),
            start: row.get(3)?,
            moves: moves.split_whitespace().map(str::to_string).collect(),
            outcome,
            level: row.get(7)?,
            person: side_at(row, 8)?,
            attackers: Player {
                name: row.get(9)?,
                rating_before: row.get(11)?,
                rating_after: row.get(12)?,
            },
            defenders: Player {
                name: row.get(10)?,
                rating_before: row.get(13)?,
                rating_after: row.get(14)?,
            },
            rated,
            clock,
            saved_to: row.get::<_, Option<String>>(21)?.map(PathBuf::from),
        },
        review,
        rating_change,
    })
}

/// One reviewed game's accuracy.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct AccuracyPoint {
    pub game: GameId,
    pub finished_at: Utc,
    pub reviewed_at: Utc,
    /// The person's side in the game, where they had one.
    pub person: Option<Side>,
    pub accuracy: Accuracy,
}

impl AccuracyPoint {
    /// The person's own accuracy, where they had a side and it was measured.
    pub fn person_accuracy(&self) -> Option<f64> {
        match self.person? {
            Side::Attackers => self.accuracy.attackers,
            Side::Defenders => self.accuracy.defenders,
        }
    }
}

/// One point of the puzzle rating's history: a first attempt that counted (or the rating moved
/// over from before the record, `attempt` `None`).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct PuzzleRatingPoint {
    pub attempt: Option<i64>,
    pub at: Utc,
    pub before: Rating,
    pub after: Rating,
}

/// A puzzle attempt as kept.
#[derive(Clone, Debug, PartialEq)]
pub struct StoredAttempt {
    pub id: i64,
    pub attempt: PuzzleAttempt,
    /// Moved over from before the record (its time is the move's).
    pub imported: bool,
    /// The streak after it.
    pub streak_after: u32,
    /// What it did to the puzzle rating, where it counted.
    pub change: Option<RatingChange>,
}

/// A streak now and the longest ever.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Streaks {
    pub current: u32,
    pub best: u32,
}

/// One of My puzzles' progress.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MyPuzzleProgress {
    pub puzzle_id: String,
    pub attempts: u32,
    pub solved: u32,
    pub first_played_at: Utc,
    pub last_played_at: Utc,
    pub first_solved_at: Option<Utc>,
}

/// One exercise's progress.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LessonProgress {
    pub stage: String,
    pub exercise: u32,
    /// The best stars (0 to 3).
    pub stars: u8,
    pub attempts: u32,
    /// When it was first completed.
    pub completed_at: Option<Utc>,
}

/// What the record holds, in brief (the first line of `ardri-engine history --json`).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Summary {
    pub schema_version: i64,
    /// The game rating now (`None`: no rated game and nothing moved over yet).
    pub rating: Option<GameRating>,
    /// Every game kept.
    pub games_recorded: u64,
    pub puzzle_rating: Option<Rating>,
    pub puzzle_attempts: u64,
    pub puzzle_streaks: Streaks,
    pub win_streaks: Streaks,
    /// When the old values were moved over.
    pub legacy_imported_at: Option<Utc>,
    /// The newest backup's day, as a time.
    pub last_backup_at: Option<Utc>,
}

impl Record {
    /// The puzzle rating now; `None` before any puzzle counted or was moved over.
    pub fn puzzle_rating(&self) -> Result<Option<Rating>, RecordError> {
        current_puzzle_rating(&self.conn).map_err(|e| self.read_error(e))
    }

    /// The games, newest first (by when they finished), that pass `filter`; a game that cannot be
    /// read is left out ([`Record::read_games`] names it).
    pub fn games(&self, filter: &GameFilter, page: Page) -> Result<Vec<StoredGame>, RecordError> {
        Ok(self.read_games(filter, page)?.rows)
    }

    /// The games, newest first (by when they finished), that pass `filter`, and the ones of the
    /// page that cannot be read (a name that is not UTF-8 text, kept by an older version), left
    /// out and named. A page holds `page.limit` of both together.
    pub fn read_games(
        &self,
        filter: &GameFilter,
        page: Page,
    ) -> Result<Rows<StoredGame>, RecordError> {
        let (limit, offset) = page.sql();
        let sql = format!(
            "SELECT {GAME_COLUMNS} FROM games g LEFT JOIN rating_history h ON h.game_id = g.id
             WHERE {WHERE_FILTER}
             ORDER BY g.finished_at DESC, g.id DESC LIMIT ?6 OFFSET ?7"
        );
        let f = filter_params(filter);
        self.read_rows(
            &sql,
            params![f.0, f.1, f.2, f.3, f.4, limit, offset],
            ("games", 0),
            stored_game,
        )
    }

    /// Every game that passes `filter`, newest first (by when they finished), handed to `each`
    /// one by one as it is read (a game that cannot be read as `Err`, naming it), in one query:
    /// reading the whole record takes time in proportion to its games, where pages read one after
    /// the other take ever longer (each skips all the ones before it). Stops at the first error
    /// `each` returns.
    pub fn each_game<E: From<RecordError>>(
        &self,
        filter: &GameFilter,
        each: impl FnMut(Result<StoredGame, Skipped>) -> Result<(), E>,
    ) -> Result<(), E> {
        let sql = format!(
            "SELECT {GAME_COLUMNS} FROM games g LEFT JOIN rating_history h ON h.game_id = g.id
             WHERE {WHERE_FILTER}
             ORDER BY g.finished_at DESC, g.id DESC"
        );
        let f = filter_params(filter);
        self.each_row(
            &sql,
            params![f.0, f.1, f.2, f.3, f.4],
            ("games", 0),
            stored_game,
            each,
        )
    }

    /// How many games pass `filter`.
    pub fn count_games(&self, filter: &GameFilter) -> Result<u64, RecordError> {
        let sql = format!("SELECT count(*) FROM games g WHERE {WHERE_FILTER}");
        let f = filter_params(filter);
        self.conn
            .query_row(&sql, params![f.0, f.1, f.2, f.3, f.4], |row| {
                row.get::<_, i64>(0)
            })
            .map(|n| u64::try_from(n).unwrap_or(0))
            .map_err(|e| self.read_error(e))
    }

    /// The newest game kept with these moves from this start (`None`: the standard start), as a
    /// review of a game played in the app finds its row again.
    pub fn find_game(
        &self,
        start: Option<&str>,
        moves: &[String],
    ) -> Result<Option<GameId>, RecordError> {
        self.conn
            .query_row(
                "SELECT id FROM games WHERE moves = ?1 AND start_position IS ?2
                 ORDER BY finished_at DESC, id DESC LIMIT 1",
                params![moves.join(" "), start],
                |row| row.get(0).map(GameId),
            )
            .optional()
            .map_err(|e| self.read_error(e))
    }

    /// One game by its id; one that cannot be read is [`RecordError::Unreadable`], naming it.
    pub fn game(&self, id: GameId) -> Result<Option<StoredGame>, RecordError> {
        let sql = format!(
            "SELECT {GAME_COLUMNS} FROM games g LEFT JOIN rating_history h ON h.game_id = g.id
             WHERE g.id = ?1"
        );
        let read = self.read_rows(&sql, params![id.0], ("games", 0), stored_game)?;
        match read.skipped.into_iter().next() {
            Some(skipped) => Err(RecordError::Unreadable(skipped)),
            None => Ok(read.rows.into_iter().next()),
        }
    }

    /// The reviewed games' accuracy, oldest first (by when they finished).
    pub fn accuracy_history(&self, page: Page) -> Result<Vec<AccuracyPoint>, RecordError> {
        let (limit, offset) = page.sql();
        self.read_rows(
            "SELECT id, finished_at, reviewed_at, person_side, attackers_accuracy,
                defenders_accuracy
             FROM games WHERE reviewed_at IS NOT NULL
             ORDER BY finished_at, id LIMIT ?1 OFFSET ?2",
            params![limit, offset],
            ("games", 0),
            |row| {
                Ok(AccuracyPoint {
                    game: GameId(row.get(0)?),
                    finished_at: Utc(row.get(1)?),
                    reviewed_at: Utc(row.get(2)?),
                    person: side_at(row, 3)?,
                    accuracy: Accuracy {
                        attackers: row.get(4)?,
                        defenders: row.get(5)?,
                    },
                })
            },
        )
        .map(|read| read.rows)
    }

    pub(crate) fn meta(&self, key: &str) -> Result<Option<String>, RecordError> {
        self.conn
            .query_row(
                "SELECT value FROM meta WHERE key = ?1",
                params![key],
                // A note that is not UTF-8 text is as good as none.
                |row| Ok(row.get_ref(0)?.as_str().ok().map(str::to_string)),
            )
            .optional()
            .map(Option::flatten)
            .map_err(|e| self.read_error(e))
    }

    fn meta_time(&self, key: &str) -> Result<Option<Utc>, RecordError> {
        Ok(self.meta(key)?.and_then(|v| v.parse().ok()).map(Utc))
    }

    /// When the old values were moved over ([`Record::import_legacy`]), if they were.
    pub fn legacy_imported_at(&self) -> Result<Option<Utc>, RecordError> {
        self.meta_time("legacy_imported_at")
    }

    /// What the record holds, in brief.
    pub fn summary(&self) -> Result<Summary, RecordError> {
        let count = |sql: &str| {
            self.conn
                .query_row(sql, [], |row| row.get::<_, i64>(0))
                .map(|n| u64::try_from(n).unwrap_or(0))
                .map_err(|e| self.read_error(e))
        };
        Ok(Summary {
            schema_version: crate::schema::version(&self.conn).map_err(|e| self.read_error(e))?,
            rating: self.rating()?,
            games_recorded: count("SELECT count(*) FROM games")?,
            puzzle_rating: self.puzzle_rating()?,
            puzzle_attempts: count("SELECT count(*) FROM puzzle_attempts")?,
            puzzle_streaks: self.puzzle_streaks()?,
            win_streaks: self.win_streaks()?,
            legacy_imported_at: self.legacy_imported_at()?,
            last_backup_at: self.meta_time("last_backup_at")?,
        })
    }
}

/// The filter's conditions (parameters ?1 to ?5; the columns are the games table's alone, so
/// they read the same with the rating history joined).
const WHERE_FILTER: &str = concat!(
    "(?1 IS NULL OR level = ?1) AND (?2 IS NULL OR (",
    person_result_sql!(),
    ") = ?2) AND (?3 IS NULL OR finished_at >= ?3) AND (?4 IS NULL OR finished_at <= ?4)
    AND (?5 IS NULL OR rated = ?5)"
);

type FilterParams = (
    Option<u8>,
    Option<&'static str>,
    Option<i64>,
    Option<i64>,
    Option<bool>,
);

fn filter_params(filter: &GameFilter) -> FilterParams {
    (
        filter.level,
        filter.result.map(PersonResult::name),
        filter.from.map(|t| t.0),
        filter.until.map(|t| t.0),
        filter.rated,
    )
}
