//! The engine on its own thread, for the app: start a search, hear about it through a channel, stop it.
//!
//! Every search carries an id chosen by the caller; reports of a superseded search still arrive with
//! their old id, so the caller can drop them (the app tags each request with a generation number).

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::thread::JoinHandle;

use crossbeam_channel::{Receiver, Sender, unbounded};

use ardri_rules::Game;

use crate::limits::Limits;
use crate::review::{PositionEval, ReviewOrder, analyse_game};
use crate::search::{SearchInfo, SearchRequest, SearchResult};
use crate::threads::{Engine, EngineOptions};

/// What the engine thread tells its owner.
#[derive(Clone, Debug)]
pub enum EngineEvent {
    Info {
        id: u64,
        info: SearchInfo,
    },
    Finished {
        id: u64,
        result: SearchResult,
    },
    /// One position of a game review is done (`ply` 0 = the start).
    Reviewed {
        id: u64,
        ply: usize,
        eval: PositionEval,
    },
    /// A game review ended: every position analysed, or stopped.
    ReviewDone {
        id: u64,
    },
    /// The engine failed (a panic) while working on job `id`; it was rebuilt and takes new jobs.
    Crashed {
        id: u64,
        message: String,
    },
}

enum Command {
    Search {
        id: u64,
        request: Box<SearchRequest>,
        stop: Arc<AtomicBool>,
    },
    Review {
        id: u64,
        game: Box<Game>,
        limits: Limits,
        stop: Arc<AtomicBool>,
    },
    SetThreads(usize),
    SetHash(usize),
    SetSkill(u8),
    Clear,
    /// Fault injection: the next job panics (for tests of the recovery).
    Panic,
}

/// Owns the engine thread; dropping it stops the search and ends the thread.
pub struct EngineHandle {
    commands: Option<Sender<Command>>,
    current_stop: Mutex<Arc<AtomicBool>>,
    worker: Option<JoinHandle<()>>,
}

impl Command {
    /// The job's id, for commands that are jobs.
    fn id(&self) -> Option<u64> {
        match self {
            Command::Search { id, .. } | Command::Review { id, .. } => Some(*id),
            _ => None,
        }
    }
}

/// Runs one command on the engine thread, sending its events.
fn run_command(
    engine: &mut Engine,
    command: Command,
    event_tx: &Sender<EngineEvent>,
    wake: &dyn Fn(),
) {
    match command {
        Command::Search { id, request, stop } => {
            if stop.load(Ordering::Relaxed) {
                return; // superseded before it started
            }
            let result = engine.search(&request, &stop, &mut |info| {
                let _ = event_tx.send(EngineEvent::Info {
                    id,
                    info: info.clone(),
                });
                wake();
            });
            let _ = event_tx.send(EngineEvent::Finished { id, result });
            wake();
        }
        Command::Review {
            id,
            game,
            limits,
            stop,
        } => {
            analyse_game(
                engine,
                &game,
                limits,
                ReviewOrder::Backward,
                &stop,
                &mut |ply, eval| {
                    let _ = event_tx.send(EngineEvent::Reviewed {
                        id,
                        ply,
                        eval: *eval,
                    });
                    wake();
                },
            );
            let _ = event_tx.send(EngineEvent::ReviewDone { id });
            wake();
        }
        Command::SetThreads(n) => engine.set_threads(n),
        Command::SetHash(mib) => engine.set_hash_mib(mib),
        Command::SetSkill(level) => engine.set_skill_level(level),
        Command::Clear => engine.clear(),
        Command::Panic => {}
    }
}

