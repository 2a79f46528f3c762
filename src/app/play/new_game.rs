//! What a new game starts with (a new game, a set-up or pasted position): its players' names and
//! ratings and its clock.

use std::time::Duration;

use ardri_rules::Side;
use ardri_saves::Metadata;

use super::super::game::clock::GameClock;
use super::super::game::settings::{Players, Settings};

/// The metadata of a new game with these settings: who plays each side and, where the engine plays
/// at a level, that level's rating (the person's own is added by [`with_person_rating`]).
pub fn metadata_for(settings: &Settings) -> Metadata {
    let (players, depth, level) = (settings.players, settings.depth, settings.level);
    let engine_elo = |side: Side| {
        players
            .engine_plays(side)
            .then(|| ardri_engine::skill::level_info(level).rating)
    };
    Metadata {
        attackers: players.player_name(Side::Attackers, depth, level),
        defenders: players.player_name(Side::Defenders, depth, level),
        attackers_elo: engine_elo(Side::Attackers),
        defenders_elo: engine_elo(Side::Defenders),
        // The depth setting plays only at full strength: a lower level searches its own depth.
        engine_depth: (level >= ardri_engine::skill::MAX_SKILL
            && (players.engine_plays(Side::Attackers) || players.engine_plays(Side::Defenders)))
        .then_some(depth),
        event: "Casual game".to_string(),
        // When the game is played, kept through every save.
        date: ardri_saves::now_utc(),
        ..Metadata::default()
    }
}

/// `metadata` with the person's game rating on their side, when they play against the engine.
pub fn with_person_rating(mut metadata: Metadata, settings: &Settings, rating: f64) -> Metadata {
    let elo = Some(rating.round() as i32);
    match settings.players {
        Players::YouDefend => metadata.defenders_elo = elo,
        Players::YouAttack => metadata.attackers_elo = elo,
        Players::BothSides | Players::EngineBoth => {}
    }
    metadata
}

/// The clock of a new game (or set-up position) under the chosen time control, if it has one; the
/// engine playing itself needs none.
pub fn new_clock(settings: &Settings) -> Option<GameClock> {
    (settings.clock_minutes > 0.0 && settings.players != Players::EngineBoth).then(|| {
        GameClock::new(
            Duration::from_secs_f32(settings.clock_minutes * 60.0),
            Duration::from_secs_f32(settings.clock_increment),
        )
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_record_keeps_a_depth_only_where_the_engine_plays_at_it() {
        let settings = |level: u8, players: Players| Settings {
            level,
            players,
            depth: 10,
            ..Settings::default()
        };
        let top = ardri_engine::skill::MAX_SKILL;
        assert_eq!(
            metadata_for(&settings(1, Players::YouDefend)).engine_depth,
            None
        );
        assert_eq!(
            metadata_for(&settings(top, Players::YouDefend)).engine_depth,
            Some(10)
        );
        assert_eq!(
            metadata_for(&settings(top, Players::BothSides)).engine_depth,
            None
        );
    }
}
