//! The opponent of the lessons: a one-move lookahead with a simple, fixed order of wishes, so that a
//! lesson has a sensible and repeatable answer to any move without the engine's search.

use ardri_rules::{Bitboard, Move, Position, Side, Square};

/// A move ends the game in the mover's favour.
const WIN: i32 = 1_000_000;
/// After the move the other side can win with its next move.
const LOSES_NEXT: i32 = -100_000;
/// Each piece the move captures.
const TAKEN: i32 = 1_000;
/// Each piece the other side can take back with its best next move.
const EXPOSED: i32 = -600;
/// Each step nearer (the king to the nearest corner, an attacker to the king).
const NEARER: i32 = -10;

/// The opponent's move in `position` by a fixed rule, or `None` when the game is decided on the
/// board or the side to move has no move.
///
/// Every legal move is scored one move ahead, and the best score wins, the first in the move
/// generator's order among equals, so the answer never changes:
/// 1. a move that wins at once (the king escapes, the king is captured, the other side is left
///    without a move);
/// 2. never a move after which the other side can win at once (unless every move is such a move);
/// 3. the most pieces taken, less most of what the other side can take back with one move;
/// 4. then, for the defenders, the king nearest to a corner; for the attackers, the moving
///    attacker nearest to the king.
pub fn reply(position: &Position) -> Option<Move> {
    if position.is_decided_on_board() {
        return None;
    }
    let mut best: Option<(i32, Move)> = None;
    for &m in position.legal_moves().iter() {
        let score = score(position, m);
        if best.is_none_or(|(top, _)| score > top) {
            best = Some((score, m));
        }
    }
    best.map(|(_, m)| m)
}

/// The rule's score of one legal move.
fn score(position: &Position, m: Move) -> i32 {
    let mut after = *position;
    let played = after.play_unchecked(m);
    if played.king_escaped || played.king_captured || !after.has_moves() {
        return WIN;
    }
    let mut score = TAKEN * played.captured.count() as i32;
    if after.has_winning_move() {
        score += LOSES_NEXT;
    }
    let taken_back = after
        .legal_moves()
        .iter()
        .map(|&r| after.after_played(r).captured.count())
        .max()
        .unwrap_or(0);
    score += EXPOSED * taken_back as i32;
    let distance = match position.side_to_move() {
        Side::Defenders => corner_distance(after.king_square()),
        Side::Attackers => m.to.distance(after.king_square()),
    };
    score + NEARER * i32::from(distance)
}

/// Steps from a square to the nearest corner.
fn corner_distance(square: Square) -> u8 {
    Bitboard::CORNERS
        .map(|corner| corner.distance(square))
        .min()
        .unwrap_or(0)
}
