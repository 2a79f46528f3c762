//! `ardri-engine review FILE`: every position of a saved game analysed, each move classed, the
//! annotated game printed (or one JSON object per move), and with `--write` the analysis stored back
//! into the file atomically.

mod report;
mod writable;

use std::io::Write as _;
use std::path::{Path, PathBuf};
use std::sync::atomic::AtomicBool;
use std::time::{Duration, Instant};

use ardri_engine::puzzle::{add_new_puzzles, checking_engine, puzzles_from_game};
use ardri_engine::review::{
    PositionEval, ReviewOrder, analyse_game, attackers_chances, judge_game, summarize,
    yardstick_chances,
};
use ardri_engine::wdl::players::{MODEL_RATINGS, held_rating, held_rating_note, unrated_rating};
use ardri_engine::{Engine, EngineOptions, Eval, Judge, Limits, Ratings};
use ardri_rules::Side;
use ardri_saves::Analysis;

use crate::{CommandError, progress_bar};

/// The depth each position is searched to when neither --depth nor --movetime is given.
pub const DEFAULT_REVIEW_DEPTH: u32 = 12;

/// Analyse every position of a saved game and print it with each move classed (best, good,
/// inaccuracy ?!, mistake ?, blunder ??) and each side's accuracy.
#[derive(clap::Args)]
pub struct ReviewArgs {
    file: PathBuf,
    /// Search each position to this depth.
    #[arg(long, default_value_t = DEFAULT_REVIEW_DEPTH, conflicts_with = "movetime")]
    depth: u32,
    /// Search each position for this many milliseconds instead.
    #[arg(long)]
    movetime: Option<u64>,
    /// One JSON object per move, one per line, then a summary line.
    #[arg(long)]
    json: bool,
    /// Store the analysis in the file (atomically: a temporary file, then a rename).
    #[arg(long)]
    write: bool,
    #[arg(long, default_value_t = crate::default_threads())]
    threads: usize,
    #[arg(long, default_value_t = 64, value_name = "MIB")]
    hash: usize,
    /// Analyse from the start forward instead of from the end back (for comparison).
    #[arg(long)]
    forward: bool,
    /// Add the puzzles of this game to a puzzle file (created if absent): every position where
    /// the side to move had a forced win in 2 to 6 moves and the game's move missed it, if it is
    /// a puzzle by the shipped set's rules (one winning move at each solver turn).
    #[arg(long, value_name = "FILE")]
    puzzles: Option<PathBuf>,
    /// Judge both players as players of this rating (on the levels' scale, 1 to 1773: the
    /// ratings the players' model was fitted on); 0 judges by the engine's own view, as perfect
    /// players. Without it, the players' ratings in the save (held to 0 to 1773, with a note), and
    /// a club player's (2057, the Club level's, level 9) for a player
    /// it does not rate.
    #[arg(
        long,
        value_name = "ELO",
        value_parser = rating_or_zero,
        conflicts_with_all = ["elo_attackers", "elo_defenders"]
    )]
    elo: Option<i32>,
    /// Judge the attackers as a player of this rating (0 to 1773).
    #[arg(long, value_name = "ELO", value_parser = rating)]
    elo_attackers: Option<i32>,
    /// Judge the defenders as a player of this rating (0 to 1773).
    #[arg(long, value_name = "ELO", value_parser = rating)]
    elo_defenders: Option<i32>,
    /// Whose missed wins become puzzles: a (attackers), d (defenders) or both.
    #[arg(long, default_value = "both", value_parser = ["a", "d", "both"])]
    side: String,
}

/// A rating flag's value: a rating the players' model knows ([`MODEL_RATINGS`]); outside it the
/// model answers nonsense (every move "best" at 3000), so other numbers are refused, naming the
/// range, rather than held to it.
fn rating(text: &str) -> Result<i32, String> {
    parse_rating(text, false)
}

/// [`rating`], or 0: the engine's own view (perfect play).
fn rating_or_zero(text: &str) -> Result<i32, String> {
    parse_rating(text, true)
}

fn parse_rating(text: &str, zero_ok: bool) -> Result<i32, String> {
    let range = format!(
        "the players' model knows ratings from {} to {}{}",
        MODEL_RATINGS.start(),
        MODEL_RATINGS.end(),
        if zero_ok {
            " (or 0: the engine's own view, perfect play)"
        } else {
            ""
        }
    );
    // Parsed wide, so that 2147483648 is a rating out of range, not a number too large.
    match text.trim().parse::<i128>() {
        Ok(0) if zero_ok => Ok(0),
        Ok(r) => i32::try_from(r)
            .ok()
            .filter(|r| MODEL_RATINGS.contains(r))
            .ok_or(range),
        Err(_)
            if text
                .trim()
                .trim_start_matches(['-', '+'])
                .bytes()
                .all(|b| b.is_ascii_digit())
                && !text.trim().is_empty() =>
        {
            Err(range)
        }
        Err(_) => Err(format!("a rating is a whole number; {range}")),
    }
}

