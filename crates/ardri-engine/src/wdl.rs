//! The win/draw/loss model: what an evaluation means as chances, fitted to game results.
//!
//! The form is Stockfish's WDL model, made two-sided because Ard Ri is not symmetric: with `v` the
//! evaluation from the attackers' view (centi-pieces) and `m` the pieces on the board,
//!
//! ```text
//! P(attackers win) = 1 / (1 + exp((a_A(m) - v) / b_A(m)))
//! P(defenders win) = 1 / (1 + exp((a_D(m) + v) / b_D(m)))
//! P(draw)          = 1 - P(attackers win) - P(defenders win)
//! ```
//!
//! where each centre `a` and width `b` is a quadratic in `x = m / 25` (25 pieces at the start), and
//! `v` is the evaluation squashed as `s * asinh(cp / s)` with `s` = [`SQUASH`]: near even it is the
//! evaluation itself, far from it it grows like a logarithm. Self-play says why: the attackers'
//! results climb steeply between a small and a clear advantage and then only slowly, which one
//! logistic in the raw evaluation cannot follow (its worst decile was 30 points off, against about
//! 10 with the squash, on the same held-out games).
//! The two centres apart make room for draws: the wider apart, the likelier a draw between them.
//! A forced win is certain, a drawn position a certain draw; nothing is clamped.
//!
//! The constants come from `ardri-lab wdl fit` over self-play games (see that command and the
//! docs/engine.md's calibration table for the data and the held-out check); one model per evaluation, since
//! the network's and the hand evaluation's centi-pieces are not the same unit.

use ardri_rules::{Position, Side};

pub mod players;

use crate::score::Eval;

/// Win, draw and loss chances from the attackers' view (they sum to 1).
#[derive(Clone, Copy, PartialEq, Debug)]
pub struct Wdl {
    pub attackers: f64,
    pub draw: f64,
    pub defenders: f64,
}

impl Wdl {
    pub const DRAWN: Wdl = Wdl {
        attackers: 0.0,
        draw: 1.0,
        defenders: 0.0,
    };

    /// A certain win for `side`.
    pub fn won_by(side: Side) -> Wdl {
        match side {
            Side::Attackers => Wdl {
                attackers: 1.0,
                draw: 0.0,
                defenders: 0.0,
            },
            Side::Defenders => Wdl {
                attackers: 0.0,
                draw: 0.0,
                defenders: 1.0,
            },
        }
    }

    /// `side`'s chance of winning.
    pub fn win_for(self, side: Side) -> f64 {
        match side {
            Side::Attackers => self.attackers,
            Side::Defenders => self.defenders,
        }
    }

    /// `side`'s expected score, 0 to 1: a win counts 1, a draw half. This is the "chance" the bar,
    /// the graph, the move classes and the accuracy use.
    pub fn chance_for(self, side: Side) -> f64 {
        self.win_for(side) + self.draw / 2.0
    }

    /// Win, draw and loss per mille from `side`'s view, summing to exactly 1000 (UCI's `wdl`).
    pub fn per_mille_for(self, side: Side) -> [u32; 3] {
        let win = (self.win_for(side) * 1000.0).round().clamp(0.0, 1000.0) as u32;
        let loss = (self.win_for(side.opponent()) * 1000.0)
            .round()
            .clamp(0.0, f64::from(1000 - win)) as u32;
        [win, 1000 - win - loss, loss]
    }

    /// Per mille from the attackers' view: attackers win, draw, defenders win.
    pub fn per_mille(self) -> [u32; 3] {
        self.per_mille_for(Side::Attackers)
    }
}

impl std::fmt::Display for Wdl {
    /// The chance as people read it: the expected score of the side ahead, `A 78%` or `D 61%`
    /// (`50%` when even); a certain result reads `A 100%`.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let attackers = (self.chance_for(Side::Attackers) * 100.0).round();
        if attackers == 50.0 {
            write!(f, "50%")
        } else if attackers > 50.0 {
            write!(f, "A {attackers:.0}%")
        } else {
            write!(f, "D {:.0}%", 100.0 - attackers)
        }
    }
}

/// A quadratic in `x`: `c[0] + c[1] x + c[2] x^2`.
fn quadratic(c: &[f64; 3], x: f64) -> f64 {
    c[0] + x * (c[1] + x * c[2])
}

/// The pieces on the board at the start, the unit of the model's material variable.
pub const START_MATERIAL: f64 = 25.0;

