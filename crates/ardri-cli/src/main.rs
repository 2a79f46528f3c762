//! `ardri-engine`: the text protocol of docs/PROTOCOL.md (no argument, or `uci`), and the tools around the
//! engine: perft and divide, bench and speed, matches, self-play, training data, tuning, reviews and
//! the win/draw/loss model. Each subcommand is an `Args` struct with its `run` in its own module.

mod accuracy;
mod arena;
mod baseline;
mod bench;
mod datagen;
mod explorer;
mod game_loop;
mod ladder;
mod match_command;
mod openings;
mod perft;
mod protocol;
mod puzzles;
mod review;
mod rng;
mod tune;
mod wdl_fit;

use std::io::Read as _;
use std::process::ExitCode;

use clap::{Parser, Subcommand};
use indicatif::{ProgressBar, ProgressStyle};

#[derive(Parser)]
#[command(
    name = "ardri-engine",
    version,
    about = "The Ard Ri engine: speaks the text protocol on stdin/stdout when run without a command"
)]
struct Cli {
    #[command(subcommand)]
    command: Option<Command>,
}

// Parsed once at start: the size of the match variant (two engine settings) does not matter.
#[allow(clippy::large_enum_variant)]
#[derive(Subcommand)]
enum Command {
    /// Speak the engine protocol on stdin/stdout (the same as no command; `uci` counts as sent).
    Uci,
    /// Count the leaves of the move tree to a depth.
    Perft(perft::PerftArgs),
    /// perft split by the root's moves.
    Divide(perft::PerftArgs),
    /// Fixed positions searched to a fixed depth on one thread: node signature and speed.
    Bench(bench::BenchArgs),
    /// Time to depth from the start (or a position): a fresh engine per run, the median of the runs.
    Speed(bench::SpeedArgs),
    /// Two players (engine settings or the seed-style baseline) play each other, colours swapped.
    Match(match_command::MatchArgs),
    /// The levels play their neighbours; every level's rating is fitted on one scale.
    Ladder(ladder::LadderArgs),
    /// Every level: its name, its rating and how it searches.
    Levels(ladder::LevelsArgs),
    /// Play engine-against-engine games and write their quiet positions with the results (Texel data).
    Selfplay(tune::SelfplayArgs),
    /// Analyse every position of a saved game and print it with each move classed (best, good,
    /// inaccuracy ?!, mistake ?, blunder ??) and each side's accuracy.
    Review(review::ReviewArgs),
    /// Self-play training data for a learned evaluation: every quiet position with the search score and
    /// the game's result, appended to FILE (binary format: see the ardri-data crate).
    Datagen(datagen::DatagenArgs),
    /// Fit the evaluation weights to a selfplay file (Texel's method).
    Tune(tune::TuneArgs),
    /// Play a match, review every game, and print each player's accuracy (does accuracy tell a
    /// strong game from a weak one?).
    Accuracy(accuracy::AccuracyArgs),
    /// Fit the win/draw/loss model to self-play games, or check its calibration on held-out games.
    Wdl(wdl_fit::WdlArgs),
    /// Puzzles: mine them, check their uniqueness, export them as JSON.
    Puzzles(puzzles::PuzzlesArgs),
    /// The opening explorer: play games for it, build its book, query a position.
    Explorer(explorer::ExplorerArgs),
}

/// The machine's cores: the default for commands that use them all.
pub(crate) fn default_threads() -> usize {
    std::thread::available_parallelism().map_or(1, |n| n.get())
}

/// A closed standard output (`ardri-engine levels | head -2`) ends the program quietly, as it does
/// any Unix tool, instead of a panic in `println!`: Rust ignores SIGPIPE, so its default comes back.
#[cfg(unix)]
fn quiet_on_a_closed_pipe() {
    // SAFETY: setting a signal's disposition to its default before any thread is started.
    unsafe {
        libc::signal(libc::SIGPIPE, libc::SIG_DFL);
    }
}

#[cfg(not(unix))]
fn quiet_on_a_closed_pipe() {}

fn main() -> ExitCode {
    quiet_on_a_closed_pipe();
    let cli = Cli::parse();
    let result = match cli.command {
        None => {
            protocol::run(std::io::stdin().lock(), std::io::stdout());
            Ok(())
        }
        Some(Command::Uci) => {
            let input = std::io::Cursor::new("uci\n").chain(std::io::stdin().lock());
            protocol::run(std::io::BufReader::new(input), std::io::stdout());
            Ok(())
        }
        Some(Command::Perft(args)) => perft::run(args, false),
        Some(Command::Divide(args)) => perft::run(args, true),
        Some(Command::Bench(args)) => bench::run_bench_command(args),
        Some(Command::Speed(args)) => bench::run_speed(args),
        Some(Command::Match(args)) => match_command::run(args),
        Some(Command::Ladder(args)) => ladder::run(args),
        Some(Command::Levels(args)) => ladder::run_levels(args),
        Some(Command::Selfplay(args)) => tune::run_selfplay(args),
        Some(Command::Tune(args)) => tune::run_tune(args),
        Some(Command::Datagen(args)) => datagen::run_command(args),
        Some(Command::Review(args)) => review::run(args),
        Some(Command::Wdl(args)) => wdl_fit::run(args),
        Some(Command::Accuracy(args)) => accuracy::run(args),
        Some(Command::Puzzles(args)) => puzzles::run(args),
        Some(Command::Explorer(args)) => explorer::run(args),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(message) => {
            eprintln!("error: {message}");
            ExitCode::from(2)
        }
    }
}

/// A network file for `evalfile=` / `--evalfile`, or why it cannot be used.
pub(crate) fn load_network(
    path: &std::path::Path,
) -> Result<std::sync::Arc<ardri_engine::nnue::Network>, String> {
    ardri_engine::nnue::Network::load(path)
        .map(std::sync::Arc::new)
        .map_err(|e| format!("{}: {e}", path.display()))
}

/// A progress bar on standard error for `total` steps of `unit`.
pub(crate) fn progress_bar(total: u64, unit: &str) -> ProgressBar {
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
