//! The person's game rating: a Glicko-2 rating (the skillratings crate, as for puzzles) on the
//! levels' scale, moved by every finished game against a level that the person played straight
//! through (no move taken back, no hint). The level's measured rating is the opponent's, and the
//! attackers' advantage between equals is counted in the expected score: beating a level as the
//! attackers is worth less than beating it as the defenders.
//!
//! The record is kept in eframe's storage under its own key; the game being played is watched from
//! outside (its moves so far), so no other feature has to report to this one.

pub mod command;
pub mod matches;
pub mod record_row;
mod words;
use words::{level_words, result_key};
pub use words::{result_message, result_without_rating};
mod rows;
pub mod watch;

pub use command::RatingCommand;

use serde::{Deserialize, Serialize};
use skillratings::Outcomes;
use skillratings::glicko2::{Glicko2Config, Glicko2Rating, glicko2};

use ardri_engine::skill::{self, ATTACKERS_ADVANTAGE, LevelInfo, MAX_SKILL};
use ardri_rules::{Game, Move, Side};

use super::game::commands::GameEvent;
use super::game::feature::{Context, Counting, Feature, Menu, PanelContext, PanelSlot};
use super::game::glicko::{GlickoRating, PROVISIONAL_DEVIATION};
use super::game::settings::{Players, Settings};
use super::shell::i18n::{Words, decimal, tr, words};

/// The rating's words, in each language (`i18n/`).
pub static WORDS: Words = words!("rating");

/// The storage key of the record.
pub const STORAGE_KEY: &str = "ardri-game-rating";
/// The deviation given to a level: its rating is measured (the ladder's intervals are about this
/// wide), not guessed.
const LEVEL_DEVIATION: f64 = 60.0;

/// The most a provisional rating moves in one game: about one level's step (the median gap between
/// neighbouring levels' ratings is about 150), so a first result moves it to the next level at
/// most, never a thousand points.
pub const MAX_PROVISIONAL_MOVE: f64 = 150.0;

/// Where a newcomer starts: between level 2 (965) and level 3 (1178), among the levels a newcomer
/// beats once the lessons are done (level 1 was beaten in a first game in ten moves), with
/// Glicko-2's usual deviation (350) saying it is a guess: the 95% range, 300 to 1700, spans levels 1
/// to 6. It is provisional (a "?") until the deviation is below [`PROVISIONAL_DEVIATION`], as
/// lichess does with its 1500 (which would put a newcomer at level 5 here).
pub const START_RATING: f64 = 1000.0;

/// The person's game rating while the app runs: the record (persisted under [`STORAGE_KEY`]), the
/// game being played while it may still count, and a two-game match while it is played.
#[derive(Default)]
pub struct RatingState {
    pub record: PersonsRating,
    pub rated: Option<RatedGame>,
    pub two_game_match: Option<matches::TwoGameMatch>,
    /// What the last match finished counted for, until its second game is kept in the record.
    pub last_match_counts: Option<super::game::record_service::Counts>,
    /// `record` is the person's: read from the record (or there is no record to read, as in
    /// tests). Until then no figure is shown as if it were theirs.
    pub known: bool,
    /// The record could not be opened (it is tried again with the next game).
    pub unavailable: bool,
}

impl RatingState {
    /// The rating at the start: the game on the board may count (`rated`); `known`: there is no
    /// record to wait for.
    pub fn starting(rated: Option<RatedGame>, known: bool) -> RatingState {
        RatingState {
            rated,
            known,
            ..RatingState::default()
        }
    }

    /// Takes the rating the window's state kept (until the record says the person's); whether
    /// it is theirs (`known`: no record to wait for). Its figure, for the first game's record.
    pub fn restore(&mut self, kept: PersonsRating, known: bool) -> f64 {
        self.record = kept;
        self.known = known;
        self.record.rating.rating
    }

    /// What eframe's storage keeps where there is no record.
    pub fn stored(&self) -> &PersonsRating {
        &self.record
    }
}

/// The rating's name on the contract.
pub const NAME: &str = "rating";

