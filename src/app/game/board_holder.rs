//! Who has the board at a moment: the game, or one feature through the lease (puzzles, Learn, the
//! lessons, the position editor), one at a time by construction. The base names no feature: a
//! holder is known by its name.

/// The board's holder.
#[derive(Default)]
pub enum BoardHolder {
    /// The game (or a game opened for study): the usual board.
    #[default]
    Game,
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
    /// The board shows a game lent to the holder (a puzzle's, a lesson's) or the holder's own
    /// pieces: only going through it is left to the game. `false`: the board shows the person's
    /// game (Learn puts their games there): only the moves played go to the holder.
    pub lent: bool,
}

impl Lease {
    /// Whether a move command goes to the holder rather than to the game on the board.
    pub fn takes(&self, command: &super::commands::MoveCommand) -> bool {
        use super::commands::MoveCommand;
        if self.lent {
            !command.only_looks()
        } else {
            matches!(
                command,
                MoveCommand::Play(_) | MoveCommand::SquareClicked(_)
            )
        }
    }
}

impl BoardHolder {
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
}
