//! What `review` prints once the analysis is done: the annotated game, or one JSON object per move
//! and a summary.

use std::io::Write;

use ardri_engine::review::explain::explain;
use ardri_engine::review::{MoveJudgement, PositionEval, SideSummary};
use ardri_engine::{Chances, Eval, Judge, MoveClass};
use ardri_rules::{Game, Side};
use serde::Serialize;

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

/// What a finished review prints from.
pub(super) struct Reviewed<'a> {
    pub(super) game: &'a Game,
    pub(super) judge: Judge,
    pub(super) evals: &'a [Option<PositionEval>],
    pub(super) judgements: Vec<Option<MoveJudgement>>,
    pub(super) chances: Vec<Option<f64>>,
    pub(super) sides: [SideSummary; 2],
}

impl Reviewed<'_> {
    fn eval_at(&self, ply: usize) -> &PositionEval {
        self.evals[ply].as_ref().expect("every position analysed")
    }

    /// Why move `i` (index = ply - 1) was an error, in plain words; nothing for a good move.
    fn why(&self, i: usize) -> Vec<String> {
        let is_error = self.judgements[i].is_some_and(|j| j.class.is_error());
        if !is_error {
            return Vec::new();
        }
        let before = &self.game.positions()[i];
        let played = self.game.moves()[i].mv;
        let (b, a) = (self.eval_at(i), self.eval_at(i + 1));
        explain(before, played, b.best_move, b.eval, a.eval).lines(before, played)
    }

    /// `--json`: one object per move, then the summary.
    pub(super) fn print_json(&self, out: &mut impl Write) -> std::io::Result<()> {
        let ratings = self.judge.ratings();
        let game = self.game;
        for (i, played) in game.moves().iter().enumerate() {
            let ply = i + 1;
            let after = self.eval_at(ply);
            let row = JsonMove {
                ply,
                mv: played.mv.to_string(),
                side: side_letter(game.positions()[i].side_to_move()),
                score: json_score(after.eval),
                wdl: self
                    .judge
                    .chances(after.eval, &game.positions()[ply], after.depth == 0)
                    .per_mille(),
                defenders_chance: (self.chances[ply].map_or(0.5, |c| 1.0 - c) * 1000.0).round()
                    / 1000.0,
                class: self.judgements[i].map_or("best", |j| j.class.name()),
                best: self.eval_at(i).best_move.map(|m| m.to_string()),
                depth: after.depth,
                why: self.why(i),
                attackers_elo: ratings.map(|r| r.attackers),
                defenders_elo: ratings.map(|r| r.defenders),
            };
            writeln!(out, "{}", serde_json::to_string(&row)?)?;
        }
        let [attackers, defenders] = &self.sides;
        let summary = JsonSummary {
            summary: JsonSides {
                attackers: JsonSide::of(attackers),
                defenders: JsonSide::of(defenders),
                attackers_elo: ratings.map(|r| r.attackers),
                defenders_elo: ratings.map(|r| r.defenders),
            },
        };
        writeln!(out, "{}", serde_json::to_string(&summary)?)
    }

    /// The annotated game, after the header [`run`] printed before the analysis.
    pub(super) fn print_text(&self, out: &mut impl Write) -> std::io::Result<()> {
        let game = self.game;
        writeln!(out, "start: {}", self.eval_at(0).eval)?;
        for (i, played) in game.moves().iter().enumerate() {
            let ply = i + 1;
            let before = game.positions()[i];
            let after = self.eval_at(ply);
            let class = self.judgements[i].map_or(MoveClass::Best, |j| j.class);
            let text = format!("{}{}", before.display_move(played.mv), class.mark());
            writeln!(
                out,
                "{ply:>4}. {} {text:<16} {:<9} D {:>3.0}%  {}",
                side_letter(before.side_to_move()),
                after.eval.to_string(),
                self.chances[ply].map_or(50.0, |c| (1.0 - c) * 100.0),
                class.name(),
            )?;
            for line in self.why(i) {
                writeln!(out, "        {line}")?;
            }
        }
        if let Some(outcome) = game.outcome() {
            writeln!(out, "{outcome}")?;
        }
        let [attackers, defenders] = &self.sides;
        writeln!(out, "{}", summary_line("Attackers", attackers))?;
        writeln!(out, "{}", summary_line("Defenders", defenders))
    }
}
