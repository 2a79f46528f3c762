//! The person's record inside the app: every game played against the engine, the game rating and
//! its history, kept in `record.sqlite` in the app's data folder (the `ardri-record` crate), not in
//! the window's state. The database lives on its own thread ([`worker`]); this feature sends it
//! the finished games and drains its answers each frame, telling the person in plain words when
//! something could not be kept (the game then waits, written down beside the record, and is tried
//! again with the next game, when Progress opens and at quit).

mod waiting;
pub mod worker;

pub use waiting::WaitingGames;

use std::path::PathBuf;

use ardri_record::LegacyValues;

use super::game::commands::{Command, ViewCommand};
use super::game::record_service::{
    Answer, FinishedGame, ProgressData, PuzzleState, RatingNews, RecordCommand,
};
use super::shell::i18n::{Words, tr, words};
use worker::{Reply, Request};

/// The record's words, in each language (`i18n/`): what the person is told when a game, a lesson
/// or a puzzle could not be kept, about the games waiting, and the question at quit.
pub static WORDS: Words = words!("record");

/// What the record is doing.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RecordState {
    /// No data folder (tests, or a machine without a home): nothing is kept.
    Off,
    /// Opened on its thread; its rating is not read yet.
    Opening,
    Open,
    /// It could not be opened: why. It is tried again with the next game, when Progress opens and
    /// at quit.
    Unavailable(String),
}

pub struct PersonRecord {
    worker: Option<worker::RecordWorker>,
    pub state: RecordState,
    /// Games that could not be kept yet (the record's thread holds them, oldest first, and writes
    /// them down beside the record): `None` when none wait.
    pub waiting: Option<WaitingGames>,
    /// The Progress page asked while the record was not open: it is asked once the record opens.
    progress_pending: bool,
    /// Why the record could not be opened was told (a retry that fails the same way is not told
    /// again).
    told_unavailable: Option<String>,
    /// The person chose to quit although games wait: the window may close.
    quit_anyway: bool,
    /// Requests sent and not answered yet.
    in_flight: usize,
    /// How the last questions of each kind are answered.
    progress_answer: Option<Answer<Result<Box<ProgressData>, String>>>,
    game_answer: Option<Answer<Box<ardri_record::StoredGame>>>,
    lessons_answer: Option<Answer<Vec<ardri_record::LessonProgress>>>,
    puzzles_answer: Option<Answer<Box<PuzzleState>>>,
    /// The Progress page's last question, asked again after a restore.
    last_progress: Option<(ardri_record::GameFilter, ardri_record::Page)>,
    /// How the rating hears what the record tells of it.
    rating_news: Answer<RatingNews>,
}

impl PersonRecord {
    /// The record in `folder` (`None`: kept nowhere), opened on its own thread; `legacy` holds the
    /// values kept before the record, moved over once.
    pub fn start(
        folder: Option<PathBuf>,
        legacy: LegacyValues,
        rate: super::game::record_service::RateGame,
        rating_news: Answer<RatingNews>,
        wake: impl Fn() + Send + 'static,
    ) -> PersonRecord {
        let Some(folder) = folder else {
            return PersonRecord {
                worker: None,
                state: RecordState::Off,
                waiting: None,
                progress_pending: false,
                told_unavailable: None,
                quit_anyway: false,
                in_flight: 0,
                progress_answer: None,
                game_answer: None,
                lessons_answer: None,
                puzzles_answer: None,
                last_progress: None,
                rating_news,
            };
        };
        let worker = worker::RecordWorker::start(rate, wake);
        worker.send(Request::Open {
            folder,
            legacy: Box::new(legacy),
        });
        PersonRecord {
            worker: Some(worker),
            state: RecordState::Opening,
            waiting: None,
            progress_pending: false,
            told_unavailable: None,
            quit_anyway: false,
            in_flight: 1,
            progress_answer: None,
            game_answer: None,
            lessons_answer: None,
            puzzles_answer: None,
            last_progress: None,
            rating_news,
        }
    }

    /// Whether the record holds the person's rating (so the window's state must not).
    pub fn holds_rating(&self) -> bool {
        self.state == RecordState::Open
    }

    /// Whether there is a record at all (a data folder): then it alone keeps the ratings, and
    /// the window's state never does.
    pub fn kept(&self) -> bool {
        self.state != RecordState::Off
    }

