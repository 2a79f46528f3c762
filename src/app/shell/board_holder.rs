//! What the board is for at a moment: the game, a puzzle, a learning drill, or setting up a
//! position. One at a time, by construction: the modes' states are variants of one enum, so a
//! puzzle and a drill can never both be open (they could while each had its own flag).

use super::super::learn::Learn;
use super::super::puzzles::panel::PuzzlePanel;

/// The board's mode, with the state of the feature that has it.
#[derive(Default)]
pub enum BoardHolder {
    /// The game (or a game opened for study): the usual board.
    #[default]
    Game,
    /// Puzzle mode: the puzzle window's state (the person's game is on hold).
    Puzzle(PuzzlePanel),
    /// "Learn from your mistakes": its window's state.
    Learn(Box<Learn>),
    /// A feature holds the board through the contract's lease (the lessons): its state is its
    /// own; the person's game is on hold.
    Leased(Lease),
}

/// Who holds the board through the lease, and whose pieces the person moves there.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Lease {
    /// The holder's name (its `NAME`): the board's moves go to it.
    pub holder: &'static str,
    /// The side the person moves (`None`: neither, the board only shows).
    pub mover: Option<ardri_rules::Side>,
}

impl BoardHolder {
    pub fn puzzle(&self) -> Option<&PuzzlePanel> {
        match self {
            BoardHolder::Puzzle(panel) => Some(panel),
            _ => None,
        }
    }

    pub fn puzzle_mut(&mut self) -> Option<&mut PuzzlePanel> {
        match self {
            BoardHolder::Puzzle(panel) => Some(panel),
            _ => None,
        }
    }

    pub fn learn(&self) -> Option<&Learn> {
        match self {
            BoardHolder::Learn(learn) => Some(learn),
            _ => None,
        }
    }

    pub fn learn_mut(&mut self) -> Option<&mut Learn> {
        match self {
            BoardHolder::Learn(learn) => Some(learn),
            _ => None,
        }
    }

    pub fn lease(&self) -> Option<&Lease> {
        match self {
            BoardHolder::Leased(lease) => Some(lease),
            _ => None,
        }
    }

    /// Whether the feature named `holder` holds the board.
    pub fn held_by(&self, holder: &str) -> bool {
        self.lease().is_some_and(|l| l.holder == holder)
    }

    /// Back to the game if the board is in puzzle mode (the caller brings the game back).
    pub fn leave_puzzle(&mut self) {
        if matches!(self, BoardHolder::Puzzle(_)) {
            *self = BoardHolder::Game;
        }
    }

    /// Back to the game if a drill is on.
    pub fn leave_learn(&mut self) {
        if matches!(self, BoardHolder::Learn(_)) {
            *self = BoardHolder::Game;
        }
    }
}
