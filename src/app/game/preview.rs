//! A line played out on the board without touching the game.

use ardri_rules::{Move, Position};

/// A line (of the analysis, or Learn's solution) played out on the board without touching the
/// game, stepped through move by move.
#[derive(Clone, Debug, PartialEq)]
pub struct Preview {
    /// The position the line starts from (the shown one when it was asked for).
    pub from: Position,
    pub line: Vec<Move>,
    /// How many of the line's moves are on the board (0 = `from`).
    pub step: usize,
    /// What the line is, for the header: "the engine's line".
    pub title: &'static str,
}

impl Preview {
    pub fn new(from: Position, line: Vec<Move>, step: usize, title: &'static str) -> Preview {
        Preview {
            from,
            step: step.min(line.len()),
            line,
            title,
        }
    }

    /// The moves on the board.
    pub fn moves(&self) -> &[Move] {
        &self.line[..self.step]
    }

    pub fn position(&self) -> Position {
        let mut p = self.from;
        for &m in self.moves() {
            p.play_unchecked(m);
        }
        p
    }

    /// One move forward (`delta` 1) or back (-1), within the line.
    pub fn step_by(&mut self, delta: isize) {
        self.step = self.step.saturating_add_signed(delta).min(self.line.len());
    }
}
