//! The hand-made evaluation: a weighted sum of named features of a position.
//!
//! Every feature is measured from the attackers' point of view (positive is good for the attackers), and
//! the sum is turned to the side to move's view at the end. The weights are in centi-pieces (100 = one
//! ordinary piece) and were fitted to self-play results (`ardri-lab tune`, see docs/engine.md), so the
//! evaluation is linear in its weights on purpose.

use ardri_rules::{Bitboard, Position, SQUARE_COUNT, Side};

/// Names of the features, in the order of [`Weights`].
pub const FEATURE_NAMES: [&str; FEATURE_COUNT] = [
    "attacker_material",
    "defender_material",
    "king_corner_distance",
    "corners_within_2",
    "corners_within_3",
    "corners_within_4",
    "corners_within_6",
    "king_room",
    "attackers_next_to_king",
    "king_hostile_sides",
    "corner_guards",
    "diagonal_guards",
    "mobility",
    "defenders_next_to_king",
    "tempo",
    "attacker_capture_threats",
    "defender_capture_threats",
    "attackers_edge",
    "defenders_immune",
    "defenders_cramped",
];

pub const FEATURE_COUNT: usize = 20;

/// One weight per feature.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Weights(pub [i32; FEATURE_COUNT]);

impl Weights {
    /// The tuned weights the engine plays with.
    pub const DEFAULT: Weights = Weights([
        100, // attacker_material: one attacker on the board (the unit of the scale)
        100, // defender_material: one defender on the board
        15,  // king_corner_distance: Manhattan steps from the king to the nearest corner
        150, // corners_within_2: corners the king reaches in 2 free steps (next move he threatens to win)
        60,  // corners_within_3: corners within 3 free steps (through empty squares)
        30,  // corners_within_4: corners within 4 free steps
        15,  // corners_within_6: corners within 6 free steps
        2,   // king_room: empty squares the king can walk to (a boxed-in king is close to capture)
        20,  // attackers_next_to_king: attackers touching the king
        15, // king_hostile_sides: sides of the king closed by attackers, restricted squares or the edge
        25, // corner_guards: attackers on the eight squares next to the corners
        15, // diagonal_guards: attackers on b2 f2 b6 f6, each guarding two corner approaches
        4,  // mobility: attacker moves minus defender moves
        5,  // defenders_next_to_king: defenders shielding the king
        20, // tempo: the side to move
        10, // attacker_capture_threats: squares where an attacker can step in and capture
        10, // defender_capture_threats: squares where a defender or the king can step in and capture
        0,  // attackers_edge: a constant, how much the rules favour the attackers in equal play
        0,  // defenders_immune: defenders no pair of attackers can take (the stuff of fortresses)
        10, // defenders_cramped: (8 - defender moves)^2 when under 8: a side with no move loses
    ]);

    /// Parses a comma-separated list of exactly [`FEATURE_COUNT`] integers.
    pub fn parse(text: &str) -> Result<Weights, String> {
        let values: Vec<i32> = text
            .split(',')
            .map(|s| {
                s.trim()
                    .parse::<i32>()
                    .map_err(|_| format!("'{}' is not a whole number", s.trim()))
            })
            .collect::<Result<_, _>>()?;
        let array: [i32; FEATURE_COUNT] = values.try_into().map_err(|v: Vec<i32>| {
            format!("expected {FEATURE_COUNT} weights, found {}", v.len())
        })?;
        Ok(Weights(array))
    }
}

impl Default for Weights {
    fn default() -> Weights {
        Weights::DEFAULT
    }
}

/// b2 f2 b6 f6: each is next to two corner guards.
const DIAGONAL_GUARDS: Bitboard =
    Bitboard::from_bits_truncate(1 << 8 | 1 << 12 | 1 << 36 | 1 << 40);

/// The king's free paths: how many corners he reaches through empty squares within 2, 3, 4 and 6
/// steps, and how many squares he can reach at all.
struct KingPaths {
    within: [i32; 4],
    room: i32,
}

const PATH_STEPS: [usize; 4] = [2, 3, 4, 6];

#[inline(always)]
fn king_paths(pos: &Position) -> KingPaths {
    let empty = !pos.occupied();
    let mut reached = pos.king();
    let mut frontier = reached;
    let mut paths = KingPaths {
        within: [0; 4],
        room: 0,
    };
    for step in 1..=12 {
        frontier = frontier.neighbours() & empty & !reached;
        if frontier.is_empty() {
            break;
        }
        reached |= frontier;
        // Corners are rare on the frontier: count them only when one is there, and only while a
        // limit can still take them.
        if step <= PATH_STEPS[3] && frontier.intersects(Bitboard::CORNERS) {
            let corners = (frontier & Bitboard::CORNERS).count() as i32;
            for (count, &limit) in paths.within.iter_mut().zip(&PATH_STEPS) {
                if step <= limit {
                    *count += corners;
                }
            }
        }
    }
    paths.room = reached.count() as i32 - 1;
    paths
}

