//! The one-time move of the values the app kept before the record (the game rating, the puzzle
//! record, each puzzle's history, the puzzles' own ratings, My puzzles' progress) into it: each
//! value checked on its own, with the record's own limits, and moved on its own; what cannot be
//! trusted is left out and named, never replaced by a default. Written in one transaction with a
//! marker, so that it happens once whatever copies of the app start.

use rusqlite::{OptionalExtension, Transaction, params};

use crate::values::{
    MAX_RATED_GAMES, MAX_RATING, RATING_SCALE_SHIFT, RatingChange, check_text, check_time,
    range_error,
};
use crate::write::{
    Fail, current_puzzle_rating, current_rating, insert_puzzle_rating_row, insert_rating_row,
    upsert_puzzle_own_rating,
};
use crate::{GameRating, Rating, Record, RecordError, Utc};

/// What the move of the old values did.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct LegacyMove {
    /// The move was made now (`false`: it was made before, by this copy or another, and nothing
    /// was done).
    pub done: bool,
    /// The values moved, each named for the person ("your game rating (1500, 30 games)").
    pub moved: Vec<String>,
    /// The values that could not be trusted and were left out: what each is and why, in plain
    /// words. Nothing took their place.
    pub refused: Vec<LegacyRefused>,
}

/// One old value left out of the move.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LegacyRefused {
    /// What it was, for the person: "your game rating", "a puzzle result (puzzle id ...)".
    pub what: String,
    /// Why it was left out: the check's own message.
    pub why: String,
}

impl std::fmt::Display for LegacyRefused {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}: {}", self.what, self.why)
    }
}

/// The old values sorted: those that pass the record's checks, and those that do not.
struct Sorted<'a> {
    game_rating: Option<GameRating>,
    puzzle_player: Option<&'a LegacyPuzzles>,
    history: Vec<&'a LegacyPuzzleResult>,
    own_ratings: Vec<&'a (String, Rating)>,
    my_puzzles: Vec<&'a LegacyMyPuzzle>,
    refused: Vec<LegacyRefused>,
}

impl Record {
    /// Moves the values the app kept before the record over, once: in one transaction with a
    /// marker in `meta` (`legacy_imported_at`), so a second call (the next start, another copy of
    /// the app) does nothing and says so (`done` false). Each value is checked on its own with
    /// the record's limits; one that fails is left out and named in `refused`, and the others
    /// are moved all the same (a bad puzzle id never costs the game rating). A part whose kind
    /// the record already holds (a rating history begun by a game before the move) is left out.
    ///
    /// Errors only when nothing could be written (a full disk, a lock held too long, a time out
    /// of range): the marker is not set, so the move is tried again at the next start.
    pub fn import_legacy(&mut self, legacy: &LegacyValues) -> Result<LegacyMove, RecordError> {
        check_time("the time of the move", legacy.now)?;
        let sorted = legacy.sort();
        self.write("the values moved over", |tx| {
            let done: Option<String> = tx
                .query_row(
                    "SELECT value FROM meta WHERE key = 'legacy_imported_at'",
                    [],
                    |row| row.get(0),
                )
                .optional()?;
            if done.is_some() {
                return Ok(LegacyMove::default());
            }
            let now = legacy.now;
            let mut moved = Vec::new();
            if let Some(mut game) = sorted.game_rating
                && current_rating(tx)?.is_none()
            {
                // The old storage kept it on the levels' old scale (level 1 at 0).
                game.rating.rating = (game.rating.rating + RATING_SCALE_SHIFT).min(MAX_RATING);
                let same = RatingChange {
                    before: game.rating,
                    after: game.rating,
                };
                insert_rating_row(tx, None, now, same, game.games)?;
                moved.push(format!(
                    "your game rating ({:.0}, {} rated game{})",
                    game.rating.rating,
                    game.games,
                    if game.games == 1 { "" } else { "s" }
                ));
            }
            if let Some(puzzles) = sorted.puzzle_player {
                if current_puzzle_rating(tx)?.is_none() {
                    let same = RatingChange {
                        before: puzzles.player,
                        after: puzzles.player,
                    };
                    insert_puzzle_rating_row(tx, None, now, same)?;
                    moved.push(format!("your puzzle rating ({:.0})", puzzles.player.rating));
                }
                tx.execute(
                    "INSERT OR REPLACE INTO meta (key, value) VALUES ('legacy_best_streak', ?1)",
                    params![puzzles.best_streak.max(puzzles.streak).to_string()],
                )?;
            }
            let attempts: i64 =
                tx.query_row("SELECT count(*) FROM puzzle_attempts", [], |row| row.get(0))?;
            if attempts == 0 && !sorted.history.is_empty() {
                import_puzzle_history(tx, legacy, &sorted.history)?;
                moved.push(match sorted.history.len() {
                    1 => "1 puzzle result".to_string(),
                    n => format!("{n} puzzle results"),
                });
            }
            for (id, rating) in &sorted.own_ratings {
                upsert_puzzle_own_rating(tx, id, *rating, now, false)?;
            }
            for mine in &sorted.my_puzzles {
                tx.execute(
                    "INSERT OR IGNORE INTO my_puzzles_progress (puzzle_id, attempts, solved,
                        first_played_at, last_played_at, first_solved_at)
                     VALUES (?1, ?2, ?3, ?4, ?4, CASE WHEN ?3 > 0 THEN ?4 END)",
                    params![mine.id, mine.attempts, mine.solved, now.0],
                )?;
            }
            if !sorted.my_puzzles.is_empty() {
                moved.push(format!(
                    "My puzzles' progress ({} puzzles)",
                    sorted.my_puzzles.len()
                ));
            }
            tx.execute(
                "INSERT INTO meta (key, value) VALUES ('legacy_imported_at', ?1)",
                params![now.0.to_string()],
            )?;
            Ok(LegacyMove {
                done: true,
                moved,
                refused: sorted.refused.clone(),
            })
        })
    }
}

