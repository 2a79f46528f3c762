//! Fortresses: positions the defenders hold for ever by walking the king to and fro inside a pocket
//! that no attacker can enter, walled by defenders that no attacker can take.
//!
//! The attackers cannot win such a position, so the search scores it as a draw, as it scores a
//! repetition. (The defenders may still win by breaking out; the search sees that from the
//! positions before, where the wall is still theirs to open.) Without this, an engine playing the
//! attackers saw its material lead and shuffled for hundreds of plies against a king sheltered by
//! five defenders around the throne.

use ardri_rules::{Bitboard, Position};

/// Regions larger than this are not looked at (a wide sealed area is rare, and the test is then
/// skipped to keep it cheap).
const MAX_REGION: u32 = 10;

/// Whether the defenders hold a fortress (see the module documentation). Sound, not complete: when
/// it says yes, the defenders can draw by moving only the king, whatever the attackers do.
///
/// 1. The king's region is his square and the empty squares he can walk to. It holds no corner
///    (else he is escaping, not hiding).
/// 2. The pocket is what is left of the region once the squares attackers can reach are given up:
///    an ordinary square next to an attacker, then any ordinary square next to one given up
///    (restricted squares, like the throne, are closed to attackers, so they stay). It must still
///    hold the king and a second square joined to his, so that he always has a move.
/// 3. Every defender next to the pocket belongs to a set of defenders that protect each other: on
///    each axis, at least one of the two squares beside each of them is off the board, in the
///    pocket, restricted, or holds a member of the set. None of them can ever be taken.
///
/// Then no attacker ever stands next to an ordinary pocket square, and on the throne the king
/// always has an empty pocket square beside him, so he cannot be enclosed. Only under the default
/// rule that empty restricted squares are not hostile to ordinary pieces.
pub fn is_fortress(pos: &Position) -> bool {
    fortress_pocket(pos).is_some()
}

/// The pocket of a fortress (the squares the king keeps to), if the position is one.
pub fn fortress_pocket(pos: &Position) -> Option<Bitboard> {
    if pos.rules().restricted_hostile {
        return None;
    }
    let empty = !pos.occupied();
    let king = pos.king();
    // Quick refusals: a king with no free square beside him, or (off the restricted squares) with an
    // attacker beside him, is in no fortress.
    if !king.neighbours().intersects(empty)
        || (!king.intersects(Bitboard::RESTRICTED) && king.neighbours().intersects(pos.attackers()))
    {
        return None;
    }
    // 1. The region.
    let region = spread(king, empty, MAX_REGION)?;
    if region.intersects(Bitboard::CORNERS) {
        return None;
    }
    // 2. Give up what attackers can reach, then keep the part joined to the king.
    let mut reachable = pos.attackers();
    let mut kept = region;
    loop {
        let entered = kept & !Bitboard::RESTRICTED & reachable.neighbours();
        if entered.is_empty() {
            break;
        }
        kept &= !entered;
        reachable |= entered;
    }
    if !kept.intersects(king) {
        return None;
    }
    let pocket = spread(king, kept, MAX_REGION)?;
    if pocket.count() < 2 {
        return None;
    }
    // 3. The walls protect each other: shrink the defenders to the largest self-protecting set.
    let walls = pocket.neighbours() & pos.defenders();
    let fixed = pocket | Bitboard::RESTRICTED;
    let mut set = pos.defenders();
    loop {
        let blockers = set | fixed;
        let horizontal = blockers.east() | Bitboard::FILE_A | blockers.west() | Bitboard::FILE_G;
        let vertical = blockers.north() | Bitboard::RANK_1 | blockers.south() | Bitboard::RANK_7;
        let kept = set & horizontal & vertical;
        if walls.intersects(!kept) {
            return None;
        }
        if kept == set {
            return Some(pocket);
        }
        set = kept;
    }
}

