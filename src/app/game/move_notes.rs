//! How the person's marks look, wherever they show (the move list, the comment box): lichess's
//! colours and the symbols.

use egui::{Color32, RichText};

use ardri_saves::Mark;

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
