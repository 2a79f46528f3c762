//! The rules of Ard Ri (../shared/RULES.md): board, moves, captures, end of game, notation, perft.
//!
//! Nothing here knows about the engine, the files or the window.

pub mod bitboard;
pub mod error;
pub mod game;
pub mod movegen;
pub mod moves;
pub mod notation;
pub mod options;
pub mod perft;
pub mod piece;
pub mod position;
pub mod square;
pub mod tactics;
pub mod zobrist;

pub use bitboard::Bitboard;
pub use error::{IllegalMove, MoveError, PositionError, SquareParseError};
pub use game::{EndReason, Game, Outcome, outcome_of};
pub use moves::{MAX_MOVES, Move, MoveList};
pub use notation::START_FEN;
pub use options::{NoMoveResult, Rules};
pub use perft::{divide, perft};
pub use piece::{Piece, Side};
pub use position::{Played, Position, Terminal};
pub use square::{Direction, Square};
