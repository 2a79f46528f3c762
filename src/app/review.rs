//! The app's side of a game review: the session's stored analysis turned into the engine's terms,
//! each move judged, the summaries, and the search for the next mistake.

use ardri_engine::review::{MoveJudgement, SideSummary, judge_move, summarize};
use ardri_engine::{Eval, PositionEval};
use ardri_saves::{Analysis, SavedScore};

use super::session::Session;

/// An evaluation as the save file keeps it.
pub fn saved_score(eval: Eval) -> SavedScore {
    match eval {
        Eval::Cp(cp) => SavedScore::Cp(cp),
        Eval::Win { side, moves } => SavedScore::Win { side, moves },
        Eval::Drawn => SavedScore::Drawn,
    }
}

/// A saved score as an evaluation.
pub fn eval_of(score: SavedScore) -> Eval {
    match score {
        SavedScore::Cp(cp) => Eval::Cp(cp),
        SavedScore::Win { side, moves } => Eval::Win { side, moves },
        SavedScore::Drawn => Eval::Drawn,
    }
}

/// A review's result for one position, as the session stores it.
pub fn analysis_of(eval: PositionEval) -> Analysis {
    Analysis {
        score: saved_score(eval.eval),
        depth: eval.depth,
        best: eval.best_move,
    }
}

fn position_evals(session: &Session) -> Vec<Option<PositionEval>> {
    session
        .analysis
        .iter()
        .map(|a| {
            a.map(|a| PositionEval {
                eval: eval_of(a.score),
                best_move: a.best,
                depth: a.depth,
            })
        })
        .collect()
}

/// Each main-line move judged (index i = move i + 1), where both positions around it are analysed.
pub fn judgements(session: &Session) -> Vec<Option<MoveJudgement>> {
    let evals = position_evals(session);
    (1..=session.game.ply_count())
        .map(|ply| judge_move(&session.game, &evals, ply))
        .collect()
}

/// The attackers' and the defenders' summaries.
pub fn summaries(session: &Session) -> [SideSummary; 2] {
    summarize(&judgements(session))
}

/// The ply of the next (or previous) inaccuracy or worse on the main line, from `from`.
pub fn next_mistake(session: &Session, from: usize, forward: bool) -> Option<usize> {
    let marks = judgements(session);
    let is_error = |ply: &usize| {
        marks
            .get(ply - 1)
            .copied()
            .flatten()
            .is_some_and(|j| j.class.is_error())
    };
    let count = session.game.ply_count();
    if forward {
        (from + 1..=count).find(is_error)
    } else {
        (1..from.min(count + 1)).rev().find(is_error)
    }
}
