//! The game a person plays, on the contract: it carries out the core's game commands (moves, the
//! engine, the board) that every feature may ask, drains the engine's reports each frame, and runs
//! the clock and starts the engine's own move after the frame's commands. It is the one feature
//! handed the game to change (a writing [`Context`]): the root composes it beside the others.

use super::super::game::commands::GameCommand;
use super::super::game::feature::{Context, Feature};
use super::engine_state::EngineState;
use super::parts::GameParts;

/// Its name, as the board's lease and the root say it.
pub const NAME: &str = "play";

/// The game's feature: what the engine does for the person besides its own moves is its own; the
/// game and the engine link are the core's, which it changes through a writing [`Context`].
#[derive(Default)]
pub struct Play {
    engine: EngineState,
}

impl Play {
    /// What the engine does for the person now (the panel's and the menu's buttons read it).
    pub fn engine(&self) -> &EngineState {
        &self.engine
    }

    /// Stops whatever the engine searches (a feature took the board, or the analysis restarts
    /// with a new number of lines).
    pub fn stop_engine(&mut self, cx: &mut Context<'_>) {
        if let Some(mut game) = GameParts::lent(&mut self.engine, cx) {
            game.stop_engine();
        }
    }
}

impl Feature for Play {
    type Command = GameCommand;
    const NAME: &'static str = NAME;

    fn handle(&mut self, command: GameCommand, cx: &mut Context<'_>) {
        let Some(mut game) = GameParts::lent(&mut self.engine, cx) else {
            // Only the root hands the game's commands here, always with the game to change.
            debug_assert!(false, "the game's commands need a writing context");
            return;
        };
        match command {
            GameCommand::Moves(c) => game.on_moves(c),
            GameCommand::Engine(c) => game.on_engine(c),
            GameCommand::Board(c) => game.on_board(c),
        }
    }

    /// What the engine reported since the last frame: its moves, its lines, a search ended.
    fn poll(&mut self, cx: &mut Context<'_>) {
        if let Some(mut game) = GameParts::lent(&mut self.engine, cx) {
            game.handle_engine_events();
        }
    }

    /// After the frame's commands: the clock runs (or waits), and the engine starts its move if it
    /// is its turn.
    fn after_commands(&mut self, cx: &mut Context<'_>) {
        if let Some(mut game) = GameParts::lent(&mut self.engine, cx) {
            game.tick_clock();
            game.schedule_engine();
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::super::game::context::TestBed;
    use super::*;

    /// Every other feature's context reads the game: the game's parts are lent only through a
    /// writing one.
    #[test]
    fn a_reading_context_lends_nothing_to_change() {
        let mut bed = TestBed::new();
        let mut play = Play::default();
        let before = bed.session.game.ply_count();
        let asked = bed.run(|cx| {
            assert!(GameParts::lent(&mut play.engine, cx).is_none());
            assert!(cx.game_to_change().is_none());
        });
        assert!(asked.is_empty());
        assert_eq!(bed.session.game.ply_count(), before);
    }
}
