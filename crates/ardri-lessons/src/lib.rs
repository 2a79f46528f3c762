//! Ard Ri's lessons for newcomers, after lichess's Learn: stages of short exercises, each a small
//! position, a goal in plain words and in a form the rules core checks, a par (the learner's moves
//! for three stars), a hint and the solution, the whole line with the opponent's replies.
//!
//! The lessons are a table in `table.rs` and `table/` (see docs/lessons.md to add one); nothing here
//! knows about the window or the engine. The opponent's answer to a move off the solution comes from
//! [`reply`], a fixed one-move rule.
//!
//! ```
//! use ardri_lessons::{Attempt, Standing, stages};
//!
//! let exercise = &stages()[0].exercises[0];
//! let mut attempt = Attempt::new(exercise);
//! for (i, &m) in exercise.solution.iter().enumerate() {
//!     if i % 2 == 1 {
//!         // The opponent's turn: the reply the app plays.
//!         assert_eq!(attempt.next_reply(), Some(m));
//!     }
//!     attempt.play(m)?;
//! }
//! assert_eq!(attempt.progress(), &Standing::Done { stars: 3 });
//! # Ok::<(), ardri_rules::IllegalMove>(())
//! ```

mod check;
mod goal;
mod reply;
mod table;

use std::fmt;
use std::sync::OnceLock;

use ardri_rules::{Move, Position, PositionError, Side};
use thiserror::Error;

pub use check::{Attempt, Failure, Standing, check, king_walled_in, king_ways, stars};
pub use goal::Goal;
pub use reply::reply;

/// A stage: one idea of the game, taught by a few exercises in order.
#[derive(Clone, Debug)]
pub struct Stage {
    /// A short stable name (`capturing`), for the person's record and the command line.
    pub id: &'static str,
    pub title: &'static str,
    /// What the stage teaches, shown before its first exercise.
    pub intro: &'static str,
    pub exercises: Vec<Exercise>,
}

/// One exercise: from `position`, with `learner` to move, reach `goal`.
#[derive(Clone, Debug)]
pub struct Exercise {
    /// The stage's id and the exercise's number from 1: `capturing-2`.
    pub id: String,
    /// The id of the stage it belongs to.
    pub stage: &'static str,
    /// Its number in the stage, from 1.
    pub number: usize,
    /// The start; its side to move is the learner's.
    pub position: Position,
    /// The side the learner plays (the position's side to move).
    pub learner: Side,
    /// The goal in words for the learner: "Take the attacker on d5".
    pub goal_text: &'static str,
    /// The goal as [`check`] reads it.
    pub goal: Goal,
    /// The learner's moves for three stars.
    pub par: u32,
    /// A hint in words.
    pub hint: &'static str,
    /// The whole line, in order: the learner's moves and the opponent's replies between them. It
    /// reaches the goal with its last move, in `par` moves of the learner.
    pub solution: Vec<Move>,
}

impl Exercise {
    /// The solution in the display notation of docs/RULES.md (`c3-c4xc5`), move by move.
    pub fn solution_text(&self) -> Vec<String> {
        let mut position = self.position;
        self.solution
            .iter()
            .map(|&m| {
                let played = position.play_unchecked(m);
                played.to_string()
            })
            .collect()
    }
}

impl fmt::Display for Exercise {
    /// `capturing-2: Take the attacker on d5 (2 moves)`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let plural = if self.par == 1 { "" } else { "s" };
        write!(
            f,
            "{}: {} ({} move{plural})",
            self.id, self.goal_text, self.par
        )
    }
}

/// What can be wrong with a lesson's data or a goal's text.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum LessonError {
    #[error("goal '{text}': {why}")]
    Goal { text: String, why: String },
    #[error("{exercise}: the position: {source}")]
    Position {
        exercise: String,
        source: PositionError,
    },
    #[error("{exercise}: the solution's move {index} ('{text}'): {why}")]
    Solution {
        exercise: String,
        index: usize,
        text: String,
        why: String,
    },
    #[error("{exercise}: {why}")]
    Exercise { exercise: String, why: String },
}

/// Every stage, in the order they are taught, built from the table once.
pub fn stages() -> &'static [Stage] {
    static STAGES: OnceLock<Vec<Stage>> = OnceLock::new();
    STAGES.get_or_init(|| table::build().unwrap_or_else(|e| panic!("the lessons' table: {e}")))
}

/// The exercise with this id (`capturing-2`).
pub fn exercise(id: &str) -> Option<&'static Exercise> {
    stages()
        .iter()
        .flat_map(|s| &s.exercises)
        .find(|e| e.id == id)
}

/// Every stage built from the table, or the first fault of its data.
pub fn try_stages() -> Result<Vec<Stage>, LessonError> {
    table::build()
}
