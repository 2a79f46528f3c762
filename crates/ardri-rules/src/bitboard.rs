//! A set of squares as a `u64`: bit i is square i; bits 49..63 are always zero.

use std::fmt;
use std::ops::{BitAnd, BitAndAssign, BitOr, BitOrAssign, BitXor, BitXorAssign, Not};

use crate::square::{Direction, Square};

///
/// The bits are private so that no bit above 48 can be set from outside: build one from squares, from
/// the named constants, or with [`Bitboard::from_bits`], which refuses stray bits.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct Bitboard(pub(crate) u64);

const FILE_A: u64 = 0x0000_0408_1020_4081; // a1 a2 .. a7
const FILE_G: u64 = FILE_A << 6;

impl Bitboard {
    pub const EMPTY: Bitboard = Bitboard(0);
    /// Every square of the board.
    pub const ALL: Bitboard = Bitboard((1u64 << 49) - 1);
    pub const FILE_A: Bitboard = Bitboard(FILE_A);
    pub const FILE_G: Bitboard = Bitboard(FILE_G);
    pub const RANK_1: Bitboard = Bitboard(0x7f);
    pub const RANK_7: Bitboard = Bitboard(0x7f << 42);
    /// Squares on the board's rim.
    pub const EDGE: Bitboard = Bitboard(FILE_A | FILE_G | 0x7f | (0x7f << 42));
    /// The four corners a1 g1 a7 g7.
    pub const CORNERS: Bitboard = Bitboard(1 | 1 << 6 | 1 << 42 | 1 << 48);
    /// The throne d4.
    pub const THRONE: Bitboard = Bitboard(1 << 24);
    /// Squares only the king may stand on: the corners and the throne.
    pub const RESTRICTED: Bitboard = Bitboard(Self::CORNERS.0 | Self::THRONE.0);
    /// The eight squares next to a corner (b1 a2, f1 g2, a6 b7, g6 f7): the king's last step to escape.
    pub const CORNER_GUARDS: Bitboard =
        Bitboard(1 << 1 | 1 << 7 | 1 << 5 | 1 << 13 | 1 << 35 | 1 << 43 | 1 << 41 | 1 << 47);

    /// The set with these bits, or `None` if a bit above 48 (off the board) is set.
    #[must_use]
    pub const fn from_bits(bits: u64) -> Option<Bitboard> {
        if bits & !Self::ALL.0 == 0 {
            Some(Bitboard(bits))
        } else {
            None
        }
    }

    /// The set with these bits, the ones off the board dropped.
    #[must_use]
    pub const fn from_bits_truncate(bits: u64) -> Bitboard {
        Bitboard(bits & Self::ALL.0)
    }

    /// The raw bits (bit i = square i; bits 49..63 are zero).
    #[must_use]
    pub const fn bits(self) -> u64 {
        self.0
    }

    #[inline]
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    #[inline]
    pub const fn any(self) -> bool {
        self.0 != 0
    }

    #[inline]
    pub const fn count(self) -> u32 {
        self.0.count_ones()
    }

    #[inline]
    pub const fn contains(self, sq: Square) -> bool {
        self.0 & (1u64 << sq.index()) != 0
    }

    #[inline]
    pub const fn intersects(self, other: Bitboard) -> bool {
        self.0 & other.0 != 0
    }

    /// The lowest square in the set.
    #[inline]
    pub const fn first(self) -> Option<Square> {
        if self.0 == 0 {
            None
        } else {
            Some(Square::from_index_unchecked(self.0.trailing_zeros() as u8))
        }
    }

    /// Every square moved one step north; squares leaving the board vanish.
    #[inline]
    pub const fn north(self) -> Bitboard {
        Bitboard((self.0 << 7) & Self::ALL.0)
    }

    #[inline]
    pub const fn south(self) -> Bitboard {
        Bitboard(self.0 >> 7)
    }

    /// The edge mask keeps squares on file g from wrapping onto file a of the next rank.
    #[inline]
    pub const fn east(self) -> Bitboard {
        Bitboard((self.0 & !FILE_G) << 1)
    }

    #[inline]
    pub const fn west(self) -> Bitboard {
        Bitboard((self.0 & !FILE_A) >> 1)
    }

    #[inline]
    pub const fn shift(self, dir: Direction) -> Bitboard {
        match dir {
            Direction::North => self.north(),
            Direction::South => self.south(),
            Direction::East => self.east(),
            Direction::West => self.west(),
        }
    }

    /// The squares one orthogonal step from any square of the set.
    #[inline]
    pub const fn neighbours(self) -> Bitboard {
        Bitboard(self.north().0 | self.south().0 | self.east().0 | self.west().0)
    }
}

