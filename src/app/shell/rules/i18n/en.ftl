# The rules' words: why a move is not allowed, how a game ended. $piece is attacker, defender or
# king; $side is attackers or defenders.

rules-illegal-syntax = not a move (expected a move like c3c2, c3-c2, c3-c2xb2 or kd5)
rules-illegal-game-over = the game is over
rules-illegal-no-piece = there is no piece on { $square }
rules-illegal-not-your-piece = { $square } holds { $piece ->
        [attacker] an attacker
        [defender] a defender
       *[king] a king
    }, but it is the { $side ->
        [attackers] attackers
       *[defenders] defenders
    }' turn
rules-illegal-not-one-step = { $from } to { $to } is not one step up, down, left or right
rules-illegal-occupied = the square { $square } is occupied
rules-illegal-restricted = only the king may enter the restricted square { $square }
rules-illegal-captures-differ = the move captures { $actual }, not { $stated }
rules-end-king-escaped = the king escaped to a corner
rules-end-king-captured = the king was captured
rules-end-no-legal-move = no legal move
rules-end-repetition = third repetition
rules-end-resignation = resignation
rules-end-timeout = the time ran out

# The engine's levels: "Level 6 · Strong club · 1539", and each level's name.
rules-level = Level { $level } · { $name } · { $rating }
rules-level-1 = First steps
rules-level-2 = Newcomer
rules-level-3 = Learner
rules-level-4 = Starter
rules-level-5 = Beginner
rules-level-6 = Novice
rules-level-7 = Apprentice
rules-level-8 = Improver
rules-level-9 = Club
rules-level-10 = Strong club
rules-level-11 = Expert
rules-level-12 = Master
rules-level-13 = Full strength

# Why a game does not count for the rating (kept in English with the game; said here).
rules-reason-take-back = a move was taken back
rules-reason-level-changed = the level was changed during the game
rules-reason-sides-changed = the sides were changed during the game
rules-reason-hint = a hint was asked for
rules-reason-analysis = the analysis was used
rules-reason-review = the game was reviewed while played
rules-reason-explorer = the opening explorer was used
rules-reason-casual = you chose a casual game
rules-reason-stopped = it did not count when the program stopped
rules-reason-match-stopped = the match stopped with the program
rules-reason-match-game = a game of a match, counted with the match

# An engine aid, as the question "Use ...?" names it.
rules-aid-analysis = analysis
rules-aid-hint = a hint
rules-aid-review = the review
rules-aid-explorer = the opening explorer
rules-aid-take-back = a take-back

# How a list of squares ends: "c4, d5 and e6".
rules-list-and = { $rest } and { $last }
