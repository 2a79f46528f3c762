//! Writing: a game and its rating change kept together or not at all, values out of range
//! refused where they enter, a full disk that loses nothing, two copies of the app at once, and
//! the one-time move-over of the old values.

mod common;

use std::path::Path;
use std::process::{Command, Stdio};

use ardri_record::{
    Accuracy, ClockRecord, FILE_NAME, GameFilter, GameRow, LegacyMyPuzzle, LegacyPuzzleResult,
    LegacyPuzzles, LegacyValues, LessonResult, Page, PuzzleAttempt, PuzzleRatingChange, Rated,
    Rating, Record, RecordError, Utc,
};
use ardri_rules::{EndReason, Outcome, Side};
use common::{change, day, rating, resigned};

fn open(folder: &Path) -> Record {
    Record::open(folder).unwrap().0
}

fn count(record: &Record) -> u64 {
    record.count_games(&GameFilter::default()).unwrap()
}

#[test]
fn a_game_and_its_rating_change_are_kept_together() {
    let dir = tempfile::tempdir().unwrap();
    let mut record = open(dir.path());
    let mut game = resigned(Side::Attackers, day(0, 0));
    game.clock = Some(ClockRecord {
        initial_ms: 300_000,
        increment_ms: 2_000,
        attackers_left_ms: Some(120_000),
        defenders_left_ms: None,
    });
    game.saved_to = Some("/home/someone/game.ron".into());
    let id = record
        .finish_game(&game, Some(change(1000.0, -40.0)))
        .unwrap();
    let kept = record.game(id).unwrap().unwrap();
    // The person's side's ratings are the change's.
    assert_eq!(kept.row.defenders.rating_before, Some(1000.0));
    assert_eq!(kept.row.defenders.rating_after, Some(960.0));
    assert_eq!(kept.row.attackers, game.attackers);
    assert_eq!(
        (kept.row.clock, &kept.row.saved_to),
        (game.clock, &game.saved_to)
    );
    assert_eq!(kept.rating_change, Some(change(1000.0, -40.0)));
    let now = record.rating().unwrap().unwrap();
    assert_eq!((now.rating, now.games), (rating(960.0), 1));

    // A change that does not start from the stored rating (another copy moved it): nothing kept.
    let stale = record
        .finish_game(&game, Some(change(1000.0, 10.0)))
        .unwrap_err();
    let RecordError::RatingMoved { stored } = &stale else {
        panic!("{stale:?}");
    };
    assert_eq!(stored.rating, rating(960.0));
    assert!(
        stale.to_string().contains("another copy of Ard Ri"),
        "{stale}"
    );
    assert_eq!(count(&record), 1);
    // Computed inside the transaction from what is stored: kept.
    let (_, kept_change) = record
        .finish_game_with(&game, |now| {
            let before = now.unwrap().rating;
            Some(change(before.rating, 12.0))
        })
        .unwrap();
    assert_eq!(kept_change.unwrap().after, rating(972.0));
    assert_eq!(record.rating().unwrap().unwrap().games, 2);

    // A casual game: no change allowed with it, none needed.
    let mut casual = game.clone();
    casual.rated = Rated::No {
        why: "a hint was used".into(),
    };
    assert!(matches!(
        record.finish_game(&casual, Some(change(972.0, 5.0))),
        Err(RecordError::Invalid(_))
    ));
    let id = record.finish_game(&casual, None).unwrap();
    let kept = record.game(id).unwrap().unwrap();
    assert_eq!(kept.row.rated, casual.rated);
    assert_eq!(kept.rating_change, None);
    assert_eq!(record.rating().unwrap().unwrap().games, 2);

    // The review and the saved file come later.
    record
        .set_review(
            id,
            Utc(day(0, 100)),
            Accuracy {
                attackers: Some(88.5),
                defenders: Some(61.0),
            },
        )
        .unwrap();
    record.set_saved_to(id, Path::new("/tmp/x.ron")).unwrap();
    let kept = record.game(id).unwrap().unwrap();
    assert_eq!(kept.review.unwrap().1.defenders, Some(61.0));
    assert_eq!(kept.row.saved_to.as_deref(), Some(Path::new("/tmp/x.ron")));
    assert!(
        record
            .set_saved_to(ardri_record::GameId(999), Path::new("/x"))
            .is_err()
    );
}

