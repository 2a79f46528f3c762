//! `ardri-engine`: the text protocol of docs/PROTOCOL.md (no argument, or `uci`), and the commands a
//! user runs around the engine: perft and divide, bench and speed, reviews, puzzles, the opening
//! explorer, the levels, the person's history and the lessons. The lab's research tools are
//! `ardri-lab`'s (crates/ardri-lab). Each subcommand is an `Args` struct with its `run` in its own
//! module of the `ardri_engine_cli` library.

use std::io::{Read as _, Write as _};
use std::process::ExitCode;

use clap::{Parser, Subcommand};

use ardri_engine_cli::{
    CommandError, bench, explorer, history, lessons, levels, perft, protocol, puzzles, review,
};

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
    /// Your record as the app keeps it: the ratings and every game played, newest first (read
    /// only); --export writes the games as saves.
    History(history::HistoryArgs),
    /// Every lesson for newcomers: each exercise's position, goal, par and solution.
    Lessons(lessons::LessonsArgs),
}

fn main() -> ExitCode {
    ardri_engine_cli::quiet_on_a_closed_pipe();
    // One line on standard error says why a command failed; a failure to write that line too is
    // not a panic.
    let say = |line: String| {
        let _ = writeln!(std::io::stderr(), "{line}");
    };
    let cli = match Cli::try_parse() {
        Ok(cli) => cli,
        // Help and the version go to standard output, and are checked like any command's output;
        // a bad argument is clap's message on standard error.
        Err(e) => {
            let printed = e.print().and_then(|()| std::io::stdout().flush());
            return match printed {
                Err(failure) if !e.use_stderr() => {
                    say(format!("ardri-engine: {}", CommandError::Output(failure)));
                    ExitCode::from(1)
                }
                _ => ExitCode::from(u8::try_from(e.exit_code()).unwrap_or(2)),
            };
        }
    };
    let result = match cli.command {
        None => {
            protocol::run(std::io::stdin().lock(), std::io::stdout()).map_err(CommandError::Output)
        }
        Some(Command::Uci) => {
            let input = std::io::Cursor::new("uci\n").chain(std::io::stdin().lock());
            protocol::run(std::io::BufReader::new(input), std::io::stdout())
                .map_err(CommandError::Output)
        }
        Some(Command::Perft(args)) => perft::run(args, false),
        Some(Command::Divide(args)) => perft::run(args, true),
        Some(Command::Bench(args)) => bench::run_bench_command(args),
        Some(Command::Speed(args)) => bench::run_speed(args),
        Some(Command::Review(args)) => review::run(args),
        Some(Command::Levels(args)) => levels::run_levels(args),
        Some(Command::Puzzles(args)) => puzzles::run(args),
        Some(Command::Explorer(args)) => explorer::run(args),
        Some(Command::History(args)) => history::run(args),
        Some(Command::Lessons(args)) => lessons::run(args),
    };
    // What standard output still holds is part of the result: a failure to write it fails the
    // command (a closed pipe has ended the program quietly before this).
    let result = result.and_then(|()| ardri_engine_cli::finish_output());
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(e @ CommandError::Output(_)) => {
            say(format!("ardri-engine: {e}"));
            ExitCode::from(1)
        }
        Err(e @ CommandError::Failed(_)) => {
            say(format!("error: {e}"));
            ExitCode::from(2)
        }
    }
}
