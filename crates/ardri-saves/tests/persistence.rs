//! Save files: every field round-trips, every bad file is refused with a message that says why, and
//! writes are atomic.

use std::io::Write;

use ardri_engine::Eval;
use ardri_rules::{EndReason, Game, NoMoveResult, Position, Rules, Side};
use ardri_saves::{
    self, Analysis, Annotation, FORMAT_VERSION, LoadError, Metadata, Variation, decode, encode,
    load, save, to_save_file,
};

fn sample_game() -> Game {
    let rules = Rules {
        no_move: NoMoveResult::Draw,
        restricted_hostile: true,
        ..Rules::default()
    };
    let mut game = Game::new(rules);
    for m in ["c3c2", "b4b3", "c2c3", "b3b4", "e5e6"] {
        game.play_text(m).unwrap();
    }
    game
}

fn sample_metadata() -> Metadata {
    Metadata {
        date: "2026-11-21 20:12:00".into(),
        attackers: "Ard Ri Engine (depth 8)".into(),
        defenders: "Human".into(),
        engine_depth: Some(8),
        event: "Casual game".into(),
        notes: "round trip".into(),
        attackers_elo: Some(1350),
        defenders_elo: None,
    }
}

#[test]
fn every_field_round_trips() {
    let game = sample_game();
    let at = |ply: usize, text: &str| game.position_at(ply).unwrap().parse_move(text).unwrap();
    let analysis = vec![
        Some(Analysis {
            eval: Eval::Cp(-35),
            depth: 12,
            best: Some(at(0, "c3c2")),
        }),
        None,
        Some(Analysis {
            eval: Eval::Cp(12),
            depth: 9,
            best: None,
        }),
        Some(Analysis {
            eval: Eval::Win {
                side: Side::Attackers,
                moves: 3,
            },
            depth: 14,
            best: Some(at(3, "d2c2")),
        }),
        None,
        Some(Analysis {
            eval: Eval::Drawn,
            depth: 0,
            best: None,
        }),
    ];
    let branch = game.position_at(2).unwrap();
    let variations = vec![Variation {
        after_ply: 2,
        moves: vec![branch.parse_move("e3e2").unwrap()],
        analysis: vec![Some(Analysis {
            eval: Eval::Cp(7),
            depth: 8,
            best: None,
        })],
        annotations: vec![Annotation::default()],
    }];
    let file = to_save_file(&game, sample_metadata(), &analysis, &variations);
    let text = encode(&file).unwrap();
    assert!(
        text.contains(&format!("format_version: {FORMAT_VERSION}")),
        "{text}"
    );
    assert!(
        !text.contains("annotations"),
        "an unannotated game writes no annotations: {text}"
    );
    assert!(
        !text.contains("evaluations"),
        "version 2 writes no version 1 field: {text}"
    );
    assert!(text.contains("\"c3c2\""));
    let loaded = decode(&text).unwrap();
    assert_eq!(loaded.game.positions(), game.positions());
    assert_eq!(loaded.game.rules(), game.rules());
    assert_eq!(loaded.game.start(), game.start());
    assert_eq!(loaded.metadata, sample_metadata());
    assert_eq!(loaded.analysis, analysis);
    assert_eq!(loaded.variations, variations);
    // The file as parsed is the file as written.
    assert_eq!(ron::from_str::<ardri_saves::SaveFile>(&text).unwrap(), file);
}

#[test]
fn finished_games_keep_their_result() {
    let mut game = Game::from_position("7/7/7/7/7/6a/1k5 d".parse::<Position>().unwrap());
    game.play_text("b1a1").unwrap();
    let text = encode(&to_save_file(&game, Metadata::default(), &[], &[])).unwrap();
    let loaded = decode(&text).unwrap();
    let outcome = loaded.game.outcome().unwrap();
    assert_eq!(outcome.winner, Some(Side::Defenders));
    assert_eq!(outcome.reason, EndReason::KingEscaped);
}

fn valid_text() -> String {
    encode(&to_save_file(&sample_game(), sample_metadata(), &[], &[])).unwrap()
}

fn refusal(text: &str) -> String {
    decode(text).unwrap_err().to_string()
}