#[test]
fn values_out_of_range_are_refused_where_they_enter() {
    let dir = tempfile::tempdir().unwrap();
    let mut record = open(dir.path());
    let good = resigned(Side::Attackers, day(0, 0));
    let with = |f: fn(&mut GameRow)| {
        let mut row = good.clone();
        f(&mut row);
        row
    };
    let bad_rows: Vec<(&str, GameRow)> = vec![
        ("level", with(|r| r.level = Some(31))),
        (
            "rating",
            with(|r| r.attackers.rating_before = Some(f64::NAN)),
        ),
        ("rating", with(|r| r.defenders.rating_after = Some(4000.5))),
        ("rating", with(|r| r.attackers.rating_before = Some(-1.0))),
        ("player", with(|r| r.attackers.name = String::new())),
        ("player", with(|r| r.defenders.name = "Hu\u{0}man".into())),
        ("player", with(|r| r.defenders.name = "x".repeat(501))),
        (
            "before it starts",
            with(|r| r.started_at = Utc(r.finished_at.0 + 1)),
        ),
        ("the start", with(|r| r.started_at = Utc(-5))),
        ("move 1", with(|r| r.moves = vec!["c3c4".into()])),
        ("move 2", with(|r| r.moves.push("zz".into()))),
        (
            "the moves end",
            with(|r| {
                r.outcome = Some(Outcome {
                    winner: None,
                    reason: EndReason::Repetition,
                })
            }),
        ),
        (
            "clock",
            with(|r| {
                r.clock = Some(ClockRecord {
                    initial_ms: 90_000_000,
                    increment_ms: 0,
                    attackers_left_ms: None,
                    defenders_left_ms: None,
                })
            }),
        ),
        ("start position", with(|r| r.start = Some("7/7 d".into()))),
        (
            "not rated",
            with(|r| r.rated = Rated::No { why: String::new() }),
        ),
    ];
    for (says, row) in &bad_rows {
        let error = record.finish_game(row, None).unwrap_err();
        assert!(
            matches!(
                error,
                RecordError::OutOfRange { .. } | RecordError::Invalid(_)
            ),
            "{says}: {error:?}"
        );
        let text = error.to_string();
        assert!(
            text.contains(says) && text.contains("nothing was written"),
            "{says}: {text}"
        );
    }
    let bad_ratings = [
        Rating {
            rating: f64::NAN,
            ..rating(1000.0)
        },
        Rating {
            deviation: -3.0,
            ..rating(1000.0)
        },
        Rating {
            deviation: 0.0,
            ..rating(1000.0)
        },
        Rating {
            volatility: f64::INFINITY,
            ..rating(1000.0)
        },
        Rating {
            rating: 1e300,
            ..rating(1000.0)
        },
    ];
    for bad in bad_ratings {
        let error = record
            .finish_game(
                &good,
                Some(ardri_record::RatingChange {
                    before: rating(1000.0),
                    after: bad,
                }),
            )
            .unwrap_err();
        assert!(
            matches!(error, RecordError::OutOfRange { .. }),
            "{bad:?}: {error:?}"
        );
        assert!(error.to_string().contains("the game rating"), "{error}");
    }
    assert_eq!(count(&record), 0, "nothing written");
    assert_eq!(record.rating().unwrap(), None);
    // Puzzles, reviews, lessons.
    let attempt = PuzzleAttempt {
        puzzle_id: "p1".into(),
        at: Utc(day(0, 0)),
        solved: true,
        with_help: false,
        seconds: Some(-1.0),
        mine: false,
    };
    assert!(record.record_puzzle(&attempt, None).is_err());
    let attempt = PuzzleAttempt {
        seconds: None,
        puzzle_id: String::new(),
        ..attempt
    };
    assert!(record.record_puzzle(&attempt, None).is_err());
    let id = record.finish_game(&good, None).unwrap();
    let accuracy = Accuracy {
        attackers: Some(101.0),
        defenders: None,
    };
    assert!(record.set_review(id, Utc(day(0, 5)), accuracy).is_err());
    let lesson = LessonResult {
        stage: "capture".into(),
        exercise: 1,
        stars: 4,
        completed: true,
        at: Utc(day(0, 0)),
    };
    assert!(record.record_lesson(&lesson).is_err());
    assert!(
        record
            .record_lesson(&LessonResult {
                exercise: 0,
                stars: 3,
                ..lesson
            })
            .is_err()
    );
    assert!(record.puzzle_attempts(Page::first(10)).unwrap().is_empty());
    assert!(record.lesson_progress(Page::first(10)).unwrap().is_empty());
    assert_eq!(record.game(id).unwrap().unwrap().review, None);
}

