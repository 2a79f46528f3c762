//! Opening the record: new files and old versions brought up to date, newer ones refused
//! untouched, every file that cannot be read moved aside and kept (and the person told where),
//! and something other than a plain file at the path refused at once.

mod common;

use std::path::{Path, PathBuf};
use std::time::Duration;

use ardri_record::{
    FILE_NAME, GameFilter, Notice, Page, Record, RecordError, SCHEMA_VERSION, check_regular_file,
    schema::MIGRATIONS,
};
use common::{change, day, resigned};

fn version(path: &Path) -> i64 {
    let conn = rusqlite::Connection::open(path).unwrap();
    conn.pragma_query_value(None, "user_version", |r| r.get(0))
        .unwrap()
}

/// A record with `n` games and a rating, closed (so its log is folded into the file).
fn record_with_games(folder: &Path, n: usize) -> PathBuf {
    let (mut record, _) = Record::open(folder).unwrap();
    let mut rating = 1000.0;
    for i in 0..n {
        record
            .finish_game(
                &resigned(ardri_rules::Side::Defenders, day(0, i as i64)),
                Some(change(rating, 5.0)),
            )
            .unwrap();
        rating += 5.0;
    }
    drop(record);
    folder.join(FILE_NAME)
}

/// The one notice of a file moved aside; the kept file is there, with `content`.
fn moved_aside(notices: &[Notice], folder: &Path, content: &[u8]) -> PathBuf {
    let [Notice::MovedAside { kept, why }] = notices else {
        panic!("expected one notice of a file moved aside, got {notices:?}");
    };
    let name = kept.file_name().unwrap().to_str().unwrap();
    assert!(name.starts_with("record.sqlite.bad-"), "{name}");
    assert_eq!(kept.parent(), Some(folder));
    assert_eq!(
        std::fs::read(kept).unwrap(),
        content,
        "the kept file is the old one, untouched"
    );
    let text = notices[0].to_string();
    assert!(
        text.contains(&kept.display().to_string()) && text.contains("a new one was started"),
        "{text}"
    );
    assert!(!why.is_empty());
    kept.clone()
}

#[test]
fn a_new_record_is_created_at_the_latest_version() {
    let dir = tempfile::tempdir().unwrap();
    let folder = dir.path().join("not yet/there");
    let (record, notices) = Record::open(&folder).unwrap();
    assert!(notices.is_empty());
    assert_eq!(record.summary().unwrap().schema_version, SCHEMA_VERSION);
    drop(record);
    assert_eq!(version(&folder.join(FILE_NAME)), SCHEMA_VERSION);
    // An empty file (0 bytes) is an empty database: brought up to date, nothing moved.
    let empty = tempfile::tempdir().unwrap();
    std::fs::write(empty.path().join(FILE_NAME), b"").unwrap();
    let (_, notices) = Record::open(empty.path()).unwrap();
    assert!(notices.is_empty());
    assert_eq!(version(&empty.path().join(FILE_NAME)), SCHEMA_VERSION);
}

