//! How well a win/draw/loss model's chances match the results of held-out games: a table by decile
//! of the prediction, with each decile's games and the interval chance alone would give it, and a
//! plot.

use std::fmt::Write as _;

use ardri_engine::{Wdl, WdlModel};
use ardri_rules::Side;

use super::{MIN_PROBABILITY, Outcome, Sample};

/// One decile of predicted chance.
pub(super) struct Bucket {
    pub(super) positions: usize,
    pub(super) games: usize,
    pub(super) predicted: f64,
    pub(super) actual: f64,
    /// Half the 95% interval of `actual` around `predicted` if the model were right, with the
    /// positions of a game moving together (they share one result, so they are far from
    /// independent): a difference beyond it is the model's, not chance's.
    pub(super) margin: f64,
}

/// The calibration of `model` on `samples`: the attackers' expected score by decile of the
/// prediction, the mean predicted draw chance and the draw share.
pub(super) struct Calibration {
    pub(super) buckets: Vec<Bucket>,
    pub(super) predicted_draw: f64,
    pub(super) draw_share: f64,
    pub(super) loss: f64,
}

pub(super) fn calibrate(model: &WdlModel, samples: &[Sample]) -> Calibration {
    let decile = |chance: f64| ((chance * 10.0) as usize).min(9);
    let mut sums = vec![(0usize, 0.0, 0.0); 10];
    // Per decile and game: the positions, and the sums of their expected score and of their
    // expected squared score (a win 1, a draw 1/4) by the model.
    let mut clusters: Vec<std::collections::HashMap<u64, (f64, f64, f64)>> =
        vec![Default::default(); 10];
    let (mut predicted_draw, mut draws, mut log_likelihood) = (0.0, 0usize, 0.0);
    for s in samples {
        let wdl: Wdl = model.wdl_of_cp(s.cp, s.material);
        let chance = wdl.chance_for(Side::Attackers);
        let bucket = &mut sums[decile(chance)];
        bucket.0 += 1;
        bucket.1 += chance;
        bucket.2 += s.result.score();
        let game = clusters[decile(chance)].entry(s.game).or_default();
        game.0 += 1.0;
        game.1 += chance;
        game.2 += wdl.attackers + wdl.draw / 4.0;
        predicted_draw += wdl.draw;
        draws += usize::from(s.result == Outcome::Draw);
        log_likelihood += match s.result {
            Outcome::Attackers => wdl.attackers,
            Outcome::Draw => wdl.draw,
            Outcome::Defenders => wdl.defenders,
        }
        .max(MIN_PROBABILITY)
        .ln();
    }
    let n = samples.len().max(1) as f64;
    let loss = -log_likelihood / n;
    Calibration {
        buckets: sums
            .into_iter()
            .zip(&clusters)
            .map(|((count, predicted, actual), games)| {
                let count_f = count.max(1) as f64;
                // If the model is right, a game's result varies as its expected score says, and
                // all its positions in the decile move with it: the variance of the decile's
                // actual score is the sum over games of (positions^2 x that variance) over n^2.
                let variance = games
                    .values()
                    .map(|&(n, score, square)| {
                        let mean = score / n;
                        n * n * (square / n - mean * mean).max(0.0)
                    })
                    .sum::<f64>()
                    / (count_f * count_f);
                Bucket {
                    positions: count,
                    games: games.len(),
                    predicted: predicted / count_f,
                    actual: actual / count_f,
                    margin: 1.96 * variance.sqrt(),
                }
            })
            .collect(),
        predicted_draw: predicted_draw / n,
        draw_share: draws as f64 / n,
        loss,
    }
}

/// The goal: every decile of the prediction within this many points of the results.
const GOAL_POINTS: f64 = 5.0;

