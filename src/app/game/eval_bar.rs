//! The evaluation bar: the engine's evaluation of the shown position turned into chances for the
//! players the review judges as (the game's players by default, or perfect play: the engine's own
//! view), or in a game against the engine the person's chances against the level: the bar is the
//! defenders' expected score, the number the side ahead's ("A 78%"), a forced win "A #3". Where
//! nothing is known the bar is empty, shows no number, and its tooltip says why.

use egui::{
    Align2, Color32, CornerRadius, FontId, Rect, Sense, Stroke, StrokeKind, Ui, Vec2, pos2,
};

use ardri_engine::{Eval, Judge, Wdl};
use ardri_rules::{Outcome, Side};

/// The smallest size of the number on the bar, in points.
const TEXT_SIZE: f32 = 12.0;

/// The number printed on the bar: the chance of the side ahead ("A 78%"), or a forced win ("A #3").
pub fn bar_text(eval: Eval, wdl: Wdl) -> String {
    match eval {
        Eval::Win { .. } => eval.to_string(),
        _ => wdl.to_string(),
    }
}

/// Which number the bar writes.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum BarNumber {
    /// The chance of the side ahead, or a forced win ("A 78%", "A #3").
    Chance,
    /// The engine's own score (View > Raw engine score).
    Raw,
    /// The chance alone, whatever the engine found (the person's own, while they play).
    ChanceOnly,
}

impl BarNumber {
    pub fn of(raw: bool, chance_only: bool) -> BarNumber {
        match (raw, chance_only) {
            (_, true) => BarNumber::ChanceOnly,
            (true, false) => BarNumber::Raw,
            (false, false) => BarNumber::Chance,
        }
    }

    /// The text for `eval` and its chances.
    pub fn text(self, eval: Eval, wdl: Wdl) -> String {
        match self {
            BarNumber::Chance => bar_text(eval, wdl),
            BarNumber::Raw => eval.to_string(),
            BarNumber::ChanceOnly => wdl.to_string(),
        }
    }
}

/// For whom chances hold, in words: "between perfect players (the engine's own view)", "for
/// attackers rated 1539 against defenders rated 1380".
pub fn judge_words(judge: &Judge) -> String {
    match judge {
        Judge::Engine => "between perfect players (the engine's own view)".to_string(),
        Judge::Players(r) if r.attackers == r.defenders => {
            format!("between two players rated {}", r.attackers)
        }
        Judge::Players(r) => format!(
            "for attackers rated {} against defenders rated {}",
            r.attackers, r.defenders
        ),
    }
}

/// What hovering the bar says: the chance and for whom it holds; the engine's score too, unless
/// only the chance may be shown.
pub fn bar_tooltip(eval: Eval, wdl: Wdl, whose: &str, number: BarNumber) -> String {
    let chance = format!(
        "{}: the expected score of the side ahead (a draw counts half), {whose} ({}).",
        wdl,
        wdl_text(wdl),
    );
    match number {
        BarNumber::ChanceOnly => chance,
        BarNumber::Chance | BarNumber::Raw => format!(
            "{chance} Engine score {eval} (A = attackers ahead, D = defenders ahead, # = forced win in that many moves)."
        ),
    }
}

/// Win, draw and loss in words, for tooltips.
pub fn wdl_text(wdl: Wdl) -> String {
    format!(
        "attackers win {:.0}%, draw {:.0}%, defenders win {:.0}%",
        wdl.attackers * 100.0,
        wdl.draw * 100.0,
        wdl.defenders * 100.0
    )
}

/// The text on the bar at the end of a game.
pub fn result_text(outcome: Outcome) -> &'static str {
    match outcome.winner {
        Some(Side::Attackers) => "A won",
        Some(Side::Defenders) => "D won",
        None => "Draw",
    }
}

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
        (Some(outcome), _) => format!("The game is over: {outcome}."),
        (None, Some((eval, wdl))) => bar_tooltip(eval, wdl, whose, number),
        (None, None) => format!("No chances shown: {whose}."),
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
                egui::WidgetInfo::labeled(egui::Role::Meter, true, "Evaluation: none")
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
        (Some(outcome), _) => result_text(outcome).to_string(),
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
        egui::WidgetInfo::labeled(egui::Role::Meter, true, format!("Evaluation: {text}"))
    });
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_number_names_the_side_ahead() {
        let wdl = Wdl {
            attackers: 0.7,
            draw: 0.16,
            defenders: 0.14,
        };
        assert_eq!(bar_text(Eval::Cp(900), wdl), "A 78%");
        assert_eq!(
            wdl_text(wdl),
            "attackers win 70%, draw 16%, defenders win 14%"
        );
        let won = Eval::Win {
            side: Side::Attackers,
            moves: 3,
        };
        assert_eq!(bar_text(won, Wdl::won_by(Side::Attackers)), "A #3");
        let escaped = Outcome {
            winner: Some(Side::Defenders),
            reason: ardri_rules::EndReason::KingEscaped,
        };
        assert_eq!(result_text(escaped), "D won");
    }

    #[test]
    fn while_the_person_plays_the_bar_shows_the_chance_and_nothing_more() {
        // The engine found a forced win in 4 for the attackers; the person's chance is 86%.
        let won = Eval::Win {
            side: Side::Attackers,
            moves: 4,
        };
        let wdl = Wdl {
            attackers: 0.84,
            draw: 0.04,
            defenders: 0.12,
        };
        assert_eq!(BarNumber::of(false, false).text(won, wdl), "A #4");
        assert_eq!(BarNumber::of(true, false).text(won, wdl), "A #4");
        assert_eq!(BarNumber::of(false, true).text(won, wdl), "A 86%");
        assert_eq!(BarNumber::of(true, true).text(won, wdl), "A 86%");
        let whose = "for attackers rated 1000 against defenders rated 918";
        let tip = bar_tooltip(won, wdl, whose, BarNumber::ChanceOnly);
        assert!(tip.contains(whose) && tip.starts_with("A 86%"), "{tip}");
        assert!(!tip.contains('#') && !tip.contains("Engine score"), "{tip}");
        assert!(bar_tooltip(won, wdl, whose, BarNumber::Chance).contains("Engine score A #4"));
    }
}
