//! Whole-game review: every position of a game analysed with one table, and each move classed by how
//! much of the mover's winning chance it gave away against the engine's best move.
//!
//! The winning chance comes from the evaluation through a logistic fitted to this engine's self-play
//! results (see [`LOGISTIC_SCALE`]); a forced win counts as a certain one. The thresholds follow
//! lichess, which classes a move by the drop in the mover's winning chance: 5, 10 and 15 points (of
//! 100) for an inaccuracy, a mistake and a blunder.

use std::sync::atomic::{AtomicBool, Ordering};

pub mod explain;

use ardri_rules::{Game, Move, Side};

use crate::limits::Limits;
use crate::score::Eval;
use crate::search::SearchRequest;
use crate::threads::Engine;
use crate::wdl::players::Chances;

/// A drop of at most this much (of 1) still counts as the best move: within the noise of a search.
pub const BEST_DROP: f64 = 0.01;
/// A drop below this is a good move; from it on an inaccuracy (`?!`).
pub const INACCURACY_DROP: f64 = 0.05;
/// From this drop on a mistake (`?`).
pub const MISTAKE_DROP: f64 = 0.10;
/// From this drop on a blunder (`??`).
pub const BLUNDER_DROP: f64 = 0.15;

/// A move that lets a forced loss be found where there was none is judged as lichess judges a move
/// that allows mate, by what the mover still had: a blunder from this chance up (lichess: -700 cp,
/// 7% by its curve), a mistake from [`LOSS_ALLOWED_MISTAKE`] (lichess: -999 cp, 2.5%), else an
/// inaccuracy.
pub const LOSS_ALLOWED_BLUNDER: f64 = 0.07;
pub const LOSS_ALLOWED_MISTAKE: f64 = 0.025;

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
    /// The mover's chance (expected score, 0 to 1) before the move (with the engine's best move)
    /// and after the one played.
    pub chance_before: f64,
    pub chance_after: f64,
    pub class: MoveClass,
    /// 0 to 100, lichess's per-move accuracy (see [`move_accuracy`]) of the chances on the
    /// judge's yardstick ([`Chances::accuracy_chance_of`]: club players' for people, whoever
    /// played), so that accuracies compare across games and levels.
    pub accuracy: f64,
}

/// lichess's accuracy of one move from the mover's chance before and after it (0 to 1), as lila's
/// `AccuracyPercent.fromWinPercents` computes it: 100 when nothing is lost, else
/// `103.1668 * exp(-0.04354 * drop) - 3.1669 + 1` with the drop in points of 100 (the +1 is
/// lichess's allowance for imperfect analysis), kept within 0 to 100. Throwing away half the game
/// scores about 9.
pub fn move_accuracy(chance_before: f64, chance_after: f64) -> f64 {
    if chance_after >= chance_before {
        return 100.0;
    }
    let drop_points = (chance_before - chance_after) * 100.0;
    (103.166_810_071_164_9 * (-0.043_544_153_867_539_51 * drop_points).exp()
        - 3.166_924_740_191_411
        + 1.0)
        .clamp(0.0, 100.0)
}

