//! The app's side of a game review: the session's stored analysis turned into the engine's terms,
//! each move judged, the summaries, and the search for the next mistake.

use ardri_engine::review::{MoveJudgement, SideSummary, attackers_chances, judge_game, summarize};
use ardri_engine::{PositionEval, WdlModel};
use ardri_saves::Analysis;

use super::session::Session;

/// The win/draw/loss model behind every chance the app shows (the engine's default evaluation).
pub fn model() -> &'static WdlModel {
    WdlModel::default_model()
}

/// A review's result for one position, as the session stores it.
pub fn analysis_of(eval: PositionEval) -> Analysis {
    Analysis {
        eval: eval.eval,
        depth: eval.depth,
        best: eval.best_move,
    }
}

pub fn position_evals(session: &Session) -> Vec<Option<PositionEval>> {
    session
        .analysis
        .iter()
        .map(|a| {
            a.map(|a| PositionEval {
                eval: a.eval,
                best_move: a.best,
                depth: a.depth,
            })
        })
        .collect()
}

/// Each main-line move judged (index i = move i + 1), where both positions around it are analysed.
pub fn judgements(session: &Session) -> Vec<Option<MoveJudgement>> {
    judge_game(&session.game, &position_evals(session), model())
}

/// The attackers' chance at each position of the main line (index = ply) where analysed.
pub fn chances(session: &Session) -> Vec<Option<f64>> {
    attackers_chances(&session.game, &position_evals(session), model())
}

/// The attackers' and the defenders' summaries from this frame's judgements.
pub fn summaries(session: &Session, marks: &[Option<MoveJudgement>]) -> [SideSummary; 2] {
    summarize(marks, &chances(session))
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
