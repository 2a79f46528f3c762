//! `ardri-lab accuracy`: does the review's accuracy tell a strong game from a weak one? Two
//! players play a match (colours swapped, random openings), every game is reviewed at a fixed depth,
//! and each player's mean game accuracy and mistakes per game are printed.

use std::sync::atomic::AtomicBool;

use clap::Args;

use ardri_engine::review::{ReviewOrder, analyse_game, judge_game, summarize, yardstick_chances};
use ardri_engine::{Engine, EngineOptions, Limits, MoveClass, WdlModel};
use ardri_rules::{Game, Rules};

use crate::arena::{MatchConfig, PLAYER_HELP, PlayerSpec, run_match};
use crate::game_loop::opening_game;
use crate::progress_bar;

#[derive(Args)]
#[command(after_help = PLAYER_HELP)]
pub struct AccuracyArgs {
    /// Player A (level 5, Beginner: level 1 of the nine levels before the four lowest came).
    #[arg(long, default_value = "engine skill=5 movetime=50")]
    a: PlayerSpec,
    /// Player B (full strength).
    #[arg(long, default_value = "engine movetime=50")]
    b: PlayerSpec,
    /// Games (colour-swapped pairs).
    #[arg(long, default_value_t = 20)]
    games: usize,
    /// The review's depth for every position. The reviewer should see further than the players
    /// it judges: full strength reaches about 11 to 14 plies in 50 ms, so a review at 12 is no
    /// deeper than the stronger player, and 16 is.
    #[arg(long, default_value_t = 16)]
    depth: u32,
    #[arg(long, default_value_t = 1)]
    seed: u64,
    #[arg(long, default_value_t = 1)]
    concurrency: usize,
}

/// One player's totals over the reviewed games.
#[derive(Default)]
struct Totals {
    games: usize,
    accuracy: f64,
    errors: [usize; 3],
    /// The player's moves judged (every class).
    moves: usize,
}

pub fn run(args: AccuracyArgs) -> Result<(), String> {
    let config = MatchConfig {
        games: args.games,
        seed: args.seed,
        concurrency: args.concurrency,
        ..MatchConfig::default()
    };
    println!("A: {}\nB: {}", args.a.name, args.b.name);
    let bar = progress_bar(config.games.div_ceil(2) as u64 * 2, "games played");
    let records = run_match(
        &args.a,
        &args.b,
        &config,
        &AtomicBool::new(false),
        &|_, done| bar.set_position(done as u64),
    )?;
    bar.finish_and_clear();
    let mut engine = Engine::new(EngineOptions {
        threads: 1,
        hash_mib: 32,
        ..EngineOptions::default()
    });
    let model = WdlModel::of(engine.options().use_nnue);
    let mut totals = [Totals::default(), Totals::default()];
    let bar = progress_bar(records.len() as u64, "games reviewed");
    for (i, record) in records.iter().enumerate() {
        // The referee checked every move of the record.
        let game: Game = opening_game(Rules::default(), &record.moves);
        let evals = engine
            .guarded(|engine| {
                analyse_game(
                    engine,
                    &game,
                    Limits::depth(args.depth),
                    ReviewOrder::Backward,
                    &AtomicBool::new(false),
                    &mut |_, _| {},
                )
            })
            .map_err(|e| e.to_string())?;
        // The opening's random plies are nobody's: judge only the players' moves.
        let mut judgements = judge_game(&game, &evals, model);
        for j in judgements.iter_mut().take(config.opening_plies) {
            *j = None;
        }
        let summaries = summarize(&judgements, &yardstick_chances(&game, &evals, model));
        // summaries are [attackers, defenders]; A played `record.a_side`.
        for (player, side) in [(0, record.a_side), (1, record.a_side.opponent())] {
            let summary = summaries[side as usize];
            let Some(accuracy) = summary.accuracy else {
                continue;
            };
            let t = &mut totals[player];
            t.games += 1;
            t.accuracy += accuracy;
            t.moves += summary.counts.iter().sum::<usize>();
            for (k, class) in [
                MoveClass::Inaccuracy,
                MoveClass::Mistake,
                MoveClass::Blunder,
            ]
            .iter()
            .enumerate()
            {
                t.errors[k] += summary.counts[*class as usize];
            }
        }
        bar.set_position(i as u64 + 1);
    }
    bar.finish_and_clear();
    for (name, t) in ["A", "B"].iter().zip(&totals) {
        let n = t.games.max(1) as f64;
        println!(
            "{name}: mean game accuracy {:.1} over {} games; per game {:.1} inaccuracies, {:.1} mistakes, {:.1} blunders; blunders {:.1}% of {} moves",
            t.accuracy / n,
            t.games,
            t.errors[0] as f64 / n,
            t.errors[1] as f64 / n,
            t.errors[2] as f64 / n,
            100.0 * t.errors[2] as f64 / t.moves.max(1) as f64,
            t.moves
        );
    }
    let summary = crate::arena::MatchSummary::from_records(&records);
    println!(
        "results: A +{} -{} ={}",
        summary.wins, summary.losses, summary.draws
    );
    Ok(())
}
