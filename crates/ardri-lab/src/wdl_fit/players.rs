//! The players' model (`ardri_engine::wdl::players`): its fit.
//!
//! `wdl rescore` re-scores every position of the ladder's games (games between levels, with their
//! moves) by a fixed full-strength search, as a review does, and appends one line per game to a
//! file it can resume. `wdl players` fits the model on four in five of those games and checks it on
//! the fifth: by band of levels, the attackers' expected score per decile of the prediction and
//! the draws; then each level's accuracy and blunder share as the players' model judges them.

use std::collections::{BTreeMap, HashMap};
use std::path::PathBuf;

use ardri_engine::review::{judge_game, summarize, yardstick_chances};
use ardri_engine::wdl::players::{FEATURES, PEOPLE_PARTS, features, unrated_rating};
use ardri_engine::{
    Chances, Eval, MoveClass, PeopleModel, PlayersModel, PlayersView, Ratings, Wdl, WdlModel,
};
use ardri_rules::Side;

use super::bands::{BAND_FLOORS, Calibration, DECILE_FLOOR, band_name, band_of};
pub use super::scored::{GamesFile, rescore};
use super::scored::{Scored, level_of, read_scored};
use crate::ladder::solve;

/// The random plies each ladder game opened with: nobody's moves, so not judged.
const OPENING_PLIES: usize = 4;
/// One game in this many is held out of the fit for the check.
const HOLD_OUT_EVERY: usize = 5;
/// The ridge on the coefficients (in units of the log-likelihood): keeps a feature that always
/// predicts its result (a win on the next move) from running off to infinity.
const RIDGE: f64 = 1.0;

/// One position for the fit.
pub(super) struct Sample {
    x: [f64; FEATURES],
    /// 0 attackers won, 1 draw, 2 defenders won.
    pub(super) result: usize,
    /// The game's index (apart for each file).
    pub(super) game: usize,
    eval: Eval,
    position: ardri_rules::Position,
    ratings: Ratings,
    /// The plies played before this position.
    ply: usize,
}

fn result_of(score: f64) -> usize {
    if score == 1.0 {
        0
    } else if score == 0.5 {
        1
    } else {
        2
    }
}

fn samples(games: &[Scored], keep: impl Fn(usize) -> bool) -> Vec<Sample> {
    let mut out = Vec::new();
    for s in games.iter().filter(|s| keep(s.index)) {
        for (ply, e) in s.evals.iter().enumerate() {
            let (Some(e), Some(position)) = (e, s.game.position_at(ply)) else {
                continue;
            };
            // A finished game's last position is certain; the model is for the rest.
            if e.depth == 0 {
                continue;
            }
            out.push(Sample {
                x: features(WdlModel::default_model(), e.eval, position, s.ratings),
                result: result_of(s.record.score),
                game: s.index,
                eval: e.eval,
                position: *position,
                ratings: s.ratings,
                ply,
            });
        }
    }
    out
}

/// Maximum likelihood by Newton's method, with a small ridge.
fn fit(samples: &[&Sample], iterations: usize) -> PlayersModel {
    let n = 2 * FEATURES;
    let mut theta = vec![0.0; n];
    for _ in 0..iterations {
        let model = model_of(&theta);
        let mut gradient = vec![0.0; n];
        let mut hessian = vec![vec![0.0; n]; n];
        for s in samples {
            let wdl = model.wdl_of_features(&s.x);
            let (pa, pd) = (wdl.attackers, wdl.defenders);
            let (ya, yd) = (
                f64::from(u8::from(s.result == 0)),
                f64::from(u8::from(s.result == 2)),
            );
            for i in 0..FEATURES {
                gradient[i] += (ya - pa) * s.x[i];
                gradient[FEATURES + i] += (yd - pd) * s.x[i];
                for j in 0..=i {
                    let xx = s.x[i] * s.x[j];
                    hessian[i][j] += pa * (1.0 - pa) * xx;
                    hessian[FEATURES + i][FEATURES + j] += pd * (1.0 - pd) * xx;
                    hessian[FEATURES + i][j] -= pa * pd * xx;
                }
            }
        }
        for i in 0..n {
            gradient[i] -= RIDGE * theta[i];
            hessian[i][i] += RIDGE;
        }
        // The blocks were filled on and below their diagonals (each block is symmetric): fill
        // the rest of each, then the cross block's mirror.
        for i in 0..FEATURES {
            for j in (i + 1)..FEATURES {
                hessian[i][j] = hessian[j][i];
                hessian[FEATURES + i][FEATURES + j] = hessian[FEATURES + j][FEATURES + i];
                hessian[FEATURES + i][j] = hessian[FEATURES + j][i];
            }
        }
        for i in 0..FEATURES {
            let cross: Vec<f64> = hessian[FEATURES + i][..FEATURES].to_vec();
            for (j, value) in cross.into_iter().enumerate() {
                hessian[j][FEATURES + i] = value;
            }
        }
        let delta = solve(&hessian, &gradient);
        let size: f64 = delta.iter().map(|d| d * d).sum::<f64>().sqrt();
        for (t, d) in theta.iter_mut().zip(&delta) {
            *t += d;
        }
        if size < 1e-6 {
            break;
        }
    }
    model_of(&theta)
}

