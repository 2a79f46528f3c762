//! Zobrist keys: a position's hash is the XOR of one key per (piece, square) plus one for the side to move.
//!
//! The keys are fixed at compile time (SplitMix64 from a constant seed) so hashes are the same on every run,
//! which keeps engine node counts and table behaviour reproducible.

use crate::bitboard::Bitboard;
use crate::piece::{Piece, Side};
use crate::square::{SQUARE_COUNT, Square};

const fn splitmix64(state: u64) -> (u64, u64) {
    let state = state.wrapping_add(0x9e37_79b9_7f4a_7c15);
    let mut z = state;
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    (state, z ^ (z >> 31))
}

struct Keys {
    pieces: [[u64; SQUARE_COUNT]; 3],
    defenders_to_move: u64,
}

const KEYS: Keys = {
    let mut pieces = [[0u64; SQUARE_COUNT]; 3];
    let mut state = 0x4172_6420_5269_2121; // "Ard Ri!!"
    let mut piece = 0;
    while piece < 3 {
        let mut sq = 0;
        while sq < SQUARE_COUNT {
            let (next, key) = splitmix64(state);
            state = next;
            pieces[piece][sq] = key;
            sq += 1;
        }
        piece += 1;
    }
    let (_, defenders_to_move) = splitmix64(state);
    Keys {
        pieces,
        defenders_to_move,
    }
};

/// The key of one piece standing on one square.
#[inline]
pub fn piece_key(piece: Piece, sq: Square) -> u64 {
    KEYS.pieces[piece.index()][sq.index()]
}

/// XORed in when the defenders are to move.
#[inline]
pub fn side_key(side: Side) -> u64 {
    match side {
        Side::Defenders => KEYS.defenders_to_move,
        Side::Attackers => 0,
    }
}

/// The XOR of the keys of `piece` on every square of `squares`.
#[inline]
pub fn pieces_key(piece: Piece, squares: Bitboard) -> u64 {
    squares.fold(0, |acc, sq| acc ^ piece_key(piece, sq))
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashSet;

    #[test]
    fn keys_are_distinct_and_nonzero() {
        let mut seen = HashSet::new();
        for piece in Piece::ALL {
            for sq in Square::all() {
                let key = piece_key(piece, sq);
                assert_ne!(key, 0);
                assert!(seen.insert(key));
            }
        }
        assert!(seen.insert(side_key(Side::Defenders)));
    }
}
