//! Skill levels: a weaker engine a person can beat, from level 1 (a beginner can win) to
//! [`MAX_SKILL`] (full strength). A level below the top is a search cut short (a depth cap, and a
//! node cap at the lowest levels) on an evaluation with noise: every position is misjudged by a
//! fixed amount drawn from the game's seed, as a person's feel for a position is off by the same
//! amount each time they look at it. So a weak level is steadily weak within a game, with no random
//! gifts between strong moves (Stockfish moved its `Skill` the same way). The four lowest levels
//! also choose some of their moves without looking at the reply, and the lowest overlooks some
//! moves altogether, as a newcomer does: they leave pieces to be taken and miss the king's runs.
//! Every level below the top avoids bringing back a position already seen in the game unless every
//! other move looks worse to it by its repetition margin: people at those levels lose pieces and
//! games, they do not shuffle. Analysis is never weakened. The caps do not depend on the clock, so
//! a level means the same in a quick game and a slow one.

/// The full-strength level (the default).
pub const MAX_SKILL: u8 = 13;

/// The depth full strength searches to unless a person changes it (the app's Depth setting), and
/// the time it may take for a move (the Time setting). Depth 10 takes 1 to 50 ms a move on a
/// small machine, so the depth ends the search: level 13 plays alike on any machine, and the
/// ladder rates it as it plays so (docs/engine.md, *Levels*).
pub const FULL_STRENGTH_DEPTH: u32 = 10;
/// See [`FULL_STRENGTH_DEPTH`].
pub const FULL_STRENGTH_MOVETIME_MS: u64 = 3_000;

/// How a level below the top searches.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Strength {
    /// The deepest iteration.
    pub depth: u32,
    /// The most nodes a move may take, where the depth alone leaves too much.
    pub nodes: Option<u64>,
    /// The largest misjudgement of a position, in centi-pieces (the evaluation's scale: 100 = one
    /// piece, a logistic unit of the win/draw/loss model is about 1,560).
    pub noise: i32,
    /// The share of its moves, in percent, the level chooses without looking past its depth at the
    /// captures and threats still pending (no quiescence): on such a move it judges the position
    /// its move leaves as it stands, so it sees what its move takes or wins but not the reply (a
    /// piece left to be taken, the king's run to a corner), as a newcomer looks one move ahead and
    /// sometimes forgets to look at the reply. Which moves is drawn from the game's seed and the
    /// position. 0: every move looks at the replies.
    pub careless: u8,
    /// The share of the moves in a position, in percent, the level does not see at all (at least
    /// one is always seen): a newcomer overlooks moves, a capture or the king's way to a corner
    /// among them. Which ones is drawn from the game's seed, the position and the move. 0: every
    /// move is seen.
    pub overlooks: u8,
    /// How much worse, in centi-pieces, a move that brings back a position already seen in the
    /// game is counted: the level plays one only when it judges every other move worse by more.
    pub repetition_margin: i32,
}

/// The least repetition margin of a level below the top, in centi-pieces: about 10 points of
/// winning chance at an even position on the win/draw/loss model's scale (a logistic unit is about
/// 1,560), a mistake by the review's classes. A level whose misjudgements are larger takes its
/// noise as its margin (see [`repetition_margin`]), so no single misjudged position can draw it
/// back into a position it has already played through.
pub const REPETITION_MARGIN: i32 = 600;

/// A level's repetition margin from its noise: the larger of the two (see
/// [`Strength::repetition_margin`]). Between two equal levels a third repetition ended 30 to 40%
/// of the games of the three lowest levels of the nine before it (200 games each); with it, a
/// few percent (docs/engine.md, *Levels*).
pub const fn repetition_margin(noise: i32) -> i32 {
    if noise > REPETITION_MARGIN {
        noise
    } else {
        REPETITION_MARGIN
    }
}

/// A level of the ladder's lowest depth (one ply, 200 nodes, the largest noise) that chooses
/// `careless` percent of its moves without looking at the reply and overlooks `overlooks` percent
/// of the moves.
const fn first_steps(careless: u8, overlooks: u8) -> Strength {
    Strength {
        depth: 1,
        nodes: Some(200),
        noise: 1_800,
        careless,
        overlooks,
        repetition_margin: repetition_margin(1_800),
    }
}

/// A level that looks at every reply and sees every move: depth, node cap and noise.
const fn careful(depth: u32, nodes: Option<u64>, noise: i32) -> Strength {
    Strength {
        depth,
        nodes,
        noise,
        careless: 0,
        overlooks: 0,
        repetition_margin: repetition_margin(noise),
    }
}

