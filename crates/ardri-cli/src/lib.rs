//! The user's tools around the engine, shared by the `ardri-engine` binary (the text protocol of
//! docs/PROTOCOL.md and the commands a user runs: perft, bench, review, puzzles, explorer, levels) and
//! the lab's `ardri-lab` (matches, the ladder, self-play, data, tuning, the win/draw/loss fits), which
//! takes its games, openings and progress bars from here.

pub mod bench;
pub mod explorer;
pub mod game_loop;
pub mod levels;
pub mod openings;
pub mod perft;
pub mod protocol;
pub mod puzzles;
pub mod review;
pub mod rng;

use indicatif::{ProgressBar, ProgressStyle};

/// The machine's cores: the default for commands that use them all.
pub fn default_threads() -> usize {
    std::thread::available_parallelism().map_or(1, |n| n.get())
}

/// A network file for `evalfile=` / `--evalfile`, or why it cannot be used.
pub fn load_network(
    path: &std::path::Path,
) -> Result<std::sync::Arc<ardri_engine::nnue::Network>, String> {
    ardri_engine::nnue::Network::load(path)
        .map(std::sync::Arc::new)
        .map_err(|e| format!("{}: {e}", path.display()))
}

/// A progress bar on standard error for `total` steps of `unit`.
pub fn progress_bar(total: u64, unit: &str) -> ProgressBar {
    let bar = ProgressBar::new(total);
    let template =
        format!("{{elapsed_precise}} [{{bar:30}}] {{pos}}/{{len}} {unit} ({{eta}} left) {{msg}}");
    bar.set_style(
        ProgressStyle::with_template(&template)
            .expect("a valid template")
            .progress_chars("=> "),
    );
    bar
}

/// A closed standard output (`ardri-engine levels | head -2`) ends the program quietly, as it does
/// any Unix tool, instead of a panic in `println!`: Rust ignores SIGPIPE, so its default comes back.
#[cfg(unix)]
pub fn quiet_on_a_closed_pipe() {
    // SAFETY: setting a signal's disposition to its default before any thread is started.
    unsafe {
        libc::signal(libc::SIGPIPE, libc::SIG_DFL);
    }
}

#[cfg(not(unix))]
pub fn quiet_on_a_closed_pipe() {}
