//! The record's thread: it owns the database connection, so no frame ever waits on the disk. The
//! app sends requests and drains the replies each frame (`PersonRecord::poll`); every reply wakes
//! the window.

use std::path::PathBuf;
use std::thread;

use crossbeam_channel::{Receiver, Sender, unbounded};

use ardri_record::{
    GameFilter, GameId, GameRating, GameRow, LegacyValues, LessonProgress, LessonResult,
    LevelSideResults, MAX_PAGE, Page, PuzzleAttempt, PuzzleRatingChange, PuzzleRatingPoint,
    RatingChange, RatingPoint, Record, StoredGame, Summary, Utc,
};

/// What the app asks of the record.
pub enum Request {
    /// Open (or create) the record in `folder`, move the old values over once, back up if due.
    Open {
        folder: PathBuf,
        legacy: Box<LegacyValues>,
    },
    /// Keep a finished game and, when it counts, move the rating by its result: the change is
    /// worked out inside the transaction from the rating the record holds then (another copy of
    /// the app may have moved it).
    FinishGame {
        row: Box<GameRow>,
        counts: Option<Counts>,
    },
    /// What the Progress page shows: `games` is the page of the game list asked for.
    Progress { filter: GameFilter, games: Page },
    /// One game, to open it.
    Game(GameId),
    /// Keep one try at a lesson's exercise.
    Lesson(LessonResult),
    /// The lessons' progress.
    Lessons,
    /// Keep one puzzle played, with what it did to the ratings where it counted.
    Puzzle(Box<(PuzzleAttempt, Option<PuzzleRatingChange>)>),
    /// The puzzle record: the rating, the streaks, the recent results, the puzzles' own ratings.
    Puzzles,
    /// Put this backup's content in place of the record (the record as it is kept aside first).
    Restore(ardri_record::BackupInfo),
    /// A game was reviewed: each side's accuracy, kept with the game where the record has it.
    Reviewed(Box<Reviewed>),
}

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

/// A game that counts for the rating: against which level, as which side (`None`: a match, both
/// sides), and the person's score (1 a win, 1/2 a draw, 0 a loss).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Counts {
    pub level: u8,
    pub person: Option<ardri_rules::Side>,
    pub score: f64,
}

/// How a game that counts changes the person's rating: the rating kept before it (`None`: the
/// start's) and the game, to the change. The rating's feature gives it (`rating::rating_change`);
/// the record applies it in the same transaction that keeps the game.
pub type RateGame = fn(Option<GameRating>, Counts) -> RatingChange;

/// The Progress page's data, read in one go.
#[derive(Clone, Debug, Default)]
pub struct ProgressData {
    pub summary: Option<Summary>,
    pub rating_history: Vec<RatingPoint>,
    pub results: Vec<LevelSideResults>,
    pub puzzle_history: Vec<PuzzleRatingPoint>,
    /// The person's accuracy in each reviewed game, oldest first.
    pub accuracy_history: Vec<ardri_record::AccuracyPoint>,
    pub games: Vec<StoredGame>,
    /// How many games the filter holds in all.
    pub games_total: u64,
    /// The record's backups, newest first (one a day, the last seven).
    pub backups: Vec<ardri_record::BackupInfo>,
}

/// What the record answers.
pub enum Reply {
    /// Open: the rating it holds, and what the person must be told (a file set aside, the move).
    Opened {
        rating: Option<GameRating>,
        /// Problems to tell (a file set aside, a failed backup).
        told: Vec<String>,
        /// The old rating was moved into the record: where it lives now.
        moved: Option<String>,
    },
    /// Could not be opened at all: the record is unavailable this session.
    Unavailable(String),
    /// A finished game is kept, with the rating change it made (and the rated games since).
    GameKept {
        change: Option<RatingChange>,
    },
    /// A finished game could not be kept: why, and the game (kept in memory, to try again).
    GameNotKept {
        why: String,
        row: Box<GameRow>,
        counts: Option<Counts>,
    },
    Progress(Box<ProgressData>),
    Game(Box<StoredGame>),
    /// A write asked for is done (a lesson's try, a puzzle played, a review's accuracy), or had
    /// nothing to keep.
    Kept,
    /// The lessons' progress, by stage and exercise.
    Lessons(Vec<LessonProgress>),
    /// The puzzle record, as the record holds it.
    Puzzles(Box<PuzzleState>),
    /// A backup was restored: what to tell the person, and the rating it holds.
    Restored {
        told: String,
        rating: Option<GameRating>,
    },
    /// A query failed.
    Failed(String),
}

