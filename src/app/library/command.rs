//! The library's own commands: its window, its folder, practising its games' mistakes.

use std::path::PathBuf;

/// The game library: a folder's saved games, and practising their mistakes.
#[derive(Clone, Debug, PartialEq)]
pub enum LibraryCommand {
    /// Open the window (reading its folder again), or close it when open.
    Toggle,
    Close,
    /// Read the folder again.
    Refresh,
    /// Ask for another folder (the system's dialog, else the app's chooser).
    ChooseFolder,
    /// The folder the person chose (the files' answer to `ChooseFolder`): remembered, and read.
    FolderChosen(PathBuf),
    /// Practise the mistakes of these files' games, in this order, each of the sides given (the
    /// root hands them on to Learn: `features::ties`).
    Practise(Vec<(PathBuf, Vec<ardri_rules::Side>)>),
    /// Learn has gathered the mistakes asked for, or found none (the root tells it from Learn's
    /// `Gathered`): Practise may be asked again.
    Gathered,
}
