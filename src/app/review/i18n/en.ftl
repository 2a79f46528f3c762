# The review: the Why lines under the move list, the review's news, the mistakes' menu entries.
# $move is a move as the board writes it ("c3-c2", "d4xd5"); $side is attackers or defenders.

review-why-title = Why { $move } is { $class ->
        [inaccuracy] an inaccuracy
        [mistake] a mistake
       *[blunder] a blunder
    }
review-loses-king-captured = This lets the attackers capture the king with { $move }.
review-loses-king-escapes = This lets the king escape with { $move }.
review-missed-win-king-captured = This misses a win on the spot: { $move } captures the king.
review-missed-win-king-escapes = This misses a win on the spot: { $move } takes the king to the corner.
review-missed-forced-win = This lets a forced win in { $moves } slip away.
review-allows-forced-loss = This gives the { $side ->
        [attackers] attackers
       *[defenders] defenders
    } a forced win in { $moves }.
# $kind is attacker or defender; $count how many pieces; $squares where ("c4 and d5").
review-leaves-pieces = This leaves the { $kind ->
        [attacker] { $count ->
            [one] attacker
           *[other] attackers
        }
       *[defender] { $count ->
            [one] defender
           *[other] defenders
        }
    } on { $squares } to be taken by { $move }.
review-missed-capture = This misses taking the { $kind ->
        [attacker] { $count ->
            [one] attacker
           *[other] attackers
        }
       *[defender] { $count ->
            [one] defender
           *[other] defenders
        }
    } on { $squares } with { $move }.
review-better-captures-king = Better was { $move }, capturing the king.
review-better-king-escapes = Better was { $move }: the king escapes.
review-better-forced-win = Better was { $move }, winning by force in { $moves }.
review-better-takes = Better was { $move }, taking the { $kind ->
        [attacker] { $count ->
            [one] attacker
           *[other] attackers
        }
       *[defender] { $count ->
            [one] defender
           *[other] defenders
        }
    } on { $squares }.
review-better-stops-win = Better was { $move }, { $side ->
        [attackers] keeping the king from the corner
       *[defenders] keeping the king from being captured
    }.
review-better-engines-choice = Better was { $move }, the engine's choice.
review-no-mistake-after = No mistake after this move.
review-no-mistake-after-unreviewed = No mistake after this move (review the game to find them).
review-no-mistake-before = No mistake before this move.
review-no-mistake-before-unreviewed = No mistake before this move (review the game to find them).
review-previous-mistake = Previous mistake
review-next-mistake = Next mistake
# $attackers and $defenders are each side's accuracy ("87%"), or "-" where it is not known.
review-finished = Review finished: accuracy attackers { $attackers }, defenders { $defenders }.
review-graph = Evaluation graph
review-graph-line = Defenders' winning chance (%)
review-graph-even = even
review-graph-shown = shown move
