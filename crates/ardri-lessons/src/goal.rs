//! What an exercise asks for, in a form the rules core can check, and its short text form
//! (`capture d5 e3`, `stop-escape 3`) used by the table and by `ardri-engine lessons --json`.

use std::fmt;
use std::str::FromStr;

use ardri_rules::Square;

use crate::LessonError;

/// The machine-checkable goal of an exercise. Whatever the goal, the learner fails when the
/// opponent takes one of the learner's pieces or wins, and the exercise is done when the learner
/// wins the game outright (see [`crate::check`]).
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Goal {
    /// The learner's piece that stands on `from` at the start arrives on `to` (text:
    /// `bring c2 c5`).
    Bring { from: Square, to: Square },
    /// The opponent's pieces standing on these squares at the start have all been captured; a
    /// piece that the opponent moves is followed to its new square (text: `capture d5 e3`).
    Capture(Vec<Square>),
    /// The learner has captured this many of the opponent's pieces, whichever they are (text:
    /// `take-any 1`).
    TakeAny { count: u32 },
    /// The attackers capture the king (text: `capture-king`).
    CaptureKing,
    /// The king reaches a corner (text: `escape`).
    Escape,
    /// The learner, playing the attackers, keeps the king from every corner while the defenders
    /// make this many moves, and after the last of them the king is walled in: no corner can be
    /// reached from his square, step by step, without running into an attacker (his own defenders
    /// do not wall him in; see [`crate::king_walled_in`]). Text: `stop-escape 3`. Capturing the
    /// king or leaving the defenders without a move stops him for good, and counts too.
    StopEscape { moves: u32 },
    /// After a learner's move the opponent has no legal move, and loses (text: `block`).
    Block,
    /// The game ends in a draw by the third repetition of a position (text: `repetition`).
    Repetition,
}

impl Goal {
    /// The name of the goal's kind, the first word of its text form.
    pub fn kind(&self) -> &'static str {
        match self {
            Goal::Bring { .. } => "bring",
            Goal::Capture(_) => "capture",
            Goal::TakeAny { .. } => "take-any",
            Goal::CaptureKing => "capture-king",
            Goal::Escape => "escape",
            Goal::StopEscape { .. } => "stop-escape",
            Goal::Block => "block",
            Goal::Repetition => "repetition",
        }
    }
}

impl fmt::Display for Goal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.kind())?;
        match self {
            Goal::Bring { from, to } => write!(f, " {from} {to}"),
            Goal::Capture(squares) => squares.iter().try_for_each(|sq| write!(f, " {sq}")),
            Goal::TakeAny { count } => write!(f, " {count}"),
            Goal::StopEscape { moves } => write!(f, " {moves}"),
            Goal::CaptureKing | Goal::Escape | Goal::Block | Goal::Repetition => Ok(()),
        }
    }
}

impl FromStr for Goal {
    type Err = LessonError;

    /// Reads the text form written by `Display`: `bring c2 c5`, `capture d5 e3`, `capture-king`,
    /// `escape`, `stop-escape 3`, `block`, `repetition`.
    fn from_str(text: &str) -> Result<Goal, LessonError> {
        let bad = |why: &str| LessonError::Goal {
            text: text.trim().to_string(),
            why: why.to_string(),
        };
        let mut words = text.split_whitespace();
        let kind = words.next().ok_or_else(|| bad("it is empty"))?;
        let rest: Vec<&str> = words.collect();
        let squares = || -> Result<Vec<Square>, LessonError> {
            rest.iter()
                .map(|w| w.parse::<Square>().map_err(|e| bad(&e.to_string())))
                .collect()
        };
        let number = |why: &str| match rest.as_slice() {
            [n] => n
                .parse::<u32>()
                .ok()
                .filter(|&n| n > 0)
                .ok_or_else(|| bad(why)),
            _ => Err(bad(why)),
        };
        let none = |goal: Goal| {
            if rest.is_empty() {
                Ok(goal)
            } else {
                Err(bad("this goal takes nothing after its name"))
            }
        };
        match kind {
            "bring" => match squares()?.as_slice() {
                [from, to] if from != to => Ok(Goal::Bring {
                    from: *from,
                    to: *to,
                }),
                _ => Err(bad("bring takes two different squares, from and to")),
            },
            "capture" => {
                let squares = squares()?;
                if squares.is_empty() {
                    return Err(bad("capture takes at least one square"));
                }
                Ok(Goal::Capture(squares))
            }
            "take-any" => Ok(Goal::TakeAny {
                count: number("take-any takes a number of pieces, 1 or more")?,
            }),
            "stop-escape" => Ok(Goal::StopEscape {
                moves: number("stop-escape takes a number of moves, 1 or more")?,
            }),
            "capture-king" => none(Goal::CaptureKing),
            "escape" => none(Goal::Escape),
            "block" => none(Goal::Block),
            "repetition" => none(Goal::Repetition),
            _ => Err(bad(
                "unknown goal (expected bring, capture, take-any, capture-king, escape, stop-escape, block or repetition)",
            )),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn goals_read_back_what_they_write() {
        for text in [
            "bring c2 c5",
            "capture d5 e3",
            "take-any 2",
            "capture-king",
            "escape",
            "stop-escape 3",
            "block",
            "repetition",
        ] {
            let goal: Goal = text.parse().unwrap();
            assert_eq!(goal.to_string(), text);
        }
        for bad in [
            "",
            "bring c5",
            "bring c5 c5",
            "bring c5 c6 c7",
            "capture",
            "capture z9",
            "stop-escape 0",
            "stop-escape",
            "take-any x",
            "escape c5",
            "win",
        ] {
            assert!(bad.parse::<Goal>().is_err(), "{bad:?}");
        }
    }
}
