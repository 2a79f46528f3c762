//! `ardri-engine`: the text protocol of docs/PROTOCOL.md (no argument, or `uci`), and the commands a
//! user runs around the engine: perft and divide, bench and speed, reviews, puzzles, the opening
//! explorer and the levels. The lab's research tools are `ardri-lab`'s (crates/ardri-lab). Each
//! subcommand is an `Args` struct with its `run` in its own module of the `ardri_cli` library.

use std::io::Read as _;
use std::process::ExitCode;

use clap::{Parser, Subcommand};

use ardri_cli::{bench, explorer, levels, perft, protocol, puzzles, review};

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
    /// Analyse every position of a saved game and print it with each move classed (best, good,
    /// inaccuracy ?!, mistake ?, blunder ??), why each error was one, and each side's accuracy.
    Review(review::ReviewArgs),
    /// Every level: its name, its rating and how it searches.
    Levels(levels::LevelsArgs),
    /// Puzzles: mine them, check their uniqueness, export them as JSON.
    Puzzles(puzzles::PuzzlesArgs),
    /// The opening explorer: play games for it, build its book, query a position.
    Explorer(explorer::ExplorerArgs),
}

fn main() -> ExitCode {
    ardri_cli::quiet_on_a_closed_pipe();
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
        Some(Command::Review(args)) => review::run(args),
        Some(Command::Levels(args)) => levels::run_levels(args),
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
