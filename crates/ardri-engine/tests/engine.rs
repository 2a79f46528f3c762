//! The engine's behaviour: wins in 1, 3 and 5 plies, legal moves always, limits and stopping,
//! repetitions and contempt, and the engine thread surviving a panic.

mod common;

use std::sync::atomic::AtomicBool;
use std::time::{Duration, Instant};

use ardri_engine::{
    Engine, EngineEvent, EngineHandle, EngineOptions, Limits, Score, SearchRequest,
};
use ardri_rules::{Game, Position, Rules};

use common::*;

#[test]
fn finds_a_king_escape_in_one() {
    // The king on b1 steps into the corner a1.
    let p = pos("3a3/7/7/7/7/1a5/1k5 d");
    let result = search(p, Limits::depth(3));
    assert_eq!(result.best_move, Some(mv("b1a1")));
    assert_eq!(result.score, Score::Mate(1));
}

#[test]
fn finds_a_king_capture_in_one() {
    // King c5 enclosed on three sides; the attacker c3 closes the fourth.
    let p = pos("7/2a4/1aka3/7/2a4/7/4d2 a");
    let result = search(p, Limits::depth(3));
    assert_eq!(result.best_move, Some(mv("c3c4")));
    assert_eq!(result.score, Score::Mate(1));
}

/// Checks with the exhaustive search that the side to move wins in exactly `plies` plies, then that
/// the engine reports that distance and plays a move that keeps the win.
fn assert_finds_forced_win(fen: &str, plies: u32) {
    let p = pos(fen);
    assert!(
        forced_win(&p, plies),
        "not a forced win in {plies} plies:\n{}",
        p.diagram()
    );
    assert!(
        !forced_win(&p, plies - 2),
        "already won in {} plies:\n{}",
        plies - 2,
        p.diagram()
    );
    let result = search(p, Limits::depth(plies + 3));
    assert_eq!(result.score, Score::Mate(plies.div_ceil(2) as i32), "{fen}");
    let best = result.best_move.unwrap();
    assert!(
        forced_loss(&p.after_unchecked(best), plies - 1),
        "{best} does not keep the forced win in {fen}"
    );
}

#[test]
fn finds_a_forced_escape_in_three_plies() {
    // The king on c1 steps to b1, next to a1; no attacker can reach c1 or b2 to capture him there.
    assert_finds_forced_win("3a3/7/7/7/7/7/2k4 d", 3);
}

#[test]
fn finds_a_forced_escape_in_five_plies() {
    // The king on c2 is three steps from a1 with two routes the lone attacker cannot both close.
    assert_finds_forced_win("7/7/4a2/7/7/2k4/7 d", 5);
}

#[test]
fn finds_a_forced_capture_in_five_plies() {
    // The king on a4 is enclosed by a5, a3, b4 and the edge, but a capture needs an attacker arriving
    // next to him: one enclosing attacker must step away and another step in, while the king is
    // kept from breaking out.
    assert_finds_forced_win("7/7/a6/ka3aa/a6/1a5/2d4 a", 5);
}

/// The king on c2 has a fastest forced escape and slower ones: the engine must report the fastest
/// distance and play a move that keeps it, not settle for any win.
#[test]
fn prefers_the_faster_win() {
    let fen = "3a3/7/7/7/7/2k4/1a5 d";
    let p = pos(fen);
    let fastest = (1..=9)
        .step_by(2)
        .find(|&plies| forced_win(&p, plies))
        .expect("a forced win within 9 plies");
    // A first move that still wins, only later: the slower win the engine must not settle for.
    let slower_win = p.legal_moves().iter().any(|&m| {
        let next = p.after_unchecked(m);
        !forced_loss(&next, fastest - 1) && forced_loss(&next, fastest + 3)
    });
    assert!(slower_win, "the test needs a slower win beside the fastest");
    assert_finds_forced_win(fen, fastest);
}

