//! The save file's shape (RON): a format version, the rules, the start position, the moves in canonical
//! notation, the result, metadata, optional evaluations, the person's annotations and variations.
//!
//! Fields added after version 1 must carry `#[serde(default)]` so older files still load; unknown fields
//! are ignored (no `deny_unknown_fields`) so a file edited by hand or by a later minor version still opens.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

use ardri_engine::Eval;
use ardri_rules::{EndReason, Rules, Side};

use crate::annotation::ShapeColor;

/// The format this program writes; it reads every version up to this one.
///
/// Version 5 writes the players' ratings (`attackers_elo`, `defenders_elo`) on the levels' scale
/// that moved up by 800 (`ardri_engine::skill::SCALE_SHIFT`: level 1 was 0 and is 800): an older
/// file's ratings are read 800 higher, so they name the same strength.
/// Version 4 adds the person's annotations (a comment, a mark and shapes drawn on the board) to
/// the main line's positions and to each variation's, written only where there are some.
/// Version 3 stores the engine's own evaluation type (`ardri_engine::Eval`) as `eval:` in each
/// analysis, so the file, the engine and the window share one type; version 2 named the same
/// shape `score:` (read as the same thing) and kept the engine's analysis of every position (the
/// start included) with its depth and best move, for the main line and for each variation;
/// version 1 kept a bare score per move.
pub const FORMAT_VERSION: u32 = 5;

/// Read first, alone, so a file from a newer program is recognised before its body is parsed.
#[derive(Deserialize)]
pub(crate) struct VersionProbe {
    pub format_version: u32,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SaveFile {
    pub format_version: u32,
    #[serde(default)]
    pub rules: Rules,
    /// The start position as a position string.
    pub start: String,
    /// The moves in canonical notation (`c3c2`).
    #[serde(default)]
    pub moves: Vec<String>,
    /// The result, if the game is over.
    #[serde(default)]
    pub result: Option<SavedResult>,
    #[serde(default)]
    pub metadata: Metadata,
    /// Version 1: the engine's evaluation after each move (index i = after move i + 1). Read and
    /// turned into `analysis`; never written.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub evaluations: Vec<Option<Eval>>,
    /// The engine's view of each position of the main line (index i = after i moves, 0 = the
    /// start), where known.
    #[serde(default)]
    pub analysis: Vec<Option<SavedAnalysis>>,
    /// Version 4: what the person wrote, by position: the key is the number of moves played (0 =
    /// the start position, n = move n). Only annotated positions are written.
    #[serde(
        default,
        skip_serializing_if = "BTreeMap::is_empty",
        deserialize_with = "merge_repeated_keys"
    )]
    pub annotations: BTreeMap<usize, SavedAnnotation>,
    /// Lines that were replaced by another move; kept so nothing played is lost.
    #[serde(default)]
    pub variations: Vec<SavedVariation>,
    /// The time control and the clocks when the game was saved, if it was played on a clock.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub clock: Option<SavedClock>,
    /// A game against a level under way, as the app keeps it for a restart (its autosave): whether
    /// it counts for the person's rating. Written only there; a program that does not know it
    /// ignores it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub rated: Option<SavedRating>,
}

/// A game against a level under way, and whether it counts for the person's rating.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SavedRating {
    /// The engine's level.
    pub level: u8,
    /// The side the person plays.
    pub person: Side,
    /// When it began, in seconds since 1970 UTC.
    pub started_at: i64,
    /// Why it no longer counts, in the panel's words; absent while it counts.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub not_counted: Option<String>,
    /// A game of a two-game match (it counts with the match).
    #[serde(default)]
    pub in_match: bool,
}

/// A game's time control and what was left on each clock, in milliseconds.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SavedClock {
    pub initial_ms: u64,
    pub increment_ms: u64,
    pub attackers_ms: u64,
    pub defenders_ms: u64,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SavedResult {
    /// `None` for a draw.
    pub winner: Option<Side>,
    pub reason: EndReason,
}

/// Who played and how.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct Metadata {
    /// When the game was saved, as `YYYY-MM-DD HH:MM:SS` UTC.
    pub date: String,
    pub attackers: String,
    pub defenders: String,
    /// The engine's depth setting when it played or analysed.
    pub engine_depth: Option<u32>,
    pub event: String,
    pub notes: String,
    /// Each player's rating when the game was played, on the engine levels' scale: an engine
    /// level's measured rating, a person's game rating; absent where unknown.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub attackers_elo: Option<i32>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub defenders_elo: Option<i32>,
}

