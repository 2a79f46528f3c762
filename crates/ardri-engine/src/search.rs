//! The search: iterative deepening negamax with alpha-beta, principal variation search, aspiration
//! windows, a shared transposition table, quiescence on captures and threats, and lazy SMP.
//!
//! Everything a node needs lives in fixed arrays of the per-thread [`Searcher`]; nothing is allocated
//! per node (move lists are on the stack).

use std::sync::atomic::{AtomicBool, AtomicU32, AtomicU64, Ordering};
use std::time::{Duration, Instant};

use crate::eval::{Weights, evaluate};
use crate::limits::{Limits, TimePlan};
use crate::movepick::{self, MoveOrdering};
use crate::nnue::{Accumulator, Network};
use crate::score::{
    DRAW, INFINITE, MATE, MAX_PLY, Score, from_table, is_decisive, lost_at, to_table, wins_next,
};
use crate::tt::{Bound, TranspositionTable};
use ardri_rules::{Bitboard, MAX_MOVES, Move, MoveList, NoMoveResult, Position, Side};

/// The knobs of the search that a match can switch off to measure what each is worth.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SearchFeatures {
    pub null_move: bool,
    pub late_move_reductions: bool,
    pub threat_extension: bool,
    pub reverse_futility: bool,
    pub aspiration: bool,
    /// Skip late quiet moves at low depth in null-window nodes.
    pub late_move_pruning: bool,
    /// Skip quiet moves at depth 1 and 2 when the static evaluation is far below alpha.
    pub futility: bool,
    /// Internal iterative reduction: a node without a table move at depth >= 4 is searched one
    /// ply shallower (its ordering is poor, and the next iteration brings the move).
    pub iir: bool,
    /// Score positions the defenders hold by shuffling the king as draws (see `fortress`).
    pub fortress: bool,
    pub lmr: LmrParams,
    /// With a fixed move time (no clock), keep starting iterations until the deadline instead of
    /// stopping at half of it (see `TimePlan::for_engine`).
    pub use_all_movetime: bool,
}

impl Default for SearchFeatures {
    fn default() -> SearchFeatures {
        SearchFeatures {
            null_move: true,
            late_move_reductions: true,
            threat_extension: true,
            reverse_futility: true,
            aspiration: true,
            late_move_pruning: true,
            futility: true,
            iir: true,
            fortress: true,
            lmr: LmrParams {
                first_move: 3,
                divisor: 220,
            },
            use_all_movetime: true,
        }
    }
}

/// One report of a running search (the protocol's `info` line).
#[derive(Clone, Debug, PartialEq)]
pub struct SearchInfo {
    pub depth: u32,
    pub seldepth: u32,
    /// From the side to move's view.
    pub score: Score,
    /// The raw value behind `score` (side to move's view).
    pub value: i32,
    pub nodes: u64,
    pub nps: u64,
    pub time: Duration,
    /// Per mille of the table in use.
    pub hashfull: u32,
    /// A legal line from the root.
    pub pv: Vec<Move>,
    /// Which line this is, 1 for the best (Multi-PV).
    pub multipv: usize,
}

/// What a finished search returns.
#[derive(Clone, Debug, PartialEq)]
pub struct SearchResult {
    /// `None` only when the side to move has no legal move or the game is over.
    pub best_move: Option<Move>,
    pub score: Score,
    pub value: i32,
    /// The last fully searched depth (0 if even depth 1 was cut short).
    pub depth: u32,
    pub seldepth: u32,
    pub nodes: u64,
    pub time: Duration,
    pub pv: Vec<Move>,
}

/// The game up to the root: positions before it (oldest first) are needed for repetitions.
#[derive(Clone, Debug)]
pub struct SearchRequest {
    pub position: Position,
    pub history: Vec<Position>,
    pub limits: Limits,
    /// Analysis rather than play: draws are scored as even whatever the engine's contempt, so the
    /// scores are the engine's honest estimate.
    pub analysis: bool,
    /// How many of the best root moves to search as lines of their own (Multi-PV); 1 for play.
    pub multipv: usize,
}

/// One entry of the path from the start of the game: what repetition detection compares.
#[derive(Clone, Copy)]
struct PathEntry {
    hash: u64,
    /// Pieces on the board; captures only ever lower it, so no position before a change can repeat.
    material: u8,
}

impl PathEntry {
    fn of(pos: &Position) -> PathEntry {
        PathEntry {
            hash: pos.hash(),
            material: pos.occupied().count() as u8,
        }
    }
}

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

