//! The position: one bitboard per piece kind, the side to move, the rules in force and an incremental hash.

use crate::bitboard::Bitboard;
use crate::error::{IllegalMove, PositionError};
use crate::moves::Move;
use crate::options::Rules;
use crate::piece::{Piece, Side};
use crate::square::Square;
use crate::zobrist;

/// A placement of the pieces with the side to move.
///
/// It is `Copy` (about 40 bytes) so searches can copy-make; [`Position::undo`] is there as well.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Position {
    attackers: Bitboard,
    defenders: Bitboard,
    king: Bitboard,
    side: Side,
    /// Set by an attacker's move that encloses the king; the game is then over.
    king_captured: bool,
    rules: Rules,
    hash: u64,
}

/// What a move did: the information a move list, an undo or an animation needs.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Played {
    pub mv: Move,
    pub piece: Piece,
    /// The ordinary pieces it removed (0 to 3 of them).
    pub captured: Bitboard,
    pub king_captured: bool,
    pub king_escaped: bool,
}

/// The game-ending state a position shows by itself (history aside).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Terminal {
    KingEscaped,
    KingCaptured,
}

const START_ATTACKERS: u64 = sq_bits(&[
    "c7", "d7", "e7", "d6", "a5", "a4", "a3", "b4", "g5", "g4", "g3", "f4", "c1", "d1", "e1", "d2",
]);
const START_DEFENDERS: u64 = sq_bits(&["c5", "d5", "e5", "c4", "e4", "c3", "d3", "e3"]);

/// Square names to bits, at compile time.
const fn sq_bits(names: &[&str]) -> u64 {
    let mut bits = 0;
    let mut i = 0;
    while i < names.len() {
        let b = names[i].as_bytes();
        bits |= 1u64 << ((b[1] - b'1') * 7 + (b[0] - b'a'));
        i += 1;
    }
    bits
}

/// The pieces of `enemy` next to `to` that have a `hostile` square right behind them, in line.
#[inline]
fn custodial_captures(to: Bitboard, enemy: Bitboard, hostile: Bitboard) -> Bitboard {
    // A neighbour n in direction d is taken when n+d is hostile, i.e. when n is in hostile shifted by -d.
    enemy
        & ((to.north() & hostile.south())
            | (to.south() & hostile.north())
            | (to.east() & hostile.west())
            | (to.west() & hostile.east()))
}

impl Position {
    /// The start position of docs/RULES.md, with the first mover the rules name.
    pub fn start(rules: Rules) -> Position {
        Position::from_parts(
            Bitboard(START_ATTACKERS),
            Bitboard(START_DEFENDERS),
            Square::D4.bitboard(),
            rules.first_mover,
            rules,
        )
        .expect("the start position is legal")
    }

    /// A position from its pieces, checked as a position string is: one king, no ordinary piece on a
    /// restricted square, at most 16 attackers and 8 defenders, no square used twice.
    pub fn from_parts(
        attackers: Bitboard,
        defenders: Bitboard,
        king: Bitboard,
        side: Side,
        rules: Rules,
    ) -> Result<Position, PositionError> {
        if king.count() != 1 {
            return Err(PositionError::KingCount {
                found: king.count(),
            });
        }
        for (piece, bb) in [(Piece::Attacker, attackers), (Piece::Defender, defenders)] {
            if let Some(square) = (bb & Bitboard::RESTRICTED).first() {
                return Err(PositionError::PieceOnRestricted { piece, square });
            }
        }
        if attackers.count() > 16 {
            return Err(PositionError::TooManyAttackers {
                found: attackers.count(),
            });
        }
        if defenders.count() > 8 {
            return Err(PositionError::TooManyDefenders {
                found: defenders.count(),
            });
        }
        if let Some(square) = (attackers & defenders).first() {
            return Err(PositionError::SquareUsedTwice { square });
        }
        if let Some(square) = ((attackers | defenders) & king).first() {
            return Err(PositionError::SquareUsedTwice { square });
        }
        let mut pos = Position {
            attackers,
            defenders,
            king,
            side,
            king_captured: false,
            rules,
            hash: 0,
        };
        pos.hash = pos.hash_from_scratch();
        Ok(pos)
    }

