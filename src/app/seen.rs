//! What the app's tests read of the running window, as a person would see it (the question on
//! screen, the status bar's notice, the board as drawn, the open windows, the engine at work, the
//! game, the settings, the rating, a feature's state), and what they set up before acting
//! ([`Arrange`]), so that the tests name what they read and not where the app keeps it: moving a
//! field means changing this file, not the tests. They act through [`super::ArdRiApp::send`], as the
//! window's own widgets do.

use std::time::Instant;

use egui::Rect;

use super::ArdRiApp;
use super::features::Features;
use super::files::Files;
use super::files::chooser::Chooser;
use super::game::board_holder::BoardHolder;
use super::game::engine_link::EngineLink;
use super::game::runtime::Waiting;
use super::game::session::Session;
use super::game::settings::Settings;
use super::play::board_area::BoardArea;
use super::play::engine_state::EngineState;
use super::play::status::Notice;
use super::rating::RatingState;
use super::record::PersonRecord;
use super::sound::Sounds;

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
        self.app.play.engine()
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
        &self.app.features.files.chooser
    }

    /// The game on the board.
    pub fn game(&self) -> &'a Session {
        &self.app.session
    }

    pub fn settings(&self) -> &'a Settings {
        &self.app.settings
    }

    /// Whether a game that counts is being played now (on the board, not over, not spoiled).
    pub fn counts_now(&self) -> bool {
        self.app.counting().counts && !self.app.session.game.is_over()
    }

    /// The person's game rating, the game being rated and a match.
    pub fn rating(&self) -> &'a RatingState {
        &self.app.features.rating
    }

    /// The features on the contract, each with its state.
    pub fn features(&self) -> &'a Features {
        &self.app.features
    }

    /// Learn's drill, while it holds the board or a folder's mistakes.
    pub fn drill(&self) -> Option<&'a super::learn::Learn> {
        self.app.features.learn.drill.as_deref()
    }

    /// The person's record.
    pub fn record(&self) -> &'a PersonRecord {
        &self.app.record
    }

    pub fn sounds(&self) -> &'a Sounds {
        &self.app.features.sound
    }

    /// A file dialog or a read or write is under way.
    pub fn files_busy(&self) -> bool {
        self.app.holding().files
    }

    /// The autosave's writer, where there is one.
    pub fn autosaver(&self) -> Option<&'a super::files::Autosaver> {
        self.app.features.files.autosave.as_ref().map(|a| &a.saver)
    }

    /// The app's clock now.
    pub fn now(&self) -> Instant {
        self.app.clock.instant()
    }

    pub fn help_open(&self) -> bool {
        self.app.views.help_open
    }

    pub fn guide_open(&self) -> bool {
        self.app.views.guide.is_some()
    }
}

/// What a test sets up before it acts (a game to start from, a setting, a record's state): the parts
/// of the running app, lent one at a time.
pub struct Arrange<'a> {
    pub(super) app: &'a mut ArdRiApp,
}

impl<'a> Arrange<'a> {
    /// The game on the board.
    pub fn game(self) -> &'a mut Session {
        &mut self.app.session
    }

    pub fn settings(self) -> &'a mut Settings {
        &mut self.app.settings
    }

    pub fn rating(self) -> &'a mut RatingState {
        &mut self.app.features.rating
    }

    pub fn features(self) -> &'a mut Features {
        &mut self.app.features
    }

    pub fn record(self) -> &'a mut PersonRecord {
        &mut self.app.record
    }

    pub fn files(self) -> &'a mut Files {
        &mut self.app.features.files
    }
}
