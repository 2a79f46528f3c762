//! The engine: a transposition table and a thread count; `search` runs lazy SMP over the shared table
//! and returns when the limits are reached or the stop flag is raised.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicU32, AtomicU64, Ordering};
use std::time::{Duration, Instant};

use crate::eval::Weights;
use crate::limits::TimePlan;
use crate::nnue::Network;
use crate::score::{DRAW, Score, lost_at};
use crate::search::{
    Reductions, SearchFeatures, SearchInfo, SearchRequest, SearchResult, Searcher, Shared,
    table_salt,
};
use crate::skill::{self, MAX_SKILL};
use crate::tt::TranspositionTable;

/// The built-in network, decoded once.
fn embedded_network() -> &'static Arc<Network> {
    static NETWORK: std::sync::OnceLock<Arc<Network>> = std::sync::OnceLock::new();
    NETWORK.get_or_init(|| Arc::new(Network::embedded()))
}
use ardri_rules::{Outcome, Position};

/// The settings an engine is built with.
#[derive(Clone, Debug, PartialEq)]
pub struct EngineOptions {
    pub hash_mib: usize,
    pub threads: usize,
    pub weights: Weights,
    pub features: SearchFeatures,
    /// Centi-pieces by which the engine, when it plays, counts a draw (by repetition, a fortress, or
    /// no move under that rule option) as worse than an even game for the side it searches for; its
    /// opponent's draws count as that much better. Analysis requests always use 0.
    pub contempt: i32,
    /// 1 (weakest) to [`MAX_SKILL`] (full strength): see `skill`. Analysis is never weakened.
    pub skill_level: u8,
    /// Evaluate with the learned network (`UseNNUE`) instead of the hand-made weights.
    pub use_nnue: bool,
    /// The network to use; `None` is the one built in (`EvalFile` loads another).
    pub network: Option<Arc<Network>>,
    /// Where a weaker level's misjudgements come from: the same seed and the same game give the
    /// same moves. `None` takes a seed from the clock when the engine is built.
    pub skill_seed: Option<u64>,
    /// A weaker level's caps and noise set by hand (for calibrating the levels); `None` takes them
    /// from `skill_level`.
    pub strength: Option<skill::Strength>,
}

/// The contempt the engine plays with unless told otherwise. Analysis ignores it (a request with
/// `analysis` set, the protocol's `go infinite` or `UCI_AnalyseMode`, the app's analysis and hints):
/// there draws count as even, so the scores shown are the engine's honest estimate.
///
/// In play it wins games: the evaluation puts the defenders about 10 pieces behind at the start (the
/// self-play results agree that the attackers are favoured), so without contempt the engine as the
/// defenders takes every repetition it can reach, even against a much weaker opponent. Matches
/// against the baseline at 100 ms a move, 80 games each: contempt 0 scored 81.9% (+52 -1 =27), 1500
/// scored 91.9% (+73 -6 =1). (At fixed nodes, 100 games each: 0 82.5%, 1000 89%, 1500 96%, 2000
/// 98.5%.) Against a stronger opponent it is a risk; set it per engine with the protocol option
/// `Contempt` or the match setting `contempt=`.
pub const DEFAULT_CONTEMPT: i32 = 1500;
pub const MAX_CONTEMPT: i32 = 5_000;

impl Default for EngineOptions {
    fn default() -> EngineOptions {
        EngineOptions {
            hash_mib: 64,
            threads: 1,
            weights: Weights::DEFAULT,
            features: SearchFeatures::default(),
            contempt: DEFAULT_CONTEMPT,
            skill_level: MAX_SKILL,
            use_nnue: USE_NNUE_BY_DEFAULT,
            network: None,
            skill_seed: None,
            strength: None,
        }
    }
}

pub const MAX_THREADS: usize = 64;

