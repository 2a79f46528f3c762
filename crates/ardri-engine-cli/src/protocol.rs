//! The engine's text protocol (docs/PROTOCOL.md), modelled on UCI.
//!
//! Commands are read one line at a time; a search runs on its own thread and writes its `info` and
//! `bestmove` lines itself, so `stop`, `isready` and the rest are answered while it runs. Bad input is
//! answered with `info string error: ...` and changes nothing.

use std::io::{BufRead, Write};
use std::sync::{Arc, Condvar, Mutex, MutexGuard, PoisonError};
use std::thread::JoinHandle;
use std::time::Duration;

use crossbeam_channel::Receiver;

use ardri_engine::limits::{Clock, Limits};
use ardri_engine::search::{SearchInfo, SearchRequest};
use ardri_engine::skill::{self, MAX_SKILL};
use ardri_engine::threads::{EngineOptions, MAX_CONTEMPT, MAX_HASH_MIB, MAX_THREADS};
use ardri_engine::{EngineEvent, EngineHandle, Eval, Judge, PeopleModel, Ratings, WdlModel};
use ardri_rules::{Game, Move, NoMoveResult, Position, Rules, Side};

pub const ENGINE_NAME: &str = concat!("Ard Ri Engine ", env!("CARGO_PKG_VERSION"));
const AUTHOR: &str = "the ardri developers";

type Output<W> = Arc<Mutex<W>>;

/// Locks a mutex whose holder may have panicked: the data (an output stream, a flag) is still
/// whole, and the session must go on.
fn lock<T>(mutex: &Mutex<T>) -> MutexGuard<'_, T> {
    mutex.lock().unwrap_or_else(PoisonError::into_inner)
}

fn say<W: Write>(out: &Output<W>, line: &str) {
    let mut out = lock(out);
    let _ = writeln!(out, "{line}");
    let _ = out.flush();
}

/// The names of `go`'s parameters (where a `searchmoves` list ends).
const GO_PARAMETERS: [&str; 9] = [
    "depth",
    "nodes",
    "movetime",
    "atime",
    "dtime",
    "ainc",
    "dinc",
    "infinite",
    "searchmoves",
];

/// The most lines `MultiPV` may ask for.
pub const MAX_MULTIPV: usize = 16;

/// Whose chances `info` lines give: the engine's view (its model of the evaluation in use), or,
/// with `WDLAttackersElo`/`WDLDefendersElo` set, players of those ratings.
#[derive(Clone, Copy, Debug)]
pub struct WdlView {
    pub engine: &'static WdlModel,
    pub players: Option<Ratings>,
}

impl WdlView {
    /// The chances of `eval` in `root` (a position the search started from: not a finished game).
    pub fn wdl(&self, eval: Eval, root: &Position) -> ardri_engine::Wdl {
        match self.players {
            None => self.engine.wdl(eval, root),
            Some(ratings) => {
                PeopleModel::BUILT_IN.wdl_with(self.engine, eval, root, ratings, false)
            }
        }
    }
}

/// Win, draw and loss per mille from the side to move's view of `root`, by `view`; they sum to
/// 1000.
pub fn wdl(score: ardri_engine::Score, root: &Position, view: &WdlView) -> [u32; 3] {
    let side = root.side_to_move();
    view.wdl(Eval::from_score(score, side), root)
        .per_mille_for(side)
}

/// The `info` line of one report; `multipv k` is included when more than one line is searched,
/// `wdl W D L` when asked for.
pub fn info_line(info: &SearchInfo, lines: usize, wdl_of: Option<(&Position, &WdlView)>) -> String {
    let pv: Vec<String> = info.pv.iter().map(|m| m.to_string()).collect();
    let multipv = if lines > 1 {
        format!(" multipv {}", info.multipv)
    } else {
        String::new()
    };
    let wdl = match wdl_of {
        Some((root, model)) => {
            let [w, d, l] = wdl(info.score, root, model);
            format!(" wdl {w} {d} {l}")
        }
        None => String::new(),
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

/// The search the engine is running for a `go`: what its `info` lines need, and the move to give
/// if the engine fails during it.
struct RunningSearch {
    id: u64,
    root: Position,
    lines: usize,
    /// Whose chances `wdl` gives, when `UCI_ShowWDL` is on.
    wdl_view: Option<WdlView>,
    /// A legal move to answer with if the engine fails (a `go` always gets its `bestmove`).
    fallback: Option<Move>,
}

/// What the session and the thread that prints the engine's reports share: the running search,
/// cleared by the printer just before it writes `bestmove`, so a command that arrives after a
/// `bestmove` line finds the search over.
struct Running {
    search: Mutex<Option<RunningSearch>>,
    ended: Condvar,
}

struct Session<W: Write + Send + 'static> {
    out: Output<W>,
    /// The engine on its own thread (with panic recovery): every search of the session runs there.
    engine: EngineHandle,
    running: Arc<Running>,
    /// The thread that writes the engine's reports (it ends when the engine's events close).
    _printer: JoinHandle<()>,
    next_id: u64,
    rules: Rules,
    game: Game,
    /// `UCI_AnalyseMode`: every search is analysis (draws even, whatever the contempt).
    analyse_mode: bool,
    /// `MultiPV`: how many lines a search reports.
    multipv: usize,
    /// `UCI_ShowWDL`: info lines carry win/draw/loss per mille.
    show_wdl: bool,
    /// `WDLAttackersElo` and `WDLDefendersElo`: the players whose chances `wdl` gives (0: the
    /// engine's view).
    wdl_elo: [i32; 2],
    /// `UseNNUE`, for the win/draw/loss model that goes with the evaluation.
    use_nnue: bool,
    /// `Skill Level`, `UCI_LimitStrength` and `UCI_Elo`: see [`Session::apply_level`].
    skill_level: u8,
    limit_strength: bool,
    uci_elo: i32,
}

/// Runs the protocol until `quit` or the end of the input. A line that is not UTF-8 is answered
/// with an error and skipped; the end of the input, a read failure, or an output that cannot be
/// written (the error returned: nobody reads the answers) ends the session.
pub fn run<R: BufRead, W: Write + Send + 'static>(input: R, output: W) -> std::io::Result<()> {
    run_with(input, output, EngineOptions::default())
}

