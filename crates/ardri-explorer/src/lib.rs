//! The opening explorer: for a position, every move played there in a collection of games, with how
//! often and how those games ended, and the engine's score of the position the move leads to.
//!
//! Positions are keyed by their Zobrist hash (placement and side to move), so a position reached by
//! different move orders is one entry. A game counts once per position, at its first visit: a game
//! that comes back to a position by repetition does not count twice. So a position's move counts
//! add up to its games less the games that ended there.
//!
//! - [`record`]: a game as the explorer sees it (its moves, result and scores) and the plain-text
//!   line it is stored as between playing and building.
//! - [`builder`]: collects games into per-position counts.
//! - [`book`]: the compact, sorted, read-only form that ships in `assets/` and answers a query by
//!   binary search straight over its bytes.
//! - [`folder`]: a person's own saved games as a book of their own.
//!
//! The shipped book ([`shipped`]) is built into the binary.

pub mod book;
pub mod builder;
pub mod folder;
pub mod record;

pub use book::{Book, BookError, MoveStats, PositionStats};
pub use builder::Builder;
pub use folder::{FolderBook, FolderCounts, add_folder, book_of_folder};
pub use record::{BookGame, LineError, Results};

/// The book that ships with the program (`assets/explorer.bin`, rebuilt by `ardri-engine explorer
/// build`): read in place, so this costs a header check and one pass over the positions' order.
pub fn shipped() -> Result<Book, BookError> {
    static BYTES: &[u8] = include_bytes!("../../../assets/explorer.bin");
    Book::from_bytes(BYTES)
}
