//! `ardri-engine review` run as a process on the shipped games.

use std::path::{Path, PathBuf};
use std::process::Command;

fn shipped(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../../saves")
        .join(name)
}

/// A quick review (depth 2, one thread) of `file` with `extra` options.
fn quick_review(file: &Path, extra: &[&str]) -> std::process::Output {
    let mut args = vec![file.to_str().unwrap(), "--depth", "2", "--threads", "1"];
    args.extend_from_slice(extra);
    review(&args)
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
        // An error says why, ending with the better move's idea; a good move says nothing.
        let why = row["why"].as_array().unwrap_or_else(|| panic!("{row}"));
        if ["inaccuracy", "mistake", "blunder"].contains(&class) {
            let last = why.last().and_then(|l| l.as_str()).unwrap_or_default();
            assert!(last.starts_with("Better was "), "{row}");
        } else {
            assert!(why.is_empty(), "{row}");
        }
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
    // The person's own comment lines stay where they are when puzzles are added.
    let comments = "# my puzzles\n# from games with Ann\n";
    std::fs::write(&set, comments).unwrap();
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
    let text = std::fs::read_to_string(&set).unwrap();
    assert!(text.starts_with(comments), "{text}");
    let puzzles = parse_puzzles(&text, Rules::default()).unwrap();
    assert_eq!(puzzles.len(), 1);
    assert_eq!(puzzles[0].id, "my-missed-0");
    assert_eq!(puzzles[0].position, start);
    assert_eq!(puzzles[0].solution_text(), "b6a6 b7b6 a6a7");
}

/// A save written by hand as a person (or a newer version) may have it: a clock, two notes on one
/// move, a date.
fn handwritten_save(extra_metadata: &str, extra_field: &str) -> String {
    let start = ardri_rules::Position::start(ardri_rules::Rules::default()).fen();
    format!(
        r#"(
    format_version: 5,
    start: "{start}",
    moves: ["c3c2", "d2e2"],
    metadata: (date: "2026-01-02 03:04:05", attackers: "Ann", defenders: "Bob"{extra_metadata}),
    annotations: {{1: (comment: "first note"), 1: (mark: Some("?"), comment: "second note")}},
    clock: Some((initial_ms: 600000, increment_ms: 2000, attackers_ms: 512000, defenders_ms: 498000)),{extra_field}
)"#
    )
}

#[cfg(unix)]
#[test]
fn write_changes_nothing_but_the_analysis() {
    use std::os::unix::fs::{MetadataExt, PermissionsExt};
    let dir = tempfile::tempdir().unwrap();
    let game = dir.path().join("game.ron");
    std::fs::write(&game, handwritten_save("", "")).unwrap();
    std::fs::set_permissions(&game, std::fs::Permissions::from_mode(0o600)).unwrap();
    let other_name = dir.path().join("same-game.ron");
    std::fs::hard_link(&game, &other_name).unwrap();
    let link = dir.path().join("link.ron");
    std::os::unix::fs::symlink("game.ron", &link).unwrap();
    let inode = std::fs::metadata(&game).unwrap().ino();

    let out = quick_review(&link, &["--write"]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );

    // The link is still a link, the file is the same file with the same mode, under both names.
    assert!(
        std::fs::symlink_metadata(&link)
            .unwrap()
            .file_type()
            .is_symlink()
    );
    let meta = std::fs::metadata(&game).unwrap();
    assert_eq!(meta.permissions().mode() & 0o777, 0o600);
    assert_eq!(meta.ino(), inode);
    assert_eq!(meta.nlink(), 2);
    assert_eq!(
        std::fs::read(&game).unwrap(),
        std::fs::read(&other_name).unwrap()
    );
    let loaded = ardri_saves::load(&game).unwrap();
    // The analysis is there, and nothing else changed: the clock, the date, both notes.
    assert!(
        loaded.analysis.iter().all(Option::is_some),
        "{:?}",
        loaded.analysis
    );
    let clock = loaded.clock.expect("the clock is kept");
    assert_eq!((clock.attackers_ms, clock.defenders_ms), (512_000, 498_000));
    assert_eq!(loaded.metadata.date, "2026-01-02 03:04:05");
    let note = &loaded.annotations[1];
    assert!(note.comment.contains("first note"), "{note:?}");
    assert!(note.comment.contains("second note"), "{note:?}");
}