/// Manhattan distance from each square to the nearest corner.
const CORNER_DISTANCE: [u8; SQUARE_COUNT] = {
    let mut table = [0u8; SQUARE_COUNT];
    let mut i = 0;
    while i < SQUARE_COUNT {
        let (file, rank) = ((i % 7) as u8, (i / 7) as u8);
        let df = if file < 6 - file { file } else { 6 - file };
        let dr = if rank < 6 - rank { rank } else { 6 - rank };
        table[i] = df + dr;
        i += 1;
    }
    table
};

/// The feature values of a position, from the attackers' point of view.
#[inline]
pub fn features(pos: &Position) -> [i32; FEATURE_COUNT] {
    // The features are mostly population counts; without the `popcnt` instruction (not in the
    // x86-64 baseline the crate is compiled for) each is a dozen instructions. Use it when the CPU has it.
    #[cfg(target_arch = "x86_64")]
    {
        if std::arch::is_x86_feature_detected!("popcnt") {
            // SAFETY: the CPU supports popcnt, checked just above.
            return unsafe { features_popcnt(pos) };
        }
    }
    features_portable(pos)
}

/// [`features_portable`] compiled with the `popcnt` instruction.
#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "popcnt")]
fn features_popcnt(pos: &Position) -> [i32; FEATURE_COUNT] {
    features_portable(pos)
}

#[inline(always)]
fn features_portable(pos: &Position) -> [i32; FEATURE_COUNT] {
    let attackers = pos.attackers();
    let defenders = pos.defenders();
    let king = pos.king();
    let king_sq = pos.king_square();
    let around_king = king.neighbours();
    let empty = !pos.occupied();
    let open = empty & !Bitboard::RESTRICTED;

    let corner_distance = i32::from(CORNER_DISTANCE[king_sq.index()]);
    let paths = king_paths(pos);
    let edge_sides = if pos.rules().edge_hostile_to_king {
        4 - around_king.count() as i32
    } else {
        0
    };
    let hostile_sides =
        (around_king & (attackers | Bitboard::RESTRICTED)).count() as i32 + edge_sides;
    let attacker_moves = mobility(attackers, open);
    let defender_moves = mobility(defenders, open) + mobility(king, empty);
    let tempo = match pos.side_to_move() {
        Side::Attackers => 1,
        Side::Defenders => -1,
    };
    let attacker_threats =
        (pos.capture_targets(Side::Attackers) & attackers.neighbours() & open).count() as i32;
    let defender_threats =
        (pos.capture_targets(Side::Defenders) & (defenders | king).neighbours()).count() as i32;
    let cramped = (8 - defender_moves).max(0);

    [
        attackers.count() as i32,
        -(defenders.count() as i32),
        corner_distance,
        -paths.within[0],
        -paths.within[1],
        -paths.within[2],
        -paths.within[3],
        -paths.room,
        (around_king & attackers).count() as i32,
        hostile_sides,
        (attackers & Bitboard::CORNER_GUARDS).count() as i32,
        (attackers & DIAGONAL_GUARDS).count() as i32,
        attacker_moves - defender_moves,
        -((around_king & defenders).count() as i32),
        tempo,
        attacker_threats,
        -defender_threats,
        1,
        -(immune_defenders(pos).count() as i32),
        cramped * cramped,
    ]
}

/// Defenders that cannot be taken as things stand: on each axis at least one of the two squares
/// beside them can never hold the attacker a capture needs (off the board, a defender or the king, or
/// an empty restricted square where those are not hostile).
#[inline(always)]
fn immune_defenders(pos: &Position) -> Bitboard {
    let defenders = pos.defenders();
    let mut blockers = defenders | pos.king();
    if !pos.rules().restricted_hostile {
        blockers |= Bitboard::RESTRICTED & !pos.occupied();
    }
    // A defender whose west neighbour blocks is one that a blocker shifted east lands on.
    let horizontal = (blockers.east() | Bitboard::FILE_A) | (blockers.west() | Bitboard::FILE_G);
    let vertical = (blockers.north() | Bitboard::RANK_1) | (blockers.south() | Bitboard::RANK_7);
    defenders & horizontal & vertical
}