/// Whom the review judges, and how to say so: `--elo`, `--elo-attackers`, `--elo-defenders`, else
/// the save's players, held to the ratings the model knows (the notes say where they were).
fn judge_for(args: &ReviewArgs, metadata: &ardri_saves::Metadata) -> (Judge, String, Vec<String>) {
    if args.elo == Some(0) {
        return (
            Judge::Engine,
            "perfect play (the engine's own view)".to_string(),
            Vec::new(),
        );
    }
    let mut notes = Vec::new();
    let mut pick =
        |side: &str, given: Option<i32>, saved: Option<i32>| match (args.elo.or(given), saved) {
            (Some(elo), _) => (elo, "given".to_string()),
            (None, Some(elo)) => match held_rating_note(elo) {
                None => (elo, "from the save".to_string()),
                Some(note) => {
                    notes.push(format!("the save rates the {side} {elo}: {note}"));
                    (held_rating(elo), format!("the save says {elo}: {note}"))
                }
            },
            (None, None) => (
                unrated_rating(),
                "a club player: the save gives no rating".to_string(),
            ),
        };
    let (a, a_why) = pick("attackers", args.elo_attackers, metadata.attackers_elo);
    let (d, d_why) = pick("defenders", args.elo_defenders, metadata.defenders_elo);
    let judge = Judge::Players(
        Ratings {
            attackers: a,
            defenders: d,
        }
        .within_model(),
    );
    (
        judge,
        format!("attackers {a} ({a_why}), defenders {d} ({d_why})"),
        notes,
    )
}

/// `--write` would rewrite `path` from what this version read of it, as a file of about `size`
/// bytes: refused before any analysis when that would lose something (fields it does not know) or
/// could not be written (see [`writable::check_replaceable`]).
fn check_rewritable(path: &Path, size: u64) -> Result<(), String> {
    let text = std::fs::read_to_string(path).map_err(|e| format!("{}: {e}", path.display()))?;
    let unknown = ardri_saves::unknown_fields(&text);
    if !unknown.is_empty() {
        return Err(format!(
            "{} holds fields this version does not know ({}), perhaps from a newer version; \
             --write would drop them, so nothing was analysed or written (review it without --write)",
            path.display(),
            unknown.join(", ")
        ));
    }
    writable::check_replaceable(path, size)
        .map_err(|e| format!("--write: {e}; nothing was analysed or written"))
}

/// What `--write` stores: the game as loaded with `analysis`; everything but the analysis stays as
/// it was (the person's annotations, the clocks).
fn save_file(
    loaded: &ardri_saves::LoadedGame,
    analysis: &[Option<Analysis>],
) -> ardri_saves::SaveFile {
    let mut file = ardri_saves::to_save_file(
        &loaded.game,
        loaded.metadata.clone(),
        analysis,
        &loaded.variations,
    );
    file.annotations = ardri_saves::save_annotations(&loaded.annotations, 0);
    file.clock = loaded.clock;
    file
}

/// About the largest the file written by `--write` can be: every position with the longest
/// analysis (a win in 999 at depth 999 with a best move), and a quarter more.
fn largest_save(loaded: &ardri_saves::LoadedGame) -> u64 {
    let analysis: Vec<Option<Analysis>> = loaded
        .game
        .positions()
        .iter()
        .map(|p| {
            Some(Analysis {
                eval: Eval::Win {
                    side: Side::Defenders,
                    moves: 999,
                },
                depth: 999,
                best: p.legal_moves().first().copied(),
            })
        })
        .collect();
    let text = ardri_saves::encode(&save_file(loaded, &analysis)).map_or(0, |t| t.len());
    (text + text / 4 + 4096) as u64
}

/// The puzzle file of `--puzzles`, read and checked before the analysis: its puzzles (for
/// duplicates) and its text, kept as it is (comments too) with the new puzzles added at the end.
struct PuzzleFile<'a> {
    path: &'a Path,
    set: Vec<ardri_engine::puzzle::Puzzle>,
    text: Option<String>,
}

