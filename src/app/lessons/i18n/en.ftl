# The lessons: their window, what the learner is told, and (below) every stage's and exercise's
# texts. The stages' keys follow the lessons' ids (crates/ardri-lessons): lessons-<stage>-title and
# -intro, lessons-<stage>-<number>-goal and -hint. English says exactly what the lessons' table says.

lessons-menu = Learn to play (lessons)
lessons-none = There are no lessons in this build.
lessons-not-allowed = That move is not allowed: { $why }.
# $moves are the opponent's replies, as the board writes them ("d2-d3, e2-e3").
lessons-answered = The { $side ->
        [attackers] attackers
       *[defenders] defenders
    } answered { $moves }.
lessons-your-move = Your move.
lessons-well-done-three = Well done! Three stars: the shortest way.
lessons-well-done-moves = Well done! Fewer stars: it can be done in { $par ->
        [one] { $par } move
       *[other] { $par } moves
    } (you used { $used }). Retry for three.
lessons-well-done-hint = Well done! Fewer stars: the hint costs a star. Retry for three.
lessons-well-done-moves-hint = Well done! Fewer stars: it can be done in { $par ->
        [one] { $par } move
       *[other] { $par } moves
    } (you used { $used }); the hint costs a star. Retry for three.
lessons-failed = { $why } Press Retry to try again.
lessons-last = That was the last exercise: you have been through every lesson. Close lessons and play a game!
lessons-last-unfinished = That was the last exercise. { $count ->
        [one] One exercise still has
       *[other] { $count } exercises still have
    } no stars: find { $count ->
        [one] it
       *[other] them
    } under All lessons.
lessons-again = Again from the start.
# Why an attempt failed.
lessons-piece-taken = The { $side ->
        [attackers] attackers
       *[defenders] defenders
    } took your { $kind ->
        [attacker] { $count ->
            [one] attacker
           *[other] attackers
        }
       *[defender] { $count ->
            [one] defender
           *[other] defenders
        }
    } on { $squares }.
lessons-king-beside-corner = The king stands next to a corner and will reach it with his next move.
lessons-way-open = The king is not walled in: he can still walk to the { $count ->
        [one] corner
       *[other] corners
    } { $squares }.
lessons-won-otherwise = You won the game ({ $how }), but this exercise asks something else: { $goal }
lessons-end-king-escaped = The king escaped to a corner.
lessons-end-king-captured = The king was captured.
lessons-end-you-cannot-move = You have no legal move left, and a side that cannot move loses.
lessons-end-they-cannot-move = The other side cannot move.
lessons-end-repetition = The same position came a third time: the game is drawn.
lessons-end-over = The game is over.
# The window.
lessons-window = Lessons
lessons-close = Close lessons
lessons-all = All lessons
lessons-where = { $stage }: { $number } of { $count }
lessons-you-play = You play the { $side ->
        [attackers] attackers
       *[defenders] defenders
    }. Three stars for { $par ->
        [one] { $par } move
       *[other] { $par } moves
    }.
lessons-hint-shown = Hint: { $hint }
lessons-stars = { $earned } of 3 stars
lessons-exercise-stars = Exercise { $number }: { $earned } of 3 stars
lessons-retry = Retry
lessons-hint = Hint (costs a star)
lessons-next = Next
lessons-skip = Skip
lessons-stage-stars = { $earned } of { $most } stars
lessons-welcome = New to Ard Ri?
lessons-welcome-text = Short lessons on the board teach the rules, a few moves each: how pieces move and capture, how the king escapes and how he is caught.
lessons-welcome-yes = Learn to play
lessons-welcome-no = Not now

lessons-moving-title = How the pieces move
lessons-moving-intro = Every piece, the king too, moves one square at a time: up, down, left or right, onto an empty square. No piece moves diagonally or jumps. Five squares are restricted: the four corners and the centre square d4, the throne. Only the king may stand on them. The two sides take turns, one move each.
lessons-moving-1-goal = Bring your defender from c2 to c5.
lessons-moving-1-hint = One square a move, straight up: c3, then c4, then c5.
lessons-moving-2-goal = Bring the king to the throne, the centre square d4.
lessons-moving-2-hint = Step right twice: c4, then d4. Only the king may stand on the throne.
lessons-moving-3-goal = Bring your defender from c4 to e4. The throne is in the way.
lessons-moving-3-hint = A defender may not step onto the throne (d4). Go round it: up to c5, right to d5 and e5, down to e4.
lessons-moving-4-goal = Bring your attacker from a6 to b7.
lessons-moving-4-hint = The corner a7 is closed to attackers too: step right to b6, then up to b7.

