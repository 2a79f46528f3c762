//! The contract a feature folder keeps, so that it is a unit: one type owning all its state, its
//! own `Command` enum, and [`Feature::handle`], [`Feature::poll`], [`Feature::ui`] and
//! [`Feature::menu`] against one shared [`Context`], with one signature for all. What a feature
//! asks of the rest of the app goes through the context's small vocabulary (tell the person, put a
//! game on the board, take or give back the board, ask another feature), and the composition root
//! (`features.rs`) is the one list that dispatch, poll, draw and the menu loop over.
//!
//! docs/CONTRIBUTING.md ("Adding a feature") walks through a new feature in these terms.

use std::time::Instant;

use ardri_rules::{Move, Side, Square};

use super::board::SetUpPieces;
use super::board_holder::{BoardHolder, Lease};
use super::commands::{BoardCommand, Command, Commands, GameEvent, GameToShow, ViewCommand};
use super::runtime::Waiting;
use super::session::Session;
use super::settings::Settings;

/// What time it is, for everything a feature decides by the time: the system's clock in the app, a
/// clock the tests set and move on.
pub trait Clock: Send + Sync {
    /// Now, for durations.
    fn instant(&self) -> Instant;
    /// Now, as the record keeps it (whole seconds since 1970 UTC).
    fn utc(&self) -> ardri_record::Utc;
}

/// The system's clock.
pub struct SystemClock;

impl Clock for SystemClock {
    fn instant(&self) -> Instant {
        Instant::now()
    }

    fn utc(&self) -> ardri_record::Utc {
        ardri_record::Utc::now()
    }
}

/// A clock that stands still until it is moved on: tests decide what time it is.
#[cfg(test)]
pub struct TestClock {
    start: Instant,
    moved: std::sync::Mutex<std::time::Duration>,
    utc: i64,
}

#[cfg(test)]
impl TestClock {
    /// A clock at `utc` seconds since 1970.
    pub fn at(utc: i64) -> TestClock {
        TestClock {
            start: Instant::now(),
            moved: std::sync::Mutex::new(std::time::Duration::ZERO),
            utc,
        }
    }

    pub fn advance(&self, by: std::time::Duration) {
        *self.moved.lock().expect("the test clock") += by;
    }

    fn moved(&self) -> std::time::Duration {
        *self.moved.lock().expect("the test clock")
    }
}

#[cfg(test)]
impl Clock for TestClock {
    fn instant(&self) -> Instant {
        self.start + self.moved()
    }

    fn utc(&self) -> ardri_record::Utc {
        ardri_record::Utc(self.utc + self.moved().as_secs() as i64)
    }
}

/// What a feature's handler is tested with, without the window: the context's parts, owned, and
/// the test's clock.
#[cfg(test)]
pub struct TestBed {
    pub settings: Settings,
    pub session: Session,
    pub default_dir: std::path::PathBuf,
    pub egui: egui::Context,
    pub board: BoardHolder,
    pub clock: TestClock,
}

#[cfg(test)]
impl TestBed {
    /// Default settings, the system's temporary folder, the game on the board, the clock at
    /// 2026-01-01 00:00 UTC.
    pub fn new() -> TestBed {
        TestBed {
            settings: Settings::default(),
            session: Session::new(ardri_rules::Rules::default(), Default::default()),
            default_dir: std::env::temp_dir(),
            egui: egui::Context::default(),
            board: BoardHolder::Game,
            clock: TestClock::at(1_767_225_600),
        }
    }

    /// Runs `f` with a context on these parts; what it asked, in order.
    pub fn run(&mut self, f: impl FnOnce(&mut Context<'_>)) -> Vec<Command> {
        let mut cx = Context::new(
            &self.settings,
            &self.session,
            &self.default_dir,
            &self.egui,
            &mut self.board,
            &self.clock,
        );
        f(&mut cx);
        cx.into_asks()
    }
}

/// What every feature may use while it handles a command or polls: the clock, the board it may
/// take, and what it asks of the rest (carried out in order once it returns). It grows with what
/// the features moved onto the contract read (the settings, the game as it stands).
pub struct Context<'a> {
    pub settings: &'a Settings,
    /// The game on the board (read only: a feature changes it by asking).
    pub session: &'a Session,
    /// The person's game: the one on the board, or the one on hold while a feature holds the
    /// board (the rating follows it there too).
    pub persons_game: &'a Session,
    /// Where file choosers and folders start when none was used yet (the saves folder).
    pub default_dir: &'a std::path::Path,
    /// Wakes the window: a feature's thread asks for a frame with it when it has news.
    pub wake: &'a egui::Context,
    /// What the status bar says now (not an error), so news can be said beside it.
    pub notice: Option<&'a str>,
    /// The question on screen, if any (an asker knows its own by [`Waiting::asks`]).
    pub waiting: &'a Waiting,
    /// How the person's game counts (the rating says).
    pub counting: Counting,
    /// The engine is searching a line a feature asked for (`EngineCommand::FindLine`): its answer
    /// is on its way.
    pub line_search: bool,
    /// Who holds the board: the game, or a feature through its [`Lease`].
    board: &'a mut BoardHolder,
    pub clock: &'a dyn Clock,
    asks: Vec<Command>,
}

