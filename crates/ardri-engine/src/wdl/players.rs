//! The players' model: the chances of a position between players of given ratings.
//!
//! The engine's own model ([`WdlModel`]) says what a position is worth between perfect players, and
//! between them the attackers win almost every game from the start. People are not perfect: between
//! two equal levels of the ladder the defenders win a third of the decisive games or more, and a
//! "lost" position is often saved. This model takes the same full-strength evaluation and both
//! players' ratings (on the levels' scale, see [`crate::skill`]) and gives the chances of each
//! result as such players score them.
//!
//! It is a multinomial logistic (draw the reference) over a few features of the evaluation and the
//! ratings ([`features`]): the engine's view as a log-odds, how far apart the players are, how strong
//! they are, the material, and forced wins by their distance. The coefficients come from
//! `ardri-lab wdl players` over the ladder's games between levels, every position re-scored by a
//! full-strength search (docs/engine.md, *Chances for people*, holds the calibration it was checked
//! with on games it was not fitted to).

use ardri_rules::{Position, Side};

use super::{Wdl, WdlModel};
use crate::score::Eval;

/// The fitted coefficients of each part (long tables of numbers, apart from the model's code).
mod fitted;

/// Both players' ratings, on the levels' scale (the seed-style baseline at 100 ms is 1800).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Ratings {
    pub attackers: i32,
    pub defenders: i32,
}

impl Ratings {
    /// Two players of the same rating.
    pub const fn equal(rating: i32) -> Ratings {
        Ratings {
            attackers: rating,
            defenders: rating,
        }
    }

    /// The rating of `side`'s player.
    pub fn of(self, side: Side) -> i32 {
        match side {
            Side::Attackers => self.attackers,
            Side::Defenders => self.defenders,
        }
    }

    /// These ratings held to the range the model was fitted on ([`MODEL_RATINGS`]): beyond it the
    /// model extrapolates into nonsense (every move "best", chances stuck at 50%).
    pub fn within_model(self) -> Ratings {
        Ratings {
            attackers: held_rating(self.attackers),
            defenders: held_rating(self.defenders),
        }
    }
}

/// Today's ladder, which [`PlayersModel::WEAK`] was fitted on, [`PlayersModel::STRONG`] on its
/// levels 9 to 13 and [`PlayersModel::TOP`] on its level 13: its thirteen levels' ratings
/// (`skill`'s, a test holds them to it).
pub const WEAK_LADDER: [i32; 13] = [
    800, 965, 1178, 1383, 1496, 1682, 1815, 1874, 2057, 2195, 2297, 2472, 2573,
];

/// The ratings the players' model knows: today's ladder's, from its lowest level to its highest
/// (the fits were fitted on them; a test holds them to it). A rating
/// outside is held to them, with a note.
pub const MODEL_RATINGS: std::ops::RangeInclusive<i32> =
    WEAK_LADDER[0]..=WEAK_LADDER[WEAK_LADDER.len() - 1];

/// `rating` held to [`MODEL_RATINGS`].
pub fn held_rating(rating: i32) -> i32 {
    rating.clamp(*MODEL_RATINGS.start(), *MODEL_RATINGS.end())
}

/// What a person is told when `rating` is outside the model's range: "judged as 2573, the strongest
/// rating the model knows"; `None` when it is inside.
pub fn held_rating_note(rating: i32) -> Option<String> {
    let held = held_rating(rating);
    match held.cmp(&rating) {
        std::cmp::Ordering::Equal => None,
        std::cmp::Ordering::Less => Some(format!(
            "judged as {held}, the strongest rating the model knows"
        )),
        std::cmp::Ordering::Greater => Some(format!(
            "judged as {held}, the weakest rating the model knows"
        )),
    }
}

/// The number of features the model reads.
pub const FEATURES: usize = 22;

/// The rating the strength features are centred on, and their unit (Elo).
const CENTRE_RATING: f64 = 2200.0;
const RATING_UNIT: f64 = 400.0;
/// The engine's view is read as a log-odds within these chances: beyond them its evaluations say
/// "won" and only the evaluation itself and the pieces tell positions apart.
const ENGINE_CHANCE_LIMIT: f64 = 0.001;
/// The scale of the squashed evaluation (centi-pieces).
const EVAL_SCALE: f64 = 1000.0;

