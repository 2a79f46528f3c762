//! `ardri-engine puzzles`: mine puzzles from saved games, training data and self-play, check that
//! each has a unique solution, and export them as JSON. The puzzle type, the file format and the
//! check itself are in `ardri_engine::puzzle`.

mod check;
mod export;
mod mine;
mod rate;

use std::path::Path;

pub(crate) use check::DEFAULT_NODES;
pub(crate) use rate::file_text;

use clap::{Args, Subcommand};

use ardri_engine::puzzle::{Puzzle, parse_puzzles};
use ardri_rules::Rules;

#[derive(Args)]
pub struct PuzzlesArgs {
    #[command(subcommand)]
    command: PuzzlesCommand,
}

#[derive(Subcommand)]
enum PuzzlesCommand {
    /// Find puzzles: positions where one side wins in 2 to 6 moves with one winning move at each of
    /// its turns, from saved games, training data (forced-win records) and self-play.
    Mine(mine::MineArgs),
    /// Check every puzzle of a file (a deeper search with two lines at each solver turn); prints
    /// the failures and their count, and fails if there are any.
    Check(check::CheckArgs),
    /// Give every puzzle of a file its measured starting rating (the search effort its solution
    /// takes), check it against the engine's weaker levels, and write the file back by rating.
    Rate(rate::RateArgs),
    /// Print a puzzle file, one JSON object a line: {"id","position","solution","themes","rating"}.
    Export(export::ExportArgs),
}

pub fn run(args: PuzzlesArgs) -> crate::CommandResult {
    match args.command {
        PuzzlesCommand::Mine(a) => Ok(mine::run(a)?),
        PuzzlesCommand::Check(a) => check::run(a),
        PuzzlesCommand::Rate(a) => rate::run(a),
        PuzzlesCommand::Export(a) => export::run(a),
    }
}

/// Reads a puzzle file (default rules).
pub(crate) fn read_file(path: &Path) -> Result<Vec<Puzzle>, String> {
    let text = std::fs::read_to_string(path).map_err(|e| format!("{}: {e}", path.display()))?;
    parse_puzzles(&text, Rules::default()).map_err(|e| format!("{}: {e}", path.display()))
}
