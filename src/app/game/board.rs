//! The board: squares, restricted squares, pieces drawn with the painter (distinct shapes, not only
//! colours), coordinates, last move, destination dots, capture marks, the best-move arrow, the
//! person's own arrows and circles, and input by click-click or drag and drop (left button) and
//! drawing (right button, as on lichess). Every square is its own widget, labelled with its name
//! ("d4"), so tests and screen readers can find it.

use egui::{
    Align2, Color32, CornerRadius, Event, FontId, Id, LayerId, Modifiers, Order, PointerButton,
    Pos2, Rect, Response, Sense, Stroke, StrokeKind, Ui, Vec2, WidgetInfo, pos2, vec2,
};

use ardri_rules::{Bitboard, Move, Piece, Position, Square};
use ardri_saves::{Shape as Drawing, ShapeColor};

use super::super::shell::theme::{self, translucent};
use super::{WORDS, tr};

mod paint;

pub use paint::draw_piece;
use paint::{draw_arrow, draw_danger_and_end, draw_drawing, draw_king_paths, draw_move_mark, ease};

/// The pieces of a position being set up, which need not be legal yet (the editor's board).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SetUpPieces {
    pub attackers: Bitboard,
    pub defenders: Bitboard,
    pub king: Bitboard,
}

impl SetUpPieces {
    /// The piece on `square`, if any.
    pub fn piece_at(&self, square: Square) -> Option<Piece> {
        [
            (self.attackers, Piece::Attacker),
            (self.defenders, Piece::Defender),
            (self.king, Piece::King),
        ]
        .into_iter()
        .find(|(bb, _)| bb.contains(square))
        .map(|(_, piece)| piece)
    }
}

/// Everything the board shows; the app owns the state, the board only draws it and reports input.
pub struct BoardView<'a> {
    pub position: &'a Position,
    pub flipped: bool,
    pub show_coordinates: bool,
    pub show_dots: bool,
    pub selected: Option<Square>,
    pub last_move: Option<Move>,
    /// Squares where pieces were just captured, with how visible the mark still is (1 to 0).
    pub captured: &'a [(Square, f32)],
    /// Arrows for the engine's lines, the best first, each with its strength (1 = the best).
    pub arrows: &'a [(Move, f32)],
    /// Squares whose pieces the person may move now.
    pub movable: Bitboard,
    /// A position being set up, drawn instead of `position` even while it is not yet a legal one.
    pub setup: Option<SetUpPieces>,
    /// The person's arrows and circles for the shown position.
    pub drawings: &'a [Drawing],
    /// Whether a right-button drag draws (not while a position is set up or a line previewed).
    pub can_draw: bool,
    /// The review's mark of the move that led here (`??`, `?`, `?!`), on its destination square in
    /// the class's colour: a symbol, so it reads without the colour.
    pub move_mark: Option<(Square, &'static str, Color32)>,
    /// Learning aids (View > Learning aids), when on.
    pub aids: Option<&'a BoardAids>,
}

/// What the learning aids add to the board (see `game::aids`).
#[derive(Clone, Debug, Default, PartialEq)]
pub struct BoardAids {
    /// Pieces either side could take with its next move: ringed.
    pub danger: Bitboard,
    /// The king's near ways to the corners: the squares he would step on, the corner last.
    pub king_paths: Vec<Vec<Square>>,
    /// Pieces the last move took, drawn faintly where they stood (with their opacity).
    pub taken: Vec<(Square, Piece, f32)>,
    /// The last move's piece sliding into place: the move and how far it has come (0 to 1).
    pub slide: Option<(Move, f32)>,
    /// Where the game ended with the king: his square and whether he was captured (else escaped).
    pub king_end: Option<(Square, bool)>,
}

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum BoardInput {
    Clicked(Square),
    /// A drag from `from` ended over `to` (`None`: off the board).
    Dropped {
        from: Square,
        to: Option<Square>,
    },
    /// A right-button drag drew this (an arrow, or a circle when it ended where it began).
    Drew(Drawing),
}