#[test]
fn malformed_files_are_refused() {
    for text in [
        "",
        "not ron at all",
        "(format_version: 1, start: )",
        "[1, 2, 3]",
    ] {
        let message = refusal(text);
        assert!(
            message.starts_with("not a valid Ard Ri save file"),
            "{text:?}: {message}"
        );
    }
    // A missing required field is named.
    let message = refusal("(format_version: 1)");
    assert!(message.contains("start"), "{message}");
}

#[test]
fn newer_and_unknown_versions_are_refused() {
    let newer = valid_text().replace(
        &format!("format_version: {FORMAT_VERSION}"),
        "format_version: 7",
    );
    assert_eq!(
        refusal(&newer),
        format!(
            "this file was written by a newer version of the program (format 7; this one reads up to {FORMAT_VERSION})"
        )
    );
    // Even when the newer format's body would not parse as this version's.
    assert!(refusal("(format_version: 9, something_new: [1, 2])").contains("newer version"));
    let zero = valid_text().replace(
        &format!("format_version: {FORMAT_VERSION}"),
        "format_version: 0",
    );
    assert_eq!(refusal(&zero), "unknown format version 0");
}

#[test]
fn a_bad_start_position_is_refused() {
    let text = valid_text().replace(
        "2aaa2/3a3/a1ddd1a/aadkdaa/a1ddd1a/3a3/2aaa2 d",
        "2aaa2/3a3/a1ddd1a/aadkdaa/a1dxd1a/3a3/2aaa2 d",
    );
    assert_eq!(
        refusal(&text),
        "the start position is invalid: rank 3: unknown character 'x' (expected a, d, k or a digit 1-7)"
    );
}

#[test]
fn an_illegal_move_is_refused_with_its_number_and_reason() {
    let text = valid_text().replace("\"e5e6\"", "\"e3e4\"");
    assert_eq!(refusal(&text), "move 5, e3e4: the square e4 is occupied");
    let text = valid_text().replace("\"e5e6\"", "\"zz\"");
    assert!(refusal(&text).starts_with("move 5, zz: not a move"));
}

#[test]
fn a_result_that_does_not_match_the_moves_is_refused() {
    let text = valid_text().replace(
        "result: None",
        "result: Some((winner: Some(Defenders), reason: KingEscaped))",
    );
    assert_eq!(
        refusal(&text),
        "the file says \"Defenders win: the king escaped to a corner\", but its moves end with \"the game in progress\""
    );
}

#[test]
fn bad_variations_and_evaluations_are_refused() {
    let game = sample_game();
    let mut file = to_save_file(&game, Metadata::default(), &[], &[]);
    file.variations = vec![ardri_saves::SavedVariation {
        after_ply: 9,
        moves: vec!["c3c2".into()],
        analysis: vec![],
        annotations: Default::default(),
    }];
    assert!(refusal(&encode(&file).unwrap()).starts_with("variation 1: it branches after move 9"));
    file.variations = vec![ardri_saves::SavedVariation {
        after_ply: 0,
        moves: vec!["d2d3".into()],
        analysis: vec![],
        annotations: Default::default(),
    }];
    assert!(
        refusal(&encode(&file).unwrap())
            .contains("variation 1: its move 1, d2d3: d2 holds an attacker")
    );
    file.variations.clear();
    file.evaluations = vec![None; 6];
    assert_eq!(
        refusal(&encode(&file).unwrap()),
        "the file has 6 evaluations for 5 moves"
    );
    file.evaluations.clear();
    file.analysis = vec![Some(ardri_saves::SavedAnalysis {
        eval: Eval::Cp(0),
        depth: 3,
        best: Some("d2d3".into()),
    })];
    assert_eq!(
        refusal(&encode(&file).unwrap()),
        "the analysis of the position after 0 moves: the best move d2d3: d2 holds an attacker, but it is the defenders' turn"
    );
}

/// A version 1 file's bare scores after each move become the analysis of the positions they
/// follow, with an unknown depth.
#[test]
fn version_1_evaluations_are_read_as_analysis() {
    let game = sample_game();
    let mut file = to_save_file(&game, Metadata::default(), &[], &[]);
    file.format_version = 1;
    file.evaluations = vec![None, Some(Eval::Cp(40))];
    let loaded = decode(&encode(&file).unwrap()).unwrap();
    assert_eq!(loaded.analysis.len(), game.ply_count() + 1);
    assert_eq!(
        loaded.analysis[2],
        Some(Analysis {
            eval: Eval::Cp(40),
            depth: 0,
            best: None
        })
    );
    assert!(
        loaded
            .analysis
            .iter()
            .enumerate()
            .all(|(i, a)| i == 2 || a.is_none())
    );
}

