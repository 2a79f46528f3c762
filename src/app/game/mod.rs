//! The game against the engine. (New code of this feature lives here; the rest of it still sits in
//! the app's older modules.)

pub mod bar;
pub mod board;
pub mod board_area;
pub mod chances;
pub mod clock;
pub mod engine_control;
pub mod engine_link;
pub mod eval_bar;
pub mod move_entry;
pub mod move_list;
pub mod moves;
pub mod new_game;
pub mod session;