/// The fitted constants of one evaluation's model (see the module's documentation).
#[derive(Clone, Copy, PartialEq, Debug)]
pub struct WdlModel {
    /// `a_A`: the evaluation at which the attackers win half their games.
    pub attackers_centre: [f64; 3],
    /// `b_A`: how fast the attackers' chance rises around the centre.
    pub attackers_width: [f64; 3],
    /// `a_D`: minus the evaluation at which the defenders win half their games.
    pub defenders_centre: [f64; 3],
    /// `b_D`.
    pub defenders_width: [f64; 3],
    /// The draw chance of a score of exactly 0. The search returns exactly 0 only for a draw it
    /// steers to (a repetition or a fortress), an evaluation almost never: in self-play such
    /// positions were nearly always drawn, far more often than the logistic at 0 would say, so
    /// they get their own fitted draw chance (the rest split as the logistic splits it).
    pub search_draw: f64,
    /// A monotone correction of the attackers' expected score, fitted after the curves: knots
    /// (predicted, actual) from the training games, read by linear interpolation. The curves alone
    /// missed the middle of the range by up to 10 points on held-out games (a score a little
    /// above the search's own draws won less than they said); the correction moves the expected
    /// score and keeps the draw chance where it can. Empty: no correction.
    pub correction: &'static [(f64, f64)],
}

/// The scale of the squash (centi-pieces): evaluations much smaller than this count as they are.
pub const SQUASH: f64 = 500.0;

/// The evaluation as the model sees it (see the module's documentation).
pub fn squashed(cp: i32) -> f64 {
    SQUASH * (f64::from(cp) / SQUASH).asinh()
}

/// The smallest width the model allows (centi-pieces): a fit can never make it a step function.
const MIN_WIDTH: f64 = 20.0;

impl WdlModel {
    /// The network's model: `ardri-lab wdl fit --iterations 2500 --correction-bins 40` over
    /// the quiet positions of nine in ten of 15,998 self-play games of the built-in network (5,000
    /// nodes a move, random openings, 1,200-ply cap; 8,000 games as they start, 7,998 with 3 or 6
    /// attackers taken off after the opening for the lower half and the middle), checked on the
    /// 125,368 positions of the games held out (docs/engine.md, *Calibration*): nine deciles within 5
    /// points, the tenth 7.0 +/- 6.8.
    pub const NETWORK: WdlModel = WdlModel {
        attackers_centre: [623.4, -1095.8, 506.8],
        attackers_width: [445.3, -422.6, 566.0],
        defenders_centre: [378.1, -555.1, 410.1],
        defenders_width: [338.8, 273.8, -210.2],
        search_draw: 0.708,
        correction: &[
            (0.0000, 0.0000),
            (0.0175, 0.0054),
            (0.0370, 0.0143),
            (0.0619, 0.0453),
            (0.0868, 0.1041),
            (0.1118, 0.1576),
            (0.1369, 0.2055),
            (0.1620, 0.2617),
            (0.1870, 0.2978),
            (0.2119, 0.3375),
            (0.2371, 0.3429),
            (0.2623, 0.3583),
            (0.2874, 0.3822),
            (0.3122, 0.4000),
            (0.3374, 0.4114),
            (0.3623, 0.4114),
            (0.3876, 0.4349),
            (0.4125, 0.4404),
            (0.4370, 0.4569),
            (0.4625, 0.4756),
            (0.4874, 0.4766),
            (0.5124, 0.4932),
            (0.5370, 0.5244),
            (0.5626, 0.5598),
            (0.5876, 0.5598),
            (0.6126, 0.5810),
            (0.6376, 0.5943),
            (0.6628, 0.5943),
            (0.6874, 0.6120),
            (0.7129, 0.6229),
            (0.7379, 0.6389),
            (0.7629, 0.6459),
            (0.7881, 0.6842),
            (0.8131, 0.7121),
            (0.8385, 0.7358),
            (0.8641, 0.7829),
            (0.8905, 0.8357),
            (0.9117, 0.9186),
            (0.9416, 0.9407),
            (0.9618, 0.9803),
            (0.9841, 0.9993),
            (1.0000, 1.0000),
        ],
    };

