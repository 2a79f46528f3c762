//! `ardri-engine history`: the real binary on a record made by ardri-record.

use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};
use std::time::Duration;

use ardri_record::{
    Accuracy, ClockRecord, GameRow, LegacyPuzzles, LegacyValues, Player, Rated, Rating,
    RatingChange, Record, Utc,
};
use ardri_rules::{EndReason, Outcome, Side};
use serde_json::Value;

const ENGINE: &str = env!("CARGO_BIN_EXE_ardri-engine");

fn rating(r: f64) -> Rating {
    Rating {
        rating: r,
        deviation: 150.0,
        volatility: 0.06,
    }
}

fn game(moves: &[&str], outcome: Option<Outcome>, at: i64, person: Side) -> GameRow {
    let engine = Player {
        name: "Ard Ri Engine (level 3)".into(),
        rating_before: Some(1004.0),
        rating_after: None,
    };
    let (attackers, defenders) = match person {
        Side::Attackers => (Player::named("Human"), engine),
        Side::Defenders => (engine, Player::named("Human")),
    };
    GameRow {
        started_at: Utc(at - 300),
        finished_at: Utc(at),
        start: None,
        moves: moves.iter().map(|m| m.to_string()).collect(),
        outcome,
        level: Some(3),
        person: Some(person),
        attackers,
        defenders,
        rated: Rated::Yes,
        clock: None,
        saved_to: None,
    }
}

/// A record with three games (the middle one unfinished and casual, the last one reviewed and
/// on a clock), a rating moved over and changed twice, and a puzzle rating.
fn record_in(folder: &Path) -> PathBuf {
    let (mut record, _) = Record::open(folder).unwrap();
    let legacy = LegacyValues {
        now: Utc(1_767_225_000),
        // On the levels' old scale: moved over as 1000 (the scale moved up by 800 since).
        game_rating: Some(ardri_record::GameRating {
            rating: rating(200.0),
            games: 4,
        }),
        puzzles: Some(LegacyPuzzles {
            player: rating(1650.0),
            ..LegacyPuzzles::default()
        }),
        my_puzzles: Vec::new(),
    };
    assert!(record.import_legacy(&legacy).unwrap().done);
    let resign = |winner| {
        Some(Outcome {
            winner: Some(winner),
            reason: EndReason::Resignation,
        })
    };
    let first = game(
        &["c3c2", "b4b5"],
        resign(Side::Attackers),
        1_767_226_000,
        Side::Attackers,
    );
    record
        .finish_game(
            &first,
            Some(RatingChange {
                before: rating(1000.0),
                after: rating(1030.0),
            }),
        )
        .unwrap();
    let mut second = game(&["c3c2"], None, 1_767_227_000, Side::Defenders);
    second.rated = Rated::No {
        why: "a move was taken back".into(),
    };
    record.finish_game(&second, None).unwrap();
    let mut third = game(
        &["e3e2", "f4f5", "c3c2"],
        resign(Side::Attackers),
        1_767_228_000,
        Side::Defenders,
    );
    third.clock = Some(ClockRecord {
        initial_ms: 300_000,
        increment_ms: 2_000,
        attackers_left_ms: Some(250_000),
        defenders_left_ms: Some(12_000),
    });
    let id = record
        .finish_game(
            &third,
            Some(RatingChange {
                before: rating(1030.0),
                after: rating(1012.0),
            }),
        )
        .unwrap();
    record
        .set_review(
            id,
            Utc(1_767_229_000),
            Accuracy {
                attackers: Some(91.0),
                defenders: Some(64.5),
            },
        )
        .unwrap();
    record.path().to_path_buf()
}

fn run(args: &[&str]) -> Output {
    Command::new(ENGINE)
        .args(args)
        .env_remove("XDG_DATA_HOME")
        .output()
        .expect("the binary runs")
}

fn lines(out: &Output) -> Vec<Value> {
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout.clone())
        .unwrap()
        .lines()
        .map(|l| serde_json::from_str(l).unwrap_or_else(|e| panic!("{l}: {e}")))
        .collect()
}

