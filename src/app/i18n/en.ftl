# The menu bar (menu.rs): the menus and their entries that name no feature.

menu-game = Game
menu-new-game = New game
menu-rated = Rated (counts for your rating)
menu-rated-tip = A game against a level counts for your rating unless you choose a casual one. It applies to the next game, and to this one until your first move.
menu-same-sides = Same sides
menu-paste = Paste position or moves...
menu-copy-position = Copy position
menu-copy-moves = Copy moves
menu-time-control = Time control (next game)
menu-resign = Resign
menu-open = Open...
menu-open-recent = Open recent
menu-clear-recent = Clear the list
menu-save = Save
menu-save-as = Save as...
menu-export-text = Export as text...
menu-import-text = Import from text...
menu-quit = Quit
menu-moves = Moves
menu-undo = Undo
menu-redo = Redo
menu-flip = Flip board
menu-first-position = First position
menu-previous-move = Previous move
menu-next-move = Next move
menu-last-position = Last position
menu-view = View
menu-eval-bar = Evaluation bar
menu-raw-score = Raw engine score
menu-raw-score-tip = Show the engine's score (A +1.2) instead of the chance (A 78%)
menu-chances-while-playing = Show chances while playing
menu-chances-while-playing-tip = In a game against the engine, the bar shows your chances against its level
menu-graph = Evaluation graph
menu-legal-dots = Legal move dots
menu-learning-aids = Learning aids
menu-learning-aids-tip = Ring the pieces either side can take next move, show the king's near ways to the corners, slide each move into place, leave taken pieces faintly where they stood and mark where the king was captured or escaped. On for your first games.
menu-best-arrows = Best move arrows
menu-coordinates = Coordinates
menu-dark-theme = Dark theme
menu-light-theme = Light theme
# View > Language: each language is listed in its own name.
menu-language = Language
menu-engine = Engine
menu-start-analysis = Start analysis
menu-stop-analysis = Stop analysis
menu-hint = Hint
menu-cancel-review = Cancel review
menu-review-game = Review game
menu-puzzles = Puzzles
menu-help = Help
menu-rules-and-shortcuts = Rules and shortcuts
menu-guide = Guide
menu-no-clock = No clock
menu-bullet = { $minutes } + { $seconds } (bullet)
menu-blitz = { $minutes } + { $seconds } (blitz)
menu-rapid = { $minutes } + { $seconds } (rapid)
menu-custom = Custom
menu-minutes-each = minutes each
menu-seconds-per-move = seconds per move

# The side panel (side_panel.rs): the engine, its lines, the review.
panel-engine = Engine
panel-opened-game = An opened game: you move both sides and the engine waits. Play on against it:
panel-play-on = { $side ->
        [attackers] Play on as the attackers
       *[defenders] Play on as the defenders
    }