#[test]
fn the_schema_itself_refuses_values_out_of_range() {
    // A second line of defence: a row written around the API (an older or a broken program).
    let dir = tempfile::tempdir().unwrap();
    drop(open(dir.path()));
    let conn = rusqlite::Connection::open(dir.path().join(FILE_NAME)).unwrap();
    let insert = |rating: &str, deviation: &str| {
        conn.execute(
            &format!(
                "INSERT INTO rating_history (at, rating_before, deviation_before, volatility_before,
                    rating_after, deviation_after, volatility_after, games_after)
                 VALUES (0, 1000, 350, 0.06, {rating}, {deviation}, 0.06, 1)"
            ),
            [],
        )
    };
    assert!(insert("1000", "350").is_ok());
    for (r, d) in [
        ("4001", "350"),
        ("-1", "350"),
        ("1000", "-3"),
        ("1000", "0"),
        ("'x'", "350"),
        ("NULL", "350"),
    ] {
        assert!(insert(r, d).is_err(), "{r} {d}");
    }
    let game = |level: &str, result: &str| {
        conn.execute(
            &format!(
                "INSERT INTO games (started_at, finished_at, moves, plies, result, ended_by, level,
                    attackers_name, defenders_name, rated)
                 VALUES (0, 10, '', 0, '{result}', 'resignation', {level}, 'a', 'b', 1)"
            ),
            [],
        )
    };
    assert!(game("3", "draw").is_ok());
    assert!(game("31", "draw").is_err());
    assert!(game("3", "won").is_err());
    assert!(
        game("3", "unfinished").is_err(),
        "unfinished goes with abandoned only"
    );
}

/// A full disk by an injected limit: SQLite's `max_page_count` stops the file from growing, as a
/// full disk would.
#[test]
fn a_full_disk_by_an_injected_limit_loses_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let mut record = open(dir.path());
    let mut rating_now = 1000.0;
    let mut kept = 0;
    record.limit_size_for_tests(Some(0));
    let error = loop {
        let game = resigned(Side::Defenders, day(0, kept));
        match record.finish_game(&game, Some(change(rating_now, 3.0))) {
            Ok(_) => {
                rating_now += 3.0;
                kept += 1;
                assert!(kept < 10_000, "the limit never hit");
            }
            Err(e) => break (e, game),
        }
    };
    let (error, waiting) = error;
    assert!(matches!(error, RecordError::DiskFull { .. }), "{error:?}");
    let text = error.to_string();
    assert!(
        text.contains("the disk is full") && text.contains("everything kept before is safe"),
        "{text}"
    );
    assert!(kept > 10, "{kept} games kept before the disk was full");
    // Everything kept before is there, the rating with it, and the file is sound.
    assert_eq!(count(&record), kept as u64);
    assert_eq!(record.rating().unwrap().unwrap().rating.rating, rating_now);
    // The game waited in memory; with room again, it is kept.
    record.limit_size_for_tests(None);
    record
        .finish_game(&waiting, Some(change(rating_now, 3.0)))
        .unwrap();
    drop(record);
    let (record, notices) = Record::open(dir.path()).unwrap();
    assert!(notices.is_empty(), "{notices:?}");
    assert_eq!(count(&record), kept as u64 + 1);
    assert_eq!(record.rating().unwrap().unwrap().games, kept as u32 + 1);
}

/// The variable that tells a child test where its small file system is.
const SMALL_FS: &str = "ARDRI_RECORD_SMALL_FS";

