//! What a feature is handed: the one `Context` it handles commands and polls with (what it may read,
//! and its small vocabulary for asking the rest of the app), what it draws with (`UiContext`,
//! `PanelContext`), and, in tests, the `TestBed` that runs a handler without the window.

use ardri_rules::Side;

use super::board_holder::{BoardHolder, Lease};
use super::commands::{BoardCommand, Command, Commands, GameToShow, ViewCommand};
use super::feature::Counting;
use super::runtime::{Runtime, Waiting};
use super::session::Session;
use super::settings::Settings;
use super::time::Clock;
#[cfg(test)]
use super::time::TestClock;

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
            Reading {
                settings: &self.settings,
                session: &self.session,
                persons_game: &self.session,
                default_dir: &self.default_dir,
                notice: None,
                waiting: &Waiting::Idle,
            },
            &self.egui,
            &mut self.board,
            &self.clock,
        );
        f(&mut cx);
        cx.into_asks()
    }
}

/// What every feature may use while it handles a command or polls: the clock, the board it may
/// take, and what it asks of the rest (carried out in order once it returns). It reads the
/// settings and the game as they stand; only the game's own feature (`play/`) is handed them to
/// change ([`Context::game_to_change`]), every other feature changes them by asking.
pub struct Context<'a> {
    game: Game<'a>,
    /// Wakes the window: a feature's thread asks for a frame with it when it has news.
    pub wake: &'a egui::Context,
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

/// The settings and the game, to read (every feature) or to change (the game's own feature).
enum Game<'a> {
    Read(Reading<'a>),
    Write(Writing<'a>),
}

/// What a feature reads of the app while it handles a command.
pub struct Reading<'a> {
    pub settings: &'a Settings,
    /// The game on the board (read only: a feature changes it by asking).
    pub session: &'a Session,
    /// The person's game: the one on the board, or the one on hold while a feature holds the
    /// board (the rating follows it there too).
    pub persons_game: &'a Session,
    /// Where file choosers and folders start when none was used yet (the saves folder).
    pub default_dir: &'a std::path::Path,
    /// What the status bar says now (not an error), so news can be said beside it.
    pub notice: Option<&'a str>,
    /// The question on screen, if any (an asker knows its own by [`Waiting::asks`]).
    pub waiting: &'a Waiting,
}

/// The window's status line, as the game's feature tells news while it changes the game (the
/// root's status bar).
pub trait StatusLine {
    fn notify_text(&mut self, text: String);
    fn report_error_text(&mut self, text: String);
    fn dismiss(&mut self);
    /// What it says now, if not an error.
    fn notice(&self) -> Option<&str>;
}

impl dyn StatusLine + '_ {
    /// Tells the person something.
    pub fn notify(&mut self, text: impl Into<String>) {
        self.notify_text(text.into());
    }

    /// Tells the person what went wrong, in plain words.
    pub fn report_error(&mut self, text: impl Into<String>) {
        self.report_error_text(text.into());
    }
}

/// What the game's own feature is handed to change: the settings, the game, the engine and the
/// question on screen, the status line, and the root's queue of commands.
pub struct Writing<'a> {
    pub settings: &'a mut Settings,
    pub session: &'a mut Session,
    pub rt: &'a mut Runtime,
    pub status: &'a mut dyn StatusLine,
    /// Commands for the rest, applied after this one (as a view's).
    pub commands: &'a mut Commands,
    /// A modal window is on screen: the app's question or its file chooser.
    pub modal_open: bool,
    /// A window hides the board (the paste window, a feature holding it).
    pub board_hidden: bool,
    /// The engine makes no move yet: the last run's game is still being looked for (it may be
    /// offered back, and no game must start behind that offer).
    pub engine_held: bool,
    /// The person is busy with something that hides the game (a file being read or written, the
    /// game library): nobody's time runs.
    pub busy_elsewhere: bool,
}

impl<'a> Context<'a> {
    /// A context to read the app with (every feature's).
    pub fn new(
        reading: Reading<'a>,
        wake: &'a egui::Context,
        board: &'a mut BoardHolder,
        clock: &'a dyn Clock,
    ) -> Context<'a> {
        Context::with(Game::Read(reading), wake, board, clock)
    }

    /// A context that changes the game: the game's own feature's.
    pub fn writing(
        writing: Writing<'a>,
        wake: &'a egui::Context,
        board: &'a mut BoardHolder,
        clock: &'a dyn Clock,
    ) -> Context<'a> {
        Context::with(Game::Write(writing), wake, board, clock)
    }

    fn with(
        game: Game<'a>,
        wake: &'a egui::Context,
        board: &'a mut BoardHolder,
        clock: &'a dyn Clock,
    ) -> Context<'a> {
        Context {
            game,
            wake,
            counting: Counting::default(),
            line_search: false,
            board,
            clock,
            asks: Vec::new(),
        }
    }

    /// What a feature reads of the app, from either kind of context.
    fn reading(&self) -> Reading<'_> {
        match &self.game {
            Game::Read(r) => Reading { ..*r },
            Game::Write(w) => Reading {
                settings: w.settings,
                session: w.session,
                persons_game: w.rt.persons_game(w.session),
                default_dir: &w.rt.default_dir,
                notice: w.status.notice(),
                waiting: &w.rt.waiting,
            },
        }
    }

    pub fn settings(&self) -> &Settings {
        self.reading().settings
    }

    /// The game on the board.
    pub fn session(&self) -> &Session {
        self.reading().session
    }

    /// The person's game (see [`Reading::persons_game`]).
    pub fn persons_game(&self) -> &Session {
        self.reading().persons_game
    }

    /// Where file choosers and folders start when none was used yet (the saves folder).
    pub fn default_dir(&self) -> &std::path::Path {
        self.reading().default_dir
    }

    /// What the status bar says now (not an error), so news can be said beside it.
    pub fn notice(&self) -> Option<&str> {
        self.reading().notice
    }

    /// The question on screen, if any (an asker knows its own by [`Waiting::asks`]).
    pub fn waiting(&self) -> &Waiting {
        self.reading().waiting
    }

    /// The game and what goes with it, to change (only in the game's own feature's context),
    /// with who holds the board and the clock.
    pub fn game_to_change(&mut self) -> Option<(&mut Writing<'a>, &BoardHolder, &'a dyn Clock)> {
        match &mut self.game {
            Game::Write(w) => Some((w, &*self.board, self.clock)),
            Game::Read(_) => None,
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
