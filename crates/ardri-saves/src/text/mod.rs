//! A game record as plain text, in the manner of chess's PGN: headers, then the main line with move
//! numbers, the person's marks after the moves and their comments in braces, the shapes drawn on the
//! board inside the comments.
//!
//! ```text
//! [Event "Casual game"]
//! [Date "2026-11-21 20:12:00"]
//! [Attackers "Ard Ri Engine (level 3)"]
//! [Defenders "Human"]
//! [Result "Defenders win"]
//! [Termination "resignation"]
//!
//! {The usual start.} 1. c3-c2 {Solid. [%arrow c2c1 green] [%circle d4 red]} 1... d2-e2?!
//! 2. c2-c3!! 2... b4-b3
//! ```
//!
//! - Headers: `Event`, `Date`, `Attackers`, `Defenders`, `Result` (`Defenders win`, `Attackers win`,
//!   `Draw`, or `*` for a game in progress), `Termination` (`king escaped`, `king captured`, `no
//!   legal move`, `repetition`, `resignation`, `timeout`), `AttackersElo`, `DefendersElo` (the players' ratings), `RatingScale` (`2`, written with
//!   the ratings: today's levels' scale, level 1 at 800; ratings without it are on the old scale,
//!   level 1 at 0, and are read 800 higher), `EngineDepth`, `Notes`, and only where
//!   they differ from the usual: `Start` (a position string) and `Rules` (the rule options as RON).
//!   Values escape `"` and `\` with a backslash, a line break as `\n`. Unknown headers are skipped.
//! - Moves in any notation of docs/RULES.md (written in the move list's: `c3-c2xb2`), each checked; move
//!   numbers (`4.`, `4...`) are optional but must be right where given; a mark (`!`, `?`, `!!`,
//!   `??`, `!?`, `?!`, or PGN's `$1` to `$6`) follows its move.
//! - A comment `{...}` belongs to the move before it (before the first move: the start position).
//!   Inside it, `\}`, `\{`, `\\` and `\[` stand for those characters; `[%arrow d1d3 green]` and
//!   `[%circle d4 red]` (colours green, red, blue, yellow) are shapes, as are lichess's
//!   `[%cal Gd1d3,Rd4d5]` and `[%csl Gd4]`; other `[%...]` commands are skipped. `;` starts a comment
//!   to the end of the line. A final `*` is allowed.
//! - Variations are not part of the text (the RON save file keeps them); `(` is refused.

mod read;
mod write;

use thiserror::Error;

use ardri_rules::{EndReason, MoveError, PositionError, Side};

pub use read::parse_text;

/// The value of the `RatingScale` header: the levels' scale the ratings are written on.
pub const RATING_SCALE: &str = "2";
pub use write::write_text;

/// Malformed text: where (1-based line and column, in characters) and what.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
#[error("line {line}, column {column}: {kind}")]
pub struct TextError {
    pub line: usize,
    pub column: usize,
    pub kind: TextErrorKind,
}

#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum TextErrorKind {
    #[error("a header must look like [Name \"value\"]: {0}")]
    BadHeader(String),
    #[error("the header {0} is given twice")]
    DuplicateHeader(String),
    #[error("a header after the moves")]
    HeaderAfterMoves,
    #[error("the comment is never closed with }}")]
    UnclosedComment,
    #[error("the start position is invalid: {0}")]
    BadStart(PositionError),
    #[error("the rules cannot be read: {0}")]
    BadRules(String),
    #[error(
        "unknown result \"{0}\" (expected \"Defenders win\", \"Attackers win\", \"Draw\" or \"*\")"
    )]
    BadResult(String),
    #[error(
        "unknown termination \"{0}\" (expected king escaped, king captured, no legal move, repetition, resignation or timeout)"
    )]
    BadTermination(String),
    #[error("a Termination header needs a Result header")]
    TerminationWithoutResult,
    #[error("the engine depth \"{0}\" is not a number")]
    BadDepth(String),
    #[error("move {number} {error}")]
    IllegalMove { number: String, error: MoveError },
    #[error("the move number {found} does not fit here (the next move is {expected})")]
    BadMoveNumber { found: String, expected: String },
    #[error("unknown mark \"{0}\" (expected !, ?, !!, ??, !?, ?! or $1 to $6)")]
    BadMark(String),
    #[error("a mark before any move")]
    MarkBeforeMoves,
    #[error("a shape cannot be read: {0}")]
    BadShape(String),
    #[error("variations in parentheses are not read (the save file keeps variations)")]
    Variation,
    #[error("unexpected \"{0}\"")]
    Unexpected(String),
    #[error("the result says \"{stated}\", but the moves end with \"{actual}\"")]
    ResultMismatch { stated: String, actual: String },
}
/// `4.` before the first mover's move, `4...` before the reply (as the move list numbers them).
pub(crate) fn move_number(ply: usize) -> String {
    let number = ply.div_ceil(2);
    if ply % 2 == 1 {
        format!("{number}.")
    } else {
        format!("{number}...")
    }
}

/// The Result header's value for a result (`None`: in progress; `Some(None)`: a draw).
pub(crate) fn result_text(result: Option<Option<Side>>) -> String {
    match result {
        None => "*".into(),
        Some(Some(Side::Defenders)) => "Defenders win".into(),
        Some(Some(Side::Attackers)) => "Attackers win".into(),
        Some(None) => "Draw".into(),
    }
}

pub(crate) const TERMINATIONS: [(EndReason, &str); 6] = [
    (EndReason::KingEscaped, "king escaped"),
    (EndReason::KingCaptured, "king captured"),
    (EndReason::NoLegalMove, "no legal move"),
    (EndReason::Repetition, "repetition"),
    (EndReason::Resignation, "resignation"),
    (EndReason::Timeout, "timeout"),
];

pub(crate) fn termination_text(reason: EndReason) -> &'static str {
    TERMINATIONS
        .iter()
        .find(|(r, _)| *r == reason)
        .map_or("", |(_, t)| t)
}
/// Where a character is: 1-based line and column.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct At {
    pub line: usize,
    pub column: usize,
}

impl At {
    pub(crate) fn error(self, kind: TextErrorKind) -> TextError {
        TextError {
            line: self.line,
            column: self.column,
            kind,
        }
    }
}
