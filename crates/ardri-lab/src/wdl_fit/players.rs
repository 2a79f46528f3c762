//! The players' model (`ardri_engine::wdl::players`): its data and its fit.
//!
//! `wdl rescore` re-scores every position of the ladder's games (games between levels, with their
//! moves) by a fixed full-strength search, as a review does, and appends one line per game to a
//! file it can resume. `wdl players` fits the model on four in five of those games and checks it on
//! the fifth: by band of levels, the attackers' expected score per decile of the prediction and
//! the draws; then each level's accuracy and blunder share as the players' model judges them.

use std::collections::{BTreeMap, HashMap, HashSet};
use std::io::Write as _;
use std::path::{Path, PathBuf};
use std::sync::Mutex;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};

use ardri_engine::review::{
    PositionEval, ReviewOrder, analyse_game, attackers_chances, judge_game, summarize,
};
use ardri_engine::skill::level_info;
use ardri_engine::wdl::players::{FEATURES, features, unrated_rating};
use ardri_engine::{
    Chances, Engine, EngineOptions, Eval, Limits, MoveClass, PlayersModel, PlayersView, Ratings,
    Wdl, WdlModel,
};
use ardri_rules::{Game, Move, Rules, Side};

use crate::ladder::{BASELINE_RATING, LadderGame, read_games, solve};
use crate::progress_bar;

/// The random plies each ladder game opened with: nobody's moves, so not judged.
const OPENING_PLIES: usize = 4;
/// One game in this many is held out of the fit for the check.
const HOLD_OUT_EVERY: usize = 5;
/// The ridge on the coefficients (in units of the log-likelihood): keeps a feature that always
/// predicts its result (a win on the next move) from running off to infinity.
const RIDGE: f64 = 1.0;

/// The rating of a player of the games file: a level's, or the baseline's.
pub fn player_rating(id: &str) -> Option<i32> {
    if id == "baseline" {
        return Some(BASELINE_RATING as i32);
    }
    let level: u8 = id.strip_prefix('L')?.parse().ok()?;
    Some(level_info(level).rating)
}

fn ratings_of(game: &LadderGame) -> Option<Ratings> {
    Some(Ratings {
        attackers: player_rating(&game.attackers)?,
        defenders: player_rating(&game.defenders)?,
    })
}

/// One position's evaluation as the re-scored file writes it: `EVAL/BEST/DEPTH`, the evaluation
/// from the attackers' view as centi-pieces, `A3`/`D0` (a win in so many moves), or `=`.
fn write_eval(e: &PositionEval) -> String {
    let eval = match e.eval {
        Eval::Cp(cp) => cp.to_string(),
        Eval::Win { side, moves } => format!("{}{moves}", side_letter(side)),
        Eval::Drawn => "=".to_string(),
    };
    let best = e.best_move.map_or("-".to_string(), |m| m.to_string());
    format!("{eval}/{best}/{}", e.depth)
}

fn side_letter(side: Side) -> char {
    match side {
        Side::Attackers => 'A',
        Side::Defenders => 'D',
    }
}

fn read_eval(text: &str, position: &ardri_rules::Position) -> Option<PositionEval> {
    let mut parts = text.split('/');
    let eval = match parts.next()? {
        "=" => Eval::Drawn,
        e if e.starts_with('A') => Eval::Win {
            side: Side::Attackers,
            moves: e[1..].parse().ok()?,
        },
        e if e.starts_with('D') => Eval::Win {
            side: Side::Defenders,
            moves: e[1..].parse().ok()?,
        },
        e => Eval::Cp(e.parse().ok()?),
    };
    let best = match parts.next()? {
        "-" => None,
        m => Some(position.parse_move(m).ok()?),
    };
    let depth = parts.next()?.parse().ok()?;
    Some(PositionEval {
        eval,
        best_move: best,
        depth,
    })
}