fn model_of(theta: &[f64]) -> PlayersModel {
    let mut model = PlayersModel {
        attackers: [0.0; FEATURES],
        defenders: [0.0; FEATURES],
        // The fit reads the ratings as they are.
        ratings: (i32::MIN, i32::MAX),
    };
    model.attackers.copy_from_slice(&theta[..FEATURES]);
    model.defenders.copy_from_slice(&theta[FEATURES..]);
    model
}

/// Per player of the games file: games, the sum of game accuracies, moves judged and blunders.
#[derive(Default)]
struct LevelTotals {
    games: usize,
    accuracy: f64,
    moves: usize,
    blunders: usize,
}

/// Whom a table of the levels' accuracy judges by.
#[derive(Clone, Copy)]
enum Yardstick {
    /// Each game's players at their own ratings.
    OwnRatings(&'static PeopleModel),
    /// Every game as if club players had played it: one measure for every level.
    Club(&'static PeopleModel),
    /// The engine's own view.
    Engine,
}

/// Each player's totals, judged by `yardstick`.
fn level_table(games: &[Scored], yardstick: Yardstick) -> BTreeMap<i32, (String, LevelTotals)> {
    let mut out: BTreeMap<i32, (String, LevelTotals)> = BTreeMap::new();
    for s in games {
        let view = match yardstick {
            Yardstick::OwnRatings(model) => Some(PlayersView {
                model,
                ratings: s.ratings,
            }),
            Yardstick::Club(model) => Some(PlayersView {
                model,
                ratings: Ratings::equal(unrated_rating()),
            }),
            Yardstick::Engine => None,
        };
        let judge: &dyn Chances = match &view {
            Some(view) => view,
            None => WdlModel::default_model(),
        };
        let mut judgements = judge_game(&s.game, &s.evals, judge);
        for j in judgements.iter_mut().take(OPENING_PLIES) {
            *j = None;
        }
        let summaries = summarize(&judgements, &yardstick_chances(&s.game, &s.evals, judge));
        for (side, id) in [
            (Side::Attackers, &s.record.attackers),
            (Side::Defenders, &s.record.defenders),
        ] {
            let summary = summaries[side as usize];
            let Some(accuracy) = summary.accuracy else {
                continue;
            };
            let entry = out
                .entry(s.ratings.of(side))
                .or_insert_with(|| (id.clone(), LevelTotals::default()));
            entry.1.games += 1;
            entry.1.accuracy += accuracy;
            entry.1.moves += summary.counts.iter().sum::<usize>();
            entry.1.blunders += summary.counts[MoveClass::Blunder as usize];
        }
    }
    out
}

/// Each player's accuracy and blunder share in `games`, judged by `yardstick`, a line each.
fn print_level_table(games: &[Scored], yardstick: Yardstick) {
    for (rating, (id, t)) in level_table(games, yardstick) {
        println!(
            "  {id:>8} ({rating}): accuracy {:.1} over {} games, blunders {:.2}% of {} moves",
            t.accuracy / t.games.max(1) as f64,
            t.games,
            100.0 * t.blunders as f64 / t.moves.max(1) as f64,
            t.moves
        );
    }
}

/// `wdl players`: fit, check, and the levels' accuracy.
pub fn fit_players(
    sources: &[(GamesFile, PathBuf)],
    iterations: usize,
    from_level: u8,
    part: usize,
    checks: &[(PathBuf, PathBuf)],
) -> Result<(), String> {
    if part >= PEOPLE_PARTS {
        return Err(format!(
            "--part is 0 to {}: the built-in model has {PEOPLE_PARTS} parts",
            PEOPLE_PARTS - 1
        ));
    }
    // Far apart, so that no two files' games share an index.
    const FILE_INDEX_STRIDE: usize = 1_000_000;
    let mut all = Vec::new();
    let mut first_file_games = 0;
    // Only games between players both at `from_level` or above (the baselines are below any).
    let high_enough = |id: &str| from_level == 0 || level_of(id).is_some_and(|l| l >= from_level);
    for (n, (games, scored)) in sources.iter().enumerate() {
        all.extend(
            read_scored(games, scored, n * FILE_INDEX_STRIDE)?
                .into_iter()
                .filter(|s| high_enough(&s.record.attackers) && high_enough(&s.record.defenders)),
        );
        if n == 0 {
            first_file_games = all.len();
        }
    }
    let every = samples(&all, |_| true);
    println!(
        "{} games, {} positions; each game's positions are predicted by the model fitted on the \
         other {HOLD_OUT_EVERY}ths of the games ({HOLD_OUT_EVERY}-fold cross-validation)",
        all.len(),
        every.len()
    );
    // Every position predicted by a model that never saw its game.
    let mut held_out: Vec<Wdl> = vec![Wdl::DRAWN; every.len()];
    for fold in 0..HOLD_OUT_EVERY {
        let train: Vec<&Sample> = every
            .iter()
            .filter(|s| s.game % HOLD_OUT_EVERY != fold)
            .collect();
        let model = fit(&train, iterations);
        for (s, slot) in every.iter().zip(held_out.iter_mut()) {
            if s.game % HOLD_OUT_EVERY == fold {
                *slot = model.wdl_of_features(&s.x);
            }
        }
    }
    // The shipped model is fitted on every game.
    let everything: Vec<&Sample> = every.iter().collect();
    // The model lives as long as the command; the review's views want it 'static.
    let model: &'static PlayersModel = Box::leak(Box::new(fit(&everything, iterations)));
    let judged_by: &'static PeopleModel = Box::leak(Box::new(PeopleModel::single(model)));
    // The built-in model's parts, by `--part`.
    const PART_NAMES: [&str; PEOPLE_PARTS] = ["WEAK", "STRONG", "TOP", "FAR"];
    println!(
        "\nThe model (crates/ardri-engine/src/wdl/players/fitted.rs, PlayersModel::{}, part {part}):",
        PART_NAMES[part]
    );
    println!("    attackers: {:?},", model.attackers);
    println!("    defenders: {:?},", model.defenders);
    let predicted: HashMap<*const Sample, Wdl> = every
        .iter()
        .zip(&held_out)
        .map(|(s, w)| (s as *const Sample, *w))
        .collect();
    // The check is on the first file's games (today's levels as they play now); an older file's
    // games only help the fit, and the model built in now was fitted on them.
    let checked: Vec<&Sample> = every
        .iter()
        .filter(|s| s.game < FILE_INDEX_STRIDE)
        .collect();
    if sources.len() > 1 {
        println!(
            "\nThe check below is on the first file's {} positions; the other files' games were fitted on, in their folds",
            checked.len()
        );
    }
    let held_out_view = |s: &Sample| predicted[&(s as *const Sample)];
    let built_in = |s: &Sample| PeopleModel::BUILT_IN.wdl(s.eval, &s.position, s.ratings, false);
    // The built-in mix with this fit, held out, in place of its part `part`: what adopting this
    // fit as that part would give, on games it did not see.
    let mixed = |s: &Sample| {
        PeopleModel::BUILT_IN.mix(s.ratings, |p| {
            if p == part {
                held_out_view(s)
            } else {
                PeopleModel::BUILT_IN.parts[p].wdl(s.eval, &s.position, s.ratings, false)
            }
        })
    };
    let mut worst = 0.0f64;
    for b in 0..BAND_FLOORS.len() {
        let name = band_name(b);
        let band: Vec<&Sample> = checked
            .iter()
            .copied()
            .filter(|s| band_of(s.ratings) == b)
            .collect();
        println!("\nHeld out, {name}: the players' model");
        let refit = Calibration::of(&band, &held_out_view);
        refit.print();
        worst = worst.max(refit.worst_miss());
        let mix = Calibration::of(&band, &mixed);
        println!(
            "Held out, {name}: the built-in mix with this fit as its part {part}: mean miss {:.1}, worst {:.1}; draws {:.1}% said",
            mix.mean_miss(),
            mix.worst_miss(),
            mix.draws_predicted
        );
        println!(
            "Held out, {name}: the model built in now, for comparison (its parts may have been fitted on these games)"
        );
        Calibration::of(&band, &built_in).print();
        println!("Held out, {name}: the engine's view, for comparison");
        Calibration::of(&band, &|s| {
            WdlModel::default_model().wdl(s.eval, &s.position)
        })
        .print();
    }
    println!(
        "\nWorst decile ({DECILE_FLOOR} positions or more) of the players' model: {worst:.1} points"
    );
    // Each level alone: the positions of the games it played, either side.
    println!(
        "\nEach level's games (either side), held out: mean / worst miss over the deciles of \
         {DECILE_FLOOR} positions or more: this fit, the built-in mix with it, the model built in now"
    );
    for level in ardri_engine::skill::levels() {
        let games: Vec<&Sample> = checked
            .iter()
            .copied()
            .filter(|s| s.ratings.attackers == level.rating || s.ratings.defenders == level.rating)
            .collect();
        if games.is_empty() {
            continue;
        }
        let (refit, mix, now) = (
            Calibration::of(&games, &held_out_view),
            Calibration::of(&games, &mixed),
            Calibration::of(&games, &built_in),
        );
        println!(
            "  {level}: {} positions, {:.1}% drawn; fit {:.1} / {:.1}, draws {:.1}%; mix {:.1} / {:.1}, draws {:.1}%; built in {:.1} / {:.1}, draws {:.1}%",
            games.len(),
            refit.draws_happened,
            refit.mean_miss(),
            refit.worst_miss(),
            refit.draws_predicted,
            mix.mean_miss(),
            mix.worst_miss(),
            mix.draws_predicted,
            now.mean_miss(),
            now.worst_miss(),
            now.draws_predicted,
        );
    }
    for (games, scored) in checks {
        check_fit(games, scored, model, part)?;
    }
    // The start's chances between equal players at each level, by the start's evaluation.
    if let Some(first) = all.first()
        && let (Some(Some(start)), Some(position)) =
            (first.evals.first(), first.game.position_at(0))
    {
        println!("\nThe start between equal players (attackers win / draw / defenders win):");
        for level in ardri_engine::skill::levels() {
            let wdl = model.wdl(start.eval, position, Ratings::equal(level.rating), false);
            println!(
                "  {level}: {:.0}% / {:.0}% / {:.0}%",
                100.0 * wdl.attackers,
                100.0 * wdl.draw,
                100.0 * wdl.defenders
            );
        }
    }
    for (yardstick, title) in [
        (
            Yardstick::Club(judged_by),
            "the players' model, every game as club players",
        ),
        (
            Yardstick::OwnRatings(judged_by),
            "the players' model, each game's players at their own ratings",
        ),
        (Yardstick::Engine, "the engine's view"),
    ] {
        println!("\nEach player's game accuracy and blunder share, judged by {title}:");
        print_level_table(&all[..first_file_games], yardstick);
    }
    Ok(())
}

/// The judged positions by who played: each level against itself, then each pairing of two
/// levels (either side), named for the tables.
fn by_players<'a>(judged: &[&'a Sample]) -> Vec<(String, Vec<&'a Sample>)> {
    let levels: Vec<_> = ardri_engine::skill::levels().collect();
    let mut groups = Vec::new();
    for level in &levels {
        let equal: Vec<&Sample> = judged
            .iter()
            .copied()
            .filter(|s| s.ratings == Ratings::equal(level.rating))
            .collect();
        if !equal.is_empty() {
            groups.push((format!("{level} against itself"), equal));
        }
    }
    for (i, low) in levels.iter().enumerate() {
        for high in &levels[i + 1..] {
            let pair: Vec<&Sample> = judged
                .iter()
                .copied()
                .filter(|s| {
                    let r = (s.ratings.attackers, s.ratings.defenders);
                    r == (low.rating, high.rating) || r == (high.rating, low.rating)
                })
                .collect();
            if !pair.is_empty() {
                groups.push((
                    format!(
                        "Level {} ({}) and level {} ({}), either side",
                        low.level, low.rating, high.level, high.rating
                    ),
                    pair,
                ));
            }
        }
    }
    groups
}

