//! Every lesson checked by the rules core: its position, its solution move by move, its par, its
//! replies. The checks are one audit per exercise, and the last tests break exercises on purpose to
//! see the audit catch them. The rule each stage teaches is checked in `stages.rs`; walling the king
//! in and running out of moves in `stopping.rs`.

mod common;

use ardri_lessons::{
    Attempt, Exercise, Goal, Standing, check, exercise, reply, stages, stars, try_stages,
};
use ardri_rules::{Move, Piece, Position, Side};
use common::{all, learner_captures, mv};

/// Whether a goal can be completed by the opponent's move (the solution then ends with a reply).
fn ends_on_a_reply(goal: &Goal) -> bool {
    matches!(goal, Goal::StopEscape { .. } | Goal::Repetition)
}

/// Everything wrong with an exercise's data, checked by the rules core; empty when it is sound.
fn audit(ex: &Exercise) -> Vec<String> {
    let mut faults = Vec::new();
    let mut fault = |text: String| faults.push(format!("{}: {text}", ex.id));
    let start = ex.position;
    if start.side_to_move() != ex.learner {
        fault("the learner is not the side to move".into());
    }
    if start.is_decided_on_board() || !start.has_moves() {
        fault("the position is already decided".into());
    }
    if ex.goal.to_string().parse::<Goal>().as_ref() != Ok(&ex.goal) {
        fault(format!("the goal '{}' does not read back", ex.goal));
    }
    // The line: legal move by move, the learner first and then every other move, the goal
    // reached with the last move and not before, in par moves of the learner.
    let expected_len = 2 * ex.par as usize - usize::from(!ends_on_a_reply(&ex.goal));
    if ex.solution.len() != expected_len {
        fault(format!(
            "the solution has {} moves, par {} needs {expected_len}",
            ex.solution.len(),
            ex.par
        ));
    }
    let mut attempt = Attempt::new(ex);
    for (i, &m) in ex.solution.iter().enumerate() {
        let mover = attempt.game().position().side_to_move();
        if (mover == ex.learner) != (i % 2 == 0) {
            fault(format!("move {} ({m}) is not the turn it should be", i + 1));
        }
        if i % 2 == 1 {
            let rule = reply(attempt.game().position());
            if rule != Some(m) {
                let rule = rule.map_or("nothing".to_string(), |r| r.to_string());
                fault(format!(
                    "reply {} is {m}, the reply rule plays {rule}",
                    i + 1
                ));
            }
            if attempt.next_reply() != Some(m) {
                fault(format!("the attempt does not offer {m} as reply {}", i + 1));
            }
        }
        match attempt.play(m) {
            Err(e) => {
                fault(format!("move {} ({m}) is illegal: {e}", i + 1));
                return faults;
            }
            Ok(progress) => {
                let last = i + 1 == ex.solution.len();
                match (last, &progress) {
                    (true, Standing::Done { stars: 3 }) | (false, Standing::Going) => {}
                    _ => fault(format!("after move {} ({m}): {progress:?}", i + 1)),
                }
            }
        }
    }
    if attempt.learner_moves() != ex.par {
        fault(format!(
            "the learner makes {} moves, par is {}",
            attempt.learner_moves(),
            ex.par
        ));
    }
    // Par is the fewest moves against the reply rule: no shorter line reaches the goal.
    if ex.par > 1
        && let Some(line) = common::shortest_against_rule(&Attempt::new(ex), ex.par - 1)
    {
        fault(format!("a shorter line reaches the goal: {line:?}"));
    }
    // Done only by the solution's first move when one move is enough: others go on or fail.
    for &m in ex.position.legal_moves().iter() {
        if m != ex.solution[0] && matches!(check(ex, &[m]), Standing::Done { .. }) {
            fault(format!("the first move {m} also finishes it"));
        }
    }
    faults
}

/// Whether the learner reaches the goal within par whatever the opponent replies.
fn forced(ex: &Exercise) -> bool {
    common::forced(&Attempt::new(ex), ex.par).is_some()
}

