//! A protocol session driven through the real binary, spawned as a child process.

use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc::{Receiver, channel};
use std::time::{Duration, Instant};

use ardri_engine::{Eval, Score, WdlModel};
use ardri_rules::{Game, Position, Rules};

struct EngineProcess {
    child: Child,
    stdin: ChildStdin,
    lines: Receiver<String>,
}

impl EngineProcess {
    fn start() -> EngineProcess {
        let mut child = Command::new(env!("CARGO_BIN_EXE_ardri-engine"))
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .spawn()
            .expect("the engine binary starts");
        let stdin = child.stdin.take().unwrap();
        let stdout = child.stdout.take().unwrap();
        let (tx, lines) = channel();
        std::thread::spawn(move || {
            for line in BufReader::new(stdout).lines() {
                let Ok(line) = line else { break };
                if tx.send(line).is_err() {
                    break;
                }
            }
        });
        EngineProcess {
            child,
            stdin,
            lines,
        }
    }

    fn send(&mut self, command: &str) {
        writeln!(self.stdin, "{command}").unwrap();
        self.stdin.flush().unwrap();
    }

    /// Lines up to and including the first one starting with `prefix`.
    fn read_until(&mut self, prefix: &str) -> Vec<String> {
        let deadline = Instant::now() + Duration::from_secs(30);
        let mut seen = Vec::new();
        loop {
            let left = deadline.saturating_duration_since(Instant::now());
            let line = self
                .lines
                .recv_timeout(left)
                .unwrap_or_else(|_| panic!("no '{prefix}' line; saw {seen:?}"));
            let done = line.starts_with(prefix);
            seen.push(line);
            if done {
                return seen;
            }
        }
    }
}

