//! Backups with SQLite's online backup API: a consistent copy of the record while it is in use.
//! At most one a day in `backups/record-YYYY-MM-DD.sqlite` beside the record (the newest
//! [`KEEP_BACKUPS`] kept), and a copy of the record as it was before every update of its version
//! (`backups/before-update-v<version>-YYYYMMDD-HHMMSS.sqlite`) and before every restore
//! (`backups/before-restore-YYYYMMDD-HHMMSS.sqlite`), the newest [`KEEP_OTHER_BACKUPS`] of those
//! kept. Each says when it was taken and what it holds, so a restore can be weighed first, and
//! undone by restoring the copy it made.

use std::fmt;
use std::path::{Path, PathBuf};

use rusqlite::backup::{Backup, StepResult};
use rusqlite::{Connection, OpenFlags, OptionalExtension};

use crate::error::plain_io;
use crate::open::{companion, header_problem, quick_check};
use crate::schema::{self, SCHEMA_VERSION};
use crate::values::GameRating;
use crate::write::{current_rating, sql_error};
use crate::{Notice, Record, RecordError, Utc, check_regular_file};

mod names;

pub(crate) use names::remove_abandoned_temporaries;
use names::{backup_date, backup_kind, parse_name, stamp_sequence};

/// How many daily backups are kept.
pub const KEEP_BACKUPS: usize = 7;

/// How many of the other backups (the copies made before an update of the record's version or
/// before a restore, counted together) are kept: the newest five. Each is a whole record, so
/// they are not kept for ever; five restores, or updates, in a row still leave the first state
/// there to go back to.
pub const KEEP_OTHER_BACKUPS: usize = 5;

/// The `meta` key a backup's copy holds: when it was taken (whole seconds since 1970, UTC).
const TAKEN_AT: &str = "backup_taken_at";

/// Why a backup was taken.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum BackupKind {
    /// The day's backup (`record-YYYY-MM-DD.sqlite`).
    Daily,
    /// The record as it was just before a backup was restored over it
    /// (`before-restore-YYYYMMDD-HHMMSS.sqlite`): restoring it undoes that restore.
    BeforeRestore,
    /// The record as it was just before this version of Ard Ri brought it up to date from record
    /// version `from_version` (`before-update-v<from_version>-YYYYMMDD-HHMMSS.sqlite`).
    BeforeUpdate { from_version: i64 },
}

impl fmt::Display for BackupKind {
    /// In plain words: "daily backup", "your record as it was before a restore", "your record as
    /// it was before the update from record version 3".
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            BackupKind::Daily => write!(f, "daily backup"),
            BackupKind::BeforeRestore => write!(f, "your record as it was before a restore"),
            BackupKind::BeforeUpdate { from_version } => write!(
                f,
                "your record as it was before the update from record version {from_version}"
            ),
        }
    }
}

/// What a record (the live one or a backup) holds, in brief: what a restore would bring back, or
/// lose.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct RecordContents {
    /// Every game kept.
    pub games: u64,
    /// The game rating (`None`: no rated game and nothing moved over).
    pub rating: Option<GameRating>,
    /// The lessons' stars: the best stars of every exercise, added up.
    pub lesson_stars: u64,
}

impl fmt::Display for RecordContents {
    /// "7 games, a rating of 1020, 111 lesson stars"; "no games, no rating, no lesson stars".
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.games {
            0 => write!(f, "no games")?,
            1 => write!(f, "1 game")?,
            n => write!(f, "{n} games")?,
        }
        match self.rating {
            Some(r) => write!(f, ", a rating of {:.0}", r.rating.rating)?,
            None => write!(f, ", no rating")?,
        }
        match self.lesson_stars {
            0 => write!(f, ", no lesson stars"),
            1 => write!(f, ", 1 lesson star"),
            n => write!(f, ", {n} lesson stars"),
        }
    }
}

/// One backup of the record.
#[derive(Clone, Debug, PartialEq)]
pub struct BackupInfo {
    pub path: PathBuf,
    /// Why it was taken.
    pub kind: BackupKind,
    /// The day it was taken, `YYYY-MM-DD` (UTC): a daily backup's day, as its name says.
    pub date: String,
    /// When it was taken, to the second: as written into it when it was taken, else (a backup made
    /// by an older version) its file's modification time.
    pub taken_at: Utc,
    pub bytes: u64,
    /// What it holds, read from it (read-only); where it cannot be read, why, in plain words.
    pub contents: Result<RecordContents, String>,
}

