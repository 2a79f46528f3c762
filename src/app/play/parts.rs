//! What the game's handlers (moves, the engine, the board) work on for one call: the parts of the
//! app a writing context lends the game's feature, and that feature's own engine state. Named, so
//! a reader sees all the game may touch.

use super::super::game::board_holder::BoardHolder;
use super::super::game::commands::Commands;
use super::super::game::context::{Context, StatusLine, Writing};
use super::super::game::feature::Clock;
use super::super::game::runtime::Runtime;
use super::super::game::session::Session;
use super::super::game::settings::Settings;
use super::engine_state::EngineState;

pub struct GameParts<'a> {
    pub settings: &'a mut Settings,
    /// The game on the board.
    pub session: &'a mut Session,
    /// The engine link, and the question on screen.
    pub rt: &'a mut Runtime,
    /// What the engine does for the person besides its own moves (the feature's own).
    pub engine_state: &'a mut EngineState,
    /// Who holds the board.
    pub holder: &'a BoardHolder,
    /// The status bar (notices and errors).
    pub status: &'a mut dyn StatusLine,
    /// A modal window is on screen: the app's question or its file chooser.
    pub modal_open: bool,
    /// A window hides the board (the paste window, a feature holding it).
    pub board_hidden: bool,
    /// What the handlers ask of the rest, applied after them.
    pub commands: &'a mut Commands,
    /// The engine makes no move yet (the last run's game may be offered back).
    pub engine_held: bool,
    /// A file is read or written, or the library hides the game: nobody's time runs.
    pub busy_elsewhere: bool,
    pub clock: &'a dyn Clock,
}

impl<'a> GameParts<'a> {
    /// The parts `cx` lends, if it is a writing context (only the root's `with_play` makes one).
    pub fn lent(
        engine_state: &'a mut EngineState,
        cx: &'a mut Context<'_>,
    ) -> Option<GameParts<'a>> {
        let (writing, holder, clock) = cx.game_to_change()?;
        let Writing {
            settings,
            session,
            rt,
            status,
            commands,
            modal_open,
            board_hidden,
            engine_held,
            busy_elsewhere,
        } = writing;
        Some(GameParts {
            settings,
            session,
            rt,
            engine_state,
            holder,
            status: &mut **status,
            modal_open: *modal_open,
            board_hidden: *board_hidden,
            commands,
            engine_held: *engine_held,
            busy_elsewhere: *busy_elsewhere,
            clock,
        })
    }
}
