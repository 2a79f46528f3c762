//! The rating's side of the app: its commands (a match, its next game, a new game that may count),
//! and after each frame the game being played, followed until it (or a match) ends as it began,
//! when the rating moves and the person is told.

use ardri_rules::Side;

use super::super::ArdRiApp;
use super::super::shell::commands::{FileCommand, RatingCommand};
use super::super::shell::settings::PlayerMode;

fn mode_for(side: Side) -> PlayerMode {
    match side {
        Side::Attackers => PlayerMode::YouAttack,
        Side::Defenders => PlayerMode::YouDefend,
    }
}

impl ArdRiApp {
    pub(in crate::app) fn on_rating(&mut self, command: RatingCommand) {
        match command {
            RatingCommand::NewMatch(side) => {
                self.two_game_match =
                    Some(super::matches::TwoGameMatch::new(self.settings.level, side));
                self.commands
                    .push(FileCommand::NewGame(Some(mode_for(side))));
            }
            RatingCommand::NextMatchGame => {
                if let Some(side) = self.two_game_match.as_ref().and_then(|m| m.next_side()) {
                    self.commands
                        .push(FileCommand::NewGame(Some(mode_for(side))));
                }
            }
            RatingCommand::GameStarted => {
                self.rated = super::RatedGame::start(&self.settings);
                // The match's next game, or another game that ends the match.
                let in_match = match (&self.rated, &self.two_game_match) {
                    (Some(rated), Some(m)) => m.expects(rated.person(), rated.level()),
                    _ => false,
                };
                if let Some(rated) = self.rated.as_mut() {
                    rated.in_match = in_match;
                }
                if !in_match {
                    self.two_game_match = None;
                }
            }
        }
    }

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