/// A full disk for real: the test runs itself again in a mount namespace of its own on a 512 KiB
/// tmpfs (`unshare -m`, as root); skipped, saying so, where that is not permitted.
#[cfg(target_os = "linux")]
#[test]
fn a_full_disk_on_a_small_file_system_loses_nothing() {
    if let Some(folder) = std::env::var_os(SMALL_FS) {
        return fill_the_disk(Path::new(&folder));
    }
    let dir = tempfile::tempdir().unwrap();
    let exe = std::env::current_exe().unwrap();
    let script = "mount -t tmpfs -o size=512k ardri-test \"$0\" || exit 77; exec \"$@\"";
    // The child's own test report is kept out of this one's (shown only if it fails).
    let output = Command::new("unshare")
        .args(["-m", "--propagation", "private", "sh", "-c", script])
        .arg(dir.path())
        .arg(&exe)
        .args([
            "--exact",
            "a_full_disk_on_a_small_file_system_loses_nothing",
            "--nocapture",
        ])
        .env(SMALL_FS, dir.path())
        .output();
    match output {
        Ok(out) if out.status.success() => {}
        // 77: the mount was refused; 1: unshare itself was (a test that fails exits 101).
        Ok(out) if out.status.code() == Some(77) || out.status.code() == Some(1) => {
            eprintln!(
                "skipped: a small file system cannot be mounted here ({}: {})",
                out.status,
                String::from_utf8_lossy(&out.stderr).trim()
            );
        }
        Ok(out) => panic!(
            "the child test failed: {}\n{}{}",
            out.status,
            String::from_utf8_lossy(&out.stdout),
            String::from_utf8_lossy(&out.stderr)
        ),
        Err(e) => eprintln!("skipped: unshare cannot run here ({e})"),
    }
}

/// In the child: games until the disk is full, then everything checked.
fn fill_the_disk(folder: &Path) {
    let filler = folder.join("filler");
    std::fs::write(&filler, vec![7u8; 64 * 1024]).unwrap();
    let mut record = open(folder);
    let mut rating_now = 1000.0;
    let mut kept = 0i64;
    let (error, waiting) = loop {
        // Long games, so the disk fills in a few dozen.
        let mut rng = common::Seeded::new(kept as u64);
        let (moves, outcome) = common::random_game(&mut rng, 120);
        let game = common::row(moves, outcome, 4, Side::Attackers, day(0, kept));
        match record.finish_game(&game, Some(change(rating_now, 1.0))) {
            Ok(_) => {
                rating_now += 1.0;
                kept += 1;
                assert!(kept < 100_000, "the disk never filled");
            }
            Err(e) => break (e, game),
        }
    };
    assert!(matches!(error, RecordError::DiskFull { .. }), "{error:?}");
    assert!(kept > 3, "{kept}");
    eprintln!("{kept} games kept before the disk was full: {error}");
    assert_eq!(count(&record), kept as u64);
    // Room again: the game kept in memory is written.
    std::fs::remove_file(&filler).unwrap();
    record
        .finish_game(&waiting, Some(change(rating_now, 1.0)))
        .unwrap();
    drop(record);
    let (record, notices) = Record::open(folder).unwrap();
    assert!(notices.is_empty(), "the file is sound: {notices:?}");
    assert_eq!(count(&record), kept as u64 + 1);
    assert_eq!(
        record.rating().unwrap().unwrap().rating.rating,
        rating_now + 1.0
    );
}

/// The variable that makes a child test one of two copies of the app.
const WRITER: &str = "ARDRI_RECORD_WRITER";
const GAMES_EACH: i64 = 25;

