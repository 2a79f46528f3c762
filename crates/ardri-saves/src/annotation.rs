//! What a person writes about a game, move by move: a comment, a mark of their own (`!`, `?`, `!!`,
//! `??`, `!?`, `?!`, kept apart from a review's automatic classes) and shapes drawn on the board
//! (arrows and circles in four colours, as on lichess).
//!
//! An annotation belongs to a position of a line: the main line's index 0 is the start position
//! (a comment before the first move), index n the position after move n, i.e. move n itself.

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Serialize};

use ardri_rules::Square;

/// A person's judgement of a move, in the usual symbols.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Mark {
    /// `!`
    Good,
    /// `?`
    Mistake,
    /// `!!`
    Brilliant,
    /// `??`
    Blunder,
    /// `!?`
    Interesting,
    /// `?!`
    Dubious,
}

impl Mark {
    /// Every mark, in the order menus list them.
    pub const ALL: [Mark; 6] = [
        Mark::Good,
        Mark::Mistake,
        Mark::Brilliant,
        Mark::Blunder,
        Mark::Interesting,
        Mark::Dubious,
    ];

    /// The symbol written after the move: `!?`.
    pub const fn symbol(self) -> &'static str {
        match self {
            Mark::Good => "!",
            Mark::Mistake => "?",
            Mark::Brilliant => "!!",
            Mark::Blunder => "??",
            Mark::Interesting => "!?",
            Mark::Dubious => "?!",
        }
    }

    /// A short stable name for the mark ("interesting"), for a program to choose its words by.
    pub const fn key(self) -> &'static str {
        match self {
            Mark::Good => "good",
            Mark::Mistake => "mistake",
            Mark::Brilliant => "brilliant",
            Mark::Blunder => "blunder",
            Mark::Interesting => "interesting",
            Mark::Dubious => "dubious",
        }
    }

    /// What the symbol means: "interesting move".
    pub const fn name(self) -> &'static str {
        match self {
            Mark::Good => "good move",
            Mark::Mistake => "mistake",
            Mark::Brilliant => "brilliant move",
            Mark::Blunder => "blunder",
            Mark::Interesting => "interesting move",
            Mark::Dubious => "dubious move",
        }
    }

    /// The mark of a symbol (`!?`) or of its PGN number (`$5`).
    pub fn from_symbol(text: &str) -> Option<Mark> {
        Mark::ALL
            .into_iter()
            .enumerate()
            .find(|(i, m)| m.symbol() == text || text == format!("${}", i + 1))
            .map(|(_, m)| m)
    }
}

impl fmt::Display for Mark {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.symbol())
    }
}

/// The colour of a drawn shape: lichess's four brushes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum ShapeColor {
    Green,
    Red,
    Blue,
    Yellow,
}

impl ShapeColor {
    pub const ALL: [ShapeColor; 4] = [
        ShapeColor::Green,
        ShapeColor::Red,
        ShapeColor::Blue,
        ShapeColor::Yellow,
    ];

    /// `green`, as the text format writes it.
    pub const fn name(self) -> &'static str {
        match self {
            ShapeColor::Green => "green",
            ShapeColor::Red => "red",
            ShapeColor::Blue => "blue",
            ShapeColor::Yellow => "yellow",
        }
    }

    /// lichess's one-letter brush names (`G`, `R`, `B`, `Y`), as in its `[%cal Gd1d3]`.
    pub fn from_letter(letter: char) -> Option<ShapeColor> {
        ShapeColor::ALL
            .into_iter()
            .find(|c| c.name().starts_with(letter.to_ascii_lowercase()))
    }
}

impl fmt::Display for ShapeColor {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for ShapeColor {
    type Err = String;

    fn from_str(text: &str) -> Result<ShapeColor, String> {
        ShapeColor::ALL
            .into_iter()
            .find(|c| c.name().eq_ignore_ascii_case(text))
            .ok_or_else(|| format!("unknown colour '{text}' (expected green, red, blue or yellow)"))
    }
}

/// A shape drawn on the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Shape {
    /// From one square to another (never the same one).
    Arrow {
        from: Square,
        to: Square,
        color: ShapeColor,
    },
    Circle {
        square: Square,
        color: ShapeColor,
    },
}