/// Whether the engine evaluates with the network unless told otherwise. The built-in network beat
/// the hand evaluation at equal time (100 ms a move, one thread each, 400 games from random openings
/// with colours swapped): +202 -157 =41, 55.6%, +39 +/- 33 Elo. `UseNNUE` false brings the hand one back.
pub const USE_NNUE_BY_DEFAULT: bool = true;
pub const MAX_HASH_MIB: usize = 4096;

pub struct Engine {
    tt: Arc<TranspositionTable>,
    options: EngineOptions,
    reductions: Reductions,
    /// The network in use (the built-in one unless the options name another).
    network: Arc<Network>,
    /// The seed of a weaker level's choices (from the options, else from the clock).
    skill_seed: u64,
    /// Fault injection for tests: the next guarded job panics (see [`Engine::inject_panic`]).
    panic_next: bool,
}

/// A job that failed inside the engine (a panic): the engine was rebuilt with the same options and
/// takes new jobs; what it had learned (the table) is gone.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("engine failure: {message}; the engine was restarted")]
pub struct EngineFault {
    pub message: String,
}

impl Engine {
    pub fn new(options: EngineOptions) -> Engine {
        let options = EngineOptions {
            hash_mib: options.hash_mib.clamp(1, MAX_HASH_MIB),
            threads: options.threads.clamp(1, MAX_THREADS),
            contempt: options.contempt.clamp(-MAX_CONTEMPT, MAX_CONTEMPT),
            skill_level: options.skill_level.clamp(1, MAX_SKILL),
            ..options
        };
        Engine {
            tt: Arc::new(TranspositionTable::new(options.hash_mib)),
            reductions: Reductions::new(options.features.lmr),
            network: options
                .network
                .clone()
                .unwrap_or_else(|| Arc::clone(embedded_network())),
            skill_seed: options.skill_seed.unwrap_or_else(clock_seed),
            options,
            panic_next: false,
        }
    }

    /// Runs `job` on this engine with panic recovery: every front end (the protocol, the app's
    /// engine thread, matches, self-play, reviews) searches through this, so one fault in the
    /// engine costs one job, not the session. After a panic the engine is rebuilt from its options
    /// (its state may be half-updated) and the fault is returned.
    pub fn guarded<T>(&mut self, job: impl FnOnce(&mut Engine) -> T) -> Result<T, EngineFault> {
        let run = std::panic::AssertUnwindSafe(|| {
            if std::mem::take(&mut self.panic_next) {
                panic!("injected engine failure");
            }
            job(self)
        });
        std::panic::catch_unwind(run).map_err(|payload| {
            let message = payload
                .downcast_ref::<&str>()
                .map(|s| s.to_string())
                .or_else(|| payload.downcast_ref::<String>().cloned())
                .unwrap_or_else(|| "unknown failure".to_string());
            let seed = self.skill_seed;
            *self = Engine::new(EngineOptions {
                skill_seed: Some(seed),
                ..self.options.clone()
            });
            EngineFault { message }
        })
    }

    /// [`Engine::search`] with panic recovery (see [`Engine::guarded`]).
    pub fn search_guarded(
        &mut self,
        request: &SearchRequest,
        stop: &AtomicBool,
        on_info: &mut dyn FnMut(&SearchInfo),
    ) -> Result<SearchResult, EngineFault> {
        self.guarded(|engine| engine.search(request, stop, on_info))
    }

    /// Fault injection for tests of the recovery: the next job run through [`Engine::guarded`]
    /// panics inside the engine.
    #[doc(hidden)]
    pub fn inject_panic(&mut self) {
        self.panic_next = true;
    }

    /// The seed of a weaker level's choices in this game.
    pub fn skill_seed(&self) -> u64 {
        self.skill_seed
    }

    /// Seeds a weaker level's choices from now on (see [`EngineOptions::skill_seed`]).
    pub fn set_skill_seed(&mut self, seed: u64) {
        self.options.skill_seed = Some(seed);
        self.skill_seed = seed;
    }

    pub fn options(&self) -> &EngineOptions {
        &self.options
    }

