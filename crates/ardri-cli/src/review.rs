//! `ardri-engine review FILE`: every position of a saved game analysed, each move classed, the
//! annotated game printed (or one JSON object per move), and with `--write` the analysis stored back
//! into the file atomically.

use std::path::{Path, PathBuf};
use std::sync::atomic::AtomicBool;
use std::time::{Duration, Instant};

use ardri_engine::puzzle::{add_new_puzzles, checking_engine, puzzles_from_game};
use ardri_engine::review::explain::explain;
use ardri_engine::review::{
    PositionEval, ReviewOrder, SideSummary, analyse_game, attackers_chances, judge_game, summarize,
};
use ardri_engine::wdl::players::{MAX_RATING, unrated_rating};
use ardri_engine::{Chances, Engine, EngineOptions, Eval, Judge, Limits, MoveClass, Ratings};
use ardri_rules::Side;
use ardri_saves::Analysis;
use serde::Serialize;

use crate::progress_bar;

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
    /// Judge both players as players of this rating (on the levels' scale); 0 judges by the
    /// engine's own view, as perfect players. Without it, the players' ratings in the save, and a
    /// club player's (level 5's) for a player it does not rate.
    #[arg(long, value_name = "ELO", conflicts_with_all = ["elo_attackers", "elo_defenders"])]
    elo: Option<i32>,
    /// Judge the attackers as a player of this rating.
    #[arg(long, value_name = "ELO")]
    elo_attackers: Option<i32>,
    /// Judge the defenders as a player of this rating.
    #[arg(long, value_name = "ELO")]
    elo_defenders: Option<i32>,
    /// Whose missed wins become puzzles: a (attackers), d (defenders) or both.
    #[arg(long, default_value = "both", value_parser = ["a", "d", "both"])]
    side: String,
}

/// Whom the review judges, and how to say so: `--elo`, `--elo-attackers`, `--elo-defenders`, else
/// the save's players.
fn judge_for(
    args: &ReviewArgs,
    metadata: &ardri_saves::Metadata,
) -> Result<(Judge, String), String> {
    let check = |flag: &str, elo: Option<i32>, zero_ok: bool| match elo {
        Some(e) if (e == 0 && !zero_ok) || !(0..=MAX_RATING).contains(&e) => Err(format!(
            "{flag} takes a rating from 1 to {MAX_RATING}{}, not {e}",
            if zero_ok {
                " (or 0: the engine's own view)"
            } else {
                ""
            }
        )),
        _ => Ok(elo),
    };
    let both = check("--elo", args.elo, true)?;
    let attackers = check("--elo-attackers", args.elo_attackers, false)?;
    let defenders = check("--elo-defenders", args.elo_defenders, false)?;
    if both == Some(0) {
        return Ok((
            Judge::Engine,
            "perfect play (the engine's own view)".to_string(),
        ));
    }
    let pick = |given: Option<i32>, saved: Option<i32>| match (both.or(given), saved) {
        (Some(elo), _) => (elo, "given"),
        (None, Some(elo)) => (elo, "from the save"),
        (None, None) => (unrated_rating(), "a club player: the save gives no rating"),
    };
    let (a, a_why) = pick(attackers, metadata.attackers_elo);
    let (d, d_why) = pick(defenders, metadata.defenders_elo);
    let judge = Judge::Players(Ratings {
        attackers: a,
        defenders: d,
    });
    Ok((
        judge,
        format!("attackers {a} ({a_why}), defenders {d} ({d_why})"),
    ))
}

