//! The "Learn from your mistakes" window: progress ("3 of 7", or "3 of 27 (game 2 of 5)" over a
//! folder's games), what to find, Hint, Solution, Skip, the best line once Solution has found it
//! with its preview controls (back, forward, leave), and the summary at the end (per game over
//! several).

use super::command::LearnCommand;
use egui::RichText;

use super::super::game::commands::{Commands, ViewCommand};
use super::super::game::preview::Preview;
use super::super::shell::i18n::tr;
use super::super::shell::windows::placed_window;
use super::{Learn, SOLUTION_PREVIEW, WORDS};

pub fn learn_window(
    ctx: &egui::Context,
    learn: &Learn,
    preview: Option<&Preview>,
    board: egui::Rect,
    commands: &mut Commands,
) {
    placed_window(ctx, &tr!(WORDS, "learn-title"), board, 280.0, 200.0).show(ctx, |ui| {
        if let Some(exercise) = learn.current() {
            ui.label(learn.progress());
            if learn.games[exercise.game].source.is_some() {
                let name = &learn.games[exercise.game].name;
                // Numbered as the move list numbers it: a row per pair of moves.
                let number = exercise.ply.div_ceil(2);
                let text = tr!(WORDS, "learn-game-move", name = name, number = number);
                ui.label(RichText::new(text).weak());
            }
        }
        ui.label(RichText::new(&learn.message).strong());
        if learn.done() && learn.games.len() > 1 {
            egui::ScrollArea::vertical()
                .max_height(160.0)
                .show(ui, |ui| {
                    for (name, [found, helped, skipped]) in learn.per_game() {
                        ui.label(tr!(
                            WORDS,
                            "learn-per-game",
                            name = name,
                            found = found,
                            helped = helped,
                            skipped = skipped
                        ));
                    }
                });
        }
        let open = !learn.done();
        if open && !learn.on_board() && ui.button(tr!(WORDS, "learn-show-game")).clicked() {
            commands.push(LearnCommand::ShowGame);
        }
        ui.horizontal_wrapped(|ui| {
            let ready = open && learn.on_board();
            if ui
                .add_enabled(ready, egui::Button::new(tr!(WORDS, "learn-hint")))
                .clicked()
            {
                commands.push(LearnCommand::Hint);
            }
            if ui
                .add_enabled(ready, egui::Button::new(tr!(WORDS, "learn-solution")))
                .clicked()
            {
                commands.push(LearnCommand::Solution);
            }
            if ui
                .add_enabled(open, egui::Button::new(tr!(WORDS, "learn-skip")))
                .clicked()
            {
                commands.push(LearnCommand::Skip);
            }
            if ui.button(tr!(WORDS, "learn-stop")).clicked() {
                commands.push(LearnCommand::Close);
            }
        });
        if learn.done() {
            return;
        }
        if learn.line_for.is_some() {
            ui.label(tr!(WORDS, "learn-looking-for-line"));
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
    ui.label(tr!(
        WORDS,
        "learn-best-line",
        moves = super::super::game::notation::moves_text(line)
    ));
    match preview.filter(|p| p.title == SOLUTION_PREVIEW) {
        None => {
            if ui.button(tr!(WORDS, "learn-preview-line")).clicked() {
                commands.push(LearnCommand::PreviewLine);
            }
        }
        Some(p) => {
            ui.label(tr!(
                WORDS,
                "learn-previewing",
                step = p.step,
                total = p.line.len()
            ));
            ui.horizontal(|ui| {
                if ui
                    .add_enabled(p.step > 0, egui::Button::new(tr!(WORDS, "learn-back")))
                    .clicked()
                {
                    commands.push(ViewCommand::PreviewStep(-1));
                }
                if ui
                    .add_enabled(
                        p.step < p.line.len(),
                        egui::Button::new(tr!(WORDS, "learn-forward")),
                    )
                    .clicked()
                {
                    commands.push(ViewCommand::PreviewStep(1));
                }
                if ui.button(tr!(WORDS, "learn-leave-preview")).clicked() {
                    commands.push(ViewCommand::EndPreview);
                }
            });
        }
    }
}
