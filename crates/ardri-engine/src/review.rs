//! Whole-game review: every position of a game analysed with one table, and each move classed by how
//! much of the mover's winning chance it gave away against the engine's best move.
//!
//! The winning chance comes from the evaluation through a logistic fitted to this engine's self-play
//! results (see [`LOGISTIC_SCALE`]); a forced win counts as a certain one. The thresholds follow
//! lichess, which classes a move by the drop in the mover's winning chance: 5, 10 and 15 points (of
//! 100) for an inaccuracy, a mistake and a blunder.

use std::sync::atomic::{AtomicBool, Ordering};

use ardri_rules::{Game, Move, Side};

use crate::limits::Limits;
use crate::score::Score;
use crate::search::SearchRequest;
use crate::threads::Engine;

/// Centi-pieces per unit of the logistic that maps the evaluation to the attackers' chance: the
/// scale that best fits the default evaluation to the results of 200 self-play games
/// (`ardri-engine selfplay --games 200 --nodes 20000 --seed 7`, then `tune FILE --iterations 0`,
/// which printed 1561). Refit it when the evaluation changes.
pub const LOGISTIC_SCALE: f64 = crate::nnue::LOGIT_CP as f64;

/// A drop of at most this much (of 1) still counts as the best move: within the noise of a search.
pub const BEST_DROP: f64 = 0.01;
/// A drop below this is a good move; from it on an inaccuracy (`?!`).
pub const INACCURACY_DROP: f64 = 0.05;
/// From this drop on a mistake (`?`).
pub const MISTAKE_DROP: f64 = 0.10;
/// From this drop on a blunder (`??`).
pub const BLUNDER_DROP: f64 = 0.15;

/// An evaluation of a position from the attackers' view, as the save files keep it.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Eval {
    /// Centi-pieces (100 = one ordinary piece), positive when the attackers are ahead.
    Cp(i32),
    /// This side wins in this many of its own moves; 0 when the game is already won.
    Win { side: Side, moves: u32 },
    /// The game is drawn (repetition, or no move under the draw rule).
    Drawn,
}

impl Eval {
    /// The evaluation of a score given from the view of `to_move`, the side to move.
    pub fn from_score(score: Score, to_move: Side) -> Eval {
        let attackers = match to_move {
            Side::Attackers => score,
            Side::Defenders => score.flipped(),
        };
        match attackers {
            Score::Cp(cp) => Eval::Cp(cp),
            // Mate(0) is "the side to move has lost": seen from the attackers, a defenders' win.
            Score::Mate(n) if n > 0 || (n == 0 && to_move == Side::Defenders) => Eval::Win {
                side: Side::Attackers,
                moves: n.unsigned_abs(),
            },
            Score::Mate(n) => Eval::Win {
                side: Side::Defenders,
                moves: n.unsigned_abs(),
            },
        }
    }

    /// The defenders' winning chance, 0 to 1 (a draw counts half).
    pub fn defenders_chance(self) -> f64 {
        match self {
            Eval::Cp(cp) => {
                let cp = f64::from(cp.clamp(-3000, 3000));
                1.0 - 1.0 / (1.0 + (-cp / LOGISTIC_SCALE).exp())
            }
            Eval::Win {
                side: Side::Defenders,
                ..
            } => 1.0,
            Eval::Win {
                side: Side::Attackers,
                ..
            } => 0.0,
            Eval::Drawn => 0.5,
        }
    }

    /// `side`'s winning chance, 0 to 1.
    pub fn chance_for(self, side: Side) -> f64 {
        match side {
            Side::Defenders => self.defenders_chance(),
            Side::Attackers => 1.0 - self.defenders_chance(),
        }
    }
}

/// What the engine thinks of one position of a game.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct PositionEval {
    pub eval: Eval,
    /// The engine's move there; `None` when the game is over.
    pub best_move: Option<Move>,
    /// The depth of the search it came from (0 for a finished game).
    pub depth: u32,
}

/// How good a move was, judged by the winning chance it gave away.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, PartialOrd, Ord)]
pub enum MoveClass {
    Best,
    Good,
    Inaccuracy,
    Mistake,
    Blunder,
}

impl MoveClass {
    pub const ALL: [MoveClass; 5] = [
        MoveClass::Best,
        MoveClass::Good,
        MoveClass::Inaccuracy,
        MoveClass::Mistake,
        MoveClass::Blunder,
    ];

