//! The Progress page (Game > Progress): what the person's record holds, read on the record's
//! thread and drawn here: the game rating over time (each point a game that opens on a click), the
//! results by level and side, the puzzle rating over time, streaks, and the games played, filtered
//! by level and result, a page at a time, each one opened on the board for study.

use ardri_record::{GameFilter, Page, PersonResult, StoredGame};
use ardri_saves::{LoadedGame, Metadata};

use super::game::commands::{BoardCommand, Loaded, SessionSource};
use super::game::feature::{Context, Feature, Menu, MenuEntry, UiContext};
use super::game::record_service::ProgressData;
use super::game::record_service::{Answer, RecordCommand};
use super::shell::i18n::{Words, tr, words};

/// The Progress page's words, in each language (`i18n/`).
pub static WORDS: Words = words!("progress");

mod backups;
mod window;

/// Games a page of the list shows.
pub const GAMES_PER_PAGE: u32 = 20;

/// Commands of the Progress page.
#[derive(Clone, Debug)]
pub enum Command {
    /// Open or close the page.
    Toggle,
    /// The record's answer.
    Data(Box<ProgressData>),
    /// A game read from the record, to open.
    Open(Box<StoredGame>),
    /// Nothing to show, and why.
    Unavailable(String),
    /// The list's filter changed (back to its first page).
    Filter {
        level: Option<u8>,
        result: Option<PersonResult>,
        period: Period,
    },
    /// A game read from the record, to open and then review or save as a file.
    OpenThen(Box<StoredGame>, Then),
    /// The list's next (1) or previous (-1) page.
    Page(i8),
    /// Open the page at its backups (Game > Restore your record from a backup...).
    Backups,
}

impl PartialEq for Command {
    fn eq(&self, other: &Command) -> bool {
        // Answers are compared by kind only: they carry the record's rows.
        std::mem::discriminant(self) == std::mem::discriminant(other)
    }
}

/// How the record answers the page's questions.
fn data_answer(data: Result<Box<ProgressData>, String>) -> super::game::commands::Command {
    match data {
        Ok(data) => Command::Data(data),
        Err(why) => Command::Unavailable(why),
    }
    .into()
}

fn game_answer(game: Box<StoredGame>) -> super::game::commands::Command {
    Command::Open(game).into()
}

/// Asks the record for one game, to open it.
fn ask_game(id: ardri_record::GameId) -> RecordCommand {
    RecordCommand::AskGame(id, Answer(game_answer))
}

/// Asks the record for one game, to open it and then do `then`.
fn ask_game_then(id: ardri_record::GameId, then: Then) -> RecordCommand {
    let answer: fn(Box<StoredGame>) -> super::game::commands::Command = match then {
        Then::Review => |game| Command::OpenThen(game, Then::Review).into(),
        Then::SaveAs => |game| Command::OpenThen(game, Then::SaveAs).into(),
    };
    RecordCommand::AskGame(id, Answer(answer))
}

/// What follows opening a game from the list.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Then {
    /// Review it (every position analysed, the mistakes marked).
    Review,
    /// Save it as a file (a RON save), through the file dialog.
    SaveAs,
}

/// Which games the list shows by when they were played.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Period {
    #[default]
    AnyTime,
    LastWeek,
    LastMonth,
    LastYear,
}

impl Period {
    pub const ALL: [Period; 4] = [
        Period::AnyTime,
        Period::LastWeek,
        Period::LastMonth,
        Period::LastYear,
    ];

    fn days(self) -> Option<i64> {
        match self {
            Period::AnyTime => None,
            Period::LastWeek => Some(7),
            Period::LastMonth => Some(30),
            Period::LastYear => Some(365),
        }
    }

    pub fn label(self) -> std::borrow::Cow<'static, str> {
        match self {
            Period::AnyTime => tr!(WORDS, "progress-period-any"),
            Period::LastWeek => tr!(WORDS, "progress-period-week"),
            Period::LastMonth => tr!(WORDS, "progress-period-month"),
            Period::LastYear => tr!(WORDS, "progress-period-year"),
        }
    }
}

/// The page's own state.
#[derive(Default)]
pub struct Progress {
    pub open: bool,
    pub data: Option<Box<ProgressData>>,
    /// Why there is nothing to show.
    pub message: Option<String>,
    pub level: Option<u8>,
    pub result: Option<PersonResult>,
    pub period: Period,
    /// Games finished at or after this (from `period`, by the clock when it was chosen).
    from: Option<ardri_record::Utc>,
    pub page: u64,
    /// The Backups section opens at the next frame (Restore your record from a backup...).
    show_backups: bool,
}

