//! Playing by typing: a one-line box where a move is written as people write it (`c5-c6`, `c5c6`)
//! and played with Enter, so a whole game can be played from the keyboard (the board's squares
//! take the arrow keys and Enter too).

use egui::{Key, Ui};

use super::super::game::commands::{Commands, MoveCommand};
use super::super::shell::i18n::tr;
use super::WORDS;

/// The box's label in English, as its tests find it (the window says `play-type-a-move`).
#[cfg(test)]
pub const LABEL: &str = "Type a move";
/// The room the label and the box need beside each other (points).
pub const WIDTH: f32 = 200.0;
/// The box's own width (points).
const BOX_WIDTH: f32 = 110.0;

/// Draws the box; Enter sends what was typed (the handler checks it) and clears it, keeping the
/// keyboard in the box for the next move.
pub fn move_entry_ui(ui: &mut Ui, text: &mut String, commands: &mut Commands) {
    ui.horizontal(|ui| {
        let label = ui.label(tr!(WORDS, "play-type-a-move"));
        let response = ui.add(
            egui::TextEdit::singleline(text)
                .hint_text("c5-c6")
                .desired_width(BOX_WIDTH),
        );
        let response = response.labelled_by(label.id);
        let response = response.on_hover_text(tr!(WORDS, "play-type-a-move-tip"));
        if response.lost_focus() && ui.input(|i| i.key_pressed(Key::Enter)) {
            let typed = text.trim().to_string();
            if !typed.is_empty() {
                commands.push(MoveCommand::PlayText(typed));
            }
            text.clear();
            response.request_focus();
        }
    });
}
