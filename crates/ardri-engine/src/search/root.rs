//! The root of the search, as Stockfish's `search.cpp` keeps it apart: iterative deepening,
//! aspiration windows, and Multi-PV as root moves that carry their own line.

use std::sync::atomic::Ordering;
use std::time::{Duration, Instant};

use ardri_rules::{MAX_MOVES, Move, MoveList};

use super::{NodeKind, Searcher};
use crate::score::{INFINITE, MATE, is_decisive};

/// The first aspiration window around the previous iteration's value (doubled on each failure).
const ASPIRATION_WINDOW: i32 = 25;
const ASPIRATION_MIN_DEPTH: u32 = 4;
/// In an iteration that has run this long, a new best move is reported at once, not at its end.
const NEW_BEST_REPORT_DELAY: Duration = Duration::from_secs(1);
/// A proven result stops the deepening once the depth passes its distance by this many plies (the
/// margin lets a shorter win be found).
const DECISIVE_STOP_MARGIN: u32 = 2;

/// A move at the root with what the search knows of it.
#[derive(Clone)]
pub(super) struct RootMove {
    pub(super) mv: Move,
    pub(super) value: i32,
    /// The value of the last completed iteration (for ordering).
    pub(super) previous: i32,
    /// The line that starts with this move, from the last time it was the best of its line.
    pub(super) pv: Vec<Move>,
    /// The move brings back a position already seen in the game: a weaker level counts it worse
    /// by its repetition margin.
    pub(super) repeats: bool,
}

impl RootMove {
    pub(super) fn new(mv: Move) -> RootMove {
        RootMove {
            mv,
            value: -INFINITE,
            previous: -INFINITE,
            pv: Vec::new(),
            repeats: false,
        }
    }

    /// Its line: the searched one, or the move alone before it had one.
    fn line(&self) -> Vec<Move> {
        if self.pv.first() == Some(&self.mv) {
            self.pv.clone()
        } else {
            vec![self.mv]
        }
    }
}

