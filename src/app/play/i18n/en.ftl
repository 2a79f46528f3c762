# The game a person plays (play/): the board's header, the captured count, the bar's words, the move list and its menus, the status bar, the game's notices and the resign question.
# $side is attackers or defenders; $move a move as the board writes it ("c3-c2"); $square a square ("d4").

# How a game ended: $winner is attackers, defenders or none (a draw).
play-outcome = { $winner ->
        [attackers] Attackers win
        [defenders] Defenders win
       *[none] Draw
    }: { $reason ->
        [king-escaped] the king escaped to a corner
        [king-captured] the king was captured
        [no-legal-move] no legal move
        [repetition] third repetition
        [resignation] resignation
       *[timeout] the time ran out
    }

# Why a move was refused (after a colon: "'c3-c9' was not played: ...").
# $piece is attacker, defender or king; $side the side whose turn it is.
# $actual and $stated are squares.
# The header over the board. $whose is who moves the side: you, engine, opponent (a puzzle's or a
# lesson's other side), variation (the person browses one), study (an opened game).
play-turn-whose = { $side ->
        [attackers] Attackers
       *[defenders] Defenders
    } to move ({ $whose ->
        [you] you
        [engine] engine
        [opponent] opponent
        [variation] variation
       *[study] study
    })
play-turn = { $side ->
        [attackers] Attackers
       *[defenders] Defenders
    } to move
# The header's forms, the longest first, where the window is narrower: $turn is play-turn-whose
# (play-turn in the third), $place where the game is, with its spaces and brackets
# ("  (after move 4 of 12)"), $chances the person's chances (play-chances-label).
play-header-place = { $turn }{ $place }
play-header-place-chances = { $turn }{ $place }  ·  { $chances }
play-header-chances = { $turn }  ·  { $chances }
play-header-side-chances = { $turn }  ·  { $chances }
# The shortest: $chance is the figure, what follows the last ": " in play-chances-label.
play-header-your-chance = you: { $chance }
# The person's chances against the level: $opponent is "Level 6" or the player's name, $chance a
# share ("38%"). It must end in ": " and the share.
play-chances-label = you vs { $opponent }: { $chance }
# Where the shown position is in the game.
play-place-start = the start, of { $moves ->
        [one] { $moves } move
       *[other] { $moves } moves
    }
play-place-after = after move { $move } of { $moves }
play-setting-up = Setting up a position: click squares to place or remove pieces
# $line is engine (the engine's line), best (an exercise's best line) or the line's own title.
play-preview = Preview of { $line ->
        [engine] the engine's line
        [best] the best line
       *[other] { $line }
    }: step { $step } of { $steps } (Left/Right to step, Esc to return)
play-captured = captured: { $attackers ->
        [one] { $attackers } attacker
       *[other] { $attackers } attackers
    }, { $defenders ->
        [one] { $defenders } defender
       *[other] { $defenders } defenders
    }

# The evaluation bar: why it shows no chances (after "No chances shown: "), and whose they are.
play-bar-chances-hidden = chances are hidden while you play (View > Show chances while playing)
# $label is play-chances-label; $judge for whom the chances hold ("between two players rated 1500").
play-bar-your-chances = { $label }: your expected score { $judge }, from the last position where it was your move
play-bar-chances-first = your chances appear when it is your move
play-bar-chances-again = your chances appear when it is your move again
play-bar-no-evaluation = no evaluation of this position yet: start the analysis or review the game
play-bar-preview = a preview
# $outcome is play-outcome.
play-bar-game-over = The game is over: { $outcome }.
play-bar-no-chances = No chances shown: { $why }.
# The bar's name for screen readers: $value is what it shows ("D 41%", "A won").
play-bar-evaluation-none = Evaluation: none
play-bar-evaluation = Evaluation: { $value }

# The engine's notices.
play-hint = Hint: { $move }
play-review-cancelled = Review cancelled; the positions already analysed are kept.
play-playing-on = You play on as the { $side ->
        [attackers] attackers
       *[defenders] defenders
    } against the engine.
