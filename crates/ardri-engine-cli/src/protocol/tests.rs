//! The protocol session driven in-process, where a fault can be injected into its engine.

use super::*;

/// An output the test can read while the session writes to it; each write wakes a test waiting for
/// lines.
#[derive(Clone, Default)]
struct Captured(Arc<(Mutex<Vec<u8>>, std::sync::Condvar)>);

impl Write for Captured {
    fn write(&mut self, bytes: &[u8]) -> std::io::Result<usize> {
        lock(&self.0.0).extend_from_slice(bytes);
        self.0.1.notify_all();
        Ok(bytes.len())
    }
    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}

impl Captured {
    fn lines(&self) -> Vec<String> {
        String::from_utf8_lossy(&lock(&self.0.0))
            .lines()
            .map(str::to_string)
            .collect()
    }

    /// Waits (for the session's writes) until `count` lines start with `prefix`.
    fn wait_for(&self, prefix: &str, count: usize) -> Vec<String> {
        let deadline = std::time::Instant::now() + Duration::from_secs(30);
        let (written, wrote) = &*self.0;
        let mut bytes = lock(written);
        loop {
            let lines: Vec<String> = String::from_utf8_lossy(&bytes)
                .lines()
                .map(str::to_string)
                .collect();
            if lines.iter().filter(|l| l.starts_with(prefix)).count() >= count {
                return lines;
            }
            let now = std::time::Instant::now();
            assert!(now < deadline, "no {count} '{prefix}' lines: {lines:?}");
            bytes = wrote
                .wait_timeout(bytes, deadline - now)
                .unwrap_or_else(std::sync::PoisonError::into_inner)
                .0;
        }
    }
}

#[test]
fn a_panic_in_a_search_is_reported_and_the_session_goes_on() {
    let out = Captured::default();
    let mut session = Session::new(out.clone());
    session.handle("setoption name Hash value 4");
    session.handle("position startpos moves c3c2");
    session.engine.inject_panic();
    session.handle("go depth 4");
    let lines = out.wait_for("bestmove", 1);
    let error = lines
        .iter()
        .find(|l| l.starts_with("info string error: engine failure"))
        .unwrap_or_else(|| panic!("no failure reported: {lines:?}"));
    assert!(error.contains("injected engine failure"), "{error}");
    // The failed `go` still answers with a legal move.
    let best = lines.iter().find(|l| l.starts_with("bestmove")).unwrap();
    let mut game = Game::new(Rules::default());
    game.play_text("c3c2").unwrap();
    assert!(
        game.play_text(best.trim_start_matches("bestmove ")).is_ok(),
        "{best}"
    );
    // The session goes on: isready answers, the next go searches and plays.
    session.handle("isready");
    out.wait_for("readyok", 1);
    session.handle("go depth 4");
    let lines = out.wait_for("bestmove", 2);
    assert!(
        lines.iter().any(|l| l.starts_with("info depth 4")),
        "{lines:?}"
    );
    assert_eq!(
        lines.iter().filter(|l| l.contains("error")).count(),
        1,
        "{lines:?}"
    );
}

/// The commands the stress test draws from: every one that starts, stops or waits for a search.
const STRESS_COMMANDS: [&str; 14] = [
    "go depth 1",
    "go depth 3",
    "go nodes 300",
    "go movetime 5",
    "go infinite",
    "go searchmoves c5b5 e5f5 depth 2",
    "stop",
    "stop",
    "isready",
    "ucinewgame",
    "setoption name Hash value 1",
    "setoption name Hash value 8",
    "position startpos moves c5b5",
    "quit",
];

/// Runs one session on `input` to its end; `None` if it did not end within `limit`.
fn session_output(input: String, limit: Duration) -> Option<Vec<String>> {
    let out = Captured::default();
    let (done_tx, done_rx) = crossbeam_channel::bounded(1);
    let writer = out.clone();
    std::thread::spawn(move || {
        // A 1 MiB table: making the default 64 MiB one thousands of times is most of the cost.
        let options = EngineOptions {
            hash_mib: 1,
            ..EngineOptions::default()
        };
        run_with(std::io::Cursor::new(input.into_bytes()), writer, options)
            .expect("the captured output takes every line");
        let _ = done_tx.send(());
    });
    done_rx.recv_timeout(limit).ok().map(|()| out.lines())
}

#[test]
fn random_command_sequences_always_end_and_answer_every_go() {
    // 2 x 1,000 sequences of 1 to 6 commands, on two threads.
    let workers: Vec<_> = (0..2u64)
        .map(|seed| std::thread::spawn(move || stress_sequences(27 + seed, 1_000)))
        .collect();
    for worker in workers {
        worker.join().expect("a stress worker failed");
    }
}

