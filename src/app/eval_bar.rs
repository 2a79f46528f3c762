//! The evaluation bar: the engine's score turned into the defenders' share of a winning chance.
//!
//! The curve is the logistic that `ardri-engine tune` fits between this engine's evaluation and the
//! results of its self-play games (draws count half): chance = 1 / (1 + exp(-cp / SCALE)), from the
//! attackers' view. A forced win fills the bar.

use egui::{
    Align2, Color32, CornerRadius, FontId, Rect, Sense, Stroke, StrokeKind, Ui, Vec2, pos2,
};

use ardri_engine::Score;
use ardri_rules::{Outcome, Side};

/// Centi-pieces per unit of the logistic: the scale that best maps the default evaluation to the
/// results of 200 self-play games (`ardri-engine selfplay --games 200 --nodes 20000 --seed 7`, then
/// `ardri-engine tune FILE --iterations 0`, which printed 1561). Refit it when the evaluation changes.
pub const LOGISTIC_SCALE: f64 = 1560.0;

/// The attackers' chance (0 to 1) for a score from the attackers' view.
pub fn attackers_chance(score: Score) -> f64 {
    match score {
        Score::Cp(cp) => {
            let cp = f64::from(cp.clamp(-3000, 3000));
            1.0 / (1.0 + (-cp / LOGISTIC_SCALE).exp())
        }
        Score::Mate(n) if n > 0 => 1.0,
        Score::Mate(n) if n < 0 => 0.0,
        // Mate(0): the side to move (here the attackers' view) has lost.
        Score::Mate(_) => 0.0,
    }
}

/// The number printed on the bar: "D +1.2", "A +0.4", "A #3", "0.0".
pub fn score_text(score: Score) -> String {
    match score {
        Score::Cp(0) => "0.0".to_string(),
        Score::Cp(cp) if cp > 0 => format!("A +{:.1}", f64::from(cp) / 100.0),
        Score::Cp(cp) => format!("D +{:.1}", f64::from(-cp) / 100.0),
        Score::Mate(n) if n > 0 => format!("A #{n}"),
        Score::Mate(n) => format!("D #{}", -n),
    }
}

/// The text on the bar at the end of a game.
pub fn result_text(outcome: Outcome) -> &'static str {
    match outcome.winner {
        Some(Side::Attackers) => "A won",
        Some(Side::Defenders) => "D won",
        None => "Draw",
    }
}

/// Draws the bar in a strip of the given width and height. The defenders' share grows from the bottom
/// (from the top when the board is flipped), as the board's ranks do.
/// With `decided`, the game is over and the bar shows its result instead of the score.
pub fn eval_bar_ui(
    ui: &mut Ui,
    size: Vec2,
    score: Option<Score>,
    decided: Option<Outcome>,
    flipped: bool,
) {
    let (rect, response) = ui.allocate_exact_size(size, Sense::hover());
    let painter = ui.painter_at(rect);
    let attackers_color = Color32::from_rgb(58, 40, 36);
    let defenders_color = Color32::from_rgb(246, 244, 236);
    painter.rect_filled(rect, CornerRadius::same(3), attackers_color);
    let defenders_share = match decided {
        Some(outcome) => match outcome.winner {
            Some(Side::Defenders) => 1.0,
            Some(Side::Attackers) => 0.0,
            None => 0.5,
        },
        None => score.map_or(0.5, |s| 1.0 - attackers_chance(s)) as f32,
    };
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
    let text = match decided {
        Some(outcome) => result_text(outcome).to_string(),
        None => score.map_or_else(|| "-".to_string(), score_text),
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
    let font = FontId::proportional((size.x * 0.26).clamp(8.0, 12.0));
    painter.text(pos, anchor, &text, font, color);
    response.on_hover_text(match decided {
        Some(outcome) => format!("The game is over: {outcome}."),
        None => format!(
            "Engine evaluation: {text} (A = attackers ahead, D = defenders ahead, # = forced win in that many moves). The bar shows the defenders' expected score."
        ),
    });
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn chances_follow_the_score() {
        assert!((attackers_chance(Score::Cp(0)) - 0.5).abs() < 1e-9);
        // One logistic unit ahead is e / (1 + e) of the points; the two sides mirror each other.
        let one_unit = 1.0 / (1.0 + (-1.0f64).exp());
        assert!((attackers_chance(Score::Cp(1560)) - one_unit).abs() < 1e-3);
        assert!((attackers_chance(Score::Cp(-1560)) - (1.0 - one_unit)).abs() < 1e-3);
        assert!(attackers_chance(Score::Cp(100)) > attackers_chance(Score::Cp(50)));
        // Beyond the clamp a big lead still leaves room for the forced win to fill the bar.
        assert!(attackers_chance(Score::Cp(29_000)) < 0.95);
        assert_eq!(attackers_chance(Score::Mate(2)), 1.0);
        assert_eq!(attackers_chance(Score::Mate(-2)), 0.0);
        assert_eq!(score_text(Score::Cp(-120)), "D +1.2");
        assert_eq!(score_text(Score::Mate(3)), "A #3");
        assert_eq!(score_text(Score::Mate(-1)), "D #1");
        let escaped = Outcome {
            winner: Some(Side::Defenders),
            reason: ardri_rules::EndReason::KingEscaped,
        };
        assert_eq!(result_text(escaped), "D won");
    }
}