#[derive(Clone, Copy)]
struct RootMove {
    mv: Move,
    value: i32,
    /// The value of the last completed iteration (for ordering).
    previous: i32,
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
    fn get(&self, depth: i32, move_number: usize) -> i32 {
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

/// Evasions searched in quiescence before it settles for the static evaluation.
const QUIESCENCE_EVASION_PLIES: usize = 6;
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
/// Internal iterative reduction: from this depth, a node without a table move is searched one ply less.
const IIR_MIN_DEPTH: i32 = 4;
/// Late move reductions start at this depth.
const LMR_MIN_DEPTH: i32 = 3;
/// The first aspiration window around the previous iteration's value (doubled on each failure).
const ASPIRATION_WINDOW: i32 = 25;
const ASPIRATION_MIN_DEPTH: u32 = 4;

pub(crate) struct Searcher<'a> {
    shared: &'a Shared<'a>,
    thread_id: usize,
    nodes: u64,
    unflushed: u64,
    seldepth: usize,
    stopped: bool,
    path: Vec<PathEntry>,
    root_index: usize,
    ordering: MoveOrdering,
    /// The network's accumulator of the position at each ply of the current line.
    accumulators: Vec<Accumulator>,
    pv: Box<[[Move; MAX_PLY + 1]; MAX_PLY + 1]>,
    pv_len: [usize; MAX_PLY + 1],
    root_moves: Vec<RootMove>,
    root: Position,
    /// The best line of the last completed iteration.
    best_pv: Vec<Move>,
    /// The lines searched (Multi-PV): 1 in helper threads.
    lines: usize,
    /// The principal variation of each line after the best (index 0 unused: that is `best_pv`).
    line_pvs: Vec<Vec<Move>>,
    best_value: i32,
    completed_depth: u32,
}

impl<'a> Searcher<'a> {
    pub(crate) fn new(shared: &'a Shared<'a>, thread_id: usize, request: &SearchRequest) -> Self {
        let mut path: Vec<PathEntry> = Vec::with_capacity(request.history.len() + MAX_PLY + 2);
        path.extend(request.history.iter().map(PathEntry::of));
        path.push(PathEntry::of(&request.position));
        let root_index = path.len() - 1;
        let root_moves = request
            .position
            .legal_moves()
            .iter()
            .map(|&mv| RootMove {
                mv,
                value: -INFINITE,
                previous: -INFINITE,
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
            root_index,
            ordering: MoveOrdering::new(),
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
            best_pv: Vec::new(),
            lines: if thread_id == 0 {
                request.multipv.max(1)
            } else {
                1
            },
            line_pvs: Vec::new(),
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

    /// Whether the position on top of the path repeats one the rules (or the search) treat as a draw:
    /// any earlier occurrence inside the search tree, or two earlier occurrences in the game.
    #[inline]
    fn is_repetition(&self, pos: &Position) -> bool {
        if !pos.rules().repetition_draw {
            return false;
        }
        let n = self.path.len();
        let current = self.path[n - 1];
        let mut in_game = 0;
        let mut i = n - 1;
        while i >= 2 {
            i -= 2;
            let entry = self.path[i];
            if entry.material != current.material {
                break;
            }
            if entry.hash == current.hash {
                if i >= self.root_index {
                    return true;
                }
                in_game += 1;
                if in_game >= 2 {
                    return true;
                }
            }
        }
        false
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
        match self.shared.network {
            Some(net) => net.evaluate(&self.accumulators[ply], pos.side_to_move()),
            None => evaluate(pos, &self.shared.weights),
        }
    }

    /// The child of `pos` (at `ply`) after `m`, with its accumulator brought up to date.
    #[inline]
    fn make_child(&mut self, pos: &Position, m: Move, ply: usize) -> Position {
        let mut child = *pos;
        let played = child.play_unchecked(m);
        if let Some(net) = self.shared.network {
            let (parents, children) = self.accumulators.split_at_mut(ply + 1);
            net.update(&parents[ply], &played, &mut children[0]);
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
            return self.quiescence(pos, alpha, beta, ply, 0);
        }
        self.pv_len[ply] = ply;
        if self.visit(ply) {
            return 0;
        }
        if pos.is_decided_on_board() {
            return lost_at(ply);
        }
        if self.is_repetition(pos)
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
                Side::Attackers => pos.attackers().count() > 2,
                Side::Defenders => pos.defenders().count() > 1,
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
                self.path.push(PathEntry::of(&null));
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
        if in_threat && features.threat_extension && ply < 2 * MAX_PLY / 3 {
            depth += 1;
        } else if features.iir && tt_move.is_none() && depth >= IIR_MIN_DEPTH {
            depth -= 1;
        }

        let captures = pos.capture_targets(pos.side_to_move());
        let king_sq = pos.king_square();
        // The table move is searched before the other moves are even generated: it often cuts off.
        let mut pending_tt_move = tt_move;
        let mut moves = MoveList::new();
        let mut scores = [0i32; MAX_MOVES];
        let mut generated = false;
        let mut next = 0;

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
            let (m, order_score) = if let Some(m) = pending_tt_move.take() {
                (m, movepick::TT_MOVE)
            } else {
                if !generated {
                    generated = true;
                    pos.generate_into(&mut moves);
                    if moves.is_empty() {
                        return self.no_move_value(pos, ply);
                    }
                    self.ordering
                        .score_moves(pos, &moves, tt_move, ply, captures, &mut scores);
                }
                let mut picked = None;
                while next < moves.len() {
                    let m = MoveOrdering::pick(&mut moves, &mut scores, next);
                    next += 1;
                    if Some(m) != tt_move {
                        picked = Some((m, scores[next - 1]));
                        break;
                    }
                }
                match picked {
                    Some(p) => p,
                    None => break,
                }
            };
            let is_capture = captures.contains(m.to);
            let quiet = !is_capture && m.from != king_sq;
            let ordinary_quiet = quiet && movepick::is_ordinary(order_score);
            if ordinary_quiet && i > 0 && (futile || quiet_count >= quiet_limit) {
                continue;
            }
            let child = self.make_child(pos, m, ply);
            self.shared.tt.prefetch(self.table_key(&child));
            self.path.push(PathEntry::of(&child));
            let mut value;
            if i == 0 {
                value = -self.negamax(&child, depth - 1, -beta, -alpha, ply + 1, kind_of(pv_node));
            } else {
                let r = if features.late_move_reductions && ordinary_quiet && !in_threat {
                    (self.shared.reductions.get(depth, i) - i32::from(pv_node))
                        .clamp(0, (depth - 2).max(0))
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

    /// Resolves captures and immediate threats so the evaluation is only asked about quiet positions.
    fn quiescence(
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
        if self.is_repetition(pos) {
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
        let mut moves = MoveList::new();
        let captures = if in_threat {
            if qply >= QUIESCENCE_EVASION_PLIES {
                return self.eval(pos, ply);
            }
            pos.generate_into(&mut moves);
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
            pos.generate_to(&mut moves, captures, captures | Bitboard::CORNER_GUARDS);
            captures
        };
        let mut scores = [0i32; MAX_MOVES];
        self.ordering
            .score_moves(pos, &moves, None, ply, captures, &mut scores);
        for i in 0..moves.len() {
            let m = MoveOrdering::pick(&mut moves, &mut scores, i);
            let child = self.make_child(pos, m, ply);
            self.path.push(PathEntry::of(&child));
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
            let child = self.make_child(&root, m, 0);
            self.path.push(PathEntry::of(&child));
            let mut value;
            if i == line {
                value = -self.negamax(&child, depth - 1, -beta, -alpha, 1, NodeKind::Pv);
            } else {
                value = -self.negamax(&child, depth - 1, -alpha - 1, -alpha, 1, NodeKind::NonPv);
                if value > alpha && value < beta {
                    value = -self.negamax(&child, depth - 1, -beta, -alpha, 1, NodeKind::Pv);
                }
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
                let pv = self.pv[0][..self.pv_len[0]].to_vec();
                if line == 0 {
                    self.best_pv = pv;
                    self.best_value = value;
                    // In a long iteration, tell the watcher about a new best move at once.
                    if i > 0 && self.shared.start.elapsed() > Duration::from_secs(1) {
                        report(self, depth as u32, 0);
                    }
                } else {
                    self.line_pvs[line] = pv;
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
        self.line_pvs = vec![Vec::new(); self.lines];
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
            .zip(self.root_moves.iter().copied())
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
    /// line's bound said) and returns the best value.
    fn sort_lines(&mut self) -> i32 {
        let mut lines: Vec<(RootMove, Vec<Move>)> = (0..self.lines)
            .map(|k| {
                let pv = if k == 0 {
                    std::mem::take(&mut self.best_pv)
                } else {
                    std::mem::take(&mut self.line_pvs[k])
                };
                (self.root_moves[k], pv)
            })
            .collect();
        lines.sort_by_key(|(rm, _)| std::cmp::Reverse(rm.value));
        for (k, (rm, pv)) in lines.into_iter().enumerate() {
            self.root_moves[k] = rm;
            if k == 0 {
                self.best_pv = pv;
            } else {
                self.line_pvs[k] = pv;
            }
        }
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
        let Some(rm) = self.root_moves.get(line) else {
            return (-INFINITE, Vec::new());
        };
        let pv = match self.line_pvs.get(line) {
            Some(pv) if pv.first() == Some(&rm.mv) => pv.clone(),
            _ => vec![rm.mv],
        };
        (rm.value, self.legal_prefix(pv))
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
            if depth > plies + 2 {
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
        let pv = if self.best_pv.is_empty() {
            self.best_move().into_iter().collect()
        } else {
            self.best_pv.clone()
        };
        self.legal_prefix(pv)
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

    pub(crate) fn finish(&mut self) {
        self.flush_nodes();
    }
}
