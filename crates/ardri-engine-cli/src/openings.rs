//! Random openings for matches, self-play and the bench: distinct lines of legal moves from the start,
//! the same for the same seed.

use ardri_rules::{Game, Move, Rules};

use crate::rng::SplitMix64;

/// Distinct random openings of `plies` plies that do not end the game.
pub fn openings(count: usize, plies: usize, seed: u64, rules: Rules) -> Vec<Vec<Move>> {
    let mut rng = SplitMix64::new(seed);
    let mut out: Vec<Vec<Move>> = Vec::new();
    let mut attempts = 0;
    while out.len() < count && attempts < count * 100 {
        attempts += 1;
        let mut game = Game::new(rules);
        let mut line = Vec::new();
        for _ in 0..plies {
            let moves = game.position().legal_moves();
            if game.is_over() || moves.is_empty() {
                break;
            }
            let m = moves[rng.below(moves.len())];
            game.play(m).expect("generated moves are legal");
            line.push(m);
        }
        if !game.is_over() && !out.contains(&line) {
            out.push(line);
        }
    }
    out
}