impl Searcher<'_> {
    /// One iteration at the root within (alpha, beta) over the root moves from `line` on (the moves
    /// before it are the better lines of Multi-PV, already searched). Root moves keep the values they
    /// got; the best is brought to index `line`.
    fn search_root(
        &mut self,
        depth: i32,
        mut alpha: i32,
        beta: i32,
        line: usize,
        report: &mut dyn FnMut(&Self, u32, usize),
    ) -> i32 {
        self.pv_len[0] = 0;
        let root = self.root;
        let mut best = -INFINITE;
        for i in line..self.root_moves.len() {
            let m = self.root_moves[i].mv;
            // A move back to a position seen in the game counts `shift` worse (a weaker level's
            // repetition margin): it is searched in a window raised by as much, so it is played
            // only when every other move is worse by more. A forced result is not shifted.
            let shift = if self.root_moves[i].repeats {
                self.shared.repetition_margin
            } else {
                0
            };
            let (alpha_s, beta_s) = (alpha + shift, (beta + shift).min(INFINITE));
            let child = self.make_child(&root, m, 0);
            self.path.push(&child);
            let mut value;
            if i == line {
                value = -self.negamax(&child, depth - 1, -beta_s, -alpha_s, 1, NodeKind::Pv);
            } else {
                value = -self.negamax(
                    &child,
                    depth - 1,
                    -alpha_s - 1,
                    -alpha_s,
                    1,
                    NodeKind::NonPv,
                );
                if value > alpha_s && value < beta_s {
                    value = -self.negamax(&child, depth - 1, -beta_s, -alpha_s, 1, NodeKind::Pv);
                }
            }
            if !is_decisive(value) {
                value -= shift;
            }
            self.path.pop();
            if self.stopped {
                break;
            }
            self.root_moves[i].value = value;
            if value > best {
                best = value;
            }
            if value > alpha {
                alpha = value;
                self.update_pv(0, m);
                // Bring the new best move to the front so a stopped iteration still plays it.
                let rm = self.root_moves.remove(i);
                self.root_moves.insert(line, rm);
                self.root_moves[line].pv = self.pv[0][..self.pv_len[0]].to_vec();
                if line == 0 {
                    self.best_value = value;
                    // In a long iteration, tell the watcher about a new best move at once.
                    if i > 0 && self.shared.start.elapsed() > NEW_BEST_REPORT_DELAY {
                        report(self, depth as u32, 0);
                    }
                }
                if value >= beta {
                    break;
                }
            }
        }
        best
    }

    /// Iterative deepening with aspiration windows; reports each line of each completed iteration
    /// through `report` (main thread only) with its index (0 = the best).
    pub(crate) fn iterate(&mut self, report: &mut dyn FnMut(&Self, u32, usize)) {
        if self.root_moves.is_empty() {
            return;
        }
        self.lines = self.lines.min(self.root_moves.len());
        let limits = self.shared.limits;
        let max_depth = limits.max_depth();
        // Order the root once before depth 1, so even a search stopped at once plays a sensible move.
        let root = self.root;
        let mut moves = MoveList::new();
        for rm in &self.root_moves {
            moves.push(rm.mv);
        }
        let tt_move = self
            .shared
            .tt
            .probe(self.table_key(&root))
            .and_then(|e| e.best_move);
        let mut scores = [0i32; MAX_MOVES];
        let captures = root.capture_targets(root.side_to_move());
        self.ordering
            .score_moves(&root, &moves, tt_move, 0, captures, &mut scores);
        let order: Vec<i32> = scores[..moves.len()].to_vec();
        let mut indexed: Vec<(i32, RootMove)> = order
            .into_iter()
            .zip(self.root_moves.iter().cloned())
            .collect();
        indexed.sort_by_key(|(score, _)| std::cmp::Reverse(*score));
        self.root_moves = indexed.into_iter().map(|(_, rm)| rm).collect();
        // Helper threads start one ply deeper on odd ids so the threads do not walk in step.
        let mut depth = 1 + (self.thread_id % 2) as u32;
        let mut previous = 0;
        while depth <= max_depth {
            if self.thread_id == 0 {
                self.shared.main_depth.store(depth, Ordering::Relaxed);
            } else {
                // Odd helpers work one iteration ahead of the main thread, even ones alongside it:
                // the table then holds deeper results when the main thread gets there.
                let main = self.shared.main_depth.load(Ordering::Relaxed);
                depth = depth.max(main + (self.thread_id % 2) as u32).min(max_depth);
            }
            for rm in &mut self.root_moves {
                rm.previous = rm.value;
                rm.value = -INFINITE;
            }
            let d = depth as i32;
            let mut value = 0;
            for line in 0..self.lines {
                // Each line is the best of the moves not in a better line, in its own window.
                let expected = if line == 0 {
                    previous
                } else {
                    self.root_moves[line].previous
                };
                let line_value = self.search_line(d, expected, line, report);
                if self.stopped {
                    break;
                }
                // Stable sort: this line's move stays at its index, the rest follow by value.
                self.root_moves[line..].sort_by_key(|rm| std::cmp::Reverse(rm.value));
                if line == 0 {
                    value = line_value;
                }
            }
            if self.stopped {
                break;
            }
            if self.lines > 1 {
                value = self.sort_lines();
            }
            previous = value;
            self.best_value = value;
            self.completed_depth = depth;
            for line in 0..self.lines {
                report(self, depth, line);
            }
            if self.should_stop_iterating(depth, value) {
                break;
            }
            // With a depth limit, the first thread to complete that depth ends the search for all
            // (its result is the one played: it has the deepest completed iteration).
            if depth >= max_depth && limits.depth.is_some() && !limits.infinite {
                self.shared.internal_stop.store(true, Ordering::Relaxed);
                break;
            }
            depth += 1;
        }
    }

    /// Orders the Multi-PV lines by value (a lower line's own search can find more than a better
    /// line's bound said) and returns the best value. Each root move carries its own line.
    fn sort_lines(&mut self) -> i32 {
        self.root_moves[..self.lines].sort_by_key(|rm| std::cmp::Reverse(rm.value));
        self.root_moves[0].value
    }

    /// One line of one iteration: aspiration windows around the value expected from the previous
    /// iteration, widened until the value falls inside.
    fn search_line(
        &mut self,
        depth: i32,
        expected: i32,
        line: usize,
        report: &mut dyn FnMut(&Self, u32, usize),
    ) -> i32 {
        let mut delta = ASPIRATION_WINDOW;
        let (mut alpha, mut beta) = if self.shared.features.aspiration
            && depth >= ASPIRATION_MIN_DEPTH as i32
            && !is_decisive(expected)
        {
            (expected - delta, expected + delta)
        } else {
            (-INFINITE, INFINITE)
        };
        loop {
            let value = self.search_root(depth, alpha, beta, line, report);
            if self.stopped {
                return value;
            }
            if value <= alpha {
                beta = (alpha + beta) / 2;
                alpha = (value - delta).max(-INFINITE);
            } else if value >= beta {
                beta = (value + delta).min(INFINITE);
            } else {
                return value;
            }
            delta += delta;
        }
    }

    /// Line `line` of the last completed iteration: its value (side to move's view) and its moves,
    /// checked from the root.
    pub(crate) fn line(&self, line: usize) -> (i32, Vec<Move>) {
        if line == 0 {
            return (self.best_value, self.legal_pv());
        }
        match self.root_moves.get(line) {
            Some(rm) => (rm.value, self.legal_prefix(rm.line())),
            None => (-INFINITE, Vec::new()),
        }
    }

    fn should_stop_iterating(&self, depth: u32, value: i32) -> bool {
        let shared = self.shared;
        if shared.limits.infinite {
            return false;
        }
        if shared.plan.soft.is_some_and(|t| Instant::now() >= t) {
            return true;
        }
        // A proven result cannot change by searching deeper than the distance to the end.
        if is_decisive(value) && shared.limits.depth.is_none() {
            let plies = (MATE - value.abs()) as u32;
            if depth > plies + DECISIVE_STOP_MARGIN {
                return true;
            }
        }
        // Only one move: with a clock or a time limit, play it at once.
        self.root_moves.len() == 1
            && (shared.limits.movetime.is_some() || shared.limits.clock.is_some())
    }

    pub(crate) fn best_move(&self) -> Option<Move> {
        self.root_moves.first().map(|rm| rm.mv)
    }

    pub(crate) fn completed_depth(&self) -> u32 {
        self.completed_depth
    }

    pub(crate) fn best_value(&self) -> i32 {
        self.best_value
    }

    pub(crate) fn seldepth(&self) -> u32 {
        self.seldepth as u32
    }

    /// The best line, checked move by move from the root (cut at the first move that is not legal).
    pub(crate) fn legal_pv(&self) -> Vec<Move> {
        self.root_moves
            .first()
            .map_or(Vec::new(), |rm| self.legal_prefix(rm.line()))
    }

    /// The moves of `pv` up to the first that is not legal (a table collision can leave one).
    fn legal_prefix(&self, mut pv: Vec<Move>) -> Vec<Move> {
        let mut pos = self.root;
        let mut legal = 0;
        for &m in &pv {
            if !pos.is_legal(m) {
                break;
            }
            pos.play_unchecked(m);
            legal += 1;
        }
        pv.truncate(legal);
        pv
    }
}
