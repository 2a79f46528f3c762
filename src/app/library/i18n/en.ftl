# The game library (library/): its menu entry, its window (the folder, the filters, the table of
# games) and practising the shown games' mistakes.

library-menu = Game library...
library-title = Game library
library-choose-folder = Choose folder...
library-refresh = Refresh
library-refresh-tip = Read the folder again
library-open = Open
library-open-tip = Open the selected game (Enter, or a double-click)
library-filter-hint = Filter: players, event or file
# The filter field's name for screen readers.
library-filter = Filter
library-all-results = All results
library-result-filter = Result filter
# While the folder is read: $read files read so far of $total.
library-reading = Reading { $read } of { $total }...
# $shown games shown (by the filters) of the folder's $total.
library-shown = { $shown } of { $total } games

# The table's column headers (short: the columns are narrow; "A acc.": the attackers' accuracy).
library-column-file = File
library-column-attackers = Attackers
library-column-defenders = Defenders
library-column-result = Result
library-column-reason = Reason
library-column-date = Date
library-column-moves = Moves
library-column-attackers-accuracy = A acc.
library-column-defenders-accuracy = D acc.
# A header's name for screen readers; $title is the header ("File").
library-column-name = { $title } column
# A header's hover text; $column says which header it is.
library-sort-tip = Sort by { $column ->
        [file] file
        [attackers] attackers
        [defenders] defenders
        [result] result
        [reason] reason
        [date] date
        [moves] moves
        [attackers-accuracy] a acc.
       *[defenders-accuracy] d acc.
    } (again: the other way)

# What became of a game: the result column and its filter.
library-attackers-won = Attackers won
library-defenders-won = Defenders won
library-draw = Draw
library-unfinished = Unfinished
library-unreadable = Unreadable
# How a game ended, short (the reason column).
library-king-escaped = king escaped
library-king-captured = king captured
library-no-legal-move = no legal move
library-repetition = repetition
library-resignation = resignation
library-timeout = time ran out
# On an accuracy when the review judged only some of the moves.
library-partial-review-tip = From an analysis of part of the game's moves
# Across the row of a file that could not be read; $error says why.
library-unreadable-error = Unreadable: { $error }

# "Practise the mistakes of [the player named (a name field) | the attackers | the defenders]": a
# label, then a list of the three choices.
library-practise-of = Practise the mistakes of
library-practise-player = the player named
library-practise-attackers = the attackers
library-practise-defenders = the defenders
library-practise-whose = Whose mistakes
# The name field's name for screen readers.
library-player-name = Player name
# $count: how many mistakes and blunders would be practised.
library-practise-button = Practise mistakes ({ $count })
library-practise-tip = The mistakes and blunders of the shown reviewed games, game by game in this order
library-practise-none-tip = No mistakes or blunders of that side in the shown reviewed games
library-gathering = Gathering...
