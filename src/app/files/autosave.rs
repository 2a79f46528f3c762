//! The autosave: the game written after each change on a thread of its own, removed when nothing is
//! unsaved, and the last run's autosave read (or moved aside when unreadable) before its first write.

use super::*;
use crate::app::shell::tasks::LatestWriter;

/// Writes the current game to the autosave file after each change, and removes it when there is
/// nothing unsaved, on a thread of its own (a [`LatestWriter`]) so the window never waits for the
/// disk: only the newest waiting state is written.
pub struct Autosaver {
    path: PathBuf,
    writer: LatestWriter<AutosaveJob>,
}

enum AutosaveJob {
    Store(Box<SaveFile>),
    Clear,
}

/// The autosave thread's own state: whether the file may be written, and whether the last write
/// failed (the person is told once, not at every change).
struct AutosaveState {
    target: PathBuf,
    tx: Sender<FileOutcome>,
    wake: egui::Context,
    writable: bool,
    failed_before: bool,
}

impl Autosaver {
    /// `path` is the autosave file; outcomes (the game it holds from the last run, a failed write)
    /// come back through `worker`'s channel. The file left by the last run is read before anything
    /// is written to it.
    pub fn new(path: PathBuf, worker: &FileWorker, wake: egui::Context) -> Autosaver {
        let tx = worker.tx.clone();
        let target = path.clone();
        let writer = LatestWriter::spawn(
            "ardri-autosave",
            move || AutosaveState {
                writable: look_for_autosave(&target, &tx, &wake),
                failed_before: false,
                target,
                tx,
                wake,
            },
            |state: &mut AutosaveState, job| {
                if !state.writable {
                    // What could not be read nor moved aside is never written over.
                    return;
                }
                let result = match job {
                    AutosaveJob::Store(file) => ardri_saves::save(&state.target, &file)
                        .map_err(|e| crate::app::shell::aside::save_error_reason(&e)),
                    AutosaveJob::Clear => match std::fs::remove_file(&state.target) {
                        Err(e) if e.kind() != std::io::ErrorKind::NotFound => {
                            Err(crate::app::shell::aside::plain_io(&e))
                        }
                        _ => Ok(()),
                    },
                };
                match result {
                    Err(message) if !state.failed_before => {
                        state.failed_before = true;
                        let _ = state.tx.send(FileOutcome::AutosaveFailed { message });
                        state.wake.request_repaint();
                    }
                    Err(_) => {}
                    Ok(()) => state.failed_before = false,
                }
            },
        );
        Autosaver { path, writer }
    }

    /// Writes this game as the autosave.
    pub fn store(&self, file: SaveFile) {
        self.writer.write(AutosaveJob::Store(Box::new(file)));
    }

    /// Nothing unsaved: no autosave.
    pub fn clear(&self) {
        self.writer.write(AutosaveJob::Clear);
    }

    /// Removes the autosave and waits (a moment at most) until the worker has done so and every
    /// write before it: for the end of the program, so no late write brings the file back.
    /// Waits (10 s at most) until the thread has read the last run's file and written everything
    /// asked of it so far: tests wait for this instead of waiting a while.
    #[cfg(test)]
    pub fn synced(&self) -> bool {
        self.writer.sync_for(Duration::from_secs(10))
    }

    pub fn clear_and_wait(&self) {
        self.clear();
        self.writer.sync_for(Duration::from_secs(2));
        // The worker may be gone (it never is, short of a panic): remove the file here too.
        let _ = std::fs::remove_file(&self.path);
    }
}

/// Reads the autosave left by the last run and reports a game found in it. One that cannot be read
/// is moved aside (`autosave.ron.bad`) and the person told; returns whether the file may be written
/// (not when it could neither be read nor moved aside).
fn look_for_autosave(path: &Path, tx: &Sender<FileOutcome>, wake: &egui::Context) -> bool {
    let outcome = match ardri_saves::load(path) {
        Ok(loaded)
            if loaded.game.ply_count() + loaded.variations.len() > 0
                || loaded.annotations.iter().any(|a| !a.is_empty()) =>
        {
            FileOutcome::AutosaveFound {
                loaded: Box::new(loaded),
            }
        }
        Ok(_) => FileOutcome::AutosaveNone,
        Err(ardri_saves::LoadError::Io { source, .. })
            if source.kind() == std::io::ErrorKind::NotFound =>
        {
            FileOutcome::AutosaveNone
        }
        Err(_) => match super::super::shell::aside::move_aside(path) {
            Ok(kept) => FileOutcome::AutosaveSetAside { kept: Some(kept) },
            Err(_) => FileOutcome::AutosaveSetAside { kept: None },
        },
    };
    let writable = !matches!(outcome, FileOutcome::AutosaveSetAside { kept: None });
    let _ = tx.send(outcome);
    wake.request_repaint();
    writable
}

/// Where the autosave lives: the app's data folder (as eframe's settings), else the temp folder.
pub fn default_autosave_path() -> PathBuf {
    eframe::storage_dir("ardri")
        .unwrap_or_else(std::env::temp_dir)
        .join("autosave.ron")
}

/// The autosave and what it last heard.
pub struct Autosave {
    pub saver: Autosaver,
    /// The session's change state it last acted on (see `Session::change_state`), and whether
    /// the game counted for the rating then.
    pub heard: Option<((u64, bool), Option<ardri_saves::SavedRating>)>,
    /// This run wrote the autosave (so it may remove it once nothing is unsaved).
    pub written: bool,
    /// The person discarded the game on quitting: nothing more is written, and the file goes.
    pub discarded: bool,
    /// The last run's autosave has been looked at (until then the engine makes no first move:
    /// a game must not start behind the offer to restore the last one).
    pub looked: bool,
}