/// The puzzle history moved over: one attempt per result kept, oldest first, with the streak
/// counted so that the last attempt's is the stored streak.
fn import_puzzle_history(
    tx: &Transaction<'_>,
    legacy: &LegacyValues,
    history: &[&LegacyPuzzleResult],
) -> Result<(), Fail> {
    let Some(puzzles) = &legacy.puzzles else {
        return Ok(());
    };
    let mine: std::collections::HashSet<&str> =
        legacy.my_puzzles.iter().map(|m| m.id.as_str()).collect();
    // The history keeps the last results only, and the stored streak is what the person saw: the
    // solved ones at its end count up to it (a streak longer than them began before the history).
    let trailing = history.iter().rev().take_while(|h| h.solved).count();
    let run_start = history.len() - trailing;
    let offset = i64::from(puzzles.streak)
        .saturating_sub(trailing as i64)
        .max(0);
    let mut streak = 0;
    for (i, entry) in history.iter().enumerate() {
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
    /// Each value checked on its own with the record's limits.
    fn sort(&self) -> Sorted<'_> {
        let mut refused = Vec::new();
        let mut keep = |what: String, checked: Result<(), RecordError>| match checked {
            Ok(()) => true,
            Err(e) => {
                refused.push(LegacyRefused {
                    what,
                    why: plain(&e),
                });
                false
            }
        };
        let game_rating = self.game_rating.filter(|game| {
            keep(
                format!("your game rating ({} rated games)", game.games),
                game.rating
                    .check("the game rating")
                    .and_then(|()| check_games(game.games)),
            )
        });
        let puzzle_player = self.puzzles.as_ref().filter(|p| {
            keep(
                "your puzzle rating and streaks".into(),
                p.player.check("the puzzle rating"),
            )
        });
        let (mut history, mut own_ratings) = (Vec::new(), Vec::new());
        if let Some(puzzles) = &self.puzzles {
            for entry in &puzzles.history {
                if keep(
                    "a puzzle result".into(),
                    check_text("its puzzle's id", &entry.id),
                ) {
                    history.push(entry);
                }
            }
            for pair in &puzzles.puzzle_ratings {
                let (id, rating) = pair;
                let what = match check_text("", id) {
                    Ok(()) => format!("the own rating of puzzle {}", short(id)),
                    Err(_) => "a puzzle's own rating".to_string(),
                };
                if keep(
                    what,
                    check_text("its puzzle's id", id)
                        .and_then(|()| rating.check("the puzzle's own rating")),
                ) {
                    own_ratings.push(pair);
                }
            }
        }
        let mut my_puzzles = Vec::new();
        for mine in &self.my_puzzles {
            let counts = if mine.attempts == 0 || mine.solved > mine.attempts {
                Err(range_error(
                    "My puzzles' count of solved",
                    format!("{} of {}", mine.solved, mine.attempts),
                    "at most the attempts, at least one attempt",
                ))
            } else {
                Ok(())
            };
            let what = match check_text("", &mine.id) {
                Ok(()) => format!("the progress of your puzzle {}", short(&mine.id)),
                Err(_) => "the progress of one of your puzzles".to_string(),
            };
            if keep(what, check_text("its id", &mine.id).and(counts)) {
                my_puzzles.push(mine);
            }
        }
        Sorted {
            game_rating,
            puzzle_player,
            history,
            own_ratings,
            my_puzzles,
            refused,
        }
    }

    /// The values that the record would leave out, without writing anything: the app copies its
    /// old storage aside before anything writes over it when there are any.
    pub fn untrusted(&self) -> Vec<LegacyRefused> {
        self.sort().refused
    }
}

/// A game count the record can go on from.
fn check_games(games: u32) -> Result<(), RecordError> {
    if games <= MAX_RATED_GAMES {
        Ok(())
    } else {
        Err(range_error(
            "the number of rated games",
            games,
            "at most 1000000",
        ))
    }
}

/// A check's message without the record's "nothing was written" (the rest is moved).
fn plain(e: &RecordError) -> String {
    let text = e.to_string();
    text.strip_suffix(": nothing was written")
        .unwrap_or(&text)
        .to_string()
}

/// An id as it can be shown: at most 40 characters, control characters replaced.
fn short(id: &str) -> String {
    let shown: String = id
        .chars()
        .take(40)
        .map(|c| if c.is_control() { '\u{FFFD}' } else { c })
        .collect();
    if id.chars().count() > 40 {
        format!("\"{shown}…\"")
    } else {
        format!("\"{shown}\"")
    }
}
