//! The rule each stage teaches, checked on its exercises: one step at a time, the two kinds of
//! capture, safety between two, every way of capturing the king, the trap beside the corner, the
//! race, blocking, the repetition, the opening's ring, two threats at once, the endgame.

mod common;

use ardri_lessons::{Attempt, Goal, Standing, check, king_walled_in, king_ways, reply};
use ardri_rules::{Bitboard, Direction, EndReason, Move, Piece, Position, Side, Square};
use common::{all, learner_captures, positions, stage};

#[test]
fn moving_teaches_the_step_and_the_restricted_squares() {
    let exercises = &stage("moving").exercises;
    assert!(
        exercises
            .iter()
            .all(|ex| matches!(ex.goal, Goal::Bring { .. }))
    );
    // Every move of the learner's is one step (the rules allow no other), and the learner's
    // piece walks the whole way.
    // The king goes onto the throne in one; an ordinary piece must go round the throne in
    // another (par above the distance); a corner is in the way of an attacker in a third.
    let king_to_throne = exercises.iter().any(|ex| match ex.goal {
        Goal::Bring { from, to } => {
            ex.position.piece_at(from) == Some(Piece::King) && Bitboard::THRONE.contains(to)
        }
        _ => false,
    });
    let round_the_throne = exercises.iter().any(|ex| match ex.goal {
        Goal::Bring { from, to } => {
            ex.position.piece_at(from) == Some(Piece::Defender)
                && ex.par > u32::from(from.distance(to))
                && matches!(
                    check(ex, &[Move::new(from, Square::D4)]),
                    Standing::Failed(_)
                )
        }
        _ => false,
    });
    let attacker_beside_corner = exercises.iter().any(|ex| match ex.goal {
        Goal::Bring { from, .. } => {
            ex.position.piece_at(from) == Some(Piece::Attacker)
                && (from.bitboard().neighbours() & Bitboard::CORNERS).any()
        }
        _ => false,
    });
    assert!(king_to_throne && round_the_throne && attacker_beside_corner);
}

#[test]
fn capturing_is_done_by_ordinary_pieces_on_both_sides() {
    let exercises = &stage("capturing").exercises;
    assert!(exercises.iter().any(|ex| ex.learner == Side::Attackers));
    for ex in exercises {
        assert!(matches!(ex.goal, Goal::Capture(_)), "{}", ex.id);
        let captures = learner_captures(ex);
        assert!(!captures.is_empty(), "{}", ex.id);
        for (piece, far) in captures {
            assert_ne!(piece, Piece::King, "{}", ex.id);
            assert!(
                far.iter()
                    .all(|p| p.is_some_and(|p| p != Piece::King && p.side() == ex.learner)),
                "{}: {far:?}",
                ex.id
            );
        }
    }
    // One of them takes two at once.
    assert!(
        exercises
            .iter()
            .any(|ex| matches!(&ex.goal, Goal::Capture(s) if s.len() == 2))
    );
}

#[test]
fn the_king_takes_part_in_every_capture_of_his_stage() {
    let exercises = &stage("king-captures").exercises;
    let (mut moving, mut far) = (false, false);
    for ex in exercises {
        assert_eq!(ex.learner, Side::Defenders);
        let captures = learner_captures(ex);
        assert!(!captures.is_empty(), "{}", ex.id);
        for (piece, fars) in captures {
            let king_moves = piece == Piece::King;
            let king_far = fars.contains(&Some(Piece::King));
            assert!(king_moves || king_far, "{}: the king did not help", ex.id);
            moving |= king_moves;
            far |= king_far;
        }
    }
    assert!(moving && far, "the king both captures and helps capture");
}