/// `GAMES=SCORED` of `wdl players --check`.
pub(super) fn parse_check(text: &str) -> Result<(PathBuf, PathBuf), String> {
    let (games, scored) = text.split_once('=').ok_or(
        "--check takes GAMES=SCORED: a games file and the file `wdl rescore` wrote for it",
    )?;
    Ok((games.into(), scored.into()))
}

/// The positions after the random opening: the opening is nobody's, so its positions are not judged.
fn after_opening(samples: &[Sample]) -> Vec<&Sample> {
    samples.iter().filter(|s| s.ply >= OPENING_PLIES).collect()
}

/// `wdl players --check`: on games no fit saw, by who played (as [`by_players`] groups them),
/// judged by the built-in model and by the built-in model with `model` as its part `part`.
fn check_fit(
    games: &std::path::Path,
    scored: &std::path::Path,
    model: &PlayersModel,
    part: usize,
) -> Result<(), String> {
    let file = GamesFile {
        path: games.to_path_buf(),
        level_shift: 0,
    };
    let all = read_scored(&file, scored, 0)?;
    let every = samples(&all, |_| true);
    let judged = after_opening(&every);
    println!(
        "\nOn {} ({} games no fit saw; by who played; mean / worst miss over the deciles of {DECILE_FLOOR} positions or more):",
        games.display(),
        all.len()
    );
    let built_in = |s: &Sample| PeopleModel::BUILT_IN.wdl(s.eval, &s.position, s.ratings, false);
    let adopted = |s: &Sample| {
        PeopleModel::BUILT_IN.mix(s.ratings, |p| {
            let fit = if p == part {
                model
            } else {
                PeopleModel::BUILT_IN.parts[p]
            };
            fit.wdl(s.eval, &s.position, s.ratings, false)
        })
    };
    for (players, group) in by_players(&judged) {
        let (now, with_fit) = (
            Calibration::of(&group, &built_in),
            Calibration::of(&group, &adopted),
        );
        println!(
            "  {players}: {} positions, {:.1}% drawn; built in {:.1} / {:.1}, draws {:.1}%; with this fit {:.1} / {:.1}, draws {:.1}%",
            group.len(),
            now.draws_happened,
            now.mean_miss(),
            now.worst_miss(),
            now.draws_predicted,
            with_fit.mean_miss(),
            with_fit.worst_miss(),
            with_fit.draws_predicted,
        );
        with_fit.print();
    }
    Ok(())
}

