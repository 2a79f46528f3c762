//! The game a person plays: moves from the board and typed, undo and redo, going through the game
//! and its variations, resigning (`moves.rs`), the engine's own moves, analysis and hints
//! (`engine_control.rs`), what takes the board and what a new game starts with (`on_board.rs`), the
//! board and the texts around it (`board_area.rs`, `board_area/header.rs`), the bar's chances
//! (`bar.rs`), the learning aids (`aids.rs`), the move list and typed moves (`move_list.rs`,
//! `move_entry.rs`). It is a feature on the contract (`feature.rs`): the root hands it the core's
//! commands of moves, the engine and the board, with the game to change (`parts.rs`). No other
//! feature imports it.

use std::borrow::Cow;

use ardri_rules::{EndReason, Outcome, Side};

use super::shell::i18n::{Words, tr, words};

/// The game's words, in each language (`i18n/`): the board's header, the bar, the move list, the
/// status bar, the game's notices and its question.
pub static WORDS: Words = words!("play");

pub mod aids;
pub mod bar;
pub mod board_area;
pub mod chances;
pub mod clock_face;
pub mod engine_control;
pub mod engine_state;
pub mod feature;
pub mod move_entry;
pub mod move_list;
pub mod move_notes;
pub mod moves;
pub mod new_game;
pub mod on_board;
pub mod parts;
pub mod status;

/// How a game ended, in words: "Attackers win: the king was captured".
pub fn outcome_text(outcome: Outcome) -> Cow<'static, str> {
    let winner = outcome.winner.map_or("none", Side::name);
    let reason = match outcome.reason {
        EndReason::KingEscaped => "king-escaped",
        EndReason::KingCaptured => "king-captured",
        EndReason::NoLegalMove => "no-legal-move",
        EndReason::Repetition => "repetition",
        EndReason::Resignation => "resignation",
        EndReason::Timeout => "timeout",
    };
    tr!(WORDS, "play-outcome", winner = winner, reason = reason)
}
