# The base (shell/): Help's rules and explanations, the unsaved-changes question, what went wrong
# with a file or with the stored state (settings, window), the guide's title and the board colours.

## Help (help.rs): each section's title, then its lines, one message a line.
shell-help-rules = The rules
shell-help-rules-board = 7x7 board; 16 attackers (dark diamonds) against 8 defenders and their king (light discs). The defenders move first.
shell-help-rules-steps = Every piece, the king too, steps one square up, down, left or right onto an empty square.
shell-help-rules-king-alone = The corners and the centre (the throne) are for the king alone.
shell-help-rules-capture = Capture by enclosing: moving so that an enemy piece sits between the moved piece and another of yours, in line, takes it. The king takes part. Only the mover captures.
shell-help-rules-defenders-win = The defenders win when the king reaches a corner.
shell-help-rules-attackers-win = The attackers win by enclosing the king with an attacker's move: every neighbour an attacker, a restricted square or the edge.
shell-help-rules-no-move = A side with no legal move loses; the third repetition of a position is a draw.
shell-help-rules-guide = Help > Guide opens the whole guide, with its pictures.

shell-help-evaluation = The evaluation bar
shell-help-evaluation-bar = The bar beside the board shows the chances of the shown position: the light part is the defenders' expected score, the dark part the attackers'.
shell-help-evaluation-whose = Every chance the app shows (the bar, the review's graph, classes, the explorer's Score, the Why lines) is for the same players: those Judge as names in the Review section. By default the game's own players at their ratings (a player without one counts as a club player, 2057); or club players; or perfect play, the engine's own view. Hover over the bar to read for whom it holds.
shell-help-evaluation-number = The number on it is the expected score of the side ahead (a win counting 1, a draw 1/2): "A 78%" means attackers of those ratings score 78% from here. "A #3" is a forced win the engine found, in 3 moves. View > Raw engine score shows the engine's own score instead (A +1.2: the attackers ahead in its units).
shell-help-evaluation-while-playing = While you play the engine, every chance is yours against the level, whatever Judge as says; with View > Show chances while playing the bar shows it as a percentage and nothing more (no forced win, no engine score), so the game still counts.
shell-help-evaluation-start = How the start looks depends on whom the chances are for: between perfect players the attackers win almost every game (94.6% of 8,000 engine self-play games from random openings), between people the game is far closer. The players' model knows ratings from 800 to 2573, from a newcomer's first steps to full strength (every level's); a rating outside is judged as the nearer of the two, and the app says so.
shell-help-evaluation-end = "A won" or "D won" (or "Draw") at the end of a game; an empty bar means the position has not been analysed yet: start the analysis or review the game.
shell-help-evaluation-accuracy = Accuracy is measured on one yardstick for every person, whoever played: the chances two club players would lose by the moves. So it compares from game to game: level 1 plays at about 78, level 7 at about 89, full strength at 99. Perfect play measures it by its own view.

shell-help-levels = Levels
shell-help-levels-engine = The engine plays its own moves at a level from 1 (a beginner can beat it) to the top, full strength (where the depth and time settings apply). A level below the top looks a fixed number of moves ahead and misjudges positions by a fixed amount for the whole game, as a person does; it does not throw in random blunders.
shell-help-levels-ratings = Each level carries a rating on one scale (level 1 is 800, the simple seed engine at 100 ms a move 1800), measured by matches between neighbouring levels.
shell-help-levels-first-game = A first game is played at level 1, the lowest: a player who looks one move ahead and counts pieces beats it more often than not. Change it with Level in the Engine panel at any time.
shell-help-levels-full-strength = Analysis, hints and reviews always use full strength.
shell-help-levels-your-rating = Your rating (Engine panel) is on the same scale. It starts at 1000 (between levels 2 and 3), with a "?" while it is provisional, and moves after every game against a level that you play through from the start with no move taken back; the panel says before your first move whether the game counts, and until that move you may still change the level or side. A game is rated unless you choose a casual one (Game > New game > Rated, off), before the game or before your first move.
shell-help-levels-aids = In a game that counts, analysis, a hint, a review and the opening explorer each ask first: using one makes the game casual (it no longer counts). Game > Progress shows your rating over time, your results by level and side, and every game you played against a level, kept in your record (record.sqlite in the app's data folder). The number after ± says how sure it is, and shrinks as you play; a ? after the rating marks it provisional (not sure yet), and while it is, one game moves it at most 150 points. Match my rating picks the level nearest it, but never more than one above the highest level you have beaten in a rated game.
shell-help-levels-match = Game > New match plays a level twice with the sides swapped, as tafl players do: more points win, and with one win each the faster win takes the match. A match counts once in your rating.

shell-help-lines = Lines, undo and study
shell-help-lines-variation = A move at an earlier position (on the board or in the explorer) starts a variation: the game's own moves stay as they were. Promote a variation in the move list to make it the game's line.
shell-help-lines-undo = Undo (Ctrl+Z) takes back your last move and the engine's reply; they are kept as a variation. Your notes, a variation's moves, a resignation, a promotion or a deletion are undone one by one. Redo brings back what undo took.
shell-help-lines-study = A game you open is open for study: you move both sides and the engine waits. To play on against the engine from its last position, use Play on as the attackers (or defenders) in the Engine panel.
shell-help-lines-pace = Engine against engine plays at the Pace set in the Engine panel (1 second a move to start with).
shell-help-lines-puzzles = Puzzles put your game on hold; Close puzzles brings it back as it was.

shell-help-clocks = Clocks
shell-help-clocks-time-control = Game > Time control sets the clock of the next game: minutes for each side plus an increment, seconds added after each move ("5 + 3" = 5 minutes, 3 seconds a move).
shell-help-clocks-running = The side to move's clock runs; the side whose time runs out loses. Set-up and pasted positions get the same clock.
shell-help-clocks-stopped = Clocks stop while a question or a file chooser is on screen.

shell-help-marks = Review marks
shell-help-marks-review = Review game (Ctrl+R) analyses every position of the main line and marks the moves that lost part of the mover's winning chance:
shell-help-marks-classes = ?! inaccuracy: 5 points or more lost; ? mistake: 10 points or more; ?? blunder: 15 points or more, the points being the mover's chance for the players Judge as names.
shell-help-marks-always = Whoever judges: a move that lets the king be captured, or reach a corner, on the next move is always a blunder (unless every move did), and a move that lets a forced win slip is at least a mistake.
shell-help-marks-table = The accuracy table sums each side's moves up; P and N jump to the previous and next mistake, and a click on the graph shows that move.

shell-help-notes = Your notes
shell-help-notes-drawing = Drag with the right mouse button on the board to draw an arrow for the shown move; release on the same square for a circle. Plain is green, with Shift red, with Alt blue, with Ctrl (or Shift+Alt) yellow. Drawing the same shape again removes it.
shell-help-notes-marks = Right-click a move in the list to mark it (! ? !! ?? !? ?!), to write a comment on it, or to clear its drawings; the comment box under the list does the same for the shown move. Your marks stand beside the review's own.
shell-help-notes-belong = Drawings, marks and comments belong to their move: they are saved with the game, shown when that move is shown, and go with the move into a variation when it is taken back.
shell-help-notes-text = Game > Export as text writes the main line with your notes as a text record (headers, numbered moves, { "{" }comments{ "}" }); Game > Import from text reads one back.

shell-help-library = The game library
shell-help-library-list = Game > Game library (Ctrl+L) lists the games of a folder (the saves folder until you choose another): players, result, date, moves, and each side's accuracy when the game was reviewed. A file that cannot be read is listed with the reason.
shell-help-library-sort = Click a header to sort by it (again for the other way); filter by text (players, event, file name) and by result. Up and Down choose a game, Enter or a double-click opens it (the app asks first if the game on the board has unsaved changes).
shell-help-library-practise = Practise mistakes gathers the mistakes and blunders of your side (the player named Human, as the app names you, or a side you choose) from the reviewed games shown, and goes through them game by game.

shell-help-explorer = The opening explorer
shell-help-explorer-moves = View > Opening explorer (E) lists every move played in the shown position, the most played first: how many games, a bar of the attackers' wins, the draws and the defenders' wins (hover for the counts), and Score: the chance of the side to move after each move, for the players Judge as names (as the bar shows them), with a decimal where two would round alike; in a game that counts, the chance alone. Click a move to play it.
shell-help-explorer-games = All games counts the 54,247 self-play games that come with the app and your own; My games only the finished games saved in your folder (the game library's, else the one you last used). A position reached by different move orders is one entry, and each game counts once in it.
## The unsaved-changes question (dialogs.rs). $what is what waits for the answer, in words from
## elsewhere ("opening another game", "quitting").
shell-unsaved-heading = Unsaved changes
shell-unsaved-text = The game has changes that are not saved. Save them before { $what }?
shell-unsaved-save = Save
shell-unsaved-discard = Discard
shell-unsaved-cancel = Cancel

## The in-app guide's window (guide.rs); the guide itself is docs/guide.md, in English.
shell-guide-title = Guide

## Why a file could not be written (aside.rs), said inside other messages: no capital, no full stop.
shell-io-disk-full = the disk is full
shell-io-quota-used-up = your disk quota is used up
shell-io-read-only = the disk can only be read, not written
shell-io-not-allowed = you are not allowed to write there
shell-io-not-found = the file or its folder does not exist
shell-save-not-written-down = the game could not be written down
# $path is the file; $reason one of the above.
shell-save-not-written = { $path } could not be written: { $reason }

## Stored values that could not be read (aside.rs). $what names them, in words from elsewhere, at
## the start of the sentence ("Your settings"); $fresh says what happens instead ("the usual ones
## are used"); $path is where a copy of the old text was kept.
shell-stored-unreadable-kept = { $what } could not be read, so { $fresh }. A copy of the old one was kept in { $path }.
shell-stored-unreadable-left = { $what } could not be read, so { $fresh } for now. The old one is left as it was and is not written over.

## The stored state that cannot be written (writable.rs). $path is the file; $reason why, one of the
## two below or the system's own words; $folder a folder; $error the system's words.
shell-stored-cannot-be-saved = Your settings, ratings and puzzle record cannot be saved to { $path } ({ $reason }): changes are kept only until you quit.
shell-stored-is-a-folder = it is a folder
shell-stored-folder-cannot-be-made = the folder { $folder } cannot be made: { $error }

## The window's saved state, checked at the start (startup.rs). $why and $error are the system's
## words, $reason one of the reasons above, $path where the old file is kept.
shell-window-state-not-a-file-kept = The window's saved state was not a file ({ $why }), so it starts afresh; what was there is kept as { $path }.
shell-window-state-not-a-file = The window's saved state is not a file ({ $why }) and could not be moved aside ({ $error }).
shell-window-state-not-kept = The window's saved state could not be read, and it could not be kept aside ({ $reason }): it starts afresh.
shell-window-state-read-around = The window's saved state had bytes that could not be read; what could be read around them is used. The file as it was is kept as { $path }.
shell-window-state-unreadable = The window's saved state could not be read, so it starts afresh. The file as it was is kept as { $path }.

## The board's colours, under View (theme.rs).
shell-board-wood = Wood board
shell-board-green = Green board
shell-board-colour-blind = Colour-blind safe board (Paul Tol's colours)

## Why a saved game could not be read. $message is the save files' reader's own account (English).
shell-load-io = could not read { $path }: { $reason }
shell-load-syntax = not a valid Ard Ri save file: { $message }
shell-load-bad-version = unknown format version { $version }
shell-load-newer = this file was written by a newer version of the program (format { $found }; this one reads up to { $max })
shell-load-illegal-move = move { $number }, { $text }: { $reason }
shell-load-result-mismatch = the file says "{ $stated }", but its moves end with "{ $actual }"
shell-load-bad-variation = variation { $number }: { $message }
shell-load-too-many-evaluations = the file has { $evaluations } evaluations for { $moves } moves
shell-load-bad-analysis = the analysis of the position after { $ply } moves: { $message }
shell-load-bad-annotation = the annotation of { $ply ->
        [0] the start position
       *[other] move { $ply }
    }: { $message }
