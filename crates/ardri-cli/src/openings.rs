//! Random openings for matches, self-play and the bench: distinct lines of legal moves from the start,
//! the same for the same seed.

use ardri_rules::{Game, Move, Rules};

/// A small deterministic generator for the random openings (SplitMix64).
struct OpeningRng(u64);

impl OpeningRng {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }
}

/// Distinct random openings of `plies` plies that do not end the game.
pub fn openings(count: usize, plies: usize, seed: u64, rules: Rules) -> Vec<Vec<Move>> {
    let mut rng = OpeningRng(seed);
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
            let m = moves[(rng.next() % moves.len() as u64) as usize];
            game.play(m).expect("generated moves are legal");
            line.push(m);
        }
        if !game.is_over() && !out.contains(&line) {
            out.push(line);
        }
    }
    out
}
