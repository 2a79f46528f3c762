//! The "Learn from your mistakes" window: progress ("3 of 7"), what to find, Hint, Solution, Skip,
//! and the summary at the end.

use egui::RichText;

use super::super::commands::{Commands, LearnCommand};
use super::super::learn::Learn;
use super::windows::placed_window;

pub fn learn_window(
    ctx: &egui::Context,
    learn: &Learn,
    board: egui::Rect,
    commands: &mut Commands,
) {
    placed_window(ctx, "Learn from your mistakes", board, 280.0, 200.0).show(ctx, |ui| {
        if !learn.done() {
            ui.label(format!("{} of {}", learn.index + 1, learn.items.len()));
        }
        ui.label(RichText::new(&learn.message).strong());
        ui.horizontal(|ui| {
            let open = !learn.done();
            if ui
                .add_enabled(open, egui::Button::new("Hint: the piece"))
                .clicked()
            {
                commands.push(LearnCommand::Hint);
            }
            if ui
                .add_enabled(open, egui::Button::new("Show the best move"))
                .clicked()
            {
                commands.push(LearnCommand::Solution);
            }
            if ui
                .add_enabled(open, egui::Button::new("Skip this one"))
                .clicked()
            {
                commands.push(LearnCommand::Skip);
            }
            if ui.button("Stop learning").clicked() {
                commands.push(LearnCommand::Close);
            }
        });
    });
}