/// What the model reads of a position not yet decided, `engine` giving the engine's view of the
/// evaluation (the model of the evaluation that produced it): how far apart and how strong the
/// players are, each side's pieces (people feel a lost piece more than perfect players, for whom
/// the defenders are lost anyway), the engine's view as a log-odds and the evaluation itself
/// squashed, each read with the strength and its square (how much an evaluation decides grows
/// with the players' strength, and not in a straight line: level 7 sits nearer level 1 than the
/// top), a search's draw, and forced wins by their distance (a win in one apart: even level 1
/// finds it nearly always). Exposed so that the fit computes exactly what the model does.
pub fn features(
    engine: &WdlModel,
    eval: Eval,
    position: &Position,
    ratings: Ratings,
) -> [f64; FEATURES] {
    let gap = f64::from(ratings.attackers - ratings.defenders) / RATING_UNIT;
    let strength =
        (f64::from(ratings.attackers + ratings.defenders) / 2.0 - CENTRE_RATING) / RATING_UNIT;
    let mut x = [0.0; FEATURES];
    x[0] = 1.0;
    x[1] = gap;
    x[2] = strength;
    x[3] = strength * strength;
    x[4] = f64::from(position.attackers().count()) / 16.0;
    x[5] = f64::from(position.defenders().count()) / 8.0;
    match eval {
        Eval::Cp(cp) => {
            let chance = engine
                .wdl_of_cp(cp, position.occupied().count())
                .chance_for(Side::Attackers)
                .clamp(ENGINE_CHANCE_LIMIT, 1.0 - ENGINE_CHANCE_LIMIT);
            let log_odds = (chance / (1.0 - chance)).ln();
            x[6] = log_odds;
            x[7] = log_odds * strength;
            x[8] = log_odds * gap;
            let squashed = (f64::from(cp) / EVAL_SCALE).asinh();
            x[9] = squashed;
            x[10] = squashed * strength;
            x[20] = log_odds * strength * strength;
            x[21] = squashed * strength * strength;
        }
        Eval::Drawn => x[11] = 1.0,
        Eval::Win { side, moves } => {
            // Near wins are found by everyone; far ones less often, and less often by the weak.
            let nearness = 1.0 / f64::from(moves.max(1));
            let at = match side {
                Side::Attackers => 12,
                Side::Defenders => 15,
            };
            x[at] = 1.0;
            x[at + 1] = nearness;
            x[at + 2] = strength;
            // A win in one move is found by nearly everyone: a step apart from a win in two.
            if moves <= 1 {
                x[match side {
                    Side::Attackers => 18,
                    Side::Defenders => 19,
                }] = 1.0;
            }
        }
    }
    x
}

/// The fitted coefficients: the log-odds of each side's win against a draw are `attackers . x`
/// and `defenders . x` with `x` = [`features`].
#[derive(Clone, Copy, PartialEq, Debug)]
pub struct PlayersModel {
    pub attackers: [f64; FEATURES],
    pub defenders: [f64; FEATURES],
    /// The lowest and highest rating of the games it was fitted on: a rating outside is read as
    /// the nearer of them (beyond, the fit extrapolates into nonsense).
    pub ratings: (i32, i32),
}

impl PlayersModel {
    /// The chances of each result from the features of a position not yet decided.
    pub fn wdl_of_features(&self, x: &[f64; FEATURES]) -> Wdl {
        let dot = |c: &[f64; FEATURES]| c.iter().zip(x).map(|(c, x)| c * x).sum::<f64>();
        let (a, d) = (dot(&self.attackers), dot(&self.defenders));
        // Softmax over (a, 0, d), shifted for safety with large log-odds.
        let top = a.max(d).max(0.0);
        let (ea, ed, e0) = ((a - top).exp(), (d - top).exp(), (-top).exp());
        let sum = ea + ed + e0;
        Wdl {
            attackers: ea / sum,
            draw: e0 / sum,
            defenders: ed / sum,
        }
    }

    /// The chances of `eval` (of the engine's default evaluation) in `position` between players
    /// of `ratings`; `finished` when the game ended in that position (its result is then certain).
    pub fn wdl(&self, eval: Eval, position: &Position, ratings: Ratings, finished: bool) -> Wdl {
        self.wdl_with(WdlModel::default_model(), eval, position, ratings, finished)
    }

