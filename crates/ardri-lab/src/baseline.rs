//! The seed engine's search, kept as the yardstick `ardri-lab match` measures progress against:
//! plain alpha-beta in generation order with the seed's naive evaluation, no table, no ordering, no
//! quiescence, deepened iteratively so it can play on a clock.

use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Instant;

use ardri_engine::limits::{Limits, TimePlan};
use ardri_engine::score::{DRAW, INFINITE, Score, lost_at};
use ardri_engine::search::SearchResult;
use ardri_rules::{Bitboard, Move, NoMoveResult, Position, Side};

struct Baseline<'a> {
    nodes: u64,
    stop: &'a AtomicBool,
    plan: TimePlan,
    node_limit: Option<u64>,
    aborted: bool,
}

impl Baseline<'_> {
    fn out_of_budget(&mut self) -> bool {
        if self.nodes & 1023 == 0 {
            let late = self.plan.hard.is_some_and(|t| Instant::now() >= t);
            let spent = self.node_limit.is_some_and(|n| self.nodes >= n);
            if late || spent || self.stop.load(Ordering::Relaxed) {
                self.aborted = true;
            }
        }
        self.aborted
    }

    fn alpha_beta(
        &mut self,
        pos: &Position,
        depth: u32,
        mut alpha: i32,
        beta: i32,
        ply: usize,
    ) -> i32 {
        self.nodes += 1;
        if self.out_of_budget() {
            return 0;
        }
        if pos.is_decided_on_board() {
            return lost_at(ply);
        }
        let moves = pos.legal_moves();
        if moves.is_empty() {
            return match pos.rules().no_move {
                NoMoveResult::Loss => lost_at(ply),
                NoMoveResult::Draw => DRAW,
            };
        }
        if depth == 0 {
            let value = naive_for_attackers(pos);
            return match pos.side_to_move() {
                Side::Attackers => value,
                Side::Defenders => -value,
            };
        }
        let mut best = -INFINITE;
        for &m in moves.iter() {
            let value =
                -self.alpha_beta(&pos.after_unchecked(m), depth - 1, -beta, -alpha, ply + 1);
            if self.aborted {
                return 0;
            }
            best = best.max(value);
            alpha = alpha.max(value);
            if alpha >= beta {
                break;
            }
        }
        best
    }
}

/// Searches like the seed engine: returns the best move of the last completed depth.
pub fn search(pos: &Position, limits: &Limits, stop: &AtomicBool) -> SearchResult {
    let start = Instant::now();
    let moves = pos.legal_moves();
    let mut searcher = Baseline {
        nodes: 0,
        stop,
        plan: TimePlan::new(limits, start),
        node_limit: limits.nodes,
        aborted: false,
    };
    let mut best: Option<(Move, i32)> = moves.first().map(|&m| (m, 0));
    let mut completed = 0;
    if !pos.is_decided_on_board() {
        for depth in 1..=limits.max_depth() {
            let mut alpha = -INFINITE;
            let mut iteration_best = None;
            for &m in moves.iter() {
                let value =
                    -searcher.alpha_beta(&pos.after_unchecked(m), depth - 1, -INFINITE, -alpha, 1);
                if searcher.aborted {
                    break;
                }
                if value > alpha {
                    alpha = value;
                    iteration_best = Some((m, value));
                }
            }
            if searcher.aborted {
                break;
            }
            best = iteration_best.or(best);
            completed = depth;
            if searcher.plan.soft.is_some_and(|t| Instant::now() >= t) {
                break;
            }
        }
    }
    let value = best.map_or(0, |(_, v)| v);
    SearchResult {
        best_move: if pos.is_decided_on_board() {
            None
        } else {
            best.map(|(m, _)| m)
        },
        score: Score::from_value(value),
        value,
        depth: completed,
        seldepth: completed,
        nodes: searcher.nodes,
        time: start.elapsed(),
        pv: best.map(|(m, _)| m).into_iter().collect(),
    }
}

/// The seed engine's evaluation (the blog's `naive_eval`), in centi-pieces and from the attackers' view:
/// attackers + attackers next to the king - (defenders + king) + the king's distance to the nearest corner.
/// The `match` command's baseline plays with it.
pub fn naive_for_attackers(pos: &Position) -> i32 {
    let king_sq = pos.king_square();
    let next_to_king = (pos.king().neighbours() & pos.attackers()).count() as i32;
    let corner_distance = Bitboard::CORNERS
        .map(|c| c.distance(king_sq) as i32)
        .min()
        .unwrap_or(0);
    100 * (pos.attackers().count() as i32 + next_to_king - (pos.defenders().count() as i32 + 1)
        + corner_distance)
}
