//! The handler of [`AnnotateCommand`]s: marks, comments and shapes the person writes about a
//! position of the game. They are part of the game (the session counts each change), so they are
//! saved, autosaved and asked about like moves. A puzzle on the board is not a game: nothing is
//! written there.

pub mod view;

use super::game::session::Session;
use super::shell::board_holder::BoardHolder;
use super::shell::commands::{AnnotateCommand, Command, MoveCommand, ViewCommand};
use view::CommentBox;

/// Carries out `command` on the game (`session`) and the comment box; returns what the rest of the
/// app is asked to do.
pub fn handle(
    command: AnnotateCommand,
    session: &mut Session,
    holder: &BoardHolder,
    comment: &mut CommentBox,
) -> Vec<Command> {
    if holder.lease().is_some() {
        return vec![
            ViewCommand::Notify(
                "Notes belong to games: close the puzzle, lesson or set-up window to annotate a game."
                    .into(),
            )
            .into(),
        ];
    }
    match command {
        // The start position has no move to mark.
        AnnotateCommand::Mark { at, .. } if at.ply == 0 => {}
        AnnotateCommand::Mark { at, mark } => {
            session.annotate(at, |a| a.mark = mark);
        }
        AnnotateCommand::Comment { at, text } => {
            session.write_comment(at, text);
        }
        AnnotateCommand::Shape { at, shape } => {
            session.annotate(at, |a| a.toggle_shape(shape));
        }
        AnnotateCommand::ClearShapes(at) => {
            session.annotate(at, |a| a.shapes.clear());
        }
        AnnotateCommand::EditComment(at) => {
            comment.focus = true;
            // The position the comment is about goes on the board.
            let show = match at.variation {
                Some(index) => {
                    let after = session.variations.get(index).map_or(0, |v| v.after_ply);
                    MoveCommand::Browse {
                        index,
                        moves: at.ply.saturating_sub(after),
                    }
                }
                None => MoveCommand::GoTo(at.ply),
            };
            return vec![show.into()];
        }
    }
    Vec::new()
}
