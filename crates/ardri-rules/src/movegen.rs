//! Legal move generation by bit shifts: all pieces of a side step in one direction at once.
//!
//! In Ard Ri every pseudo-legal step is legal (there is no check), so generation needs no legality pass.

use crate::bitboard::Bitboard;
use crate::moves::{Move, MoveList};
use crate::piece::Side;
use crate::position::Position;
use crate::square::{Direction, Square};

/// How a square index changes by one step in each direction.
const fn index_delta(dir: Direction) -> i8 {
    match dir {
        Direction::North => 7,
        Direction::South => -7,
        Direction::East => 1,
        Direction::West => -1,
    }
}

/// Pushes every step of a piece in `movers` onto a square in `targets`.
#[inline]
fn push_steps(list: &mut MoveList, movers: Bitboard, targets: Bitboard) {
    for dir in Direction::ALL {
        let delta = index_delta(dir);
        for to in movers.shift(dir) & targets {
            let from = Square::from_index_unchecked((to.index() as i8 - delta) as u8);
            list.push(Move::new(from, to));
        }
    }
}

/// The number of steps of pieces in `movers` onto squares in `targets`.
#[inline]
fn count_steps(movers: Bitboard, targets: Bitboard) -> u32 {
    (movers.north() & targets).count()
        + (movers.south() & targets).count()
        + (movers.east() & targets).count()
        + (movers.west() & targets).count()
}

impl Position {
    /// Every legal move of the side to move; none when the game is over on the board.
    pub fn legal_moves(&self) -> MoveList {
        let mut list = MoveList::new();
        self.generate_into(&mut list);
        list
    }

    /// Fills `list` (cleared first) with the legal moves.
    #[inline]
    pub fn generate_into(&self, list: &mut MoveList) {
        self.generate_to(list, Bitboard::ALL, Bitboard::ALL);
    }

    /// Fills `list` (cleared first) with the legal moves of ordinary pieces onto `targets` and of the
    /// king onto `king_targets`: the full list filtered, in the same order, without building it
    /// (quiescence wants only a few destinations).
    #[inline]
    pub fn generate_to(&self, list: &mut MoveList, targets: Bitboard, king_targets: Bitboard) {
        list.clear();
        if self.is_decided_on_board() {
            return;
        }
        let empty = !self.occupied();
        let open = empty & !Bitboard::RESTRICTED;
        match self.side_to_move() {
            Side::Attackers => push_steps(list, self.attackers(), open & targets),
            Side::Defenders => {
                // The king first: his steps are the ones a search most wants to see early.
                push_steps(list, self.king(), empty & king_targets);
                push_steps(list, self.defenders(), open & targets);
            }
        }
    }

    /// The number of legal moves, counted with popcounts and no list.
    #[inline]
    pub fn count_moves(&self) -> u32 {
        if self.is_decided_on_board() {
            return 0;
        }
        let empty = !self.occupied();
        let open = empty & !Bitboard::RESTRICTED;
        match self.side_to_move() {
            Side::Attackers => count_steps(self.attackers(), open),
            Side::Defenders => {
                count_steps(self.king(), empty) + count_steps(self.defenders(), open)
            }
        }
    }

    /// Whether the side to move has at least one legal move.
    #[inline]
    pub fn has_moves(&self) -> bool {
        self.count_moves() > 0
    }

    /// The squares the piece on `from` may step to (for the app's destination dots).
    pub fn destinations(&self, from: Square) -> Bitboard {
        self.legal_moves()
            .iter()
            .filter(|m| m.from == from)
            .map(|m| m.to)
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use crate::{Position, Rules};

    #[test]
    fn start_position_has_eight_moves() {
        let pos = Position::start(Rules::default());
        let moves = pos.legal_moves();
        assert_eq!(moves.len(), 8);
        assert_eq!(pos.count_moves(), 8);
        let mut texts: Vec<String> = moves.iter().map(|m| m.to_string()).collect();
        texts.sort();
        assert_eq!(
            texts,
            [
                "c3b3", "c3c2", "c5b5", "c5c6", "e3e2", "e3f3", "e5e6", "e5f5"
            ]
        );
    }

    #[test]
    fn generate_to_equals_the_filtered_full_list() {
        use crate::{Bitboard, MoveList, Side};
        let fens = [
            "2aaa2/3a3/a1ddd1a/aadkdaa/a1ddd1a/3a3/2aaa2 d",
            "7/2a4/1a1a3/a1k1d2/1a5/2d4/1a5 a",
            "2a4/1a1k3/2a1d2/7/d1a4/a1a1a2/1d1a1d1 d",
            "7/5k1/2a4/2d4/ad1da2/2a4/7 a",
        ];
        let masks = [
            0x0001_2345_6789_abcd_u64,
            0x0000_f0f0_f0f0_f0f0,
            u64::MAX >> 15,
            0,
        ];
        for fen in fens {
            for side in [Side::Attackers, Side::Defenders] {
                let pos: Position = fen.parse::<Position>().unwrap().with_side_to_move(side);
                let king_sq = pos.king_square();
                for &t in &masks {
                    for &k in &masks {
                        let (targets, king_targets) = (Bitboard(t), Bitboard(k));
                        let expected: Vec<_> = pos
                            .legal_moves()
                            .iter()
                            .copied()
                            .filter(|m| {
                                if m.from == king_sq {
                                    king_targets.contains(m.to)
                                } else {
                                    targets.contains(m.to)
                                }
                            })
                            .collect();
                        let mut list = MoveList::new();
                        pos.generate_to(&mut list, targets, king_targets);
                        assert_eq!(&list[..], &expected[..], "{fen} {side}");
                    }
                }
            }
        }
    }
}
