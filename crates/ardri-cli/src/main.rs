//! `ardri-engine`: the text protocol of PROTOCOL.md (no argument, or `uci`), and the tools around the
//! engine: perft and divide, bench and speed, matches, self-play and tuning.

mod arena;
mod baseline;
mod bench;
mod datagen;
mod openings;
mod protocol;
mod review;
mod tune;

use std::io::Read as _;
use std::process::ExitCode;
use std::time::{Duration, Instant};

use clap::{Args, Parser, Subcommand};
use indicatif::{ProgressBar, ProgressStyle};

use crate::arena::{MatchConfig, MatchSummary, PlayerKind, PlayerSpec, run_match};
use crate::bench::{DEFAULT_BENCH_DEPTH, run_bench};
use ardri_engine::{Clock, Engine, EngineOptions, Limits, SearchFeatures, SearchRequest, Weights};
use ardri_rules::{Position, Rules, divide, perft};

#[derive(Parser)]
#[command(
    name = "ardri-engine",
    version,
    about = "The Ard Ri engine: speaks the text protocol on stdin/stdout when run without a command"
)]
struct Cli {
    #[command(subcommand)]
    command: Option<Command>,
}

#[derive(Subcommand)]
enum Command {
    /// Speak the engine protocol on stdin/stdout (the same as no command; `uci` counts as sent).
    Uci,
    /// Count the leaves of the move tree to a depth.
    Perft(PerftArgs),
    /// perft split by the root's moves.
    Divide(PerftArgs),
    /// Fixed positions searched to a fixed depth on one thread: node signature and speed.
    Bench {
        #[arg(default_value_t = DEFAULT_BENCH_DEPTH)]
        depth: u32,
        /// With the hand evaluation instead of the network.
        #[arg(long)]
        no_nnue: bool,
    },
    /// Time to depth from the start (or a position): a fresh engine per run, the median of the runs.
    Speed {
        depth: u32,
        #[arg(long, default_value_t = 1)]
        threads: usize,
        #[arg(long, default_value_t = 5)]
        runs: usize,
        #[arg(long, default_value_t = 64, value_name = "MIB")]
        hash: usize,
        #[arg(long, value_name = "POSITION")]
        fen: Option<Position>,
    },
    /// Two players (engine settings or the seed-style baseline) play each other, colours swapped.
    Match(MatchArgs),
    /// Play engine-against-engine games and write their quiet positions with the results (Texel data).
    Selfplay {
        #[arg(long, value_name = "FILE")]
        out: String,
        #[arg(long, default_value_t = 1000)]
        games: usize,
        #[arg(long, default_value_t = 4000)]
        nodes: u64,
        #[arg(long, default_value_t = 1)]
        threads: usize,
        #[arg(long, default_value_t = 7)]
        seed: u64,
        #[arg(long, value_parser = parse_weights, value_name = "W1,W2,...")]
        weights: Option<Weights>,
    },
    /// Analyse every position of a saved game and print it with each move classed (best, good,
    /// inaccuracy ?!, mistake ?, blunder ??) and each side's accuracy.
    Review {
        file: std::path::PathBuf,
        /// Search each position to this depth (default 12 when no limit is given).
        #[arg(long, conflicts_with = "movetime")]
        depth: Option<u32>,
        /// Search each position for this many milliseconds.
        #[arg(long)]
        movetime: Option<u64>,
        /// One JSON object per move, one per line.
        #[arg(long)]
        json: bool,
        /// Store the analysis in the file (atomically: a temporary file, then a rename).
        #[arg(long)]
        write: bool,
        #[arg(long, default_value_t = default_threads())]
        threads: usize,
        #[arg(long, default_value_t = 64, value_name = "MIB")]
        hash: usize,
        /// Analyse from the start forward instead of from the end back (for comparison).
        #[arg(long)]
        forward: bool,
    },
    /// Self-play training data for a learned evaluation: every quiet position with the search score and
    /// the game's result, appended to FILE (binary format: see datagen.rs).
    Datagen {
        #[arg(long, value_name = "FILE")]
        out: std::path::PathBuf,
        #[arg(long, default_value_t = 1000)]
        games: usize,
        /// Nodes searched for each move.
        #[arg(long, default_value_t = 5000)]
        nodes: u64,
        #[arg(long, default_value_t = default_threads())]
        threads: usize,
        /// Seeds the openings; use a new one for each run appended to a file.
        #[arg(long, default_value_t = 1)]
        seed: u64,
    },
    /// Fit the evaluation weights to a selfplay file (Texel's method).
    Tune {
        file: String,
        #[arg(long, default_value_t = 2000)]
        iterations: usize,
        #[arg(long, value_parser = parse_weights, value_name = "W1,W2,...")]
        weights: Option<Weights>,
    },
}

