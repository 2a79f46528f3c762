//! The contract a feature folder keeps, so that it is a unit: one type owning all its state, its
//! own `Command` enum, and [`Feature::handle`], [`Feature::poll`], [`Feature::ui`] and
//! [`Feature::menu`] against one shared [`Context`], with one signature for all. What a feature
//! asks of the rest of the app goes through the context's small vocabulary (tell the person, put a
//! game on the board, take or give back the board, ask another feature), and the composition root
//! (`features.rs`) is the one list that dispatch, poll, draw and the menu loop over.
//!
//! docs/CONTRIBUTING.md ("Adding a feature") walks through a new feature in these terms.

use ardri_rules::{Move, Square};

use super::board::SetUpPieces;
use super::commands::{Command, GameEvent};
use super::session::Session;

// What a feature is handed and the app's clock, in files of their own (`context.rs`, `time.rs`),
// named here too: a feature reads the contract from one place.
#[cfg(test)]
pub use super::context::TestBed;
pub use super::context::{Context, PanelContext, UiContext};
#[cfg(test)]
pub use super::time::TestClock;
pub use super::time::{Clock, SystemClock};

/// Where in the side panel a feature's part goes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PanelSlot {
    /// At the top, above the engine (set apart by a line).
    Top,
    /// Under the engine's level.
    UnderLevel,
    /// Under the move list.
    UnderMoves,
}

/// The places of the menu bar the root sets aside for the features' entries, in the bar's order:
/// at each the root draws the features' `MenuEntry`s, then what each draws there itself
/// (`Feature::menu_ui`), in the root's list's order.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Menu {
    /// The Game menu's top (Progress, a backup restored, the rematch).
    Game,
    /// Game: a game to start (a new game, a match).
    NewGame,
    /// Game: a position to play from (set up).
    Position,
    /// Game: the clipboard (the position, the moves copied).
    Clipboard,
    /// Game: a game opened from a file.
    Open,
    /// Game: the saved games (the library).
    Library,
    /// Game: the game written (saved, exported, imported).
    Save,
    /// Game: its last entry (quitting).
    Quit,
    /// Moves: after going through the game (the review's mistakes).
    Moves,
    /// View: under the board's own view settings.
    View,
    /// Engine: after the review (learning from it; not while a review runs).
    Engine,
    /// The Puzzles menu.
    Puzzles,
    /// Help's top.
    Help,
}

/// An engine aid a command starts (the explorer, say): in a game that counts for the rating it
/// asks first, and using it makes the game casual.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Aid {
    /// In words for the question: "the opening explorer".
    pub name: &'static str,
    /// Why the game no longer counts: "the opening explorer was used".
    pub reason: &'static str,
}

/// How the person's game counts, as the feature that rates it says: what the rest of the app
/// needs of the rating (the engine aids' question, the autosave, the chances shown, the learning
/// aids) without reading its state.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Counting {
    /// A game that counts is being played (not spoiled; the root adds "not over").
    pub counts: bool,
    /// How many rated games the person has played (the learning aids are on for the first ones).
    pub rated_games: u32,
    /// What the autosave keeps of how the person's game counts.
    pub saved: Option<ardri_saves::SavedRating>,
}

/// What a feature holds up now (`Feature::holding`); the root joins every feature's.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Holding {
    /// A window of its own takes the whole app's attention (the files' chooser).
    pub modal: bool,
    /// A file dialog, a read or a write is under way: other file actions wait, and so does the
    /// game's clock.
    pub files: bool,
    /// Its window hides the game (the library's): the game's clock waits.
    pub game: bool,
    /// The engine's first move waits (the last run's autosave is being looked at).
    pub engine: bool,
}

impl Holding {
    /// Both together.
    pub fn and(self, other: Holding) -> Holding {
        Holding {
            modal: self.modal || other.modal,
            files: self.files || other.files,
            game: self.game || other.game,
            engine: self.engine || other.engine,
        }
    }
}

/// One entry a feature adds to a menu.
pub struct MenuEntry {
    pub menu: Menu,
    pub label: std::borrow::Cow<'static, str>,
    pub command: Command,
    /// Offered now (Save waits while a file is written).
    pub enabled: bool,
}

/// A feature as the root sees it: its commands handled, its threads polled, its windows drawn and
/// its menu entries listed, each with the one signature every feature shares.
pub trait Feature {
    /// The feature's own commands (an `OwnCommand` through the root's list, `features!`: `.into()`
    /// carries one in `Command::Feature`, and the root hands it back here by its type).
    type Command;