impl Feature for RatingState {
    type Command = RatingCommand;
    const NAME: &'static str = NAME;

    fn handle(&mut self, command: RatingCommand, cx: &mut Context<'_>) {
        self.run(command, cx);
    }

    fn game_event(&mut self, event: &GameEvent, cx: &mut Context<'_>) {
        self.on_event(event, cx);
    }

    /// The game that may count is followed after the frame's commands and the engine's moves,
    /// so a game's end is rated in the frame it is shown.
    fn after_commands(&mut self, cx: &mut Context<'_>) {
        self.watch(cx);
    }

    fn counting(&self) -> Option<Counting> {
        Some(Counting {
            counts: self.rated.as_ref().is_some_and(|r| r.spoiled.is_none()),
            rated_games: self.record.games,
            saved: self.rated.as_ref().map(RatedGame::saved),
        })
    }

    /// Game > New match: two games against the level, sides swapped.
    fn menu_ui(&self, menu: Menu, ui: &mut egui::Ui, cx: &mut PanelContext<'_>) {
        if menu != Menu::NewGame {
            return;
        }
        ui.menu_button(tr!(WORDS, "rating-new-match"), |ui| {
            for side in [Side::Defenders, Side::Attackers] {
                if ui
                    .button(tr!(WORDS, "rating-you-start", side = Side::name(side)))
                    .clicked()
                {
                    cx.commands.push(RatingCommand::NewMatch(side));
                    ui.close();
                }
            }
        });
    }

    /// The person's rating, Match my rating and a match's state, under the engine's level.
    fn panel_part(
        &mut self,
        place: PanelSlot,
        ui: &mut egui::Ui,
        cx: &mut PanelContext<'_>,
    ) -> bool {
        if place == PanelSlot::UnderLevel {
            rows::rating_rows(self, ui, cx);
        }
        false
    }
}

/// The person's rating and how many rated games made it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct PersonsRating {
    pub rating: GlickoRating,
    pub games: u32,
    /// How far the person has climbed, as the record counts it (never stored here).
    #[serde(skip)]
    pub climb: ardri_record::Climb,
}

impl Default for PersonsRating {
    fn default() -> PersonsRating {
        PersonsRating {
            rating: GlickoRating {
                rating: START_RATING,
                ..GlickoRating::default()
            },
            games: 0,
            climb: ardri_record::Climb::default(),
        }
    }
}

/// What one rated game did to the record.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct RatedResult {
    pub score: f64,
    pub before: f64,
    pub after: f64,
    pub opponent: LevelInfo,
}

impl PersonsRating {
    /// A record read from storage, with anything the record would refuse back at the start (the
    /// record's limits; what it was is told and kept aside where it is read, see
    /// `ardri_record::LegacyValues::untrusted`).
    pub fn sanitized(self) -> PersonsRating {
        if self.rating.in_range() && self.games <= ardri_record::MAX_RATED_GAMES {
            self
        } else {
            PersonsRating::default()
        }
    }

    /// The level whose rating is nearest the person's, but never more than one above the highest
    /// level they have beaten in a game that counted (once they have played one): a first win
    /// against level 1 suggests level 2, not the level a provisional rating happens to sit at.
    pub fn matching_level(&self) -> u8 {
        let nearest = skill::nearest_level(self.rating.rating.round() as i32);
        match self.advice_cap() {
            Some(cap) => nearest.min(cap),
            None => nearest,
        }
    }

    /// The highest level advice may name: one above the highest beaten (level 1 before any win),
    /// once a rated game against a level was played; `None` before (a rating moved over from an
    /// older version, with no games behind it in the record, is taken as it is).
    pub fn advice_cap(&self) -> Option<u8> {
        (self.climb.rated_games > 0).then(|| {
            self.climb
                .highest_beaten
                .map_or(1, |level| (level + 1).min(MAX_SKILL))
        })
    }

    /// Counts a rated game against `level` in the climb (until the record says it again).
    pub fn climbed(&mut self, level: u8, won: bool) {
        self.climb.rated_games += 1;
        if won {
            self.climb.highest_beaten =
                Some(self.climb.highest_beaten.map_or(level, |h| h.max(level)));
        }
    }

