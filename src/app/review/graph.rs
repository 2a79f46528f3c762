//! The evaluation graph: the defenders' winning chance over the main line (from the analysis kept with
//! the game), the shown move marked, inaccuracies, mistakes and blunders as dots; a click or a drag
//! on it shows that move.

use egui::{Color32, Ui};
use egui_plot::{HLine, Line, MarkerShape, Plot, PlotPoints, Points, VLine};

use ardri_engine::MoveClass;
use ardri_engine::review::MoveJudgement;

use super::super::game::commands::{Commands, MoveCommand};
use super::super::game::session::Session;
use super::super::shell::i18n::tr;
use super::super::shell::theme;
use super::WORDS;

/// What the graph is called for a screen reader (and the tests that find it), in the person's
/// language.
pub fn graph_label() -> std::borrow::Cow<'static, str> {
    tr!(WORDS, "review-graph")
}

/// The x axis runs over half-moves (a click picks one exactly) but is labelled in moves, as the
/// move list numbers them: "5" under the end of move 5, nothing between.
fn move_axis_label(ply: f64) -> String {
    let moves = ply / 2.0;
    if moves.fract() == 0.0 {
        format!("{moves:.0}")
    } else {
        String::new()
    }
}

pub fn graph_ui(
    ui: &mut Ui,
    session: &Session,
    marks: &[Option<MoveJudgement>],
    judge: &ardri_engine::Judge,
    commands: &mut Commands,
) {
    let plies = session.game.ply_count();
    let chances: Vec<[f64; 2]> = super::chances(session, judge)
        .iter()
        .enumerate()
        .filter_map(|(ply, c)| c.map(|c| [ply as f64, (1.0 - c) * 100.0]))
        .collect();
    let shown = match session.browsing.and_then(|i| session.variations.get(i)) {
        Some(v) => v.after_ply,
        None => session.view_ply,
    };
    // As wide as the panel shows, not as wide as its widest content.
    let width = ui
        .available_width()
        .min(ui.clip_rect().width() - 8.0)
        .max(80.0);
    let plot = Plot::new("evaluation graph")
        .height(110.0)
        .width(width)
        .allow_zoom(false)
        .allow_drag(false)
        .allow_scroll(false)
        .allow_boxed_zoom(false)
        .allow_double_click_reset(false)
        .show_x(false)
        .show_y(false)
        .include_x(0.0)
        .include_x(plies.max(1) as f64)
        .include_y(0.0)
        .include_y(100.0)
        .y_axis_formatter(|mark, _| format!("{:.0}%", mark.value))
        .x_axis_formatter(|mark, _| move_axis_label(mark.value));
    let class_colors = MoveClass::ALL.map(|class| theme::class_color(ui.ctx(), class));
    let response = plot.show(ui, |plot_ui| {
        plot_ui.hline(
            HLine::new(tr!(WORDS, "review-graph-even"), 50.0).color(Color32::from_gray(120)),
        );
        plot_ui.line(
            Line::new(tr!(WORDS, "review-graph-line"), PlotPoints::from(chances))
                .color(Color32::from_rgb(90, 150, 220))
                .fill(50.0),
        );
        for class in [
            MoveClass::Inaccuracy,
            MoveClass::Mistake,
            MoveClass::Blunder,
        ] {
            let points: Vec<[f64; 2]> = marks
                .iter()
                .enumerate()
                .filter_map(|(i, j)| {
                    let j = j.as_ref()?;
                    let defenders = match j.mover {
                        ardri_rules::Side::Defenders => j.chance_after,
                        ardri_rules::Side::Attackers => 1.0 - j.chance_after,
                    };
                    (j.class == class).then_some([(i + 1) as f64, defenders * 100.0])
                })
                .collect();
            if !points.is_empty() {
                // A shape per class as well as a colour: the classes read apart in any palette.
                let shape = match class {
                    MoveClass::Blunder => MarkerShape::Diamond,
                    MoveClass::Mistake => MarkerShape::Square,
                    _ => MarkerShape::Circle,
                };
                plot_ui.points(
                    Points::new(class.name(), PlotPoints::from(points))
                        .shape(shape)
                        .radius(if class == MoveClass::Blunder {
                            5.0
                        } else {
                            4.0
                        })
                        .color(class_colors[class as usize]),
                );
            }
        }
        plot_ui.vline(
            VLine::new(tr!(WORDS, "review-graph-shown"), shown as f64)
                .color(Color32::from_rgb(210, 150, 30)),
        );
    });
    let r = &response.response;
    if (r.clicked() || r.dragged())
        && let Some(pos) = r.interact_pointer_pos()
    {
        let x = response.transform.value_from_position(pos).x;
        let ply = x.round().clamp(0.0, plies as f64) as usize;
        if ply != shown || session.browsing.is_some() {
            commands.push(MoveCommand::GoTo(ply));
        }
    }
    r.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Image, true, graph_label()));
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_axis_counts_moves_not_half_moves() {
        let labels: Vec<String> = [0.0, 1.0, 2.0, 3.0, 20.0].map(move_axis_label).to_vec();
        assert_eq!(labels, ["0", "", "1", "", "10"]);
    }
}
