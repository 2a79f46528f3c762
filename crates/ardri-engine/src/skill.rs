//! Skill levels: a weaker engine a person can beat, from level 1 (a beginner can win) to
//! [`MAX_SKILL`] (full strength). A level below the top limits the nodes of each search and then
//! picks among the best few root moves with a controlled random push towards worse ones, as
//! Stockfish's `Skill` does: the weaker the level, the bigger the push. Analysis is never weakened.

use ardri_rules::Move;

use crate::score::is_decisive;

/// The full-strength level (the default).
pub const MAX_SKILL: u8 = 10;
/// The root moves searched as lines so a weaker level has near-best moves to choose from.
pub const SKILL_LINES: usize = 4;

/// The node budget of one move at each level below the top (index = level - 1).
const NODES: [u64; 9] = [
    150, 400, 1_200, 3_500, 10_000, 30_000, 90_000, 270_000, 800_000,
];

/// The most nodes a search at `level` may use; `None` at full strength.
pub fn node_limit(level: u8) -> Option<u64> {
    (level < MAX_SKILL).then(|| NODES[usize::from(level.clamp(1, MAX_SKILL - 1)) - 1])
}

/// How far (centi-pieces) a weaker move may be pushed up: 0 at full strength. The scale is this
/// evaluation's (100 = one piece, a logistic unit is 1560), which is far coarser than chess's.
fn weakness(level: u8) -> i32 {
    i32::from(MAX_SKILL - level.min(MAX_SKILL)) * 60
}

/// A random number for one choice from the level's seed, the root and how far the game has gone
/// (SplitMix64's finaliser over the three): never 0, the same for the same inputs.
pub fn mix(seed: u64, root_hash: u64, ply: usize) -> u64 {
    let mut z = seed ^ root_hash.rotate_left(17) ^ (ply as u64).wrapping_mul(0x9e37_79b9_7f4a_7c15);
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    (z ^ (z >> 31)) | 1
}

/// Picks the move to play at `level` from the searched lines (move, value from the side to move's
/// view, best first), with `random` a fresh random number. A forced win or loss is never gambled:
/// with a decisive best line the best move is played.
pub fn pick(lines: &[(Move, i32)], level: u8, mut random: u64) -> Option<Move> {
    let &(best, top) = lines.first()?;
    if level >= MAX_SKILL || lines.len() == 1 || is_decisive(top) {
        return Some(best);
    }
    let weakness = weakness(level);
    let worst = lines.last().map_or(top, |l| l.1);
    // Some spread even among equal lines, so a weak level varies between equally good moves.
    let spread = (top - worst).clamp(weakness / 4, 3 * weakness);
    let mut chosen = best;
    let mut chosen_score = i32::MIN;
    for &(m, value) in lines {
        if is_decisive(value) && value < 0 {
            continue; // never a move that loses by force
        }
        random ^= random << 13;
        random ^= random >> 7;
        random ^= random << 17;
        let noise = (random % (weakness as u64 + 1)) as i32;
        // The first term pulls worse moves up in proportion to how much worse they are; the
        // second adds noise within the lines' spread.
        let push = (weakness * (top - value) + spread * noise) / 128;
        if value + push > chosen_score {
            chosen_score = value + push;
            chosen = m;
        }
    }
    Some(chosen)
}

#[cfg(test)]
mod tests {
    use ardri_rules::Square;

    use super::*;

    fn mv(from: u8, to: u8) -> Move {
        Move::new(Square::new(from).unwrap(), Square::new(to).unwrap())
    }

    #[test]
    fn full_strength_plays_the_best_and_weaker_levels_vary() {
        let lines = [
            (mv(0, 1), 100),
            (mv(2, 3), 60),
            (mv(4, 5), 20),
            (mv(6, 7), -50),
        ];
        for seed in 1..50 {
            assert_eq!(pick(&lines, MAX_SKILL, seed), Some(mv(0, 1)));
        }
        let chosen: std::collections::HashSet<_> = (1..200u64)
            .map(|seed| pick(&lines, 1, seed * 7919).unwrap())
            .collect();
        assert!(chosen.len() >= 2, "level 1 always played the same move");
        assert_eq!(node_limit(MAX_SKILL), None);
        assert!(node_limit(1) < node_limit(5));
    }
}
