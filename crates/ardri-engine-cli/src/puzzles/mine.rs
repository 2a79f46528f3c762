//! `ardri-engine puzzles mine`: candidates from saved games (every position), training data files
//! (the records scored as a forced win) and self-play games (every position), each searched for a
//! win in 2 to 6 moves with exactly one winning move at each of the winner's turns.

use std::collections::HashSet;
use std::path::PathBuf;
use std::sync::Mutex;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::Instant;

use clap::Args;

use ardri_data::SCORE_LIMIT;
use ardri_engine::puzzle::{MAX_PLIES, Puzzle, checking_engine, mine_position_of_length};
use ardri_engine::{Engine, EngineOptions, Limits};
use ardri_rules::{Position, Rules};

use crate::game_loop::{EnginePlayer, play_game};
use crate::openings::openings;

#[derive(Args)]
pub struct MineArgs {
    /// Where to write the puzzles (the file format of `ardri_engine::puzzle`).
    #[arg(long, default_value = "puzzles.txt")]
    out: PathBuf,
    /// A folder of saved games: every position is a candidate.
    #[arg(long, default_value = "saves")]
    saves: PathBuf,
    /// Training data files (`datagen`): the positions stored as a forced win are candidates.
    #[arg(long)]
    data: Vec<PathBuf>,
    /// Self-play games to play (every position a candidate).
    #[arg(long, default_value_t = 0)]
    selfplay: usize,
    /// Stop when this many puzzles are found.
    #[arg(long, default_value_t = 600)]
    count: usize,
    /// At most this many of the puzzles are wins in 2 (3 plies), the most common kind.
    #[arg(long, default_value_t = 400)]
    max_short: usize,
    /// Check each solver move with a search this many plies deeper than the rest of the line.
    #[arg(long, default_value_t = 2)]
    extra_depth: u32,
    /// The node budget of each search (a candidate needing more is dropped).
    #[arg(long, default_value_t = super::check::DEFAULT_NODES)]
    nodes: u64,
    /// Candidates searched at once (one thread each).
    #[arg(long, default_value_t = 1)]
    jobs: usize,
    /// Orders the candidates (a different seed, a different sample).
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// Only solutions of at least this many plies (9 for the long ones).
    #[arg(long, default_value_t = 3)]
    min_plies: usize,
    /// Stop taking new candidates after this many seconds (0: no limit).
    #[arg(long, default_value_t = 0)]
    seconds: u64,
}

/// A candidate position and where it came from (the puzzle's id).
struct Candidate {
    position: Position,
    id: String,
}

fn saved_positions(args: &MineArgs, out: &mut Vec<Candidate>) -> Result<(), String> {
    let Ok(entries) = std::fs::read_dir(&args.saves) else {
        return Ok(()); // no folder: no saved games
    };
    for entry in entries.flatten() {
        let path = entry.path();
        if path.extension().is_none_or(|e| e != "ron") {
            continue;
        }
        let loaded = match ardri_saves::load(&path) {
            Ok(loaded) => loaded,
            Err(e) => {
                // One unreadable file (or a FIFO named like a save) costs its own games only.
                eprintln!("skipped {}: {e}", path.display());
                continue;
            }
        };
        let stem = path
            .file_stem()
            .map_or_else(String::new, |s| s.to_string_lossy().into());
        for (ply, p) in loaded.game.positions().iter().enumerate() {
            out.push(Candidate {
                position: *p,
                id: format!("{stem}-{ply}"),
            });
        }
    }
    Ok(())
}

fn data_positions(args: &MineArgs, out: &mut Vec<Candidate>) -> Result<(), String> {
    for path in &args.data {
        let mut file = std::fs::File::open(path).map_err(|e| format!("{}: {e}", path.display()))?;
        let records = ardri_data::read_all(&mut file, Rules::default())
            .map_err(|e| format!("{}: {e}", path.display()))?;
        let stem = path
            .file_stem()
            .map_or_else(String::new, |s| s.to_string_lossy().into());
        for (i, r) in records.iter().enumerate() {
            if i32::from(r.score).abs() == SCORE_LIMIT {
                out.push(Candidate {
                    position: r.position,
                    id: format!("{stem}-{i}"),
                });
            }
        }
    }
    Ok(())
}