fn stress_sequences(seed: u64, sequences: usize) {
    let mut rng = crate::rng::SplitMix64::new(seed);
    for n in 0..sequences {
        let length = 1 + rng.below(6);
        let mut commands: Vec<&str> = (0..length)
            .map(|_| STRESS_COMMANDS[rng.below(STRESS_COMMANDS.len())])
            .collect();
        // The commands after a `quit` are never read; without one the session ends with its input.
        if let Some(quit) = commands.iter().position(|&c| c == "quit") {
            commands.truncate(quit + 1);
        }
        let input: String = commands.iter().map(|c| format!("{c}\n")).collect();
        let lines = session_output(input, Duration::from_secs(1))
            .unwrap_or_else(|| panic!("sequence {n} (seed {seed}) hung: {commands:?}"));
        let count = |prefix: &str| lines.iter().filter(|l| l.starts_with(prefix)).count();
        let gos = commands.iter().filter(|c| c.starts_with("go")).count();
        let refused = count("info string error: a search is already running");
        assert_eq!(
            count("bestmove"),
            gos - refused,
            "sequence {n}: {commands:?} gave {lines:?}"
        );
        assert_eq!(
            count("readyok"),
            commands.iter().filter(|&&c| c == "isready").count(),
            "sequence {n}: {commands:?} gave {lines:?}"
        );
        // The only complaints: a `go` during a search, and `searchmoves` after the position
        // changed sides (c5b5 is then not the attackers' move).
        assert_eq!(
            count("info string error"),
            refused + count("info string error: searchmoves"),
            "sequence {n}: {commands:?} gave {lines:?}"
        );
    }
}

#[test]
fn a_search_stopped_before_it_starts_still_answers() {
    // A large table takes the engine thread a while to make, so the search behind it is stopped
    // before it starts: its `bestmove` must still come, with a legal move.
    let lines = session_output(
        "setoption name Hash value 512\ngo infinite\nstop\n".to_string(),
        Duration::from_secs(10),
    )
    .expect("the session ends");
    let best: Vec<_> = lines.iter().filter(|l| l.starts_with("bestmove")).collect();
    assert_eq!(best.len(), 1, "{lines:?}");
    let mut game = Game::new(Rules::default());
    assert!(
        game.play_text(best[0].trim_start_matches("bestmove "))
            .is_ok(),
        "{lines:?}"
    );
}

#[test]
fn a_line_that_is_not_utf8_is_reported_and_the_session_goes_on() {
    let mut input = b"isready\n".to_vec();
    input.extend_from_slice(b"go depth \xff\xfe1\n");
    input.extend_from_slice(b"isready\ngo depth 2\n");
    let out = Captured::default();
    run_with(
        std::io::Cursor::new(input),
        out.clone(),
        EngineOptions::default(),
    )
    .expect("the captured output takes every line");
    let lines = out.lines();
    assert_eq!(
        lines.iter().filter(|l| *l == "readyok").count(),
        2,
        "{lines:?}"
    );
    assert!(
        lines.contains(
            &"info string error: the line is not UTF-8 text (bad byte at column 10); it was ignored"
                .to_string()
        ),
        "{lines:?}"
    );
    // The `go` after it is still searched.
    assert_eq!(
        lines.iter().filter(|l| l.starts_with("bestmove ")).count(),
        1,
        "{lines:?}"
    );
    assert!(!lines.contains(&"bestmove (none)".to_string()), "{lines:?}");
}

/// The move of a `bestmove` line, checked legal at the start.
fn best_move_at_start(lines: &[String]) -> Move {
    let best = lines
        .iter()
        .find_map(|l| l.strip_prefix("bestmove "))
        .unwrap_or_else(|| panic!("no bestmove: {lines:?}"));
    Position::start(Rules::default())
        .parse_move(best)
        .unwrap_or_else(|e| panic!("{best}: {e}"))
}