lessons-capturing-title = Capturing
lessons-capturing-intro = You capture an enemy piece by moving one of yours so that the enemy piece is caught between two of yours in a straight line: one on each side, left and right, or above and below. Only the side that moves captures. The king is different: two attackers are not enough to take him (see Capturing the king).
lessons-capturing-1-goal = Take the attacker on d5.
lessons-capturing-1-hint = Your defender on c5 is on one side of it. Put another on the other side, e5.
lessons-capturing-2-goal = Take the defender on c4.
lessons-capturing-2-hint = Your attacker on c3 is below it. Put one above it, on c5.
lessons-capturing-3-goal = Take both attackers, c5 and e5, with one move.
lessons-capturing-3-hint = Step between them, to d5: each is then caught between two defenders.
lessons-capturing-4-goal = Take the attacker on e4 in two moves.
lessons-capturing-4-hint = Put a defender on e6. If the attacker stays, step down to e5 and take it; if it runs up to e5, close the trap from below with e3-e4.
lessons-capturing-5-goal = Take the defender on d3 in two moves.
lessons-capturing-5-hint = It needs an attacker on each side, c3 and e3. Bring one to e3 first: the defender cannot get away in time.

lessons-king-captures-title = The king captures too
lessons-king-captures-intro = The king fights beside his defenders. When he moves he captures like any piece, and he can be the second piece of a capture that a defender makes. Attackers who forget it lose pieces.
lessons-king-captures-1-goal = Take the attacker on c5 with the king.
lessons-king-captures-1-hint = Your defender on c6 is above the attacker. Bring the king below it, to c4.
lessons-king-captures-2-goal = Take the attacker on e5 with a defender, against the king.
lessons-king-captures-2-hint = The king on e4 is below the attacker. A defender on e6 completes the capture.
lessons-king-captures-3-goal = Take both attackers with one move of the king.
lessons-king-captures-3-hint = Step the king down between them, to d5.
lessons-king-captures-4-goal = Take the attacker on c4 in two moves.
lessons-king-captures-4-hint = The king on c3 is below it, so a defender on c5 takes it. Go there by c6.

lessons-safe-between-title = Safe between two
lessons-safe-between-intro = A piece may step into the gap between two enemy pieces: it is not captured, because only the side that moves captures, and those two did not move. It stays safe there until one of them leaves and an enemy piece comes back to that square.
lessons-safe-between-1-goal = Take the attacker on c4. Your defender may step between the two attackers on b5 and d5.
lessons-safe-between-1-hint = c6-c5 puts your defender between two attackers, where it is safe, and traps c4 against your defender on c3.
lessons-safe-between-2-goal = Bring your defender from c2 to c4, through the gap in the attackers' line.
lessons-safe-between-2-hint = Step into the gap, c3: between b3 and d3 you are safe. Then go on to c4.
lessons-safe-between-3-goal = Take the defender on c4, stepping between the king and a defender.
lessons-safe-between-3-hint = c6-c5 goes between the king on b5 and the defender on d5, where it is safe, and traps c4 against your attacker on c3.

lessons-king-capture-title = Capturing the king
lessons-king-capture-intro = The attackers win by capturing the king, and two attackers are not enough. He is captured when an attacker moves next to him and every square beside him then holds an attacker, is a restricted square (the throne or a corner) or is off the board. So: four attackers around him; three and the throne; three and the edge; or two, the edge and a corner. A defender beside the king always saves him.
lessons-king-capture-1-goal = Capture the king: close the ring of four attackers around him.
lessons-king-capture-1-hint = Three sides are closed. Step into the last one, c4.
lessons-king-capture-2-goal = Capture the king beside the throne.
lessons-king-capture-2-hint = The empty throne below him counts against him, so three attackers are enough. Close d6.
lessons-king-capture-3-goal = Capture the king on the edge of the board.
lessons-king-capture-3-hint = The edge counts against him, so three attackers are enough. Close b4.
lessons-king-capture-4-goal = Capture the king beside the corner, before he escapes into it.
lessons-king-capture-4-hint = The corner and the edge both count against him, so two attackers are enough. Close b2.
lessons-king-capture-5-goal = Capture the king in two moves. Take his defender first.
lessons-king-capture-5-hint = While the defender stands beside him on d6 the king cannot be captured. Take it with f6-e6, then close the ring: on d6, or on d7 if he steps down.

lessons-escape-title = Escaping
lessons-escape-intro = The defenders win as soon as the king reaches one of the four corners. Only the king may enter them, so nobody can stand in his way there: once he stands beside an empty corner, only capturing him can stop him.
lessons-escape-1-goal = Reach a corner.
lessons-escape-1-hint = The corner g1 is one step away.
lessons-escape-2-goal = Reach a corner in two moves.
lessons-escape-2-hint = The nearest corner is g1: step to f1, beside it, then into it.
lessons-escape-3-goal = Reach a corner in three moves.
lessons-escape-3-hint = The attacker on b2 guards the way to a1. Go the other way, to g1.

