//! What the evaluation bar shows: in a game against the engine, the person's own chances against the
//! level (with "Show chances while playing"), else the shown position's evaluation as chances for the
//! players "Judge as" names; and, without chances, why there are none. And the bar itself
//! (`eval_bar_ui`).

use super::engine_state::EngineState;
use egui::{
    Align2, Color32, CornerRadius, FontId, Rect, Sense, Stroke, StrokeKind, Ui, Vec2, pos2,
};

use ardri_engine::{Chances, Eval, Wdl};
use ardri_rules::{Outcome, Position, Side};

use super::super::game::draw::DrawCtx;
use super::super::game::eval_bar::{self, BarNumber, bar_tooltip, result_text};
use super::super::shell::i18n::tr;
use super::{WORDS, chances, outcome_text};

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
pub fn live_chances(ctx: &DrawCtx<'_>, engine: &EngineState) -> Option<(Eval, Wdl, String)> {
    let person = chances::person_side(ctx.settings, ctx.session)?;
    if !ctx.settings.show_chances_while_playing || engine.analysis {
        return None;
    }
    let live = engine.chances.filter(|c| c.belongs_to(ctx.session))?;
    let wdl = live.wdl(&ctx.judge);
    Some((live.eval, wdl, chances::label(ctx.session, person, wdl)))
}