/// Two copies of the app (two processes) finish rated games into one record at the same time:
/// every game is kept, every rating change follows the one before (none computed from a stale
/// rating), and the file is sound.
#[test]
fn two_copies_of_the_app_write_at_once() {
    if let Ok(value) = std::env::var(WRITER) {
        let (folder, copy) = value.rsplit_once('|').unwrap();
        let mut record = open(Path::new(folder));
        let copy: i64 = copy.parse().unwrap();
        for i in 0..GAMES_EACH {
            let game = resigned(Side::Defenders, day(copy, i));
            record
                .finish_game_with(&game, |now| {
                    let before = now.map_or(1000.0, |r| r.rating.rating);
                    Some(change(before, 1.0))
                })
                .unwrap();
            // A puzzle too, with its rating's check.
            loop {
                let now = record.puzzle_rating().unwrap().unwrap_or(rating(1500.0));
                let attempt = PuzzleAttempt {
                    puzzle_id: format!("p{copy}-{i}"),
                    at: Utc(day(copy, i)),
                    solved: true,
                    with_help: false,
                    seconds: Some(3.0),
                    mine: false,
                };
                let moved = PuzzleRatingChange {
                    player: ardri_record::RatingChange {
                        before: now,
                        after: Rating {
                            rating: now.rating + 1.0,
                            ..now
                        },
                    },
                    puzzle_after: rating(1400.0),
                };
                match record.record_puzzle(&attempt, Some(moved)) {
                    Ok(_) => break,
                    Err(RecordError::PuzzleRatingMoved { .. }) => continue,
                    Err(e) => panic!("{e}"),
                }
            }
        }
        return;
    }
    let dir = tempfile::tempdir().unwrap();
    let exe = std::env::current_exe().unwrap();
    let children: Vec<_> = (0..2)
        .map(|copy| {
            Command::new(&exe)
                .args([
                    "--exact",
                    "two_copies_of_the_app_write_at_once",
                    "--nocapture",
                ])
                .env(WRITER, format!("{}|{copy}", dir.path().display()))
                .stdout(Stdio::piped())
                .stderr(Stdio::piped())
                .spawn()
                .unwrap()
        })
        .collect();
    for child in children {
        let out = child.wait_with_output().unwrap();
        assert!(
            out.status.success(),
            "{}{}",
            String::from_utf8_lossy(&out.stdout),
            String::from_utf8_lossy(&out.stderr)
        );
    }
    let (record, notices) = Record::open(dir.path()).unwrap();
    assert!(notices.is_empty(), "{notices:?}");
    let total = 2 * GAMES_EACH as u64;
    assert_eq!(count(&record), total);
    let history = record.rating_history(Page::first(1000)).unwrap();
    assert_eq!(history.len() as u64, total);
    for (i, point) in history.iter().enumerate() {
        assert_eq!(point.games_after as usize, i + 1);
        assert_eq!(point.after.rating, 1001.0 + i as f64, "no change lost");
        if i > 0 {
            assert_eq!(point.before, history[i - 1].after);
        }
    }
    assert_eq!(
        record.puzzle_rating().unwrap().unwrap().rating,
        1500.0 + total as f64
    );
    assert_eq!(record.puzzle_streaks().unwrap().current as u64, total);
}

fn legacy() -> LegacyValues {
    LegacyValues {
        now: Utc(day(3, 0)),
        game_rating: Some(ardri_record::GameRating {
            rating: Rating {
                rating: 1500.0,
                deviation: 120.0,
                volatility: 0.059,
            },
            games: 30,
        }),
        puzzles: Some(LegacyPuzzles {
            player: Rating {
                rating: 1712.0,
                deviation: 80.0,
                volatility: 0.06,
            },
            streak: 5,
            best_streak: 9,
            history: ["p1", "my-a-1", "p2", "p3", "my-a-2"]
                .iter()
                .enumerate()
                .map(|(i, id)| LegacyPuzzleResult {
                    id: id.to_string(),
                    solved: i != 0,
                })
                .collect(),
            puzzle_ratings: vec![("p1".into(), rating(1450.0)), ("p2".into(), rating(1600.0))],
        }),
        my_puzzles: vec![
            LegacyMyPuzzle {
                id: "my-a-1".into(),
                attempts: 1,
                solved: 1,
            },
            LegacyMyPuzzle {
                id: "my-a-2".into(),
                attempts: 2,
                solved: 1,
            },
        ],
    }
}