#[test]
fn a_version_1_record_is_brought_up_to_date_with_everything_in_it() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join(FILE_NAME);
    {
        let conn = rusqlite::Connection::open(&path).unwrap();
        conn.execute_batch(MIGRATIONS[0]).unwrap();
        conn.pragma_update(None, "user_version", 1).unwrap();
        conn.execute_batch(
            "INSERT INTO games (id, started_at, finished_at, moves, plies, result, ended_by, level,
                person_side, attackers_name, defenders_name, rated)
             VALUES (7, 1767225000, 1767225600, 'c3c2', 1, 'attackers', 'resignation', 3,
                'defenders', 'Ard Ri Engine (level 3)', 'Human', 1);
             INSERT INTO rating_history (game_id, at, rating_before, deviation_before,
                volatility_before, rating_after, deviation_after, volatility_after, games_after)
             VALUES (7, 1767225600, 1000, 350, 0.06, 950, 300, 0.06, 1);",
        )
        .unwrap();
    }
    let (mut record, notices) = Record::open(dir.path()).unwrap();
    assert!(notices.is_empty(), "{notices:?}");
    assert_eq!(record.summary().unwrap().schema_version, SCHEMA_VERSION);
    let games = record
        .games(&GameFilter::default(), Page::first(10))
        .unwrap();
    assert_eq!(games.len(), 1);
    assert_eq!(games[0].id.0, 7);
    assert_eq!(games[0].row.moves, ["c3c2"]);
    // Four levels were added below since version 1 (version 3): the same engine, a new number.
    assert_eq!(games[0].row.level, Some(7));
    assert_eq!(games[0].row.attackers.name, "Ard Ri Engine (level 7)");
    assert_eq!(games[0].row.defenders.name, "Human");
    // The levels' scale moved up by 800 since (version 6): the same strength, a new number.
    assert_eq!(games[0].rating_change.unwrap().after.rating, 1750.0);
    let rating = record.rating().unwrap().unwrap();
    assert_eq!((rating.rating.rating, rating.games), (1750.0, 1));
    // Version 2's tables are there and work.
    record
        .record_lesson(&ardri_record::LessonResult {
            stage: "moving".into(),
            exercise: 1,
            stars: 3,
            completed: true,
            at: ardri_record::Utc(1_767_226_000),
        })
        .unwrap();
    assert_eq!(record.lesson_progress(Page::first(5)).unwrap().len(), 1);
}

#[test]
fn a_record_from_a_newer_version_is_refused_and_left_untouched() {
    let dir = tempfile::tempdir().unwrap();
    let path = record_with_games(dir.path(), 2);
    {
        let conn = rusqlite::Connection::open(&path).unwrap();
        conn.pragma_update(None, "user_version", SCHEMA_VERSION + 1)
            .unwrap();
    }
    let before = std::fs::read(&path).unwrap();
    let error = Record::open(dir.path()).unwrap_err();
    assert!(matches!(error, RecordError::Newer { .. }), "{error:?}");
    let text = error.to_string();
    assert!(
        text.contains("newer version") && text.contains("left untouched"),
        "{text}"
    );
    assert_eq!(std::fs::read(&path).unwrap(), before);
    let names: Vec<_> = std::fs::read_dir(dir.path())
        .unwrap()
        .map(|e| e.unwrap().file_name())
        .collect();
    assert_eq!(names.len(), 1, "nothing moved aside or created: {names:?}");
}

#[test]
fn garbage_bytes_are_kept_aside_and_a_fresh_record_starts() {
    let dir = tempfile::tempdir().unwrap();
    let garbage: Vec<u8> = (0..8192u32)
        .map(|i| (i.wrapping_mul(2_654_435_761) >> 13) as u8 | 1)
        .collect();
    std::fs::write(dir.path().join(FILE_NAME), &garbage).unwrap();
    // A log beside it goes with it.
    std::fs::write(dir.path().join("record.sqlite-wal"), b"not a log").unwrap();
    let (mut record, notices) = Record::open(dir.path()).unwrap();
    let kept = moved_aside(&notices, dir.path(), &garbage);
    let mut wal = kept.clone().into_os_string();
    wal.push("-wal");
    assert_eq!(std::fs::read(&wal).unwrap(), b"not a log");
    // The fresh record works.
    record
        .finish_game(&resigned(ardri_rules::Side::Attackers, day(1, 0)), None)
        .unwrap();
    assert_eq!(record.count_games(&GameFilter::default()).unwrap(), 1);
    // A second bad file the same second is kept beside the first, not over it.
    drop(record);
    std::fs::write(dir.path().join(FILE_NAME), &garbage[..4096]).unwrap();
    let (_, notices) = Record::open(dir.path()).unwrap();
    let second = moved_aside(&notices, dir.path(), &garbage[..4096]);
    assert_ne!(second, kept);
    assert_eq!(std::fs::read(&kept).unwrap(), garbage);
}

