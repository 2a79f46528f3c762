//! The sequential probability ratio test a match stops on (`match --sprt`).

/// The sequential probability ratio test of fastchess and cutechess: the log-likelihood ratio of
/// "A is `elo1` stronger" against "A is `elo0` stronger" from wins, draws and losses (a trinomial
/// with the normal approximation).
pub fn sprt_llr(wins: u32, draws: u32, losses: u32, elo0: f64, elo1: f64) -> f64 {
    let n = f64::from(wins + draws + losses);
    if n == 0.0 {
        return 0.0;
    }
    let (w, d) = (f64::from(wins) / n, f64::from(draws) / n);
    let score = w + d / 2.0;
    let variance = w + d / 4.0 - score * score;
    if variance <= 0.0 {
        return 0.0;
    }
    let expected = |elo: f64| 1.0 / (1.0 + 10f64.powf(-elo / 400.0));
    let (s0, s1) = (expected(elo0), expected(elo1));
    (s1 - s0) * (2.0 * score - s0 - s1) / (2.0 * variance / n)
}

/// The LLR bounds for error rates `alpha` and `beta`: below the first H0 is accepted, above the
/// second H1.
pub fn sprt_bounds(alpha: f64, beta: f64) -> (f64, f64) {
    ((beta / (1.0 - alpha)).ln(), ((1.0 - beta) / alpha).ln())
}

/// A bound a sequential test crossed.
#[derive(Clone, Copy, PartialEq, Debug)]
pub enum SprtVerdict {
    /// A is at least `elo1` stronger.
    H1,
    /// A is not `elo1` stronger (it may be up to `elo0`).
    H0,
}

/// A running SPRT over a match: fed each finished game's tally in the order the games end, it
/// keeps the decision and the game count of the first crossing of a bound. Games still in play
/// when the match stops end after that and move the LLR, but not the decision: the test stopped
/// on what it had seen.
#[derive(Clone, Copy, Debug)]
pub struct Sprt {
    pub elo0: f64,
    pub elo1: f64,
    pub bounds: (f64, f64),
    /// The verdict, the LLR and the number of games when a bound was first crossed; `None` while
    /// undecided.
    pub decided: Option<(SprtVerdict, f64, u32)>,
}

impl Sprt {
    /// A test of `elo0` against `elo1` with 5% error rates both ways.
    pub fn new(elo0: f64, elo1: f64) -> Sprt {
        Sprt {
            elo0,
            elo1,
            bounds: sprt_bounds(0.05, 0.05),
            decided: None,
        }
    }

    /// The LLR of a tally of A's wins, draws and losses.
    pub fn llr(&self, wins: u32, draws: u32, losses: u32) -> f64 {
        sprt_llr(wins, draws, losses, self.elo0, self.elo1)
    }

    /// Takes the tally after one more game; returns the LLR, and keeps the first decision.
    pub fn update(&mut self, wins: u32, draws: u32, losses: u32) -> f64 {
        let llr = self.llr(wins, draws, losses);
        if self.decided.is_none() {
            let verdict = if llr >= self.bounds.1 {
                Some(SprtVerdict::H1)
            } else if llr <= self.bounds.0 {
                Some(SprtVerdict::H0)
            } else {
                None
            };
            self.decided = verdict.map(|v| (v, llr, wins + draws + losses));
        }
        llr
    }
}
