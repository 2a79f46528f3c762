//! `ardri-lab`: the research tools, apart from what a user runs (`ardri-engine`): matches between
//! engine settings, the levels' ladder, self-play and training data, tuning the hand evaluation,
//! the win/draw/loss fits (the engine's and the players'), and the accuracy experiment. Each
//! subcommand is an `Args` struct with its `run` in its own module; games, openings and progress
//! bars come from the `ardri_engine_cli` library.

mod accuracy;
mod arena;
mod baseline;
mod datagen;
mod habits;
mod ladder;
mod match_command;
mod tune;
mod wdl_fit;

use std::process::ExitCode;

use clap::{Parser, Subcommand};

// The user's tools' shared parts, under the names the lab's modules use.
use ardri_engine_cli::{
    default_threads, game_loop, load_network, openings, progress_bar, review, rng,
};

#[derive(Parser)]
#[command(
    name = "ardri-lab",
    version,
    about = "The Ard Ri lab: matches, the levels' ladder, self-play, training data, tuning and the win/draw/loss fits"
)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

// Parsed once at start: the size of the match variant (two engine settings) does not matter.
#[allow(clippy::large_enum_variant)]
#[derive(Subcommand)]
enum Command {
    /// Two players (engine settings or the seed-style baseline) play each other, colours swapped.
    Match(match_command::MatchArgs),
    /// The levels play their neighbours; every level's rating is fitted on one scale.
    Ladder(ladder::LadderArgs),
    /// Play engine-against-engine games and write their quiet positions with the results (Texel data).
    Selfplay(tune::SelfplayArgs),
    /// Self-play training data for a learned evaluation: every quiet position with the search score and
    /// the game's result, appended to FILE (binary format: see the ardri-data crate).
    Datagen(datagen::DatagenArgs),
    /// Fit the evaluation weights to a selfplay file (Texel's method).
    Tune(tune::TuneArgs),
    /// Play a match, review every game, and print each player's accuracy (does accuracy tell a
    /// strong game from a weak one?).
    Accuracy(accuracy::AccuracyArgs),
    /// How each player of a games file plays, by the rules alone: third repetitions against itself,
    /// pieces left to be taken, wins allowed and missed.
    Habits(habits::HabitsArgs),
    /// Fit the win/draw/loss models (the engine's to self-play games, the players' to the ladder's
    /// games), or check their calibration on held-out games.
    Wdl(wdl_fit::WdlArgs),
}

fn main() -> ExitCode {
    ardri_engine_cli::quiet_on_a_closed_pipe();
    let result = match Cli::parse().command {
        Command::Match(args) => match_command::run(args),
        Command::Ladder(args) => ladder::run(args),
        Command::Selfplay(args) => tune::run_selfplay(args),
        Command::Tune(args) => tune::run_tune(args),
        Command::Datagen(args) => datagen::run_command(args),
        Command::Accuracy(args) => accuracy::run(args),
        Command::Wdl(args) => wdl_fit::run(args),
        Command::Habits(args) => habits::run(args),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(message) => {
            eprintln!("error: {message}");
            ExitCode::from(2)
        }
    }
}
