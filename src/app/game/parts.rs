//! What the game's handlers (moves, the engine, the board) work on: the parts of the app they read
//! and change, lent by the root for one call. Named, so a reader sees all the game may touch, and
//! the root's own type keeps its methods in its own files.

use super::super::commands::Commands;
use super::super::feature::Clock;
use super::super::runtime::Runtime;
use super::super::settings::Settings;
use super::super::views::Views;
use super::session::Session;

pub struct GameParts<'a> {
    pub settings: &'a mut Settings,
    /// The game on the board.
    pub session: &'a mut Session,
    /// The engine, and the question on screen.
    pub rt: &'a mut Runtime,
    /// The board's view, the status bar and who holds the board.
    pub views: &'a mut Views,
    /// What the handlers ask of the rest, applied after them.
    pub commands: &'a mut Commands,
    pub clock: &'a dyn Clock,
}

impl GameParts<'_> {
    /// A modal window is on screen: the app's question or its file chooser.
    pub fn modal_open(&self) -> bool {
        self.rt.question_open() || self.views.modal_open()
    }
}
