//! Late move reductions: how many plies a late quiet move is searched shallower, from a table built
//! once per engine (no logarithm per move).

use ardri_rules::MAX_MOVES;

use crate::score::MAX_PLY;

/// Late move reductions start at this depth.
pub(crate) const LMR_MIN_DEPTH: i32 = 3;
/// A reduction never takes a move below this depth (it keeps at least one ply and quiescence).
pub(crate) const LMR_MIN_REMAINING_DEPTH: i32 = 2;

/// Late move reductions by depth and move number, built once per engine (no logarithm per move).
pub(crate) struct Reductions {
    table: Box<[[i32; MAX_MOVES]; MAX_PLY + 1]>,
}

impl Reductions {
    /// About ln(depth) * ln(move number) * 100 / divisor, from the `first_move`-th move on (moves
    /// count from 0), and none below depth [`LMR_MIN_DEPTH`].
    pub(crate) fn new(lmr: LmrParams) -> Reductions {
        let mut table = Box::new([[0; MAX_MOVES]; MAX_PLY + 1]);
        for (depth, row) in table.iter_mut().enumerate().skip(LMR_MIN_DEPTH as usize) {
            for (move_number, r) in row.iter_mut().enumerate().skip(lmr.first_move as usize) {
                let x = 0.5
                    + (depth as f64).ln() * (move_number as f64).ln() * 100.0
                        / lmr.divisor.max(1) as f64;
                *r = x as i32;
            }
        }
        Reductions { table }
    }

    #[inline]
    pub(crate) fn get(&self, depth: i32, move_number: usize) -> i32 {
        self.table[(depth.max(0) as usize).min(MAX_PLY)][move_number.min(MAX_MOVES - 1)]
    }
}

/// The shape of the late move reductions (a search parameter, so matches can compare settings).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LmrParams {
    /// The first move (counting from 0) that may be reduced.
    pub first_move: u32,
    /// The divisor of ln(depth) * ln(move number), in hundredths.
    pub divisor: u32,
}
