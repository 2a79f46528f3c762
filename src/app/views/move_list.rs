//! The move list (numbered moves with review marks) and the variations, numbered the same way. The
//! list scrolls to the shown move only when the shown move changes, never while the person scrolls.

use egui::{RichText, ScrollArea, Ui};

use ardri_engine::MoveClass;

use super::super::commands::{Commands, MoveCommand};
use super::super::graph::class_color;
use super::DrawCtx;
use super::board_area::side_title;
use super::side_panel::line_texts;

/// The width the move list needs as a table (number and two moves a row); narrower, it flows.
const GRID_WIDTH: f32 = 230.0;

#[derive(Default)]
pub struct MoveList {
    /// The view (variation, ply) the list last scrolled to.
    scrolled_to: Option<(Option<usize>, usize)>,
}

impl MoveList {
    /// Draws the list; `panel_height` sizes its own scroll area.
    pub fn ui(
        &mut self,
        ui: &mut Ui,
        ctx: &DrawCtx<'_>,
        panel_height: f32,
        commands: &mut Commands,
    ) {
        let session = ctx.session;
        let game = &session.game;
        let on_main = session.browsing.is_none();
        let view = session.view_ply;
        let here = (session.browsing, view);
        let scroll = self.scrolled_to != Some(here);
        self.scrolled_to = Some(here);
        ui.heading("Moves");
        ui.horizontal_wrapped(|ui| {
            if ui.selectable_label(on_main && view == 0, "Start").clicked() {
                commands.push(MoveCommand::GoTo(0));
            }
            let first = game.start().side_to_move();
            ui.label(RichText::new(format!("{} move first", side_title(first))).weak());
        });
        let moves = game.moves();
        ScrollArea::vertical()
            .id_salt("moves scroll")
            .max_height((panel_height * 0.4).max(120.0))
            .auto_shrink([false, true])
            .show(ui, |ui| {
                let mut button = |ui: &mut Ui, ply: usize, played: &ardri_rules::Played| {
                    let class = ctx.marks.get(ply - 1).copied().flatten().map(|j| j.class);
                    let mark = class.map_or("", MoveClass::mark);
                    let mut text = RichText::new(format!("{played}{mark}")).monospace();
                    if let Some(class) = class.filter(|c| c.is_error()) {
                        text = text.color(class_color(class));
                    }
                    let selected = on_main && view == ply;
                    let response = ui
                        .selectable_label(selected, text)
                        .accessible_name(format!("Move {ply}: {played}{mark}"));
                    if selected && scroll {
                        response.scroll_to_me(None);
                    }
                    if response.clicked() {
                        commands.push(MoveCommand::GoTo(ply));
                    }
                };
                if ui.available_width() >= GRID_WIDTH {
                    egui::Grid::new("moves")
                        .num_columns(3)
                        .striped(true)
                        .show(ui, |ui| {
                            for (row, pair) in moves.chunks(2).enumerate() {
                                ui.label(format!("{}.", row + 1));
                                for (i, played) in pair.iter().enumerate() {
                                    button(ui, row * 2 + i + 1, played);
                                }
                                ui.end_row();
                            }
                        });
                } else {
                    // A narrow panel: a row for each move and its reply, wrapped if they are long
                    // (no nested horizontal layout: it would not wrap, and would widen the panel).
                    ui.horizontal_wrapped(|ui| {
                        for (row, pair) in moves.chunks(2).enumerate() {
                            ui.label(RichText::new(format!("{}.", row + 1)).weak());
                            for (i, played) in pair.iter().enumerate() {
                                button(ui, row * 2 + i + 1, played);
                            }
                            ui.end_row();
                        }
                    });
                }
            });
        if let Some(outcome) = game.outcome() {
            ui.label(RichText::new(outcome.to_string()).strong());
        }
        if !session.variations.is_empty() {
            self.variations(ui, ctx, commands);
        }
    }

    fn variations(&self, ui: &mut Ui, ctx: &DrawCtx<'_>, commands: &mut Commands) {
        let session = ctx.session;
        ui.separator();
        ui.label(RichText::new("Variations").strong())
            .on_hover_text("Lines replaced by another move, taken back, or added from the analysis. Click a move to browse it.");
        for (index, variation) in session.variations.iter().enumerate() {
            let Some(start) = session.game.position_at(variation.after_ply) else {
                continue;
            };
            ui.horizontal_wrapped(|ui| {
                for (k, text) in line_texts(start, &variation.moves, usize::MAX)
                    .into_iter()
                    .enumerate()
                {
                    let ply = variation.after_ply + k + 1;
                    // Numbered as in the move list: "5." before a first mover's move, "4..." when
                    // the line starts with a reply.
                    let number = if ply % 2 == 1 {
                        Some(format!("{}.", ply.div_ceil(2)))
                    } else if k == 0 {
                        Some(format!("{}...", ply / 2))
                    } else {
                        None
                    };
                    if let Some(number) = number {
                        ui.label(RichText::new(number).weak());
                    }
                    let selected = session.browsing == Some(index) && session.view_ply == ply;
                    let response = ui
                        .selectable_label(selected, RichText::new(text).monospace())
                        .accessible_name(format!("Variation {} move {}", index + 1, k + 1));
                    if response.clicked() {
                        commands.push(MoveCommand::Browse {
                            index,
                            moves: k + 1,
                        });
                    }
                }
                if ui
                    .small_button("Promote")
                    .on_hover_text(
                        "Make this line the main line; the current one becomes a variation.",
                    )
                    .accessible_name(format!("Promote variation {}", index + 1))
                    .clicked()
                {
                    commands.push(MoveCommand::PromoteVariation(index));
                }
                if ui
                    .small_button("Delete")
                    .accessible_name(format!("Delete variation {}", index + 1))
                    .clicked()
                {
                    commands.push(MoveCommand::DeleteVariation(index));
                }
            });
        }
    }
}
