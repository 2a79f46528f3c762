//! "Show chances while playing": in a game against the engine, the bar shows the person's chances
//! against the level they play, by the players' model, from a short full-strength search of the
//! position whenever it is the person's move (never the engine's own search at its level, and
//! never its move: the search gives the bar a number and nothing else).

use std::time::Duration;

use ardri_engine::{Chances, Eval, Judge, Limits, Wdl};
use ardri_rules::{Position, Side};

use super::super::game::judge::player_word;
use super::super::game::session::Session;
use super::super::shell::i18n::{percent, tr};
use super::WORDS;

/// The search behind the bar while playing: deep enough to see the tactics a person meets, short
/// enough to be there before the person has looked at the board.
pub fn limits() -> Limits {
    Limits {
        depth: Some(10),
        movetime: Some(Duration::from_millis(400)),
        ..Limits::default()
    }
}

/// What the last such search found, and for which position of the main line.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct LiveChances {
    pub ply: usize,
    pub hash: u64,
    pub position: Position,
    pub eval: Eval,
}

impl LiveChances {
    /// Whether these chances are of a position of this game's main line (not of an older game).
    pub fn belongs_to(&self, session: &Session) -> bool {
        session
            .game
            .position_at(self.ply)
            .is_some_and(|p| p.hash() == self.hash)
    }

    /// The chances as `judge` reads them (while the person plays, the frame's judge is the game's
    /// players: the person's rating and the level's, as the game's record holds them).
    pub fn wdl(&self, judge: &Judge) -> Wdl {
        judge.chances(self.eval, &self.position, false)
    }
}

pub use super::super::game::judge::person_side;

/// "you vs Level 6: 38%": the person's expected score (a draw half) against the level.
pub fn label(session: &Session, person: Side, wdl: Wdl) -> String {
    let opponent = match person {
        Side::Attackers => &session.metadata.defenders,
        Side::Defenders => &session.metadata.attackers,
    };
    tr!(
        WORDS,
        "play-chances-label",
        opponent = player_word(opponent),
        chance = percent((wdl.chance_for(person) * 100.0).round(), 0)
    )
    .into_owned()
}
