//! The ladder's ratings by maximum likelihood: every player's rating and the attackers' advantage
//! in one Elo model, with the anchor held.

use std::collections::BTreeMap;

use super::LadderGame;

/// The fitted scale: each player's rating and the half-width of its 95% interval, and the
/// attackers' advantage in Elo.
#[derive(Clone, Debug)]
pub struct Fit {
    pub ratings: BTreeMap<String, (f64, f64)>,
    pub attackers_advantage: f64,
}

/// The chance that the attackers' player scores against the defenders' (Elo's logistic curve).
pub fn expected(attackers: f64, defenders: f64, advantage: f64) -> f64 {
    1.0 / (1.0 + 10f64.powf(-(attackers - defenders + advantage) / 400.0))
}

/// Fits every player's rating and the attackers' advantage to `games` by maximum likelihood
/// (Newton's method), with `anchor` held at `anchor_rating`. Each pairing also counts one virtual
/// drawn game each way, so a pairing that one side swept has a finite estimate (a prior, as
/// bayeselo's), and the intervals come from the curvature of the likelihood.
pub fn fit(games: &[LadderGame], anchor: &str, anchor_rating: f64) -> Fit {
    let mut names: Vec<String> = games
        .iter()
        .flat_map(|g| [g.attackers.clone(), g.defenders.clone()])
        .filter(|n| n != anchor)
        .collect();
    names.sort();
    names.dedup();
    let index = |name: &str| names.iter().position(|n| n == name);
    // The games, with the prior's virtual draws.
    let mut weighted: Vec<(Option<usize>, Option<usize>, f64, f64)> = games
        .iter()
        .map(|g| (index(&g.attackers), index(&g.defenders), g.score, 1.0))
        .collect();
    let mut pairings: Vec<(Option<usize>, Option<usize>)> = weighted
        .iter()
        .map(|&(a, d, _, _)| if a <= d { (a, d) } else { (d, a) })
        .collect();
    pairings.sort();
    pairings.dedup();
    for (x, y) in pairings {
        weighted.push((x, y, 0.5, 0.5));
        weighted.push((y, x, 0.5, 0.5));
    }
    // Parameters: the ratings of `names` (relative to the anchor), then the advantage.
    let n = names.len() + 1;
    let mut theta = vec![0.0; n];
    let k = std::f64::consts::LN_10 / 400.0;
    let rating = |theta: &[f64], i: Option<usize>| i.map_or(0.0, |i| theta[i]);
    let mut information = vec![vec![0.0; n]; n];
    for _ in 0..100 {
        let mut gradient = vec![0.0; n];
        information = vec![vec![0.0; n]; n];
        for &(a, d, score, weight) in &weighted {
            let p = expected(rating(&theta, a), rating(&theta, d), theta[n - 1]);
            // d(rating difference)/d(parameter): +1 for the attackers' player and the advantage,
            // -1 for the defenders' player.
            let mut slope = vec![(n - 1, 1.0)];
            slope.extend(a.map(|i| (i, 1.0)));
            slope.extend(d.map(|i| (i, -1.0)));
            for &(i, si) in &slope {
                gradient[i] += weight * k * (score - p) * si;
                for &(j, sj) in &slope {
                    information[i][j] += weight * k * k * p * (1.0 - p) * si * sj;
                }
            }
        }
        let step = solve(&information, &gradient);
        let largest = step.iter().fold(0.0f64, |m, s| m.max(s.abs()));
        for (t, s) in theta.iter_mut().zip(&step) {
            *t += s.clamp(-400.0, 400.0);
        }
        if largest < 1e-6 {
            break;
        }
    }
    let covariance = invert(&information);
    let mut ratings = BTreeMap::new();
    ratings.insert(anchor.to_string(), (anchor_rating, 0.0));
    for (i, name) in names.iter().enumerate() {
        let margin = 1.96 * covariance[i][i].max(0.0).sqrt();
        ratings.insert(name.clone(), (anchor_rating + theta[i], margin));
    }
    Fit {
        ratings,
        attackers_advantage: theta[n - 1],
    }
}

/// Solves `m x = b` by Gaussian elimination with partial pivoting (the systems here are small).
pub(crate) fn solve(m: &[Vec<f64>], b: &[f64]) -> Vec<f64> {
    let n = b.len();
    let mut a: Vec<Vec<f64>> = m
        .iter()
        .zip(b)
        .map(|(row, &bi)| {
            let mut r = row.clone();
            r.push(bi);
            r
        })
        .collect();
    for col in 0..n {
        let pivot = (col..n)
            .max_by(|&x, &y| a[x][col].abs().total_cmp(&a[y][col].abs()))
            .unwrap_or(col);
        a.swap(col, pivot);
        let p = a[col][col];
        if p.abs() < 1e-15 {
            continue;
        }
        let pivot_row = a[col].clone();
        for (index, row) in a.iter_mut().enumerate() {
            if index != col {
                let f = row[col] / p;
                for (x, y) in row[col..].iter_mut().zip(&pivot_row[col..]) {
                    *x -= f * y;
                }
            }
        }
    }
    (0..n)
        .map(|i| {
            if a[i][i].abs() < 1e-15 {
                0.0
            } else {
                a[i][n] / a[i][i]
            }
        })
        .collect()
}

fn invert(m: &[Vec<f64>]) -> Vec<Vec<f64>> {
    let n = m.len();
    let columns: Vec<Vec<f64>> = (0..n)
        .map(|j| {
            solve(
                m,
                &(0..n)
                    .map(|i| f64::from(u8::from(i == j)))
                    .collect::<Vec<_>>(),
            )
        })
        .collect();
    (0..n)
        .map(|i| (0..n).map(|j| columns[j][i]).collect())
        .collect()
}
