//! Every command's output sent where it cannot be written (`> /dev/full`, a full disk, a closed
//! pipe): one plain line on standard error and a non-zero exit, never a panic (exit 101).

use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};

const ENGINE: &str = env!("CARGO_BIN_EXE_ardri-engine");

fn repo(path: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../..")
        .join(path)
}

/// `ardri-engine args` with `input` on standard input and its output into /dev/full.
#[cfg(target_os = "linux")]
fn into_dev_full(args: &[&str], input: &str) -> Output {
    use std::io::Write as _;
    let full = std::fs::OpenOptions::new()
        .write(true)
        .open("/dev/full")
        .expect("/dev/full");
    let mut child = Command::new(ENGINE)
        .args(args)
        .stdin(Stdio::piped())
        .stdout(full)
        .stderr(Stdio::piped())
        .spawn()
        .expect("the engine binary runs");
    let mut stdin = child.stdin.take().unwrap();
    // The engine may end before it has read everything.
    let _ = stdin.write_all(input.as_bytes());
    drop(stdin);
    child.wait_with_output().unwrap()
}

#[cfg(target_os = "linux")]
#[test]
fn every_command_says_once_that_its_output_cannot_be_written() {
    let game = repo("saves/attackers-win.ron");
    let game = game.to_str().unwrap();
    let puzzles = repo("assets/puzzles.txt");
    let puzzles = puzzles.to_str().unwrap();
    let quick_review = ["review", game, "--depth", "1", "--threads", "1"];
    let commands: Vec<(Vec<&str>, &str)> = vec![
        (vec!["levels"], ""),
        (vec!["levels", "--json"], ""),
        (vec!["perft", "2"], ""),
        (vec!["divide", "1"], ""),
        (vec!["bench", "1"], ""),
        (vec!["speed", "1", "--runs", "1"], ""),
        (quick_review.to_vec(), ""),
        ([&quick_review[..], &["--json"]].concat(), ""),
        (vec!["explorer", "query", "start"], ""),
        (vec!["explorer", "query", "start", "--json"], ""),
        (vec!["puzzles", "export", puzzles], ""),
        (vec!["--help"], ""),
        (vec!["--version"], ""),
        (vec!["levels", "--help"], ""),
        // The protocol: its answers cannot be written, so the session ends.
        (vec![], "uci\nisready\n"),
        (vec!["uci"], "isready\n"),
    ];
    for (args, input) in commands {
        let out = into_dev_full(&args, input);
        let err = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(1), "{args:?}: {err}");
        assert_eq!(
            err, "ardri-engine: could not write the output: No space left on device\n",
            "{args:?}"
        );
    }
}

/// A closed pipe (`ardri-engine puzzles export ... | head -1`) ends the program quietly, as it does
/// any Unix tool: no message, no panic, not a success.
#[cfg(unix)]
#[test]
fn a_closed_pipe_ends_the_output_quietly() {
    let puzzles = repo("assets/puzzles.txt");
    let mut child = Command::new(ENGINE)
        .args(["puzzles", "export", puzzles.to_str().unwrap()])
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    // The export is larger than a pipe holds: it cannot be done before the pipe is closed.
    drop(child.stdout.take());
    let out = child.wait_with_output().unwrap();
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(!out.status.success(), "{err}");
    assert!(!err.contains("panicked"), "{err}");
    assert!(err.is_empty() || err.starts_with("ardri-engine: "), "{err}");
}

/// Runs `script` as root in a mount namespace of its own (so a small disk can be mounted and is
/// gone afterwards), with `$ENGINE` set; `None` where that cannot be done (not root, no
/// `unshare`), and the test is then skipped.
#[cfg(target_os = "linux")]
fn in_own_mounts(script: &str) -> Option<Output> {
    // SAFETY: geteuid has no preconditions.
    if unsafe { libc::geteuid() } != 0 {
        eprintln!("skipped: mounting a small disk needs root");
        return None;
    }
    let out = Command::new("unshare")
        .args(["--mount", "sh", "-c", script])
        .env("ENGINE", ENGINE)
        .output();
    match out {
        Ok(out) if !String::from_utf8_lossy(&out.stdout).contains("cannot mount") => Some(out),
        _ => {
            eprintln!("skipped: no mount namespace here");
            None
        }
    }
}

/// `puzzles export` into a file on a disk that fills up: every write is checked, so it fails (it
/// used to stop at 4,096 bytes with a cut line and exit 0).
#[cfg(target_os = "linux")]
#[test]
fn puzzles_export_to_a_full_disk_fails() {
    let disk = tempfile::tempdir().unwrap();
    let puzzles = repo("assets/puzzles.txt");
    let script = format!(
        r#"mount -t tmpfs -o size=32k tmpfs '{disk}' || {{ echo cannot mount; exit 0; }}
"$ENGINE" puzzles export '{puzzles}' > '{disk}/puzzles.json'
echo "exit $?"
wc -c < '{disk}/puzzles.json'"#,
        disk = disk.path().display(),
        puzzles = puzzles.display()
    );
    let Some(out) = in_own_mounts(&script) else {
        return;
    };
    let said = String::from_utf8_lossy(&out.stdout);
    let err = String::from_utf8_lossy(&out.stderr);
    let mut lines = said.lines();
    assert_eq!(lines.next(), Some("exit 1"), "{said} {err}");
    let written: u64 = lines.next().unwrap().trim().parse().unwrap();
    assert!(written <= 32 * 1024, "{written}");
    assert_eq!(
        err, "ardri-engine: could not write the output: No space left on device\n",
        "{said}"
    );
}
