//! What the frame holds only while it runs, apart from the persisted settings, the game and the
//! features' own state: the engine link and what it is doing for the person, the question the app
//! waits on, the person's game while puzzles have the board, and the window's title.

use std::path::PathBuf;

use super::commands::Command;
use super::engine_link::EngineLink;
use super::session::Session;

/// What the app waits for besides the engine: the person's answer to a question, or a save.
#[derive(Clone, Debug, PartialEq)]
pub enum Waiting {
    /// Nothing: every command is open.
    Idle,
    /// "Save your changes?" is on screen, asked before this command (see `ArdRiApp::guarded`).
    Confirm(Box<Command>),
    /// A save is under way; this command follows once it has succeeded.
    SaveThen(Box<Command>),
    /// The person chose to quit: the next close request goes through.
    Quitting,
    /// A question is on screen (resign? restore? whose mistakes? use an engine aid?).
    Question(Box<super::commands::Question>),
}

pub struct Runtime {
    pub engine: EngineLink,
    pub waiting: Waiting,
    /// Where file choosers start when no folder was used yet.
    pub default_dir: PathBuf,
    /// The window title last sent.
    pub title: String,
    /// Wakes the window from other threads.
    pub wake: egui::Context,
    /// The person's game while puzzles take the board: closing them brings it back as it was.
    pub game_on_hold: Option<Box<Session>>,
    /// The window's place was checked against the monitors (once, at the first frame).
    pub window_placed: bool,
    /// eframe's `app.ron`, checked before each of its saves (a failure is told once).
    pub stored: super::super::shell::writable::StoredFile,
}

impl Waiting {
    /// Whether `asker`'s question is the one on screen.
    pub fn asks(&self, asker: &str) -> bool {
        matches!(self, Waiting::Question(q) if q.asker == asker)
    }
}

impl Runtime {
    /// The person's game: the one on hold while puzzles have the board, else `board`'s.
    pub fn persons_game<'a>(&'a self, board: &'a Session) -> &'a Session {
        self.game_on_hold.as_deref().unwrap_or(board)
    }

    /// A modal question is on screen (the rest of the window waits; clocks stop).
    pub fn question_open(&self) -> bool {
        matches!(self.waiting, Waiting::Confirm(_) | Waiting::Question(_))
    }
}
