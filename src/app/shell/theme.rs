//! The board's colours: wood (the default), green, and a colour-blind-safe palette from Paul Tol's
//! "bright" scheme, whose colours stay apart for the common kinds of colour blindness. The choice is
//! a setting (persisted); the pieces differ by shape as well as colour in every palette (attackers
//! diamonds, defenders discs, the king a ringed disc with a cross), and the review's classes carry
//! their symbols (?!, ?, ??) and, in the graph, their own marker shapes.

use std::borrow::Cow;
use std::sync::OnceLock;

use egui::Color32;
use serde::{Deserialize, Serialize};

use ardri_engine::MoveClass;

use super::WORDS;
use super::i18n::{self, Language, tr};

/// The board colours a person chose.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default, Serialize, Deserialize)]
pub enum BoardColours {
    #[default]
    Wood,
    Green,
    /// Paul Tol's bright scheme: safe for colour-blind eyes.
    ColourBlind,
}

impl BoardColours {
    pub const ALL: [BoardColours; 3] = [
        BoardColours::Wood,
        BoardColours::Green,
        BoardColours::ColourBlind,
    ];

    /// Its name in the View menu, in the app's language. Said once for each language and kept, so
    /// that it is a `&'static str` as it always was (and the open menu asks for it every frame).
    pub fn label(self) -> &'static str {
        static SAID: [OnceLock<[String; 3]>; Language::ALL.len()] =
            [const { OnceLock::new() }; Language::ALL.len()];
        let language = i18n::language();
        let in_language = Language::ALL
            .iter()
            .position(|&l| l == language)
            .unwrap_or_default();
        let labels = SAID[in_language]
            .get_or_init(|| BoardColours::ALL.map(|colours| colours.label_now().into_owned()));
        let which = BoardColours::ALL
            .iter()
            .position(|&c| c == self)
            .unwrap_or_default();
        &labels[which]
    }

    /// Its name in the app's language, said now.
    fn label_now(self) -> Cow<'static, str> {
        match self {
            BoardColours::Wood => tr!(WORDS, "shell-board-wood"),
            BoardColours::Green => tr!(WORDS, "shell-board-green"),
            BoardColours::ColourBlind => tr!(WORDS, "shell-board-colour-blind"),
        }
    }

    pub fn palette(self) -> &'static Palette {
        match self {
            BoardColours::Wood => &WOOD,
            BoardColours::Green => &GREEN,
            BoardColours::ColourBlind => &TOL,
        }
    }

    /// The colour of a review class (the move list, the graph, the summary).
    pub fn class_color(self, class: MoveClass) -> Color32 {
        match (self, class) {
            (_, MoveClass::Best | MoveClass::Good) => Color32::GRAY,
            (BoardColours::ColourBlind, MoveClass::Inaccuracy) => TOL_YELLOW,
            (BoardColours::ColourBlind, MoveClass::Mistake) => TOL_CYAN,
            (BoardColours::ColourBlind, MoveClass::Blunder) => TOL_PURPLE,
            (_, MoveClass::Inaccuracy) => Color32::from_rgb(230, 190, 40),
            (_, MoveClass::Mistake) => Color32::from_rgb(235, 130, 30),
            (_, MoveClass::Blunder) => WOOD_BLUNDER,
        }
    }
}

/// Where the frame's choice is kept for the drawing code (set from the settings each frame).
fn key() -> egui::Id {
    egui::Id::unique("ardri-board-colours")
}

/// Makes `colours` the ones the board and the review draw with.
pub fn set_current(ctx: &egui::Context, colours: BoardColours) {
    ctx.data_mut(|d| d.insert_temp(key(), colours));
}

/// The board colours in use.
pub fn current(ctx: &egui::Context) -> BoardColours {
    ctx.data(|d| d.get_temp::<BoardColours>(key()))
        .unwrap_or_default()
}

/// A review class's colour in the colours in use, darkened in the light theme so that it reads on
/// a light panel (and on the selected move's highlight) as it does on a dark one.
pub fn class_color(ctx: &egui::Context, class: MoveClass) -> Color32 {
    let color = current(ctx).class_color(class);
    if ctx.global_style().visuals.dark_mode || matches!(class, MoveClass::Best | MoveClass::Good) {
        color
    } else {
        darker(color)
    }
}

