//! The rule options of docs/RULES.md, gathered in one value whose default is the seed rules.

use crate::piece::Side;

/// What happens to a side that has no legal move on its turn.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum NoMoveResult {
    /// The side to move loses (the seed rules).
    #[default]
    Loss,
    Draw,
}

/// Every choice where Ard Ri sources differ. `Rules::default()` is the seed rule set.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(default))]
pub struct Rules {
    /// Who makes the first move of a game from the start position.
    pub first_mover: Side,
    /// The result for a side with no legal move.
    pub no_move: NoMoveResult,
    /// The third occurrence of a position is a draw (`false`: repetitions are allowed).
    pub repetition_draw: bool,
    /// The board's edge helps enclose the king (`false`: a king on the edge cannot be captured).
    pub edge_hostile_to_king: bool,
    /// An empty corner or empty throne acts as the far piece of a capture against ordinary pieces of both sides.
    pub restricted_hostile: bool,
}

impl Default for Rules {
    fn default() -> Rules {
        Rules {
            first_mover: Side::Defenders,
            no_move: NoMoveResult::Loss,
            repetition_draw: true,
            edge_hostile_to_king: true,
            restricted_hostile: false,
        }
    }
}