    /// The class of a move that lowered the mover's chance by `drop` (0 to 1); `engine_best` when it
    /// is the move the engine chose.
    pub fn from_drop(drop: f64, engine_best: bool) -> MoveClass {
        if engine_best || drop <= BEST_DROP {
            MoveClass::Best
        } else if drop < INACCURACY_DROP {
            MoveClass::Good
        } else if drop < MISTAKE_DROP {
            MoveClass::Inaccuracy
        } else if drop < BLUNDER_DROP {
            MoveClass::Mistake
        } else {
            MoveClass::Blunder
        }
    }

    /// The mark after the move: `?!`, `?`, `??`, or nothing.
    pub const fn mark(self) -> &'static str {
        match self {
            MoveClass::Best | MoveClass::Good => "",
            MoveClass::Inaccuracy => "?!",
            MoveClass::Mistake => "?",
            MoveClass::Blunder => "??",
        }
    }

    pub const fn name(self) -> &'static str {
        match self {
            MoveClass::Best => "best",
            MoveClass::Good => "good",
            MoveClass::Inaccuracy => "inaccuracy",
            MoveClass::Mistake => "mistake",
            MoveClass::Blunder => "blunder",
        }
    }

    /// An inaccuracy or worse: what "next mistake" jumps to.
    pub const fn is_error(self) -> bool {
        matches!(
            self,
            MoveClass::Inaccuracy | MoveClass::Mistake | MoveClass::Blunder
        )
    }
}

/// One move judged.
#[derive(Clone, Copy, PartialEq, Debug)]
pub struct MoveJudgement {
    pub mover: Side,
    /// The mover's chance before the move (with the engine's best move) and after the one played.
    pub chance_before: f64,
    pub chance_after: f64,
    pub class: MoveClass,
    /// 0 to 100, lichess's per-move accuracy (see [`move_accuracy`]).
    pub accuracy: f64,
}

/// lichess's accuracy of one move from the mover's winning chance before and after it (0 to 1):
/// `103.1668 * exp(-0.04354 * (before - after) * 100) - 3.1669`, kept within 0 to 100. A move that
/// loses nothing scores 100; one that throws away half the game about 8.
pub fn move_accuracy(chance_before: f64, chance_after: f64) -> f64 {
    let drop_points = ((chance_before - chance_after) * 100.0).max(0.0);
    (103.1668 * (-0.04354 * drop_points).exp() - 3.1669).clamp(0.0, 100.0)
}

/// Judges move `ply` (1 = the first) of `game` from the evaluations of the positions before and
/// after it (`evals[ply - 1]` and `evals[ply]`); `None` when either is missing.
pub fn judge_move(
    game: &Game,
    evals: &[Option<PositionEval>],
    ply: usize,
) -> Option<MoveJudgement> {
    let before = evals.get(ply.checked_sub(1)?)?.as_ref()?;
    let after = evals.get(ply)?.as_ref()?;
    let played = game.moves().get(ply - 1)?;
    let mover = game.position_at(ply - 1)?.side_to_move();
    let chance_before = before.eval.chance_for(mover);
    let chance_after = after.eval.chance_for(mover);
    let engine_best = before.best_move == Some(played.mv);
    Some(MoveJudgement {
        mover,
        chance_before,
        chance_after,
        class: MoveClass::from_drop(chance_before - chance_after, engine_best),
        accuracy: move_accuracy(chance_before, chance_after),
    })
}

/// A side's moves summed up.
#[derive(Clone, Copy, PartialEq, Debug, Default)]
pub struct SideSummary {
    /// Moves per class, in the order of [`MoveClass::ALL`].
    pub counts: [usize; 5],
    /// The mean of the side's per-move accuracies; `None` without judged moves.
    pub accuracy: Option<f64>,
}

/// The summary of each side: `[attackers, defenders]`.
pub fn summarize(judgements: &[Option<MoveJudgement>]) -> [SideSummary; 2] {
    let mut out = [SideSummary::default(); 2];
    let mut totals = [(0.0, 0usize); 2];
    for j in judgements.iter().flatten() {
        let i = j.mover as usize;
        out[i].counts[j.class as usize] += 1;
        totals[i].0 += j.accuracy;
        totals[i].1 += 1;
    }
    for (summary, (sum, n)) in out.iter_mut().zip(totals) {
        summary.accuracy = (n > 0).then(|| sum / n as f64);
    }
    out
}