/// `from` and every square of `through` joined to it, or `None` once that is more than `limit` squares.
fn spread(from: Bitboard, through: Bitboard, limit: u32) -> Option<Bitboard> {
    let mut area = from;
    loop {
        let grown = area | (area.neighbours() & through);
        if grown == area {
            return Some(area);
        }
        if grown.count() > limit {
            return None;
        }
        area = grown;
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use ardri_rules::{Side, Square};

    fn p(fen: &str) -> Position {
        fen.parse().unwrap()
    }

    #[test]
    fn the_crown_around_the_throne_is_a_fortress() {
        // King d4 on the throne, d5 free above him; defenders c5 e5 c6 d6 e6; attackers all round.
        // (A position from a 300-ply match game.)
        let crown = p("2aaa2/1addda1/1ad1da1/2aka2/a2a3/5a1/2a4 a");
        assert!(is_fortress(&crown));
        assert!(is_fortress(&crown.with_side_to_move(Side::Defenders)));
        // The king up on d5 instead: the same fortress.
        let up = p("2aaa2/1addda1/1adkda1/2a1a2/a2a3/5a1/2a4 a");
        assert!(is_fortress(&up));
    }

    #[test]
    fn a_pocket_beside_the_throne_walled_by_defenders_is_a_fortress() {
        // From another 300-ply game: king c4 beside the empty throne, walls b5 c5 b4 c3 d3 e3 e4 d5.
        let pos = p("7/1aa3a/addaa2/adk1d1a/1addda1/a1aaa2/4a2 a");
        assert!(is_fortress(&pos));
    }

    #[test]
    fn squares_attackers_can_reach_are_given_up() {
        // From a 300-ply self-play game scored +23 pieces: king d4, region d4 e4 d3, but d3 is next
        // to the attackers on c3 and d2. The king keeps to d4 and e4, where none can follow.
        let pos = p("2a2a1/a2aa1a/2ddda1/a1dk1d1/2a1dda/a1aaaa1/7 a");
        let d4_e4 =
            "d4".parse::<Square>().unwrap().bitboard() | "e4".parse::<Square>().unwrap().bitboard();
        assert_eq!(fortress_pocket(&pos), Some(d4_e4));
        // Without c5, the wall c4 falls to an attacker on c5 (with c3 beyond): no fortress.
        assert!(!is_fortress(&p(
            "2a2a1/a2aa1a/3dda1/a1dk1d1/2a1dda/a1aaaa1/7 a"
        )));
        // An attacker on e4 leaves the king nothing but the throne.
        assert!(!is_fortress(&p(
            "2a2a1/a2aa1a/2ddda1/a1dkad1/2a1dda/a1aaaa1/7 d"
        )));
    }

    #[test]
    fn an_attacker_next_to_the_pocket_breaks_it() {
        // As the crown, but d6 is an attacker: it can step into d5.
        let pos = p("2aaa2/1adada1/1ad1da1/2aka2/a2a3/5a1/2a4 a");
        assert!(!is_fortress(&pos));
    }

    #[test]
    fn a_takeable_wall_is_no_fortress() {
        // As the crown, but c6 is missing: c5 can be taken between c6 and c4.
        let pos = p("2aaa2/1a1dda1/1ad1da1/2aka2/a2a3/5a1/2a4 a");
        assert!(!is_fortress(&pos));
    }

    #[test]
    fn open_positions_are_no_fortress() {
        let start = Position::start(ardri_rules::Rules::default());
        assert!(!is_fortress(&start));
        assert!(!is_fortress(&p("3a3/7/7/7/2k4/7/7 a")));
    }

    /// The defenders' drawing strategy really works: from a fortress, whatever the attackers play
    /// (random moves here, many games), the king steps within the pocket, no attacker ever gets into
    /// it, no wall defender is ever taken, and the king is never captured.
    #[test]
    fn the_king_can_always_keep_the_fortress() {
        let starts = [
            "2aaa2/1addda1/1ad1da1/2aka2/a2a3/5a1/2a4 a",
            "7/1aa3a/addaa2/adk1d1a/1addda1/a1aaa2/4a2 a",
            "2aaa2/1addda1/1ad1da1/2aka2/a2a3/5a1/2a4 d",
            "2a2a1/a2aa1a/2ddda1/a1dk1d1/2a1dda/a1aaaa1/7 a",
        ];
        let mut seed = 0x2545_f491_4f6c_dd1du64;
        let mut random = |n: usize| {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            (seed % n as u64) as usize
        };
        for fen in starts {
            let start = p(fen);
            let pocket = fortress_pocket(&start).expect("a fortress");
            let walls = pocket.neighbours() & start.defenders();
            for _ in 0..300 {
                let mut pos = start;
                for _ in 0..80 {
                    assert!(!pos.is_decided_on_board(), "{}", pos.fen());
                    assert!(!pocket.intersects(pos.attackers()), "{}", pos.fen());
                    assert_eq!(pos.defenders() & walls, walls, "{}", pos.fen());
                    if pos.side_to_move() == Side::Attackers {
                        let moves = pos.legal_moves();
                        if moves.is_empty() {
                            break;
                        }
                        pos.play_unchecked(moves[random(moves.len())]);
                    } else {
                        let king = pos.king_square();
                        let steps: Vec<_> = pos
                            .legal_moves()
                            .iter()
                            .copied()
                            .filter(|m| m.from == king && pocket.contains(m.to))
                            .collect();
                        assert!(!steps.is_empty(), "the king is stuck in {}", pos.fen());
                        pos.play_unchecked(steps[random(steps.len())]);
                    }
                }
            }
        }
    }
}
