//! What the game's handlers (moves, the engine, the board) work on: the parts of the app they read
//! and change, lent by the root for one call. Named, so a reader sees all the game may touch, and
//! the root's own type keeps its methods in its own files.

use super::super::game::board_holder::BoardHolder;
use super::super::game::commands::Commands;
use super::super::game::feature::Clock;
use super::super::game::runtime::Runtime;
use super::super::game::session::Session;
use super::super::game::settings::Settings;
use super::status::StatusBar;

pub struct GameParts<'a> {
    pub settings: &'a mut Settings,
    /// The game on the board.
    pub session: &'a mut Session,
    /// The engine, and the question on screen.
    pub rt: &'a mut Runtime,
    /// Who holds the board.
    pub holder: &'a BoardHolder,
    /// The status bar (notices and errors).
    pub status: &'a mut StatusBar,
    /// A modal window is on screen: the app's question or its file chooser.
    pub modal_open: bool,
    /// A window hides the board (the paste window, a feature holding it).
    pub board_hidden: bool,
    /// What the handlers ask of the rest, applied after them.
    pub commands: &'a mut Commands,
    /// The engine makes no move yet: the last run's game is still being looked for (it may be
    /// offered back, and no game must start behind that offer).
    pub engine_held: bool,
    pub clock: &'a dyn Clock,
}