#[test]
fn searchmoves_limits_the_moves_searched() {
    let start = Position::start(Rules::default());
    for (list, allowed) in [("d2c2", vec!["d2c2"]), ("a3a2 f4f5", vec!["a3a2", "f4f5"])] {
        let out = Captured::default();
        let mut session = Session::new(out.clone());
        session.handle("position startpos moves c5b5");
        session.handle(&format!("go depth 5 searchmoves {list}"));
        let lines = out.wait_for("bestmove", 1);
        let best = lines
            .iter()
            .find_map(|l| l.strip_prefix("bestmove "))
            .unwrap();
        let after = {
            let mut game = Game::from_position(start);
            game.play_text("c5b5").unwrap();
            game
        };
        let best = after.position().parse_move(best).unwrap();
        let allowed: Vec<Move> = allowed
            .iter()
            .map(|m| after.position().parse_move(m).unwrap())
            .collect();
        assert!(allowed.contains(&best), "{lines:?}");
        // Every line it reported starts with one of them.
        for line in lines.iter().filter(|l| l.starts_with("info depth")) {
            let first = line
                .split(" pv ")
                .nth(1)
                .unwrap()
                .split(' ')
                .next()
                .unwrap();
            let first = after.position().parse_move(first).unwrap();
            assert!(allowed.contains(&first), "{line}");
        }
    }
    // A move that is not legal there is named, and the `go` still gets its `bestmove`.
    let out = Captured::default();
    let mut session = Session::new(out.clone());
    session.handle("go depth 3 searchmoves a3a2");
    let lines = out.wait_for("bestmove", 1);
    assert!(
        lines
            .iter()
            .any(|l| l.starts_with("info string error: searchmoves: a3a2")),
        "{lines:?}"
    );
    assert_eq!(lines.last().unwrap(), "bestmove (none)");
    // Without searchmoves, the start's best move is found as before.
    session.handle("go depth 3");
    let lines = out.wait_for("bestmove", 2);
    best_move_at_start(&lines[lines.len() - 1..]);
}

#[test]
fn a_rule_change_that_resets_the_position_says_so() {
    let out = Captured::default();
    let mut session = Session::new(out.clone());
    let shuffle = "c5b5 b4b3 b5c5 b3b4 c5b5 b4b3 b5c5 b3b4 c5b5";
    session.handle("setoption name RepetitionDraws value false");
    session.handle(&format!("position startpos moves {shuffle}"));
    // A rule that keeps every move legal keeps the position, without a word.
    session.handle("setoption name EdgeHostileToKing value true");
    assert_eq!(session.game.ply_count(), 9);
    // With repetitions drawn, the game ended at the start's third occurrence, after 8 moves.
    session.handle("setoption name RepetitionDraws value true");
    session.handle("isready");
    let lines = out.wait_for("readyok", 1);
    assert_eq!(
        lines[0],
        "info string error: with RepetitionDraws true, move 9 of the position (c5b5) is not \
         legal; the position was reset to the start",
        "{lines:?}"
    );
    assert_eq!(lines.len(), 2, "{lines:?}");
    assert_eq!(session.game.ply_count(), 0);
}

#[test]
fn uci_elo_chooses_the_nearest_level_while_strength_is_limited() {
    use ardri_engine::skill;
    let out = Captured::default();
    let mut session = Session::new(out.clone());
    session.handle("uci");
    let lines = out.wait_for("uciok", 1);
    let (low, high) = skill::rating_range();
    assert!(lines.contains(&"option name UCI_LimitStrength type check default false".to_string()));
    assert!(lines.contains(&format!(
        "option name UCI_Elo type spin default {high} min {low} max {high}"
    )));
    let level_four = skill::level_info(4).rating;
    session.handle(&format!("setoption name UCI_Elo value {}", level_four + 3));
    // Not limited yet: full strength.
    session.apply_level();
    assert_eq!(session.effective_level(), MAX_SKILL);
    session.handle("setoption name UCI_LimitStrength value true");
    assert_eq!(session.effective_level(), 4);
    session.handle(&format!("setoption name UCI_Elo value {}", high + 1));
    assert!(
        out.lines()
            .iter()
            .any(|l| l.starts_with("info string error: UCI_Elo takes"))
    );
    assert_eq!(session.effective_level(), 4);
    session.handle("setoption name Skill Level value 2");
    assert_eq!(session.effective_level(), 4, "UCI_Elo rules while limited");
    session.handle("setoption name UCI_LimitStrength value false");
    assert_eq!(session.effective_level(), 2);
}

/// The `wdl` of the last `info` line of a `go depth 6` from the start, with its score.
fn start_wdl(session: &mut Session<Captured>, out: &Captured) -> (ardri_engine::Score, [u32; 3]) {
    let before = out
        .lines()
        .iter()
        .filter(|l| l.starts_with("bestmove"))
        .count();
    session.handle("position startpos");
    session.handle("go depth 6");
    let lines = out.wait_for("bestmove", before + 1);
    let info = lines
        .iter()
        .rev()
        .find(|l| l.starts_with("info depth 6 "))
        .expect("a depth-6 info line");
    let words: Vec<&str> = info.split_whitespace().collect();
    let at = |key: &str| words.iter().position(|w| *w == key).expect(key);
    let score = match words[at("score") + 1] {
        "cp" => ardri_engine::Score::Cp(words[at("score") + 2].parse().unwrap()),
        _ => ardri_engine::Score::Mate(words[at("score") + 2].parse().unwrap()),
    };
    let w = at("wdl");
    let wdl = [1, 2, 3].map(|k| words[w + k].parse::<u32>().unwrap());
    (score, wdl)
}

