//! Opening the record: the file's type checked before anything opens it, a file that cannot be
//! read moved aside (kept, never written over) and a fresh one started, the schema brought up to
//! date.

use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use rusqlite::{Connection, ErrorCode, OpenFlags};

use crate::error::plain_io;
use crate::schema::{self, SCHEMA_VERSION};
use crate::time::Utc;
use crate::{Notice, Record, RecordError};

/// How long a write waits for another copy of the app to finish its own before it fails.
pub const BUSY_TIMEOUT: Duration = Duration::from_secs(10);

/// What kind of thing is at `path` when it is not a plain file: "a FIFO", "a folder".
fn kind_of(file_type: std::fs::FileType) -> Option<&'static str> {
    if file_type.is_file() {
        return None;
    }
    if file_type.is_dir() {
        return Some("a folder");
    }
    #[cfg(unix)]
    {
        use std::os::unix::fs::FileTypeExt;
        if file_type.is_fifo() {
            return Some("a FIFO (a named pipe)");
        }
        if file_type.is_socket() {
            return Some("a socket");
        }
        if file_type.is_char_device() || file_type.is_block_device() {
            return Some("a device");
        }
    }
    Some("not a plain file")
}

/// Checks, without opening it, that `path` is a plain file or nothing at all (a missing file is
/// fine: there is nothing to read). A FIFO, a folder, a socket or a device there (directly or
/// through symbolic links) is refused with a plain sentence naming it: opening a FIFO blocks until
/// someone writes into it, and reading a device may never end. Every file the app reads at start
/// can be checked with it first.
///
/// ```
/// let dir = tempfile::tempdir().unwrap();
/// assert_eq!(ardri_record::check_regular_file(&dir.path().join("absent")), Ok(()));
/// assert_eq!(
///     ardri_record::check_regular_file(dir.path()),
///     Err(format!("{} is a folder, not a file", dir.path().display()))
/// );
/// ```
pub fn check_regular_file(path: &Path) -> Result<(), String> {
    match odd_kind(path) {
        Ok(None) => Ok(()),
        Ok(Some(kind)) => Err(format!("{} is {kind}, not a file", path.display())),
        Err(e) => Err(format!(
            "{} cannot be looked at: {}",
            path.display(),
            plain_io(&e)
        )),
    }
}

/// What is at `path` when it is neither a plain file nor absent (through symbolic links; a link
/// that leads nowhere counts as absent). Nothing is opened.
fn odd_kind(path: &Path) -> std::io::Result<Option<&'static str>> {
    let absent = |e: &std::io::Error| e.kind() == std::io::ErrorKind::NotFound;
    let link = match std::fs::symlink_metadata(path) {
        Ok(meta) => meta,
        Err(e) if absent(&e) => return Ok(None),
        Err(e) => return Err(e),
    };
    if !link.file_type().is_symlink() {
        return Ok(kind_of(link.file_type()));
    }
    // Where the link leads (stat does not open it, so this cannot block either).
    match std::fs::metadata(path) {
        Ok(meta) => Ok(kind_of(meta.file_type())),
        Err(e) if absent(&e) => Ok(None),
        Err(e) => Err(e),
    }
}

/// The file beside the database that SQLite keeps with it: `-wal` or `-shm`.
pub(crate) fn companion(path: &Path, suffix: &str) -> PathBuf {
    let mut name = path.as_os_str().to_owned();
    name.push(suffix);
    PathBuf::from(name)
}

/// The record, its `-wal` and its `-shm` all plain files or absent.
fn check_files(path: &Path) -> Result<(), RecordError> {
    for file in [
        path.to_path_buf(),
        companion(path, "-wal"),
        companion(path, "-shm"),
    ] {
        match odd_kind(&file) {
            Ok(None) => {}
            Ok(Some(kind)) => return Err(RecordError::NotAFile { path: file, kind }),
            Err(e) => {
                return Err(RecordError::Io {
                    what: "could not look at",
                    path: file,
                    reason: plain_io(&e),
                });
            }
        }
    }
    Ok(())
}

/// Why an opening failed: the file itself cannot be used (it is moved aside), or something else
/// (a lock held too long, no permission: the file is left alone).
enum OpenFailure {
    Unusable(String),
    Other(RecordError),
}

/// Whether SQLite's error says the file is not a database or is damaged.
fn is_damage(e: &rusqlite::Error) -> bool {
    matches!(
        e.sqlite_error_code(),
        Some(ErrorCode::NotADatabase | ErrorCode::DatabaseCorrupt)
    )
}