#[test]
fn a_piece_that_steps_between_two_enemies_is_not_taken() {
    for ex in &stage("safe-between").exercises {
        let positions = positions(ex);
        let mut stepped_between = false;
        for (i, &m) in ex.solution.iter().enumerate().step_by(2) {
            let before = &positions[i];
            let enemy = before.side_pieces(ex.learner.opponent());
            let between = [Direction::North, Direction::East].into_iter().any(|d| {
                let a = m.to.step(d);
                let b = m.to.step(d.opposite());
                a.zip(b)
                    .is_some_and(|(a, b)| enemy.contains(a) && enemy.contains(b))
            });
            if between {
                stepped_between = true;
                // No reply can take it.
                let next = positions[i + 1];
                for &r in next.legal_moves().iter() {
                    assert!(
                        !next.after_played(r).captured.contains(m.to),
                        "{}: {r}",
                        ex.id
                    );
                }
            }
        }
        assert!(stepped_between, "{}: no step between two enemies", ex.id);
    }
}

/// How the king stood when he was captured: (attackers, throne, corners, off-board sides).
fn enclosure(position: &Position) -> (u32, u32, u32, u32) {
    let king = position.king_square();
    let around = king.bitboard().neighbours();
    (
        (around & position.attackers()).count(),
        (around & Bitboard::THRONE).count(),
        (around & Bitboard::CORNERS).count(),
        4 - around.count(),
    )
}

#[test]
fn the_king_is_captured_in_each_of_the_four_ways_of_the_rules() {
    let mut ways = std::collections::BTreeSet::new();
    let mut defender_first = false;
    for ex in &stage("king-capture").exercises {
        assert_eq!(ex.goal, Goal::CaptureKing);
        let end = *positions(ex).last().unwrap();
        assert_eq!(
            end.terminal(),
            Some(ardri_rules::Terminal::KingCaptured),
            "{}",
            ex.id
        );
        ways.insert(enclosure(&end));
        // A defender beside the king at the start, taken on the way.
        let start_guard = ex.position.king().neighbours() & ex.position.defenders();
        if start_guard.any() && (end.defenders() & start_guard).is_empty() {
            defender_first = true;
        }
    }
    for way in [(4, 0, 0, 0), (3, 1, 0, 0), (3, 0, 0, 1), (2, 0, 1, 1)] {
        assert!(ways.contains(&way), "no capture with {way:?}: {ways:?}");
    }
    assert!(
        defender_first,
        "no exercise takes the king's defender first"
    );
}

#[test]
fn escapes_end_with_the_king_in_a_corner() {
    assert!(
        stage("escape")
            .exercises
            .iter()
            .all(|ex| ex.goal == Goal::Escape)
    );
    for ex in all().filter(|ex| ex.goal == Goal::Escape) {
        let last = *ex.solution.last().unwrap();
        let before = positions(ex)[ex.solution.len() - 1];
        assert_eq!(before.piece_at(last.from), Some(Piece::King), "{}", ex.id);
        assert!(Bitboard::CORNERS.contains(last.to), "{}", ex.id);
    }
}

#[test]
fn blocking_leaves_the_opponent_pieces_but_no_move() {
    for ex in &stage("blocking").exercises {
        assert_eq!(ex.goal, Goal::Block);
        let positions = positions(ex);
        let end = positions.last().unwrap();
        let opponent = ex.learner.opponent();
        assert_eq!(end.side_to_move(), opponent);
        assert!(!end.has_moves(), "{}", ex.id);
        // Shut in, not wiped out: the opponent still has pieces besides the king.
        let ordinary = end.side_pieces(opponent) & !end.king();
        assert!(ordinary.any(), "{}", ex.id);
        let last = positions[positions.len() - 2].after_played(*ex.solution.last().unwrap());
        assert!(
            last.captured.is_empty(),
            "{}: the last move captures",
            ex.id
        );
    }
}

