//! What the person (or a dialog, or one feature of another) asks for, grouped by the feature that
//! handles it. Views and dialogs only queue commands while drawing; after drawing,
//! `ArdRiApp::apply` hands each group to its feature's handler, and what a handler queues for
//! another feature is applied in the same frame. Features never call each other's handlers: they
//! queue a command.

use std::fmt::Debug;
use std::path::PathBuf;

use ardri_rules::{Game, Move, Side, Square};
use ardri_saves::{Mark, Shape};

pub use super::super::shell::dialogs::ConfirmChoice;
pub use super::feature_command::{FeatureCommand, OwnCommand};
use super::session::Spot;
use super::settings::{Players, Settings};
use super::{WORDS, tr};

/// A question to the person whose answers are the app's commands.
pub type Question = super::super::shell::question::Question<Command>;
/// One of its answers.
pub type Choice = super::super::shell::question::Choice<Command>;

#[derive(Clone, Debug, PartialEq)]
pub enum Command {
    Moves(MoveCommand),
    Engine(EngineCommand),
    View(ViewCommand),
    Board(BoardCommand),
    /// News of the game on the board, told to every feature (`Feature::game_event`).
    Event(GameEvent),
    /// A feature's own command (a feature on the contract, or the person's record), carried
    /// without this vocabulary naming the feature.
    Feature(FeatureCommand),
    /// A command the guard for unsaved work let through (saved or discarded): its feature carries it
    /// out without asking again.
    Cleared(Box<Command>),
}

/// A search for the best line from a game's end, for whoever asked: the line comes back as the
/// command `answer` makes of it (the position's hash and the line), so the engine's side names no
/// feature.
#[derive(Clone, Debug)]
pub struct LineSearch {
    pub game: Game,
    /// The game's plies from its start (for the engine's history).
    pub ply: usize,
    pub limits: ardri_engine::Limits,
    pub answer: LineAnswer,
}

/// How a line found is handed back: the asker's function.
#[derive(Clone, Copy)]
pub struct LineAnswer(pub fn(u64, Vec<Move>) -> Command);

impl std::fmt::Debug for LineAnswer {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("LineAnswer")
    }
}

impl PartialEq for LineSearch {
    fn eq(&self, other: &LineSearch) -> bool {
        self.ply == other.ply
            && self.limits == other.limits
            && self.game.position().hash() == other.game.position().hash()
    }
}

/// A game read from a file (checked move by move), to put on the board.
#[derive(Clone, Debug)]
pub struct Loaded(pub Box<ardri_saves::LoadedGame>);

impl PartialEq for Loaded {
    fn eq(&self, other: &Loaded) -> bool {
        let moves = |g: &Game| g.moves().iter().map(|p| p.mv).collect::<Vec<_>>();
        self.0.game.start() == other.0.game.start() && moves(&self.0.game) == moves(&other.0.game)
    }
}

/// Where a game for the board comes from: its file opened, a text record imported, or the last
/// run's autosave restored.
#[derive(Clone, Debug, PartialEq)]
pub enum SessionSource {
    Opened { path: PathBuf, loaded: Loaded },
    Imported(Loaded),
    Restored(Loaded),
}

