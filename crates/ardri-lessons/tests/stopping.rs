//! Stopping the king and running out of moves: a stop-escape ends with the king walled in (only
//! attackers wall him in, and a king two steps from a corner with the way open is not stopped),
//! and no exercise before the blocking stage leaves a side without a legal move.

mod common;

use ardri_lessons::{Attempt, Exercise, Goal, Standing, check, king_walled_in, king_ways, stages};
use ardri_rules::{Bitboard, Move, Position, Side};
use common::{all, mv, positions, sq, stage};

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
                attempt.play(m).is_ok_and(|p| p == Standing::Going)
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
    let Standing::Failed(failure) = check(&old, &old.solution) else {
        panic!("an old-style stop passes: {:?}", check(&old, &old.solution));
    };
    let why = failure.to_string();
    assert!(why.starts_with("The king is not walled in"), "{why}");
    assert!(why.contains("a1") && why.contains("g7"), "{why}");
    // One move short of the end it is still going: the goal is judged after the last move.
    assert_eq!(check(&old, &old.solution[..5]), Standing::Going);

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
        Standing::Done { stars: 3 }
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
        Standing::Failed(ardri_lessons::Failure::KingBesideCorner)
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
