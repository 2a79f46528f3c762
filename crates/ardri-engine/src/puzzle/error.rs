//! What can be wrong with a puzzle: a line of the file that does not read as one, or a line the
//! engine does not confirm as a puzzle.

use ardri_rules::{IllegalMove, Move, MoveError, PositionError};

use crate::score::Score;

/// Why a line of a puzzle file is not a puzzle, or a puzzle's line has the wrong shape.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum PuzzleError {
    #[error("{0} fields, expected 5")]
    FieldCount(usize),
    #[error("{0}")]
    Position(#[from] PositionError),
    #[error("{text}: {error}")]
    Move { text: String, error: MoveError },
    #[error("unknown theme {0}")]
    UnknownTheme(String),
    #[error("rating {0:?} is not an integer")]
    Rating(String),
    #[error("a line of {0} plies (3, 5, 7, 9 or 11)")]
    Length(usize),
    #[error("the game is over before ply {0}")]
    OverEarly(usize),
    #[error("{0}")]
    Illegal(#[from] IllegalMove),
    #[error("the line does not end in the solver's win")]
    NotAWin,
    /// The error of one line of a file, with its number (from 1).
    #[error("line {line}: {error}")]
    Line {
        line: usize,
        error: Box<PuzzleError>,
    },
}

/// Why the engine does not confirm a puzzle (see [`super::verify`]); plies count from 1.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum VerifyError {
    #[error("{0}")]
    Shape(#[from] PuzzleError),
    #[error("ply {ply}: depth {depth} not reached in {nodes} nodes")]
    DepthNotReached { ply: usize, depth: u32, nodes: u64 },
    #[error(
        "ply {ply}: the search's best is {best} ({score}), the line has {expected} (mate {moves_left})"
    )]
    OtherBest {
        ply: usize,
        best: Move,
        score: Score,
        expected: Move,
        moves_left: i32,
    },
    #[error("ply {ply}: no move")]
    NoMove { ply: usize },
    #[error("ply {ply}: {second} also wins as fast ({score})")]
    SecondWin {
        ply: usize,
        second: Move,
        score: Score,
    },
}