/// An output that keeps the first error it met, for the session to end on.
struct Checked<W> {
    inner: W,
    failure: Arc<Mutex<Option<std::io::Error>>>,
}

impl<W: Write> Checked<W> {
    fn keep<T>(&self, result: std::io::Result<T>) -> std::io::Result<T> {
        if let Err(e) = &result {
            let mut failure = lock(&self.failure);
            if failure.is_none() {
                *failure = Some(match e.raw_os_error() {
                    Some(code) => std::io::Error::from_raw_os_error(code),
                    None => std::io::Error::new(e.kind(), e.to_string()),
                });
            }
        }
        result
    }
}

impl<W: Write> Write for Checked<W> {
    fn write(&mut self, bytes: &[u8]) -> std::io::Result<usize> {
        let result = self.inner.write(bytes);
        self.keep(result)
    }
    fn flush(&mut self) -> std::io::Result<()> {
        let result = self.inner.flush();
        self.keep(result)
    }
}

/// [`run`] with an engine built from `options` (tests use a small table).
fn run_with<R: BufRead, W: Write + Send + 'static>(
    mut input: R,
    output: W,
    options: EngineOptions,
) -> std::io::Result<()> {
    let failure = Arc::new(Mutex::new(None));
    let output = Checked {
        inner: output,
        failure: Arc::clone(&failure),
    };
    let failed = || lock(&failure).take();
    let mut session = Session::with_options(output, options);
    let mut bytes = Vec::new();
    loop {
        if let Some(e) = failed() {
            // Dropping the session stops a running search.
            return Err(e);
        }
        bytes.clear();
        match input.read_until(b'\n', &mut bytes) {
            Ok(0) => break,
            Ok(_) => {}
            Err(e) => {
                session.error(&format!("could not read the input ({e}); the session ends"));
                break;
            }
        }
        let line = match std::str::from_utf8(&bytes) {
            Ok(line) => line,
            Err(e) => {
                session.error(&format!(
                    "the line is not UTF-8 text (bad byte at column {}); it was ignored",
                    e.valid_up_to() + 1
                ));
                continue;
            }
        };
        if !session.handle(line.trim()) {
            break;
        }
    }
    session.stop_search();
    failed().map_or(Ok(()), Err)
}

/// Writes the engine's reports: `info` lines of the running search, then its `bestmove`.
fn print_reports<W: Write>(events: Receiver<EngineEvent>, out: Output<W>, running: Arc<Running>) {
    for event in events {
        match event {
            EngineEvent::Info { id, info } => {
                let search = lock(&running.search);
                if let Some(s) = search.as_ref().filter(|s| s.id == id) {
                    let wdl_of = s.wdl_view.as_ref().map(|view| (&s.root, view));
                    say(&out, &info_line(&info, s.lines, wdl_of));
                }
            }
            EngineEvent::Finished { id, result } => {
                end_search(&running, &out, id, |_| result.best_move);
            }
            EngineEvent::Crashed { id, message } => {
                say(
                    &out,
                    &format!(
                        "info string error: engine failure: {message}; the engine was restarted"
                    ),
                );
                end_search(&running, &out, id, |s| s.fallback);
            }
            EngineEvent::Reviewed { .. } | EngineEvent::ReviewDone { .. } => {}
        }
    }
}

/// Ends search `id` (if it is the running one) with its `bestmove` line.
fn end_search<W: Write>(
    running: &Running,
    out: &Output<W>,
    id: u64,
    best: impl FnOnce(&RunningSearch) -> Option<Move>,
) {
    let mut search = lock(&running.search);
    let Some(ended) = search.take_if(|s| s.id == id) else {
        return;
    };
    let line = match best(&ended) {
        Some(m) => format!("bestmove {m}"),
        None => "bestmove (none)".to_string(),
    };
    say(out, &line);
    drop(search);
    running.ended.notify_all();
}

