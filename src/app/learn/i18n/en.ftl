# Learn from your mistakes (learn/): its menu entries, its window, its messages and its question.
# $move is a move as the board writes it ("c3-c2"); $name a game's file name.

learn-menu-yours = Learn from your mistakes
learn-menu-attackers = Learn from the attackers' mistakes
learn-menu-defenders = Learn from the defenders' mistakes
learn-title = Learn from your mistakes
# Which mistake of how many: "3 of 7".
learn-progress = { $index } of { $total }
# The same over several games: "3 of 27 (game 2 of 5)".
learn-progress-games = { $index } of { $total } (game { $game } of { $games })
# The game and the move (numbered as the move list numbers moves) of the mistake.
learn-game-move = { $name }, move { $number }
# At the end: how many mistakes were found at once, with help (a hint, the solution or a wrong
# try), skipped, and how many there were.
learn-summary = Done: { $found } found at once, { $helped } with help, { $skipped } skipped, of { $total }.
# The same over several ($games) games.
learn-summary-games = Done: { $found } found at once, { $helped } with help, { $skipped } skipped, of { $total }. Over { $games } games.
# At the end, for each game.
learn-per-game = { $name }: { $found } at once, { $helped } with help, { $skipped } skipped
learn-show-game = Show that game
learn-hint = Hint: the piece
learn-solution = Solution
learn-skip = Skip this one
learn-stop = Stop learning
learn-looking-for-line = Looking for the best line...
# $moves: the line's moves ("c3-c2 e4-e3 ...").
learn-best-line = The best line: { $moves }
learn-preview-line = Preview the line
learn-previewing = Previewing step { $step } of { $total } (the game is not changed)
learn-back = < Back
learn-forward = Forward >
learn-leave-preview = Leave the preview

# $square: where the piece to move stands ("c3").
learn-hint-text = Hint: move the piece on { $square }.
learn-best-move = The best move: { $move }. Play it to go on.
learn-no-mistakes = No mistakes or blunders of that side: review the game first (Engine > Review game).
# The name of the game on the board when it has no file.
learn-this-game = this game
learn-practising = Practising the mistakes of { $name } (game { $game } of { $games }).
# $error: why the game could not be put on the board.
learn-cannot-show = { $name } could not be shown: { $error }
learn-next-game = The next mistakes are in { $name }, which takes the board's place.
learn-find-better = Find a better move for the { $side ->
        [attackers] attackers
       *[defenders] defenders
    } (the game went { $move }).
learn-go-back = Learning from mistakes: go back to its position, or stop learning.
# While the engine judges the move tried.
learn-thinking = { $move }: thinking...
# $problems: each file left out and why, separated by "; ".
learn-left-out = Left out of the practise: { $problems }
learn-none-to-practise = No mistakes or blunders to practise in these games.
# $next: what to do now (the next mistake's message, "Find a better move ...").
learn-good-too = { $move } is good too. Next: { $next }
learn-not-better = { $move } is not better. Try again.

# The question when the game does not say which side the person played, and its answers.
learn-whose-heading = Whose mistakes?
learn-whose-text = This game does not say which side you played. Practise the mistakes of:
learn-whose-attackers = The attackers'
learn-whose-defenders = The defenders'
learn-cancel = Cancel

# What waits for the answer to "Save them before ...?" (shell's unsaved-changes question).
learn-before-practice = practising the mistakes of the games
learn-before-next-game = going on to the next game's mistakes