#[test]
fn wdl_elo_options_give_the_players_chances() {
    let out = Captured::default();
    let mut session = Session::new(out.clone());
    session.handle("uci");
    let lines = out.wait_for("uciok", 1);
    for side in ["Attackers", "Defenders"] {
        assert!(
            lines.contains(&format!(
                "option name WDL{side}Elo type spin default 0 min 0 max {}",
                options::MAX_WDL_ELO
            )),
            "{lines:?}"
        );
    }
    session.handle("setoption name UCI_ShowWDL value true");
    let root = *Game::new(Rules::default()).position();
    let engine_view = WdlView {
        engine: WdlModel::default_model(),
        players: None,
    };
    let (score, shown) = start_wdl(&mut session, &out);
    assert_eq!(
        shown,
        wdl(score, &root, &engine_view),
        "0 is the engine's view"
    );

    session.handle("setoption name WDLAttackersElo value 918");
    session.handle("setoption name WDLDefendersElo value 1539");
    let players = WdlView {
        engine: WdlModel::default_model(),
        players: Some(ardri_engine::Ratings {
            attackers: 918,
            defenders: 1539,
        }),
    };
    let (score, shown) = start_wdl(&mut session, &out);
    assert_eq!(shown, wdl(score, &root, &players));
    assert_ne!(
        shown,
        wdl(score, &root, &engine_view),
        "players' chances are not perfect play's"
    );

    session.handle("setoption name WDLDefendersElo value -5");
    assert!(
        out.lines()
            .iter()
            .any(|l| l.starts_with("info string error: WDLDefendersElo takes 0")),
        "{:?}",
        out.lines()
    );
    let (score, shown) = start_wdl(&mut session, &out);
    assert_eq!(
        shown,
        wdl(score, &root, &players),
        "a bad value changes nothing"
    );
    session.handle("quit");
}

/// The `wdl` of the last `info` line of a `go depth 4` on a position where the defenders, to move,
/// win in 2 (b6a6, then a6a7).
fn mate_in_two_wdl(session: &mut Session<Captured>, out: &Captured) -> [u32; 3] {
    let before = out
        .lines()
        .iter()
        .filter(|l| l.starts_with("bestmove"))
        .count();
    session.handle("position fen 1a1a3/1k1a3/d3a2/2d1daa/2adda1/a3a2/2a2a1 d");
    session.handle("go depth 4");
    let lines = out.wait_for("bestmove", before + 1);
    let info = lines
        .iter()
        .rev()
        .find(|l| l.starts_with("info depth 4 "))
        .expect("a depth-4 info line");
    assert!(info.contains(" score mate 2 "), "{info}");
    let words: Vec<&str> = info.split_whitespace().collect();
    let w = words.iter().position(|w| *w == "wdl").expect("wdl");
    [1, 2, 3].map(|k| words[w + k].parse::<u32>().unwrap())
}

