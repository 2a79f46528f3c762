//! Everything that writes: a finished game with its rating change, a puzzle attempt, a lesson, a
//! review's accuracy, the saved file's name, the one-time move-over of the old values. Each is one
//! transaction, taken with the write lock first (`BEGIN IMMEDIATE`, so two copies of the app wait
//! for each other instead of failing), checked before it is written and committed with a full sync.

use std::path::Path;

use rusqlite::{ErrorCode, OptionalExtension, Transaction, TransactionBehavior, params};

use crate::values::{
    Accuracy, GameId, GameRating, GameRow, PuzzleAttempt, PuzzleRatingChange, Rated, Rating,
    RatingChange, check_accuracy, check_text, check_time, range_error, side_name,
};
use crate::{Record, RecordError, Utc};

/// A failure inside a transaction: SQLite's (turned into plain words by [`Record::write`]) or one
/// of the record's own.
pub(crate) enum Fail {
    Sql(rusqlite::Error),
    Record(RecordError),
}

impl From<rusqlite::Error> for Fail {
    fn from(e: rusqlite::Error) -> Fail {
        Fail::Sql(e)
    }
}

impl From<RecordError> for Fail {
    fn from(e: RecordError) -> Fail {
        Fail::Record(e)
    }
}

/// A SQLite error in plain words: a full disk is said as such.
pub(crate) fn sql_error(
    path: &Path,
    doing: &'static str,
    what: &'static str,
    e: rusqlite::Error,
) -> RecordError {
    let full = matches!(e.sqlite_error_code(), Some(ErrorCode::DiskFull))
        || matches!(&e, rusqlite::Error::SqliteFailure(f, _) if f.extended_code == 13);
    if full {
        return RecordError::DiskFull {
            what,
            path: path.to_path_buf(),
        };
    }
    if matches!(e.sqlite_error_code(), Some(ErrorCode::ConstraintViolation)) {
        return RecordError::Invalid(format!(
            "{what} breaks one of the record's rules ({})",
            crate::open::plain_sqlite(&e)
        ));
    }
    RecordError::Sqlite {
        doing,
        path: path.to_path_buf(),
        reason: crate::open::plain_sqlite(&e),
    }
}

/// The game rating now: the newest row of its history.
pub(crate) fn current_rating(tx: &rusqlite::Connection) -> rusqlite::Result<Option<GameRating>> {
    tx.query_row(
        "SELECT rating_after, deviation_after, volatility_after, games_after
         FROM rating_history ORDER BY id DESC LIMIT 1",
        [],
        |row| {
            Ok(GameRating {
                rating: Rating {
                    rating: row.get(0)?,
                    deviation: row.get(1)?,
                    volatility: row.get(2)?,
                },
                games: row.get(3)?,
            })
        },
    )
    .optional()
}

/// The puzzle rating now: the newest row of its history.
pub(crate) fn current_puzzle_rating(tx: &rusqlite::Connection) -> rusqlite::Result<Option<Rating>> {
    tx.query_row(
        "SELECT rating_after, deviation_after, volatility_after
         FROM puzzle_rating_history ORDER BY id DESC LIMIT 1",
        [],
        |row| {
            Ok(Rating {
                rating: row.get(0)?,
                deviation: row.get(1)?,
                volatility: row.get(2)?,
            })
        },
    )
    .optional()
}

fn path_text(path: &Path) -> String {
    path.to_string_lossy().into_owned()
}

/// Millisecond counts as SQLite's integers (checked to fit before).
fn ms(value: u64) -> i64 {
    i64::try_from(value).unwrap_or(i64::MAX)
}

