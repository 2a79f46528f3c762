//! Setting up a position: pieces placed and removed with a brush, the side to move, a validity check
//! that names what is wrong, and the position string to copy or paste.

use ardri_rules::{Bitboard, Piece, Position, PositionError, Rules, Side, Square};

use super::game::board::SetUpPieces;
use super::shell::board_mode::BoardMode;
use super::shell::commands::{Command, EditorCommand, ViewCommand};

pub mod window;

/// Carries out `command` on the board's mode (`shown`: the position on the board, where a set-up
/// starts); returns what the rest of the app is asked to do. Opening takes the board: the app
/// closes a puzzle or a drill and stops the engine first.
pub fn handle(command: EditorCommand, mode: &mut BoardMode, shown: &Position) -> Vec<Command> {
    match command {
        EditorCommand::Open => *mode = BoardMode::SetUp(Editor::from_position(shown)),
        EditorCommand::Close => mode.leave_set_up(),
        EditorCommand::Paint(square) => {
            if let Some(editor) = mode.editor_mut() {
                editor.paint(square);
            }
        }
        EditorCommand::LoadText => {
            if let Some(editor) = mode.editor_mut()
                && let Err(e) = editor.load_text()
            {
                return vec![
                    ViewCommand::ReportError(format!(
                        "Not a position string: {e}. Nothing changed."
                    ))
                    .into(),
                ];
            }
        }
    }
    Vec::new()
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
        .map_err(|e| e.to_string())?;
        super::game::new_game::playable(position)
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
}
