//! The record as a service of the contract: what a feature may ask the person's record (keep a
//! game, a lesson's try, a puzzle, a review's accuracy; read the Progress page's data, a game, the
//! lessons' and the puzzles' progress) and the shapes of its answers. A feature asks with
//! `cx.ask(RecordCommand::...)` and names the command its answer comes back as ([`Answer`]), so it
//! imports nothing of the record's module, and the record (`record/`, its database on its own
//! thread) knows no feature. Chosen over routing each feature's own command to the record: what a
//! person earns is kept by one owner, and every feature that keeps or shows it speaks the same
//! words.

use std::path::PathBuf;

use ardri_record::{
    GameRating, GameRow, LevelSideResults, PuzzleRatingPoint, RatingChange, StoredGame, Summary,
    Utc,
};

pub use super::answer::Answer;

/// What the record tells of the person's game rating, unasked, as it learns it: the rating's
/// feature gives the record its [`Answer`] at the start (the root composes them).
#[derive(Clone, Debug, PartialEq)]
pub enum RatingNews {
    /// The record is open (or put back from a backup) and holds this rating (`None`: no rated game
    /// yet, so the start's rating is) and how far the person has climbed.
    Read {
        rating: Option<GameRating>,
        climb: Option<ardri_record::Climb>,
    },
    /// The record kept a game and moved the rating so (worked out from the rating it holds); the
    /// rating it holds after it, with its count of games, and the climb.
    Kept {
        change: RatingChange,
        now: Option<GameRating>,
        climb: Option<ardri_record::Climb>,
    },
    /// The record could not be opened: its rating is unknown for now.
    Unavailable,
}

/// A finished game for the record: its row and, when it counts, what moves the rating.
#[derive(Clone, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct FinishedGame {
    pub row: GameRow,
    pub counts: Option<Counts>,
}

/// A game that counts for the rating: against which level, as which side (`None`: a match, both
/// sides), and the person's score (1 a win, 1/2 a draw, 0 a loss).
#[derive(Clone, Copy, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct Counts {
    pub level: u8,
    pub person: Option<ardri_rules::Side>,
    pub score: f64,
}

/// How a game that counts changes the person's rating: the rating kept before it (`None`: the
/// start's) and the game, to the change. The rating's feature gives it (`rating::rating_change`);
/// the record applies it in the same transaction that keeps the game.
pub type RateGame = fn(Option<GameRating>, Counts) -> RatingChange;

/// A reviewed game, found in the record by its start and moves.
#[derive(Clone, Debug, PartialEq)]
pub struct Reviewed {
    /// `None`: the standard start.
    pub start: Option<String>,
    pub moves: Vec<String>,
    pub accuracy: ardri_record::Accuracy,
    pub at: Utc,
}

/// The puzzle record as the record holds it, for the puzzles to go on from.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct PuzzleState {
    /// `None`: no puzzle was ever rated.
    pub player: Option<ardri_record::Rating>,
    pub streaks: ardri_record::Streaks,
    /// The latest results, oldest first: (puzzle id, solved).
    pub history: Vec<(String, bool)>,
    /// The puzzles' own ratings that results have moved.
    pub own_ratings: Vec<(String, ardri_record::Rating)>,
}

/// The Progress page's data, read in one go.
#[derive(Clone, Debug, Default)]
pub struct ProgressData {
    pub summary: Option<Summary>,
    /// The rating over every rated game, thinned for the chart.
    pub rating_chart: ardri_record::RatingChart,
    /// Rows the record could not read (kept by an older version, or by another program): left
    /// out of the page and named, never ending it.
    pub unreadable: Vec<String>,
    pub results: Vec<LevelSideResults>,
    pub puzzle_history: Vec<PuzzleRatingPoint>,
    /// The person's accuracy in each reviewed game, oldest first.
    pub accuracy_history: Vec<ardri_record::AccuracyPoint>,
    pub games: Vec<StoredGame>,
    /// How many games the filter holds in all.
    pub games_total: u64,
    /// The record's backups, newest first: the daily ones (the last seven) and the copies made
    /// before an update or a restore (the last five).
    pub backups: Vec<ardri_record::BackupInfo>,
    /// What the record holds now, to set beside a backup's before a restore.
    pub holds: Option<ardri_record::RecordContents>,
}

/// How many of the latest puzzle results the record reads back.
pub const PUZZLE_HISTORY_LEN: usize = 200;

/// Commands to the record.
#[derive(Clone, Debug, PartialEq)]
pub enum RecordCommand {
    /// A game played in the app is over: keep it.
    Keep(Box<FinishedGame>),
    /// Open the record where it could not be, and keep the games that wait (the person asked).
    TryAgain,
    /// Write the games that wait as saved games in this folder (they still wait).
    SaveWaiting(PathBuf),
    /// The person chose to quit with games waiting (they stay written down beside the record).
    QuitAnyway,
    /// The Progress page's data, with this page of the games that pass `filter` (or why there is
    /// none).
    AskProgress {
        filter: ardri_record::GameFilter,
        page: ardri_record::Page,
        answer: Answer<Result<Box<ProgressData>, String>>,
    },
    /// One game, to open it.
    AskGame(ardri_record::GameId, Answer<Box<ardri_record::StoredGame>>),
    /// One try at a lesson's exercise: keep it (the best stars stay).
    Lesson(ardri_record::LessonResult),
    /// The lessons' progress (asked before the record is open, answered once it is).
    AskLessons(Answer<Vec<ardri_record::LessonProgress>>),
    /// One puzzle played: keep it, with what it did to the ratings where it counted.
    Puzzle(
        Box<(
            ardri_record::PuzzleAttempt,
            Option<ardri_record::PuzzleRatingChange>,
        )>,
    ),
    /// The puzzle record (asked before the record is open, answered once it is).
    AskPuzzles(Answer<Box<PuzzleState>>),
    /// Put a backup in place of the record (the record as it is now is kept aside first).
    Restore(ardri_record::BackupInfo),
    /// A game was reviewed: its accuracy is kept with it, where the record has it.
    Reviewed(Box<Reviewed>),
}
