//! What the evaluation bar shows: in a game against the engine, the person's own chances against the
//! level (with "Show chances while playing"), else the shown position's evaluation as chances for the
//! players "Judge as" names; and, without chances, why there are none.

use ardri_engine::{Chances, Eval, Wdl};
use ardri_rules::Position;

use super::super::game::chances;
use super::super::game::draw::DrawCtx;
use super::super::game::eval_bar;

/// What the bar shows: an evaluation and its chances, and whose chances they are.
pub struct BarChances {
    pub chances: Option<(Eval, Wdl)>,
    pub whose: String,
    /// Only the chance may be shown (the person's own, while they play the engine): never the
    /// engine's score or a forced win it found, which would tell them more than a percentage.
    pub chance_only: bool,
}

impl BarChances {
    pub fn none(why: &str) -> BarChances {
        BarChances {
            chances: None,
            whose: why.to_string(),
            chance_only: false,
        }
    }
}

/// In a game against the engine with "Show chances while playing" on: the last chances found for
/// the person (evaluation, chances, "you vs Level 6: 38%").
pub fn live_chances(ctx: &DrawCtx<'_>) -> Option<(Eval, Wdl, String)> {
    let person = chances::person_side(ctx.settings, ctx.session)?;
    if !ctx.settings.show_chances_while_playing || ctx.engine_state.analysis {
        return None;
    }
    let live = ctx
        .engine_state
        .chances
        .filter(|c| c.belongs_to(ctx.session))?;
    let wdl = live.wdl(&ctx.judge);
    Some((live.eval, wdl, chances::label(ctx.session, person, wdl)))
}

/// The bar's chances: while the person plays the engine (and analyses nothing), their own chances
/// against the level if they asked for them, else none; otherwise the shown position's evaluation
/// as chances for the players "Judge as" names.
pub fn bar_chances(ctx: &DrawCtx<'_>, shown: &Position) -> BarChances {
    if chances::person_side(ctx.settings, ctx.session).is_some()
        && !ctx.engine_state.analysis
        && ctx.holder_mover.is_none()
    {
        if !ctx.settings.show_chances_while_playing {
            return BarChances::none(
                "chances are hidden while you play (View > Show chances while playing)",
            );
        }
        return match live_chances(ctx) {
            Some((eval, wdl, label)) => BarChances {
                chances: Some((eval, wdl)),
                whose: format!(
                    "{label}: your expected score {}, from the last position where it was your move",
                    eval_bar::judge_words(&ctx.judge)
                ),
                chance_only: true,
            },
            None if ctx.session.game.ply_count() == 0 => {
                BarChances::none("your chances appear when it is your move")
            }
            None => BarChances::none("your chances appear when it is your move again"),
        };
    }
    match shown_eval(ctx, shown) {
        Some(eval) => BarChances {
            chances: Some((eval, ctx.judge.chances(eval, shown, false))),
            whose: eval_bar::judge_words(&ctx.judge),
            chance_only: false,
        },
        None => BarChances::none(
            "no evaluation of this position yet: start the analysis or review the game",
        ),
    }
}

/// The evaluation of the shown position: the live search of it, else the analysis kept with the game.
fn shown_eval(ctx: &DrawCtx<'_>, shown: &Position) -> Option<Eval> {
    let live = ctx.engine.report_for(shown.hash()).and_then(|search| {
        search
            .best()
            .map(|info| Eval::from_score(info.score, search.side))
    });
    live.or_else(|| ctx.session.shown_analysis().map(|a| a.eval))
}