/// In which order a review visits the positions.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum ReviewOrder {
    /// From the last position back to the start: the table then holds what the later positions
    /// found, which the earlier ones reach.
    Backward,
    Forward,
}

/// Analyses every position of `game` (the start to the end) with `limits` each, on one engine and
/// its table, until done or `stop` is raised. `progress` hears each position as it is finished.
/// Returns the evaluations by ply (index 0 = the start); positions not reached are `None`.
pub fn analyse_game(
    engine: &Engine,
    game: &Game,
    limits: Limits,
    order: ReviewOrder,
    stop: &AtomicBool,
    progress: &mut dyn FnMut(usize, &PositionEval),
) -> Vec<Option<PositionEval>> {
    let plies = game.ply_count();
    let mut evals = vec![None; plies + 1];
    let visit: Vec<usize> = match order {
        ReviewOrder::Backward => (0..=plies).rev().collect(),
        ReviewOrder::Forward => (0..=plies).collect(),
    };
    for ply in visit {
        if stop.load(Ordering::Relaxed) {
            break;
        }
        let eval = analyse_position(engine, game, ply, limits, stop);
        // A search cut short by the stop flag is not a finished evaluation.
        if stop.load(Ordering::Relaxed) && eval.depth > 0 {
            break;
        }
        progress(ply, &eval);
        evals[ply] = Some(eval);
    }
    evals
}

/// The engine's view of the position after `ply` moves of `game` (its history counts for
/// repetitions); a finished game gets its result without a search.
pub fn analyse_position(
    engine: &Engine,
    game: &Game,
    ply: usize,
    limits: Limits,
    stop: &AtomicBool,
) -> PositionEval {
    let positions = &game.positions()[..=ply];
    let position = positions[ply];
    let request = SearchRequest {
        position,
        history: positions[..ply].to_vec(),
        limits,
        analysis: true,
        multipv: 1,
    };
    if let Some(outcome) = request.outcome() {
        let eval = match outcome.winner {
            Some(side) => Eval::Win { side, moves: 0 },
            None => Eval::Drawn,
        };
        return PositionEval {
            eval,
            best_move: None,
            depth: 0,
        };
    }
    let result = engine.search(&request, stop, &mut |_| {});
    PositionEval {
        eval: Eval::from_score(result.score, position.side_to_move()),
        best_move: result.best_move,
        depth: result.depth,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn chances_follow_the_evaluation_and_wins_are_certain() {
        assert_eq!(Eval::Cp(0).defenders_chance(), 0.5);
        assert!(Eval::Cp(-500).defenders_chance() > 0.5);
        assert!(Eval::Cp(500).defenders_chance() < 0.5);
        let won = Eval::Win {
            side: Side::Defenders,
            moves: 3,
        };
        assert_eq!(won.chance_for(Side::Defenders), 1.0);
        assert_eq!(won.chance_for(Side::Attackers), 0.0);
        assert_eq!(Eval::Drawn.chance_for(Side::Attackers), 0.5);
    }

    #[test]
    fn scores_turn_to_the_attackers_view() {
        assert_eq!(
            Eval::from_score(Score::Cp(40), Side::Defenders),
            Eval::Cp(-40)
        );
        assert_eq!(
            Eval::from_score(Score::Mate(2), Side::Defenders),
            Eval::Win {
                side: Side::Defenders,
                moves: 2
            }
        );
        assert_eq!(
            Eval::from_score(Score::Mate(-1), Side::Defenders),
            Eval::Win {
                side: Side::Attackers,
                moves: 1
            }
        );
    }

    #[test]
    fn classes_follow_the_drop() {
        assert_eq!(MoveClass::from_drop(0.30, true), MoveClass::Best);
        assert_eq!(MoveClass::from_drop(0.005, false), MoveClass::Best);
        assert_eq!(MoveClass::from_drop(0.03, false), MoveClass::Good);
        assert_eq!(MoveClass::from_drop(0.07, false), MoveClass::Inaccuracy);
        assert_eq!(MoveClass::from_drop(0.12, false), MoveClass::Mistake);
        assert_eq!(MoveClass::from_drop(0.5, false), MoveClass::Blunder);
        assert!(move_accuracy(0.6, 0.6) > 99.99);
        assert!(move_accuracy(0.6, 0.1) < 15.0);
        assert!(move_accuracy(0.6, 0.5) > move_accuracy(0.6, 0.4));
    }
}
