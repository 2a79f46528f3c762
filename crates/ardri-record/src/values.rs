//! The values the record keeps, as the app hands them over and gets them back, and the ranges
//! they are checked against where they enter.

use std::path::PathBuf;

use ardri_rules::{EndReason, Game, Outcome, Position, Rules, Side};

use crate::RecordError;
use crate::time::Utc;

/// The highest level number the record takes (today's levels are 1 to 13; more
/// may come).
pub const MAX_LEVEL: u8 = 30;
/// The longest game the record takes, in moves (plies).
pub const MAX_PLIES: usize = 10_000;
/// The longest name, reason or puzzle id, in characters.
pub const MAX_TEXT: usize = 500;
/// The most rated games a rating may count: far beyond any person's, and far below where the
/// count would overflow (a count at the limit refuses the next game instead of wrapping to 0).
pub const MAX_RATED_GAMES: u32 = 1_000_000;
/// The highest rating the record keeps (the lowest is 0): the app checks with the same limits.
pub const MAX_RATING: f64 = 4000.0;
/// How far the levels' scale moved up in the record's version 6 (level 1 read 0 and reads 800): a
/// game rating from before, moved from the old storage, is raised by it (the engine's
/// `skill::SCALE_SHIFT`; the app's tests hold the two together).
pub const RATING_SCALE_SHIFT: f64 = 800.0;
/// A Glicko-2 deviation is more than 0 and at most this.
pub const MAX_DEVIATION: f64 = 1000.0;
/// A Glicko-2 volatility is more than 0 and at most this.
pub const MAX_VOLATILITY: f64 = 1.0;

/// A Glicko-2 rating as the app keeps it (the game rating, the puzzle rating, a puzzle's own).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Rating {
    /// 0 to 4000, on the levels' scale.
    pub rating: f64,
    /// More than 0, at most 1000.
    pub deviation: f64,
    /// More than 0, at most 1.
    pub volatility: f64,
}

impl Rating {
    /// Checks the three numbers against their ranges; `whose` names the rating in the message.
    pub fn check(&self, whose: &str) -> Result<(), RecordError> {
        check_rating(whose, self.rating)?;
        if !(self.deviation > 0.0 && self.deviation <= MAX_DEVIATION) {
            return Err(out_of_range(
                whose,
                "deviation",
                self.deviation,
                "more than 0, at most 1000",
            ));
        }
        if !(self.volatility > 0.0 && self.volatility <= MAX_VOLATILITY) {
            return Err(out_of_range(
                whose,
                "volatility",
                self.volatility,
                "more than 0, at most 1",
            ));
        }
        Ok(())
    }

    /// Whether two ratings are the same (as read back from the file, to a billionth).
    pub(crate) fn same(&self, other: &Rating) -> bool {
        (self.rating - other.rating).abs() < 1e-9
            && (self.deviation - other.deviation).abs() < 1e-9
            && (self.volatility - other.volatility).abs() < 1e-12
    }
}

fn out_of_range(whose: &str, part: &str, value: f64, range: &'static str) -> RecordError {
    range_error(format!("{whose}'s {part}"), shown(value), range)
}

/// A number as a message shows it: `1e300`, not three hundred digits.
fn shown(value: f64) -> String {
    if value.is_finite() && value.abs() >= 1e7 {
        format!("{value:e}")
    } else {
        value.to_string()
    }
}

/// A value out of its range: `what` names it ("the level").
pub(crate) fn range_error(
    what: impl Into<String>,
    value: impl std::fmt::Display,
    range: &'static str,
) -> RecordError {
    RecordError::OutOfRange {
        what: what.into(),
        value: value.to_string(),
        range,
    }
}

/// A rating's number alone: finite, 0 to 4000.
pub(crate) fn check_rating(what: &str, value: f64) -> Result<(), RecordError> {
    if (0.0..=MAX_RATING).contains(&value) {
        Ok(())
    } else {
        Err(range_error(what, shown(value), "0 to 4000"))
    }
}

/// What one rated game (or one puzzle) did to a rating.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct RatingChange {
    pub before: Rating,
    pub after: Rating,
}

impl RatingChange {
    pub(crate) fn check(&self, whose: &str) -> Result<(), RecordError> {
        self.before.check(whose)?;
        self.after.check(whose)
    }
}

/// The person's game rating now, and how many rated games made it (those before the record began
/// included, as moved over from the old storage).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct GameRating {
    pub rating: Rating,
    pub games: u32,
}

