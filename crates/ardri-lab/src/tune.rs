//! Texel-style tuning of the evaluation weights from self-play results.
//!
//! 1. `selfplay` plays games engine against engine from random openings and writes every quiet position
//!    with the game's final result (1 attackers won, 0.5 draw, 0 defenders won).
//! 2. `fit` finds the logistic scale that best maps the current evaluation to those results, then moves
//!    the weights by gradient descent on the mean squared error of the predicted results, and rescales
//!    them so the two material weights average 100 (the protocol's "100 = one ordinary piece").
//!
//! The fitted scale is also what the app's evaluation bar uses to turn a score into a winning chance.

use std::io::{BufRead, Write};
use std::sync::Mutex;
use std::sync::atomic::{AtomicUsize, Ordering};

use std::path::PathBuf;

use crate::game_loop::{EnginePlayer, play_game};
use crate::openings::openings;
use crate::progress_bar;
use ardri_engine::eval::{FEATURE_COUNT, Weights, features};
use ardri_engine::limits::Limits;
use ardri_engine::threads::{Engine, EngineOptions};
use ardri_rules::{Position, Rules, Side};

/// Play engine-against-engine games and write their quiet positions with the results (Texel data).
#[derive(clap::Args)]
pub struct SelfplayArgs {
    #[arg(long, value_name = "FILE")]
    out: PathBuf,
    #[arg(long, default_value_t = 1000)]
    games: usize,
    #[arg(long, default_value_t = 4000)]
    nodes: u64,
    #[arg(long, default_value_t = 1)]
    threads: usize,
    #[arg(long, default_value_t = 7)]
    seed: u64,
    #[arg(long, value_parser = Weights::parse, value_name = "W1,W2,...")]
    weights: Option<Weights>,
}

/// Fit the evaluation weights to a selfplay file (Texel's method).
#[derive(clap::Args)]
pub struct TuneArgs {
    file: PathBuf,
    #[arg(long, default_value_t = 2000)]
    iterations: usize,
    #[arg(long, value_parser = Weights::parse, value_name = "W1,W2,...")]
    weights: Option<Weights>,
}

/// One training position: the features and the result from the attackers' view.
#[derive(Clone, Debug)]
pub struct Sample {
    pub features: [i32; FEATURE_COUNT],
    pub result: f64,
}

/// A position the evaluation should be judged on: nothing decisive or capturable right now.
pub(crate) fn is_quiet(pos: &Position) -> bool {
    !pos.is_decided_on_board()
        && !pos.has_winning_move()
        && !pos.must_answer_threat()
        && (pos.capture_targets(pos.side_to_move())
            & pos.side_pieces(pos.side_to_move()).neighbours())
        .is_empty()
}

/// How self-play games for tuning are played.
#[derive(Clone, Debug)]
pub struct SelfplayConfig {
    pub games: usize,
    pub limits: Limits,
    pub weights: Weights,
    pub seed: u64,
    pub threads: usize,
    /// Games still going after this many plies are scored as draws.
    pub max_plies: usize,
}