    /// Its name, as the board's lease and the root's list say it.
    const NAME: &'static str;

    /// Carries out one of its commands.
    fn handle(&mut self, command: Self::Command, cx: &mut Context<'_>);

    /// Carries out a command the unsaved-work guard let through (saved or discarded): without
    /// asking again.
    fn handle_cleared(&mut self, command: Self::Command, cx: &mut Context<'_>) {
        self.handle(command, cx);
    }

    /// What `command` does in words for "Save your changes before ...?", when it replaces the game
    /// on the board and so is guarded.
    fn guarded_action(_command: &Self::Command) -> Option<std::borrow::Cow<'static, str>> {
        None
    }

    /// Whether `command`, guarded, goes on with what holds the board instead of replacing it.
    fn keeps_the_board(_command: &Self::Command) -> bool {
        false
    }

    /// Whether `command` takes the board (the feature holding it gives way first).
    fn takes_board(_command: &Self::Command) -> bool {
        false
    }

    /// Called once a frame before drawing: drains what its threads sent.
    fn poll(&mut self, _cx: &mut Context<'_>) {}

    /// Draws its windows.
    fn ui(&mut self, _cx: &mut UiContext<'_>) {}

    /// Its entries in the menu bar.
    fn menu(&self) -> Vec<MenuEntry> {
        Vec::new()
    }

    /// What it is doing in the background now, for the status bar, in a few words ("looking for
    /// puzzles in this game (2 of 5 missed wins checked)"); `None` when nothing.
    fn status(&self) -> Option<String> {
        None
    }

    /// A move it shows faintly on the board in the position shown (Learn: the move the game
    /// went, while the person looks for a better one).
    fn faint_move(&self, _session: &Session) -> Option<Move> {
        None
    }

    /// News of the game on the board (a new game, another game, an engine aid used, the review
    /// done): a feature that follows the game acts here (puzzles mine a reviewed game's missed
    /// wins; the rating starts, stops or spoils the game it rates).
    fn game_event(&mut self, _event: &GameEvent, _cx: &mut Context<'_>) {}

    /// How the person's game counts, if this feature rates it (the rating).
    fn counting(&self) -> Option<Counting> {
        None
    }

    /// What it holds up now, for the rest of the app: a window that takes the whole app's
    /// attention, a file read or written, the game hidden, the engine's first move.
    fn holding(&self) -> Holding {
        Holding::default()
    }

    /// The window is closing: the last of its work that must reach the disk (the autosave cleared
    /// once the game is saved or given up on purpose).
    fn on_exit(&mut self, _session: &Session) {}

    /// Reads its own settings at the start, kept under its own key of eframe's storage (`aside`:
    /// where text that cannot be read is kept aside); what to tell the person if they could not be
    /// read.
    fn load_settings(
        &mut self,
        _storage: Option<&dyn eframe::Storage>,
        _aside: Option<&std::path::Path>,
    ) -> Option<String> {
        None
    }

    /// Writes its own settings under its own key (never over stored text it could not read).
    fn save_settings(&self, _storage: &mut dyn eframe::Storage) {}

    /// Called once a frame, before drawing, after the frame's commands, the engine's moves and the
    /// clock's tick: what follows the game as it is shown (a move sounds, and a rated game's end
    /// is counted, in the frame it appears).
    fn after_commands(&mut self, _cx: &mut Context<'_>) {}

    /// What it draws in `menu` itself, after its entries (a submenu of switches and sliders);
    /// a change of settings is pushed as `ViewCommand::Settings`, as any view does.
    fn menu_ui(&self, _menu: Menu, _ui: &mut egui::Ui, _cx: &mut PanelContext<'_>) {}

    /// Its part of the side panel at `place`, when it has one there now (at the top the
    /// welcome or a rematch's offer, under the level the rating's rows, under the moves the
    /// comment box); whether it drew a part the panel should set apart from the rest. It draws and
    /// pushes commands; only what it draws with (a text being typed) changes here.
    fn panel_part(
        &mut self,
        _place: PanelSlot,
        _ui: &mut egui::Ui,
        _cx: &mut PanelContext<'_>,
    ) -> bool {
        false
    }

    /// The engine aid `command` would start now, if it starts one (not when it stops one).
    fn aid(&self, _command: &Self::Command) -> Option<Aid> {
        None
    }

    /// A move made on the board while this feature holds it (the board's lease).
    fn board_move(&mut self, _m: Move, _cx: &mut Context<'_>) {}

    /// A square clicked on the board this feature holds and draws its own pieces on.
    fn board_click(&mut self, _square: Square, _cx: &mut Context<'_>) {}

    /// The pieces the board shows while this feature holds it, where they are its own (a position
    /// being set up); `None`: the game's.
    fn board_pieces(&self) -> Option<SetUpPieces> {
        None
    }

    /// Another feature takes the board, or the person's game is wanted back: this one lets go of
    /// the board (with [`Context::give_board_back`]).
    fn board_taken(&mut self, _cx: &mut Context<'_>) {}
}

/// The part of [`Feature`] the root loops over without knowing the feature's type.
pub trait Unit {
    fn name(&self) -> &'static str;
    fn poll(&mut self, cx: &mut Context<'_>);
    fn ui(&mut self, cx: &mut UiContext<'_>);
    fn menu(&self) -> Vec<MenuEntry>;
    fn panel_part(
        &mut self,
        place: PanelSlot,
        ui: &mut egui::Ui,
        cx: &mut PanelContext<'_>,
    ) -> bool;
    fn after_commands(&mut self, cx: &mut Context<'_>);
    fn status(&self) -> Option<String>;
    fn faint_move(&self, session: &Session) -> Option<Move>;
    fn game_event(&mut self, event: &GameEvent, cx: &mut Context<'_>);
    fn counting(&self) -> Option<Counting>;
    fn holding(&self) -> Holding;
    fn on_exit(&mut self, session: &Session);
    fn load_settings(
        &mut self,
        storage: Option<&dyn eframe::Storage>,
        aside: Option<&std::path::Path>,
    ) -> Option<String>;
    fn save_settings(&self, storage: &mut dyn eframe::Storage);
    fn menu_ui(&self, menu: Menu, ui: &mut egui::Ui, cx: &mut PanelContext<'_>);
    fn board_move(&mut self, m: Move, cx: &mut Context<'_>);
    fn board_click(&mut self, square: Square, cx: &mut Context<'_>);
    fn board_pieces(&self) -> Option<SetUpPieces>;
    fn board_taken(&mut self, cx: &mut Context<'_>);
}

impl<F: Feature> Unit for F {
    fn name(&self) -> &'static str {
        F::NAME
    }

    fn poll(&mut self, cx: &mut Context<'_>) {
        Feature::poll(self, cx);
    }

    fn ui(&mut self, cx: &mut UiContext<'_>) {
        Feature::ui(self, cx);
    }

    fn menu(&self) -> Vec<MenuEntry> {
        Feature::menu(self)
    }

    fn panel_part(
        &mut self,
        place: PanelSlot,
        ui: &mut egui::Ui,
        cx: &mut PanelContext<'_>,
    ) -> bool {
        Feature::panel_part(self, place, ui, cx)
    }

    fn after_commands(&mut self, cx: &mut Context<'_>) {
        Feature::after_commands(self, cx);
    }

    fn status(&self) -> Option<String> {
        Feature::status(self)
    }

    fn faint_move(&self, session: &Session) -> Option<Move> {
        Feature::faint_move(self, session)
    }

    fn game_event(&mut self, event: &GameEvent, cx: &mut Context<'_>) {
        Feature::game_event(self, event, cx);
    }

    fn counting(&self) -> Option<Counting> {
        Feature::counting(self)
    }

    fn holding(&self) -> Holding {
        Feature::holding(self)
    }

    fn on_exit(&mut self, session: &Session) {
        Feature::on_exit(self, session);
    }

    fn load_settings(
        &mut self,
        storage: Option<&dyn eframe::Storage>,
        aside: Option<&std::path::Path>,
    ) -> Option<String> {
        Feature::load_settings(self, storage, aside)
    }

    fn save_settings(&self, storage: &mut dyn eframe::Storage) {
        Feature::save_settings(self, storage);
    }

    fn menu_ui(&self, menu: Menu, ui: &mut egui::Ui, cx: &mut PanelContext<'_>) {
        Feature::menu_ui(self, menu, ui, cx);
    }

    fn board_move(&mut self, m: Move, cx: &mut Context<'_>) {
        Feature::board_move(self, m, cx);
    }

    fn board_click(&mut self, square: Square, cx: &mut Context<'_>) {
        Feature::board_click(self, square, cx);
    }

    fn board_pieces(&self) -> Option<SetUpPieces> {
        Feature::board_pieces(self)
    }

    fn board_taken(&mut self, cx: &mut Context<'_>) {
        Feature::board_taken(self, cx);
    }
}
