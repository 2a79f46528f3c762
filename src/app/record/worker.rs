//! The record's thread: it owns the database connection, so no frame ever waits on the disk. The
//! app sends requests and drains the replies each frame (`PersonRecord::poll`); every reply wakes
//! the window.
//!
//! It also owns the games waiting for the record: a game that could not be kept (the record
//! locked, the disk full, the file read-only) waits in order, in memory and in
//! `waiting-games.ron` beside the record, so that neither a quit nor a kill loses it; every later
//! request that needs the record (the next game, the Progress page, a quit) tries to open it again
//! and to keep what waits, oldest first, each game's rating change worked out from the rating the
//! record holds then. A game the record refuses for what it is (a value out of range) never
//! blocks the others: it is set aside as a file of its own and said once, with the reason.

use std::path::PathBuf;
use std::thread;

use crossbeam_channel::{Receiver, Sender, unbounded};

use super::super::game::record_service::{
    FinishedGame, PUZZLE_HISTORY_LEN, ProgressData, PuzzleState, RateGame, Reviewed,
};
use super::super::shell::i18n::tr;
use super::WORDS;
use super::waiting::{read_waiting, remove_waiting, save_as_files, set_aside, write_waiting};
use ardri_record::{
    GameFilter, GameId, GameRating, LegacyValues, LessonProgress, LessonResult, MAX_PAGE, Page,
    PuzzleAttempt, PuzzleRatingChange, RatingChange, Record, StoredGame, Utc,
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
    /// the app may have moved it). The games waiting go first.
    FinishGame(Box<FinishedGame>),
    /// Try again to open the record (where it could not be) and to keep the games waiting: the
    /// Progress page opens, the person quits or asks to try again.
    TryAgain,
    /// Write each game waiting as a saved game in this folder (they still wait for the record).
    SaveWaiting(PathBuf),
    /// The app quits: today's backup is written again, so that it holds the day's games.
    RefreshBackup,
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

/// What the record answers.
pub enum Reply {
    /// Open: the rating it holds, and what the person must be told (a file set aside, the move).
    Opened {
        rating: Option<GameRating>,
        /// How far the person has climbed (`None`: it could not be read).
        climb: Option<ardri_record::Climb>,
        /// Problems to tell (a file set aside, a failed backup).
        told: Vec<String>,
        /// The old rating was moved into the record: where it lives now.
        moved: Option<String>,
    },
    /// Could not be opened: why (it is tried again with the next game, the Progress page, at
    /// quit).
    Unavailable(String),
    /// A finished game is kept, with the rating change it made (and the rated games since).
    GameKept {
        change: Option<RatingChange>,
        /// The rating the record holds after it, with its count of games.
        now: Option<GameRating>,
        /// How far the person has climbed, with this game.
        climb: Option<ardri_record::Climb>,
    },
    /// Games wait for the record: how many, why, and where they are kept meanwhile (`Err`: they
    /// could not be written down either, and live in memory only). `new` says a game joined the
    /// wait with this request (the person is told then, not after every later game).
    Waiting {
        count: usize,
        why: String,
        kept: Result<PathBuf, String>,
        new: bool,
    },
    /// Nothing waits any more: the games that waited before (`kept`, the newest game not
    /// counted) are all kept now.
    NoneWaiting {
        kept: usize,
    },
    /// A game the record refuses for what it is (a value out of range): set aside as a file of
    /// its own (`Err`: it could not be written; it is dropped from the wait all the same), so that
    /// it never blocks the others.
    GameRefused {
        why: String,
        kept: Result<PathBuf, String>,
    },
    /// The games waiting were written as saved games: the files, or why not.
    SavedWaiting(Result<Vec<PathBuf>, String>),
    /// Every reply to one request has been sent.
    Served,
    /// The Progress page's data, or why there is none.
    Progress(Result<Box<ProgressData>, String>),
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
        climb: Option<ardri_record::Climb>,
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
                let mut worker = Worker {
                    record: None,
                    folder: None,
                    legacy: LegacyValues::default(),
                    waiting: Vec::new(),
                    rate,
                };
                for request in incoming {
                    let mut replies = worker.serve(request);
                    replies.push(Reply::Served);
                    for reply in replies {
                        if outgoing.send(reply).is_err() {
                            return;
                        }
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

    /// Waits for the replies to `requests` requests sent (at quit: the last game is kept before
    /// the process ends), at most `limit`.
    pub fn drain_for(&self, mut requests: usize, limit: std::time::Duration) -> Vec<Reply> {
        let deadline = std::time::Instant::now() + limit;
        let mut replies = Vec::new();
        while requests > 0
            && let Ok(reply) = self.replies.recv_deadline(deadline)
        {
            if matches!(reply, Reply::Served) {
                requests -= 1;
            }
            replies.push(reply);
        }
        replies
    }
}

/// The record's thread's state.
struct Worker {
    record: Option<Record>,
    /// Where the record lives (`None` until the first `Open`).
    folder: Option<PathBuf>,
    /// The old values, kept until they are moved (a record opened late moves them then).
    legacy: LegacyValues,
    /// The games waiting for the record, oldest first (mirrored in [`WAITING_FILE`]).
    waiting: Vec<FinishedGame>,
    rate: RateGame,
}

impl Worker {
    fn serve(&mut self, request: Request) -> Vec<Reply> {
        match request {
            Request::Open { folder, legacy } => {
                self.legacy = *legacy;
                let mut replies = Vec::new();
                // Games a killed or closed session left waiting go in first, in order.
                match read_waiting(&folder) {
                    Ok(games) => self.waiting = games,
                    Err(told) => replies.push(Reply::Failed(told)),
                }
                self.folder = Some(folder);
                let waited = self.waiting.len();
                replies.extend(self.open());
                if self.record.is_some() {
                    replies.extend(self.keep_waiting(false));
                } else if waited > 0 {
                    replies.push(self.waiting_reply(&tr!(WORDS, "record-why-not-opened"), false));
                }
                replies
            }
            Request::FinishGame(game) => {
                self.waiting.push(*game);
                let mut replies = Vec::new();
                if self.record.is_none() {
                    replies.extend(self.open());
                }
                replies.extend(self.keep_waiting(true));
                replies
            }
            Request::TryAgain => {
                let mut replies = Vec::new();
                if self.record.is_none() && self.folder.is_some() {
                    replies.extend(self.open());
                }
                if !self.waiting.is_empty() {
                    replies.extend(self.keep_waiting(false));
                }
                replies
            }
            Request::SaveWaiting(folder) => {
                vec![Reply::SavedWaiting(save_as_files(&folder, &self.waiting))]
            }
            other => vec![serve(&mut self.record, other)],
        }
    }

    /// Opens the record (where it is not open yet), moving the old values over.
    fn open(&mut self) -> Vec<Reply> {
        let Some(folder) = self.folder.clone() else {
            return Vec::new();
        };
        let reply = open(&mut self.record, &folder, &self.legacy);
        if self.record.is_some() {
            // Moved (or found moved): never again.
            self.legacy = LegacyValues::default();
        }
        vec![reply]
    }

    /// Keeps the games waiting, oldest first, until one cannot be kept for a reason that may pass
    /// (the record closed, locked, the disk full); one refused for what it is is set aside and
    /// the rest go on. `new`: the newest game joined the wait with this request.
    fn keep_waiting(&mut self, new: bool) -> Vec<Reply> {
        let mut replies = Vec::new();
        let had = self.waiting.len();
        let Some(record) = self.record.as_mut() else {
            return vec![self.waiting_reply(&tr!(WORDS, "record-why-not-open"), new)];
        };
        while let Some(game) = self.waiting.first() {
            let rate = self.rate;
            let counts = game.counts;
            match record.finish_game_with(&game.row, |stored| counts.map(|c| rate(stored, c))) {
                Ok((_, change)) => {
                    self.waiting.remove(0);
                    let now = record.rating().ok().flatten();
                    let climb = record.climb().ok();
                    replies.push(Reply::GameKept { change, now, climb });
                }
                Err(e) if refused_for_what_it_is(&e) => {
                    let game = self.waiting.remove(0);
                    let kept = set_aside(self.folder.as_deref(), &game);
                    replies.push(Reply::GameRefused {
                        why: e.to_string(),
                        kept,
                    });
                }
                Err(e) => {
                    replies.push(self.waiting_reply(&e.to_string(), new));
                    return replies;
                }
            }
        }
        if had > 0 {
            if let Some(folder) = &self.folder
                && let Err(e) = remove_waiting(folder)
            {
                replies.push(Reply::Failed(e));
            }
            let kept = had - usize::from(new);
            if kept > 0 {
                replies.push(Reply::NoneWaiting { kept });
            }
        }
        replies
    }

    /// The games waiting, written down where the next start finds them.
    fn waiting_reply(&self, why: &str, new: bool) -> Reply {
        let kept = match &self.folder {
            Some(folder) => write_waiting(folder, &self.waiting),
            None => Err(tr!(WORDS, "record-no-folder-them").into_owned()),
        };
        Reply::Waiting {
            count: self.waiting.len(),
            why: why.to_string(),
            kept,
            new,
        }
    }
}

/// Whether the record refused a game for what it is (a value out of range, a move that is not
/// legal): trying again would fail again, so it must not hold up the others.
fn refused_for_what_it_is(e: &ardri_record::RecordError) -> bool {
    matches!(
        e,
        ardri_record::RecordError::OutOfRange { .. } | ardri_record::RecordError::Invalid(_)
    )
}

/// The requests that need nothing but the open record.
fn serve(record: &mut Option<Record>, request: Request) -> Reply {
    match request {
        // The worker's own, carried out by `Worker::serve` before it hands the rest here.
        Request::Open { .. }
        | Request::FinishGame(_)
        | Request::TryAgain
        | Request::SaveWaiting(_) => unreachable!("the worker serves it"),
        Request::RefreshBackup => match record.as_mut() {
            Some(open) => match open.refresh_todays_backup(Utc::now()) {
                Ok(_) => Reply::Kept,
                Err(e) => Reply::Failed(
                    tr!(
                        WORDS,
                        "record-backup-refresh-failed",
                        reason = e.to_string()
                    )
                    .into_owned(),
                ),
            },
            None => Reply::Kept,
        },
        Request::Game(id) => match record.as_ref().map(|open| open.game(id)) {
            Some(Ok(Some(game))) => Reply::Game(Box::new(game)),
            Some(Ok(None)) => Reply::Failed(tr!(WORDS, "record-game-gone").into_owned()),
            Some(Err(e)) => Reply::Failed(
                tr!(WORDS, "record-game-unreadable", reason = e.to_string()).into_owned(),
            ),
            None => Reply::Failed(tr!(WORDS, "record-not-open").into_owned()),
        },
        Request::Lesson(result) => match record.as_mut().map(|open| open.record_lesson(&result)) {
            Some(Ok(())) => Reply::Kept,
            Some(Err(e)) => Reply::Failed(
                tr!(WORDS, "record-lesson-failed", reason = e.to_string()).into_owned(),
            ),
            None => Reply::Failed(tr!(WORDS, "record-lesson-not-open").into_owned()),
        },
        Request::Lessons => match record
            .as_ref()
            .map(|open| open.lesson_progress(Page::first(MAX_PAGE)))
        {
            Some(Ok(rows)) => Reply::Lessons(rows),
            Some(Err(e)) => Reply::Failed(
                tr!(WORDS, "record-lessons-unreadable", reason = e.to_string()).into_owned(),
            ),
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
                Some(Err(e)) => Reply::Failed(
                    tr!(WORDS, "record-puzzle-failed", reason = e.to_string()).into_owned(),
                ),
                // Told already when the record could not be opened.
                None => Reply::Kept,
            }
        }
        Request::Puzzles => match record.as_ref().map(puzzle_state) {
            Some(Ok(state)) => Reply::Puzzles(Box::new(state)),
            Some(Err(e)) => Reply::Failed(
                tr!(WORDS, "record-puzzles-unreadable", reason = e.to_string()).into_owned(),
            ),
            None => Reply::Puzzles(Box::default()),
        },
        Request::Restore(backup) => match record.as_mut() {
            Some(open) => match open.restore(&backup) {
                Ok(notice) => Reply::Restored {
                    told: notice.to_string(),
                    rating: open.rating().ok().flatten(),
                    climb: open.climb().ok(),
                },
                Err(e) => Reply::Failed(
                    tr!(
                        WORDS,
                        "record-restore-failed",
                        date = backup.date.as_str(),
                        reason = e.to_string()
                    )
                    .into_owned(),
                ),
            },
            None => Reply::Failed(tr!(WORDS, "record-restore-not-open").into_owned()),
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
                Err(e) => Reply::Failed(
                    tr!(WORDS, "record-review-failed", reason = e.to_string()).into_owned(),
                ),
            }
        }
        Request::Progress { filter, games } => match record.as_ref() {
            // Answered either way: the page must never wait for ever on "Reading your record...".
            Some(open) => match progress(open, &filter, games) {
                Ok(data) => Reply::Progress(Ok(Box::new(data))),
                Err(e) => {
                    Reply::Progress(Err(
                        tr!(WORDS, "record-unreadable", reason = e.to_string()).into_owned()
                    ))
                }
            },
            None => Reply::Progress(Err(tr!(WORDS, "record-not-open").into_owned())),
        },
    }
}

/// The points the rating chart is thinned to: about one per pixel of the widest side panel.
const CHART_POINTS: usize = 800;

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

/// Opens the record in `folder` into `record` and moves the old values over (once). Where the
/// move cannot be written (a full disk, a lock), the record is not used yet: a game kept before
/// the move would be rated from the start's rating instead of the person's. It is tried again.
fn open(record: &mut Option<Record>, folder: &std::path::Path, legacy: &LegacyValues) -> Reply {
    let (mut opened, notices) = match Record::open(folder) {
        Ok(opened) => opened,
        Err(e) => {
            return Reply::Unavailable(
                tr!(WORDS, "record-open-failed", reason = e.to_string()).into_owned(),
            );
        }
    };
    let mut told: Vec<String> = notices.iter().map(ToString::to_string).collect();
    let mut moved = None;
    match opened.import_legacy(legacy) {
        Ok(done) if done.done && !done.moved.is_empty() => {
            moved = Some(
                tr!(
                    WORDS,
                    "record-moved",
                    file = opened.path().display().to_string(),
                    values = done.moved.join(", ")
                )
                .into_owned(),
            );
        }
        Ok(_) => {}
        Err(e) => {
            return Reply::Unavailable(
                tr!(WORDS, "record-legacy-failed", reason = e.to_string()).into_owned(),
            );
        }
    }
    if let Err(e) = opened.backup_if_due(Utc::now()) {
        told.push(tr!(WORDS, "record-backup-failed", reason = e.to_string()).into_owned());
    }
    let rating = match opened.rating() {
        Ok(rating) => rating,
        Err(e) => {
            told.push(tr!(WORDS, "record-rating-unreadable", reason = e.to_string()).into_owned());
            None
        }
    };
    let climb = opened.climb().ok();
    *record = Some(opened);
    Reply::Opened {
        rating,
        climb,
        told,
        moved,
    }
}

fn progress(
    record: &Record,
    filter: &GameFilter,
    page: Page,
) -> Result<ProgressData, ardri_record::RecordError> {
    let rating_chart = record.rating_chart(CHART_POINTS)?;
    let games = record.read_games(filter, page)?;
    let unreadable = rating_chart
        .skipped
        .iter()
        .chain(&games.skipped)
        .map(ToString::to_string)
        .collect();
    Ok(ProgressData {
        summary: Some(record.summary()?),
        rating_chart,
        unreadable,
        results: record.results_by_level_and_side(Page::first(MAX_PAGE))?,
        puzzle_history: record.puzzle_rating_history(Page::first(MAX_PAGE))?,
        accuracy_history: record.accuracy_history(Page::first(MAX_PAGE))?,
        games: games.rows,
        games_total: record.count_games(filter)?,
        backups: record.backups()?,
        holds: record.contents().ok(),
    })
}