/// What the database of `conn` holds (a table a record of an older version does not have yet
/// holds nothing).
pub(crate) fn read_contents(conn: &Connection) -> rusqlite::Result<RecordContents> {
    let has = |table: &str| {
        conn.query_row(
            "SELECT count(*) FROM sqlite_master WHERE type = 'table' AND name = ?1",
            [table],
            |row| row.get::<_, i64>(0),
        )
        .map(|n| n > 0)
    };
    let count = |sql: &str| {
        conn.query_row(sql, [], |row| row.get::<_, i64>(0))
            .map(|n| u64::try_from(n).unwrap_or(0))
    };
    Ok(RecordContents {
        games: if has("games")? {
            count("SELECT count(*) FROM games")?
        } else {
            0
        },
        rating: if has("rating_history")? {
            current_rating(conn)?
        } else {
            None
        },
        lesson_stars: if has("lesson_progress")? {
            count("SELECT coalesce(sum(stars), 0) FROM lesson_progress")?
        } else {
            0
        },
    })
}

/// Opens the backup at `path` to read it only, as a file nothing changes (SQLite's `immutable`):
/// nothing is written beside it, not even the log and shared memory files SQLite makes beside a
/// file marked for the write-ahead log (as the backups of older versions are). A backup is never
/// changed in place (it is replaced whole, by a rename), and it was closed whole when it was
/// made: there is no log of its own to read.
pub(crate) fn open_backup(path: &Path) -> rusqlite::Result<Connection> {
    let flags = OpenFlags::SQLITE_OPEN_READ_ONLY
        | OpenFlags::SQLITE_OPEN_URI
        | OpenFlags::SQLITE_OPEN_NO_MUTEX;
    Connection::open_with_flags(uri(path), flags)
}

/// `file:<path>?immutable=1`, the path's bytes percent-encoded but for letters, digits, `/` and
/// `-._~` (a Windows path's `\` and `:` too: SQLite decodes them back).
fn uri(path: &Path) -> String {
    let mut uri = String::from("file:");
    for &byte in path.as_os_str().as_encoded_bytes() {
        if byte.is_ascii_alphanumeric() || b"/-._~".contains(&byte) {
            uri.push(char::from(byte));
        } else {
            uri.push_str(&format!("%{byte:02X}"));
        }
    }
    uri.push_str("?immutable=1");
    uri
}

/// When the backup at `path` was taken, as written into it, and what it holds; read-only.
fn read_backup(path: &Path) -> (Option<Utc>, Result<RecordContents, String>) {
    if let Some(why) = header_problem(path) {
        return (None, Err(why));
    }
    let plain = |e: rusqlite::Error| crate::open::plain_sqlite(&e);
    let read = || -> Result<(Option<Utc>, RecordContents), String> {
        let conn = open_backup(path).map_err(plain)?;
        if schema::version(&conn).map_err(plain)? == 0 {
            return Err("it holds no record".into());
        }
        let taken = conn
            .query_row("SELECT value FROM meta WHERE key = ?1", [TAKEN_AT], |row| {
                row.get::<_, String>(0)
            })
            .optional()
            .ok()
            .flatten()
            .and_then(|v| v.parse().ok())
            .map(Utc);
        Ok((taken, read_contents(&conn).map_err(plain)?))
    };
    match read() {
        Ok((taken, contents)) => (taken, Ok(contents)),
        Err(why) => (None, Err(why)),
    }
}

/// The backup at `path` (named `name`), described; `None` where it is no backup's name or not a
/// plain file.
fn backup_info(path: PathBuf, name: &str) -> Option<BackupInfo> {
    let kind = backup_kind(name)?;
    let meta = std::fs::metadata(&path).ok().filter(|m| m.is_file())?;
    let modified = meta
        .modified()
        .ok()
        .and_then(|m| m.duration_since(std::time::UNIX_EPOCH).ok())
        .map_or(Utc(0), |d| Utc(i64::try_from(d.as_secs()).unwrap_or(0)));
    let (taken, contents) = read_backup(&path);
    let taken_at = taken.unwrap_or(modified);
    let date = backup_date(name).map_or_else(|| taken_at.date(), str::to_string);
    Some(BackupInfo {
        path,
        kind,
        date,
        taken_at,
        bytes: meta.len(),
        contents,
    })
}

