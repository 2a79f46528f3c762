//! The Progress page (Game > Progress): what the person's record holds, read on the record's
//! thread and drawn here: the game rating over time (each point a game that opens on a click), the
//! results by level and side, the puzzle rating over time, streaks, and the games played, filtered
//! by level and result, a page at a time, each one opened on the board for study.

use egui::{RichText, Ui};
use egui_plot::{Line, Plot, PlotPoints, Points};

use ardri_record::{GameFilter, Page, PersonResult, StoredGame};
use ardri_rules::Side;
use ardri_saves::{LoadedGame, Metadata};

use super::feature::{Context, Feature, Menu, MenuEntry, UiContext};
use super::record::worker::ProgressData;
use super::record::{Answer, RecordCommand};
use super::shell::commands::{BoardCommand, Commands, Loaded, SessionSource};

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
fn data_answer(data: Result<Box<ProgressData>, String>) -> super::shell::commands::Command {
    match data {
        Ok(data) => Command::Data(data),
        Err(why) => Command::Unavailable(why),
    }
    .into()
}

fn game_answer(game: Box<StoredGame>) -> super::shell::commands::Command {
    Command::Open(game).into()
}

/// Asks the record for one game, to open it.
fn ask_game(id: ardri_record::GameId) -> RecordCommand {
    RecordCommand::AskGame(id, Answer(game_answer))
}

/// Asks the record for one game, to open it and then do `then`.
fn ask_game_then(id: ardri_record::GameId, then: Then) -> RecordCommand {
    let answer: fn(Box<StoredGame>) -> super::shell::commands::Command = match then {
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

    pub fn label(self) -> &'static str {
        match self {
            Period::AnyTime => "any time",
            Period::LastWeek => "last 7 days",
            Period::LastMonth => "last 30 days",
            Period::LastYear => "last 12 months",
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
                        Then::Review => cx.ask(super::shell::commands::EngineCommand::Review),
                        Then::SaveAs => cx.ask(super::shell::commands::FileCommand::SaveAs),
                    }
                }
                Err(why) => cx.report_error(why),
            },
        }
    }

    fn ui(&mut self, cx: &mut UiContext<'_>) {
        if self.open {
            progress_window(cx.egui, self, cx.board_rect, cx.commands);
        }
    }

    fn menu(&self) -> Vec<MenuEntry> {
        vec![
            MenuEntry {
                menu: Menu::Game,
                label: "Progress",
                command: Command::Toggle.into(),
            },
            MenuEntry {
                menu: Menu::Game,
                label: "Restore your record from a backup...",
                command: Command::Backups.into(),
            },
        ]
    }
}