#[inline(always)]
fn mobility(movers: Bitboard, targets: Bitboard) -> i32 {
    ((movers.north() & targets).count()
        + (movers.south() & targets).count()
        + (movers.east() & targets).count()
        + (movers.west() & targets).count()) as i32
}

/// The evaluation from the attackers' point of view.
#[inline]
pub fn evaluate_for_attackers(pos: &Position, weights: &Weights) -> i32 {
    features(pos)
        .iter()
        .zip(weights.0.iter())
        .map(|(f, w)| f * w)
        .sum()
}

/// The evaluation from the side to move's point of view, as negamax wants it.
#[inline]
pub fn evaluate(pos: &Position, weights: &Weights) -> i32 {
    let value = evaluate_for_attackers(pos, weights);
    match pos.side_to_move() {
        Side::Attackers => value,
        Side::Defenders => -value,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use ardri_rules::Rules;

    #[test]
    fn guard_masks_name_the_right_squares() {
        let names = |bb: Bitboard| {
            let mut v: Vec<String> = bb.map(|s| s.to_string()).collect();
            v.sort();
            v
        };
        assert_eq!(names(DIAGONAL_GUARDS), ["b2", "b6", "f2", "f6"]);
    }

    #[test]
    fn the_start_position_is_nearly_balanced_and_symmetric() {
        let start = Position::start(Rules::default());
        let f = features(&start);
        assert_eq!(f[0], 16);
        assert_eq!(f[1], -8);
        assert_eq!(f[2], 6);
        // The king is boxed in by his own defenders: no free path at all.
        assert_eq!(&f[3..8], &[0, 0, 0, 0, 0]);
        // The evaluation changes sign with the side to move, apart from the tempo term.
        let a = evaluate(&start.with_side_to_move(Side::Attackers), &Weights::DEFAULT);
        let d = evaluate(&start, &Weights::DEFAULT);
        assert_eq!(a + d, 2 * Weights::DEFAULT.0[14]);
    }

    #[test]
    fn an_open_king_is_worse_for_the_attackers() {
        // King on c3 with free paths to a1 and g1 versus the same king boxed in by attackers.
        let open: Position = "3a3/7/7/7/2k4/7/7 a".parse().unwrap();
        let boxed: Position = "3a3/7/7/2a4/1aka3/2a4/7 a".parse().unwrap();
        let w = Weights::DEFAULT;
        assert!(evaluate_for_attackers(&open, &w) < evaluate_for_attackers(&boxed, &w) - 400);
        // c3 is 4 steps from a1 and 6 from g1 and a7 (g7 is 8 away).
        let paths = king_paths(&open);
        assert_eq!(paths.within, [0, 0, 1, 3]);
        assert_eq!(paths.room, 47);
    }

    #[test]
    fn corner_distance_table_matches_square_distance() {
        for sq in ardri_rules::Square::all() {
            let d = Bitboard::CORNERS.map(|c| c.distance(sq)).min().unwrap();
            assert_eq!(CORNER_DISTANCE[sq.index()], d, "{sq}");
        }
    }

    #[test]
    fn immune_defenders_are_the_ones_no_attacker_pair_can_take() {
        // Rank 7: defenders d7 e7. Rank 5: attacker b5, defender c5, king d5. Rank 4: defender e4.
        let pos: Position = "3dd2/7/1adk3/4d2/7/7/7 a".parse().unwrap();
        let immune: Vec<String> = immune_defenders(&pos).map(|s| s.to_string()).collect();
        // d7 and e7 shield each other along the rank, and the edge covers them from the north.
        // c5 has the king beside it, but c6 and c4 are open: two attackers there take it.
        // e4 has the empty throne beside it (not hostile by default), but e5 and e3 are open.
        assert_eq!(immune, ["d7", "e7"]);
        let hostile = pos.with_rules(ardri_rules::Rules {
            restricted_hostile: true,
            ..Rules::default()
        });
        assert_eq!(immune_defenders(&hostile).count(), 2);
    }

    #[test]
    fn weights_parse_and_refuse_bad_lists() {
        let text = Weights::DEFAULT
            .0
            .iter()
            .map(|w| w.to_string())
            .collect::<Vec<_>>()
            .join(",");
        assert_eq!(Weights::parse(&text).unwrap(), Weights::DEFAULT);
        assert!(Weights::parse("1,2,3").unwrap_err().contains("expected 20"));
        assert!(Weights::parse("1,x").unwrap_err().contains("'x'"));
    }
}