/// `--write` would rewrite `path` from what this version read of it: refused before any analysis
/// when that would lose something (fields it does not know) or could not be written.
fn check_rewritable(path: &Path) -> Result<(), String> {
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
    ardri_saves::check_writable(path)
        .map_err(|e| format!("--write: {e}; nothing was analysed or written"))
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
        ardri_saves::check_writable(path)
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

/// One line of `--json`: a move with the evaluation of the position it leads to.
#[derive(Serialize)]
struct JsonMove {
    ply: usize,
    #[serde(rename = "move")]
    mv: String,
    side: &'static str,
    /// The position after the move, from the attackers' view.
    score: JsonScore,
    /// Per mille by the judge's model: attackers win, draw, defenders win.
    wdl: [u32; 3],
    defenders_chance: f64,
    /// The ratings the chances are for; both `null` for the engine's own view (perfect play).
    attackers_elo: Option<i32>,
    defenders_elo: Option<i32>,
    class: &'static str,
    /// The engine's move in the position before this one.
    best: Option<String>,
    depth: u32,
    /// For an inaccuracy or worse: why, in plain words, and the better move's idea.
    why: Vec<String>,
}

#[derive(Serialize)]
#[serde(rename_all = "lowercase")]
enum JsonScore {
    #[serde(untagged)]
    Cp { cp: i32 },
    #[serde(untagged)]
    Win { win: &'static str, moves: u32 },
    #[serde(untagged)]
    Draw { draw: bool },
}

fn side_letter(side: Side) -> &'static str {
    match side {
        Side::Attackers => "a",
        Side::Defenders => "d",
    }
}

fn json_score(eval: Eval) -> JsonScore {
    match eval {
        Eval::Cp(cp) => JsonScore::Cp { cp },
        Eval::Win { side, moves } => JsonScore::Win {
            win: side_letter(side),
            moves,
        },
        Eval::Drawn => JsonScore::Draw { draw: true },
    }
}

/// The last line of `--json`.
#[derive(Serialize)]
struct JsonSummary {
    summary: JsonSides,
}

#[derive(Serialize)]
struct JsonSides {
    attackers: JsonSide,
    defenders: JsonSide,
    attackers_elo: Option<i32>,
    defenders_elo: Option<i32>,
}

#[derive(Serialize)]
struct JsonSide {
    accuracy: Option<f64>,
    inaccuracies: usize,
    mistakes: usize,
    blunders: usize,
}

impl JsonSide {
    fn of(summary: &SideSummary) -> JsonSide {
        let count = |class: MoveClass| summary.counts[class as usize];
        JsonSide {
            accuracy: summary.accuracy.map(|a| (a * 10.0).round() / 10.0),
            inaccuracies: count(MoveClass::Inaccuracy),
            mistakes: count(MoveClass::Mistake),
            blunders: count(MoveClass::Blunder),
        }
    }
}

fn summary_line(name: &str, summary: &SideSummary) -> String {
    let counts: Vec<String> = MoveClass::ALL
        .iter()
        .zip(summary.counts)
        .map(|(class, n)| format!("{n} {}", class.name()))
        .collect();
    let accuracy = summary
        .accuracy
        .map_or("-".to_string(), |a| format!("{a:.1}%"));
    format!("{name}: accuracy {accuracy}; {}", counts.join(", "))
}

pub fn run(args: ReviewArgs) -> Result<(), String> {
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
        check_rewritable(path)?;
    }
    let puzzle_file = match &args.puzzles {
        Some(file) => Some(PuzzleFile::open(file)?),
        None => None,
    };
    let (judge, judged_as) = judge_for(&args, &loaded.metadata)?;
    let ratings = judge.ratings();
    let game = &loaded.game;
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
    let [attackers, defenders] = summarize(&judgements, &chances);
    let eval_at =
        |ply: usize| -> &PositionEval { evals[ply].as_ref().expect("every position analysed") };
    // Why each error was one (index = ply - 1), in plain words.
    let why = |i: usize| -> Vec<String> {
        let is_error = judgements[i].is_some_and(|j| j.class.is_error());
        if !is_error {
            return Vec::new();
        }
        let before = &game.positions()[i];
        let played = game.moves()[i].mv;
        let (b, a) = (eval_at(i), eval_at(i + 1));
        explain(before, played, b.best_move, b.eval, a.eval).lines(before, played)
    };
    if args.json {
        for (i, played) in game.moves().iter().enumerate() {
            let ply = i + 1;
            let after = eval_at(ply);
            let row = JsonMove {
                ply,
                mv: played.mv.to_string(),
                side: side_letter(game.positions()[i].side_to_move()),
                score: json_score(after.eval),
                wdl: judge
                    .chances(after.eval, &game.positions()[ply], after.depth == 0)
                    .per_mille(),
                defenders_chance: (chances[ply].map_or(0.5, |c| 1.0 - c) * 1000.0).round() / 1000.0,
                class: judgements[i].map_or("best", |j| j.class.name()),
                best: eval_at(i).best_move.map(|m| m.to_string()),
                depth: after.depth,
                why: why(i),
                attackers_elo: ratings.map(|r| r.attackers),
                defenders_elo: ratings.map(|r| r.defenders),
            };
            println!(
                "{}",
                serde_json::to_string(&row).map_err(|e| e.to_string())?
            );
        }
        let summary = JsonSummary {
            summary: JsonSides {
                attackers: JsonSide::of(&attackers),
                defenders: JsonSide::of(&defenders),
                attackers_elo: ratings.map(|r| r.attackers),
                defenders_elo: ratings.map(|r| r.defenders),
            },
        };
        println!(
            "{}",
            serde_json::to_string(&summary).map_err(|e| e.to_string())?
        );
    } else {
        let meta = &loaded.metadata;
        println!(
            "{}: {} (attackers) - {} (defenders)",
            path.display(),
            meta.attackers,
            meta.defenders
        );
        println!("judged as {judged_as}");
        println!("start: {}", eval_at(0).eval);
        for (i, played) in game.moves().iter().enumerate() {
            let ply = i + 1;
            let before = game.positions()[i];
            let after = eval_at(ply);
            let judgement = judgements[i];
            let class = judgement.map_or(MoveClass::Best, |j| j.class);
            let text = format!("{}{}", before.display_move(played.mv), class.mark());
            println!(
                "{ply:>4}. {} {text:<16} {:<9} D {:>3.0}%  {}",
                side_letter(before.side_to_move()),
                after.eval.to_string(),
                chances[ply].map_or(50.0, |c| (1.0 - c) * 100.0),
                class.name(),
            );
            for line in why(i) {
                println!("        {line}");
            }
        }
        if let Some(outcome) = game.outcome() {
            println!("{outcome}");
        }
        println!("{}", summary_line("Attackers", &attackers));
        println!("{}", summary_line("Defenders", &defenders));
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
        let mut file =
            ardri_saves::to_save_file(game, loaded.metadata.clone(), &analysis, &loaded.variations);
        // Everything but the analysis stays as it was: the person's annotations, the clocks.
        file.annotations = ardri_saves::save_annotations(&loaded.annotations, 0);
        file.clock = loaded.clock;
        ardri_saves::save(path, &file).map_err(|e| e.to_string())?;
        eprintln!("analysis written to {}", path.display());
    }
    Ok(())
}