lessons-corner-trap-title = The trap beside the corner
lessons-corner-trap-intro = Beside each corner are its two doors (b7 and a6 beside a7, f7 and g6 beside g7, and so on). A king on a door escapes next move, unless he is captured there first: on a door the corner and the edge of the board close two of his sides, so two attackers are enough, and one of them may step in behind him, onto the square he has just left. Before you step onto a door, look at the square you leave and the other square beside the door: if one attacker holds the one and another can step onto the other, that door is a trap. Take the other door, or take the attacker first.
lessons-corner-trap-1-goal = Reach a corner in two moves, without stepping into the trap.
lessons-corner-trap-1-hint = g6 is a trap: the attacker on g5 holds one side, and the one on e6 steps to f6 behind you. f7 is safe: nobody can reach e7 and f6 at once.
lessons-corner-trap-2-goal = Reach the corner a1 in two moves. One of its doors is a trap.
lessons-corner-trap-2-hint = On a2 the attacker on a3 holds one side and c2 steps to b2 behind you. On b1 the attackers would need c1 and b2 at once: go by b1.
lessons-corner-trap-3-goal = Reach the corner a7 in two moves, by the door that is no trap.
lessons-corner-trap-3-hint = On b7 the attacker on c7 holds one side and c6 steps to b6 behind you. On a6 the attackers would need a5 and b6 at once: go by a6.

lessons-race-title = The race to a corner
lessons-race-intro = Before the king runs for a corner, count. How many moves does he need to reach a door of it? How many does the nearest attacker need to stand on that door, or beside it? Run for the corner you reach first; an attacker already next to a door closes it in one move.
lessons-race-1-goal = Reach a corner in three moves. Count before you run.
lessons-race-1-hint = a7 and g7 are both three steps away, but the attacker on b6 closes b7 in one move. The one on g4 needs two moves to reach g6: run right, to f7.
lessons-race-2-goal = Reach a corner in three moves. Count before you run.
lessons-race-2-hint = The attacker on f2 stands next to the door f1: the corner g1 is closed. The one on a4 needs two moves to reach a2: run left, to b1.
lessons-race-3-goal = Reach a corner in three moves along the edge.
lessons-race-3-hint = a1 is as near as a7, but its door a2 is a trap: b2 holds one side, and b3 steps to a3 behind you. The one on d5 cannot reach a6 or b6 in time: run up.

lessons-stop-escape-title = Stopping an escape
lessons-stop-escape-intro = Attackers cannot enter the corners, so a king beside an empty corner escapes. Stop him one step earlier: the squares beside the corners (a2 and b1 beside a1, f1 and g2 beside g1, and so on) are the doors. Stand on a door before the king gets there. The king is stopped for good when he is walled in: every way from his square to a corner runs into an attacker. An attacker on both doors of a corner shuts it. So do three attackers corner to corner, like a3, b2 and c1 round a1: the king moves only straight, so he cannot slip between them.
lessons-stop-escape-1-goal = Wall the king in: after his next move, every way to a corner must run into an attacker.
lessons-stop-escape-1-hint = Every door has an attacker on it but g6, and the king stands beside it. Step onto it first: f6-g6.
lessons-stop-escape-2-goal = Wall the king in within two moves: shut the corner a1.
lessons-stop-escape-2-hint = He is heading for a2, the door right below him: take it first with b2-a2. Then close the other door, b1.
lessons-stop-escape-3-goal = Wall the king in within three moves: shut the corners a1 and g1.
lessons-stop-escape-3-hint = Attackers corner to corner make a wall: a3, b2 and c1 shut a1 off, and e1, f2 and g3 shut g1 off. Fill b2 and f2 before he slips through.

lessons-blocking-title = Blocking
lessons-blocking-intro = When a side's turn comes and none of its pieces can move (each one is shut in by other pieces, or it has no pieces left), it has no legal move, and it loses the game at once. Shut in the enemy's last free pieces and you win without a capture.
lessons-blocking-1-goal = Leave the defenders without a move.
lessons-blocking-1-hint = Only the defender on e1 can still move, to f1. Take that square: f2-f1.
lessons-blocking-2-goal = Leave the attackers without a move.
lessons-blocking-2-hint = Their last attacker, on a2, cannot enter the corner. Close b2, its last way out.
lessons-blocking-3-goal = Shut in both attackers with one move.
lessons-blocking-3-hint = One square is the last way out of both: b2.
lessons-blocking-4-goal = Leave the defenders without a move, in two moves.
lessons-blocking-4-hint = g2-f2 first: the defender on e1 then has only f1 to go to, and e2-e1 shuts everything in.