/// The board's game, for a feature that takes the board for a while (puzzles) or puts a game of
/// its own there (a drill over a folder's games).
#[derive(Clone, Debug, PartialEq)]
pub enum BoardCommand {
    /// Show this game on the board, for study; the person's game is put on hold first (once), its
    /// clock stopped, until [`BoardCommand::Restore`]. `fresh`: a new game for the engine (its
    /// table and hints forgotten, the analysis stopped), as for a puzzle just started.
    Lend { game: Box<GameToShow>, fresh: bool },
    /// The person's game back on the board, as it was.
    Restore,
    /// Another game takes the board (read and checked already): the engine starts afresh.
    Put(SessionSource),
    /// A new game from the start with the chosen players, clock and level.
    New,
    /// A position set up or pasted takes the board, to be played from.
    SetUp(Box<NewStart>),
    /// The game on the board was saved at `revision` to `path`.
    Saved { revision: u64, path: PathBuf },
    /// The person's game, as it stands, is kept in their record: it is not called unsaved (Save
    /// as a file stays offered; a change after this is unsaved again).
    KeptInRecord,
    /// The person's game is wanted on the board: a feature it was lent to (the lease's `lent`)
    /// lets go.
    Release,
    /// Another game is about to take the board: whoever holds it lets go, a feature that kept the
    /// person's game there (Learn's drill) too.
    GiveWay,
    /// A review's verdict on the main line's position after `ply` moves, kept with the game.
    Analysis {
        ply: usize,
        analysis: ardri_saves::Analysis,
    },
    /// The game's review is done (a change to save, though no move changed).
    Reviewed,
    /// The person's rating, for the game's record of its players (the side the person plays).
    PersonsRating(f64),
    /// Change the person's notes on the position at `at` (a mark, the comment, a shape): part of
    /// the game, so saved and asked about like a move. Refused, with a word why, while a feature
    /// holds the board (a puzzle is not a game).
    Note { at: Spot, edit: NoteEdit },
}

/// A change to the notes on one position of the game (see `session::annotations`).
#[derive(Clone, Debug, PartialEq)]
pub enum NoteEdit {
    /// The mark of the move that led there (`None` clears it; the start takes none).
    Mark(Option<Mark>),
    /// The comment's new text, as typed.
    Comment(String),
    /// A shape drawn on the board; the same shape drawn again is removed.
    Shape(Shape),
    ClearShapes,
}

/// News of the game on the board, which any feature may act on: the root tells every feature
/// (`Feature::game_event`), so the core names none of them.
#[derive(Clone, Debug, PartialEq)]
pub enum GameEvent {
    /// A new game from the start is on the board, with the players, clock and level chosen.
    Started,
    /// Another game took the board (opened, imported, restored, set up).
    Replaced,
    /// The game the autosave kept is back on the board after a restart, with what the autosave
    /// said of how it counts.
    Resumed(Box<ardri_saves::SavedRating>),
    /// The engine helped in the game (a hint, the analysis): why, in words ("a hint was asked
    /// for").
    Helped(&'static str),
    /// The game was reviewed to its end (its analysis is stored with it).
    Reviewed,
}

impl From<GameEvent> for Command {
    fn from(e: GameEvent) -> Command {
        Command::Event(e)
    }
}

impl From<BoardCommand> for Command {
    fn from(c: BoardCommand) -> Command {
        Command::Board(c)
    }
}

/// A game to show for study, and the event its record names ("Puzzle p12").
#[derive(Clone, Debug)]
pub struct GameToShow {
    pub game: Game,
    pub event: String,
    /// The side the person plays in it (a puzzle's solver): the record names them there and the
    /// other side `opponent`, neither rated (no level plays it).
    pub you: Side,
    /// What the other side is called: "Puzzle", "Lesson".
    pub opponent: String,
}

impl PartialEq for GameToShow {
    fn eq(&self, other: &GameToShow) -> bool {
        let moves = |g: &Game| g.moves().iter().map(|p| p.mv).collect::<Vec<_>>();
        self.event == other.event
            && self.opponent == other.opponent
            && self.game.start() == other.game.start()
            && moves(&self.game) == moves(&other.game)
    }
}

impl Command {
    /// A notice in the status bar.
    pub fn notify(text: impl Into<String>) -> Command {
        Command::View(ViewCommand::Notify(text.into()))
    }

    /// A problem in the status bar.
    pub fn report(text: impl Into<String>) -> Command {
        Command::View(ViewCommand::ReportError(text.into()))
    }

    /// The app now waits on this question (or on nothing).
    pub fn wait(waiting: super::runtime::Waiting) -> Command {
        Command::View(ViewCommand::Wait(waiting))
    }

