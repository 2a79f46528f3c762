//! Move ordering, as Stockfish's `movepick`: the tiers a move is sorted into, the killer moves and the
//! history table that order the quiet ones, and the selection of the next best move.
//!
//! A move's ordering score is one number; the tiers are far apart so that no history value (at most
//! [`HISTORY_MAX`] plus the [`ON_KING_PATHS`] bonus) can lift a quiet move into a higher tier.

use ardri_rules::{Bitboard, MAX_MOVES, Move, MoveList, Position, SQUARE_COUNT, Side};

use crate::score::MAX_PLY;

/// The move the transposition table remembers for this position.
pub(crate) const TT_MOVE: i32 = 10_000_000;
/// A move that wins at once: the king onto a corner, or an attacker closing the king's last gap.
const WINNING: i32 = 9_000_000;
/// A move that captures.
const CAPTURE: i32 = 8_000_000;
/// The king next to a corner: a threat to win at the next move.
const KING_TO_CORNER_GUARD: i32 = 7_500_000;
const FIRST_KILLER: i32 = 7_000_000;
const SECOND_KILLER: i32 = 6_900_000;
/// Added to the history of a quiet move on the king's routes (attackers closing, defenders opening).
const ON_KING_PATHS: i32 = 100_000;
/// History values stay within +-HISTORY_MAX (the update below saturates towards it).
const HISTORY_MAX: i32 = 1 << 14;
/// The largest history bonus (reached at depth 20).
const HISTORY_BONUS_MAX: i32 = 400;

/// Whether a move with this ordering score is an ordinary quiet move: below every tier above the
/// history (table move, wins, captures, king threats, killers). Only those are reduced or pruned.
#[inline]
pub(crate) const fn is_ordinary(order_score: i32) -> bool {
    order_score < SECOND_KILLER
}

/// What [`MovePicker::next`] gives.
pub(crate) enum Picked {
    /// The next move to search, with its ordering score.
    Move(Move, i32),
    /// The position has no legal move at all (found when the moves were generated).
    NoMoves,
    /// Every move has been given.
    Done,
}

/// The moves of a node in the order they are searched, generated lazily as Stockfish's
/// `MovePicker` does: the table move first, before any move is generated (it often cuts off
/// alone), then the rest scored once and selected best-first, the table move skipped. The moves and
/// their scores live in the searcher's per-ply stacks (handed to [`MovePicker::next`]), so a node
/// sets up no arrays of its own.
pub(crate) struct MovePicker {
    tt_move: Option<Move>,
    /// The table move, until it has been given.
    pending_tt_move: Option<Move>,
    generated: bool,
    next: usize,
}

impl MovePicker {
    #[inline]
    pub(crate) fn new(tt_move: Option<Move>) -> MovePicker {
        MovePicker {
            tt_move,
            pending_tt_move: tt_move,
            generated: false,
            next: 0,
        }
    }

    /// The next move of `pos` (at `ply`; `captures`: where the side to move captures), with
    /// `moves` and `scores` this ply's own lists (untouched by other nodes while this one runs).
    #[inline]
    pub(crate) fn next(
        &mut self,
        pos: &Position,
        ordering: &MoveOrdering,
        ply: usize,
        captures: Bitboard,
        moves: &mut MoveList,
        scores: &mut [i32; MAX_MOVES],
    ) -> Picked {
        if let Some(m) = self.pending_tt_move.take() {
            return Picked::Move(m, TT_MOVE);
        }
        if !self.generated {
            self.generated = true;
            pos.generate_into(moves);
            if moves.is_empty() {
                return Picked::NoMoves;
            }
            ordering.score_moves(pos, moves, self.tt_move, ply, captures, scores);
        }
        while self.next < moves.len() {
            let m = MoveOrdering::pick(moves, scores, self.next);
            self.next += 1;
            if Some(m) != self.tt_move {
                return Picked::Move(m, scores[self.next - 1]);
            }
        }
        Picked::Done
    }
}

