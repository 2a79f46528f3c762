//! The Progress page's window: the summary, the charts (rating, accuracy, puzzle rating), the
//! results by level and side, the games a page at a time, and the backups. It draws from the page's
//! state and queues commands; the change happens in the handler (`mod.rs`).

use egui::{RichText, Ui};
use egui_plot::{Line, Plot, PlotPoints, Points};

use ardri_record::PersonResult;
use ardri_rules::Side;

use super::super::game::commands::Commands;
use super::super::game::glicko::PROVISIONAL_DEVIATION;
use super::super::game::record_service::ProgressData;
use super::super::game::record_service::RecordCommand;
use super::{Command, GAMES_PER_PAGE, Period, Progress, Then, ask_game, ask_game_then};

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
pub(super) fn progress_window(
    ctx: &egui::Context,
    view: &mut Progress,
    board: egui::Rect,
    commands: &mut Commands,
) {
    let mut open = view.open;
    // Opened at the backups once they are shown (the data may still be on its way).
    let show_backups =
        view.data.is_some() && view.message.is_none() && std::mem::take(&mut view.show_backups);
    super::super::shell::windows::placed_window_over_panel(ctx, "Progress", board, 320.0, 520.0)
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

/// The record's backups, each with when it was taken, what kind it is and what it holds, and
/// Restore (which asks first, saying what the record holds now beside what the backup holds).
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
                    "One a day (the last seven, brought up to date when you quit), and your record \
                     as it was before each update or restore (the last five). Restoring keeps \
                     your record as it is now in this list first, so a restore can be undone.",
                )
                .weak(),
            );
            for backup in &data.backups {
                ui.horizontal_wrapped(|ui| {
                    ui.label(backup_line(backup));
                    let usable = backup.contents.is_ok();
                    if ui
                        .add_enabled(usable, egui::Button::new("Restore…"))
                        .on_hover_text("Put this backup in place of your record (asks first)")
                        .clicked()
                    {
                        commands.push(super::super::game::commands::Command::wait(
                            super::super::game::runtime::Waiting::Question(Box::new(
                                restore_question(backup, data.holds.as_ref()),
                            )),
                        ));
                    }
                });
            }
        });
}

/// "2026-11-28 09:14 · daily backup · 7 games, a rating of 1020, 111 lesson stars" (or why it
/// cannot be read).
pub(super) fn backup_line(backup: &ardri_record::BackupInfo) -> String {
    let when = backup.taken_at.to_string();
    let when = when.get(..16).unwrap_or(&when);
    match &backup.contents {
        Ok(holds) => format!("{when} · {} · {holds}", backup.kind),
        Err(why) => format!("{when} · {} · cannot be read: {why}", backup.kind),
    }
}

