//! Where every window beside the board goes. Each is placed beside
//! the board (over the side panel, below its level and rating), never over the squares nor over
//! the level and the person's rating, and queues commands; the editor's brush and side, the pasted
//! text and whether Help is open are the views' own state.

use egui::{Rect, Vec2, pos2, vec2};

/// The set-up and paste windows' width (their frame adds a little).
pub const WINDOW_WIDTH: f32 = 320.0;

/// The gap between a window and what it keeps clear of.
const GAP: f32 = 8.0;
/// The narrowest a window is made to fit beside the board (and never below half its width).
const NARROWEST: f32 = 180.0;
/// The lowest a window is made to fit (its content scrolls).
const LOWEST: f32 = 120.0;

/// Where the side panel shows the level and the person's rating this frame (set as it is drawn):
/// windows beside the board keep clear of them as of the board.
pub fn keep_clear(ctx: &egui::Context, rect: Rect) {
    ctx.data_mut(|d| d.insert_temp(keep_clear_id(), rect));
}

fn keep_clear_id() -> egui::Id {
    egui::Id::unique("ardri-windows-keep-clear")
}

/// What windows keep clear of besides the board (nothing before the side panel is drawn).
pub fn kept_clear(ctx: &egui::Context) -> Rect {
    ctx.data(|d| d.get_temp::<Rect>(keep_clear_id()))
        .unwrap_or(Rect::NOTHING)
}

/// Where a window of about `size` goes on `screen`, and the room it gets: where it covers none of
/// `clear` (the board, the level and the rating), nearest the board's top right corner (`clear[0]`);
/// where no such place holds it whole, the largest such place at least [`NARROWEST`] wide (or half
/// its width) and [`LOWEST`] high, the window made to fit; else over the screen's top right.
pub fn window_place(screen: Rect, clear: &[Rect], size: Vec2) -> Rect {
    let clear: Vec<Rect> = clear.iter().copied().filter(|r| r.is_positive()).collect();
    let corner = clear.first().map_or(screen.right_top(), |b| b.right_top());
    let mut xs = vec![screen.left() + GAP, screen.right() - size.x - GAP];
    let mut ys = vec![screen.top() + 30.0];
    for r in &clear {
        xs.extend([r.right() + GAP, r.left(), r.left() - size.x - GAP]);
        ys.extend([r.top(), r.bottom() + GAP, r.top() - size.y - GAP]);
    }
    let free = |rect: Rect| {
        screen.contains_rect(rect) && !clear.iter().any(|r| r.intersects(rect.shrink(0.5)))
    };
    let anchors = || {
        xs.iter()
            .flat_map(|&x| ys.iter().map(move |&y| pos2(x, y)))
            .filter(|p| screen.contains(*p))
    };
    let whole = anchors()
        .map(|p| Rect::from_min_size(p, size))
        .filter(|&r| free(r))
        .min_by(|a, b| {
            let d = |r: &Rect| r.left_top().distance(corner);
            d(a).total_cmp(&d(b))
        });
    if let Some(rect) = whole {
        return rect;
    }
    let narrowest = NARROWEST.max(size.x / 2.0).min(size.x);
    let lowest = LOWEST.min(size.y);
    let fitted = anchors()
        .map(|p| {
            let room = vec2(
                (screen.right() - GAP - p.x).min(size.x),
                (screen.bottom() - GAP - p.y).min(size.y),
            );
            Rect::from_min_size(p, room)
        })
        .filter(|&r| r.width() >= narrowest && r.height() >= lowest && free(r))
        .max_by(|a, b| a.area().total_cmp(&b.area()));
    fitted.unwrap_or_else(|| {
        Rect::from_min_size(
            pos2(
                (screen.right() - size.x - GAP).max(screen.left()),
                screen.top() + 30.0,
            ),
            size,
        )
    })
}

/// A window's id for this window size: after a resize the window is placed beside the board
/// again (egui would keep it where it was, over the board of a portrait window, say).
pub(crate) fn placed_id(name: &str, ctx: &egui::Context) -> egui::Id {
    let size = ctx.content_rect().size();
    // "clear of the level": places remembered before windows kept clear of it are not reused.
    egui::Id::unique((
        name,
        "clear of the level",
        size.x.round() as i32,
        size.y.round() as i32,
    ))
}

/// The frame and title bar a window adds around its content.
const WINDOW_FRAME: Vec2 = vec2(20.0, 40.0);

/// A window of fixed `width` placed beside the board (not over it, nor over the level and the
/// rating), `height` its expected height; placed again after the app's window is resized. Where
/// only a smaller place is free, the window takes that size and its content scrolls.
pub(crate) fn placed_window(
    ctx: &egui::Context,
    title: &str,
    board: Rect,
    width: f32,
    height: f32,
) -> egui::Window<'static> {
    placed_clear_of(ctx, title, &[board, kept_clear(ctx)], width, height)
}