/// Levels 1 to `MAX_SKILL - 1` (index = level - 1), chosen from matches so that each level beats
/// the one below by 50 to 200 Elo (the ladder in docs/engine.md measures it). The four lowest look
/// one move ahead like level 5 but often without looking at the reply (all of level 1's moves,
/// 80% of level 2's, 40% of level 3's, 15% of level 4's), and level 1 overlooks a fifth of the
/// moves: so the independent one-ply player (it counts pieces one move ahead) scores more than half
/// against level 1. Careless moves cost the most near none (level 5 beats 15% of them by about as
/// much as 15% beats 40%). From level 5 up depth and noise separate the levels: past depth 6, depth
/// buys little and the noise is what separates the strong ones.
const LEVELS: [Strength; (MAX_SKILL - 1) as usize] = [
    first_steps(100, 20),
    first_steps(80, 0),
    first_steps(40, 0),
    first_steps(15, 0),
    careful(1, Some(200), 1_800),
    careful(1, Some(200), 1_200),
    careful(1, Some(400), 600),
    careful(2, Some(1_000), 700),
    careful(3, Some(4_000), 400),
    careful(4, None, 250),
    careful(5, None, 160),
    // Depth 8 left it 39 Elo below full strength at the app's depth 10 (400 games): too near.
    careful(7, None, 60),
];

/// Each level's plain name and its rating, on the scale where the seed-style baseline at 100 ms a
/// move is 1800 (index = level - 1). The ratings are the maximum-likelihood fit of
/// `ardri-lab ladder` over 4,240 games at 100 ms a move (docs/engine.md has the table, the games
/// and the command); the caps end every level's search, not the clock, the top's at
/// [`FULL_STRENGTH_DEPTH`] (its rating holds at the app's default Depth). Level 1's fit,
/// 777 +/- 122, is listed at [`MIN_RATING`], well within its interval. The scale was moved up by
/// [`SCALE_SHIFT`] so that no level reads 0 and a newcomer's first rating (1000) sits between
/// the levels a newcomer beats.
const LEVEL_NAMES: [&str; MAX_SKILL as usize] = [
    "First steps",
    "Newcomer",
    "Learner",
    "Starter",
    "Beginner",
    "Novice",
    "Apprentice",
    "Improver",
    "Club",
    "Strong club",
    "Expert",
    "Master",
    "Full strength",
];
const LEVEL_RATINGS: [i32; MAX_SKILL as usize] = [
    800, 965, 1178, 1383, 1496, 1682, 1815, 1874, 2057, 2195, 2297, 2472, 2573,
];

/// What the ladder measured of a level (docs/engine.md, *The ladder*: 400 games a step, random
/// openings, colours swapped, 100 ms a move, level 13 as the app plays it): its rating as the last
/// fit found it, with the 95% margin, and how it fared against the player below it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Measured {
    /// The rating of the last fit (over 7,840 games). The rating a level carries ([`LevelInfo`])
    /// is the earlier fit's, which the players' model was fitted with: every level's is within
    /// this fit's margin.
    pub fitted: i32,
    /// The fit's 95% margin, +/-.
    pub margin: i32,
    /// The games against the player below: the level below, or for level 1 the one-ply player.
    pub step: Step,
}

/// A level's games against the player below it, from the level's side.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Step {
    /// "level 4", "the one-ply player".
    pub against: &'static str,
    pub wins: u32,
    pub losses: u32,
    pub draws: u32,
    /// The difference in Elo the score says, and its 95% interval.
    pub elo: i32,
    pub low: i32,
    pub high: i32,
}

const fn step(against: &'static str, wld: (u32, u32, u32), elo: (i32, i32, i32)) -> Step {
    Step {
        against,
        wins: wld.0,
        losses: wld.1,
        draws: wld.2,
        elo: elo.0,
        low: elo.1,
        high: elo.2,
    }
}

const fn measured(fitted: i32, margin: i32, step: Step) -> Measured {
    Measured {
        fitted,
        margin,
        step,
    }
}

/// The ladder of 2026-11-28 (`ardri-lab ladder --games 400 --two-step-games 60 --equal-games 40
/// --one-ply-games 400`), with level 12 at depth 7 and level 13 at [`FULL_STRENGTH_DEPTH`] replayed
/// on 2026-12-08; the games in `assets/ladder-games.txt`, index = level - 1.
const MEASURED: [Measured; MAX_SKILL as usize] = [
    measured(
        731,
        99,
        step("the one-ply player", (156, 199, 45), (-37, -70, -5)),
    ),
    measured(949, 90, step("level 1", (284, 105, 11), (167, 130, 205))),
    measured(1170, 81, step("level 2", (290, 110, 0), (168, 130, 207))),
    measured(1355, 72, step("level 3", (271, 129, 0), (129, 92, 166))),
    measured(1480, 64, step("level 4", (234, 142, 24), (81, 47, 115))),
    measured(1658, 53, step("level 5", (251, 114, 35), (124, 89, 159))),
    measured(1809, 38, step("level 6", (246, 121, 33), (112, 78, 147))),
    measured(1879, 49, step("level 7", (227, 164, 9), (55, 21, 89))),
    measured(2079, 60, step("level 8", (278, 114, 8), (151, 114, 188))),
    measured(2239, 70, step("level 9", (256, 122, 22), (121, 86, 156))),
    measured(2341, 77, step("level 10", (230, 160, 10), (61, 27, 96))),
    measured(2458, 85, step("level 11", (234, 147, 19), (77, 43, 111))),
    measured(2581, 92, step("level 12", (238, 136, 26), (91, 56, 125))),
];