/// A row id of the `games` table.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct GameId(pub i64);

/// One side's player in a game.
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[derive(Clone, Debug, PartialEq)]
pub struct Player {
    /// As a save's metadata names them: "Human", "Ard Ri Engine (level 3)".
    pub name: String,
    /// Their rating when the game began, where known (a level's measured rating, the person's game
    /// rating): 0 to 4000.
    pub rating_before: Option<f64>,
    /// Their rating after the game, where it moved (the person's in a rated game).
    pub rating_after: Option<f64>,
}

impl Player {
    /// A player by name, with no rating.
    pub fn named(name: impl Into<String>) -> Player {
        Player {
            name: name.into(),
            rating_before: None,
            rating_after: None,
        }
    }
}

/// The clock a game was played on, in milliseconds.
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ClockRecord {
    /// Each side's time at the start (at most a day).
    pub initial_ms: u64,
    /// Added after each move (at most an hour).
    pub increment_ms: u64,
    /// What each side had left at the end, where known.
    pub attackers_left_ms: Option<u64>,
    pub defenders_left_ms: Option<u64>,
}

/// Each side's accuracy (0 to 100) from the game's review.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Accuracy {
    pub attackers: Option<f64>,
    pub defenders: Option<f64>,
}

/// Whether the game counts for the rating.
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Rated {
    /// It counts (its rating change, if any, comes with it; a game of a two-game match may count
    /// with the match and carry none).
    Yes,
    /// It does not, and why, in the panel's words ("a move was taken back"; "casual").
    No { why: String },
}

/// One game played in the app, as [`crate::Record::finish_game`] keeps it.
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[derive(Clone, Debug, PartialEq)]
pub struct GameRow {
    pub started_at: Utc,
    pub finished_at: Utc,
    /// The start position's string where it is not the standard start (the default rules').
    pub start: Option<String>,
    /// The moves of the main line in the rules' canonical notation (`c3c2`), in order. Every one
    /// is checked with the rules when the game is kept.
    pub moves: Vec<String>,
    /// How it ended; `None`: it was left unfinished (a new game was started, the app was closed).
    /// A result the board gives (an escape, a capture, no move, a repetition) must be the one the
    /// moves reach; a resignation or a timeout may end any game not over on the board.
    pub outcome: Option<Outcome>,
    /// The engine's level (`None` where no level played, as in a game between two people).
    pub level: Option<u8>,
    /// The side the person played; `None` where they played both or none.
    pub person: Option<Side>,
    pub attackers: Player,
    pub defenders: Player,
    pub rated: Rated,
    pub clock: Option<ClockRecord>,
    /// The file the game was saved to, if it was.
    pub saved_to: Option<PathBuf>,
}

impl GameRow {
    /// The player of a side.
    pub fn player(&self, side: Side) -> &Player {
        match side {
            Side::Attackers => &self.attackers,
            Side::Defenders => &self.defenders,
        }
    }

