//! `ardri-engine perft` and `divide`: leaf counts of the move tree, the rules core's proof.

use std::time::Instant;

use ardri_rules::{Position, Rules, divide, perft};

#[derive(clap::Args)]
pub struct PerftArgs {
    depth: u32,
    /// The position string to start from (default: the start position).
    #[arg(long, value_name = "POSITION")]
    fen: Option<Position>,
}

/// `perft <depth> [--fen "<position string>"]`, or `divide` with the per-move counts first.
pub fn run(args: PerftArgs, split: bool) -> crate::CommandResult {
    let position = args
        .fen
        .unwrap_or_else(|| Position::start(Rules::default()));
    let depth = args.depth;
    let started = Instant::now();
    let total = if split {
        let counts = divide(&position, depth);
        for (m, count) in &counts {
            outln!("{m}: {count}");
        }
        outln!();
        counts.iter().map(|(_, n)| n).sum()
    } else {
        perft(&position, depth)
    };
    let elapsed = started.elapsed();
    outln!("total: {total}");
    outln!(
        "time: {:.3} s, {:.1} M leaves/s",
        elapsed.as_secs_f64(),
        total as f64 / elapsed.as_secs_f64().max(1e-9) / 1e6
    );
    Ok(())
}
