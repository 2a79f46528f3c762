//! The save file's shape (RON): a format version, the rules, the start position, the moves in canonical
//! notation, the result, metadata, optional evaluations and variations.
//!
//! Fields added after version 1 must carry `#[serde(default)]` so older files still load; unknown fields
//! are ignored (no `deny_unknown_fields`) so a file edited by hand or by a later minor version still opens.

use serde::{Deserialize, Serialize};

use ardri_rules::{EndReason, Rules, Side};

/// The format this program writes; it reads every version up to this one.
pub const FORMAT_VERSION: u32 = 1;

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
    /// The engine's evaluation after each move (index i = after move i + 1), where known.
    #[serde(default)]
    pub evaluations: Vec<Option<SavedScore>>,
    /// Lines that were replaced by another move; kept so nothing played is lost.
    #[serde(default)]
    pub variations: Vec<SavedVariation>,
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
}

/// An engine score from the attackers' point of view.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum SavedScore {
    /// Centi-pieces (100 = one ordinary piece).
    Cp(i32),
    /// The side named wins in this many of its moves.
    Win { side: Side, moves: u32 },
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SavedVariation {
    /// The number of moves of the main line before the variation branches off.
    pub after_ply: usize,
    pub moves: Vec<String>,
}
