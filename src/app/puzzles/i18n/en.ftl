# Puzzles (puzzles/): the Puzzles menu, the puzzle window, what is said while a puzzle is played,
# and My puzzles (the person's own, found in their reviewed games).

puzzles-menu-solve = Solve puzzles
puzzles-next = Next puzzle
# The status bar while a reviewed game is searched for puzzles.
puzzles-mining = looking for puzzles in this game ({ $done } of { $of } missed wins checked)
puzzles-again = Again from the start.
# $moves is the whole line as the board writes moves ("c3-c2 d2-e2 c2-b2").
puzzles-solution = The solution: { $moves }
puzzles-none-of-your-own = No puzzles of your own yet: review a game you played, and the forced wins you missed become puzzles here.
puzzles-all-played = Every puzzle of this theme was played: retry them from the history.
puzzles-no-such = No puzzle { $id }.
# $move and $reply are moves as the board writes them ("c3-c2").
puzzles-wrong-move = { $move } is not the move. Try again.
puzzles-solved-after-wrong-move = Solved, after a wrong move: it counts as failed.
puzzles-solved = Solved!
puzzles-right = Right! The reply: { $reply }. Your move again.

# My puzzles' file. $path is a file's place on the disk; $reason why it failed, in the system's words.
puzzles-mine-not-a-file = Your own puzzles could not be read: { $reason }. New ones are not kept this time (nothing there was changed).
puzzles-mine-too-many = Your own puzzles ({ $path }) held { $held } puzzles: the newest { $kept } are kept.
puzzles-mine-moved-aside = Your own puzzles could not be read, so a new list was started. The old file was kept as { $path }.
puzzles-mine-unreadable = Your own puzzles ({ $path }) could not be read, so new ones are not kept this time (the file is left as it was).
puzzles-mine-not-saved = Your own puzzles could not be saved to { $path } ({ $reason }); new ones are kept until you quit.
# Said after the review's summary, once its game's missed wins have become puzzles.
puzzles-mine-added = { $count ->
        [one] { $count } puzzle
       *[other] { $count } puzzles
    } from this game added to My puzzles.

# The puzzle window.
puzzles-find-best-move = Find the best move for the { $side ->
        [attackers] attackers
       *[defenders] defenders
    }.
puzzles-shipped-set = Shipped set ({ $count })
puzzles-my-puzzles = My puzzles ({ $count })
puzzles-title = Puzzles
puzzles-your-rating = Your rating: { $rating } (deviation { $deviation })
puzzles-streak = Streak: { $streak } (best { $best })
# The list of where puzzles come from: the shipped set or My puzzles.
puzzles-from = Puzzles from
puzzles-theme = Theme
puzzles-any-theme = Any theme
puzzles-theme-escape = King escape
puzzles-theme-king-capture = King capture
puzzles-theme-blockade = Blockade (no move)
puzzles-theme-material = Material
# $themes are the puzzle's themes by the names above, with commas between them.
puzzles-puzzle = Puzzle { $id } - rated { $rating } - { $themes }
puzzles-retry = Retry
puzzles-show-solution = Solution
puzzles-close = Close puzzles
puzzles-history = History ({ $count })
puzzles-history-solved = solved
puzzles-history-failed = failed
puzzles-retry-puzzle = Retry { $id }

# The game shown on the board: its event and the name of the side the person does not play.
puzzles-event = Puzzle { $id }
puzzles-opponent = Puzzle