impl<W: Write + Send + 'static> Session<W> {
    #[cfg(test)]
    fn new(output: W) -> Session<W> {
        Session::with_options(output, EngineOptions::default())
    }

    fn with_options(output: W, options: EngineOptions) -> Session<W> {
        let use_nnue = options.use_nnue;
        let out: Output<W> = Arc::new(Mutex::new(output));
        let (engine, events) = EngineHandle::spawn(options, || {});
        let running = Arc::new(Running {
            search: Mutex::new(None),
            ended: Condvar::new(),
        });
        let printer = {
            let (out, running) = (Arc::clone(&out), Arc::clone(&running));
            std::thread::Builder::new()
                .name("ardri-protocol-out".into())
                .spawn(move || print_reports(events, out, running))
                .expect("could not start the output thread")
        };
        Session {
            out,
            engine,
            running,
            _printer: printer,
            next_id: 0,
            rules: Rules::default(),
            game: Game::new(Rules::default()),
            analyse_mode: false,
            multipv: 1,
            show_wdl: false,
            wdl_elo: [0, 0],
            use_nnue,
            skill_level: MAX_SKILL,
            limit_strength: false,
            uci_elo: skill::rating_range().1,
        }
    }

    fn searching(&self) -> bool {
        lock(&self.running.search).is_some()
    }
}

impl<W: Write + Send + 'static> Drop for Session<W> {
    /// Waits for a running search's `bestmove`; dropping the handle then ends the engine thread,
    /// which closes its events and so ends the printer.
    fn drop(&mut self) {
        self.stop_search();
    }
}

impl<W: Write + Send + 'static> Session<W> {
    fn error(&self, message: &str) {
        say(&self.out, &format!("info string error: {message}"));
    }

    /// Handles one line; `false` means quit.
    fn handle(&mut self, line: &str) -> bool {
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
                self.engine.new_game();
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

    /// The limits and root moves of `go <rest>`.
    fn parse_go(&self, rest: &str) -> Result<(Limits, Vec<Move>), String> {
        let mut limits = Limits::default();
        let mut search_moves = Vec::new();
        let mut times = [None; 4]; // atime dtime ainc dinc
        let mut tokens = rest.split_whitespace().peekable();
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
                "searchmoves" => {
                    // The moves run up to the next parameter's name.
                    while let Some(text) = tokens.next_if(|t| !GO_PARAMETERS.contains(t)) {
                        let m = self
                            .game
                            .position()
                            .parse_move(text)
                            .map_err(|e| format!("searchmoves: {e}"))?;
                        search_moves.push(m);
                    }
                    if search_moves.is_empty() {
                        return Err("'searchmoves' needs at least one move".to_string());
                    }
                }
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
        Ok((limits, search_moves))
    }

    /// Starts a search. Every `go` is answered by exactly one `bestmove`: one that cannot be
    /// understood gets its error and `bestmove (none)` without searching. Only a `go` sent while a
    /// search runs is refused outright (the running search's `bestmove` is still to come).
    fn go(&mut self, rest: &str) {
        if self.searching() {
            return self.error("a search is already running (send stop first)");
        }
        let (limits, search_moves) = match self.parse_go(rest) {
            Ok(parsed) => parsed,
            Err(e) => {
                self.error(&format!("{e}; nothing was searched"));
                return say(&self.out, "bestmove (none)");
            }
        };
        let mut request = SearchRequest::from_game(&self.game, limits)
            .with_multipv(self.multipv)
            .with_search_moves(search_moves);
        // An infinite search is someone studying the position, not a move to play.
        if self.analyse_mode || limits.infinite {
            request = request.for_analysis();
        }
        self.next_id += 1;
        let root = request.position;
        *lock(&self.running.search) = Some(RunningSearch {
            id: self.next_id,
            root,
            lines: self.multipv,
            wdl_view: self.show_wdl.then(|| WdlView {
                engine: WdlModel::of(self.use_nnue),
                players: match Judge::from_ratings(self.wdl_elo[0], self.wdl_elo[1]) {
                    Judge::Engine => None,
                    Judge::Players(ratings) => Some(ratings),
                },
            }),
            fallback: request
                .outcome()
                .is_none()
                .then(|| request.root_moves().first().copied())
                .flatten(),
        });
        self.engine.search(self.next_id, request);
    }

    /// Stops the running search and waits for its `bestmove` line.
    fn stop_search(&mut self) {
        self.engine.stop();
        let mut search = lock(&self.running.search);
        while search.is_some() {
            search = self
                .running
                .ended
                .wait(search)
                .unwrap_or_else(PoisonError::into_inner);
        }
    }
}

mod options;
#[cfg(test)]
mod tests;