/// The games of the games file that have moves, by their index among them.
fn games_with_moves(path: &PathBuf) -> Result<Vec<LadderGame>, String> {
    Ok(read_games(path)?
        .into_iter()
        .filter(|g| !g.moves.is_empty())
        .collect())
}

fn replay(moves: &[Move]) -> Game {
    let mut game = Game::new(Rules::default());
    for &m in moves {
        // The games file was checked move by move when it was read.
        let _ = game.play(m);
    }
    game
}

/// `wdl rescore`: every position of every game with moves, analysed at `depth`, appended to `out`
/// one game per line (`INDEX ATTACKERS DEFENDERS SCORE EVAL...`); games already there are skipped.
pub fn rescore(games: &PathBuf, out: &Path, depth: u32, concurrency: usize) -> Result<(), String> {
    let games = games_with_moves(games)?;
    let done: HashSet<usize> = match std::fs::read_to_string(out) {
        Ok(text) => text
            .lines()
            .filter_map(|l| l.split_whitespace().next()?.parse().ok())
            .collect(),
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => HashSet::new(),
        Err(e) => return Err(format!("{}: {e}", out.display())),
    };
    // Only games between rated players (levels and the baseline) feed the model: the one-ply
    // player's are left out.
    let rated = |i: &usize| ratings_of(&games[*i]).is_some();
    let unrated = (0..games.len()).filter(|i| !rated(i)).count();
    let todo: Vec<usize> = (0..games.len())
        .filter(|i| !done.contains(i) && rated(i))
        .collect();
    println!(
        "{} games with moves ({unrated} without ratings, left out), {} already re-scored, {} to go (depth {depth})",
        games.len(),
        done.len(),
        todo.len()
    );
    let file = std::fs::OpenOptions::new()
        .create(true)
        .append(true)
        .open(out)
        .map_err(|e| format!("{}: {e}", out.display()))?;
    let file = Mutex::new(file);
    let next = AtomicUsize::new(0);
    let bar = progress_bar(todo.len() as u64, "games re-scored");
    let failed: Mutex<Option<String>> = Mutex::new(None);
    std::thread::scope(|scope| {
        for _ in 0..concurrency.max(1) {
            scope.spawn(|| {
                let mut engine = Engine::new(EngineOptions {
                    threads: 1,
                    hash_mib: 16,
                    ..EngineOptions::default()
                });
                loop {
                    let i = next.fetch_add(1, Ordering::Relaxed);
                    let Some(&index) = todo.get(i) else { break };
                    let record = &games[index];
                    let game = replay(&record.moves);
                    // A fresh table per game: the same position scores the same in every game.
                    engine.clear();
                    let evals = analyse_game(
                        &engine,
                        &game,
                        Limits::depth(depth),
                        ReviewOrder::Backward,
                        &AtomicBool::new(false),
                        &mut |_, _| {},
                    );
                    let mut line = format!(
                        "{index} {} {} {}",
                        record.attackers, record.defenders, record.score
                    );
                    for e in evals.iter().flatten() {
                        line.push(' ');
                        line.push_str(&write_eval(e));
                    }
                    line.push('\n');
                    let written = file.lock().map(|mut f| f.write_all(line.as_bytes()));
                    if let Ok(Err(e)) = written {
                        *failed.lock().unwrap_or_else(|p| p.into_inner()) =
                            Some(format!("{}: {e}", out.display()));
                        break;
                    }
                    bar.inc(1);
                }
            });
        }
    });
    bar.finish_and_clear();
    match failed.into_inner().unwrap_or_else(|p| p.into_inner()) {
        Some(e) => Err(e),
        None => Ok(()),
    }
}

/// A re-scored game: its record, its evaluations by ply and the players' ratings.
struct Scored {
    index: usize,
    record: LadderGame,
    game: Game,
    evals: Vec<Option<PositionEval>>,
    ratings: Ratings,
}