/// The thread and its two channels.
pub struct RecordWorker {
    requests: Sender<Request>,
    replies: Receiver<Reply>,
}

impl RecordWorker {
    /// Starts the thread; `rate` rates the games that count; `wake` is called after each reply.
    pub fn start(rate: RateGame, wake: impl Fn() + Send + 'static) -> RecordWorker {
        let (requests, incoming) = unbounded::<Request>();
        let (outgoing, replies) = unbounded::<Reply>();
        thread::Builder::new()
            .name("record".into())
            .spawn(move || {
                let mut record: Option<Record> = None;
                for request in incoming {
                    let reply = serve(&mut record, request, rate);
                    if outgoing.send(reply).is_err() {
                        break;
                    }
                    wake();
                }
            })
            .expect("the record's thread starts");
        RecordWorker { requests, replies }
    }

    pub fn send(&self, request: Request) {
        // The thread only ends with the app.
        let _ = self.requests.send(request);
    }

    pub fn try_recv(&self) -> Option<Reply> {
        self.replies.try_recv().ok()
    }

    /// Waits for the replies to everything sent so far (at quit: the last game is kept before the
    /// process ends), at most `limit`.
    pub fn drain_for(&self, limit: std::time::Duration) -> Vec<Reply> {
        let deadline = std::time::Instant::now() + limit;
        let mut replies = Vec::new();
        while let Ok(reply) = self.replies.recv_deadline(deadline) {
            replies.push(reply);
            if self.requests.is_empty() && self.replies.is_empty() {
                break;
            }
        }
        replies
    }
}

fn serve(record: &mut Option<Record>, request: Request, rate: RateGame) -> Reply {
    match request {
        Request::Open { folder, legacy } => open(record, &folder, *legacy),
        Request::FinishGame { row, counts } => {
            let Some(open) = record.as_mut() else {
                return Reply::GameNotKept {
                    why: "your record is not open".into(),
                    row,
                    counts,
                };
            };
            match open.finish_game_with(&row, |stored| counts.map(|counts| rate(stored, counts))) {
                Ok((_, change)) => Reply::GameKept { change },
                Err(e) => Reply::GameNotKept {
                    why: e.to_string(),
                    row,
                    counts,
                },
            }
        }
        Request::Game(id) => match record.as_ref().map(|open| open.game(id)) {
            Some(Ok(Some(game))) => Reply::Game(Box::new(game)),
            Some(Ok(None)) => Reply::Failed("That game is no longer in your record.".into()),
            Some(Err(e)) => Reply::Failed(format!("The game could not be read: {e}.")),
            None => Reply::Failed("Your record is not open.".into()),
        },
        Request::Lesson(result) => match record.as_mut().map(|open| open.record_lesson(&result)) {
            Some(Ok(())) => Reply::Kept,
            Some(Err(e)) => Reply::Failed(format!("Your lesson's stars could not be kept: {e}.")),
            None => {
                Reply::Failed("Your record is not open: the lesson's stars are not kept.".into())
            }
        },
        Request::Lessons => match record
            .as_ref()
            .map(|open| open.lesson_progress(Page::first(MAX_PAGE)))
        {
            Some(Ok(rows)) => Reply::Lessons(rows),
            Some(Err(e)) => {
                Reply::Failed(format!("Your lessons' progress could not be read: {e}."))
            }
            // Told already when the record could not be opened.
            None => Reply::Lessons(Vec::new()),
        },
        Request::Puzzle(played) => {
            let (attempt, change) = *played;
            match record
                .as_mut()
                .map(|open| open.record_puzzle(&attempt, change))
            {
                Some(Ok(_)) => Reply::Kept,
                Some(Err(e)) => Reply::Failed(format!(
                    "The puzzle you played could not be kept in your record: {e}."
                )),
                // Told already when the record could not be opened.
                None => Reply::Kept,
            }
        }
        Request::Puzzles => match record.as_ref().map(puzzle_state) {
            Some(Ok(state)) => Reply::Puzzles(Box::new(state)),
            Some(Err(e)) => Reply::Failed(format!("Your puzzle record could not be read: {e}.")),
            None => Reply::Puzzles(Box::default()),
        },
        Request::Restore(backup) => match record.as_mut() {
            Some(open) => match open.restore(&backup) {
                Ok(notice) => Reply::Restored {
                    told: notice.to_string(),
                    rating: open.rating().ok().flatten(),
                },
                Err(e) => Reply::Failed(format!(
                    "Your record was not restored from the backup of {}: {e}. Nothing changed.",
                    backup.date
                )),
            },
            None => Reply::Failed("Your record is not open: nothing was restored.".into()),
        },
        Request::Reviewed(reviewed) => {
            let Some(open) = record.as_mut() else {
                return Reply::Kept;
            };
            let kept = open
                .find_game(reviewed.start.as_deref(), &reviewed.moves)
                .and_then(|found| match found {
                    Some(id) => open.set_review(id, reviewed.at, reviewed.accuracy),
                    // A game from a file, never played in the app: nothing to keep it with.
                    None => Ok(()),
                });
            match kept {
                Ok(()) => Reply::Kept,
                Err(e) => Reply::Failed(format!(
                    "The review's accuracy could not be kept in your record: {e}."
                )),
            }
        }
        Request::Progress { filter, games } => match record.as_ref() {
            Some(open) => match progress(open, &filter, games) {
                Ok(data) => Reply::Progress(Box::new(data)),
                Err(e) => Reply::Failed(format!("Your record could not be read: {e}.")),
            },
            None => Reply::Failed("Your record is not open.".into()),
        },
    }
}

