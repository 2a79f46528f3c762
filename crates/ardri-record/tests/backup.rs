//! Backups: at most one a day, the newest seven kept, and a restore that keeps the record as it
//! was.

mod common;

use ardri_record::{
    BackupKind, GameFilter, KEEP_BACKUPS, KEEP_OTHER_BACKUPS, LessonResult, Notice, Page, Record,
    RecordContents, RecordError, Utc,
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

/// Backups made before they were written with a rollback journal are marked for the write-ahead
/// log: reading one read-only must still leave nothing beside it, and restoring one works.
#[test]
fn a_backup_made_by_an_older_version_is_read_without_writing_beside_it() {
    // A folder whose name SQLite's file URIs must escape.
    let dir = tempfile::Builder::new()
        .prefix("Ana María 100% #1?")
        .tempdir()
        .unwrap();
    let (mut record, _) = Record::open(dir.path()).unwrap();
    play(&mut record, 2, 0);
    std::fs::create_dir_all(record.backup_folder()).unwrap();
    let old = record.backup_folder().join("record-2025-12-31.sqlite");
    {
        // As the older version copied the record: its pages as they are, the log's mark too.
        let source = rusqlite::Connection::open(record.path()).unwrap();
        let mut copy = rusqlite::Connection::open(&old).unwrap();
        let backup = rusqlite::backup::Backup::new(&source, &mut copy).unwrap();
        backup.step(-1).unwrap();
    }
    assert_eq!(names(&record), ["record-2025-12-31.sqlite"]);
    let listed = record.backups().unwrap();
    assert_eq!(listed[0].contents.as_ref().unwrap().games, 2);
    assert_eq!(names(&record), ["record-2025-12-31.sqlite"]);
    play(&mut record, 1, 1);
    assert_eq!(count(&record), 3);
    record.restore(&listed[0]).unwrap();
    assert_eq!(count(&record), 2);
    assert!(
        names(&record)
            .iter()
            .all(|n| !n.ends_with("-wal") && !n.ends_with("-shm")),
        "{:?}",
        names(&record)
    );
}

/// An older version's listing left a log and a shared memory file beside its backups: they go
/// with their backup when it is pruned.
#[test]
fn a_pruned_backup_takes_what_sqlite_left_beside_it() {
    let dir = tempfile::tempdir().unwrap();
    let (mut record, _) = Record::open(dir.path()).unwrap();
    record.backup_if_due(Utc(day(0, 0))).unwrap().unwrap();
    for suffix in ["-wal", "-shm"] {
        let beside = record
            .backup_folder()
            .join(format!("record-2026-01-01.sqlite{suffix}"));
        std::fs::write(beside, b"").unwrap();
    }
    for d in 1..=KEEP_BACKUPS as i64 {
        record.backup_if_due(Utc(day(d, 0))).unwrap().unwrap();
    }
    let left = names(&record);
    assert_eq!(left.len(), KEEP_BACKUPS, "{left:?}");
    assert!(
        left.iter().all(|n| !n.starts_with("record-2026-01-01")),
        "{left:?}"
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
    // Kept with the backups, listed as what it is.
    assert_eq!(kept.parent().unwrap(), record.backup_folder());
    assert!(
        kept.file_name()
            .unwrap()
            .to_str()
            .unwrap()
            .starts_with("before-restore-"),
        "{kept:?}"
    );
    assert!(notice.to_string().contains(&kept.display().to_string()));
    assert_eq!(count(&record), 1);
    assert_eq!(count(&other), 1);
    let listed = record.backups().unwrap();
    assert_eq!(listed[0].path, *kept, "the newest");
    assert_eq!(listed[0].kind, BackupKind::BeforeRestore);
    assert_eq!(listed[0].contents.as_ref().unwrap().games, 2);
    // The record as it was before is kept whole: it opens on its own and passes SQLite's check.
    let reopened =
        rusqlite::Connection::open_with_flags(kept, rusqlite::OpenFlags::SQLITE_OPEN_READ_ONLY)
            .unwrap();
    let check: String = reopened
        .query_row("PRAGMA integrity_check", [], |row| row.get(0))
        .unwrap();
    assert_eq!(check, "ok");
    drop(reopened);
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

/// The fuzzer's case: the only backup was taken at the first start, before any game; a restore
/// of it erased everything. Restoring the copy the restore made brings it all back.
#[test]
fn a_restore_is_undone_by_restoring_the_copy_it_made() {
    let dir = tempfile::tempdir().unwrap();
    let (mut record, _) = Record::open(dir.path()).unwrap();
    let first_start = record.backup_if_due(Utc(day(0, 0))).unwrap().unwrap();
    play(&mut record, 7, 0);
    let earned = record.contents().unwrap();
    assert_eq!(earned.games, 7);

    record.restore(&first_start).unwrap();
    let nothing = record.contents().unwrap();
    assert_eq!(nothing, first_start.contents.clone().unwrap());
    assert_eq!(nothing.games, 0);
    let listed = record.backups().unwrap();
    let undo = listed
        .iter()
        .find(|b| b.kind == BackupKind::BeforeRestore)
        .expect("the record as it was is listed")
        .clone();
    assert_eq!(undo.contents, Ok(earned));

    record.restore(&undo).unwrap();
    assert_eq!(record.contents().unwrap(), earned);
    assert_eq!(count(&record), 7);
    assert_eq!(record.lesson_progress(Page::first(100)).unwrap().len(), 2);
    // The state in between was kept too, as the newest backup.
    let listed = record.backups().unwrap();
    assert_eq!(listed[0].kind, BackupKind::BeforeRestore);
    assert_ne!(listed[0].path, undo.path);
    assert_eq!(listed[0].contents, Ok(nothing));
    assert_eq!(
        listed
            .iter()
            .filter(|b| b.kind == BackupKind::BeforeRestore)
            .count(),
        2
    );
    // And the record goes on from there, as it was before the first restore.
    drop(record);
    let (record, notices) = Record::open(dir.path()).unwrap();
    assert!(notices.is_empty());
    assert_eq!(record.contents().unwrap(), earned);
}

#[test]
fn the_copies_before_restores_are_kept_apart_from_the_daily_ones() {
    let dir = tempfile::tempdir().unwrap();
    let (mut record, _) = Record::open(dir.path()).unwrap();
    for d in 0..KEEP_BACKUPS as i64 {
        record
            .finish_game(&resigned(Side::Attackers, day(d, 0)), None)
            .unwrap();
        record.backup_if_due(Utc(day(d, 10))).unwrap().unwrap();
    }
    let daily = record.backups().unwrap();
    let mut kept = Vec::new();
    for n in 0..KEEP_OTHER_BACKUPS + 2 {
        let Notice::Restored { kept: copy, .. } = record.restore(&daily[n % daily.len()]).unwrap()
        else {
            panic!("a restore says it restored");
        };
        kept.push(copy);
    }
    let listed = record.backups().unwrap();
    let others: Vec<_> = listed
        .iter()
        .filter(|b| b.kind != BackupKind::Daily)
        .map(|b| b.path.clone())
        .collect();
    // The newest five copies, newest first; every daily backup still there.
    let newest: Vec<_> = kept
        .iter()
        .rev()
        .take(KEEP_OTHER_BACKUPS)
        .cloned()
        .collect();
    assert_eq!(others, newest);
    assert_eq!(listed.len(), KEEP_BACKUPS + KEEP_OTHER_BACKUPS);
    assert!(!kept[0].exists() && !kept[1].exists());
}

#[test]
fn an_older_record_is_copied_before_it_is_brought_up_to_date() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("record.sqlite");
    ardri_record::schema::build_for_tests(
        &path,
        3,
        "INSERT INTO games (started_at, finished_at, moves, plies, result, ended_by,
            attackers_name, defenders_name, rated, not_rated_because)
         VALUES (1767225600, 1767225700, 'c3c2', 1, 'attackers', 'resignation', 'Human',
            'Ard Ri Engine (level 7)', 0, 'a test');
         INSERT INTO lesson_progress (stage, exercise, stars, attempts) VALUES ('capture', 1, 3, 1);",
    );
    let (record, notices) = Record::open(dir.path()).unwrap();
    assert!(notices.is_empty());
    let listed = record.backups().unwrap();
    assert_eq!(listed.len(), 1, "{listed:?}");
    let before = &listed[0];
    assert_eq!(before.kind, BackupKind::BeforeUpdate { from_version: 3 });
    let name = before.path.file_name().unwrap().to_str().unwrap();
    assert!(name.starts_with("before-update-v3-"), "{name}");
    assert_eq!(
        before.contents,
        Ok(RecordContents {
            games: 1,
            rating: None,
            lesson_stars: 3
        })
    );
    // It is the file as it was: still of version 3.
    let conn = rusqlite::Connection::open_with_flags(
        &before.path,
        rusqlite::OpenFlags::SQLITE_OPEN_READ_ONLY,
    )
    .unwrap();
    let version: i64 = conn
        .query_row("PRAGMA user_version", [], |row| row.get(0))
        .unwrap();
    assert_eq!(version, 3);
    drop(conn);
    // Opened again, up to date now: no second copy; nor for a new record.
    drop(record);
    let (record, _) = Record::open(dir.path()).unwrap();
    assert_eq!(record.backups().unwrap().len(), 1);
    let fresh = tempfile::tempdir().unwrap();
    let (record, _) = Record::open(fresh.path()).unwrap();
    assert!(record.backups().unwrap().is_empty());
}

#[test]
fn the_days_backup_is_brought_up_to_date_with_the_days_games() {
    let dir = tempfile::tempdir().unwrap();
    let (mut record, _) = Record::open(dir.path()).unwrap();
    let yesterday = record.backup_if_due(Utc(day(0, 50))).unwrap().unwrap();
    let yesterdays_bytes = std::fs::read(&yesterday.path).unwrap();
    // The app starts: the day's backup, before any game.
    let at_start = record.backup_if_due(Utc(day(1, 0))).unwrap().unwrap();
    assert_eq!(at_start.contents.as_ref().unwrap().games, 0);
    play(&mut record, 3, 1);
    // The app quits.
    let refreshed = record.refresh_todays_backup(Utc(day(1, 80_000))).unwrap();
    assert_eq!(refreshed.path, at_start.path);
    assert_eq!(refreshed.kind, BackupKind::Daily);
    assert_eq!(refreshed.taken_at, Utc(day(1, 80_000)));
    assert_eq!(refreshed.contents, Ok(record.contents().unwrap()));
    assert_eq!(refreshed.contents.as_ref().unwrap().games, 3);
    let listed = record.backups().unwrap();
    assert_eq!(listed, vec![refreshed, yesterday.clone()]);
    // The other day's backup is not touched; no temporary is left.
    assert_eq!(std::fs::read(&yesterday.path).unwrap(), yesterdays_bytes);
    assert_eq!(
        names(&record),
        ["record-2026-01-01.sqlite", "record-2026-01-02.sqlite"]
    );
    assert_eq!(count(&Record::open_read_only(&listed[0].path).unwrap()), 3);
}

#[test]
fn no_restore_without_the_copy_of_the_record_as_it_was() {
    let dir = tempfile::tempdir().unwrap();
    let (mut record, _) = Record::open(dir.path()).unwrap();
    let mut backup = record.backup_if_due(Utc(day(0, 0))).unwrap().unwrap();
    play(&mut record, 2, 0);
    let before = record.contents().unwrap();
    // The backup kept elsewhere, and the backups' folder cannot be made: something else has its
    // name.
    let elsewhere = dir.path().join("kept-elsewhere.sqlite");
    std::fs::rename(&backup.path, &elsewhere).unwrap();
    backup.path = elsewhere;
    std::fs::remove_dir(record.backup_folder()).unwrap();
    std::fs::write(record.backup_folder(), b"not a folder").unwrap();

    let error = record.restore(&backup).unwrap_err();
    let message = error.to_string();
    assert!(message.contains("backups"), "{message}");
    let temporary = format!(".{}.tmp", std::process::id());
    assert!(
        !message.contains("os error") && !message.contains(&temporary),
        "{message}"
    );
    // Nothing was replaced.
    assert_eq!(record.contents().unwrap(), before);
    drop(record);
    let (record, _) = Record::open(dir.path()).unwrap();
    assert_eq!(record.contents().unwrap(), before);
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
    let names: Vec<_> = [dir.path().to_path_buf(), record.backup_folder()]
        .iter()
        .flat_map(|folder| std::fs::read_dir(folder).unwrap())
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
