//! The engine's text protocol (../shared/PROTOCOL.md), modelled on UCI.
//!
//! Commands are read one line at a time; a search runs on its own thread and writes its `info` and
//! `bestmove` lines itself, so `stop`, `isready` and the rest are answered while it runs. Bad input is
//! answered with `info string error: ...` and changes nothing.

use std::io::{BufRead, Write};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::thread::JoinHandle;
use std::time::Duration;

use ardri_engine::limits::{Clock, Limits};
use ardri_engine::search::{SearchInfo, SearchRequest};
use ardri_engine::skill::MAX_SKILL;
use ardri_engine::threads::{Engine, EngineOptions, MAX_CONTEMPT, MAX_HASH_MIB, MAX_THREADS};
use ardri_rules::{Game, NoMoveResult, Position, Rules, Side};

pub const ENGINE_NAME: &str = concat!("Ard Ri Engine ", env!("CARGO_PKG_VERSION"));
const AUTHOR: &str = "the ardri developers";

type Output<W> = Arc<Mutex<W>>;

fn say<W: Write>(out: &Output<W>, line: &str) {
    let mut out = out.lock().expect("output lock");
    let _ = writeln!(out, "{line}");
    let _ = out.flush();
}

/// The most lines `MultiPV` may ask for.
pub const MAX_MULTIPV: usize = 16;

/// Win, draw and loss per mille from the side to move's view. The engine predicts an expected score
/// (the logistic of its evaluation, a forced result as certain), not a draw rate, so D is 0 and W + L
/// is 1000 with W the expected score.
pub fn wdl(score: ardri_engine::Score) -> (u32, u32, u32) {
    let expected = match score {
        ardri_engine::Score::Cp(cp) => {
            1.0 / (1.0 + (-f64::from(cp) / f64::from(ardri_engine::nnue::LOGIT_CP)).exp())
        }
        ardri_engine::Score::Mate(n) if n > 0 => 1.0,
        ardri_engine::Score::Mate(_) => 0.0,
    };
    let w = (expected * 1000.0).round() as u32;
    (w, 0, 1000 - w)
}

/// The `info` line of one report; `multipv k` is included when more than one line is searched,
/// `wdl W D L` when asked for.
pub fn info_line(info: &SearchInfo, lines: usize, show_wdl: bool) -> String {
    let pv: Vec<String> = info.pv.iter().map(|m| m.to_string()).collect();
    let multipv = if lines > 1 {
        format!(" multipv {}", info.multipv)
    } else {
        String::new()
    };
    let wdl = if show_wdl {
        let (w, d, l) = wdl(info.score);
        format!(" wdl {w} {d} {l}")
    } else {
        String::new()
    };
    format!(
        "info depth {} seldepth {}{multipv} score {}{wdl} nodes {} nps {} time {} hashfull {} pv {}",
        info.depth,
        info.seldepth,
        info.score,
        info.nodes,
        info.nps,
        info.time.as_millis(),
        info.hashfull,
        pv.join(" ")
    )
    .trim_end()
    .to_string()
}

struct RunningSearch {
    stop: Arc<AtomicBool>,
    /// Raised by the search thread just before it writes `bestmove`: a command that arrives after a
    /// `bestmove` line must find the search over, even if the thread has not quite exited yet.
    done: Arc<AtomicBool>,
    thread: JoinHandle<()>,
}

struct Session<W: Write + Send + 'static> {
    out: Output<W>,
    engine: Arc<Mutex<Engine>>,
    rules: Rules,
    game: Game,
    search: Option<RunningSearch>,
    /// Options sent while a search ran, applied when it ends.
    pending_options: Vec<(String, String)>,
    /// `UCI_AnalyseMode`: every search is analysis (draws even, whatever the contempt).
    analyse_mode: bool,
    /// `MultiPV`: how many lines a search reports.
    multipv: usize,
    /// `UCI_ShowWDL`: info lines carry win/draw/loss per mille.
    show_wdl: bool,
}

