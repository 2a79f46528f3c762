//! Every lesson checked by the rules core: its position, its solution move by move, its par, its
//! replies, and that it needs the rule its stage teaches. The checks are one audit per exercise,
//! and the last tests break exercises on purpose to see the audit catch them.

mod common;

use ardri_lessons::{
    Attempt, Exercise, Goal, Progress, Stage, check, exercise, king_walled_in, king_ways, reply,
    stages, stars, try_stages,
};
use ardri_rules::{Bitboard, Direction, EndReason, Move, Piece, Position, Side, Square};

fn sq(name: &str) -> Square {
    name.parse().unwrap()
}

fn mv(text: &str) -> Move {
    Move::new(sq(&text[..2]), sq(&text[2..]))
}

fn all() -> impl Iterator<Item = &'static Exercise> {
    stages().iter().flat_map(|s| &s.exercises)
}

fn stage(id: &str) -> &'static Stage {
    stages().iter().find(|s| s.id == id).unwrap()
}

/// The positions before each move of the solution, the start first.
fn positions(ex: &Exercise) -> Vec<Position> {
    let mut position = ex.position;
    let mut out = vec![position];
    for &m in &ex.solution {
        position.play_unchecked(m);
        out.push(position);
    }
    out
}

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
                    (true, Progress::Done { stars: 3 }) | (false, Progress::Going) => {}
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
        if m != ex.solution[0] && matches!(check(ex, &[m]), Progress::Done { .. }) {
            fault(format!("the first move {m} also finishes it"));
        }
    }
    faults
}

/// Whether the learner reaches the goal within par whatever the opponent replies.
fn forced(ex: &Exercise) -> bool {
    common::forced(&Attempt::new(ex), ex.par).is_some()
}

