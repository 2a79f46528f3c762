//! The engine on its own thread, for the app: start a search, hear about it through a channel, stop it.
//!
//! Every search carries an id chosen by the caller; reports of a superseded search still arrive with
//! their old id, so the caller can drop them (the app tags each request with a generation number).
//! Every job ends with exactly one event (`Finished`, `ReviewDone` or `Crashed`), even one stopped
//! before it started, so an owner may always wait for it.

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

/// Something done to the engine between jobs (a setting, clearing the table): it runs on the
/// engine thread after the jobs sent before it.
type Configure = Box<dyn FnOnce(&mut Engine) + Send>;

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
    Configure(Configure),
}

/// Owns the engine thread; dropping it stops the search and ends the thread.
pub struct EngineHandle {
    commands: Option<Sender<Command>>,
    current_stop: Mutex<Arc<AtomicBool>>,
    worker: Option<JoinHandle<()>>,
}

/// Runs one job on the engine thread, sending its events.
fn run_job(engine: &mut Engine, command: Command, event_tx: &Sender<EngineEvent>, wake: &dyn Fn()) {
    let send = |event: EngineEvent| {
        let _ = event_tx.send(event);
        wake();
    };
    match command {
        Command::Search { id, request, stop } => {
            // A search superseded before it started still runs: with its stop flag raised it
            // returns at once with the first of its ordered root moves, and its `Finished` is
            // what the owner waits for (every job ends with exactly one event).
            let result = engine.search_guarded(&request, &stop, &mut |info| {
                send(EngineEvent::Info {
                    id,
                    info: info.clone(),
                })
            });
            match result {
                Ok(result) => send(EngineEvent::Finished { id, result }),
                Err(fault) => send(EngineEvent::Crashed {
                    id,
                    message: fault.message,
                }),
            }
        }
        Command::Review {
            id,
            game,
            limits,
            stop,
        } => {
            let reviewed = engine.guarded(|engine| {
                let _evals = analyse_game(
                    engine,
                    &game,
                    limits,
                    ReviewOrder::Backward,
                    &stop,
                    &mut |ply, eval| {
                        send(EngineEvent::Reviewed {
                            id,
                            ply,
                            eval: *eval,
                        })
                    },
                );
            });
            match reviewed {
                Ok(()) => send(EngineEvent::ReviewDone { id }),
                Err(fault) => send(EngineEvent::Crashed {
                    id,
                    message: fault.message,
                }),
            }
        }
        Command::Configure(change) => {
            // A setting cannot be retried: a panic there is reported like a job's (id 0).
            if let Err(fault) = engine.guarded(change) {
                send(EngineEvent::Crashed {
                    id: 0,
                    message: fault.message,
                });
            }
        }
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
                for command in command_rx {
                    run_job(&mut engine, command, &event_tx, &wake);
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

    /// Changes the engine between jobs: `change` runs on the engine thread once the jobs sent
    /// before it are done (a running search is not disturbed).
    pub fn configure(&self, change: impl FnOnce(&mut Engine) + Send + 'static) {
        self.send(Command::Configure(Box::new(change)));
    }

    pub fn set_threads(&self, threads: usize) {
        self.configure(move |engine| engine.set_threads(threads));
    }

    pub fn set_hash_mib(&self, mib: usize) {
        self.configure(move |engine| engine.set_hash_mib(mib));
    }

    /// Sets the skill level for the engine's own moves (1 to `MAX_SKILL`).
    pub fn set_skill_level(&self, level: u8) {
        self.configure(move |engine| engine.set_skill_level(level));
    }

    /// Fault injection for tests: the next search or review panics inside the engine thread,
    /// which reports `Crashed` and goes on with a fresh engine.
    #[doc(hidden)]
    pub fn inject_panic(&self) {
        self.configure(Engine::inject_panic);
    }

    /// Clears the table (after the next search ends, if one is running).
    pub fn clear(&self) {
        self.configure(Engine::clear);
    }

    /// A new game: the table cleared and a weaker level's misjudgements drawn afresh (see
    /// [`Engine::new_game`]).
    pub fn new_game(&self) {
        self.configure(Engine::new_game);
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