/// Runs the protocol until `quit` or the end of the input.
pub fn run<R: BufRead, W: Write + Send + 'static>(input: R, output: W) {
    let mut session = Session {
        out: Arc::new(Mutex::new(output)),
        engine: Arc::new(Mutex::new(Engine::new(EngineOptions::default()))),
        rules: Rules::default(),
        game: Game::new(Rules::default()),
        search: None,
        pending_options: Vec::new(),
        analyse_mode: false,
        multipv: 1,
        show_wdl: false,
    };
    for line in input.lines() {
        let Ok(line) = line else { break };
        if !session.handle(line.trim()) {
            break;
        }
    }
    session.stop_search();
}

impl<W: Write + Send + 'static> Session<W> {
    fn error(&self, message: &str) {
        say(&self.out, &format!("info string error: {message}"));
    }

    /// Handles one line; `false` means quit.
    fn handle(&mut self, line: &str) -> bool {
        self.reap_finished_search();
        let (command, rest) = match line.split_once(char::is_whitespace) {
            Some((c, r)) => (c, r.trim()),
            None => (line, ""),
        };
        match command {
            "" => {}
            "uci" => self.uci(),
            "isready" => say(&self.out, "readyok"),
            "setoption" => self.setoption(rest),
            "ucinewgame" => {
                self.stop_search();
                self.engine.lock().expect("engine lock").clear();
                self.game = Game::new(self.rules);
            }
            "position" => self.position(rest),
            "go" => self.go(rest),
            "stop" => self.stop_search(),
            "quit" => return false,
            "d" => say(&self.out, self.game.position().diagram().trim_end()),
            _ => say(&self.out, &format!("info string unknown command: {line}")),
        }
        true
    }

    fn uci(&self) {
        let defaults = EngineOptions::default();
        let rules = Rules::default();
        let lines = [
            format!("id name {ENGINE_NAME}"),
            format!("id author {AUTHOR}"),
            format!(
                "option name Hash type spin default {} min 1 max {MAX_HASH_MIB}",
                defaults.hash_mib
            ),
            format!(
                "option name Threads type spin default {} min 1 max {MAX_THREADS}",
                defaults.threads
            ),
            format!(
                "option name Contempt type spin default {} min -{MAX_CONTEMPT} max {MAX_CONTEMPT}",
                defaults.contempt
            ),
            "option name UCI_AnalyseMode type check default false".to_string(),
            format!("option name MultiPV type spin default 1 min 1 max {MAX_MULTIPV}"),
            format!("option name Skill Level type spin default {MAX_SKILL} min 1 max {MAX_SKILL}"),
            format!(
                "option name UseNNUE type check default {}",
                defaults.use_nnue
            ),
            "option name EvalFile type string default <built-in>".to_string(),
            "option name UCI_ShowWDL type check default false".to_string(),
            format!(
                "option name AttackersMoveFirst type check default {}",
                rules.first_mover == Side::Attackers
            ),
            format!(
                "option name NoMoveLoses type check default {}",
                rules.no_move == NoMoveResult::Loss
            ),
            format!(
                "option name RepetitionDraws type check default {}",
                rules.repetition_draw
            ),
            format!(
                "option name EdgeHostileToKing type check default {}",
                rules.edge_hostile_to_king
            ),
            format!(
                "option name RestrictedSquaresHostile type check default {}",
                rules.restricted_hostile
            ),
            "uciok".to_string(),
        ];
        for line in lines {
            say(&self.out, &line);
        }
    }

    /// `setoption name <N> value <V>`.
    fn setoption(&mut self, rest: &str) {
        let Some(after_name) = rest.strip_prefix("name ") else {
            return self.error("expected 'setoption name <name> value <value>'");
        };
        let (name, value) = match after_name.split_once(" value ") {
            Some((n, v)) => (n.trim(), v.trim()),
            None => (after_name.trim(), ""),
        };
        if self.search.is_some() {
            self.pending_options
                .push((name.to_string(), value.to_string()));
            return;
        }
        self.apply_option(name, value);
    }

    fn apply_option(&mut self, name: &str, value: &str) {
        let number = || value.parse::<usize>().ok();
        let flag = || match value.to_ascii_lowercase().as_str() {
            "true" => Some(true),
            "false" => Some(false),
            _ => None,
        };
        let mut rules = self.rules;
        match name.to_ascii_lowercase().as_str() {
            "hash" => match number() {
                Some(mib) if (1..=MAX_HASH_MIB).contains(&mib) => {
                    self.engine.lock().expect("engine lock").set_hash_mib(mib)
                }
                _ => self.error(&format!(
                    "Hash takes 1 to {MAX_HASH_MIB} (MiB), not '{value}'"
                )),
            },
            "threads" => match number() {
                Some(n) if (1..=MAX_THREADS).contains(&n) => {
                    self.engine.lock().expect("engine lock").set_threads(n)
                }
                _ => self.error(&format!("Threads takes 1 to {MAX_THREADS}, not '{value}'")),
            },
            "contempt" => match value.parse::<i32>() {
                Ok(c) if (-MAX_CONTEMPT..=MAX_CONTEMPT).contains(&c) => {
                    self.engine.lock().expect("engine lock").set_contempt(c)
                }
                _ => self.error(&format!(
                    "Contempt takes -{MAX_CONTEMPT} to {MAX_CONTEMPT} (centi-pieces), not '{value}'"
                )),
            },
            "usennue" => match flag() {
                Some(on) => self.engine.lock().expect("engine lock").set_use_nnue(on),
                None => self.error(&format!("UseNNUE takes true or false, not '{value}'")),
            },
            "evalfile" => {
                let loaded = std::fs::read(value)
                    .map_err(|e| format!("cannot read {value}: {e}"))
                    .and_then(|bytes| {
                        ardri_engine::nnue::Network::from_bytes(&bytes)
                            .map_err(|e| format!("{value}: {e}"))
                    });
                match loaded {
                    Ok(net) => self
                        .engine
                        .lock()
                        .expect("engine lock")
                        .set_network(Arc::new(net)),
                    Err(e) => self.error(&format!("EvalFile: {e}; the network in use is kept")),
                }
            }
            "uci_showwdl" => match flag() {
                Some(on) => self.show_wdl = on,
                None => self.error(&format!("UCI_ShowWDL takes true or false, not '{value}'")),
            },
            "skill level" => match number() {
                Some(n) if (1..=usize::from(MAX_SKILL)).contains(&n) => self
                    .engine
                    .lock()
                    .expect("engine lock")
                    .set_skill_level(n as u8),
                _ => self.error(&format!(
                    "Skill Level takes 1 (weakest) to {MAX_SKILL} (full strength), not '{value}'"
                )),
            },
            "multipv" => match number() {
                Some(n) if (1..=MAX_MULTIPV).contains(&n) => self.multipv = n,
                _ => self.error(&format!("MultiPV takes 1 to {MAX_MULTIPV}, not '{value}'")),
            },
            "uci_analysemode" => match flag() {
                Some(on) => self.analyse_mode = on,
                None => self.error(&format!(
                    "UCI_AnalyseMode takes true or false, not '{value}'"
                )),
            },
            "attackersmovefirst"
            | "nomoveloses"
            | "repetitiondraws"
            | "edgehostiletoking"
            | "restrictedsquareshostile" => {
                let Some(on) = flag() else {
                    return self.error(&format!("{name} takes true or false, not '{value}'"));
                };
                match name.to_ascii_lowercase().as_str() {
                    "attackersmovefirst" => {
                        rules.first_mover = if on { Side::Attackers } else { Side::Defenders }
                    }
                    "nomoveloses" => {
                        rules.no_move = if on {
                            NoMoveResult::Loss
                        } else {
                            NoMoveResult::Draw
                        }
                    }
                    "repetitiondraws" => rules.repetition_draw = on,
                    "edgehostiletoking" => rules.edge_hostile_to_king = on,
                    _ => rules.restricted_hostile = on,
                }
                self.rules = rules;
                // The rules change the game: replay it under the new rules.
                let moves: Vec<_> = self.game.moves().iter().map(|p| p.mv).collect();
                let mut game = Game::from_position(self.game.start().with_rules(rules));
                let replayed = moves.iter().all(|&m| game.play(m).is_ok());
                self.game = if replayed { game } else { Game::new(rules) };
            }
            _ => self.error(&format!("unknown option '{name}'")),
        }
    }

    /// `position startpos [moves ...]` or `position fen <placement> <side> [moves ...]`.
    fn position(&mut self, rest: &str) {
        let mut tokens = rest.split_whitespace();
        let start = match tokens.next() {
            Some("startpos") => Position::start(self.rules),
            Some("fen") => {
                let placement = tokens.next().unwrap_or("");
                let side = tokens.next().unwrap_or("");
                match Position::from_fen(&format!("{placement} {side}"), self.rules) {
                    Ok(p) => p,
                    Err(e) => return self.error(&format!("bad position string: {e}")),
                }
            }
            _ => {
                return self
                    .error("expected 'position startpos' or 'position fen <position string>'");
            }
        };
        let mut game = Game::from_position(start);
        match tokens.next() {
            None => {}
            Some("moves") => {
                for (i, text) in tokens.enumerate() {
                    if let Err(e) = game.play_text(text) {
                        return self.error(&format!("move {}, {e}", i + 1));
                    }
                }
            }
            Some(other) => return self.error(&format!("expected 'moves', found '{other}'")),
        }
        self.game = game;
    }

    fn parse_limits(&self, rest: &str) -> Result<Limits, String> {
        let mut limits = Limits::default();
        let mut times = [None; 4]; // atime dtime ainc dinc
        let mut tokens = rest.split_whitespace();
        while let Some(token) = tokens.next() {
            let mut value = |name: &str| -> Result<u64, String> {
                let text = tokens.next().ok_or(format!("'{name}' needs a number"))?;
                text.parse::<u64>()
                    .map_err(|_| format!("'{name}' needs a number, not '{text}'"))
            };
            match token {
                "depth" => limits.depth = Some(value("depth")?.clamp(1, 64) as u32),
                "nodes" => limits.nodes = Some(value("nodes")?),
                "movetime" => limits.movetime = Some(Duration::from_millis(value("movetime")?)),
                "atime" => times[0] = Some(value("atime")?),
                "dtime" => times[1] = Some(value("dtime")?),
                "ainc" => times[2] = Some(value("ainc")?),
                "dinc" => times[3] = Some(value("dinc")?),
                "infinite" => limits.infinite = true,
                other => return Err(format!("unknown go parameter '{other}'")),
            }
        }
        let (time, inc) = match self.game.position().side_to_move() {
            Side::Attackers => (times[0], times[2]),
            Side::Defenders => (times[1], times[3]),
        };
        if let Some(time) = time {
            limits.clock = Some(Clock {
                remaining: Duration::from_millis(time),
                increment: Duration::from_millis(inc.unwrap_or(0)),
            });
        }
        Ok(limits)
    }

    fn go(&mut self, rest: &str) {
        if self.search.is_some() {
            return self.error("a search is already running (send stop first)");
        }
        let limits = match self.parse_limits(rest) {
            Ok(l) => l,
            Err(e) => return self.error(&e),
        };
        let mut request = SearchRequest::from_game(&self.game, limits);
        // An infinite search is someone studying the position, not a move to play.
        request.analysis = self.analyse_mode || limits.infinite;
        request.multipv = self.multipv;
        let lines = self.multipv;
        let show_wdl = self.show_wdl;
        let stop = Arc::new(AtomicBool::new(false));
        let done = Arc::new(AtomicBool::new(false));
        let (engine, out, thread_stop, thread_done) = (
            self.engine.clone(),
            self.out.clone(),
            stop.clone(),
            done.clone(),
        );
        let thread = std::thread::spawn(move || {
            let engine = engine.lock().expect("engine lock");
            let result = engine.search(&request, &thread_stop, &mut |info| {
                say(&out, &info_line(info, lines, show_wdl))
            });
            drop(engine);
            thread_done.store(true, Ordering::SeqCst);
            match result.best_move {
                Some(m) => say(&out, &format!("bestmove {m}")),
                None => say(&out, "bestmove (none)"),
            }
        });
        self.search = Some(RunningSearch { stop, done, thread });
    }

    /// Stops the running search and waits for its `bestmove` line.
    fn stop_search(&mut self) {
        if let Some(search) = self.search.take() {
            search.stop.store(true, Ordering::Relaxed);
            let _ = search.thread.join();
            self.apply_pending_options();
        }
    }

    fn reap_finished_search(&mut self) {
        if self
            .search
            .as_ref()
            .is_some_and(|s| s.done.load(Ordering::SeqCst) || s.thread.is_finished())
        {
            self.stop_search();
        }
    }

    fn apply_pending_options(&mut self) {
        for (name, value) in std::mem::take(&mut self.pending_options) {
            self.apply_option(&name, &value);
        }
    }
}
