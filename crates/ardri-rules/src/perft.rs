//! Perft: the number of leaf nodes of the legal move tree to a fixed depth (docs/RULES.md's definition).

use crate::moves::Move;
use crate::position::Position;

/// `perft(p, 0) = 1`; otherwise the sum over legal moves of perft of the child at `depth - 1`.
/// The last ply is counted with popcounts instead of being played (bulk counting).
pub fn perft(pos: &Position, depth: u32) -> u64 {
    match depth {
        0 => 1,
        1 => pos.count_moves() as u64,
        _ => pos
            .legal_moves()
            .iter()
            .map(|&m| perft(&pos.after_unchecked(m), depth - 1))
            .sum(),
    }
}

/// The same count with make/unmake on one position instead of copy-make; kept to measure the two
/// against each other (see the `perft` benchmark).
pub fn perft_make_unmake(pos: &mut Position, depth: u32) -> u64 {
    match depth {
        0 => 1,
        1 => pos.count_moves() as u64,
        _ => {
            let mut total = 0;
            for &m in pos.legal_moves().iter() {
                let played = pos.play_unchecked(m);
                total += perft_make_unmake(pos, depth - 1);
                pos.undo(&played);
            }
            total
        }
    }
}

/// Perft split by the root's moves, in canonical move order (sorted by text).
pub fn divide(pos: &Position, depth: u32) -> Vec<(Move, u64)> {
    if depth == 0 {
        return Vec::new();
    }
    let mut split: Vec<(Move, u64)> = pos
        .legal_moves()
        .iter()
        .map(|&m| (m, perft(&pos.after_unchecked(m), depth - 1)))
        .collect();
    split.sort_by_key(|(m, _)| m.to_string());
    split
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Rules;

    #[test]
    fn shallow_counts_from_the_start() {
        let start = Position::start(Rules::default());
        let expected = [1, 8, 176, 1736, 38400];
        for (depth, &count) in expected.iter().enumerate() {
            assert_eq!(perft(&start, depth as u32), count, "depth {depth}");
            let mut pos = start;
            assert_eq!(perft_make_unmake(&mut pos, depth as u32), count);
            assert_eq!(pos, start);
        }
        let split = divide(&start, 3);
        assert_eq!(split.len(), 8);
        assert_eq!(split.iter().map(|(_, n)| n).sum::<u64>(), 1736);
    }
}
