//! `ardri-engine review FILE`: every position of a saved game analysed, each move classed, the
//! annotated game printed (or one JSON object per move), and with `--write` the analysis stored back
//! into the file atomically.

use std::path::Path;
use std::sync::atomic::AtomicBool;
use std::time::Instant;

use ardri_engine::review::{
    PositionEval, ReviewOrder, SideSummary, analyse_game, judge_move, summarize,
};
use ardri_engine::{Engine, EngineOptions, Eval, Limits, MoveClass};
use ardri_rules::Side;
use ardri_saves::{Analysis, SavedScore};
use serde::Serialize;

use crate::progress_bar;

pub struct ReviewArgs<'a> {
    pub path: &'a Path,
    pub limits: Limits,
    pub json: bool,
    pub write: bool,
    pub threads: usize,
    pub hash_mib: usize,
    pub order: ReviewOrder,
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
    defenders_chance: f64,
    class: &'static str,
    /// The engine's move in the position before this one.
    best: Option<String>,
    depth: u32,
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

pub fn saved_score(eval: Eval) -> SavedScore {
    match eval {
        Eval::Cp(cp) => SavedScore::Cp(cp),
        Eval::Win { side, moves } => SavedScore::Win { side, moves },
        Eval::Drawn => SavedScore::Drawn,
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

/// The evaluation as printed: `A +0.35`, `D #3`, `D won`, `draw`.
fn eval_text(eval: Eval) -> String {
    match eval {
        Eval::Cp(cp) if cp >= 0 => format!("A +{:.2}", f64::from(cp) / 100.0),
        Eval::Cp(cp) => format!("D +{:.2}", f64::from(-cp) / 100.0),
        Eval::Win { side, moves: 0 } => format!("{} won", side_letter(side).to_uppercase()),
        Eval::Win { side, moves } => format!("{} #{moves}", side_letter(side).to_uppercase()),
        Eval::Drawn => "draw".to_string(),
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

pub fn run(args: ReviewArgs<'_>) -> Result<(), String> {
    let path = args.path;
    let loaded =
        ardri_saves::load(path).map_err(|e| format!("cannot review {}: {e}", path.display()))?;
    let game = &loaded.game;
    let engine = Engine::new(EngineOptions {
        threads: args.threads,
        hash_mib: args.hash_mib,
        ..EngineOptions::default()
    });
    let bar = progress_bar(game.ply_count() as u64 + 1, "positions");
    let started = Instant::now();
    let mut done = 0;
    let evals = analyse_game(
        &engine,
        game,
        args.limits,
        args.order,
        &AtomicBool::new(false),
        &mut |_, _| {
            done += 1;
            bar.set_position(done);
        },
    );
    bar.finish_and_clear();
    let elapsed = started.elapsed();

    let judgements: Vec<_> = (1..=game.ply_count())
        .map(|ply| judge_move(game, &evals, ply))
        .collect();
    let eval_at =
        |ply: usize| -> &PositionEval { evals[ply].as_ref().expect("every position analysed") };
    if args.json {
        for (i, played) in game.moves().iter().enumerate() {
            let ply = i + 1;
            let after = eval_at(ply);
            let row = JsonMove {
                ply,
                mv: played.mv.to_string(),
                side: side_letter(game.positions()[i].side_to_move()),
                score: json_score(after.eval),
                defenders_chance: (after.eval.defenders_chance() * 1000.0).round() / 1000.0,
                class: judgements[i].map_or("best", |j| j.class.name()),
                best: eval_at(i).best_move.map(|m| m.to_string()),
                depth: after.depth,
            };
            println!(
                "{}",
                serde_json::to_string(&row).map_err(|e| e.to_string())?
            );
        }
    } else {
        let meta = &loaded.metadata;
        println!(
            "{}: {} (attackers) - {} (defenders)",
            path.display(),
            meta.attackers,
            meta.defenders
        );
        println!("start: {}", eval_text(eval_at(0).eval));
        for (i, played) in game.moves().iter().enumerate() {
            let ply = i + 1;
            let before = game.positions()[i];
            let after = eval_at(ply);
            let judgement = judgements[i];
            let class = judgement.map_or(MoveClass::Best, |j| j.class);
            let text = format!("{}{}", before.display_move(played.mv), class.mark());
            let best = match eval_at(i).best_move {
                Some(best) if class.is_error() => format!("  (best {})", before.display_move(best)),
                _ => String::new(),
            };
            println!(
                "{ply:>4}. {} {text:<16} {:<9} D {:>3.0}%  {:<10}{best}",
                side_letter(before.side_to_move()),
                eval_text(after.eval),
                after.eval.defenders_chance() * 100.0,
                class.name(),
            );
        }
        if let Some(outcome) = game.outcome() {
            println!("{outcome}");
        }
        let [attackers, defenders] = summarize(&judgements);
        println!("{}", summary_line("Attackers", &attackers));
        println!("{}", summary_line("Defenders", &defenders));
        eprintln!(
            "{} positions in {:.2} s ({:?} order)",
            game.ply_count() + 1,
            elapsed.as_secs_f64(),
            args.order
        );
    }

    if args.write {
        let analysis: Vec<Option<Analysis>> = evals
            .iter()
            .map(|e| {
                e.map(|e| Analysis {
                    score: saved_score(e.eval),
                    depth: e.depth,
                    best: e.best_move,
                })
            })
            .collect();
        let file =
            ardri_saves::to_save_file(game, loaded.metadata.clone(), &analysis, &loaded.variations);
        ardri_saves::save(path, &file).map_err(|e| e.to_string())?;
        eprintln!("analysis written to {}", path.display());
    }
    Ok(())
}
