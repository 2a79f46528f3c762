//! `ardri-engine puzzles check FILE`: every puzzle's solution is checked for uniqueness; the
//! failures are printed with their count, and the command fails if there are any.

use std::path::PathBuf;

use clap::Args;

use ardri_engine::puzzle::{Puzzle, checking_engine, verify};

use crate::progress_bar;

/// The node budget of one search when mining and checking.
pub const DEFAULT_NODES: u64 = 3_000_000;

#[derive(Args)]
pub struct CheckArgs {
    /// The puzzle file.
    file: PathBuf,
    /// How many plies deeper than the rest of the line each check searches.
    #[arg(long, default_value_t = 2)]
    extra_depth: u32,
    /// A search that needs more nodes than this fails the puzzle (as when mining).
    #[arg(long, default_value_t = DEFAULT_NODES)]
    nodes: u64,
    /// Transposition table size per worker, MiB.
    #[arg(long, default_value_t = 32)]
    hash: usize,
    /// Puzzles checked at once (one search thread each).
    #[arg(long, default_value_t = 1)]
    jobs: usize,
}

/// The puzzles that fail, with the reason.
pub fn failures(
    puzzles: &[Puzzle],
    extra_depth: u32,
    nodes: u64,
    hash: usize,
    jobs: usize,
    on_done: &(dyn Fn() + Sync),
) -> Vec<(String, String)> {
    let jobs = jobs.max(1);
    let mut out: Vec<(usize, String, String)> = std::thread::scope(|scope| {
        let workers: Vec<_> = (0..jobs)
            .map(|w| {
                scope.spawn(move || {
                    let mut engine = checking_engine(hash);
                    let mut bad = Vec::new();
                    for (i, p) in puzzles.iter().enumerate().skip(w).step_by(jobs) {
                        if let Err(e) = verify(&mut engine, p, extra_depth, nodes) {
                            bad.push((i, p.id.clone(), e.to_string()));
                        }
                        on_done();
                    }
                    bad
                })
            })
            .collect();
        workers
            .into_iter()
            .flat_map(|w| w.join().expect("check worker"))
            .collect()
    });
    out.sort();
    out.into_iter().map(|(_, id, e)| (id, e)).collect()
}

pub fn run(args: CheckArgs) -> crate::CommandResult {
    let puzzles = super::read_file(&args.file)?;
    let bar = progress_bar(puzzles.len() as u64, "puzzles");
    let bad = failures(
        &puzzles,
        args.extra_depth,
        args.nodes,
        args.hash,
        args.jobs,
        &|| bar.inc(1),
    );
    bar.finish_and_clear();
    for (id, reason) in &bad {
        outln!("{id}: {reason}");
    }
    outln!("{} puzzles, {} failures", puzzles.len(), bad.len());
    if bad.is_empty() {
        Ok(())
    } else {
        Err(format!("{} of {} puzzles failed", bad.len(), puzzles.len()).into())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use ardri_engine::Score;
    use ardri_engine::puzzle::{best_two, parse_puzzles};
    use ardri_rules::{Game, Position, Rules};

    fn shipped() -> Vec<Puzzle> {
        parse_puzzles(
            include_str!("../../../../assets/puzzles.txt"),
            Rules::default(),
        )
        .expect("the shipped puzzles parse")
    }

    #[test]
    fn shipped_puzzles_pass_and_a_wrong_move_fails() {
        let puzzles = shipped();
        assert!(puzzles.len() >= 500, "{} puzzles", puzzles.len());
        // A sample here (the whole set: `ardri-engine puzzles check assets/puzzles.txt`).
        let sample: Vec<Puzzle> = puzzles.iter().step_by(50).cloned().collect();
        assert!(failures(&sample, 2, DEFAULT_NODES, 32, 1, &|| {}).is_empty());
        let p = &puzzles[0];
        let game = p.game_at(0);
        let wrong = game
            .position()
            .legal_moves()
            .iter()
            .copied()
            .find(|&m| m != p.solution[0])
            .expect("another move");
        assert!(!p.accepts(0, wrong));
        assert!(p.accepts(0, p.solution[0]));
    }

    /// At some shipped puzzle's first move, another move also forces a win, only slower: it is not
    /// accepted, and a line built on it fails the check.
    #[test]
    fn a_slower_win_is_not_accepted() {
        let mut engine = ardri_engine::puzzle::checking_engine(32);
        for p in shipped().iter().filter(|p| p.solution.len() == 3).take(40) {
            let game = p.game_at(0);
            for &m in game.position().legal_moves().iter() {
                if m == p.solution[0] {
                    continue;
                }
                let mut after = game.clone();
                after.play(m).unwrap();
                if after.is_over() {
                    continue;
                }
                let lines = best_two(&engine, &after, 6, DEFAULT_NODES).unwrap();
                // The opponent loses, but not within the puzzle's two moves.
                if let Some(&(Score::Mate(n), reply)) = lines.first()
                    && n < -1
                {
                    assert!(!p.accepts(0, m), "{}: {m} wins slower", p.id);
                    let mut slower = p.clone();
                    slower.solution = vec![m, reply];
                    let mut g = after.clone();
                    g.play(reply).unwrap();
                    let best = best_two(&engine, &g, 6, DEFAULT_NODES).unwrap()[0].1;
                    slower.solution.push(best);
                    assert!(verify(&mut engine, &slower, 2, DEFAULT_NODES).is_err());
                    return;
                }
            }
        }
        panic!("no puzzle with a slower second win among the sample");
    }

    /// The king on b2 with two attackers far away wins in two moves two ways (b1 then a1, a2 then
    /// a1): a line through one of them is not unique.
    #[test]
    fn check_catches_a_puzzle_that_is_not_unique() {
        let position = Position::from_fen("3a3/7/7/6a/7/1k5/7 d", Rules::default()).unwrap();
        let mut engine = ardri_engine::puzzle::checking_engine(32);
        let mut game = Game::from_position(position);
        let mut solution = Vec::new();
        for _ in 0..3 {
            let lines = best_two(&engine, &game, 6, DEFAULT_NODES).unwrap();
            let m = lines[0].1;
            solution.push(m);
            game.play(m).unwrap();
        }
        assert!(game.is_over());
        let puzzle = Puzzle {
            id: "two-ways".into(),
            position,
            themes: vec![],
            rating: 1500,
            solution,
        };
        let err = verify(&mut engine, &puzzle, 2, DEFAULT_NODES).unwrap_err();
        assert!(
            matches!(err, ardri_engine::puzzle::VerifyError::SecondWin { .. }),
            "{err}"
        );
        assert!(err.to_string().contains("also wins as fast"), "{err}");
        let bad = failures(&[puzzle], 2, DEFAULT_NODES, 32, 1, &|| {});
        assert_eq!(bad.len(), 1);
    }
}