# $message is the engine's own (in English).
play-engine-failed = The engine failed ({ $message }) and was restarted; the game is unchanged. Ask again for what it was doing.
# $reason is one of play-illegal-*.
play-engine-move-refused = The engine's move { $move } was refused: { $reason }
play-reviewing = Reviewing { $positions } positions at depth { $depth }...

# The moves' notices. $text is what the person typed; $reason one of play-illegal-*.
play-not-played = '{ $text }' was not played: { $reason }.
play-variation-started = This move starts a variation; the game's own moves are unchanged (Undo takes it back).
play-nothing-to-redo = Nothing to redo.
play-resigned = { $winner ->
        [attackers] Attackers
       *[defenders] Defenders
    } win: resignation. Undo takes the resignation back.
play-line-added = The line was added to the game.
play-line-added-variation = The line was added as a variation.
play-line-not-added = The line could not be added: { $reason }
# $side is the side whose time ran out.
play-out-of-time = { $side ->
        [attackers] Defenders win: the time ran out: the attackers ran out of time.
       *[defenders] Attackers win: the time ran out: the defenders ran out of time.
    }
play-resign-heading = Resign this game?
play-resign-text = The game ends as a win for the other side. Undo takes it back.
play-resign = Resign
play-cancel = Cancel
play-notes-belong-to-games = Notes belong to games: close the puzzle, lesson or set-up window to annotate a game.

# The move list, and the box where a move is typed.
play-type-a-move = Type a move
play-type-a-move-tip = Write a move as the move list shows it (c5-c6, or c5c6) and press Enter
play-moves = Moves
play-start = Start
play-moves-first = { $side ->
        [attackers] Attackers
       *[defenders] Defenders
    } move first
# A move's name for screen readers: $number is its number in the list, $move the move with the
# person's mark ("e1-e2!?"), $review the review's mark ("??"); $variation the variation's number.
play-move-name = Move { $number }: { $move }
play-move-name-review = Move { $number }: { $move } (review { $review })
play-variation-move-name = Variation { $variation } move { $number }: { $move }
play-variation-move-name-review = Variation { $variation } move { $number }: { $move } (review { $review })
play-variations = Variations
play-variations-tip = Lines replaced by another move, taken back, or added from the analysis. Click a move to browse it; right-click to mark or comment it.
play-promote = Promote
play-promote-tip = Make this line the main line; the current one becomes a variation.
play-promote-name = Promote variation { $variation }
play-delete = Delete
play-delete-name = Delete variation { $variation }

# The person's notes on a move: its tooltip and its menu. $symbol is a mark ("!?").
play-mark-name = { $mark ->
        [good] good move
        [mistake] mistake
        [brilliant] brilliant move
        [blunder] blunder
        [interesting] interesting move
       *[dubious] dubious move
    }
# $name is play-mark-name.
play-your-mark = Your mark: { $symbol } ({ $name })
play-comment = Comment: { $comment }
play-shapes-drawn = { $count ->
        [one] { $count } shape drawn on the board
       *[other] { $count } shapes drawn on the board
    }
play-right-click-to-note = Right-click: mark, comment
play-mark-as = Mark { $symbol } ({ $name })
play-no-mark = No mark
play-comment-menu = Comment...
play-clear-shapes = Clear shapes
play-clear-shapes-tip = Remove the arrows and circles drawn for this move

# The status bar: what the engine does, who plays.
play-engine-moving = engine thinking about its move
play-engine-analysing = engine analysing
play-engine-hint = engine looking for a hint
play-engine-reviewing = engine reviewing the game
play-engine-line = engine finding the best line
play-engine-chances = engine working out your chances
play-engine-idle = engine idle
play-you-play-here = You play the { $side ->
        [attackers] attackers
       *[defenders] defenders
    } here
play-study = Study: you move both sides
play-waiting-for-file-dialog = waiting for the file dialog...
play-dismiss = Dismiss