#[derive(Args)]
struct PerftArgs {
    depth: u32,
    /// The position string to start from (default: the start position).
    #[arg(long, value_name = "POSITION")]
    fen: Option<Position>,
}

#[derive(Args)]
#[command(after_help = PLAYER_HELP)]
struct MatchArgs {
    /// Player A.
    #[arg(long, default_value = "engine movetime=100")]
    a: String,
    /// Player B.
    #[arg(long, default_value = "baseline movetime=100")]
    b: String,
    /// Games, an even number: each opening is played with colours swapped.
    #[arg(long, default_value_t = 20)]
    games: usize,
    /// Random plies before the players take over.
    #[arg(long, default_value_t = 4)]
    opening_plies: usize,
    /// A game still going after this many plies is scored a draw.
    #[arg(long, default_value_t = 300)]
    max_plies: usize,
    /// Games played at once.
    #[arg(long, default_value_t = 1)]
    concurrency: usize,
    /// The seed of the random openings.
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// Print every game's result and moves.
    #[arg(long)]
    verbose: bool,
    /// Stop early by an SPRT of "A is ELO0 stronger" against "A is ELO1 stronger" (alpha = beta =
    /// 0.05), as fastchess and cutechess do; --games is then the most that are played.
    #[arg(long, value_name = "ELO0,ELO1", value_parser = parse_sprt)]
    sprt: Option<(f64, f64)>,
}

fn parse_sprt(text: &str) -> Result<(f64, f64), String> {
    let (a, b) = text
        .split_once(',')
        .ok_or("--sprt needs ELO0,ELO1 (e.g. 0,10)")?;
    let number = |t: &str| {
        t.trim()
            .parse::<f64>()
            .map_err(|_| format!("'{t}' is not a number"))
    };
    Ok((number(a)?, number(b)?))
}

const PLAYER_HELP: &str = "\
A player is 'engine' or 'baseline' followed by settings separated by spaces:
  depth=N nodes=N movetime=MS threads=N hash=MIB contempt=CP skill=1..10 weights=w1,w2,...
  nnue / no-nnue (the network or the hand evaluation)  evalfile=PATH (another network)
  no-null no-lmr no-extension no-rfp no-aspiration no-lmp no-futility no-iir no-fortress half-movetime
  lmr=FIRST,DIVISOR   (late move reductions from move FIRST, ln*ln*100/DIVISOR; 3,220)";

fn default_threads() -> usize {
    std::thread::available_parallelism().map_or(1, |n| n.get())
}

fn parse_weights(text: &str) -> Result<Weights, String> {
    Weights::parse(text)
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    let result = match cli.command {
        None => {
            protocol::run(std::io::stdin().lock(), std::io::stdout());
            Ok(())
        }
        Some(Command::Uci) => {
            let input = std::io::Cursor::new("uci\n").chain(std::io::stdin().lock());
            protocol::run(std::io::BufReader::new(input), std::io::stdout());
            Ok(())
        }
        Some(Command::Perft(args)) => run_perft(args, false),
        Some(Command::Divide(args)) => run_perft(args, true),
        Some(Command::Bench { depth, no_nnue }) => bench(depth, !no_nnue),
        Some(Command::Speed {
            depth,
            threads,
            runs,
            hash,
            fen,
        }) => speed(depth, threads, runs, hash, fen),
        Some(Command::Match(args)) => run_match_command(args),
        Some(Command::Selfplay {
            out,
            games,
            nodes,
            threads,
            seed,
            weights,
        }) => selfplay_command(
            &out,
            games,
            nodes,
            threads,
            seed,
            weights.unwrap_or_default(),
        ),
        Some(Command::Tune {
            file,
            iterations,
            weights,
        }) => tune_command(&file, iterations, weights.unwrap_or_default()),
        Some(Command::Datagen {
            out,
            games,
            nodes,
            threads,
            seed,
        }) => datagen_command(&out, games, nodes, threads, seed),
        Some(Command::Review {
            file,
            depth,
            movetime,
            json,
            write,
            threads,
            hash,
            forward,
        }) => review::run(review::ReviewArgs {
            path: &file,
            limits: match movetime {
                Some(ms) => Limits::movetime(Duration::from_millis(ms)),
                None => Limits::depth(depth.unwrap_or(12)),
            },
            json,
            write,
            threads,
            hash_mib: hash,
            order: if forward {
                ardri_engine::review::ReviewOrder::Forward
            } else {
                ardri_engine::review::ReviewOrder::Backward
            },
        }),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(message) => {
            eprintln!("error: {message}");
            ExitCode::from(2)
        }
    }
}