    /// Resizes the table (which clears it).
    pub fn set_hash_mib(&mut self, mib: usize) {
        self.options.hash_mib = mib.clamp(1, MAX_HASH_MIB);
        self.tt = Arc::new(TranspositionTable::new(self.options.hash_mib));
    }

    pub fn set_threads(&mut self, threads: usize) {
        self.options.threads = threads.clamp(1, MAX_THREADS);
    }

    pub fn set_contempt(&mut self, contempt: i32) {
        self.options.contempt = contempt.clamp(-MAX_CONTEMPT, MAX_CONTEMPT);
    }

    /// Evaluates with the network (true) or the hand-made weights (false).
    pub fn set_use_nnue(&mut self, on: bool) {
        self.options.use_nnue = on;
    }

    /// Uses this network from now on (`EvalFile`).
    pub fn set_network(&mut self, network: Arc<Network>) {
        self.options.network = Some(Arc::clone(&network));
        self.network = network;
    }

    pub fn set_skill_level(&mut self, level: u8) {
        self.options.skill_level = level.clamp(1, MAX_SKILL);
    }

    pub fn set_weights(&mut self, weights: Weights) {
        self.options.weights = weights;
    }

    /// Forgets everything learned (a new game).
    pub fn clear(&mut self) {
        self.tt.clear();
    }

    /// A new game: the table is cleared, and a weaker level misjudges positions afresh (a new seed
    /// from the clock), unless a seed was set (then the same game gives the same moves again).
    pub fn new_game(&mut self) {
        self.clear();
        if self.options.skill_seed.is_none() {
            self.skill_seed = skill::mix(clock_seed(), self.skill_seed, 0);
        }
    }

    /// Searches until a limit is reached or `stop` is raised; `on_info` hears about each iteration.
    /// The best move is always legal when the side to move has one, even when stopped at once.
    pub fn search(
        &self,
        request: &SearchRequest,
        stop: &AtomicBool,
        on_info: &mut dyn FnMut(&SearchInfo),
    ) -> SearchResult {
        let start = Instant::now();
        let root = request.position;
        if let Some(outcome) = request.outcome() {
            return finished_result(&root, outcome, start);
        }
        // A weaker level searches less deep, on an evaluation with its game's misjudgements.
        let strength = if request.analysis {
            None
        } else {
            self.options
                .strength
                .or_else(|| skill::strength(self.options.skill_level))
        };
        let weakened;
        let request = match strength {
            None => request,
            Some(strength) => {
                let mut r = request.clone();
                let limits = &mut r.limits;
                limits.depth = Some(
                    limits
                        .depth
                        .map_or(strength.depth, |d| d.min(strength.depth)),
                );
                if let Some(nodes) = strength.nodes {
                    limits.nodes = Some(limits.nodes.map_or(nodes, |n| n.min(nodes)));
                }
                weakened = r;
                &weakened
            }
        };
        let noise = strength
            .filter(|s| s.noise > 0)
            .map(|s| (self.skill_seed, s.noise));
        // A careless move (a share of a weak level's moves, drawn from the game's seed and the
        // position) is chosen without looking at the replies.
        let careless = strength.is_some_and(|s| {
            s.careless > 0
                && skill::mix(
                    self.skill_seed ^ CARELESS_SALT,
                    root.hash(),
                    request.history.len(),
                ) % 100
                    < u64::from(s.careless)
        });
        self.tt.new_search();
        let contempt = if request.analysis {
            0
        } else {
            self.options.contempt
        };
        let shared = Shared {
            tt: &self.tt,
            external_stop: stop,
            internal_stop: AtomicBool::new(false),
            nodes: AtomicU64::new(0),
            start,
            plan: TimePlan::for_engine(
                &request.limits,
                start,
                self.options.features.use_all_movetime,
            ),
            limits: request.limits,
            weights: self.options.weights,
            features: self.options.features,
            contempt,
            main_depth: AtomicU32::new(0),
            reductions: &self.reductions,
            network: self.options.use_nnue.then_some(&*self.network),
            // A misjudging search keeps its values apart from honest ones in the shared table.
            table_salt: table_salt(contempt, root.side_to_move())
                ^ noise.map_or(0, |(seed, amplitude)| skill::mix(seed, amplitude as u64, 1)),
            noise,
            quiescence: !careless,
            overlooks: strength
                .filter(|s| s.overlooks > 0)
                .map(|s| (self.skill_seed, s.overlooks)),
            repetition_margin: strength.map_or(0, |s| s.repetition_margin),
        };
        let shared = &shared;

        std::thread::scope(|scope| {
            let helpers: Vec<_> = (1..self.options.threads)
                .map(|id| {
                    scope.spawn(move || {
                        let mut searcher = Searcher::new(shared, id, request);
                        searcher.iterate(&mut |_, _, _| {});
                        searcher.finish();
                        (
                            searcher.completed_depth(),
                            searcher.best_move(),
                            searcher.best_value(),
                            searcher.legal_pv(),
                        )
                    })
                })
                .collect();

            let mut main = Searcher::new(shared, 0, request);
            main.iterate(&mut |searcher, depth, line| {
                on_info(&info(searcher, depth, line, shared))
            });
            // `go infinite` must not answer before it is told to stop.
            while request.limits.infinite && !stop.load(Ordering::Relaxed) {
                std::thread::sleep(Duration::from_millis(1));
            }
            shared.internal_stop.store(true, Ordering::Relaxed);
            main.finish();

            let mut depth = main.completed_depth();
            let mut best_move = main.best_move();
            let mut value = main.best_value();
            let mut pv = main.legal_pv();
            for helper in helpers {
                let (h_depth, h_move, h_value, h_pv) =
                    helper.join().expect("search thread panicked");
                // A helper that finished a deeper iteration knows more than the main thread (a
                // weakened search keeps the main thread's choice).
                if h_depth > depth && h_move.is_some() && strength.is_none() {
                    (depth, best_move, value, pv) = (h_depth, h_move, h_value, h_pv);
                }
            }
            if pv.first() != best_move.as_ref() {
                pv = best_move.into_iter().collect();
            }
            SearchResult {
                best_move,
                score: Score::from_value(value),
                value,
                depth,
                seldepth: main.seldepth(),
                nodes: shared.nodes.load(Ordering::Relaxed),
                time: start.elapsed(),
                pv,
            }
        })
    }
}