    /// The feature's (or the record's) command of type `T` this is, if it is one.
    #[cfg(test)]
    pub fn feature<T: OwnCommand>(&self) -> Option<&T> {
        match self {
            Command::Feature(c) => c.get(),
            _ => None,
        }
    }

    /// What the guarded command does, for "Save them before ...?".
    pub fn guarded_action(&self) -> std::borrow::Cow<'static, str> {
        match self {
            Command::Feature(c) => c.guarded_action(),
            _ => None,
        }
        .unwrap_or_else(|| tr!(WORDS, "game-going-on"))
    }
}

/// Games in and out: new, open, save, quit, set-up and pasted positions, the clipboard, and the
/// answers to the questions these ask. The files' own commands (`files::Files` carries them out, a
/// feature on the contract), written in the core because every feature may ask for a game in or
/// out (a new game, a file opened, the unsaved-work guard) as a service.
#[derive(Clone, Debug, PartialEq)]
pub enum FileCommand {
    /// A new game; `None` keeps who plays which side.
    NewGame(Option<Players>),
    Open,
    /// Open this file (from the game library), asking first when the game is unsaved.
    OpenPath(PathBuf),
    Save,
    SaveAs,
    Quit,
    /// Play from a position set up in the editor or pasted (asks first when the game is unsaved).
    StartFrom(Box<NewStart>),
    /// Text pasted (the paste window's, or Ctrl+V on the board): a position string or moves.
    Paste(String),
    /// Carry out this command (another feature's, one that replaces the game on the board) once
    /// nothing unsaved stands in its way: at once, or after "save your changes?". It comes back to
    /// its feature as [`Command::Cleared`].
    Guard(Box<Command>),
    /// Ask the person for a folder (the game library's), starting in `start`; the folder chosen
    /// comes back as `answer` makes it.
    ChooseFolder {
        start: PathBuf,
        answer: super::answer::Answer<PathBuf>,
    },
    CopyPosition,
    CopyMoves,
    /// Write the main line with its metadata and annotations as a text record.
    ExportText,
    /// Read a game from a text record (asks first when the game is unsaved).
    ImportText,
    /// The answer to "save your changes?".
    Confirm(ConfirmChoice),
    /// The answer to "restore the game that was not saved?".
    Restore(bool),
    /// The app's own file chooser's answer: a path, or `None` for Cancel.
    Chooser(Option<PathBuf>),
}

/// A game to start from, and what to tell the person once it is on the board.
#[derive(Clone, Debug)]
pub struct NewStart {
    pub game: Game,
    pub message: String,
}

impl PartialEq for NewStart {
    fn eq(&self, other: &NewStart) -> bool {
        let moves = |g: &Game| g.moves().iter().map(|p| p.mv).collect::<Vec<_>>();
        self.message == other.message
            && self.game.start() == other.game.start()
            && moves(&self.game) == moves(&other.game)
    }
}

/// Moves and where the board looks: playing, undo and redo, the move list, variations.
#[derive(Clone, Debug, PartialEq)]
pub enum MoveCommand {
    /// A move made on the board.
    Play(Move),
    /// A square clicked on a board whose holder draws its own pieces (a position being set up).
    SquareClicked(Square),
    /// A move as the person typed it (`c5-c6`), checked against the shown position.
    PlayText(String),
    Undo,
    Redo,
    /// Show the main line after this many moves.
    GoTo(usize),
    Step(isize),
    GoToEnd,
    /// Show variation `index` after `moves` of its moves.
    Browse {
        index: usize,
        moves: usize,
    },
    PromoteVariation(usize),
    DeleteVariation(usize),
    /// The person gives up the game (asked first).
    Resign,
    /// The answer to "Resign this game?": resign (`true`) or not.
    ResignAnswered(bool),
    /// Add analysis line `line` to the game (as a variation, or at the end as moves).
    AddLine(usize),
}

