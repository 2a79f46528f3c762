//! The search: iterative deepening negamax with alpha-beta, principal variation search, aspiration
//! windows, a shared transposition table, quiescence on captures and threats, and lazy SMP.
//!
//! Everything a node needs lives in fixed arrays of the per-thread [`Searcher`]; nothing is allocated
//! per node (move lists are on the stack).

mod history;
mod quiescence;
mod reductions;
mod root;
mod types;

use std::sync::atomic::{AtomicBool, AtomicU32, AtomicU64, Ordering};
use std::time::Instant;

use history::GamePath;
use reductions::LMR_MIN_REMAINING_DEPTH;
pub use reductions::LmrParams;
pub(crate) use reductions::Reductions;
use root::RootMove;
pub use types::{SearchFeatures, SearchInfo, SearchRequest, SearchResult};

use crate::eval::{Weights, evaluate};
use crate::limits::{Limits, TimePlan};
use crate::movepick::{self, MoveOrdering, MovePicker, Picked};
use crate::nnue::{Accumulator, Network};
use crate::score::{
    DRAW, INFINITE, MAX_PLY, from_table, is_decisive, lost_at, to_table, wins_next,
};
use crate::tt::{Bound, TranspositionTable};
use ardri_rules::{MAX_MOVES, Move, MoveList, NoMoveResult, Position, Side};

/// State shared by all threads of one search.
pub(crate) struct Shared<'a> {
    pub tt: &'a TranspositionTable,
    pub external_stop: &'a AtomicBool,
    pub internal_stop: AtomicBool,
    pub nodes: AtomicU64,
    pub start: Instant,
    pub plan: TimePlan,
    pub limits: Limits,
    pub weights: Weights,
    pub features: SearchFeatures,
    /// How much worse than an even game a draw is for the side to move at the root (centi-pieces).
    pub contempt: i32,
    /// The iteration the main thread is on; helpers search ahead of it.
    pub main_depth: AtomicU32,
    pub reductions: &'a Reductions,
    /// The learned evaluation, or `None` for the hand one.
    pub network: Option<&'a Network>,
    /// Mixed into every table key: 0 when draws are scored as even, else a value for this contempt
    /// and root side. Values shaded by contempt then never meet a search that scores draws
    /// otherwise (an analysis after the engine's own move, or the other side's search).
    pub table_salt: u64,
    /// A weaker level's misjudgements: the game's seed and the largest one (see `skill::noise`).
    pub noise: Option<(u64, i32)>,
    /// Whether the search resolves captures and threats past its depth (quiescence); a weakest
    /// level judges the position its own move leaves as it stands (see `skill::Strength`).
    pub quiescence: bool,
    /// What a root move that brings back a position already seen in the game is counted worse by
    /// (0 at full strength; see `skill::Strength::repetition_margin`).
    pub repetition_margin: i32,
    /// A weaker level's overlooked moves: the game's seed and the share of the root's moves it
    /// does not see (see `skill::sees`).
    pub overlooks: Option<(u64, u8)>,
}

/// The table salt for a search whose draws count `contempt` against `root_side`.
pub(crate) fn table_salt(contempt: i32, root_side: Side) -> u64 {
    if contempt == 0 {
        return 0;
    }
    // A fixed odd multiplier spreads the few possible (contempt, side) pairs over all 64 bits.
    let tag = (contempt as i64 as u64) << 1 | root_side as u64;
    (tag ^ 0x5851_f42d_4c95_7f2d).wrapping_mul(0x9e37_79b9_7f4a_7c15) | 1
}

impl Shared<'_> {
    #[inline]
    fn stopped(&self) -> bool {
        self.internal_stop.load(Ordering::Relaxed) || self.external_stop.load(Ordering::Relaxed)
    }
}

/// Where a node sits in the principal variation search.
#[derive(Clone, Copy, PartialEq, Eq)]
enum NodeKind {
    /// On the principal variation: searched with an open window, no pruning on the table.
    Pv,
    /// Searched with a null window.
    NonPv,
    /// The reply to a null move: another null move would only pass back.
    AfterNullMove,
}

