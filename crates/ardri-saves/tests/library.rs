//! The game library's reading of a folder: every saved game summed up (players, result, moves, each
//! side's accuracy from a stored review), unreadable files listed with their error, other files left
//! out.

use ardri_engine::Eval;
use ardri_rules::{EndReason, Game, Position, Rules, Side};
use ardri_saves::library::{self, LibraryEntry};
use ardri_saves::{Analysis, Metadata, save, to_save_file};

/// Two moves, no review, unfinished, no date.
fn plain_game() -> Game {
    let mut game = Game::new(Rules::default());
    game.play_text("c3c2").unwrap();
    game.play_text("d2e2").unwrap();
    game
}

/// The defenders let the king be taken (e1e2??), the attackers take him (c3c4): with a review
/// that says so.
fn reviewed_game() -> (Game, Vec<Option<Analysis>>) {
    let start: Position = "7/2a4/1aka3/7/2a4/7/4d2 d".parse().unwrap();
    let mut game = Game::from_position(start);
    game.play_text("e1e2").unwrap();
    game.play_text("c3c4").unwrap();
    let at = |ply: usize, text: &str| game.position_at(ply).unwrap().parse_move(text).unwrap();
    let analysis = vec![
        Some(Analysis {
            eval: Eval::Cp(0),
            depth: 12,
            best: Some(at(0, "e1f1")),
        }),
        Some(Analysis {
            eval: Eval::Win {
                side: Side::Attackers,
                moves: 1,
            },
            depth: 12,
            best: Some(at(1, "c3c4")),
        }),
        Some(Analysis {
            eval: Eval::Win {
                side: Side::Attackers,
                moves: 0,
            },
            depth: 0,
            best: None,
        }),
    ];
    (game, analysis)
}

fn entry<'a>(entries: &'a [LibraryEntry], name: &str) -> &'a LibraryEntry {
    entries
        .iter()
        .find(|e| e.file_name == name)
        .unwrap_or_else(|| panic!("{name} not listed"))
}

#[test]
fn a_folder_is_summed_up_with_reviews_and_errors() {
    let dir = tempfile::tempdir().unwrap();
    let path = |name: &str| dir.path().join(name);
    save(
        &path("plain.ron"),
        &to_save_file(&plain_game(), Metadata::default(), &[], &[]),
    )
    .unwrap();
    let (game, analysis) = reviewed_game();
    let metadata = Metadata {
        date: "2026-01-02 03:04:05".into(),
        attackers: "Ard Ri Engine (level 3)".into(),
        defenders: "Human".into(),
        event: "Casual game".into(),
        ..Metadata::default()
    };
    save(
        &path("reviewed.ron"),
        &to_save_file(&game, metadata, &analysis, &[]),
    )
    .unwrap();
    std::fs::write(path("corrupt.ron"), "(format_version: 3, start: ").unwrap();
    std::fs::write(
        path("bad-move.ron"),
        "(format_version: 1, start: \"2aaa2/3a3/a1ddd1a/aadkdaa/a1ddd1a/3a3/2aaa2 d\", moves: [\"c3c2\", \"e3e4\"])",
    )
    .unwrap();
    // Not games: another extension, a hidden file, a folder named like a game.
    std::fs::write(path("notes.txt"), "x").unwrap();
    std::fs::write(path(".hidden.ron"), "x").unwrap();
    std::fs::create_dir(path("folder.ron")).unwrap();

    let entries = library::scan(dir.path()).unwrap();
    let names: Vec<&str> = entries.iter().map(|e| e.file_name.as_str()).collect();
    assert_eq!(
        names,
        ["bad-move.ron", "corrupt.ron", "plain.ron", "reviewed.ron"]
    );

    let plain = entry(&entries, "plain.ron");
    let summary = plain.summary.as_ref().unwrap();
    assert_eq!(summary.moves, 2);
    assert_eq!(summary.outcome, None);
    assert_eq!(summary.review, None, "no analysis, no accuracy");
    // No date in the file: the file's own time stands in.
    assert_eq!(plain.date(), plain.modified.as_deref().unwrap());
    assert_eq!(plain.date().len(), "2026-01-02 03:04:05".len());

    let reviewed = entry(&entries, "reviewed.ron");
    let summary = reviewed.summary.as_ref().unwrap();
    assert_eq!(reviewed.date(), "2026-01-02 03:04:05");
    assert_eq!(summary.metadata.defenders, "Human");
    assert_eq!(summary.moves, 2);
    let outcome = summary.outcome.unwrap();
    assert_eq!(outcome.winner, Some(Side::Attackers));
    assert_eq!(outcome.reason, EndReason::KingCaptured);
    let review = summary.review.expect("the stored review is read");
    assert_eq!(review.judged, 2);
    let [attackers, defenders] = review.sides;
    assert_eq!(attackers.accuracy, Some(100.0), "the engine's own move");
    let defenders_accuracy = defenders.accuracy.unwrap();
    assert!(defenders_accuracy < 50.0, "{defenders_accuracy}");
    assert_eq!(defenders.counts, [0, 0, 0, 0, 1], "one blunder");
    // The same figures the app computes from the same analysis.
    let judge = library::judge_of(&summary.metadata);
    let marks = library::judgements(&game, &analysis, &judge);
    assert_eq!(
        library::side_summaries(&game, &analysis, &marks, &judge),
        review.sides
    );

    let corrupt = entry(&entries, "corrupt.ron").summary.as_ref().unwrap_err();
    assert!(
        corrupt.starts_with("not a valid Ard Ri save file"),
        "{corrupt}"
    );
    let bad_move = entry(&entries, "bad-move.ron")
        .summary
        .as_ref()
        .unwrap_err();
    assert!(
        bad_move.contains("move 2, e3e4: e3 holds a defender"),
        "{bad_move}"
    );
}

