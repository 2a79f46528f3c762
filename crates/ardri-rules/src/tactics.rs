//! Squares where a single move decides something: captures, the king's capture, the king's escape.
//! The engine uses these for move ordering, quiescence and its threat extension; the app for hints.

use crate::bitboard::Bitboard;
use crate::piece::Side;
use crate::position::Position;

impl Position {
    /// Empty squares where a piece of `side`, arriving, would capture at least one enemy ordinary piece.
    /// (Whether a piece of that side can reach the square is not checked.)
    #[inline]
    pub fn capture_targets(&self, side: Side) -> Bitboard {
        let (enemy, friends) = match side {
            Side::Attackers => (self.defenders(), self.attackers()),
            Side::Defenders => (self.attackers(), self.defenders() | self.king()),
        };
        let hostile = if self.rules().restricted_hostile {
            friends | (Bitboard::RESTRICTED & !self.occupied())
        } else {
            friends
        };
        // A victim v with a hostile square beyond it in direction d is taken by a piece landing on v - d.
        let landing = (enemy & hostile.south()).south()
            | (enemy & hostile.north()).north()
            | (enemy & hostile.west()).west()
            | (enemy & hostile.east()).east();
        landing & !self.occupied()
    }

    /// The square where an attacker arriving would capture the king, if one attacker move can do it
    /// (whoever is to move now).
    #[inline]
    pub fn king_capture_square(&self) -> Bitboard {
        let around = self.king().neighbours();
        if !self.rules().edge_hostile_to_king && around.count() < 4 {
            return Bitboard::EMPTY;
        }
        let open = around & !(self.attackers() | Bitboard::RESTRICTED);
        if open.count() != 1 || open.intersects(self.occupied()) {
            return Bitboard::EMPTY;
        }
        // Two squares next to the king are never next to each other, so the attacker stepping in is
        // never one of those already enclosing him.
        open & self.attackers().neighbours()
    }

    /// Corners the king could step onto next move.
    #[inline]
    pub fn king_escape_squares(&self) -> Bitboard {
        self.king().neighbours() & Bitboard::CORNERS
    }

    /// Whether the side to move can end the game in its favour with one move.
    #[inline]
    pub fn has_winning_move(&self) -> bool {
        !self.is_decided_on_board()
            && match self.side_to_move() {
                Side::Defenders => self.king_escape_squares().any(),
                Side::Attackers => self.king_capture_square().any(),
            }
    }

    /// Whether the opponent would win with one move if it were their turn: the side to move must answer.
    #[inline]
    pub fn must_answer_threat(&self) -> bool {
        match self.side_to_move() {
            Side::Attackers => self.king_escape_squares().any(),
            Side::Defenders => self.king_capture_square().any(),
        }
    }
}

#[cfg(test)]
mod tests {
    use crate::{Bitboard, Position, Side};

    fn p(fen: &str) -> Position {
        fen.parse().unwrap()
    }

    /// The capture squares must be exactly the destinations of capturing moves.
    #[test]
    fn capture_targets_match_the_captures_moves_make() {
        let fens = [
            "2aaa2/3a3/a1ddd1a/aadkdaa/a1ddd1a/3a3/2aaa2 d",
            "7/2a4/1a1a3/a1k1d2/1a5/2d4/1a5 a",
            "2a4/1a1k3/2a1d2/7/d1a4/a1a1a2/1d1a1d1 d",
            "7/5k1/2a4/2d4/ad1da2/2a4/7 a",
        ];
        for fen in fens {
            for side in [Side::Attackers, Side::Defenders] {
                let pos = p(fen).with_side_to_move(side);
                let targets = pos.capture_targets(side);
                for m in pos.legal_moves().iter() {
                    let captures = pos.after_played(*m).captured.any();
                    assert_eq!(targets.contains(m.to), captures, "{fen} {side} {m}");
                }
            }
        }
    }

    #[test]
    fn king_capture_square_is_found() {
        // King c5 with attackers b5 d5 c6; an attacker on c3 can step to c4.
        let pos = p("7/2a4/1aka3/7/2a4/7/7 a");
        assert_eq!(
            pos.king_capture_square(),
            "c4".parse::<crate::Square>().unwrap().bitboard()
        );
        assert!(pos.has_winning_move());
        assert!(pos.with_side_to_move(Side::Defenders).must_answer_threat());
        // No attacker can reach c4: no threat.
        let pos = p("7/2a4/1aka3/7/7/7/7 a");
        assert_eq!(pos.king_capture_square(), Bitboard::EMPTY);
    }

    #[test]
    fn escape_squares_are_found() {
        let pos = p("7/7/7/7/7/7/1k5 d");
        assert!(pos.has_winning_move());
        assert!(pos.with_side_to_move(Side::Attackers).must_answer_threat());
    }
}