    /// [`PlayersModel::wdl`] for an evaluation whose engine's view is `engine`'s.
    pub fn wdl_with(
        &self,
        engine: &WdlModel,
        eval: Eval,
        position: &Position,
        ratings: Ratings,
        finished: bool,
    ) -> Wdl {
        match eval {
            Eval::Win { side, moves: 0 } => Wdl::won_by(side),
            Eval::Drawn if finished => Wdl::DRAWN,
            _ => self.wdl_of_features(&features(engine, eval, position, self.held(ratings))),
        }
    }

    /// `ratings` held to the ratings this model was fitted on.
    fn held(&self, ratings: Ratings) -> Ratings {
        let (low, high) = self.ratings;
        Ratings {
            attackers: ratings.attackers.clamp(low, high),
            defenders: ratings.defenders.clamp(low, high),
        }
    }
}

/// The players' chances as the app, the review and the protocol read them: several fits, each
/// where its games are, from the weakest players' to the strongest's, handing over to the next by
/// the players' mean rating (docs/engine.md, *Chances for people*: each is the closest in its
/// band). Between a handover's two ratings the two fits are mixed in a straight line.
#[derive(Clone, Copy, PartialEq, Debug)]
pub struct PeopleModel {
    /// The fits, the weakest players' first.
    pub parts: [&'static PlayersModel; PEOPLE_PARTS],
    /// Where part `i` hands over to part `i + 1`: the mean ratings where the mix starts and ends
    /// (the parts for players near each other, the last part aside).
    pub handovers: [(i32, i32); NEAR_PARTS - 1],
    /// Where the last part, for players far apart, takes over from the others: the gaps between
    /// the two ratings where its share starts to grow and where it judges alone.
    pub far_gaps: (i32, i32),
    /// The last part for near players (level 13's, fitted on level 13 against itself) judges only
    /// players this near: as the gap grows from the first to the second, its share goes to the
    /// part before it.
    pub top_gaps: (i32, i32),
}

/// How many fits the built-in model mixes: the weak players', the strong players', level 13's and
/// the one for players far apart. (A fit on the nine-level ladder of before the four lowest levels
/// was dropped in issue 45: on today's level 7 it said twice the draws that happen, where the weak
/// players' fit says them.)
pub const PEOPLE_PARTS: usize = 4;
/// The parts for players near each other, handing over by their mean rating (the others).
pub const NEAR_PARTS: usize = PEOPLE_PARTS - 1;

/// 0 up to `from`, 1 from `to`, in a straight line between: how far a handover by the gap is.
fn ramp(gap: f64, (from, to): (i32, i32)) -> f64 {
    let (from, to) = (f64::from(from), f64::from(to));
    ((gap - from) / (to - from)).clamp(0.0, 1.0)
}

impl PeopleModel {
    /// The model built in: [`PlayersModel::WEAK`] up to a mean rating of 2000,
    /// [`PlayersModel::STRONG`] from 2200 to 2472 (level 12), [`PlayersModel::TOP`] from 2573
    /// (level 13), mixed in a straight line between, the top's only between equals (as two
    /// ratings grow 0 to 100 apart its share goes to the strong players'); [`PlayersModel::FAR`]
    /// takes over as the two ratings are 300 to 500 apart.
    pub const BUILT_IN: PeopleModel = PeopleModel {
        parts: [
            &PlayersModel::WEAK,
            &PlayersModel::STRONG,
            &PlayersModel::TOP,
            &PlayersModel::FAR,
        ],
        handovers: [(2000, 2200), (2472, 2573)],
        far_gaps: (300, 500),
        top_gaps: (0, 100),
    };

    /// One fit for every rating (a fit being checked).
    pub const fn single(model: &'static PlayersModel) -> PeopleModel {
        PeopleModel {
            parts: [model; PEOPLE_PARTS],
            handovers: [(0, 0); NEAR_PARTS - 1],
            far_gaps: (i32::MAX - 1, i32::MAX),
            top_gaps: (i32::MAX - 1, i32::MAX),
        }
    }