/// lichess's brushes: plain green, Shift red, Alt blue, Ctrl (or Shift+Alt) yellow.
pub fn brush(modifiers: Modifiers) -> ShapeColor {
    let ctrl = modifiers.ctrl || modifiers.command || modifiers.mac_cmd;
    match (modifiers.shift, modifiers.alt) {
        _ if ctrl => ShapeColor::Yellow,
        (true, true) => ShapeColor::Yellow,
        (true, false) => ShapeColor::Red,
        (false, true) => ShapeColor::Blue,
        (false, false) => ShapeColor::Green,
    }
}

/// The colour a brush paints with, and how opaque.
fn brush_color(color: ShapeColor) -> Color32 {
    match color {
        ShapeColor::Green => translucent(21, 120, 27, 200),
        ShapeColor::Red => translucent(170, 30, 30, 200),
        ShapeColor::Blue => translucent(0, 60, 160, 200),
        ShapeColor::Yellow => translucent(230, 143, 0, 210),
    }
}

struct Geometry {
    board: Rect,
    square: f32,
    flipped: bool,
}

impl Geometry {
    fn square_rect(&self, sq: Square) -> Rect {
        let (col, row) = if self.flipped {
            (6 - sq.file(), sq.rank())
        } else {
            (sq.file(), 6 - sq.rank())
        };
        Rect::from_min_size(
            self.board.min + vec2(col as f32 * self.square, row as f32 * self.square),
            Vec2::splat(self.square),
        )
    }

    fn square_at(&self, pos: Pos2) -> Option<Square> {
        if !self.board.contains(pos) {
            return None;
        }
        let col = ((pos.x - self.board.min.x) / self.square).floor() as i32;
        let row = ((pos.y - self.board.min.y) / self.square).floor() as i32;
        let (col, row) = (col.clamp(0, 6) as u8, row.clamp(0, 6) as u8);
        if self.flipped {
            Square::from_coords(6 - col, row)
        } else {
            Square::from_coords(col, 6 - row)
        }
    }
}

/// The space around the squares that the coordinates take, for a board of `side` points.
pub fn coordinate_margin(side: f32, show_coordinates: bool) -> f32 {
    if show_coordinates { side * 0.05 } else { 0.0 }
}