fn read_scored(games: &PathBuf, scored: &Path) -> Result<Vec<Scored>, String> {
    let games = games_with_moves(games)?;
    let text = std::fs::read_to_string(scored).map_err(|e| format!("{}: {e}", scored.display()))?;
    let mut out = Vec::new();
    for (n, line) in text.lines().enumerate() {
        let bad = || format!("{}, line {}: not a re-scored game", scored.display(), n + 1);
        let mut words = line.split_whitespace();
        let index: usize = words.next().and_then(|w| w.parse().ok()).ok_or_else(bad)?;
        let record = games.get(index).ok_or_else(bad)?;
        if words.next() != Some(record.attackers.as_str())
            || words.next() != Some(record.defenders.as_str())
        {
            return Err(format!(
                "{}, line {}: game {index} is not the games file's (was the file changed?)",
                scored.display(),
                n + 1
            ));
        }
        words.next();
        let game = replay(&record.moves);
        let evals: Vec<Option<PositionEval>> = words
            .enumerate()
            .map(|(ply, w)| game.position_at(ply).and_then(|p| read_eval(w, p)))
            .collect();
        if evals.len() != game.ply_count() + 1 || evals.iter().any(Option::is_none) {
            return Err(bad());
        }
        let ratings = ratings_of(record).ok_or_else(bad)?;
        out.push(Scored {
            index,
            record: record.clone(),
            game,
            evals,
            ratings,
        });
    }
    out.sort_by_key(|s| s.index);
    out.dedup_by_key(|s| s.index);
    Ok(out)
}

/// One position for the fit.
struct Sample {
    x: [f64; FEATURES],
    /// 0 attackers won, 1 draw, 2 defenders won.
    result: usize,
    game: usize,
    eval: Eval,
    position: ardri_rules::Position,
    ratings: Ratings,
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
    };
    model.attackers.copy_from_slice(&theta[..FEATURES]);
    model.defenders.copy_from_slice(&theta[FEATURES..]);
    model
}

/// The bands the check reports on, by the players' mean rating: where each starts.
const BAND_FLOORS: [i32; 4] = [i32::MIN, 600, 1100, 1600];

fn band_of(ratings: Ratings) -> usize {
    let mean = (ratings.attackers + ratings.defenders) / 2;
    BAND_FLOORS
        .iter()
        .rposition(|&floor| mean >= floor)
        .unwrap_or(0)
}

/// A band's name: its ratings and the levels rated within them ("levels 5-8, 600 to 1100").
fn band_name(band: usize) -> String {
    let floor = BAND_FLOORS[band];
    let ceiling = BAND_FLOORS.get(band + 1).copied().unwrap_or(i32::MAX);
    let levels: Vec<u8> = ardri_engine::skill::levels()
        .filter(|l| (floor..ceiling).contains(&l.rating))
        .map(|l| l.level)
        .collect();
    let names = match (levels.first(), levels.last()) {
        (Some(a), Some(b)) if a == b => format!("level {a}"),
        (Some(a), Some(b)) => format!("levels {a}-{b}"),
        _ => "no level".to_string(),
    };
    match (floor, ceiling) {
        (i32::MIN, c) => format!("{names}, mean rating under {c}"),
        (f, i32::MAX) => format!("{names}, mean rating {f} and up"),
        (f, c) => format!("{names}, mean rating {f} to {c}"),
    }
}