pub(super) fn print_calibration(c: &Calibration, samples: usize) {
    println!("held-out positions: {samples}; log loss {:.4}", c.loss);
    println!(
        "| predicted attackers' chance | positions | games | mean predicted | attackers' actual score | off by (95% if calibrated) |"
    );
    println!("|---|---|---|---|---|---|");
    let mut worst: f64 = 0.0;
    let mut clearly_off = Vec::new();
    for (i, b) in c.buckets.iter().enumerate() {
        let name = format!("{}-{}%", i * 10, i * 10 + 10);
        if b.positions == 0 {
            println!("| {name} | 0 | 0 | - | - | - |");
            continue;
        }
        let off = (b.predicted - b.actual) * 100.0;
        let margin = b.margin * 100.0;
        worst = worst.max(off.abs());
        if off.abs() - margin > GOAL_POINTS {
            clearly_off.push(name.clone());
        }
        println!(
            "| {name} | {} | {} | {:.1}% | {:.1}% | {off:+.1} +/- {margin:.1} |",
            b.positions,
            b.games,
            b.predicted * 100.0,
            b.actual * 100.0,
        );
    }
    println!(
        "draws: predicted {:.1}% on average, {:.1}% of the positions' games were drawn",
        c.predicted_draw * 100.0,
        c.draw_share * 100.0
    );
    println!("worst decile off by {worst:.1} points");
    if clearly_off.is_empty() {
        println!("no decile is off by more than {GOAL_POINTS} points beyond its 95% interval");
    } else {
        println!(
            "off by more than {GOAL_POINTS} points beyond the 95% interval: {}",
            clearly_off.join(", ")
        );
    }
}

/// A calibration plot: predicted against actual per decile, the diagonal for reference.
pub(super) fn write_svg(
    path: &std::path::Path,
    c: &Calibration,
    title: &str,
) -> Result<(), String> {
    let (size, margin) = (360.0, 40.0);
    let scale = |v: f64| margin + v * (size - 2.0 * margin);
    let mut svg = format!(
        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{size}\" height=\"{size}\" font-family=\"sans-serif\" font-size=\"11\">\n<rect width=\"100%\" height=\"100%\" fill=\"white\"/>\n"
    );
    let _ = writeln!(
        svg,
        "<text x=\"{margin}\" y=\"20\">{title}</text>\n<line x1=\"{}\" y1=\"{}\" x2=\"{}\" y2=\"{}\" stroke=\"#aaa\"/>",
        scale(0.0),
        size - scale(0.0),
        scale(1.0),
        size - scale(1.0)
    );
    let _ = writeln!(
        svg,
        "<rect x=\"{m}\" y=\"{m}\" width=\"{w}\" height=\"{w}\" fill=\"none\" stroke=\"black\"/>\n<text x=\"{}\" y=\"{}\">predicted attackers' chance</text>\n<text x=\"8\" y=\"{}\" transform=\"rotate(-90 8 {})\">actual score</text>",
        size / 2.0 - 70.0,
        size - 10.0,
        size / 2.0 + 30.0,
        size / 2.0 + 30.0,
        m = margin,
        w = size - 2.0 * margin
    );
    // Each decile's 95% interval if the model were right, around the prediction: a point outside
    // its bar is off by more than chance.
    for b in c.buckets.iter().filter(|b| b.positions > 0) {
        let (low, high) = (
            (b.predicted - b.margin).max(0.0),
            (b.predicted + b.margin).min(1.0),
        );
        let _ = writeln!(
            svg,
            "<line x1=\"{x:.1}\" y1=\"{:.1}\" x2=\"{x:.1}\" y2=\"{:.1}\" stroke=\"#888\" stroke-width=\"4\" stroke-opacity=\"0.5\"/>",
            size - scale(low),
            size - scale(high),
            x = scale(b.predicted)
        );
    }
    let points: Vec<String> = c
        .buckets
        .iter()
        .filter(|b| b.positions > 0)
        .map(|b| format!("{:.1},{:.1}", scale(b.predicted), size - scale(b.actual)))
        .collect();
    let _ = writeln!(
        svg,
        "<polyline points=\"{}\" fill=\"none\" stroke=\"#c33\" stroke-width=\"2\"/>",
        points.join(" ")
    );
    for p in &points {
        let (x, y) = p.split_once(',').expect("a point");
        let _ = writeln!(svg, "<circle cx=\"{x}\" cy=\"{y}\" r=\"3\" fill=\"#c33\"/>");
    }
    svg.push_str("</svg>\n");
    ardri_saves::write_atomic(path, svg.as_bytes()).map_err(|e| e.to_string())
}