    pub fn handle(&mut self, command: RecordCommand) -> Vec<Command> {
        match command {
            RecordCommand::Keep(game) => {
                // The record's thread keeps it, after any that wait; where the record could not
                // be opened, it tries again first. Either way it is not lost (it waits, written
                // down), so the game is no longer "unsaved".
                let Some(worker) = &self.worker else {
                    return Vec::new();
                };
                worker.send(Request::FinishGame(game));
                self.in_flight += 1;
                if matches!(self.state, RecordState::Unavailable(_)) {
                    self.state = RecordState::Opening;
                }
                vec![super::game::commands::BoardCommand::KeptInRecord.into()]
            }
            RecordCommand::TryAgain => {
                self.try_again();
                Vec::new()
            }
            RecordCommand::SaveWaiting(folder) => {
                if let Some(worker) = &self.worker {
                    worker.send(Request::SaveWaiting(folder));
                    self.in_flight += 1;
                }
                Vec::new()
            }
            RecordCommand::QuitAnyway => {
                self.quit_anyway = true;
                Vec::new()
            }
            RecordCommand::AskProgress {
                filter,
                page,
                answer,
            } => {
                self.progress_answer = Some(answer);
                self.ask_progress(filter, page)
            }
            RecordCommand::AskGame(id, answer) => {
                self.game_answer = Some(answer);
                self.ask_game(id)
            }
            RecordCommand::Lesson(result) => self.send_if_open(Request::Lesson(result)),
            RecordCommand::AskLessons(answer) => {
                self.lessons_answer = Some(answer);
                self.send_if_open(Request::Lessons)
            }
            RecordCommand::Puzzle(played) => self.send_if_open(Request::Puzzle(played)),
            RecordCommand::Restore(backup) => self.send_if_open(Request::Restore(backup)),
            RecordCommand::Reviewed(reviewed) => self.send_if_open(Request::Reviewed(reviewed)),
            RecordCommand::AskPuzzles(answer) => {
                self.puzzles_answer = Some(answer);
                self.send_if_open(Request::Puzzles)
            }
        }
    }

    /// Asks the record's thread to open the record where it could not, and to keep what waits.
    fn try_again(&mut self) {
        let Some(worker) = &self.worker else {
            return;
        };
        worker.send(Request::TryAgain);
        self.in_flight += 1;
        if matches!(self.state, RecordState::Unavailable(_)) {
            self.state = RecordState::Opening;
        }
    }

    /// Asks for the Progress page's data.
    fn ask_progress(
        &mut self,
        filter: ardri_record::GameFilter,
        page: ardri_record::Page,
    ) -> Vec<Command> {
        self.last_progress = Some((filter, page));
        match (&self.worker, &self.state) {
            (Some(worker), RecordState::Open) => {
                worker.send(Request::Progress {
                    filter,
                    games: page,
                });
                self.in_flight += 1;
                Vec::new()
            }
            // Opening, or tried again now: asked once it is open (or answered with why not).
            (Some(_), RecordState::Opening | RecordState::Unavailable(_)) => {
                self.progress_pending = true;
                if matches!(self.state, RecordState::Unavailable(_)) {
                    self.try_again();
                }
                Vec::new()
            }
            _ => self
                .progress_answer
                .map(|a| a.0(Err(self.unavailable_text())))
                .into_iter()
                .collect(),
        }
    }

    /// Asks for one game, to open it.
    fn ask_game(&mut self, id: ardri_record::GameId) -> Vec<Command> {
        if let Some(worker) = &self.worker {
            worker.send(Request::Game(id));
            self.in_flight += 1;
        }
        Vec::new()
    }

    /// Sends `request` when the record is open or opening (it is answered after the opening);
    /// with no record, nothing is kept and nothing is asked.
    fn send_if_open(&mut self, request: Request) -> Vec<Command> {
        if let (Some(worker), RecordState::Open | RecordState::Opening) =
            (&self.worker, &self.state)
        {
            worker.send(request);
            self.in_flight += 1;
        }
        Vec::new()
    }

    /// Why there is nothing to show, in words.
    fn unavailable_text(&self) -> String {
        match &self.state {
            RecordState::Off => tr!(WORDS, "record-off").into_owned(),
            RecordState::Opening => tr!(WORDS, "record-opening").into_owned(),
            RecordState::Unavailable(why) => why.clone(),
            RecordState::Open => String::new(),
        }
    }

    /// The record's answers since the last frame, as commands for the rest of the app.
    pub fn poll(&mut self) -> Vec<Command> {
        let mut asks = Vec::new();
        let Some(worker) = &self.worker else {
            return asks;
        };
        let mut replies = Vec::new();
        while let Some(reply) = worker.try_recv() {
            replies.push(reply);
        }
        for reply in replies {
            asks.extend(self.answer(reply));
        }
        asks
    }

    /// At quit: the games sent are kept before the process ends, and those that wait are tried
    /// once more (at most a few seconds). What still waits is written down beside the record
    /// (or said to be in memory only) in what this returns.
    pub fn finish(&mut self) -> Vec<Command> {
        if self.waiting.is_some() || matches!(self.state, RecordState::Unavailable(_)) {
            self.try_again();
        }
        let Some(worker) = &self.worker else {
            return Vec::new();
        };
        // The day's backup then holds the day's games (it was taken at the first start).
        worker.send(Request::RefreshBackup);
        self.in_flight += 1;
        if self.in_flight == 0 {
            return Vec::new();
        }
        let replies = worker.drain_for(self.in_flight, std::time::Duration::from_secs(5));
        let mut asks = Vec::new();
        for reply in replies {
            asks.extend(self.answer(reply));
        }
        asks
    }

