//! How the person's notes show in the move list: comments under a move, what a move's tooltip says
//! of its notes, and a move's context menu for them (marks, comment, shapes), which asks the game to
//! change its notes.

use egui::{RichText, Ui};

use ardri_saves::{Annotation, Mark};

use super::super::game::commands::{BoardCommand, Commands, NoteEdit, ViewCommand};
use super::super::game::move_notes::mark_color;
use super::super::game::session::Spot;

/// A comment as the move list shows it, under its move.
pub fn comment_text(comment: &str) -> RichText {
    RichText::new(comment.trim()).italics().weak()
}

/// What a move's tooltip says about its annotation.
pub fn annotation_summary(annotation: Option<&Annotation>) -> String {
    let mut lines = Vec::new();
    if let Some(a) = annotation {
        if let Some(mark) = a.mark {
            lines.push(format!("Your mark: {mark} ({})", mark.name()));
        }
        if !a.comment.trim().is_empty() {
            lines.push(format!("Comment: {}", a.comment.trim()));
        }
        match a.shapes.len() {
            0 => {}
            1 => lines.push("1 shape drawn on the board".into()),
            n => lines.push(format!("{n} shapes drawn on the board")),
        }
    }
    lines.push("Right-click: mark, comment".into());
    lines.join("\n")
}

/// The context menu of a move (or of the start position, which takes no mark).
pub fn annotation_menu(
    ui: &mut Ui,
    spot: Spot,
    annotation: Option<&Annotation>,
    commands: &mut Commands,
) {
    let current = annotation.and_then(|a| a.mark);
    if spot.ply > 0 {
        for mark in Mark::ALL {
            let chosen = current == Some(mark);
            let response = ui
                .selectable_label(
                    chosen,
                    (
                        RichText::new(format!("{:<3}", mark.symbol()))
                            .monospace()
                            .strong()
                            .color(mark_color(mark)),
                        RichText::new(mark.name()),
                    ),
                )
                .accessible_name(format!("Mark {} ({})", mark.symbol(), mark.name()));
            if response.clicked() {
                commands.push(BoardCommand::Note {
                    at: spot,
                    edit: NoteEdit::Mark((!chosen).then_some(mark)),
                });
                ui.close();
            }
        }
        if ui
            .add_enabled(current.is_some(), egui::Button::new("No mark"))
            .clicked()
        {
            commands.push(BoardCommand::Note {
                at: spot,
                edit: NoteEdit::Mark(None),
            });
            ui.close();
        }
        ui.separator();
    }
    if ui.button("Comment...").clicked() {
        commands.push(ViewCommand::EditComment(spot));
        ui.close();
    }
    let shapes = annotation.map_or(0, |a| a.shapes.len());
    if ui
        .add_enabled(shapes > 0, egui::Button::new("Clear shapes"))
        .on_hover_text("Remove the arrows and circles drawn for this move")
        .clicked()
    {
        commands.push(BoardCommand::Note {
            at: spot,
            edit: NoteEdit::ClearShapes,
        });
        ui.close();
    }
}