fn selfplay_positions(args: &MineArgs, out: &mut Vec<Candidate>) -> Result<(), String> {
    let rules = Rules::default();
    let lines = openings(args.selfplay, 6, args.seed, rules);
    let mut player = EnginePlayer {
        name: "selfplay".into(),
        engine: Engine::new(EngineOptions {
            threads: 1,
            hash_mib: 16,
            ..EngineOptions::default()
        }),
        limits: Limits::nodes(20_000),
        analysis: false,
    };
    for (g, line) in lines.iter().enumerate() {
        let played = play_game(rules, line, 200, &mut [&mut player], &mut |_, _| {})
            .map_err(|e| e.to_string())?;
        for (ply, p) in played.game.positions().iter().enumerate() {
            out.push(Candidate {
                position: *p,
                id: format!("sp{}-{g}-{ply}", args.seed),
            });
        }
    }
    Ok(())
}

/// A small deterministic shuffle (Fisher-Yates).
fn shuffle<T>(items: &mut [T], seed: u64) {
    let mut rng = crate::rng::SplitMix64::new(seed);
    for i in (1..items.len()).rev() {
        items.swap(i, rng.below(i + 1));
    }
}

pub fn run(args: MineArgs) -> Result<(), String> {
    let start = Instant::now();
    let mut candidates = Vec::new();
    saved_positions(&args, &mut candidates)?;
    data_positions(&args, &mut candidates)?;
    selfplay_positions(&args, &mut candidates)?;
    let mut seen = HashSet::new();
    candidates.retain(|c| seen.insert((c.position.hash(), c.position.fen())));
    shuffle(&mut candidates, args.seed);
    eprintln!(
        "{} distinct candidates ({:.0} s)",
        candidates.len(),
        start.elapsed().as_secs_f64()
    );
    let next = AtomicUsize::new(0);
    let found: Mutex<Vec<Puzzle>> = Mutex::new(Vec::new());
    std::thread::scope(|scope| {
        for _ in 0..args.jobs.max(1) {
            scope.spawn(|| {
                let mut engine = checking_engine(32);
                loop {
                    let i = next.fetch_add(1, Ordering::Relaxed);
                    let Some(c) = candidates.get(i) else { break };
                    let late = args.seconds > 0 && start.elapsed().as_secs() >= args.seconds;
                    if late || found.lock().expect("lock").len() >= args.count {
                        break;
                    }
                    let puzzle = mine_position_of_length(
                        &mut engine,
                        c.position,
                        c.id.clone(),
                        args.extra_depth,
                        args.nodes,
                        args.min_plies..=MAX_PLIES,
                    );
                    let mut found = found.lock().expect("lock");
                    if let Some(p) = puzzle {
                        let short = found.iter().filter(|q| q.solution.len() == 3).count();
                        if p.solution.len() > 3 || short < args.max_short {
                            // Each find goes to the log at once: a long run stopped early keeps them.
                            eprintln!("found {p}");
                            found.push(p);
                        }
                    }
                    if (i + 1).is_multiple_of(100) {
                        eprintln!(
                            "{} candidates tried, {} puzzles ({:.0} s)",
                            i + 1,
                            found.len(),
                            start.elapsed().as_secs_f64()
                        );
                    }
                }
            });
        }
    });
    let mut puzzles = found.into_inner().expect("lock");
    puzzles.truncate(args.count);
    // Each puzzle's starting rating from the search effort it takes (as `puzzles rate`).
    eprintln!("rating {} puzzles", puzzles.len());
    super::rate::rate_all(&mut puzzles, args.jobs, false, &|| {});
    let text = super::rate::file_text(&mut puzzles);
    std::fs::write(&args.out, text).map_err(|e| format!("{}: {e}", args.out.display()))?;
    let mut lengths = [0usize; 6];
    for p in &puzzles {
        lengths[p.solution.len() / 2] += 1;
    }
    eprintln!("by length (3, 5, 7, 9, 11 plies): {:?}", &lengths[1..]);
    eprintln!(
        "{} puzzles from {} candidates tried, written to {} ({:.0} s)",
        puzzles.len(),
        next.load(Ordering::Relaxed).min(candidates.len()),
        args.out.display(),
        start.elapsed().as_secs_f64()
    );
    Ok(())
}