    /// "1305 ± 80 (23 games)": the rating and its Glicko deviation, which says how sure it is (it
    /// shrinks with every game); "1120? ± 180 (provisional, 3 games)" while it is not sure yet,
    /// as lichess marks a provisional rating with a "?".
    pub fn text(&self) -> String {
        let rating = decimal(self.rating.rating, 0);
        let deviation = decimal(self.rating.deviation, 0);
        let text = if self.provisional() {
            tr!(
                WORDS,
                "rating-text-provisional",
                rating = rating,
                deviation = deviation,
                games = self.games
            )
        } else {
            tr!(
                WORDS,
                "rating-text",
                rating = rating,
                deviation = deviation,
                games = self.games
            )
        };
        text.into_owned()
    }

    /// Not sure yet: the deviation is above [`PROVISIONAL_DEVIATION`].
    pub fn provisional(&self) -> bool {
        self.rating.deviation > PROVISIONAL_DEVIATION
    }

    /// Counts a game the person played as `person` against `level` (`None`: a match in which
    /// they played both sides), scoring `score` (1 a win, 1/2 a draw, 0 a loss).
    pub fn add_game(&mut self, level: u8, person: Option<Side>, score: f64) -> RatedResult {
        let opponent = skill::level_info(level);
        // The side's advantage moves the opponent's rating: a level playing the attackers is that
        // much stronger than its rating, one playing the defenders that much weaker.
        let advantage = f64::from(ATTACKERS_ADVANTAGE);
        let shift = match person {
            Some(Side::Defenders) => advantage,
            Some(Side::Attackers) => -advantage,
            None => 0.0,
        };
        let opposing = Glicko2Rating {
            rating: f64::from(opponent.rating) + shift,
            deviation: LEVEL_DEVIATION,
            volatility: 0.06,
        };
        let outcome = if score > 0.75 {
            Outcomes::WIN
        } else if score < 0.25 {
            Outcomes::LOSS
        } else {
            Outcomes::DRAW
        };
        let before = self.rating.rating;
        let before_deviation = self.rating.deviation;
        let (mine, _) = glicko2(
            &self.rating.into(),
            &opposing,
            &outcome,
            &Glicko2Config::new(),
        );
        self.rating = mine.into();
        // A provisional rating moves at most one level's step in one game: Glicko's large
        // deviation would otherwise swing it hundreds of points on one result (a first loss to
        // level 1 took a newcomer from 1000 to 340).
        if before_deviation > PROVISIONAL_DEVIATION {
            self.rating.rating = self
                .rating
                .rating
                .clamp(before - MAX_PROVISIONAL_MOVE, before + MAX_PROVISIONAL_MOVE);
        }
        // The record keeps ratings from the lowest level's up: losing to it does not go below.
        self.rating.rating = self
            .rating
            .rating
            .clamp(f64::from(skill::MIN_RATING), 4000.0);
        self.games += 1;
        RatedResult {
            score,
            before,
            after: self.rating.rating,
            opponent,
        }
    }
}

/// Every reason a game stops counting, as the panel says it (a restored game's is one of them).
/// They are kept in English (the autosave and the record store them); `shell::rules::reason_words` says them
/// in the person's language.
const SPOIL_REASONS: &[&str] = &[
    "a move was taken back",
    "the level was changed during the game",
    "the sides were changed during the game",
    "a hint was asked for",
    "the analysis was used",
    "the game was reviewed while played",
    "the opening explorer was used",
    CASUAL,
];

/// Why a casual game does not count.
pub const CASUAL: &str = "you chose a casual game";

/// Why a restored game does not count, where it did not when the program stopped.
const STOPPED: &str = "it did not count when the program stopped";
/// Why a restored game of a match does not count.
const MATCH_STOPPED: &str = "the match stopped with the program";
/// Why a match's game does not count on its own (the record keeps it so).
const MATCH_GAME: &str = "a game of a match, counted with the match";

