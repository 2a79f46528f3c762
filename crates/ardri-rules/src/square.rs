//! Squares of the 7x7 board, numbered as docs/RULES.md says: `(rank - 1) * 7 + file`.

use std::fmt;
use std::str::FromStr;

use crate::bitboard::Bitboard;
use crate::error::SquareParseError;

/// Width and height of the board.
pub const BOARD_SIZE: u8 = 7;
/// Number of squares on the board.
pub const SQUARE_COUNT: usize = 49;

/// One of the 49 squares; the index is always below 49.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug, Default)]
pub struct Square(u8);

impl Square {
    pub const A1: Square = Square(0);
    pub const G1: Square = Square(6);
    pub const D4: Square = Square(24);
    pub const A7: Square = Square(42);
    pub const G7: Square = Square(48);

    /// The square with this index, if it is on the board.
    pub const fn new(index: u8) -> Option<Square> {
        if (index as usize) < SQUARE_COUNT {
            Some(Square(index))
        } else {
            None
        }
    }

    /// The square for a 0-based file (a = 0) and 0-based rank (1 = 0).
    pub const fn from_coords(file: u8, rank: u8) -> Option<Square> {
        if file < BOARD_SIZE && rank < BOARD_SIZE {
            Some(Square(rank * BOARD_SIZE + file))
        } else {
            None
        }
    }

    /// Caller guarantees `index < 49` (used on bits taken from a board bitboard).
    #[inline]
    pub(crate) const fn from_index_unchecked(index: u8) -> Square {
        debug_assert!((index as usize) < SQUARE_COUNT);
        Square(index)
    }

    #[inline]
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// 0-based file: a = 0 .. g = 6.
    #[inline]
    pub const fn file(self) -> u8 {
        self.0 % BOARD_SIZE
    }

    /// 0-based rank: rank 1 = 0 .. rank 7 = 6.
    #[inline]
    pub const fn rank(self) -> u8 {
        self.0 / BOARD_SIZE
    }

    #[inline]
    pub const fn bitboard(self) -> Bitboard {
        Bitboard(1u64 << self.0)
    }

    /// Every square, a1 first.
    pub fn all() -> impl Iterator<Item = Square> {
        (0..SQUARE_COUNT as u8).map(Square)
    }

    /// Manhattan distance in one-step moves.
    pub const fn distance(self, other: Square) -> u8 {
        self.file().abs_diff(other.file()) + self.rank().abs_diff(other.rank())
    }

    /// The square one step away in `dir`, if it is on the board.
    pub const fn step(self, dir: Direction) -> Option<Square> {
        let (df, dr) = dir.offset();
        let file = self.file() as i8 + df;
        let rank = self.rank() as i8 + dr;
        if file < 0 || rank < 0 {
            None
        } else {
            Square::from_coords(file as u8, rank as u8)
        }
    }
}

impl fmt::Display for Square {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", (b'a' + self.file()) as char, self.rank() + 1)
    }
}

impl FromStr for Square {
    type Err = SquareParseError;

    /// Parses `d4` (or `D4`).
    fn from_str(text: &str) -> Result<Square, SquareParseError> {
        let bytes = text.as_bytes();
        let err = || SquareParseError {
            text: text.to_string(),
        };
        if bytes.len() != 2 {
            return Err(err());
        }
        let file = bytes[0].to_ascii_lowercase().wrapping_sub(b'a');
        let rank = bytes[1].wrapping_sub(b'1');
        Square::from_coords(file, rank).ok_or_else(err)
    }
}

/// The four directions a piece can step in.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Direction {
    North,
    South,
    East,
    West,
}

impl Direction {
    pub const ALL: [Direction; 4] = [
        Direction::North,
        Direction::South,
        Direction::East,
        Direction::West,
    ];

    /// (file offset, rank offset).
    pub const fn offset(self) -> (i8, i8) {
        match self {
            Direction::North => (0, 1),
            Direction::South => (0, -1),
            Direction::East => (1, 0),
            Direction::West => (-1, 0),
        }
    }

    pub const fn opposite(self) -> Direction {
        match self {
            Direction::North => Direction::South,
            Direction::South => Direction::North,
            Direction::East => Direction::West,
            Direction::West => Direction::East,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbering_matches_rules() {
        assert_eq!("a1".parse::<Square>().unwrap().index(), 0);
        assert_eq!("g1".parse::<Square>().unwrap().index(), 6);
        assert_eq!("a2".parse::<Square>().unwrap().index(), 7);
        assert_eq!("d4".parse::<Square>().unwrap(), Square::D4);
        assert_eq!("G7".parse::<Square>().unwrap().index(), 48);
        for sq in Square::all() {
            assert_eq!(sq.to_string().parse::<Square>().unwrap(), sq);
        }
    }

    #[test]
    fn bad_squares_are_refused() {
        for text in ["", "h1", "a8", "a0", "d", "d44", "1d", "é4"] {
            let err = text.parse::<Square>().unwrap_err();
            assert!(err.to_string().contains("not a square"), "{err}");
        }
    }

    #[test]
    fn steps_stop_at_the_edge() {
        assert_eq!(Square::A1.step(Direction::West), None);
        assert_eq!(Square::A1.step(Direction::South), None);
        assert_eq!(Square::G7.step(Direction::North), None);
        assert_eq!(Square::G1.step(Direction::East), None);
        assert_eq!(Square::D4.step(Direction::North).unwrap().to_string(), "d5");
    }
}