impl EngineHandle {
    /// Starts the engine thread. `wake` is called after every event is sent (the app passes a closure
    /// that asks egui to repaint), so the receiver never has to poll.
    pub fn spawn(
        options: EngineOptions,
        wake: impl Fn() + Send + 'static,
    ) -> (EngineHandle, Receiver<EngineEvent>) {
        let (command_tx, command_rx) = unbounded::<Command>();
        let (event_tx, event_rx) = unbounded::<EngineEvent>();
        let worker = std::thread::Builder::new()
            .name("ardri-engine".into())
            .spawn(move || {
                let mut engine = Engine::new(options);
                let mut panic_next = false;
                for command in command_rx {
                    let id = command.id();
                    if matches!(command, Command::Panic) {
                        panic_next = true;
                        continue;
                    }
                    let run = std::panic::AssertUnwindSafe(|| {
                        if id.is_some() && std::mem::take(&mut panic_next) {
                            panic!("injected engine failure");
                        }
                        run_command(&mut engine, command, &event_tx, &wake);
                    });
                    if let Err(payload) = std::panic::catch_unwind(run) {
                        let message = payload
                            .downcast_ref::<&str>()
                            .map(|s| s.to_string())
                            .or_else(|| payload.downcast_ref::<String>().cloned())
                            .unwrap_or_else(|| "unknown failure".to_string());
                        // A panic may have left the engine's state half-updated: start afresh.
                        let keep = engine.options().clone();
                        engine = Engine::new(keep);
                        let _ = event_tx.send(EngineEvent::Crashed {
                            id: id.unwrap_or(0),
                            message,
                        });
                        wake();
                    }
                }
            })
            .expect("could not start the engine thread");
        let handle = EngineHandle {
            commands: Some(command_tx),
            current_stop: Mutex::new(Arc::new(AtomicBool::new(true))),
            worker: Some(worker),
        };
        (handle, event_rx)
    }

    fn send(&self, command: Command) {
        if let Some(tx) = &self.commands {
            let _ = tx.send(command);
        }
    }

    /// Stops any running search and starts this one.
    pub fn search(&self, id: u64, request: SearchRequest) {
        let stop = self.new_stop_flag();
        self.send(Command::Search {
            id,
            request: Box::new(request),
            stop,
        });
    }

    /// Stops any running search and analyses every position of `game`, from the end back to the
    /// start, each with `limits`: a `Reviewed` event per position, then `ReviewDone`.
    pub fn review(&self, id: u64, game: Game, limits: Limits) {
        let stop = self.new_stop_flag();
        self.send(Command::Review {
            id,
            game: Box::new(game),
            limits,
            stop,
        });
    }

    /// Raises the running job's stop flag and makes a fresh one for the next.
    fn new_stop_flag(&self) -> Arc<AtomicBool> {
        let stop = Arc::new(AtomicBool::new(false));
        let mut current = self.current_stop.lock().expect("stop flag lock");
        current.store(true, Ordering::Relaxed);
        *current = stop.clone();
        stop
    }

    /// Stops the running search; its `Finished` event still follows, with the best move so far.
    pub fn stop(&self) {
        self.current_stop
            .lock()
            .expect("stop flag lock")
            .store(true, Ordering::Relaxed);
    }

    pub fn set_threads(&self, threads: usize) {
        self.send(Command::SetThreads(threads));
    }

    pub fn set_hash_mib(&self, mib: usize) {
        self.send(Command::SetHash(mib));
    }

    /// Sets the skill level for the engine's own moves (1 to `MAX_SKILL`).
    pub fn set_skill_level(&self, level: u8) {
        self.send(Command::SetSkill(level));
    }

    /// Fault injection for tests: the next search or review panics inside the engine thread,
    /// which reports `Crashed` and goes on with a fresh engine.
    #[doc(hidden)]
    pub fn inject_panic(&self) {
        self.send(Command::Panic);
    }

    /// Clears the table (after the next search ends, if one is running).
    pub fn clear(&self) {
        self.send(Command::Clear);
    }
}

impl Drop for EngineHandle {
    fn drop(&mut self) {
        self.stop();
        self.commands = None; // closing the channel ends the worker's loop
        if let Some(worker) = self.worker.take() {
            let _ = worker.join();
        }
    }
}
