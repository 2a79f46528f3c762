//! Whose chances the app shows: the game's own players (a person's rating, an engine level's),
//! club players, or perfect play (the engine's own view), and the words that say so; the game's
//! moves judged that way (the board's marks, the review, the bar and Learn all read them).

use serde::{Deserialize, Serialize};

use ardri_engine::review::MoveJudgement;
use ardri_engine::wdl::players::{MODEL_RATINGS, UNRATED_LEVEL, held_rating, unrated_rating};
use ardri_engine::{Judge, Ratings};
use ardri_saves::{Metadata, library};

use ardri_rules::Side;

use super::session::Session;
use super::settings::{Players, Settings};
use super::{WORDS, tr};

/// Whose chances the review, the bar, the graph and the explorer show for this game: the "Judge
/// as" choice; while the person plays the engine, always the game's own players (their chances
/// against the level), whatever Judge as says, so that every number on screen means one thing.
pub fn judge_for(session: &Session, settings: &Settings) -> Judge {
    if person_side(settings, session).is_some() {
        return library::judge_of(&session.metadata);
    }
    settings.judge_as.judge(&session.metadata)
}

/// The side the person plays against the engine, in a game that is on (not one opened for study).
pub fn person_side(settings: &Settings, session: &Session) -> Option<Side> {
    if session.for_study || session.game.is_over() {
        return None;
    }
    match settings.players {
        Players::YouDefend => Some(Side::Defenders),
        Players::YouAttack => Some(Side::Attackers),
        Players::BothSides | Players::EngineBoth => None,
    }
}

/// Each main-line move judged (index i = move i + 1), where both positions around it are analysed
/// (the same judging as the game library's, from the saves crate).
pub fn judgements(session: &Session, judge: &Judge) -> Vec<Option<MoveJudgement>> {
    library::judgements(&session.game, &session.analysis, judge)
}

/// The choice of "Judge as" in the review panel.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default, Serialize, Deserialize)]
pub enum JudgeAs {
    /// The game's players as its record rates them (club players where it does not).
    #[default]
    Players,
    /// Two club players, whoever played.
    Club,
    /// Perfect players: the engine's own view.
    Perfect,
}

impl JudgeAs {
    pub const ALL: [JudgeAs; 3] = [JudgeAs::Players, JudgeAs::Club, JudgeAs::Perfect];

    /// The judge for a game with this record.
    pub fn judge(self, metadata: &Metadata) -> Judge {
        match self {
            JudgeAs::Players => library::judge_of(metadata),
            JudgeAs::Club => Judge::Players(Ratings::equal(unrated_rating())),
            JudgeAs::Perfect => Judge::Engine,
        }
    }

    /// The choice as the picker lists it: "you (1380) vs Level 6 (1682)", "club players (2057)",
    /// "perfect play".
    pub fn label(self, metadata: &Metadata) -> String {
        match self {
            JudgeAs::Players => players_text(metadata),
            JudgeAs::Club => tr!(WORDS, "game-club-players", rating = unrated_rating()).into(),
            JudgeAs::Perfect => tr!(WORDS, "game-perfect-play").into(),
        }
    }

    /// What the choice means, for its tooltip.
    pub fn explanation(self) -> String {
        let (low, high) = (*MODEL_RATINGS.start(), *MODEL_RATINGS.end());
        match self {
            JudgeAs::Players => tr!(
                WORDS,
                "game-players-tip",
                level = UNRATED_LEVEL,
                low = low,
                high = high
            )
            .into(),
            JudgeAs::Club => tr!(WORDS, "game-club-tip").into(),
            JudgeAs::Perfect => tr!(WORDS, "game-perfect-tip").into(),
        }
    }
}

/// How a player of a save is called in short: "you", "Level 6", or the saved name.
pub fn player_word(name: &str) -> String {
    if name == "Human" {
        return tr!(WORDS, "game-player-you").into();
    }
    match name
        .strip_prefix("Ard Ri Engine (level ")
        .and_then(|rest| rest.strip_suffix(')'))
    {
        Some(level) => tr!(WORDS, "game-player-level", level = level).into(),
        None if name.starts_with("Ard Ri Engine") => tr!(WORDS, "game-player-engine").into(),
        None if name.trim().is_empty() => tr!(WORDS, "game-player-unnamed").into(),
        None => name.to_string(),
    }
}

/// "you (1380) vs Level 6 (1539)", attackers first; a player without a rating is a club player,
/// and a rating outside what the players' model knows says what it is judged as: "you (3001,
/// judged as 1773)".
pub fn players_text(metadata: &Metadata) -> String {
    let club = unrated_rating();
    let one = |name: &str, elo: Option<i32>| match elo {
        Some(elo) if held_rating(elo) != elo => {
            let (player, held) = (player_word(name), held_rating(elo));
            tr!(
                WORDS,
                "game-player-held",
                player = player,
                rating = elo,
                held = held
            )
        }
        Some(elo) => tr!(
            WORDS,
            "game-player-rated",
            player = player_word(name),
            rating = elo
        ),
        None => tr!(
            WORDS,
            "game-player-club",
            player = player_word(name),
            rating = club
        ),
    };
    let attackers = one(&metadata.attackers, metadata.attackers_elo);
    let defenders = one(&metadata.defenders, metadata.defenders_elo);
    tr!(
        WORDS,
        "game-players-vs",
        attackers = attackers,
        defenders = defenders
    )
    .into()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_players_are_named_as_a_person_reads_them() {
        let metadata = Metadata {
            attackers: "Ard Ri Engine (level 6)".into(),
            defenders: "Human".into(),
            attackers_elo: Some(1539),
            defenders_elo: Some(1380),
            ..Metadata::default()
        };
        assert_eq!(
            JudgeAs::Players.label(&metadata),
            "Level 6 (1539) vs you (1380)"
        );
        assert_eq!(
            JudgeAs::Players.judge(&metadata),
            Judge::Players(Ratings {
                attackers: 1539,
                defenders: 1380
            })
        );
        let unrated = Metadata {
            attackers: "Alice".into(),
            defenders: "Bob".into(),
            ..Metadata::default()
        };
        let club = unrated_rating();
        assert_eq!(
            JudgeAs::Players.label(&unrated),
            format!("Alice (club, {club}) vs Bob (club, {club})")
        );
        assert_eq!(
            JudgeAs::Players.judge(&unrated),
            Judge::Players(Ratings::equal(club))
        );
        assert_eq!(JudgeAs::Perfect.judge(&metadata), Judge::Engine);
        // A save may hold any number: it is judged inside the model's range, and says so.
        for (elo, held) in [(-1, 800), (i32::MIN, 800), (3000, 2573), (i32::MAX, 2573)] {
            let odd = Metadata {
                attackers_elo: Some(elo),
                ..metadata.clone()
            };
            assert_eq!(
                JudgeAs::Players.label(&odd),
                format!("Level 6 ({elo}, judged as {held}) vs you (1380)")
            );
            assert_eq!(
                JudgeAs::Players.judge(&odd),
                Judge::Players(Ratings {
                    attackers: held,
                    defenders: 1380
                })
            );
        }
        assert_eq!(
            JudgeAs::Club.label(&metadata),
            format!("club players ({club})")
        );
    }
}