/// Judges move `ply` (1 = the first) of `game` from the evaluations of the positions before and
/// after it (`evals[ply - 1]` and `evals[ply]`), their chances by `model`; `None` when either is
/// missing.
pub fn judge_move(
    game: &Game,
    evals: &[Option<PositionEval>],
    ply: usize,
    model: &(impl Chances + ?Sized),
) -> Option<MoveJudgement> {
    let before = evals.get(ply.checked_sub(1)?)?.as_ref()?;
    let after = evals.get(ply)?.as_ref()?;
    let played = game.moves().get(ply - 1)?;
    let position_before = game.position_at(ply - 1)?;
    let position_after = game.position_at(ply)?;
    let mover = position_before.side_to_move();
    let chance_before = model.chance_of(before.eval, position_before, before.depth == 0, mover);
    let chance_after = model.chance_of(after.eval, position_after, after.depth == 0, mover);
    let engine_best = before.best_move == Some(played.mv);
    let mut class = MoveClass::from_drop(chance_before - chance_after, engine_best);
    // A forced loss found at once where there was none: judged by what the mover still had.
    let loses_by_force = matches!(after.eval, Eval::Win { side, .. } if side != mover);
    let lost_before = matches!(before.eval, Eval::Win { side, .. } if side != mover);
    // People see a win on the next move: letting one happen is a blunder at any human rating,
    // whatever the chances said before.
    let loses_next = matches!(after.eval, Eval::Win { side, moves: 1 } if side != mover);
    if loses_next && !lost_before && !engine_best && model.judges_people() {
        class = MoveClass::Blunder;
    }
    // The king's rule, under every judge (perfect play too): a move that lets the king be taken,
    // or reach a corner, on the very next move is a blunder, unless every move did.
    if !engine_best && opens_the_king(position_before, played.mv) {
        class = MoveClass::Blunder;
    }
    // A forced win let slip is at least a mistake, however little the chances moved.
    let won_before = matches!(before.eval, Eval::Win { side, moves } if side == mover && moves > 0);
    let still_won = matches!(after.eval, Eval::Win { side, .. } if side == mover);
    if won_before && !still_won && !engine_best {
        class = class.max(MoveClass::Mistake);
    }
    if loses_by_force && !lost_before && !engine_best {
        class = class.max(if chance_before >= LOSS_ALLOWED_BLUNDER {
            MoveClass::Blunder
        } else if chance_before >= LOSS_ALLOWED_MISTAKE {
            MoveClass::Mistake
        } else {
            MoveClass::Inaccuracy
        });
    }
    Some(MoveJudgement {
        mover,
        chance_before,
        chance_after,
        class,
        // The engine's own move is the reference: what its chance after seems to lose is the
        // noise of two searches, as its class says.
        accuracy: if engine_best {
            100.0
        } else {
            move_accuracy(
                model.accuracy_chance_of(before.eval, position_before, before.depth == 0, mover),
                model.accuracy_chance_of(after.eval, position_after, after.depth == 0, mover),
            )
        },
    })
}

/// Whether `played` lets the opponent end the game with the king on the next move (capture him, or
/// take him to a corner) when some other legal move would not have.
pub fn opens_the_king(before: &ardri_rules::Position, played: Move) -> bool {
    let opens = |m: Move| before.after_unchecked(m).has_winning_move();
    opens(played) && before.legal_moves().iter().any(|&m| !opens(m))
}

/// Judges every move of the main line (index `ply - 1`, `None` where an evaluation is missing).
pub fn judge_game(
    game: &Game,
    evals: &[Option<PositionEval>],
    model: &(impl Chances + ?Sized),
) -> Vec<Option<MoveJudgement>> {
    (1..=game.ply_count())
        .map(|ply| judge_move(game, evals, ply, model))
        .collect()
}

/// A side's moves summed up.
#[derive(Clone, Copy, PartialEq, Debug, Default)]
pub struct SideSummary {
    /// Moves per class, in the order of [`MoveClass::ALL`].
    pub counts: [usize; 5],
    /// lichess's game accuracy of the side (see [`game_accuracy`]); `None` without judged moves.
    pub accuracy: Option<f64>,
}

