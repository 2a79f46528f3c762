//! `review --write` respects the file: what its user may not write, or the disk has no room for, is
//! refused before the analysis (each run here would search for a minute if it got that far), and
//! the file is left as it was.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

const ENGINE: &str = env!("CARGO_BIN_EXE_ardri-engine");

/// A game of 62 moves: with a second a position, an analysis takes a minute.
fn shipped_game() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../../saves/attackers-win.ron")
}

const SLOW: [&str; 5] = ["--write", "--movetime", "1000", "--threads", "1"];

/// A refusal before any analysis (no "positions in" summary), a failure, one message that
/// contains `why`.
fn assert_refused_before_analysis(out: &Output, why: &str) {
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{err}");
    assert!(err.contains(why), "{err}");
    assert!(err.contains("nothing was analysed or written"), "{err}");
    assert!(!err.contains("positions in"), "{err}");
    assert!(
        out.stdout.is_empty(),
        "{}",
        String::from_utf8_lossy(&out.stdout)
    );
}

fn review(command: &mut Command, file: &Path) -> Output {
    command
        .arg("review")
        .arg(file)
        .args(SLOW)
        .output()
        .expect("the engine binary runs")
}

#[cfg(unix)]
fn mode(path: &Path) -> u32 {
    use std::os::unix::fs::PermissionsExt;
    std::fs::metadata(path).unwrap().permissions().mode() & 0o7777
}

#[cfg(unix)]
fn set_mode(path: &Path, mode: u32) {
    use std::os::unix::fs::PermissionsExt;
    std::fs::set_permissions(path, std::fs::Permissions::from_mode(mode)).unwrap();
}

/// A read-only file (0444) in a writable folder is refused, even for the superuser (who could
/// write it, and whom these tests often run as), and stays as it was, mode included.
#[cfg(unix)]
#[test]
fn a_read_only_file_is_refused_before_the_analysis() {
    let dir = tempfile::tempdir().unwrap();
    let game = dir.path().join("game.ron");
    std::fs::copy(shipped_game(), &game).unwrap();
    let before = std::fs::read(&game).unwrap();
    set_mode(&game, 0o444);
    let out = review(&mut Command::new(ENGINE), &game);
    assert_refused_before_analysis(&out, "is read-only");
    assert_eq!(std::fs::read(&game).unwrap(), before);
    assert_eq!(mode(&game), 0o444);
}

/// The same file once writable (0640) is written, and keeps its mode.
#[cfg(unix)]
#[test]
fn a_writable_file_is_still_written_and_keeps_its_mode() {
    let dir = tempfile::tempdir().unwrap();
    let game = dir.path().join("game.ron");
    std::fs::copy(shipped_game(), &game).unwrap();
    set_mode(&game, 0o640);
    let out = Command::new(ENGINE)
        .arg("review")
        .arg(&game)
        .args(["--write", "--depth", "1", "--threads", "1"])
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert_eq!(mode(&game), 0o640);
    let loaded = ardri_saves::load(&game).unwrap();
    assert!(loaded.analysis.iter().any(Option::is_some));
}

/// An immutable file (`chattr +i`: not even the superuser may open it for writing) is refused
/// before the analysis. Skipped where the file system or the user cannot make one.
#[cfg(target_os = "linux")]
#[test]
fn an_immutable_file_is_refused_before_the_analysis() {
    let dir = tempfile::tempdir().unwrap();
    let game = dir.path().join("game.ron");
    std::fs::copy(shipped_game(), &game).unwrap();
    let chattr = |flag: &str| {
        Command::new("chattr")
            .arg(flag)
            .arg(&game)
            .output()
            .is_ok_and(|o| o.status.success())
    };
    if !chattr("+i") {
        eprintln!("skipped: chattr +i is not possible here");
        return;
    }
    let out = review(&mut Command::new(ENGINE), &game);
    assert!(chattr("-i"), "the file is made mutable again");
    assert_refused_before_analysis(&out, "cannot be written: Operation not permitted");
}

