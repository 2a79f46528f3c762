//! The engine's command line: the text protocol of PROTOCOL.md (no argument, or `uci`), and tools:
//! `perft`, `divide`, `bench`, `match`.

use std::process::ExitCode;
use std::time::{Duration, Instant};

use ardri::engine::arena::{MatchConfig, MatchSummary, PlayerKind, PlayerSpec, run_match};
use ardri::engine::bench::{DEFAULT_BENCH_DEPTH, run_bench};
use ardri::engine::{EngineOptions, Limits, SearchFeatures, Weights, protocol};
use ardri::rules::{Position, Rules, divide, perft};

const USAGE: &str = "\
usage: ardri-engine [uci]                 speak the engine protocol on stdin/stdout
       ardri-engine perft <depth> [--fen \"<position string>\"]
       ardri-engine divide <depth> [--fen \"<position string>\"]
       ardri-engine bench [depth]          fixed positions, one thread: node signature and speed
       ardri-engine speed <depth> [--threads N] [--runs N] [--hash MIB] [--fen \"<position string>\"]
                                           time to depth from the start (or the position), fresh engine per run
       ardri-engine match [options]        play two engine settings against each other
       ardri-engine selfplay --out FILE [--games N] [--nodes N] [--threads N] [--seed N] [--weights W]
                                           write quiet positions of self-play games with their results
       ardri-engine tune FILE [--iterations N] [--weights W]
                                           fit the evaluation weights to a selfplay file (Texel)

match options:
  --a \"<player>\"  --b \"<player>\"   players (default: --a \"engine movetime=100\" --b \"baseline movetime=100\")
  --games N         games, an even number: each opening is played with colours swapped (default 20)
  --opening-plies N random plies before the players take over (default 4)
  --max-plies N     a game still going after N plies is scored a draw (default 300)
  --concurrency N   games played at once (default 1)
  --seed N          seed of the random openings (default 1)
  --verbose         print every game's moves

a player is 'engine' or 'baseline' followed by settings separated by spaces:
  depth=N nodes=N movetime=MS clock=MS+INC threads=N hash=MIB contempt=CP weights=w1,w2,...
  no-null no-lmr no-extension no-rfp no-aspiration no-lmp no-futility no-iir no-fortress half-movetime
                    lmr=FIRST,DIVISOR   (late move reductions from move FIRST, ln*ln*100/DIVISOR; 3,220)
                    (engine search features switched off)";

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let result = match args.first().map(String::as_str) {
        None | Some("uci") => {
            let stdin = std::io::stdin();
            if !args.is_empty() {
                // `ardri-engine uci` means the first command was already `uci`.
                let input = std::io::Cursor::new("uci\n").chain(stdin.lock());
                protocol::run(std::io::BufReader::new(input), std::io::stdout());
            } else {
                protocol::run(stdin.lock(), std::io::stdout());
            }
            Ok(())
        }
        Some("perft") => run_perft(&args[1..], false),
        Some("divide") => run_perft(&args[1..], true),
        Some("bench") => bench(&args[1..]),
        Some("speed") => speed(&args[1..]),
        Some("match") => run_match_command(&args[1..]),
        Some("selfplay") => selfplay_command(&args[1..]),
        Some("tune") => tune_command(&args[1..]),
        Some("-h" | "--help" | "help") => {
            println!("{USAGE}");
            Ok(())
        }
        Some(other) => Err(format!("unknown command '{other}'\n{USAGE}")),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(message) => {
            eprintln!("error: {message}");
            ExitCode::from(2)
        }
    }
}

use std::io::Read as _;

/// `perft <depth> [--fen "<position string>"]`, or `divide` with the per-move counts first.
fn run_perft(args: &[String], split: bool) -> Result<(), String> {
    let mut depth = None;
    let mut position = Position::start(Rules::default());
    let mut iter = args.iter();
    while let Some(arg) = iter.next() {
        match arg.as_str() {
            "--fen" => {
                let text = iter.next().ok_or("--fen needs a position string")?;
                position = text
                    .parse()
                    .map_err(|e| format!("bad position string: {e}"))?;
            }
            number => {
                depth = Some(
                    number
                        .parse::<u32>()
                        .map_err(|_| format!("'{number}' is not a depth"))?,
                )
            }
        }
    }
    let depth = depth.ok_or("perft needs a depth")?;
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

fn bench(args: &[String]) -> Result<(), String> {
    let depth = match args.first() {
        Some(d) => d.parse().map_err(|_| format!("'{d}' is not a depth"))?,
        None => DEFAULT_BENCH_DEPTH,
    };
    let report = run_bench(depth);
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
fn speed(args: &[String]) -> Result<(), String> {
    let mut depth = None;
    let mut threads = 1;
    let mut runs = 5;
    let mut hash_mib = 64;
    let mut position = Position::start(Rules::default());
    let mut iter = args.iter();
    while let Some(arg) = iter.next() {
        let mut value = || iter.next().ok_or(format!("{arg} needs a value"));
        match arg.as_str() {
            "--threads" => threads = parse_number(arg, value()?)?,
            "--runs" => runs = parse_number(arg, value()?)?,
            "--hash" => hash_mib = parse_number(arg, value()?)?,
            "--fen" => {
                position = value()?
                    .parse()
                    .map_err(|e| format!("bad position string: {e}"))?
            }
            number => depth = Some(parse_number::<u32>("depth", number)?),
        }
    }
    let depth = depth.ok_or("speed needs a depth")?;
    let mut times = Vec::new();
    for run in 1..=runs.max(1) {
        let engine = ardri::engine::Engine::new(EngineOptions {
            hash_mib,
            threads,
            ..EngineOptions::default()
        });
        let request = ardri::engine::SearchRequest {
            position,
            history: Vec::new(),
            limits: Limits::depth(depth),
            analysis: false,
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
                limits.clock = Some(ardri::engine::Clock {
                    remaining: Duration::from_millis(parse_number(key, time)?),
                    increment: Duration::from_millis(parse_number(key, inc)?),
                });
            }
            "threads" => options.threads = parse_number(key, value)?,
            "hash" => options.hash_mib = parse_number(key, value)?,
            "weights" => options.weights = Weights::parse(value)?,
            "contempt" => options.contempt = parse_number(key, value)?,
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

fn run_match_command(args: &[String]) -> Result<(), String> {
    let mut a = "engine movetime=100".to_string();
    let mut b = "baseline movetime=100".to_string();
    let mut config = MatchConfig::default();
    let mut verbose = false;
    let mut iter = args.iter();
    while let Some(arg) = iter.next() {
        let mut value = || iter.next().ok_or(format!("{arg} needs a value"));
        match arg.as_str() {
            "--a" => a = value()?.clone(),
            "--b" => b = value()?.clone(),
            "--games" => config.games = parse_number(arg, value()?)?,
            "--opening-plies" => config.opening_plies = parse_number(arg, value()?)?,
            "--max-plies" => config.max_plies = parse_number(arg, value()?)?,
            "--concurrency" => config.concurrency = parse_number(arg, value()?)?,
            "--seed" => config.seed = parse_number(arg, value()?)?,
            "--verbose" => verbose = true,
            other => return Err(format!("unknown match option '{other}'")),
        }
    }
    let a = parse_player(&a)?;
    let b = parse_player(&b)?;
    println!("A: {}\nB: {}", a.name, b.name);
    let started = Instant::now();
    let records = run_match(&a, &b, &config, &|record, done| {
        let result = match record.score_for_a() {
            x if x > 0.75 => "A wins",
            x if x < 0.25 => "B wins",
            _ => "draw",
        };
        let how = record
            .outcome
            .map_or("move limit".to_string(), |o| o.to_string());
        println!(
            "game {done:>3}: opening {:>2}, A plays the {:<9} {result:<6} after {:>3} plies ({how})",
            record.opening,
            record.a_side.name(),
            record.plies
        );
        if verbose {
            let moves: Vec<String> = record.moves.iter().map(|m| m.to_string()).collect();
            println!("          {}", moves.join(" "));
        }
    });
    let summary = MatchSummary::from_records(&records);
    let (elo, margin) = summary.elo();
    println!();
    println!(
        "A: +{} -{} ={} of {} games, score {:.1}%",
        summary.wins,
        summary.losses,
        summary.draws,
        summary.games(),
        100.0 * summary.score()
    );
    println!("Elo difference A-B: {elo:+.0} +/- {margin:.0} (95%)");
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

fn selfplay_command(args: &[String]) -> Result<(), String> {
    let mut out = None;
    let mut games = 1000;
    let mut nodes = 4000;
    let mut threads = 1;
    let mut seed = 7;
    let mut weights = Weights::DEFAULT;
    let mut iter = args.iter();
    while let Some(arg) = iter.next() {
        let mut value = || iter.next().ok_or(format!("{arg} needs a value"));
        match arg.as_str() {
            "--out" => out = Some(value()?.clone()),
            "--games" => games = parse_number(arg, value()?)?,
            "--nodes" => nodes = parse_number(arg, value()?)?,
            "--threads" => threads = parse_number(arg, value()?)?,
            "--seed" => seed = parse_number(arg, value()?)?,
            "--weights" => weights = Weights::parse(value()?)?,
            other => return Err(format!("unknown selfplay option '{other}'")),
        }
    }
    let path = out.ok_or("selfplay needs --out FILE")?;
    let mut file = std::io::BufWriter::new(
        std::fs::File::create(&path).map_err(|e| format!("cannot create {path}: {e}"))?,
    );
    let started = Instant::now();
    let config = ardri::engine::tune::SelfplayConfig {
        games,
        limits: Limits::nodes(nodes),
        weights,
        seed,
        threads,
        max_plies: 400,
    };
    let rows = ardri::engine::tune::selfplay(&config, &mut file, &|done| {
        if done % 100 == 0 {
            eprintln!("{done} games, {:.0} s", started.elapsed().as_secs_f64());
        }
    })
    .map_err(|e| format!("cannot write {path}: {e}"))?;
    println!("{rows} positions from {games} games written to {path}");
    Ok(())
}

fn tune_command(args: &[String]) -> Result<(), String> {
    let mut file = None;
    let mut iterations = 2000;
    let mut weights = Weights::DEFAULT;
    let mut iter = args.iter();
    while let Some(arg) = iter.next() {
        match arg.as_str() {
            "--iterations" => {
                iterations = parse_number(arg, iter.next().ok_or("--iterations needs a value")?)?
            }
            "--weights" => weights = Weights::parse(iter.next().ok_or("--weights needs a value")?)?,
            path => file = Some(path.to_string()),
        }
    }
    let path = file.ok_or("tune needs a selfplay file")?;
    let input = std::fs::File::open(&path).map_err(|e| format!("cannot open {path}: {e}"))?;
    let samples = ardri::engine::tune::read_samples(&mut std::io::BufReader::new(input))?;
    println!("{} positions", samples.len());
    let report = ardri::engine::tune::fit(&samples, &weights, iterations);
    println!(
        "error {:.5} -> {:.5}, logistic scale {:.1} centi-pieces",
        report.error_before, report.error_after, report.scale
    );
    for (name, w) in ardri::engine::eval::FEATURE_NAMES
        .iter()
        .zip(report.weights.0)
    {
        println!("{name:>26}: {w}");
    }
    let list: Vec<String> = report.weights.0.iter().map(|w| w.to_string()).collect();
    println!("weights={}", list.join(","));
    Ok(())
}