#[test]
fn a_truncated_record_is_kept_aside() {
    let dir = tempfile::tempdir().unwrap();
    let path = record_with_games(dir.path(), 300);
    let whole = std::fs::read(&path).unwrap();
    assert!(whole.len() > 40_000, "{} bytes", whole.len());
    let cut = &whole[..whole.len() / 2];
    std::fs::write(&path, cut).unwrap();
    let (record, notices) = Record::open(dir.path()).unwrap();
    moved_aside(&notices, dir.path(), cut);
    assert_eq!(record.count_games(&GameFilter::default()).unwrap(), 0);
}

#[test]
fn a_record_failing_quick_check_is_kept_aside() {
    let dir = tempfile::tempdir().unwrap();
    let path = record_with_games(dir.path(), 300);
    let mut bytes = std::fs::read(&path).unwrap();
    let page_size = usize::from(u16::from_be_bytes([bytes[16], bytes[17]]));
    // The last page (a leaf of the games' table or an index): its header and cells scrambled.
    // The file still opens (its first page is sound); only the check finds the damage.
    let last = bytes.len() - page_size;
    for (i, b) in bytes[last..last + 64].iter_mut().enumerate() {
        *b = (i as u8).wrapping_mul(37) ^ 0xA5;
    }
    std::fs::write(&path, &bytes).unwrap();
    {
        let conn = rusqlite::Connection::open(&path).unwrap();
        let first: i64 = conn
            .pragma_query_value(None, "user_version", |r| r.get(0))
            .unwrap();
        assert_eq!(
            first, SCHEMA_VERSION,
            "the header reads: only quick_check can tell"
        );
    }
    let (record, notices) = Record::open(dir.path()).unwrap();
    let kept = moved_aside(&notices, dir.path(), &bytes);
    let Notice::MovedAside { why, .. } = &notices[0] else {
        unreachable!()
    };
    assert!(why.contains("check") || why.contains("malformed"), "{why}");
    assert_eq!(record.count_games(&GameFilter::default()).unwrap(), 0);
    assert!(kept.exists());
}

/// Runs `f` on a thread and waits for its answer; fails if none comes (a FIFO opened would block
/// for ever).
fn without_hanging<T: Send + 'static>(f: impl FnOnce() -> T + Send + 'static) -> T {
    let (tx, rx) = std::sync::mpsc::channel();
    std::thread::spawn(move || {
        let _ = tx.send(f());
    });
    rx.recv_timeout(Duration::from_secs(5))
        .expect("the opening must not hang (5 s passed)")
}

#[cfg(unix)]
fn mkfifo(path: &Path) {
    use std::os::unix::ffi::OsStrExt;
    let name = std::ffi::CString::new(path.as_os_str().as_bytes()).unwrap();
    // SAFETY: a valid, NUL-terminated path.
    assert_eq!(unsafe { libc::mkfifo(name.as_ptr(), 0o644) }, 0);
}

