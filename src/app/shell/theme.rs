//! The board's colours: wood (the default), green, and a colour-blind-safe palette from Paul Tol's
//! "bright" scheme, whose colours stay apart for the common kinds of colour blindness. The choice is
//! a setting (persisted); the pieces differ by shape as well as colour in every palette (attackers
//! diamonds, defenders discs, the king a ringed disc with a cross), and the review's classes carry
//! their symbols (?!, ?, ??) and, in the graph, their own marker shapes.

use egui::Color32;
use serde::{Deserialize, Serialize};

use ardri_engine::MoveClass;

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

    pub fn label(self) -> &'static str {
        match self {
            BoardColours::Wood => "Wood board",
            BoardColours::Green => "Green board",
            BoardColours::ColourBlind => "Colour-blind safe board (Paul Tol's colours)",
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
            (_, MoveClass::Blunder) => Color32::from_rgb(220, 50, 50),
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