    /// The hand evaluation's model: `ardri-lab wdl fit` over 1,101,329 quiet positions of nine
    /// in ten of 14,314 self-play games played with it (`datagen --no-nnue`, 5,000 nodes a move):
    /// 4,914 from 4-9-ply random openings, 4,800 from 8-20-ply ones, and 4,600 with 3 or 6
    /// attackers taken off after the opening (`--handicap`), without which it almost never favours
    /// the defenders. Checked on the 131,842 positions of the games held out (docs/engine.md,
    /// *Calibration*): every decile of the prediction within 5 points of the results.
    pub const HAND: WdlModel = WdlModel {
        attackers_centre: [928.5, 46.0, -358.7],
        attackers_width: [135.2, -211.7, 202.0],
        defenders_centre: [-223.5, -268.3, -103.7],
        defenders_width: [309.9, -223.4, -25.7],
        search_draw: 0.998,
        correction: &[
            (0.0000, 0.0000),
            (0.0324, 0.0304),
            (0.0738, 0.0707),
            (0.1251, 0.1171),
            (0.1715, 0.1171),
            (0.2234, 0.2148),
            (0.2838, 0.2621),
            (0.3157, 0.3229),
            (0.3754, 0.3595),
            (0.4244, 0.3809),
            (0.4733, 0.4248),
            (0.5228, 0.4864),
            (0.5759, 0.5395),
            (0.6269, 0.6378),
            (0.6777, 0.6872),
            (0.7265, 0.7447),
            (0.7763, 0.7914),
            (0.8264, 0.8639),
            (0.8750, 0.8911),
            (0.9233, 0.9004),
            (0.9652, 0.9336),
            (1.0000, 1.0000),
        ],
    };

    /// The model of the evaluation in use.
    pub fn of(use_nnue: bool) -> &'static WdlModel {
        if use_nnue {
            &WdlModel::NETWORK
        } else {
            &WdlModel::HAND
        }
    }

    /// The model of the engine's default evaluation (what the app and reviews use).
    pub fn default_model() -> &'static WdlModel {
        WdlModel::of(crate::threads::USE_NNUE_BY_DEFAULT)
    }

    /// The chances for an evaluation `cp` (centi-pieces, attackers' view) with `material` pieces on
    /// the board.
    pub fn wdl_of_cp(&self, cp: i32, material: u32) -> Wdl {
        let x = f64::from(material) / START_MATERIAL;
        let v = squashed(cp);
        let width = |c: &[f64; 3]| quadratic(c, x).max(MIN_WIDTH);
        let attackers =
            logistic((v - quadratic(&self.attackers_centre, x)) / width(&self.attackers_width));
        let defenders =
            logistic((-v - quadratic(&self.defenders_centre, x)) / width(&self.defenders_width));
        let decisive = attackers + defenders;
        if cp == 0 {
            let share = |p: f64| (1.0 - self.search_draw) * p / decisive.max(f64::MIN_POSITIVE);
            return Wdl {
                attackers: share(attackers),
                draw: self.search_draw,
                defenders: share(defenders),
            };
        }
        let curves = if decisive > 1.0 {
            // Centres that cross (a poor fit far outside its data) leave no room for a draw.
            Wdl {
                attackers: attackers / decisive,
                draw: 0.0,
                defenders: defenders / decisive,
            }
        } else {
            Wdl {
                attackers,
                draw: 1.0 - decisive,
                defenders,
            }
        };
        self.corrected(curves)
    }

    /// `wdl` with its expected score moved by [`WdlModel::correction`]: the draw chance stays
    /// unless the new expected score leaves it no room (a draw counts half).
    pub fn corrected(&self, wdl: Wdl) -> Wdl {
        if self.correction.is_empty() {
            return wdl;
        }
        let expected = interpolate(self.correction, wdl.chance_for(Side::Attackers));
        let draw = wdl.draw.min(2.0 * expected).min(2.0 * (1.0 - expected));
        Wdl {
            attackers: (expected - draw / 2.0).max(0.0),
            draw,
            defenders: (1.0 - expected - draw / 2.0).max(0.0),
        }
    }

    /// The chances of `eval` in `position` (the position it is about).
    pub fn wdl(&self, eval: Eval, position: &Position) -> Wdl {
        match eval {
            Eval::Cp(cp) => self.wdl_of_cp(cp, position.occupied().count()),
            Eval::Win { side, .. } => Wdl::won_by(side),
            Eval::Drawn => Wdl::DRAWN,
        }
    }

    /// `side`'s expected score (0 to 1) in `position` by `eval`.
    pub fn chance(&self, eval: Eval, position: &Position, side: Side) -> f64 {
        self.wdl(eval, position).chance_for(side)
    }
}

/// The piecewise-linear function through `knots` (sorted by x) at `x`, flat beyond the ends.
fn interpolate(knots: &[(f64, f64)], x: f64) -> f64 {
    let Some(i) = knots.iter().position(|&(kx, _)| kx >= x) else {
        return knots.last().map_or(x, |k| k.1);
    };
    if i == 0 {
        return knots[0].1;
    }
    let ((x0, y0), (x1, y1)) = (knots[i - 1], knots[i]);
    if x1 - x0 < 1e-12 {
        return y1;
    }
    y0 + (y1 - y0) * (x - x0) / (x1 - x0)
}

fn logistic(x: f64) -> f64 {
    1.0 / (1.0 + (-x).exp())
}

#[cfg(test)]
mod tests {
    use super::*;
    use ardri_rules::Rules;

