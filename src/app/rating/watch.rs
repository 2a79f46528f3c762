//! The rating's handler: its commands (a match, its next game, the record's news), the game's news
//! (a new game that may count, a game replaced or restored, an engine aid used), and after each
//! frame the game being played, followed until it (or
//! a match) ends as it began, when the rating moves and the person is told. It acts on the rating's
//! own state and asks the rest of the app for anything else with commands.

use ardri_rules::Side;

use super::super::game::commands::{BoardCommand, Command, FileCommand, GameEvent};
use super::super::game::feature::Context;
use super::super::game::record_service::Counts;
use super::super::game::record_service::{FinishedGame, RatingNews, RecordCommand};
use super::super::game::session::Session;
use super::super::game::settings::{Players, Settings};
use super::super::shell::i18n::tr;
use super::WORDS;
use super::command::RatingCommand;
use super::record_row::RowParts;
use super::{PersonsRating, RatedGame, RatingState};

fn mode_for(side: Side) -> Players {
    match side {
        Side::Attackers => Players::YouAttack,
        Side::Defenders => Players::YouDefend,
    }
}

impl RatingState {
    /// Carries out `command`: a match asked for, its next game, the record's news.
    pub fn run(&mut self, command: RatingCommand, cx: &mut Context<'_>) {
        match command {
            RatingCommand::NewMatch(side) => {
                self.two_game_match =
                    Some(super::matches::TwoGameMatch::new(cx.settings().level, side));
                cx.ask(FileCommand::NewGame(Some(mode_for(side))));
            }
            RatingCommand::NextMatchGame => {
                if let Some(side) = self.two_game_match.as_ref().and_then(|m| m.next_side()) {
                    cx.ask(FileCommand::NewGame(Some(mode_for(side))));
                }
            }
            RatingCommand::MatchMyRating => {
                let level = self.record.matching_level();
                if level != cx.settings().level {
                    cx.change_settings(Settings {
                        level,
                        ..cx.settings().clone()
                    });
                }
            }
            RatingCommand::Record(RatingNews::Read { rating, climb }) => {
                self.record = rating.map_or_else(PersonsRating::default, |stored| PersonsRating {
                    rating: stored.rating.into(),
                    games: stored.games,
                    climb: self.record.climb,
                });
                if let Some(climb) = climb {
                    self.record.climb = climb;
                }
                self.known = true;
                self.unavailable = false;
                // The game against a level under way was named before the record was read: the
                // person's rating when it began is the record's (no game has ended since).
                if self.rated.is_some() && !cx.session().game.is_over() {
                    cx.ask(BoardCommand::PersonsRating(self.record.rating.rating));
                }
            }
            RatingCommand::Record(RatingNews::Kept { change, now, climb }) => {
                // The record worked the change out from the rating it holds (another copy of the
                // app may have moved it): its figure is the person's, and so is its count of games
                // (games that waited for the record are counted now too).
                self.record.rating = change.after.into();
                if let Some(now) = now {
                    self.record.games = now.games;
                }
                if let Some(climb) = climb {
                    self.record.climb = climb;
                }
                self.known = true;
                self.unavailable = false;
            }
            RatingCommand::Record(RatingNews::Unavailable) => self.unavailable = true,
        }
    }

    /// Follows the game on the board: a new one may count (and its record names the person's
    /// rating), another one ends what was rated, a restored one counts as it did, an engine aid
    /// spoils it.
    pub fn on_event(&mut self, event: &GameEvent, cx: &mut Context<'_>) {
        match event {
            GameEvent::Started => {
                cx.ask(BoardCommand::PersonsRating(self.record.rating.rating));
                self.rated = RatedGame::start(cx.settings(), cx.clock.utc());
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
            GameEvent::Replaced => self.rated = None,
            GameEvent::Resumed(saved) => {
                self.rated = Some(RatedGame::resumed(saved, &cx.session().game));
                // The game comes back as it was played: its sides, its level, rated or casual,
                // whatever was chosen for new games since (else the engine would move for the
                // person's side and the game would no longer count).
                let mut kept = cx.settings().clone();
                kept.players = mode_for(saved.person);
                kept.level = saved.level.clamp(1, ardri_engine::skill::MAX_SKILL);
                match saved.not_counted.as_deref() {
                    None => kept.casual = false,
                    Some(super::CASUAL) => kept.casual = true,
                    Some(_) => {}
                }
                if kept != *cx.settings() {
                    cx.change_settings(kept);
                }
            }
            GameEvent::Helped(why) => {
                if let Some(rated) = self.rated.as_mut() {
                    rated.spoil(why);
                }
            }
            GameEvent::Reviewed => {}
        }
    }

    /// Follows the game that may count for the rating (the person's game, also while puzzles take
    /// the board); when it ends as it began (no move taken back, no hint, the same level), the
    /// rating moves and the person is told by how much.
    pub fn watch(&mut self, cx: &mut Context<'_>) {
        for ask in self.follow(cx.persons_game(), cx.settings(), cx.clock.utc()) {
            cx.ask(ask);
        }
    }

    fn follow(
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
            let result = super::result_key(game.score);
            self.two_game_match = Some(two);
            return vec![Command::notify(tr!(
                WORDS,
                "rating-match-game-one",
                result = result
            ))];
        };
        let message = super::matches::outcome_message(&two, &outcome);
        self.last_match_counts = None;
        let text = if two.rated() {
            self.last_match_counts = Some(Counts {
                level: two.level,
                person: None,
                score: outcome.score,
            });
            let result = self.record.add_game(two.level, None, outcome.score);
            tr!(
                WORDS,
                "rating-match-counted",
                outcome = message,
                rating = self.record.text(),
                change = format!("{:+.0}", result.after - result.before)
            )
        } else {
            tr!(WORDS, "rating-match-not-counted", outcome = message)
        };
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
        (None, true) if counts.is_none() => Some(super::MATCH_GAME.to_string()),
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
    use super::super::super::game::feature::{Feature, TestBed};
    use super::*;

    /// The rating's handler on its own state, without the app.
    #[test]
    fn a_match_asks_for_its_games_and_a_hint_spoils_the_rated_one() {
        let mut rating = RatingState::default();
        let settings = Settings {
            level: 4,
            players: Players::YouAttack,
            ..Settings::default()
        };
        let mut bed = TestBed::new();
        bed.settings = settings;
        let asks = bed.run(|cx| rating.run(RatingCommand::NewMatch(Side::Attackers), cx));
        assert_eq!(
            asks,
            [Command::from(FileCommand::NewGame(Some(
                Players::YouAttack
            )))]
        );
        // The new game is on the board: it counts with the match, and its record rates the person.
        let asks = bed.run(|cx| rating.on_event(&GameEvent::Started, cx));
        assert_eq!(asks, [BoardCommand::PersonsRating(1000.0).into()]);
        let rated = rating
            .rated
            .as_ref()
            .expect("a game against a level is rated");
        assert!(rated.in_match && rated.spoiled.is_none());
        assert!(Feature::counting(&rating).is_some_and(|c| c.counts));
        bed.run(|cx| rating.on_event(&GameEvent::Helped("a hint was asked for"), cx));
        assert_eq!(
            rating.rated.as_ref().and_then(|r| r.spoiled),
            Some("a hint was asked for")
        );
        assert!(Feature::counting(&rating).is_some_and(|c| !c.counts));
        bed.run(|cx| rating.on_event(&GameEvent::Replaced, cx));
        assert!(rating.rated.is_none());
    }
}
