//! The user's tools around the engine, shared by the `ardri-engine` binary (the text protocol of
//! docs/PROTOCOL.md and the commands a user runs: perft, bench, review, puzzles, explorer, levels,
//! history, lessons) and the lab's `ardri-lab` (matches, the ladder, self-play, data, tuning, the
//! win/draw/loss fits), which takes its games, openings and progress bars from here.

/// `println!` for a command's results: the line goes to standard output, and a write that fails (a
/// full disk, `> /dev/full`) returns from the command with [`CommandError::Output`] instead of
/// `println!`'s panic.
macro_rules! outln {
    ($($arg:tt)*) => {{
        use std::io::Write as _;
        writeln!(std::io::stdout().lock(), $($arg)*).map_err($crate::CommandError::Output)?
    }};
}

pub mod bench;
pub mod explorer;
pub mod game_loop;
pub mod history;
pub mod lessons;
pub mod levels;
pub mod openings;
pub mod perft;
pub mod protocol;
pub mod puzzles;
pub mod review;
pub mod rng;

use indicatif::{ProgressBar, ProgressStyle};

/// Why a command failed.
#[derive(Debug)]
pub enum CommandError {
    /// What went wrong, for the person: a file that cannot be read, a bad argument.
    Failed(String),
    /// Standard output could not be written (a full disk, a closed pipe).
    Output(std::io::Error),
}

impl From<String> for CommandError {
    fn from(message: String) -> CommandError {
        CommandError::Failed(message)
    }
}

impl std::fmt::Display for CommandError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            CommandError::Failed(message) => f.write_str(message),
            CommandError::Output(e) => write!(f, "could not write the output: {}", plain_error(e)),
        }
    }
}

/// What a command returns: `Ok`, or why it failed.
pub type CommandResult = Result<(), CommandError>;

/// A system error in plain words: "No space left on device", without " (os error 28)".
pub fn plain_error(error: &std::io::Error) -> String {
    let text = error.to_string();
    match text.rfind(" (os error ") {
        Some(at) if text.ends_with(')') => text[..at].to_string(),
        _ => text,
    }
}

/// Ends a command's output: what standard output still holds is written, and a failure to write
/// it is the command's failure.
pub fn finish_output() -> CommandResult {
    use std::io::Write as _;
    std::io::stdout().flush().map_err(CommandError::Output)
}

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