impl Drop for EngineProcess {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// Checks an `info` line's form and returns its pv:
/// `info depth D seldepth S score cp|mate X nodes N nps N time MS hashfull P pv m1 m2 ...`
fn check_info(line: &str) -> Vec<String> {
    let w: Vec<&str> = line.split_whitespace().collect();
    let keys = [
        (0, "info"),
        (1, "depth"),
        (3, "seldepth"),
        (5, "score"),
        (8, "nodes"),
    ];
    let more = [(10, "nps"), (12, "time"), (14, "hashfull"), (16, "pv")];
    for (at, key) in keys.iter().chain(more.iter()) {
        assert_eq!(w.get(*at), Some(key), "{line}");
    }
    for at in [2, 4, 9, 11, 13, 15] {
        w[at].parse::<u64>().unwrap_or_else(|_| panic!("{line}"));
    }
    assert!(matches!(w[6], "cp" | "mate"), "{line}");
    w[7].parse::<i32>().unwrap();
    assert!(w.len() > 17, "empty pv: {line}");
    w[17..].iter().map(|s| s.to_string()).collect()
}

fn bestmove(lines: &[String]) -> String {
    let last = lines.last().unwrap();
    let words: Vec<&str> = last.split_whitespace().collect();
    assert_eq!(words.len(), 2, "{last}");
    assert_eq!(words[0], "bestmove");
    words[1].to_string()
}

#[test]
fn handshake_and_a_search() {
    let mut engine = EngineProcess::start();
    engine.send("uci");
    let lines = engine.read_until("uciok");
    assert!(lines[0].starts_with("id name "));
    assert!(lines.iter().any(|l| l.starts_with("id author ")));
    assert!(
        lines
            .iter()
            .any(|l| l.starts_with("option name Hash type spin default"))
    );
    assert!(
        lines
            .iter()
            .any(|l| l.starts_with("option name Threads type spin default"))
    );
    assert!(
        lines.contains(
            &"option name Contempt type spin default 1500 min -5000 max 5000".to_string()
        )
    );
    assert!(lines.contains(&"option name UCI_AnalyseMode type check default false".to_string()));
    engine.send("setoption name Hash value 8");
    engine.send("setoption name UCI_AnalyseMode value true");
    engine.send("isready");
    assert_eq!(engine.read_until("readyok"), ["readyok"]);

    engine.send("ucinewgame");
    engine.send("position startpos moves c3c2 d2e2");
    engine.send("go depth 5");
    let lines = engine.read_until("bestmove");
    let infos: Vec<&String> = lines.iter().filter(|l| l.starts_with("info")).collect();
    assert_eq!(infos.len(), 5, "{lines:?}");
    let mut game = Game::new(Rules::default());
    game.play_text("c3c2").unwrap();
    game.play_text("d2e2").unwrap();
    for info in infos {
        let pv = check_info(info);
        let mut line = game.clone();
        for m in &pv {
            line.play_text(m).unwrap_or_else(|e| panic!("{info}: {e}"));
        }
    }
    let best = bestmove(&lines);
    game.play_text(&best).unwrap();

    engine.send("quit");
    let status = engine.child.wait().unwrap();
    assert!(status.success());
}

#[test]
fn every_limit_of_go() {
    let mut engine = EngineProcess::start();
    for go in [
        "go depth 3",
        "go nodes 3000",
        "go movetime 50",
        "go atime 1000 dtime 1000 ainc 10 dinc 10",
    ] {
        engine.send("position startpos");
        engine.send(go);
        let lines = engine.read_until("bestmove");
        let best = bestmove(&lines);
        Game::new(Rules::default()).play_text(&best).unwrap();
    }
}

#[test]
fn stop_ends_an_infinite_search() {
    let mut engine = EngineProcess::start();
    engine.send("position startpos");
    engine.send("go infinite");
    engine.read_until("info depth 3");
    // isready is answered while the search runs.
    engine.send("isready");
    engine.read_until("readyok");
    // The search is infinite: only the stop can end it, so a bestmove read is its effect.
    engine.send("stop");
    let lines = engine.read_until("bestmove");
    Game::new(Rules::default())
        .play_text(&bestmove(&lines))
        .unwrap();
}

#[test]
fn bad_input_is_reported_and_changes_nothing() {
    let mut engine = EngineProcess::start();
    engine.send("position startpos moves c3c2");
    engine.send("position startpos moves c3c2 e3e4");
    let error = engine.read_until("info string error");
    assert_eq!(
        error.last().unwrap(),
        "info string error: move 2, e3e4: e3 holds a defender, but it is the attackers' turn"
    );
    engine.send("position fen 2aaa2/3a3/a1ddd1a/aadkdaa/a1ddd1a/3a3/2aaa3 d");
    let error = engine.read_until("info string error");
    assert!(error.last().unwrap().contains("rank 1 describes 8 squares"));
    engine.send("flip the board");
    assert_eq!(
        engine.read_until("info string unknown command"),
        ["info string unknown command: flip the board"]
    );
    engine.send("go depth x");
    assert!(
        engine
            .read_until("info string error")
            .last()
            .unwrap()
            .contains("'depth' needs a number")
    );
    // Even a `go` that cannot be understood gets its one `bestmove`, so a waiting GUI goes on.
    assert_eq!(
        engine.read_until("bestmove").last().unwrap(),
        "bestmove (none)"
    );
    engine.send("setoption name Threads value 0");
    assert!(
        engine
            .read_until("info string error")
            .last()
            .unwrap()
            .contains("Threads takes")
    );
    // The first position (after c3c2, attackers to move) is still the one searched.
    engine.send("go depth 2");
    let best = bestmove(&engine.read_until("bestmove"));
    let mut game = Game::new(Rules::default());
    game.play_text("c3c2").unwrap();
    game.play_text(&best).unwrap();
    // A finished game has no move.
    engine.send("position fen k6/7/7/7/7/7/7 a");
    engine.send("go depth 3");
    assert_eq!(
        engine.read_until("bestmove").last().unwrap(),
        "bestmove (none)"
    );
    engine.send("isready");
    engine.read_until("readyok");
}

/// A game drawn by a third repetition is over: `go` answers `bestmove (none)` (docs/PROTOCOL.md), while one
/// repetition short of it the engine still plays.
#[test]
fn a_game_drawn_by_repetition_has_no_best_move() {
    let mut engine = EngineProcess::start();
    let shuffle = "c5c6 a5a6 c6c5 a6a5 c5c6 a5a6 c6c5 a6a5";
    engine.send(&format!("position startpos moves {shuffle}"));
    engine.send("go depth 4");
    assert_eq!(bestmove(&engine.read_until("bestmove")), "(none)");

    let one_short = shuffle.rsplit_once(' ').unwrap().0;
    engine.send(&format!("position startpos moves {one_short}"));
    engine.send("go depth 4");
    assert_ne!(bestmove(&engine.read_until("bestmove")), "(none)");
}

/// `MultiPV 3`: each completed depth reports three lines, `multipv 1` to `3`, with different first
/// moves and scores from best to worst; back at 1 the lines carry no `multipv` field.
#[test]
fn multipv_reports_distinct_lines_best_first() {
    let mut engine = EngineProcess::start();
    engine.send("uci");
    let options = engine.read_until("uciok");
    assert!(
        options
            .iter()
            .any(|l| l == "option name MultiPV type spin default 1 min 1 max 16"),
        "{options:?}"
    );
    engine.send("setoption name MultiPV value 3");
    engine.send("position startpos moves c3c2");
    engine.send("go depth 5");
    let lines = engine.read_until("bestmove");
    let best = bestmove(&lines);
    let last_depth: Vec<&String> = lines
        .iter()
        .filter(|l| l.starts_with("info depth 5 "))
        .collect();
    assert_eq!(last_depth.len(), 3, "{lines:?}");
    let mut firsts = Vec::new();
    let mut scores = Vec::new();
    for (k, line) in last_depth.iter().enumerate() {
        let w: Vec<&str> = line.split_whitespace().collect();
        let at = |key: &str| w.iter().position(|x| *x == key).unwrap() + 1;
        assert_eq!(w[at("multipv")], (k + 1).to_string(), "{line}");
        assert_eq!(w[at("score")], "cp", "{line}");
        scores.push(w[at("score") + 1].parse::<i32>().unwrap());
        firsts.push(w[at("pv")].to_string());
    }
    assert_eq!(firsts[0], best);
    firsts.sort();
    firsts.dedup();
    assert_eq!(firsts.len(), 3, "the lines must start with different moves");
    assert!(scores.windows(2).all(|p| p[0] >= p[1]), "{scores:?}");

    engine.send("setoption name MultiPV value 1");
    engine.send("go depth 3");
    let lines = engine.read_until("bestmove");
    assert!(lines.iter().all(|l| !l.contains("multipv")), "{lines:?}");
    engine.send("setoption name MultiPV value 0");
    let refused = engine.read_until("info string error");
    assert!(refused.last().unwrap().contains("MultiPV takes 1 to 16"));
}

/// UseNNUE, EvalFile and UCI_ShowWDL: options listed, WDL on the info lines, a bad network file
/// refused with the network in use kept.
#[test]
fn nnue_options_and_wdl() {
    let mut engine = EngineProcess::start();
    engine.send("uci");
    let options = engine.read_until("uciok");
    for name in ["UseNNUE", "EvalFile", "UCI_ShowWDL"] {
        assert!(
            options
                .iter()
                .any(|l| l.starts_with(&format!("option name {name} "))),
            "{name} missing: {options:?}"
        );
    }
    engine.send("setoption name UCI_ShowWDL value true");
    engine.send("position startpos");
    engine.send("go depth 3");
    let lines = engine.read_until("bestmove");
    let info = lines
        .iter()
        .rev()
        .find(|l| l.starts_with("info depth"))
        .unwrap();
    let w: Vec<&str> = info.split_whitespace().collect();
    let at = w.iter().position(|x| *x == "wdl").expect("a wdl field") + 1;
    let wdl: Vec<u32> = w[at..at + 3].iter().map(|x| x.parse().unwrap()).collect();
    // The line's W/D/L is the win/draw/loss model's for the line's own score, from the side to
    // move's view, and the start has a real chance of a draw.
    let cp: i32 = w[w.iter().position(|x| *x == "cp").expect("a cp score") + 1]
        .parse()
        .unwrap();
    let start = Position::start(Rules::default());
    let model = WdlModel::default_model();
    let to_move = start.side_to_move();
    let expected = model
        .wdl(Eval::from_score(Score::Cp(cp), to_move), &start)
        .per_mille_for(to_move);
    assert_eq!(wdl, expected, "{info}");
    assert!(wdl[1] > 0, "no chance of a draw at the start: {info}");
    // A forced win is certain: the defenders to move with the king beside an open corner.
    engine.send("position fen 7/7/4a2/7/7/k6/7 d");
    engine.send("go depth 2");
    let won = engine.read_until("bestmove");
    let line = won
        .iter()
        .rev()
        .find(|l| l.starts_with("info depth"))
        .unwrap();
    assert!(line.contains("score mate 1 wdl 1000 0 0"), "{line}");
    engine.send("position startpos");

    let dir = tempfile::tempdir().unwrap();
    let bad = dir.path().join("bad.nnue");
    std::fs::write(&bad, b"not a network").unwrap();
    engine.send(&format!("setoption name EvalFile value {}", bad.display()));
    let refused = engine.read_until("info string error");
    assert!(
        refused
            .last()
            .unwrap()
            .contains("not an Ard Ri network file"),
        "{refused:?}"
    );
    // The two evaluations judge the same position differently: the option really switches.
    let score_at_depth_3 = |engine: &mut EngineProcess| {
        engine.send("ucinewgame");
        engine.send("position startpos moves c3c2");
        engine.send("go depth 3");
        let lines = engine.read_until("bestmove");
        assert_ne!(bestmove(&lines), "(none)");
        let info = lines
            .iter()
            .rev()
            .find(|l| l.starts_with("info depth 3"))
            .unwrap()
            .clone();
        let w: Vec<String> = info.split_whitespace().map(str::to_string).collect();
        let at = w.iter().position(|x| x == "score").unwrap();
        format!("{} {}", w[at + 1], w[at + 2])
    };
    let network = score_at_depth_3(&mut engine);
    engine.send("setoption name UseNNUE value false");
    let hand = score_at_depth_3(&mut engine);
    assert_ne!(network, hand, "UseNNUE false left the evaluation unchanged");
    engine.send("setoption name UseNNUE value true");
    assert_eq!(score_at_depth_3(&mut engine), network);
}