/// How many of the latest puzzle results the record reads back.
pub const PUZZLE_HISTORY_LEN: usize = 200;

/// The puzzle record as kept: the rating, the streaks, the latest results (at most `HISTORY`),
/// the puzzles' own ratings.
fn puzzle_state(record: &Record) -> Result<PuzzleState, ardri_record::RecordError> {
    const HISTORY: u32 = PUZZLE_HISTORY_LEN as u32;
    let mut history: Vec<(String, bool)> = record
        .puzzle_attempts(Page::first(HISTORY))?
        .into_iter()
        .map(|a| (a.attempt.puzzle_id, a.attempt.solved))
        .collect();
    // Newest first from the record; the puzzles keep them oldest first.
    history.reverse();
    Ok(PuzzleState {
        player: record.puzzle_rating()?,
        streaks: record.puzzle_streaks()?,
        history,
        own_ratings: record.puzzle_own_ratings(Page::first(MAX_PAGE))?,
    })
}

fn open(record: &mut Option<Record>, folder: &std::path::Path, legacy: LegacyValues) -> Reply {
    let (mut opened, notices) = match Record::open(folder) {
        Ok(opened) => opened,
        Err(e) => {
            return Reply::Unavailable(format!(
                "Your record could not be opened: {e}. Games and ratings of this session are kept \
                 in memory only."
            ));
        }
    };
    let mut told: Vec<String> = notices.iter().map(ToString::to_string).collect();
    let mut moved = None;
    let anything =
        legacy.game_rating.is_some() || legacy.puzzles.is_some() || !legacy.my_puzzles.is_empty();
    match opened.import_legacy(&legacy) {
        Ok(true) if anything => {
            let what = if legacy.puzzles.is_some() {
                "Your rating and your puzzle record now live"
            } else {
                "Your rating now lives"
            };
            moved = Some(format!(
                "{what} in your record, {}.",
                opened.path().display()
            ));
        }
        Ok(_) => {}
        Err(e) => told.push(format!(
            "Your earlier rating could not be moved into the record: {e}."
        )),
    }
    if let Err(e) = opened.backup_if_due(Utc::now()) {
        told.push(format!("Today's backup of your record failed: {e}."));
    }
    let rating = match opened.rating() {
        Ok(rating) => rating,
        Err(e) => {
            told.push(format!("Your rating could not be read: {e}."));
            None
        }
    };
    *record = Some(opened);
    Reply::Opened {
        rating,
        told,
        moved,
    }
}

fn progress(
    record: &Record,
    filter: &GameFilter,
    page: Page,
) -> Result<ProgressData, ardri_record::RecordError> {
    Ok(ProgressData {
        summary: Some(record.summary()?),
        rating_history: record.rating_history(Page::first(MAX_PAGE))?,
        results: record.results_by_level_and_side(Page::first(MAX_PAGE))?,
        puzzle_history: record.puzzle_rating_history(Page::first(MAX_PAGE))?,
        accuracy_history: record.accuracy_history(Page::first(MAX_PAGE))?,
        games: record.games(filter, page)?,
        games_total: record.count_games(filter)?,
        backups: record.backups()?,
    })
}