/// `WDLAttackersElo`/`WDLDefendersElo` outside the ratings the players' model knows (800 to 2573):
/// held to the range with an `info string` saying so, and the chances are the range's end's; 800
/// (level 1's) is inside, unsaid; 1 and 100 (0 is the engine's view) are held like 800; 2^31 like
/// 3000.
#[test]
fn wdl_elo_options_outside_the_model_are_held_and_said() {
    let out = Captured::default();
    let mut session = Session::new(out.clone());
    session.handle("setoption name Hash value 8");
    session.handle("setoption name UCI_ShowWDL value true");
    let mut wdl_at = |attackers: &str, defenders: &str| {
        let said = out.lines().len();
        session.handle(&format!("setoption name WDLAttackersElo value {attackers}"));
        session.handle(&format!("setoption name WDLDefendersElo value {defenders}"));
        let notes: Vec<String> = out.lines()[said..].to_vec();
        (mate_in_two_wdl(&mut session, &out), notes)
    };
    let (weakest, notes) = wdl_at("800", "800");
    assert!(notes.is_empty(), "{notes:?}");
    let (newcomers, notes) = wdl_at("1000", "1000");
    assert!(notes.is_empty(), "{notes:?}");
    // Weak players' chances are their own, not a 1591's as when the model stopped there.
    assert_ne!(weakest, wdl_at("1591", "1591").0);
    assert_ne!(newcomers, wdl_at("1591", "1591").0);
    let (strongest, _) = wdl_at("2573", "2573");
    let (engine, notes) = wdl_at("0", "0");
    assert!(notes.is_empty(), "0 is the engine's view: {notes:?}");
    assert_ne!(engine, weakest);
    let strong_note = "judged as 2573, the strongest rating the model knows";
    let weak_note = "judged as 800, the weakest rating the model knows";
    for (rating, note, expected) in [
        ("3000", strong_note, strongest),
        ("2147483648", strong_note, strongest),
        ("1", weak_note, weakest),
        ("100", weak_note, weakest),
    ] {
        let (wdl, notes) = wdl_at(rating, rating);
        assert_eq!(wdl, expected, "{rating}");
        assert_eq!(
            notes,
            [
                format!("info string WDLAttackersElo {rating}: {note}"),
                format!("info string WDLDefendersElo {rating}: {note}"),
            ],
            "{rating}"
        );
        // The defenders, to move, win in 2: most of the chances are theirs.
        assert!(wdl[0] > wdl[2] && wdl != [0, 999, 1], "{rating}: {wdl:?}");
    }
    session.handle("quit");
}

/// Analysis (`UCI_AnalyseMode`, `go infinite`) searches at full strength whatever `Skill Level`
/// says, by design (docs/PROTOCOL.md), and says so when both are set; outside analysis the level
/// holds (level 1 searches 1 ply).
#[test]
fn analysis_searches_at_full_strength_whatever_the_level() {
    let out = Captured::default();
    let mut session = Session::new(out.clone());
    session.handle("setoption name Hash value 8");
    // The score and line of a search's depth-6 report, if it reached depth 6.
    let mut depth_6 = |setup: &[&str], go: &str| -> Option<String> {
        let count = |prefix: &str| out.lines().iter().filter(|l| l.starts_with(prefix)).count();
        let (start, bestmoves, sixes) =
            (out.lines().len(), count("bestmove"), count("info depth 6 "));
        session.handle("ucinewgame");
        for line in setup {
            session.handle(line);
        }
        session.handle("position startpos moves c3c2");
        session.handle(go);
        if go == "go infinite" {
            out.wait_for("info depth 6 ", sixes + 1);
            session.handle("stop");
        }
        let lines = out.wait_for("bestmove", bestmoves + 1);
        let info = lines[start..]
            .iter()
            .rev()
            .find(|l| l.starts_with("info depth 6 "))?;
        let w: Vec<&str> = info.split_whitespace().collect();
        let pv = w.iter().position(|x| *x == "pv").unwrap();
        Some(format!("{} {} {}", w[6], w[7], w[pv..].join(" ")))
    };
    let full = depth_6(&["setoption name UCI_AnalyseMode value true"], "go depth 6")
        .expect("full strength reaches depth 6");
    let level_1 = depth_6(&["setoption name Skill Level value 1"], "go depth 6");
    assert_eq!(
        level_1.as_deref(),
        Some(full.as_str()),
        "analysis at level 1"
    );
    assert!(
        out.lines().iter().any(|l| l
            == "info string analysis searches at full strength; level 1 applies to searches \
                outside analysis mode"),
        "{:?}",
        out.lines()
    );
    let infinite = depth_6(
        &["setoption name UCI_AnalyseMode value false"],
        "go infinite",
    );
    assert_eq!(
        infinite.as_deref(),
        Some(full.as_str()),
        "go infinite at level 1"
    );
    assert_eq!(depth_6(&[], "go depth 6"), None, "level 1 plays 1 ply deep");
    session.handle("quit");
}

/// docs/PROTOCOL.md lists the options as `uci` does (the ranges a GUI is told included).
#[test]
fn the_protocol_doc_lists_the_options_uci_gives() {
    let doc = include_str!("../../../../docs/PROTOCOL.md");
    let documented: Vec<&str> = doc
        .lines()
        .filter(|l| l.starts_with("option name "))
        .collect();
    let out = Captured::default();
    let mut session = Session::new(out.clone());
    session.handle("uci");
    let lines = out.wait_for("uciok", 1);
    let listed: Vec<&str> = lines
        .iter()
        .map(String::as_str)
        .filter(|l| l.starts_with("option name "))
        .collect();
    assert_eq!(documented, listed);
    session.handle("quit");
}
