//! The base every part of the app may use, and which imports nothing of the app itself: tasks off
//! the UI thread, the theme, window placement, the modal dialogs and the generic question, files
//! kept aside and checked for writing, bounded lists, the start-up's checks, help's and the guide's
//! texts, the frame-time log. What names the app's commands or features lives at the root (the
//! vocabulary in `commands.rs`, the menu, the side panel, the keymap) or in the features.

pub mod aside;
pub mod bounded;
pub mod dialogs;
pub mod guide;
pub mod help;
pub mod i18n;
pub mod perf;
pub mod question;
pub mod rules;
pub mod startup;
pub mod tasks;
pub mod theme;
pub mod windows;
pub mod writable;

/// The base's words, in each language (`i18n/`): Help's text, the unsaved-changes question, what
/// went wrong with a file or the stored state, the guide's title and the board colours' names.
pub static WORDS: i18n::Words = i18n::words!("shell");
