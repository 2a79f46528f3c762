//! Text forms of docs/RULES.md: position strings, moves (canonical, display, the seed's king form) and the board diagram.

use std::fmt::{self, Write as _};
use std::str::FromStr;

use crate::bitboard::Bitboard;
use crate::error::{IllegalMove, MoveError, PositionError};
use crate::moves::Move;
use crate::options::Rules;
use crate::piece::{Piece, Side};
use crate::position::{Played, Position};
use crate::square::{BOARD_SIZE, Square};

/// The start position's string under the default rules.
pub const START_FEN: &str = "2aaa2/3a3/a1ddd1a/aadkdaa/a1ddd1a/3a3/2aaa2 d";

impl Position {
    /// Parses a position string (`2aaa2/3a3/... d`) under the given rules.
    pub fn from_fen(text: &str, rules: Rules) -> Result<Position, PositionError> {
        let mut fields = text.split_whitespace();
        let placement = fields.next().ok_or(PositionError::Empty)?;
        let side = match fields.next() {
            None => return Err(PositionError::MissingSide),
            Some(s) if s.eq_ignore_ascii_case("d") => Side::Defenders,
            Some(s) if s.eq_ignore_ascii_case("a") => Side::Attackers,
            Some(s) => {
                return Err(PositionError::BadSide {
                    found: s.to_string(),
                });
            }
        };
        let rest: Vec<&str> = fields.collect();
        if !rest.is_empty() {
            return Err(PositionError::TrailingText {
                found: rest.join(" "),
            });
        }

        let ranks: Vec<&str> = placement.split('/').collect();
        if ranks.len() != BOARD_SIZE as usize {
            return Err(PositionError::RankCount { found: ranks.len() });
        }
        let mut boards = [Bitboard::EMPTY; 3];
        for (i, rank_text) in ranks.iter().enumerate() {
            let rank = BOARD_SIZE - 1 - i as u8; // the first rank listed is rank 7
            let mut file: usize = 0;
            for ch in rank_text.chars() {
                match ch {
                    '1'..='7' => file += ch as usize - '0' as usize,
                    _ => {
                        let piece = match ch.to_ascii_lowercase() {
                            'a' => Piece::Attacker,
                            'd' => Piece::Defender,
                            'k' => Piece::King,
                            _ => {
                                return Err(PositionError::UnknownCharacter {
                                    rank: rank + 1,
                                    found: ch,
                                });
                            }
                        };
                        if let Some(sq) = Square::from_coords(file as u8, rank) {
                            boards[piece as usize] |= sq.bitboard();
                        }
                        file += 1;
                    }
                }
            }
            if file != BOARD_SIZE as usize {
                return Err(PositionError::RankLength {
                    rank: rank + 1,
                    length: file,
                });
            }
        }
        let [attackers, defenders, king] = boards;
        Position::from_parts(attackers, defenders, king, side, rules)
    }

    /// The position string of this position.
    pub fn fen(&self) -> String {
        let mut out = String::with_capacity(48);
        for rank in (0..BOARD_SIZE).rev() {
            let mut empty = 0;
            for file in 0..BOARD_SIZE {
                let sq = Square::from_coords(file, rank).expect("on the board");
                match self.piece_at(sq) {
                    None => empty += 1,
                    Some(piece) => {
                        if empty > 0 {
                            out.push(char::from(b'0' + empty));
                            empty = 0;
                        }
                        out.push(piece.letter());
                    }
                }
            }
            if empty > 0 {
                out.push(char::from(b'0' + empty));
            }
            if rank > 0 {
                out.push('/');
            }
        }
        out.push(' ');
        out.push(self.side_to_move().letter());
        out
    }

    /// The board diagram of docs/RULES.md (`#` for an empty restricted square).
    pub fn diagram(&self) -> String {
        let mut out = String::new();
        for rank in (0..BOARD_SIZE).rev() {
            let _ = write!(out, "{}", rank + 1);
            for file in 0..BOARD_SIZE {
                let sq = Square::from_coords(file, rank).expect("on the board");
                let symbol = match self.piece_at(sq) {
                    Some(piece) => piece.diagram_symbol(),
                    None if Bitboard::RESTRICTED.contains(sq) => '#',
                    None => '.',
                };
                out.push(' ');
                out.push(symbol);
            }
            out.push('\n');
        }
        out.push_str("  a b c d e f g\n");
        out
    }

