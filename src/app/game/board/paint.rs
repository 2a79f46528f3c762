//! The board's painting: pieces (distinct shapes, not only colours), move marks, arrows, the
//! person's drawings, and the learning aids' rings and paths.

use egui::{Align2, Color32, FontId, Pos2, Rect, Shape, Stroke, vec2};

use ardri_rules::{Piece, Position, Square};
use ardri_saves::Shape as Drawing;

use super::super::super::shell::theme;
use super::{BoardAids, Geometry, brush_color};

/// One of the person's drawings; `opacity` below 1 for the one under way.
pub(super) fn draw_drawing(
    painter: &egui::Painter,
    geometry: &Geometry,
    drawing: Drawing,
    opacity: f32,
) {
    let s = geometry.square;
    let color = brush_color(drawing.color()).gamma_multiply(opacity);
    match drawing {
        Drawing::Arrow { from, to, .. } => {
            let from = geometry.square_rect(from).center();
            let to = geometry.square_rect(to).center();
            let direction = (to - from).normalized();
            let head = s * 0.32;
            let tip = to - direction * s * 0.12;
            let base = tip - direction * head;
            let normal = vec2(-direction.y, direction.x) * head * 0.62;
            painter.line_segment([from, base], Stroke::new(s * 0.14, color));
            painter.add(Shape::convex_polygon(
                vec![tip, base + normal, base - normal],
                color,
                Stroke::NONE,
            ));
        }
        Drawing::Circle { square, .. } => {
            let rect = geometry.square_rect(square);
            painter.circle_stroke(rect.center(), s * 0.44, Stroke::new(s * 0.07, color));
        }
    }
}

/// Attackers are dark diamonds, defenders light discs, the king a light disc with a gold ring and cross.
/// Eases a slide: fast out, soft landing.
pub(super) fn ease(t: f32) -> f32 {
    let t = t.clamp(0.0, 1.0);
    1.0 - (1.0 - t) * (1.0 - t)
}

/// The colour of the king's ways to the corners: the defenders' hope, green as a go.
pub(super) const KING_PATH: Color32 = Color32::from_rgb(40, 170, 90);
/// The ring around a piece that can be taken: red as a warning, dashed so it reads without colour.
pub(super) const DANGER: Color32 = Color32::from_rgb(220, 40, 40);
/// The ring where the king escaped.
pub(super) const ESCAPED: Color32 = Color32::from_rgb(230, 170, 30);

/// The king's near ways to the corners: a line from the king through each square he would step on,
/// a dot on each, a ring on the corner.
pub(super) fn draw_king_paths(
    painter: &egui::Painter,
    geometry: &Geometry,
    position: &Position,
    paths: &[Vec<Square>],
) {
    let s = geometry.square;
    let color = KING_PATH.gamma_multiply(0.85);
    let stroke = Stroke::new(s * 0.06, color);
    for path in paths {
        let mut at = geometry.square_rect(position.king_square()).center();
        for &sq in path {
            let next = geometry.square_rect(sq).center();
            painter.add(Shape::dashed_line(&[at, next], stroke, s * 0.12, s * 0.08));
            painter.circle_filled(next, s * 0.08, color);
            at = next;
        }
        if let Some(&corner) = path.last() {
            painter.circle_stroke(geometry.square_rect(corner).center(), s * 0.3, stroke);
        }
    }
}

/// A dashed ring around each piece that can be taken; where the game ended with the king, a ring
/// on his square, and a captured king crossed out.
pub(super) fn draw_danger_and_end(painter: &egui::Painter, geometry: &Geometry, aids: &BoardAids) {
    let s = geometry.square;
    for sq in aids.danger {
        let center = geometry.square_rect(sq).center();
        let r = s * 0.44;
        let points: Vec<Pos2> = (0..=32)
            .map(|i| {
                let a = i as f32 / 32.0 * std::f32::consts::TAU;
                center + vec2(a.cos(), a.sin()) * r
            })
            .collect();
        painter.add(Shape::dashed_line(
            &points,
            Stroke::new(s * 0.06, DANGER),
            s * 0.1,
            s * 0.06,
        ));
    }
    if let Some((sq, captured)) = aids.king_end {
        let rect = geometry.square_rect(sq);
        let color = if captured { DANGER } else { ESCAPED };
        painter.circle_stroke(rect.center(), s * 0.46, Stroke::new(s * 0.08, color));
        if captured {
            let inset = rect.shrink(s * 0.22);
            let stroke = Stroke::new(s * 0.09, DANGER);
            painter.line_segment([inset.left_top(), inset.right_bottom()], stroke);
            painter.line_segment([inset.right_top(), inset.left_bottom()], stroke);
        }
    }
}

