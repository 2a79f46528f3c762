//! The lessons as data: every stage and exercise, in the order they are taught. Positions are
//! position strings and moves are written in the notation of docs/RULES.md; the solution lists the
//! learner's moves and the opponent's replies in turn, in the display form (`c3-c4xc5`), so the
//! captures it states are checked too. docs/lessons.md says how to add an exercise.

use ardri_rules::{Game, Position, Side};

use crate::{Exercise, Goal, LessonError, Stage};

mod basics;
mod corners;
mod ends;
mod play;

struct StageData {
    id: &'static str,
    title: &'static str,
    intro: &'static str,
    exercises: &'static [ExerciseData],
}

struct ExerciseData {
    /// The start, with the learner to move.
    position: &'static str,
    /// The goal's text form (see [`Goal`]'s `FromStr`).
    goal: &'static str,
    goal_text: &'static str,
    par: u32,
    hint: &'static str,
    /// The whole line, moves separated by spaces.
    solution: &'static str,
}

/// Every stage, in the order they are taught.
const STAGES: &[StageData] = &[
    basics::MOVING,
    basics::CAPTURING,
    basics::KING_CAPTURES,
    basics::SAFE_BETWEEN,
    basics::KING_CAPTURE,
    corners::ESCAPE,
    corners::CORNER_TRAP,
    corners::RACE,
    corners::STOP_ESCAPE,
    ends::BLOCKING,
    ends::REPETITION,
    play::OPENING,
    play::TACTICS,
    play::ENDGAME,
];

/// The stages from the table, each exercise's data read and its solution played by the rules.
pub(crate) fn build() -> Result<Vec<Stage>, LessonError> {
    STAGES
        .iter()
        .map(|stage| {
            let exercises = stage
                .exercises
                .iter()
                .enumerate()
                .map(|(i, data)| exercise(stage.id, i + 1, data))
                .collect::<Result<_, _>>()?;
            Ok(Stage {
                id: stage.id,
                title: stage.title,
                intro: stage.intro,
                exercises,
            })
        })
        .collect()
}

fn exercise(
    stage: &'static str,
    number: usize,
    data: &ExerciseData,
) -> Result<Exercise, LessonError> {
    let id = format!("{stage}-{number}");
    let position: Position = data
        .position
        .parse()
        .map_err(|source| LessonError::Position {
            exercise: id.clone(),
            source,
        })?;
    let goal: Goal = data
        .goal
        .parse()
        .map_err(|e: LessonError| LessonError::Exercise {
            exercise: id.clone(),
            why: e.to_string(),
        })?;
    let learner = position.side_to_move();
    let wrong = |why: String| LessonError::Exercise {
        exercise: id.clone(),
        why,
    };
    match &goal {
        Goal::Capture(squares) => {
            let theirs = position.side_pieces(learner.opponent()) & !position.king();
            if let Some(sq) = squares.iter().find(|sq| !theirs.contains(**sq)) {
                return Err(wrong(format!(
                    "no piece of the {} to capture on {sq}",
                    learner.opponent()
                )));
            }
        }
        Goal::Bring { from, .. } if !position.side_pieces(learner).contains(*from) => {
            return Err(wrong(format!("no piece of the {learner} on {from}")));
        }
        Goal::CaptureKing | Goal::StopEscape { .. } if learner != Side::Attackers => {
            return Err(wrong(format!("'{goal}' is the attackers' goal")));
        }
        Goal::Escape if learner != Side::Defenders => {
            return Err(wrong(format!("'{goal}' is the defenders' goal")));
        }
        _ => {}
    }
    if data.par == 0 {
        return Err(wrong("the par is 0".to_string()));
    }
    let mut game = Game::from_position(position);
    let mut solution = Vec::new();
    for (index, text) in data.solution.split_whitespace().enumerate() {
        let fail = |why: String| LessonError::Solution {
            exercise: id.clone(),
            index: index + 1,
            text: text.to_string(),
            why,
        };
        if game.is_over() {
            return Err(fail("the game is already over".to_string()));
        }
        let m = game
            .position()
            .parse_move(text)
            .map_err(|e| fail(e.reason.to_string()))?;
        game.play(m).map_err(|e| fail(e.to_string()))?;
        solution.push(m);
    }
    if solution.is_empty() {
        return Err(wrong("the solution is empty".to_string()));
    }
    Ok(Exercise {
        id,
        stage,
        number,
        position,
        learner: position.side_to_move(),
        goal_text: data.goal_text,
        goal,
        par: data.par,
        hint: data.hint,
        solution,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn data(position: &'static str, goal: &'static str, solution: &'static str) -> ExerciseData {
        ExerciseData {
            position,
            goal,
            goal_text: "",
            par: 1,
            hint: "",
            solution,
        }
    }

    fn fault(position: &'static str, goal: &'static str, solution: &'static str) -> String {
        exercise("test", 1, &data(position, goal, solution))
            .unwrap_err()
            .to_string()
    }

    #[test]
    fn faulty_data_is_refused_with_its_reason() {
        let pos = "7/7/2da1d1/7/7/1a1k3/7 d";
        assert!(exercise("test", 1, &data(pos, "capture d5", "f5-e5xd5")).is_ok());
        assert_eq!(
            fault(pos, "capture d6", "f5-e5xd5"),
            "test-1: no piece of the attackers to capture on d6"
        );
        assert_eq!(
            fault(pos, "bring d6 d7", "f5-e5"),
            "test-1: no piece of the defenders on d6"
        );
        assert_eq!(
            fault(pos, "capture-king", "f5-e5"),
            "test-1: 'capture-king' is the attackers' goal"
        );
        assert!(fault(pos, "win", "f5-e5").starts_with("test-1: goal 'win'"));
        assert_eq!(
            fault("7/7/7/7/7/6a/1k5 d", "escape", "b1-a1 g2-g3"),
            "test-1: the solution's move 2 ('g2-g3'): the game is already over"
        );
        assert_eq!(
            fault(pos, "capture d5", "f5-e5xc5"),
            "test-1: the solution's move 1 ('f5-e5xc5'): the move captures d5, not c5"
        );
        assert_eq!(
            fault(pos, "capture d5", "f5-f4 d5-d4"),
            "test-1: the solution's move 2 ('d5-d4'): only the king may enter the restricted square d4"
        );
        assert!(fault("7/7/7/7/7/7/7 d", "escape", "a1a2").starts_with("test-1: the position: "));
    }
}