    /// The result as the record stores it: `attackers` or `defenders` (the winner), `draw`,
    /// `unfinished`.
    pub fn result_name(&self) -> &'static str {
        match self.outcome {
            None => "unfinished",
            Some(o) => o.winner.map_or("draw", side_name),
        }
    }

    /// How it ended as the record stores it: `king_escaped`, `king_captured`, `no_legal_move`,
    /// `repetition`, `resignation`, `timeout`, or `abandoned` (unfinished).
    pub fn ended_by_name(&self) -> &'static str {
        reason_name(self.outcome.map(|o| o.reason))
    }

    pub(crate) fn player_mut(&mut self, side: Side) -> &mut Player {
        match side {
            Side::Attackers => &mut self.attackers,
            Side::Defenders => &mut self.defenders,
        }
    }

    /// The game replayed with the rules: every move legal, the result the one the moves reach (or a
    /// declared one where the board gives none).
    pub fn replay(&self) -> Result<Game, RecordError> {
        let start = match &self.start {
            None => Position::start(Rules::default()),
            Some(text) => Position::from_fen(text, Rules::default()).map_err(|e| {
                RecordError::Invalid(format!("the start position \"{text}\" does not read: {e}"))
            })?,
        };
        let mut game = Game::from_position(start);
        for (i, text) in self.moves.iter().enumerate() {
            game.play_text(text)
                .map_err(|e| RecordError::Invalid(format!("move {}: {e}", i + 1)))?;
        }
        match (game.outcome(), self.outcome) {
            (Some(reached), Some(stated)) if reached == stated => {}
            (None, Some(stated)) if stated.reason.is_declared() => {
                game.declare(stated).map_err(|e| {
                    RecordError::Invalid(format!("the result \"{stated}\" cannot be declared: {e}"))
                })?;
            }
            (None, None) => {}
            (reached, stated) => {
                let say =
                    |o: Option<Outcome>| o.map_or("unfinished".to_string(), |o| o.to_string());
                return Err(RecordError::Invalid(format!(
                    "the moves end \"{}\" but the game says \"{}\"",
                    say(reached),
                    say(stated)
                )));
            }
        }
        Ok(game)
    }

    /// Checks every value against its range and the moves with the rules.
    pub(crate) fn check(&self) -> Result<(), RecordError> {
        check_time("the start", self.started_at)?;
        check_time("the end", self.finished_at)?;
        if self.finished_at < self.started_at {
            return Err(RecordError::Invalid(format!(
                "the game ends ({}) before it starts ({})",
                self.finished_at, self.started_at
            )));
        }
        if self.moves.len() > MAX_PLIES {
            return Err(range_error(
                "the number of moves",
                self.moves.len(),
                "at most 10000",
            ));
        }
        if let Some(level) = self.level
            && level > MAX_LEVEL
        {
            return Err(range_error("the level", level, "0 to 30"));
        }
        for (side, player) in [
            ("the attackers' player", &self.attackers),
            ("the defenders' player", &self.defenders),
        ] {
            check_text(side, &player.name)?;
            for value in [player.rating_before, player.rating_after]
                .into_iter()
                .flatten()
            {
                check_rating(
                    if side.starts_with("the attackers") {
                        "the attackers' rating"
                    } else {
                        "the defenders' rating"
                    },
                    value,
                )?;
            }
        }
        if let Rated::No { why } = &self.rated {
            check_text("the reason the game is not rated", why)?;
        }
        if let Some(clock) = self.clock {
            if clock.initial_ms > 86_400_000 {
                return Err(range_error(
                    "the clock's time",
                    format!("{} ms", clock.initial_ms),
                    "at most a day",
                ));
            }
            if clock.increment_ms > 3_600_000 {
                return Err(range_error(
                    "the clock's increment",
                    format!("{} ms", clock.increment_ms),
                    "at most an hour",
                ));
            }
            for left in [clock.attackers_left_ms, clock.defenders_left_ms]
                .into_iter()
                .flatten()
            {
                if i64::try_from(left).is_err() {
                    return Err(range_error(
                        "the time left",
                        format!("{left} ms"),
                        "at most 2^63 ms",
                    ));
                }
            }
        }
        if let Some(path) = &self.saved_to
            && path.as_os_str().is_empty()
        {
            return Err(RecordError::Invalid(
                "the saved file's name is empty".into(),
            ));
        }
        self.replay().map(|_| ())
    }
}

/// A moment from 1970 to 9999.
pub(crate) fn check_time(what: &str, t: Utc) -> Result<(), RecordError> {
    if t.in_range() {
        Ok(())
    } else {
        Err(range_error(
            what,
            t.0,
            "seconds from 1970 to the end of 9999",
        ))
    }
}

/// A name, a reason or an id: 1 to [`MAX_TEXT`] characters, no control characters but tabs.
pub(crate) fn check_text(what: &str, text: &str) -> Result<(), RecordError> {
    let length = text.chars().count();
    // Said as it is: an empty text, one too long (with its length), or one holding a control
    // character (a NUL or a line break would not show in the message, so it is named).
    let why = if length == 0 {
        "is empty".to_string()
    } else if length > MAX_TEXT {
        format!("is {length} characters long")
    } else if text.chars().any(|c| c.is_control() && c != '\t') {
        "holds a control character (such as a NUL or a line break)".to_string()
    } else {
        return Ok(());
    };
    let shown: String = text
        .chars()
        .take(40)
        .map(|c| if c.is_control() { '\u{FFFD}' } else { c })
        .collect();
    let more = if length > 40 { "…" } else { "" };
    Err(RecordError::Invalid(format!(
        "{what} \"{shown}{more}\" {why}: it must be 1 to {MAX_TEXT} characters of text"
    )))
}

