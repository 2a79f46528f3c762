//! The Progress page's window: the summary, the charts (rating, accuracy, puzzle rating), the
//! results by level and side, the games a page at a time, and the backups. It draws from the page's
//! state and queues commands; the change happens in the handler (`mod.rs`).

use std::borrow::Cow;

use egui::{RichText, Ui};
use egui_plot::{Line, Plot, PlotPoints, Points};

use ardri_record::PersonResult;
use ardri_rules::Side;

use super::super::game::commands::Commands;
use super::super::game::glicko::PROVISIONAL_DEVIATION;
use super::super::game::record_service::ProgressData;
use super::super::shell::i18n::{date, decimal, percent, tr};
use super::WORDS;
use super::backups::backups;
use super::{Command, GAMES_PER_PAGE, Period, Progress, Then, ask_game, ask_game_then};

fn result_word(result: Option<PersonResult>) -> Cow<'static, str> {
    match result {
        None => tr!(WORDS, "progress-result-any"),
        Some(PersonResult::Win) => tr!(WORDS, "progress-result-won"),
        Some(PersonResult::Draw) => tr!(WORDS, "progress-result-drawn"),
        Some(PersonResult::Loss) => tr!(WORDS, "progress-result-lost"),
        Some(PersonResult::Unfinished) => tr!(WORDS, "progress-result-unfinished"),
    }
}

fn side_word(side: Option<Side>) -> Cow<'static, str> {
    match side {
        Some(Side::Attackers) => tr!(WORDS, "progress-side-attackers"),
        Some(Side::Defenders) => tr!(WORDS, "progress-side-defenders"),
        None => tr!(WORDS, "progress-side-both"),
    }
}

