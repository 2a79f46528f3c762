//! The person's notes on the game, a feature on the contract (`Annotations`): the comment box of
//! the shown position, with its mark buttons, under the move list. The notes themselves are part
//! of the game (the session counts each change, so they are saved, autosaved and asked about like
//! moves): the box, the move list's menu and the board's right-drag ask the game to change them
//! (`BoardCommand::Note`), which it refuses, saying why, while a feature holds the board.

pub mod view;

use super::game::feature::{Context, Feature, PanelContext, PanelSlot};
use super::shell::i18n::{Words, words};
use view::CommentBox;

/// The annotations' words, in each language (`i18n/`).
pub static WORDS: Words = words!("annotations");

/// The annotations' own commands.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum AnnotateCommand {
    /// Put the keyboard in the comment box at the next frame ("Comment..." in a move's menu; the
    /// root shows the position first).
    FocusComment,
}

/// The annotations' name on the contract.
pub const NAME: &str = "annotations";

/// The person's notes: the comment box's own state.
#[derive(Default)]
pub struct Annotations {
    pub comment: CommentBox,
}

impl Feature for Annotations {
    type Command = AnnotateCommand;
    const NAME: &'static str = NAME;

    fn handle(&mut self, command: AnnotateCommand, _cx: &mut Context<'_>) {
        match command {
            AnnotateCommand::FocusComment => self.comment.focus = true,
        }
    }

    /// The comment box of the shown position, under the move list.
    fn panel_part(
        &mut self,
        place: PanelSlot,
        ui: &mut egui::Ui,
        cx: &mut PanelContext<'_>,
    ) -> bool {
        if place == PanelSlot::UnderMoves {
            self.comment.ui(ui, cx);
        }
        false
    }
}

/// The annotations' handler without the window: "Comment..." puts the keyboard in the box.
#[cfg(test)]
mod tests {
    use super::super::game::feature::TestBed;
    use super::*;

    #[test]
    fn comment_asks_for_the_keyboard_in_the_box() {
        let mut notes = Annotations::default();
        let asks = TestBed::new().run(|cx| notes.handle(AnnotateCommand::FocusComment, cx));
        assert!(asks.is_empty());
        assert!(notes.comment.focus);
    }
}