#[test]
fn the_old_values_move_over_once_each_on_its_own() {
    let dir = tempfile::tempdir().unwrap();
    let mut record = open(dir.path());
    // The fuzzer's case: a valid rating of 30 games beside one puzzle id of 501 characters, and a
    // puzzle's own rating with a negative deviation. The two bad values are left out and named;
    // everything else, the game rating first, moves.
    let mut bad = legacy();
    let long_id = "x".repeat(501);
    let puzzles = bad.puzzles.as_mut().unwrap();
    puzzles.history.insert(
        1,
        LegacyPuzzleResult {
            id: long_id.clone(),
            solved: true,
        },
    );
    puzzles.puzzle_ratings.push((
        "p9".into(),
        Rating {
            deviation: -3.0,
            ..rating(1500.0)
        },
    ));
    assert_eq!(bad.untrusted().len(), 2, "{:?}", bad.untrusted());
    let moved = record.import_legacy(&bad).unwrap();
    assert!(moved.done);
    assert_eq!(moved.refused.len(), 2, "{:?}", moved.refused);
    assert!(
        moved.refused[0].what.starts_with("a puzzle result"),
        "{:?}",
        moved.refused
    );
    assert!(
        moved.refused[0].why.contains("501 characters long"),
        "{:?}",
        moved.refused
    );
    assert!(
        moved.refused[1].why.contains("deviation -3"),
        "{:?}",
        moved.refused
    );
    assert!(
        moved
            .moved
            .iter()
            .any(|m| m.contains("your game rating (2300, 30 rated games)"))
    );
    // Kept on the levels' old scale, it is moved up to today's (level 1 at 800, not 0).
    let game = record.rating().unwrap().unwrap();
    assert_eq!(
        (game.rating.rating, game.rating.deviation, game.games),
        (1500.0 + ardri_record::RATING_SCALE_SHIFT, 120.0, 30)
    );
    assert_eq!(record.puzzle_attempts(Page::first(10)).unwrap().len(), 5);
    assert!(!record.puzzle_played(&long_id).unwrap());
    assert_eq!(record.puzzle_own_ratings(Page::first(10)).unwrap().len(), 2);
    // Once: the next start moves nothing and names nothing again.
    let again = record.import_legacy(&bad).unwrap();
    assert_eq!(again, ardri_record::LegacyMove::default());
}

#[test]
fn old_values_that_cannot_be_trusted_are_left_out_and_named() {
    for (rating_value, deviation, games, said) in [
        (f64::NAN, 120.0, 30, "NaN"),
        (1e300, 120.0, 30, "1e300"),
        (4500.0, 120.0, 30, "4500"),
        (1500.0, -120.0, 30, "deviation -120"),
        (1500.0, 120.0, u32::MAX, "4294967295"),
    ] {
        let dir = tempfile::tempdir().unwrap();
        let mut record = open(dir.path());
        let mut bad = legacy();
        bad.game_rating = Some(ardri_record::GameRating {
            rating: Rating {
                rating: rating_value,
                deviation,
                volatility: 0.06,
            },
            games,
        });
        let moved = record.import_legacy(&bad).unwrap();
        assert_eq!(moved.refused.len(), 1, "{said}: {:?}", moved.refused);
        assert!(
            moved.refused[0].what.starts_with("your game rating"),
            "{said}"
        );
        assert!(
            moved.refused[0].why.contains(said),
            "{said}: {:?}",
            moved.refused
        );
        // No default took its place: the record holds no rating, and the puzzles moved.
        assert_eq!(record.rating().unwrap(), None, "{said}");
        assert_eq!(record.puzzle_rating().unwrap().unwrap().rating, 1712.0);
    }
}

#[test]
fn a_count_at_the_limit_never_wraps_and_the_game_is_kept() {
    let dir = tempfile::tempdir().unwrap();
    let mut record = open(dir.path());
    let mut at_limit = legacy();
    at_limit.game_rating.as_mut().unwrap().games = ardri_record::MAX_RATED_GAMES;
    assert!(record.import_legacy(&at_limit).unwrap().refused.is_empty());
    let before = record.rating().unwrap().unwrap().rating;
    let after = Rating {
        rating: before.rating + 10.0,
        ..before
    };
    record
        .finish_game(
            &resigned(Side::Defenders, day(4, 0)),
            Some(ardri_record::RatingChange { before, after }),
        )
        .unwrap();
    let games = record.rating().unwrap().unwrap().games;
    assert_eq!(
        games,
        ardri_record::MAX_RATED_GAMES + 1,
        "counted, not wrapped"
    );
}

