//! How the person's notes show in the move list: comments under a move, what a move's tooltip says
//! of its notes, and a move's context menu for them (marks, comment, shapes), which asks the game to
//! change its notes.

use std::borrow::Cow;

use egui::{RichText, Ui};

use ardri_saves::{Annotation, Mark};

use super::super::game::commands::{BoardCommand, Commands, NoteEdit, ViewCommand};
use super::super::game::move_notes::mark_color;
use super::super::game::session::Spot;
use super::super::shell::i18n::tr;
use super::WORDS;

/// A comment as the move list shows it, under its move.
pub fn comment_text(comment: &str) -> RichText {
    RichText::new(comment.trim()).italics().weak()
}

/// What a mark means, in words: "interesting move".
pub fn mark_name(mark: Mark) -> Cow<'static, str> {
    tr!(WORDS, "play-mark-name", mark = mark.key())
}

/// What a move's tooltip says about its annotation.
pub fn annotation_summary(annotation: Option<&Annotation>) -> String {
    let mut lines = Vec::new();
    if let Some(a) = annotation {
        if let Some(mark) = a.mark {
            lines.push(tr!(
                WORDS,
                "play-your-mark",
                symbol = mark.symbol(),
                name = mark_name(mark)
            ));
        }
        if !a.comment.trim().is_empty() {
            lines.push(tr!(WORDS, "play-comment", comment = a.comment.trim()));
        }
        let shapes = a.shapes.len();
        if shapes > 0 {
            lines.push(tr!(WORDS, "play-shapes-drawn", count = shapes));
        }
    }
    lines.push(tr!(WORDS, "play-right-click-to-note"));
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
                        RichText::new(mark_name(mark)),
                    ),
                )
                .accessible_name(tr!(
                    WORDS,
                    "play-mark-as",
                    symbol = mark.symbol(),
                    name = mark_name(mark)
                ));
            if response.clicked() {
                commands.push(BoardCommand::Note {
                    at: spot,
                    edit: NoteEdit::Mark((!chosen).then_some(mark)),
                });
                ui.close();
            }
        }
        if ui
            .add_enabled(
                current.is_some(),
                egui::Button::new(tr!(WORDS, "play-no-mark")),
            )
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
    if ui.button(tr!(WORDS, "play-comment-menu")).clicked() {
        commands.push(ViewCommand::EditComment(spot));
        ui.close();
    }
    let shapes = annotation.map_or(0, |a| a.shapes.len());
    if ui
        .add_enabled(
            shapes > 0,
            egui::Button::new(tr!(WORDS, "play-clear-shapes")),
        )
        .on_hover_text(tr!(WORDS, "play-clear-shapes-tip"))
        .clicked()
    {
        commands.push(BoardCommand::Note {
            at: spot,
            edit: NoteEdit::ClearShapes,
        });
        ui.close();
    }
}