/// `color` at 60% of its lightness.
fn darker(color: Color32) -> Color32 {
    let scale = |c: u8| (f32::from(c) * 0.6) as u8;
    Color32::from_rgb(scale(color.r()), scale(color.g()), scale(color.b()))
}

/// WCAG's least contrast for text (level AA, normal size): every review mark reads at least so.
pub const MIN_CONTRAST: f32 = 4.5;

/// WCAG's relative luminance of an opaque colour.
pub fn luminance(color: Color32) -> f32 {
    let channel = |c: u8| {
        let s = f32::from(c) / 255.0;
        if s <= 0.040_45 {
            s / 12.92
        } else {
            ((s + 0.055) / 1.055).powf(2.4)
        }
    };
    0.2126 * channel(color.r()) + 0.7152 * channel(color.g()) + 0.0722 * channel(color.b())
}

/// WCAG's contrast ratio of two opaque colours (1 to 21).
pub fn contrast(a: Color32, b: Color32) -> f32 {
    let (la, lb) = (luminance(a), luminance(b));
    (la.max(lb) + 0.05) / (la.min(lb) + 0.05)
}

/// What egui paints when it puts `top` (premultiplied, as egui's colours are) on the opaque `under`.
pub fn painted_over(under: Color32, top: Color32) -> Color32 {
    let keep = 1.0 - f32::from(top.a()) / 255.0;
    let mix = |u: u8, t: u8| (f32::from(t) + f32::from(u) * keep).round().min(255.0) as u8;
    Color32::from_rgb(
        mix(under.r(), top.r()),
        mix(under.g(), top.g()),
        mix(under.b(), top.b()),
    )
}

/// The fills a move's text sits on in the move list, as egui paints them with `visuals`: a selected
/// move on the selection's fill (hovered or not); any other on the panel, a striped row (the faint
/// fill over the panel), or its button's hovered or pressed fill.
pub fn move_row_fills(visuals: &egui::Visuals, selected: bool) -> Vec<Color32> {
    if selected {
        return vec![visuals.selection.bg_fill];
    }
    let panel = visuals.panel_fill;
    vec![
        panel,
        painted_over(panel, visuals.faint_bg_color),
        visuals.widgets.hovered.weak_bg_fill,
        visuals.widgets.active.weak_bg_fill,
    ]
}

/// `color` made lighter (on dark fills) or darker (on light ones), no more than needed, so that it
/// reads at [`MIN_CONTRAST`] or more on every one of `fills`: the hue stays as far as it can.
pub fn readable_on(color: Color32, fills: &[Color32]) -> Color32 {
    let worst = |c: Color32| {
        fills
            .iter()
            .map(|&f| contrast(c, f))
            .fold(f32::INFINITY, f32::min)
    };
    // A little above the bound, so rounding to bytes never lands below it.
    let enough = MIN_CONTRAST + 0.05;
    if worst(color) >= enough {
        return color;
    }
    let toward = if worst(Color32::WHITE) >= worst(Color32::BLACK) {
        Color32::WHITE
    } else {
        Color32::BLACK
    };
    let mix = |t: f32| {
        let m = |c: u8, to: u8| (f32::from(c) + (f32::from(to) - f32::from(c)) * t).round() as u8;
        Color32::from_rgb(
            m(color.r(), toward.r()),
            m(color.g(), toward.g()),
            m(color.b(), toward.b()),
        )
    };
    (1..=50)
        .map(|step| mix(step as f32 / 50.0))
        .find(|&c| worst(c) >= enough)
        .unwrap_or(toward)
}

/// A review class's colour for a move in the move list with `visuals` (the move and its mark): the
/// palette's colour, made readable on the fills of a row that is `selected` or not. `None` for a
/// best or good move, which takes the theme's own text colour.
pub fn move_class_color(
    visuals: &egui::Visuals,
    colours: BoardColours,
    class: MoveClass,
    selected: bool,
) -> Option<Color32> {
    class.is_error().then(|| {
        readable_on(
            colours.class_color(class),
            &move_row_fills(visuals, selected),
        )
    })
}