    fn answer(&mut self, reply: Reply) -> Vec<Command> {
        match reply {
            Reply::Opened {
                rating,
                climb,
                told,
                moved,
            } => {
                self.state = RecordState::Open;
                self.told_unavailable = None;
                let mut asks: Vec<Command> = told
                    .into_iter()
                    .map(|t| Command::View(ViewCommand::AddError(t)))
                    .collect();
                // `None`: a new record, whose rating is the start's.
                asks.push(self.rating_news.0(RatingNews::Read { rating, climb }));
                if let Some(moved) = moved {
                    asks.push(Command::notify(moved));
                }
                if std::mem::take(&mut self.progress_pending)
                    && let Some((filter, games)) = self.last_progress
                {
                    self.send_if_open(Request::Progress { filter, games });
                }
                if self.puzzles_answer.is_some() {
                    self.send_if_open(Request::Puzzles);
                }
                if self.lessons_answer.is_some() {
                    self.send_if_open(Request::Lessons);
                }
                asks
            }
            Reply::Unavailable(why) => {
                self.state = RecordState::Unavailable(why.clone());
                let mut asks = vec![self.rating_news.0(RatingNews::Unavailable)];
                if std::mem::take(&mut self.progress_pending) {
                    asks.extend(self.progress_answer.map(|a| a.0(Err(why.clone()))));
                }
                if self.told_unavailable.as_ref() != Some(&why) {
                    self.told_unavailable = Some(why.clone());
                    asks.push(Command::View(ViewCommand::AddError(why)));
                }
                asks
            }
            Reply::GameKept { change, now, climb } => match change {
                Some(change) => vec![self.rating_news.0(RatingNews::Kept { change, now, climb })],
                None => Vec::new(),
            },
            Reply::Waiting {
                count,
                why,
                kept,
                new,
            } => {
                let waiting = WaitingGames { count, why, kept };
                let text = waiting.text();
                self.waiting = Some(waiting);
                if new {
                    vec![Command::View(ViewCommand::AddError(text))]
                } else {
                    Vec::new()
                }
            }
            Reply::NoneWaiting { kept } => {
                self.waiting = None;
                vec![Command::notify(tr!(
                    WORDS,
                    "record-none-waiting",
                    count = kept
                ))]
            }
            Reply::GameRefused { why, kept } => {
                let text = match kept {
                    Ok(file) => tr!(
                        WORDS,
                        "record-game-refused-kept",
                        reason = why,
                        file = file.display().to_string()
                    ),
                    Err(not) => tr!(WORDS, "record-game-refused-lost", reason = why, error = not),
                }
                .into_owned();
                vec![Command::View(ViewCommand::AddError(text))]
            }
            Reply::SavedWaiting(saved) => vec![match saved {
                Ok(files) => Command::notify(tr!(
                    WORDS,
                    "record-saved-waiting",
                    files = files
                        .iter()
                        .map(|f| f.display().to_string())
                        .collect::<Vec<_>>()
                        .join(", ")
                )),
                Err(why) => Command::View(ViewCommand::AddError(
                    tr!(WORDS, "record-save-waiting-failed", reason = why).into_owned(),
                )),
            }],
            Reply::Served => {
                self.in_flight = self.in_flight.saturating_sub(1);
                Vec::new()
            }
            Reply::Progress(data) => self
                .progress_answer
                .map(|a| a.0(data))
                .into_iter()
                .collect(),
            Reply::Game(game) => self.game_answer.map(|a| a.0(game)).into_iter().collect(),
            Reply::Kept => Vec::new(),
            Reply::Restored {
                told,
                rating,
                climb,
            } => {
                // What was read from the record is read again: the rating, the puzzles, the
                // lessons' stars, the Progress page.
                let asks = vec![
                    Command::notify(told),
                    self.rating_news.0(RatingNews::Read { rating, climb }),
                ];
                if self.puzzles_answer.is_some() {
                    self.send_if_open(Request::Puzzles);
                }
                if self.lessons_answer.is_some() {
                    self.send_if_open(Request::Lessons);
                }
                if let Some((filter, games)) = self.last_progress {
                    self.send_if_open(Request::Progress { filter, games });
                }
                asks
            }
            Reply::Puzzles(state) => self
                .puzzles_answer
                .map(|a| a.0(state))
                .into_iter()
                .collect(),
            Reply::Lessons(rows) => self.lessons_answer.map(|a| a.0(rows)).into_iter().collect(),
            Reply::Failed(why) => vec![Command::View(ViewCommand::AddError(why))],
        }
    }
}

#[cfg(test)]
mod tests;
