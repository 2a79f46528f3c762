//! The app's background work, started one way: a [`Task`] runs a job on a thread of its own, which
//! reports progress and results through a channel the frame drains and stops when asked; a
//! [`LatestWriter`] writes, on a thread of its own, only the newest of the values waiting (the
//! autosave, the puzzle set), and can be waited on. Every report wakes the window, so nothing polls on
//! a timer.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};

use crossbeam_channel::{Receiver, Sender, unbounded};

/// What a task tells the frame.
#[derive(Debug)]
pub enum Update<E, R> {
    /// `done` of `total` steps.
    Progress(usize, usize),
    /// Something found on the way.
    Report(E),
    /// The job's result; the last update.
    Done(R),
}

/// What a job has in hand: where to report, and whether it was asked to stop.
pub struct TaskContext<E, R> {
    tx: Sender<Update<E, R>>,
    wake: egui::Context,
    stop: Arc<AtomicBool>,
}

impl<E, R> TaskContext<E, R> {
    fn send(&self, update: Update<E, R>) {
        // The frame may have dropped the task: then nobody listens, and that is fine.
        let _ = self.tx.send(update);
        self.wake.request_repaint();
    }

    pub fn progress(&self, done: usize, total: usize) {
        self.send(Update::Progress(done, total));
    }

    pub fn report(&self, event: E) {
        self.send(Update::Report(event));
    }

    /// Whether the frame asked the job to stop (or dropped it).
    pub fn stopped(&self) -> bool {
        self.stop.load(Ordering::Relaxed)
    }
}

/// A job running on a thread of its own. Dropping it asks the job to stop, and its later reports go
/// nowhere: a newer task of the same kind simply replaces the old one.
pub struct Task<E, R> {
    updates: Receiver<Update<E, R>>,
    stop: Arc<AtomicBool>,
    progress: (usize, usize),
}

impl<E: Send + 'static, R: Send + 'static> Task<E, R> {
    /// Starts `job` on a thread named `name`.
    pub fn spawn(
        name: &str,
        wake: egui::Context,
        job: impl FnOnce(&TaskContext<E, R>) -> R + Send + 'static,
    ) -> Task<E, R> {
        let (tx, updates) = unbounded();
        let stop = Arc::new(AtomicBool::new(false));
        let context = TaskContext {
            tx,
            wake,
            stop: stop.clone(),
        };
        std::thread::Builder::new()
            .name(name.to_string())
            .spawn(move || {
                let result = job(&context);
                context.send(Update::Done(result));
            })
            .unwrap_or_else(|e| panic!("could not start the {name} thread: {e}"));
        Task {
            updates,
            stop,
            progress: (0, 0),
        }
    }
}

impl<E, R> Task<E, R> {
    /// The updates that came since the last call (progress is also kept, see [`Task::progress`]).
    pub fn poll(&mut self) -> Vec<Update<E, R>> {
        let updates: Vec<Update<E, R>> = self.updates.try_iter().collect();
        for update in &updates {
            if let Update::Progress(done, total) = update {
                self.progress = (*done, *total);
            }
        }
        updates
    }

    /// The progress to show until the job reports its own (it is known before the job starts).
    pub fn with_progress(mut self, done: usize, total: usize) -> Task<E, R> {
        self.progress = (done, total);
        self
    }

    /// The last progress reported: (done, total).
    pub fn progress(&self) -> (usize, usize) {
        self.progress
    }

    /// Asks the job to stop; it reports `Done` with what it has.
    pub fn cancel(&self) {
        self.stop.store(true, Ordering::Relaxed);
    }
}

impl<E, R> Drop for Task<E, R> {
    fn drop(&mut self) {
        self.cancel();
    }
}

enum Job<T> {
    Write(T),
    /// Answered once every value sent before it is written.
    Sync(Sender<()>),
}

/// A thread that writes values in order, only the newest of those waiting (older ones are out of
/// date by the time it gets to them).
pub struct LatestWriter<T> {
    jobs: Sender<Job<T>>,
}