/// Inserts a checked game and its rating change.
fn insert_game(
    tx: &Transaction<'_>,
    row: &GameRow,
    change: Option<RatingChange>,
) -> Result<GameId, Fail> {
    let mut row = row.clone();
    let mut games_after = 0;
    if let Some(change) = change {
        let stored = current_rating(tx)?;
        if let Some(stored) = stored {
            if !stored.rating.same(&change.before) {
                return Err(RecordError::RatingMoved { stored }.into());
            }
            games_after = stored.games;
        }
        // Never wraps: at the schema's limit the count stays there (a count brought down to it
        // by version 4 too), and the game is kept all the same.
        games_after = games_after.saturating_add(1);
        if let Some(side) = row.person {
            let player = row.player_mut(side);
            player.rating_before = Some(change.before.rating);
            player.rating_after = Some(change.after.rating);
        }
    }
    let (rated, why) = match &row.rated {
        Rated::Yes => (true, None),
        Rated::No { why } => (false, Some(why.as_str())),
    };
    tx.execute(
        "INSERT INTO games (started_at, finished_at, start_position, moves, plies, result,
            ended_by, level, person_side, attackers_name, defenders_name,
            attackers_rating_before, attackers_rating_after, defenders_rating_before,
            defenders_rating_after, rated, not_rated_because, clock_initial_ms,
            clock_increment_ms, attackers_left_ms, defenders_left_ms, saved_to)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?15, ?16, ?17,
            ?18, ?19, ?20, ?21, ?22)",
        params![
            row.started_at.0,
            row.finished_at.0,
            row.start,
            row.moves.join(" "),
            row.moves.len() as i64,
            row.result_name(),
            row.ended_by_name(),
            row.level,
            row.person.map(side_name),
            row.attackers.name,
            row.defenders.name,
            row.attackers.rating_before,
            row.attackers.rating_after,
            row.defenders.rating_before,
            row.defenders.rating_after,
            rated,
            why,
            row.clock.map(|c| ms(c.initial_ms)),
            row.clock.map(|c| ms(c.increment_ms)),
            row.clock.and_then(|c| c.attackers_left_ms).map(ms),
            row.clock.and_then(|c| c.defenders_left_ms).map(ms),
            row.saved_to.as_deref().map(path_text),
        ],
    )?;
    let id = tx.last_insert_rowid();
    if let Some(change) = change {
        insert_rating_row(tx, Some(id), row.finished_at, change, games_after)?;
    }
    Ok(GameId(id))
}

pub(crate) fn insert_rating_row(
    tx: &Transaction<'_>,
    game: Option<i64>,
    at: Utc,
    change: RatingChange,
    games_after: u32,
) -> rusqlite::Result<()> {
    let (b, a) = (change.before, change.after);
    tx.execute(
        "INSERT INTO rating_history (game_id, at, rating_before, deviation_before,
            volatility_before, rating_after, deviation_after, volatility_after, games_after)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9)",
        params![
            game,
            at.0,
            b.rating,
            b.deviation,
            b.volatility,
            a.rating,
            a.deviation,
            a.volatility,
            games_after
        ],
    )?;
    Ok(())
}

pub(crate) fn insert_puzzle_rating_row(
    tx: &Transaction<'_>,
    attempt: Option<i64>,
    at: Utc,
    change: RatingChange,
) -> rusqlite::Result<()> {
    let (b, a) = (change.before, change.after);
    tx.execute(
        "INSERT INTO puzzle_rating_history (attempt_id, at, rating_before, deviation_before,
            volatility_before, rating_after, deviation_after, volatility_after)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8)",
        params![
            attempt,
            at.0,
            b.rating,
            b.deviation,
            b.volatility,
            a.rating,
            a.deviation,
            a.volatility
        ],
    )?;
    Ok(())
}

pub(crate) fn upsert_puzzle_own_rating(
    tx: &Transaction<'_>,
    id: &str,
    rating: Rating,
    at: Utc,
    replace: bool,
) -> rusqlite::Result<()> {
    let verb = if replace {
        "INSERT OR REPLACE"
    } else {
        "INSERT OR IGNORE"
    };
    tx.execute(
        &format!(
            "{verb} INTO puzzle_ratings (puzzle_id, rating, deviation, volatility, updated_at)
             VALUES (?1, ?2, ?3, ?4, ?5)"
        ),
        params![id, rating.rating, rating.deviation, rating.volatility, at.0],
    )?;
    Ok(())
}

/// A game and its rating change, checked before anything is written.
fn check_game(row: &GameRow, change: Option<RatingChange>) -> Result<(), RecordError> {
    row.check()?;
    if let Some(change) = change {
        change.check("the game rating")?;
        if let Rated::No { why } = &row.rated {
            return Err(RecordError::Invalid(format!(
                "a game that is not rated ({why}) cannot change the rating"
            )));
        }
    }
    Ok(())
}