/// The game being played, watched for whether it may count.
#[derive(Clone, Debug, PartialEq)]
pub struct RatedGame {
    level: u8,
    person: Side,
    /// The main line as last seen: a game that stops extending it was taken back or replaced.
    line: Vec<Move>,
    /// Why it will not count, once it will not.
    pub spoiled: Option<&'static str>,
    /// A game of a two-game match: it counts with the match, not on its own.
    pub in_match: bool,
    /// When it began, for the record.
    pub started_at: ardri_record::Utc,
}

impl RatedGame {
    /// A new game from the start against a level, if the settings make it one (the person has a
    /// side of their own, the engine the other, and the engine plays below or at full strength).
    pub fn start(settings: &Settings, now: ardri_record::Utc) -> Option<RatedGame> {
        let person = match settings.players {
            Players::YouDefend => Side::Defenders,
            Players::YouAttack => Side::Attackers,
            Players::BothSides | Players::EngineBoth => return None,
        };
        Some(RatedGame {
            level: settings.level.clamp(1, MAX_SKILL),
            person,
            line: Vec::new(),
            spoiled: settings.casual.then_some(CASUAL),
            in_match: false,
            started_at: now,
        })
    }

    pub fn level(&self) -> u8 {
        self.level
    }

    /// As the autosave keeps it, for a restart after a crash.
    pub fn saved(&self) -> ardri_saves::SavedRating {
        ardri_saves::SavedRating {
            level: self.level,
            person: self.person,
            started_at: self.started_at.0,
            not_counted: self.spoiled.map(str::to_string),
            in_match: self.in_match,
        }
    }

    /// The game kept by the autosave, back on the board after a restart: it counts as it did
    /// when the program stopped. A match cannot go on (its first game's result is gone), so a
    /// match game no longer counts.
    pub fn resumed(saved: &ardri_saves::SavedRating, game: &Game) -> RatedGame {
        let spoiled = match &saved.not_counted {
            Some(why) => Some(
                SPOIL_REASONS
                    .iter()
                    .copied()
                    .find(|known| *known == why)
                    .unwrap_or(STOPPED),
            ),
            None if saved.in_match => Some(MATCH_STOPPED),
            None => None,
        };
        RatedGame {
            level: saved.level.clamp(1, MAX_SKILL),
            person: saved.person,
            line: game.moves().iter().map(|p| p.mv).collect(),
            spoiled,
            in_match: false,
            started_at: ardri_record::Utc(saved.started_at),
        }
    }

    /// The side the person plays.
    pub fn person(&self) -> Side {
        self.person
    }

    pub fn spoil(&mut self, why: &'static str) {
        self.spoiled.get_or_insert(why);
    }

    /// Looks at the game and the settings after a frame: a move taken back, another level or
    /// another side spoils it. `None` when the game on the board is no longer this one.
    pub fn follow(mut self, game: &Game, settings: &Settings) -> Option<RatedGame> {
        let played: Vec<Move> = game.moves().iter().map(|p| p.mv).collect();
        if !played.starts_with(&self.line) {
            if self.line.starts_with(&played) {
                self.spoil("a move was taken back");
            } else {
                return None;
            }
        }
        let changed_level = settings.level != self.level;
        let changed_side =
            RatedGame::start(settings, self.started_at).map(|g| g.person) != Some(self.person);
        // Rated or casual, as chosen for the next game: this one too until the person's first move.
        let changed_choice = settings.casual != (self.spoiled == Some(CASUAL));
        // Before the person's first move the game is still being set up: another level or side
        // makes it a rated game against that level, with that side.
        let person_moved = match self.person {
            Side::Defenders => !played.is_empty(),
            Side::Attackers => played.len() >= 2,
        };
        if (changed_level || changed_side || changed_choice)
            && !person_moved
            && matches!(self.spoiled, None | Some(CASUAL))
            && let Some(mut fresh) = RatedGame::start(settings, self.started_at)
        {
            fresh.line = played;
            fresh.in_match = self.in_match && !changed_side && !changed_level;
            fresh.started_at = self.started_at;
            return Some(fresh);
        }
        self.line = played;
        if changed_level {
            self.spoil("the level was changed during the game");
        }
        if changed_side {
            self.spoil("the sides were changed during the game");
        }
        Some(self)
    }

