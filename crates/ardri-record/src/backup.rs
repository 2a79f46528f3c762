//! Backups with SQLite's online backup API: a consistent copy of the record while it is in use,
//! at most one a day in `backups/record-YYYY-MM-DD.sqlite` beside the record, the newest
//! [`KEEP_BACKUPS`] kept; and restoring one, the record as it was kept aside first.

use std::path::{Path, PathBuf};

use rusqlite::backup::{Backup, StepResult};
use rusqlite::{Connection, OpenFlags};

use crate::error::plain_io;
use crate::open::{companion, quick_check};
use crate::schema::{self, SCHEMA_VERSION};
use crate::write::sql_error;
use crate::{Notice, Record, RecordError, Utc, check_regular_file};

/// How many daily backups are kept.
pub const KEEP_BACKUPS: usize = 7;

/// One backup of the record.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BackupInfo {
    pub path: PathBuf,
    /// Its day, `YYYY-MM-DD` (UTC).
    pub date: String,
    pub bytes: u64,
}

/// `record-YYYY-MM-DD.sqlite` → `YYYY-MM-DD`.
fn backup_date(name: &str) -> Option<&str> {
    let date = name.strip_prefix("record-")?.strip_suffix(".sqlite")?;
    let shape_ok = date.len() == 10
        && date.char_indices().all(|(i, c)| match i {
            4 | 7 => c == '-',
            _ => c.is_ascii_digit(),
        });
    shape_ok.then_some(date)
}

/// `.record-YYYY-MM-DD.sqlite.<pid>.tmp` (or its `-journal`) → the id of the process that was
/// writing it.
fn temp_writer(name: &str) -> Option<u32> {
    let rest = name.strip_prefix('.')?;
    let rest = rest.strip_suffix("-journal").unwrap_or(rest);
    let (file, pid) = rest.strip_suffix(".tmp")?.rsplit_once('.')?;
    backup_date(file)?;
    if pid.is_empty() || !pid.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    pid.parse().ok()
}

/// How old a backup's temporary must be to be taken for abandoned where it cannot be told whether
/// its writer still runs.
const ABANDONED_AFTER: std::time::Duration = std::time::Duration::from_secs(3600);

/// Whether process `pid` still runs: `Some` where the system tells (Linux's `/proc`), `None`
/// elsewhere.
fn running(pid: u32) -> Option<bool> {
    let proc = Path::new("/proc");
    (cfg!(target_os = "linux") && proc.join("self").exists())
        .then(|| proc.join(pid.to_string()).exists())
}

/// Whether a backup's temporary written by `pid`, last changed `age` ago, was abandoned: its
/// writer was killed before it could rename or remove it. Another copy of the app may be writing
/// one at this moment, so one whose writer runs (or, where that cannot be told, one changed within
/// the hour) is left alone; this process's own too.
fn abandoned(pid: u32, age: Option<std::time::Duration>) -> bool {
    if pid == std::process::id() {
        return false;
    }
    match running(pid) {
        Some(alive) => !alive,
        None => age.is_some_and(|age| age >= ABANDONED_AFTER),
    }
}

/// Removes the backups' temporaries (and their journals) in `folder` that a copy of the app
/// killed while writing one left behind. Nothing here is the person's: a file that cannot be
/// removed is left for the next time.
pub(crate) fn remove_abandoned_temporaries(folder: &Path) {
    let Ok(entries) = std::fs::read_dir(folder) else {
        return;
    };
    for entry in entries.flatten() {
        let name = entry.file_name();
        let Some(pid) = name.to_str().and_then(temp_writer) else {
            continue;
        };
        let Ok(meta) = entry.metadata() else {
            continue;
        };
        let age = meta.modified().ok().and_then(|m| m.elapsed().ok());
        if meta.is_file() && abandoned(pid, age) {
            let _ = std::fs::remove_file(entry.path());
        }
    }
}

