//! The person's record inside the app: every game played against the engine, the game rating and
//! its history, kept in `record.sqlite` in the app's data folder (the `ardri-record` crate), not in
//! the window's state. The database lives on its own thread ([`worker`]); this feature sends it
//! the finished games and drains its answers each frame, telling the person in plain words when
//! something could not be kept (the game then waits in memory and is tried again with the next).

pub mod worker;

use std::path::PathBuf;

use ardri_record::{ClockRecord, GameRow, LegacyValues, Player, Rated, Utc};
use ardri_rules::{Game, Position, Side};
use ardri_saves::Metadata;

use super::game::commands::{Command, RatingCommand, ViewCommand};
use worker::{Counts, ProgressData, Reply, Request};

/// How the record answers a question: as the command the asker gave with it, so the record knows
/// no feature that asks it.
pub struct Answer<T>(pub fn(T) -> Command);

// By hand: derived, they would ask `T` to be `Copy`.
impl<T> Clone for Answer<T> {
    fn clone(&self) -> Answer<T> {
        *self
    }
}

impl<T> Copy for Answer<T> {}

impl<T> std::fmt::Debug for Answer<T> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Answer")
    }
}

impl<T> PartialEq for Answer<T> {
    /// Questions are compared by what they ask, not by who answers.
    fn eq(&self, _: &Answer<T>) -> bool {
        true
    }
}

/// What the record is doing.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RecordState {
    /// No data folder (tests, or a machine without a home): nothing is kept.
    Off,
    /// Opened on its thread; its rating is not read yet.
    Opening,
    Open,
    /// It could not be opened: why. The session's games stay in memory.
    Unavailable(String),
}

/// A finished game for the record: its row and, when it counts, what moves the rating.
#[derive(Clone, Debug, PartialEq)]
pub struct FinishedGame {
    pub row: GameRow,
    pub counts: Option<Counts>,
}

/// Commands to the record.
#[derive(Clone, Debug, PartialEq)]
pub enum RecordCommand {
    /// A game played in the app is over: keep it.
    Keep(Box<FinishedGame>),
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
    AskPuzzles(Answer<Box<worker::PuzzleState>>),
    /// Put a backup in place of the record (the record as it is now is kept aside first).
    Restore(ardri_record::BackupInfo),
    /// A game was reviewed: its accuracy is kept with it, where the record has it.
    Reviewed(Box<worker::Reviewed>),
}

pub struct PersonRecord {
    worker: Option<worker::RecordWorker>,
    pub state: RecordState,
    /// Games that could not be kept yet, oldest first: sent again with the next one.
    pub waiting: Vec<FinishedGame>,
    /// Requests sent and not answered yet.
    in_flight: usize,
    /// How the last questions of each kind are answered.
    progress_answer: Option<Answer<Result<Box<ProgressData>, String>>>,
    game_answer: Option<Answer<Box<ardri_record::StoredGame>>>,
    lessons_answer: Option<Answer<Vec<ardri_record::LessonProgress>>>,
    puzzles_answer: Option<Answer<Box<worker::PuzzleState>>>,
    /// The Progress page's last question, asked again after a restore.
    last_progress: Option<(ardri_record::GameFilter, ardri_record::Page)>,
}