lessons-repetition-title = The third repetition
lessons-repetition-intro = When the same position (every piece on the same square, and the same side to move) comes for the third time in a game, the game is drawn. A side that cannot win can save itself this way.
lessons-repetition-1-goal = Save the king: make the same position come a third time, for a draw.
lessons-repetition-1-hint = The attackers threaten to close the ring every move. Step out of it each time, back and forth between d2 and d1. Moving the defender loses the king.
lessons-repetition-2-goal = Threaten the king every move until the position repeats a third time.
lessons-repetition-2-hint = b5-b4 leaves him one free square, c5, and he must take it; b4-b5 does the same there, and he steps back. Repeat.
lessons-repetition-3-goal = Draw by repetition, threatening the king every move.
lessons-repetition-3-hint = Move the attacker between e6 and d6: each time the king has one free square left and must step into it.

lessons-opening-title = The opening
lessons-opening-intro = At the start the attackers stand all round the defenders, but their ring has gaps. Three attackers corner to corner shut a corner: c7, b6 and a5 shut a7. So the attackers want b6, f6, b2 and f2, and then the king is walled in. The defenders want the opposite: a way out for the king before the ring closes. Move defenders out of his way, take attackers that come too close, and look for a square with two ways to a corner.
lessons-opening-1-goal = The defenders began with c3-b3. Shut the corner a7: bring your attacker from b4 to b6.
lessons-opening-1-hint = b4-b5, then b5-b6. On b6 it stands corner to corner with c7 and a5, and the three of them shut a7.
lessons-opening-2-goal = Take the attacker on d6, which stepped in between your defenders on c6 and e6.
lessons-opening-2-hint = It is safe there only until one of them steps away and comes back: c6-c7, then c7-c6.
lessons-opening-3-goal = Your ring has one gap left, f2, and the king stands beside it. Wall him in.
lessons-opening-3-hint = e2-f2 closes it. Then the ring runs all the way round: c7, b6 and a5, down to a3, b2 and c1, along to e1, f2 and g3, up to g5, f6 and e7.
lessons-opening-4-goal = The attackers on e1 and f4 are gone, and the king stands on f3. Reach a corner in three moves.
lessons-opening-4-hint = From f2 the king has two doors of g1, f1 and g2. The attackers can close only one of them.
lessons-opening-5-goal = Your ring is closed everywhere but round a1. Wall the king in within two moves.
lessons-opening-5-hint = Put an attacker on each door of a1: a3-a2 and c1-b1.

lessons-tactics-title = First tactics
lessons-tactics-intro = A threat is a move that would win something with the next move. The opponent can answer one threat; make two at once and one of them works. For the king, the same idea is a square from which he has two ways to a corner.
lessons-tactics-1-goal = Make two threats with one move, and take an attacker in two moves.
lessons-tactics-1-hint = The king to e5 threatens to take f4 himself (king to f5) and lets c6-c5 take d5 against him. The attackers can save only one.
lessons-tactics-2-goal = Reach a corner in three moves: find the square with two ways out.
lessons-tactics-2-hint = From f6 the king can step to g6 or to f7, both beside the corner g7. The attackers can close only one of them.
lessons-tactics-3-goal = Make two threats with one move, and take a defender in two moves.
lessons-tactics-3-hint = c6-c5 steps between two defenders, where it is safe, and threatens both: a4-a5 would take b5, f5-e5 would take d5.

lessons-endgame-title = The endgame
lessons-endgame-intro = Late in a game few pieces are left, so every move counts. For the king: count the moves before you run, look for a square beside two free doors, and keep a defender next to him where he could be caught. For the attackers: the edge and the corners help you, so three attackers are enough to capture the king on the edge, and two beside a corner.
lessons-endgame-1-goal = Your own defender stands on the door f7. Reach a corner in three moves.
lessons-endgame-1-hint = The way to a7 is too long, and b6 guards it. Step the defender down to f6: the door is free, and with the defender beside him the king is safe on it.
lessons-endgame-2-goal = Capture the king in two moves: drive him onto a door.
lessons-endgame-2-hint = d2-d1 leaves him one free square, f1, beside the corner g1. There the corner and the edge help you: e2-e1 closes the trap.
lessons-endgame-3-goal = Take an attacker with the king, and reach a corner in three moves.
lessons-endgame-3-hint = e2-f2 takes f3 against your defender on f4. On f2 the king stands beside two doors, f1 and g2, and the attackers can close only one.
lessons-endgame-4-goal = Capture the king in three moves, though a defender stands beside him.
lessons-endgame-4-hint = b4-b5 first: his only free square is a6, a door where b6 holds one side. Then come up behind him with a3-a4, and close his last square.
lessons-endgame-5-goal = Wall the king in on the top edge, and keep him walled in: two moves.
lessons-endgame-5-hint = d5-d6 shuts him in between c7, d6, e6 and f7. Then move the attacker on b1: every other one is part of the wall.

# The game shown on the board: its event and the name of the side the person does not play.
lessons-event = Lesson { $id }
lessons-opponent = Lesson