/// lichess's game accuracy (lila's `AccuracyPercent.gameAccuracy`) of each side, `[attackers,
/// defenders]`: the mean of two means of the side's move accuracies, one weighted by the game's
/// volatility around each move (the standard deviation of the attackers' chance, in points, over a
/// window of `moves / 10` positions kept within 2 to 8, each weight kept within 0.5 to 12) and the
/// harmonic mean, which a single blunder pulls down hard. A weak game cannot hide its blunders
/// among many easy moves, and quiet stretches count less than sharp ones.
///
/// `judgements` are indexed by ply - 1 as [`judge_game`] returns them; `chances` are the attackers'
/// chances of the positions (index = ply, 0 the start) where known, on the accuracy's yardstick
/// ([`yardstick_chances`]).
pub fn game_accuracy(
    judgements: &[Option<MoveJudgement>],
    chances: &[Option<f64>],
) -> [Option<f64>; 2] {
    let points: Vec<f64> = chances.iter().map(|c| c.unwrap_or(0.5) * 100.0).collect();
    let moves = judgements.len();
    let window = (moves / 10).clamp(2, 8).min(points.len().max(1));
    // lila: the first window repeated for the first moves, then a sliding window.
    let mut weights = Vec::with_capacity(moves);
    for i in 0..moves {
        let start = (i + 1)
            .saturating_sub(window - 1)
            .min(points.len().saturating_sub(window));
        let slice = &points[start..(start + window).min(points.len())];
        weights.push(standard_deviation(slice).clamp(0.5, 12.0));
    }
    let mut out = [None, None];
    for side in [Side::Attackers, Side::Defenders] {
        let mine: Vec<(f64, f64)> = judgements
            .iter()
            .zip(&weights)
            .filter_map(|(j, &w)| j.filter(|j| j.mover == side).map(|j| (j.accuracy, w)))
            .collect();
        if mine.is_empty() {
            continue;
        }
        let weight_sum: f64 = mine.iter().map(|&(_, w)| w).sum();
        let weighted = mine.iter().map(|&(a, w)| a * w).sum::<f64>() / weight_sum;
        // A move of accuracy 0 makes the harmonic mean 0, as in lila.
        let harmonic = mine.len() as f64 / mine.iter().map(|&(a, _)| 1.0 / a).sum::<f64>();
        out[side as usize] = Some((weighted + harmonic) / 2.0);
    }
    out
}

fn standard_deviation(values: &[f64]) -> f64 {
    if values.len() < 2 {
        return 0.0;
    }
    let mean = values.iter().sum::<f64>() / values.len() as f64;
    (values.iter().map(|v| (v - mean).powi(2)).sum::<f64>() / values.len() as f64).sqrt()
}

/// The summary of each side, `[attackers, defenders]`: counts per class and the game accuracy.
pub fn summarize(
    judgements: &[Option<MoveJudgement>],
    chances: &[Option<f64>],
) -> [SideSummary; 2] {
    let mut out = [SideSummary::default(); 2];
    for j in judgements.iter().flatten() {
        out[j.mover as usize].counts[j.class as usize] += 1;
    }
    let accuracy = game_accuracy(judgements, chances);
    for (summary, accuracy) in out.iter_mut().zip(accuracy) {
        summary.accuracy = accuracy;
    }
    out
}

/// The attackers' chance at every position of the main line (index = ply) where it was analysed.
pub fn attackers_chances(
    game: &Game,
    evals: &[Option<PositionEval>],
    model: &(impl Chances + ?Sized),
) -> Vec<Option<f64>> {
    per_position(game, evals, |eval, position| {
        model.chance_of(eval.eval, position, eval.depth == 0, Side::Attackers)
    })
}

/// The attackers' chance at every position of the main line on the yardstick accuracy is measured
/// by ([`Chances::accuracy_chance_of`]); what [`summarize`] weighs the moves by, so that a game's
/// accuracy is the same whoever is said to have played it.
pub fn yardstick_chances(
    game: &Game,
    evals: &[Option<PositionEval>],
    model: &(impl Chances + ?Sized),
) -> Vec<Option<f64>> {
    per_position(game, evals, |eval, position| {
        model.accuracy_chance_of(eval.eval, position, eval.depth == 0, Side::Attackers)
    })
}

/// `chance` of every position of the main line (index = ply) that was analysed.
fn per_position(
    game: &Game,
    evals: &[Option<PositionEval>],
    chance: impl Fn(&PositionEval, &ardri_rules::Position) -> f64,
) -> Vec<Option<f64>> {
    (0..=game.ply_count())
        .map(|ply| Some(chance(evals.get(ply)?.as_ref()?, game.position_at(ply)?)))
        .collect()
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
    let request = SearchRequest::from_game_at(game, ply, limits).for_analysis();
    let position = request.position;
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
    use crate::score::Score;

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
        assert_eq!(move_accuracy(0.6, 0.6), 100.0);
        assert_eq!(move_accuracy(0.5, 0.7), 100.0);
        assert!(move_accuracy(0.6, 0.1) < 15.0);
        // The +1 allowance: a drop of one point scores 96.6.
        assert!(
            (move_accuracy(0.5, 0.49) - 96.6).abs() < 0.1,
            "{}",
            move_accuracy(0.5, 0.49)
        );
        assert!(move_accuracy(0.6, 0.5) > move_accuracy(0.6, 0.4));
    }
}