#[test]
fn the_table_builds_with_three_to_six_exercises_a_stage_and_unique_ids() {
    let built = try_stages().expect("the table builds");
    assert_eq!(built.len(), stages().len());
    let ids: Vec<&str> = stages().iter().map(|s| s.id).collect();
    assert_eq!(
        ids,
        [
            "moving",
            "capturing",
            "king-captures",
            "safe-between",
            "king-capture",
            "escape",
            "corner-trap",
            "race",
            "stop-escape",
            "blocking",
            "repetition",
            "opening",
            "tactics",
            "endgame"
        ]
    );
    let mut seen = std::collections::HashSet::new();
    for stage in stages() {
        assert!(
            (3..=6).contains(&stage.exercises.len()),
            "{}: {} exercises",
            stage.id,
            stage.exercises.len()
        );
        assert!(!stage.title.is_empty() && !stage.intro.is_empty());
        for (i, ex) in stage.exercises.iter().enumerate() {
            assert_eq!(ex.id, format!("{}-{}", stage.id, i + 1));
            assert_eq!((ex.stage, ex.number), (stage.id, i + 1));
            assert!(seen.insert(ex.id.clone()), "{} twice", ex.id);
            assert!(!ex.goal_text.is_empty() && !ex.hint.is_empty(), "{}", ex.id);
            assert_eq!(exercise(&ex.id).map(|e| &e.id), Some(&ex.id));
        }
    }
}

#[test]
fn docs_lessons_md_lists_every_stage_and_exercise() {
    let doc = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../../docs/lessons.md"
    ))
    .unwrap();
    let count: usize = stages().iter().map(|s| s.exercises.len()).sum();
    assert!(
        doc.contains(&format!(" {count} in all.")),
        "the count, {count}"
    );
    let mut at = 0;
    for stage in stages() {
        let heading = format!("### {} (`{}`)", stage.title, stage.id);
        at += doc[at..]
            .find(&heading)
            .unwrap_or_else(|| panic!("{heading}, in the order of the stages"));
        let rest = &doc[at + heading.len()..];
        let section = &rest[..rest.find("\n#").unwrap_or(rest.len())];
        for ex in &stage.exercises {
            let line = format!("\n{}. {} *(", ex.number, ex.goal_text);
            assert!(section.contains(&line), "{}: {line:?}", ex.id);
        }
    }
}

#[test]
fn every_exercise_passes_the_audit() {
    let faults: Vec<String> = all().flat_map(audit).collect();
    assert!(faults.is_empty(), "{faults:#?}");
}

#[test]
fn every_goal_but_a_repetition_is_forced_against_every_reply() {
    // A repetition needs the opponent's cooperation (the reply rule's); every other goal is
    // reached within par whatever the opponent plays.
    for ex in all().filter(|ex| ex.goal != Goal::Repetition) {
        assert!(forced(ex), "{}: not forced in {}", ex.id, ex.par);
    }
}

