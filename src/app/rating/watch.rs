//! The rating's view of the app: after each frame it follows the game being played and, when the
//! game (or a match) ends as it began, moves the rating and tells the person.

use super::super::ArdRiApp;

impl ArdRiApp {
    /// Follows the game that may count for the rating; when it ends as it began (no move taken
    /// back, no hint, the same level), the rating moves and the person is told by how much.
    pub(in crate::app) fn watch_rated_game(&mut self) {
        let Some(rated) = self.rated.take() else {
            return;
        };
        let game = &self.kept_game().game;
        let Some(rated) = rated.follow(game, &self.settings) else {
            return;
        };
        let plies = game.ply_count();
        match rated.score(game) {
            Some(score) if rated.in_match => self.match_game_over(rated_game(&rated, score, plies)),
            Some(score) => {
                if rated.spoiled.is_none() {
                    let result =
                        self.game_rating
                            .add_game(rated.level(), Some(rated.person()), score);
                    self.views
                        .status
                        .notify(super::result_message(&result, &self.game_rating));
                }
            }
            None => self.rated = Some(rated),
        }
    }

    /// A game of the match is over: after the first, the second is offered; after the second,
    /// the match is scored and counted once in the rating.
    fn match_game_over(&mut self, game: super::matches::MatchGame) {
        let Some(mut two) = self.two_game_match.take() else {
            return;
        };
        two.record(game);
        let Some(outcome) = two.outcome() else {
            let how = match game.score {
                s if s > 0.75 => "you won",
                s if s < 0.25 => "you lost",
                _ => "a draw",
            };
            self.views.status.notify(format!(
                "Game 1 of the match: {how}. Next game of the match (Engine panel) swaps the sides."
            ));
            self.two_game_match = Some(two);
            return;
        };
        let mut text = super::matches::outcome_message(&two, &outcome);
        if two.rated() {
            let result = self.game_rating.add_game(two.level, None, outcome.score);
            text += &format!(
                " Your rating: {} ({:+.0}).",
                self.game_rating.text(),
                result.after - result.before
            );
        } else {
            text +=
                " It does not count for your rating: a move was taken back or a hint asked for.";
        }
        self.views.status.notify(text);
    }
}

/// A finished game of a match, as the match keeps it.
fn rated_game(rated: &super::RatedGame, score: f64, plies: usize) -> super::matches::MatchGame {
    super::matches::MatchGame {
        person: rated.person(),
        score,
        plies,
        rated: rated.spoiled.is_none(),
    }
}
