//! `ardri-engine bench`: a fixed set of positions searched to a fixed depth on one thread. The total
//! node count is a signature of the search (it changes only when the search changes); the speed is
//! nodes per second.

use std::sync::atomic::AtomicBool;
use std::time::{Duration, Instant};

use crate::openings::openings;
use ardri_engine::limits::Limits;
use ardri_engine::search::SearchRequest;
use ardri_engine::threads::{Engine, EngineOptions};
use ardri_rules::{Game, Position, Rules};

pub const DEFAULT_BENCH_DEPTH: u32 = 9;

/// The bench positions: the start, and games a few random plies in (fixed seed).
pub fn bench_positions() -> Vec<Position> {
    let rules = Rules::default();
    let mut positions = vec![Position::start(rules)];
    for line in openings(7, 8, 2024, rules) {
        let mut game = Game::new(rules);
        for m in line {
            game.play(m).expect("openings are legal");
        }
        positions.push(*game.position());
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
/// `use_nnue` false: the hand evaluation (the signature before the network).
pub fn run_bench(depth: u32, use_nnue: bool) -> BenchReport {
    let mut total = 0;
    let mut time = Duration::ZERO;
    let mut per_position = Vec::new();
    for pos in bench_positions() {
        let engine = Engine::new(EngineOptions {
            hash_mib: 16,
            threads: 1,
            use_nnue,
            ..EngineOptions::default()
        });
        let request = SearchRequest {
            position: pos,
            history: Vec::new(),
            limits: Limits::depth(depth),
            analysis: false,
            multipv: 1,
        };
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