/// A SQLite error on opening, sorted.
fn failure(path: &Path, doing: &'static str, e: rusqlite::Error) -> OpenFailure {
    if matches!(e.sqlite_error_code(), Some(ErrorCode::NotADatabase)) {
        OpenFailure::Unusable("it is not a SQLite database".into())
    } else if is_damage(&e) {
        OpenFailure::Unusable(format!("it is damaged: {}", plain_sqlite(&e)))
    } else {
        OpenFailure::Other(crate::write::sql_error(path, doing, "the record", e))
    }
}

/// SQLite's message for an error, without the code's name where there is a message.
pub(crate) fn plain_sqlite(e: &rusqlite::Error) -> String {
    match e {
        rusqlite::Error::SqliteFailure(_, Some(message)) => message.clone(),
        rusqlite::Error::SqliteFailure(code, None) => code.to_string(),
        e => e.to_string(),
    }
}

/// The first problem `PRAGMA quick_check` finds (`None`: the file is sound).
pub(crate) fn quick_check(conn: &Connection) -> rusqlite::Result<Option<String>> {
    let mut statement = conn.prepare("PRAGMA quick_check")?;
    let mut rows = statement.query([])?;
    let mut problems = Vec::new();
    while let Some(row) = rows.next()? {
        let text: String = row.get(0)?;
        // Each line a problem; SQLite heads them with the database's name.
        problems.extend(
            text.lines()
                .map(str::trim)
                .filter(|l| !l.is_empty() && *l != "ok" && !l.starts_with("***"))
                .map(str::to_string),
        );
        if problems.len() >= 3 {
            break;
        }
    }
    Ok((!problems.is_empty()).then(|| problems.join("; ")))
}

/// Whether SQLite's error says another connection holds a lock.
fn is_busy(e: &rusqlite::Error) -> bool {
    matches!(
        e.sqlite_error_code(),
        Some(ErrorCode::DatabaseBusy | ErrorCode::DatabaseLocked)
    )
}

/// Runs `step` again while another connection holds a lock, until `deadline`. SQLite's busy
/// handler waits for most locks, not all: two copies of the app opening a new record at once meet
/// where it does not (setting the connection up, the write-ahead log among it, failed at once
/// with "database is locked" in about one race of twenty between eight processes).
fn patiently<T>(
    deadline: Instant,
    mut step: impl FnMut() -> rusqlite::Result<T>,
) -> rusqlite::Result<T> {
    loop {
        match step() {
            Err(e) if is_busy(&e) && Instant::now() < deadline => {
                std::thread::sleep(Duration::from_millis(10));
            }
            done => return done,
        }
    }
}

/// Opens the file at `path` for reading and writing (creating it), checks it and brings it up to
/// date.
fn open_checked(path: &Path) -> Result<Connection, OpenFailure> {
    // A file that does not even begin as a database is moved aside before SQLite sees it: SQLite
    // would delete a log beside it when it closes.
    if let Some(why) = header_problem(path) {
        return Err(OpenFailure::Unusable(why));
    }
    let flags = OpenFlags::SQLITE_OPEN_READ_WRITE
        | OpenFlags::SQLITE_OPEN_CREATE
        | OpenFlags::SQLITE_OPEN_NO_MUTEX;
    let mut conn =
        Connection::open_with_flags(path, flags).map_err(|e| failure(path, "opened", e))?;
    // Until the file is known to be sound, closing the connection must not fold the log into
    // it (SQLite checkpoints when the last connection closes): a file moved aside is kept with
    // its `-wal` exactly as they were found.
    set_checkpoint_on_close(&conn, false).map_err(|e| failure(path, "opened", e))?;
    conn.busy_timeout(BUSY_TIMEOUT)
        .map_err(|e| failure(path, "opened", e))?;
    // Reading the version reads the file's header: a file that is not a database fails here.
    let deadline = Instant::now() + BUSY_TIMEOUT;
    let found =
        patiently(deadline, || schema::version(&conn)).map_err(|e| failure(path, "read", e))?;
    if found > SCHEMA_VERSION {
        // Left to the newer version, closed as SQLite closes any file (no empty log left
        // behind).
        set_checkpoint_on_close(&conn, true).map_err(|e| failure(path, "opened", e))?;
        return Err(OpenFailure::Other(RecordError::Newer {
            path: path.to_path_buf(),
            found,
            known: SCHEMA_VERSION,
        }));
    }
    if let Some(problem) =
        patiently(deadline, || quick_check(&conn)).map_err(|e| failure(path, "checked", e))?
    {
        return Err(OpenFailure::Unusable(format!(
            "it fails SQLite's check: {problem}"
        )));
    }
    set_checkpoint_on_close(&conn, true).map_err(|e| failure(path, "opened", e))?;
    patiently(deadline, || configure(&conn)).map_err(|e| failure(path, "opened", e))?;
    if found > 0 && found < SCHEMA_VERSION {
        // A copy of the file as this older version left it, before anything of it changes: a
        // copy that cannot be made (a full disk) leaves it as it is, not brought up to date.
        crate::backup::before_update(&conn, path, found).map_err(OpenFailure::Other)?;
    }
    patiently(deadline, || schema::migrate(&mut conn, SCHEMA_VERSION))
        .map_err(|e| failure(path, "brought up to date", e))?;
    Ok(conn)
}

