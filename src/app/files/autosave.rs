//! The autosave: the game written after each change on a thread of its own, removed when nothing is
//! unsaved, and the last run's autosave read (or moved aside when unreadable) before its first write.

use super::*;

/// Writes the current game to the autosave file after each change, and removes it when there is
/// nothing unsaved, on a thread of its own so the window never waits for the disk. Jobs are done in
/// order; only the newest waiting game is written.
pub struct Autosaver {
    path: PathBuf,
    jobs: Sender<AutosaveJob>,
}

enum AutosaveJob {
    Store(Box<SaveFile>),
    Clear,
    /// Answers once every job before it is done.
    Sync(Sender<()>),
}

impl Autosaver {
    /// `path` is the autosave file; outcomes (the game it holds from the last run, a failed write)
    /// come back through `worker`'s channel. The file left by the last run is read before anything
    /// is written to it.
    pub fn new(path: PathBuf, worker: &FileWorker, wake: egui::Context) -> Autosaver {
        let (jobs, rx) = unbounded::<AutosaveJob>();
        let tx = worker.tx.clone();
        let target = path.clone();
        std::thread::Builder::new()
            .name("ardri-autosave".into())
            .spawn(move || {
                let writable = look_for_autosave(&target, &tx, &wake);
                let mut failed_before = false;
                while let Ok(mut job) = rx.recv() {
                    if !writable {
                        // What could not be read nor moved aside is never written over.
                        if let AutosaveJob::Sync(done) = job {
                            let _ = done.send(());
                        }
                        continue;
                    }
                    // Only the newest state matters; a sync waits for it.
                    let mut syncs = Vec::new();
                    while let Ok(newer) = rx.try_recv() {
                        match newer {
                            AutosaveJob::Sync(done) => syncs.push(done),
                            newer => job = newer,
                        }
                    }
                    let result = match job {
                        AutosaveJob::Sync(done) => {
                            syncs.push(done);
                            Ok(())
                        }
                        AutosaveJob::Store(file) => {
                            ardri_saves::save(&target, &file).map_err(|e| e.to_string())
                        }
                        AutosaveJob::Clear => match std::fs::remove_file(&target) {
                            Err(e) if e.kind() != std::io::ErrorKind::NotFound => {
                                Err(e.to_string())
                            }
                            _ => Ok(()),
                        },
                    };
                    match result {
                        Err(message) if !failed_before => {
                            failed_before = true;
                            let _ = tx.send(FileOutcome::AutosaveFailed { message });
                            wake.request_repaint();
                        }
                        Err(_) => {}
                        Ok(()) => failed_before = false,
                    }
                    for done in syncs {
                        let _ = done.send(());
                    }
                }
            })
            .expect("could not start the autosave thread");
        Autosaver { path, jobs }
    }

    /// Writes this game as the autosave.
    pub fn store(&self, file: SaveFile) {
        let _ = self.jobs.send(AutosaveJob::Store(Box::new(file)));
    }

    /// Nothing unsaved: no autosave.
    pub fn clear(&self) {
        let _ = self.jobs.send(AutosaveJob::Clear);
    }

    /// Removes the autosave and waits (a moment at most) until the worker has done so and every
    /// write before it: for the end of the program, so no late write brings the file back.
    pub fn clear_and_wait(&self) {
        self.clear();
        let (done, wait) = unbounded();
        if self.jobs.send(AutosaveJob::Sync(done)).is_ok() {
            let _ = wait.recv_timeout(Duration::from_secs(2));
        }
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
        Ok(_) => return true,
        Err(ardri_saves::LoadError::Io { source, .. })
            if source.kind() == std::io::ErrorKind::NotFound =>
        {
            return true;
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
