//! `ardri-lab match`: two players (engine settings or the seed-style baseline) play each other
//! from random openings with colours swapped; W/L/D, an Elo estimate with its 95% margin, and an
//! optional SPRT that stops early.

use std::time::Instant;

use clap::Args;

use crate::arena::{self, MatchConfig, MatchSummary, PLAYER_HELP, PlayerSpec, run_match};
use crate::progress_bar;

#[derive(Args)]
#[command(after_help = PLAYER_HELP)]
pub struct MatchArgs {
    /// Player A.
    #[arg(long, default_value = "engine movetime=100")]
    a: PlayerSpec,
    /// Player B.
    #[arg(long, default_value = "baseline movetime=100")]
    b: PlayerSpec,
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

pub fn run(args: MatchArgs) -> Result<(), String> {
    let (a, b) = (args.a, args.b);
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
    let sprt = std::sync::Mutex::new(args.sprt.map(|(elo0, elo1)| arena::Sprt::new(elo0, elo1)));
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
        if let Some(sprt) = sprt.lock().expect("sprt lock").as_mut() {
            let llr = sprt.update(w, d, l);
            message += &format!(
                "  LLR {llr:.2} ({:.2}, {:.2})",
                sprt.bounds.0, sprt.bounds.1
            );
            if sprt.decided.is_some() {
                stop.store(true, std::sync::atomic::Ordering::Relaxed);
            }
        }
        bar.set_message(message);
        if verbose {
            let how = record
                .outcome
                .map_or("move limit".to_string(), |o| o.to_string());
            let moves: Vec<String> = record.moves.iter().map(|m| m.to_string()).collect();
            // On standard output, with the bar out of the way (a hidden bar drops its own lines).
            bar.suspend(|| {
                println!(
                    "game {done:>3}: opening {:>2}, A plays the {:<9} {result:<6} after {:>3} plies ({how})\n          {}",
                    record.opening,
                    record.a_side.name(),
                    record.plies,
                    moves.join(" ")
                )
            });
        }
    })?;
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
    if let Some(sprt) = sprt.into_inner().expect("sprt lock") {
        let (lower, upper) = sprt.bounds;
        let (elo0, elo1) = (sprt.elo0, sprt.elo1);
        let finished = summary.games() as u32;
        // The LLR over every game played, those that ended after a stop included.
        let llr = sprt.llr(
            summary.wins as u32,
            summary.draws as u32,
            summary.losses as u32,
        );
        match sprt.decided {
            Some((verdict, at_stop, games)) => {
                let verdict = match verdict {
                    arena::SprtVerdict::H1 => "H1 accepted: A is stronger",
                    arena::SprtVerdict::H0 => "H0 accepted: A is not ELO1 stronger",
                };
                println!(
                    "SPRT elo0 {elo0} elo1 {elo1}: {verdict} after {games} games (LLR {at_stop:.2} of ({lower:.2}, {upper:.2}))"
                );
                if finished > games {
                    println!(
                        "  the {} game(s) in play at the stop ended after it: LLR {llr:.2} with them (the counts above include them)",
                        finished - games
                    );
                }
            }
            None => println!(
                "SPRT elo0 {elo0} elo1 {elo1}: LLR {llr:.2} of ({lower:.2}, {upper:.2}), undecided"
            ),
        }
    }
    println!(
        "decisive games: {} won by the defenders, {} by the attackers; {} stopped at the move limit",
        summary.defender_wins, summary.attacker_wins, summary.adjudicated
    );
    let (low, high) = arena::wilson_interval(summary.repetitions, summary.games());
    println!(
        "third repetitions: {} of {} games, {:.1}% [{:.1}%, {:.1}%] (95%)",
        summary.repetitions,
        summary.games(),
        100.0 * summary.repetitions as f64 / summary.games().max(1) as f64,
        100.0 * low,
        100.0 * high
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
