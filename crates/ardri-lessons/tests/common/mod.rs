//! Searches the tests share: the shortest way to an exercise's goal against the lessons' reply
//! rule, and whether the goal can be forced against every reply.

#![allow(dead_code)]

use ardri_lessons::{Attempt, Progress, reply};
use ardri_rules::Move;

/// The learner's shortest line (with the rule's replies) that reaches the goal within `depth`
/// learner moves, if there is one.
pub fn shortest_against_rule(attempt: &Attempt<'_>, depth: u32) -> Option<Vec<Move>> {
    (1..=depth).find_map(|d| line_against_rule(attempt, d))
}

fn line_against_rule(attempt: &Attempt<'_>, depth: u32) -> Option<Vec<Move>> {
    for &m in attempt.game().position().legal_moves().iter() {
        let mut next = attempt.clone();
        match next.play(m) {
            Ok(Progress::Done { .. }) => return Some(vec![m]),
            Ok(Progress::Going) => {
                let Some(r) = reply(next.game().position()) else {
                    continue;
                };
                match next.play(r) {
                    Ok(Progress::Done { .. }) => return Some(vec![m, r]),
                    Ok(Progress::Going) if depth > 1 => {
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
                Ok(Progress::Done { .. }) => true,
                Ok(Progress::Going) => every_reply_loses(&next, depth - 1),
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
                Ok(Progress::Done { .. }) => true,
                Ok(Progress::Going) => depth > 0 && forced(&next, depth).is_some(),
                _ => false,
            }
        })
}