impl Iterator for Bitboard {
    type Item = Square;

    #[inline]
    fn next(&mut self) -> Option<Square> {
        let sq = self.first()?;
        self.0 &= self.0 - 1;
        Some(sq)
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        let n = self.count() as usize;
        (n, Some(n))
    }
}

impl ExactSizeIterator for Bitboard {}

impl From<Square> for Bitboard {
    #[inline]
    fn from(sq: Square) -> Bitboard {
        sq.bitboard()
    }
}

impl FromIterator<Square> for Bitboard {
    fn from_iter<I: IntoIterator<Item = Square>>(iter: I) -> Bitboard {
        iter.into_iter()
            .fold(Bitboard::EMPTY, |acc, sq| acc | sq.bitboard())
    }
}

impl Not for Bitboard {
    type Output = Bitboard;
    /// The complement within the board: bits 49..63 stay zero.
    #[inline]
    fn not(self) -> Bitboard {
        Bitboard(!self.0 & Self::ALL.0)
    }
}

macro_rules! bit_op {
    ($trait:ident, $fn:ident, $assign_trait:ident, $assign_fn:ident, $op:tt) => {
        impl $trait for Bitboard {
            type Output = Bitboard;
            #[inline]
            fn $fn(self, rhs: Bitboard) -> Bitboard {
                Bitboard(self.0 $op rhs.0)
            }
        }
        impl $assign_trait for Bitboard {
            #[inline]
            fn $assign_fn(&mut self, rhs: Bitboard) {
                self.0 = self.0 $op rhs.0;
            }
        }
    };
}

bit_op!(BitAnd, bitand, BitAndAssign, bitand_assign, &);
bit_op!(BitOr, bitor, BitOrAssign, bitor_assign, |);
bit_op!(BitXor, bitxor, BitXorAssign, bitxor_assign, ^);

impl fmt::Debug for Bitboard {
    /// A 7x7 grid, rank 7 at the top, so failing tests are readable.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        writeln!(f, "Bitboard({:#x})", self.0)?;
        for rank in (0..7).rev() {
            for file in 0..7 {
                let sq = Square::from_coords(file, rank).expect("on the board");
                f.write_str(if self.contains(sq) { "x " } else { ". " })?;
            }
            writeln!(f)?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sq(text: &str) -> Square {
        text.parse().unwrap()
    }

    #[test]
    fn shifts_do_not_wrap_around_the_edges() {
        assert_eq!(sq("g3").bitboard().east(), Bitboard::EMPTY);
        assert_eq!(sq("a3").bitboard().west(), Bitboard::EMPTY);
        assert_eq!(sq("c7").bitboard().north(), Bitboard::EMPTY);
        assert_eq!(sq("c1").bitboard().south(), Bitboard::EMPTY);
        assert_eq!(sq("c3").bitboard().east(), sq("d3").bitboard());
        assert_eq!(sq("c3").bitboard().west(), sq("b3").bitboard());
        assert_eq!(sq("c3").bitboard().north(), sq("c4").bitboard());
        assert_eq!(sq("c3").bitboard().south(), sq("c2").bitboard());
    }

    #[test]
    fn shifts_agree_with_square_steps_everywhere() {
        for from in Square::all() {
            for dir in Direction::ALL {
                let expected = from.step(dir).map_or(Bitboard::EMPTY, Square::bitboard);
                assert_eq!(from.bitboard().shift(dir), expected, "{from} {dir:?}");
            }
        }
    }

    #[test]
    fn masks_name_the_right_squares() {
        let names = |bb: Bitboard| bb.map(|s| s.to_string()).collect::<Vec<_>>();
        assert_eq!(names(Bitboard::CORNERS), ["a1", "g1", "a7", "g7"]);
        assert_eq!(names(Bitboard::THRONE), ["d4"]);
        assert_eq!(Bitboard::EDGE.count(), 24);
        assert_eq!(Bitboard::FILE_A.count(), 7);
        assert_eq!((!Bitboard::EMPTY), Bitboard::ALL);
        assert_eq!(
            names(Bitboard::CORNER_GUARDS),
            ["b1", "f1", "a2", "g2", "a6", "g6", "b7", "f7"]
        );
    }

    #[test]
    fn bits_off_the_board_are_refused_or_dropped() {
        assert_eq!(Bitboard::from_bits(1 << 48), Some(sq("g7").bitboard()));
        assert_eq!(Bitboard::from_bits(1 << 49), None);
        assert_eq!(Bitboard::from_bits_truncate(u64::MAX), Bitboard::ALL);
        assert_eq!(Bitboard::ALL.bits(), (1 << 49) - 1);
    }
}
