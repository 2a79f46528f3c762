//! The set-up window: brushes, side to move, the validity check, the position string, Play from
//! here.

use egui::{Color32, Rect, RichText};

use ardri_rules::{Game, Piece, Position, Side};

use super::super::game::commands::{Commands, FileCommand, NewStart};
use super::super::shell::windows::{WINDOW_WIDTH, placed_window};
use super::{Brush, Command, Editor};

/// The position editor: brushes, side to move, the validity check, the position string.
pub fn editor_window(
    ctx: &egui::Context,
    editor: &mut Editor,
    board: Rect,
    commands: &mut Commands,
) {
    placed_window(ctx, "Set up a position", board, WINDOW_WIDTH, 230.0).show(ctx, |ui| {
        ui.horizontal_wrapped(|ui| {
            for (label, brush) in [
                ("Attacker", Brush::Place(Piece::Attacker)),
                ("Defender", Brush::Place(Piece::Defender)),
                ("King", Brush::Place(Piece::King)),
                ("Erase", Brush::Erase),
            ] {
                ui.radio_value(&mut editor.brush, brush, label);
            }
        });
        ui.horizontal(|ui| {
            ui.label("To move:");
            let mut side = editor.side;
            ui.radio_value(&mut side, Side::Defenders, "Defenders");
            ui.radio_value(&mut side, Side::Attackers, "Attackers");
            if side != editor.side {
                editor.set_side(side);
            }
        });
        ui.horizontal(|ui| {
            if ui.button("Start position").clicked() {
                *editor = Editor::from_position(&Position::start(editor.rules));
            }
            if ui.button("Clear board").clicked() {
                editor.clear();
            }
        });
        ui.horizontal(|ui| {
            let field = ui.add(egui::TextEdit::singleline(&mut editor.text).desired_width(240.0));
            field.widget_info(|| {
                egui::WidgetInfo::labeled(egui::Role::TextInput, true, "Position string")
            });
            if ui
                .button("Load")
                .on_hover_text("Read the position string (paste one with Ctrl+V)")
                .clicked()
            {
                commands.push(Command::LoadText);
            }
        });
        let verdict = editor.position();
        match &verdict {
            Ok(_) => {
                ui.label(RichText::new("A legal position.").color(Color32::from_rgb(90, 170, 90)))
            }
            Err(message) => ui.label(
                RichText::new(format!("Not playable: {message}."))
                    .color(Color32::from_rgb(220, 60, 60)),
            ),
        };
        ui.horizontal(|ui| {
            let play = ui.add_enabled(verdict.is_ok(), egui::Button::new("Play from here"));
            if play.clicked()
                && let Ok(position) = &verdict
            {
                commands.push(FileCommand::StartFrom(Box::new(NewStart {
                    game: Game::from_position(*position),
                    message: "Playing from the position set up.".into(),
                })));
            }
            if ui
                .button("Copy")
                .on_hover_text("Copy the position string")
                .clicked()
            {
                ui.ctx().copy_text(editor.text.clone());
            }
            if ui.button("Cancel").clicked() {
                commands.push(Command::Close);
            }
        });
    });
}