    #[inline]
    pub fn attackers(&self) -> Bitboard {
        self.attackers
    }

    /// The defenders' ordinary pieces (the king is apart).
    #[inline]
    pub fn defenders(&self) -> Bitboard {
        self.defenders
    }

    #[inline]
    pub fn king(&self) -> Bitboard {
        self.king
    }

    #[inline]
    pub fn king_square(&self) -> Square {
        self.king.first().expect("a position always has its king")
    }

    #[inline]
    pub fn occupied(&self) -> Bitboard {
        self.attackers | self.defenders | self.king
    }

    #[inline]
    pub fn side_to_move(&self) -> Side {
        self.side
    }

    #[inline]
    pub fn rules(&self) -> &Rules {
        &self.rules
    }

    /// The Zobrist hash of the placement and the side to move (what repetition compares).
    #[inline]
    pub fn hash(&self) -> u64 {
        self.hash
    }

    /// The pieces of one side (the king counts with the defenders).
    #[inline]
    pub fn side_pieces(&self, side: Side) -> Bitboard {
        match side {
            Side::Attackers => self.attackers,
            Side::Defenders => self.defenders | self.king,
        }
    }

    pub fn piece_at(&self, sq: Square) -> Option<Piece> {
        if self.attackers.contains(sq) {
            Some(Piece::Attacker)
        } else if self.defenders.contains(sq) {
            Some(Piece::Defender)
        } else if self.king.contains(sq) {
            Some(Piece::King)
        } else {
            None
        }
    }

    /// Whether two positions are the same for repetition: the same pieces on the same squares and the
    /// same side to move (docs/RULES.md, end of the game, 4).
    #[must_use]
    pub fn same_placement(&self, other: &Position) -> bool {
        self.attackers == other.attackers
            && self.defenders == other.defenders
            && self.king == other.king
            && self.side == other.side
    }

    /// The same placement with the other side to move (for analysis set-ups and tests).
    pub fn with_side_to_move(mut self, side: Side) -> Position {
        if side != self.side {
            self.side = side;
            self.hash ^= zobrist::side_key(Side::Defenders);
        }
        self
    }

    /// The same placement under other rules.
    pub fn with_rules(mut self, rules: Rules) -> Position {
        self.rules = rules;
        self
    }

    /// Whether the game ended on the board: king on a corner, or king captured by the last move.
    #[inline]
    pub fn terminal(&self) -> Option<Terminal> {
        if self.king.intersects(Bitboard::CORNERS) {
            Some(Terminal::KingEscaped)
        } else if self.king_captured {
            Some(Terminal::KingCaptured)
        } else {
            None
        }
    }

    /// Whether the game was decided on the board: the king stands on a corner or was captured by the
    /// last move. This is NOT "the game is over": a position can also end the game by having no legal
    /// move, or by repetition, which needs the game's history (see [`crate::Game::outcome`]).
    #[inline]
    #[must_use]
    pub fn is_decided_on_board(&self) -> bool {
        self.king_captured || self.king.intersects(Bitboard::CORNERS)
    }

    pub fn hash_from_scratch(&self) -> u64 {
        zobrist::pieces_key(Piece::Attacker, self.attackers)
            ^ zobrist::pieces_key(Piece::Defender, self.defenders)
            ^ zobrist::pieces_key(Piece::King, self.king)
            ^ zobrist::side_key(self.side)
    }

    /// Empty restricted squares when the rules make them hostile to ordinary pieces, else nothing.
    #[inline]
    fn hostile_restricted(&self) -> Bitboard {
        if self.rules.restricted_hostile {
            Bitboard::RESTRICTED & !self.occupied()
        } else {
            Bitboard::EMPTY
        }
    }