/// The backups in `folder`, newest first by when they were taken.
fn list(folder: &Path) -> Result<Vec<BackupInfo>, RecordError> {
    let entries = match std::fs::read_dir(folder) {
        Ok(entries) => entries,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(Vec::new()),
        Err(e) => {
            return Err(RecordError::Io {
                what: "could not read the backups' folder",
                path: folder.to_path_buf(),
                reason: plain_io(&e),
            });
        }
    };
    let mut found: Vec<BackupInfo> = entries
        .flatten()
        .filter_map(|entry| {
            let name = entry.file_name().into_string().ok()?;
            backup_info(entry.path(), &name)
        })
        .collect();
    // Newest first: by when each was taken, then (copies made in the same second) by their
    // number.
    let order = |b: &BackupInfo| {
        let n = b
            .path
            .file_name()
            .and_then(|n| n.to_str())
            .and_then(parse_name)
            .map_or(0, |(_, n)| n);
        (b.taken_at, n)
    };
    found.sort_by(|a, b| order(b).cmp(&order(a)).then_with(|| b.path.cmp(&a.path)));
    Ok(found)
}

/// Removes the backups in `folder` past the newest [`KEEP_BACKUPS`] daily ones and the newest
/// [`KEEP_OTHER_BACKUPS`] others, each with the `-wal` and `-shm` an older version's reading of it
/// may have left beside it.
fn prune(folder: &Path) -> Result<(), RecordError> {
    let all = list(folder)?;
    let daily = all.iter().filter(|b| b.kind == BackupKind::Daily);
    let others = all.iter().filter(|b| b.kind != BackupKind::Daily);
    for old in daily
        .skip(KEEP_BACKUPS)
        .chain(others.skip(KEEP_OTHER_BACKUPS))
    {
        std::fs::remove_file(&old.path).map_err(|e| RecordError::Io {
            what: "could not remove the old backup",
            path: old.path.clone(),
            reason: plain_io(&e),
        })?;
        for suffix in ["-wal", "-shm"] {
            let _ = std::fs::remove_file(companion(&old.path, suffix));
        }
    }
    Ok(())
}

/// Writes a copy of `conn`'s database as `folder/name`, taken at `taken_at`: under a temporary
/// name beside it, then renamed into place (a failed copy, on a full disk, leaves no half file;
/// one there already is replaced whole), the folder synced.
fn write_backup(
    conn: &Connection,
    folder: &Path,
    name: &str,
    taken_at: Utc,
) -> Result<PathBuf, RecordError> {
    let io = |what, path: &Path, e: std::io::Error| RecordError::Io {
        what,
        path: path.to_path_buf(),
        reason: plain_io(&e),
    };
    std::fs::create_dir_all(folder)
        .map_err(|e| io("could not create the backups' folder", folder, e))?;
    let target = folder.join(name);
    check_regular_file(&target).map_err(RecordError::Invalid)?;
    let temp = folder.join(format!(".{name}.{}.tmp", std::process::id()));
    let _ = std::fs::remove_file(&temp);
    let copied = copy_to_file(conn, &temp, taken_at)
        .map_err(|e| sql_error(&target, "written", "the backup", e));
    if let Err(e) = copied {
        let _ = std::fs::remove_file(&temp);
        let _ = std::fs::remove_file(companion(&temp, "-journal"));
        return Err(e);
    }
    std::fs::rename(&temp, &target).map_err(|e| io("could not keep the backup", &target, e))?;
    sync_folder(folder);
    Ok(target)
}

/// Syncs the folder itself, so that a file just renamed into it is there after a power cut (where
/// the system allows it; a backup whose name is lost is only a backup).
fn sync_folder(folder: &Path) {
    #[cfg(unix)]
    if let Ok(dir) = std::fs::File::open(folder) {
        let _ = dir.sync_all();
    }
    #[cfg(not(unix))]
    let _ = folder;
}

/// The name for a copy `<label>-YYYYMMDD-HHMMSS.sqlite` taken at `now` in `folder`, numbered
/// `-2`, `-3`, ... after the highest number of that second's copies there, so that it sorts as
/// the newest of them (after a pruning, the first free number could be the oldest's).
fn copy_name(folder: &Path, label: &str, now: Utc) -> String {
    let head = format!("{label}-{}", now.stamp());
    let highest = std::fs::read_dir(folder)
        .into_iter()
        .flatten()
        .flatten()
        .filter_map(|entry| {
            let name = entry.file_name().into_string().ok()?;
            let stem = name.strip_prefix(label)?.strip_prefix('-')?;
            let stamp = stem.strip_suffix(".sqlite")?;
            // Only this second's: the stamp, then nothing or `-<n>`.
            stamp
                .starts_with(&now.stamp())
                .then(|| stamp_sequence(stamp))?
        })
        .max();
    let mut n = highest.map_or(1, |n| n.saturating_add(1));
    loop {
        let name = match n {
            1 => format!("{head}.sqlite"),
            n => format!("{head}-{n}.sqlite"),
        };
        if std::fs::symlink_metadata(folder.join(&name)).is_err() {
            return name;
        }
        n = n.saturating_add(1);
    }
}

