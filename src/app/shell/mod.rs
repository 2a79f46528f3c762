//! The window's frame around the features. (New code of the shell lives here; the rest of it still
//! sits in the app's older modules.)

pub mod board_mode;
