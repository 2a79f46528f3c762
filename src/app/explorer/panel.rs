//! The opening explorer's window: the games through the shown position and every move played there
//! (how often, a bar of attackers' wins / draws / defenders' wins, the engine's stored score), the
//! most played first; a click on a move plays it.

use egui::{Color32, RichText, Sense, Stroke, Vec2};

use ardri_engine::{Chances, Judge};
use ardri_explorer::Results;
use ardri_rules::{Position, Rules};

use super::super::explorer::{Explorer, Source, thousands};
use super::super::shell::commands::{Commands, ExplorerCommand, MoveCommand};
use super::super::shell::windows::placed_window;

const WIDTH: f32 = 270.0;
const BAR_WIDTH: f32 = 80.0;
/// The attackers', the draws' and the defenders' part of a bar (the board's piece colours, and grey).
const ATTACKERS: Color32 = Color32::from_rgb(58, 40, 36);
const DRAWS: Color32 = Color32::from_rgb(150, 150, 150);
const DEFENDERS: Color32 = Color32::from_rgb(246, 244, 236);

/// A bar split in the three results' shares, with their percentages on it where they fit.
fn results_bar(ui: &mut egui::Ui, results: &Results) -> egui::Response {
    let (rect, response) = ui.allocate_exact_size(Vec2::new(BAR_WIDTH, 16.0), Sense::hover());
    let painter = ui.painter_at(rect);
    let shares = results.percentages();
    let mut left = rect.left();
    for (share, fill, text) in [
        (shares[0], ATTACKERS, Color32::WHITE),
        (shares[1], DRAWS, Color32::BLACK),
        (shares[2], DEFENDERS, Color32::BLACK),
    ] {
        let width = rect.width() * share as f32 / 100.0;
        let part = egui::Rect::from_min_size(
            egui::pos2(left, rect.top()),
            Vec2::new(width, rect.height()),
        );
        painter.rect_filled(part, 0.0, fill);
        if width >= 26.0 {
            painter.text(
                part.center(),
                egui::Align2::CENTER_CENTER,
                format!("{share:.0}%"),
                egui::FontId::proportional(10.0),
                text,
            );
        }
        left += width;
    }
    painter.rect_stroke(
        rect,
        0.0,
        Stroke::new(1.0, Color32::GRAY),
        egui::StrokeKind::Inside,
    );
    let [a, d, w] = shares;
    response.on_hover_text(format!(
        "Attackers won {} ({a:.1}%), drawn {} ({d:.1}%), defenders won {} ({w:.1}%)",
        results.attackers, results.draws, results.defenders
    ))
}

/// "1 game here", "1,200 games here".
fn games_text(games: u32, what: &str) -> String {
    let noun = if games == 1 { "game" } else { "games" };
    format!("{} {noun} {what}", thousands(games))
}

/// The engine's stored score of the position after a move, as the bar shows scores: the chance
/// for the players `judge` is about, or the raw score (View > Raw engine score).
fn score_text(
    score: Option<ardri_engine::Eval>,
    after: &Position,
    raw: bool,
    judge: &Judge,
) -> (String, String) {
    let Some(eval) = score else {
        return ("-".into(), "No score stored".into());
    };
    let wdl = judge.chances(eval, after, false);
    let shown = if raw {
        eval.to_string()
    } else {
        super::super::game::eval_bar::bar_text(eval, wdl)
    };
    let tip = format!(
        "The engine's score after the move, from the games' searches, as chances {}: {} (engine score {eval}); {}",
        super::super::game::eval_bar::judge_words(judge),
        super::super::game::eval_bar::bar_text(eval, wdl),
        super::super::game::eval_bar::wdl_text(wdl)
    );
    (shown, tip)
}

pub fn explorer_window(
    ctx: &egui::Context,
    explorer: &mut Explorer,
    position: &Position,
    raw_score: bool,
    judge: &Judge,
    board: egui::Rect,
    commands: &mut Commands,
) {
    let mut open = true;
    placed_window(ctx, "Opening explorer", board, WIDTH, 320.0)
        .open(&mut open)
        .show(ctx, |ui| {
            ui.horizontal(|ui| {
                let mut source = explorer.source;
                ui.radio_value(&mut source, Source::All, "All games");
                ui.radio_value(&mut source, Source::Mine, "My games")
                    .on_hover_text(format!(
                        "Finished games saved in {}",
                        explorer.folder().display()
                    ));
                if source != explorer.source {
                    commands.push(ExplorerCommand::Source(source));
                }
            });
            ui.label(RichText::new(explorer.summary()).small());
            if position.rules() != &Rules::default() {
                ui.label("The explorer holds games under the standard rules only.");
                return;
            }
            let Some(stats) = explorer.stats(position) else {
                ui.label(if explorer.loading() {
                    "Reading the games…"
                } else {
                    "No game reached this position."
                });
                return;
            };
            ui.horizontal(|ui| {
                ui.label(games_text(stats.results.games(), "here"));
                results_bar(ui, &stats.results);
            });
            if stats.moves.is_empty() {
                ui.label("Every game ended here.");
                return;
            }
            egui::ScrollArea::vertical()
                .max_height(260.0)
                .show(ui, |ui| {
                    egui::Grid::new("explorer moves")
                        .num_columns(4)
                        .striped(true)
                        .show(ui, |ui| {
                            ui.label(RichText::new("Move").strong());
                            ui.label(RichText::new("Games").strong());
                            ui.label(RichText::new("A / draw / D").strong());
                            ui.label(RichText::new("Score").strong());
                            ui.end_row();
                            for m in &stats.moves {
                                let name = super::super::game::moves::move_text(m.mv);
                                if ui
                                    .button(RichText::new(&name).monospace())
                                    .on_hover_text(format!("Play {name}"))
                                    .clicked()
                                {
                                    commands.push(MoveCommand::Play(m.mv));
                                }
                                ui.label(thousands(m.results.games()));
                                results_bar(ui, &m.results);
                                let (text, tip) = score_text(
                                    m.score,
                                    &position.after_unchecked(m.mv),
                                    raw_score,
                                    judge,
                                );
                                ui.label(text).on_hover_text(tip);
                                ui.end_row();
                            }
                        });
                });
            let ended = stats.ended_here();
            if ended > 0 {
                ui.label(RichText::new(games_text(ended, "ended here")).small());
            }
        });
    if !open {
        commands.push(ExplorerCommand::Toggle);
    }
}
