//! Errors of parsing and playing: each names what is wrong, never a panic.

use thiserror::Error;

use crate::piece::{Piece, Side};
use crate::square::Square;

#[derive(Clone, Debug, PartialEq, Eq, Error)]
#[error("'{text}' is not a square (expected a file a-g and a rank 1-7, like d4)")]
pub struct SquareParseError {
    pub text: String,
}

/// Why a position string was refused.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum PositionError {
    #[error("the position string is empty")]
    Empty,
    #[error("expected 7 ranks separated by '/', found {found}")]
    RankCount { found: usize },
    #[error("rank {rank} describes {length} squares, expected 7")]
    RankLength { rank: u8, length: usize },
    #[error("rank {rank}: unknown character '{found}' (expected a, d, k or a digit 1-7)")]
    UnknownCharacter { rank: u8, found: char },
    #[error("the side to move is missing (add ' d' or ' a' after the ranks)")]
    MissingSide,
    #[error("unknown side to move '{found}' (expected d or a)")]
    BadSide { found: String },
    #[error("unexpected text after the side to move: '{found}'")]
    TrailingText { found: String },
    #[error("expected exactly one king, found {found}")]
    KingCount { found: u32 },
    #[error("{piece} on the restricted square {square}: only the king may stand there")]
    PieceOnRestricted { piece: Piece, square: Square },
    #[error("{found} attackers: there are at most 16")]
    TooManyAttackers { found: u32 },
    #[error("{found} defenders besides the king: there are at most 8")]
    TooManyDefenders { found: u32 },
    #[error("two pieces on the square {square}")]
    SquareUsedTwice { square: Square },
}

/// Why a move cannot be played in a position.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum IllegalMove {
    #[error("not a move (expected a move like c3c2, c3-c2, c3-c2xb2 or kd5)")]
    Syntax,
    #[error("the game is over")]
    GameOver,
    #[error("there is no piece on {square}")]
    NoPiece { square: Square },
    #[error("{square} holds {piece_article} {piece}, but it is the {to_move}' turn", piece_article = article(*piece))]
    NotYourPiece {
        square: Square,
        piece: Piece,
        to_move: Side,
    },
    #[error("{from} to {to} is not one step up, down, left or right")]
    NotOneStep { from: Square, to: Square },
    #[error("the square {square} is occupied")]
    Occupied { square: Square },
    #[error("only the king may enter the restricted square {square}")]
    Restricted { square: Square },
    #[error("the move captures {actual}, not {stated}")]
    CapturesDiffer { stated: String, actual: String },
}

fn article(piece: Piece) -> &'static str {
    match piece {
        Piece::Attacker => "an",
        Piece::Defender | Piece::King => "a",
    }
}

/// A move's text together with the reason it was refused: `e3e4: the square e4 is occupied`.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
#[error("{text}: {reason}")]
pub struct MoveError {
    pub text: String,
    pub reason: IllegalMove,
}