impl<'a> Context<'a> {
    pub fn new(
        settings: &'a Settings,
        session: &'a Session,
        default_dir: &'a std::path::Path,
        wake: &'a egui::Context,
        board: &'a mut BoardHolder,
        clock: &'a dyn Clock,
    ) -> Context<'a> {
        Context {
            settings,
            session,
            persons_game: session,
            default_dir,
            wake,
            notice: None,
            waiting: &Waiting::Idle,
            counting: Counting::default(),
            line_search: false,
            board,
            clock,
            asks: Vec::new(),
        }
    }

    /// Asks another feature (or the root) for something, after this one is done.
    pub fn ask(&mut self, command: impl Into<Command>) {
        self.asks.push(command.into());
    }

    /// Tells the person something in the status bar.
    pub fn notify(&mut self, text: impl Into<String>) {
        self.asks.push(Command::notify(text));
    }

    /// Keeps changed settings (they are stored between runs).
    pub fn change_settings(&mut self, settings: Settings) {
        self.asks
            .push(ViewCommand::Settings(Box::new(settings)).into());
    }

    /// Tells the person what went wrong, in plain words.
    pub fn report_error(&mut self, text: impl Into<String>) {
        self.asks.push(ViewCommand::ReportError(text.into()).into());
    }

    /// Whether the feature named `holder` holds the board.
    pub fn holds_board(&self, holder: &'static str) -> bool {
        self.board.lease().is_some_and(|l| l.holder == holder)
    }

    /// Takes the board for `holder` (whoever had it gave it back first: the root sees to that),
    /// the person moving `mover`'s pieces; the person's game is on hold.
    pub fn take_board(&mut self, holder: &'static str, mover: Option<Side>) {
        *self.board = BoardHolder::Leased(Lease {
            holder,
            mover,
            lent: true,
        });
    }

    /// Takes the board for `holder` where the board keeps showing the person's game (Learn opens
    /// their games there): only the moves played go to the holder; taking back, going through
    /// the game, its variations stay the game's.
    pub fn take_board_keeping_game(&mut self, holder: &'static str, mover: Option<Side>) {
        *self.board = BoardHolder::Leased(Lease {
            holder,
            mover,
            lent: false,
        });
    }

    /// Shows `game` on the board held (`fresh`: a new one, from its start).
    pub fn show_on_board(&mut self, game: GameToShow, fresh: bool) {
        self.asks.push(
            BoardCommand::Lend {
                game: Box::new(game),
                fresh,
            }
            .into(),
        );
    }

    /// Gives the board back to the person's game, if `holder` holds it.
    pub fn give_board_back(&mut self, holder: &'static str) {
        if self.holds_board(holder) {
            *self.board = BoardHolder::Game;
            self.asks.push(BoardCommand::Restore.into());
        }
    }

    /// Gives the board back to the game, if `holder` holds it, where the game never left it (the
    /// holder drew its own pieces over it, as the editor does).
    pub fn give_board_back_quietly(&mut self, holder: &'static str) {
        if self.holds_board(holder) {
            *self.board = BoardHolder::Game;
        }
    }

    /// What the feature asked, in order.
    pub fn into_asks(self) -> Vec<Command> {
        self.asks
    }
}

/// What every feature may use while it draws.
pub struct UiContext<'a> {
    pub egui: &'a egui::Context,
    /// A line previewed on the board, if any.
    pub preview: Option<&'a super::preview::Preview>,
    /// A file dialog or a read or write is under way.
    pub files_busy: bool,
    pub settings: &'a Settings,
    /// The game on the board.
    pub session: &'a Session,
    /// Whose chances the app shows (Judge as), and whether only the chance may be shown (a game
    /// that counts: nothing more the engine knows).
    pub judge: &'a ardri_engine::Judge,
    pub chances_only: bool,
    /// Where the board is: windows are placed beside it.
    pub board_rect: egui::Rect,
    /// Who holds the board.
    pub board: &'a BoardHolder,
    /// What the person asked for, applied after drawing.
    pub commands: &'a mut Commands,
}

/// What a feature's part of the side panel may read, and where its commands go.
pub struct PanelContext<'a> {
    pub settings: &'a Settings,
    /// The game on the board.
    pub session: &'a Session,
    /// Who holds the board.
    pub board: &'a BoardHolder,
    /// What the person asked for, applied after drawing.
    pub commands: &'a mut Commands,
}

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
    pub label: &'static str,
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
    fn guarded_action(_command: &Self::Command) -> Option<&'static str> {
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
