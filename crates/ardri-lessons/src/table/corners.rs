//! The stages about the corners: escaping, the trap beside a corner, the race to one, and
//! stopping an escape (walling the king in).

use super::{ExerciseData, StageData};

/// Escaping: the king wins on a corner.
pub(super) const ESCAPE: StageData = StageData {
    id: "escape",
    title: "Escaping",
    intro: "The defenders win as soon as the king reaches one of the four corners. Only the \
            king may enter them, so nobody can stand in his way there: once he stands beside \
            an empty corner, only capturing him can stop him.",
    exercises: &[
        ExerciseData {
            position: "7/7/7/7/4a2/5a1/4ak1 d",
            goal: "escape",
            goal_text: "Reach a corner.",
            par: 1,
            hint: "The corner g1 is one step away.",
            solution: "f1-g1",
        },
        ExerciseData {
            position: "7/7/2a4/7/4a2/7/4k2 d",
            goal: "escape",
            goal_text: "Reach a corner in two moves.",
            par: 2,
            hint: "The nearest corner is g1: step to f1, beside it, then into it.",
            solution: "e1-f1 e3-e2 f1-g1",
        },
        ExerciseData {
            position: "7/5a1/7/1a5/7/1a5/3k3 d",
            goal: "escape",
            goal_text: "Reach a corner in three moves.",
            par: 3,
            hint: "The attacker on b2 guards the way to a1. Go the other way, to g1.",
            solution: "d1-e1 b2-b1 e1-f1 b1-c1 f1-g1",
        },
    ],
};

/// The trap beside the corner: one door closes behind the king.
pub(super) const CORNER_TRAP: StageData = StageData {
    id: "corner-trap",
    title: "The trap beside the corner",
    intro: "Beside each corner are its two doors (b7 and a6 beside a7, f7 and g6 beside g7, and \
            so on). A king on a door escapes next move, unless he is captured there first: on a \
            door the corner and the edge of the board close two of his sides, so two attackers \
            are enough, and one of them may step in behind him, onto the square he has just \
            left. Before you step onto a door, look at the square you leave and the other \
            square beside the door: if one attacker holds the one and another can step onto the \
            other, that door is a trap. Take the other door, or take the attacker first.",
    exercises: &[
        ExerciseData {
            position: "7/4ak1/6a/7/7/7/7 d",
            goal: "escape",
            goal_text: "Reach a corner in two moves, without stepping into the trap.",
            par: 2,
            hint: "g6 is a trap: the attacker on g5 holds one side, and the one on e6 steps \
                   to f6 behind you. f7 is safe: nobody can reach e7 and f6 at once.",
            solution: "f6-f7 e6-e7 f7-g7",
        },
        ExerciseData {
            position: "7/7/7/7/a6/1ka4/7 d",
            goal: "escape",
            goal_text: "Reach the corner a1 in two moves. One of its doors is a trap.",
            par: 2,
            hint: "On a2 the attacker on a3 holds one side and c2 steps to b2 behind you. On \
                   b1 the attackers would need c1 and b2 at once: go by b1.",
            solution: "b2-b1 c2-c1 b1-a1",
        },
        ExerciseData {
            position: "2a4/1ka4/7/7/7/7/7 d",
            goal: "escape",
            goal_text: "Reach the corner a7 in two moves, by the door that is no trap.",
            par: 2,
            hint: "On b7 the attacker on c7 holds one side and c6 steps to b6 behind you. On \
                   a6 the attackers would need a5 and b6 at once: go by a6.",
            solution: "b6-a6 c6-b6 a6-a7",
        },
    ],
};

/// The race to a corner: count before running.
pub(super) const RACE: StageData = StageData {
    id: "race",
    title: "The race to a corner",
    intro: "Before the king runs for a corner, count. How many moves does he need to reach a \
            door of it? How many does the nearest attacker need to stand on that door, or \
            beside it? Run for the corner you reach first; an attacker already next to a door \
            closes it in one move.",
    exercises: &[
        ExerciseData {
            position: "3k3/1a5/7/6a/7/7/7 d",
            goal: "escape",
            goal_text: "Reach a corner in three moves. Count before you run.",
            par: 3,
            hint: "a7 and g7 are both three steps away, but the attacker on b6 closes b7 in one \
                   move. The one on g4 needs two moves to reach g6: run right, to f7.",
            solution: "d7-e7 b6-b7 e7-f7 g4-g5 f7-g7",
        },
        ExerciseData {
            position: "7/7/7/a6/7/5a1/3k3 d",
            goal: "escape",
            goal_text: "Reach a corner in three moves. Count before you run.",
            par: 3,
            hint: "The attacker on f2 stands next to the door f1: the corner g1 is closed. The \
                   one on a4 needs two moves to reach a2: run left, to b1.",
            solution: "d1-c1 f2-f1 c1-b1 a4-a3 b1-a1",
        },
        ExerciseData {
            position: "7/7/3a3/k6/1a5/1a5/7 d",
            goal: "escape",
            goal_text: "Reach a corner in three moves along the edge.",
            par: 3,
            hint: "a1 is as near as a7, but its door a2 is a trap: b2 holds one side, and b3 \
                   steps to a3 behind you. The one on d5 cannot reach a6 or b6 in time: run \
                   up.",
            solution: "a4-a5 b3-b4 a5-a6 b4-b5 a6-a7",
        },
    ],
};

/// Stopping an escape: stand on the door first, and wall the king in.
pub(super) const STOP_ESCAPE: StageData = StageData {
    id: "stop-escape",
    title: "Stopping an escape",
    intro: "Attackers cannot enter the corners, so a king beside an empty corner escapes. Stop \
            him one step earlier: the squares beside the corners (a2 and b1 beside a1, f1 and g2 \
            beside g1, and so on) are the doors. Stand on a door before the king gets there. \
            The king is stopped for good when he is walled in: every way from his square to a \
            corner runs into an attacker. An attacker on both doors of a corner shuts it. So do \
            three attackers corner to corner, like a3, b2 and c1 round a1: the king moves only \
            straight, so he cannot slip between them.",
    exercises: &[
        ExerciseData {
            position: "1a3a1/a4a1/6k/7/7/a5a/1a3a1 a",
            goal: "stop-escape 1",
            goal_text: "Wall the king in: after his next move, every way to a corner must run \
                        into an attacker.",
            par: 1,
            hint: "Every door has an attacker on it but g6, and the king stands beside it. Step \
                   onto it first: f6-g6.",
            solution: "f6-g6 g5-g4",
        },
        ExerciseData {
            position: "1a3a1/a5a/7/7/k6/1a4a/2a2a1 a",
            goal: "stop-escape 2",
            goal_text: "Wall the king in within two moves: shut the corner a1.",
            par: 2,
            hint: "He is heading for a2, the door right below him: take it first with b2-a2. \
                   Then close the other door, b1.",
            solution: "b2-a2 a3-a4 c1-b1 a4-a5",
        },
        ExerciseData {
            position: "1a3a1/a5a/7/1a5/a2k1aa/7/2a1a2 a",
            goal: "stop-escape 3",
            goal_text: "Wall the king in within three moves: shut the corners a1 and g1.",
            par: 3,
            hint: "Attackers corner to corner make a wall: a3, b2 and c1 shut a1 off, and e1, \
                   f2 and g3 shut g1 off. Fill b2 and f2 before he slips through.",
            solution: "b4-b3 d3-d2 f3-f2 d2-d1 b3-b2 d1-d2",
        },
    ],
};
