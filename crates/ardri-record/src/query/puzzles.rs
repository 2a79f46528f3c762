//! Reading back what the person did away from games: the puzzles (the rating's history, the
//! attempts, the puzzles' own ratings, the streaks, My puzzles' progress) and the lessons.

use rusqlite::params;

use super::{
    LessonProgress, MyPuzzleProgress, Page, PuzzleRatingPoint, StoredAttempt, Streaks,
    optional_rating_at, rating_at,
};
use crate::{PuzzleAttempt, Rating, RatingChange, Record, RecordError, Utc};

/// Each list leaves out a row it cannot read (a puzzle id that is not UTF-8 text, kept by an
/// older version) rather than failing whole.
impl Record {
    /// The puzzle rating's history, oldest first.
    pub fn puzzle_rating_history(&self, page: Page) -> Result<Vec<PuzzleRatingPoint>, RecordError> {
        let (limit, offset) = page.sql();
        self.read_rows(
            "SELECT attempt_id, at, rating_before, deviation_before, volatility_before,
                rating_after, deviation_after, volatility_after, id
             FROM puzzle_rating_history ORDER BY id LIMIT ?1 OFFSET ?2",
            params![limit, offset],
            ("puzzle_rating_history", 8),
            |row| {
                Ok(PuzzleRatingPoint {
                    attempt: row.get(0)?,
                    at: Utc(row.get(1)?),
                    before: rating_at(row, 2)?,
                    after: rating_at(row, 5)?,
                })
            },
        )
        .map(|read| read.rows)
    }

    /// The puzzles played, newest first.
    pub fn puzzle_attempts(&self, page: Page) -> Result<Vec<StoredAttempt>, RecordError> {
        let (limit, offset) = page.sql();
        self.read_rows(
            "SELECT a.id, a.puzzle_id, a.at, a.solved, a.with_help, a.seconds, a.mine,
                a.imported, a.streak_after, h.rating_before, h.deviation_before,
                h.volatility_before, h.rating_after, h.deviation_after, h.volatility_after
             FROM puzzle_attempts a LEFT JOIN puzzle_rating_history h ON h.attempt_id = a.id
             ORDER BY a.id DESC LIMIT ?1 OFFSET ?2",
            params![limit, offset],
            ("puzzle_attempts", 0),
            |row| {
                Ok(StoredAttempt {
                    id: row.get(0)?,
                    attempt: PuzzleAttempt {
                        puzzle_id: row.get(1)?,
                        at: Utc(row.get(2)?),
                        solved: row.get(3)?,
                        with_help: row.get(4)?,
                        seconds: row.get(5)?,
                        mine: row.get(6)?,
                    },
                    imported: row.get(7)?,
                    streak_after: row.get(8)?,
                    change: match (optional_rating_at(row, 9)?, optional_rating_at(row, 12)?) {
                        (Some(before), Some(after)) => Some(RatingChange { before, after }),
                        _ => None,
                    },
                })
            },
        )
        .map(|read| read.rows)
    }

    /// The puzzles' own ratings as results moved them, by id.
    pub fn puzzle_own_ratings(&self, page: Page) -> Result<Vec<(String, Rating)>, RecordError> {
        let (limit, offset) = page.sql();
        self.read_rows(
            "SELECT puzzle_id, rating, deviation, volatility, rowid FROM puzzle_ratings
             ORDER BY puzzle_id LIMIT ?1 OFFSET ?2",
            params![limit, offset],
            ("puzzle_ratings", 4),
            |row| Ok((row.get(0)?, rating_at(row, 1)?)),
        )
        .map(|read| read.rows)
    }

    /// Whether a puzzle was played before (a replay does not move the ratings).
    pub fn puzzle_played(&self, puzzle_id: &str) -> Result<bool, RecordError> {
        self.conn
            .query_row(
                "SELECT EXISTS (SELECT 1 FROM puzzle_attempts WHERE puzzle_id = ?1)",
                params![puzzle_id],
                |row| row.get(0),
            )
            .map_err(|e| self.read_error(e))
    }

    /// The puzzle streaks: puzzles solved without help in a row now, and the longest ever (the
    /// one moved over from before the record included).
    pub fn puzzle_streaks(&self) -> Result<Streaks, RecordError> {
        let (current, best) = self
            .conn
            .query_row(
                "SELECT (SELECT streak_after FROM puzzle_attempts ORDER BY id DESC LIMIT 1),
                    (SELECT max(streak_after) FROM puzzle_attempts),
                    (SELECT value FROM meta WHERE key = 'legacy_best_streak')",
                [],
                |row| {
                    let legacy: Option<String> = row.get(2)?;
                    let legacy = legacy.and_then(|v| v.parse::<u32>().ok()).unwrap_or(0);
                    Ok((
                        row.get::<_, Option<u32>>(0)?.unwrap_or(0),
                        row.get::<_, Option<u32>>(1)?.unwrap_or(0).max(legacy),
                    ))
                },
            )
            .map_err(|e| self.read_error(e))?;
        Ok(Streaks { current, best })
    }

    /// My puzzles' progress, by puzzle id.
    pub fn my_puzzles_progress(&self, page: Page) -> Result<Vec<MyPuzzleProgress>, RecordError> {
        let (limit, offset) = page.sql();
        self.read_rows(
            "SELECT puzzle_id, attempts, solved, first_played_at, last_played_at, first_solved_at,
                rowid
             FROM my_puzzles_progress ORDER BY puzzle_id LIMIT ?1 OFFSET ?2",
            params![limit, offset],
            ("my_puzzles_progress", 6),
            |row| {
                Ok(MyPuzzleProgress {
                    puzzle_id: row.get(0)?,
                    attempts: row.get(1)?,
                    solved: row.get(2)?,
                    first_played_at: Utc(row.get(3)?),
                    last_played_at: Utc(row.get(4)?),
                    first_solved_at: row.get::<_, Option<i64>>(5)?.map(Utc),
                })
            },
        )
        .map(|read| read.rows)
    }

    /// The lessons' progress, by stage then exercise.
    pub fn lesson_progress(&self, page: Page) -> Result<Vec<LessonProgress>, RecordError> {
        let (limit, offset) = page.sql();
        self.read_rows(
            "SELECT stage, exercise, stars, attempts, completed_at, rowid FROM lesson_progress
             ORDER BY stage, exercise LIMIT ?1 OFFSET ?2",
            params![limit, offset],
            ("lesson_progress", 5),
            |row| {
                Ok(LessonProgress {
                    stage: row.get(0)?,
                    exercise: row.get(1)?,
                    stars: row.get(2)?,
                    attempts: row.get(3)?,
                    completed_at: row.get::<_, Option<i64>>(4)?.map(Utc),
                })
            },
        )
        .map(|read| read.rows)
    }
}
