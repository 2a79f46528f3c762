//! The levels: the same seed plays the same game; a level weakens play, never analysis.

mod common;

use std::sync::atomic::AtomicBool;

use ardri_engine::{Engine, EngineOptions, Limits, SearchRequest};
use ardri_rules::{Game, Position, Rules};

/// A weaker level's choices come from its seed: two engines with the same seed play the same game
/// against themselves, move for move; another seed plays another game.
#[test]
fn the_same_seed_plays_the_same_game() {
    let play = |seed| {
        let engine = Engine::new(EngineOptions {
            hash_mib: 4,
            skill_level: 2,
            skill_seed: Some(seed),
            ..EngineOptions::default()
        });
        let mut game = Game::new(Rules::default());
        for _ in 0..16 {
            let request = SearchRequest::from_game(&game, Limits::nodes(400));
            let m = engine
                .search(&request, &AtomicBool::new(false), &mut |_| {})
                .best_move
                .unwrap();
            game.play(m).unwrap();
        }
        game.moves().iter().map(|p| p.mv).collect::<Vec<_>>()
    };
    assert_eq!(play(11), play(11));
    assert!((12..20).any(|seed| play(seed) != play(11)));
}

/// A weaker level still plays legal moves, searches far fewer nodes than full strength, and does not
/// always play the same move where full strength does.
#[test]
fn skill_levels_weaken_play_but_not_analysis() {
    let p = Position::start(Rules::default());
    let request = |analysis| SearchRequest {
        position: p,
        history: Vec::new(),
        limits: Limits::depth(8),
        analysis,
        multipv: 1,
        search_moves: Vec::new(),
    };
    let level_1 = |seed| {
        Engine::new(EngineOptions {
            hash_mib: 4,
            skill_level: 1,
            skill_seed: Some(seed),
            ..EngineOptions::default()
        })
    };
    let mut moves = std::collections::HashSet::new();
    for seed in 0..30 {
        let r = level_1(seed).search(&request(false), &AtomicBool::new(false), &mut |_| {});
        assert!(p.is_legal(r.best_move.unwrap()));
        assert!(r.nodes < 2_000, "{} nodes at level 1", r.nodes);
        moves.insert(r.best_move.unwrap());
    }
    assert!(moves.len() >= 2, "level 1 always played {moves:?}");
    let weak = level_1(7);
    // Analysis is never weakened.
    let analysed = weak.search(&request(true), &AtomicBool::new(false), &mut |_| {});
    assert_eq!(analysed.depth, 8);
}

/// A level below the top does not bring back a position the game has already seen when it has a
/// move about as good: from the start reached a second time (its move, a reply, both taken back),
/// it no longer plays the move it chose from the start, whose position the game has seen, but
/// another. The same level with no repetition margin plays the same move again (what the margin
/// changes).
#[test]
fn a_level_avoids_repeating_a_position_when_an_equal_move_exists() {
    use ardri_engine::skill::{self, Strength};
    use ardri_rules::Move;
    // Beginner: it looks at every reply and sees every move, so only its margin is at work.
    const LEVEL: u8 = 5;
    let choose = |margin: Option<i32>, game: &Game| {
        let engine = Engine::new(EngineOptions {
            hash_mib: 4,
            skill_level: LEVEL,
            skill_seed: Some(5),
            strength: margin.map(|m| Strength {
                repetition_margin: m,
                ..skill::strength(LEVEL).unwrap()
            }),
            ..EngineOptions::default()
        });
        let request = SearchRequest::from_game(game, Limits::depth(8));
        engine
            .search(&request, &AtomicBool::new(false), &mut |_| {})
            .best_move
            .unwrap()
    };
    let mut game = Game::new(Rules::default());
    let start = *game.position();
    let first = choose(None, &game);
    game.play(first).unwrap();
    // A reply that can be taken back once the first move is.
    let back = |m: Move| Move::new(m.to, m.from);
    let reply = game
        .position()
        .legal_moves()
        .iter()
        .copied()
        .find(|&r| {
            let mut g = game.clone();
            g.play(r).is_ok() && g.play(back(first)).is_ok() && g.play(back(r)).is_ok()
        })
        .expect("a reply that can be taken back");
    for m in [reply, back(first), back(reply)] {
        game.play(m).unwrap();
    }
    assert_eq!(game.position().hash(), start.hash(), "the start again");
    assert!(!game.is_over());

    // Without a margin the level plays its move again, into a position the game has seen.
    assert_eq!(choose(Some(0), &game), first);
    // With its margin it plays another move, into a position the game has not seen.
    let chosen = choose(None, &game);
    assert_ne!(chosen, first);
    let seen: Vec<u64> = game.positions().iter().map(|p| p.hash()).collect();
    assert!(!seen.contains(&start.after_unchecked(chosen).hash()));
}

/// The engine's first `replies` moves at `level` (seed `seed`) against a person who always plays
/// the same move in the same position (level 9 with a fixed seed, its table fresh each game): the
/// person moves first, as the defenders do.
fn replies_to_a_fixed_person(level: u8, seed: u64, replies: usize) -> Vec<ardri_rules::Move> {
    let engine = Engine::new(EngineOptions {
        hash_mib: 1,
        skill_level: level,
        skill_seed: Some(seed),
        ..EngineOptions::default()
    });
    let person = Engine::new(EngineOptions {
        hash_mib: 1,
        skill_level: 9,
        skill_seed: Some(1),
        ..EngineOptions::default()
    });
    let mut game = Game::new(Rules::default());
    let mut answers = Vec::new();
    while answers.len() < replies && game.outcome().is_none() {
        let person_to_move = game.ply_count().is_multiple_of(2);
        let who = if person_to_move { &person } else { &engine };
        let request = SearchRequest::from_game(&game, Limits::depth(3));
        let m = who
            .search(&request, &AtomicBool::new(false), &mut |_| {})
            .best_move
            .unwrap();
        if !person_to_move {
            answers.push(m);
        }
        game.play(m).unwrap();
    }
    answers
}

/// Varied play: two games at the same level, the person playing the same moves, differ within the
/// engine's first five replies in at least 80% of pairs at every level up to 8 (each game has a
/// seed of its own, as a new game draws one).
#[test]
fn two_games_at_a_low_level_differ_within_five_replies() {
    const PAIRS: u64 = 20;
    for level in 1..=8u8 {
        let differ = (0..PAIRS)
            .filter(|pair| {
                let seed = 1_000 + 2 * pair;
                replies_to_a_fixed_person(level, seed, 5)
                    != replies_to_a_fixed_person(level, seed + 1, 5)
            })
            .count() as u64;
        assert!(
            differ * 100 >= 80 * PAIRS,
            "level {level}: only {differ} of {PAIRS} pairs differed"
        );
    }
}

/// A new game draws a new seed when none was set, so the games of one session differ; a seed that
/// was set is kept (the same game again).
#[test]
fn a_new_game_draws_a_new_seed_unless_one_was_set() {
    let mut engine = Engine::new(EngineOptions {
        hash_mib: 1,
        skill_level: 1,
        ..EngineOptions::default()
    });
    let first = engine.skill_seed();
    engine.new_game();
    assert_ne!(engine.skill_seed(), first);
    engine.set_skill_seed(42);
    engine.new_game();
    assert_eq!(engine.skill_seed(), 42);
}