/// Version 2 named the evaluation `score:`; version 3 writes `eval:` and reads both.
#[test]
fn version_2_scores_are_read_as_evaluations() {
    let text = r#"(format_version: 2, start: "2aaa2/3a3/a1ddd1a/aadkdaa/a1ddd1a/3a3/2aaa2 d", moves: ["c3c2"],
        analysis: [Some((score: Cp(-35), depth: 9, best: Some("c3c2"))), Some((score: Win(side: Defenders, moves: 4), depth: 12))])"#;
    let loaded = decode(text).unwrap();
    assert_eq!(loaded.analysis[0].unwrap().eval, Eval::Cp(-35));
    assert_eq!(
        loaded.analysis[1].unwrap().eval,
        Eval::Win {
            side: Side::Defenders,
            moves: 4
        }
    );
    let written = encode(&to_save_file(
        &loaded.game,
        Metadata::default(),
        &loaded.analysis,
        &[],
    ))
    .unwrap();
    assert!(
        written.contains("eval: Cp(-35)") && !written.contains("score:"),
        "{written}"
    );
    assert_eq!(decode(&written).unwrap().analysis, loaded.analysis);
}

/// Before version 5 the ratings were on the levels' old scale (level 1 at 0): read 800 higher, so
/// a save of a game against level 7 (1015 then) names level 7's rating today (1815); a file of
/// today's version is read as written.
#[test]
fn ratings_of_an_older_file_move_to_todays_scale() {
    let old = r#"(format_version: 4, start: "2aaa2/3a3/a1ddd1a/aadkdaa/a1ddd1a/3a3/2aaa2 d", moves: ["c3c2"],
        metadata: (attackers: "Ard Ri Engine (level 7)", defenders: "Human", attackers_elo: Some(1015), defenders_elo: Some(950)))"#;
    let loaded = decode(old).unwrap();
    assert_eq!(loaded.metadata.attackers_elo, Some(1815));
    assert_eq!(loaded.metadata.defenders_elo, Some(1750));
    // Written again, as today's version: read back unchanged.
    let written = encode(&to_save_file(
        &loaded.game,
        loaded.metadata.clone(),
        &[],
        &[],
    ))
    .unwrap();
    assert!(written.contains("attackers_elo: Some(1815)"), "{written}");
    assert_eq!(decode(&written).unwrap().metadata, loaded.metadata);
    // Without ratings nothing is added.
    let plain =
        r#"(format_version: 4, start: "2aaa2/3a3/a1ddd1a/aadkdaa/a1ddd1a/3a3/2aaa2 d", moves: [])"#;
    assert_eq!(decode(plain).unwrap().metadata.attackers_elo, None);
}

#[test]
fn older_files_without_optional_fields_still_load() {
    let text = r#"(format_version: 1, start: "2aaa2/3a3/a1ddd1a/aadkdaa/a1ddd1a/3a3/2aaa2 d", moves: ["c3c2"], extra_field_from_a_tool: 3)"#;
    let loaded = decode(text).unwrap();
    assert_eq!(loaded.game.ply_count(), 1);
    assert_eq!(loaded.game.rules(), &Rules::default());
    assert_eq!(loaded.metadata, Metadata::default());
}

#[test]
fn saving_is_atomic_and_leaves_a_readable_file() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("game.ron");
    let file = to_save_file(&sample_game(), sample_metadata(), &[], &[]);
    save(&path, &file).unwrap();
    // Overwrite with a different game: the new content replaces the old in one step.
    let mut longer = sample_game();
    longer.play_text("e7f7").unwrap();
    save(&path, &to_save_file(&longer, sample_metadata(), &[], &[])).unwrap();
    assert_eq!(load(&path).unwrap().game.ply_count(), 6);
    // Nothing but the game is left in the folder.
    let names: Vec<_> = std::fs::read_dir(dir.path())
        .unwrap()
        .map(|e| e.unwrap().file_name())
        .collect();
    assert_eq!(names, ["game.ron"]);
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        let mode = std::fs::metadata(&path).unwrap().permissions().mode();
        assert_eq!(mode & 0o777, 0o644);
    }
}

