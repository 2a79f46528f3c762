//! Moves and a fixed-capacity move list (no heap allocation in move generation).

use std::fmt;
use std::ops::{Deref, DerefMut};

use crate::square::Square;

/// A step of one piece from one square to an orthogonally adjacent one.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub struct Move {
    pub from: Square,
    pub to: Square,
}

impl Move {
    pub const fn new(from: Square, to: Square) -> Move {
        Move { from, to }
    }

    /// A compact 16-bit form (for the transposition table); 0 is never a real move since from != to.
    #[inline]
    pub const fn to_u16(self) -> u16 {
        (self.from.index() as u16) << 8 | self.to.index() as u16
    }

    /// Inverse of [`Move::to_u16`]; `None` for 0 or for bits that name no square.
    #[inline]
    pub const fn from_u16(bits: u16) -> Option<Move> {
        match (Square::new((bits >> 8) as u8), Square::new(bits as u8)) {
            (Some(from), Some(to)) if bits != 0 => Some(Move { from, to }),
            _ => None,
        }
    }
}

impl fmt::Display for Move {
    /// The canonical form used by the protocol and the save files: `c3c2`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.from, self.to)
    }
}

/// Most moves a position can have: 16 attackers with 4 steps each.
pub const MAX_MOVES: usize = 64;

/// A list of at most [`MAX_MOVES`] moves stored inline.
#[derive(Clone)]
pub struct MoveList {
    moves: [Move; MAX_MOVES],
    len: usize,
}

impl MoveList {
    #[inline]
    pub const fn new() -> MoveList {
        MoveList {
            moves: [Move {
                from: Square::A1,
                to: Square::A1,
            }; MAX_MOVES],
            len: 0,
        }
    }

    /// Empties the list (the stored moves are left as they are: only `len` counts).
    #[inline]
    pub fn clear(&mut self) {
        self.len = 0;
    }

    #[inline]
    pub fn push(&mut self, m: Move) {
        debug_assert!(self.len < MAX_MOVES);
        self.moves[self.len] = m;
        self.len += 1;
    }
}

impl Default for MoveList {
    fn default() -> MoveList {
        MoveList::new()
    }
}

impl Deref for MoveList {
    type Target = [Move];
    #[inline]
    fn deref(&self) -> &[Move] {
        &self.moves[..self.len]
    }
}

impl DerefMut for MoveList {
    #[inline]
    fn deref_mut(&mut self) -> &mut [Move] {
        &mut self.moves[..self.len]
    }
}

impl fmt::Debug for MoveList {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_list()
            .entries(self.iter().map(|m| m.to_string()))
            .finish()
    }
}

impl<'a> IntoIterator for &'a MoveList {
    type Item = &'a Move;
    type IntoIter = std::slice::Iter<'a, Move>;
    fn into_iter(self) -> Self::IntoIter {
        self.iter()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn u16_round_trip() {
        for from in Square::all() {
            for to in Square::all().filter(|&to| to != from) {
                let m = Move::new(from, to);
                assert_eq!(Move::from_u16(m.to_u16()), Some(m));
            }
        }
        assert_eq!(Move::from_u16(0), None);
        assert_eq!(Move::from_u16(0xffff), None);
    }
}