/// A review class's colour for text on the panel (the review's counts), readable there in the
/// colours and theme in use.
pub fn class_text_color(ctx: &egui::Context, class: MoveClass) -> Color32 {
    let visuals = &ctx.global_style().visuals;
    readable_on(
        current(ctx).class_color(class),
        &move_row_fills(visuals, false)[..2],
    )
}

/// Colours of the board; the same in light and dark themes so pieces always read the same.
pub struct Palette {
    pub light: Color32,
    pub dark: Color32,
    pub restricted: Color32,
    pub restricted_mark: Color32,
    pub last_move: Color32,
    pub selected: Color32,
    pub dot: Color32,
    pub attacker: Color32,
    pub attacker_edge: Color32,
    pub defender: Color32,
    pub defender_edge: Color32,
    pub king_mark: Color32,
    pub capture_mark: Color32,
    pub arrow: Color32,
}

/// A colour with transparency, premultiplied at compile time as egui expects.
pub const fn translucent(r: u8, g: u8, b: u8, a: u8) -> Color32 {
    const fn scale(c: u8, a: u8) -> u8 {
        (c as u16 * a as u16 / 255) as u8
    }
    Color32::from_rgba_premultiplied(scale(r, a), scale(g, a), scale(b, a), a)
}

/// The wood board (the default).
pub const WOOD: Palette = Palette {
    light: Color32::from_rgb(232, 214, 178),
    dark: Color32::from_rgb(196, 164, 120),
    restricted: Color32::from_rgb(120, 134, 140),
    restricted_mark: Color32::from_rgb(88, 100, 106),
    last_move: translucent(150, 160, 40, 110),
    selected: translucent(40, 120, 200, 120),
    dot: translucent(20, 60, 20, 120),
    attacker: Color32::from_rgb(58, 40, 36),
    attacker_edge: Color32::from_rgb(16, 10, 8),
    defender: Color32::from_rgb(246, 244, 236),
    defender_edge: Color32::from_rgb(40, 40, 40),
    king_mark: Color32::from_rgb(190, 140, 20),
    capture_mark: Color32::from_rgb(200, 30, 30),
    arrow: translucent(20, 100, 200, 170),
};

/// A green board, as many chess sites have.
pub const GREEN: Palette = Palette {
    light: Color32::from_rgb(236, 236, 208),
    dark: Color32::from_rgb(119, 149, 86),
    restricted: Color32::from_rgb(128, 136, 140),
    restricted_mark: Color32::from_rgb(90, 98, 102),
    ..WOOD
};

/// A blunder's red on the wood and green boards.
const WOOD_BLUNDER: Color32 = Color32::from_rgb(220, 50, 50);

// Paul Tol's "bright" scheme (https://personal.sron.nl/~pault/, the colour-blind-safe qualitative set).
const TOL_CYAN: Color32 = Color32::from_rgb(0x66, 0xCC, 0xEE);
const TOL_YELLOW: Color32 = Color32::from_rgb(0xCC, 0xBB, 0x44);
const TOL_RED: Color32 = Color32::from_rgb(0xEE, 0x66, 0x77);
const TOL_PURPLE: Color32 = Color32::from_rgb(0xAA, 0x33, 0x77);

/// The colour-blind-safe board: light and dark greys that any eye tells apart by lightness, and
/// Tol's bright colours for the marks (the last move yellow, the selection and arrows blue, a capture
/// red, the king's gold yellow).
pub const TOL: Palette = Palette {
    light: Color32::from_rgb(0xDD, 0xDD, 0xDD),
    dark: Color32::from_rgb(0xAA, 0xAA, 0xAA),
    restricted: Color32::from_rgb(0x77, 0x77, 0x77),
    restricted_mark: Color32::from_rgb(0x44, 0x44, 0x44),
    last_move: translucent(0xCC, 0xBB, 0x44, 130),
    selected: translucent(0x44, 0x77, 0xAA, 140),
    dot: translucent(0x22, 0x33, 0x55, 150),
    capture_mark: TOL_RED,
    king_mark: TOL_YELLOW,
    arrow: translucent(0x44, 0x77, 0xAA, 190),
    ..WOOD
};