/// A game of the record as a game to open: its moves replayed, its players and date.
fn loaded(game: &StoredGame) -> Result<LoadedGame, String> {
    let replayed = game
        .row
        .replay()
        .map_err(|e| format!("That game could not be opened: {e}."))?;
    let plies = replayed.ply_count();
    let rating = |p: &ardri_record::Player| p.rating_before.map(|r| r.round() as i32);
    let metadata = Metadata {
        attackers: game.row.attackers.name.clone(),
        defenders: game.row.defenders.name.clone(),
        attackers_elo: rating(&game.row.attackers),
        defenders_elo: rating(&game.row.defenders),
        event: match game.row.level {
            Some(level) => format!("Against level {level}, from your record"),
            None => "From your record".to_string(),
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

fn result_word(result: Option<PersonResult>) -> &'static str {
    match result {
        None => "any result",
        Some(PersonResult::Win) => "won",
        Some(PersonResult::Draw) => "drawn",
        Some(PersonResult::Loss) => "lost",
        Some(PersonResult::Unfinished) => "unfinished",
    }
}

fn side_word(side: Option<Side>) -> &'static str {
    match side {
        Some(Side::Attackers) => "attackers",
        Some(Side::Defenders) => "defenders",
        None => "both",
    }
}

/// The page's window, while it is open.
pub fn progress_window(
    ctx: &egui::Context,
    view: &mut Progress,
    board: egui::Rect,
    commands: &mut Commands,
) {
    let mut open = view.open;
    // Opened at the backups once they are shown (the data may still be on its way).
    let show_backups =
        view.data.is_some() && view.message.is_none() && std::mem::take(&mut view.show_backups);
    super::shell::windows::placed_window_over_panel(ctx, "Progress", board, 320.0, 520.0)
        .open(&mut open)
        .vscroll(true)
        .show(ctx, |ui| {
            if let Some(message) = &view.message {
                ui.label(message);
                return;
            }
            let Some(data) = view.data.as_deref() else {
                ui.label("Reading your record…");
                return;
            };
            summary(ui, data);
            ui.separator();
            rating_chart(ui, data, commands);
            ui.separator();
            results(ui, data);
            ui.separator();
            accuracy_chart(ui, data, commands);
            puzzle_chart(ui, data);
            games(ui, view, data, commands);
            ui.separator();
            backups(ui, show_backups, data, commands);
        });
    if !open {
        commands.push(Command::Toggle);
    }
}

/// The record's backups, each with Restore (which asks first).
fn backups(ui: &mut Ui, show: bool, data: &ProgressData, commands: &mut Commands) {
    egui::CollapsingHeader::new(RichText::new("Backups").strong())
        .open(show.then_some(true))
        .show(ui, |ui| {
            if data.backups.is_empty() {
                ui.label("No backup yet: one is made at most once a day, when the app starts.");
                return;
            }
            ui.label(
                RichText::new(
                    "One a day, the last seven kept. Restoring puts that day's record back; your \
                     record as it is now is kept beside it first.",
                )
                .weak(),
            );
            for backup in &data.backups {
                let label = format!(
                    "Restore {} ({} KB)…",
                    backup.date,
                    backup.bytes.div_ceil(1024)
                );
                if ui.button(label).clicked() {
                    commands.push(super::shell::commands::Command::wait(
                        super::shell::runtime::Waiting::Question(Box::new(restore_question(
                            backup,
                        ))),
                    ));
                }
            }
        });
}

/// "Restore your record from the backup of 2026-11-25?": Restore, or Cancel (Esc too).
fn restore_question(backup: &ardri_record::BackupInfo) -> super::shell::question::Question {
    use super::shell::commands::Command as AppCommand;
    use super::shell::question::{Answer as Choice, Question};
    let idle = || AppCommand::wait(super::shell::runtime::Waiting::Idle);
    Question {
        asker: "restore record",
        heading: format!("Restore your record from {}?", backup.date),
        text: "Your games, ratings, puzzles and lessons go back to how they were kept that day. \
               Your record as it is now is kept beside it first, so nothing is lost."
            .into(),
        answers: vec![
            Choice::new(
                "Restore",
                vec![idle(), RecordCommand::Restore(backup.clone()).into()],
            ),
            Choice::new("Cancel", vec![idle()]),
        ],
        dismissed: Some(1),
    }
}

fn summary(ui: &mut Ui, data: &ProgressData) {
    let Some(summary) = &data.summary else {
        return;
    };
    let rating = match summary.rating {
        Some(r) => format!(
            "Your rating: {:.0} ± {:.0} after {} rated {}",
            r.rating.rating,
            r.rating.deviation,
            r.games,
            if r.games == 1 { "game" } else { "games" }
        ),
        None => "No rated game yet: play a level from the start to get a rating.".to_string(),
    };
    ui.label(RichText::new(rating).strong());
    ui.label(format!(
        "{} kept · best win streak {} (now {})",
        match summary.games_recorded {
            1 => "1 game".to_string(),
            n => format!("{n} games"),
        },
        summary.win_streaks.best,
        summary.win_streaks.current
    ));
    if let Some(p) = summary.puzzle_rating {
        ui.label(format!(
            "Puzzle rating {:.0} · {} puzzles tried · best streak {}",
            p.rating, summary.puzzle_attempts, summary.puzzle_streaks.best
        ));
    }
}

/// The rating after each rated game; a click on a point opens that game.
fn rating_chart(ui: &mut Ui, data: &ProgressData, commands: &mut Commands) {
    ui.label(RichText::new("Rating over your rated games").strong());
    if data.rating_history.is_empty() {
        ui.label("The chart starts with your first rated game.");
        return;
    }
    let points: Vec<[f64; 2]> = data
        .rating_history
        .iter()
        .enumerate()
        .map(|(i, p)| [i as f64 + 1.0, p.after.rating])
        .collect();
    let shown = Plot::new("progress rating")
        .height(150.0)
        .allow_zoom(false)
        .allow_drag(false)
        .allow_scroll(false)
        .allow_boxed_zoom(false)
        .show(ui, |plot| {
            plot.line(Line::new("rating", PlotPoints::from(points.clone())));
            plot.points(Points::new("games", PlotPoints::from(points.clone())).radius(3.0));
            plot.pointer_coordinate()
        });
    let response = shown
        .response
        .on_hover_text("Click a point to open that game");
    if response.clicked()
        && let Some(at) = shown.inner
    {
        let nearest = (at.x.round() as usize).clamp(1, points.len()) - 1;
        if let Some(id) = data.rating_history[nearest].game {
            commands.push(ask_game(id));
        }
    }
}

/// The puzzle rating after each puzzle tried, when there are any.
/// Your accuracy in each reviewed game you played a side of; a click on a point opens the game.
fn accuracy_chart(ui: &mut Ui, data: &ProgressData, commands: &mut Commands) {
    let points: Vec<(ardri_record::GameId, f64)> = data
        .accuracy_history
        .iter()
        .filter_map(|p| Some((p.game, p.person_accuracy()?)))
        .collect();
    if points.is_empty() {
        return;
    }
    ui.label(RichText::new("Your accuracy in reviewed games").strong());
    let last = points.last().map_or(0.0, |p| p.1);
    let games = if points.len() == 1 { "game" } else { "games" };
    ui.label(format!(
        "{} {games} reviewed; the last {last:.0}%",
        points.len()
    ));
    let xy: Vec<[f64; 2]> = points
        .iter()
        .enumerate()
        .map(|(i, p)| [i as f64 + 1.0, p.1])
        .collect();
    let response = Plot::new("progress accuracy")
        .height(100.0)
        .include_y(0.0)
        .include_y(100.0)
        .allow_zoom(false)
        .allow_drag(false)
        .allow_scroll(false)
        .allow_boxed_zoom(false)
        .show(ui, |plot| {
            plot.line(Line::new("accuracy", PlotPoints::from(xy.clone())));
            plot.points(Points::new("reviewed games", PlotPoints::from(xy.clone())).radius(3.0));
            plot.pointer_coordinate()
        });
    if response.response.clicked()
        && let Some(at) = response.inner
    {
        let i = (at.x.round() as usize).clamp(1, points.len()) - 1;
        commands.push(ask_game(points[i].0));
    }
    ui.separator();
}

fn puzzle_chart(ui: &mut Ui, data: &ProgressData) {
    if data.puzzle_history.is_empty() {
        return;
    }
    ui.label(RichText::new("Puzzle rating").strong());
    let points: Vec<[f64; 2]> = data
        .puzzle_history
        .iter()
        .enumerate()
        .map(|(i, p)| [i as f64 + 1.0, p.after.rating])
        .collect();
    Plot::new("progress puzzles")
        .height(100.0)
        .allow_zoom(false)
        .allow_drag(false)
        .allow_scroll(false)
        .allow_boxed_zoom(false)
        .show(ui, |plot| {
            plot.line(Line::new("puzzle rating", PlotPoints::from(points)));
        });
    ui.separator();
}

fn results(ui: &mut Ui, data: &ProgressData) {
    ui.label(RichText::new("Results by level and side").strong());
    if data.results.is_empty() {
        ui.label("No game against a level yet.");
        return;
    }
    egui::Grid::new("progress results")
        .num_columns(5)
        .striped(true)
        .show(ui, |ui| {
            // Short heads (as lichess writes W / D / L), so the table fits a narrow side panel;
            // each says its word on hover.
            for (head, meaning) in [
                ("Level", "The engine's level"),
                ("Side", "The side you played"),
                ("W", "Won"),
                ("D", "Drawn"),
                ("L", "Lost"),
            ] {
                ui.label(RichText::new(head).strong())
                    .on_hover_text(meaning);
            }
            ui.end_row();
            for r in &data.results {
                ui.label(r.level.map_or("-".to_string(), |l| l.to_string()));
                ui.label(side_word(Some(r.side)));
                ui.label(r.wins.to_string());
                ui.label(r.draws.to_string());
                ui.label(r.losses.to_string());
                ui.end_row();
            }
        });
}

fn games(ui: &mut Ui, view: &Progress, data: &ProgressData, commands: &mut Commands) {
    ui.label(RichText::new("Your games").strong());
    ui.horizontal_wrapped(|ui| {
        let mut level = view.level;
        egui::ComboBox::new("progress level", "Level")
            .selected_text(level.map_or("any level".to_string(), |l| format!("level {l}")))
            .show_ui(ui, |ui| {
                ui.selectable_value(&mut level, None, "any level");
                for l in 1..=ardri_engine::skill::MAX_SKILL {
                    ui.selectable_value(&mut level, Some(l), format!("level {l}"));
                }
            });
        let mut result = view.result;
        egui::ComboBox::new("progress result", "Result")
            .selected_text(result_word(result))
            .show_ui(ui, |ui| {
                for choice in [
                    None,
                    Some(PersonResult::Win),
                    Some(PersonResult::Draw),
                    Some(PersonResult::Loss),
                ] {
                    ui.selectable_value(&mut result, choice, result_word(choice));
                }
            });
        let mut period = view.period;
        egui::ComboBox::new("progress period", "Played")
            .selected_text(period.label())
            .show_ui(ui, |ui| {
                for choice in Period::ALL {
                    ui.selectable_value(&mut period, choice, choice.label());
                }
            });
        if level != view.level || result != view.result || period != view.period {
            commands.push(Command::Filter {
                level,
                result,
                period,
            });
        }
    });
    if data.games.is_empty() {
        ui.label("No game here yet.");
        return;
    }
    // A game a line, its buttons after it (on the next line where the panel is narrow): a table of
    // columns pushed Open off a small window.
    for game in &data.games {
        let level = game
            .row
            .level
            .map_or("no level".to_string(), |l| format!("level {l}"));
        let rated = match &game.row.rated {
            ardri_record::Rated::Yes => String::new(),
            ardri_record::Rated::No { why } => format!(" (casual: {why})"),
        };
        ui.horizontal_wrapped(|ui| {
            ui.label(format!(
                "{} · {level} · {} · {}{rated}",
                game.row.finished_at.date(),
                side_word(game.row.person),
                result_word(game.person_result()),
            ));
            if ui
                .button("Open")
                .on_hover_text("Open this game on the board, for study")
                .clicked()
            {
                commands.push(ask_game(game.id));
            }
            ui.menu_button("More", |ui| {
                if ui.button("Open and review").clicked() {
                    commands.push(ask_game_then(game.id, Then::Review));
                }
                if ui.button("Save as a file...").clicked() {
                    commands.push(ask_game_then(game.id, Then::SaveAs));
                }
            });
        });
    }
    let first = view.page * u64::from(GAMES_PER_PAGE) + 1;
    let last = (first + data.games.len() as u64).saturating_sub(1);
    ui.horizontal(|ui| {
        if ui
            .add_enabled(view.page > 0, egui::Button::new("Newer"))
            .clicked()
        {
            commands.push(Command::Page(-1));
        }
        ui.label(format!("{first}-{last} of {}", data.games_total));
        if ui
            .add_enabled(last < data.games_total, egui::Button::new("Older"))
            .clicked()
        {
            commands.push(Command::Page(1));
        }
    });
}

#[cfg(test)]
mod tests;