panel-play-on-tip = From the game's last position, against the engine at its level
panel-level = Level
panel-level-tip = The engine's level for its own moves, with its rating: 1 a beginner can beat, { $top } full strength (then the depth and time below apply). Analysis is always at full strength.
panel-depth = Depth
panel-depth-tip-top = The depth the engine plays its own moves at (and gives hints at). Full strength is rated { $rating } at depth { $depth }, the default: deeper plays stronger, shallower weaker.
panel-depth-tip = The depth hints are searched at. At level { $level } the engine plays at that level's own depth; this setting plays only at level { $top }, full strength.
panel-time = Time
panel-time-tip = The most time the engine takes for one of its moves.
panel-pace = Pace
panel-pace-tip = Engine against engine: the least time between two moves, so you can follow the game.
panel-lines = Lines
panel-lines-tip = How many lines the analysis shows.
panel-analysis-tip = Analyse the shown position until stopped; it follows the shown move.
panel-arrows = Arrows
panel-move-now = Move now
panel-resume = Resume
panel-pause = Pause
panel-pause-tip = Engine against engine: stop after the current move, or go on
panel-step = Step
panel-step-tip = Play one move
panel-lines-hidden = The engine's lines stay hidden while this game counts for your rating.
panel-no-search = No search on this position.
# $speed is millions of positions a second, written in the language's form ("1.5").
panel-search-stats = Depth { $depth } (selective { $seldepth }), { $nodes } nodes, { $speed } M/s
panel-lines-legend-score = Each line: the engine's score (A: attackers ahead, D: defenders ahead, #: a forced win in that many moves), then its moves.
panel-lines-legend-chance = Each line: who is ahead (A attackers, D defenders) and their expected score, a draw counting half (#: a forced win in that many moves), then its moves.
panel-line-tip = Line { $line }: { $bar } (engine score { $score }); { $chances }
panel-line-move-tip = Show the position after this move (Esc to return)
panel-line-move-name = Line { $line } move { $move }
panel-add-line-tip = Add this line to the game as a variation
panel-add-line-name = Add line { $line }
panel-by-depth = Best move by depth
panel-by-depth-depth = depth
panel-by-depth-best = best
panel-by-depth-score = score
panel-judge-while-playing = Judge as: { $players } while you play
panel-judge-while-playing-tip = While you play the engine, the bar, the graph and the explorer show the chances of this game's players: yours against the level. Judge as applies again once the game is over.
panel-judge-as = Judge as
panel-judge-as-tip = Whose chances the move classes, the bar and the graph are (accuracy is measured as club players would lose, whoever played, unless perfect play judges). { $choice }
panel-review = Review
panel-review-progress = { $done } / { $total } positions
panel-cancel = Cancel
panel-review-game = Review game
panel-review-game-tip = Analyse every position of the main line (Ctrl+R)
panel-review-depth = Review depth
# $accuracy is a share ("87%") or "-".
panel-accuracy = { $side ->
        [attackers] Attackers
       *[defenders] Defenders
    }: accuracy { $accuracy }
panel-class-count = { $class ->
        [inaccuracy] inaccuracies
        [mistake] mistakes
       *[blunder] blunders
    }
panel-previous-mistake = < Previous mistake
panel-next-mistake = Next mistake >

# The app's own questions and notices (dispatch.rs, mod.rs, views.rs).
app-title = Ard Ri - { $name }
app-title-unsaved = Ard Ri - { $name } *
app-new-game = new game
app-internal-error = Something inside the app went wrong ({ $what }); nothing was changed. Please report it.
app-take-back-heading = Take back your move?
app-take-back-text = This game counts for your rating. A game with a move taken back does not count: it becomes a casual game.
app-take-back = Take it back
app-keep-rated = Keep the game rated
app-use-aid-heading = Use { $aid }?
app-use-aid-text = This game counts for your rating. With the engine's help it will not count: it becomes a casual game.
app-use-aid = Use { $aid }
app-welcome = Welcome! The engine plays at { $level } for a first game: change it with Level in the Engine panel. F1 explains the rest.
app-stored-settings = Your settings
app-stored-settings-then = the usual ones are used
app-stored-puzzles = Your puzzle rating and history
app-stored-puzzles-then = they start afresh
app-stored-rating = Your game rating
app-stored-rating-then = it starts afresh
app-untrusted-kept = Some values kept before your record could not be trusted, so they were not moved into it and nothing took their place: { $what }. The old file is kept, as it was, as { $file }.
app-untrusted = Some values kept before your record could not be trusted, so they were not moved into it: { $what }.
app-untrusted-not-copied = Some values kept before your record could not be trusted, so they were not moved into it: { $what }. The old file could not be copied aside ({ $error }); it is not written over.
app-paste-title = Paste a position or moves
app-paste-text = Paste (Ctrl+V) a position string, or moves from the start (c3-c2 d2-e2 ...):
app-paste-field = Pasted text
app-paste-use = Use it
app-help-title = Ard Ri: rules and shortcuts
app-help-shortcuts = Shortcuts

# The shortcuts, for Help (keymap.rs).
keys-new-game = new game (same sides)
keys-open = open a game
keys-library = the game library (the games of a folder)
keys-save-as = save as
keys-save = save
keys-paste = paste a position string or moves (on the board)
keys-redo = redo
keys-undo = undo (moves taken back are kept as a variation)
keys-review = review the game
keys-previous-move = previous move (in a preview: its previous move)
keys-next-move = next move (in a preview: its next move)
keys-first-position = first position
keys-last-position = last position
keys-previous-mistake = previous mistake (after a review)
keys-next-mistake = next mistake (after a review)
keys-flip = flip the board
keys-explorer = open or close the opening explorer
keys-escape = leave a preview of a line, or close Help or the game library
keys-board = the keyboard to the board: the arrow keys walk the squares, Enter picks a piece and moves it
keys-help = this help