/// `wdl people-check`: the built-in players' model on games it never saw, by who played (each
/// level's games against itself, then each pairing of two levels), then each player's accuracy
/// judged as the game's players.
pub fn check_people(games: &GamesFile, scored: &std::path::Path) -> Result<(), String> {
    let all = read_scored(games, scored, 0)?;
    let every = samples(&all, |_| true);
    let judged = after_opening(&every);
    println!(
        "{} games, {} positions after the opening, judged by the built-in players' model",
        all.len(),
        judged.len()
    );
    let built_in = |s: &Sample| PeopleModel::BUILT_IN.wdl(s.eval, &s.position, s.ratings, false);
    for (players, group) in by_players(&judged) {
        let games = group
            .iter()
            .map(|s| s.game)
            .collect::<std::collections::HashSet<_>>()
            .len();
        let calibration = Calibration::of(&group, &built_in);
        println!(
            "\n{players}: {games} games, {} positions; mean miss {:.1}, worst {:.1} (deciles of {DECILE_FLOOR} positions or more)",
            group.len(),
            calibration.mean_miss(),
            calibration.worst_miss()
        );
        calibration.print();
        let engine = Calibration::of(&group, &|s| {
            WdlModel::default_model().wdl(s.eval, &s.position)
        });
        println!(
            "  the engine's view, for comparison: mean miss {:.1}, worst {:.1}",
            engine.mean_miss(),
            engine.worst_miss()
        );
    }
    println!("\nEach player's game accuracy, judged as the game's players (the built-in model):");
    print_level_table(&all, Yardstick::OwnRatings(&PeopleModel::BUILT_IN));
    Ok(())
}