/// Whether closing the connection folds the write-ahead log into the file (SQLite's default).
fn set_checkpoint_on_close(conn: &Connection, on: bool) -> rusqlite::Result<()> {
    use rusqlite::config::DbConfig;
    conn.set_db_config(DbConfig::SQLITE_DBCONFIG_NO_CKPT_ON_CLOSE, !on)
        .map(drop)
}

/// Why the file at `path` is no SQLite database by its first bytes (`None`: absent, empty, or
/// it begins as one). The file is known to be a plain file: reading it cannot block.
pub(crate) fn header_problem(path: &Path) -> Option<String> {
    use std::io::Read as _;
    let mut start = Vec::with_capacity(16);
    let file = std::fs::File::open(path).ok()?;
    file.take(16).read_to_end(&mut start).ok()?;
    (!start.is_empty() && start != b"SQLite format 3\0")
        .then(|| "it is not a SQLite database".to_string())
}

/// The connection's settings: the write-ahead log (readers never block the writer, a crash never
/// leaves half a transaction), a full sync at every commit (a finished game or a rating change is
/// on the disk when the call returns), foreign keys checked.
fn configure(conn: &Connection) -> rusqlite::Result<()> {
    let mode: String = conn.query_row("PRAGMA journal_mode = WAL", [], |row| row.get(0))?;
    if !mode.eq_ignore_ascii_case("wal") {
        // A file system without shared memory keeps the rollback journal: still safe.
        conn.pragma_update(None, "journal_mode", "DELETE")?;
    }
    conn.pragma_update(None, "synchronous", "FULL")?;
    conn.pragma_update(None, "foreign_keys", true)?;
    Ok(())
}

/// The first free name `<path>.<label>-YYYYMMDD-HHMMSS` (then `-2`, `-3`, ...), free with its
/// `-wal` and `-shm` too.
pub(crate) fn free_name(path: &Path, label: &str, now: Utc) -> PathBuf {
    let mut n = 1;
    loop {
        let suffix = if n == 1 {
            format!(".{label}-{}", now.stamp())
        } else {
            format!(".{label}-{}-{n}", now.stamp())
        };
        let candidate = companion(path, &suffix);
        let taken = [
            candidate.clone(),
            companion(&candidate, "-wal"),
            companion(&candidate, "-shm"),
        ]
        .iter()
        .any(|p| std::fs::symlink_metadata(p).is_ok());
        if !taken {
            return candidate;
        }
        n += 1;
    }
}

/// Moves the record and its `-wal` and `-shm` aside under one new name (SQLite finds the kept
/// file's log beside it under the same name); returns the kept file's path.
pub(crate) fn move_aside(path: &Path, now: Utc) -> Result<PathBuf, RecordError> {
    let kept = free_name(path, "bad", now);
    std::fs::rename(path, &kept).map_err(|e| RecordError::Io {
        what: "could not move aside the unreadable record",
        path: path.to_path_buf(),
        reason: plain_io(&e),
    })?;
    for suffix in ["-wal", "-shm"] {
        let from = companion(path, suffix);
        if std::fs::symlink_metadata(&from).is_ok() {
            // The main file is kept already; a log that cannot follow is left where it is, and
            // the fresh record would take it for its own: refuse to start over it.
            std::fs::rename(&from, companion(&kept, suffix)).map_err(|e| RecordError::Io {
                what: "could not move aside the unreadable record's log",
                path: from.clone(),
                reason: plain_io(&e),
            })?;
        }
    }
    Ok(kept)
}