impl Shape {
    /// What a right-button drag from `from` to `to` draws: an arrow, or a circle when it ends where
    /// it began.
    pub fn drawn(from: Square, to: Square, color: ShapeColor) -> Shape {
        if from == to {
            Shape::Circle {
                square: from,
                color,
            }
        } else {
            Shape::Arrow { from, to, color }
        }
    }

    pub fn color(self) -> ShapeColor {
        match self {
            Shape::Arrow { color, .. } | Shape::Circle { color, .. } => color,
        }
    }

    /// The same squares (whatever the colour).
    pub fn same_place(self, other: Shape) -> bool {
        match (self, other) {
            (Shape::Arrow { from, to, .. }, Shape::Arrow { from: f, to: t, .. }) => {
                from == f && to == t
            }
            (Shape::Circle { square, .. }, Shape::Circle { square: s, .. }) => square == s,
            _ => false,
        }
    }
}

impl fmt::Display for Shape {
    /// The text format's form: `[%arrow d1d3 green]`, `[%circle d4 red]`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Shape::Arrow { from, to, color } => write!(f, "[%arrow {from}{to} {color}]"),
            Shape::Circle { square, color } => write!(f, "[%circle {square} {color}]"),
        }
    }
}

/// Everything a person wrote about one position of a line (the move that led there).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Annotation {
    pub mark: Option<Mark>,
    /// Free text; leading and trailing white space is not kept in files.
    pub comment: String,
    /// In the order drawn.
    pub shapes: Vec<Shape>,
}

impl Annotation {
    /// Nothing written: no mark, no comment (white space is none), no shape.
    pub fn is_empty(&self) -> bool {
        self.mark.is_none() && self.comment.trim().is_empty() && self.shapes.is_empty()
    }

    /// Draws `shape` as lichess does: the same shape again removes it, the same squares in another
    /// colour take the new colour, anything else is added.
    pub fn toggle_shape(&mut self, shape: Shape) {
        match self.shapes.iter().position(|s| s.same_place(shape)) {
            Some(i) if self.shapes[i] == shape => {
                self.shapes.remove(i);
            }
            Some(i) => self.shapes[i] = shape,
            None => self.shapes.push(shape),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sq(text: &str) -> Square {
        text.parse().unwrap()
    }

    #[test]
    fn marks_read_their_symbols_and_pgn_numbers() {
        for mark in Mark::ALL {
            assert_eq!(Mark::from_symbol(mark.symbol()), Some(mark));
        }
        assert_eq!(Mark::from_symbol("$5"), Some(Mark::Interesting));
        assert_eq!(Mark::from_symbol("$6"), Some(Mark::Dubious));
        assert_eq!(Mark::from_symbol("!!!"), None);
        assert_eq!(Mark::from_symbol("$7"), None);
    }

    #[test]
    fn drawing_a_shape_again_removes_it_and_another_colour_replaces_it() {
        let mut a = Annotation::default();
        let green = Shape::drawn(sq("d1"), sq("d3"), ShapeColor::Green);
        let red = Shape::drawn(sq("d1"), sq("d3"), ShapeColor::Red);
        let circle = Shape::drawn(sq("d4"), sq("d4"), ShapeColor::Blue);
        assert!(matches!(circle, Shape::Circle { .. }));
        a.toggle_shape(green);
        a.toggle_shape(circle);
        assert_eq!(a.shapes, [green, circle]);
        a.toggle_shape(red);
        assert_eq!(a.shapes, [red, circle]);
        a.toggle_shape(red);
        assert_eq!(a.shapes, [circle]);
        // The reverse arrow is another arrow.
        a.toggle_shape(Shape::drawn(sq("d3"), sq("d1"), ShapeColor::Red));
        assert_eq!(a.shapes.len(), 2);
        assert!(!a.is_empty());
        assert!(
            Annotation {
                comment: "  \n".into(),
                ..Annotation::default()
            }
            .is_empty()
        );
    }

    #[test]
    fn colours_by_name_and_letter() {
        assert_eq!("Yellow".parse::<ShapeColor>(), Ok(ShapeColor::Yellow));
        assert!("purple".parse::<ShapeColor>().is_err());
        assert_eq!(ShapeColor::from_letter('B'), Some(ShapeColor::Blue));
        assert_eq!(ShapeColor::from_letter('x'), None);
        let arrow = Shape::drawn(sq("d1"), sq("d3"), ShapeColor::Green);
        assert_eq!(arrow.to_string(), "[%arrow d1d3 green]");
    }
}