/// A progress bar on standard error for `total` steps of `unit`.
pub(crate) fn progress_bar(total: u64, unit: &str) -> ProgressBar {
    let bar = ProgressBar::new(total);
    let template =
        format!("{{elapsed_precise}} [{{bar:30}}] {{pos}}/{{len}} {unit} ({{eta}} left) {{msg}}");
    bar.set_style(
        ProgressStyle::with_template(&template)
            .expect("a valid template")
            .progress_chars("=> "),
    );
    bar
}

/// `perft <depth> [--fen "<position string>"]`, or `divide` with the per-move counts first.
fn run_perft(args: PerftArgs, split: bool) -> Result<(), String> {
    let position = args
        .fen
        .unwrap_or_else(|| Position::start(Rules::default()));
    let depth = args.depth;
    let started = Instant::now();
    let total = if split {
        let counts = divide(&position, depth);
        for (m, count) in &counts {
            println!("{m}: {count}");
        }
        println!();
        counts.iter().map(|(_, n)| n).sum()
    } else {
        perft(&position, depth)
    };
    let elapsed = started.elapsed();
    println!("total: {total}");
    println!(
        "time: {:.3} s, {:.1} M leaves/s",
        elapsed.as_secs_f64(),
        total as f64 / elapsed.as_secs_f64().max(1e-9) / 1e6
    );
    Ok(())
}

fn bench(depth: u32, use_nnue: bool) -> Result<(), String> {
    let report = run_bench(depth, use_nnue);
    for (pos, nodes, best) in &report.per_position {
        println!("{:<48} {nodes:>10} nodes  best {best}", pos.fen());
    }
    println!();
    println!("depth: {depth}");
    println!("nodes: {}", report.nodes);
    println!("time: {} ms", report.time.as_millis());
    println!("nps: {}", report.nps());
    Ok(())
}