impl Metadata {
    /// Ratings written on the levels' old scale (level 1 at 0: a save before format 5, a text
    /// record without `RatingScale`) moved to today's, so they name the same strength.
    pub fn ratings_from_old_scale(&mut self) {
        let shift = ardri_engine::skill::SCALE_SHIFT;
        for elo in [&mut self.attackers_elo, &mut self.defenders_elo]
            .into_iter()
            .flatten()
        {
            *elo = elo.saturating_add(shift);
        }
    }
}

/// What the engine found in one position.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SavedAnalysis {
    /// The evaluation from the attackers' view (`score:` in version 2 files).
    #[serde(alias = "score")]
    pub eval: Eval,
    /// The depth of the search (0: unknown, as in version 1 files, or a finished game).
    #[serde(default)]
    pub depth: u32,
    /// The engine's move in canonical notation.
    #[serde(default)]
    pub best: Option<String>,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SavedVariation {
    /// The number of moves of the main line before the variation branches off.
    pub after_ply: usize,
    pub moves: Vec<String>,
    /// The engine's view after each of the variation's moves (index j = after move j + 1).
    #[serde(default)]
    pub analysis: Vec<Option<SavedAnalysis>>,
    /// Version 4: what the person wrote about the variation's moves: the key is the number of the
    /// variation's moves played (1 = its first move).
    #[serde(
        default,
        skip_serializing_if = "BTreeMap::is_empty",
        deserialize_with = "merge_repeated_keys"
    )]
    pub annotations: BTreeMap<usize, SavedAnnotation>,
}

/// What the person wrote about one position (the move that led there); empty parts are not written.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct SavedAnnotation {
    /// The person's mark as its symbol: `!`, `?`, `!!`, `??`, `!?` or `?!`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub mark: Option<String>,
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub comment: String,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub shapes: Vec<SavedShape>,
}

/// A shape drawn on the board; squares are written as `d4`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum SavedShape {
    Arrow {
        from: String,
        to: String,
        color: ShapeColor,
    },
    Circle {
        square: String,
        color: ShapeColor,
    },
}

/// Reads annotations by position; a position written twice (a file merged or edited by hand) keeps
/// both notes instead of the last one only: see [`SavedAnnotation::absorb`].
fn merge_repeated_keys<'de, D>(
    deserializer: D,
) -> Result<BTreeMap<usize, SavedAnnotation>, D::Error>
where
    D: serde::Deserializer<'de>,
{
    struct Merging;
    impl<'de> serde::de::Visitor<'de> for Merging {
        type Value = BTreeMap<usize, SavedAnnotation>;
        fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
            f.write_str("a table of annotations by move number")
        }
        fn visit_map<A: serde::de::MapAccess<'de>>(
            self,
            mut map: A,
        ) -> Result<Self::Value, A::Error> {
            let mut merged: BTreeMap<usize, SavedAnnotation> = BTreeMap::new();
            while let Some((key, note)) = map.next_entry::<usize, SavedAnnotation>()? {
                match merged.entry(key) {
                    std::collections::btree_map::Entry::Vacant(slot) => {
                        slot.insert(note);
                    }
                    std::collections::btree_map::Entry::Occupied(mut slot) => {
                        slot.get_mut().absorb(note)
                    }
                }
            }
            Ok(merged)
        }
    }
    deserializer.deserialize_map(Merging)
}

impl SavedAnnotation {
    /// Takes in a second note on the same position: the comments are kept one after the other,
    /// the shapes together; the first mark stays, and a different second one is kept in the comment.
    pub fn absorb(&mut self, other: SavedAnnotation) {
        let mut comments = vec![std::mem::take(&mut self.comment)];
        match (&self.mark, other.mark) {
            (None, mark) => self.mark = mark,
            (Some(first), Some(second)) if *first != second => {
                comments.push(format!("(also marked {second})"));
            }
            _ => {}
        }
        comments.push(other.comment);
        comments.retain(|c| !c.is_empty());
        self.comment = comments.join("\n");
        for shape in other.shapes {
            if !self.shapes.contains(&shape) {
                self.shapes.push(shape);
            }
        }
    }
}
