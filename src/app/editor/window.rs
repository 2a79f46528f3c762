//! The set-up window: brushes, side to move, the validity check, the position string, Play from
//! here.

use egui::{Color32, Rect, RichText};

use ardri_rules::{Game, Piece, Position, Side};

use super::super::game::commands::{Commands, FileCommand, NewStart};
use super::super::shell::i18n::tr;
use super::super::shell::windows::{WINDOW_WIDTH, placed_window};
use super::{Brush, Command, Editor, WORDS};

/// The position editor: brushes, side to move, the validity check, the position string.
pub fn editor_window(
    ctx: &egui::Context,
    editor: &mut Editor,
    board: Rect,
    commands: &mut Commands,
) {
    let title = tr!(WORDS, "editor-title");
    placed_window(ctx, &title, board, WINDOW_WIDTH, 230.0).show(ctx, |ui| {
        ui.horizontal_wrapped(|ui| {
            for (label, brush) in [
                (tr!(WORDS, "editor-attacker"), Brush::Place(Piece::Attacker)),
                (tr!(WORDS, "editor-defender"), Brush::Place(Piece::Defender)),
                (tr!(WORDS, "editor-king"), Brush::Place(Piece::King)),
                (tr!(WORDS, "editor-erase"), Brush::Erase),
            ] {
                ui.radio_value(&mut editor.brush, brush, label);
            }
        });
        ui.horizontal(|ui| {
            ui.label(tr!(WORDS, "editor-to-move"));
            let mut side = editor.side;
            ui.radio_value(&mut side, Side::Defenders, tr!(WORDS, "editor-defenders"));
            ui.radio_value(&mut side, Side::Attackers, tr!(WORDS, "editor-attackers"));
            if side != editor.side {
                editor.set_side(side);
            }
        });
        ui.horizontal(|ui| {
            if ui.button(tr!(WORDS, "editor-start-position")).clicked() {
                *editor = Editor::from_position(&Position::start(editor.rules));
            }
            if ui.button(tr!(WORDS, "editor-clear-board")).clicked() {
                editor.clear();
            }
        });
        ui.horizontal(|ui| {
            let field = ui.add(egui::TextEdit::singleline(&mut editor.text).desired_width(240.0));
            field.widget_info(|| {
                egui::WidgetInfo::labeled(
                    egui::Role::TextInput,
                    true,
                    tr!(WORDS, "editor-position-string"),
                )
            });
            if ui
                .button(tr!(WORDS, "editor-load"))
                .on_hover_text(tr!(WORDS, "editor-load-tip"))
                .clicked()
            {
                commands.push(Command::LoadText);
            }
        });
        let verdict = editor.position();
        match &verdict {
            Ok(_) => ui.label(
                RichText::new(tr!(WORDS, "editor-legal")).color(Color32::from_rgb(90, 170, 90)),
            ),
            Err(message) => ui.label(
                RichText::new(tr!(WORDS, "editor-not-playable", reason = message.as_str()))
                    .color(Color32::from_rgb(220, 60, 60)),
            ),
        };
        ui.horizontal(|ui| {
            let play = ui.add_enabled(
                verdict.is_ok(),
                egui::Button::new(tr!(WORDS, "editor-play-from-here")),
            );
            if play.clicked()
                && let Ok(position) = &verdict
            {
                commands.push(FileCommand::StartFrom(Box::new(NewStart {
                    game: Game::from_position(*position),
                    message: tr!(WORDS, "editor-playing-from-set-up").into_owned(),
                })));
            }
            if ui
                .button(tr!(WORDS, "editor-copy"))
                .on_hover_text(tr!(WORDS, "editor-copy-tip"))
                .clicked()
            {
                ui.ctx().copy_text(editor.text.clone());
            }
            if ui.button(tr!(WORDS, "editor-cancel")).clicked() {
                commands.push(Command::Close);
            }
        });
    });
}