    /// How much each part counts for `ratings` (they sum to 1; at most three are not 0).
    /// Read at the ratings the model knows (a rating above level 13's is level 13's).
    pub fn shares(&self, ratings: Ratings) -> [f64; PEOPLE_PARTS] {
        let ratings = ratings.within_model();
        let mean = (f64::from(ratings.attackers) + f64::from(ratings.defenders)) / 2.0;
        let mut shares = [0.0; PEOPLE_PARTS];
        // The first handover not yet complete at this rating: its part and the next share it.
        let part = self
            .handovers
            .iter()
            .position(|&(_, to)| mean < f64::from(to))
            .unwrap_or(NEAR_PARTS - 1);
        match self.handovers.get(part) {
            Some(&(from, to)) if mean > f64::from(from) => {
                let next = (mean - f64::from(from)) / f64::from(to - from);
                shares[part] = 1.0 - next;
                shares[part + 1] = next;
            }
            _ => shares[part] = 1.0,
        }
        let gap = f64::from(ratings.attackers - ratings.defenders).abs();
        // The top part was fitted on equals only (level 13 against itself): between players apart,
        // even by a level, it misjudged (levels 12 and 13: 12.9 and 30.3 points off with it, 9.8
        // and 24.2 without, on games no fit saw), so the part before it takes its place.
        let apart = ramp(gap, self.top_gaps);
        let moved = shares[NEAR_PARTS - 1] * apart;
        shares[NEAR_PARTS - 1] -= moved;
        shares[NEAR_PARTS - 2] += moved;
        // Far apart, the last part takes the others' place by the gap.
        let far = ramp(gap, self.far_gaps);
        for share in &mut shares[..NEAR_PARTS] {
            *share *= 1.0 - far;
        }
        shares[NEAR_PARTS] = far;
        shares
    }

    /// The chances of `eval` (of the engine's default evaluation) in `position` between players
    /// of `ratings`; `finished` when the game ended in that position.
    pub fn wdl(&self, eval: Eval, position: &Position, ratings: Ratings, finished: bool) -> Wdl {
        self.wdl_with(WdlModel::default_model(), eval, position, ratings, finished)
    }

    /// [`PeopleModel::wdl`] for an evaluation whose engine's view is `engine`'s.
    pub fn wdl_with(
        &self,
        engine: &WdlModel,
        eval: Eval,
        position: &Position,
        ratings: Ratings,
        finished: bool,
    ) -> Wdl {
        self.mix(ratings, |part| {
            self.parts[part].wdl_with(engine, eval, position, ratings, finished)
        })
    }

    /// The parts' chances (`part_wdl` of each part that counts) mixed by their shares.
    pub fn mix(&self, ratings: Ratings, mut part_wdl: impl FnMut(usize) -> Wdl) -> Wdl {
        let mut mixed = Wdl {
            attackers: 0.0,
            draw: 0.0,
            defenders: 0.0,
        };
        for (part, share) in self.shares(ratings).into_iter().enumerate() {
            if share == 1.0 {
                return part_wdl(part);
            }
            if share > 0.0 {
                let wdl = part_wdl(part);
                mixed.attackers += share * wdl.attackers;
                mixed.draw += share * wdl.draw;
                mixed.defenders += share * wdl.defenders;
            }
        }
        mixed
    }
}

/// A way of reading evaluations as chances: the engine's view or the players'.
pub trait Chances {
    /// The chances of `eval` in `position`; `finished` when the game ended there.
    fn chances(&self, eval: Eval, position: &Position, finished: bool) -> Wdl;

    /// `side`'s expected score (0 to 1).
    fn chance_of(&self, eval: Eval, position: &Position, finished: bool, side: Side) -> f64 {
        self.chances(eval, position, finished).chance_for(side)
    }

    /// Whether these are people's chances (not perfect play's): review then holds that a move
    /// letting the opponent win on the next move is always a blunder.
    fn judges_people(&self) -> bool {
        false
    }