/// What the ladder measured of `level` (1 to [`MAX_SKILL`], clamped).
pub fn measured_of(level: u8) -> Measured {
    MEASURED[usize::from(level.clamp(1, MAX_SKILL)) - 1]
}

/// No level is rated below this, and a person's game rating never goes below it: level 1's.
pub const MIN_RATING: i32 = 800;

/// How far the levels' scale moved up when level 1 read 0 (the baseline 1000): a rating kept or
/// saved on the old scale is this much lower than the same strength today. The person's record
/// (its version 6), a save file (before format 5) and a text record without `RatingScale` are
/// moved up by it when read.
pub const SCALE_SHIFT: i32 = 800;

/// How much stronger the attackers' player is than their rating says, in Elo: between equal players
/// the attackers score as if this much stronger. Fitted by the ladder with the levels' ratings
/// (+192 over its 4,240 games).
pub const ATTACKERS_ADVANTAGE: i32 = 192;

/// A level as a person chooses it: its number, name and rating.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LevelInfo {
    pub level: u8,
    pub name: &'static str,
    pub rating: i32,
}

impl std::fmt::Display for LevelInfo {
    /// "Level 6 · Strong club · 1539".
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Level {} · {} · {}", self.level, self.name, self.rating)
    }
}

/// Level `level` (1 to [`MAX_SKILL`], clamped).
pub fn level_info(level: u8) -> LevelInfo {
    let level = level.clamp(1, MAX_SKILL);
    let i = usize::from(level) - 1;
    LevelInfo {
        level,
        name: LEVEL_NAMES[i],
        rating: LEVEL_RATINGS[i],
    }
}

/// Every level, the weakest first.
pub fn levels() -> impl Iterator<Item = LevelInfo> {
    (1..=MAX_SKILL).map(level_info)
}

/// The lowest and the highest rating a level has.
pub fn rating_range() -> (i32, i32) {
    (LEVEL_RATINGS[0], LEVEL_RATINGS[MAX_SKILL as usize - 1])
}

/// The level whose rating is nearest `rating` (the lower one on a tie).
pub fn nearest_level(rating: i32) -> u8 {
    levels()
        .min_by_key(|l| (l.rating - rating).abs())
        .map_or(MAX_SKILL, |l| l.level)
}

/// How `level` searches; `None` at full strength.
pub fn strength(level: u8) -> Option<Strength> {
    (level < MAX_SKILL).then(|| LEVELS[usize::from(level.max(1)) - 1])
}

/// Whether a level that overlooks `percent` of the moves sees the move leading to the position
/// with `child_hash`, in a game with `seed`.
pub fn sees(seed: u64, child_hash: u64, percent: u8) -> bool {
    percent == 0 || mix(seed ^ OVERLOOK_SALT, child_hash, 0) % 100 >= u64::from(percent)
}

/// Keeps the moves a level overlooks apart from its other draws from the same seed.
const OVERLOOK_SALT: u64 = 0x6f76_6572_6c6f_6f6b;

/// A random number from a seed, a position's hash and how far the game has gone (SplitMix64's
/// finaliser over the three): never 0, the same for the same inputs.
pub fn mix(seed: u64, root_hash: u64, ply: usize) -> u64 {
    let mut z = seed ^ root_hash.rotate_left(17) ^ (ply as u64).wrapping_mul(0x9e37_79b9_7f4a_7c15);
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    (z ^ (z >> 31)) | 1
}