/// Plays self-play games and writes `position string,result` lines for their quiet positions.
pub fn selfplay(
    config: &SelfplayConfig,
    out: &mut dyn Write,
    progress: &(dyn Fn(usize) + Sync),
) -> std::io::Result<usize> {
    let SelfplayConfig {
        games,
        limits,
        weights,
        seed,
        threads,
        max_plies,
    } = config.clone();
    let rules = Rules::default();
    let lines = openings(games, 8, seed, rules);
    let next = AtomicUsize::new(0);
    let written = Mutex::new((0usize, Vec::<String>::new()));
    let failure = Mutex::new(None);
    std::thread::scope(|scope| {
        for _ in 0..threads.max(1) {
            scope.spawn(|| {
                // One engine plays both sides, so draws are scored as even (no contempt): the
                // positions should be judged as they are, not from one side's hopes.
                let mut player = EnginePlayer {
                    name: "selfplay".into(),
                    engine: Engine::new(EngineOptions {
                        hash_mib: 16,
                        threads: 1,
                        weights,
                        contempt: 0,
                        ..EngineOptions::default()
                    }),
                    limits,
                    analysis: false,
                };
                loop {
                    let i = next.fetch_add(1, Ordering::Relaxed);
                    let Some(line) = lines.get(i) else { break };
                    let played =
                        play_game(rules, line, max_plies, &mut [&mut player], &mut |_, _| {});
                    let game = match played {
                        Ok(played) => played.game,
                        Err(e) => {
                            *failure.lock().expect("lock") = Some(e.to_string());
                            break;
                        }
                    };
                    let result = match game.outcome().and_then(|o| o.winner) {
                        Some(Side::Attackers) => "1",
                        Some(Side::Defenders) => "0",
                        None => "0.5",
                    };
                    let mut rows: Vec<String> = game
                        .positions()
                        .iter()
                        .skip(line.len())
                        .filter(|p| is_quiet(p))
                        .map(|p| format!("{},{result}", p.fen()))
                        .collect();
                    let mut guard = written.lock().expect("lock");
                    guard.0 += 1;
                    guard.1.append(&mut rows);
                    progress(guard.0);
                }
            });
        }
    });
    if let Some(e) = failure.into_inner().expect("lock") {
        return Err(std::io::Error::other(e));
    }
    let (_, rows) = written.into_inner().expect("lock");
    for row in &rows {
        writeln!(out, "{row}")?;
    }
    Ok(rows.len())
}

/// Reads `position string,result` lines.
pub fn read_samples(input: &mut dyn BufRead) -> Result<Vec<Sample>, String> {
    let mut samples = Vec::new();
    for (i, line) in input.lines().enumerate() {
        let line = line.map_err(|e| e.to_string())?;
        if line.trim().is_empty() {
            continue;
        }
        let (fen, result) = line
            .rsplit_once(',')
            .ok_or(format!("line {}: expected 'position,result'", i + 1))?;
        let pos: Position = fen.parse().map_err(|e| format!("line {}: {e}", i + 1))?;
        let result: f64 = result
            .trim()
            .parse()
            .map_err(|_| format!("line {}: bad result '{result}'", i + 1))?;
        samples.push(Sample {
            features: features(&pos),
            result,
        });
    }
    Ok(samples)
}

fn predict(weights: &[f64; FEATURE_COUNT], f: &[i32; FEATURE_COUNT], scale: f64) -> f64 {
    let e: f64 = weights.iter().zip(f).map(|(w, &x)| w * x as f64).sum();
    1.0 / (1.0 + (-e / scale).exp())
}

/// Mean squared error of the predicted results.
pub fn error(samples: &[Sample], weights: &[f64; FEATURE_COUNT], scale: f64) -> f64 {
    samples
        .iter()
        .map(|s| (predict(weights, &s.features, scale) - s.result).powi(2))
        .sum::<f64>()
        / samples.len().max(1) as f64
}

/// The logistic scale (centi-pieces) that best fits results to the evaluation, by golden-section search.
pub fn fit_scale(samples: &[Sample], weights: &[f64; FEATURE_COUNT]) -> f64 {
    let (mut lo, mut hi) = (10.0f64, 5000.0f64);
    let ratio = (5f64.sqrt() - 1.0) / 2.0;
    for _ in 0..60 {
        let a = hi - ratio * (hi - lo);
        let b = lo + ratio * (hi - lo);
        if error(samples, weights, a) < error(samples, weights, b) {
            hi = b;
        } else {
            lo = a;
        }
    }
    (lo + hi) / 2.0
}

pub struct FitReport {
    pub weights: Weights,
    pub scale: f64,
    pub error_before: f64,
    pub error_after: f64,
}