impl Record {
    /// Runs `f` in one write transaction (waiting for another copy of the app's write to end)
    /// and commits it; on any failure nothing of it is kept. `what` names what is written, for
    /// the messages ("the game").
    pub(crate) fn write<T>(
        &mut self,
        what: &'static str,
        f: impl FnOnce(&Transaction<'_>) -> Result<T, Fail>,
    ) -> Result<T, RecordError> {
        if self.read_only {
            return Err(RecordError::Sqlite {
                doing: "written",
                path: self.path.clone(),
                reason: "it was opened to be read only".into(),
            });
        }
        let path = self.path.clone();
        let sql = |e| sql_error(&path, "written", what, e);
        let tx = self
            .conn
            .transaction_with_behavior(TransactionBehavior::Immediate)
            .map_err(sql)?;
        let value = match f(&tx) {
            Ok(value) => value,
            Err(Fail::Sql(e)) => return Err(sql(e)),
            Err(Fail::Record(e)) => return Err(e),
        };
        tx.commit().map_err(sql)?;
        Ok(value)
    }

    /// Keeps a game that has ended (or was left unfinished) and, for a rated game, the rating
    /// change it made, in one transaction: both are kept or neither is. The game is checked first
    /// (every move with the rules, every value in range) and refused with a typed error when
    /// something is wrong. With a change, the person's side's `rating_before`/`rating_after` are
    /// set from it, and `change.before` must be the rating the record holds now: if another copy
    /// of the app has moved it since, nothing is written and [`RecordError::RatingMoved`] gives
    /// the stored rating to compute the change from again ([`Record::finish_game_with`] does that
    /// inside the transaction). The first change ever is taken as it is.
    ///
    /// A failed write (a full disk: [`RecordError::DiskFull`]) leaves everything kept before as it
    /// was; the caller still has `row` and can try again later.
    pub fn finish_game(
        &mut self,
        row: &GameRow,
        change: Option<RatingChange>,
    ) -> Result<GameId, RecordError> {
        check_game(row, change)?;
        self.write("the game", |tx| insert_game(tx, row, change))
    }

    /// [`Record::finish_game`] with the rating change computed inside the transaction from the
    /// rating the record holds at that moment (`None` before the first rated game), so that two
    /// copies of the app finishing games at once both count, one after the other. `rate` returns
    /// the change (`None`: the game does not change the rating). Returns the game's id and the
    /// change kept.
    pub fn finish_game_with(
        &mut self,
        row: &GameRow,
        rate: impl FnOnce(Option<GameRating>) -> Option<RatingChange>,
    ) -> Result<(GameId, Option<RatingChange>), RecordError> {
        row.check()?;
        self.write("the game", |tx| {
            let change = rate(current_rating(tx)?);
            check_game(row, change)?;
            Ok((insert_game(tx, row, change)?, change))
        })
    }

    /// Keeps several games in one transaction, in order (games kept in memory while the disk was
    /// full, once it has room again): all of them or none. Each game's change must follow from the
    /// one before.
    pub fn finish_games(
        &mut self,
        games: &[(GameRow, Option<RatingChange>)],
    ) -> Result<Vec<GameId>, RecordError> {
        for (row, change) in games {
            check_game(row, *change)?;
        }
        self.write("the games", |tx| {
            games
                .iter()
                .map(|(row, change)| insert_game(tx, row, *change))
                .collect()
        })
    }

    /// Keeps what a game's review found: each side's accuracy (0 to 100) and when.
    pub fn set_review(
        &mut self,
        game: GameId,
        at: Utc,
        accuracy: Accuracy,
    ) -> Result<(), RecordError> {
        check_time("the review's time", at)?;
        for value in [accuracy.attackers, accuracy.defenders]
            .into_iter()
            .flatten()
        {
            check_accuracy(value)?;
        }
        self.write("the review", |tx| {
            let changed = tx.execute(
                "UPDATE games SET reviewed_at = ?2, attackers_accuracy = ?3,
                    defenders_accuracy = ?4 WHERE id = ?1",
                params![game.0, at.0, accuracy.attackers, accuracy.defenders],
            )?;
            no_such_game(changed, game)
        })
    }

    /// Keeps the file a game was saved to.
    pub fn set_saved_to(&mut self, game: GameId, path: &Path) -> Result<(), RecordError> {
        if path.as_os_str().is_empty() {
            return Err(RecordError::Invalid(
                "the saved file's name is empty".into(),
            ));
        }
        self.write("the saved file's name", |tx| {
            let changed = tx.execute(
                "UPDATE games SET saved_to = ?2 WHERE id = ?1",
                params![game.0, path_text(path)],
            )?;
            no_such_game(changed, game)
        })
    }

    /// Keeps one puzzle played and, on a first attempt that counts, what it did to the puzzle
    /// rating and to the puzzle's own rating, in one transaction. The streak goes on with a puzzle
    /// solved without help and starts again otherwise. `change.player.before` must be the puzzle
    /// rating the record holds now (see [`Record::finish_game`]). Returns the attempt's id.
    pub fn record_puzzle(
        &mut self,
        attempt: &PuzzleAttempt,
        change: Option<PuzzleRatingChange>,
    ) -> Result<i64, RecordError> {
        attempt.check()?;
        if let Some(change) = change {
            change.player.check("the puzzle rating")?;
            change.puzzle_after.check("the puzzle's own rating")?;
        }
        self.write("the puzzle", |tx| {
            if let Some(change) = change
                && let Some(stored) = current_puzzle_rating(tx)?
                && !stored.same(&change.player.before)
            {
                return Err(RecordError::PuzzleRatingMoved {
                    stored: stored.rating,
                }
                .into());
            }
            let streak: i64 = tx
                .query_row(
                    "SELECT streak_after FROM puzzle_attempts ORDER BY id DESC LIMIT 1",
                    [],
                    |row| row.get(0),
                )
                .optional()?
                .unwrap_or(0);
            let streak_after = if attempt.solved && !attempt.with_help {
                streak + 1
            } else {
                0
            };
            tx.execute(
                "INSERT INTO puzzle_attempts (puzzle_id, at, solved, with_help, seconds, mine,
                    imported, streak_after)
                 VALUES (?1, ?2, ?3, ?4, ?5, ?6, 0, ?7)",
                params![
                    attempt.puzzle_id,
                    attempt.at.0,
                    attempt.solved,
                    attempt.with_help,
                    attempt.seconds,
                    attempt.mine,
                    streak_after
                ],
            )?;
            let id = tx.last_insert_rowid();
            if let Some(change) = change {
                insert_puzzle_rating_row(tx, Some(id), attempt.at, change.player)?;
                upsert_puzzle_own_rating(
                    tx,
                    &attempt.puzzle_id,
                    change.puzzle_after,
                    attempt.at,
                    true,
                )?;
            }
            if attempt.mine {
                tx.execute(
                    "INSERT INTO my_puzzles_progress (puzzle_id, attempts, solved,
                        first_played_at, last_played_at, first_solved_at)
                     VALUES (?1, 1, ?2, ?3, ?3, CASE WHEN ?2 THEN ?3 END)
                     ON CONFLICT (puzzle_id) DO UPDATE SET
                        attempts = attempts + 1,
                        solved = solved + excluded.solved,
                        last_played_at = max(last_played_at, excluded.last_played_at),
                        first_solved_at = coalesce(first_solved_at, excluded.first_solved_at)",
                    params![attempt.puzzle_id, attempt.solved, attempt.at.0],
                )?;
            }
            Ok(id)
        })
    }

    /// Keeps one try at a lesson's exercise: `stars` (0 to 3) where it was completed. The best
    /// stars are kept, and when it was first completed.
    pub fn record_lesson(&mut self, result: &LessonResult) -> Result<(), RecordError> {
        check_text("the lesson's stage", &result.stage)?;
        check_time("the lesson's time", result.at)?;
        if !(1..=1000).contains(&result.exercise) {
            return Err(range_error("the exercise", result.exercise, "1 to 1000"));
        }
        if result.stars > 3 {
            return Err(range_error("the stars", result.stars, "0 to 3"));
        }
        let stars = if result.completed { result.stars } else { 0 };
        self.write("the lesson", |tx| {
            tx.execute(
                "INSERT INTO lesson_progress (stage, exercise, stars, attempts, completed_at)
                 VALUES (?1, ?2, ?3, 1, CASE WHEN ?4 THEN ?5 END)
                 ON CONFLICT (stage, exercise) DO UPDATE SET
                    stars = max(stars, excluded.stars),
                    attempts = attempts + 1,
                    completed_at = coalesce(completed_at, excluded.completed_at)",
                params![
                    result.stage,
                    result.exercise,
                    stars,
                    result.completed,
                    result.at.0
                ],
            )?;
            Ok(())
        })
    }

    /// For tests: lets the file grow by at most `extra` pages (SQLite's `max_page_count`), so
    /// that writes past it fail as on a full disk; `None` lifts the limit.
    #[doc(hidden)]
    pub fn limit_size_for_tests(&self, extra: Option<u32>) {
        let pages: i64 = self
            .conn
            .query_row("PRAGMA page_count", [], |row| row.get(0))
            .unwrap_or(0);
        let limit = extra.map_or(i64::from(u32::MAX - 1), |e| pages + i64::from(e));
        let _: rusqlite::Result<i64> =
            self.conn
                .query_row(&format!("PRAGMA max_page_count = {limit}"), [], |row| {
                    row.get(0)
                });
    }

    /// Sets a value of the `meta` table.
    pub(crate) fn set_meta(&mut self, key: &'static str, value: String) -> Result<(), RecordError> {
        self.write("a note of the record's own", |tx| {
            tx.execute(
                "INSERT OR REPLACE INTO meta (key, value) VALUES (?1, ?2)",
                params![key, value],
            )?;
            Ok(())
        })
    }
}

fn no_such_game(changed: usize, game: GameId) -> Result<(), Fail> {
    if changed == 0 {
        Err(RecordError::Invalid(format!("the record has no game {}", game.0)).into())
    } else {
        Ok(())
    }
}

/// One try at a lesson's exercise.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LessonResult {
    /// The stage's id (its name or number, as the lessons name it).
    pub stage: String,
    /// The exercise within the stage, from 1.
    pub exercise: u32,
    /// 0 to 3, where it was completed.
    pub stars: u8,
    pub completed: bool,
    pub at: Utc,
}
