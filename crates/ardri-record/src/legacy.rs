//! The one-time move of the values the app kept before the record (the game rating, the puzzle
//! record, My puzzles' progress) into it: checked first, written in one transaction with a marker,
//! so that it happens once whatever copies of the app start.

use rusqlite::{OptionalExtension, Transaction, params};

use crate::values::{RatingChange, check_text, check_time, range_error};
use crate::write::{
    Fail, current_puzzle_rating, current_rating, insert_puzzle_rating_row, insert_rating_row,
    upsert_puzzle_own_rating,
};
use crate::{GameRating, Rating, Record, RecordError, Utc};

impl Record {
    /// Moves the values the app kept before the record over, once: in one transaction with a
    /// marker in `meta` (`legacy_imported_at`), so a second call (the next start, another copy of
    /// the app) does nothing and returns `false`. Every value is checked first; one out of range
    /// refuses the whole move ([`RecordError::OutOfRange`]) and nothing is written, so the caller
    /// keeps the old values and may start without them. A part whose kind the record already
    /// holds (a rating history begun by a game before the move) is left out. Returns `true` when
    /// it moved the values over; the old values may be dropped only then.
    pub fn import_legacy(&mut self, legacy: &LegacyValues) -> Result<bool, RecordError> {
        legacy.check()?;
        self.write("the values moved over", |tx| {
            let done: Option<String> = tx
                .query_row(
                    "SELECT value FROM meta WHERE key = 'legacy_imported_at'",
                    [],
                    |row| row.get(0),
                )
                .optional()?;
            if done.is_some() {
                return Ok(false);
            }
            let now = legacy.now;
            if let Some(game) = legacy.game_rating
                && current_rating(tx)?.is_none()
            {
                let same = RatingChange {
                    before: game.rating,
                    after: game.rating,
                };
                insert_rating_row(tx, None, now, same, game.games)?;
            }
            if let Some(puzzles) = &legacy.puzzles {
                if current_puzzle_rating(tx)?.is_none() {
                    let same = RatingChange {
                        before: puzzles.player,
                        after: puzzles.player,
                    };
                    insert_puzzle_rating_row(tx, None, now, same)?;
                }
                let attempts: i64 =
                    tx.query_row("SELECT count(*) FROM puzzle_attempts", [], |row| row.get(0))?;
                if attempts == 0 {
                    import_puzzle_history(tx, legacy)?;
                }
                for (id, rating) in &puzzles.puzzle_ratings {
                    upsert_puzzle_own_rating(tx, id, *rating, now, false)?;
                }
                tx.execute(
                    "INSERT OR REPLACE INTO meta (key, value) VALUES ('legacy_best_streak', ?1)",
                    params![puzzles.best_streak.max(puzzles.streak).to_string()],
                )?;
            }
            for mine in &legacy.my_puzzles {
                tx.execute(
                    "INSERT OR IGNORE INTO my_puzzles_progress (puzzle_id, attempts, solved,
                        first_played_at, last_played_at, first_solved_at)
                     VALUES (?1, ?2, ?3, ?4, ?4, CASE WHEN ?3 > 0 THEN ?4 END)",
                    params![mine.id, mine.attempts, mine.solved, now.0],
                )?;
            }
            tx.execute(
                "INSERT INTO meta (key, value) VALUES ('legacy_imported_at', ?1)",
                params![now.0.to_string()],
            )?;
            Ok(true)
        })
    }
}

/// The puzzle history moved over: one attempt per result, oldest first, with the streak counted
/// so that the last attempt's is the stored streak.
fn import_puzzle_history(tx: &Transaction<'_>, legacy: &LegacyValues) -> Result<(), Fail> {
    let Some(puzzles) = &legacy.puzzles else {
        return Ok(());
    };
    let mine: std::collections::HashSet<&str> =
        legacy.my_puzzles.iter().map(|m| m.id.as_str()).collect();
    // The history keeps the last results only, and the stored streak is what the person saw: the
    // solved ones at its end count up to it (a streak longer than them began before the history).
    let trailing = puzzles
        .history
        .iter()
        .rev()
        .take_while(|h| h.solved)
        .count();
    let run_start = puzzles.history.len() - trailing;
    let offset = i64::from(puzzles.streak)
        .saturating_sub(trailing as i64)
        .max(0);
    let mut streak = 0;
    for (i, entry) in puzzles.history.iter().enumerate() {
        streak = match (entry.solved, i == run_start) {
            (false, _) => 0,
            (true, true) => offset + 1,
            (true, false) => streak + 1,
        };
        tx.execute(
            "INSERT INTO puzzle_attempts (puzzle_id, at, solved, with_help, seconds, mine,
                imported, streak_after)
             VALUES (?1, ?2, ?3, 0, NULL, ?4, 1, ?5)",
            params![
                entry.id,
                legacy.now.0,
                entry.solved,
                mine.contains(entry.id.as_str()),
                streak
            ],
        )?;
    }
    Ok(())
}

/// The values the app kept before the record (in eframe's storage and in My puzzles' file), as
/// plain values: the app converts its own types into these.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct LegacyValues {
    /// When the move happens: the time given to every row moved over.
    pub now: Utc,
    /// The game rating (`PersonsRating`: the rating and the rated games that made it).
    pub game_rating: Option<GameRating>,
    /// The puzzle record (`PuzzleRecord`).
    pub puzzles: Option<LegacyPuzzles>,
    /// My puzzles' progress: each of the person's own puzzles played, with how often and how
    /// often solved (from the puzzle record's history).
    pub my_puzzles: Vec<LegacyMyPuzzle>,
}

/// The puzzle record as the app kept it.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct LegacyPuzzles {
    pub player: Rating,
    pub streak: u32,
    pub best_streak: u32,
    /// The results kept, oldest first.
    pub history: Vec<LegacyPuzzleResult>,
    /// The puzzles' own ratings where results moved them.
    pub puzzle_ratings: Vec<(String, Rating)>,
}

impl Default for Rating {
    /// Glicko-2's start: 1500, 350, 0.06.
    fn default() -> Rating {
        Rating {
            rating: 1500.0,
            deviation: 350.0,
            volatility: 0.06,
        }
    }
}

/// One puzzle result of the old history.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LegacyPuzzleResult {
    pub id: String,
    /// Solved without a wrong move.
    pub solved: bool,
}

/// One of My puzzles played before the record.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LegacyMyPuzzle {
    pub id: String,
    /// At least 1.
    pub attempts: u32,
    /// At most `attempts`.
    pub solved: u32,
}

impl LegacyValues {
    fn check(&self) -> Result<(), RecordError> {
        check_time("the time of the move", self.now)?;
        if let Some(game) = &self.game_rating {
            game.rating.check("the game rating")?;
        }
        if let Some(puzzles) = &self.puzzles {
            puzzles.player.check("the puzzle rating")?;
            for entry in &puzzles.history {
                check_text("a puzzle's id", &entry.id)?;
            }
            for (id, rating) in &puzzles.puzzle_ratings {
                check_text("a puzzle's id", id)?;
                rating.check("a puzzle's own rating")?;
            }
        }
        for mine in &self.my_puzzles {
            check_text("a puzzle's id", &mine.id)?;
            if mine.attempts == 0 || mine.solved > mine.attempts {
                return Err(range_error(
                    "My puzzles' count of solved",
                    format!("{} of {}", mine.solved, mine.attempts),
                    "at most the attempts, at least one attempt",
                ));
            }
        }
        Ok(())
    }
}