fn kind_of(pv: bool) -> NodeKind {
    if pv { NodeKind::Pv } else { NodeKind::NonPv }
}

/// Nodes counted between two looks at the clock, the node limit and the shared counter.
const NODES_BETWEEN_CHECKS: u64 = 256;
/// Reverse futility: a node this many centi-pieces per ply of depth above beta returns at once.
const REVERSE_FUTILITY_MARGIN: i32 = 120;
const REVERSE_FUTILITY_MAX_DEPTH: i32 = 3;
/// Futility: quiet moves are skipped where the evaluation plus this much per ply stays below alpha.
const FUTILITY_MARGIN: i32 = 150;
const FUTILITY_MAX_DEPTH: i32 = 2;
/// Move-count pruning: at depth d only the first `LMP_BASE + LMP_FACTOR * d * d` quiet moves are tried.
const LMP_BASE: i32 = 3;
const LMP_FACTOR: i32 = 2;
const LMP_MAX_DEPTH: i32 = 3;
/// Null move: searched `NULL_MOVE_REDUCTION + depth / NULL_MOVE_DEPTH_DIVISOR` plies shallower.
const NULL_MOVE_MIN_DEPTH: i32 = 3;
const NULL_MOVE_REDUCTION: i32 = 3;
const NULL_MOVE_DEPTH_DIVISOR: i32 = 4;
/// No null move with this few pieces of the side to move (beside the king): with so little left a
/// pass may be the only good move, and the null-move assumption fails.
const NULL_MOVE_MIN_ATTACKERS: u32 = 2;
const NULL_MOVE_MIN_DEFENDERS: u32 = 1;
/// Threat extensions stop this deep, so a long chain of threats cannot run off the ply stack.
const EXTENSION_MAX_PLY: usize = 2 * MAX_PLY / 3;
/// Internal iterative reduction: from this depth, a node without a table move is searched one ply less.
const IIR_MIN_DEPTH: i32 = 4;

pub(crate) struct Searcher<'a> {
    shared: &'a Shared<'a>,
    thread_id: usize,
    nodes: u64,
    unflushed: u64,
    seldepth: usize,
    stopped: bool,
    path: GamePath,
    ordering: MoveOrdering,
    /// Each ply's move list and ordering scores, for its `MovePicker` (set up once per search, not
    /// per node).
    move_stack: Box<[MoveList; MAX_PLY + 1]>,
    score_stack: Box<[[i32; MAX_MOVES]; MAX_PLY + 1]>,
    /// The network's accumulator of the position at each ply of the current line.
    accumulators: Vec<Accumulator>,
    pv: Box<[[Move; MAX_PLY + 1]; MAX_PLY + 1]>,
    pv_len: [usize; MAX_PLY + 1],
    root_moves: Vec<RootMove>,
    root: Position,
    /// The lines searched (Multi-PV): 1 in helper threads.
    lines: usize,
    best_value: i32,
    completed_depth: u32,
}

impl<'a> Searcher<'a> {
    pub(crate) fn new(shared: &'a Shared<'a>, thread_id: usize, request: &SearchRequest) -> Self {
        let path = GamePath::new(&request.history, &request.position, MAX_PLY + 2);
        let mut moves = request.root_moves();
        if let Some((seed, percent)) = shared.overlooks {
            let seen: Vec<Move> = moves
                .iter()
                .copied()
                .filter(|&m| {
                    crate::skill::sees(seed, request.position.after_unchecked(m).hash(), percent)
                })
                .collect();
            // A level always sees at least one move.
            if !seen.is_empty() {
                moves = seen;
            }
        }
        let root_moves = moves
            .into_iter()
            .map(|m| {
                let mut rm = RootMove::new(m);
                rm.repeats = shared.repetition_margin > 0
                    && path.seen_in_game(&request.position.after_unchecked(m));
                rm
            })
            .collect();
        Searcher {
            shared,
            thread_id,
            nodes: 0,
            unflushed: 0,
            seldepth: 0,
            stopped: false,
            path,
            ordering: MoveOrdering::new(),
            move_stack: Box::new(std::array::from_fn(|_| MoveList::new())),
            score_stack: Box::new([[0; MAX_MOVES]; MAX_PLY + 1]),
            accumulators: {
                let mut stack = vec![Accumulator::default(); MAX_PLY + 2];
                if let Some(net) = shared.network {
                    net.refresh(&request.position, &mut stack[0]);
                }
                stack
            },
            pv: Box::new([[Move::default(); MAX_PLY + 1]; MAX_PLY + 1]),
            pv_len: [0; MAX_PLY + 1],
            root_moves,
            root: request.position,
            lines: if thread_id == 0 {
                request.multipv.max(1)
            } else {
                1
            },
            best_value: -INFINITE,
            completed_depth: 0,
        }
    }