/// Copies `conn`'s database into the backups' folder `folder` as `<label>-YYYYMMDD-HHMMSS.sqlite`
/// ([`copy_name`]). Returns the copy's path.
fn keep_aside(
    conn: &Connection,
    folder: &Path,
    label: &str,
    now: Utc,
) -> Result<PathBuf, RecordError> {
    write_backup(conn, folder, &copy_name(folder, label, now), now)
}

/// Before the record at `path` (open as `conn`, of version `found`) is brought up to date: a copy
/// of it as it is, `backups/before-update-v<found>-YYYYMMDD-HHMMSS.sqlite`.
pub(crate) fn before_update(
    conn: &Connection,
    path: &Path,
    found: i64,
) -> Result<PathBuf, RecordError> {
    let folder = backup_folder_of(path);
    let kept = keep_aside(
        conn,
        &folder,
        &format!("before-update-v{found}"),
        Utc::now(),
    )?;
    // The copy is made: an old backup that cannot be removed is no reason to keep the person
    // from their record (it is tried again at the next backup).
    let _ = prune(&folder);
    Ok(kept)
}

/// The folder of the backups of the record at `path`: `backups` beside it.
fn backup_folder_of(path: &Path) -> PathBuf {
    path.parent()
        .unwrap_or_else(|| Path::new("."))
        .join("backups")
}

impl Record {
    /// The folder of the backups: `backups` beside the record.
    pub fn backup_folder(&self) -> PathBuf {
        backup_folder_of(&self.path)
    }

    /// The path of the record's file.
    pub fn path(&self) -> &Path {
        &self.path
    }

    /// What the record holds now, in brief (to set beside a backup's [`BackupInfo::contents`]
    /// before a restore: "your record: 7 games, ...; this backup: no games, ...").
    pub fn contents(&self) -> Result<RecordContents, RecordError> {
        read_contents(&self.conn).map_err(|e| sql_error(&self.path, "read", "the query", e))
    }

    /// The backups kept, of every kind, newest first by when they were taken. Each is read
    /// (read-only) for what it holds; one that cannot be read is listed all the same, with why.
    pub fn backups(&self) -> Result<Vec<BackupInfo>, RecordError> {
        list(&self.backup_folder())
    }

    /// Today's daily backup (the day of `now`, UTC), if there is one.
    fn todays(&self, now: Utc) -> Result<Option<BackupInfo>, RecordError> {
        let date = now.date();
        Ok(self
            .backups()?
            .into_iter()
            .find(|b| b.kind == BackupKind::Daily && b.date == date))
    }

    /// Makes today's backup (the day of `now`, UTC) unless there is one already, then keeps only
    /// the newest [`KEEP_BACKUPS`]. Returns the backup made, if one was. The copy is written
    /// beside its final name and renamed into place, so a failed backup (a full disk) leaves no
    /// half file and the record untouched.
    pub fn backup_if_due(&mut self, now: Utc) -> Result<Option<BackupInfo>, RecordError> {
        if self.todays(now)?.is_some() {
            return Ok(None);
        }
        self.backup_to(now).map(Some)
    }

    /// Writes today's daily backup (the day of `now`, UTC) again with the record as it is now, or
    /// makes it where there is none yet, so that the backup taken when the app started holds the
    /// day's games too (the app calls it when it quits). Written as [`Record::backup_if_due`]
    /// writes: under a temporary name, renamed over the old one only once whole. The other days'
    /// backups are not touched.
    pub fn refresh_todays_backup(&mut self, now: Utc) -> Result<BackupInfo, RecordError> {
        self.backup_to(now)
    }

    /// Copies the record into `backups/record-<day of now>.sqlite`, then keeps the newest.
    fn backup_to(&mut self, now: Utc) -> Result<BackupInfo, RecordError> {
        let folder = self.backup_folder();
        let name = format!("record-{}.sqlite", now.date());
        let made = write_backup(&self.conn, &folder, &name, now)?;
        self.set_meta("last_backup_at", now.0.to_string())?;
        prune(&folder)?;
        backup_info(made.clone(), &name).ok_or_else(|| RecordError::Io {
            what: "could not find the backup just made",
            path: made,
            reason: "it is gone".into(),
        })
    }

