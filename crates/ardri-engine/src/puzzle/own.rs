//! Puzzles from a person's own games: where a review found that the side to move had a forced win in
//! 2 to 6 of its moves and the move played did not keep a win as fast (it won slower, or threw the
//! win away), the position becomes a puzzle if it passes the same rules as the shipped set
//! ([`mine_position`], then [`verify`]: at each solver turn exactly one move wins as fast).

use ardri_rules::{Game, Move, Side};

use super::{MIN_PLIES, Puzzle, measured_rating, mine_position, rating_engine};
use crate::review::PositionEval;
use crate::score::Eval;
use crate::threads::Engine;

/// The fewest and the most of the winner's moves a missed win may need to become a puzzle (3 to
/// 11 plies).
pub const MISSED_MIN_MOVES: u32 = MIN_PLIES.div_ceil(2) as u32;
pub const MISSED_MAX_MOVES: u32 = 6;

/// A forced win the review saw and the game's move missed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MissedWin {
    /// The position before the move (after `ply` moves of the game).
    pub ply: usize,
    /// The side that had the win (the side to move there).
    pub side: Side,
    /// The win the review saw, in the winner's moves.
    pub moves: u32,
    /// The move the game went.
    pub played: Move,
}

/// The moves of `game` (by `sides`) that missed a forced win the review's `evals` (index = ply)
/// show: a win for the mover in [`MISSED_MIN_MOVES`] to [`MISSED_MAX_MOVES`] of its moves before
/// the move, and after it no win for the mover in fewer moves. Positions without both evaluations
/// are skipped.
pub fn missed_wins(game: &Game, evals: &[Option<PositionEval>], sides: &[Side]) -> Vec<MissedWin> {
    let mut out = Vec::new();
    for (ply, played) in game.moves().iter().enumerate() {
        let (Some(Some(before)), Some(Some(after))) = (evals.get(ply), evals.get(ply + 1)) else {
            continue;
        };
        let mover = game.positions()[ply].side_to_move();
        if !sides.contains(&mover) {
            continue;
        }
        let Eval::Win { side, moves } = before.eval else {
            continue;
        };
        if side != mover || !(MISSED_MIN_MOVES..=MISSED_MAX_MOVES).contains(&moves) {
            continue;
        }
        let kept = matches!(after.eval, Eval::Win { side, moves: m } if side == mover && m < moves);
        if !kept {
            out.push(MissedWin {
                ply,
                side: mover,
                moves,
                played: played.mv,
            });
        }
    }
    out
}

/// The puzzle a missed win makes, or `None` when the position is no puzzle by the shipped set's
/// rules (no unique winning move at some solver turn, a search over `node_limit` nodes) or the move
/// played solves it after all. `engine` should be a [`super::checking_engine`].
pub fn puzzle_from_missed_win(
    engine: &mut Engine,
    game: &Game,
    missed: &MissedWin,
    id: String,
    node_limit: u64,
) -> Option<Puzzle> {
    let position = *game.position_at(missed.ply)?;
    let puzzle = mine_position(engine, position, id, 2, node_limit)?;
    (!puzzle.accepts(0, missed.played)).then_some(puzzle)
}

/// The puzzles of a reviewed game: every missed win of `sides` tried with
/// [`puzzle_from_missed_win`], ids `{prefix}-{ply}`, each rated by [`measured_rating`]. `progress`
/// hears (done, of) after each and answers whether to go on.
pub fn puzzles_from_game(
    engine: &mut Engine,
    game: &Game,
    evals: &[Option<PositionEval>],
    sides: &[Side],
    prefix: &str,
    node_limit: u64,
    progress: &mut dyn FnMut(usize, usize) -> bool,
) -> Vec<Puzzle> {
    let missed = missed_wins(game, evals, sides);
    let mut out = Vec::new();
    let mut rater = None;
    for (i, m) in missed.iter().enumerate() {
        let id = format!("{prefix}-{}", m.ply);
        if let Some(mut p) = puzzle_from_missed_win(engine, game, m, id, node_limit) {
            p.rating = measured_rating(rater.get_or_insert_with(rating_engine), &p);
            out.push(p);
        }
        if !progress(i + 1, missed.len()) {
            break;
        }
    }
    out
}

/// Adds the puzzles of `new` whose position is not in `set` yet, each under an id not in `set`
/// (`-2`, `-3`, ... appended where needed); returns how many were added.
pub fn add_new_puzzles(set: &mut Vec<Puzzle>, new: Vec<Puzzle>) -> usize {
    let mut added = 0;
    for mut p in new {
        if set.iter().any(|q| q.position == p.position) {
            continue;
        }
        let base = p.id.clone();
        let mut k = 1;
        while set.iter().any(|q| q.id == p.id) {
            k += 1;
            p.id = format!("{base}-{k}");
        }
        set.push(p);
        added += 1;
    }
    added
}

#[cfg(test)]
mod tests {
    use std::sync::atomic::AtomicBool;

    use ardri_rules::{Position, Rules};