/// A writer that takes `left` bytes and then fails, as a full disk or a killed process would.
struct FailingHalfway<'a> {
    inner: &'a mut dyn Write,
    left: usize,
}

impl Write for FailingHalfway<'_> {
    fn write(&mut self, bytes: &[u8]) -> std::io::Result<usize> {
        if self.left == 0 {
            return Err(std::io::Error::other("disk full"));
        }
        let n = bytes.len().min(self.left);
        self.left -= n;
        self.inner.write(&bytes[..n])
    }
    fn flush(&mut self) -> std::io::Result<()> {
        self.inner.flush()
    }
}

#[test]
fn a_write_that_fails_halfway_leaves_the_old_file_whole() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("game.ron");
    let old = encode(&to_save_file(&sample_game(), sample_metadata(), &[], &[])).unwrap();
    ardri_saves::write_atomic(&path, old.as_bytes()).unwrap();
    let mut longer = sample_game();
    longer.play_text("e7f7").unwrap();
    let new = encode(&to_save_file(&longer, sample_metadata(), &[], &[])).unwrap();
    let result = ardri_saves::write_atomic_with(&path, |out| {
        // Half the new file reaches the disk, then the write fails.
        let mut failing = FailingHalfway {
            inner: out,
            left: new.len() / 2,
        };
        failing.write_all(new.as_bytes())
    });
    let err = result.unwrap_err().to_string();
    assert!(err.contains("disk full"), "{err}");
    // The old file is intact, byte for byte, and no half-written file is left beside it.
    assert_eq!(std::fs::read_to_string(&path).unwrap(), old);
    let names: Vec<_> = std::fs::read_dir(dir.path())
        .unwrap()
        .map(|e| e.unwrap().file_name())
        .collect();
    assert_eq!(names, ["game.ron"]);
}

#[test]
fn a_failed_save_reports_the_path_and_keeps_the_old_file() {
    let dir = tempfile::tempdir().unwrap();
    let missing = dir.path().join("no such folder").join("game.ron");
    let err = save(
        &missing,
        &to_save_file(&sample_game(), Metadata::default(), &[], &[]),
    )
    .unwrap_err()
    .to_string();
    assert!(err.starts_with("could not write"), "{err}");
    assert!(err.contains("no such folder"), "{err}");
    // A target that is a folder cannot be replaced by a file: the folder stays.
    let folder = dir.path().join("taken");
    std::fs::create_dir(&folder).unwrap();
    assert!(
        save(
            &folder,
            &to_save_file(&sample_game(), Metadata::default(), &[], &[])
        )
        .is_err()
    );
    assert!(folder.is_dir());
}

#[test]
fn loading_a_missing_file_says_so() {
    let err = load(std::path::Path::new("/nonexistent/game.ron")).unwrap_err();
    assert!(matches!(err, LoadError::Io { .. }));
    assert!(
        err.to_string()
            .starts_with("could not read /nonexistent/game.ron")
    );
}

#[test]
fn the_shipped_games_load() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../saves");
    let mut outcomes = Vec::new();
    for entry in std::fs::read_dir(&dir).unwrap() {
        let path = entry.unwrap().path();
        if path.extension().is_some_and(|e| e == "ron") {
            let loaded = load(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
            outcomes.push(
                loaded
                    .game
                    .outcome()
                    .expect("the shipped games are finished"),
            );
        }
    }
    assert!(outcomes.iter().any(|o| o.winner == Some(Side::Defenders)));
    assert!(outcomes.iter().any(|o| o.winner == Some(Side::Attackers)));
    assert!(outcomes.iter().any(|o| o.winner.is_none()));
}

/// A game ended by resignation or time, and its clock, round-trip; a declared result on a game the
/// board already decided is refused.
#[test]
fn declared_results_and_clocks_round_trip() {
    let mut game = sample_game();
    let timeout = ardri_rules::Outcome {
        winner: Some(Side::Attackers),
        reason: EndReason::Timeout,
    };
    game.declare(timeout).unwrap();
    let mut file = to_save_file(&game, Metadata::default(), &[], &[]);
    file.clock = Some(ardri_saves::SavedClock {
        initial_ms: 300_000,
        increment_ms: 2_000,
        attackers_ms: 41_500,
        defenders_ms: 0,
    });
    let loaded = decode(&encode(&file).unwrap()).unwrap();
    assert_eq!(loaded.game.outcome(), Some(timeout));
    assert_eq!(loaded.clock, file.clock);

    let mut escaped = Game::from_position("7/7/7/7/7/6a/1k5 d".parse::<Position>().unwrap());
    escaped.play_text("b1a1").unwrap();
    let mut file = to_save_file(&escaped, Metadata::default(), &[], &[]);
    file.result = Some(ardri_saves::SavedResult {
        winner: Some(Side::Attackers),
        reason: EndReason::Resignation,
    });
    assert!(refusal(&encode(&file).unwrap()).contains("the file says"));
}

