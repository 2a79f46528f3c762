//! A game played in the app as the record keeps it.

use std::path::PathBuf;

use ardri_record::{ClockRecord, GameRow, Player, Rated, Utc};
use ardri_rules::{Game, Position, Side};
use ardri_saves::Metadata;

/// The record's row for a game played in the app: `game` from `start`, its record `metadata`,
/// who the person was, whether it counts (and why not), when it began, its clock.
pub struct RowParts<'a> {
    pub game: &'a Game,
    pub metadata: &'a Metadata,
    pub level: Option<u8>,
    pub person: Option<Side>,
    pub rated: Rated,
    pub started_at: Utc,
    pub finished_at: Utc,
    pub clock: Option<ClockRecord>,
    pub saved_to: Option<PathBuf>,
    /// The person's rating before and after (when the game moved it).
    pub person_rating: Option<(f64, f64)>,
}

impl RowParts<'_> {
    pub fn row(&self) -> GameRow {
        let standard = Position::start(*self.game.rules());
        let start = (*self.game.start() != standard).then(|| self.game.start().to_string());
        let player = |side: Side| {
            let (name, elo) = match side {
                Side::Attackers => (&self.metadata.attackers, self.metadata.attackers_elo),
                Side::Defenders => (&self.metadata.defenders, self.metadata.defenders_elo),
            };
            let mut player = Player::named(name.clone());
            match self.person_rating {
                Some((before, after)) if self.person == Some(side) => {
                    player.rating_before = Some(before);
                    player.rating_after = Some(after);
                }
                _ => {
                    player.rating_before = elo.map(f64::from);
                    player.rating_after = elo.map(f64::from);
                }
            }
            player
        };
        GameRow {
            started_at: self.started_at,
            finished_at: self.finished_at,
            start,
            moves: self.game.moves().iter().map(|p| p.mv.to_string()).collect(),
            outcome: self.game.outcome(),
            level: self.level,
            person: self.person,
            attackers: player(Side::Attackers),
            defenders: player(Side::Defenders),
            rated: self.rated.clone(),
            clock: self.clock,
            saved_to: self.saved_to.clone(),
        }
    }
}