#[test]
fn repetition_is_a_draw_reached_without_a_capture() {
    for ex in &stage("repetition").exercises {
        let mut attempt = Attempt::new(ex);
        for &m in &ex.solution {
            attempt.play(m).unwrap();
        }
        let outcome = attempt.game().outcome().unwrap();
        assert_eq!(
            (outcome.winner, outcome.reason),
            (None, EndReason::Repetition)
        );
        assert!(
            attempt.game().moves().iter().all(|p| p.captured.is_empty()),
            "{}",
            ex.id
        );
        // Every learner move answers a threat or makes one: the draw is a fight, not a shuffle.
        for (i, pos) in positions(ex)
            .iter()
            .enumerate()
            .step_by(2)
            .take(ex.par as usize)
        {
            let after = pos.after_unchecked(ex.solution[i]);
            assert!(
                pos.must_answer_threat() || after.must_answer_threat(),
                "{}: move {} is a shuffle",
                ex.id,
                i + 1
            );
        }
    }
}

/// The squares from which a capture by `side` is threatened: the enemy pieces `side` could take
/// with one move if it were its turn.
fn threatened(position: &Position, side: Side) -> Bitboard {
    let p = position.with_side_to_move(side);
    p.legal_moves()
        .iter()
        .fold(Bitboard::EMPTY, |acc, &m| acc | p.after_played(m).captured)
}

#[test]
fn the_opening_closes_the_ring_or_opens_it() {
    // What the intro says: the start's ring has four gaps, b6, f6, b2 and f2; with an attacker on
    // each (the four that stand nearest, d6, b4, f4 and d2, moved there) the king is walled in.
    let start: Position = "2aaa2/3a3/a1ddd1a/aadkdaa/a1ddd1a/3a3/2aaa2 d"
        .parse()
        .unwrap();
    assert_eq!(king_ways(&start) & Bitboard::CORNERS, Bitboard::CORNERS);
    let ring: Position = "2aaa2/1a3a1/a1ddd1a/a1dkd1a/a1ddd1a/1a3a1/2aaa2 d"
        .parse()
        .unwrap();
    assert_eq!(ring.attackers().count(), 16);
    assert!(king_walled_in(&ring));
    let exercises = &stage("opening").exercises;
    for ex in exercises {
        // An opening: most pieces are still on the board.
        assert!(ex.position.occupied().count() >= 20, "{}", ex.id);
        let corners = |p: &Position| (king_ways(p) & Bitboard::CORNERS).count();
        let end = *positions(ex).last().unwrap();
        match ex.learner {
            // The ring closes: the king can walk to fewer corners at the end.
            Side::Attackers => assert!(corners(&end) < corners(&ex.position), "{}", ex.id),
            // It opens: an attacker taken, or the king out.
            Side::Defenders => assert!(
                end.attackers().count() < ex.position.attackers().count()
                    || end.terminal() == Some(ardri_rules::Terminal::KingEscaped),
                "{}",
                ex.id
            ),
        }
    }
    for side in [Side::Attackers, Side::Defenders] {
        assert!(exercises.iter().filter(|ex| ex.learner == side).count() >= 2);
    }
    assert!(
        exercises
            .iter()
            .any(|ex| matches!(ex.goal, Goal::StopEscape { .. }))
    );
}

#[test]
fn the_endgame_is_played_with_few_pieces() {
    let exercises = &stage("endgame").exercises;
    for ex in exercises {
        assert!(ex.position.occupied().count() <= 7, "{}", ex.id);
        assert!(ex.position.defenders().count() <= 2, "{}", ex.id);
    }
    // The king captured by three attackers, and escaping: both sides play.
    assert!(
        exercises
            .iter()
            .any(|ex| { ex.goal == Goal::CaptureKing && ex.position.attackers().count() == 3 })
    );
    assert!(exercises.iter().any(|ex| ex.goal == Goal::Escape));
    for side in [Side::Attackers, Side::Defenders] {
        assert!(exercises.iter().any(|ex| ex.learner == side));
    }
}

