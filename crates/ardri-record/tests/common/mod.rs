//! Games and ratings for the tests (and the bench): legal games from a seed, rows around them.

#![allow(dead_code)]

use ardri_record::{GameRow, Player, Rated, Rating, RatingChange, Utc};
use ardri_rules::{EndReason, Game, Outcome, Rules, Side};

/// A small deterministic generator (xorshift).
pub struct Seeded(u64);

impl Seeded {
    pub fn new(seed: u64) -> Seeded {
        Seeded(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1)
    }

    pub fn next(&mut self) -> u64 {
        let mut x = self.0;
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        self.0 = x;
        x
    }

    pub fn below(&mut self, n: u64) -> u64 {
        self.next() % n
    }
}

/// A legal game of up to `max_plies` random moves and how it ended: the board's result where the
/// moves reach one, else a resignation, a timeout or nothing (left unfinished).
pub fn random_game(rng: &mut Seeded, max_plies: usize) -> (Vec<String>, Option<Outcome>) {
    let mut game = Game::new(Rules::default());
    let mut moves = Vec::new();
    while moves.len() < max_plies && !game.is_over() {
        let legal = game.position().legal_moves();
        let mv = legal[rng.below(legal.len() as u64) as usize];
        moves.push(mv.to_string());
        game.play(mv).unwrap();
    }
    let outcome = game.outcome().or_else(|| {
        let loser = game.position().side_to_move();
        match rng.below(3) {
            0 => Some(Outcome {
                winner: Some(loser.opponent()),
                reason: EndReason::Resignation,
            }),
            1 => Some(Outcome {
                winner: Some(loser.opponent()),
                reason: EndReason::Timeout,
            }),
            _ => None,
        }
    });
    (moves, outcome)
}

pub fn rating(r: f64) -> Rating {
    Rating {
        rating: r,
        deviation: 200.0,
        volatility: 0.06,
    }
}

/// A game against `level` where the person played `person`, finished at `at`.
pub fn row(
    moves: Vec<String>,
    outcome: Option<Outcome>,
    level: u8,
    person: Side,
    at: i64,
) -> GameRow {
    let engine = Player {
        name: format!("Ard Ri Engine (level {level})"),
        rating_before: Some(700.0 + 100.0 * f64::from(level)),
        rating_after: None,
    };
    let human = Player::named("Human");
    let (attackers, defenders) = match person {
        Side::Attackers => (human, engine),
        Side::Defenders => (engine, human),
    };
    GameRow {
        started_at: Utc(at - 600),
        finished_at: Utc(at),
        start: None,
        moves,
        outcome,
        level: Some(level),
        person: Some(person),
        attackers,
        defenders,
        rated: Rated::Yes,
        clock: None,
        saved_to: None,
    }
}

/// The shortest game: the defenders' first move, then one side resigns.
pub fn resigned(winner: Side, at: i64) -> GameRow {
    row(
        vec!["c3c2".into()],
        Some(Outcome {
            winner: Some(winner),
            reason: EndReason::Resignation,
        }),
        3,
        Side::Defenders,
        at,
    )
}

/// A rating change from `before` by `delta` points.
pub fn change(before: f64, delta: f64) -> RatingChange {
    RatingChange {
        before: rating(before),
        after: rating(before + delta),
    }
}

/// A day's moment: 2026-01-01 plus `days` days and `seconds`.
pub fn day(days: i64, seconds: i64) -> i64 {
    1_767_225_600 + days * 86_400 + seconds
}
