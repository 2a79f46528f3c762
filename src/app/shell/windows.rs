//! The paste and help windows, and where every window beside the board goes. Each is placed beside the board (over the side panel), never
//! over the squares, and queues commands; the editor's brush and side, the pasted text and whether
//! Help is open are the views' own state.

use egui::{Pos2, Rect, RichText, ScrollArea, Vec2, pos2};

use super::super::shell::commands::{Commands, FileCommand, ViewCommand};
use super::super::shell::help;
use super::super::shell::keymap::KEYMAP;

/// The set-up and paste windows' width (their frame adds a little).
pub const WINDOW_WIDTH: f32 = 320.0;

/// Where a window of about `size` goes: right of the board if there is room, else below it, else
/// left of it, else the window's top right corner.
pub fn beside_board(screen: Rect, board: Rect, size: Vec2) -> Pos2 {
    let gap = 8.0;
    if screen.right() - board.right() >= size.x + gap {
        pos2(board.right() + gap, board.top())
    } else if screen.bottom() - board.bottom() >= size.y.min(200.0) + gap {
        pos2(board.left(), board.bottom() + gap)
    } else if board.left() - screen.left() >= size.x + gap {
        pos2(board.left() - size.x - gap, board.top())
    } else {
        pos2(
            (screen.right() - size.x - gap).max(screen.left()),
            screen.top() + 30.0,
        )
    }
}

/// A window's id for this window size: after a resize the window is placed beside the board
/// again (egui would keep it where it was, over the board of a portrait window, say).
fn placed_id(name: &str, ctx: &egui::Context) -> egui::Id {
    let size = ctx.content_rect().size();
    egui::Id::unique((name, size.x.round() as i32, size.y.round() as i32))
}

/// A window of fixed `width` placed beside the board (not over it), `height` its expected height;
/// placed again after the app's window is resized.
pub(crate) fn placed_window(
    ctx: &egui::Context,
    title: &str,
    board: Rect,
    width: f32,
    height: f32,
) -> egui::Window<'static> {
    let pos = beside_board(ctx.content_rect(), board, Vec2::new(width + 20.0, height));
    egui::Window::new(title.to_string())
        .id(placed_id(title, ctx))
        .default_pos(pos)
        .constrain_to(ctx.content_rect())
        .resizable(false)
        .default_width(width)
        .max_width(width)
}

/// A field to paste a position string or a move list into.
pub fn paste_window(ctx: &egui::Context, text: &mut String, board: Rect, commands: &mut Commands) {
    placed_window(ctx, "Paste a position or moves", board, WINDOW_WIDTH, 160.0).show(ctx, |ui| {
        ui.label("Paste (Ctrl+V) a position string, or moves from the start (c3-c2 d2-e2 ...):");
        let field = ui.add(
            egui::TextEdit::multiline(text)
                .desired_rows(3)
                .desired_width(WINDOW_WIDTH - 10.0),
        );
        field.widget_info(|| egui::WidgetInfo::labeled(egui::Role::TextInput, true, "Pasted text"));
        ui.horizontal(|ui| {
            if ui.button("Use it").clicked() {
                commands.push(FileCommand::Paste(text.clone()));
            }
            if ui.button("Cancel").clicked() {
                commands.push(ViewCommand::ClosePaste);
            }
        });
    });
}

/// The rules in short, what the numbers and marks mean, and every shortcut (from the keymap).
pub fn help_window(ctx: &egui::Context, open: &mut bool) {
    egui::Window::new("Ard Ri: rules and shortcuts")
        .open(open)
        .default_width(480.0)
        .show(ctx, |ui| {
            ScrollArea::vertical().max_height(480.0).show(ui, |ui| {
                for (title, lines) in help::SECTIONS {
                    ui.label(RichText::new(*title).strong());
                    for line in *lines {
                        ui.label(format!("- {line}"));
                    }
                    ui.separator();
                }
                ui.label(RichText::new("Shortcuts").strong());
                egui::Grid::new("shortcuts").num_columns(2).show(ui, |ui| {
                    for binding in KEYMAP {
                        ui.label(RichText::new(binding.keys_text()).monospace());
                        ui.label(binding.help);
                        ui.end_row();
                    }
                });
            });
        });
}