#[cfg(unix)]
#[test]
fn a_fifo_a_folder_or_a_device_at_the_path_is_a_clear_error_at_once() {
    type Make = fn(&Path);
    let cases: [(&str, &str, Make); 5] = [
        ("a FIFO", FILE_NAME, |p| mkfifo(p)),
        ("a folder", FILE_NAME, |p| std::fs::create_dir(p).unwrap()),
        ("a device", FILE_NAME, |p| {
            std::os::unix::fs::symlink("/dev/null", p).unwrap()
        }),
        ("a FIFO", "record.sqlite-wal", |p| mkfifo(p)),
        ("a FIFO", "record.sqlite-shm", |p| mkfifo(p)),
    ];
    for (kind, name, make) in cases {
        let dir = tempfile::tempdir().unwrap();
        let odd = dir.path().join(name);
        make(&odd);
        let folder = dir.path().to_path_buf();
        let error = without_hanging(move || Record::open(&folder).map(|_| ()).unwrap_err());
        let RecordError::NotAFile { path, kind: found } = &error else {
            panic!("{name}: {error:?}");
        };
        assert_eq!(path, &odd);
        assert!(found.starts_with(kind), "{found}");
        let text = error.to_string();
        assert!(
            text.contains(&odd.display().to_string()) && text.contains(kind),
            "{text}"
        );
        // Nothing moved or created beside it.
        assert_eq!(std::fs::read_dir(dir.path()).unwrap().count(), 1, "{name}");
        assert!(check_regular_file(&odd).unwrap_err().contains(kind));
        let read_only =
            without_hanging(move || Record::open_read_only(&odd).map(|_| ()).unwrap_err());
        assert!(
            matches!(read_only, RecordError::NotAFile { .. }),
            "{read_only:?}"
        );
    }
    // A device named directly.
    let error = without_hanging(|| {
        Record::open_file(Path::new("/dev/null"))
            .map(|_| ())
            .unwrap_err()
    });
    assert!(error.to_string().contains("a device"), "{error}");
}

#[test]
fn check_regular_file_takes_files_and_absent_names_only() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("app.ron");
    assert_eq!(check_regular_file(&file), Ok(()), "absent: nothing to read");
    std::fs::write(&file, "()").unwrap();
    assert_eq!(check_regular_file(&file), Ok(()));
    #[cfg(unix)]
    {
        let link = dir.path().join("link.ron");
        std::os::unix::fs::symlink(&file, &link).unwrap();
        assert_eq!(check_regular_file(&link), Ok(()));
        let loop_link = dir.path().join("loop");
        std::os::unix::fs::symlink(&loop_link, &loop_link).unwrap();
        assert!(check_regular_file(&loop_link).is_err());
    }
    assert_eq!(
        check_regular_file(dir.path()),
        Err(format!("{} is a folder, not a file", dir.path().display()))
    );
}

#[test]
fn a_read_only_opening_creates_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join(FILE_NAME);
    let error = Record::open_read_only(&path).unwrap_err();
    assert!(matches!(error, RecordError::Missing(_)), "{error:?}");
    assert!(
        error.to_string().contains("there is no record at"),
        "{error}"
    );
    assert_eq!(std::fs::read_dir(dir.path()).unwrap().count(), 0);
    record_with_games(dir.path(), 3);
    let mut record = Record::open_read_only(&path).unwrap();
    assert_eq!(record.count_games(&GameFilter::default()).unwrap(), 3);
    assert!(
        record
            .finish_game(&resigned(ardri_rules::Side::Attackers, day(2, 0)), None)
            .is_err()
    );
}

/// The pages the write-ahead log at `wal` holds frames for (its 32-byte header, then frames of a
/// 24-byte header, the page's number first, and the page).
fn pages_in_wal(wal: &[u8], page_size: usize) -> std::collections::BTreeSet<u32> {
    wal[32..]
        .chunks(24 + page_size)
        .filter(|frame| frame.len() == 24 + page_size)
        .map(|frame| u32::from_be_bytes([frame[0], frame[1], frame[2], frame[3]]))
        .collect()
}

