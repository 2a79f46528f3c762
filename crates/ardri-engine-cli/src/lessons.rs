//! `ardri-engine lessons`: every exercise of the lessons for newcomers (crates/ardri-lessons), as a
//! readable list or, with `--json`, one JSON object a line, so they can be checked outside the app.

use clap::Args;

use ardri_lessons::{Exercise, Stage, stages};

#[derive(Args)]
pub struct LessonsArgs {
    /// One JSON object per exercise: `{"stage", "stage_title", "exercise", "number", "position",
    /// "learner", "goal", "goal_text", "par", "hint", "solution": [...]}`; the solution is the
    /// whole line in order (the learner's moves and the replies between them) in the display
    /// notation of docs/RULES.md.
    #[arg(long)]
    json: bool,
}

/// An exercise as JSON, fields in this order.
#[derive(serde::Serialize)]
struct JsonExercise<'a> {
    stage: &'a str,
    stage_title: &'a str,
    exercise: &'a str,
    number: usize,
    position: String,
    learner: &'static str,
    goal: String,
    goal_text: &'a str,
    par: u32,
    hint: &'a str,
    solution: Vec<String>,
}

/// One exercise as a JSON object on one line.
pub fn to_json(stage: &Stage, exercise: &Exercise) -> String {
    let json = JsonExercise {
        stage: stage.id,
        stage_title: stage.title,
        exercise: &exercise.id,
        number: exercise.number,
        position: exercise.position.fen(),
        learner: exercise.learner.name(),
        goal: exercise.goal.to_string(),
        goal_text: exercise.goal_text,
        par: exercise.par,
        hint: exercise.hint,
        solution: exercise.solution_text(),
    };
    serde_json::to_string(&json).expect("plain data serializes")
}

/// `ardri-engine lessons`: every stage and exercise, in the order they are taught.
pub fn run(args: LessonsArgs) -> crate::CommandResult {
    for (n, stage) in stages().iter().enumerate() {
        if args.json {
            for exercise in &stage.exercises {
                outln!("{}", to_json(stage, exercise));
            }
            continue;
        }
        if n > 0 {
            outln!();
        }
        outln!("{}. {} ({})", n + 1, stage.title, stage.id);
        for exercise in &stage.exercises {
            let moves = if exercise.par == 1 { "move" } else { "moves" };
            outln!(
                "  {}  {}: {} ({} {moves})",
                exercise.id,
                exercise.learner,
                exercise.goal_text,
                exercise.par
            );
            outln!("      {}", exercise.position);
            outln!("      {}", exercise.solution_text().join(" "));
        }
    }
    Ok(())
}
