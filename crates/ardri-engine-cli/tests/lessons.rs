//! `ardri-engine lessons` as a process: every line of `--json` parsed, every solution replayed by
//! the rules core alone and its goal checked; the readable list; output that cannot be written.

use std::process::{Command, Output};

use ardri_rules::{Bitboard, EndReason, Game, Position, Side, Square};

const ENGINE: &str = env!("CARGO_BIN_EXE_ardri-engine");

fn engine(args: &[&str]) -> Output {
    Command::new(ENGINE)
        .args(args)
        .output()
        .expect("the engine binary runs")
}

fn text(value: &serde_json::Value, key: &str) -> String {
    value[key]
        .as_str()
        .unwrap_or_else(|| panic!("{key} in {value}"))
        .to_string()
}

/// Plays a printed exercise's solution with the rules and says whether its goal is reached at the
/// end, and not before; the rules' checks only, nothing of the lessons' crate.
fn replay(row: &serde_json::Value) -> Result<(), String> {
    let position: Position = text(row, "position").parse().map_err(|e| format!("{e}"))?;
    let learner = match text(row, "learner").as_str() {
        "attackers" => Side::Attackers,
        "defenders" => Side::Defenders,
        other => return Err(format!("learner {other}")),
    };
    if position.side_to_move() != learner {
        return Err("the learner does not move first".into());
    }
    let par = row["par"].as_u64().ok_or("no par")? as usize;
    let goal = text(row, "goal");
    let words: Vec<&str> = goal.split_whitespace().collect();
    let squares = |from: usize| -> Bitboard {
        words[from..]
            .iter()
            .map(|w| w.parse::<Square>().unwrap())
            .collect()
    };
    // Pieces followed through the game: the ones to capture, the one to bring.
    let mut targets = if words[0] == "capture" {
        squares(1)
    } else {
        Bitboard::EMPTY
    };
    let mut carried = (words[0] == "bring").then(|| words[1].parse::<Square>().unwrap());
    let mut taken = 0;

    let moves: Vec<String> = row["solution"]
        .as_array()
        .ok_or("no solution")?
        .iter()
        .map(|m| m.as_str().unwrap().to_string())
        .collect();
    let mut game = Game::from_position(position);
    for (i, text) in moves.iter().enumerate() {
        if game.is_over() {
            return Err(format!("move {} ({text}) after the end", i + 1));
        }
        let by_learner = game.position().side_to_move() == learner;
        if by_learner != (i % 2 == 0) {
            return Err(format!("move {} ({text}) out of turn", i + 1));
        }
        let played = game.play_text(text).map_err(|e| e.to_string())?;
        if by_learner {
            targets &= !played.captured;
            taken += played.captured.count();
            if carried == Some(played.mv.from) {
                carried = Some(played.mv.to);
            }
        } else {
            if played.captured.any() {
                return Err(format!("reply {text} takes a learner's piece"));
            }
            if targets.contains(played.mv.from) {
                targets ^= played.mv.from.bitboard() | played.mv.to.bitboard();
            }
        }
        let outcome = game.outcome();
        let here = game.position();
        let reached = match words[0] {
            "bring" => by_learner && carried == words[2].parse().ok(),
            "capture" => targets.is_empty(),
            "take-any" => taken >= words[1].parse().unwrap(),
            "capture-king" => played.king_captured,
            "escape" => played.king_escaped,
            "block" => by_learner && outcome.is_some_and(|o| o.reason == EndReason::NoLegalMove),
            "repetition" => outcome.is_some_and(|o| o.reason == EndReason::Repetition),
            "stop-escape" => {
                !by_learner
                    && game.ply_count() == 2 * words[1].parse::<usize>().unwrap()
                    && outcome.is_none()
                    && walled_in(here)
            }
            other => return Err(format!("unknown goal {other}")),
        };
        let last = i + 1 == moves.len();
        if reached != last {
            return Err(format!("goal reached: {reached} after move {}", i + 1));
        }
        if !last && outcome.is_some() {
            return Err(format!("the game ended after move {}", i + 1));
        }
    }
    if game.ply_count().div_ceil(2) != par {
        return Err(format!(
            "{} learner moves for par {par}",
            game.ply_count().div_ceil(2)
        ));
    }
    Ok(())
}

/// Whether the king is walled in (the end of a stop-escape, docs/lessons.md): no corner can be
/// reached from his square, step by step, through squares where no attacker stands.
fn walled_in(position: &Position) -> bool {
    let open = !position.attackers();
    let mut reach = position.king();
    loop {
        let more = reach | (reach.neighbours() & open);
        if more == reach {
            return !reach.intersects(Bitboard::CORNERS);
        }
        reach = more;
    }
}

#[test]
fn every_printed_lesson_replays_to_its_goal() {
    let out = engine(&["lessons", "--json"]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let stdout = String::from_utf8(out.stdout).unwrap();
    let rows: Vec<serde_json::Value> = stdout
        .lines()
        .map(|l| serde_json::from_str(l).unwrap_or_else(|e| panic!("{l}: {e}")))
        .collect();
    let expected: usize = ardri_lessons::stages()
        .iter()
        .map(|s| s.exercises.len())
        .sum();
    assert_eq!(rows.len(), expected);
    let mut stages = Vec::new();
    for row in &rows {
        for key in [
            "stage",
            "exercise",
            "position",
            "learner",
            "goal",
            "goal_text",
            "hint",
        ] {
            assert!(!text(row, key).is_empty(), "{key} in {row}");
        }
        assert!(row["par"].as_u64().is_some_and(|p| p > 0), "{row}");
        if let Err(why) = replay(row) {
            panic!("{}: {why}", text(row, "exercise"));
        }
        let stage = text(row, "stage");
        if stages.last() != Some(&stage) {
            stages.push(stage);
        }
    }
    // The stages in their order, each printed once, together.
    let ids: Vec<&str> = ardri_lessons::stages().iter().map(|s| s.id).collect();
    assert_eq!(stages, ids);
}

#[test]
fn the_readable_list_names_every_exercise() {
    let out = engine(&["lessons"]);
    assert!(out.status.success());
    let stdout = String::from_utf8(out.stdout).unwrap();
    for stage in ardri_lessons::stages() {
        assert!(stdout.contains(stage.title), "{}", stage.title);
        for ex in &stage.exercises {
            let line = format!("  {}  {}: {}", ex.id, ex.learner, ex.goal_text);
            assert!(stdout.contains(&line), "{line}");
        }
    }
}

#[cfg(target_os = "linux")]
#[test]
fn output_that_cannot_be_written_is_said_once() {
    for args in [&["lessons"][..], &["lessons", "--json"]] {
        let full = std::fs::OpenOptions::new()
            .write(true)
            .open("/dev/full")
            .unwrap();
        let out = Command::new(ENGINE)
            .args(args)
            .stdout(full)
            .output()
            .unwrap();
        assert_eq!(out.status.code(), Some(1), "{args:?}");
        assert_eq!(
            String::from_utf8_lossy(&out.stderr),
            "ardri-engine: could not write the output: No space left on device\n"
        );
    }
}
