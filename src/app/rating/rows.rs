//! The rating's rows under the engine's level in the side panel: the person's rating with "Match
//! my rating", a match's state and its next game, and whether the game being played counts.

use std::borrow::Cow;

use super::super::game::feature::PanelContext;
use super::super::shell::i18n::tr;
use super::WORDS;
use super::{RatingCommand, RatingState};

/// What the rows say while the record's rating is not the person's yet: never a start's figure
/// shown as if it were theirs.
fn unknown(rating: &RatingState) -> Option<Cow<'static, str>> {
    match (rating.known, rating.unavailable) {
        (true, _) => None,
        (false, true) => Some(tr!(WORDS, "rating-yours-unavailable")),
        (false, false) => Some(tr!(WORDS, "rating-yours-reading")),
    }
}

pub fn rating_rows(rating: &RatingState, ui: &mut egui::Ui, cx: &mut PanelContext<'_>) {
    ui.horizontal_wrapped(|ui| {
        if let Some(line) = unknown(rating) {
            ui.label(line);
            return;
        }
        ui.label(tr!(WORDS, "rating-yours", rating = rating.record.text()));
        let matching = rating.record.matching_level();
        if ui
            .button(tr!(WORDS, "rating-match-my-rating"))
            .on_hover_text(tr!(
                WORDS,
                "rating-match-my-rating-tip",
                level = super::level_words(matching)
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
                .button(tr!(WORDS, "rating-next-match-game"))
                .on_hover_text(tr!(WORDS, "rating-next-match-game-tip"))
                .clicked()
        {
            cx.commands.push(RatingCommand::NextMatchGame);
        }
    }
    if let Some(rated) = &rating.rated {
        ui.label(egui::RichText::new(rated.status()).weak());
    }
}