    /// Whether every neighbour of the king is an attacker, a restricted square, or (if the rules
    /// say so) off the board.
    #[inline]
    pub fn king_enclosed(&self) -> bool {
        let around = self.king.neighbours();
        if (around & !(self.attackers | Bitboard::RESTRICTED)).any() {
            return false;
        }
        self.rules.edge_hostile_to_king || around.count() == 4
    }

    /// Plays a move after checking that it is legal here; an illegal move is refused with its reason
    /// and leaves the position as it was.
    pub fn play(&mut self, m: Move) -> Result<Played, IllegalMove> {
        self.check_move(m)?;
        Ok(self.play_unchecked(m))
    }

    /// Plays a move without checking it: for hot paths (search, perft) whose moves come from the move
    /// generator or have passed [`Position::check_move`].
    ///
    /// The move must be legal here. An illegal one is not detected (only debug builds assert that the
    /// piece exists) and leaves an inconsistent position: pieces on top of each other, a wrong hash, an
    /// ordinary piece on a restricted square. Use [`Position::play`] for moves from outside.
    #[inline]
    pub fn play_unchecked(&mut self, m: Move) -> Played {
        let from = m.from.bitboard();
        let to = m.to.bitboard();
        let path = from | to;
        let mut played = Played {
            mv: m,
            piece: Piece::Attacker,
            captured: Bitboard::EMPTY,
            king_captured: false,
            king_escaped: false,
        };
        match self.side {
            Side::Attackers => {
                debug_assert!(self.attackers.intersects(from));
                self.attackers ^= path;
                self.hash ^= zobrist::piece_key(Piece::Attacker, m.from)
                    ^ zobrist::piece_key(Piece::Attacker, m.to);
                let hostile = self.attackers | self.hostile_restricted();
                let captured = custodial_captures(to, self.defenders, hostile);
                if captured.any() {
                    self.defenders ^= captured;
                    self.hash ^= zobrist::pieces_key(Piece::Defender, captured);
                    played.captured = captured;
                }
                // Only an attacker arriving next to the king can capture him.
                if self.king.neighbours().intersects(to) && self.king_enclosed() {
                    self.king_captured = true;
                    played.king_captured = true;
                }
            }
            Side::Defenders => {
                if self.king.intersects(from) {
                    self.king ^= path;
                    played.piece = Piece::King;
                    played.king_escaped = to.intersects(Bitboard::CORNERS);
                } else {
                    debug_assert!(self.defenders.intersects(from));
                    self.defenders ^= path;
                    played.piece = Piece::Defender;
                }
                self.hash ^= zobrist::piece_key(played.piece, m.from)
                    ^ zobrist::piece_key(played.piece, m.to);
                // The king is armed: he captures and serves as the far piece.
                let hostile = self.defenders | self.king | self.hostile_restricted();
                let captured = custodial_captures(to, self.attackers, hostile);
                if captured.any() {
                    self.attackers ^= captured;
                    self.hash ^= zobrist::pieces_key(Piece::Attacker, captured);
                    played.captured = captured;
                }
            }
        }
        self.side = self.side.opponent();
        self.hash ^= zobrist::side_key(Side::Defenders);
        played
    }

    /// Takes back the move that `played` describes; the position is then exactly as before it.
    #[inline]
    pub fn undo(&mut self, played: &Played) {
        self.side = self.side.opponent();
        self.hash ^= zobrist::side_key(Side::Defenders);
        self.king_captured = false;
        let m = played.mv;
        let path = m.from.bitboard() | m.to.bitboard();
        match played.piece {
            Piece::Attacker => {
                self.attackers ^= path;
                self.defenders ^= played.captured;
                self.hash ^= zobrist::pieces_key(Piece::Defender, played.captured);
            }
            Piece::Defender | Piece::King => {
                if played.piece == Piece::King {
                    self.king ^= path;
                } else {
                    self.defenders ^= path;
                }
                self.attackers ^= played.captured;
                self.hash ^= zobrist::pieces_key(Piece::Attacker, played.captured);
            }
        }
        self.hash ^=
            zobrist::piece_key(played.piece, m.from) ^ zobrist::piece_key(played.piece, m.to);
    }

