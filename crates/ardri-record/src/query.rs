//! Reading the record back. Every query that may return many rows takes a [`Page`] (`LIMIT` and
//! `OFFSET`, at most [`MAX_PAGE`] rows), so nothing reads a whole history at once by accident.

use std::path::PathBuf;

use rusqlite::{OptionalExtension, Row, params};

use ardri_rules::{Outcome, Side};

use crate::values::{
    Accuracy, ClockRecord, GameId, GameRating, GameRow, PersonResult, Player, Rated, Rating,
    RatingChange, StoredGame, reason_from, side_from,
};
use crate::write::{current_puzzle_rating, current_rating, sql_error};
use crate::{PuzzleAttempt, Record, RecordError, Utc};

mod puzzles;

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

/// A row a query left out because it cannot be read (kept by an older version of the app, or
/// written by another program), named: which table, which row, and why in plain words.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Skipped {
    /// Its table: `games`, `rating_history`, `puzzle_attempts`, ...
    pub table: &'static str,
    /// Its id (SQLite's rowid: the `id` of the tables that have one).
    pub id: i64,
    /// Why: "its attackers_name is not valid UTF-8 text".
    pub why: String,
}

impl std::fmt::Display for Skipped {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self.table {
            "games" => write!(f, "game {}", self.id)?,
            table => write!(f, "row {} of {table}", self.id)?,
        }
        write!(f, " cannot be read: {}", self.why)
    }
}

/// What a query read: the rows it could use, in order, and the ones it left out.
#[derive(Clone, Debug, PartialEq)]
pub struct Rows<T> {
    pub rows: Vec<T>,
    pub skipped: Vec<Skipped>,
}

/// Why `row` cannot be read, in plain words, from the error reading it.
fn why_unreadable(row: &Row<'_>, e: &rusqlite::Error) -> String {
    use rusqlite::Error;
    let name = |i: usize| {
        row.as_ref()
            .column_name(i)
            .map_or_else(|_| format!("column {i}"), str::to_string)
    };
    match e {
        Error::Utf8Error(i, _) => format!("its {} is not valid UTF-8 text", name(*i)),
        Error::FromSqlConversionFailure(i, _, inner) if inner.is::<std::str::Utf8Error>() => {
            format!("its {} is not valid UTF-8 text", name(*i))
        }
        Error::FromSqlConversionFailure(i, _, inner) => format!("its {} {inner}", name(*i)),
        Error::IntegralValueOutOfRange(i, value) => {
            format!("its {} ({value}) is out of range", name(*i))
        }
        Error::InvalidColumnType(_, column, kind) => {
            format!("its {column} holds a value of the wrong kind ({kind})")
        }
        e => crate::open::plain_sqlite(e),
    }
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

/// One point of the game rating's history: a rated game (or the rating moved over from before
/// the record, `game` `None`).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct RatingPoint {
    pub game: Option<GameId>,
    pub at: Utc,
    pub before: Rating,
    pub after: Rating,
    /// The rated games counted after this one.
    pub games_after: u32,
}

/// The game rating over every rated game, thinned for a chart: at most about the points asked
/// for, each bucket of neighbouring games keeping its lowest and its highest rating (so no peak or
/// fall is lost), the first and the last point always kept.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct RatingChart {
    /// (the rated game's number, from 1, in the history's order; the point), in order.
    pub points: Vec<(u64, RatingPoint)>,
    /// How many points the history holds in all (the chart's x axis runs to it).
    pub total: u64,
    /// Points that could not be read, left out and named.
    pub skipped: Vec<Skipped>,
}

/// How far the person has climbed, from the games that counted against a level: the highest
/// level they beat, and how many such games they played. Advice ("Next, try") never runs ahead of
/// it.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Climb {
    /// The highest level beaten in a rated game (`None`: none yet).
    pub highest_beaten: Option<u8>,
    /// Rated games played against a level, with a side.
    pub rated_games: u64,
}