/// A user running as `nobody` (so that root's rights do not count), in `folder_mode`, on a file
/// owned by root with `file_mode`; `None` when not root (the test is then skipped).
#[cfg(unix)]
fn as_nobody(folder_mode: u32, file_mode: u32) -> Option<(tempfile::TempDir, PathBuf, Output)> {
    use std::os::unix::process::CommandExt;
    // SAFETY: geteuid has no preconditions.
    if unsafe { libc::geteuid() } != 0 {
        eprintln!("skipped: running as another user needs root");
        return None;
    }
    let dir = tempfile::tempdir().unwrap();
    set_mode(dir.path(), 0o755);
    let folder = dir.path().join("folder");
    std::fs::create_dir(&folder).unwrap();
    set_mode(&folder, folder_mode);
    let game = folder.join("game.ron");
    std::fs::copy(shipped_game(), &game).unwrap();
    set_mode(&game, file_mode);
    let out = review(Command::new(ENGINE).uid(65534).gid(65534), &game);
    Some((dir, game, out))
}

/// In a sticky folder (as /tmp), someone else's file may not be replaced, even where it may be
/// written: refused before the analysis, not when the new file is renamed over it.
#[cfg(unix)]
#[test]
fn someone_elses_file_in_a_sticky_folder_is_refused_before_the_analysis() {
    let Some((_dir, game, out)) = as_nobody(0o1777, 0o666) else {
        return;
    };
    let before = std::fs::read(shipped_game()).unwrap();
    assert_refused_before_analysis(&out, "is sticky");
    assert_eq!(std::fs::read(&game).unwrap(), before);
}

/// A file its user may not write (someone else's, 0644) in a folder the user may write is not
/// replaced by the user's own copy: refused before the analysis.
#[cfg(unix)]
#[test]
fn a_file_its_user_may_not_write_is_refused_before_the_analysis() {
    use std::os::unix::fs::MetadataExt;
    let Some((_dir, game, out)) = as_nobody(0o777, 0o644) else {
        return;
    };
    let before = std::fs::read(shipped_game()).unwrap();
    assert_refused_before_analysis(&out, "cannot be written: Permission denied");
    assert_eq!(std::fs::read(&game).unwrap(), before);
    assert_eq!(std::fs::metadata(&game).unwrap().uid(), 0);
}

/// A disk without room for the new file: refused before the analysis (it used to search for
/// minutes, then fail to write). Run in a mount namespace of its own on a small full disk; skipped
/// where that cannot be done.
#[cfg(target_os = "linux")]
#[test]
fn a_full_disk_is_refused_before_the_analysis() {
    // SAFETY: geteuid has no preconditions.
    if unsafe { libc::geteuid() } != 0 {
        eprintln!("skipped: mounting a small disk needs root");
        return;
    }
    let disk = tempfile::tempdir().unwrap();
    let script = format!(
        r#"mount -t tmpfs -o size=64k tmpfs '{disk}' || {{ echo cannot mount; exit 0; }}
cp '{game}' '{disk}/game.ron'
dd if=/dev/zero of='{disk}/filler' bs=1k count=1000 2>/dev/null
"$ENGINE" review '{disk}/game.ron' {slow}
echo "exit $?"
cmp -s '{game}' '{disk}/game.ron' && echo unchanged"#,
        disk = disk.path().display(),
        game = shipped_game().display(),
        slow = SLOW.join(" ")
    );
    let out = Command::new("unshare")
        .args(["--mount", "sh", "-c", &script])
        .env("ENGINE", ENGINE)
        .output();
    let Ok(out) = out else {
        eprintln!("skipped: no unshare");
        return;
    };
    let said = String::from_utf8_lossy(&out.stdout);
    if said.contains("cannot mount") {
        eprintln!("skipped: no mount namespace here");
        return;
    }
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(
        said.lines().collect::<Vec<_>>(),
        ["exit 2", "unchanged"],
        "{err}"
    );
    assert!(err.contains("no room on the disk"), "{err}");
    assert!(err.contains("nothing was analysed or written"), "{err}");
    assert!(!err.contains("positions in"), "{err}");
}