impl Progress {
    fn filter(&self) -> GameFilter {
        GameFilter {
            level: self.level,
            result: self.result,
            from: self.from,
            ..GameFilter::default()
        }
    }

    /// What the record is asked for: the data, with the list's current page.
    fn ask(&self) -> RecordCommand {
        RecordCommand::AskProgress {
            filter: self.filter(),
            page: Page {
                offset: self.page * u64::from(GAMES_PER_PAGE),
                limit: GAMES_PER_PAGE,
            },
            answer: Answer(data_answer),
        }
    }
}

impl Feature for Progress {
    type Command = Command;
    const NAME: &'static str = "progress";

    fn handle(&mut self, command: Command, cx: &mut Context<'_>) {
        match command {
            Command::Toggle => {
                self.open = !self.open;
                if self.open {
                    self.message = None;
                    cx.ask(self.ask());
                }
            }
            Command::Backups => {
                if !self.open {
                    self.open = true;
                    self.message = None;
                    cx.ask(self.ask());
                }
                self.show_backups = true;
            }
            Command::Data(data) => {
                self.message = None;
                self.data = Some(data);
            }
            Command::Unavailable(why) => self.message = Some(why),
            Command::Filter {
                level,
                result,
                period,
            } => {
                self.level = level;
                self.result = result;
                self.period = period;
                self.from = period
                    .days()
                    .map(|days| ardri_record::Utc(cx.clock.utc().0 - days * 86_400));
                self.page = 0;
                cx.ask(self.ask());
            }
            Command::Page(delta) => {
                let pages = self.data.as_ref().map_or(1, |d| {
                    d.games_total.div_ceil(u64::from(GAMES_PER_PAGE)).max(1)
                });
                self.page = self
                    .page
                    .saturating_add_signed(i64::from(delta))
                    .min(pages - 1);
                cx.ask(self.ask());
            }
            Command::Open(game) => match loaded(&game) {
                Ok(loaded) => cx.ask(BoardCommand::Put(SessionSource::Imported(Loaded(
                    Box::new(loaded),
                )))),
                Err(why) => cx.report_error(why),
            },
            Command::OpenThen(game, then) => match loaded(&game) {
                Ok(loaded) => {
                    cx.ask(BoardCommand::Put(SessionSource::Imported(Loaded(
                        Box::new(loaded),
                    ))));
                    match then {
                        Then::Review => cx.ask(super::game::commands::EngineCommand::Review),
                        Then::SaveAs => cx.ask(super::game::commands::FileCommand::SaveAs),
                    }
                }
                Err(why) => cx.report_error(why),
            },
        }
    }

    fn ui(&mut self, cx: &mut UiContext<'_>) {
        if self.open {
            window::progress_window(cx.egui, self, cx.board_rect, cx.commands);
        }
    }

    fn menu(&self) -> Vec<MenuEntry> {
        vec![
            MenuEntry {
                menu: Menu::Game,
                label: tr!(WORDS, "progress-menu"),
                command: Command::Toggle.into(),
                enabled: true,
            },
            MenuEntry {
                menu: Menu::Game,
                label: tr!(WORDS, "progress-menu-restore"),
                command: Command::Backups.into(),
                enabled: true,
            },
        ]
    }
}

/// A game of the record as a game to open: its moves replayed, its players and date.
fn loaded(game: &StoredGame) -> Result<LoadedGame, String> {
    let replayed = game
        .row
        .replay()
        .map_err(|e| tr!(WORDS, "progress-cannot-open", error = e.to_string()).into_owned())?;
    let plies = replayed.ply_count();
    let rating = |p: &ardri_record::Player| p.rating_before.map(|r| r.round() as i32);
    let metadata = Metadata {
        attackers: game.row.attackers.name.clone(),
        defenders: game.row.defenders.name.clone(),
        attackers_elo: rating(&game.row.attackers),
        defenders_elo: rating(&game.row.defenders),
        event: match game.row.level {
            Some(level) => tr!(WORDS, "progress-event-level", level = level).into_owned(),
            None => tr!(WORDS, "progress-event").into_owned(),
        },
        date: game.row.finished_at.stamp(),
        ..Metadata::default()
    };
    Ok(LoadedGame {
        game: replayed,
        metadata,
        analysis: vec![None; plies + 1],
        annotations: vec![Default::default(); plies + 1],
        variations: Vec::new(),
        clock: None,
        rated: None,
    })
}

#[cfg(test)]
mod tests;