    /// The position after a legal move (copy-make), unchecked as [`Position::play_unchecked`] is.
    #[inline]
    #[must_use]
    pub fn after_unchecked(&self, m: Move) -> Position {
        let mut next = *self;
        next.play_unchecked(m);
        next
    }

    /// Checks that a move is legal here, saying why not.
    pub fn check_move(&self, m: Move) -> Result<(), IllegalMove> {
        if self.is_decided_on_board() {
            return Err(IllegalMove::GameOver);
        }
        let piece = self
            .piece_at(m.from)
            .ok_or(IllegalMove::NoPiece { square: m.from })?;
        if piece.side() != self.side {
            return Err(IllegalMove::NotYourPiece {
                square: m.from,
                piece,
                to_move: self.side,
            });
        }
        if m.from.distance(m.to) != 1 {
            return Err(IllegalMove::NotOneStep {
                from: m.from,
                to: m.to,
            });
        }
        if self.occupied().contains(m.to) {
            return Err(IllegalMove::Occupied { square: m.to });
        }
        if piece != Piece::King && Bitboard::RESTRICTED.contains(m.to) {
            return Err(IllegalMove::Restricted { square: m.to });
        }
        Ok(())
    }

    #[inline]
    #[must_use]
    pub fn is_legal(&self, m: Move) -> bool {
        self.check_move(m).is_ok()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn start_position_matches_rules() {
        let pos = Position::start(Rules::default());
        assert_eq!(pos.attackers().count(), 16);
        assert_eq!(pos.defenders().count(), 8);
        assert_eq!(pos.king_square(), Square::D4);
        assert_eq!(pos.side_to_move(), Side::Defenders);
        assert_eq!(pos.hash(), pos.hash_from_scratch());
        let attackers_first = Rules {
            first_mover: Side::Attackers,
            ..Rules::default()
        };
        assert_eq!(
            Position::start(attackers_first).side_to_move(),
            Side::Attackers
        );
    }

    #[test]
    fn checked_play_refuses_an_illegal_move_and_changes_nothing() {
        let mut pos = Position::start(Rules::default());
        let before = pos;
        let onto_attacker = Move::new("d3".parse().unwrap(), "d2".parse().unwrap());
        assert_eq!(
            pos.play(onto_attacker),
            Err(IllegalMove::Occupied {
                square: "d2".parse().unwrap()
            })
        );
        let attackers_piece = Move::new("d2".parse().unwrap(), "c2".parse().unwrap());
        assert!(matches!(
            pos.play(attackers_piece),
            Err(IllegalMove::NotYourPiece { .. })
        ));
        assert_eq!(pos, before);
        let legal = Move::new("c3".parse().unwrap(), "c2".parse().unwrap());
        assert_eq!(pos.play(legal).unwrap().mv, legal);
        assert_eq!(pos, before.after_unchecked(legal));
    }

    #[test]
    fn from_parts_refuses_overlapping_pieces() {
        let a1 = Square::new(1).unwrap().bitboard();
        let err = Position::from_parts(
            a1,
            a1,
            Square::D4.bitboard(),
            Side::Defenders,
            Rules::default(),
        );
        assert_eq!(
            err,
            Err(PositionError::SquareUsedTwice {
                square: Square::new(1).unwrap()
            })
        );
        let err = Position::from_parts(
            Bitboard::EMPTY,
            Square::D4.bitboard(),
            Square::D4.bitboard(),
            Side::Defenders,
            Rules::default(),
        );
        assert!(err.is_err());
    }

    #[test]
    fn play_then_undo_restores_everything() {
        let mut pos = Position::start(Rules::default());
        let before = pos;
        let m = Move::new("c3".parse().unwrap(), "c2".parse().unwrap());
        let played = pos.play_unchecked(m);
        assert_ne!(pos, before);
        assert_eq!(pos.hash(), pos.hash_from_scratch());
        pos.undo(&played);
        assert_eq!(pos, before);
    }
}
