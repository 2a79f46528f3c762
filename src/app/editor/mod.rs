//! Setting up a position: pieces placed and removed with a brush, the side to move, a validity check
//! that names what is wrong, and the position string to copy or paste.

use std::borrow::Cow;

use ardri_rules::{Bitboard, Piece, Position, PositionError, Rules, Side, Square};

use super::game::board::SetUpPieces;
use super::game::feature::{Context, Feature, Menu, MenuEntry, UiContext};
use super::shell::i18n::{Words, tr, words};

pub mod window;

/// The editor's words, in each language (`i18n/`).
pub static WORDS: Words = words!("editor");

/// The editor's name, as the board's lease says it.
pub const NAME: &str = "editor";

/// Setting up a position.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Command {
    /// Set up a position, from the one shown.
    Open,
    Close,
    /// Read the position string typed or pasted into the window.
    LoadText,
}

/// The position editor, a feature on the contract: it holds the board while a position is set up
/// (the board draws its pieces and sends it the clicks).
#[derive(Default)]
pub struct PositionEditor {
    /// The position being set up, while the editor holds the board.
    pub editor: Option<Editor>,
}

impl PositionEditor {
    /// The position being set up, while the editor holds the board.
    fn held(&mut self, cx: &Context<'_>) -> Option<&mut Editor> {
        if cx.holds_board(NAME) {
            self.editor.as_mut()
        } else {
            None
        }
    }
}

impl Feature for PositionEditor {
    type Command = Command;
    const NAME: &'static str = NAME;

    /// Game > Set up a position...
    fn menu(&self) -> Vec<MenuEntry> {
        vec![MenuEntry {
            menu: Menu::Position,
            label: tr!(WORDS, "editor-menu"),
            command: Command::Open.into(),
            enabled: true,
        }]
    }

    fn takes_board(command: &Command) -> bool {
        *command == Command::Open
    }

    fn handle(&mut self, command: Command, cx: &mut Context<'_>) {
        match command {
            Command::Open => {
                self.editor = Some(Editor::from_position(&cx.session().shown_position()));
                cx.take_board(NAME, None);
            }
            Command::Close => {
                self.editor = None;
                cx.give_board_back_quietly(NAME);
            }
            Command::LoadText => {
                if let Some(editor) = self.held(cx)
                    && let Err(e) = editor.load_text()
                {
                    cx.report_error(tr!(
                        WORDS,
                        "editor-not-a-position-string",
                        reason = position_error_text(&e)
                    ));
                }
            }
        }
    }

    fn ui(&mut self, cx: &mut UiContext<'_>) {
        if cx.board.held_by(NAME)
            && let Some(editor) = self.editor.as_mut()
        {
            window::editor_window(cx.egui, editor, cx.board_rect, cx.commands);
        }
    }

    fn board_click(&mut self, square: Square, cx: &mut Context<'_>) {
        if let Some(editor) = self.held(cx) {
            editor.paint(square);
        }
    }

    fn board_pieces(&self) -> Option<SetUpPieces> {
        self.editor.as_ref().map(Editor::pieces)
    }

    fn board_taken(&mut self, cx: &mut Context<'_>) {
        Feature::handle(self, Command::Close, cx);
    }
}

/// What a click on a square puts there.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Brush {
    Place(Piece),
    Erase,
}

#[derive(Clone, Debug)]
pub struct Editor {
    pub attackers: Bitboard,
    pub defenders: Bitboard,
    pub king: Bitboard,
    pub side: Side,
    pub brush: Brush,
    /// The position string field (for pasting one in).
    pub text: String,
    pub rules: Rules,
}

impl Editor {
    /// An editor starting from `position`.
    pub fn from_position(position: &Position) -> Editor {
        Editor {
            attackers: position.attackers(),
            defenders: position.defenders(),
            king: position.king(),
            side: position.side_to_move(),
            brush: Brush::Place(Piece::Attacker),
            text: position.fen(),
            rules: *position.rules(),
        }
    }

    /// A click on `square`: the brush's piece goes there (a second click on the same piece takes it
    /// away); a king placed anywhere moves the king.
    pub fn paint(&mut self, square: Square) {
        let bit = square.bitboard();
        let here = self.pieces().piece_at(square);
        self.attackers &= !bit;
        self.defenders &= !bit;
        self.king &= !bit;
        match self.brush {
            Brush::Erase => {}
            Brush::Place(piece) if here == Some(piece) => {}
            Brush::Place(Piece::Attacker) => self.attackers |= bit,
            Brush::Place(Piece::Defender) => self.defenders |= bit,
            Brush::Place(Piece::King) => self.king = bit,
        }
        self.sync_text();
    }

    /// The pieces as set up so far (the setup need not be a legal position yet), for the board.
    pub fn pieces(&self) -> SetUpPieces {
        SetUpPieces {
            attackers: self.attackers,
            defenders: self.defenders,
            king: self.king,
        }
    }

    pub fn clear(&mut self) {
        self.attackers = Bitboard::EMPTY;
        self.defenders = Bitboard::EMPTY;
        self.king = Bitboard::EMPTY;
        self.sync_text();
    }

    pub fn set_side(&mut self, side: Side) {
        self.side = side;
        self.sync_text();
    }

    /// The position as set up, or what is wrong with it. A position the game is already decided in
    /// (the king on a corner) is refused too: there would be nothing to play.
    pub fn position(&self) -> Result<Position, String> {
        let position = Position::from_parts(
            self.attackers,
            self.defenders,
            self.king,
            self.side,
            self.rules,
        )
        .map_err(|e| position_error_text(&e).into_owned())?;
        super::game::session::playable(position)
    }