impl<'a> PuzzleFile<'a> {
    fn open(path: &'a Path) -> Result<PuzzleFile<'a>, String> {
        let text = match std::fs::read_to_string(path) {
            Ok(text) => Some(text),
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => None,
            Err(e) => return Err(format!("--puzzles {}: {e}", path.display())),
        };
        let set = match &text {
            Some(_) => crate::puzzles::read_file(path)
                .map_err(|e| format!("--puzzles: {e}; nothing was analysed"))?,
            None => Vec::new(),
        };
        let size = text.as_ref().map_or(0, String::len) + 64 * 1024;
        writable::check_replaceable(path, size as u64)
            .map_err(|e| format!("--puzzles: {e}; nothing was analysed"))?;
        Ok(PuzzleFile { path, set, text })
    }
}

/// Mines the reviewed game for missed wins and adds the puzzles to the file; the message to print.
fn add_puzzles(
    args: &ReviewArgs,
    file: PuzzleFile<'_>,
    game: &ardri_rules::Game,
    evals: &[Option<PositionEval>],
) -> Result<String, String> {
    let sides: &[Side] = match args.side.as_str() {
        "a" => &[Side::Attackers],
        "d" => &[Side::Defenders],
        _ => &[Side::Attackers, Side::Defenders],
    };
    let PuzzleFile {
        path,
        mut set,
        text,
    } = file;
    let stem = args
        .file
        .file_stem()
        .map_or_else(|| "game".into(), |s| s.to_string_lossy().replace(';', "_"));
    let mut engine = checking_engine(32);
    let found = puzzles_from_game(
        &mut engine,
        game,
        evals,
        sides,
        &format!("my-{stem}"),
        crate::puzzles::DEFAULT_NODES,
        &mut |_, _| true,
    );
    let tried = found.len();
    let known = set.len();
    let added = add_new_puzzles(&mut set, found);
    if added > 0 {
        let new_text = match text {
            // The file as it was, comments and order included, then the new puzzles.
            Some(mut old) => {
                if !old.is_empty() && !old.ends_with('\n') {
                    old.push('\n');
                }
                for puzzle in &set[known..] {
                    old.push_str(&format!("{puzzle}\n"));
                }
                old
            }
            None => crate::puzzles::file_text(&mut set),
        };
        ardri_saves::write_atomic(path, new_text.as_bytes()).map_err(|e| e.to_string())?;
    }
    let noun = if added == 1 { "puzzle" } else { "puzzles" };
    Ok(format!(
        "{added} {noun} from this game added to {} ({} found, {} already there)",
        path.display(),
        tried,
        tried - added
    ))
}

pub fn run(args: ReviewArgs) -> crate::CommandResult {
    let path = args.file.as_path();
    let limits = match args.movetime {
        Some(ms) => Limits::movetime(Duration::from_millis(ms)),
        None => Limits::depth(args.depth),
    };
    let order = if args.forward {
        ReviewOrder::Forward
    } else {
        ReviewOrder::Backward
    };
    let loaded =
        ardri_saves::load(path).map_err(|e| format!("cannot review {}: {e}", path.display()))?;
    // Every output is checked before the analysis, which can take minutes.
    if args.write {
        check_rewritable(path, largest_save(&loaded))?;
    }
    let puzzle_file = match &args.puzzles {
        Some(file) => Some(PuzzleFile::open(file)?),
        None => None,
    };
    let (judge, judged_as, notes) = judge_for(&args, &loaded.metadata);
    for note in &notes {
        eprintln!("note: {note}");
    }
    let game = &loaded.game;
    if !args.json {
        // The header, written (and so checked) before the analysis: an output that cannot be
        // written fails the command before minutes of searching.
        let meta = &loaded.metadata;
        outln!(
            "{}: {} (attackers) - {} (defenders)",
            path.display(),
            meta.attackers,
            meta.defenders
        );
        outln!("judged as {judged_as}");
        std::io::stdout().flush().map_err(CommandError::Output)?;
    }
    let mut engine = Engine::new(EngineOptions {
        threads: args.threads,
        hash_mib: args.hash,
        ..EngineOptions::default()
    });
    let bar = progress_bar(game.ply_count() as u64 + 1, "positions");
    let started = Instant::now();
    let mut done = 0;
    let evals = engine
        .guarded(|engine| {
            analyse_game(
                engine,
                game,
                limits,
                order,
                &AtomicBool::new(false),
                &mut |_, _| {
                    done += 1;
                    bar.set_position(done);
                },
            )
        })
        .map_err(|e| e.to_string())?;
    bar.finish_and_clear();
    let elapsed = started.elapsed();

    let judgements = judge_game(game, &evals, &judge);
    let chances = attackers_chances(game, &evals, &judge);
    let sides = summarize(&judgements, &yardstick_chances(game, &evals, &judge));
    let reviewed = report::Reviewed {
        game,
        judge,
        evals: &evals,
        judgements,
        chances,
        sides,
    };
    let mut out = std::io::stdout().lock();
    // A failed output is the command's failure, but only after the files asked for are written:
    // the analysis took long.
    let printed = if args.json {
        reviewed.print_json(&mut out)
    } else {
        reviewed.print_text(&mut out)
    }
    .and_then(|()| out.flush());
    drop(out);
    if !args.json && printed.is_ok() {
        eprintln!(
            "{} positions in {:.2} s ({:?} order)",
            game.ply_count() + 1,
            elapsed.as_secs_f64(),
            order
        );
    }

    if let Some(file) = puzzle_file {
        eprintln!("{}", add_puzzles(&args, file, game, &evals)?);
    }
    if args.write {
        let analysis: Vec<Option<Analysis>> = evals
            .iter()
            .map(|e| {
                e.map(|e| Analysis {
                    eval: e.eval,
                    depth: e.depth,
                    best: e.best_move,
                })
            })
            .collect();
        ardri_saves::save(path, &save_file(&loaded, &analysis)).map_err(|e| e.to_string())?;
        eprintln!("analysis written to {}", path.display());
    }
    printed.map_err(CommandError::Output)
}
