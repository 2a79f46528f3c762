//! The game's core, which every feature uses and which imports only the base (`shell/`): the
//! vocabulary of commands (`commands.rs`), the contract a feature keeps (`feature.rs`), the settings,
//! the runtime, the status bar, what views read while drawing (`draw.rs`), the parts the game's
//! handlers work on (`parts.rs`), who holds the board (`board_holder.rs`); and the game: the session,
//! the board and its area, the bar, the move list, typed moves, the clock, the engine link and
//! control, chances while playing, what a new game starts with, and the rating kind every feature
//! shares.

use super::shell::i18n::{Words, tr, words};

/// The core's words, in each language (`i18n/`), for game/ and its sub-folders.
pub static WORDS: Words = words!("game");

pub mod answer;
pub mod board;
pub mod board_holder;
pub mod clock;
pub mod commands;
pub mod context;
pub mod draw;
pub mod engine_link;
pub mod eval_bar;
pub mod feature;
pub mod feature_command;
pub mod glicko;
pub mod judge;
pub mod move_notes;
pub mod notation;
pub mod preview;
pub mod record_service;
pub mod runtime;
pub mod session;
pub mod settings;
pub mod time;