    pub(crate) fn nodes(&self) -> u64 {
        self.nodes
    }

    /// Counts a node and, now and then, publishes the count and checks the clock and the node limit.
    #[inline]
    fn visit(&mut self, ply: usize) -> bool {
        self.nodes += 1;
        self.unflushed += 1;
        self.seldepth = self.seldepth.max(ply);
        if self.unflushed >= NODES_BETWEEN_CHECKS {
            self.flush_nodes();
            let shared = self.shared;
            let total = shared.nodes.load(Ordering::Relaxed);
            let out_of_nodes = shared.limits.nodes.is_some_and(|n| total >= n);
            let out_of_time = shared.plan.hard.is_some_and(|t| Instant::now() >= t);
            if out_of_nodes || out_of_time {
                shared.internal_stop.store(true, Ordering::Relaxed);
            }
        }
        if self.shared.stopped() {
            self.stopped = true;
        }
        self.stopped
    }

    fn flush_nodes(&mut self) {
        self.shared
            .nodes
            .fetch_add(self.unflushed, Ordering::Relaxed);
        self.unflushed = 0;
    }

    #[inline]
    fn no_move_value(&self, pos: &Position, ply: usize) -> i32 {
        match pos.rules().no_move {
            NoMoveResult::Loss => lost_at(ply),
            NoMoveResult::Draw => self.draw_value(pos),
        }
    }

    /// A drawn position's value for its side to move: with contempt, the side that started the
    /// search counts a draw as a small loss (and its opponent as a small win), so it plays on.
    #[inline]
    fn draw_value(&self, pos: &Position) -> i32 {
        if pos.side_to_move() == self.root.side_to_move() {
            DRAW - self.shared.contempt
        } else {
            DRAW + self.shared.contempt
        }
    }

    /// The position's key in the shared table.
    #[inline]
    fn table_key(&self, pos: &Position) -> u64 {
        pos.hash() ^ self.shared.table_salt
    }

    /// The static evaluation of `pos`, the position at `ply` (whose accumulator is current).
    #[inline]
    fn eval(&self, pos: &Position, ply: usize) -> i32 {
        let value = match self.shared.network {
            Some(net) => net.evaluate(&self.accumulators[ply], pos),
            None => evaluate(pos, &self.shared.weights),
        };
        match self.shared.noise {
            None => value,
            Some((seed, amplitude)) => value + crate::skill::noise(seed, pos.hash(), amplitude),
        }
    }

    /// The child of `pos` (at `ply`) after `m`, with its accumulator brought up to date.
    #[inline]
    fn make_child(&mut self, pos: &Position, m: Move, ply: usize) -> Position {
        let mut child = *pos;
        let played = child.play_unchecked(m);
        if let Some(net) = self.shared.network {
            let (parents, children) = self.accumulators.split_at_mut(ply + 1);
            net.update(&parents[ply], &played, &child, &mut children[0]);
        }
        child
    }

    fn update_pv(&mut self, ply: usize, mv: Move) {
        self.pv[ply][ply] = mv;
        let child_len = self.pv_len[ply + 1].max(ply + 1);
        for i in ply + 1..child_len {
            self.pv[ply][i] = self.pv[ply + 1][i];
        }
        self.pv_len[ply] = child_len;
    }

