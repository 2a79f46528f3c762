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

/// Today's ladder, which [`PlayersModel::WEAK`] was fitted on, and [`PlayersModel::STRONG`] on its
/// levels 9 to 13: its thirteen levels' ratings (`skill`'s, a test holds them to it).
pub const WEAK_LADDER: [i32; 13] = [
    800, 965, 1178, 1383, 1496, 1682, 1815, 1874, 2057, 2195, 2297, 2472, 2573,
];

/// The ratings the players' model knows: today's ladder's, from its lowest level to its highest
/// (the weak and the strong players' fits were fitted on them; a test holds them to it). A rating
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
pub const FEATURES: usize = 20;

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
/// the defenders are lost anyway), the engine's view as a log-odds, the evaluation itself
/// squashed, a search's draw, and forced wins by their distance (a win in one apart: even level 1
/// finds it nearly always). Exposed so that the fit computes
/// exactly what the model does.
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
    /// Where part `i` hands over to part `i + 1`: the mean ratings where the mix starts and ends.
    pub handovers: [(i32, i32); PEOPLE_PARTS - 1],
}

/// How many fits the built-in model mixes: the weak players' and the strong players'. (A third,
/// fitted on the nine-level ladder of before the four lowest levels, was dropped in issue 45: on
/// today's level 7 it said twice the draws that happen, where the weak players' fit says them.)
pub const PEOPLE_PARTS: usize = 2;

impl PeopleModel {
    /// The model built in: [`PlayersModel::WEAK`] up to a mean rating of 2000,
    /// [`PlayersModel::STRONG`] from 2200, mixed in a straight line between.
    pub const BUILT_IN: PeopleModel = PeopleModel {
        parts: [&PlayersModel::WEAK, &PlayersModel::STRONG],
        handovers: [(2000, 2200)],
    };

    /// One fit for every rating (a fit being checked).
    pub const fn single(model: &'static PlayersModel) -> PeopleModel {
        PeopleModel {
            parts: [model; PEOPLE_PARTS],
            handovers: [(0, 0); PEOPLE_PARTS - 1],
        }
    }

    /// How much each part counts for `ratings` (they sum to 1; at most two are not 0).
    pub fn shares(&self, ratings: Ratings) -> [f64; PEOPLE_PARTS] {
        let mean = (f64::from(ratings.attackers) + f64::from(ratings.defenders)) / 2.0;
        let mut shares = [0.0; PEOPLE_PARTS];
        // The first handover not yet complete at this rating: its part and the next share it.
        let part = self
            .handovers
            .iter()
            .position(|&(_, to)| mean < f64::from(to))
            .unwrap_or(PEOPLE_PARTS - 1);
        match self.handovers.get(part) {
            Some(&(from, to)) if mean > f64::from(from) => {
                let next = (mean - f64::from(from)) / f64::from(to - from);
                shares[part] = 1.0 - next;
                shares[part + 1] = next;
            }
            _ => shares[part] = 1.0,
        }
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

impl PlayersModel {
    /// Fitted by `ardri-lab wdl players` on 500,542 positions of 4,700 games of today's levels
    /// (issue 45): the ladder's 2,600 newest (neighbours, two apart, the baseline), 100 games of
    /// every level against itself from new openings and 800 more of level 1 against itself, each
    /// re-scored by a depth-10 search; checked by 5-fold cross-validation and on self-play it never
    /// saw (docs/engine.md, *Chances for people*). On 800 unseen games of level 1 it misses by 3.1
    /// points on average; without those 800 games and the win in one, by 7.5.
    pub const WEAK: PlayersModel = PlayersModel {
        attackers: [
            -3.761384438168014,
            1.1305837321074936,
            -0.09730019900145186,
            0.05175579659902365,
            5.872302568336843,
            -1.3318363188519453,
            0.7110445609529803,
            0.217839824009798,
            0.08015005326113325,
            -0.7182072848900399,
            -0.38235213731494616,
            0.0,
            2.1702784345836466,
            3.832439862320357,
            0.48973621254031713,
            -1.2183089532972484,
            -1.147543491433257,
            -0.012644851858474198,
            0.5468581239486086,
            1.2273639588966911,
        ],
        defenders: [
            -0.551443657981503,
            -1.4295689833919718,
            -0.8267033251390079,
            -0.18711366419824663,
            1.490829462345316,
            -0.6920784306648317,
            -0.10286764658159338,
            0.03573683156748664,
            0.3209573380818816,
            -0.4642379906802498,
            -0.34985527250308346,
            0.0,
            -2.8778907164634537,
            -0.8591921150977291,
            -0.8369037583545027,
            7.462485622147145,
            -0.9412775354068591,
            2.371669961397019,
            2.7875998704266456,
            4.182590440940854,
        ],
        ratings: (WEAK_LADDER[0], WEAK_LADDER[WEAK_LADDER.len() - 1]),
    };

    /// Fitted (again, with the win in one) by `ardri-lab wdl players --from-level 9` on the
    /// 129,611 positions of the same games
    /// between levels 9 to 13 (issue 45), each re-scored by a depth-10 search; checked by 5-fold
    /// cross-validation and on self-play it never saw (docs/engine.md, *Chances for people*).
    pub const STRONG: PlayersModel = PlayersModel {
        attackers: [
            2.051232094425379,
            4.444140201224077,
            0.08334008652945787,
            -4.505343347458278,
            -5.1980838993387675,
            4.595516254350449,
            1.2872643980065026,
            0.4225493152457345,
            -0.33640168072900245,
            -1.1354175876669508,
            0.11382884063352047,
            0.0,
            5.344980201134103,
            3.9384586116915123,
            3.940953526539916,
            -1.0331156810045172,
            -0.5119787422793599,
            -0.22944810240686184,
            1.0149386363223751,
            -0.055187806319475355,
        ],
        defenders: [
            5.990888807449568,
            -2.248195050198282,
            -0.2008240775136327,
            -2.0252244680163063,
            -13.510923557567391,
            7.523945786717292,
            0.7823105375594398,
            0.1366071062103014,
            -0.1812206257329273,
            -1.671265106684712,
            -0.7449427436950905,
            0.0,
            -0.8111671419038107,
            -0.3145801511813228,
            -0.3062663132510979,
            2.5050088114461335,
            1.8624320758984267,
            0.0578980279252037,
            -0.0073837438122414025,
            0.9036173365818352,
        ],
        ratings: (WEAK_LADDER[8], WEAK_LADDER[WEAK_LADDER.len() - 1]),
    };
}