#[test]
fn write_refuses_a_file_with_fields_it_does_not_know_before_analysing() {
    let dir = tempfile::tempdir().unwrap();
    let game = dir.path().join("newer.ron");
    let text = handwritten_save(", rating: 1450", "\n    opening: \"Edge rush\",");
    std::fs::write(&game, &text).unwrap();
    // It still loads: this version reads what it knows.
    assert!(ardri_saves::load(&game).is_ok());
    let out = quick_review(&game, &["--write"]);
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(!out.status.success(), "{err}");
    assert!(
        err.contains("metadata.rating") && err.contains("opening"),
        "{err}"
    );
    assert!(!err.contains("positions in"), "nothing is analysed: {err}");
    assert_eq!(std::fs::read_to_string(&game).unwrap(), text);
}

#[test]
fn outputs_that_cannot_be_written_are_refused_before_the_analysis() {
    let dir = tempfile::tempdir().unwrap();
    let game = dir.path().join("game.ron");
    let text = handwritten_save("", "");
    std::fs::write(&game, &text).unwrap();
    let missing_folder = dir.path().join("no such folder").join("puzzles.txt");
    let broken = dir.path().join("broken.txt");
    std::fs::write(&broken, "this is not a puzzle\n").unwrap();
    for puzzles in [&missing_folder, &broken] {
        let out = quick_review(&game, &["--write", "--puzzles", puzzles.to_str().unwrap()]);
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(!out.status.success(), "{err}");
        assert!(err.contains("--puzzles"), "{err}");
        assert!(!err.contains("positions in"), "nothing is analysed: {err}");
        assert_eq!(std::fs::read_to_string(&game).unwrap(), text);
    }
}

/// The rows of a `--json` review (the summary last).
fn json_rows(out: &std::process::Output) -> Vec<serde_json::Value> {
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8_lossy(&out.stdout)
        .lines()
        .map(|l| serde_json::from_str(l).unwrap_or_else(|e| panic!("{l}: {e}")))
        .collect()
}

#[test]
fn the_review_judges_the_players_it_is_told_and_says_so() {
    let path = shipped("attackers-win.ron");
    let club = ardri_engine::wdl::players::unrated_rating();
    // The shipped game rates nobody: club players by default.
    let mut rows = json_rows(&quick_review(&path, &["--json"]));
    let summary = rows.pop().unwrap();
    assert_eq!(summary["summary"]["attackers_elo"], club);
    for row in &rows {
        assert_eq!(row.get("attackers_elo"), Some(&serde_json::json!(club)));
        assert_eq!(row.get("defenders_elo"), Some(&serde_json::json!(club)));
    }
    let text = quick_review(&path, &[]);
    assert!(
        String::from_utf8_lossy(&text.stdout).contains(&format!(
            "judged as attackers {club} (a club player: the save gives no rating)"
        )),
        "{}",
        String::from_utf8_lossy(&text.stdout)
    );
    // --elo 0 is the engine's view: no ratings, other chances.
    let engine = json_rows(&quick_review(&path, &["--json", "--elo", "0"]));
    assert!(engine.iter().all(|r| r["attackers_elo"].is_null()));
    let start_chance = |rows: &[serde_json::Value]| rows[0]["defenders_chance"].as_f64().unwrap();
    assert!(
        start_chance(&rows) > start_chance(&engine) + 0.05,
        "club defenders hold far better than perfect ones: {} vs {}",
        start_chance(&rows),
        start_chance(&engine)
    );
    let given = json_rows(&quick_review(
        &path,
        &[
            "--json",
            "--elo-attackers",
            "900",
            "--elo-defenders",
            "1700",
        ],
    ));
    assert_eq!(given[0]["attackers_elo"], 900);
    assert_eq!(given[0]["defenders_elo"], 1700);
    assert_eq!(given.last().unwrap()["summary"]["defenders_elo"], 1700);
    assert!(
        start_chance(&given) > start_chance(&rows),
        "a stronger defender against a weaker attacker"
    );
}

