//! The files `review --write` and `--puzzles` will replace, checked before the analysis (which can
//! take minutes): everything that would refuse the write afterwards is asked now.

use std::path::{Path, PathBuf};

use crate::plain_error;

/// Why the file at `path` cannot be replaced by a new one of about `size` bytes, in plain words;
/// `Ok` when it can (a file that does not exist yet needs only its folder to take it).
///
/// Refused: what [`ardri_saves::check_writable`] refuses (a folder that takes no new file, a name
/// that is not a file); a file whose mode lets nobody write it (0444), even for the superuser, who
/// could; a file its user may not open for writing (someone else's, or immutable); a file in a
/// sticky folder (`/tmp`) that belongs to someone else, which only its owner may replace; and a
/// disk without room for the new file.
pub(super) fn check_replaceable(path: &Path, size: u64) -> Result<(), String> {
    let shown = path.display();
    ardri_saves::check_writable(path).map_err(|e| e.to_string())?;
    // The file the name leads to, through its links: the one that will be replaced.
    let target = match std::fs::canonicalize(path) {
        Ok(target) => Some(target),
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => None,
        Err(e) => return Err(format!("{shown}: {}", plain_error(&e))),
    };
    let dir = folder_of(target.as_deref().unwrap_or(path));
    if let Some(target) = &target {
        let meta =
            std::fs::metadata(target).map_err(|e| format!("{shown}: {}", plain_error(&e)))?;
        if meta.permissions().readonly() {
            return Err(format!("{shown} is read-only (make it writable first)"));
        }
        // Opening for writing changes nothing; it fails where the write would (a file of another
        // user, an immutable file, a read-only disk).
        std::fs::OpenOptions::new()
            .write(true)
            .open(target)
            .map_err(|e| format!("{shown} cannot be written: {}", plain_error(&e)))?;
        sticky_folder(&meta, &dir).map_err(|why| format!("{shown} {why}"))?;
    }
    room_for(&dir, size).map_err(|why| format!("{shown}: {why}"))
}

fn folder_of(path: &Path) -> PathBuf {
    match path.parent() {
        Some(p) if !p.as_os_str().is_empty() => p.to_path_buf(),
        _ => PathBuf::from("."),
    }
}

/// In a sticky folder only the owner of a file (or of the folder, or the superuser) may replace
/// it: the new file's rename over it would fail after the analysis.
#[cfg(unix)]
fn sticky_folder(file: &std::fs::Metadata, dir: &Path) -> Result<(), String> {
    use std::os::unix::fs::MetadataExt;
    let Ok(folder) = std::fs::metadata(dir) else {
        return Ok(());
    };
    // SAFETY: geteuid has no preconditions and cannot fail.
    let me = unsafe { libc::geteuid() };
    let sticky = folder.mode() & 0o1000 != 0;
    if sticky && me != 0 && file.uid() != me && folder.uid() != me {
        return Err(format!(
            "belongs to another user, and its folder {} is sticky: only the file's owner may \
             replace it",
            dir.display()
        ));
    }
    Ok(())
}

#[cfg(not(unix))]
fn sticky_folder(_: &std::fs::Metadata, _: &Path) -> Result<(), String> {
    Ok(())
}

/// The disk holds `size` more bytes in `dir`: a file of that size is reserved beside the target
/// and removed (as the new file will be written, the old one still there).
#[cfg(unix)]
fn room_for(dir: &Path, size: u64) -> Result<(), String> {
    use std::os::unix::io::AsRawFd;
    let probe = dir.join(format!(".ardri-room-check-{}", std::process::id()));
    let Ok(file) = std::fs::OpenOptions::new()
        .write(true)
        .create_new(true)
        .open(&probe)
    else {
        // A new file was made there just before (check_writable); nothing more can be told.
        return Ok(());
    };
    let length = libc::off_t::try_from(size).unwrap_or(libc::off_t::MAX);
    // SAFETY: `file` is an open descriptor for the whole call; posix_fallocate only reserves
    // blocks for it.
    let failed = unsafe { libc::posix_fallocate(file.as_raw_fd(), 0, length) };
    drop(file);
    let _ = std::fs::remove_file(&probe);
    match failed {
        libc::ENOSPC | libc::EDQUOT => Err(format!(
            "there is no room on the disk for the new file (about {} KB)",
            size.div_ceil(1000)
        )),
        // 0, or a disk that cannot tell (the write itself will say).
        _ => Ok(()),
    }
}

#[cfg(not(unix))]
fn room_for(_: &Path, _: u64) -> Result<(), String> {
    Ok(())
}