/// "Restore your record from the backup of 2026-11-25 09:14?": what the record holds now beside
/// what the backup holds, then Restore or Cancel (Esc too).
pub(super) fn restore_question(
    backup: &ardri_record::BackupInfo,
    now: Option<&ardri_record::RecordContents>,
) -> super::super::game::commands::Question {
    use super::super::game::commands::Command as AppCommand;
    use super::super::game::commands::{Choice, Question};
    let idle = || AppCommand::wait(super::super::game::runtime::Waiting::Idle);
    let when = backup.taken_at.to_string();
    let when = when.get(..16).unwrap_or(&when).to_string();
    let holds = |c: Option<&ardri_record::RecordContents>| {
        c.map_or("cannot be read".to_string(), ToString::to_string)
    };
    Question {
        asker: "restore record",
        heading: format!("Restore your record from {when}?"),
        text: format!(
            "Your record now: {}.\nThis backup ({}): {}.\nYour games, ratings, puzzles and \
             lessons go back to what the backup holds. Your record as it is now is kept in the \
             list of backups first, so you can restore it again to undo this.",
            holds(now),
            backup.kind,
            holds(backup.contents.as_ref().ok()),
        ),
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

/// "Your rating: 1473? ± 150 after 5 rated games (provisional)": marked as the Engine panel marks
/// it while the deviation says it is a guess.
fn rating_line(r: &ardri_record::GameRating) -> String {
    let provisional = r.rating.deviation > PROVISIONAL_DEVIATION;
    format!(
        "Your rating: {:.0}{} ± {:.0} after {} rated {}{}",
        r.rating.rating,
        if provisional { "?" } else { "" },
        r.rating.deviation,
        r.games,
        if r.games == 1 { "game" } else { "games" },
        if provisional { " (provisional)" } else { "" }
    )
}

fn summary(ui: &mut Ui, data: &ProgressData) {
    let Some(summary) = &data.summary else {
        return;
    };
    let rating = match summary.rating {
        Some(r) => rating_line(&r),
        None => "No rated game yet: play a level from the start to get a rating.".to_string(),
    };
    ui.label(RichText::new(rating).strong());
    ui.label(format!(
        "{} kept · best win streak in rated games {} (now {})",
        match summary.games_recorded {
            1 => "1 game".to_string(),
            n => format!("{n} games"),
        },
        summary.win_streaks.best,
        summary.win_streaks.current
    ));
    if let Some(p) = summary.puzzle_rating {
        ui.label(format!(
            "Puzzle rating {:.0} · {} tried · best streak {}",
            p.rating,
            match summary.puzzle_attempts {
                1 => "1 puzzle".to_string(),
                n => format!("{n} puzzles"),
            },
            summary.puzzle_streaks.best
        ));
    }
    // Rows the record could not read are named, never silently missing (nor ending the page).
    if !data.unreadable.is_empty() {
        ui.label(
            RichText::new(format!(
                "Left out, as they cannot be read: {}.",
                data.unreadable.join("; ")
            ))
            .weak(),
        );
    }
}

/// The rating after each rated game; a click on a point opens that game.
fn rating_chart(ui: &mut Ui, data: &ProgressData, commands: &mut Commands) {
    ui.label(RichText::new("Rating over your rated games").strong());
    let chart = &data.rating_chart;
    if chart.points.is_empty() {
        ui.label("The chart starts with your first rated game.");
        return;
    }
    // Every rated game, thinned for the screen by the record (each stretch keeps its highest and
    // lowest point); x is the rated game's number, so the axis runs to the last one.
    let points: Vec<[f64; 2]> = chart
        .points
        .iter()
        .map(|(number, p)| [*number as f64, p.after.rating])
        .collect();
    let (low, high) = points.iter().fold((f64::MAX, f64::MIN), |(lo, hi), p| {
        (lo.min(p[1]), hi.max(p[1]))
    });
    let shown = Plot::new("progress rating")
        .height(150.0)
        // From 0, so that a first game's point is not alone in the middle of -20 to 20.
        .include_x(0.0)
        .include_x(chart.total.max(2) as f64)
        .include_y(low - 20.0)
        .include_y(high + 20.0)
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
        && let Some((_, point)) = chart.points.iter().min_by(|a, b| {
            (a.0 as f64 - at.x)
                .abs()
                .total_cmp(&(b.0 as f64 - at.x).abs())
        })
        && let Some(id) = point.game
    {
        commands.push(ask_game(id));
    }
}

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

/// The puzzle rating after each puzzle tried, when there are any.
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
    // The games that counted, then the casual ones, each a table of its own (a casual win says
    // less: the engine may have helped, a move may have been taken back).
    for (rated, title, id) in [
        (true, "Rated games", "progress results rated"),
        (false, "Casual games", "progress results casual"),
    ] {
        let rows: Vec<&ardri_record::LevelSideResults> =
            data.results.iter().filter(|r| r.rated == rated).collect();
        if rows.is_empty() {
            continue;
        }
        ui.label(title);
        egui::Grid::new(id)
            .num_columns(5)
            .striped(true)
            .show(ui, |ui| {
                // Short heads (as lichess writes W / D / L), so the table fits a narrow side
                // panel; each says its word on hover.
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
                for r in rows {
                    ui.label(r.level.map_or("-".to_string(), |l| l.to_string()));
                    ui.label(side_word(Some(r.side)));
                    ui.label(r.wins.to_string());
                    ui.label(r.draws.to_string());
                    ui.label(r.losses.to_string());
                    ui.end_row();
                }
            });
    }
}

/// One game of the list, as a person reads it: when, against whom (with the opponent's rating),
/// which side, the result, and whether it counted: rated, with the rating's change, or casual and
/// why. "2026-11-28 · level 3 (1178) · defenders · won · rated: 1000 to 1043 (+43)".
pub(super) fn game_line(game: &ardri_record::StoredGame) -> String {
    let row = &game.row;
    let opponent_rating = row
        .person
        .map(|side| row.player(side.opponent()))
        .and_then(|p| p.rating_before);
    let opponent = match (row.level, opponent_rating) {
        (Some(l), Some(r)) => format!("level {l} ({r:.0})"),
        (Some(l), None) => format!("level {l}"),
        (None, _) => "no level".to_string(),
    };
    let counted = match &row.rated {
        ardri_record::Rated::Yes => match game.rating_change {
            Some(change) => format!(
                "rated: {:.0} to {:.0} ({:+.0})",
                change.before.rating,
                change.after.rating,
                change.after.rating.round() - change.before.rating.round()
            ),
            None => "rated".to_string(),
        },
        ardri_record::Rated::No { why } => format!("casual ({why})"),
    };
    format!(
        "{} · {opponent} · {} · {} · {counted}",
        row.finished_at.date(),
        side_word(row.person),
        result_word(game.person_result()),
    )
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
        ui.horizontal_wrapped(|ui| {
            ui.label(game_line(game));
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
mod rating_line_tests {
    use super::rating_line;
    use ardri_record::{GameRating, Rating};

    /// The Progress page marks a provisional rating as the Engine panel does.
    #[test]
    fn a_provisional_rating_is_marked_here_too() {
        let rating = |deviation| GameRating {
            rating: Rating {
                rating: 1473.0,
                deviation,
                volatility: 0.06,
            },
            games: 5,
        };
        assert_eq!(
            rating_line(&rating(150.0)),
            "Your rating: 1473? ± 150 after 5 rated games (provisional)"
        );
        assert_eq!(
            rating_line(&rating(90.0)),
            "Your rating: 1473 ± 90 after 5 rated games"
        );
    }
}
