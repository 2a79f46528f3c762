//! The backups' names, kinds and abandoned temporaries, without a record.
use std::time::Duration;

#[test]
fn a_backups_temporary_names_its_writer() {
    assert_eq!(
        super::names::temp_writer(".record-2026-11-26.sqlite.4242.tmp"),
        Some(4242)
    );
    assert_eq!(
        super::names::temp_writer(".record-2026-11-26.sqlite.4242.tmp-journal"),
        Some(4242)
    );
    for name in [
        "record-2026-11-26.sqlite.4242.tmp",
        ".record-2026-11-26.sqlite.tmp",
        ".record-2026-11-26.sqlite.+42.tmp",
        ".record-2026-11-26.sqlite.42.tmp.bak",
        ".notes.sqlite.42.tmp",
    ] {
        assert_eq!(super::names::temp_writer(name), None, "{name}");
    }
}

#[test]
fn a_temporary_is_abandoned_when_its_writer_is_gone() {
    // Never this process's own, however old.
    assert!(!super::names::abandoned(
        std::process::id(),
        Some(Duration::from_secs(86_400))
    ));
    match super::names::running(1) {
        // Linux: process 1 runs, whatever the file's age; a process that ended does not.
        Some(alive) => {
            assert!(alive);
            assert!(!super::names::abandoned(
                1,
                Some(Duration::from_secs(86_400))
            ));
            let mut child = std::process::Command::new("true").spawn().unwrap();
            let ended = child.id();
            child.wait().unwrap();
            assert!(super::names::abandoned(ended, Some(Duration::ZERO)));
        }
        // Elsewhere: only one left for an hour.
        None => {
            assert!(!super::names::abandoned(1, Some(Duration::from_secs(600))));
            assert!(!super::names::abandoned(1, None));
            assert!(super::names::abandoned(1, Some(Duration::from_secs(3600))));
        }
    }
}

#[test]
fn a_backups_name_says_its_kind() {
    use super::BackupKind::*;
    for (name, kind) in [
        ("record-2026-11-26.sqlite", Daily),
        ("before-restore-20261126-160015.sqlite", BeforeRestore),
        ("before-restore-20261126-160015-2.sqlite", BeforeRestore),
        ("before-restore-20261126-160015-12.sqlite", BeforeRestore),
        (
            "before-update-v3-20261126-160015.sqlite",
            BeforeUpdate { from_version: 3 },
        ),
    ] {
        assert_eq!(super::names::backup_kind(name), Some(kind), "{name}");
    }
    assert_eq!(
        super::names::parse_name("before-restore-20261126-160015-12.sqlite"),
        Some((BeforeRestore, 12))
    );
    for name in [
        "before-restore-20261126-160015",
        "before-restore-20261126-160015-.sqlite",
        "before-restore-2026112-160015.sqlite",
        "before-update-v-20261126-160015.sqlite",
        "before-update-3-20261126-160015.sqlite",
        "record.sqlite.before-restore-20261126-160015",
    ] {
        assert_eq!(super::names::backup_kind(name), None, "{name}");
    }
}

#[test]
fn a_copy_in_the_same_second_is_numbered_after_the_others() {
    let dir = tempfile::tempdir().unwrap();
    let now = crate::Utc(1_764_172_815);
    let name = |n: &str| format!("before-restore-20251126-160015{n}.sqlite");
    assert_eq!(
        super::copy_name(dir.path(), "before-restore", now),
        name("")
    );
    std::fs::write(dir.path().join(name("")), b"").unwrap();
    assert_eq!(
        super::copy_name(dir.path(), "before-restore", now),
        name("-2")
    );
    // The first of the second was pruned since: a new copy is still numbered after the
    // newest, so that it sorts as the newest.
    std::fs::write(dir.path().join(name("-2")), b"").unwrap();
    std::fs::write(dir.path().join(name("-3")), b"").unwrap();
    std::fs::remove_file(dir.path().join(name(""))).unwrap();
    assert_eq!(
        super::copy_name(dir.path(), "before-restore", now),
        name("-4")
    );
    // Another label's copies do not count.
    assert_eq!(
        super::copy_name(dir.path(), "before-update-v3", now),
        "before-update-v3-20251126-160015.sqlite"
    );
}

#[test]
fn only_dated_names_are_backups() {
    assert_eq!(
        super::names::backup_date("record-2026-11-26.sqlite"),
        Some("2026-11-26")
    );
    for name in [
        "record-2026-11-26.sqlite.tmp",
        ".record-2026-11-26.sqlite.1.tmp",
        "record-20261126.sqlite",
        "record-2026-1x-26.sqlite",
    ] {
        assert_eq!(super::names::backup_date(name), None, "{name}");
    }
}

#[test]
fn a_backups_path_is_written_as_a_uri() {
    let path = std::path::Path::new("/home/Ana María/data 100%/backups/record-2026-01-01.sqlite");
    assert_eq!(
        super::uri(path),
        "file:/home/Ana%20Mar%C3%ADa/data%20100%25/backups/record-2026-01-01.sqlite?immutable=1"
    );
}