/// The person's results against one level with one side, in the games that counted or in the
/// casual ones.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LevelSideResults {
    /// `None`: games without a level.
    pub level: Option<u8>,
    pub side: Side,
    /// These games counted for the rating (`false`: casual ones).
    pub rated: bool,
    pub wins: u32,
    pub draws: u32,
    pub losses: u32,
    pub unfinished: u32,
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
    fn read_error(&self, e: rusqlite::Error) -> RecordError {
        sql_error(&self.path, "read", "the query", e)
    }

    /// Runs `sql` (with `params`) and maps every row.
    fn rows<T, P: rusqlite::Params>(
        &self,
        sql: &str,
        params: P,
        map: impl FnMut(&Row<'_>) -> rusqlite::Result<T>,
    ) -> Result<Vec<T>, RecordError> {
        let mut statement = self
            .conn
            .prepare_cached(sql)
            .map_err(|e| self.read_error(e))?;
        let rows = statement
            .query_map(params, map)
            .map_err(|e| self.read_error(e))?;
        rows.collect::<rusqlite::Result<Vec<T>>>()
            .map_err(|e| self.read_error(e))
    }

    /// Runs `sql` (with `params`) and hands `each` every row of `table` it maps, or the row left
    /// out and why (column `id_column` holds the row's id). Stops at the first error `each`
    /// returns.
    fn each_row<T, E: From<RecordError>, P: rusqlite::Params>(
        &self,
        sql: &str,
        params: P,
        (table, id_column): (&'static str, usize),
        mut map: impl FnMut(&Row<'_>) -> rusqlite::Result<T>,
        mut each: impl FnMut(Result<T, Skipped>) -> Result<(), E>,
    ) -> Result<(), E> {
        let mut statement = self
            .conn
            .prepare_cached(sql)
            .map_err(|e| self.read_error(e))?;
        let mut rows = statement.query(params).map_err(|e| self.read_error(e))?;
        while let Some(row) = rows.next().map_err(|e| self.read_error(e))? {
            let read = map(row).map_err(|e| Skipped {
                table,
                id: row.get(id_column).unwrap_or(-1),
                why: why_unreadable(row, &e),
            });
            each(read)?;
        }
        Ok(())
    }

    /// Runs `sql` (with `params`) and maps every row of `table` it can (column `id_column` holds
    /// the row's id), leaving out and naming the others.
    fn read_rows<T, P: rusqlite::Params>(
        &self,
        sql: &str,
        params: P,
        table: (&'static str, usize),
        map: impl FnMut(&Row<'_>) -> rusqlite::Result<T>,
    ) -> Result<Rows<T>, RecordError> {
        let mut read = Rows {
            rows: Vec::new(),
            skipped: Vec::new(),
        };
        self.each_row(sql, params, table, map, |row| {
            match row {
                Ok(row) => read.rows.push(row),
                Err(skipped) => read.skipped.push(skipped),
            }
            Ok::<(), RecordError>(())
        })?;
        Ok(read)
    }

    /// The game rating now: the last rated game's (or what was moved over); `None` before either.
    pub fn rating(&self) -> Result<Option<GameRating>, RecordError> {
        current_rating(&self.conn).map_err(|e| self.read_error(e))
    }

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

    /// The game rating's history, oldest first: one point per rated game (the first may be the
    /// rating moved over from before the record).
    pub fn rating_history(&self, page: Page) -> Result<Vec<RatingPoint>, RecordError> {
        Ok(self.read_rating_history(page)?.rows)
    }

    /// [`Record::rating_history`], and the points of the page that cannot be read, left out and
    /// named.
    pub fn read_rating_history(&self, page: Page) -> Result<Rows<RatingPoint>, RecordError> {
        let (limit, offset) = page.sql();
        self.read_rows(
            "SELECT game_id, at, rating_before, deviation_before, volatility_before,
                rating_after, deviation_after, volatility_after, games_after, id
             FROM rating_history ORDER BY id LIMIT ?1 OFFSET ?2",
            params![limit, offset],
            ("rating_history", 9),
            |row| {
                Ok(RatingPoint {
                    game: row.get::<_, Option<i64>>(0)?.map(GameId),
                    at: Utc(row.get(1)?),
                    before: rating_at(row, 2)?,
                    after: rating_at(row, 5)?,
                    games_after: row.get(8)?,
                })
            },
        )
    }

    /// The person's wins, draws, losses and unfinished games by level and side (the games where
    /// they had a side), the rated ones apart from the casual ones: rated first, then by level
    /// then side.
    pub fn results_by_level_and_side(
        &self,
        page: Page,
    ) -> Result<Vec<LevelSideResults>, RecordError> {
        let (limit, offset) = page.sql();
        self.rows(
            "SELECT level, person_side, rated,
                sum(result = person_side),
                sum(result = 'draw'),
                sum(result NOT IN ('draw', 'unfinished') AND result <> person_side),
                sum(result = 'unfinished')
             FROM games WHERE person_side IS NOT NULL
             GROUP BY rated, level, person_side ORDER BY rated DESC, level, person_side
             LIMIT ?1 OFFSET ?2",
            params![limit, offset],
            |row| {
                Ok(LevelSideResults {
                    level: row.get(0)?,
                    side: side_at(row, 1)?.ok_or_else(|| unknown(1, "NULL"))?,
                    rated: row.get(2)?,
                    wins: row.get(3)?,
                    draws: row.get(4)?,
                    losses: row.get(5)?,
                    unfinished: row.get(6)?,
                })
            },
        )
    }

    /// How far the person has climbed ([`Climb`]), from the rated games against a level.
    pub fn climb(&self) -> Result<Climb, RecordError> {
        self.conn
            .query_row(
                "SELECT max(CASE WHEN result = person_side THEN level END), count(*)
                 FROM games WHERE rated = 1 AND level IS NOT NULL AND person_side IS NOT NULL",
                [],
                |row| {
                    Ok(Climb {
                        highest_beaten: row.get(0)?,
                        rated_games: row.get::<_, i64>(1)?.max(0) as u64,
                    })
                },
            )
            .map_err(|e| self.read_error(e))
    }

    /// The game rating over every rated game, thinned to about `points` points for a chart (see
    /// [`RatingChart`]): read in one pass, however long the history.
    pub fn rating_chart(&self, points: usize) -> Result<RatingChart, RecordError> {
        let total: i64 = self
            .conn
            .query_row("SELECT count(*) FROM rating_history", [], |row| row.get(0))
            .map_err(|e| self.read_error(e))?;
        let total = u64::try_from(total).unwrap_or(0);
        // Two points (the lowest and the highest) per bucket of neighbouring games.
        let buckets = (points / 2).max(1) as u64;
        let width = total.div_ceil(buckets).max(1);
        let mut chart = RatingChart {
            total,
            ..RatingChart::default()
        };
        let mut bucket: Vec<(u64, RatingPoint)> = Vec::new();
        let mut number = 0_u64;
        let mut kept = Vec::new();
        let mut skipped = Vec::new();
        let mut last = None;
        self.each_row(
            "SELECT game_id, at, rating_before, deviation_before, volatility_before,
                rating_after, deviation_after, volatility_after, games_after, id
             FROM rating_history ORDER BY id",
            [],
            ("rating_history", 9),
            |row| {
                Ok(RatingPoint {
                    game: row.get::<_, Option<i64>>(0)?.map(GameId),
                    at: Utc(row.get(1)?),
                    before: rating_at(row, 2)?,
                    after: rating_at(row, 5)?,
                    games_after: row.get(8)?,
                })
            },
            |read| {
                number += 1;
                match read {
                    Ok(point) => {
                        if number == 1 {
                            kept.push((number, point));
                        } else {
                            bucket.push((number, point));
                        }
                        last = Some((number, point));
                    }
                    Err(bad) => skipped.push(bad),
                }
                if number.is_multiple_of(width) {
                    keep_extremes(&mut bucket, &mut kept);
                }
                Ok::<(), RecordError>(())
            },
        )?;
        keep_extremes(&mut bucket, &mut kept);
        // The newest point always shows (the rating now).
        if let Some(last) = last
            && kept.last().map(|k| k.0) != Some(last.0)
        {
            kept.push(last);
        }
        chart.points = kept;
        chart.skipped = skipped;
        Ok(chart)
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

    /// The person's winning streaks in rated games against the engine: the wins in a row since
    /// the last rated game that was not one (a draw or a loss; unfinished and casual games do not
    /// count), and the longest.
    pub fn win_streaks(&self) -> Result<Streaks, RecordError> {
        // Rated games only: a streak of wins over casual games (taken back, helped) says nothing.
        let runs = self.rows(
            "WITH played AS (
                SELECT finished_at, id, (result = person_side) AS won FROM games
                WHERE person_side IS NOT NULL AND result <> 'unfinished' AND rated = 1),
             runs AS (
                SELECT won, sum(NOT won) OVER (ORDER BY finished_at, id
                    ROWS UNBOUNDED PRECEDING) AS run FROM played)
             SELECT run, sum(won) FROM runs GROUP BY run ORDER BY run",
            [],
            |row| row.get::<_, u32>(1),
        )?;
        Ok(Streaks {
            current: runs.last().copied().unwrap_or(0),
            best: runs.iter().copied().max().unwrap_or(0),
        })
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

/// Moves the lowest and the highest point of `bucket` (by the rating after), in their order, to
/// `out`, and empties the bucket.
fn keep_extremes(bucket: &mut Vec<(u64, RatingPoint)>, out: &mut Vec<(u64, RatingPoint)>) {
    let by_rating = |a: &&(u64, RatingPoint), b: &&(u64, RatingPoint)| {
        a.1.after.rating.total_cmp(&b.1.after.rating)
    };
    let (Some(low), Some(high)) = (
        bucket.iter().min_by(by_rating).copied(),
        bucket.iter().max_by(by_rating).copied(),
    ) else {
        return;
    };
    let (first, second) = if low.0 <= high.0 {
        (low, high)
    } else {
        (high, low)
    };
    out.push(first);
    if second.0 != first.0 {
        out.push(second);
    }
    bucket.clear();
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