/// Draws the board in a square of `side` points and returns what the person did on it.
pub fn board_ui(ui: &mut Ui, view: &BoardView<'_>, side: f32) -> Vec<BoardInput> {
    let (outer, _) = ui.allocate_exact_size(Vec2::splat(side), Sense::hover());
    let margin = coordinate_margin(side, view.show_coordinates);
    let board = outer.shrink(margin);
    let geometry = Geometry {
        board,
        square: board.width() / 7.0,
        flipped: view.flipped,
    };
    let painter = ui.painter_at(outer);
    let palette = theme::current(ui.ctx()).palette();
    let s = geometry.square;

    // Squares: checkered, restricted squares in stone with a cross so they differ by more than colour.
    for sq in Square::all() {
        let rect = geometry.square_rect(sq);
        let restricted = Bitboard::RESTRICTED.contains(sq);
        let fill = if restricted {
            palette.restricted
        } else if (sq.file() + sq.rank()) % 2 == 0 {
            palette.dark
        } else {
            palette.light
        };
        painter.rect_filled(rect, CornerRadius::ZERO, fill);
        if restricted {
            let inset = rect.shrink(s * 0.18);
            let stroke = Stroke::new(s * 0.04, palette.restricted_mark);
            painter.line_segment([inset.left_top(), inset.right_bottom()], stroke);
            painter.line_segment([inset.right_top(), inset.left_bottom()], stroke);
        }
        if view.last_move.is_some_and(|m| m.from == sq || m.to == sq) {
            painter.rect_filled(rect, CornerRadius::ZERO, palette.last_move);
        }
        if view.selected == Some(sq) {
            painter.rect_filled(rect, CornerRadius::ZERO, palette.selected);
        }
    }
    painter.rect_stroke(
        board,
        CornerRadius::ZERO,
        Stroke::new(1.5, palette.attacker_edge),
        StrokeKind::Outside,
    );

    if view.show_coordinates {
        let font = FontId::proportional(margin * 0.6);
        let color = ui.visuals().text_color();
        for i in 0..7u8 {
            let file_sq = Square::from_coords(i, 0).expect("on the board");
            let x = geometry.square_rect(file_sq).center().x;
            let letter = (b'a' + i) as char;
            painter.text(
                pos2(x, board.max.y + margin * 0.5),
                Align2::CENTER_CENTER,
                letter,
                font.clone(),
                color,
            );
            let rank_sq = Square::from_coords(0, i).expect("on the board");
            let y = geometry.square_rect(rank_sq).center().y;
            painter.text(
                pos2(board.min.x - margin * 0.5, y),
                Align2::CENTER_CENTER,
                i + 1,
                font.clone(),
                color,
            );
        }
    }

    // Interaction: one widget per square.
    let mut inputs = Vec::new();
    let base_id = ui.make_persistent_id("board");
    let mut dragged_from = None;
    // The legal targets of the selected piece, for the squares' names.
    let legal = view.position.legal_moves();
    // The pieces that can move now (the person's, with a legal move), for the squares' names.
    let can_move = legal
        .iter()
        .fold(Bitboard::EMPTY, |b, m| b | Bitboard::from(m.from))
        & view.movable;
    let targets: Bitboard = view.selected.map_or(Bitboard::EMPTY, |from| {
        legal
            .iter()
            .filter(|m| m.from == from)
            .fold(Bitboard::EMPTY, |b, m| b | Bitboard::from(m.to))
    });
    // Asked to take the keyboard (B): the square it last had, else the king's.
    if ui
        .data_mut(|d| d.remove_temp::<bool>(take_keyboard_key()))
        .is_some()
    {
        let last = ui.data(|d| d.get_temp::<egui::Id>(board_focus_key()));
        let king = base_id.with(view.position.king_square().index());
        ui.memory_mut(|m| m.request_focus(last.unwrap_or(king)));
    }
    for sq in Square::all() {
        let rect = geometry.square_rect(sq);
        let response = ui.interact(rect, base_id.with(sq.index()), Sense::click_and_drag());
        // Named only when a screen reader (or a test) asks: not 49 strings every frame.
        response.widget_info(|| {
            WidgetInfo::labeled(
                egui::Role::Button,
                true,
                square_name(view, sq, targets, can_move),
            )
        });
        if response.has_focus() {
            // The keyboard's square: always visible, and the arrow keys walk the board.
            painter.rect_stroke(
                rect.shrink(2.0),
                CornerRadius::same(2),
                Stroke::new(3.0, ui.visuals().selection.stroke.color),
                StrokeKind::Inside,
            );
            ui.data_mut(|d| d.insert_temp(board_focus_key(), response.id));
        }
        if response.clicked() {
            inputs.push(BoardInput::Clicked(sq));
        }
        // Pieces move with the left button only: the right one draws.
        let moving = response.dragged_by(PointerButton::Primary)
            || response.drag_started_by(PointerButton::Primary);
        if view.movable.contains(sq) && moving {
            dragged_from = Some((sq, pointer(&response)));
        }
        if response.drag_stopped_by(PointerButton::Primary) && view.movable.contains(sq) {
            let to = pointer(&response).and_then(|p| geometry.square_at(p));
            inputs.push(BoardInput::Dropped { from: sq, to });
        }
    }

    if let Some(aids) = view.aids {
        draw_king_paths(&painter, &geometry, view.position, &aids.king_paths);
        for &(sq, piece, opacity) in &aids.taken {
            draw_piece(
                &painter,
                piece,
                geometry.square_rect(sq).center(),
                s,
                opacity,
            );
        }
    }

    // Destination dots of the selected (or dragged) piece.
    let dots_from = dragged_from.map(|(sq, _)| sq).or(view.selected);
    if view.show_dots
        && let Some(from) = dots_from
    {
        for m in legal.iter().filter(|m| m.from == from) {
            painter.circle_filled(geometry.square_rect(m.to).center(), s * 0.13, palette.dot);
        }
    }

    // Pieces; the dragged one is drawn at the pointer on top of everything.
    for sq in Square::all() {
        let piece = match view.setup {
            Some(setup) => setup.piece_at(sq),
            None => view.position.piece_at(sq),
        };
        let Some(piece) = piece else {
            continue;
        };
        let mut center = geometry.square_rect(sq).center();
        // The last move's piece slides in from where it came (learning aids).
        if let Some((m, progress)) = view.aids.and_then(|a| a.slide)
            && m.to == sq
            && progress < 1.0
        {
            let from = geometry.square_rect(m.from).center();
            center = from + (center - from) * ease(progress);
        }
        match dragged_from {
            Some((from, Some(at))) if from == sq => {
                draw_piece(&painter, piece, center, s, 0.35);
                let top = ui
                    .ctx()
                    .layer_painter(LayerId::new(Order::Tooltip, Id::unique("dragged piece")));
                draw_piece(&top, piece, at, s, 1.0);
            }
            _ => draw_piece(&painter, piece, center, s, 1.0),
        }
    }

    if let Some(aids) = view.aids {
        draw_danger_and_end(&painter, &geometry, aids);
    }

    for &(sq, alpha) in view.captured {
        let rect = geometry.square_rect(sq).shrink(s * 0.3);
        let color = palette.capture_mark.gamma_multiply(alpha.clamp(0.0, 1.0));
        let stroke = Stroke::new(s * 0.07, color);
        painter.line_segment([rect.left_top(), rect.right_bottom()], stroke);
        painter.line_segment([rect.right_top(), rect.left_bottom()], stroke);
    }

    // The weaker lines first, so the best arrow is drawn on top. An engine line's arrow carries its
    // rank (1 the best) when there are several, so the lines read apart without their shades.
    let lines = view
        .arrows
        .iter()
        .filter(|(_, strength)| *strength > 0.0)
        .count();
    for &(m, strength) in view.arrows.iter().rev() {
        let rank = (lines > 1 && strength > 0.0).then(|| (1.0 / strength).round() as usize);
        draw_arrow(
            &painter,
            geometry.square_rect(m.from).center(),
            geometry.square_rect(m.to).center(),
            s,
            strength,
            rank,
        );
    }
    if let Some((sq, mark, color)) = view.move_mark {
        draw_move_mark(&painter, geometry.square_rect(sq), mark, color);
    }
    // The person's drawings over the engine's, and the one being drawn over those.
    for &drawing in view.drawings {
        draw_drawing(&painter, &geometry, drawing, 1.0);
    }
    if view.can_draw {
        let id = base_id.with("drawing");
        if let Some(drawing) = right_drag(ui, &geometry, id, &mut inputs) {
            draw_drawing(&painter, &geometry, drawing, 0.6);
        }
    }
    inputs
}