/// The light or the dark theme of egui.
pub fn apply_theme(ctx: &egui::Context, dark: bool) {
    ctx.set_theme(if dark {
        egui::Theme::Dark
    } else {
        egui::Theme::Light
    });
}

#[cfg(test)]
mod tests {
    use super::*;
    use ardri_saves::Mark;

    /// The theme's own visuals, as the app sets them (`apply_theme`).
    fn visuals(dark: bool) -> egui::Visuals {
        let ctx = egui::Context::default();
        super::apply_theme(&ctx, dark);
        let visuals = ctx.global_style().visuals.clone();
        assert_eq!(visuals.dark_mode, dark);
        visuals
    }

    /// egui's own text colour on fill `i` of [`move_row_fills`] (a move with no colour of its own).
    fn egui_text(visuals: &egui::Visuals, selected: bool, i: usize) -> Color32 {
        let w = &visuals.widgets;
        match (selected, i) {
            (true, _) => visuals.selection.stroke.color,
            (false, 0 | 1) => w.inactive.fg_stroke.color,
            (false, 2) => w.hovered.fg_stroke.color,
            (false, _) => w.active.fg_stroke.color,
        }
    }

    /// Issue 36, point 8: every review mark (`?!`, `?`, `??`, and a best or good move's text), and the
    /// person's own marks, read at 4.5:1 or more on every row of the move list (plain, striped,
    /// hovered, pressed, selected) in the dark and light themes with every board's colours,
    /// computed from the theme's own colours as egui paints them.
    #[test]
    fn every_mark_in_the_move_list_reads_on_every_row_in_every_theme() {
        // The fault: the palette's colours on the dark theme's selected row.
        let selected = visuals(true).selection.bg_fill;
        let before = |c: Color32| contrast(c, selected);
        assert!(before(WOOD_BLUNDER) < 1.7 && before(TOL_PURPLE) < 1.3);
        for dark in [true, false] {
            let visuals = visuals(dark);
            for colours in BoardColours::ALL {
                for selected in [false, true] {
                    let fills = move_row_fills(&visuals, selected);
                    for class in MoveClass::ALL {
                        let color = move_class_color(&visuals, colours, class, selected);
                        for (i, &fill) in fills.iter().enumerate() {
                            let text = color.unwrap_or_else(|| egui_text(&visuals, selected, i));
                            let ratio = contrast(text, fill);
                            assert!(
                                ratio >= MIN_CONTRAST,
                                "{class:?} {colours:?} dark {dark} selected {selected} on {fill:?}: {ratio:.2}"
                            );
                        }
                    }
                    for mark in Mark::ALL {
                        let color = readable_on(
                            super::super::super::game::move_notes::mark_color(mark),
                            &fills,
                        );
                        for &fill in &fills {
                            assert!(contrast(color, fill) >= MIN_CONTRAST, "{mark:?} {fill:?}");
                        }
                    }
                }
                // The review's counts on the panel.
                let ctx = egui::Context::default();
                super::apply_theme(&ctx, dark);
                set_current(&ctx, colours);
                for class in MoveClass::ALL {
                    let color = class_text_color(&ctx, class);
                    for &fill in &move_row_fills(&visuals, false)[..2] {
                        assert!(contrast(color, fill) >= MIN_CONTRAST, "{class:?} {fill:?}");
                    }
                }
            }
        }
    }

    #[test]
    fn a_readable_colour_keeps_its_hue_and_moves_no_more_than_needed() {
        let dark = visuals(true);
        let fills = move_row_fills(&dark, true);
        let red = readable_on(WOOD_BLUNDER, &fills);
        assert!(red.r() > red.g() && red.r() > red.b(), "still red: {red:?}");
        assert!(
            contrast(red, fills[0]) < MIN_CONTRAST + 0.6,
            "no lighter than needed"
        );
        // A colour that reads already is kept.
        assert_eq!(readable_on(Color32::WHITE, &fills), Color32::WHITE);
        assert!((contrast(Color32::WHITE, Color32::BLACK) - 21.0).abs() < 1e-3);
    }
}
