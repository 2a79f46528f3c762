//! "Why": under the move list, the shown move's error explained in plain words (the rules' tactics
//! and the searched line, never guesswork: `ardri_engine::review::explain`).

use egui::{RichText, Ui};

use ardri_engine::review::explain::explain;

use super::super::game::draw::DrawCtx;

/// The lines explaining the main-line move that led to the shown position, when the review judged
/// it an inaccuracy or worse; empty otherwise.
pub fn why_lines(ctx: &DrawCtx<'_>) -> Vec<String> {
    let session = ctx.session;
    let ply = session.view_ply;
    if session.browsing.is_some() || ply == 0 {
        return Vec::new();
    }
    let Some(judgement) = ctx.marks.get(ply - 1).copied().flatten() else {
        return Vec::new();
    };
    if !judgement.class.is_error() {
        return Vec::new();
    }
    let (Some(before), Some(played)) = (
        session.game.position_at(ply - 1),
        session.game.moves().get(ply - 1),
    ) else {
        return Vec::new();
    };
    let (Some(Some(b)), Some(Some(a))) = (session.analysis.get(ply - 1), session.analysis.get(ply))
    else {
        return Vec::new();
    };
    explain(before, played.mv, b.best, b.eval, a.eval).lines(before, played.mv)
}

/// Draws the explanation of the shown move, if it has one.
pub fn why_ui(ui: &mut Ui, ctx: &DrawCtx<'_>) {
    let lines = why_lines(ctx);
    if lines.is_empty() {
        return;
    }
    let ply = ctx.session.view_ply;
    let class = ctx.marks[ply - 1].map_or("", |j| j.class.name());
    let article = if class.starts_with(['a', 'e', 'i', 'o', 'u']) {
        "an"
    } else {
        "a"
    };
    let before = ctx.session.game.positions()[ply - 1];
    let text = before.display_move(ctx.session.game.moves()[ply - 1].mv);
    ui.label(RichText::new(format!("Why {text} is {article} {class}")).strong());
    for line in lines {
        ui.label(line);
    }
    ui.separator();
}