impl PersonRecord {
    /// The record in `folder` (`None`: kept nowhere), opened on its own thread; `legacy` holds the
    /// values kept before the record, moved over once.
    pub fn start(
        folder: Option<PathBuf>,
        legacy: LegacyValues,
        rate: worker::RateGame,
        wake: impl Fn() + Send + 'static,
    ) -> PersonRecord {
        let Some(folder) = folder else {
            return PersonRecord {
                worker: None,
                state: RecordState::Off,
                waiting: Vec::new(),
                in_flight: 0,
                progress_answer: None,
                game_answer: None,
                lessons_answer: None,
                puzzles_answer: None,
                last_progress: None,
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
            waiting: Vec::new(),
            in_flight: 1,
            progress_answer: None,
            game_answer: None,
            lessons_answer: None,
            puzzles_answer: None,
            last_progress: None,
        }
    }

    /// Whether the record holds the person's rating (so the window's state must not).
    pub fn holds_rating(&self) -> bool {
        self.state == RecordState::Open
    }

    pub fn handle(&mut self, command: RecordCommand) -> Vec<Command> {
        match command {
            RecordCommand::Keep(game) => {
                self.waiting.push(*game);
                self.send_waiting();
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

    /// Sends the games waiting, oldest first, once the record is open.
    fn send_waiting(&mut self) {
        let (Some(worker), RecordState::Open | RecordState::Opening) = (&self.worker, &self.state)
        else {
            return;
        };
        for game in self.waiting.drain(..) {
            worker.send(Request::FinishGame {
                row: Box::new(game.row),
                counts: game.counts,
            });
            self.in_flight += 1;
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
            RecordState::Off => "No record is kept in this session.".to_string(),
            RecordState::Opening => "Your record is being opened…".to_string(),
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
            self.in_flight = self.in_flight.saturating_sub(1);
            asks.extend(self.answer(reply));
        }
        asks
    }

    /// At quit: the games sent are kept before the process ends (at most a few seconds).
    pub fn finish(&mut self) -> Vec<Command> {
        self.send_waiting();
        let Some(worker) = &self.worker else {
            return Vec::new();
        };
        if self.in_flight == 0 {
            return Vec::new();
        }
        let replies = worker.drain_for(std::time::Duration::from_secs(5));
        let mut asks = Vec::new();
        for reply in replies {
            self.in_flight = self.in_flight.saturating_sub(1);
            asks.extend(self.answer(reply));
        }
        asks
    }

    fn answer(&mut self, reply: Reply) -> Vec<Command> {
        match reply {
            Reply::Opened {
                rating,
                told,
                moved,
            } => {
                self.state = RecordState::Open;
                // Games finished while it opened go now.
                self.send_waiting();
                let mut asks: Vec<Command> = told
                    .into_iter()
                    .map(|t| Command::View(ViewCommand::AddError(t)))
                    .collect();
                if let Some(rating) = rating {
                    asks.push(RatingCommand::FromRecord(rating).into());
                }
                if let Some(moved) = moved {
                    asks.push(Command::notify(moved));
                }
                asks
            }
            Reply::Unavailable(why) => {
                self.state = RecordState::Unavailable(why.clone());
                vec![Command::View(ViewCommand::AddError(why))]
            }
            Reply::GameKept { change } => match change {
                Some(change) => vec![RatingCommand::Kept(change).into()],
                None => Vec::new(),
            },
            Reply::GameNotKept { why, row, counts } => {
                // Kept in memory and tried again with the next game (or at quit).
                let told = self.waiting.is_empty();
                self.waiting.push(FinishedGame { row: *row, counts });
                if told {
                    vec![Command::View(ViewCommand::AddError(format!(
                        "Your last game could not be kept in your record: {why}. It stays in \
                         memory and is tried again with your next game."
                    )))]
                } else {
                    Vec::new()
                }
            }
            Reply::Progress(data) => self
                .progress_answer
                .map(|a| a.0(Ok(data)))
                .into_iter()
                .collect(),
            Reply::Game(game) => self.game_answer.map(|a| a.0(game)).into_iter().collect(),
            Reply::Kept => Vec::new(),
            Reply::Restored { told, rating } => {
                // What was read from the record is read again: the rating, the puzzles, the
                // lessons' stars, the Progress page.
                let mut asks = vec![Command::notify(told)];
                if let Some(rating) = rating {
                    asks.push(RatingCommand::FromRecord(rating).into());
                }
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

/// The record's row for a game played in the app: `game` from `start`, its record `metadata`,
/// who the person was, whether it counts (and why not), when it began, its clock.
pub struct RowParts<'a> {
    pub game: &'a Game,
    pub metadata: &'a Metadata,
    pub level: Option<u8>,
    pub person: Option<Side>,
    pub rated: Rated,
    pub started_at: Utc,
    pub clock: Option<ClockRecord>,
    pub saved_to: Option<PathBuf>,
    /// The person's rating before and after (when the game moved it).
    pub person_rating: Option<(f64, f64)>,
}

impl RowParts<'_> {
    pub fn row(&self) -> GameRow {
        let standard = Position::start(*self.game.rules());
        let start = (*self.game.start() != standard).then(|| self.game.start().to_string());
        let player = |side: Side| {
            let (name, elo) = match side {
                Side::Attackers => (&self.metadata.attackers, self.metadata.attackers_elo),
                Side::Defenders => (&self.metadata.defenders, self.metadata.defenders_elo),
            };
            let mut player = Player::named(name.clone());
            match self.person_rating {
                Some((before, after)) if self.person == Some(side) => {
                    player.rating_before = Some(before);
                    player.rating_after = Some(after);
                }
                _ => {
                    player.rating_before = elo.map(f64::from);
                    player.rating_after = elo.map(f64::from);
                }
            }
            player
        };
        GameRow {
            started_at: self.started_at,
            finished_at: Utc::now(),
            start,
            moves: self.game.moves().iter().map(|p| p.mv.to_string()).collect(),
            outcome: self.game.outcome(),
            level: self.level,
            person: self.person,
            attackers: player(Side::Attackers),
            defenders: player(Side::Defenders),
            rated: self.rated.clone(),
            clock: self.clock,
            saved_to: self.saved_to.clone(),
        }
    }
}

#[cfg(test)]
mod tests;