/// For each piece a move captured, the piece that stood beyond it (the second piece of the
/// capture).
fn far_pieces(before: &Position, m: Move, captured: Bitboard) -> Vec<Option<Piece>> {
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
fn learner_captures(ex: &Exercise) -> Vec<(Piece, Vec<Option<Piece>>)> {
    let mut out = Vec::new();
    for (i, (before, &m)) in positions(ex).iter().zip(&ex.solution).enumerate() {
        let played = before.after_played(m);
        if i % 2 == 0 && played.captured.any() {
            out.push((played.piece, far_pieces(before, m, played.captured)));
        }
    }
    out
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

/// Every stop-escape exercise, in whichever stage.
fn stop_escapes() -> impl Iterator<Item = &'static Exercise> {
    all().filter(|ex| matches!(ex.goal, Goal::StopEscape { .. }))
}

#[test]
fn stopping_an_escape_holds_against_every_defenders_move() {
    assert!(stop_escapes().count() >= 3);
    for ex in stop_escapes() {
        assert!(matches!(ex.goal, Goal::StopEscape { moves } if moves == ex.par));
        assert_eq!(ex.learner, Side::Attackers);
        // After each of the learner's moves on the line, every move of the defenders still
        // fails to escape, and the learner can hold on to the end.
        let mut attempt = Attempt::new(ex);
        for (i, &m) in ex.solution.iter().enumerate() {
            if i % 2 == 1 {
                let left = ex.par - (i as u32).div_ceil(2);
                assert!(
                    common::every_reply_loses(&attempt, left),
                    "{}: a defenders' move escapes after {}",
                    ex.id,
                    ex.solution[i - 1]
                );
            }
            attempt.play(m).unwrap();
        }
        // And the king was really on his way: after some first moves he can no longer be
        // stopped.
        assert!(
            ex.position.legal_moves().iter().any(|&m| {
                let mut attempt = Attempt::new(ex);
                attempt.play(m).is_ok_and(|p| p == Progress::Going)
                    && !common::every_reply_loses(&attempt, ex.par - 1)
            }),
            "{}: nothing to stop",
            ex.id
        );
    }
}

#[test]
fn a_stop_escape_ends_with_the_king_walled_in() {
    for ex in stop_escapes() {
        // Not walled in at the start: there is something to do.
        assert!(!king_walled_in(&ex.position), "{}", ex.id);
        let end = *positions(ex).last().unwrap();
        assert!(
            end.terminal().is_none() && king_walled_in(&end),
            "{}: the king is not walled in at the end",
            ex.id
        );
    }
}

/// An exercise made up for a test, outside the table.
fn made_up(position: &str, goal: &str, par: u32, line: &[&str]) -> Exercise {
    let position: Position = position.parse().unwrap();
    Exercise {
        id: "test-1".to_string(),
        stage: "test",
        number: 1,
        position,
        learner: position.side_to_move(),
        goal_text: "",
        goal: goal.parse().unwrap(),
        par,
        hint: "",
        solution: line.iter().map(|m| mv(m)).collect(),
    }
}

#[test]
fn a_king_two_steps_from_a_corner_is_not_stopped() {
    // The old stop-escape-2: the attacker shadows the king along the bottom edge. After three
    // moves he stands on c1, next to no corner, but two steps from a1 with b1 empty: the old
    // goal passed here; he is not walled in, so it fails now, and says where he can go.
    let old = made_up(
        "7/7/7/7/1a5/2k4/7 a",
        "stop-escape 3",
        3,
        &["b3b2", "c2c1", "b2b1", "c1c2", "b1b2", "c2c1"],
    );
    let end = *positions(&old).last().unwrap();
    assert_eq!(end.king_square(), sq("c1"));
    assert!(end.king_escape_squares().is_empty() && end.piece_at(sq("b1")).is_none());
    assert!(!king_walled_in(&end));
    let Progress::Failed(why) = check(&old, &old.solution) else {
        panic!("an old-style stop passes: {:?}", check(&old, &old.solution));
    };
    assert!(why.starts_with("The king is not walled in"), "{why}");
    assert!(why.contains("a1") && why.contains("g7"), "{why}");
    // One move short of the end it is still going: the goal is judged after the last move.
    assert_eq!(check(&old, &old.solution[..5]), Progress::Going);

    // The same king, walled in by the same number of moves: done, three stars.
    let walled = made_up(
        "1a3a1/a5a/7/7/k6/1a4a/2a2a1 a",
        "stop-escape 2",
        2,
        &["b2a2", "a3a4", "c1b1", "a4a5"],
    );
    assert!(king_walled_in(positions(&walled).last().unwrap()));
    assert_eq!(
        check(&walled, &walled.solution),
        Progress::Done { stars: 3 }
    );
    // Closing the wrong door first: he steps beside the corner.
    let late = made_up(
        "1a3a1/a5a/7/7/k6/1a4a/2a2a1 a",
        "stop-escape 1",
        1,
        &["c1b1", "a3a2"],
    );
    assert_eq!(
        check(&late, &late.solution),
        Progress::Failed(
            "The king stands next to a corner and will reach it with his next move.".to_string()
        )
    );
}

#[test]
fn only_attackers_wall_the_king_in() {
    let walled = |text: &str| king_walled_in(&text.parse::<Position>().unwrap());
    // An attacker on every door: walled in wherever he stands, on the throne too.
    assert!(walled("1a3a1/a5a/7/3k3/7/a5a/1a3a1 d"));
    assert!(walled("1a3a1/a5a/7/7/2k4/a5a/1a3a1 d"));
    // One door open: he can walk to that corner, however far.
    assert!(!walled("1a3a1/a5a/7/3k3/7/a5a/5a1 d"));
    // His own defenders on the doors do not wall him in: they can step aside.
    assert!(!walled("1d3d1/d5d/7/3k3/7/d5d/1d3d1 d"));
    // Three attackers corner to corner shut a corner: the king cannot slip between them.
    assert!(walled("2a1a2/1a3a1/a5a/3k3/a5a/1a3a1/2a1a2 d"));
    // A gap in the diagonal, on b6: a7 is open.
    assert!(!walled("2a1a2/5a1/a5a/3k3/a5a/1a3a1/2a1a2 d"));
    // Shut in at the edge, away from every corner: walled in; the ways show where he can go.
    let edge: Position = "2aka2/3a3/7/7/7/7/7 d".parse().unwrap();
    assert!(king_walled_in(&edge));
    assert_eq!(king_ways(&edge), sq("d7").bitboard());
    let open: Position = "7/7/7/3k3/7/7/7 d".parse().unwrap();
    assert_eq!(king_ways(&open), Bitboard::ALL);
}

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
                    Progress::Failed(_)
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

/// The exercises of the stages before `blocking`, the stage that teaches "no legal move".
fn before_blocking() -> Vec<&'static Exercise> {
    let taught = stages().iter().position(|s| s.id == "blocking").unwrap();
    stages()[..taught]
        .iter()
        .flat_map(|s| &s.exercises)
        .collect()
}

