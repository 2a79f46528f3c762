//! `ardri-engine puzzles export FILE --json`: one JSON object a line.

use std::io::Write as _;
use std::path::PathBuf;

use clap::Args;

use ardri_engine::puzzle::Puzzle;

#[derive(Args)]
pub struct ExportArgs {
    /// The puzzle file.
    file: PathBuf,
    /// Print JSON lines (the only format so far; the flag says so explicitly).
    #[arg(long, default_value_t = true)]
    json: bool,
}

/// A puzzle as JSON, fields in this order.
#[derive(serde::Serialize)]
struct JsonPuzzle<'a> {
    id: &'a str,
    position: String,
    solution: Vec<String>,
    themes: Vec<&'static str>,
    rating: i32,
}

/// A puzzle as a JSON object: `{"id","position","solution":[...],"themes":[...],"rating"}`.
pub fn to_json(puzzle: &Puzzle) -> String {
    let json = JsonPuzzle {
        id: &puzzle.id,
        position: puzzle.position.fen(),
        solution: puzzle.solution.iter().map(|m| m.to_string()).collect(),
        themes: puzzle.themes.iter().map(|t| t.name()).collect(),
        rating: puzzle.rating,
    };
    serde_json::to_string(&json).expect("plain data serializes")
}

/// Every line is written and checked, then flushed: a full disk fails the command (a closed pipe,
/// `| head`, has ended the program quietly, see [`crate::quiet_on_a_closed_pipe`]).
pub fn run(args: ExportArgs) -> crate::CommandResult {
    let puzzles = super::read_file(&args.file)?;
    let _ = args.json;
    let mut out = std::io::BufWriter::new(std::io::stdout().lock());
    let mut write = || -> std::io::Result<()> {
        for p in &puzzles {
            writeln!(out, "{}", to_json(p))?;
        }
        out.flush()
    };
    write().map_err(crate::CommandError::Output)
}

#[cfg(test)]
/// Reads back a puzzle exported by [`to_json`] (default rules), checking its line.
pub fn from_json(value: &serde_json::Value) -> Result<Puzzle, String> {
    let text = |v: &serde_json::Value| v.as_str().map(str::to_string).ok_or("not a string");
    let list = |v: &serde_json::Value| -> Result<Vec<String>, String> {
        v.as_array()
            .ok_or("not a list")?
            .iter()
            .map(|x| text(x).map_err(String::from))
            .collect()
    };
    let line = format!(
        "{};{};{};{};{}",
        text(&value["id"])?,
        text(&value["position"])?,
        list(&value["solution"])?.join(" "),
        list(&value["themes"])?.join(","),
        value["rating"].as_i64().ok_or("no rating")?
    );
    Puzzle::parse(&line, ardri_rules::Rules::default()).map_err(|e| e.to_string())
}

#[cfg(test)]
mod tests {
    use super::*;
    use ardri_engine::puzzle::parse_puzzles;
    use ardri_rules::Rules;

    #[test]
    fn export_round_trips() {
        let text = include_str!("../../../../assets/puzzles.txt");
        let puzzles = parse_puzzles(text, Rules::default()).unwrap();
        assert!(puzzles.len() >= 500);
        for p in puzzles.iter().take(50) {
            let line = to_json(p);
            let back = from_json(&serde_json::from_str(&line).unwrap()).unwrap();
            assert_eq!(&back, p);
        }
    }
}