/// A level as the list and its filter write it: "level 3".
fn level_word(level: u8) -> Cow<'static, str> {
    tr!(WORDS, "progress-level", level = level)
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
    let title = tr!(WORDS, "progress-title");
    super::super::shell::windows::placed_window_over_panel(ctx, &title, board, 320.0, 520.0)
        .open(&mut open)
        .vscroll(true)
        .show(ctx, |ui| {
            if let Some(message) = &view.message {
                ui.label(message);
                return;
            }
            let Some(data) = view.data.as_deref() else {
                ui.label(tr!(WORDS, "progress-reading"));
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

/// "Your rating: 1473? ± 150 after 5 rated games (provisional)": marked as the Engine panel marks
/// it while the deviation says it is a guess.
fn rating_line(r: &ardri_record::GameRating) -> String {
    let rating = decimal(r.rating.rating, 0);
    let deviation = decimal(r.rating.deviation, 0);
    let line = if r.rating.deviation > PROVISIONAL_DEVIATION {
        tr!(
            WORDS,
            "progress-rating-provisional",
            rating = rating,
            deviation = deviation,
            games = r.games
        )
    } else {
        tr!(
            WORDS,
            "progress-rating",
            rating = rating,
            deviation = deviation,
            games = r.games
        )
    };
    line.into_owned()
}

fn summary(ui: &mut Ui, data: &ProgressData) {
    let Some(summary) = &data.summary else {
        return;
    };
    let rating = match summary.rating {
        Some(r) => rating_line(&r),
        None => tr!(WORDS, "progress-no-rating").into_owned(),
    };
    ui.label(RichText::new(rating).strong());
    ui.label(tr!(
        WORDS,
        "progress-games-kept",
        games = summary.games_recorded,
        best = summary.win_streaks.best,
        current = summary.win_streaks.current
    ));
    if let Some(p) = summary.puzzle_rating {
        ui.label(tr!(
            WORDS,
            "progress-puzzles",
            rating = decimal(p.rating, 0),
            puzzles = summary.puzzle_attempts,
            best = summary.puzzle_streaks.best
        ));
    }
    // Rows the record could not read are named, never silently missing (nor ending the page).
    if !data.unreadable.is_empty() {
        ui.label(
            RichText::new(tr!(
                WORDS,
                "progress-unreadable",
                rows = data.unreadable.join("; ")
            ))
            .weak(),
        );
    }
}

/// The rating after each rated game; a click on a point opens that game.
fn rating_chart(ui: &mut Ui, data: &ProgressData, commands: &mut Commands) {
    ui.label(RichText::new(tr!(WORDS, "progress-rating-chart")).strong());
    let chart = &data.rating_chart;
    if chart.points.is_empty() {
        ui.label(tr!(WORDS, "progress-chart-empty"));
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
            plot.line(Line::new(
                tr!(WORDS, "progress-chart-rating"),
                PlotPoints::from(points.clone()),
            ));
            plot.points(
                Points::new(
                    tr!(WORDS, "progress-chart-games"),
                    PlotPoints::from(points.clone()),
                )
                .radius(3.0),
            );
            plot.pointer_coordinate()
        });
    let response = shown
        .response
        .on_hover_text(tr!(WORDS, "progress-chart-click"));
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
    ui.label(RichText::new(tr!(WORDS, "progress-accuracy")).strong());
    let last = points.last().map_or(0.0, |p| p.1);
    ui.label(tr!(
        WORDS,
        "progress-accuracy-line",
        games = points.len(),
        last = percent(last, 0)
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
            plot.line(Line::new(
                tr!(WORDS, "progress-chart-accuracy"),
                PlotPoints::from(xy.clone()),
            ));
            plot.points(
                Points::new(
                    tr!(WORDS, "progress-chart-reviewed"),
                    PlotPoints::from(xy.clone()),
                )
                .radius(3.0),
            );
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
    ui.label(RichText::new(tr!(WORDS, "progress-puzzle-rating")).strong());
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
            plot.line(Line::new(
                tr!(WORDS, "progress-chart-puzzle-rating"),
                PlotPoints::from(points),
            ));
        });
    ui.separator();
}

fn results(ui: &mut Ui, data: &ProgressData) {
    ui.label(RichText::new(tr!(WORDS, "progress-results")).strong());
    if data.results.is_empty() {
        ui.label(tr!(WORDS, "progress-no-level-game"));
        return;
    }
    // The games that counted, then the casual ones, each a table of its own (a casual win says
    // less: the engine may have helped, a move may have been taken back).
    for (rated, title, id) in [
        (
            true,
            tr!(WORDS, "progress-rated-games"),
            "progress results rated",
        ),
        (
            false,
            tr!(WORDS, "progress-casual-games"),
            "progress results casual",
        ),
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
                    (
                        tr!(WORDS, "progress-head-level"),
                        tr!(WORDS, "progress-head-level-tip"),
                    ),
                    (
                        tr!(WORDS, "progress-head-side"),
                        tr!(WORDS, "progress-head-side-tip"),
                    ),
                    (
                        tr!(WORDS, "progress-head-won"),
                        tr!(WORDS, "progress-head-won-tip"),
                    ),
                    (
                        tr!(WORDS, "progress-head-drawn"),
                        tr!(WORDS, "progress-head-drawn-tip"),
                    ),
                    (
                        tr!(WORDS, "progress-head-lost"),
                        tr!(WORDS, "progress-head-lost-tip"),
                    ),
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
        (Some(l), Some(r)) => tr!(
            WORDS,
            "progress-level-rating",
            level = l,
            rating = decimal(r, 0)
        ),
        (Some(l), None) => level_word(l),
        (None, _) => tr!(WORDS, "progress-no-level"),
    };
    let counted = match &row.rated {
        ardri_record::Rated::Yes => match game.rating_change {
            Some(change) => tr!(
                WORDS,
                "progress-counted",
                before = decimal(change.before.rating, 0),
                after = decimal(change.after.rating, 0),
                change = format!(
                    "{:+.0}",
                    change.after.rating.round() - change.before.rating.round()
                )
            ),
            None => tr!(WORDS, "progress-rated"),
        },
        // The record keeps why in English; it is said in the person's language.
        ardri_record::Rated::No { why } => tr!(
            WORDS,
            "progress-casual",
            why = super::super::shell::rules::reason_words(why)
        ),
    };
    format!(
        "{} · {opponent} · {} · {} · {counted}",
        date(&row.finished_at.date()),
        side_word(row.person),
        result_word(game.person_result()),
    )
}

fn games(ui: &mut Ui, view: &Progress, data: &ProgressData, commands: &mut Commands) {
    ui.label(RichText::new(tr!(WORDS, "progress-your-games")).strong());
    ui.horizontal_wrapped(|ui| {
        let mut level = view.level;
        egui::ComboBox::new("progress level", tr!(WORDS, "progress-filter-level"))
            .selected_text(level.map_or(tr!(WORDS, "progress-any-level"), level_word))
            .show_ui(ui, |ui| {
                ui.selectable_value(&mut level, None, tr!(WORDS, "progress-any-level"));
                for l in 1..=ardri_engine::skill::MAX_SKILL {
                    ui.selectable_value(&mut level, Some(l), level_word(l));
                }
            });
        let mut result = view.result;
        egui::ComboBox::new("progress result", tr!(WORDS, "progress-filter-result"))
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
        egui::ComboBox::new("progress period", tr!(WORDS, "progress-filter-played"))
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
        ui.label(tr!(WORDS, "progress-no-games"));
        return;
    }
    // A game a line, its buttons after it (on the next line where the panel is narrow): a table of
    // columns pushed Open off a small window.
    for game in &data.games {
        ui.horizontal_wrapped(|ui| {
            ui.label(game_line(game));
            if ui
                .button(tr!(WORDS, "progress-open"))
                .on_hover_text(tr!(WORDS, "progress-open-tip"))
                .clicked()
            {
                commands.push(ask_game(game.id));
            }
            ui.menu_button(tr!(WORDS, "progress-more"), |ui| {
                if ui.button(tr!(WORDS, "progress-open-review")).clicked() {
                    commands.push(ask_game_then(game.id, Then::Review));
                }
                if ui.button(tr!(WORDS, "progress-save-as")).clicked() {
                    commands.push(ask_game_then(game.id, Then::SaveAs));
                }
            });
        });
    }
    let first = view.page * u64::from(GAMES_PER_PAGE) + 1;
    let last = (first + data.games.len() as u64).saturating_sub(1);
    ui.horizontal(|ui| {
        if ui
            .add_enabled(
                view.page > 0,
                egui::Button::new(tr!(WORDS, "progress-newer")),
            )
            .clicked()
        {
            commands.push(Command::Page(-1));
        }
        ui.label(tr!(
            WORDS,
            "progress-page",
            first = first,
            last = last,
            total = data.games_total
        ));
        if ui
            .add_enabled(
                last < data.games_total,
                egui::Button::new(tr!(WORDS, "progress-older")),
            )
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