/// Killers per ply and history per side, square to square: what a thread learns about quiet moves.
pub(crate) struct MoveOrdering {
    killers: [[Option<Move>; 2]; MAX_PLY + 1],
    history: Box<[[[i32; SQUARE_COUNT]; SQUARE_COUNT]; 2]>,
}

impl MoveOrdering {
    pub(crate) fn new() -> MoveOrdering {
        MoveOrdering {
            killers: [[None; 2]; MAX_PLY + 1],
            history: Box::new([[[0; SQUARE_COUNT]; SQUARE_COUNT]; 2]),
        }
    }

    /// Ordering scores of `moves` (`captures`: the squares where a move of the side to move captures,
    /// which the caller has already computed).
    pub(crate) fn score_moves(
        &self,
        pos: &Position,
        moves: &MoveList,
        tt_move: Option<Move>,
        ply: usize,
        captures: Bitboard,
        scores: &mut [i32; MAX_MOVES],
    ) {
        let side = pos.side_to_move();
        let king = pos.king();
        let king_sq = pos.king_square();
        let king_capture = match side {
            Side::Attackers => pos.king_capture_square(),
            Side::Defenders => Bitboard::EMPTY,
        };
        // Squares that matter to the king's routes: next to him, and next to the corners.
        let king_zone =
            king.neighbours() | king.neighbours().neighbours() | Bitboard::CORNER_GUARDS;
        let history = &self.history[side as usize];
        let killers = self.killers[ply];
        for (i, &m) in moves.iter().enumerate() {
            let is_king = m.from == king_sq;
            scores[i] = if Some(m) == tt_move {
                TT_MOVE
            } else if (is_king && Bitboard::CORNERS.contains(m.to)) || king_capture.contains(m.to) {
                WINNING
            } else if captures.contains(m.to) && (is_king || !Bitboard::RESTRICTED.contains(m.to)) {
                CAPTURE
            } else if is_king && Bitboard::CORNER_GUARDS.contains(m.to) {
                KING_TO_CORNER_GUARD
            } else if killers[0] == Some(m) {
                FIRST_KILLER
            } else if killers[1] == Some(m) {
                SECOND_KILLER
            } else {
                let on_paths = match side {
                    Side::Attackers => king_zone.contains(m.to),
                    Side::Defenders => is_king || king.neighbours().contains(m.from),
                };
                history[m.from.index()][m.to.index()] + if on_paths { ON_KING_PATHS } else { 0 }
            };
        }
    }

    /// Brings the best-scored move of `moves[from..]` to `from` and returns it (selection sort, one
    /// step at a time: most nodes cut off after a move or two).
    #[inline]
    pub(crate) fn pick(moves: &mut MoveList, scores: &mut [i32; MAX_MOVES], from: usize) -> Move {
        let mut best = from;
        for i in from + 1..moves.len() {
            if scores[i] > scores[best] {
                best = i;
            }
        }
        moves.swap(from, best);
        scores.swap(from, best);
        moves[from]
    }

    /// A quiet move caused a cutoff: it becomes the first killer of its ply, its history rises and
    /// the quiet moves tried before it fall.
    pub(crate) fn reward_quiet(
        &mut self,
        side: Side,
        ply: usize,
        mv: Move,
        depth: i32,
        tried: &[Move],
    ) {
        let killers = &mut self.killers[ply];
        if killers[0] != Some(mv) {
            killers[1] = killers[0];
            killers[0] = Some(mv);
        }
        let bonus = (depth * depth).min(HISTORY_BONUS_MAX);
        let table = &mut self.history[side as usize];
        let mut update = |m: Move, delta: i32| {
            let h = &mut table[m.from.index()][m.to.index()];
            *h += delta - *h * delta.abs() / HISTORY_MAX;
        };
        update(mv, bonus);
        for &m in tried {
            if m != mv {
                update(m, -bonus);
            }
        }
    }
}