    /// `side`'s expected score as a move's accuracy measures it. People are all measured on one
    /// yardstick, the chances of two club players ([`unrated_rating`]), as lichess turns every
    /// evaluation into a winning chance by one curve whoever plays: an accuracy then compares
    /// across games and levels. At a beginner's own rating little is decided, so a blunder costs
    /// a beginner few points of chance and every level's games would read about 90. The engine's
    /// view is its own yardstick.
    fn accuracy_chance_of(
        &self,
        eval: Eval,
        position: &Position,
        finished: bool,
        side: Side,
    ) -> f64 {
        self.chance_of(eval, position, finished, side)
    }
}

impl Chances for WdlModel {
    fn chances(&self, eval: Eval, position: &Position, _finished: bool) -> Wdl {
        self.wdl(eval, position)
    }
}

/// The players' model for two given players.
#[derive(Clone, Copy, PartialEq, Debug)]
pub struct PlayersView {
    pub model: &'static PeopleModel,
    pub ratings: Ratings,
}

impl PlayersView {
    /// The built-in model for `ratings`.
    pub fn new(ratings: Ratings) -> PlayersView {
        PlayersView {
            model: &PeopleModel::BUILT_IN,
            ratings,
        }
    }
}

impl Chances for PlayersView {
    fn chances(&self, eval: Eval, position: &Position, finished: bool) -> Wdl {
        self.model.wdl(eval, position, self.ratings, finished)
    }

    fn judges_people(&self) -> bool {
        true
    }

    fn accuracy_chance_of(
        &self,
        eval: Eval,
        position: &Position,
        finished: bool,
        side: Side,
    ) -> f64 {
        let club = Ratings::equal(unrated_rating());
        self.model
            .wdl(eval, position, club, finished)
            .chance_for(side)
    }
}

/// Whose chances a reader wants: the engine's (perfect play) or two players'.
#[derive(Clone, Copy, PartialEq, Debug)]
pub enum Judge {
    Engine,
    Players(Ratings),
}

/// The highest rating a command line or a protocol option takes: anything above the model's range
/// ([`MODEL_RATINGS`]) is judged as its strongest rating.
pub const MAX_RATING: i32 = 4000;

/// The level a player without a rating is judged as: a club player, in the middle of the ladder.
pub const UNRATED_LEVEL: u8 = 9;

/// The rating a player without one is judged at: the Club level's ([`UNRATED_LEVEL`]) in today's
/// ladder, which the model was fitted on (2057; a test holds it to `skill`'s).
pub fn unrated_rating() -> i32 {
    WEAK_LADDER[UNRATED_LEVEL as usize - 1]
}

impl Judge {
    /// The players of a game as its record rates them; a player without a rating is judged as a
    /// club player ([`UNRATED_LEVEL`]).
    /// A rating outside the model's range is held to it (a save may say anything).
    pub fn players(attackers: Option<i32>, defenders: Option<i32>) -> Judge {
        Judge::Players(
            Ratings {
                attackers: attackers.unwrap_or_else(unrated_rating),
                defenders: defenders.unwrap_or_else(unrated_rating),
            }
            .within_model(),
        )
    }

    /// The ratings judged by, `None` for the engine's view.
    pub fn ratings(self) -> Option<Ratings> {
        match self {
            Judge::Engine => None,
            Judge::Players(ratings) => Some(ratings),
        }
    }

    /// The judge that protocol options and command lines spell as two ratings, 0 meaning "none":
    /// the engine's view when both are 0; one of them 0 takes the other's. Ratings outside the
    /// model's range are held to it.
    pub fn from_ratings(attackers: i32, defenders: i32) -> Judge {
        let ratings = match (attackers, defenders) {
            (0, 0) => return Judge::Engine,
            (0, d) => Ratings::equal(d),
            (a, 0) => Ratings::equal(a),
            (a, d) => Ratings {
                attackers: a,
                defenders: d,
            },
        };
        Judge::Players(ratings.within_model())
    }
}

impl Chances for Judge {
    fn chances(&self, eval: Eval, position: &Position, finished: bool) -> Wdl {
        match self {
            Judge::Engine => WdlModel::default_model().wdl(eval, position),
            Judge::Players(ratings) => {
                PeopleModel::BUILT_IN.wdl(eval, position, *ratings, finished)
            }
        }
    }

    fn judges_people(&self) -> bool {
        matches!(self, Judge::Players(_))
    }

    fn accuracy_chance_of(
        &self,
        eval: Eval,
        position: &Position,
        finished: bool,
        side: Side,
    ) -> f64 {
        match self {
            Judge::Engine => self.chance_of(eval, position, finished, side),
            Judge::Players(_) => PlayersView::new(Ratings::equal(unrated_rating()))
                .accuracy_chance_of(eval, position, finished, side),
        }
    }
}
