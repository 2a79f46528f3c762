//! The stages about the pieces: how they move, how they capture, and how the king is captured.

use super::{ExerciseData, StageData};

/// How the pieces move: one step, and the restricted squares.
pub(super) const MOVING: StageData = StageData {
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
            position: "7/1a5/5k1/2d4/7/a6/7 d",
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
};

/// Capturing: an enemy piece caught between two.
pub(super) const CAPTURING: StageData = StageData {
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
            position: "7/3d3/1da1ad1/7/7/3k2a/7 d",
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
};

/// The king captures too, and helps capture.
pub(super) const KING_CAPTURES: StageData = StageData {
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
            position: "7/3k3/1da1ad1/7/7/6a/7 d",
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
};

/// Safe between two: only the side that moves captures.
pub(super) const SAFE_BETWEEN: StageData = StageData {
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
};

/// Capturing the king: each way of the rules.
pub(super) const KING_CAPTURE: StageData = StageData {
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
            position: "2aka2/2ad1a1/3a3/7/7/1d5/7 a",
            goal: "capture-king",
            goal_text: "Capture the king in two moves. Take his defender first.",
            par: 2,
            hint: "While the defender stands beside him on d6 the king cannot be captured. \
                   Take it with f6-e6, then close the ring: on d6, or on d7 if he steps down.",
            solution: "f6-e6xd6 b2-b3 d5-d6",
        },
    ],
};