    /// Parses a move in any form of docs/RULES.md (`c3c2`, `c3-c2`, `c3-c2xb2/d2`, `kd5`) and checks that it is
    /// legal here; a stated capture list must match the captures the move makes.
    pub fn parse_move(&self, text: &str) -> Result<Move, MoveError> {
        let fail = |reason| MoveError {
            text: text.trim().to_string(),
            reason,
        };
        let lower = text.trim().to_ascii_lowercase();
        let square = |s: &str| s.parse::<Square>().map_err(|_| fail(IllegalMove::Syntax));

        // The seed's king form: `kd5`.
        if lower.len() == 3 && lower.starts_with('k') {
            let to = square(&lower[1..])?;
            let m = Move::new(self.king_square(), to);
            if self.is_decided_on_board() {
                return Err(fail(IllegalMove::GameOver));
            }
            if self.side_to_move() != Side::Defenders {
                return Err(fail(IllegalMove::NotYourPiece {
                    square: m.from,
                    piece: Piece::King,
                    to_move: self.side_to_move(),
                }));
            }
            self.check_move(m).map_err(fail)?;
            return Ok(m);
        }

        let (squares, stated) = match lower.split_once('x') {
            Some((squares, captures)) => (squares, Some(captures)),
            None => (lower.as_str(), None),
        };
        let (from, to) = match squares.split_once('-') {
            Some((from, to)) => (from, to),
            None if squares.len() == 4 && squares.is_ascii() => squares.split_at(2),
            None => return Err(fail(IllegalMove::Syntax)),
        };
        let m = Move::new(square(from)?, square(to)?);
        self.check_move(m).map_err(fail)?;

        if let Some(stated) = stated {
            let mut stated_set = Bitboard::EMPTY;
            for part in stated.split('/') {
                stated_set |= square(part)?.bitboard();
            }
            let actual = self.after_played(m).captured;
            if stated_set != actual {
                return Err(fail(IllegalMove::CapturesDiffer {
                    stated: squares_text(stated_set),
                    actual: squares_text(actual),
                }));
            }
        }
        Ok(m)
    }

    /// Plays a legal move on a copy and reports what it did (captures, king captured, escape).
    pub fn after_played(&self, m: Move) -> Played {
        let mut copy = *self;
        copy.play_unchecked(m)
    }

    /// The display form of a legal move here: `c3-c2xb2/d2`.
    pub fn display_move(&self, m: Move) -> String {
        self.after_played(m).to_string()
    }
}

/// `b2/d2`, or `nothing` for an empty set.
fn squares_text(squares: Bitboard) -> String {
    if squares.is_empty() {
        return "nothing".to_string();
    }
    squares
        .map(|sq| sq.to_string())
        .collect::<Vec<_>>()
        .join("/")
}

impl fmt::Display for Played {
    /// The display notation of the move list: `c3-c2`, with captured squares after an `x`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}-{}", self.mv.from, self.mv.to)?;
        if self.captured.any() {
            write!(f, "x{}", squares_text(self.captured))?;
        }
        Ok(())
    }
}

impl fmt::Display for Position {
    /// The position string.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.fen())
    }
}

impl FromStr for Position {
    type Err = PositionError;

