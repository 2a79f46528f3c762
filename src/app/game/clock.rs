//! The game clock for games against the engine: a time control (minutes and an increment), each
//! side's time left, and the side whose clock runs. The engine plays on its own clock.

use std::time::{Duration, Instant};

use ardri_rules::Side;
use ardri_saves::SavedClock;

#[derive(Clone, Debug, PartialEq)]
pub struct GameClock {
    pub initial: Duration,
    pub increment: Duration,
    /// Time left, indexed by `Side as usize`, as of when the running clock was last charged.
    left: [Duration; 2],
    /// The side whose clock runs, and since when.
    running: Option<(Side, Instant)>,
}

impl GameClock {
    pub fn new(initial: Duration, increment: Duration) -> GameClock {
        GameClock {
            initial,
            increment,
            left: [initial; 2],
            running: None,
        }
    }

    pub fn from_saved(saved: SavedClock) -> GameClock {
        let ms = Duration::from_millis;
        let mut clock = GameClock::new(ms(saved.initial_ms), ms(saved.increment_ms));
        clock.left[Side::Attackers as usize] = ms(saved.attackers_ms);
        clock.left[Side::Defenders as usize] = ms(saved.defenders_ms);
        clock
    }

    pub fn to_saved(&self, now: Instant) -> SavedClock {
        let ms = |d: Duration| d.as_millis() as u64;
        SavedClock {
            initial_ms: ms(self.initial),
            increment_ms: ms(self.increment),
            attackers_ms: ms(self.left(Side::Attackers, now)),
            defenders_ms: ms(self.left(Side::Defenders, now)),
        }
    }

    /// `side`'s time left at `now`.
    pub fn left(&self, side: Side, now: Instant) -> Duration {
        let left = self.left[side as usize];
        match self.running {
            Some((running, since)) if running == side => {
                left.saturating_sub(now.saturating_duration_since(since))
            }
            _ => left,
        }
    }

    pub fn running(&self) -> Option<Side> {
        self.running.map(|(side, _)| side)
    }

    /// Runs `side`'s clock from `now` (the other one stops).
    pub fn run(&mut self, side: Side, now: Instant) {
        if self.running() == Some(side) {
            return;
        }
        self.stop(now);
        self.running = Some((side, now));
    }

    /// Stops the running clock, charging it the time it ran.
    pub fn stop(&mut self, now: Instant) {
        if let Some((side, _)) = self.running {
            self.left[side as usize] = self.left(side, now);
            self.running = None;
        }
    }

    /// `mover` has moved: its clock is charged and gets the increment; the opponent's starts.
    pub fn moved(&mut self, mover: Side, now: Instant) {
        self.stop(now);
        self.left[mover as usize] += self.increment;
        self.running = Some((mover.opponent(), now));
    }

    /// The side whose time has run out, if one has.
    pub fn flagged(&self, now: Instant) -> Option<Side> {
        self.running()
            .filter(|&side| self.left(side, now).is_zero())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_running_side_is_charged_and_the_mover_gets_the_increment() {
        let t0 = Instant::now();
        let s = Duration::from_secs;
        let mut clock = GameClock::new(s(60), s(2));
        clock.run(Side::Defenders, t0);
        assert_eq!(clock.left(Side::Defenders, t0 + s(10)), s(50));
        assert_eq!(clock.left(Side::Attackers, t0 + s(10)), s(60));
        clock.moved(Side::Defenders, t0 + s(10));
        assert_eq!(clock.left(Side::Defenders, t0 + s(30)), s(52));
        assert_eq!(clock.left(Side::Attackers, t0 + s(30)), s(40));
        assert_eq!(clock.flagged(t0 + s(69)), None);
        assert_eq!(clock.flagged(t0 + s(71)), Some(Side::Attackers));
        let saved = clock.to_saved(t0 + s(30));
        assert_eq!((saved.attackers_ms, saved.defenders_ms), (40_000, 52_000));
    }
}