/// A few hundred positions from random games: the engine must answer each with a legal move.
#[test]
fn never_returns_an_illegal_move() {
    let mut seed = 0x1234_5678_9abc_def0u64;
    let mut next = || {
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        seed
    };
    let engine = engine();
    let mut checked = 0;
    while checked < 300 {
        let mut game = Game::new(Rules::default());
        let length = next() % 60;
        for _ in 0..length {
            let moves = game.position().legal_moves();
            if game.is_over() || moves.is_empty() {
                break;
            }
            game.play(moves[(next() % moves.len() as u64) as usize])
                .unwrap();
        }
        if game.is_over() {
            continue;
        }
        let limits = if checked % 2 == 0 {
            Limits::depth(1 + (next() % 4) as u32)
        } else {
            Limits::nodes(1 + next() % 3000)
        };
        let request = SearchRequest::from_game(&game, limits);
        let result = engine.search(&request, &AtomicBool::new(false), &mut |_| {});
        let best = result.best_move.expect("a legal move exists");
        assert!(
            game.position().is_legal(best),
            "{best} in {}",
            game.position()
        );
        let mut line = *game.position();
        for &m in &result.pv {
            assert!(
                line.is_legal(m),
                "pv {:?} from {}",
                result.pv,
                game.position()
            );
            line.play_unchecked(m);
        }
        checked += 1;
    }
}

#[test]
fn a_search_stopped_before_it_starts_still_returns_a_legal_move() {
    let start = Position::start(Rules::default());
    let request = SearchRequest {
        position: start,
        history: Vec::new(),
        limits: Limits::infinite(),
        analysis: false,
        multipv: 1,
        search_moves: Vec::new(),
    };
    let stop = AtomicBool::new(true);
    let result = engine().search(&request, &stop, &mut |_| {});
    let best = result.best_move.expect("a move even when stopped at once");
    assert!(start.is_legal(best));
}

#[test]
fn no_move_when_the_game_is_over() {
    let escaped = pos("k6/7/7/7/7/7/7 a");
    let result = search(escaped, Limits::depth(3));
    assert_eq!(result.best_move, None);
    assert_eq!(result.score, Score::Mate(0));
}

#[test]
fn one_thread_is_deterministic() {
    let start = Position::start(Rules::default());
    let a = search(start, Limits::depth(7));
    let b = search(start, Limits::depth(7));
    assert_eq!(a.nodes, b.nodes);
    assert_eq!(a.best_move, b.best_move);
    assert_eq!(a.pv, b.pv);
    assert_eq!(a.depth, 7);
}

#[test]
fn the_node_limit_is_respected() {
    let result = search(Position::start(Rules::default()), Limits::nodes(5_000));
    // Nodes are counted in batches of 256 per thread.
    assert!(result.nodes <= 5_000 + 512, "{}", result.nodes);
    assert!(result.best_move.is_some());
}

#[test]
fn reports_come_after_each_iteration_with_legal_lines() {
    let start = Position::start(Rules::default());
    let request = SearchRequest {
        position: start,
        history: Vec::new(),
        limits: Limits::depth(6),
        analysis: false,
        multipv: 1,
        search_moves: Vec::new(),
    };
    let mut depths = Vec::new();
    engine().search(&request, &AtomicBool::new(false), &mut |info| {
        depths.push(info.depth);
        assert!(!info.pv.is_empty());
        let mut p = start;
        for &m in &info.pv {
            assert!(p.is_legal(m));
            p.play_unchecked(m);
        }
    });
    assert_eq!(depths, [1, 2, 3, 4, 5, 6]);
}

