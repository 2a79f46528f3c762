//! The window's frame around the features. (New code of the shell lives here; the rest of it still
//! sits in the app's older modules.)

pub mod aside;
pub mod board_holder;
pub mod bounded;
pub mod commands;
pub mod dialogs;
pub mod guide;
pub mod help;
pub mod keymap;
pub mod menu;
pub mod perf;
pub mod question;
pub mod runtime;
pub mod settings;
pub mod side_panel;
pub mod startup;
pub mod status;
pub mod tasks;
pub mod theme;
pub mod windows;
pub mod writable;