impl Record {
    /// The folder of the backups: `backups` beside the record.
    pub fn backup_folder(&self) -> PathBuf {
        self.path
            .parent()
            .unwrap_or_else(|| Path::new("."))
            .join("backups")
    }

    /// The path of the record's file.
    pub fn path(&self) -> &Path {
        &self.path
    }

    /// The backups kept, newest first.
    pub fn backups(&self) -> Result<Vec<BackupInfo>, RecordError> {
        let folder = self.backup_folder();
        let entries = match std::fs::read_dir(&folder) {
            Ok(entries) => entries,
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(Vec::new()),
            Err(e) => {
                return Err(RecordError::Io {
                    what: "could not read the backups' folder",
                    path: folder,
                    reason: plain_io(&e),
                });
            }
        };
        let mut found = Vec::new();
        for entry in entries.flatten() {
            let name = entry.file_name();
            let Some(date) = name.to_str().and_then(backup_date) else {
                continue;
            };
            let Ok(meta) = entry.metadata() else {
                continue;
            };
            if meta.is_file() {
                found.push(BackupInfo {
                    path: entry.path(),
                    date: date.to_string(),
                    bytes: meta.len(),
                });
            }
        }
        found.sort_by(|a, b| b.date.cmp(&a.date));
        Ok(found)
    }

    /// Makes today's backup (the day of `now`, UTC) unless there is one already, then keeps only
    /// the newest [`KEEP_BACKUPS`]. Returns the backup made, if one was. The copy is written
    /// beside its final name and renamed into place, so a failed backup (a full disk) leaves no
    /// half file and the record untouched.
    pub fn backup_if_due(&mut self, now: Utc) -> Result<Option<BackupInfo>, RecordError> {
        let date = now.date();
        if self.backups()?.iter().any(|b| b.date == date) {
            return Ok(None);
        }
        let made = self.backup_to(&date)?;
        self.set_meta("last_backup_at", now.0.to_string())?;
        self.prune_backups()?;
        Ok(Some(made))
    }

    /// Copies the record into `backups/record-<date>.sqlite`.
    fn backup_to(&self, date: &str) -> Result<BackupInfo, RecordError> {
        let folder = self.backup_folder();
        let io = |what, path: &Path, e: std::io::Error| RecordError::Io {
            what,
            path: path.to_path_buf(),
            reason: plain_io(&e),
        };
        std::fs::create_dir_all(&folder)
            .map_err(|e| io("could not create the backups' folder", &folder, e))?;
        let target = folder.join(format!("record-{date}.sqlite"));
        check_regular_file(&target).map_err(RecordError::Invalid)?;
        let temp = folder.join(format!(".record-{date}.sqlite.{}.tmp", std::process::id()));
        let _ = std::fs::remove_file(&temp);
        let copied = copy_to_file(&self.conn, &temp)
            .map_err(|e| sql_error(&temp, "written", "the backup", e));
        if let Err(e) = copied {
            let _ = std::fs::remove_file(&temp);
            let _ = std::fs::remove_file(companion(&temp, "-journal"));
            return Err(e);
        }
        std::fs::rename(&temp, &target).map_err(|e| io("could not keep the backup", &target, e))?;
        let bytes = std::fs::metadata(&target).map(|m| m.len()).unwrap_or(0);
        Ok(BackupInfo {
            path: target,
            date: date.to_string(),
            bytes,
        })
    }

    /// Removes the backups past the newest [`KEEP_BACKUPS`].
    fn prune_backups(&self) -> Result<(), RecordError> {
        for old in self.backups()?.iter().skip(KEEP_BACKUPS) {
            std::fs::remove_file(&old.path).map_err(|e| RecordError::Io {
                what: "could not remove the old backup",
                path: old.path.clone(),
                reason: plain_io(&e),
            })?;
        }
        Ok(())
    }

