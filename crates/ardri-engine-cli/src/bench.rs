//! `ardri-engine bench`: a fixed set of positions searched to a fixed depth on one thread. The total
//! node count is a signature of the search (it changes only when the search changes); the speed is
//! nodes per second.

use std::sync::atomic::AtomicBool;
use std::time::{Duration, Instant};

use crate::game_loop::opening_game;
use crate::openings::openings;
use ardri_engine::limits::Limits;
use ardri_engine::search::SearchRequest;
use ardri_engine::threads::{Engine, EngineOptions};
use ardri_rules::{Game, Position, Rules};

pub const DEFAULT_BENCH_DEPTH: u32 = 9;

/// Fixed positions searched to a fixed depth on one thread: node signature and speed.
#[derive(clap::Args)]
pub struct BenchArgs {
    #[arg(default_value_t = DEFAULT_BENCH_DEPTH)]
    depth: u32,
    /// With the hand evaluation instead of the network.
    #[arg(long)]
    no_nnue: bool,
    /// With this network file instead of the built-in one (its own node signature).
    #[arg(long, value_name = "NET", conflicts_with = "no_nnue")]
    evalfile: Option<std::path::PathBuf>,
}

/// Time to depth from the start (or a position): a fresh engine per run, the median of the runs.
#[derive(clap::Args)]
pub struct SpeedArgs {
    depth: u32,
    #[arg(long, default_value_t = 1)]
    threads: usize,
    #[arg(long, default_value_t = 5)]
    runs: usize,
    #[arg(long, default_value_t = 64, value_name = "MIB")]
    hash: usize,
    #[arg(long, value_name = "POSITION")]
    fen: Option<Position>,
}

/// The bench positions: the start, and games a few random plies in (fixed seed).
pub fn bench_positions() -> Vec<Position> {
    let rules = Rules::default();
    let mut positions = vec![Position::start(rules)];
    for line in openings(7, 8, 2024, rules) {
        positions.push(*opening_game(rules, &line).position());
    }
    positions
}

pub struct BenchReport {
    pub nodes: u64,
    pub time: Duration,
    pub per_position: Vec<(Position, u64, String)>,
}

impl BenchReport {
    pub fn nps(&self) -> u64 {
        (self.nodes as f64 / self.time.as_secs_f64().max(1e-9)) as u64
    }
}

/// Searches every bench position to `depth` with a fresh single-threaded engine.
/// `use_nnue` false: the hand evaluation (the signature before the network); `network`: another
/// network than the built-in one.
pub fn run_bench(
    depth: u32,
    use_nnue: bool,
    network: Option<std::sync::Arc<ardri_engine::nnue::Network>>,
) -> BenchReport {
    let mut total = 0;
    let mut time = Duration::ZERO;
    let mut per_position = Vec::new();
    for pos in bench_positions() {
        let engine = Engine::new(EngineOptions {
            hash_mib: 16,
            threads: 1,
            use_nnue,
            network: network.clone(),
            ..EngineOptions::default()
        });
        let request = SearchRequest::from_game(&Game::from_position(pos), Limits::depth(depth));
        let started = Instant::now();
        let result = engine.search(&request, &AtomicBool::new(false), &mut |_| {});
        time += started.elapsed();
        total += result.nodes;
        let best = result
            .best_move
            .map_or("(none)".to_string(), |m| m.to_string());
        per_position.push((pos, result.nodes, best));
    }
    BenchReport {
        nodes: total,
        time,
        per_position,
    }
}

pub fn run_bench_command(args: BenchArgs) -> crate::CommandResult {
    let depth = args.depth;
    let network = args
        .evalfile
        .as_deref()
        .map(crate::load_network)
        .transpose()?;
    let report = run_bench(depth, !args.no_nnue, network);
    for (pos, nodes, best) in &report.per_position {
        outln!("{:<48} {nodes:>10} nodes  best {best}", pos.fen());
    }
    outln!();
    outln!("depth: {depth}");
    outln!("nodes: {}", report.nodes);
    outln!("time: {} ms", report.time.as_millis());
    outln!("nps: {}", report.nps());
    Ok(())
}

/// `speed <depth>`: searches one position to a depth several times with a fresh engine each time and
/// prints the nodes and time of each run and the median time (the time-to-depth figure).
pub fn run_speed(args: SpeedArgs) -> crate::CommandResult {
    let SpeedArgs {
        depth,
        threads,
        runs,
        hash: hash_mib,
        fen,
    } = args;
    let position = fen.unwrap_or_else(|| Position::start(Rules::default()));
    let mut times = Vec::new();
    for run in 1..=runs.max(1) {
        let engine = Engine::new(EngineOptions {
            hash_mib,
            threads,
            ..EngineOptions::default()
        });
        let request =
            SearchRequest::from_game(&Game::from_position(position), Limits::depth(depth));
        let stop = AtomicBool::new(false);
        let started = Instant::now();
        let result = engine.search(&request, &stop, &mut |_| {});
        let elapsed = started.elapsed();
        times.push(elapsed);
        outln!(
            "run {run}: depth {} nodes {} time {:.2} ms best {}",
            result.depth,
            result.nodes,
            elapsed.as_secs_f64() * 1e3,
            result
                .best_move
                .map_or("(none)".to_string(), |m| m.to_string())
        );
    }
    times.sort();
    outln!(
        "median time to depth {depth} with {threads} thread(s): {:.2} ms",
        times[times.len() / 2].as_secs_f64() * 1e3
    );
    Ok(())
}
