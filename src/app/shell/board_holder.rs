//! Who has the board at a moment: the game, a learning drill, or a feature through the lease
//! (puzzles, the lessons, the position editor). One at a time, by construction: the holders are
//! variants of one enum, so a puzzle and a drill can never both be open.

use super::super::learn::Learn;

/// The board's holder.
#[derive(Default)]
pub enum BoardHolder {
    /// The game (or a game opened for study): the usual board.
    #[default]
    Game,
    /// "Learn from your mistakes": its window's state.
    Learn(Box<Learn>),
    /// A feature holds the board through the contract's lease (puzzles, the lessons, the
    /// editor): its state is its own; the person's game is on hold or under its pieces.
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

    /// Back to the game if a drill is on.
    pub fn leave_learn(&mut self) {
        if matches!(self, BoardHolder::Learn(_)) {
            *self = BoardHolder::Game;
        }
    }
}
