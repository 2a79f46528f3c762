//! Backups: at most one a day, the newest seven kept, and a restore that keeps the record as it
//! was.

mod common;

use ardri_record::{GameFilter, KEEP_BACKUPS, Notice, Record, RecordError, Utc};
use ardri_rules::Side;
use common::{day, resigned};

fn count(record: &Record) -> u64 {
    record.count_games(&GameFilter::default()).unwrap()
}

#[test]
fn a_backup_a_day_and_the_newest_seven_kept() {
    let dir = tempfile::tempdir().unwrap();
    let (mut record, _) = Record::open(dir.path()).unwrap();
    assert!(record.backups().unwrap().is_empty());
    record
        .finish_game(&resigned(Side::Attackers, day(0, 0)), None)
        .unwrap();
    let first = record
        .backup_if_due(Utc(day(0, 100)))
        .unwrap()
        .expect("the first backup");
    assert_eq!(
        first.path,
        dir.path().join("backups/record-2026-01-01.sqlite")
    );
    assert_eq!(first.date, "2026-01-01");
    assert!(first.bytes > 0);
    // The same day again: nothing.
    assert_eq!(record.backup_if_due(Utc(day(0, 80_000))).unwrap(), None);
    for d in 1..10 {
        record
            .finish_game(&resigned(Side::Attackers, day(d, 0)), None)
            .unwrap();
        assert!(
            record.backup_if_due(Utc(day(d, 10))).unwrap().is_some(),
            "day {d}"
        );
    }
    let kept = record.backups().unwrap();
    assert_eq!(kept.len(), KEEP_BACKUPS);
    assert_eq!(kept[0].date, "2026-01-10", "newest first");
    assert_eq!(kept[6].date, "2026-01-04");
    // Only the backups are in the folder (no temporary file left).
    assert_eq!(
        std::fs::read_dir(record.backup_folder()).unwrap().count(),
        KEEP_BACKUPS
    );
    // Each backup is a sound record of its day.
    let fourth = Record::open_read_only(&kept[6].path).unwrap();
    assert_eq!(count(&fourth), 4);
    assert_eq!(
        record.summary().unwrap().last_backup_at,
        Some(Utc(day(9, 10)))
    );
}

#[test]
fn a_restore_keeps_the_record_as_it_was() {
    let dir = tempfile::tempdir().unwrap();
    let (mut record, _) = Record::open(dir.path()).unwrap();
    record
        .finish_game(&resigned(Side::Attackers, day(0, 0)), None)
        .unwrap();
    let backup = record.backup_if_due(Utc(day(0, 10))).unwrap().unwrap();
    record
        .finish_game(&resigned(Side::Defenders, day(0, 20)), None)
        .unwrap();
    assert_eq!(count(&record), 2);
    // Another copy of the app has the record open and sees the restore.
    let (other, _) = Record::open(dir.path()).unwrap();

    let notice = record.restore(&backup).unwrap();
    let Notice::Restored { from, kept } = &notice else {
        panic!("{notice:?}");
    };
    assert_eq!(from, &backup.path);
    assert!(
        kept.file_name()
            .unwrap()
            .to_str()
            .unwrap()
            .starts_with("record.sqlite.before-restore-"),
        "{kept:?}"
    );
    assert!(notice.to_string().contains(&kept.display().to_string()));
    assert_eq!(count(&record), 1);
    assert_eq!(count(&other), 1);
    // The record as it was before is kept, whole.
    assert_eq!(count(&Record::open_read_only(kept).unwrap()), 2);
    // The restored record goes on.
    record
        .finish_game(&resigned(Side::Defenders, day(1, 0)), None)
        .unwrap();
    drop((record, other));
    let (record, notices) = Record::open(dir.path()).unwrap();
    assert!(notices.is_empty());
    assert_eq!(count(&record), 2);
}

#[test]
fn a_damaged_backup_is_not_restored() {
    let dir = tempfile::tempdir().unwrap();
    let (mut record, _) = Record::open(dir.path()).unwrap();
    record
        .finish_game(&resigned(Side::Attackers, day(0, 0)), None)
        .unwrap();
    let backup = record.backup_if_due(Utc(day(0, 10))).unwrap().unwrap();
    std::fs::write(
        &backup.path,
        b"SQLite format 3\0 and then nothing that makes sense at all",
    )
    .unwrap();
    let error = record.restore(&backup).unwrap_err();
    assert!(matches!(error, RecordError::Invalid(_)), "{error:?}");
    assert!(error.to_string().contains("cannot be used"), "{error}");
    assert_eq!(count(&record), 1);
    // Nothing was kept aside for it.
    let names: Vec<_> = std::fs::read_dir(dir.path())
        .unwrap()
        .map(|e| e.unwrap().file_name().into_string().unwrap())
        .filter(|n| n.contains("before-restore"))
        .collect();
    assert!(names.is_empty(), "{names:?}");
}

/// The id of a process that has ended (a child waited for; ids are not reused at once).
fn ended_pid() -> u32 {
    let mut child = std::process::Command::new("true").spawn().unwrap();
    let pid = child.id();
    child.wait().unwrap();
    pid
}

#[cfg(target_os = "linux")]
#[test]
fn backup_temporaries_left_by_a_killed_copy_are_removed_at_open() {
    let dir = tempfile::tempdir().unwrap();
    drop(Record::open(dir.path()).unwrap());
    let backups = dir.path().join("backups");
    std::fs::create_dir_all(&backups).unwrap();
    let dead = ended_pid();
    let orphan = format!(".record-2026-01-01.sqlite.{dead}.tmp");
    let orphan_journal = format!("{orphan}-journal");
    // Another copy of the app, alive (process 1 always is), writing its backup now; this
    // process's own; a file of the person's that only looks alike.
    let alive = ".record-2026-01-01.sqlite.1.tmp".to_string();
    let own = format!(".record-2026-01-02.sqlite.{}.tmp", std::process::id());
    let others = [
        "record-2026-01-01.sqlite".to_string(),
        ".record-2026-01-01.sqlite.tmp".to_string(),
        "notes.txt".to_string(),
        format!("record-2026-01-01.sqlite.{dead}.tmp"),
    ];
    for name in [&orphan, &orphan_journal, &alive, &own]
        .into_iter()
        .chain(&others)
    {
        std::fs::write(backups.join(name), vec![7u8; 4096]).unwrap();
    }
    let (record, _) = Record::open(dir.path()).unwrap();
    let mut left: Vec<String> = std::fs::read_dir(record.backup_folder())
        .unwrap()
        .map(|e| e.unwrap().file_name().into_string().unwrap())
        .collect();
    left.sort();
    let mut expected: Vec<String> = [alive, own].into_iter().chain(others).collect();
    expected.sort();
    assert_eq!(
        left, expected,
        "only the dead copy's temporary and its journal go"
    );
}