/// Outside the ratings the players' model was fitted on (800 to 2573) it answered nonsense (at 3000
/// every move of a lost game "best"): the flags refuse such ratings, naming the range, and 2^31 is
/// one of them, not a number too large (or a panic).
#[test]
fn rating_flags_outside_the_model_are_refused_naming_the_range() {
    let path = shipped("attackers-win.ron");
    let range = "the players' model knows ratings from 800 to 2573";
    for flag in ["--elo", "--elo-attackers", "--elo-defenders"] {
        for rating in ["2574", "3000", "2147483648", "-3", "0", "1", "799"] {
            if flag == "--elo" && rating == "0" {
                continue; // the engine's own view
            }
            let out = quick_review(&path, &[&format!("{flag}={rating}")]);
            let err = String::from_utf8_lossy(&out.stderr);
            assert_eq!(out.status.code(), Some(2), "{flag} {rating}: {err}");
            assert!(err.contains(range), "{flag} {rating}: {err}");
            assert!(!err.contains("panicked"), "{err}");
            assert!(out.stdout.is_empty());
        }
    }
    // The ends of the range, and a newcomer's 1000, are taken; 0 is --elo's engine's view, and a
    // rating of no player for one side alone (no level reads 0 since the scale moved up by 800).
    for args in [
        ["--elo", "0"],
        ["--elo", "800"],
        ["--elo", "1000"],
        ["--elo", "2573"],
        ["--elo-attackers", "800"],
        ["--elo-defenders", "2573"],
    ] {
        let out = quick_review(&path, &[&args[..], &["--json"]].concat());
        assert!(
            out.status.success(),
            "{args:?}: {}",
            String::from_utf8_lossy(&out.stderr)
        );
    }
}

/// A save's ratings outside the model (-5, -1, 3001, 2147483647) are held to its range, and the review
/// says so: judged exactly as the range's ends.
#[test]
fn a_saves_ratings_outside_the_model_are_held_and_said() {
    let dir = tempfile::tempdir().unwrap();
    let ends = |attackers: i64, defenders: i64| {
        let game = dir
            .path()
            .join(format!("rated-{attackers}-{defenders}.ron"));
        let rated = format!(", attackers_elo: Some({attackers}), defenders_elo: Some({defenders})");
        std::fs::write(&game, handwritten_save(&rated, "")).unwrap();
        game
    };
    let held = quick_review(&ends(2573, 800), &["--json"]);
    for (attackers, defenders) in [(3001, -5), (2147483647, -1)] {
        let game = ends(attackers, defenders);
        let out = quick_review(&game, &["--json"]);
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(out.status.success(), "{err}");
        assert!(
            err.contains(&format!(
                "the save rates the attackers {attackers}: judged as 2573, the strongest rating \
                 the model knows"
            )),
            "{err}"
        );
        assert!(
            err.contains(&format!(
                "the save rates the defenders {defenders}: judged as 800, the weakest rating the \
                 model knows"
            )),
            "{err}"
        );
        let rows = json_rows(&out);
        assert_eq!(rows, json_rows(&held), "judged as the range's ends");
        assert_eq!(rows[0]["attackers_elo"], 2573);
        assert_eq!(rows[0]["defenders_elo"], 800);
        let text = quick_review(&game, &[]);
        let text = String::from_utf8_lossy(&text.stdout);
        assert!(
            text.contains(&format!(
                "judged as attackers 2573 (the save says {attackers}: judged as 2573, the \
                 strongest rating the model knows)"
            )),
            "{text}"
        );
    }
}
