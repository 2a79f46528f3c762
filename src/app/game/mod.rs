//! The game against the engine. (New code of this feature lives here; the rest of it still sits in
//! the app's older modules.)

pub mod chances;