impl Record {
    /// Opens the person's record in `folder` (the app's data folder: `record.sqlite` there),
    /// creating the folder and the file when they do not exist and bringing an older file up to
    /// date (a file of an older version is first copied, as it is, to
    /// `backups/before-update-v<version>-YYYYMMDD-HHMMSS.sqlite`, listed by [`Record::backups`]).
    /// What the person should be told comes back with it: a file that could not be read
    /// (not a database, damaged, failing `PRAGMA quick_check`) is moved aside and kept as
    /// `record.sqlite.bad-YYYYMMDD-HHMMSS` (with its `-wal` and `-shm`), a fresh record is
    /// started, and a [`Notice::MovedAside`] names the kept file.
    ///
    /// Errors, with nothing touched: something other than a plain file at the path (a FIFO, a
    /// folder, a device: checked before anything opens it, so it never hangs), a file from a
    /// newer version, a file locked by another program for longer than [`BUSY_TIMEOUT`], a
    /// folder that cannot be created or written.
    pub fn open(folder: &Path) -> Result<(Record, Vec<Notice>), RecordError> {
        Record::open_file(&folder.join(crate::FILE_NAME))
    }

    /// [`Record::open`] for a database at any path (its backups go to `backups/` beside it).
    pub fn open_file(path: &Path) -> Result<(Record, Vec<Notice>), RecordError> {
        if let Some(folder) = path.parent().filter(|p| !p.as_os_str().is_empty()) {
            check_regular_folder(folder)?;
            std::fs::create_dir_all(folder).map_err(|e| RecordError::Io {
                what: "could not create the folder",
                path: folder.to_path_buf(),
                reason: plain_io(&e),
            })?;
        }
        check_files(path)?;
        let mut notices = Vec::new();
        let conn = match open_checked(path) {
            Ok(conn) => conn,
            Err(OpenFailure::Other(e)) => return Err(e),
            Err(OpenFailure::Unusable(why)) => {
                let kept = move_aside(path, Utc::now())?;
                notices.push(Notice::MovedAside { kept, why });
                match open_checked(path) {
                    Ok(conn) => conn,
                    Err(OpenFailure::Other(e)) => return Err(e),
                    Err(OpenFailure::Unusable(why)) => {
                        return Err(RecordError::Sqlite {
                            doing: "started afresh",
                            path: path.to_path_buf(),
                            reason: why,
                        });
                    }
                }
            }
        };
        let record = Record {
            conn,
            path: path.to_path_buf(),
            read_only: false,
        };
        crate::backup::remove_abandoned_temporaries(&record.backup_folder());
        Ok((record, notices))
    }

    /// Opens an existing record to read it only (as `ardri-engine history` does): nothing is
    /// created, moved, checked or brought up to date. A missing file, something other than a
    /// plain file, or a file of another version is an error.
    pub fn open_read_only(path: &Path) -> Result<Record, RecordError> {
        check_files(path)?;
        if std::fs::symlink_metadata(path).is_err() {
            return Err(RecordError::Missing(path.to_path_buf()));
        }
        let sql = |doing| move |e| crate::write::sql_error(path, doing, "the record", e);
        let flags = OpenFlags::SQLITE_OPEN_READ_ONLY | OpenFlags::SQLITE_OPEN_NO_MUTEX;
        let conn = Connection::open_with_flags(path, flags).map_err(sql("opened"))?;
        conn.busy_timeout(BUSY_TIMEOUT).map_err(sql("opened"))?;
        let found = schema::version(&conn).map_err(sql("read"))?;
        if found > SCHEMA_VERSION {
            return Err(RecordError::Newer {
                path: path.to_path_buf(),
                found,
                known: SCHEMA_VERSION,
            });
        }
        if found < SCHEMA_VERSION {
            return Err(RecordError::Older {
                path: path.to_path_buf(),
                found,
            });
        }
        Ok(Record {
            conn,
            path: path.to_path_buf(),
            read_only: true,
        })
    }
}

/// The folder that holds the record: a folder, or nothing yet.
fn check_regular_folder(folder: &Path) -> Result<(), RecordError> {
    match std::fs::metadata(folder) {
        Ok(meta) if !meta.is_dir() => Err(RecordError::NotAFolder(folder.to_path_buf())),
        _ => Ok(()),
    }
}