/// [`placed_window`] for a window that says the level and the rating itself, or makes them moot
/// (the Progress page, the lessons): it keeps clear of the board alone, so on a small screen it
/// may take the whole side panel instead of the corner below the level.
pub(crate) fn placed_window_over_panel(
    ctx: &egui::Context,
    title: &str,
    board: Rect,
    width: f32,
    height: f32,
) -> egui::Window<'static> {
    placed_clear_of(ctx, title, &[board], width, height)
}

/// The width a [`placed_window_over_panel`] of `width` gets for its content on this screen: what
/// its texts should wrap to.
pub(crate) fn over_panel_content_width(
    ctx: &egui::Context,
    board: Rect,
    width: f32,
    height: f32,
) -> f32 {
    let wanted = vec2(width, height) + WINDOW_FRAME;
    let place = window_place(ctx.content_rect(), &[board], wanted);
    // Less the scroll bar where the window is lower than it wants.
    let bar = if place.height() < wanted.y {
        ctx.global_style().spacing.scroll.allocated_width() + 4.0
    } else {
        0.0
    };
    // The window is as wide as `placed_clear_of` lets it be; its content, less its margins.
    let margins = ctx.global_style().spacing.window_margin.sum().x;
    ((place.width() - WINDOW_FRAME.x).min(width) - margins - bar).max(60.0)
}

fn placed_clear_of(
    ctx: &egui::Context,
    title: &str,
    clear: &[Rect],
    width: f32,
    height: f32,
) -> egui::Window<'static> {
    let wanted = vec2(width, height) + WINDOW_FRAME;
    let place = window_place(ctx.content_rect(), clear, wanted);
    let content = (place.size() - WINDOW_FRAME).max(vec2(60.0, 60.0));
    let window = egui::Window::new(title.to_string())
        .id(placed_id(title, ctx))
        .default_pos(place.min)
        .constrain_to(ctx.content_rect())
        .resizable(false)
        .default_width(content.x.min(width))
        // egui sizes a new window at its default height first (420) and keeps the place it had to
        // move it to for that: with the place's own height it stays where it was put.
        .default_height(place.height())
        .max_width(content.x.min(width));
    let (narrowed, lowered) = (content.x < width, place.height() < wanted.y);
    if narrowed || lowered {
        window.max_height(content.y).scroll([narrowed, lowered])
    } else {
        window
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn rect(x0: f32, y0: f32, x1: f32, y1: f32) -> Rect {
        Rect::from_min_max(pos2(x0, y0), pos2(x1, y1))
    }

    /// The rects the app draws at 1100x760 and 520x400 (the board's area, the level and rating).
    #[test]
    fn a_window_goes_beside_the_board_below_the_level_and_the_rating() {
        let screen = rect(0.0, 0.0, 1100.0, 760.0);
        let (board, level) = (
            rect(8.0, 56.0, 747.0, 727.0),
            rect(779.0, 51.0, 1086.0, 168.0),
        );
        let placed = window_place(screen, &[board, level], vec2(300.0, 360.0));
        assert_eq!(placed.size(), vec2(300.0, 360.0), "whole");
        assert!(placed.left() > board.right() && placed.top() > level.bottom());
        assert!(screen.contains_rect(placed));

        // Small: the room below the rating, the window narrower and lower.
        let screen = rect(0.0, 0.0, 520.0, 400.0);
        let (board, level) = (
            rect(8.0, 56.0, 312.0, 328.0),
            rect(329.0, 51.0, 506.0, 198.0),
        );
        let placed = window_place(screen, &[board, level], vec2(300.0, 360.0));
        assert!(
            !placed.intersects(board) && !placed.intersects(level),
            "{placed:?}"
        );
        assert!(
            placed.width() >= NARROWEST && placed.height() >= LOWEST,
            "{placed:?}"
        );
        assert!(screen.contains_rect(placed));

        // A portrait window: the panel below the board, the window below the level there.
        let screen = rect(0.0, 0.0, 600.0, 1000.0);
        let (board, level) = (
            rect(0.0, 56.0, 600.0, 640.0),
            rect(8.0, 650.0, 592.0, 760.0),
        );
        let placed = window_place(screen, &[board, level], vec2(300.0, 200.0));
        assert_eq!(placed.size(), vec2(300.0, 200.0));
        assert!(placed.top() > level.bottom(), "{placed:?}");

        // Too big for any free place (the library): over the screen's top right, whole.
        let screen = rect(0.0, 0.0, 1100.0, 760.0);
        let placed = window_place(
            screen,
            &[
                rect(8.0, 56.0, 747.0, 727.0),
                rect(779.0, 51.0, 1086.0, 168.0),
            ],
            vec2(820.0, 610.0),
        );
        assert_eq!(
            placed,
            Rect::from_min_size(pos2(272.0, 30.0), vec2(820.0, 610.0))
        );
    }
}