/// Follows the right button over the board: a press on a square starts a drawing, the release on a
/// square finishes it (an arrow, or a circle on the same square), anywhere else drops it. The press
/// and release are read from the frame's events (both can come in one frame), with the modifiers
/// held at the release. Returns the drawing under way, to be shown faintly.
fn right_drag(
    ui: &Ui,
    geometry: &Geometry,
    id: Id,
    inputs: &mut Vec<BoardInput>,
) -> Option<Drawing> {
    let mut origin: Option<Square> = ui.data(|d| d.get_temp(id));
    let layer = ui.layer_id();
    let (events, held, hover) = ui.input(|i| {
        let events: Vec<(Pos2, bool, Modifiers)> = i
            .events
            .iter()
            .filter_map(|e| match e {
                Event::PointerButton {
                    pos,
                    button: PointerButton::Secondary,
                    pressed,
                    modifiers,
                } => Some((*pos, *pressed, *modifiers)),
                _ => None,
            })
            .collect();
        (events, i.modifiers, i.pointer.hover_pos())
    });
    for (pos, pressed, modifiers) in events {
        // Only a press on the board itself, not on a window or menu over it.
        let on_board = ui.ctx().layer_id_at(pos).is_none_or(|l| l == layer);
        if pressed {
            origin = geometry.square_at(pos).filter(|_| on_board);
        } else if let Some(from) = origin.take()
            && let Some(to) = geometry.square_at(pos)
        {
            inputs.push(BoardInput::Drew(Drawing::drawn(from, to, brush(modifiers))));
        }
    }
    let down = ui.input(|i| i.pointer.button_down(PointerButton::Secondary));
    if !down {
        origin = None;
    }
    ui.data_mut(|d| match origin {
        Some(sq) => {
            d.insert_temp(id, sq);
        }
        None => d.remove::<Square>(id),
    });
    let to = hover.and_then(|p| geometry.square_at(p))?;
    Some(Drawing::drawn(origin?, to, brush(held)))
}

