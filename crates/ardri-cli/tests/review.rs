//! `ardri-engine review` run as a process on the shipped games.

use std::path::{Path, PathBuf};
use std::process::Command;

fn shipped(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../../saves")
        .join(name)
}

fn review(args: &[&str]) -> std::process::Output {
    Command::new(env!("CARGO_BIN_EXE_ardri-engine"))
        .arg("review")
        .args(args)
        .output()
        .expect("the engine binary runs")
}

#[test]
fn json_has_one_object_per_move_in_order() {
    let path = shipped("attackers-win.ron");
    let game = ardri_saves::load(&path).unwrap().game;
    let out = review(&[
        path.to_str().unwrap(),
        "--depth",
        "4",
        "--json",
        "--threads",
        "1",
    ]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let text = String::from_utf8(out.stdout).unwrap();
    let mut rows: Vec<serde_json::Value> = text
        .lines()
        .map(|l| serde_json::from_str(l).unwrap_or_else(|e| panic!("{l}: {e}")))
        .collect();
    // The last line sums the game up per side.
    let summary = rows.pop().unwrap();
    assert_eq!(rows.len(), game.ply_count());
    let mut marks = [0u64; 2];
    for row in &rows {
        let i = usize::from(row["side"] == "d");
        marks[i] += u64::from(
            ["inaccuracy", "mistake", "blunder"].contains(&row["class"].as_str().unwrap()),
        );
    }
    for (i, name) in ["attackers", "defenders"].iter().enumerate() {
        let side = &summary["summary"][name];
        let accuracy = side["accuracy"]
            .as_f64()
            .unwrap_or_else(|| panic!("{summary}"));
        assert!((0.0..=100.0).contains(&accuracy), "{summary}");
        let counted: u64 = ["inaccuracies", "mistakes", "blunders"]
            .iter()
            .map(|k| side[k].as_u64().unwrap())
            .sum();
        assert_eq!(counted, marks[i], "{summary}");
    }
    for (i, row) in rows.iter().enumerate() {
        assert_eq!(row["ply"], i + 1);
        assert_eq!(row["move"], game.moves()[i].mv.to_string());
        let side = if game.positions()[i].side_to_move() == ardri_rules::Side::Defenders {
            "d"
        } else {
            "a"
        };
        assert_eq!(row["side"], side);
        let chance = row["defenders_chance"].as_f64().unwrap();
        assert!((0.0..=1.0).contains(&chance));
        // W/D/L per mille (attackers, draw, defenders): they sum to 1000 and agree with the chance.
        let wdl: Vec<u64> = row["wdl"]
            .as_array()
            .unwrap_or_else(|| panic!("{row}"))
            .iter()
            .map(|v| v.as_u64().unwrap())
            .collect();
        assert_eq!(wdl.len(), 3);
        assert_eq!(wdl.iter().sum::<u64>(), 1000, "{row}");
        let from_wdl = (wdl[2] as f64 + wdl[1] as f64 / 2.0) / 1000.0;
        assert!((from_wdl - chance).abs() < 0.002, "{row}");
        let class = row["class"].as_str().unwrap();
        assert!(
            ["best", "good", "inaccuracy", "mistake", "blunder"].contains(&class),
            "{row}"
        );
        let score = &row["score"];
        assert!(
            score.get("cp").is_some() || score.get("win").is_some() || score.get("draw").is_some(),
            "{row}"
        );
    }
    // The attackers won: the last position is theirs.
    assert_eq!(rows.last().unwrap()["score"]["win"], "a");
    assert_eq!(rows.last().unwrap()["defenders_chance"], 0.0);
    assert_eq!(rows.last().unwrap()["wdl"], serde_json::json!([1000, 0, 0]));
}

#[test]
fn write_stores_the_analysis_in_the_file_and_keeps_the_notes() {
    let dir = tempfile::tempdir().unwrap();
    let copy = dir.path().join("game.ron");
    let original = std::fs::read_to_string(shipped("draw-by-repetition.ron")).unwrap();
    let annotated = original.replacen(
        "    variations:",
        "    annotations: {1: (mark: Some(\"!?\"), comment: \"My note\")},\n    variations:",
        1,
    );
    assert_ne!(annotated, original);
    std::fs::write(&copy, annotated).unwrap();
    let out = review(&[
        copy.to_str().unwrap(),
        "--depth",
        "3",
        "--write",
        "--threads",
        "1",
    ]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let loaded = ardri_saves::load(&copy).unwrap();
    assert_eq!(loaded.analysis.len(), loaded.game.ply_count() + 1);
    for (ply, analysis) in loaded.analysis.iter().enumerate() {
        let analysis = analysis.unwrap_or_else(|| panic!("no analysis at {ply}"));
        // The last position is the drawn end: no search there.
        if ply < loaded.game.ply_count() {
            assert_eq!(analysis.depth, 3, "ply {ply}");
            assert!(analysis.best.is_some());
        }
    }
    assert_eq!(loaded.annotations[1].comment, "My note");
    assert_eq!(
        loaded.annotations[1].mark,
        Some(ardri_saves::Mark::Interesting)
    );
    let text = std::fs::read_to_string(&copy).unwrap();
    assert!(text.contains(&format!("format_version: {}", ardri_saves::FORMAT_VERSION)));
}

#[test]
fn a_file_that_cannot_be_loaded_is_an_error_not_a_panic() {
    let dir = tempfile::tempdir().unwrap();
    let bad = dir.path().join("bad.ron");
    std::fs::write(&bad, "(format_version: 2, start: \"nonsense\")").unwrap();
    for path in [bad.clone(), dir.path().join("missing.ron")] {
        let out = review(&[path.to_str().unwrap(), "--depth", "2"]);
        assert!(!out.status.success());
        assert_eq!(out.status.code(), Some(2));
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(err.contains("cannot review"), "{err}");
        assert!(!err.contains("panicked"), "{err}");
        assert!(out.stdout.is_empty());
    }
}

/// A game where the defenders miss a win in 2 (b6a6, then a6a7) with a slower move: `--puzzles`
/// adds that position as a puzzle, once; a second run adds nothing.
#[test]
fn puzzles_adds_the_missed_win_of_a_game_once() {
    use ardri_engine::Score;
    use ardri_engine::puzzle::{best_two, checking_engine, parse_puzzles};
    use ardri_rules::{Game, Position, Rules};

    let start = Position::from_fen(
        "1a1a3/1k1a3/d3a2/2d1daa/2adda1/a3a2/2a2a1 d",
        Rules::default(),
    )
    .unwrap();
    let engine = checking_engine(4);
    let slow = start
        .legal_moves()
        .iter()
        .copied()
        .find(|&m| {
            let mut g = Game::from_position(start);
            g.play(m).is_ok()
                && !g.is_over()
                && !matches!(
                    best_two(&engine, &g, 4, 3_000_000).unwrap()[0],
                    (Score::Mate(-1), _)
                )
        })
        .unwrap();
    let mut game = Game::from_position(start);
    game.play(slow).unwrap();
    let reply = game.position().legal_moves()[0];
    game.play(reply).unwrap();
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("missed.ron");
    let file = ardri_saves::to_save_file(&game, ardri_saves::Metadata::default(), &[], &[]);
    ardri_saves::save(&path, &file).unwrap();
    let set = dir.path().join("mine.txt");
    let args = [
        path.to_str().unwrap(),
        "--depth",
        "8",
        "--threads",
        "1",
        "--puzzles",
        set.to_str().unwrap(),
        "--side",
        "d",
    ];
    for expected in [
        "1 puzzle from this game added",
        "0 puzzles from this game added",
    ] {
        let out = review(&args);
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(out.status.success(), "{err}");
        assert!(err.contains(expected), "{err}");
    }
    let puzzles = parse_puzzles(&std::fs::read_to_string(&set).unwrap(), Rules::default()).unwrap();
    assert_eq!(puzzles.len(), 1);
    assert_eq!(puzzles[0].id, "my-missed-0");
    assert_eq!(puzzles[0].position, start);
    assert_eq!(puzzles[0].solution_text(), "b6a6 b7b6 a6a7");
}
