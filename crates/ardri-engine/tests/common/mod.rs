//! The helpers every test file of the engine shares: positions, engines, a plain search, and an
//! exhaustive check of forced wins.
#![allow(dead_code)]

use std::sync::atomic::AtomicBool;

use ardri_engine::{Engine, EngineOptions, Limits, SearchRequest, SearchResult};
use ardri_rules::{Move, Position};

pub fn pos(fen: &str) -> Position {
    fen.parse().unwrap_or_else(|e| panic!("{fen}: {e}"))
}

pub fn engine() -> Engine {
    Engine::new(EngineOptions {
        hash_mib: 16,
        threads: 1,
        ..EngineOptions::default()
    })
}

pub fn search(position: Position, limits: Limits) -> SearchResult {
    let request = SearchRequest {
        position,
        history: Vec::new(),
        limits,
        analysis: false,
        multipv: 1,
        search_moves: Vec::new(),
    };
    engine().search(&request, &AtomicBool::new(false), &mut |_| {})
}

pub fn mv(text: &str) -> Move {
    Move::new(text[..2].parse().unwrap(), text[2..].parse().unwrap())
}

/// An exhaustive, independent check: can the side to move force a win within `plies` plies?
/// Plain AND/OR search over the rules core: no evaluation, no table, no pruning but short-circuiting.
pub fn forced_win(pos: &Position, plies: u32) -> bool {
    plies > 0
        && pos.legal_moves().iter().any(|&m| {
            let next = pos.after_unchecked(m);
            // A move that ends the game wins it; so does leaving the opponent without a move.
            next.is_decided_on_board() || forced_loss(&next, plies - 1)
        })
}

/// Does every move of the side to move lose within `plies` plies (no legal move loses at once)?
pub fn forced_loss(pos: &Position, plies: u32) -> bool {
    let moves = pos.legal_moves();
    moves.is_empty()
        || (plies > 0
            && moves
                .iter()
                .all(|&m| forced_win(&pos.after_unchecked(m), plies - 1)))
}