fn pointer(response: &Response) -> Option<Pos2> {
    response
        .interact_pointer_pos()
        .or_else(|| response.ctx.pointer_latest_pos())
}

/// Where egui's data holds the id of the board square that has the keyboard (see
/// [`board_has_keyboard`]).
fn board_focus_key() -> egui::Id {
    egui::Id::unique("ardri-board-keyboard-square")
}

fn take_keyboard_key() -> egui::Id {
    egui::Id::unique("ardri-board-take-keyboard")
}

/// Asks the board to take the keyboard at its next frame.
pub fn take_keyboard(ctx: &egui::Context) {
    ctx.data_mut(|d| d.insert_temp(take_keyboard_key(), true));
    ctx.request_repaint();
}

/// Whether a square of the board has the keyboard: the arrow keys then walk the board (egui moves
/// the keyboard to the nearest square in the arrow's direction, as the board is drawn, flipped or
/// not) and Enter picks and moves; the move list's arrow-key shortcuts wait meanwhile.
pub fn board_has_keyboard(ctx: &egui::Context) -> bool {
    let square = ctx.data(|d| d.get_temp::<egui::Id>(board_focus_key()));
    square.is_some() && ctx.memory(|m| m.focused()) == square
}

/// A square as a screen reader reads it: "d4, defender", "e7, empty, legal target", "a1, corner".
pub fn square_name(
    view: &BoardView<'_>,
    sq: Square,
    targets: Bitboard,
    can_move: Bitboard,
) -> String {
    // While a position is set up, the squares say what the editor's board holds.
    let piece = match view.setup {
        Some(setup) => setup.piece_at(sq),
        None => view.position.piece_at(sq),
    };
    let what = match piece {
        Some(Piece::Attacker) => tr!(WORDS, "game-square-attacker"),
        Some(Piece::Defender) => tr!(WORDS, "game-square-defender"),
        Some(Piece::King) => tr!(WORDS, "game-square-king"),
        None if Bitboard::CORNERS.contains(sq) => tr!(WORDS, "game-square-corner"),
        None => tr!(WORDS, "game-square-empty"),
    };
    let mut parts = vec![sq.to_string().into(), what];
    if let Some(aids) = view.aids {
        if aids.danger.contains(sq) {
            parts.push(tr!(WORDS, "game-square-can-be-taken"));
        }
        match aids.king_end {
            Some((end, true)) if end == sq => parts.push(tr!(WORDS, "game-square-captured")),
            Some((end, false)) if end == sq => parts.push(tr!(WORDS, "game-square-escaped")),
            _ => {}
        }
        if aids.king_paths.iter().any(|path| path.contains(&sq)) {
            parts.push(tr!(WORDS, "game-square-on-kings-way"));
        }
    }
    if view.selected == Some(sq) {
        parts.push(tr!(WORDS, "game-square-selected"));
    } else if targets.contains(sq) {
        parts.push(tr!(WORDS, "game-square-legal-target"));
    } else if can_move.contains(sq) {
        parts.push(tr!(WORDS, "game-square-can-move"));
    }
    parts.join(", ")
}
