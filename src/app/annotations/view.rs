//! The comment box of the shown position in the side panel, with its mark buttons (how marks and
//! comments look in the move list, and a move's menu for them, are the game's: `game/move_notes.rs`).

use std::borrow::Cow;

use egui::{Id, RichText, Ui, WidgetInfo};

use ardri_saves::Mark;

use super::super::game::commands::{BoardCommand, NoteEdit};
use super::super::game::feature::PanelContext;
use super::super::game::move_notes::mark_text;
use super::super::game::notation::move_number_text;
use super::super::game::session::{Session, Spot};
use super::super::shell::i18n::tr;
use super::WORDS;

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
    pub fn ui(&mut self, ui: &mut Ui, cx: &mut PanelContext<'_>) {
        let session = cx.session;
        let spot = session.shown_spot();
        let annotation = session.annotation(spot).cloned().unwrap_or_default();
        let id = Id::unique(BOX_ID);
        let typing = ui.memory(|m| m.has_focus(id));
        // The box follows the shown position, and the game where the person is not typing.
        if self.spot != Some(spot) || (!typing && self.text != annotation.comment) {
            self.spot = Some(spot);
            self.text.clone_from(&annotation.comment);
        }
        ui.label(RichText::new(heading(session, spot)).strong());
        ui.horizontal_wrapped(|ui| {
            if spot.ply > 0 {
                for mark in Mark::ALL {
                    let chosen = annotation.mark == Some(mark);
                    let response = ui
                        .selectable_label(chosen, mark_text(mark))
                        .on_hover_text(tr!(
                            WORDS,
                            "annotations-mark-tip",
                            symbol = mark.symbol(),
                            mark = Mark::key(mark)
                        ))
                        .accessible_name(tr!(WORDS, "annotations-mark", symbol = mark.symbol()));
                    if response.clicked() {
                        cx.commands.push(BoardCommand::Note {
                            at: spot,
                            edit: NoteEdit::Mark((!chosen).then_some(mark)),
                        });
                    }
                }
            }
            let shapes = annotation.shapes.len();
            if shapes > 0
                && ui
                    .small_button(tr!(WORDS, "annotations-clear-shapes", count = shapes))
                    .clicked()
            {
                cx.commands.push(BoardCommand::Note {
                    at: spot,
                    edit: NoteEdit::ClearShapes,
                });
            }
        });
        let response = ui
            .add(
                egui::TextEdit::multiline(&mut self.text)
                    .id(id)
                    .desired_rows(2)
                    .desired_width(ui.available_width())
                    .hint_text(if spot.ply == 0 {
                        tr!(WORDS, "annotations-hint-start")
                    } else {
                        tr!(WORDS, "annotations-hint-move")
                    }),
            )
            .on_hover_text(tr!(WORDS, "annotations-draw-tip"));
        response.widget_info(|| {
            WidgetInfo::labeled(
                egui::Role::MultilineTextInput,
                true,
                tr!(WORDS, "annotations-comment"),
            )
        });
        if std::mem::take(&mut self.focus) {
            response.request_focus();
        }
        if response.changed() {
            cx.commands.push(BoardCommand::Note {
                at: spot,
                edit: NoteEdit::Comment(self.text.clone()),
            });
        }
    }
}

/// The box's heading: "Notes on the start", "Notes on 4. c3-c2", "Notes on variation 2, 4...
/// e3-e2".
fn heading(session: &Session, spot: Spot) -> Cow<'static, str> {
    if spot.ply == 0 {
        return tr!(WORDS, "annotations-notes-on-start");
    }
    let played = session
        .shown_last_move()
        .map_or_else(String::new, |p| format!(" {p}"));
    let moved = format!("{}{played}", move_number_text(spot.ply));
    match spot.variation {
        Some(i) => tr!(
            WORDS,
            "annotations-notes-on-variation",
            variation = i + 1,
            move = moved
        ),
        None => tr!(WORDS, "annotations-notes-on-move", move = moved),
    }
}