#[test]
fn messages_say_where_and_what_in_plain_words() {
    for (text, expected) in [
        ("", "line 1, column 1: expected a save file"),
        ("[1, 2, 3]", "line 1, column 1: expected a save file"),
        (
            "(format_version: 4, start: \"7/7/7/3k3/7/7/7 d\", moves: [\"c3c2\" \"b4b3\"])",
            "expected a ',' between two entries",
        ),
        (
            "(format_version: 4)",
            "the required field 'start' is missing",
        ),
        ("(format_version: 4, start: ", "the file ends too early"),
    ] {
        let message = refusal(text);
        assert!(message.contains(expected), "{text:?}: {message}");
        // The parser's own words (type names, serde's phrasing) are kept for a log, not shown.
        for inside in ["VersionProbe", "SaveFile", "struct", "`"] {
            assert!(!message.contains(inside), "{text:?}: {message}");
        }
    }
    match decode("[1]").unwrap_err() {
        LoadError::Syntax { detail, .. } => assert!(detail.contains("VersionProbe"), "{detail}"),
        other => panic!("{other}"),
    }
}

#[test]
fn a_byte_order_mark_at_the_start_is_accepted() {
    let text = format!("\u{feff}{}", valid_text());
    let loaded = decode(&text).expect("a BOM is not part of the save");
    assert_eq!(loaded.game.ply_count(), sample_game().ply_count());
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("bom.ron");
    std::fs::write(&path, text).unwrap();
    assert!(load(&path).is_ok());
}

/// The defenders and the attackers each step out and back twice: the start stands for the third
/// time after 8 moves.
const SHUFFLE: [&str; 8] = [
    "c5b5", "b4b3", "b5c5", "b3b4", "c5b5", "b4b3", "b5c5", "b3b4",
];

#[test]
fn a_variation_counts_the_main_lines_repetitions() {
    // The main line stands at the start's second occurrence after 4 moves; a variation from
    // there that repeats it once more ends the game, and a move after that is refused, as the
    // app's Open refuses it.
    let mut game = Game::new(Rules::default());
    for m in &SHUFFLE[..4] {
        game.play_text(m).unwrap();
    }
    let moves: Vec<_> = SHUFFLE[4..]
        .iter()
        .chain(["c5b5"].iter())
        .map(|m| m.to_string())
        .collect();
    let mut file = to_save_file(&game, Metadata::default(), &[], &[]);
    file.variations = vec![ardri_saves::SavedVariation {
        after_ply: 4,
        moves,
        analysis: vec![],
        annotations: Default::default(),
    }];
    let message = refusal(&encode(&file).unwrap());
    assert_eq!(
        message,
        "variation 1: its move 5 (c5b5): the game was already over (Draw: third repetition)"
    );
    // Up to the repetition, the same variation loads.
    file.variations[0].moves.pop();
    let loaded = decode(&encode(&file).unwrap()).unwrap();
    assert_eq!(loaded.variations[0].moves.len(), 4);
}

#[test]
fn a_long_game_without_the_repetition_rule_loads() {
    // 100,000 moves of shuffling: loading must stay linear in the length (it took seconds when
    // every move counted the repetitions over the whole game).
    let rules = Rules {
        repetition_draw: false,
        ..Rules::default()
    };
    let mut game = Game::new(rules);
    for i in 0..100_000 {
        game.play_text(SHUFFLE[i % 4]).unwrap();
    }
    let text = encode(&to_save_file(&game, Metadata::default(), &[], &[])).unwrap();
    let loaded = decode(&text).unwrap();
    assert_eq!(loaded.game.ply_count(), 100_000);
    assert!(loaded.game.outcome().is_none());
}