    /// Restores a backup: the backup is checked first (it opens, passes `PRAGMA quick_check`, is
    /// of a version this code reads), then the record as it is now is copied aside
    /// (`record.sqlite.before-restore-YYYYMMDD-HHMMSS`, kept), then the backup's content replaces
    /// the record's through SQLite's backup API (another copy of the app that has it open sees
    /// the restored record) and is brought up to date. Returns what to tell the person.
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
            let source = Connection::open_with_flags(from, OpenFlags::SQLITE_OPEN_READ_ONLY)
                .map_err(|e| bad(crate::open::plain_sqlite(&e)))?;
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
        let kept = crate::open::free_name(&self.path, "before-restore", Utc::now());
        copy_to_file(&self.conn, &kept)
            .map_err(|e| sql_error(&kept, "written", "the copy of the record", e))?;
        let path = self.path.clone();
        let source = Connection::open_with_flags(from, OpenFlags::SQLITE_OPEN_READ_ONLY)
            .map_err(|e| sql_error(from, "read", "the backup", e))?;
        copy(&source, &mut self.conn)
            .map_err(|e| sql_error(&path, "restored", "the restored record", e))?;
        schema::migrate(&mut self.conn, SCHEMA_VERSION)
            .map_err(|e| sql_error(&path, "brought up to date", "the restored record", e))?;
        Ok(Notice::Restored {
            from: from.to_path_buf(),
            kept,
        })
    }
}

/// Copies the database of `from` into a new file at `to` (SQLite's backup API: a consistent
/// snapshot, whatever other connections write meanwhile).
fn copy_to_file(from: &Connection, to: &Path) -> rusqlite::Result<()> {
    let mut target = Connection::open(to)?;
    copy(from, &mut target)?;
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
mod tests {
    use std::time::Duration;

    #[test]
    fn a_backups_temporary_names_its_writer() {
        assert_eq!(
            super::temp_writer(".record-2026-11-26.sqlite.4242.tmp"),
            Some(4242)
        );
        assert_eq!(
            super::temp_writer(".record-2026-11-26.sqlite.4242.tmp-journal"),
            Some(4242)
        );
        for name in [
            "record-2026-11-26.sqlite.4242.tmp",
            ".record-2026-11-26.sqlite.tmp",
            ".record-2026-11-26.sqlite.+42.tmp",
            ".record-2026-11-26.sqlite.42.tmp.bak",
            ".notes.sqlite.42.tmp",
        ] {
            assert_eq!(super::temp_writer(name), None, "{name}");
        }
    }

    #[test]
    fn a_temporary_is_abandoned_when_its_writer_is_gone() {
        // Never this process's own, however old.
        assert!(!super::abandoned(
            std::process::id(),
            Some(Duration::from_secs(86_400))
        ));
        match super::running(1) {
            // Linux: process 1 runs, whatever the file's age; a process that ended does not.
            Some(alive) => {
                assert!(alive);
                assert!(!super::abandoned(1, Some(Duration::from_secs(86_400))));
                let mut child = std::process::Command::new("true").spawn().unwrap();
                let ended = child.id();
                child.wait().unwrap();
                assert!(super::abandoned(ended, Some(Duration::ZERO)));
            }
            // Elsewhere: only one left for an hour.
            None => {
                assert!(!super::abandoned(1, Some(Duration::from_secs(600))));
                assert!(!super::abandoned(1, None));
                assert!(super::abandoned(1, Some(Duration::from_secs(3600))));
            }
        }
    }

    #[test]
    fn only_dated_names_are_backups() {
        assert_eq!(
            super::backup_date("record-2026-11-26.sqlite"),
            Some("2026-11-26")
        );
        for name in [
            "record-2026-11-26.sqlite.tmp",
            ".record-2026-11-26.sqlite.1.tmp",
            "record-20261126.sqlite",
            "record-2026-1x-26.sqlite",
        ] {
            assert_eq!(super::backup_date(name), None, "{name}");
        }
    }
}