    /// The person's score once the game is over.
    pub fn score(&self, game: &Game) -> Option<f64> {
        let outcome = game.outcome()?;
        Some(match outcome.winner {
            Some(side) if side == self.person => 1.0,
            Some(_) => 0.0,
            None => 0.5,
        })
    }

    /// What the Engine panel says of the game.
    pub fn status(&self) -> String {
        let status = match self.spoiled {
            None => tr!(WORDS, "rating-counts", level = level_words(self.level)),
            Some(why) => tr!(
                WORDS,
                "rating-not-rated",
                why = super::shell::rules::reason_words(why)
            ),
        };
        status.into_owned()
    }
}

/// A take-back in a game that counts: asked first like an engine aid, and it makes the game casual.
pub const TAKE_BACK: super::game::feature::Aid = super::game::feature::Aid {
    name: "a take-back",
    reason: "a move was taken back",
};

/// The engine's own aid a command asks for (analysis, a hint, a review), if it is one: a
/// feature's aids are its own to say ([`super::game::feature::Feature::aid`]).
pub fn engine_aid(
    command: &super::game::commands::EngineCommand,
) -> Option<super::game::feature::Aid> {
    use super::game::commands::EngineCommand;
    use super::game::feature::Aid;
    match command {
        EngineCommand::ToggleAnalysis => Some(Aid {
            name: "analysis",
            reason: "the analysis was used",
        }),
        EngineCommand::Hint => Some(Aid {
            name: "a hint",
            reason: "a hint was asked for",
        }),
        EngineCommand::Review => Some(Aid {
            name: "the review",
            reason: "the game was reviewed while played",
        }),
        _ => None,
    }
}

/// What the window's state kept of the rating before the record, to move into it once: nothing
/// when no rated game was played (the start's rating is no history).
pub fn legacy_values(record: &PersonsRating, now: ardri_record::Utc) -> ardri_record::LegacyValues {
    ardri_record::LegacyValues {
        now,
        game_rating: (record.games > 0).then(|| ardri_record::GameRating {
            rating: record.rating.into(),
            games: record.games,
        }),
        ..Default::default()
    }
}

/// After a win the next level up, after a loss the one below, else the one nearest the rating;
/// never against what Match my rating would pick (after a loss, the rating's level where it is
/// lower still; after a win, where it is higher still, but never beyond one above the highest level
/// beaten: Match my rating is capped the same way).
pub fn suggested_level(result: &RatedResult, record: &PersonsRating) -> u8 {
    let level = result.opponent.level;
    let matching = record.matching_level();
    if result.score > 0.75 {
        let up = (level + 1).max(matching).min(MAX_SKILL);
        record
            .advice_cap()
            .map_or(up, |cap| up.min(cap.max(level + 1).min(MAX_SKILL)))
    } else if result.score < 0.25 {
        level.saturating_sub(1).min(matching).max(1)
    } else {
        matching
    }
}

/// The rating change `counts` makes to `stored` (the start's rating before the first game): how
/// the record rates a game that counts ([`super::game::record_service::RateGame`]).
pub fn rating_change(
    stored: Option<ardri_record::GameRating>,
    counts: super::game::record_service::Counts,
) -> ardri_record::RatingChange {
    let mut record = match stored {
        Some(g) => PersonsRating {
            rating: super::game::glicko::GlickoRating {
                rating: g.rating.rating,
                deviation: g.rating.deviation,
                volatility: g.rating.volatility,
            },
            games: g.games,
            ..PersonsRating::default()
        },
        None => PersonsRating::default(),
    };
    let before = record.rating.into();
    record.add_game(counts.level, counts.person, counts.score);
    ardri_record::RatingChange {
        before,
        after: record.rating.into(),
    }
}

#[cfg(test)]
mod tests;