/// The misjudgement of the position with `hash` (side to move's view) in a game with `seed`:
/// within `-amplitude..=amplitude`, most often small (the sum of two uniform halves), and the same
/// every time the position is met with the same seed.
#[inline]
pub fn noise(seed: u64, hash: u64, amplitude: i32) -> i32 {
    if amplitude <= 0 {
        return 0;
    }
    let bits = mix(seed, hash, 0);
    let half = amplitude as u64 + 1;
    let a = (bits & 0xffff_ffff) % half;
    let b = (bits >> 32) % half;
    (a + b) as i32 - amplitude
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_level_searches_deeper_or_misjudges_less_than_the_one_below() {
        assert_eq!(strength(MAX_SKILL), None);
        for level in 2..MAX_SKILL {
            let (low, high) = (strength(level - 1).unwrap(), strength(level).unwrap());
            assert!(high.depth >= low.depth, "level {level}");
            // Never more careless, never overlooking more.
            assert!(high.careless <= low.careless, "level {level}");
            assert!(high.overlooks <= low.overlooks, "level {level}");
            // A level at the same depth as the one below must be less careless, overlook less or
            // misjudge less; a deeper one may misjudge a little more (level 8: depth 2 with 700
            // against level 7's depth 1 with 600), the ladder measuring the sum.
            if high.depth == low.depth {
                assert!(high.noise <= low.noise, "level {level}");
                assert!(
                    (high.careless, high.overlooks, high.noise)
                        != (low.careless, low.overlooks, low.noise),
                    "level {level} plays as level {}",
                    level - 1
                );
            }
        }
        // Only the lowest levels are careless; the lowest overlooks moves and is careless always.
        assert_eq!(strength(1).unwrap().careless, 100);
        assert!(strength(1).unwrap().overlooks > 0);
        assert!((5..MAX_SKILL).all(|l| strength(l).unwrap().careless == 0));
    }

    /// Every level below the top keeps from repetitions by at least its own misjudgement, and
    /// never by less than [`REPETITION_MARGIN`].
    #[test]
    fn every_level_below_the_top_has_a_repetition_margin() {
        for level in 1..MAX_SKILL {
            let s = strength(level).unwrap();
            assert!(s.repetition_margin >= REPETITION_MARGIN, "level {level}");
            assert!(s.repetition_margin >= s.noise, "level {level}");
        }
    }

    #[test]
    fn a_level_overlooks_about_its_share_of_moves_and_the_same_ones_for_the_same_seed() {
        let seen = (0..10_000u64)
            .filter(|&h| sees(3, h * 0x9e37_79b9, 20))
            .count();
        assert!((7_600..8_400).contains(&seen), "{seen}");
        assert!((0..100u64).all(|h| sees(3, h, 0)));
        assert_eq!(sees(3, 77, 20), sees(3, 77, 20));
    }

    /// The ladder's promise, as last measured: every step above level 1 is +50 to +200 with its
    /// 95% interval above 0, over 400 games; each level's rating lies within the last fit's margin.
    #[test]
    fn every_step_of_the_ladder_is_even_and_each_rating_within_its_fit() {
        for level in 2..=MAX_SKILL {
            let step = measured_of(level).step;
            assert_eq!(step.wins + step.losses + step.draws, 400, "level {level}");
            assert!((50..=200).contains(&step.elo), "level {level}: {step:?}");
            assert!(step.low > 0 && step.low < step.elo && step.elo < step.high);
            assert_eq!(step.against, format!("level {}", level - 1));
        }
        for info in levels() {
            let m = measured_of(info.level);
            assert!(
                (info.rating - m.fitted).abs() <= m.margin,
                "level {}: {} against the fit's {} +/- {}",
                info.level,
                info.rating,
                m.fitted,
                m.margin
            );
        }
    }

    #[test]
    fn ratings_rise_with_the_level_and_the_nearest_level_is_found() {
        let all: Vec<LevelInfo> = levels().collect();
        assert_eq!(all.len(), usize::from(MAX_SKILL));
        assert!(all.windows(2).all(|w| w[0].rating < w[1].rating));
        assert!(all.iter().all(|l| l.rating >= MIN_RATING));
        assert_eq!(all[0].name, "First steps");
        assert_eq!(all[usize::from(MAX_SKILL) - 1].name, "Full strength");
        let (low, high) = rating_range();
        assert_eq!(nearest_level(low - 500), 1);
        assert_eq!(nearest_level(high + 500), MAX_SKILL);
        for info in &all {
            assert_eq!(nearest_level(info.rating), info.level);
            assert_eq!(nearest_level(info.rating + 1), info.level);
        }
        let six = level_info(6);
        assert_eq!(
            six.to_string(),
            format!("Level 6 · {} · {}", six.name, six.rating)
        );
    }

    #[test]
    fn the_noise_is_fixed_by_the_seed_and_stays_within_its_amplitude() {
        let values: Vec<i32> = (0..10_000u64).map(|h| noise(7, h * 0x9e37, 300)).collect();
        assert!(values.iter().all(|v| (-300..=300).contains(v)));
        assert!(values.iter().any(|&v| v > 200) && values.iter().any(|&v| v < -200));
        let mean = values.iter().map(|&v| f64::from(v)).sum::<f64>() / values.len() as f64;
        assert!(mean.abs() < 10.0, "{mean}");
        // The same position in the same game: the same misjudgement; another game: another.
        assert_eq!(noise(7, 12345, 300), noise(7, 12345, 300));
        assert!((0..20u64).any(|seed| noise(seed, 12345, 300) != noise(7, 12345, 300)));
        assert_eq!(noise(7, 12345, 0), 0);
    }
}
