//! The stages about the other ends of a game: a side left without a move, and the third
//! repetition.

use super::{ExerciseData, StageData};

/// Blocking: a side with no legal move loses.
pub(super) const BLOCKING: StageData = StageData {
    id: "blocking",
    title: "Blocking",
    intro: "When a side's turn comes and none of its pieces can move (each one is shut in by \
            other pieces, or it has no pieces left), it has no legal move, and it loses the \
            game at once. Shut in the enemy's last free pieces and you win without a capture.",
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
};

/// The third repetition: a draw.
pub(super) const REPETITION: StageData = StageData {
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
};
