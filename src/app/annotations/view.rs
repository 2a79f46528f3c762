//! The person's annotations in the side panel: the comment box of the shown position with its mark
//! buttons, the context menu of a move (marks, comment, shapes), and how marks and comments look
//! in the move list.

use egui::{Color32, Id, RichText, Ui, WidgetInfo};

use ardri_saves::{Annotation, Mark};

use super::super::game::board_area::move_number_text;
use super::super::game::session::Spot;
use super::super::shell::commands::{AnnotateCommand, Commands};
use super::super::views::DrawCtx;

/// lichess's colours for the six marks.
pub fn mark_color(mark: Mark) -> Color32 {
    match mark {
        Mark::Good => Color32::from_rgb(34, 172, 56),
        Mark::Mistake => Color32::from_rgb(230, 159, 0),
        Mark::Brilliant => Color32::from_rgb(22, 170, 150),
        Mark::Blunder => Color32::from_rgb(223, 83, 83),
        Mark::Interesting => Color32::from_rgb(234, 69, 216),
        Mark::Dubious => Color32::from_rgb(86, 180, 233),
    }
}

/// The person's mark as the move list shows it after the move.
pub fn mark_text(mark: Mark) -> RichText {
    RichText::new(mark.symbol())
        .monospace()
        .strong()
        .color(mark_color(mark))
}

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
                commands.push(AnnotateCommand::Mark {
                    at: spot,
                    mark: (!chosen).then_some(mark),
                });
                ui.close();
            }
        }
        if ui
            .add_enabled(current.is_some(), egui::Button::new("No mark"))
            .clicked()
        {
            commands.push(AnnotateCommand::Mark {
                at: spot,
                mark: None,
            });
            ui.close();
        }
        ui.separator();
    }
    if ui.button("Comment...").clicked() {
        commands.push(AnnotateCommand::EditComment(spot));
        ui.close();
    }
    let shapes = annotation.map_or(0, |a| a.shapes.len());
    if ui
        .add_enabled(shapes > 0, egui::Button::new("Clear shapes"))
        .on_hover_text("Remove the arrows and circles drawn for this move")
        .clicked()
    {
        commands.push(AnnotateCommand::ClearShapes(spot));
        ui.close();
    }
}

/// The comment box of the shown position. Every change of the text is a change to the game (so
/// the autosave keeps it); while it has the keyboard, the board's single-key shortcuts wait.
#[derive(Default)]
pub struct CommentBox {
    /// The position the text belongs to.
    spot: Option<Spot>,
    text: String,
    /// Put the keyboard in the box at the next frame ("Comment..." in a move's menu).
    pub focus: bool,
}

const BOX_ID: &str = "comment box";

impl CommentBox {
    pub fn ui(&mut self, ui: &mut Ui, ctx: &DrawCtx<'_>, commands: &mut Commands) {
        let session = ctx.session;
        let spot = session.shown_spot();
        let annotation = session.annotation(spot).cloned().unwrap_or_default();
        let id = Id::unique(BOX_ID);
        let typing = ui.memory(|m| m.has_focus(id));
        // The box follows the shown position, and the game where the person is not typing.
        if self.spot != Some(spot) || (!typing && self.text != annotation.comment) {
            self.spot = Some(spot);
            self.text.clone_from(&annotation.comment);
        }
        ui.label(RichText::new(format!("Notes on {}", place(ctx, spot))).strong());
        ui.horizontal_wrapped(|ui| {
            if spot.ply > 0 {
                for mark in Mark::ALL {
                    let chosen = annotation.mark == Some(mark);
                    let response = ui
                        .selectable_label(chosen, mark_text(mark))
                        .on_hover_text(format!("Mark the move {} ({})", mark.symbol(), mark.name()))
                        .accessible_name(format!("Mark the move {}", mark.symbol()));
                    if response.clicked() {
                        commands.push(AnnotateCommand::Mark {
                            at: spot,
                            mark: (!chosen).then_some(mark),
                        });
                    }
                }
            }
            let shapes = annotation.shapes.len();
            if shapes > 0
                && ui
                    .small_button(if shapes == 1 {
                        "Clear 1 shape".to_string()
                    } else {
                        format!("Clear {shapes} shapes")
                    })
                    .clicked()
            {
                commands.push(AnnotateCommand::ClearShapes(spot));
            }
        });
        let response = ui.add(
            egui::TextEdit::multiline(&mut self.text)
                .id(id)
                .desired_rows(2)
                .desired_width(ui.available_width())
                .hint_text(if spot.ply == 0 {
                    "A comment on the start"
                } else {
                    "A comment on this move"
                }),
        )
        .on_hover_text(
            "Right-drag on the board draws arrows and circles for this move: Shift red, Alt blue, Ctrl yellow.",
        );
        response
            .widget_info(|| WidgetInfo::labeled(egui::Role::MultilineTextInput, true, "Comment"));
        if std::mem::take(&mut self.focus) {
            response.request_focus();
        }
        if response.changed() {
            commands.push(AnnotateCommand::Comment {
                at: spot,
                text: self.text.clone(),
            });
        }
    }
}

/// "the start", "4. c3-c2", "variation 2, 4... e3-e2".
fn place(ctx: &DrawCtx<'_>, spot: Spot) -> String {
    if spot.ply == 0 {
        return "the start".into();
    }
    let session = ctx.session;
    let played = session
        .shown_last_move()
        .map_or_else(String::new, |p| format!(" {p}"));
    let moved = format!("{}{played}", move_number_text(spot.ply));
    match spot.variation {
        Some(i) => format!("variation {}, {moved}", i + 1),
        None => moved,
    }
}
