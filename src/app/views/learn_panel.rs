//! The "Learn from your mistakes" window: progress ("3 of 7"), what to find, Hint, Solution, Skip,
//! the best line once Solution has found it with its preview controls (back, forward, leave), and
//! the summary at the end.

use egui::RichText;

use super::super::commands::{Commands, LearnCommand, ViewCommand};
use super::super::learn::{Learn, SOLUTION_PREVIEW};
use super::board_area::Preview;
use super::windows::placed_window;

pub fn learn_window(
    ctx: &egui::Context,
    learn: &Learn,
    preview: Option<&Preview>,
    board: egui::Rect,
    commands: &mut Commands,
) {
    placed_window(ctx, "Learn from your mistakes", board, 280.0, 200.0).show(ctx, |ui| {
        if !learn.done() {
            ui.label(format!("{} of {}", learn.index + 1, learn.items.len()));
        }
        ui.label(RichText::new(&learn.message).strong());
        ui.horizontal_wrapped(|ui| {
            let open = !learn.done();
            if ui
                .add_enabled(open, egui::Button::new("Hint: the piece"))
                .clicked()
            {
                commands.push(LearnCommand::Hint);
            }
            if ui
                .add_enabled(open, egui::Button::new("Solution"))
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
        if learn.done() {
            return;
        }
        if learn.line_for.is_some() {
            ui.label("Looking for the best line...");
        }
        if let Some(line) = &learn.solution {
            solution_ui(ui, line, preview, commands);
        }
    });
}

/// The best line, and the controls of its preview on the board.
fn solution_ui(
    ui: &mut egui::Ui,
    line: &[ardri_rules::Move],
    preview: Option<&Preview>,
    commands: &mut Commands,
) {
    ui.separator();
    let moves: Vec<String> = line.iter().map(ToString::to_string).collect();
    ui.label(format!("The best line: {}", moves.join(" ")));
    match preview.filter(|p| p.title == SOLUTION_PREVIEW) {
        None => {
            if ui.button("Preview the line").clicked() {
                commands.push(LearnCommand::PreviewLine);
            }
        }
        Some(p) => {
            ui.label(format!(
                "Previewing move {} of {} (the game is not changed)",
                p.step,
                p.line.len()
            ));
            ui.horizontal(|ui| {
                if ui
                    .add_enabled(p.step > 0, egui::Button::new("< Back"))
                    .clicked()
                {
                    commands.push(ViewCommand::PreviewStep(-1));
                }
                if ui
                    .add_enabled(p.step < p.line.len(), egui::Button::new("Forward >"))
                    .clicked()
                {
                    commands.push(ViewCommand::PreviewStep(1));
                }
                if ui.button("Leave the preview").clicked() {
                    commands.push(ViewCommand::EndPreview);
                }
            });
        }
    }
}
