//! The handler of [`AnnotateCommand`]s: marks, comments and shapes the person writes about a
//! position of the game. They are part of the game (the session counts each change), so they are
//! saved, autosaved and asked about like moves. A puzzle on the board is not a game: nothing is
//! written there.

pub mod view;

use super::game::board_holder::BoardHolder;
use super::game::commands::{AnnotateCommand, Command, MoveCommand, ViewCommand};
use super::game::session::Session;
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

/// The annotations' handler without the window: marks and comments go into the game (a change to
/// save); on a board a feature holds, nothing is written and the person is told why.
#[cfg(test)]
mod tests {
    use ardri_rules::{Game, Rules};
    use ardri_saves::Mark;

    use super::super::game::board_holder::Lease;
    use super::super::game::session::Spot;
    use super::*;

    fn two_moves() -> Session {
        let mut game = Game::new(Rules::default());
        game.play_text("c3c2").unwrap();
        game.play_text("d2e2").unwrap();
        Session::from_game(game, Default::default())
    }

    fn at(ply: usize) -> Spot {
        Spot {
            variation: None,
            ply,
        }
    }

    #[test]
    fn a_mark_and_a_comment_go_into_the_game() {
        let mut session = two_moves();
        let mut comment = CommentBox::default();
        let board = BoardHolder::Game;
        let mark = AnnotateCommand::Mark {
            at: at(1),
            mark: Some(Mark::Blunder),
        };
        assert!(handle(mark, &mut session, &board, &mut comment).is_empty());
        let text = AnnotateCommand::Comment {
            at: at(2),
            text: "the king walks".into(),
        };
        handle(text, &mut session, &board, &mut comment);
        assert_eq!(session.annotations()[1].mark, Some(Mark::Blunder));
        assert_eq!(session.annotations()[2].comment, "the king walks");
        assert!(session.is_dirty(), "a note is a change to save");
        // The start has no move to mark.
        let start = AnnotateCommand::Mark {
            at: at(0),
            mark: Some(Mark::Good),
        };
        handle(start, &mut session, &board, &mut comment);
        assert_eq!(session.annotations()[0].mark, None);
    }

    #[test]
    fn nothing_is_written_on_a_board_a_feature_holds() {
        let mut session = two_moves();
        let mut comment = CommentBox::default();
        let board = BoardHolder::Leased(Lease {
            holder: "puzzles",
            mover: None,
            lent: true,
        });
        let mark = AnnotateCommand::Mark {
            at: at(1),
            mark: Some(Mark::Good),
        };
        let asks = handle(mark, &mut session, &board, &mut comment);
        assert!(
            matches!(asks.as_slice(), [Command::View(ViewCommand::Notify(t))] if t.starts_with("Notes belong to games"))
        );
        assert_eq!(session.annotations()[1].mark, None);
        assert!(!session.is_dirty());
    }
}