#[test]
fn json_gives_the_record_then_every_game_newest_first() {
    let dir = tempfile::tempdir().unwrap();
    let db = record_in(dir.path());
    let out = run(&["history", "--json", "--db", db.to_str().unwrap()]);
    let lines = lines(&out);
    assert_eq!(lines.len(), 4);
    let head = &lines[0];
    assert_eq!(head["db"], db.display().to_string());
    assert_eq!(head["rating"], 1012.0);
    assert_eq!(head["deviation"], 150.0);
    assert_eq!(head["games"], 6, "4 moved over and 2 rated since");
    assert_eq!(head["games_recorded"], 3);
    assert_eq!(head["puzzle_rating"], 1650.0);
    assert_eq!(head["schema_version"], ardri_record::SCHEMA_VERSION);
    let ids: Vec<i64> = lines[1..]
        .iter()
        .map(|g| g["id"].as_i64().unwrap())
        .collect();
    assert_eq!(ids, [3, 2, 1], "newest first");
    let newest = &lines[1];
    assert_eq!(newest["moves"], "e3e2 f4f5 c3c2");
    assert_eq!(newest["result"], "attackers");
    assert_eq!(newest["ended_by"], "resignation");
    assert_eq!(newest["person"], "defenders");
    assert_eq!(newest["person_result"], "loss");
    assert_eq!(newest["rating_before"], 1030.0);
    assert_eq!(newest["rating_after"], 1012.0);
    assert_eq!(newest["defenders"]["rating_after"], 1012.0);
    assert_eq!(newest["accuracy"]["defenders"], 64.5);
    assert_eq!(newest["clock"]["increment_ms"], 2000);
    assert_eq!(newest["finished"], "2026-01-01 00:40:00");
    let casual = &lines[2];
    assert_eq!(casual["rated"], false);
    assert_eq!(casual["not_rated_because"], "a move was taken back");
    assert_eq!(casual["result"], "unfinished");
    assert_eq!(casual["rating_after"], Value::Null);
    assert_eq!(lines[3]["person_result"], "win");
    // Read only: nothing changed or added beside the record.
    assert!(!dir.path().join("backups").exists());
}

#[test]
fn without_json_a_table_a_person_reads() {
    let dir = tempfile::tempdir().unwrap();
    let db = record_in(dir.path());
    let out = run(&["history", "--db", db.to_str().unwrap()]);
    assert!(out.status.success());
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(
        text.contains("Game rating: 1012 ± 150 (6 rated games)"),
        "{text}"
    );
    assert!(text.contains("Puzzle rating: 1650 ± 150"), "{text}");
    let rows: Vec<&str> = text
        .lines()
        .filter(|l| l.trim_start().starts_with(char::is_numeric))
        .collect();
    assert_eq!(rows.len(), 3, "{text}");
    assert!(
        rows[0].contains("2026-01-01 00:40")
            && rows[0].contains("loss")
            && rows[0].contains("1030 → 1012")
            && rows[0].ends_with("64%"),
        "{}",
        rows[0]
    );
    assert!(
        rows[1].contains("unfinished") && rows[1].contains("casual"),
        "{}",
        rows[1]
    );
    // An empty record says so.
    let empty = tempfile::tempdir().unwrap();
    let (record, _) = Record::open(empty.path()).unwrap();
    let out = run(&["history", "--db", record.path().to_str().unwrap()]);
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(
        text.contains("Game rating: none yet") && text.contains("No game kept yet."),
        "{text}"
    );
}