    /// A position string under the default rules.
    fn from_str(text: &str) -> Result<Position, PositionError> {
        Position::from_fen(text, Rules::default())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn start_string_round_trips() {
        let start = Position::start(Rules::default());
        assert_eq!(start.fen(), START_FEN);
        assert_eq!(START_FEN.parse::<Position>().unwrap(), start);
    }

    #[test]
    fn diagram_matches_rules_md() {
        let expected = "\
7 # . V V V . #
6 . . . V . . .
5 V . O O O . V
4 V V O K O V V
3 V . O O O . V
2 . . . V . . .
1 # . V V V . #
  a b c d e f g
";
        assert_eq!(Position::start(Rules::default()).diagram(), expected);
    }

    #[test]
    fn bad_position_strings_name_the_problem() {
        let cases = [
            ("", "empty"),
            (
                "2aaa2/3a3/a1ddd1a/aadkdaa/a1ddd1a/3a3 d",
                "expected 7 ranks",
            ),
            (
                "2aaa2/3a3/a1ddd1a/aadkdaa/a1ddd1a/3a3/2aaa3 d",
                "rank 1 describes 8",
            ),
            (
                "2aaa2/3a3/a1ddd1a/aadkdaa/a1dxd1a/3a3/2aaa2 d",
                "rank 3: unknown character 'x'",
            ),
            (
                "2aaa2/3a3/a1ddd1a/aadkdaa/a1ddd1a/3a3/2aaa2",
                "side to move is missing",
            ),
            (
                "2aaa2/3a3/a1ddd1a/aadkdaa/a1ddd1a/3a3/2aaa2 w",
                "unknown side to move 'w'",
            ),
            (
                "2aaa2/3a3/a1ddd1a/aadddaa/a1ddd1a/3a3/2aaa2 d",
                "exactly one king, found 0",
            ),
            (
                "k1aaa2/3a3/a1ddd1a/aadkdaa/a1ddd1a/3a3/2aaa2 d",
                "exactly one king, found 2",
            ),
            (
                "a1aaa2/3a3/a1ddd1a/aadkdaa/a1ddd1a/3a3/2aaa2 d",
                "attacker on the restricted square a7",
            ),
            (
                "2aaa2/3a3/a1ddd1a/aaddkaa/a1ddd1a/3a3/2aaa2 d",
                "defender on the restricted square d4",
            ),
            (
                "1aaaaa1/3a3/a1ddd1a/aadkdaa/a1ddd1a/3a3/2aaa2 d",
                "18 attackers",
            ),
            (
                "2aaa2/3a3/adddd1a/aadkdaa/a1ddd1a/3a3/2aaa2 d",
                "9 defenders",
            ),
            (
                "2aaa2/3a3/a1ddd1a/aadkdaa/a1ddd1a/3a3/2aaa2 d extra",
                "unexpected text",
            ),
        ];
        for (text, needle) in cases {
            let err = text.parse::<Position>().unwrap_err().to_string();
            assert!(
                err.contains(needle),
                "{text:?} gave {err:?}, wanted {needle:?}"
            );
        }
    }

    #[test]
    fn moves_parse_in_every_form() {
        let pos = Position::start(Rules::default());
        let c3c2 = Move::new("c3".parse().unwrap(), "c2".parse().unwrap());
        assert_eq!(pos.parse_move("c3c2").unwrap(), c3c2);
        assert_eq!(pos.parse_move("C3-C2").unwrap(), c3c2);
        assert_eq!(pos.display_move(c3c2), "c3-c2");
        assert_eq!(
            pos.parse_move("c3-c2xb2").unwrap_err().to_string(),
            "c3-c2xb2: the move captures nothing, not b2"
        );
        let err = pos.parse_move("kd5").unwrap_err().to_string();
        assert_eq!(err, "kd5: the square d5 is occupied");
        assert_eq!(
            pos.parse_move("d2d3").unwrap_err().reason,
            IllegalMove::NotYourPiece {
                square: "d2".parse().unwrap(),
                piece: Piece::Attacker,
                to_move: Side::Defenders
            }
        );
        assert_eq!(
            pos.parse_move("c3d3").unwrap_err().to_string(),
            "c3d3: the square d3 is occupied"
        );
        assert_eq!(
            pos.parse_move("c3a3").unwrap_err().to_string(),
            "c3a3: c3 to a3 is not one step up, down, left or right"
        );
        assert_eq!(
            pos.parse_move("b3c3").unwrap_err().to_string(),
            "b3c3: there is no piece on b3"
        );
        for junk in ["", "c3", "c3c", "zz", "c3-c2x", "c3c2c1", "é3c2"] {
            assert_eq!(
                pos.parse_move(junk).unwrap_err().reason,
                IllegalMove::Syntax,
                "{junk:?}"
            );
        }
    }
}
