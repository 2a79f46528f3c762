//! The rating's handler: its commands (a match, its next game, a new game that may count, a game
//! replaced, a rated game spoiled), and after each frame the game being played, followed until it (or
//! a match) ends as it began, when the rating moves and the person is told. It acts on the rating's
//! own state and asks the rest of the app for anything else with commands.

use ardri_rules::Side;

use super::super::game::commands::{Command, FileCommand, RatingCommand};
use super::super::game::new_game::with_person_rating;
use super::super::game::record_row::RowParts;
use super::super::game::record_service::Counts;
use super::super::game::record_service::{FinishedGame, RecordCommand};
use super::super::game::session::Session;
use super::super::game::settings::{Players, Settings};
use super::{PersonsRating, RatedGame, RatingState};

fn mode_for(side: Side) -> Players {
    match side {
        Side::Attackers => Players::YouAttack,
        Side::Defenders => Players::YouDefend,
    }
}

impl RatingState {
    /// Carries out `command`; a new game on the board (`session`) gets the person's rating in its
    /// record.
    pub fn handle(
        &mut self,
        command: RatingCommand,
        session: &mut Session,
        settings: &Settings,
        now: ardri_record::Utc,
    ) -> Vec<Command> {
        match command {
            RatingCommand::NewMatch(side) => {
                self.two_game_match = Some(super::matches::TwoGameMatch::new(settings.level, side));
                return vec![FileCommand::NewGame(Some(mode_for(side))).into()];
            }
            RatingCommand::NextMatchGame => {
                if let Some(side) = self.two_game_match.as_ref().and_then(|m| m.next_side()) {
                    return vec![FileCommand::NewGame(Some(mode_for(side))).into()];
                }
            }
            RatingCommand::GameStarted => {
                session.metadata = with_person_rating(
                    session.metadata.clone(),
                    settings,
                    self.record.rating.rating,
                );
                self.rated = RatedGame::start(settings, now);
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
            RatingCommand::GameReplaced => self.rated = None,
            RatingCommand::Resume(saved) => {
                self.rated = Some(RatedGame::resumed(&saved, &session.game));
                // The game comes back as it was played: its sides, its level, rated or casual,
                // whatever was chosen for new games since (else the engine would move for the
                // person's side and the game would no longer count).
                let mut kept = settings.clone();
                kept.players = mode_for(saved.person);
                kept.level = saved.level.clamp(1, ardri_engine::skill::MAX_SKILL);
                match saved.not_counted.as_deref() {
                    None => kept.casual = false,
                    Some(super::CASUAL) => kept.casual = true,
                    Some(_) => {}
                }
                if kept != *settings {
                    return vec![
                        super::super::game::commands::ViewCommand::Settings(Box::new(kept)).into(),
                    ];
                }
            }
            RatingCommand::Climb(climb) => self.record.climb = climb,
            RatingCommand::FromRecord(stored) => {
                let climb = self.record.climb;
                self.record = stored.map_or_else(PersonsRating::default, |stored| PersonsRating {
                    rating: stored.rating.into(),
                    games: stored.games,
                    climb,
                });
                self.known = true;
                // The game against a level under way was named before the record was read: the
                // person's rating when it began is the record's (no game has ended since).
                if self.rated.is_some() && !session.game.is_over() {
                    session.metadata = with_person_rating(
                        session.metadata.clone(),
                        settings,
                        self.record.rating.rating,
                    );
                }
            }
            RatingCommand::Kept(change, now) => {
                // The record worked the change out from the rating it holds (another copy of the
                // app may have moved it): its figure is the person's, and so is its count of games
                // (games that waited for the record are counted now too).
                self.record.rating = change.after.into();
                if let Some(now) = now {
                    self.record.games = now.games;
                }
                self.known = true;
            }
            RatingCommand::Spoil(why) => {
                if let Some(rated) = self.rated.as_mut() {
                    rated.spoil(why);
                }
            }
        }
        Vec::new()
    }

    /// Follows the game that may count for the rating (the person's game, also while puzzles take
    /// the board); when it ends as it began (no move taken back, no hint, the same level), the
    /// rating moves and the person is told by how much.
    pub fn watch(
        &mut self,
        session: &Session,
        settings: &Settings,
        now: ardri_record::Utc,
    ) -> Vec<Command> {
        let game = &session.game;
        let Some(rated) = self.rated.take() else {
            return Vec::new();
        };
        let Some(rated) = rated.follow(game, settings) else {
            return Vec::new();
        };
        let plies = game.ply_count();
        match rated.score(game) {
            Some(score) => {
                let before = self.record.rating.rating;
                let (mut asks, counts) = if rated.in_match {
                    let asks = self.match_game_over(rated_game(&rated, score, plies));
                    // The match counts once, with its second game.
                    (asks, self.last_match_counts.take())
                } else {
                    let counts = rated.spoiled.is_none().then_some(Counts {
                        level: rated.level(),
                        person: Some(rated.person()),
                        score,
                    });
                    let mut asks = Vec::new();
                    if counts.is_some() {
                        self.record.climbed(rated.level(), score > 0.75);
                        let result =
                            self.record
                                .add_game(rated.level(), Some(rated.person()), score);
                        asks.push(Command::notify(if self.known {
                            super::result_message(&result, &self.record)
                        } else {
                            // The record's rating is not read yet: no figure is made up.
                            super::result_without_rating(&result)
                        }));
                    }
                    (asks, counts)
                };
                asks.push(keep(
                    now,
                    session,
                    &rated,
                    counts,
                    before,
                    self.record.rating.rating,
                ));
                return asks;
            }
            None => self.rated = Some(rated),
        }
        Vec::new()
    }

    /// A game of the match is over: after the first, the second is offered; after the second,
    /// the match is scored and counted once in the rating.
    fn match_game_over(&mut self, game: super::matches::MatchGame) -> Vec<Command> {
        let Some(mut two) = self.two_game_match.take() else {
            return Vec::new();
        };
        two.record(game);
        let Some(outcome) = two.outcome() else {
            let how = match game.score {
                s if s > 0.75 => "you won",
                s if s < 0.25 => "you lost",
                _ => "a draw",
            };
            self.two_game_match = Some(two);
            return vec![Command::notify(format!(
                "Game 1 of the match: {how}. Next game of the match (Engine panel) swaps the sides."
            ))];
        };
        let mut text = super::matches::outcome_message(&two, &outcome);
        self.last_match_counts = None;
        if two.rated() {
            self.last_match_counts = Some(Counts {
                level: two.level,
                person: None,
                score: outcome.score,
            });
            let result = self.record.add_game(two.level, None, outcome.score);
            text += &format!(
                " Your rating: {} ({:+.0}).",
                self.record.text(),
                result.after - result.before
            );
        } else {
            text +=
                " It does not count for your rating: a move was taken back or a hint asked for.";
        }
        vec![Command::notify(text)]
    }
}

/// The command that keeps a finished game in the person's record: whether it counted (and why
/// not), and the person's rating before and after.
fn keep(
    now: ardri_record::Utc,
    session: &Session,
    rated: &RatedGame,
    counts: Option<Counts>,
    before: f64,
    after: f64,
) -> Command {
    let why = match (rated.spoiled, rated.in_match) {
        (Some(why), _) => Some(why.to_string()),
        (None, true) if counts.is_none() => {
            Some("a game of a match, counted with the match".into())
        }
        _ => None,
    };
    let parts = RowParts {
        game: &session.game,
        metadata: &session.metadata,
        level: Some(rated.level()),
        person: Some(rated.person()),
        rated: match why {
            None => ardri_record::Rated::Yes,
            Some(why) => ardri_record::Rated::No { why },
        },
        started_at: rated.started_at,
        finished_at: now,
        clock: session.clock.as_ref().map(|c| ardri_record::ClockRecord {
            initial_ms: c.initial.as_millis() as u64,
            increment_ms: c.increment.as_millis() as u64,
            attackers_left_ms: None,
            defenders_left_ms: None,
        }),
        saved_to: session.path().map(std::path::Path::to_path_buf),
        person_rating: Some((before, after)),
    };
    RecordCommand::Keep(Box::new(FinishedGame {
        row: parts.row(),
        counts,
    }))
    .into()
}

/// A finished game of a match, as the match keeps it.
fn rated_game(rated: &RatedGame, score: f64, plies: usize) -> super::matches::MatchGame {
    super::matches::MatchGame {
        person: rated.person(),
        score,
        plies,
        rated: rated.spoiled.is_none(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use ardri_rules::Rules;

    /// The rating's handler on its own state, without the app.
    #[test]
    fn a_match_asks_for_its_games_and_a_hint_spoils_the_rated_one() {
        let mut rating = RatingState::default();
        let mut session = Session::new(Rules::default(), Default::default());
        let settings = Settings {
            level: 4,
            players: Players::YouAttack,
            ..Settings::default()
        };
        let asks = rating.handle(
            RatingCommand::NewMatch(Side::Attackers),
            &mut session,
            &settings,
            ardri_record::Utc(0),
        );
        assert_eq!(
            asks,
            [Command::File(FileCommand::NewGame(Some(
                Players::YouAttack
            )))]
        );
        // The new game is on the board: it counts with the match, and its record rates the person.
        let asks = rating.handle(
            RatingCommand::GameStarted,
            &mut session,
            &settings,
            ardri_record::Utc(0),
        );
        assert!(asks.is_empty());
        let rated = rating
            .rated
            .as_ref()
            .expect("a game against a level is rated");
        assert!(rated.in_match && rated.spoiled.is_none());
        assert_eq!(session.metadata.attackers_elo, Some(1000));
        rating.handle(
            RatingCommand::Spoil("a hint was asked for"),
            &mut session,
            &settings,
            ardri_record::Utc(0),
        );
        assert_eq!(
            rating.rated.as_ref().and_then(|r| r.spoiled),
            Some("a hint was asked for")
        );
        rating.handle(
            RatingCommand::GameReplaced,
            &mut session,
            &settings,
            ardri_record::Utc(0),
        );
        assert!(rating.rated.is_none());
    }
}
