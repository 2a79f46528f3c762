//! `ardri-lab wdl`: fits the win/draw/loss model (`ardri_engine::wdl`) to self-play games and
//! checks a model's calibration on games it was not fitted to.
//!
//! The data are `datagen` files: quiet positions with the search score (side to move's view), the
//! game's result and the game's id. Whole games are held out by their id (one in ten), so the check
//! never sees a position of a game the fit saw. Forced wins (stored as the score bound) are left out:
//! the model counts them as certain.
//!
//! The fit maximises the likelihood of the results (the multinomial of attackers' win, draw,
//! defenders' win) over the twelve coefficients by full-batch Adam, in units of 100 centi-pieces.

use std::path::PathBuf;

use ardri_data::{PositionRecord, SCORE_LIMIT};
use ardri_engine::WdlModel;
use ardri_rules::{Rules, Side};

use crate::progress_bar;

mod bands;
mod calibration;
mod players;
mod scored;

use calibration::{calibrate, print_calibration, write_svg};

/// Fit the win/draw/loss model to self-play data, or check a model's calibration.
#[derive(clap::Args)]
pub struct WdlArgs {
    #[command(subcommand)]
    action: WdlAction,
}

#[derive(clap::Subcommand)]
enum WdlAction {
    /// Fit the model to the training games of FILES and report its calibration on the held-out ones;
    /// prints the constants to paste into crates/ardri-engine/src/wdl.rs.
    Fit {
        #[arg(required = true)]
        files: Vec<PathBuf>,
        #[arg(long, default_value_t = 1500)]
        iterations: usize,
        /// Bins of the prediction the correction is fitted in (each needs 500 training positions
        /// to give a knot). The shipped models used 20.
        #[arg(long, default_value_t = 20, value_parser = clap::value_parser!(u16).range(1..=200))]
        correction_bins: u16,
        /// Write the calibration plot (SVG) of the held-out games here.
        #[arg(long, value_name = "FILE")]
        svg: Option<PathBuf>,
    },
    /// Re-score every position of the ladder's games (those with moves) at a fixed depth, for the
    /// players' model; appends to OUT and resumes where it stopped.
    Rescore {
        #[arg(long, default_value = "assets/ladder-games.txt")]
        games: PathBuf,
        #[arg(long)]
        out: PathBuf,
        /// The search depth of every position (the review's default).
        #[arg(long, default_value_t = crate::review::DEFAULT_REVIEW_DEPTH)]
        depth: u32,
        #[arg(long, default_value_t = crate::default_threads())]
        concurrency: usize,
        /// Read the file's level N as level N + SHIFT (the nine-level file's L1 to L9 are today's
        /// levels 5 to 13: 4).
        #[arg(long, default_value_t = 0)]
        level_shift: u8,
        /// Re-score only the games whose two players are both at this level or above (after
        /// the shift).
        #[arg(long, default_value_t = 0)]
        from_level: u8,
    },
    /// Fit the players' model to re-scored ladder games, check it on the games held out, and
    /// print each level's accuracy and blunder share under it.
    Players {
        #[arg(long, default_value = "assets/ladder-games.txt")]
        games: PathBuf,
        /// The file `wdl rescore` wrote.
        scored: PathBuf,
        #[arg(long, default_value_t = 30)]
        iterations: usize,
        /// More re-scored games, from an older ladder's file (`--older-games`), fitted with them.
        #[arg(long, requires = "older_games")]
        older_scored: Option<PathBuf>,
        /// The older ladder's games file.
        #[arg(long, requires = "older_scored")]
        older_games: Option<PathBuf>,
        /// Its level N is today's level N + SHIFT (as `rescore --level-shift`).
        #[arg(long, default_value_t = 4)]
        older_level_shift: u8,
        /// Fit and check on the games whose two players are both at this level or above.
        #[arg(long, default_value_t = 0)]
        from_level: u8,
        /// The part of the built-in model this fit is checked in place of: 0 the weak players',
        /// 1 the strong players', 2 level 13's, 3 players far apart.
        #[arg(long, default_value_t = 0)]
        part: usize,
        /// Games no fit saw, as GAMES=SCORED (repeatable): each level's games against itself and
        /// each pairing of two levels judged by the built-in model and by the built-in model with
        /// this fit (on every game) as its part `--part`, as `people-check` would judge them once
        /// the fit is adopted.
        #[arg(long, value_parser = players::parse_check)]
        check: Vec<(PathBuf, PathBuf)>,
    },
    /// The built-in players' model on re-scored games it was never fitted on (a games file in the
    /// ladder's form, say the self-play of a few levels from new openings): per level against
    /// itself and per pairing of two levels, the attackers' expected score by decile of the
    /// prediction against what they scored, the mean and worst miss, the draws; and each level's
    /// accuracy judged as the game's players.
    PeopleCheck {
        /// The games (the ladder's form).
        #[arg(long)]
        games: PathBuf,
        /// The file `wdl rescore` wrote for them.
        scored: PathBuf,
    },
    /// The calibration of the built-in model on the held-out games of FILES.
    Check {
        #[arg(required = true)]
        files: Vec<PathBuf>,
        /// The data were played with the hand evaluation: check its model, not the network's.
        #[arg(long)]
        no_nnue: bool,
        #[arg(long, value_name = "FILE")]
        svg: Option<PathBuf>,
    },
}

