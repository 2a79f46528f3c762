//! Ard Ri: the rules core, the engine and the save files. The desktop app lives in the `ardri` binary;
//! nothing in this library depends on the GUI.

pub mod engine;
pub mod rules;
