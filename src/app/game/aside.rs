//! The board lent to a feature for a while (puzzles): [`BoardCommand::ShowAside`] sets the person's
//! game aside (once, its clock stopped) and shows another game for study; [`BoardCommand::Restore`]
//! brings the person's game back as it was. [`BoardCommand::Open`] puts a game read from a file on
//! the board (a drill's next game).

use std::time::Instant;

use super::super::ArdRiApp;
use super::super::shell::commands::{BoardCommand, GameToShow, OpenedGame, RatingCommand};
use super::new_game::metadata_for;
use super::session::Session;

impl ArdRiApp {
    pub(crate) fn on_board(&mut self, command: BoardCommand) {
        match command {
            BoardCommand::ShowAside { game, fresh } => {
                if self.rt.game_aside.is_none() {
                    self.stop_engine();
                    let mut kept = std::mem::replace(
                        &mut self.session,
                        Session::new(Default::default(), metadata_for(&self.settings)),
                    );
                    // Its clock does not run while it waits.
                    if let Some(clock) = kept.clock.as_mut() {
                        clock.stop(Instant::now());
                    }
                    self.rt.game_aside = Some(Box::new(kept));
                }
                if fresh {
                    self.stop_engine();
                    self.rt.engine.new_game();
                    self.rt.engine_state.analysis = false;
                    self.rt.engine_state.hint = None;
                    self.views.status.dismiss();
                }
                let GameToShow { game, event } = *game;
                let mut metadata = metadata_for(&self.settings);
                metadata.event = event;
                self.session = Session::from_game(game, metadata);
            }
            BoardCommand::Open(opened) => {
                let OpenedGame { path, loaded } = *opened;
                match Session::opened(*loaded, path) {
                    Ok(session) => {
                        self.rt.engine.new_game();
                        // Another game on the board: whatever was being rated is over.
                        self.commands.push(RatingCommand::GameReplaced);
                        self.rt.engine_state.hint = None;
                        self.session = session;
                    }
                    Err(e) => self.views.status.report_error(e),
                }
            }
            BoardCommand::Restore => {
                if let Some(game) = self.rt.game_aside.take() {
                    self.stop_engine();
                    self.rt.engine.new_game();
                    self.session = *game;
                    self.rt.engine_state.hint = None;
                }
            }
        }
    }
}