pub fn draw_piece(painter: &egui::Painter, piece: Piece, center: Pos2, square: f32, opacity: f32) {
    let palette = theme::current(painter.ctx()).palette();
    let fade = |c: Color32| c.gamma_multiply(opacity);
    let r = square * 0.36;
    match piece {
        Piece::Attacker => {
            let points = vec![
                center + vec2(0.0, -r),
                center + vec2(r, 0.0),
                center + vec2(0.0, r),
                center + vec2(-r, 0.0),
            ];
            painter.add(Shape::convex_polygon(
                points,
                fade(palette.attacker),
                Stroke::new(square * 0.03, fade(palette.attacker_edge)),
            ));
            painter.circle_filled(center, r * 0.22, fade(palette.defender.gamma_multiply(0.5)));
        }
        Piece::Defender => {
            painter.circle(
                center,
                r * 0.85,
                fade(palette.defender),
                Stroke::new(square * 0.03, fade(palette.defender_edge)),
            );
        }
        Piece::King => {
            painter.circle(
                center,
                r,
                fade(palette.defender),
                Stroke::new(square * 0.06, fade(palette.king_mark)),
            );
            let arm = r * 0.55;
            let stroke = Stroke::new(square * 0.07, fade(palette.king_mark));
            painter.line_segment([center - vec2(arm, 0.0), center + vec2(arm, 0.0)], stroke);
            painter.line_segment([center - vec2(0.0, arm), center + vec2(0.0, arm)], stroke);
        }
    }
}

/// The review's mark of a move, as a badge in its destination square's top right corner.
pub(super) fn draw_move_mark(painter: &egui::Painter, square: Rect, mark: &str, color: Color32) {
    let radius = square.width() * 0.17;
    let center = square.right_top() + vec2(-radius * 0.9, radius * 0.9);
    painter.circle(center, radius, color, Stroke::new(1.5, Color32::BLACK));
    painter.text(
        center,
        Align2::CENTER_CENTER,
        mark,
        FontId::proportional(radius * 1.1),
        Color32::BLACK,
    );
}

/// An arrow from one square's centre to another's; `strength` (0 to 1) makes it thinner and fainter;
/// `rank` is written on its shaft.
pub(super) fn draw_arrow(
    painter: &egui::Painter,
    from: Pos2,
    to: Pos2,
    square: f32,
    strength: f32,
    rank: Option<usize>,
) {
    let palette = theme::current(painter.ctx()).palette();
    let strength = strength.clamp(0.2, 1.0);
    let color = palette.arrow.gamma_multiply(0.35 + 0.65 * strength);
    let direction = (to - from).normalized();
    let head = square * (0.2 + 0.1 * strength);
    let tip = to - direction * square * 0.08;
    let base = tip - direction * head;
    let normal = vec2(-direction.y, direction.x) * head * 0.6;
    painter.line_segment(
        [from, base],
        Stroke::new(square * (0.05 + 0.05 * strength), color),
    );
    painter.add(Shape::convex_polygon(
        vec![tip, base + normal, base - normal],
        color,
        Stroke::NONE,
    ));
    if let Some(rank) = rank {
        let at = from + (base - from) * 0.5;
        let radius = square * 0.11;
        painter.circle(
            at,
            radius,
            palette.arrow.to_opaque(),
            Stroke::new(1.0, Color32::WHITE),
        );
        painter.text(
            at,
            Align2::CENTER_CENTER,
            rank.to_string(),
            FontId::proportional(radius * 1.5),
            Color32::WHITE,
        );
    }
}
