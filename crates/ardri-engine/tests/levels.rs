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