#[test]
fn export_writes_every_game_as_a_save_that_loads() {
    let dir = tempfile::tempdir().unwrap();
    let db = record_in(dir.path());
    let out_dir = dir.path().join("exported");
    let out = run(&[
        "history",
        "--export",
        out_dir.to_str().unwrap(),
        "--db",
        db.to_str().unwrap(),
    ]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert_eq!(
        String::from_utf8(out.stdout).unwrap(),
        format!("3 games written to {}\n", out_dir.display())
    );
    let mut files: Vec<PathBuf> = std::fs::read_dir(&out_dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .collect();
    files.sort();
    assert_eq!(files.len(), 3);
    assert_eq!(
        files[2].file_name().unwrap(),
        "game-000003-20260101-004000.ron"
    );
    let newest = ardri_saves::load(&files[2]).unwrap();
    let moves: Vec<String> = newest
        .game
        .moves()
        .iter()
        .map(|p| p.mv.to_string())
        .collect();
    assert_eq!(moves, ["e3e2", "f4f5", "c3c2"]);
    assert_eq!(
        newest.game.outcome(),
        Some(Outcome {
            winner: Some(Side::Attackers),
            reason: EndReason::Resignation
        })
    );
    assert_eq!(newest.metadata.defenders, "Human");
    assert_eq!(newest.metadata.defenders_elo, Some(1030));
    assert_eq!(newest.metadata.date, "2026-01-01 00:40:00");
    assert!(
        newest.metadata.event.contains("level 3"),
        "{}",
        newest.metadata.event
    );
    let unfinished = ardri_saves::load(&files[1]).unwrap();
    assert_eq!(unfinished.game.outcome(), None);
    assert!(unfinished.metadata.notes.contains("a move was taken back"));
}

#[test]
fn a_missing_record_is_a_plain_message_and_none_is_made() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("record.sqlite");
    for args in [
        vec!["history", "--json"],
        vec!["history"],
        vec!["history", "--export", "out"],
    ] {
        let mut args = args.clone();
        args.extend(["--db", db.to_str().unwrap()]);
        let out = run(&args);
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        let err = String::from_utf8(out.stderr).unwrap();
        assert_eq!(err.lines().count(), 1, "{err}");
        assert!(
            err.starts_with("error: there is no record at ") && err.contains(db.to_str().unwrap()),
            "{err}"
        );
        assert!(out.stdout.is_empty());
    }
    assert_eq!(
        std::fs::read_dir(dir.path()).unwrap().count(),
        0,
        "nothing made"
    );
}

#[test]
fn the_default_record_is_the_apps_in_its_data_folder() {
    let dir = tempfile::tempdir().unwrap();
    // $XDG_DATA_HOME/ardri, as eframe's storage_dir("ardri") finds it on Linux.
    let db = record_in(&dir.path().join("data/ardri"));
    let out = Command::new(ENGINE)
        .args(["history", "--json"])
        .env("XDG_DATA_HOME", dir.path().join("data"))
        .output()
        .unwrap();
    assert_eq!(lines(&out)[0]["db"], db.display().to_string());
    // A relative XDG_DATA_HOME is ignored: $HOME/.local/share/ardri.
    if cfg!(all(unix, not(target_os = "macos"))) {
        let home_db = record_in(&dir.path().join("home/.local/share/ardri"));
        let out = Command::new(ENGINE)
            .args(["history", "--json"])
            .env("XDG_DATA_HOME", "relative/data")
            .env("HOME", dir.path().join("home"))
            .output()
            .unwrap();
        assert_eq!(lines(&out)[0]["db"], home_db.display().to_string());
    }
}

#[cfg(unix)]
#[test]
fn a_fifo_or_a_newer_record_is_a_clear_error_at_once() {
    use std::os::unix::ffi::OsStrExt;
    let dir = tempfile::tempdir().unwrap();
    let fifo = dir.path().join("record.sqlite");
    let name = std::ffi::CString::new(fifo.as_os_str().as_bytes()).unwrap();
    // SAFETY: a valid, NUL-terminated path.
    assert_eq!(unsafe { libc::mkfifo(name.as_ptr(), 0o644) }, 0);
    let mut child = Command::new(ENGINE)
        .args(["history", "--json", "--db", fifo.to_str().unwrap()])
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    // A FIFO opened would block for ever: the program must end by itself (500 looks, 20 ms
    // apart, before it is taken for hung).
    let ended = (0..500).any(|_| {
        let done = child.try_wait().unwrap().is_some();
        if !done {
            std::thread::sleep(Duration::from_millis(20));
        }
        done
    });
    if !ended {
        child.kill().unwrap();
        panic!("history hung on a FIFO");
    }
    let out = child.wait_with_output().unwrap();
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8(out.stderr).unwrap();
    assert!(
        err.contains("is a FIFO") && err.lines().count() == 1,
        "{err}"
    );

    let newer = tempfile::tempdir().unwrap();
    let db = record_in(newer.path());
    rusqlite_free_version_bump(&db);
    let out = run(&["history", "--db", db.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8(out.stderr).unwrap();
    assert!(
        err.contains("newer version of Ard Ri") && err.contains("left untouched"),
        "{err}"
    );
}

/// Sets the record's version one past this program's, by its header (the user_version field at
/// byte 60, big-endian), after the log is folded in.
fn rusqlite_free_version_bump(db: &Path) {
    let mut bytes = std::fs::read(db).unwrap();
    let version = (ardri_record::SCHEMA_VERSION + 1) as u32;
    bytes[60..64].copy_from_slice(&version.to_be_bytes());
    std::fs::write(db, bytes).unwrap();
}

#[cfg(target_os = "linux")]
#[test]
fn output_that_cannot_be_written_is_said_once() {
    let dir = tempfile::tempdir().unwrap();
    let db = record_in(dir.path());
    for json in [true, false] {
        let full = std::fs::OpenOptions::new()
            .write(true)
            .open("/dev/full")
            .unwrap();
        let mut args = vec!["history", "--db", db.to_str().unwrap()];
        if json {
            args.push("--json");
        }
        let out = Command::new(ENGINE)
            .args(&args)
            .stdout(full)
            .stderr(Stdio::piped())
            .output()
            .unwrap();
        assert_eq!(out.status.code(), Some(1));
        assert_eq!(
            String::from_utf8(out.stderr).unwrap(),
            "ardri-engine: could not write the output: No space left on device\n"
        );
    }
}

/// A game row in SQL: `id`, finished at second `id` of 2026, with this name and these moves.
fn game_sql(id: i64, attackers: &str, moves: &str) -> String {
    format!(
        "INSERT INTO games (id, started_at, finished_at, moves, plies, result, ended_by, level,
            person_side, attackers_name, defenders_name, rated)
         VALUES ({id}, {at}, {at}, {moves}, 1, 'attackers', 'resignation', 7, 'defenders',
            {attackers}, 'Human', 1);",
        at = 1_767_225_600 + id
    )
}

/// A record as an older version let it be: games 1, 2 and 5 sound, 3 with a name that is not
/// UTF-8, 4 with a move that is not legal; opened by the app once (brought up to date).
fn record_with_unreadable_games(folder: &Path) -> PathBuf {
    let engine = "'Ard Ri Engine (level 7)'";
    let sql = [
        game_sql(1, engine, "'c3c2'"),
        game_sql(2, engine, "'c3c2'"),
        game_sql(3, "CAST(x'41ff42' AS TEXT)", "'c3c2'"),
        game_sql(4, engine, "'a1a1'"),
        game_sql(5, engine, "'c3c2'"),
    ]
    .join("\n");
    let path = folder.join(ardri_record::FILE_NAME);
    ardri_record::schema::build_for_tests(&path, 3, &sql);
    drop(Record::open(folder).unwrap());
    path
}

#[test]
fn json_writes_every_game_it_can_and_lists_the_others() {
    let dir = tempfile::tempdir().unwrap();
    let db = record_with_unreadable_games(dir.path());
    let out = run(&["history", "--json", "--db", db.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(2));
    let written: Vec<Value> = String::from_utf8(out.stdout)
        .unwrap()
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    assert_eq!(written[0]["games_recorded"], 5);
    let ids: Vec<i64> = written[1..]
        .iter()
        .map(|g| g["id"].as_i64().unwrap())
        .collect();
    assert_eq!(
        ids,
        [5, 4, 2, 1],
        "every game that reads, the illegal move too"
    );
    assert_eq!(
        String::from_utf8(out.stderr).unwrap(),
        "game 3 cannot be read: its attackers_name is not valid UTF-8 text\n\
         error: 1 game of the record could not be read (listed above); the other 4 were written\n"
    );
    // The table says the same.
    let out = run(&["history", "--db", db.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(2));
    let text = String::from_utf8(out.stdout).unwrap();
    let rows = text
        .lines()
        .filter(|l| l.trim_start().starts_with(char::is_numeric))
        .count();
    assert_eq!(rows, 4, "{text}");
    assert!(
        String::from_utf8(out.stderr)
            .unwrap()
            .starts_with("game 3 cannot be read: its attackers_name is not valid UTF-8 text\n")
    );
}

#[test]
fn export_writes_every_game_it_can_and_lists_the_others() {
    let dir = tempfile::tempdir().unwrap();
    let db = record_with_unreadable_games(dir.path());
    let out_dir = dir.path().join("exported");
    let out = run(&[
        "history",
        "--export",
        out_dir.to_str().unwrap(),
        "--db",
        db.to_str().unwrap(),
    ]);
    assert_eq!(out.status.code(), Some(2));
    assert_eq!(
        String::from_utf8(out.stdout).unwrap(),
        format!("3 games written to {}\n", out_dir.display())
    );
    let err = String::from_utf8(out.stderr).unwrap();
    let lines: Vec<&str> = err.lines().collect();
    assert_eq!(lines.len(), 3, "{err}");
    // Newest first, as the games are written.
    assert_eq!(
        lines[0],
        "game 4 cannot be replayed: move 1: a1a1: there is no piece on a1"
    );
    assert_eq!(
        lines[1],
        "game 3 cannot be read: its attackers_name is not valid UTF-8 text"
    );
    assert_eq!(
        lines[2],
        "error: 2 games of the record could not be written (listed above); the other 3 were"
    );
    let mut files: Vec<String> = std::fs::read_dir(&out_dir)
        .unwrap()
        .map(|e| e.unwrap().file_name().into_string().unwrap())
        .collect();
    files.sort();
    assert_eq!(
        files,
        [
            "game-000001-20260101-000001.ron",
            "game-000002-20260101-000002.ron",
            "game-000005-20260101-000005.ron"
        ]
    );
    for file in files {
        ardri_saves::load(&out_dir.join(file)).unwrap();
    }
}