/// An accuracy: 0 to 100.
pub(crate) fn check_accuracy(value: f64) -> Result<(), RecordError> {
    if (0.0..=100.0).contains(&value) {
        Ok(())
    } else {
        Err(range_error("an accuracy", value, "0 to 100"))
    }
}

/// A game as the record keeps it: its row, its id, and its review's accuracy once reviewed.
#[derive(Clone, Debug, PartialEq)]
pub struct StoredGame {
    pub id: GameId,
    pub row: GameRow,
    /// When the game was reviewed and each side's accuracy then.
    pub review: Option<(Utc, Accuracy)>,
    /// The rating change the game made, when it made one.
    pub rating_change: Option<RatingChange>,
}

impl StoredGame {
    /// The game's result for the person: `None` where they had no side.
    pub fn person_result(&self) -> Option<PersonResult> {
        person_result(self.row.outcome, self.row.person)
    }
}

/// A game's result for the person.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum PersonResult {
    Win,
    Draw,
    Loss,
    /// Left unfinished.
    Unfinished,
}

impl PersonResult {
    pub fn name(self) -> &'static str {
        match self {
            PersonResult::Win => "win",
            PersonResult::Draw => "draw",
            PersonResult::Loss => "loss",
            PersonResult::Unfinished => "unfinished",
        }
    }
}

pub(crate) fn person_result(
    outcome: Option<Outcome>,
    person: Option<Side>,
) -> Option<PersonResult> {
    let person = person?;
    Some(match outcome {
        None => PersonResult::Unfinished,
        Some(Outcome { winner: None, .. }) => PersonResult::Draw,
        Some(Outcome {
            winner: Some(side), ..
        }) if side == person => PersonResult::Win,
        Some(_) => PersonResult::Loss,
    })
}

/// The stored name of a side.
pub(crate) fn side_name(side: Side) -> &'static str {
    match side {
        Side::Attackers => "attackers",
        Side::Defenders => "defenders",
    }
}

pub(crate) fn side_from(name: &str) -> Option<Side> {
    match name {
        "attackers" => Some(Side::Attackers),
        "defenders" => Some(Side::Defenders),
        _ => None,
    }
}

/// The stored name of how a game ended.
pub(crate) fn reason_name(reason: Option<EndReason>) -> &'static str {
    match reason {
        Some(EndReason::KingEscaped) => "king_escaped",
        Some(EndReason::KingCaptured) => "king_captured",
        Some(EndReason::NoLegalMove) => "no_legal_move",
        Some(EndReason::Repetition) => "repetition",
        Some(EndReason::Resignation) => "resignation",
        Some(EndReason::Timeout) => "timeout",
        None => "abandoned",
    }
}

pub(crate) fn reason_from(name: &str) -> Option<Option<EndReason>> {
    Some(match name {
        "king_escaped" => Some(EndReason::KingEscaped),
        "king_captured" => Some(EndReason::KingCaptured),
        "no_legal_move" => Some(EndReason::NoLegalMove),
        "repetition" => Some(EndReason::Repetition),
        "resignation" => Some(EndReason::Resignation),
        "timeout" => Some(EndReason::Timeout),
        "abandoned" => None,
        _ => return None,
    })
}

/// One puzzle played, as [`crate::Record::record_puzzle`] keeps it.
#[derive(Clone, Debug, PartialEq)]
pub struct PuzzleAttempt {
    /// The puzzle's id (its file's first field).
    pub puzzle_id: String,
    pub at: Utc,
    /// Solved without a wrong move.
    pub solved: bool,
    /// A hint or the solution was shown.
    pub with_help: bool,
    /// How long it took, in seconds, where known.
    pub seconds: Option<f64>,
    /// One of My puzzles (its progress is kept too).
    pub mine: bool,
}

impl PuzzleAttempt {
    pub(crate) fn check(&self) -> Result<(), RecordError> {
        check_text("the puzzle's id", &self.puzzle_id)?;
        check_time("the puzzle's time", self.at)?;
        if let Some(s) = self.seconds
            && !(0.0..=604_800.0).contains(&s)
        {
            return Err(range_error(
                "the time taken",
                format!("{s} s"),
                "0 to a week",
            ));
        }
        Ok(())
    }
}

/// What a first attempt at a puzzle did to the person's puzzle rating and to the puzzle's own.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct PuzzleRatingChange {
    pub player: RatingChange,
    /// The puzzle's own rating after the attempt.
    pub puzzle_after: Rating,
}
