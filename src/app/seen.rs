//! What the app's tests read of the running window, as a person would see it (the question on
//! screen, the status bar's notice, the board as drawn, the open windows, the engine at work), so
//! that the tests name what is seen and not where the app keeps it: moving a field means changing
//! this file, not the tests. They act through [`super::ArdRiApp::send`], as the window's own
//! widgets do.

use egui::Rect;

use super::ArdRiApp;
use super::files::chooser::Chooser;
use super::game::board_area::BoardArea;
use super::game::board_holder::BoardHolder;
use super::game::engine_link::EngineLink;
use super::game::runtime::{EngineState, Waiting};
use super::game::session::Session;
use super::game::status::Notice;

/// The running app, read.
pub struct Seen<'a> {
    pub(super) app: &'a ArdRiApp,
}

impl<'a> Seen<'a> {
    /// The question on screen, or what the app waits for.
    pub fn waiting(&self) -> Waiting {
        self.app.rt.waiting.clone()
    }

    /// The person's game: the one on the board, or the one on hold while a feature holds it.
    pub fn persons_game(&self) -> &'a Session {
        self.app.kept_game()
    }

    /// The status bar's notice (a message or an error).
    pub fn notice(&self) -> &'a Option<Notice> {
        &self.app.views.status.notice
    }

    /// The window's title.
    pub fn title(&self) -> &'a str {
        &self.app.rt.title
    }

    /// The engine: what it searches, what it reported.
    pub fn engine(&self) -> &'a EngineLink {
        &self.app.rt.engine
    }

    /// What the app keeps of the engine's work (analysis on, the hint, the chances while playing).
    pub fn engine_state(&self) -> &'a EngineState {
        &self.app.rt.engine_state
    }

    /// The board as drawn: the square selected, the arrows, shapes and aids, the line previewed.
    pub fn board(&self) -> &'a BoardArea {
        &self.app.views.board
    }

    /// Who holds the board: the game, or a feature it is lent to.
    pub fn holder(&self) -> &'a BoardHolder {
        &self.app.views.holder
    }

    /// Where the side panel was drawn.
    pub fn side_panel_rect(&self) -> Rect {
        self.app.views.side.rect
    }

    /// The app's own file chooser, while it is open.
    pub fn chooser(&self) -> &'a Option<Chooser> {
        &self.app.views.chooser
    }

    pub fn help_open(&self) -> bool {
        self.app.views.help_open
    }

    pub fn guide_open(&self) -> bool {
        self.app.views.guide.is_some()
    }
}