fn info(searcher: &Searcher<'_>, depth: u32, line: usize, shared: &Shared<'_>) -> SearchInfo {
    let time = shared.start.elapsed();
    // The main thread's own count may not be flushed yet; take whichever is larger.
    let nodes = shared.nodes.load(Ordering::Relaxed).max(searcher.nodes());
    let (value, pv) = searcher.line(line);
    SearchInfo {
        depth,
        seldepth: searcher.seldepth(),
        score: Score::from_value(value),
        value,
        nodes,
        nps: (nodes as f64 / time.as_secs_f64().max(1e-6)) as u64,
        time,
        hashfull: shared.tt.hashfull(),
        pv,
        multipv: line + 1,
    }
}

/// Keeps the draw of careless moves apart from the evaluation's noise (both come from the seed).
const CARELESS_SALT: u64 = 0x6361_7265_6c65_7373;

/// A seed for a weaker level's choices when none is given: the clock's nanoseconds.
fn clock_seed() -> u64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(1, |d| d.as_nanos() as u64)
}

/// The answer for a root where the game is over: no move, and the result's value for the side to move.
fn finished_result(root: &Position, outcome: Outcome, start: Instant) -> SearchResult {
    let value = match outcome.winner {
        None => DRAW,
        Some(winner) if winner == root.side_to_move() => -lost_at(0),
        Some(_) => lost_at(0),
    };
    SearchResult {
        best_move: None,
        score: Score::from_value(value),
        value,
        depth: 0,
        seldepth: 0,
        nodes: 0,
        time: start.elapsed(),
        pv: Vec::new(),
    }
}
