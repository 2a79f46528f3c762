//! The backups' file names (which day, which kind, which copy in a second) and the temporaries a
//! killed copy of the app left behind.

use std::path::Path;

use super::BackupKind;

/// `record-YYYY-MM-DD.sqlite` → `YYYY-MM-DD`.
pub(super) fn backup_date(name: &str) -> Option<&str> {
    let date = name.strip_prefix("record-")?.strip_suffix(".sqlite")?;
    let shape_ok = date.len() == 10
        && date.char_indices().all(|(i, c)| match i {
            4 | 7 => c == '-',
            _ => c.is_ascii_digit(),
        });
    shape_ok.then_some(date)
}

/// `YYYYMMDD-HHMMSS` → 1, `YYYYMMDD-HHMMSS-<n>` (the `n`th copy in the same second) → `n`;
/// anything else → `None`.
pub(super) fn stamp_sequence(text: &str) -> Option<u32> {
    let stamp = text.get(..15)?;
    let shape_ok = stamp.char_indices().all(|(i, c)| match i {
        8 => c == '-',
        _ => c.is_ascii_digit(),
    });
    if !shape_ok {
        return None;
    }
    match &text[15..] {
        "" => Some(1),
        rest => {
            let n = rest.strip_prefix('-')?;
            if n.is_empty() || !n.bytes().all(|b| b.is_ascii_digit()) {
                return None;
            }
            n.parse().ok()
        }
    }
}

/// A backup's file name → its kind, and which copy of its second it is (1 for a daily one).
pub(super) fn parse_name(name: &str) -> Option<(BackupKind, u32)> {
    if backup_date(name).is_some() {
        return Some((BackupKind::Daily, 1));
    }
    let stem = name.strip_suffix(".sqlite")?;
    if let Some(stamp) = stem.strip_prefix("before-restore-") {
        return Some((BackupKind::BeforeRestore, stamp_sequence(stamp)?));
    }
    let (version, stamp) = stem.strip_prefix("before-update-v")?.split_once('-')?;
    if version.is_empty() || !version.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    let kind = BackupKind::BeforeUpdate {
        from_version: version.parse().ok()?,
    };
    Some((kind, stamp_sequence(stamp)?))
}

/// A backup's file name → its kind.
pub(super) fn backup_kind(name: &str) -> Option<BackupKind> {
    parse_name(name).map(|(kind, _)| kind)
}

/// `.<backup's name>.<pid>.tmp` (or its `-journal`) → the id of the process that was writing it.
pub(super) fn temp_writer(name: &str) -> Option<u32> {
    let rest = name.strip_prefix('.')?;
    let rest = rest.strip_suffix("-journal").unwrap_or(rest);
    let (file, pid) = rest.strip_suffix(".tmp")?.rsplit_once('.')?;
    backup_kind(file)?;
    if pid.is_empty() || !pid.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    pid.parse().ok()
}

/// How old a backup's temporary must be to be taken for abandoned where it cannot be told whether
/// its writer still runs.
pub(super) const ABANDONED_AFTER: std::time::Duration = std::time::Duration::from_secs(3600);

/// Whether process `pid` still runs: `Some` where the system tells (Linux's `/proc`), `None`
/// elsewhere.
pub(super) fn running(pid: u32) -> Option<bool> {
    let proc = Path::new("/proc");
    (cfg!(target_os = "linux") && proc.join("self").exists())
        .then(|| proc.join(pid.to_string()).exists())
}

/// Whether a backup's temporary written by `pid`, last changed `age` ago, was abandoned: its
/// writer was killed before it could rename or remove it. Another copy of the app may be writing
/// one at this moment, so one whose writer runs (or, where that cannot be told, one changed within
/// the hour) is left alone; this process's own too.
pub(super) fn abandoned(pid: u32, age: Option<std::time::Duration>) -> bool {
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