    #[test]
    fn the_correction_moves_the_expected_score_through_its_knots() {
        let curves = WdlModel {
            correction: &[],
            ..WdlModel::NETWORK
        };
        let model = WdlModel {
            correction: &[(0.0, 0.0), (0.3, 0.3), (0.45, 0.35), (1.0, 1.0)],
            ..curves
        };
        // An evaluation the curves put between the knots 0.3 and 0.45, whatever the fit.
        let cp = (-3000..3000)
            .step_by(10)
            .find(|&cp| (0.35..0.4).contains(&curves.wdl_of_cp(cp, 20).chance_for(Side::Attackers)))
            .expect("the curves cross 0.35-0.4");
        let plain = curves.wdl_of_cp(cp, 20);
        let before = plain.chance_for(Side::Attackers);
        let after = model.wdl_of_cp(cp, 20);
        let want = interpolate(model.correction, before);
        assert!((after.chance_for(Side::Attackers) - want).abs() < 1e-9);
        assert!((after.attackers + after.draw + after.defenders - 1.0).abs() < 1e-9);
        assert!(after.draw <= plain.draw + 1e-12);
        // Between 0.3 and 0.45 the knots lower the expected score.
        assert!(before > 0.3 && before < 0.45, "{before}");
        assert!(after.chance_for(Side::Attackers) < before);
        assert!((interpolate(model.correction, 0.375) - 0.325).abs() < 1e-12);
        assert_eq!(interpolate(model.correction, 1.5), 1.0);
        // A search draw (score 0) keeps its own draw chance, corrected or not.
        assert!((model.wdl_of_cp(0, 20).draw - WdlModel::NETWORK.search_draw).abs() < 1e-9);
    }

    #[test]
    fn chances_sum_to_one_and_follow_the_evaluation() {
        let start = Position::start(Rules::default());
        for model in [WdlModel::NETWORK, WdlModel::HAND] {
            // Never falling; flat only where the correction pooled bins whose games scored alike.
            let mut last = 0.0;
            for cp in (-6010..=6000).step_by(250) {
                let wdl = model.wdl(Eval::Cp(cp), &start);
                assert!((wdl.attackers + wdl.draw + wdl.defenders - 1.0).abs() < 1e-9);
                assert!(wdl.attackers >= last, "{cp}: {wdl:?}");
                last = wdl.attackers;
            }
            let at = |cp| model.wdl(Eval::Cp(cp), &start).attackers;
            // From almost nothing to almost certain over the range.
            assert!(
                at(-6010) < 0.05 && at(6000) > 0.9,
                "{} {}",
                at(-6010),
                at(6000)
            );
            // A hopeless position and a merely bad one are told apart (no clamp).
            let chance = |cp| model.chance(Eval::Cp(cp), &start, Side::Defenders);
            assert!(
                chance(3998) > chance(4511),
                "{} {}",
                chance(3998),
                chance(4511)
            );
        }
        let model = WdlModel::NETWORK;
        let mut last = 0.0;
        for cp in (-6010..=6000).step_by(250) {
            let wdl = model.wdl(Eval::Cp(cp), &start);
            let sum = wdl.attackers + wdl.draw + wdl.defenders;
            assert!((sum - 1.0).abs() < 1e-9, "{wdl:?}");
            assert!(wdl.draw >= 0.0);
            assert!(wdl.attackers >= last, "{cp}: {wdl:?}");
            last = wdl.attackers;
            let [w, d, l] = wdl.per_mille_for(Side::Defenders);
            assert_eq!(w + d + l, 1000);
        }
        // Exactly 0 is the search's draw: its own draw chance, the rest split as the logistic does.
        let zero = model.wdl(Eval::Cp(0), &start);
        assert_eq!(zero.draw, model.search_draw);
        assert!((zero.attackers + zero.draw + zero.defenders - 1.0).abs() < 1e-9);
        assert_eq!(model.wdl(Eval::Drawn, &start).per_mille(), [0, 1000, 0]);
        let won = Eval::Win {
            side: Side::Defenders,
            moves: 3,
        };
        assert_eq!(model.chance(won, &start, Side::Defenders), 1.0);
        assert_eq!(model.chance(won, &start, Side::Attackers), 0.0);
        assert_eq!(model.wdl(won, &start).to_string(), "D 100%");
        let even = Wdl {
            attackers: 0.4,
            draw: 0.2,
            defenders: 0.4,
        };
        assert_eq!(even.to_string(), "50%");
        let ahead = Wdl {
            attackers: 0.7,
            draw: 0.16,
            defenders: 0.14,
        };
        assert_eq!(ahead.to_string(), "A 78%");
        assert_eq!(ahead.per_mille(), [700, 160, 140]);
    }
}