#[test]
fn a_missing_folder_is_an_error() {
    let dir = tempfile::tempdir().unwrap();
    assert!(library::scan(&dir.path().join("nowhere")).is_err());
    assert!(library::scan(dir.path()).unwrap().is_empty());
}

/// Runs `job` on a thread and fails the test if it has not answered within `seconds`: a reader
/// that blocks (on a FIFO, say) must fail the test, not hang it.
#[cfg(unix)]
fn within<T: Send + 'static>(seconds: u64, job: impl FnOnce() -> T + Send + 'static) -> T {
    let (tx, rx) = std::sync::mpsc::channel();
    std::thread::spawn(move || {
        let _ = tx.send(job());
    });
    rx.recv_timeout(std::time::Duration::from_secs(seconds))
        .expect("the folder was read without hanging")
}

#[cfg(unix)]
#[test]
fn a_fifo_or_a_looping_link_is_listed_with_why_it_was_skipped() {
    let dir = tempfile::tempdir().unwrap();
    save(
        &dir.path().join("game.ron"),
        &to_save_file(&plain_game(), Metadata::default(), &[], &[]),
    )
    .unwrap();
    let fifo = dir.path().join("pipe.ron");
    let made = std::process::Command::new("mkfifo")
        .arg(&fifo)
        .status()
        .expect("mkfifo runs");
    assert!(made.success());
    std::os::unix::fs::symlink("loop-b.ron", dir.path().join("loop-a.ron")).unwrap();
    std::os::unix::fs::symlink("loop-a.ron", dir.path().join("loop-b.ron")).unwrap();
    std::fs::create_dir(dir.path().join("folder.ron")).unwrap();

    let path = dir.path().to_path_buf();
    let entries = within(20, move || library::scan(&path).unwrap());
    let names: Vec<&str> = entries.iter().map(|e| e.file_name.as_str()).collect();
    // A folder is not a game; everything else named like one is listed.
    assert_eq!(names, ["game.ron", "loop-a.ron", "loop-b.ron", "pipe.ron"]);
    assert!(entries[0].summary.is_ok());
    let why = |i: usize| entries[i].summary.clone().unwrap_err();
    assert!(why(1).contains("symbolic links"), "{}", why(1));
    assert!(why(2).contains("symbolic links"), "{}", why(2));
    assert!(why(3).contains("not a regular file (a FIFO)"), "{}", why(3));
    // Loading the FIFO directly answers at once too.
    let err = within(20, move || {
        ardri_saves::load(&fifo).unwrap_err().to_string()
    });
    assert!(err.contains("a FIFO"), "{err}");
}
