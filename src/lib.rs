//! Ard Ri: the rules core, the engine and the save files. The desktop app lives in the `ardri` binary;
//! nothing in this library depends on the GUI.
//!
//! Dependencies run one way: `engine` and `persistence` use `rules`; `rules` uses neither.

pub mod engine;
pub mod persistence;
pub mod rules;
