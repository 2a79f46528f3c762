//! Learn's own commands: "Learn from your mistakes" after a review, or over a folder's games.

use std::path::PathBuf;

use ardri_rules::Move;

/// "Learn from your mistakes" after a review, or over a folder's games.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LearnCommand {
    /// Gather the mistakes of these files' games, in this order, each of the sides given.
    Gather(Vec<(PathBuf, Vec<ardri_rules::Side>)>),
    /// Start practising the mistakes gathered (the game on the board gives way: guarded).
    StartPractice,
    /// Start with this side's mistakes (`None`: the side the person played in the game).
    Start(Option<ardri_rules::Side>),
    /// The answer to "Whose mistakes?": a side, or `None` for Cancel.
    SideAnswered(Option<ardri_rules::Side>),
    Hint,
    /// The best move, and a search for the line after it.
    Solution,
    /// Step through the best line on the board (a preview; the game is not changed).
    PreviewLine,
    Skip,
    Close,
    /// Put the current exercise's game on the board (after "save your changes?" was cancelled).
    ShowGame,
    /// The next game of a folder's mistakes takes the board's place (guarded).
    NextGame,
    /// The mistakes asked for are gathered, or none was found: news for whoever asked (the root
    /// hands it on to the library: `features::ties`); Learn itself has nothing to do.
    Gathered,
    /// A move made on the board during a drill.
    Move(Move),
    /// The engine's line after the solution's move, for the position with this hash.
    LineFound {
        hash: u64,
        line: Vec<Move>,
    },
}