#[test]
fn stop_ends_an_infinite_search() {
    let (handle, events) = EngineHandle::spawn(EngineOptions::default(), || {});
    let start = Position::start(Rules::default());
    handle.search(
        7,
        SearchRequest {
            position: start,
            history: Vec::new(),
            limits: Limits::infinite(),
            analysis: false,
            multipv: 1,
            search_moves: Vec::new(),
        },
    );
    // Wait until it is really searching.
    let first = events.recv_timeout(Duration::from_secs(10)).unwrap();
    assert!(matches!(first, EngineEvent::Info { id: 7, .. }));
    // Deep enough that stopping interrupts real work: wait for the report of depth 6.
    loop {
        match events.recv_timeout(Duration::from_secs(10)).unwrap() {
            EngineEvent::Info { id: 7, info } if info.depth >= 6 => break,
            EngineEvent::Info { .. } => continue,
            other => panic!("no review was asked for: {other:?}"),
        }
    }
    handle.stop();
    let finished = loop {
        match events.recv_timeout(Duration::from_secs(5)).unwrap() {
            EngineEvent::Finished { id, result } => break (id, result),
            EngineEvent::Info { .. } => continue,
            other => panic!("no review was asked for: {other:?}"),
        }
    };
    // The search had no limit: that it ended at all is the stop's doing, with a legal move
    // (how fast it answers is measured in docs/engine.md, *Search*, not here).
    assert_eq!(finished.0, 7);
    assert!(start.is_legal(finished.1.best_move.unwrap()));
}

#[test]
fn a_new_search_supersedes_the_old_one() {
    let (handle, events) = EngineHandle::spawn(EngineOptions::default(), || {});
    let start = Position::start(Rules::default());
    let request = |limits| SearchRequest {
        position: start,
        history: Vec::new(),
        limits,
        analysis: false,
        multipv: 1,
        search_moves: Vec::new(),
    };
    handle.search(1, request(Limits::infinite()));
    handle.search(2, request(Limits::depth(4)));
    let deadline = Instant::now() + Duration::from_secs(20);
    loop {
        let event = events.recv_timeout(deadline - Instant::now()).unwrap();
        if let EngineEvent::Finished { id: 2, result } = event {
            assert_eq!(result.depth, 4);
            break;
        }
    }
}

#[test]
fn two_threads_find_the_same_forced_win() {
    let p = pos("7/7/4a2/7/7/2k4/7 d");
    let engine = Engine::new(EngineOptions {
        threads: 2,
        hash_mib: 16,
        ..EngineOptions::default()
    });
    let request = SearchRequest {
        position: p,
        history: Vec::new(),
        limits: Limits::depth(8),
        analysis: false,
        multipv: 1,
        search_moves: Vec::new(),
    };
    let result = engine.search(&request, &AtomicBool::new(false), &mut |_| {});
    assert_eq!(result.score, Score::Mate(3));
    // The move the two threads agree on is the one a single thread plays, and it leads to the win.
    let single = engine_with_threads(1).search(&request, &AtomicBool::new(false), &mut |_| {});
    assert_eq!(single.score, Score::Mate(3));
    let mut after = p;
    after.play(result.best_move.expect("a move")).unwrap();
    let reply = engine_with_threads(1).search(
        &SearchRequest {
            position: after,
            history: vec![p],
            limits: Limits::depth(8),
            analysis: false,
            multipv: 1,
            search_moves: Vec::new(),
        },
        &AtomicBool::new(false),
        &mut |_| {},
    );
    assert_eq!(reply.score, Score::Mate(-2), "after {:?}", result.best_move);
}

fn engine_with_threads(threads: usize) -> Engine {
    Engine::new(EngineOptions {
        threads,
        hash_mib: 16,
        ..EngineOptions::default()
    })
}

/// A game where the attackers' only move (b1-c1) repeats a position for the third time: the search
/// must see the draw from the game's history, score it as even in analysis, and as a loss of the
/// contempt when it plays (the side that started the search counts a draw against itself).
#[test]
fn a_third_repetition_from_the_game_history_is_a_draw_and_contempt_applies_only_in_play() {
    // The lone attacker shuttles c1-b1, the king e5-e6; b2's defender walls the attacker in on b1.
    let mut game = Game::from_position(pos("7/7/4k2/7/7/1d5/2a4 d"));
    for m in ["e5e6", "c1b1", "e6e5", "b1c1", "e5e6", "c1b1", "e6e5"] {
        game.play_text(m).unwrap();
    }
    assert!(!game.is_over());
    let only_move = mv("b1c1");
    assert_eq!(game.position().legal_moves().len(), 1);

    let mut request = SearchRequest::from_game(&game, Limits::depth(4));
    request.analysis = true;
    let analysed = engine().search(&request, &AtomicBool::new(false), &mut |_| {});
    assert_eq!(analysed.best_move, Some(only_move));
    assert_eq!(analysed.score, Score::Cp(0));

    request.analysis = false;
    let played = engine().search(&request, &AtomicBool::new(false), &mut |_| {});
    assert_eq!(played.best_move, Some(only_move));
    assert_eq!(played.score, Score::Cp(-ardri_engine::DEFAULT_CONTEMPT));

    // The same position without that history is no draw.
    let fresh = search(*game.position(), Limits::depth(4));
    assert_ne!(fresh.score, Score::Cp(0));
}

