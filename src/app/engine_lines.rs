//! The engine's lines in the side panel: the running (or last) search of the shown position, its
//! depth and speed, each line with its score and moves (a click previews it, + adds it to the
//! game), and the best move at each depth.

use egui::{Color32, RichText, ScrollArea, Ui};

use ardri_engine::{Chances, Eval};
use ardri_rules::{Move, Position, Side};

use super::WORDS;
use super::game::commands::{Commands, MoveCommand, ViewCommand};
use super::game::engine_link::DepthStep;
use super::shell::i18n::{decimal, tr};
use super::views::AppDraw;

/// The running (or last) search of the shown position: its depth and speed, each line with its
/// score and moves (a click previews the line; + adds it to the game). The lines keep a box of
/// their own of a fixed height while a search is shown, so lines growing and shrinking as the search
/// goes on never move what lies below.
pub fn analysis_lines(ui: &mut Ui, ctx: &AppDraw<'_>, commands: &mut Commands) {
    let shown = ctx.session.shown_position();
    // The engine's own search for its move (seen when going back a move) holds the reply it
    // expects: in a game that counts that would tell the person their next move.
    if ctx.counting.counts && !ctx.session.game.is_over() {
        ui.label(RichText::new(tr!(WORDS, "panel-lines-hidden")).weak());
        return;
    }
    if ctx.engine.report_for(shown.hash()).is_none() {
        ui.label(RichText::new(tr!(WORDS, "panel-no-search")).weak());
        return;
    }
    let row = ui.spacing().interact_size.y + ui.spacing().item_spacing.y;
    let lines = ctx.settings.analysis_lines.max(1) as f32;
    let height = row * (2.5 + 2.0 * lines);
    ScrollArea::vertical()
        .id_salt("analysis lines")
        .max_height(height)
        .min_scrolled_height(height)
        .auto_shrink([false, false])
        .show(ui, |ui| lines_ui(ui, ctx, &shown, commands));
}

fn lines_ui(ui: &mut Ui, ctx: &AppDraw<'_>, shown: &Position, commands: &mut Commands) {
    let Some(search) = ctx.engine.report_for(shown.hash()) else {
        return;
    };
    let side = search.side;
    if let Some(best) = search.best() {
        ui.label(tr!(
            WORDS,
            "panel-search-stats",
            depth = best.depth,
            seldepth = best.seldepth,
            nodes = best.nodes,
            speed = decimal(best.nps as f64 / 1e6, 1)
        ));
    }
    // Every number of a line says what it is where it is shown, not only on hover.
    ui.label(
        RichText::new(if ctx.settings.raw_score {
            tr!(WORDS, "panel-lines-legend-score")
        } else {
            tr!(WORDS, "panel-lines-legend-chance")
        })
        .weak()
        .small(),
    );
    for (index, info) in search.lines.iter().enumerate() {
        let eval = Eval::from_score(info.score, side);
        ui.horizontal_wrapped(|ui| {
            let wdl = ctx.judge.chances(eval, shown, false);
            let text = if ctx.settings.raw_score {
                eval.to_string()
            } else {
                super::game::eval_bar::bar_text(eval, wdl)
            };
            ui.label(RichText::new(text).monospace().strong())
                .on_hover_text(tr!(
                    WORDS,
                    "panel-line-tip",
                    line = index + 1,
                    bar = super::game::eval_bar::bar_text(eval, wdl),
                    score = eval.to_string(),
                    chances = super::game::eval_bar::wdl_text(wdl)
                ));
            for (k, text) in line_texts(shown, &info.pv, 10).into_iter().enumerate() {
                let button = ui
                    .small_button(RichText::new(text).monospace())
                    .on_hover_text(tr!(WORDS, "panel-line-move-tip"))
                    .accessible_name(tr!(
                        WORDS,
                        "panel-line-move-name",
                        line = index + 1,
                        move = k + 1
                    ));
                if button.clicked() {
                    commands.push(ViewCommand::Preview {
                        line: index,
                        moves: k + 1,
                    });
                }
            }
            if ui
                .small_button("+")
                .on_hover_text(tr!(WORDS, "panel-add-line-tip"))
                .accessible_name(tr!(WORDS, "panel-add-line-name", line = index + 1))
                .clicked()
            {
                commands.push(MoveCommand::AddLine(index));
            }
        });
    }
    if search.depth_history.len() > 1 {
        egui::CollapsingHeader::new(tr!(WORDS, "panel-by-depth"))
            .default_open(false)
            .show(ui, |ui| depth_table(ui, shown, side, &search.depth_history));
    }
}

/// Up to `limit` moves of `line` from `start` in display notation, stopping at an illegal one.
pub fn line_texts(start: &Position, line: &[Move], limit: usize) -> Vec<String> {
    let mut p = *start;
    line.iter()
        .take(limit)
        .map_while(|&m| {
            p.is_legal(m).then(|| {
                let text = p.display_move(m);
                p.play_unchecked(m);
                text
            })
        })
        .collect()
}

/// The best move and score at each completed depth; a row where the engine changed its mind is
/// marked.
fn depth_table(ui: &mut Ui, shown: &Position, side: Side, history: &[DepthStep]) {
    egui::Grid::new("depth table")
        .num_columns(3)
        .striped(true)
        .show(ui, |ui| {
            ui.label(RichText::new(tr!(WORDS, "panel-by-depth-depth")).weak());
            ui.label(RichText::new(tr!(WORDS, "panel-by-depth-best")).weak());
            ui.label(RichText::new(tr!(WORDS, "panel-by-depth-score")).weak());
            ui.end_row();
            let mut previous: Option<Move> = None;
            for step in history {
                let changed = previous.is_some() && step.best != previous;
                previous = step.best;
                ui.label(step.depth.to_string());
                let text = step
                    .best
                    .filter(|&m| shown.is_legal(m))
                    .map_or("-".to_string(), |m| shown.display_move(m));
                let text = RichText::new(text).monospace();
                ui.label(if changed {
                    text.color(Color32::from_rgb(230, 160, 40)).strong()
                } else {
                    text
                });
                ui.label(Eval::from_score(step.score, side).to_string());
                ui.end_row();
            }
        });
}