/// `speed <depth>`: searches one position to a depth several times with a fresh engine each time and
/// prints the nodes and time of each run and the median time (the time-to-depth figure).
fn speed(
    depth: u32,
    threads: usize,
    runs: usize,
    hash_mib: usize,
    fen: Option<Position>,
) -> Result<(), String> {
    let position = fen.unwrap_or_else(|| Position::start(Rules::default()));
    let mut times = Vec::new();
    for run in 1..=runs.max(1) {
        let engine = Engine::new(EngineOptions {
            hash_mib,
            threads,
            ..EngineOptions::default()
        });
        let request = SearchRequest {
            position,
            history: Vec::new(),
            limits: Limits::depth(depth),
            analysis: false,
            multipv: 1,
        };
        let stop = std::sync::atomic::AtomicBool::new(false);
        let started = Instant::now();
        let result = engine.search(&request, &stop, &mut |_| {});
        let elapsed = started.elapsed();
        times.push(elapsed);
        println!(
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
    println!(
        "median time to depth {depth} with {threads} thread(s): {:.2} ms",
        times[times.len() / 2].as_secs_f64() * 1e3
    );
    Ok(())
}

fn parse_number<T: std::str::FromStr>(name: &str, text: &str) -> Result<T, String> {
    text.parse()
        .map_err(|_| format!("{name} needs a number, not '{text}'"))
}

/// Parses a player: `engine movetime=100 threads=1`, `baseline depth=4`.
fn parse_player(text: &str) -> Result<PlayerSpec, String> {
    let mut words = text.split_whitespace();
    let kind = words.next().ok_or("empty player")?;
    let mut options = EngineOptions::default();
    let mut limits = Limits::default();
    let mut features = SearchFeatures::default();
    for word in words {
        let (key, value) = word.split_once('=').unwrap_or((word, ""));
        match key {
            "depth" => limits.depth = Some(parse_number(key, value)?),
            "nodes" => limits.nodes = Some(parse_number(key, value)?),
            "movetime" => limits.movetime = Some(Duration::from_millis(parse_number(key, value)?)),
            "clock" => {
                let (time, inc) = value.split_once('+').unwrap_or((value, "0"));
                limits.clock = Some(Clock {
                    remaining: Duration::from_millis(parse_number(key, time)?),
                    increment: Duration::from_millis(parse_number(key, inc)?),
                });
            }
            "threads" => options.threads = parse_number(key, value)?,
            "hash" => options.hash_mib = parse_number(key, value)?,
            "weights" => options.weights = Weights::parse(value)?,
            "contempt" => options.contempt = parse_number(key, value)?,
            "skill" => options.skill_level = parse_number(key, value)?,
            "no-nnue" => options.use_nnue = false,
            "nnue" => options.use_nnue = true,
            "evalfile" => {
                let bytes =
                    std::fs::read(value).map_err(|e| format!("cannot read {value}: {e}"))?;
                let net = ardri_engine::nnue::Network::from_bytes(&bytes)
                    .map_err(|e| format!("{value}: {e}"))?;
                options.network = Some(std::sync::Arc::new(net));
            }
            "no-null" => features.null_move = false,
            "no-lmr" => features.late_move_reductions = false,
            "no-extension" => features.threat_extension = false,
            "no-rfp" => features.reverse_futility = false,
            "no-aspiration" => features.aspiration = false,
            "no-lmp" => features.late_move_pruning = false,
            "no-futility" => features.futility = false,
            "no-iir" => features.iir = false,
            "no-fortress" => features.fortress = false,
            "half-movetime" => features.use_all_movetime = false,
            "lmr" => {
                let (first, divisor) = value
                    .split_once(',')
                    .ok_or("lmr= needs FIRST,DIVISOR (e.g. lmr=3,220)")?;
                features.lmr.first_move = parse_number(key, first)?;
                features.lmr.divisor = parse_number::<u32>(key, divisor)?.max(1);
            }
            _ => return Err(format!("unknown player setting '{word}'")),
        }
    }
    if limits == Limits::default() {
        return Err(format!(
            "player '{text}' needs a limit (depth, nodes, movetime or clock)"
        ));
    }
    if limits.clock.is_some() {
        return Err("clock= is not supported in matches yet (clocks are not tracked per game); use movetime=".into());
    }
    options.features = features;
    let kind = match kind {
        "engine" => PlayerKind::Engine(options),
        "baseline" => PlayerKind::Baseline,
        other => {
            return Err(format!(
                "unknown player kind '{other}' (engine or baseline)"
            ));
        }
    };
    Ok(PlayerSpec {
        name: text.to_string(),
        kind,
        limits,
    })
}

fn run_match_command(args: MatchArgs) -> Result<(), String> {
    let a = parse_player(&args.a)?;
    let b = parse_player(&args.b)?;
    let config = MatchConfig {
        games: args.games,
        opening_plies: args.opening_plies,
        max_plies: args.max_plies,
        concurrency: args.concurrency,
        seed: args.seed,
        ..MatchConfig::default()
    };
    let verbose = args.verbose;
    println!("A: {}\nB: {}", a.name, b.name);
    let started = Instant::now();
    let bar = progress_bar(config.games.div_ceil(2) as u64 * 2, "games");
    // A's wins, losses and draws so far, shown beside the bar.
    let tally = std::sync::Mutex::new([0u32; 3]);
    let stop = std::sync::atomic::AtomicBool::new(false);
    let bounds = crate::arena::sprt_bounds(0.05, 0.05);
    let records = run_match(&a, &b, &config, &stop, &|record, done| {
        let (result, index) = match record.score_for_a() {
            x if x > 0.75 => ("A wins", 0),
            x if x < 0.25 => ("B wins", 1),
            _ => ("draw", 2),
        };
        let [w, l, d] = {
            let mut tally = tally.lock().expect("tally lock");
            tally[index] += 1;
            *tally
        };
        bar.set_position(done as u64);
        let mut message = format!("A +{w} -{l} ={d}");
        if let Some((elo0, elo1)) = args.sprt {
            let llr = crate::arena::sprt_llr(w, d, l, elo0, elo1);
            message += &format!("  LLR {llr:.2} ({:.2}, {:.2})", bounds.0, bounds.1);
            if llr <= bounds.0 || llr >= bounds.1 {
                stop.store(true, std::sync::atomic::Ordering::Relaxed);
            }
        }
        bar.set_message(message);
        if verbose {
            let how = record
                .outcome
                .map_or("move limit".to_string(), |o| o.to_string());
            let moves: Vec<String> = record.moves.iter().map(|m| m.to_string()).collect();
            bar.println(format!(
                "game {done:>3}: opening {:>2}, A plays the {:<9} {result:<6} after {:>3} plies ({how})\n          {}",
                record.opening,
                record.a_side.name(),
                record.plies,
                moves.join(" ")
            ));
        }
    });
    bar.finish_and_clear();
    let summary = MatchSummary::from_records(&records);
    let (elo, margin) = summary.elo();
    println!(
        "A: +{} -{} ={} of {} games, score {:.1}%",
        summary.wins,
        summary.losses,
        summary.draws,
        summary.games(),
        100.0 * summary.score()
    );
    println!("Elo difference A-B: {elo:+.0} +/- {margin:.0} (95%)");
    if let Some((elo0, elo1)) = args.sprt {
        let llr = crate::arena::sprt_llr(
            summary.wins as u32,
            summary.draws as u32,
            summary.losses as u32,
            elo0,
            elo1,
        );
        let verdict = if llr >= bounds.1 {
            "H1 accepted: A is stronger"
        } else if llr <= bounds.0 {
            "H0 accepted: A is not ELO1 stronger"
        } else {
            "undecided"
        };
        println!(
            "SPRT elo0 {elo0} elo1 {elo1}: LLR {llr:.2} of ({:.2}, {:.2}), {verdict}",
            bounds.0, bounds.1
        );
    }
    println!(
        "decisive games: {} won by the defenders, {} by the attackers; {} stopped at the move limit",
        summary.defender_wins, summary.attacker_wins, summary.adjudicated
    );
    for (name, stats) in ["A", "B"].iter().zip(&summary.stats) {
        println!(
            "{name}: {:.0} nodes and depth {:.1} per move on average",
            stats.nodes_per_move(),
            stats.depth_per_move()
        );
    }
    println!("time: {:.1} s", started.elapsed().as_secs_f64());
    Ok(())
}

fn selfplay_command(
    path: &str,
    games: usize,
    nodes: u64,
    threads: usize,
    seed: u64,
    weights: Weights,
) -> Result<(), String> {
    let mut file = std::io::BufWriter::new(
        std::fs::File::create(path).map_err(|e| format!("cannot create {path}: {e}"))?,
    );
    let config = tune::SelfplayConfig {
        games,
        limits: Limits::nodes(nodes),
        weights,
        seed,
        threads,
        max_plies: 400,
    };
    let bar = progress_bar(games as u64, "games");
    let rows = tune::selfplay(&config, &mut file, &|done| bar.set_position(done as u64))
        .map_err(|e| format!("cannot write {path}: {e}"))?;
    bar.finish_and_clear();
    println!("{rows} positions from {games} games written to {path}");
    Ok(())
}

fn datagen_command(
    path: &std::path::Path,
    games: usize,
    nodes: u64,
    threads: usize,
    seed: u64,
) -> Result<(), String> {
    use std::io::Write as _;
    let shown = path.display();
    let mut file = std::fs::OpenOptions::new()
        .create(true)
        .append(true)
        .open(path)
        .map_err(|e| format!("cannot open {shown}: {e}"))?;
    let fresh = file.metadata().map_err(|e| e.to_string())?.len() == 0;
    if fresh {
        ardri_data::write_header(&mut file).map_err(|e| format!("cannot write {shown}: {e}"))?;
    }
    let mut writer = std::io::BufWriter::new(file);
    let config = datagen::DatagenConfig {
        games,
        nodes,
        threads,
        seed,
        max_plies: 300,
    };
    let bar = progress_bar(games as u64, "games");
    let started = Instant::now();
    let stats = {
        let out: &mut (dyn std::io::Write + Send) = &mut writer;
        let out = std::sync::Mutex::new(out);
        datagen::run(
            &config,
            &out,
            &std::sync::atomic::AtomicBool::new(false),
            &|s| {
                bar.set_position(s.games as u64);
                let rate = s.positions as f64 / started.elapsed().as_secs_f64().max(1e-3);
                bar.set_message(format!("{} positions, {rate:.0}/s", s.positions));
            },
        )
        .map_err(|e| format!("cannot write {shown}: {e}"))?
    };
    writer
        .flush()
        .map_err(|e| format!("cannot write {shown}: {e}"))?;
    bar.finish_and_clear();
    let seconds = started.elapsed().as_secs_f64();
    println!(
        "{} games, {} positions in {seconds:.1} s ({:.0} positions/s, {:.0} an hour) appended to {shown}",
        stats.games,
        stats.positions,
        stats.positions as f64 / seconds,
        stats.positions as f64 / seconds * 3600.0
    );
    Ok(())
}

fn tune_command(path: &str, iterations: usize, weights: Weights) -> Result<(), String> {
    let input = std::fs::File::open(path).map_err(|e| format!("cannot open {path}: {e}"))?;
    let samples = tune::read_samples(&mut std::io::BufReader::new(input))?;
    println!("{} positions", samples.len());
    let bar = progress_bar(iterations as u64, "iterations");
    let report = tune::fit(&samples, &weights, iterations, &|done| {
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