/// A game over by a third repetition has no move to search: the engine answers with none and a draw,
/// as it does for a king on a corner; one move earlier it plays.
#[test]
fn a_root_drawn_by_repetition_gives_no_move() {
    let mut game = Game::new(Rules::default());
    for m in [
        "c5c6", "a5a6", "c6c5", "a6a5", "c5c6", "a5a6", "c6c5", "a6a5",
    ] {
        game.play_text(m).unwrap();
    }
    assert!(game.is_over());
    let request = SearchRequest::from_game(&game, Limits::depth(4));
    assert!(request.outcome().is_some());
    let result = engine().search(&request, &AtomicBool::new(false), &mut |_| {});
    assert_eq!(result.best_move, None);
    assert_eq!(result.score, Score::Cp(0));

    game.undo();
    let request = SearchRequest::from_game(&game, Limits::depth(4));
    assert_eq!(request.outcome(), None);
    let result = engine().search(&request, &AtomicBool::new(false), &mut |_| {});
    assert!(result.best_move.is_some());
}

/// The engine's own moves are searched with contempt, so its table holds draw scores shaded by it.
/// An analysis on the same engine afterwards (the app's hint after the engine moved) must not read
/// them: it must score exactly as an analysis on a fresh engine does.
#[test]
fn contempt_never_reaches_analysis_through_the_table() {
    for fen in [
        "2aaa2/1addda1/1ad1da1/2aka2/a2a3/5a1/2a4 a",
        "7/1aa3a/addaa2/adk1d1a/1addda1/a1aaa2/4a2 a",
        "2aaa2/1addda1/1ad1da1/2aka2/a2a3/5a1/2a4 d",
    ] {
        let request = |analysis| SearchRequest {
            position: pos(fen),
            history: Vec::new(),
            limits: Limits::depth(7),
            analysis,
            multipv: 1,
            search_moves: Vec::new(),
        };
        let fresh = engine().search(&request(true), &AtomicBool::new(false), &mut |_| {});
        let used = engine();
        used.search(&request(false), &AtomicBool::new(false), &mut |_| {});
        let after_play = used.search(&request(true), &AtomicBool::new(false), &mut |_| {});
        assert_eq!(
            (after_play.value, after_play.best_move),
            (fresh.value, fresh.best_move),
            "{fen}"
        );
    }
}

/// A failure inside the engine thread (injected) is reported with the job's id, and the thread goes
/// on: the next search answers normally.
#[test]
fn the_engine_thread_survives_a_panic_and_reports_it() {
    let (handle, events) = EngineHandle::spawn(
        EngineOptions {
            hash_mib: 4,
            ..EngineOptions::default()
        },
        || {},
    );
    let start = Position::start(Rules::default());
    let request = |depth| SearchRequest {
        position: start,
        history: Vec::new(),
        limits: Limits::depth(depth),
        analysis: true,
        multipv: 1,
        search_moves: Vec::new(),
    };
    handle.inject_panic();
    handle.search(1, request(3));
    let crashed = events.recv_timeout(Duration::from_secs(10)).unwrap();
    assert!(
        matches!(&crashed, EngineEvent::Crashed { id: 1, message } if message.contains("injected")),
        "{crashed:?}"
    );
    handle.search(2, request(3));
    let result = loop {
        match events.recv_timeout(Duration::from_secs(10)).unwrap() {
            EngineEvent::Finished { id: 2, result } => break result,
            EngineEvent::Info { id: 2, .. } => continue,
            other => panic!("unexpected {other:?}"),
        }
    };
    assert!(start.is_legal(result.best_move.unwrap()));
}
