//! A puzzle's starting rating from something measured: the **search effort** it takes. At each of
//! the solver's turns, a full-strength search (one thread, a fresh table, the normal pruning) runs
//! until its best line starts with a move the puzzle accepts and is scored as a win in the moves
//! left; the nodes it needed are summed over the turns ([`nodes_to_find`]). A longer line, more
//! moves to choose from at each turn and a quiet key move all make that number grow. The rating is
//! linear in its logarithm ([`rating_from_nodes`]): each doubling adds [`RATING_PER_DOUBLING`].
//!
//! The engine's weaker levels (skill levels 1 to 12, see [`crate::skill`]: searches cut short, on an
//! evaluation with noise) are the check of that measure: a level
//! solves a puzzle when, at each solver turn, the move it plays is accepted; [`failures`] counts the
//! (level, seed) pairs that fail. `ardri-engine puzzles rate` prints how many fail per rating band.

use std::sync::atomic::{AtomicBool, Ordering};

use super::Puzzle;
use crate::limits::Limits;
use crate::score::Score;
use crate::search::SearchRequest;
use crate::skill::MAX_SKILL;
use crate::threads::{Engine, EngineOptions};

/// The most nodes [`nodes_to_find`] spends on one solver turn.
pub const FIND_NODE_LIMIT: u64 = 4_000_000;
/// The rating of a puzzle found within 16 nodes (the least there is).
pub const EASIEST_RATING: i32 = 700;
/// What each doubling of the nodes needed adds to the rating.
pub const RATING_PER_DOUBLING: f64 = 80.0;
/// The highest starting rating (a puzzle the search does not find within its budget).
pub const HARDEST_RATING: i32 = 2300;

/// The levels tried by [`failures`]: every one below full strength.
pub const RATED_LEVELS: u8 = MAX_SKILL - 1;
/// The seeds each level plays a puzzle with in [`failures`] (its random choices).
pub const RATING_SEEDS: [u64; 2] = [1, 2];

/// An engine for rating: one thread, a small table, the normal search (pruning as in play).
pub fn rating_engine() -> Engine {
    Engine::new(EngineOptions {
        threads: 1,
        hash_mib: 4,
        ..EngineOptions::default()
    })
}

/// The search effort of a puzzle (see the module's documentation): the nodes summed over the
/// solver's turns, a turn not found within [`FIND_NODE_LIMIT`] counting as that.
pub fn nodes_to_find(engine: &mut Engine, puzzle: &Puzzle) -> u64 {
    let n = puzzle.solution.len();
    let mut total = 0;
    for ply in (0..n).step_by(2) {
        let moves_left = (n - ply).div_ceil(2) as i32;
        let game = puzzle.game_at(ply);
        engine.clear();
        let request =
            SearchRequest::from_game(&game, Limits::nodes(FIND_NODE_LIMIT)).for_analysis();
        let stop = AtomicBool::new(false);
        let mut found = None;
        engine.search(&request, &stop, &mut |info| {
            let wins = matches!(info.score, Score::Mate(m) if m > 0 && m <= moves_left);
            if found.is_none() && wins && info.pv.first().is_some_and(|&m| puzzle.accepts(ply, m)) {
                found = Some(info.nodes);
                stop.store(true, Ordering::Relaxed);
            }
        });
        total += found.unwrap_or(FIND_NODE_LIMIT);
    }
    total
}

/// The starting rating for a search effort: [`EASIEST_RATING`] at 16 nodes or fewer, plus
/// [`RATING_PER_DOUBLING`] for each doubling, at most [`HARDEST_RATING`], rounded to tens.
pub fn rating_from_nodes(nodes: u64) -> i32 {
    let doublings = ((nodes.max(16) as f64).log2() - 4.0).max(0.0);
    let raw = f64::from(EASIEST_RATING) + RATING_PER_DOUBLING * doublings;
    ((raw / 10.0).round() as i32 * 10).min(HARDEST_RATING)
}

/// The measured starting rating of a puzzle.
pub fn measured_rating(engine: &mut Engine, puzzle: &Puzzle) -> i32 {
    rating_from_nodes(nodes_to_find(engine, puzzle))
}

/// Whether the engine at `level` with `seed` solves the puzzle (its table is cleared first): at
/// each solver turn the move it plays, as in a game, is accepted.
pub fn level_solves(engine: &mut Engine, puzzle: &Puzzle, level: u8, seed: u64) -> bool {
    engine.set_skill_level(level);
    engine.set_skill_seed(seed);
    engine.clear();
    let solved = (0..puzzle.solution.len()).step_by(2).all(|ply| {
        let game = puzzle.game_at(ply);
        let request = SearchRequest::from_game(&game, Limits::default());
        let result = engine.search(&request, &AtomicBool::new(false), &mut |_| {});
        result.best_move.is_some_and(|m| puzzle.accepts(ply, m))
    });
    engine.set_skill_level(MAX_SKILL);
    solved
}

/// How many (level, seed) pairs of levels 1 to [`RATED_LEVELS`] and [`RATING_SEEDS`] fail the
/// puzzle: 0 (the weakest level solves it every time) to 24 (12 levels, 2 seeds).
pub fn failures(engine: &mut Engine, puzzle: &Puzzle) -> u32 {
    let mut failed = 0;
    for level in 1..=RATED_LEVELS {
        for seed in RATING_SEEDS {
            if !level_solves(engine, puzzle, level, seed) {
                failed += 1;
            }
        }
    }
    failed
}

#[cfg(test)]
mod tests {
    use ardri_rules::Rules;

    use super::*;

    #[test]
    fn a_longer_win_takes_more_search_and_rates_higher() {
        let parse = |line: &str| Puzzle::parse(line, Rules::default()).unwrap();
        // A king one step from a corner twice over (3 plies), and a shipped 7-ply capture.
        let short = parse("s;1a1a3/1k1a3/d3a2/2d1daa/2adda1/a3a2/2a2a1 d;b6a6 b7b6 a6a7;escape;0");
        let long = parse(
            "l;7/1a1a1aa/3a1k1/4a2/1a1a1a1/1a3a1/1da4 a;g6g5 f5f4 f6f5 f4g4 f2g2 g4g3 g5g4;capture;0",
        );
        let mut engine = rating_engine();
        let (a, b) = (
            nodes_to_find(&mut engine, &short),
            nodes_to_find(&mut engine, &long),
        );
        assert!(
            a > 0 && a < b,
            "{a} nodes for the short one, {b} for the long"
        );
        assert!(measured_rating(&mut engine, &short) < measured_rating(&mut engine, &long));
        assert!(level_solves(&mut engine, &short, MAX_SKILL, 1));
        assert!(failures(&mut engine, &short) <= failures(&mut engine, &long));
        assert_eq!(rating_from_nodes(1), EASIEST_RATING);
        assert_eq!(rating_from_nodes(64), EASIEST_RATING + 160);
        assert_eq!(rating_from_nodes(u64::MAX), HARDEST_RATING);
    }
}
