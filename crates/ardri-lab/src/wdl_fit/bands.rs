//! How well the players' model's chances hold, per band of the players' ratings: the deciles of
//! the attackers' predicted expected score against what they scored.

use std::collections::HashMap;

use ardri_engine::{Ratings, Wdl};
use ardri_rules::Side;

use super::players::Sample;

/// The bands the check reports on, by the players' mean rating: where each starts.
pub const BAND_FLOORS: [i32; 4] = [i32::MIN, 1400, 1900, 2400];

pub fn band_of(ratings: Ratings) -> usize {
    let mean = (ratings.attackers + ratings.defenders) / 2;
    BAND_FLOORS
        .iter()
        .rposition(|&floor| mean >= floor)
        .unwrap_or(0)
}

/// A band's name: its ratings and the levels rated within them ("levels 5-7, 1400 to 1900").
pub fn band_name(band: usize) -> String {
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

/// The calibration of `chances` on some positions: per decile of the attackers' predicted
/// expected score, the positions, games, predicted and actual score and the 95% margin chance
/// alone allows (the positions of a game counted as moving together); then the draws.
pub struct Calibration {
    /// Positions, games, predicted and actual (points), margin (points), by decile.
    deciles: Vec<(usize, usize, f64, f64, f64)>,
    pub draws_predicted: f64,
    pub draws_happened: f64,
}

/// Deciles with fewer positions than this are too few to count in the misses.
pub const DECILE_FLOOR: usize = 200;

impl Calibration {
    pub fn of(samples: &[&Sample], chances: &dyn Fn(&Sample) -> Wdl) -> Self {
        let mut buckets: Vec<(usize, f64, f64, HashMap<usize, f64>)> =
            (0..10).map(|_| (0, 0.0, 0.0, HashMap::new())).collect();
        let (mut draw_predicted, mut draws) = (0.0, 0usize);
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
        let deciles = buckets
            .iter()
            .map(|(n, predicted, actual, games)| {
                let nf = (*n).max(1) as f64;
                let margin = 1.96 * games.values().map(|sd| sd * sd).sum::<f64>().sqrt() / nf;
                (
                    *n,
                    games.len(),
                    100.0 * predicted / nf,
                    100.0 * actual / nf,
                    100.0 * margin,
                )
            })
            .collect();
        let n = samples.len().max(1) as f64;
        Calibration {
            deciles,
            draws_predicted: 100.0 * draw_predicted / n,
            draws_happened: 100.0 * draws as f64 / n,
        }
    }

    /// The misses of the deciles with enough positions.
    fn misses(&self) -> impl Iterator<Item = f64> + '_ {
        self.deciles
            .iter()
            .filter(|d| d.0 >= DECILE_FLOOR)
            .map(|d| (d.2 - d.3).abs())
    }

    pub fn mean_miss(&self) -> f64 {
        let (sum, n) = self.misses().fold((0.0, 0), |(s, n), m| (s + m, n + 1));
        if n == 0 { f64::NAN } else { sum / n as f64 }
    }

    pub fn worst_miss(&self) -> f64 {
        self.misses().fold(0.0, f64::max)
    }

    pub fn print(&self) {
        println!("  decile  positions  games  predicted  actual  margin");
        for (i, (n, games, predicted, actual, margin)) in self.deciles.iter().enumerate() {
            if *n == 0 {
                continue;
            }
            println!(
                "  {:>2}-{:<3}  {n:>9}  {games:>5}  {predicted:>8.1}%  {actual:>5.1}%  +/-{margin:.1}",
                i * 10,
                i * 10 + 10,
            );
        }
        println!(
            "  draws: predicted {:.1}%, happened {:.1}%",
            self.draws_predicted, self.draws_happened
        );
    }
}