/// The calibration of `chances` on `samples`: per decile of the attackers' predicted expected
/// score, the positions, games, predicted and actual score and the 95% margin chance alone allows
/// (the positions of a game counted as moving together); then the predicted and actual draws.
fn print_calibration(samples: &[&Sample], chances: &dyn Fn(&Sample) -> Wdl) -> f64 {
    let mut buckets: Vec<(usize, f64, f64, HashMap<usize, f64>)> =
        (0..10).map(|_| (0, 0.0, 0.0, HashMap::new())).collect();
    let (mut draw_predicted, mut draws, mut worst) = (0.0, 0usize, 0.0f64);
    for s in samples {
        let wdl = chances(s);
        let p = wdl.chance_for(Side::Attackers);
        let b = &mut buckets[((p * 10.0) as usize).min(9)];
        b.0 += 1;
        b.1 += p;
        b.2 += [1.0, 0.5, 0.0][s.result];
        let variance = wdl.attackers + wdl.draw / 4.0 - p * p;
        *b.3.entry(s.game).or_default() += variance.max(0.0).sqrt();
        draw_predicted += wdl.draw;
        draws += usize::from(s.result == 1);
    }
    println!("  decile  positions  games  predicted  actual  margin");
    for (i, (n, predicted, actual, games)) in buckets.iter().enumerate() {
        if *n == 0 {
            continue;
        }
        let nf = *n as f64;
        let margin = 1.96 * games.values().map(|sd| sd * sd).sum::<f64>().sqrt() / nf;
        let (predicted, actual) = (100.0 * predicted / nf, 100.0 * actual / nf);
        if *n >= 200 {
            worst = worst.max((predicted - actual).abs());
        }
        println!(
            "  {:>2}-{:<3}  {n:>9}  {:>5}  {predicted:>8.1}%  {actual:>5.1}%  +/-{:.1}",
            i * 10,
            i * 10 + 10,
            games.len(),
            100.0 * margin
        );
    }
    let n = samples.len().max(1) as f64;
    println!(
        "  draws: predicted {:.1}%, happened {:.1}%",
        100.0 * draw_predicted / n,
        100.0 * draws as f64 / n
    );
    worst
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
    OwnRatings(&'static PlayersModel),
    /// Every game as if club players had played it: one measure for every level.
    Club(&'static PlayersModel),
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
        let summaries = summarize(&judgements, &attackers_chances(&s.game, &s.evals, judge));
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

/// `wdl players`: fit, check, and the levels' accuracy.
pub fn fit_players(games: &PathBuf, scored: &Path, iterations: usize) -> Result<(), String> {
    let all = read_scored(games, scored)?;
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
    println!("\nThe model (crates/ardri-engine/src/wdl/players.rs, PlayersModel::FITTED):");
    println!("    attackers: {:?},", model.attackers);
    println!("    defenders: {:?},", model.defenders);
    let predicted: HashMap<*const Sample, Wdl> = every
        .iter()
        .zip(&held_out)
        .map(|(s, w)| (s as *const Sample, *w))
        .collect();
    let mut worst = 0.0f64;
    for b in 0..BAND_FLOORS.len() {
        let name = band_name(b);
        let band: Vec<&Sample> = every.iter().filter(|s| band_of(s.ratings) == b).collect();
        println!("\nHeld out, {name}: the players' model");
        worst = worst.max(print_calibration(&band, &|s| {
            predicted[&(s as *const Sample)]
        }));
        println!(
            "Held out, {name}: the model built in now, for comparison (ratings held to its range)"
        );
        print_calibration(&band, &|s| {
            PlayersModel::FITTED.wdl(s.eval, &s.position, s.ratings.within_model(), false)
        });
        println!("Held out, {name}: the engine's view, for comparison");
        print_calibration(&band, &|s| {
            WdlModel::default_model().wdl(s.eval, &s.position)
        });
    }
    println!("\nWorst decile (200 positions or more) of the players' model: {worst:.1} points");
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
            Yardstick::Club(model),
            "the players' model, every game as club players",
        ),
        (
            Yardstick::OwnRatings(model),
            "the players' model, each game's players at their own ratings",
        ),
        (Yardstick::Engine, "the engine's view"),
    ] {
        println!("\nEach player's game accuracy and blunder share, judged by {title}:");
        for (rating, (id, t)) in level_table(&all, yardstick) {
            println!(
                "  {id:>8} ({rating}): accuracy {:.1} over {} games, blunders {:.2}% of {} moves",
                t.accuracy / t.games.max(1) as f64,
                t.games,
                100.0 * t.blunders as f64 / t.moves.max(1) as f64,
                t.moves
            );
        }
    }
    Ok(())
}