    use super::super::checking_engine;
    use super::*;
    use crate::limits::Limits;
    use crate::review::{ReviewOrder, analyse_game};

    const NODES: u64 = 3_000_000;

    /// A shipped puzzle (a unique win in 2 for the defenders: b6a6, b7b6, a6a7).
    const UNIQUE: &str = "1a1a3/1k1a3/d3a2/2d1daa/2adda1/a3a2/2a2a1 d";

    fn reviewed(fen: &str, moves: &[&str]) -> (Game, Vec<Option<PositionEval>>) {
        let mut game = Game::from_position(Position::from_fen(fen, Rules::default()).unwrap());
        for m in moves {
            game.play_text(m).unwrap();
        }
        let engine = Engine::new(crate::EngineOptions {
            threads: 1,
            hash_mib: 16,
            ..crate::EngineOptions::default()
        });
        let evals = analyse_game(
            &engine,
            &game,
            Limits::depth(8),
            ReviewOrder::Backward,
            &AtomicBool::new(false),
            &mut |_, _| {},
        );
        (game, evals)
    }

    /// A move of the defenders that does not win at once, given the position.
    fn slow_move(position: &Position, not: Move) -> Move {
        position
            .legal_moves()
            .iter()
            .copied()
            .find(|&m| {
                let mut g = Game::from_position(*position);
                m != not && g.play(m).is_ok() && !g.is_over() && {
                    // Not a win in 2 either: the reply is not forced into a loss in 1.
                    let e = checking_engine(4);
                    !matches!(
                        super::super::best_two(&e, &g, 4, NODES).and_then(|l| l.first().copied()),
                        Some((crate::Score::Mate(-1), _))
                    )
                }
            })
            .expect("a slower move")
    }

    #[test]
    fn a_missed_win_becomes_its_puzzle_and_a_kept_one_does_not() {
        let start = Position::from_fen(UNIQUE, Rules::default()).unwrap();
        let best: Move = start.parse_move("b6a6").unwrap();
        let slow = slow_move(&start, best);
        // The defenders miss the win in 2 (a slower move), then the attackers reply.
        let mut game = Game::from_position(start);
        game.play(slow).unwrap();
        let reply = game.position().legal_moves()[0];
        let (game, evals) = reviewed(UNIQUE, &[&slow.to_string(), &reply.to_string()]);
        let missed = missed_wins(&game, &evals, &[Side::Defenders]);
        assert_eq!(missed.len(), 1, "{missed:?}");
        assert_eq!((missed[0].ply, missed[0].moves), (0, 2));
        // The attackers' misses are not asked for.
        assert!(missed_wins(&game, &evals, &[Side::Attackers]).is_empty());
        let mut engine = checking_engine(32);
        let mut heard = Vec::new();
        let puzzles = puzzles_from_game(
            &mut engine,
            &game,
            &evals,
            &[Side::Defenders],
            "my-test",
            NODES,
            &mut |done, of| {
                heard.push((done, of));
                true
            },
        );
        assert_eq!(heard, [(1, 1)]);
        assert_eq!(puzzles.len(), 1);
        let p = &puzzles[0];
        assert_eq!((p.id.as_str(), p.position), ("my-test-0", start));
        assert_eq!(p.solution_text(), "b6a6 b7b6 a6a7");
        assert!(p.rating >= super::super::EASIEST_RATING, "rated");
        // Into a set: once only, under an id of its own.
        let mut set = vec![Puzzle {
            id: "my-test-0".into(),
            position: Position::from_fen("3a3/7/7/6a/7/1k5/7 d", Rules::default()).unwrap(),
            ..p.clone()
        }];
        assert_eq!(add_new_puzzles(&mut set, puzzles.clone()), 1);
        assert_eq!(set[1].id, "my-test-0-2");
        assert_eq!(add_new_puzzles(&mut set, puzzles.clone()), 0);

        // The same win played: nothing missed, no puzzle.
        let (game, evals) = reviewed(UNIQUE, &["b6a6", "b7b6", "a6a7"]);
        assert!(missed_wins(&game, &evals, &[Side::Defenders]).is_empty());
        assert!(
            puzzles_from_game(
                &mut engine,
                &game,
                &evals,
                &[Side::Defenders],
                "x",
                NODES,
                &mut |_, _| true
            )
            .is_empty()
        );
    }

    /// The king on b2 wins in two moves two ways (b1 then a1, a2 then a1): missing it is a missed
    /// win, but the position is no puzzle.
    #[test]
    fn a_missed_win_with_two_ways_is_rejected() {
        let fen = "3a3/7/7/6a/7/1k5/7 d";
        let (game, evals) = reviewed(fen, &["b2c2", "g4g5"]);
        let missed = missed_wins(&game, &evals, &[Side::Defenders]);
        assert_eq!(missed.len(), 1, "{missed:?} {evals:?}");
        let mut engine = checking_engine(32);
        assert_eq!(
            puzzle_from_missed_win(&mut engine, &game, &missed[0], "x".into(), NODES),
            None
        );
    }
}