    /// Restores a backup: the backup is checked first (it opens, passes `PRAGMA quick_check`, is
    /// of a version this code reads), then the record as it is now is copied into the backups'
    /// folder (`backups/before-restore-YYYYMMDD-HHMMSS.sqlite`, whole and synced before anything
    /// is replaced, listed by [`Record::backups`] as [`BackupKind::BeforeRestore`]: restoring it
    /// undoes this restore), then the backup's content replaces the record's through SQLite's
    /// backup API (another copy of the app that has it open sees the restored record) and is
    /// brought up to date. Returns what to tell the person.
    pub fn restore(&mut self, backup: &BackupInfo) -> Result<Notice, RecordError> {
        let from = backup.path.as_path();
        check_regular_file(from).map_err(RecordError::Invalid)?;
        let bad = |why: String| {
            RecordError::Invalid(format!(
                "the backup {} cannot be used: {why}",
                from.display()
            ))
        };
        {
            let source = open_backup(from).map_err(|e| bad(crate::open::plain_sqlite(&e)))?;
            let version =
                schema::version(&source).map_err(|e| bad(crate::open::plain_sqlite(&e)))?;
            if version > SCHEMA_VERSION {
                return Err(bad(format!(
                    "it was made by a newer version of Ard Ri (record version {version})"
                )));
            }
            if let Some(problem) =
                quick_check(&source).map_err(|e| bad(crate::open::plain_sqlite(&e)))?
            {
                return Err(bad(format!("it fails SQLite's check: {problem}")));
            }
        }
        let folder = self.backup_folder();
        let kept = keep_aside(&self.conn, &folder, "before-restore", Utc::now())?;
        let path = self.path.clone();
        let source = open_backup(from).map_err(|e| sql_error(from, "read", "the backup", e))?;
        copy(&source, &mut self.conn)
            .map_err(|e| sql_error(&path, "restored", "the restored record", e))?;
        drop(source);
        schema::migrate(&mut self.conn, SCHEMA_VERSION)
            .map_err(|e| sql_error(&path, "brought up to date", "the restored record", e))?;
        // The record is no backup: the time its copy was taken is not its own.
        self.conn
            .execute("DELETE FROM meta WHERE key = ?1", [TAKEN_AT])
            .map_err(|e| sql_error(&path, "restored", "the restored record", e))?;
        // The restore is done: too many old backups is no reason to say it failed.
        let _ = prune(&folder);
        Ok(Notice::Restored {
            from: from.to_path_buf(),
            kept,
        })
    }
}

/// Copies the database of `from` into a new file at `to` (SQLite's backup API: a consistent
/// snapshot, whatever other connections write meanwhile), as a file with a rollback journal (read
/// read-only, it needs no log or shared memory file beside it), and writes into it when it was
/// taken. The copy is synced when its connection commits.
fn copy_to_file(from: &Connection, to: &Path, taken_at: Utc) -> rusqlite::Result<()> {
    let mut target = Connection::open(to)?;
    copy(from, &mut target)?;
    target.pragma_update(None, "journal_mode", "DELETE")?;
    target.pragma_update(None, "synchronous", "FULL")?;
    let has_meta: i64 = target.query_row(
        "SELECT count(*) FROM sqlite_master WHERE type = 'table' AND name = 'meta'",
        [],
        |row| row.get(0),
    )?;
    if has_meta > 0 {
        target.execute(
            "INSERT OR REPLACE INTO meta (key, value) VALUES (?1, ?2)",
            rusqlite::params![TAKEN_AT, taken_at.0.to_string()],
        )?;
    }
    target.close().map_err(|(_, e)| e)
}

/// Copies every page of `from`'s database over `to`'s in one step; while another connection
/// holds a lock, waits and tries again, for [`crate::BUSY_TIMEOUT`] at most.
fn copy(from: &Connection, to: &mut Connection) -> rusqlite::Result<()> {
    let pause = std::time::Duration::from_millis(50);
    let tries = crate::BUSY_TIMEOUT.as_millis() / pause.as_millis();
    let backup = Backup::new(from, to)?;
    for _ in 0..tries {
        match backup.step(-1)? {
            StepResult::Done => return Ok(()),
            _ => std::thread::sleep(pause),
        }
    }
    Err(rusqlite::Error::SqliteFailure(
        rusqlite::ffi::Error::new(rusqlite::ffi::SQLITE_BUSY),
        Some("another program kept the record locked".into()),
    ))
}

#[cfg(test)]
mod tests;
