# The game's core (game/ and its board/ and session/): who plays which side, the evaluation bar's
# words, whose chances are shown, the players' names, the board's squares as a screen reader reads
# them, and why a position or a game's variation is refused.

## Who plays which side (Game > New game, the status bar).
game-you-defend = You play the defenders
game-you-attack = You play the attackers
game-you-both = You play both sides
game-engine-both = The engine plays both sides

## For whom chances hold, said at the end of a sentence ("..., between two players rated 1350").
game-judge-engine = between perfect players (the engine's own view)
game-judge-equal = between two players rated { $rating }
game-judge-players = for attackers rated { $attackers } against defenders rated { $defenders }

## The evaluation bar's tooltip. $chance is the bar's number ("A 78%": A for the attackers, D for
## the defenders, as the engine writes it); $whose is one of the game-judge- words above; $wdl is
## game-wdl; $eval the engine's score ("A +1.2", "A #3").
game-bar-tip = { $chance }: the expected score of the side ahead (a draw counts half), { $whose } ({ $wdl }).
game-bar-engine-score = Engine score { $eval } (A = attackers ahead, D = defenders ahead, # = forced win in that many moves).
# Each a percentage ("70%").
game-wdl = attackers win { $attackers }, draw { $draw }, defenders win { $defenders }
# On the bar at the end of a game: a narrow bar writes the first word above the rest, so the side's
# letter comes first.
game-attackers-won = A won
game-defenders-won = D won
game-draw = Draw

## Judge as: whose chances the review, the bar and the graph show.
game-club-players = club players ({ $rating })
game-perfect-play = perfect play
game-players-tip = The chances of these two players as rated when the game was played (a player without a rating counts as a club player, level { $level }; a rating outside { $low } to { $high }, the ratings the model was fitted on, is judged as the nearer of the two): a slip that such players punish is a mistake, one they rarely find is not.
game-club-tip = The chances of two club players, whoever played the game.
game-perfect-tip = The engine's own view: the chances between perfect players, between whom the attackers win almost every game from the start.

## A game's players in short, as lists and Judge as name them.
game-player-you = you
game-player-level = Level { $level }
game-player-engine = the engine
game-player-unnamed = unnamed
# $player is one of the names above, or the name a save gives; $rating their rating.
game-player-rated = { $player } ({ $rating })
# A rating outside what the players' model knows, judged as the nearest it knows ($held).
game-player-held = { $player } ({ $rating }, judged as { $held })
game-player-club = { $player } (club, { $rating })
game-players-vs = { $attackers } vs { $defenders }

## Where a move number would be, before any move.
game-the-start = the start

## Why a position cannot be played from (after "Not playable: ").
game-king-on-corner = the king stands on a corner: the defenders have already won
game-no-legal-move = the { $side ->
        [attackers] attackers
       *[defenders] defenders
    } have no legal move

## Why a game's variation is refused when the game is opened. $move is a move ("c3c2"); $reason
## says why it is not legal, and $outcome how the game ended, in the rules' words.
game-variation-past-end = variation { $variation } branches after move { $after }, but the game has { $moves } moves
game-variation-over = the game was already over ({ $outcome })
game-variation-illegal = variation { $variation }, its move { $number } ({ $move }): { $reason }

## A square as a screen reader reads it: "d4, defender", "e7, empty, legal target".
game-square-attacker = attacker
game-square-defender = defender
game-square-king = king
game-square-corner = corner
game-square-empty = empty
game-square-can-be-taken = can be taken
game-square-captured = captured
game-square-escaped = escaped
game-square-on-kings-way = on the king's way to a corner
game-square-selected = selected
game-square-legal-target = legal target
game-square-can-move = can move

# What waits for the answer to "Save them before ...?" (shell's unsaved-changes question).
game-going-on = going on