#[test]
fn tactics_make_two_threats_at_once() {
    let exercises = &stage("tactics").exercises;
    let mut double_route = false;
    for ex in exercises {
        let start = ex.position;
        let after = start.after_unchecked(ex.solution[0]);
        match ex.goal {
            Goal::TakeAny { count: 1 } => {
                assert!(threatened(&start, ex.learner).is_empty(), "{}", ex.id);
                assert!(threatened(&after, ex.learner).count() >= 2, "{}", ex.id);
            }
            Goal::Escape => {
                // The king's key move opens two doors (empty squares beside corners).
                let key = positions(ex)
                    .iter()
                    .step_by(2)
                    .zip(ex.solution.iter().step_by(2))
                    .map(|(p, &m)| p.after_unchecked(m))
                    .find(|p| {
                        let doors =
                            p.king().neighbours() & Bitboard::CORNERS.neighbours() & !p.occupied();
                        doors.count() >= 2
                    });
                assert!(key.is_some(), "{}", ex.id);
                double_route = true;
            }
            ref goal => panic!("{}: {goal}", ex.id),
        }
    }
    assert!(double_route);
    assert!(exercises.iter().any(|ex| ex.learner == Side::Attackers));
}

/// The trap beside the corner (issue 45): in each exercise the other door is a trap. Stepping the
/// king onto it, the opponent's reply captures him there, and the attempt fails; the solution's
/// door is not.
#[test]
fn the_other_door_is_a_trap_that_captures_the_king() {
    for ex in stage("corner-trap").exercises.iter() {
        let king = ex.position.king_square();
        let doors: Vec<Move> = ex
            .position
            .legal_moves()
            .iter()
            .copied()
            .filter(|m| m.from == king)
            .filter(|m| Bitboard::CORNERS.map(|c| c.distance(m.to)).min() == Some(1))
            .collect();
        assert!(doors.contains(&ex.solution[0]), "{}: {doors:?}", ex.id);
        let traps: Vec<Move> = doors
            .into_iter()
            .filter(|&m| m != ex.solution[0])
            .filter(|&m| {
                let after = ex.position.after_unchecked(m);
                reply(&after).is_some_and(|r| after.after_played(r).king_captured)
            })
            .collect();
        assert_eq!(traps.len(), 1, "{}: one door is a trap", ex.id);
        assert!(
            matches!(
                check(ex, &[traps[0]]),
                Standing::Going | Standing::Failed(_)
            ),
            "{}",
            ex.id
        );
        let failed = {
            let after = ex.position.after_unchecked(traps[0]);
            check(ex, &[traps[0], reply(&after).unwrap()])
        };
        assert!(
            matches!(failed, Standing::Failed(_)),
            "{}: {failed:?}",
            ex.id
        );
    }
}

/// The race to a corner (issue 45): running first the other way, to the corner an attacker is
/// nearer to, does not reach a corner within par against the reply rule.
#[test]
fn running_the_other_way_loses_the_race() {
    for ex in stage("race").exercises.iter() {
        let right = ex.solution[0];
        let (dx, dy) = (
            i32::from(right.to.file()) - i32::from(right.from.file()),
            i32::from(right.to.rank()) - i32::from(right.from.rank()),
        );
        let wrong = ex
            .position
            .legal_moves()
            .iter()
            .copied()
            .find(|m| {
                m.from == right.from
                    && i32::from(m.to.file()) - i32::from(m.from.file()) == -dx
                    && i32::from(m.to.rank()) - i32::from(m.from.rank()) == -dy
            })
            .unwrap_or_else(|| panic!("{}: no move the other way", ex.id));
        let mut attempt = Attempt::new(ex);
        assert_eq!(attempt.play(wrong).unwrap(), Standing::Going, "{}", ex.id);
        let reply = attempt.next_reply().expect("a reply");
        assert_eq!(attempt.play(reply).unwrap(), Standing::Going, "{}", ex.id);
        assert!(
            common::shortest_against_rule(&attempt, ex.par - 1).is_none(),
            "{}: {wrong} still wins the race",
            ex.id
        );
    }
}