/// The engine: analysis, hints, its own moves, the review, a drill's line.
#[derive(Clone, Debug, PartialEq)]
pub enum EngineCommand {
    /// Search this line's end for its best line (Learn's solution); the result comes back as the
    /// search's `answer` makes it.
    FindLine(Box<LineSearch>),
    /// Stop a search for a line (its answer would be for a position no longer shown).
    CancelLine,
    /// Stop every search, and the analysis (a drill takes the board).
    StopAll,
    ToggleAnalysis,
    Hint,
    /// Make the engine play the best move it has found so far.
    MoveNow,
    /// Analyse every position of the main line.
    Review,
    CancelReview,
    /// Engine against engine: pause or resume.
    TogglePause,
    /// Engine against engine, paused: one move.
    StepEngine,
    /// An opened game, studied so far: play on from its end as this side against the engine.
    PlayOn(ardri_rules::Side),
}

/// The views' own state and the settings.
#[derive(Clone, Debug, PartialEq)]
pub enum ViewCommand {
    Flip,
    /// New settings from a slider, checkbox or menu (the handler acts on what changed).
    Settings(Box<Settings>),
    ToggleHelp,
    /// The guide inside the app (Help > Guide).
    ToggleGuide,
    OpenPaste,
    ClosePaste,
    /// Show the position after the first `moves` moves of analysis line `line`.
    Preview {
        line: usize,
        moves: usize,
    },
    /// One move forward or back in the preview on the board.
    PreviewStep(isize),
    EndPreview,
    /// Esc: leaves a preview, else closes Help, else the game library.
    Escape,
    DismissNotice,
    /// A notice in the status bar (a feature telling the person something).
    Notify(String),
    /// A problem in the status bar, shown until dismissed.
    ReportError(String),
    /// The keyboard goes to the board (to the square it last had, else the king's).
    KeyboardToBoard,
    /// Step through this line on the board (Learn's solution), the game unchanged.
    PreviewLine(Box<super::preview::Preview>),
    /// The app now waits on this question (or on nothing: `Waiting::Idle`).
    Wait(super::runtime::Waiting),
    /// Open the paste window with this text (bad text stays there, to be mended).
    OpenPasteWith(String),
    /// Show the position at `at` and put the keyboard in its comment box (a move's menu).
    EditComment(Spot),
    /// A problem told beside any other in the status bar, until dismissed.
    AddError(String),
}

impl MoveCommand {
    /// Whether it only goes through the game shown (to a move, a step, the end), changing nothing.
    pub fn only_looks(&self) -> bool {
        matches!(
            self,
            MoveCommand::GoTo(_) | MoveCommand::Step(_) | MoveCommand::GoToEnd
        )
    }
}

/// The game's own commands, carried out by the game's feature (`play/`): the moves, the engine and
/// the board. The core names them because every feature may ask them; the root hands each
/// `Command::Moves`, `Command::Engine` and `Command::Board` there by its variant.
#[derive(Clone, Debug, PartialEq)]
pub enum GameCommand {
    Moves(MoveCommand),
    Engine(EngineCommand),
    Board(BoardCommand),
}

impl From<MoveCommand> for Command {
    fn from(c: MoveCommand) -> Command {
        Command::Moves(c)
    }
}

impl From<EngineCommand> for Command {
    fn from(c: EngineCommand) -> Command {
        Command::Engine(c)
    }
}

impl From<ViewCommand> for Command {
    fn from(c: ViewCommand) -> Command {
        Command::View(c)
    }
}

/// The queue views push to while drawing.
#[derive(Default)]
pub struct Commands(Vec<Command>);

impl Commands {
    pub fn push(&mut self, command: impl Into<Command>) {
        self.0.push(command.into());
    }

    pub fn take(&mut self) -> Vec<Command> {
        std::mem::take(&mut self.0)
    }
}
