//! Writing files atomically, keeping what belongs to the file rather than to its content: its
//! links, its mode and owner; and checking before long work that a file could be written.

use std::io::Write;
use std::path::{Path, PathBuf};

use crate::{SaveError, not_regular};

/// Writes `contents` to `path` atomically: a temporary file in the same folder, flushed to disk, then
/// renamed over the target. On any failure the previous file (if any) is untouched.
pub fn write_atomic(path: &Path, contents: &[u8]) -> Result<(), SaveError> {
    write_atomic_with(path, |out| out.write_all(contents))
}

/// [`write_atomic`] for content written by `write` to a stream: whatever `write` does, including
/// failing halfway, the target holds either its old content or all of the new.
///
/// An existing file keeps what belongs to it, not to its content:
/// - a symbolic link is written through: its target gets the new content, the link stays;
/// - the file's permissions (and, where allowed, its owner) are kept; a new file gets 0644;
/// - a file with other hard links is rewritten in place once the new content is safely on disk
///   beside it, so every name still shows the same file. Should that rewrite fail, the complete
///   new content is left in the temporary file, named in the error.
pub fn write_atomic_with(
    path: &Path,
    write: impl FnOnce(&mut dyn Write) -> std::io::Result<()>,
) -> Result<(), SaveError> {
    let io = |source| SaveError::Io {
        path: path.to_path_buf(),
        source,
    };
    // The file the name leads to, through any links (a link that leads nowhere is written
    // through as well: its target is created).
    let target = resolve_links(path).map_err(io)?;
    let existing = std::fs::metadata(&target).ok();
    let dir = match target.parent() {
        Some(p) if !p.as_os_str().is_empty() => p,
        _ => Path::new("."),
    };
    let mut temp = tempfile::NamedTempFile::new_in(dir).map_err(io)?;
    write(&mut temp).map_err(io)?;
    temp.as_file().sync_all().map_err(io)?;
    let permissions = match &existing {
        Some(m) => m.permissions(),
        None => new_file_permissions(temp.as_file()).map_err(io)?,
    };
    temp.as_file().set_permissions(permissions).map_err(io)?;
    #[cfg(unix)]
    if let Some(meta) = &existing {
        use std::os::unix::fs::MetadataExt;
        // Keeping the owner needs the right to give files away; without it the file is ours,
        // as any program's save would be.
        let _ = std::os::unix::fs::fchown(temp.as_file(), Some(meta.uid()), Some(meta.gid()));
    }
    if existing.as_ref().is_some_and(has_other_links) {
        return rewrite_in_place(&target, temp).map_err(io);
    }
    temp.persist(&target).map_err(|e| io(e.error))?;
    Ok(())
}

/// Follows `path` through its symbolic links to the file they lead to (`path` itself when it is
/// not a link); relative links are taken from the link's folder.
fn resolve_links(path: &Path) -> std::io::Result<PathBuf> {
    let mut current = path.to_path_buf();
    // The system's own limit on links in a path is 40.
    for _ in 0..40 {
        match std::fs::symlink_metadata(&current) {
            Ok(meta) if meta.file_type().is_symlink() => {
                let link = std::fs::read_link(&current)?;
                current = match current.parent() {
                    Some(dir) if link.is_relative() => dir.join(link),
                    _ => link,
                };
            }
            _ => return Ok(current),
        }
    }
    Err(std::io::Error::other(
        "the name is a chain of symbolic links that loops or is too long",
    ))
}

/// A new save's permissions: an ordinary document's (tempfile makes files readable by the owner
/// only).
fn new_file_permissions(temp: &std::fs::File) -> std::io::Result<std::fs::Permissions> {
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        let _ = temp;
        Ok(std::fs::Permissions::from_mode(0o644))
    }
    #[cfg(not(unix))]
    {
        temp.metadata().map(|m| m.permissions())
    }
}

#[cfg(unix)]
fn has_other_links(meta: &std::fs::Metadata) -> bool {
    use std::os::unix::fs::MetadataExt;
    meta.is_file() && meta.nlink() > 1
}

#[cfg(not(unix))]
fn has_other_links(_: &std::fs::Metadata) -> bool {
    false
}

/// Copies the complete, synced `temp` over `target` in place (keeping its inode and so its other
/// names), then removes `temp`; on failure `temp` is kept and named in the error.
fn rewrite_in_place(target: &Path, temp: tempfile::NamedTempFile) -> std::io::Result<()> {
    let copy = || -> std::io::Result<()> {
        let mut source = std::fs::File::open(temp.path())?;
        let mut out = std::fs::OpenOptions::new()
            .write(true)
            .truncate(true)
            .open(target)?;
        std::io::copy(&mut source, &mut out)?;
        out.sync_all()
    };
    match copy() {
        Ok(()) => Ok(()),
        Err(e) => {
            let kept = temp.keep().map_err(|k| k.error)?.1;
            Err(std::io::Error::new(
                e.kind(),
                format!("{e}; the new content is complete in {}", kept.display()),
            ))
        }
    }
}

/// Checks, before any long work, that [`write_atomic`] could write `path`: the folder of the file
/// it leads to takes a new file, and a file with other names can be opened for writing.
pub fn check_writable(path: &Path) -> Result<(), SaveError> {
    let io = |source| SaveError::Io {
        path: path.to_path_buf(),
        source,
    };
    let target = resolve_links(path).map_err(io)?;
    let dir = match target.parent() {
        Some(p) if !p.as_os_str().is_empty() => p,
        _ => Path::new("."),
    };
    tempfile::NamedTempFile::new_in(dir).map_err(io)?;
    if let Ok(meta) = std::fs::metadata(&target) {
        if let Some(kind) = not_regular(&meta) {
            return Err(io(std::io::Error::other(format!(
                "it is {kind}, not a file to write a game to"
            ))));
        }
        if has_other_links(&meta) {
            std::fs::OpenOptions::new()
                .write(true)
                .open(&target)
                .map_err(io)?;
        }
    }
    Ok(())
}