/// Fits the weights to the samples, starting from `start`; `progress` hears each finished iteration.
pub fn fit(
    samples: &[Sample],
    start: &Weights,
    iterations: usize,
    progress: &dyn Fn(usize),
) -> FitReport {
    let mut w: [f64; FEATURE_COUNT] = start.0.map(f64::from);
    let scale = fit_scale(samples, &w);
    let error_before = error(samples, &w, scale);
    // Adam on the mean squared error; features differ a lot in range, Adam copes with that.
    let (beta1, beta2, rate, eps) = (0.9, 0.999, 1.0, 1e-8);
    let mut m = [0.0f64; FEATURE_COUNT];
    let mut v = [0.0f64; FEATURE_COUNT];
    for t in 1..=iterations {
        let mut grad = [0.0f64; FEATURE_COUNT];
        for s in samples {
            let p = predict(&w, &s.features, scale);
            let common = 2.0 * (p - s.result) * p * (1.0 - p) / scale;
            for (g, &x) in grad.iter_mut().zip(&s.features) {
                *g += common * x as f64;
            }
        }
        for i in 0..FEATURE_COUNT {
            let g = grad[i] / samples.len() as f64;
            m[i] = beta1 * m[i] + (1.0 - beta1) * g;
            v[i] = beta2 * v[i] + (1.0 - beta2) * g * g;
            let m_hat = m[i] / (1.0 - beta1.powi(t as i32));
            let v_hat = v[i] / (1.0 - beta2.powi(t as i32));
            w[i] -= rate * m_hat / (v_hat.sqrt() + eps);
        }
        progress(t);
    }
    let error_after = error(samples, &w, scale);
    // Rescale so the material weights average 100: the search only compares values, so this changes
    // nothing but the unit, and the logistic scale moves with it.
    let unit = (w[0] + w[1]) / 2.0 / 100.0;
    let unit = if unit.abs() < 1e-6 { 1.0 } else { unit };
    let weights = Weights(w.map(|x| (x / unit).round() as i32));
    FitReport {
        weights,
        scale: scale / unit,
        error_before,
        error_after,
    }
}

pub fn run_selfplay(args: SelfplayArgs) -> Result<(), String> {
    let (path, games) = (args.out.display(), args.games);
    let mut file = std::io::BufWriter::new(
        std::fs::File::create(&args.out).map_err(|e| format!("cannot create {path}: {e}"))?,
    );
    let config = SelfplayConfig {
        games,
        limits: Limits::nodes(args.nodes),
        weights: args.weights.unwrap_or_default(),
        seed: args.seed,
        threads: args.threads,
        max_plies: 400,
    };
    let bar = progress_bar(games as u64, "games");
    let rows = selfplay(&config, &mut file, &|done| bar.set_position(done as u64))
        .map_err(|e| format!("cannot write {path}: {e}"))?;
    bar.finish_and_clear();
    println!("{rows} positions from {games} games written to {path}");
    Ok(())
}

pub fn run_tune(args: TuneArgs) -> Result<(), String> {
    let (path, iterations) = (args.file.display(), args.iterations);
    let weights = args.weights.unwrap_or_default();
    let input = std::fs::File::open(&args.file).map_err(|e| format!("cannot open {path}: {e}"))?;
    let samples = read_samples(&mut std::io::BufReader::new(input))?;
    println!("{} positions", samples.len());
    let bar = progress_bar(iterations as u64, "iterations");
    let report = fit(&samples, &weights, iterations, &|done| {
        bar.set_position(done as u64)
    });
    bar.finish_and_clear();
    println!(
        "error {:.5} -> {:.5}, logistic scale {:.1} centi-pieces",
        report.error_before, report.error_after, report.scale
    );
    for (name, w) in ardri_engine::eval::FEATURE_NAMES
        .iter()
        .zip(report.weights.0)
    {
        println!("{name:>26}: {w}");
    }
    let list: Vec<String> = report.weights.0.iter().map(|w| w.to_string()).collect();
    println!("weights={}", list.join(","));
    Ok(())
}