#[test]
fn wrong_obvious_moves_go_on_or_fail() {
    let going_or_failed = |id: &str, moves: &[&str], failed: bool| {
        let ex = exercise(id).unwrap();
        let moves: Vec<Move> = moves.iter().map(|m| mv(m)).collect();
        let progress = check(ex, &moves);
        match (failed, &progress) {
            (true, Standing::Failed(_)) | (false, Standing::Going) => {}
            _ => panic!("{id} {moves:?}: {progress:?}"),
        }
        progress
    };
    // Onto the throne or into a corner: refused by the rules.
    let Standing::Failed(failure) = going_or_failed("moving-3", &["c4d4"], true) else {
        unreachable!()
    };
    let why = failure.to_string();
    assert!(why.contains("restricted"), "{why}");
    going_or_failed("moving-4", &["a6a7"], true);
    // The wrong piece: not done yet.
    going_or_failed("capturing-1", &["c5c6"], false);
    // Only one side of the defender closed: not done yet.
    going_or_failed("capturing-5", &["b3c3", "d7e7"], false);
    // Not closing the ring: the king escapes.
    let Standing::Failed(failure) = going_or_failed("king-capture-4", &["c1d1", "b1a1"], true)
    else {
        unreachable!()
    };
    let why = failure.to_string();
    assert_eq!(why, "The king escaped to a corner.");
    // Leaving a door: the king steps onto it and stands beside the corner.
    let Standing::Failed(failure) = going_or_failed("stop-escape-1", &["a2a3", "g5g6"], true)
    else {
        unreachable!()
    };
    let why = failure.to_string();
    assert!(why.starts_with("The king stands next to a corner"), "{why}");
    // Moving the defender instead of the king: the king is captured.
    let Standing::Failed(failure) = going_or_failed("repetition-1", &["b4b5", "c1d1"], true) else {
        unreachable!()
    };
    let why = failure.to_string();
    assert_eq!(why, "The king was captured.");
    // Giving a piece away: the king takes it.
    let Standing::Failed(failure) = going_or_failed("tactics-3", &["f5e5", "f4f5"], true) else {
        unreachable!()
    };
    let why = failure.to_string();
    assert!(why.starts_with("The defenders took your attacker"), "{why}");
    // Winning another way is not what the exercise asks.
    let Standing::Failed(failure) = going_or_failed(
        "moving-2",
        &["b4b3", "f2f1", "b3b2", "f1e1", "b2b1", "e1e2", "b1a1"],
        true,
    ) else {
        unreachable!()
    };
    let why = failure.to_string();
    assert!(why.starts_with("You won the game"), "{why}");
}

#[test]
fn stars_count_the_learners_moves() {
    assert_eq!(stars(1, 1), 3);
    assert_eq!(stars(1, 2), 2);
    assert_eq!(stars(1, 3), 1);
    assert_eq!(stars(3, 5), 2);
    assert_eq!(stars(3, 6), 1);
    // A detour in the first exercise: five moves instead of three.
    let ex = exercise("moving-1").unwrap();
    let mut attempt = Attempt::new(ex);
    for m in ["c2b2", "b2b3", "b3b4", "b4b5", "b5c5"] {
        if !attempt.learners_turn() {
            let r = attempt.next_reply().unwrap();
            attempt.play(r).unwrap();
        }
        attempt.play(mv(m)).unwrap();
        if !attempt.progress().is_over() {
            let r = attempt.next_reply().unwrap();
            attempt.play(r).unwrap();
        }
    }
    assert_eq!(attempt.progress(), &Standing::Done { stars: 2 });
}

#[test]
fn an_attempt_refuses_illegal_moves_and_moves_after_the_end() {
    let ex = exercise("capturing-1").unwrap();
    let mut attempt = Attempt::new(ex);
    assert!(attempt.learners_turn());
    assert_eq!(attempt.next_reply(), None);
    assert!(attempt.play(mv("c5c3")).is_err());
    assert_eq!(attempt.game().ply_count(), 0);
    assert_eq!(attempt.play(mv("f5e5")), Ok(Standing::Done { stars: 3 }));
    assert!(attempt.play(mv("b2b3")).is_err());
    assert!(
        matches!(check(ex, &[mv("c5c3")]), Standing::Failed(why) if why.to_string().starts_with("c5c3:"))
    );
    // Off the solution, the reply comes from the rule.
    let ex = exercise("capturing-4").unwrap();
    let mut attempt = Attempt::new(ex);
    attempt.play(mv("d6d5")).unwrap();
    assert_eq!(attempt.next_reply(), reply(attempt.game().position()));
    assert!(attempt.next_reply().is_some());
}