    /// Negamax with alpha-beta over the main tree. Returns a value from the side to move's view;
    /// the value is meaningless once `self.stopped` is set.
    fn negamax(
        &mut self,
        pos: &Position,
        mut depth: i32,
        mut alpha: i32,
        mut beta: i32,
        ply: usize,
        kind: NodeKind,
    ) -> i32 {
        let pv_node = kind == NodeKind::Pv;
        if depth <= 0 {
            return if self.shared.quiescence {
                self.quiescence(pos, alpha, beta, ply, 0)
            } else {
                self.horizon(pos, ply)
            };
        }
        self.pv_len[ply] = ply;
        if self.visit(ply) {
            return 0;
        }
        if pos.is_decided_on_board() {
            return lost_at(ply);
        }
        if self.path.is_repetition(pos)
            || (self.shared.features.fortress && crate::fortress::is_fortress(pos))
        {
            return self.draw_value(pos);
        }
        if pos.has_winning_move() {
            return wins_next(ply);
        }
        if ply >= MAX_PLY - 1 {
            return self.eval(pos, ply);
        }
        // Nothing here can beat a win at the next move or be worse than a loss now.
        alpha = alpha.max(lost_at(ply));
        beta = beta.min(wins_next(ply));
        if alpha >= beta {
            return alpha;
        }

        let features = self.shared.features;
        let alpha_start = alpha;
        let key = self.table_key(pos);
        let entry = self.shared.tt.probe(key);
        let tt_move = entry.and_then(|e| e.best_move).filter(|&m| pos.is_legal(m));
        if let Some(e) = entry
            && !pv_node
            && e.depth >= depth
        {
            let value = from_table(e.value, ply);
            let cutoff = match e.bound {
                Bound::Exact => true,
                Bound::Lower => value >= beta,
                Bound::Upper => value <= alpha,
            };
            if cutoff {
                return value;
            }
        }

        let in_threat = pos.must_answer_threat();
        // The static evaluation is only asked for where a pruning decision needs it.
        let mut static_eval = -INFINITE;

        if !pv_node && !in_threat && !is_decisive(beta) {
            static_eval = self.eval(pos, ply);
            // Reverse futility: far above beta with little depth left, a quiet move will not fall back.
            if features.reverse_futility
                && depth <= REVERSE_FUTILITY_MAX_DEPTH
                && static_eval - REVERSE_FUTILITY_MARGIN * depth >= beta
            {
                return static_eval;
            }
            // Null move: if passing still beats beta, a real move will too (zugzwang is rare here).
            let side_has_pieces = match pos.side_to_move() {
                Side::Attackers => pos.attackers().count() > NULL_MOVE_MIN_ATTACKERS,
                Side::Defenders => pos.defenders().count() > NULL_MOVE_MIN_DEFENDERS,
            };
            if features.null_move
                && kind != NodeKind::AfterNullMove
                && depth >= NULL_MOVE_MIN_DEPTH
                && static_eval >= beta
                && side_has_pieces
            {
                let r = NULL_MOVE_REDUCTION + depth / NULL_MOVE_DEPTH_DIVISOR;
                let null = pos.with_side_to_move(pos.side_to_move().opponent());
                if let Some(net) = self.shared.network {
                    let (parents, children) = self.accumulators.split_at_mut(ply + 1);
                    children[0].clone_from(&parents[ply]);
                    net.toggle_side_columns(&mut children[0], pos.side_to_move());
                }
                self.path.push(&null);
                let value = -self.negamax(
                    &null,
                    depth - 1 - r,
                    -beta,
                    -beta + 1,
                    ply + 1,
                    NodeKind::AfterNullMove,
                );
                self.path.pop();
                if self.stopped {
                    return 0;
                }
                if value >= beta {
                    return if is_decisive(value) { beta } else { value };
                }
            }
        }

        // A threat to win at once must be answered: look one ply further.
        if in_threat && features.threat_extension && ply < EXTENSION_MAX_PLY {
            depth += 1;
        } else if features.iir && tt_move.is_none() && depth >= IIR_MIN_DEPTH {
            depth -= 1;
        }

        let captures = pos.capture_targets(pos.side_to_move());
        let king_sq = pos.king_square();
        // The table move is searched before the other moves are even generated: it often cuts off.
        let mut picker = MovePicker::new(tt_move);
        let mut best = -INFINITE;
        let mut best_move = None;
        let mut quiets_tried = [Move::default(); MAX_MOVES];
        let mut quiet_count = 0;
        // Low in the tree, away from the principal variation and with nothing to answer, late quiet
        // moves rarely matter: search only the first few (move count pruning), and none at all when
        // the evaluation is so far below alpha that a quiet move cannot bring it back (futility).
        let prune_quiets =
            !pv_node && !in_threat && depth <= LMP_MAX_DEPTH && static_eval > -INFINITE;
        let quiet_limit = if features.late_move_pruning && prune_quiets {
            (LMP_BASE + LMP_FACTOR * depth * depth) as usize
        } else {
            MAX_MOVES
        };
        let futile = features.futility
            && prune_quiets
            && depth <= FUTILITY_MAX_DEPTH
            && !is_decisive(alpha)
            && static_eval + FUTILITY_MARGIN * depth <= alpha;
        let mut i = 0;
        loop {
            let (m, order_score) = match picker.next(
                pos,
                &self.ordering,
                ply,
                captures,
                &mut self.move_stack[ply],
                &mut self.score_stack[ply],
            ) {
                Picked::Move(m, order_score) => (m, order_score),
                Picked::NoMoves => return self.no_move_value(pos, ply),
                Picked::Done => break,
            };
            let is_capture = captures.contains(m.to);
            let quiet = !is_capture && m.from != king_sq;
            let ordinary_quiet = quiet && movepick::is_ordinary(order_score);
            if ordinary_quiet && i > 0 && (futile || quiet_count >= quiet_limit) {
                continue;
            }
            let child = self.make_child(pos, m, ply);
            self.shared.tt.prefetch(self.table_key(&child));
            self.path.push(&child);
            let mut value;
            if i == 0 {
                value = -self.negamax(&child, depth - 1, -beta, -alpha, ply + 1, kind_of(pv_node));
            } else {
                let r = if features.late_move_reductions && ordinary_quiet && !in_threat {
                    (self.shared.reductions.get(depth, i) - i32::from(pv_node))
                        .clamp(0, (depth - LMR_MIN_REMAINING_DEPTH).max(0))
                } else {
                    0
                };
                value = -self.negamax(
                    &child,
                    depth - 1 - r,
                    -alpha - 1,
                    -alpha,
                    ply + 1,
                    NodeKind::NonPv,
                );
                if value > alpha && r > 0 {
                    value = -self.negamax(
                        &child,
                        depth - 1,
                        -alpha - 1,
                        -alpha,
                        ply + 1,
                        NodeKind::NonPv,
                    );
                }
                if value > alpha && value < beta && pv_node {
                    value = -self.negamax(&child, depth - 1, -beta, -alpha, ply + 1, NodeKind::Pv);
                }
            }
            self.path.pop();
            i += 1;
            if self.stopped {
                return 0;
            }
            if value > best {
                best = value;
                if value > alpha {
                    alpha = value;
                    best_move = Some(m);
                    if pv_node {
                        self.update_pv(ply, m);
                    }
                    if value >= beta {
                        if quiet {
                            self.ordering.reward_quiet(
                                pos.side_to_move(),
                                ply,
                                m,
                                depth,
                                &quiets_tried[..quiet_count],
                            );
                        }
                        break;
                    }
                }
            }
            if quiet {
                quiets_tried[quiet_count] = m;
                quiet_count += 1;
            }
        }

        let bound = if best >= beta {
            Bound::Lower
        } else if best > alpha_start {
            Bound::Exact
        } else {
            Bound::Upper
        };
        self.shared.tt.store(
            key,
            best_move.or(tt_move),
            to_table(best, ply),
            depth,
            bound,
        );
        best
    }

    pub(crate) fn finish(&mut self) {
        self.flush_nodes();
    }
}
