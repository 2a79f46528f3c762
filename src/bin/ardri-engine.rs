//! The engine's command line; for now the perft tools.

use std::process::ExitCode;
use std::time::Instant;

use ardri::rules::{Position, Rules, divide, perft};

const USAGE: &str = "\
usage: ardri-engine perft <depth> [--fen \"<position string>\"]
       ardri-engine divide <depth> [--fen \"<position string>\"]";

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let result = match args.first().map(String::as_str) {
        Some("perft") => run_perft(&args[1..], false),
        Some("divide") => run_perft(&args[1..], true),
        Some(other) => Err(format!("unknown command '{other}'\n{USAGE}")),
        None => Err(USAGE.to_string()),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(message) => {
            eprintln!("error: {message}");
            ExitCode::from(2)
        }
    }
}
/// `perft <depth> [--fen "<position string>"]`, or `divide` with the per-move counts first.
fn run_perft(args: &[String], split: bool) -> Result<(), String> {
    let mut depth = None;
    let mut position = Position::start(Rules::default());
    let mut iter = args.iter();
    while let Some(arg) = iter.next() {
        match arg.as_str() {
            "--fen" => {
                let text = iter.next().ok_or("--fen needs a position string")?;
                position = text
                    .parse()
                    .map_err(|e| format!("bad position string: {e}"))?;
            }
            number => {
                depth = Some(
                    number
                        .parse::<u32>()
                        .map_err(|_| format!("'{number}' is not a depth"))?,
                )
            }
        }
    }
    let depth = depth.ok_or("perft needs a depth")?;
    let started = Instant::now();
    let total = if split {
        let counts = divide(&position, depth);
        for (m, count) in &counts {
            println!("{m}: {count}");
        }
        println!();
        counts.iter().map(|(_, n)| n).sum()
    } else {
        perft(&position, depth)
    };
    let elapsed = started.elapsed();
    println!("total: {total}");
    println!(
        "time: {:.3} s, {:.1} M leaves/s",
        elapsed.as_secs_f64(),
        total as f64 / elapsed.as_secs_f64().max(1e-9) / 1e6
    );
    Ok(())
}

