//! `ardri-engine puzzles rate FILE`: gives every puzzle its measured starting rating (the search
//! effort it takes, see `ardri_engine::puzzle::nodes_to_find`), prints how the ratings fall and, as
//! a check, how many of the engine's weaker levels fail the puzzles of each rating band; then
//! writes the file back (atomically) sorted by rating.

use std::path::PathBuf;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::Instant;

use clap::Args;

use ardri_engine::puzzle::{
    Puzzle, RATED_LEVELS, RATING_SEEDS, failures, nodes_to_find, rating_engine, rating_from_nodes,
};

use crate::progress_bar;

#[derive(Args)]
pub struct RateArgs {
    /// The puzzle file (rewritten with the new ratings unless --dry-run).
    file: PathBuf,
    /// Puzzles rated at once (one search thread each).
    #[arg(long, default_value_t = 1)]
    jobs: usize,
    /// Print the ratings' spread only; leave the file as it is.
    #[arg(long)]
    dry_run: bool,
    /// Skip the check against the weaker levels (it doubles the time).
    #[arg(long)]
    no_check: bool,
}

/// One puzzle measured: the nodes its solution took to find and the weaker levels' failures (0
/// when not checked).
#[derive(Clone, Copy, Debug)]
pub struct Measured {
    pub nodes: u64,
    pub failures: u32,
}

/// Measures every puzzle on `jobs` threads and sets its rating; `check` also counts the weaker
/// levels' failures.
pub fn rate_all(
    puzzles: &mut [Puzzle],
    jobs: usize,
    check: bool,
    on_done: &(dyn Fn() + Sync),
) -> Vec<Measured> {
    let jobs = jobs.max(1);
    let next = AtomicUsize::new(0);
    let list: &[Puzzle] = puzzles;
    let mut measured: Vec<(usize, Measured)> = std::thread::scope(|scope| {
        let workers: Vec<_> = (0..jobs)
            .map(|_| {
                scope.spawn(|| {
                    let mut engine = rating_engine();
                    let mut out = Vec::new();
                    loop {
                        let i = next.fetch_add(1, Ordering::Relaxed);
                        let Some(p) = list.get(i) else { break };
                        let nodes = nodes_to_find(&mut engine, p);
                        let failures = if check { failures(&mut engine, p) } else { 0 };
                        out.push((i, Measured { nodes, failures }));
                        on_done();
                    }
                    out
                })
            })
            .collect();
        workers
            .into_iter()
            .flat_map(|w| w.join().expect("rating worker"))
            .collect()
    });
    measured.sort_by_key(|&(i, _)| i);
    for &(i, m) in &measured {
        puzzles[i].rating = rating_from_nodes(m.nodes);
    }
    measured.into_iter().map(|(_, m)| m).collect()
}

/// The file's text: a header, then the puzzles by rating (and id).
pub fn file_text(puzzles: &mut [Puzzle]) -> String {
    puzzles.sort_by(|a, b| a.rating.cmp(&b.rating).then(a.id.cmp(&b.id)));
    let mut text = String::from("# Ard Ri puzzles: id;position;solution;themes;rating\n");
    for p in puzzles.iter() {
        text.push_str(&p.to_string());
        text.push('\n');
    }
    text
}

/// The report: per rating band of 200, the puzzles by length and (when checked) the mean share of
/// the weaker levels' tries that failed them.
pub fn report(puzzles: &[Puzzle], measured: &[Measured], checked: bool) -> Vec<String> {
    let tries = f64::from(RATED_LEVELS) * RATING_SEEDS.len() as f64;
    let mut lines = vec![format!(
        "{:<11} {:>7} {:>22}{}",
        "rating",
        "puzzles",
        "3/5/7/9/11 plies",
        if checked {
            "  weaker levels failing"
        } else {
            ""
        }
    )];
    let lowest = puzzles.iter().map(|p| p.rating).min().unwrap_or(0) / 200 * 200;
    let highest = puzzles.iter().map(|p| p.rating).max().unwrap_or(0);
    let mut band = lowest;
    while band <= highest {
        let in_band: Vec<(&Puzzle, &Measured)> = puzzles
            .iter()
            .zip(measured)
            .filter(|(p, _)| (band..band + 200).contains(&p.rating))
            .collect();
        if !in_band.is_empty() {
            let mut lengths = [0usize; 5];
            for (p, _) in &in_band {
                lengths[(p.solution.len() - 3) / 2] += 1;
            }
            let lengths: Vec<String> = lengths.iter().map(usize::to_string).collect();
            let failing = in_band
                .iter()
                .map(|(_, m)| f64::from(m.failures))
                .sum::<f64>()
                / (in_band.len() as f64 * tries);
            lines.push(format!(
                "{:<11} {:>7} {:>22}{}",
                format!("{band}-{}", band + 199),
                in_band.len(),
                lengths.join("/"),
                if checked {
                    format!("  {:>5.1}%", failing * 100.0)
                } else {
                    String::new()
                }
            ));
        }
        band += 200;
    }
    lines
}

pub fn run(args: RateArgs) -> crate::CommandResult {
    let start = Instant::now();
    let mut puzzles = super::read_file(&args.file)?;
    let bar = progress_bar(puzzles.len() as u64, "puzzles");
    let measured = rate_all(&mut puzzles, args.jobs, !args.no_check, &|| bar.inc(1));
    bar.finish_and_clear();
    for line in report(&puzzles, &measured, !args.no_check) {
        outln!("{line}");
    }
    let mut ratings: Vec<i32> = puzzles.iter().map(|p| p.rating).collect();
    ratings.sort_unstable();
    if let (Some(lo), Some(hi)) = (ratings.first(), ratings.last()) {
        outln!(
            "ratings {lo} to {hi}, median {}; {} puzzles in {:.0} s",
            ratings[ratings.len() / 2],
            puzzles.len(),
            start.elapsed().as_secs_f64()
        );
    }
    if !args.dry_run {
        let text = file_text(&mut puzzles);
        ardri_saves::write_atomic(&args.file, text.as_bytes()).map_err(|e| e.to_string())?;
        outln!("written to {}", args.file.display());
    }
    Ok(())
}
