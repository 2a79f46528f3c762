//! The stages about playing a game: the opening, first tactics and the endgame.

use super::{ExerciseData, StageData};

/// The opening: the attackers close their ring, the defenders open a way out.
pub(super) const OPENING: StageData = StageData {
    id: "opening",
    title: "The opening",
    intro: "At the start the attackers stand all round the defenders, but their ring has gaps. \
            Three attackers corner to corner shut a corner: c7, b6 and a5 shut a7. So the \
            attackers want b6, f6, b2 and f2, and then the king is walled in. The defenders want \
            the opposite: a way out for the king before the ring closes. Move defenders out of \
            his way, take attackers that come too close, and look for a square with two ways to \
            a corner.",
    exercises: &[
        ExerciseData {
            position: "2aaa2/3a3/a1ddd1a/aadkdaa/ad1dd1a/3a3/2aaa2 a",
            goal: "bring b4 b6",
            goal_text: "The defenders began with c3-b3. Shut the corner a7: bring your attacker \
                        from b4 to b6.",
            par: 2,
            hint: "b4-b5, then b5-b6. On b6 it stands corner to corner with c7 and a5, and the \
                   three of them shut a7.",
            solution: "b4-b5 e5-e6 b5-b6",
        },
        ExerciseData {
            position: "3aa2/2dad2/a2d2a/aadkdaa/a1ddd1a/3a3/2aaa2 d",
            goal: "capture d6",
            goal_text: "Take the attacker on d6, which stepped in between your defenders on c6 \
                        and e6.",
            par: 2,
            hint: "It is safe there only until one of them steps away and comes back: c6-c7, \
                   then c7-c6.",
            solution: "c6-c7 c1-c2 c7-c6xd6",
        },
        ExerciseData {
            position: "2aaa2/1a3a1/a1ddd1a/a1d1d1a/a1dddka/1a2a2/2aaa2 a",
            goal: "stop-escape 1",
            goal_text: "Your ring has one gap left, f2, and the king stands beside it. Wall him \
                        in.",
            par: 1,
            hint: "e2-f2 closes it. Then the ring runs all the way round: c7, b6 and a5, down to \
                   a3, b2 and c1, along to e1, f2 and g3, up to g5, f6 and e7.",
            solution: "e2-f2 d5-d6",
        },
        ExerciseData {
            position: "2aaa2/3a3/a1dddda/aad3a/a1dd1ka/3a3/2aa3 d",
            goal: "escape",
            goal_text: "The attackers on e1 and f4 are gone, and the king stands on f3. Reach a \
                        corner in three moves.",
            par: 3,
            hint: "From f2 the king has two doors of g1, f1 and g2. The attackers can close only \
                   one of them.",
            solution: "f3-f2 g3-g2 f2-f1 d1-e1 f1-g1",
        },
        ExerciseData {
            position: "3a3/2aa3/1adda1a/aadkdaa/add1da1/3aa2/2aa3 a",
            goal: "stop-escape 2",
            goal_text: "Your ring is closed everywhere but round a1. Wall the king in within two \
                        moves.",
            par: 2,
            hint: "Put an attacker on each door of a1: a3-a2 and c1-b1.",
            solution: "a3-a2 d4-d3 c1-b1 b3-a3",
        },
    ],
};

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

/// The endgame: few pieces, and every move counts.
pub(super) const ENDGAME: StageData = StageData {
    id: "endgame",
    title: "The endgame",
    intro: "Late in a game few pieces are left, so every move counts. For the king: count the \
            moves before you run, look for a square beside two free doors, and keep a defender \
            next to him where he could be caught. For the attackers: the edge and the corners \
            help you, so three attackers are enough to capture the king on the edge, and two \
            beside a corner.",
    exercises: &[
        ExerciseData {
            position: "4kd1/1a5/4a2/7/7/7/7 d",
            goal: "escape",
            goal_text: "Your own defender stands on the door f7. Reach a corner in three moves.",
            par: 3,
            hint: "The way to a7 is too long, and b6 guards it. Step the defender down to f6: the \
                   door is free, and with the defender beside him the king is safe on it.",
            solution: "f7-f6 e5-e6 e7-f7 e6-e7 f7-g7",
        },
        ExerciseData {
            position: "7/7/3d3/7/7/3aaa1/4k2 a",
            goal: "capture-king",
            goal_text: "Capture the king in two moves: drive him onto a door.",
            par: 2,
            hint: "d2-d1 leaves him one free square, f1, beside the corner g1. There the corner \
                   and the edge help you: e2-e1 closes the trap.",
            solution: "d2-d1 e1-f1 e2-e1",
        },
        ExerciseData {
            position: "7/7/7/5d1/5aa/4k2/3a3 d",
            goal: "escape",
            goal_text: "Take an attacker with the king, and reach a corner in three moves.",
            par: 3,
            hint: "e2-f2 takes f3 against your defender on f4. On f2 the king stands beside two \
                   doors, f1 and g2, and the attackers can close only one.",
            solution: "e2-f2xf3 g3-g2 f2-f1 d1-e1 f1-g1",
        },
        ExerciseData {
            position: "7/1a5/k6/da5/a6/7/7 a",
            goal: "capture-king",
            goal_text: "Capture the king in three moves, though a defender stands beside him.",
            par: 3,
            hint: "b4-b5 first: his only free square is a6, a door where b6 holds one side. Then \
                   come up behind him with a3-a4, and close his last square.",
            solution: "b4-b5 a4-b4 a3-a4 a5-a6 a4-a5",
        },
        ExerciseData {
            position: "2ak1a1/4a2/3a3/7/7/7/1a5 a",
            goal: "stop-escape 2",
            goal_text: "Wall the king in on the top edge, and keep him walled in: two moves.",
            par: 2,
            hint: "d5-d6 shuts him in between c7, d6, e6 and f7. Then move the attacker on b1: \
                   every other one is part of the wall.",
            solution: "d5-d6 d7-e7 b1-b2 e7-d7",
        },
    ],
};