#[test]
fn the_old_values_move_over_once_and_whole() {
    let dir = tempfile::tempdir().unwrap();
    let mut record = open(dir.path());
    assert!(record.import_legacy(&legacy()).unwrap().done);
    let game = record.rating().unwrap().unwrap();
    assert_eq!(
        (game.rating.rating, game.rating.deviation, game.games),
        (2300.0, 120.0, 30)
    );
    assert_eq!(record.puzzle_rating().unwrap().unwrap().rating, 1712.0);
    let streaks = record.puzzle_streaks().unwrap();
    assert_eq!((streaks.current, streaks.best), (5, 9));
    let attempts = record.puzzle_attempts(Page::first(10)).unwrap();
    assert_eq!(attempts.len(), 5);
    assert!(attempts.iter().all(|a| a.imported && a.change.is_none()));
    assert_eq!(attempts[0].attempt.puzzle_id, "my-a-2", "newest first");
    assert!(attempts[0].attempt.mine && !attempts[1].attempt.mine);
    assert!(record.puzzle_played("p3").unwrap() && !record.puzzle_played("p4").unwrap());
    let own = record.puzzle_own_ratings(Page::first(10)).unwrap();
    assert_eq!(
        own,
        vec![
            ("p1".to_string(), rating(1450.0)),
            ("p2".to_string(), rating(1600.0))
        ]
    );
    let mine = record.my_puzzles_progress(Page::first(10)).unwrap();
    assert_eq!(mine.len(), 2);
    assert_eq!(
        (mine[1].puzzle_id.as_str(), mine[1].attempts, mine[1].solved),
        ("my-a-2", 2, 1)
    );
    assert_eq!(record.legacy_imported_at().unwrap(), Some(Utc(day(3, 0))));

    // Once only: a second call (the next start, another copy) changes nothing.
    let mut again = legacy();
    again.game_rating.as_mut().unwrap().games = 99;
    assert!(!record.import_legacy(&again).unwrap().done);
    drop(record);
    let mut record = open(dir.path());
    assert!(!record.import_legacy(&again).unwrap().done);
    assert_eq!(record.rating().unwrap().unwrap().games, 30);
    assert_eq!(record.puzzle_attempts(Page::first(10)).unwrap().len(), 5);
    // The next rated game goes on from the moved rating.
    let next = ardri_record::RatingChange {
        before: Rating {
            rating: 2300.0,
            deviation: 120.0,
            volatility: 0.059,
        },
        after: Rating {
            rating: 2310.0,
            deviation: 118.0,
            volatility: 0.059,
        },
    };
    record
        .finish_game(&resigned(Side::Defenders, day(4, 0)), Some(next))
        .unwrap();
    assert_eq!(record.rating().unwrap().unwrap().games, 31);
}

