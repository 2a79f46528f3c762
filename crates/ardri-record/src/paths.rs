//! Where the app keeps its data, found without the window's library.

use std::path::PathBuf;

/// The app's data folder, the one the app gets from `eframe::storage_dir("ardri")` (eframe
/// 0.37, `native/file_storage.rs`), computed the same way without depending on eframe, so that
/// the command line (`ardri-engine history`) finds the app's record:
///
/// - Linux and the other Unix-like systems (not macOS): `$XDG_DATA_HOME/ardri` when
///   `XDG_DATA_HOME` is set to an absolute path (a relative one is ignored, as the XDG
///   specification says), else `$HOME/.local/share/ardri` (`~/.local/share/ardri`);
/// - macOS: `$HOME/Library/Application Support/ardri`;
/// - Windows: `%APPDATA%\ardri\data` (eframe asks the system for the roaming application data
///   folder, which `APPDATA` names).
///
/// `None` where there is no home folder (eframe then keeps nothing either).
pub fn default_folder() -> Option<PathBuf> {
    data_home().map(|dir| {
        if cfg!(windows) {
            dir.join("ardri").join("data")
        } else {
            dir.join("ardri")
        }
    })
}

#[cfg(all(unix, not(target_os = "macos")))]
fn data_home() -> Option<PathBuf> {
    std::env::var_os("XDG_DATA_HOME")
        .map(PathBuf::from)
        .filter(|p| p.is_absolute())
        .or_else(|| std::env::home_dir().map(|home| home.join(".local").join("share")))
}

#[cfg(target_os = "macos")]
fn data_home() -> Option<PathBuf> {
    std::env::home_dir().map(|home| home.join("Library").join("Application Support"))
}

#[cfg(windows)]
fn data_home() -> Option<PathBuf> {
    std::env::var_os("APPDATA").map(PathBuf::from)
}

#[cfg(not(any(unix, windows)))]
fn data_home() -> Option<PathBuf> {
    None
}