    /// Reads a pasted position string; a bad one changes nothing and says why.
    pub fn load_text(&mut self) -> Result<(), PositionError> {
        let position = Position::from_fen(self.text.trim(), self.rules)?;
        self.attackers = position.attackers();
        self.defenders = position.defenders();
        self.king = position.king();
        self.side = position.side_to_move();
        Ok(())
    }

    fn sync_text(&mut self) {
        if let Ok(p) = Position::from_parts(
            self.attackers,
            self.defenders,
            self.king,
            self.side,
            self.rules,
        ) {
            self.text = p.fen();
        }
    }
}

/// What is wrong with a position string or a setup, in the language now (as the rules' own error
/// says it in English).
pub fn position_error_text(error: &PositionError) -> Cow<'static, str> {
    match error {
        PositionError::Empty => tr!(WORDS, "editor-error-empty"),
        PositionError::RankCount { found } => {
            tr!(WORDS, "editor-error-rank-count", found = *found)
        }
        PositionError::RankLength { rank, length } => tr!(
            WORDS,
            "editor-error-rank-length",
            rank = *rank,
            length = *length
        ),
        PositionError::UnknownCharacter { rank, found } => tr!(
            WORDS,
            "editor-error-unknown-character",
            rank = *rank,
            found = found.to_string()
        ),
        PositionError::MissingSide => tr!(WORDS, "editor-error-missing-side"),
        PositionError::BadSide { found } => {
            tr!(WORDS, "editor-error-bad-side", found = found.as_str())
        }
        PositionError::TrailingText { found } => {
            tr!(WORDS, "editor-error-trailing-text", found = found.as_str())
        }
        PositionError::KingCount { found } => {
            tr!(WORDS, "editor-error-king-count", found = *found)
        }
        PositionError::PieceOnRestricted { piece, square } => tr!(
            WORDS,
            "editor-error-piece-on-restricted",
            piece = piece.name(),
            square = square.to_string()
        ),
        PositionError::TooManyAttackers { found } => {
            tr!(WORDS, "editor-error-too-many-attackers", found = *found)
        }
        PositionError::TooManyDefenders { found } => {
            tr!(WORDS, "editor-error-too-many-defenders", found = *found)
        }
        PositionError::SquareUsedTwice { square } => tr!(
            WORDS,
            "editor-error-square-used-twice",
            square = square.to_string()
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sq(name: &str) -> Square {
        name.parse().unwrap()
    }

    #[test]
    fn painting_and_the_validity_check() {
        let mut editor = Editor::from_position(&Position::start(Rules::default()));
        assert!(editor.position().is_ok());
        editor.clear();
        assert_eq!(
            editor.position().unwrap_err(),
            "expected exactly one king, found 0"
        );
        editor.brush = Brush::Place(Piece::King);
        editor.paint(sq("d4"));
        editor.paint(sq("c4")); // the king moves
        assert_eq!(editor.king, sq("c4").bitboard());
        editor.brush = Brush::Place(Piece::Attacker);
        editor.paint(sq("a1"));
        assert!(
            editor
                .position()
                .unwrap_err()
                .contains("restricted square a1")
        );
        editor.paint(sq("a1")); // a second click takes it away
        editor.paint(sq("e5"));
        assert!(editor.position().is_ok());
        editor.text = "7/7 d".into();
        assert!(editor.load_text().is_err());
        assert!(editor.position().is_ok(), "a bad string changes nothing");
    }

    /// The editor's handler through the contract, without the window: it takes the board from
    /// the shown position, paints with the board's clicks, says what is wrong with a bad string
    /// and lets go when asked.
    mod handler {
        use super::super::super::game::board_holder::BoardHolder;
        use super::super::super::game::commands::{Command as AppCommand, ViewCommand};
        use super::super::super::game::feature::{Feature, TestBed};
        use super::*;

        #[test]
        fn it_holds_the_board_paints_and_lets_go() {
            let mut bed = TestBed::new();
            let mut set_up = PositionEditor::default();
            assert!(PositionEditor::takes_board(&Command::Open));
            assert!(bed.run(|cx| set_up.handle(Command::Open, cx)).is_empty());
            assert!(bed.board.held_by(NAME));
            let start = Position::start(Rules::default());
            assert_eq!(
                set_up.board_pieces().map(|p| p.piece_at(sq("c7"))),
                Some(start.piece_at(sq("c7")))
            );
            // A click takes the attacker on c7 away (the brush places attackers).
            bed.run(|cx| set_up.board_click(sq("c7"), cx));
            assert_eq!(set_up.board_pieces().unwrap().piece_at(sq("c7")), None);
            // Another feature takes the board: the editor lets go, the game never left.
            let asks = bed.run(|cx| set_up.board_taken(cx));
            assert!(asks.is_empty(), "{asks:?}");
            assert!(matches!(bed.board, BoardHolder::Game));
            assert!(set_up.board_pieces().is_none());
            // Clicks no longer reach it.
            bed.run(|cx| set_up.board_click(sq("c7"), cx));
            assert!(set_up.editor.is_none());
        }

        #[test]
        fn a_bad_position_string_is_said_and_changes_nothing() {
            let mut bed = TestBed::new();
            let mut set_up = PositionEditor::default();
            bed.run(|cx| set_up.handle(Command::Open, cx));
            let before = set_up.board_pieces();
            set_up.editor.as_mut().unwrap().text = "7/7 d".into();
            let asks = bed.run(|cx| set_up.handle(Command::LoadText, cx));
            match asks.as_slice() {
                [AppCommand::View(ViewCommand::ReportError(why))] => {
                    assert!(why.starts_with("Not a position string"), "{why}");
                }
                other => panic!("not said: {other:?}"),
            }
            assert_eq!(set_up.board_pieces(), before);
        }
    }
}