/// One position for the fit: the evaluation from the attackers' view, the material and the result.
#[derive(Clone, Copy)]
struct Sample {
    cp: i32,
    material: u32,
    result: Outcome,
    /// The game's id: positions of one game share its result, so the calibration's intervals
    /// count games, not positions.
    game: u64,
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum Outcome {
    Attackers,
    Draw,
    Defenders,
}

impl Outcome {
    fn score(self) -> f64 {
        match self {
            Outcome::Attackers => 1.0,
            Outcome::Draw => 0.5,
            Outcome::Defenders => 0.0,
        }
    }
}

/// A game is held out when its id falls in this one of ten classes.
fn held_out(game: u64) -> bool {
    // SplitMix64's first output spreads consecutive ids over the classes.
    crate::rng::SplitMix64::new(game)
        .next_u64()
        .is_multiple_of(10)
}

fn sample_of(record: &PositionRecord) -> Option<Sample> {
    let score = i32::from(record.score);
    if score.abs() >= SCORE_LIMIT {
        return None;
    }
    let cp = match record.position.side_to_move() {
        Side::Attackers => score,
        Side::Defenders => -score,
    };
    let result = match record.result {
        2 => Outcome::Attackers,
        1 => Outcome::Draw,
        _ => Outcome::Defenders,
    };
    Some(Sample {
        cp,
        material: record.position.occupied().count(),
        result,
        game: record.game,
    })
}

/// The training and the held-out samples of the files.
fn read(files: &[PathBuf]) -> Result<(Vec<Sample>, Vec<Sample>), String> {
    let (mut train, mut test) = (Vec::new(), Vec::new());
    for path in files {
        let file = std::fs::File::open(path)
            .map_err(|e| format!("cannot open {}: {e}", path.display()))?;
        let records = ardri_data::read_all(&mut std::io::BufReader::new(file), Rules::default())
            .map_err(|e| format!("{}: {e}", path.display()))?;
        for record in &records {
            if let Some(sample) = sample_of(record) {
                if held_out(record.game) {
                    test.push(sample);
                } else {
                    train.push(sample);
                }
            }
        }
    }
    if train.is_empty() || test.is_empty() {
        return Err("not enough positions to fit and check (use more games)".into());
    }
    Ok((train, test))
}

/// The model's coefficients as one vector in units of 100 centi-pieces: centres and widths of the
/// attackers, then of the defenders.
fn from_params(p: &[f64; 12], search_draw: f64) -> WdlModel {
    let part = |i: usize| [p[3 * i] * 100.0, p[3 * i + 1] * 100.0, p[3 * i + 2] * 100.0];
    WdlModel {
        attackers_centre: part(0),
        attackers_width: part(1),
        defenders_centre: part(2),
        defenders_width: part(3),
        search_draw,
        correction: &[],
    }
}

/// The fewest training positions a bin of the prediction needs to give the correction a knot.
const CORRECTION_MIN_POSITIONS: usize = 500;

/// The correction of the expected score for `model` (its curves) from the training samples: in
/// each of `bin_count` bins of the prediction with enough positions, a knot at (mean predicted,
/// mean result); made monotone by isotonic regression, with the ends pinned at 0 and 1.
/// Positions the search scored exactly 0 have their own draw chance and are left out.
fn fit_correction(model: &WdlModel, samples: &[Sample], bin_count: usize) -> Vec<(f64, f64)> {
    let mut bins = vec![(0usize, 0.0, 0.0); bin_count];
    for s in samples.iter().filter(|s| s.cp != 0) {
        let chance = model
            .wdl_of_cp(s.cp, s.material)
            .chance_for(Side::Attackers);
        let bin = &mut bins[((chance * bin_count as f64) as usize).min(bin_count - 1)];
        bin.0 += 1;
        bin.1 += chance;
        bin.2 += s.result.score();
    }
    let kept: Vec<(usize, f64, f64)> = bins
        .into_iter()
        .filter(|&(n, _, _)| n >= CORRECTION_MIN_POSITIONS)
        .map(|(n, predicted, actual)| (n, predicted / n as f64, actual / n as f64))
        .collect();
    let monotone = isotonic(&kept.iter().map(|&(n, _, y)| (n, y)).collect::<Vec<_>>());
    let mut knots = vec![(0.0, 0.0)];
    knots.extend(kept.iter().zip(monotone).map(|(&(_, x, _), y)| (x, y)));
    knots.push((1.0, 1.0));
    knots
}

/// Isotonic regression by pooling adjacent violators: the non-decreasing sequence closest to
/// `points` (weight, value) in weighted squared error. Where a value falls below the one before,
/// the two (and any more it drags along) share their weighted mean, so a heavy bin keeps its own
/// mean and a light neighbour gives way; raising the low value to the one before, instead, put a
/// bin of 100,000 positions 12 points above its results.
fn isotonic(points: &[(usize, f64)]) -> Vec<f64> {
    // Blocks of pooled points: (total weight, mean, how many points).
    let mut blocks: Vec<(f64, f64, usize)> = Vec::new();
    for &(weight, value) in points {
        let mut block = (weight as f64, value, 1);
        while let Some(&(w, mean, count)) = blocks.last() {
            if mean <= block.1 {
                break;
            }
            blocks.pop();
            let total = w + block.0;
            block = (
                total,
                (w * mean + block.0 * block.1) / total,
                count + block.2,
            );
        }
        blocks.push(block);
    }
    blocks
        .into_iter()
        .flat_map(|(_, mean, count)| std::iter::repeat_n(mean, count))
        .collect()
}

fn sigmoid(x: f64) -> f64 {
    1.0 / (1.0 + (-x).exp())
}

/// The smallest probability a result is given in the likelihood (keeps the logarithm finite).
const MIN_PROBABILITY: f64 = 1e-6;

/// The mean negative log-likelihood of the samples and its gradient.
fn loss_and_gradient(p: &[f64; 12], samples: &[Sample]) -> (f64, [f64; 12]) {
    let mut loss = 0.0;
    let mut grad = [0.0; 12];
    for s in samples {
        let x = f64::from(s.material) / ardri_engine::wdl::START_MATERIAL;
        let powers = [1.0, x, x * x];
        let poly = |i: usize| p[3 * i] + x * (p[3 * i + 1] + x * p[3 * i + 2]);
        let v = ardri_engine::wdl::squashed(s.cp) / 100.0;
        let (a_a, b_a, a_d, b_d) = (poly(0), poly(1).max(0.2), poly(2), poly(3).max(0.2));
        let z_a = (v - a_a) / b_a;
        let z_d = (-v - a_d) / b_d;
        let (p_a, p_d) = (sigmoid(z_a), sigmoid(z_d));
        let p_draw = (1.0 - p_a - p_d).max(MIN_PROBABILITY);
        // d(loss)/dz for each logistic.
        let (g_a, g_d, p) = match s.result {
            Outcome::Attackers => (-(1.0 - p_a), 0.0, p_a),
            Outcome::Defenders => (0.0, -(1.0 - p_d), p_d),
            Outcome::Draw => (
                p_a * (1.0 - p_a) / p_draw,
                p_d * (1.0 - p_d) / p_draw,
                p_draw,
            ),
        };
        loss -= p.max(MIN_PROBABILITY).ln();
        // z = (±v - a) / b: dz/da = -1/b, dz/db = -z/b (no gradient through a clamped width).
        for k in 0..3 {
            grad[k] += g_a * (-1.0 / b_a) * powers[k];
            grad[6 + k] += g_d * (-1.0 / b_d) * powers[k];
            if poly(1) > 0.2 {
                grad[3 + k] += g_a * (-z_a / b_a) * powers[k];
            }
            if poly(3) > 0.2 {
                grad[9 + k] += g_d * (-z_d / b_d) * powers[k];
            }
        }
    }
    let n = samples.len() as f64;
    (loss / n, grad.map(|g| g / n))
}

/// Fits the model: the share of draws among the scores of exactly 0 (the search's draws), and the
/// logistics to the rest.
fn fit(samples: &[Sample], iterations: usize) -> WdlModel {
    let (zeros, train): (Vec<Sample>, Vec<Sample>) = samples.iter().partition(|s| s.cp == 0);
    let search_draw = if zeros.is_empty() {
        WdlModel::NETWORK.search_draw
    } else {
        zeros.iter().filter(|s| s.result == Outcome::Draw).count() as f64 / zeros.len() as f64
    };
    let train = &train[..];
    // Start from a plain logistic of about the right scale with a little room for draws.
    let mut p = [1.0, 0.0, 0.0, 10.0, 0.0, 0.0, 1.0, 0.0, 0.0, 10.0, 0.0, 0.0];
    let (beta1, beta2, rate, eps) = (0.9, 0.999, 0.05, 1e-9);
    let (mut m, mut v) = ([0.0; 12], [0.0; 12]);
    let bar = progress_bar(iterations as u64, "iterations");
    for t in 1..=iterations {
        let (loss, grad) = loss_and_gradient(&p, train);
        for i in 0..12 {
            m[i] = beta1 * m[i] + (1.0 - beta1) * grad[i];
            v[i] = beta2 * v[i] + (1.0 - beta2) * grad[i] * grad[i];
            let m_hat = m[i] / (1.0 - beta1.powi(t as i32));
            let v_hat = v[i] / (1.0 - beta2.powi(t as i32));
            p[i] -= rate * m_hat / (v_hat.sqrt() + eps);
        }
        bar.set_position(t as u64);
        bar.set_message(format!("loss {loss:.5}"));
    }
    bar.finish_and_clear();
    from_params(&p, search_draw)
}

fn print_model(model: &WdlModel) {
    let show = |c: [f64; 3]| format!("[{:.1}, {:.1}, {:.1}]", c[0], c[1], c[2]);
    println!("WdlModel {{");
    println!("    attackers_centre: {},", show(model.attackers_centre));
    println!("    attackers_width: {},", show(model.attackers_width));
    println!("    defenders_centre: {},", show(model.defenders_centre));
    println!("    defenders_width: {},", show(model.defenders_width));
    println!("    search_draw: {:.3},", model.search_draw);
    let knots: Vec<String> = model
        .correction
        .iter()
        .map(|(x, y)| format!("({x:.4}, {y:.4})"))
        .collect();
    println!("    correction: &[{}],", knots.join(", "));
    println!("}}");
}

pub fn run(args: WdlArgs) -> Result<(), String> {
    match args.action {
        WdlAction::Rescore {
            games,
            out,
            depth,
            concurrency,
            level_shift,
            from_level,
        } => players::rescore(
            &players::GamesFile {
                path: games,
                level_shift,
            },
            &out,
            depth,
            concurrency,
            from_level,
        )?,
        WdlAction::Players {
            games,
            scored,
            iterations,
            older_scored,
            older_games,
            older_level_shift,
            from_level,
            part,
            check,
        } => {
            let mut sources = vec![(
                players::GamesFile {
                    path: games,
                    level_shift: 0,
                },
                scored,
            )];
            if let (Some(path), Some(scored)) = (older_games, older_scored) {
                let level_shift = older_level_shift;
                sources.push((players::GamesFile { path, level_shift }, scored));
            }
            players::fit_players(&sources, iterations, from_level, part, &check)?
        }
        WdlAction::PeopleCheck { games, scored } => players::check_people(
            &players::GamesFile {
                path: games,
                level_shift: 0,
            },
            &scored,
        )?,
        WdlAction::Fit {
            files,
            iterations,
            correction_bins,
            svg,
        } => {
            let (train, test) = read(&files)?;
            println!(
                "{} training positions, {} held out",
                train.len(),
                test.len()
            );
            let curves = fit(&train, iterations);
            // The model lives as long as the command: its knots may be 'static.
            let knots: &'static [(f64, f64)] = Vec::leak(fit_correction(
                &curves,
                &train,
                usize::from(correction_bins),
            ));
            let model = WdlModel {
                correction: knots,
                ..curves
            };
            print_model(&model);
            let calibration = calibrate(&model, &test);
            print_calibration(&calibration, test.len());
            if let Some(path) = svg {
                write_svg(&path, &calibration, "fitted model, held-out games")?;
            }
        }
        WdlAction::Check {
            files,
            no_nnue,
            svg,
        } => {
            let (_, test) = read(&files)?;
            let model = WdlModel::of(!no_nnue);
            let calibration = calibrate(model, &test);
            print_calibration(&calibration, test.len());
            if let Some(path) = svg {
                let title = if no_nnue {
                    "hand evaluation, held-out games"
                } else {
                    "network, held-out games"
                };
                write_svg(&path, &calibration, title)?;
            }
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Results drawn from a known model: the fit finds a model that predicts them as well.
    #[test]
    fn the_fit_recovers_a_model_from_its_own_results() {
        let truth = WdlModel {
            attackers_centre: [150.0, 0.0, 0.0],
            attackers_width: [600.0, 0.0, 0.0],
            defenders_centre: [250.0, 0.0, 0.0],
            defenders_width: [500.0, 0.0, 0.0],
            search_draw: 0.9,
            correction: &[],
        };
        let mut rng = 7u64;
        let mut next = || {
            rng ^= rng << 13;
            rng ^= rng >> 7;
            rng ^= rng << 17;
            (rng >> 11) as f64 / (1u64 << 53) as f64
        };
        let samples: Vec<Sample> = (0..20_000)
            .map(|i| {
                let cp = (i % 400) * 10 - 1995;
                let wdl = truth.wdl_of_cp(cp, 20);
                let r = next();
                let result = if r < wdl.attackers {
                    Outcome::Attackers
                } else if r < wdl.attackers + wdl.draw {
                    Outcome::Draw
                } else {
                    Outcome::Defenders
                };
                Sample {
                    cp,
                    material: 20,
                    result,
                    game: i as u64,
                }
            })
            .collect();
        let fitted = fit(&samples, 1500);
        for cp in [-1500, -500, 10, 300, 1200] {
            let (a, b) = (truth.wdl_of_cp(cp, 20), fitted.wdl_of_cp(cp, 20));
            assert!(
                (a.attackers - b.attackers).abs() < 0.04,
                "{cp}: {a:?} {b:?}"
            );
            assert!((a.draw - b.draw).abs() < 0.04, "{cp}: {a:?} {b:?}");
        }
        let calibration = calibrate(&fitted, &samples);
        for bucket in calibration.buckets.iter().filter(|b| b.positions > 500) {
            assert!((bucket.predicted - bucket.actual).abs() < 0.05);
        }
        assert!((calibration.predicted_draw - calibration.draw_share).abs() < 0.02);
    }

    #[test]
    fn the_correction_pools_a_fall_into_the_weighted_mean() {
        // A light bin above a heavy one that scores less: they share the weighted mean, so the
        // heavy bin stays near its own results.
        let pooled = isotonic(&[(100, 0.2), (500, 0.85), (100_000, 0.73), (800, 0.9)]);
        let mean = (500.0 * 0.85 + 100_000.0 * 0.73) / 100_500.0;
        assert_eq!(pooled[0], 0.2);
        assert!((pooled[1] - mean).abs() < 1e-12 && (pooled[2] - mean).abs() < 1e-12);
        assert!((pooled[2] - 0.73).abs() < 0.001);
        assert_eq!(pooled[3], 0.9);
        // A fall that drags back over two blocks.
        let pooled = isotonic(&[(1, 0.5), (1, 0.6), (2, 0.2)]);
        assert!(
            pooled.iter().all(|&y| (y - 0.375).abs() < 1e-12),
            "{pooled:?}"
        );
        // Already monotone: unchanged.
        assert_eq!(isotonic(&[(3, 0.1), (1, 0.4)]), vec![0.1, 0.4]);
    }

    /// The interval counts games: a thousand positions from a hundred games (ten each, sharing
    /// their game's result) are worth far less than a thousand games.
    #[test]
    fn the_interval_counts_games_not_positions() {
        let model = WdlModel::NETWORK;
        let sample = |game: u64| Sample {
            cp: 300,
            material: 20,
            result: if (game * 7919) % 10 < 7 {
                Outcome::Attackers
            } else {
                Outcome::Defenders
            },
            game,
        };
        let clustered: Vec<Sample> = (0..1000).map(|i| sample(i / 10)).collect();
        let independent: Vec<Sample> = (0..1000).map(sample).collect();
        let bucket = |samples: &[Sample]| {
            let c = calibrate(&model, samples);
            let b = c.buckets.into_iter().find(|b| b.positions > 0).unwrap();
            (b.games, b.margin, b.actual)
        };
        let (games_c, margin_c, actual_c) = bucket(&clustered);
        let (games_i, margin_i, actual_i) = bucket(&independent);
        assert_eq!((games_c, games_i), (100, 1000));
        // The same share of wins either way (7 in 10), so the same mean...
        assert!((actual_c - 0.7).abs() < 1e-9 && (actual_i - 0.7).abs() < 1e-9);
        // ... and an interval about sqrt(10) times wider when positions come ten to a game.
        let ratio = margin_c / margin_i;
        assert!((2.8..3.5).contains(&ratio), "{margin_c} / {margin_i}");
        // The independent interval is the textbook one: 1.96 sqrt(variance / n), the variance of
        // one result (a win 1, a draw 1/2) as the model gives it.
        let wdl = model.wdl_of_cp(300, 20);
        let p = wdl.chance_for(Side::Attackers);
        let variance = wdl.attackers + wdl.draw / 4.0 - p * p;
        assert!((margin_i - 1.96 * (variance / 1000.0).sqrt()).abs() < 1e-9);
    }
}
