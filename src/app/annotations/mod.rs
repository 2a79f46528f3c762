//! The handler of [`AnnotateCommand`]s: marks, comments and shapes the person writes about a
//! position of the game. They are part of the game (the session counts each change), so they are
//! saved, autosaved and asked about like moves. A puzzle on the board is not a game: nothing is
//! written there.

pub mod view;

use super::ArdRiApp;
use super::game::session::Spot;
use super::shell::commands::AnnotateCommand;

impl ArdRiApp {
    pub(crate) fn on_annotate(&mut self, command: AnnotateCommand) {
        if self.views.mode.puzzle().is_some() {
            self.views
                .status
                .notify("Notes belong to games: close the puzzle window to annotate a game.");
            return;
        }
        match command {
            // The start position has no move to mark.
            AnnotateCommand::Mark { at, .. } if at.ply == 0 => {}
            AnnotateCommand::Mark { at, mark } => {
                self.session.annotate(at, |a| a.mark = mark);
            }
            AnnotateCommand::Comment { at, text } => {
                self.session.write_comment(at, text);
            }
            AnnotateCommand::Shape { at, shape } => {
                self.session.annotate(at, |a| a.toggle_shape(shape));
            }
            AnnotateCommand::ClearShapes(at) => {
                self.session.annotate(at, |a| a.shapes.clear());
            }
            AnnotateCommand::EditComment(at) => {
                self.show_spot(at);
                self.views.side.comment.focus = true;
            }
        }
    }

    /// Shows the position at `spot`.
    fn show_spot(&mut self, spot: Spot) {
        self.navigate(|s| s.show_ply(spot.variation, spot.ply));
    }
}