#[test]
fn the_reply_rule_takes_wins_and_answers_threats() {
    // The king next to a corner steps into it.
    let p: Position = "7/7/7/7/4a2/5a1/4ak1 d".parse().unwrap();
    assert_eq!(reply(&p), Some(mv("f1g1")));
    // The attackers capture the king when they can.
    let p: Position = "7/2a4/1aka3/7/2a4/7/7 a".parse().unwrap();
    assert_eq!(reply(&p), Some(mv("c3c4")));
    // The king steps out of a closing ring.
    let p: Position = "7/7/7/7/2aa3/2aka2/4a2 d".parse().unwrap();
    assert_eq!(reply(&p), Some(mv("d2d1")));
    // No reply in a decided game.
    let p: Position = "k6/7/7/7/7/7/1a5 a".parse().unwrap();
    assert_eq!(reply(&p), None);
}

/// The learner's moves with the reply rule's answers between them.
fn with_rule_replies(ex: &Exercise, learner_moves: &[&str]) -> Vec<Move> {
    let mut position = ex.position;
    let mut line = Vec::new();
    for (i, m) in learner_moves.iter().enumerate() {
        position.play(mv(m)).unwrap();
        line.push(mv(m));
        if i + 1 < learner_moves.len() {
            let r = reply(&position).unwrap();
            position.play(r).unwrap();
            line.push(r);
        }
    }
    line
}

/// A copy of an exercise with something changed, for the audit to catch.
fn broken(id: &str, change: impl FnOnce(&mut Exercise)) -> Exercise {
    let mut ex = exercise(id).unwrap().clone();
    change(&mut ex);
    ex
}

#[test]
fn the_audit_catches_broken_exercises() {
    let cases: Vec<(&str, Exercise)> = vec![
        (
            "the solution stops short",
            broken("capturing-4", |ex| {
                ex.solution.pop();
            }),
        ),
        (
            "a reply is not the rule's",
            broken("escape-3", |ex| ex.solution[1] = mv("b2a2")),
        ),
        ("par too high", broken("capturing-1", |ex| ex.par = 2)),
        (
            "par too high, with a longer line",
            broken("moving-1", |ex| {
                ex.par = 5;
                ex.solution = with_rule_replies(ex, &["c2b2", "b2b3", "b3b4", "b4b5", "b5c5"]);
            }),
        ),
        ("par too low", broken("escape-2", |ex| ex.par = 1)),
        (
            "the learner is not to move",
            broken("blocking-1", |ex| ex.learner = Side::Defenders),
        ),
        (
            "the goal is reached before the end",
            broken("capturing-1", |ex| {
                ex.solution.extend([mv("b2b3"), mv("e5e6")]);
                ex.par = 2;
            }),
        ),
        (
            "another first move finishes it",
            broken("capturing-1", |ex| {
                ex.position = "7/4d2/2da1d1/7/7/1a1k3/7 d".parse().unwrap();
            }),
        ),
        (
            "an illegal move",
            broken("moving-3", |ex| ex.solution[0] = mv("c4d4")),
        ),
    ];
    for (what, ex) in &cases {
        assert!(!audit(ex).is_empty(), "the audit missed: {what}");
    }
    // And the stage checks: a capture without the king in the king's stage, a stop that does
    // not hold.
    let no_king = broken("king-captures-1", |ex| {
        ex.position = "7/2d4/2a4/7/2d2k1/7/7 d".parse().unwrap();
        ex.solution = vec![mv("c3c4")];
    });
    assert!(
        audit(&no_king).is_empty(),
        "a sound capture, only without the king"
    );
    assert!(
        learner_captures(&no_king)
            .iter()
            .all(|(piece, far)| *piece != Piece::King && !far.contains(&Some(Piece::King)))
    );
    let weak_stop = broken("stop-escape-2", |ex| ex.solution[0] = mv("c1b1"));
    assert!(!audit(&weak_stop).is_empty());
    // No attacker can reach the last open door, g6.
    let no_stop = broken("stop-escape-1", |ex| {
        ex.position = "1a3a1/a5a/6k/7/7/a5a/1a3a1 a".parse().unwrap();
    });
    assert!(!forced(&no_stop));
}