/// Whether the side to move has no legal move (in a game not already won on the board).
fn stuck(position: &Position) -> bool {
    !position.is_decided_on_board() && !position.has_moves()
}

/// A line of the learner's moves, with the opponent's replies as the app plays them
/// (`Attempt::next_reply`: the solution's, else the reply rule's), of at most `depth` learner
/// moves, after which the side to move has no legal move; `None` if there is none.
fn line_to_no_move(attempt: &Attempt<'_>, depth: u32) -> Option<Vec<Move>> {
    for &m in attempt.game().position().legal_moves().iter() {
        let mut next = attempt.clone();
        next.play(m).unwrap();
        let mut line = vec![m];
        while let Some(r) = next.next_reply() {
            next.play(r).unwrap();
            line.push(r);
        }
        if stuck(next.game().position()) {
            return Some(line);
        }
        if !next.progress().is_over()
            && depth > 1
            && let Some(rest) = line_to_no_move(&next, depth - 1)
        {
            return Some([line, rest].concat());
        }
    }
    None
}

/// "No legal move" is taught by the blocking stage: its intro says what it means and that it
/// loses. No exercise before it can end that way (the app would announce a loss by a rule not
/// taught yet): not on its solution line, nor on any line of the learner's against the app's
/// replies that can still earn two stars (par + 1 + par / 3 learner moves). Nor does any text
/// before it speak of it.
#[test]
fn no_exercise_before_blocking_runs_out_of_moves() {
    let blocking = stage("blocking");
    assert!(
        blocking.intro.contains("no legal move"),
        "{}",
        blocking.intro
    );
    assert!(
        blocking.intro.contains("loses the game"),
        "{}",
        blocking.intro
    );
    let earlier = before_blocking();
    assert!(earlier.len() >= 20, "{}", earlier.len());
    for ex in &earlier {
        for (i, p) in positions(ex).iter().enumerate() {
            assert!(
                !stuck(p),
                "{}: no legal move after move {i} of the solution",
                ex.id
            );
        }
        let depth = ex.par + 1 + ex.par / 3;
        if let Some(line) = line_to_no_move(&Attempt::new(ex), depth) {
            let mut shown = ex.position;
            let line: Vec<String> = line
                .iter()
                .map(|&m| shown.play_unchecked(m).to_string())
                .collect();
            panic!(
                "{}: {} leaves a side without a legal move",
                ex.id,
                line.join(" ")
            );
        }
    }
    for stage in stages().iter().take_while(|s| s.id != "blocking") {
        let texts = std::iter::once(stage.intro)
            .chain(stage.exercises.iter().flat_map(|e| [e.goal_text, e.hint]));
        for text in texts {
            let lower = text.to_lowercase();
            for words in [
                "legal move",
                "no move",
                "cannot move",
                "without a move",
                "shut in",
            ] {
                assert!(
                    !lower.contains(words),
                    "{}: '{words}' in {text:?}",
                    stage.id
                );
            }
        }
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

#[test]
fn wrong_obvious_moves_go_on_or_fail() {
    let going_or_failed = |id: &str, moves: &[&str], failed: bool| {
        let ex = exercise(id).unwrap();
        let moves: Vec<Move> = moves.iter().map(|m| mv(m)).collect();
        let progress = check(ex, &moves);
        match (failed, &progress) {
            (true, Progress::Failed(_)) | (false, Progress::Going) => {}
            _ => panic!("{id} {moves:?}: {progress:?}"),
        }
        progress
    };
    // Onto the throne or into a corner: refused by the rules.
    let Progress::Failed(why) = going_or_failed("moving-3", &["c4d4"], true) else {
        unreachable!()
    };
    assert!(why.contains("restricted"), "{why}");
    going_or_failed("moving-4", &["a6a7"], true);
    // The wrong piece: not done yet.
    going_or_failed("capturing-1", &["c5c6"], false);
    // Only one side of the defender closed: not done yet.
    going_or_failed("capturing-5", &["b3c3", "d7e7"], false);
    // Not closing the ring: the king escapes.
    let Progress::Failed(why) = going_or_failed("king-capture-4", &["c1d1", "b1a1"], true) else {
        unreachable!()
    };
    assert_eq!(why, "The king escaped to a corner.");
    // Leaving a door: the king steps onto it and stands beside the corner.
    let Progress::Failed(why) = going_or_failed("stop-escape-1", &["a2a3", "g5g6"], true) else {
        unreachable!()
    };
    assert!(why.starts_with("The king stands next to a corner"), "{why}");
    // Moving the defender instead of the king: the king is captured.
    let Progress::Failed(why) = going_or_failed("repetition-1", &["b4b5", "c1d1"], true) else {
        unreachable!()
    };
    assert_eq!(why, "The king was captured.");
    // Giving a piece away: the king takes it.
    let Progress::Failed(why) = going_or_failed("tactics-3", &["f5e5", "f4f5"], true) else {
        unreachable!()
    };
    assert!(why.starts_with("The defenders took your attacker"), "{why}");
    // Winning another way is not what the exercise asks.
    let Progress::Failed(why) = going_or_failed(
        "moving-2",
        &["b4b3", "f2f1", "b3b2", "f1e1", "b2b1", "e1e2", "b1a1"],
        true,
    ) else {
        unreachable!()
    };
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
    assert_eq!(attempt.progress(), &Progress::Done { stars: 2 });
}

#[test]
fn an_attempt_refuses_illegal_moves_and_moves_after_the_end() {
    let ex = exercise("capturing-1").unwrap();
    let mut attempt = Attempt::new(ex);
    assert!(attempt.learners_turn());
    assert_eq!(attempt.next_reply(), None);
    assert!(attempt.play(mv("c5c3")).is_err());
    assert_eq!(attempt.game().ply_count(), 0);
    assert_eq!(attempt.play(mv("f5e5")), Ok(Progress::Done { stars: 3 }));
    assert!(attempt.play(mv("b2b3")).is_err());
    assert!(matches!(check(ex, &[mv("c5c3")]), Progress::Failed(why) if why.starts_with("c5c3:")));
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
                Progress::Going | Progress::Failed(_)
            ),
            "{}",
            ex.id
        );
        let failed = {
            let after = ex.position.after_unchecked(traps[0]);
            check(ex, &[traps[0], reply(&after).unwrap()])
        };
        assert!(
            matches!(failed, Progress::Failed(_)),
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
        assert_eq!(attempt.play(wrong).unwrap(), Progress::Going, "{}", ex.id);
        let reply = attempt.next_reply().expect("a reply");
        assert_eq!(attempt.play(reply).unwrap(), Progress::Going, "{}", ex.id);
        assert!(
            common::shortest_against_rule(&attempt, ex.par - 1).is_none(),
            "{}: {wrong} still wins the race",
            ex.id
        );
    }
}
