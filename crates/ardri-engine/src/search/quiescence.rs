//! Quiescence: the search below the horizon, over captures and immediate threats only, so the
//! evaluation is only asked about quiet positions.

use ardri_rules::{Bitboard, Position};

use super::Searcher;
use crate::movepick::MoveOrdering;
use crate::score::{INFINITE, MAX_PLY, lost_at, wins_next};

/// Evasions searched in quiescence before it settles for the static evaluation.
const QUIESCENCE_EVASION_PLIES: usize = 6;

impl Searcher<'_> {
    /// The end of the search for a level that looks no further than its depth (no quiescence):
    /// the position as it stands, a finished game or a repetition as such, else the evaluation.
    /// A capture or a king's run the reply would make is not seen.
    pub(super) fn horizon(&mut self, pos: &Position, ply: usize) -> i32 {
        self.pv_len[ply] = ply;
        if self.visit(ply) {
            return 0;
        }
        if pos.is_decided_on_board() {
            return lost_at(ply);
        }
        if self.path.is_repetition(pos) {
            return self.draw_value(pos);
        }
        if !pos.has_moves() {
            return self.no_move_value(pos, ply);
        }
        self.eval(pos, ply)
    }

    /// Resolves captures and immediate threats so the evaluation is only asked about quiet positions.
    pub(super) fn quiescence(
        &mut self,
        pos: &Position,
        mut alpha: i32,
        beta: i32,
        ply: usize,
        qply: usize,
    ) -> i32 {
        self.pv_len[ply] = ply;
        if self.visit(ply) {
            return 0;
        }
        if pos.is_decided_on_board() {
            return lost_at(ply);
        }
        if self.path.is_repetition(pos) {
            return self.draw_value(pos);
        }
        if pos.has_winning_move() {
            return wins_next(ply);
        }
        if !pos.has_moves() {
            return self.no_move_value(pos, ply);
        }
        if ply >= MAX_PLY - 1 {
            return self.eval(pos, ply);
        }
        let side = pos.side_to_move();
        let in_threat = pos.must_answer_threat();
        let mut best = -INFINITE;
        // This ply's lists from the searcher's stacks (no negamax node at this ply is using them).
        let captures = if in_threat {
            if qply >= QUIESCENCE_EVASION_PLIES {
                return self.eval(pos, ply);
            }
            pos.generate_into(&mut self.move_stack[ply]);
            pos.capture_targets(side)
        } else {
            let stand_pat = self.eval(pos, ply);
            if stand_pat >= beta {
                return stand_pat;
            }
            alpha = alpha.max(stand_pat);
            best = stand_pat;
            // Only captures, and king steps next to a corner (a threat to win that must be answered).
            let captures = pos.capture_targets(side);
            pos.generate_to(
                &mut self.move_stack[ply],
                captures,
                captures | Bitboard::CORNER_GUARDS,
            );
            captures
        };
        self.ordering.score_moves(
            pos,
            &self.move_stack[ply],
            None,
            ply,
            captures,
            &mut self.score_stack[ply],
        );
        for i in 0..self.move_stack[ply].len() {
            let m = MoveOrdering::pick(&mut self.move_stack[ply], &mut self.score_stack[ply], i);
            let child = self.make_child(pos, m, ply);
            self.path.push(&child);
            let value = -self.quiescence(&child, -beta, -alpha, ply + 1, qply + 1);
            self.path.pop();
            if self.stopped {
                return 0;
            }
            if value > best {
                best = value;
                if value > alpha {
                    alpha = value;
                    self.update_pv(ply, m);
                    if value >= beta {
                        break;
                    }
                }
            }
        }
        best
    }
}
