//! The rating's rows under the engine's level in the side panel: the person's rating with "Match
//! my rating", a match's state and its next game, and whether the game being played counts.

use ardri_engine::skill;

use super::super::game::feature::PanelContext;
use super::{RatingCommand, RatingState};

/// What the rows say while the record's rating is not the person's yet: never a start's figure
/// shown as if it were theirs.
fn unknown(rating: &RatingState) -> Option<&'static str> {
    match (rating.known, rating.unavailable) {
        (true, _) => None,
        (false, true) => Some(
            "not available (your record could not be opened; it is tried again with your next game)",
        ),
        (false, false) => Some("being read from your record…"),
    }
}

pub fn rating_rows(rating: &RatingState, ui: &mut egui::Ui, cx: &mut PanelContext<'_>) {
    ui.horizontal_wrapped(|ui| {
        if let Some(why) = unknown(rating) {
            ui.label(format!("Your rating: {why}"));
            return;
        }
        ui.label(format!("Your rating: {}", rating.record.text()));
        let matching = rating.record.matching_level();
        if ui
            .button("Match my rating")
            .on_hover_text(format!(
                "Play the level nearest your rating: {}",
                skill::level_info(matching)
            ))
            .clicked()
        {
            cx.commands.push(RatingCommand::MatchMyRating);
        }
    });
    if let Some(two) = &rating.two_game_match {
        ui.label(two.status());
        if two.games.len() == 1
            && cx.session.game.is_over()
            && ui
                .button("Next game of the match")
                .on_hover_text("The second game, with the sides swapped")
                .clicked()
        {
            cx.commands.push(RatingCommand::NextMatchGame);
        }
    }
    if let Some(rated) = &rating.rated {
        ui.label(egui::RichText::new(rated.status()).weak());
    }
}