/// The bar's chances: while the person plays the engine (and analyses nothing), their own chances
/// against the level if they asked for them, else none; otherwise the shown position's evaluation
/// as chances for the players "Judge as" names.
pub fn bar_chances(ctx: &DrawCtx<'_>, engine: &EngineState, shown: &Position) -> BarChances {
    if chances::person_side(ctx.settings, ctx.session).is_some()
        && !engine.analysis
        && ctx.holder_mover.is_none()
    {
        if !ctx.settings.show_chances_while_playing {
            return BarChances::none(&tr!(WORDS, "play-bar-chances-hidden"));
        }
        return match live_chances(ctx, engine) {
            Some((eval, wdl, label)) => BarChances {
                chances: Some((eval, wdl)),
                whose: tr!(
                    WORDS,
                    "play-bar-your-chances",
                    label = label,
                    judge = eval_bar::judge_words(&ctx.judge)
                )
                .into_owned(),
                chance_only: true,
            },
            None if ctx.session.game.ply_count() == 0 => {
                BarChances::none(&tr!(WORDS, "play-bar-chances-first"))
            }
            None => BarChances::none(&tr!(WORDS, "play-bar-chances-again")),
        };
    }
    match shown_eval(ctx, shown) {
        Some(eval) => BarChances {
            chances: Some((eval, ctx.judge.chances(eval, shown, false))),
            whose: eval_bar::judge_words(&ctx.judge),
            chance_only: false,
        },
        None => BarChances::none(&tr!(WORDS, "play-bar-no-evaluation")),
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

/// The smallest size of the number on the bar, in points.
const TEXT_SIZE: f32 = 12.0;

/// Draws the bar in a strip of the given width and height; with `raw`, the number is the engine's
/// score instead of the chance. The defenders' share grows from the bottom
/// (from the top when the board is flipped), as the board's ranks do.
/// With `decided`, the game is over and the bar shows its result instead of the score.
/// `whose` says whose chances the bar shows (or, without chances, why there are none).
pub fn eval_bar_ui(
    ui: &mut Ui,
    size: Vec2,
    eval: Option<(Eval, Wdl)>,
    whose: &str,
    number: BarNumber,
    decided: Option<Outcome>,
    flipped: bool,
) {
    let (rect, response) = ui.allocate_exact_size(size, Sense::hover());
    let response = response.on_hover_text(match (decided, eval) {
        (Some(outcome), _) => {
            tr!(WORDS, "play-bar-game-over", outcome = outcome_text(outcome)).into_owned()
        }
        (None, Some((eval, wdl))) => bar_tooltip(eval, wdl, whose, number),
        (None, None) => tr!(WORDS, "play-bar-no-chances", why = whose).into_owned(),
    });
    let painter = ui.painter_at(rect);
    let attackers_color = Color32::from_rgb(58, 40, 36);
    let defenders_color = Color32::from_rgb(246, 244, 236);
    let defenders_share = match (decided, eval) {
        (Some(outcome), _) => match outcome.winner {
            Some(Side::Defenders) => 1.0,
            Some(Side::Attackers) => 0.0,
            None => 0.5,
        },
        (None, Some((_, wdl))) => wdl.chance_for(Side::Defenders) as f32,
        (None, None) => {
            // Nothing known: an empty frame, no fill, no number.
            response.widget_info(|| {
                egui::WidgetInfo::labeled(
                    egui::Role::Meter,
                    true,
                    tr!(WORDS, "play-bar-evaluation-none"),
                )
            });
            painter.rect_stroke(
                rect,
                CornerRadius::same(3),
                Stroke::new(1.0, Color32::GRAY),
                StrokeKind::Inside,
            );
            return;
        }
    };
    painter.rect_filled(rect, CornerRadius::same(3), attackers_color);
    let height = rect.height() * defenders_share;
    let filled = if flipped {
        Rect::from_min_max(rect.min, pos2(rect.max.x, rect.min.y + height))
    } else {
        Rect::from_min_max(pos2(rect.min.x, rect.max.y - height), rect.max)
    };
    painter.rect_filled(filled, CornerRadius::same(3), defenders_color);
    // The midline: an even game.
    let mid = rect.center().y;
    painter.line_segment(
        [pos2(rect.min.x, mid), pos2(rect.max.x, mid)],
        Stroke::new(1.0, Color32::from_rgb(200, 60, 60)),
    );
    painter.rect_stroke(
        rect,
        CornerRadius::same(3),
        Stroke::new(1.0, Color32::GRAY),
        StrokeKind::Inside,
    );
    let text = match (decided, eval) {
        (Some(outcome), _) => result_text(outcome).into_owned(),
        (None, Some((eval, wdl))) => number.text(eval, wdl),
        (None, None) => unreachable!("handled above"),
    };
    let defenders_ahead = defenders_share >= 0.5;
    // Write the number on the leading side's end of the bar, in the colour that reads on it.
    let at_bottom = defenders_ahead != flipped;
    let (pos, anchor) = if at_bottom {
        (
            pos2(rect.center().x, rect.max.y - 4.0),
            Align2::CENTER_BOTTOM,
        )
    } else {
        (pos2(rect.center().x, rect.min.y + 4.0), Align2::CENTER_TOP)
    };
    let color = if defenders_ahead {
        attackers_color
    } else {
        defenders_color
    };
    // The bar's own colours, not the theme's: the number reads the same in both themes.
    let mut font = FontId::proportional(TEXT_SIZE.max(size.x * 0.26));
    // A narrow bar writes the side over the number ("A" above "93%", "D" above "won"), in a font
    // small enough to fit: whose chance it is is said at every width.
    let lines: Vec<&str> = match text.split_once(' ') {
        Some((side, rest)) if size.x < 44.0 => vec![side, rest],
        _ => vec![text.as_str()],
    };
    let widest = |font: &FontId| {
        lines
            .iter()
            .map(|line| {
                painter
                    .layout_no_wrap(line.to_string(), font.clone(), color)
                    .size()
                    .x
            })
            .fold(0.0, f32::max)
    };
    while font.size > 7.0 && widest(&font) > size.x - 2.0 {
        font.size -= 1.0;
    }
    let line_height = painter
        .layout_no_wrap("A".to_string(), font.clone(), color)
        .size()
        .y;
    // Written from the bar's end inwards, the side first when it reads from the top.
    let count = lines.len();
    for (i, line) in lines.iter().enumerate() {
        let offset = if at_bottom { count - 1 - i } else { i } as f32 * line_height;
        let at = if at_bottom {
            pos - Vec2::new(0.0, offset)
        } else {
            pos + Vec2::new(0.0, offset)
        };
        painter.text(at, anchor, line, font.clone(), color);
    }
    response.widget_info(|| {
        egui::WidgetInfo::labeled(
            egui::Role::Meter,
            true,
            tr!(WORDS, "play-bar-evaluation", value = text.as_str()),
        )
    });
}