#[test]
fn puzzles_keep_the_streak_my_puzzles_and_the_puzzle_rating() {
    let dir = tempfile::tempdir().unwrap();
    let mut record = open(dir.path());
    let mut now = rating(1500.0);
    for (i, (solved, help, mine)) in [
        (true, false, false),
        (true, false, true),
        (true, true, true),
        (true, false, true),
        (false, false, false),
        (true, false, true),
    ]
    .into_iter()
    .enumerate()
    {
        let attempt = PuzzleAttempt {
            puzzle_id: if mine { "my-1".into() } else { format!("p{i}") },
            at: Utc(day(0, i as i64)),
            solved,
            with_help: help,
            seconds: Some(10.0),
            mine,
        };
        let first = !record.puzzle_played(&attempt.puzzle_id).unwrap();
        let moved = first.then(|| {
            let after = Rating {
                rating: now.rating + if solved { 8.0 } else { -8.0 },
                ..now
            };
            let change = PuzzleRatingChange {
                player: ardri_record::RatingChange { before: now, after },
                puzzle_after: rating(1400.0),
            };
            now = after;
            change
        });
        record.record_puzzle(&attempt, moved).unwrap();
    }
    let streaks = record.puzzle_streaks().unwrap();
    assert_eq!(
        (streaks.current, streaks.best),
        (1, 2),
        "help and a miss break it"
    );
    assert_eq!(record.puzzle_rating().unwrap().unwrap(), now);
    let history = record.puzzle_rating_history(Page::first(10)).unwrap();
    assert_eq!(history.len(), 3, "first attempts only");
    let mine = record.my_puzzles_progress(Page::first(10)).unwrap();
    assert_eq!(mine.len(), 1);
    assert_eq!((mine[0].attempts, mine[0].solved), (4, 4));
    assert_eq!(mine[0].first_solved_at, Some(Utc(day(0, 1))));
    assert_eq!(mine[0].last_played_at, Utc(day(0, 5)));
    // A stale puzzle rating: nothing written.
    let attempt = PuzzleAttempt {
        puzzle_id: "p99".into(),
        at: Utc(day(1, 0)),
        solved: true,
        with_help: false,
        seconds: None,
        mine: false,
    };
    let stale = PuzzleRatingChange {
        player: ardri_record::RatingChange {
            before: rating(1500.0),
            after: rating(1510.0),
        },
        puzzle_after: rating(1400.0),
    };
    assert!(matches!(
        record.record_puzzle(&attempt, Some(stale)),
        Err(RecordError::PuzzleRatingMoved { .. })
    ));
    assert_eq!(record.puzzle_attempts(Page::first(100)).unwrap().len(), 6);
}

#[test]
fn lessons_keep_the_best_stars_and_the_first_completion() {
    let dir = tempfile::tempdir().unwrap();
    let mut record = open(dir.path());
    let at = |s| Utc(day(0, s));
    for (stars, completed, when) in [(0, false, 1), (2, true, 2), (1, true, 3), (3, true, 4)] {
        record
            .record_lesson(&LessonResult {
                stage: "capturing".into(),
                exercise: 2,
                stars,
                completed,
                at: at(when),
            })
            .unwrap();
    }
    record
        .record_lesson(&LessonResult {
            stage: "moving".into(),
            exercise: 1,
            stars: 3,
            completed: false,
            at: at(5),
        })
        .unwrap();
    let progress = record.lesson_progress(Page::first(10)).unwrap();
    assert_eq!(progress.len(), 2);
    assert_eq!(
        (
            progress[0].stars,
            progress[0].attempts,
            progress[0].completed_at
        ),
        (3, 4, Some(at(2)))
    );
    assert_eq!(
        (progress[1].stars, progress[1].completed_at),
        (0, None),
        "not completed: no stars"
    );
}

/// A review of a game played in the app finds its row by its start and moves (the newest of equal
/// games) and keeps each side's accuracy there; a game the record never had is not found.
#[test]
fn a_reviewed_game_is_found_by_its_moves_and_keeps_its_accuracy() {
    let dir = tempfile::tempdir().unwrap();
    let mut record = open(dir.path());
    let older = record
        .finish_game(&resigned(Side::Attackers, day(1, 0)), None)
        .unwrap();
    let newer = record
        .finish_game(&resigned(Side::Attackers, day(2, 0)), None)
        .unwrap();
    assert_ne!(older, newer);
    let moves = resigned(Side::Attackers, 0).moves;
    assert_eq!(record.find_game(None, &moves).unwrap(), Some(newer));
    // Another start, or other moves: not this game.
    let other_start = "2aaa2/3a3/a1ddd1a/aadkdaa/a1ddd1a/3a3/2aaa2 a";
    assert_eq!(record.find_game(Some(other_start), &moves).unwrap(), None);
    assert_eq!(record.find_game(None, &["d3d2".to_string()]).unwrap(), None);
    let accuracy = Accuracy {
        attackers: Some(81.0),
        defenders: Some(64.5),
    };
    record.set_review(newer, Utc(day(2, 60)), accuracy).unwrap();
    let points = record.accuracy_history(Page::first(10)).unwrap();
    assert_eq!(points.len(), 1);
    assert_eq!(points[0].game, newer);
    assert_eq!(points[0].accuracy, accuracy);
}
