//! A small smoke of `ardri-lab ladder` as a process: two levels and the baseline
//! play a few games, every game lands in the games file, a second run with the same file plays
//! nothing more, and the table names every player. (Strength itself is measured by the full
//! ladder, never by a test.)

use std::process::Command;

fn lab(args: &[&str]) -> std::process::Output {
    Command::new(env!("CARGO_BIN_EXE_ardri-lab"))
        .args(args)
        .output()
        .expect("the lab binary runs")
}

#[test]
fn a_small_ladder_records_every_game_and_resumes() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("games.txt");
    let args = [
        "ladder",
        "--from",
        "1",
        "--to",
        "2",
        "--anchor-level",
        "1",
        "--games",
        "4",
        "--two-step-games",
        "0",
        "--movetime",
        "20",
        "--concurrency",
        "2",
        "--games-file",
        file.to_str().unwrap(),
    ];
    let out = lab(&args);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let games: Vec<String> = std::fs::read_to_string(&file)
        .unwrap()
        .lines()
        .map(str::to_string)
        .collect();
    // baseline-L1 and L1-L2, four games each, colours swapped, each with its moves (at least the
    // 4-ply random opening) after the players and the score.
    assert_eq!(games.len(), 8, "{games:?}");
    assert!(
        games.iter().all(|g| g.split_whitespace().count() >= 3 + 4),
        "{games:?}"
    );
    for pair in [("baseline", "L1"), ("L1", "L2")] {
        let as_attackers = |a: &str, d: &str| {
            games
                .iter()
                .filter(|g| g.starts_with(&format!("{a} {d} ")))
                .count()
        };
        assert_eq!(as_attackers(pair.0, pair.1), 2, "{games:?}");
        assert_eq!(as_attackers(pair.1, pair.0), 2, "{games:?}");
    }
    let table = String::from_utf8(out.stdout).unwrap();
    for player in ["baseline", "L1", "L2"] {
        assert!(table.lines().any(|l| l.starts_with(player)), "{table}");
    }
    // Run again: the file already holds the games asked for.
    let again = lab(&args);
    assert!(again.status.success());
    assert_eq!(std::fs::read_to_string(&file).unwrap().lines().count(), 8);
    // A line that is not a game is named, not skipped.
    std::fs::write(&file, "L1 L2 maybe\n").unwrap();
    let bad = lab(&args);
    assert!(!bad.status.success());
    assert!(
        String::from_utf8_lossy(&bad.stderr)
            .contains("line 1: expected 'ATTACKERS DEFENDERS SCORE [MOVES...]'"),
        "{}",
        String::from_utf8_lossy(&bad.stderr)
    );
}

/// `--far LOW:HIGH` plays that pairing (and nothing else when the others are set to none), with
/// `--depth` capping every search; a pairing that is not two levels, the lower first, is refused in
/// words.
#[test]
fn far_pairings_are_played_and_a_bad_one_is_refused() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("far.txt");
    let file = file.to_str().unwrap();
    let far = |pairing: &str| {
        lab(&[
            "ladder",
            "--games",
            "0",
            "--two-step-games",
            "0",
            "--baseline-games",
            "0",
            "--from",
            "1",
            "--to",
            "1",
            "--far",
            pairing,
            "--far-games",
            "2",
            "--depth",
            "2",
            "--movetime",
            "20",
            "--games-file",
            file,
        ])
    };
    let out = far("1:5");
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let games = std::fs::read_to_string(file).unwrap();
    let players: Vec<(&str, &str)> = games
        .lines()
        .map(|g| {
            let mut w = g.split_whitespace();
            (w.next().unwrap(), w.next().unwrap())
        })
        .collect();
    assert_eq!(players.len(), 2, "{games}");
    assert!(
        players.contains(&("L1", "L5")) && players.contains(&("L5", "L1")),
        "{games}"
    );
    for bad in ["5:1", "0:3", "1:14", "1-5"] {
        let out = far(bad);
        assert!(!out.status.success(), "{bad} was taken");
        assert!(
            String::from_utf8_lossy(&out.stderr).contains("--far takes LOW:HIGH"),
            "{bad}: {}",
            String::from_utf8_lossy(&out.stderr)
        );
    }
}

/// A reader that stops early (`| head`) ends the program quietly, without a panic.
#[cfg(unix)]
#[test]
fn a_closed_output_ends_the_program_without_a_panic() {
    use std::process::Stdio;
    let games = concat!(env!("CARGO_MANIFEST_DIR"), "/../../assets/ladder-games.txt");
    let mut child = Command::new(env!("CARGO_BIN_EXE_ardri-lab"))
        .args(["ladder", "--fit-only", "--games-file", games])
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    // The reader is gone before the table is written (reading and fitting 4,540 games comes
    // first): every line meets a closed pipe.
    drop(child.stdout.take());
    let out = child.wait_with_output().unwrap();
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(!stderr.contains("panicked"), "{stderr}");
}
