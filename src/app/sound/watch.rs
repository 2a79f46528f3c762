//! Which sounds a frame calls for, read from what changed since the last frame rather than from every
//! place that makes a move: the board showing one move further (a move or a capture, then the end of
//! the game or the king in danger), a game ended without a move (resigned, out of time, drawn), and a
//! person's clock falling below the low-time mark.

use std::time::Duration;

use ardri_rules::Side;

use super::super::game::clock::GameClock;
use super::super::game::session::Session;
use super::Cue;

/// What the board showed at the last look.
#[derive(Clone, Copy, PartialEq)]
struct Seen {
    /// What may have changed: which game (its first and last positions, its revision) and which
    /// position of which line is shown. Another game may have the same revision, never all of it.
    key: (u64, u64, u64, usize, Option<usize>),
    position: u64,
    over: bool,
}

#[derive(Default)]
pub struct Watch {
    seen: Option<Seen>,
    /// Each side's clock was below the low-time mark at the last look (attackers, defenders).
    low: [bool; 2],
}

/// When a clock's time is low: an eighth of the starting time, at least 10 seconds and at most a
/// minute (so a 3-minute game warns at 22 s, a 1-minute game at 10 s, an hour's game at a minute).
pub fn low_time_mark(initial: Duration) -> Duration {
    (initial / 8).clamp(Duration::from_secs(10), Duration::from_secs(60))
}

impl Watch {
    /// The sounds for what the board shows now, in the order to play them.
    pub fn board(&mut self, session: &Session) -> Vec<Cue> {
        let game = &session.game;
        let first = game.position_at(0).map_or(0, |p| p.hash());
        let key = (
            first,
            game.position().hash(),
            session.revision(),
            session.view_ply,
            session.browsing,
        );
        if self.seen.is_some_and(|seen| seen.key == key) {
            return Vec::new();
        }
        let shown = session.shown_position();
        let now = Seen {
            key,
            position: shown.hash(),
            over: session.shown_is_over(),
        };
        let before = self.seen.replace(now);
        let Some(before) = before else {
            // The first look: what was already on the board makes no sound.
            return Vec::new();
        };
        let mut cues = Vec::new();
        if before.position != now.position {
            // One move on along the line shown (played, or stepped through); a jump (another game, a
            // move taken back, the start) is silent.
            let one_move_on = session.view_ply.checked_sub(1).is_some_and(|ply| {
                session
                    .shown_line()
                    .position_at(ply)
                    .is_some_and(|p| p.hash() == before.position)
            });
            if !one_move_on {
                return cues;
            }
            let Some(played) = session.shown_last_move() else {
                return cues;
            };
            cues.push(if played.captured.any() || played.king_captured {
                Cue::Capture
            } else {
                Cue::Move
            });
            if now.over {
                cues.push(Cue::GameOver);
            } else if shown.side_to_move() == Side::Attackers && shown.king_capture_square().any() {
                cues.push(Cue::KingThreatened);
            }
        } else if now.over && !before.over {
            // Resigned, out of time, or a draw agreed: the game ends where it stands.
            cues.push(Cue::GameOver);
        }
        cues
    }

    /// A low-time warning when the clock of a side the person plays falls below the mark (once each
    /// time it does).
    pub fn clock(
        &mut self,
        clock: Option<&GameClock>,
        person_plays: impl Fn(Side) -> bool,
        now: std::time::Instant,
    ) -> Option<Cue> {
        let Some(clock) = clock.filter(|c| c.initial > Duration::ZERO) else {
            self.low = [false; 2];
            return None;
        };
        let mark = low_time_mark(clock.initial);
        let mut cue = None;
        for (i, side) in [Side::Attackers, Side::Defenders].into_iter().enumerate() {
            let below = clock.left(side, now) < mark;
            if !below {
                // Above the mark again (a new game, an increment): the next fall warns again.
                self.low[i] = false;
            } else if !self.low[i] && clock.running() == Some(side) && person_plays(side) {
                // Told while the person's own time runs, not while the other side thinks.
                self.low[i] = true;
                cue = Some(Cue::LowTime);
            }
        }
        cue
    }
}

#[cfg(test)]
mod tests {
    use ardri_rules::{Game, Position};
    use ardri_saves::Metadata;

    use super::*;

    fn play(session: &mut Session, text: &str) {
        let m = session
            .shown_position()
            .parse_move(text)
            .expect("a legal move");
        session.play(m).expect("played");
    }

    /// The watcher without the window: the first look and an unchanged board are silent, a move
    /// sounds as a move, a capture as a capture, the end as the end, and a jump back is silent.
    #[test]
    fn the_board_sounds_as_it_changes() {
        // The attacker on d2 takes the defender on c3 against b3; the king is on b6.
        let start: Position = "7/1k5/7/7/1ad4/3a3/7 a".parse().expect("a position");
        let mut session = Session::from_game(Game::from_position(start), Metadata::default());
        let mut watch = Watch::default();
        assert!(watch.board(&session).is_empty(), "the first look");
        assert!(watch.board(&session).is_empty(), "nothing changed");
        play(&mut session, "d2d3");
        assert_eq!(watch.board(&session), [Cue::Capture]);
        play(&mut session, "b6b5");
        assert_eq!(watch.board(&session), [Cue::Move]);
        session.go_to(0);
        assert!(watch.board(&session).is_empty(), "a jump back is silent");
        session.go_to_line_end();
        assert!(watch.board(&session).is_empty(), "a jump forward is silent");
    }

    /// The low-time warning: once when the person's own clock falls below the mark.
    #[test]
    fn low_time_is_said_once_for_the_persons_own_clock() {
        let start = std::time::Instant::now();
        let mut clock = GameClock::new(Duration::from_secs(60), Duration::ZERO);
        clock.run(Side::Attackers, start);
        let mut watch = Watch::default();
        let person = |side: Side| side == Side::Attackers;
        assert_eq!(watch.clock(Some(&clock), person, start), None);
        let late = start + Duration::from_secs(55);
        assert_eq!(watch.clock(Some(&clock), person, late), Some(Cue::LowTime));
        assert_eq!(watch.clock(Some(&clock), person, late), None, "said once");
        // The other side's clock says nothing to the person.
        let mut watch = Watch::default();
        assert_eq!(
            watch.clock(Some(&clock), |s| s == Side::Defenders, late),
            None
        );
    }
}