#[test]
fn a_damaged_record_is_kept_with_its_log_exactly_as_it_was() {
    // A record whose newest games are still in its log only (copied while it is open, as a
    // crash or a power cut leaves it).
    let source = tempfile::tempdir().unwrap();
    let path = record_with_games(source.path(), 300);
    let (mut record, _) = Record::open(source.path()).unwrap();
    for i in 0..5 {
        record
            .finish_game(&resigned(ardri_rules::Side::Attackers, day(2, i)), None)
            .unwrap();
    }
    let dir = tempfile::tempdir().unwrap();
    let main = dir.path().join(FILE_NAME);
    let wal = dir.path().join("record.sqlite-wal");
    std::fs::copy(&path, &main).unwrap();
    std::fs::copy(source.path().join("record.sqlite-wal"), &wal).unwrap();
    drop(record);
    let mut bytes = std::fs::read(&main).unwrap();
    let log = std::fs::read(&wal).unwrap();
    let page_size = usize::from(u16::from_be_bytes([bytes[16], bytes[17]]));
    let logged = pages_in_wal(&log, page_size);
    assert!(!logged.is_empty(), "the log holds the newest games");
    // A leaf page of the file (page 2 onwards) the log does not hold: its header and cells
    // scrambled, so quick_check finds the damage and the log does not hide it.
    let damaged = (2..=bytes.len() / page_size)
        .find(|&page| !logged.contains(&(page as u32)) && bytes[(page - 1) * page_size] == 0x0D)
        .expect("a leaf page outside the log");
    let at = (damaged - 1) * page_size;
    for (i, b) in bytes[at..at + 64].iter_mut().enumerate() {
        *b = (i as u8).wrapping_mul(37) ^ 0xA5;
    }
    std::fs::write(&main, &bytes).unwrap();

    let (record, notices) = Record::open(dir.path()).unwrap();
    let kept = moved_aside(&notices, dir.path(), &bytes);
    let mut kept_wal = kept.clone().into_os_string();
    kept_wal.push("-wal");
    assert_eq!(
        std::fs::read(&kept_wal).ok(),
        Some(log),
        "the log is kept beside it as it was, nothing folded into the file"
    );
    assert_eq!(record.count_games(&GameFilter::default()).unwrap(), 0);
}

/// Set in the copies of this test program that [`first_openings_at_once_wait_for_each_other`]
/// starts: the folder to open.
const OPENING_CHILD: &str = "ARDRI_RECORD_TEST_OPEN_FOLDER";

#[test]
fn first_openings_at_once_wait_for_each_other() {
    // Each copy of the app is a process of its own (threads of one process share SQLite's locks
    // on the log's index and never meet this): this test program, started again.
    if let Some(folder) = std::env::var_os(OPENING_CHILD) {
        let folder = PathBuf::from(folder);
        let ready = folder.with_extension(format!("ready-{}", std::process::id()));
        std::fs::write(ready, b"").unwrap();
        let go = folder.with_extension("go");
        while !go.exists() {
            std::thread::sleep(Duration::from_micros(200));
        }
        match Record::open(&folder) {
            Ok((record, notices)) => {
                assert!(notices.is_empty(), "{notices:?}");
                assert_eq!(record.summary().unwrap().schema_version, SCHEMA_VERSION);
            }
            Err(e) => panic!("the opening failed: {e}"),
        }
        return;
    }
    const COPIES: usize = 8;
    let program = std::env::current_exe().unwrap();
    for round in 0..40 {
        let dir = tempfile::tempdir().unwrap();
        let folder = dir.path().join("data");
        let copies: Vec<_> = (0..COPIES)
            .map(|_| {
                std::process::Command::new(&program)
                    .args([
                        "--exact",
                        "first_openings_at_once_wait_for_each_other",
                        "--nocapture",
                        "--test-threads=1",
                    ])
                    .env(OPENING_CHILD, &folder)
                    .stdout(std::process::Stdio::piped())
                    .stderr(std::process::Stdio::piped())
                    .spawn()
                    .unwrap()
            })
            .collect();
        // All started and waiting: go.
        while std::fs::read_dir(dir.path()).unwrap().count() < COPIES {
            std::thread::sleep(Duration::from_millis(1));
        }
        std::fs::write(folder.with_extension("go"), b"").unwrap();
        for copy in copies {
            let out = copy.wait_with_output().unwrap();
            assert!(
                out.status.success(),
                "round {round}: {}{}",
                String::from_utf8_lossy(&out.stdout),
                String::from_utf8_lossy(&out.stderr)
            );
        }
        assert_eq!(version(&folder.join(FILE_NAME)), SCHEMA_VERSION);
    }
}
