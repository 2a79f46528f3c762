//! Search values: centi-pieces (100 = one ordinary piece) and distance-to-end scores for won and lost games.

use std::fmt;

use ardri_rules::Side;

/// The deepest ply a search reaches (main search, extensions and quiescence together).
pub const MAX_PLY: usize = 128;
/// The value of a game won at the root; a win found `p` plies from the root scores `MATE - p`.
pub const MATE: i32 = 30_000;
/// Values at or beyond this (in absolute value) are wins or losses with a known distance.
pub const MATE_BOUND: i32 = MATE - MAX_PLY as i32;
/// Larger than any value the search returns; used for open windows. Negating it never overflows.
pub const INFINITE: i32 = MATE + 1_000;
pub const DRAW: i32 = 0;

/// The value for the side to move when the game has just been lost at `ply`.
#[inline]
pub const fn lost_at(ply: usize) -> i32 {
    -MATE + ply as i32
}

/// The value for the side to move when it wins with the move it makes at `ply`.
#[inline]
pub const fn wins_next(ply: usize) -> i32 {
    MATE - ply as i32 - 1
}

#[inline]
pub const fn is_decisive(value: i32) -> bool {
    value >= MATE_BOUND || value <= -MATE_BOUND
}

/// Win/loss values are stored in the table relative to the node, not to the root.
#[inline]
pub const fn to_table(value: i32, ply: usize) -> i32 {
    if value >= MATE_BOUND {
        value + ply as i32
    } else if value <= -MATE_BOUND {
        value - ply as i32
    } else {
        value
    }
}

#[inline]
pub const fn from_table(value: i32, ply: usize) -> i32 {
    if value >= MATE_BOUND {
        value - ply as i32
    } else if value <= -MATE_BOUND {
        value + ply as i32
    } else {
        value
    }
}

/// A score as reported to people and programs, from the side to move's view.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Score {
    /// An evaluation in centi-pieces.
    Cp(i32),
    /// The side to move wins in N of its own moves (N > 0) or loses in N of them (N < 0), as UCI counts.
    Mate(i32),
}

impl Score {
    pub fn from_value(value: i32) -> Score {
        if value >= MATE_BOUND {
            let plies = MATE - value;
            Score::Mate((plies + 1) / 2)
        } else if value <= -MATE_BOUND {
            // A loss is always an even number of plies away; 0 means the game is already lost.
            let plies = MATE + value;
            Score::Mate(-(plies / 2))
        } else {
            Score::Cp(value)
        }
    }

    /// The same score seen from the other side.
    pub fn flipped(self) -> Score {
        match self {
            Score::Cp(cp) => Score::Cp(-cp),
            Score::Mate(n) => Score::Mate(-n),
        }
    }
}

impl fmt::Display for Score {
    /// The protocol form: `cp 35` or `mate -2`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Score::Cp(cp) => write!(f, "cp {cp}"),
            Score::Mate(n) => write!(f, "mate {n}"),
        }
    }
}

/// An evaluation of a position from the attackers' view: what reviews produce, what the save files
/// store (format 3 on) and what the bar, the graph and the move list show. Its chances come from
/// the win/draw/loss model ([`crate::wdl::WdlModel`]).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Eval {
    /// Centi-pieces (100 = one ordinary piece), positive when the attackers are ahead.
    Cp(i32),
    /// This side wins in this many of its own moves; 0 when the game is already won.
    Win { side: Side, moves: u32 },
    /// The game is drawn (repetition, or no move under the draw rule).
    Drawn,
}

impl Eval {
    /// The evaluation of a score given from the view of `to_move`, the side to move.
    pub fn from_score(score: Score, to_move: Side) -> Eval {
        let attackers = match to_move {
            Side::Attackers => score,
            Side::Defenders => score.flipped(),
        };
        match attackers {
            Score::Cp(cp) => Eval::Cp(cp),
            // Mate(0) is "the side to move has lost": seen from the attackers, a defenders' win.
            Score::Mate(n) if n > 0 || (n == 0 && to_move == Side::Defenders) => Eval::Win {
                side: Side::Attackers,
                moves: n.unsigned_abs(),
            },
            Score::Mate(n) => Eval::Win {
                side: Side::Defenders,
                moves: n.unsigned_abs(),
            },
        }
    }

    /// A forced win for either side (or a game already won).
    pub fn is_forced_win(self) -> bool {
        matches!(self, Eval::Win { .. })
    }
}

impl fmt::Display for Eval {
    /// The one text form of a raw score: `A +1.2` (attackers ahead by 1.2 of the engine's
    /// centi-piece units / 100), `D #3` (defenders win in 3 moves), `D won`, `draw`, `0.0`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let letter = |side: Side| match side {
            Side::Attackers => "A",
            Side::Defenders => "D",
        };
        match *self {
            Eval::Cp(0) => write!(f, "0.0"),
            Eval::Cp(cp) => {
                let side = if cp > 0 {
                    Side::Attackers
                } else {
                    Side::Defenders
                };
                write!(
                    f,
                    "{} +{:.1}",
                    letter(side),
                    f64::from(cp.unsigned_abs()) / 100.0
                )
            }
            Eval::Win { side, moves: 0 } => write!(f, "{} won", letter(side)),
            Eval::Win { side, moves } => write!(f, "{} #{moves}", letter(side)),
            Eval::Drawn => write!(f, "draw"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn mate_distances_count_moves_as_uci_does() {
        assert_eq!(Score::from_value(wins_next(0)), Score::Mate(1));
        assert_eq!(Score::from_value(MATE - 3), Score::Mate(2));
        assert_eq!(Score::from_value(lost_at(2)), Score::Mate(-1));
        assert_eq!(Score::from_value(lost_at(4)), Score::Mate(-2));
        assert_eq!(Score::from_value(lost_at(0)), Score::Mate(0));
        assert_eq!(Score::from_value(57), Score::Cp(57));
    }

    #[test]
    fn table_adjustment_round_trips_and_never_overflows_i16() {
        for ply in [0, 1, 17, MAX_PLY - 1] {
            for v in [MATE - 1, MATE - 40, -MATE + 3, 250, -250, 0] {
                let stored = to_table(v, ply);
                assert!(i16::try_from(stored).is_ok());
                assert_eq!(from_table(stored, ply), v);
            }
        }
        assert_eq!(-(-INFINITE), INFINITE);
    }

    #[test]
    fn evaluations_read_as_people_write_them() {
        assert_eq!(Eval::Cp(0).to_string(), "0.0");
        assert_eq!(Eval::Cp(123).to_string(), "A +1.2");
        assert_eq!(Eval::Cp(-250).to_string(), "D +2.5");
        let win = |side, moves| Eval::Win { side, moves };
        assert_eq!(win(Side::Defenders, 3).to_string(), "D #3");
        assert_eq!(win(Side::Attackers, 0).to_string(), "A won");
        assert_eq!(Eval::Drawn.to_string(), "draw");
    }
}
