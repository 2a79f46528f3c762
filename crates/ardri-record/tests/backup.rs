//! Backups: at most one a day, the newest seven kept, and a restore that keeps the record as it
//! was.

mod common;

use ardri_record::{
    BackupKind, GameFilter, KEEP_BACKUPS, LessonResult, Notice, Record, RecordContents,
    RecordError, Utc,
};
use ardri_rules::Side;
use common::{change, day, resigned};

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

/// Keeps `games` rated games (the rating moving 10 points up from 1000 each time) and two lessons'
/// exercises worth 3 and 2 stars, from day `d`.
fn play(record: &mut Record, games: i64, d: i64) {
    let from = record.rating().unwrap().map_or(1000.0, |r| r.rating.rating);
    for n in 0..games {
        record
            .finish_game(
                &resigned(Side::Defenders, day(d, 60 * n)),
                Some(change(from + 10.0 * n as f64, 10.0)),
            )
            .unwrap();
    }
    for (exercise, stars) in [(1, 3), (2, 2)] {
        record
            .record_lesson(&LessonResult {
                stage: "capture".into(),
                exercise,
                stars,
                completed: true,
                at: Utc(day(d, 5)),
            })
            .unwrap();
    }
}

/// The file names in the backups' folder, sorted.
fn names(record: &Record) -> Vec<String> {
    let mut names: Vec<String> = std::fs::read_dir(record.backup_folder())
        .unwrap()
        .map(|e| e.unwrap().file_name().into_string().unwrap())
        .collect();
    names.sort();
    names
}

#[test]
fn each_backup_says_when_it_was_taken_and_what_it_holds() {
    let dir = tempfile::tempdir().unwrap();
    let (mut record, _) = Record::open(dir.path()).unwrap();
    let empty = RecordContents {
        games: 0,
        rating: None,
        lesson_stars: 0,
    };
    assert_eq!(record.contents().unwrap(), empty);
    // The first start: nothing played yet.
    let first = record.backup_if_due(Utc(day(0, 100))).unwrap().unwrap();
    assert_eq!(first.kind, BackupKind::Daily);
    assert_eq!(first.taken_at, Utc(day(0, 100)));
    assert_eq!(first.contents, Ok(empty));
    play(&mut record, 7, 0);
    let now = record.contents().unwrap();
    assert_eq!(now.games, 7);
    assert_eq!(now.rating.unwrap().rating.rating, 1070.0);
    assert_eq!(now.lesson_stars, 5);
    assert_eq!(now.to_string(), "7 games, a rating of 1070, 5 lesson stars");
    assert_eq!(empty.to_string(), "no games, no rating, no lesson stars");
    let second = record.backup_if_due(Utc(day(1, 7200))).unwrap().unwrap();
    assert_eq!(second.contents, Ok(now));

    let listed = record.backups().unwrap();
    assert_eq!(listed, vec![second, first.clone()], "newest first");
    assert_eq!(listed[0].taken_at.to_string(), "2026-01-02 02:00:00");
    assert_eq!(BackupKind::Daily.to_string(), "daily backup");
    assert_eq!(
        BackupKind::BeforeRestore.to_string(),
        "your record as it was before a restore"
    );
    assert_eq!(
        BackupKind::BeforeUpdate { from_version: 3 }.to_string(),
        "your record as it was before the update from record version 3"
    );
    // Reading them left nothing beside them (no log, no shared memory file).
    assert_eq!(
        names(&record),
        ["record-2026-01-01.sqlite", "record-2026-01-02.sqlite"]
    );

    // A backup made before the time was written into it: its file's time, to the second.
    let older = record.backup_folder().join("record-2025-12-30.sqlite");
    ardri_record::schema::build_for_tests(&older, 4, "");
    let mtime = std::time::UNIX_EPOCH + std::time::Duration::from_secs(day(-2, 30) as u64);
    std::fs::File::options()
        .write(true)
        .open(&older)
        .unwrap()
        .set_modified(mtime)
        .unwrap();
    // One that cannot be read: listed all the same, with why in plain words.
    let broken = record.backup_folder().join("record-2025-12-31.sqlite");
    std::fs::write(&broken, b"this is no database, whatever its name says").unwrap();
    let mtime = std::time::UNIX_EPOCH + std::time::Duration::from_secs(day(-1, 30) as u64);
    std::fs::File::options()
        .write(true)
        .open(&broken)
        .unwrap()
        .set_modified(mtime)
        .unwrap();
    let listed = record.backups().unwrap();
    assert_eq!(listed.len(), 4);
    assert_eq!(listed[1], first);
    assert_eq!(listed[2].path, broken);
    assert_eq!(listed[2].taken_at, Utc(day(-1, 30)));
    let why = listed[2].contents.clone().unwrap_err();
    assert_eq!(why, "it is not a SQLite database");
    assert_eq!(listed[3].path, older);
    assert_eq!(listed[3].taken_at, Utc(day(-2, 30)));
    assert_eq!(listed[3].contents, Ok(empty));
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
