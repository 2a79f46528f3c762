//! The lessons as data: every stage and exercise, in the order they are taught. Positions are
//! position strings and moves are written in the notation of docs/RULES.md; the solution lists the
//! learner's moves and the opponent's replies in turn, in the display form (`c3-c4xc5`), so the
//! captures it states are checked too. docs/lessons.md says how to add an exercise.

use ardri_rules::{Game, Position, Side};

use crate::{Exercise, Goal, LessonError, Stage};

mod corners;

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
    StageData {
        id: "moving",
        title: "How the pieces move",
        intro: "Every piece, the king too, moves one square at a time: up, down, left or right, onto \
                an empty square. No piece moves diagonally or jumps. Five squares are restricted: the \
                four corners and the centre square d4, the throne. Only the king may stand on them. \
                The two sides take turns, one move each.",
        exercises: &[
            ExerciseData {
                position: "7/6a/7/7/4k2/2d4/7 d",
                goal: "bring c2 c5",
                goal_text: "Bring your defender from c2 to c5.",
                par: 3,
                hint: "One square a move, straight up: c3, then c4, then c5.",
                solution: "c2-c3 g6-g5 c3-c4 g5-g4 c4-c5",
            },
            ExerciseData {
                position: "7/3d3/7/1k5/7/5a1/7 d",
                goal: "bring b4 d4",
                goal_text: "Bring the king to the throne, the centre square d4.",
                par: 2,
                hint: "Step right twice: c4, then d4. Only the king may stand on the throne.",
                solution: "b4-c4 f2-f3 c4-d4",
            },
            ExerciseData {
                position: "7/1a5/5k1/2d4/7/7/7 d",
                goal: "bring c4 e4",
                goal_text: "Bring your defender from c4 to e4. The throne is in the way.",
                par: 4,
                hint: "A defender may not step onto the throne (d4). Go round it: up to c5, right to \
                       d5 and e5, down to e4.",
                solution: "c4-c5 b6-b5 c5-d5 b5-c5 d5-e5 c5-d5 e5-e4",
            },
            ExerciseData {
                position: "7/a6/7/3k3/7/3d3/7 a",
                goal: "bring a6 b7",
                goal_text: "Bring your attacker from a6 to b7.",
                par: 2,
                hint: "The corner a7 is closed to attackers too: step right to b6, then up to b7.",
                solution: "a6-b6 d4-d5 b6-b7",
            },
        ],
    },
    StageData {
        id: "capturing",
        title: "Capturing",
        intro: "You capture an enemy piece by moving one of yours so that the enemy piece is caught \
                between two of yours in a straight line: one on each side, left and right, or above \
                and below. Only the side that moves captures. The king is different: two attackers \
                are not enough to take him (see Capturing the king).",
        exercises: &[
            ExerciseData {
                position: "7/7/2da1d1/7/7/1a1k3/7 d",
                goal: "capture d5",
                goal_text: "Take the attacker on d5.",
                par: 1,
                hint: "Your defender on c5 is on one side of it. Put another on the other side, e5.",
                solution: "f5-e5xd5",
            },
            ExerciseData {
                position: "7/7/1a5/2d2k1/2a4/7/7 a",
                goal: "capture c4",
                goal_text: "Take the defender on c4.",
                par: 1,
                hint: "Your attacker on c3 is below it. Put one above it, on c5.",
                solution: "b5-c5xc4",
            },
            ExerciseData {
                position: "7/3d3/1da1ad1/7/7/3k3/7 d",
                goal: "capture c5 e5",
                goal_text: "Take both attackers, c5 and e5, with one move.",
                par: 1,
                hint: "Step between them, to d5: each is then caught between two defenders.",
                solution: "d6-d5xc5/e5",
            },
            ExerciseData {
                position: "7/2kd3/7/4aa1/4d2/7/7 d",
                goal: "capture e4",
                goal_text: "Take the attacker on e4 in two moves.",
                par: 2,
                hint: "Put a defender on e6. If the attacker stays, step down to e5 and take it; if it \
                       runs up to e5, close the trap from below with e3-e4.",
                solution: "d6-e6 e4-e5 e3-e4xe5",
            },
            ExerciseData {
                position: "3k3/7/7/4a2/1a1d3/3d3/7 a",
                goal: "capture d3",
                goal_text: "Take the defender on d3 in two moves.",
                par: 2,
                hint: "It needs an attacker on each side, c3 and e3. Bring one to e3 first: the \
                       defender cannot get away in time.",
                solution: "e4-e3 d7-e7 b3-c3xd3",
            },
        ],
    },
    StageData {
        id: "king-captures",
        title: "The king captures too",
        intro: "The king fights beside his defenders. When he moves he captures like any piece, and \
                he can be the second piece of a capture that a defender makes. Attackers who forget \
                it lose pieces.",
        exercises: &[
            ExerciseData {
                position: "7/2d4/2a4/7/2k2a1/7/7 d",
                goal: "capture c5",
                goal_text: "Take the attacker on c5 with the king.",
                par: 1,
                hint: "Your defender on c6 is above the attacker. Bring the king below it, to c4.",
                solution: "c3-c4xc5",
            },
            ExerciseData {
                position: "7/5d1/4a2/4k2/1a5/7/7 d",
                goal: "capture e5",
                goal_text: "Take the attacker on e5 with a defender, against the king.",
                par: 1,
                hint: "The king on e4 is below the attacker. A defender on e6 completes the capture.",
                solution: "f6-e6xe5",
            },
            ExerciseData {
                position: "7/3k3/1da1ad1/7/7/7/7 d",
                goal: "capture c5 e5",
                goal_text: "Take both attackers with one move of the king.",
                par: 1,
                hint: "Step the king down between them, to d5.",
                solution: "d6-d5xc5/e5",
            },
            ExerciseData {
                position: "7/3d3/7/1aa4/2k4/7/7 d",
                goal: "capture c4",
                goal_text: "Take the attacker on c4 in two moves.",
                par: 2,
                hint: "The king on c3 is below it, so a defender on c5 takes it. Go there by c6.",
                solution: "d6-c6 b4-b3 c6-c5xc4",
            },
        ],
    },
    StageData {
        id: "safe-between",
        title: "Safe between two",
        intro: "A piece may step into the gap between two enemy pieces: it is not captured, because \
                only the side that moves captures, and those two did not move. It stays safe there \
                until one of them leaves and an enemy piece comes back to that square.",
        exercises: &[
            ExerciseData {
                position: "7/2d4/1a1a3/2a4/2d4/5k1/7 d",
                goal: "capture c4",
                goal_text: "Take the attacker on c4. Your defender may step between the two attackers \
                            on b5 and d5.",
                par: 1,
                hint: "c6-c5 puts your defender between two attackers, where it is safe, and traps \
                       c4 against your defender on c3.",
                solution: "c6-c5xc4",
            },
            ExerciseData {
                position: "7/7/4k2/7/aa1aa2/2d4/7 d",
                goal: "bring c2 c4",
                goal_text: "Bring your defender from c2 to c4, through the gap in the attackers' line.",
                par: 2,
                hint: "Step into the gap, c3: between b3 and d3 you are safe. Then go on to c4.",
                solution: "c2-c3 e3-e4 c3-c4",
            },
            ExerciseData {
                position: "7/2a4/1k1d3/2d4/2a4/7/7 a",
                goal: "capture c4",
                goal_text: "Take the defender on c4, stepping between the \
                            king and a defender.",
                par: 1,
                hint: "c6-c5 goes between the king on b5 and the defender on d5, where it is safe, \
                       and traps c4 against your attacker on c3.",
                solution: "c6-c5xc4",
            },
        ],
    },
    StageData {
        id: "king-capture",
        title: "Capturing the king",
        intro: "The attackers win by capturing the king, and two attackers are not enough. He is \
                captured when an attacker moves next to him and every square beside him then holds \
                an attacker, is a restricted square (the throne or a corner) or is off the board. \
                So: four attackers around him; three and the throne; three and the edge; or two, \
                the edge and a corner. A defender beside the king always saves him.",
        exercises: &[
            ExerciseData {
                position: "7/2a4/1aka3/7/2a4/7/7 a",
                goal: "capture-king",
                goal_text: "Capture the king: close the ring of four attackers around him.",
                par: 1,
                hint: "Three sides are closed. Step into the last one, c4.",
                solution: "c3-c4",
            },
            ExerciseData {
                position: "3a3/7/2aka2/7/7/7/7 a",
                goal: "capture-king",
                goal_text: "Capture the king beside the throne.",
                par: 1,
                hint: "The empty throne below him counts against him, so three attackers are \
                       enough. Close d6.",
                solution: "d7-d6",
            },
            ExerciseData {
                position: "7/7/a6/k1a4/a6/7/7 a",
                goal: "capture-king",
                goal_text: "Capture the king on the edge of the board.",
                par: 1,
                hint: "The edge counts against him, so three attackers are enough. Close b4.",
                solution: "c4-b4",
            },
            ExerciseData {
                position: "7/7/7/7/1a5/7/1ka4 a",
                goal: "capture-king",
                goal_text: "Capture the king beside the corner, before he escapes into it.",
                par: 1,
                hint: "The corner and the edge both count against him, so two attackers are \
                       enough. Close b2.",
                solution: "b3-b2",
            },
            ExerciseData {
                position: "2aka2/2ad1a1/3a3/7/7/7/7 a",
                goal: "capture-king",
                goal_text: "Capture the king in two moves. Take his defender first.",
                par: 2,
                hint: "While the defender stands beside him on d6 the king cannot be captured. \
                       Take it with f6-e6, then close the ring wherever he goes.",
                solution: "f6-e6xd6 d7-d6 c7-d7",
            },
        ],
    },
    corners::ESCAPE,
    corners::CORNER_TRAP,
    corners::RACE,
    corners::STOP_ESCAPE,
    StageData {
        id: "blocking",
        title: "Blocking",
        intro: "A side that has no legal move when its turn comes loses the game. Shut in the \
                enemy's last free pieces and you win without a capture.",
        exercises: &[
            ExerciseData {
                position: "7/7/7/7/7/2aaaa1/1adkd2 a",
                goal: "block",
                goal_text: "Leave the defenders without a move.",
                par: 1,
                hint: "Only the defender on e1 can still move, to f1. Take that square: f2-f1.",
                solution: "f2-f1",
            },
            ExerciseData {
                position: "7/7/7/4k2/d6/a1d4/7 d",
                goal: "block",
                goal_text: "Leave the attackers without a move.",
                par: 1,
                hint: "Their last attacker, on a2, cannot enter the corner. Close b2, its last way \
                       out.",
                solution: "c2-b2",
            },
            ExerciseData {
                position: "7/7/7/4k2/d6/a1d4/1ad4 d",
                goal: "block",
                goal_text: "Shut in both attackers with one move.",
                par: 1,
                hint: "One square is the last way out of both: b2.",
                solution: "c2-b2",
            },
            ExerciseData {
                position: "7/7/7/7/7/2aaa1a/1adkd2 a",
                goal: "block",
                goal_text: "Leave the defenders without a move, in two moves.",
                par: 2,
                hint: "g2-f2 first: the defender on e1 then has only f1 to go to, and e2-e1 shuts \
                       everything in.",
                solution: "g2-f2 e1-f1 e2-e1",
            },
        ],
    },
    StageData {
        id: "repetition",
        title: "The third repetition",
        intro: "When the same position (every piece on the same square, and the same side to \
                move) comes for the third time in a game, the game is drawn. A side that cannot win \
                can save itself this way.",
        exercises: &[
            ExerciseData {
                position: "7/7/7/1d5/3aa2/2aka2/2a4 d",
                goal: "repetition",
                goal_text: "Save the king: make the same position come a third time, for a draw.",
                par: 4,
                hint: "The attackers threaten to close the ring every move. Step out of it each \
                       time, back and forth between d2 and d1. Moving the defender loses the king.",
                solution: "d2-d1 e2-e1 d1-d2 e1-e2 d2-d1 e2-e1 d1-d2 e1-e2",
            },
            ExerciseData {
                position: "7/2a4/1a1a3/2k4/2a4/7/7 a",
                goal: "repetition",
                goal_text: "Threaten the king every move until the position \
                            repeats a third time.",
                par: 4,
                hint: "b5-b4 leaves him one free square, c5, and he must take it; b4-b5 does the \
                       same there, and he steps back. Repeat.",
                solution: "b5-b4 c4-c5 b4-b5 c5-c4 b5-b4 c4-c5 b4-b5 c5-c4",
            },
            ExerciseData {
                position: "7/4a2/2ak1a1/4a2/7/7/7 a",
                goal: "repetition",
                goal_text: "Draw by repetition, threatening the king every \
                            move.",
                par: 4,
                hint: "Move the attacker between e6 and d6: each time the king has one free square \
                       left and must step into it.",
                solution: "e6-d6 d5-e5 d6-e6 e5-d5 e6-d6 d5-e5 d6-e6 e5-d5",
            },
        ],
    },
    StageData {
        id: "tactics",
        title: "First tactics",
        intro: "A threat is a move that would win something with the next move. The opponent can \
                answer one threat; make two at once and one of them works. For the king, the same \
                idea is a square from which he has two ways to a corner.",
        exercises: &[
            ExerciseData {
                position: "7/2d1k2/3a3/5a1/5d1/7/7 d",
                goal: "take-any 1",
                goal_text: "Make two threats with one move, and take an attacker in two moves.",
                par: 2,
                hint: "The king to e5 threatens to take f4 himself (king to f5) and lets c6-c5 take \
                       d5 against him. The attackers can save only one.",
                solution: "e6-e5 f4-f5 c6-c5xd5",
            },
            ExerciseData {
                position: "7/3aa2/5k1/6a/7/7/7 d",
                goal: "escape",
                goal_text: "Reach a corner in three moves: find the square with two ways out.",
                par: 3,
                hint: "From f6 the king can step to g6 or to f7, both beside the corner g7. The \
                       attackers can close only one of them.",
                solution: "f5-f6 g4-g5 f6-f7 e6-e7 f7-g7",
            },
            ExerciseData {
                position: "7/2a4/1d1d1a1/a4k1/7/7/7 a",
                goal: "take-any 1",
                goal_text: "Make two threats with one move, and take a \
                            defender in two moves.",
                par: 2,
                hint: "c6-c5 steps between two defenders, where it is safe, and threatens both: \
                       a4-a5 would take b5, f5-e5 would take d5.",
                solution: "c6-c5 f4-f3 a4-a5xb5",
            },
        ],
    },
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