impl<T: Send + 'static> LatestWriter<T> {
    /// Starts the thread: `start` runs first on it (reading what is there before anything is
    /// written) and gives the state each `write` gets.
    pub fn spawn<S>(
        name: &str,
        start: impl FnOnce() -> S + Send + 'static,
        mut write: impl FnMut(&mut S, T) + Send + 'static,
    ) -> LatestWriter<T> {
        let (jobs, rx) = unbounded::<Job<T>>();
        std::thread::Builder::new()
            .name(name.to_string())
            .spawn(move || {
                let mut state = start();
                while let Ok(job) = rx.recv() {
                    let mut newest = None;
                    let mut syncs = Vec::new();
                    for job in std::iter::once(job).chain(rx.try_iter()) {
                        match job {
                            Job::Write(value) => newest = Some(value),
                            Job::Sync(done) => syncs.push(done),
                        }
                    }
                    if let Some(value) = newest {
                        write(&mut state, value);
                    }
                    for done in syncs {
                        let _ = done.send(());
                    }
                }
            })
            .unwrap_or_else(|e| panic!("could not start the {name} thread: {e}"));
        LatestWriter { jobs }
    }
}

impl<T> LatestWriter<T> {
    /// Queues `value`; it replaces any value still waiting.
    pub fn write(&self, value: T) {
        let _ = self.jobs.send(Job::Write(value));
    }

    /// Waits, `limit` at most, until everything queued so far is written; whether it was.
    pub fn sync_for(&self, limit: std::time::Duration) -> bool {
        let (done, wait) = crossbeam_channel::bounded(1);
        self.jobs.send(Job::Sync(done)).is_ok() && wait.recv_timeout(limit).is_ok()
    }
}

#[cfg(test)]
mod tests {
    use std::sync::Mutex;
    use std::time::Duration;

    use super::*;

    #[test]
    fn a_task_reports_progress_and_its_result_and_stops_when_asked() {
        let ctx = egui::Context::default();
        let task: Task<usize, usize> = Task::spawn("test-task", ctx.clone(), |t| {
            for i in 0..3 {
                t.progress(i + 1, 3);
                t.report(i * 10);
            }
            7
        });
        let mut reports = Vec::new();
        let result = loop {
            let updates = task
                .updates
                .recv_timeout(Duration::from_secs(10))
                .expect("the task reports");
            match updates {
                Update::Report(r) => reports.push(r),
                Update::Done(r) => break r,
                Update::Progress(..) => {}
            }
        };
        assert_eq!((reports, result), (vec![0, 10, 20], 7));

        // A job that runs until it is stopped ends when the task is cancelled.
        let task: Task<(), u32> = Task::spawn("test-stop", ctx, |t| {
            let mut rounds = 0;
            while !t.stopped() {
                rounds += 1;
                std::thread::yield_now();
            }
            rounds
        });
        task.cancel();
        match task.updates.recv_timeout(Duration::from_secs(10)) {
            Ok(Update::Done(_)) => {}
            other => panic!("{other:?}"),
        }
    }

    #[test]
    fn the_latest_writer_writes_the_newest_value_and_sync_waits_for_it() {
        let written = Arc::new(Mutex::new(Vec::new()));
        let seen = written.clone();
        let gate = Arc::new(Mutex::new(()));
        let held = gate.lock().unwrap();
        let waiting = gate.clone();
        let (started, first_taken) = crossbeam_channel::bounded(1);
        let writer = LatestWriter::spawn(
            "test-writer",
            || (),
            move |_, value: u32| {
                let _ = started.try_send(());
                // The first write waits at the gate, so the others queue up behind it.
                let _open = waiting.lock().unwrap();
                seen.lock().unwrap().push(value);
            },
        );
        writer.write(1);
        first_taken
            .recv_timeout(Duration::from_secs(10))
            .expect("the writer took the first value");
        for value in 2..=5 {
            writer.write(value);
        }
        drop(held);
        assert!(writer.sync_for(Duration::from_secs(10)));
        assert_eq!(
            *written.lock().unwrap(),
            [1, 5],
            "only the newest of those waiting"
        );
    }
}
