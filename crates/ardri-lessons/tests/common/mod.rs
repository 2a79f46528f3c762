//! What the tests share: the exercises and their positions, the learner's captures, and the
//! searches: the shortest way to an exercise's goal against the lessons' reply rule, and whether
//! the goal can be forced against every reply.

#![allow(dead_code)]

use ardri_lessons::{Attempt, Exercise, Stage, Standing, reply, stages};
use ardri_rules::{Bitboard, Direction, Move, Piece, Position, Square};

pub fn sq(name: &str) -> Square {
    name.parse().unwrap()
}

pub fn mv(text: &str) -> Move {
    Move::new(sq(&text[..2]), sq(&text[2..]))
}

pub fn all() -> impl Iterator<Item = &'static Exercise> {
    stages().iter().flat_map(|s| &s.exercises)
}

pub fn stage(id: &str) -> &'static Stage {
    stages().iter().find(|s| s.id == id).unwrap()
}

/// The positions before each move of the solution, the start first.
pub fn positions(ex: &Exercise) -> Vec<Position> {
    let mut position = ex.position;
    let mut out = vec![position];
    for &m in &ex.solution {
        position.play_unchecked(m);
        out.push(position);
    }
    out
}

/// For each piece a move captured, the piece that stood beyond it (the second piece of the
/// capture).
pub fn far_pieces(before: &Position, m: Move, captured: Bitboard) -> Vec<Option<Piece>> {
    captured
        .map(|victim| {
            let dir = Direction::ALL
                .into_iter()
                .find(|&d| m.to.step(d) == Some(victim))
                .expect("a captured piece is next to the square moved to");
            victim.step(dir).and_then(|far| before.piece_at(far))
        })
        .collect()
}

/// The learner's captures along the solution: (the piece that moved, the far pieces).
pub fn learner_captures(ex: &Exercise) -> Vec<(Piece, Vec<Option<Piece>>)> {
    let mut out = Vec::new();
    for (i, (before, &m)) in positions(ex).iter().zip(&ex.solution).enumerate() {
        let played = before.after_played(m);
        if i % 2 == 0 && played.captured.any() {
            out.push((played.piece, far_pieces(before, m, played.captured)));
        }
    }
    out
}

/// The learner's shortest line (with the rule's replies) that reaches the goal within `depth`
/// learner moves, if there is one.
pub fn shortest_against_rule(attempt: &Attempt<'_>, depth: u32) -> Option<Vec<Move>> {
    (1..=depth).find_map(|d| line_against_rule(attempt, d))
}

fn line_against_rule(attempt: &Attempt<'_>, depth: u32) -> Option<Vec<Move>> {
    for &m in attempt.game().position().legal_moves().iter() {
        let mut next = attempt.clone();
        match next.play(m) {
            Ok(Standing::Done { .. }) => return Some(vec![m]),
            Ok(Standing::Going) => {
                let Some(r) = reply(next.game().position()) else {
                    continue;
                };
                match next.play(r) {
                    Ok(Standing::Done { .. }) => return Some(vec![m, r]),
                    Ok(Standing::Going) if depth > 1 => {
                        if let Some(rest) = line_against_rule(&next, depth - 1) {
                            return Some([vec![m, r], rest].concat());
                        }
                    }
                    _ => {}
                }
            }
            _ => {}
        }
    }
    None
}

/// Whether the learner, to move, can reach the goal within `depth` moves whatever the opponent
/// replies; the first learner move that does it.
pub fn forced(attempt: &Attempt<'_>, depth: u32) -> Option<Move> {
    attempt
        .game()
        .position()
        .legal_moves()
        .iter()
        .copied()
        .find(|&m| {
            let mut next = attempt.clone();
            match next.play(m) {
                Ok(Standing::Done { .. }) => true,
                Ok(Standing::Going) => every_reply_loses(&next, depth - 1),
                _ => false,
            }
        })
}

/// Whether every reply of the opponent (to move) reaches the goal or leaves the learner a forced
/// goal within `depth` more moves.
pub fn every_reply_loses(attempt: &Attempt<'_>, depth: u32) -> bool {
    let replies = attempt.game().position().legal_moves();
    !replies.is_empty()
        && replies.iter().all(|&r| {
            let mut next = attempt.clone();
            match next.play(r) {
                Ok(Standing::Done { .. }) => true,
                Ok(Standing::Going) => depth > 0 && forced(&next, depth).is_some(),
                _ => false,
            }
        })
}
