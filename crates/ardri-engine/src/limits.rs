//! What bounds a search: depth, nodes, a fixed time, a clock with increment, or nothing (infinite).

use std::time::{Duration, Instant};

/// The side to move's clock.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Clock {
    pub remaining: Duration,
    pub increment: Duration,
}

/// Limits of one search; with none set the search runs to its maximum depth.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub struct Limits {
    pub depth: Option<u32>,
    pub nodes: Option<u64>,
    pub movetime: Option<Duration>,
    pub clock: Option<Clock>,
    /// Search until stopped; also keeps searching (and waiting) after the maximum depth.
    pub infinite: bool,
}

/// The deepest iteration the search will start.
pub const MAX_DEPTH: u32 = 64;

/// Time lost between deciding on a move and the opponent's clock starting.
const MOVE_OVERHEAD: Duration = Duration::from_millis(5);

impl Limits {
    pub fn depth(depth: u32) -> Limits {
        Limits {
            depth: Some(depth),
            ..Limits::default()
        }
    }

    pub fn movetime(time: Duration) -> Limits {
        Limits {
            movetime: Some(time),
            ..Limits::default()
        }
    }

    pub fn nodes(nodes: u64) -> Limits {
        Limits {
            nodes: Some(nodes),
            ..Limits::default()
        }
    }

    pub fn infinite() -> Limits {
        Limits {
            infinite: true,
            ..Limits::default()
        }
    }

    pub fn max_depth(&self) -> u32 {
        self.depth.unwrap_or(MAX_DEPTH).clamp(1, MAX_DEPTH)
    }
}

/// Deadlines computed once when a search starts.
#[derive(Clone, Copy, Debug)]
pub struct TimePlan {
    /// Do not start a new iteration after this.
    pub soft: Option<Instant>,
    /// Stop at once at this.
    pub hard: Option<Instant>,
}

impl TimePlan {
    pub fn new(limits: &Limits, start: Instant) -> TimePlan {
        if limits.infinite {
            return TimePlan {
                soft: None,
                hard: None,
            };
        }
        let mut soft: Option<Duration> = None;
        let mut hard: Option<Duration> = None;
        if let Some(t) = limits.movetime {
            soft = Some(t);
            hard = Some(t);
        }
        if let Some(clock) = limits.clock {
            let left = clock.remaining.saturating_sub(MOVE_OVERHEAD);
            // Plan on about 30 more moves; spend most of the increment; never more than a third of what is left.
            let target = left / 30 + clock.increment * 3 / 4;
            let ceiling = left / 3;
            let soft_t = target.min(ceiling);
            let hard_t = (target * 4).min(ceiling).max(soft_t);
            soft = Some(soft.map_or(soft_t, |s| s.min(soft_t)));
            hard = Some(hard.map_or(hard_t, |h| h.min(hard_t)));
        }
        TimePlan {
            // An iteration started after half the soft budget rarely finishes in time.
            soft: soft.map(|s| start + s / 2),
            hard: hard.map(|h| start + h),
        }
    }

    /// The engine's plan. With a fixed time per move and no clock there is nothing to save time for,
    /// and an iteration cut short by the deadline never makes the move worse (the root keeps its best
    /// move until another one is proven better), so iterations start until the deadline itself. With
    /// a clock, as [`TimePlan::new`]. (The baseline keeps [`TimePlan::new`] unchanged.)
    pub fn for_engine(limits: &Limits, start: Instant, use_all_movetime: bool) -> TimePlan {
        let plan = TimePlan::new(limits, start);
        match (limits.movetime, limits.clock) {
            (Some(_), None) if use_all_movetime && !limits.infinite => TimePlan {
                soft: plan.hard,
                hard: plan.hard,
            },
            _ => plan,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn clock_budget_stays_within_the_remaining_time() {
        let start = Instant::now();
        let limits = Limits {
            clock: Some(Clock {
                remaining: Duration::from_secs(60),
                increment: Duration::from_secs(1),
            }),
            ..Limits::default()
        };
        let plan = TimePlan::new(&limits, start);
        let hard = plan.hard.unwrap() - start;
        let soft = plan.soft.unwrap() - start;
        assert!(soft < hard);
        assert!(hard <= Duration::from_secs(20));
        assert!(hard >= Duration::from_secs(2));
        let nothing = TimePlan::new(&Limits::infinite(), start);
        assert!(nothing.soft.is_none() && nothing.hard.is_none());
    }

    #[test]
    fn the_engine_uses_all_of_a_fixed_move_time() {
        let start = Instant::now();
        let limits = Limits::movetime(Duration::from_millis(100));
        let plan = TimePlan::for_engine(&limits, start, true);
        assert_eq!(plan.soft, plan.hard);
        assert_eq!(plan.hard.unwrap() - start, Duration::from_millis(100));
        let half = TimePlan::for_engine(&limits, start, false);
        assert_eq!(half.soft.unwrap() - start, Duration::from_millis(50));
    }

    #[test]
    fn movetime_is_a_hard_deadline() {
        let start = Instant::now();
        let plan = TimePlan::new(&Limits::movetime(Duration::from_millis(100)), start);
        assert_eq!(plan.hard.unwrap() - start, Duration::from_millis(100));
    }
}
