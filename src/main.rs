//! The Ard Ri desktop app. `cargo run --release` opens the window; `cargo run --release -- game.ron`
//! opens it on a saved game.

mod app;

use std::path::PathBuf;
use std::process::ExitCode;

const USAGE: &str =
    "usage: ardri [SAVED-GAME.ron]\n\nOpens the Ard Ri window, on the saved game if one is named.";

fn main() -> ExitCode {
    let _ = app::PROCESS_START.set(std::time::Instant::now());
    let args: Vec<_> = std::env::args_os().skip(1).collect();
    let open = match args.as_slice() {
        [] => None,
        [flag] if flag == "--help" || flag == "-h" => {
            println!("{USAGE}");
            return ExitCode::SUCCESS;
        }
        [path] => Some(PathBuf::from(path)),
        _ => {
            eprintln!("{USAGE}");
            return ExitCode::from(2);
        }
    };
    match app::run(open) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("ardri: could not open the window: {e}");
            ExitCode::FAILURE
        }
    }
}
