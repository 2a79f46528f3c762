//! The rules of Ard Ri, the 7x7 tafl game: board, moves, captures, end of game, notation, perft.
//!
//! Nothing here knows about the engine, the files or the window. The `serde` feature adds
//! `Serialize`/`Deserialize` to the rule options, sides and results.
//!
//! ```
//! use ardri_rules::{Game, IllegalMove, Position, Rules, Side, perft};
//!
//! // Parse a position string (ranks 7 to 1, then the side to move).
//! let start: Position = "2aaa2/3a3/a1ddd1a/aadkdaa/a1ddd1a/3a3/2aaa2 d".parse()?;
//! assert_eq!(start, Position::start(Rules::default()));
//!
//! // List the legal moves: the defenders move first, eight ways.
//! let moves = start.legal_moves();
//! assert_eq!(moves.len(), 8);
//! assert_eq!(perft(&start, 3), 1736);
//!
//! // Play a move, checked: an illegal one is refused with its reason and changes nothing.
//! let mut position = start;
//! let c3c2 = position.parse_move("c3-c2")?;
//! let played = position.play(c3c2)?;
//! assert_eq!(position.side_to_move(), Side::Attackers);
//! assert!(played.captured.is_empty());
//! assert!(matches!(position.play(c3c2), Err(IllegalMove::NoPiece { .. })));
//!
//! // A game keeps the history, so it knows about repetitions and results.
//! let mut game = Game::new(Rules::default());
//! game.play_text("c3c2")?;
//! assert_eq!(game.ply_count(), 1);
//! assert!(!game.is_over());
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

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
pub use square::{Direction, SQUARE_COUNT, Square};
