//! The stages about playing a game: first tactics.

use super::{ExerciseData, StageData};

/// First tactics: two threats at once.
pub(super) const TACTICS: StageData = StageData {
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
};
