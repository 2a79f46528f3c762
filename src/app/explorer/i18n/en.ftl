# The opening explorer (explorer/): its window, the line on its books, its menu entry.
# $games is a number of games written with its thousands separated ("54,247"); $count is the same
# number, for the plural.

explorer-title = Opening explorer

## The line on the books, under the choice of games. Its parts are said in lower case: the line
## is "{ $shipped } and { $mine }", or { $mine } alone.
explorer-no-saved-games = no saved games of yours yet
explorer-games-forbidden = your games in { $folder } may not be read
# $error says why, in a few words ("the disk is full").
explorer-games-unreadable = your games in { $folder } could not be read: { $error }
explorer-reading-the-games = reading the games…
explorer-self-play-games = { $count ->
        [one] { $games } self-play game
       *[other] { $games } self-play games
    }
explorer-shipped-unreadable = the shipped games are unreadable: { $error }
explorer-reading-your-games = reading your games…
explorer-yours = { $count ->
        [one] { $games } of yours
       *[other] { $games } of yours
    }
# Games of the person's that were left out: unfinished, or played from a position set up.
explorer-left-out = ({ $count } unfinished or set-up left out)
explorer-unreadable = ({ $count } unreadable)
explorer-summary = { $shipped } and { $mine }
# Said when the explorer's stored choice could not be read: "{ $what } could not be read, so
# { $fresh }."
explorer-settings-what = The opening explorer's choice of games
explorer-settings-fresh = it counts all games

## The window.
explorer-all-games = All games
explorer-my-games = My games
explorer-my-games-tip = Finished games saved in { $folder }
explorer-standard-rules-only = The explorer holds games under the standard rules only.
explorer-reading = Reading the games…
explorer-no-game-here = No game reached this position.
explorer-games-here = { $count ->
        [one] { $games } game here
       *[other] { $games } games here
    }
explorer-games-ended-here = { $count ->
        [one] { $games } game ended here
       *[other] { $games } games ended here
    }
explorer-every-game-ended = Every game ended here.
# The bar's tooltip: how many games each side won and were drawn, and their shares ("80.0%").
explorer-results = Attackers won { $attackers } ({ $attackers_share }), drawn { $draws } ({ $draws_share }), defenders won { $defenders } ({ $defenders_share })
# The columns' heads: the move, how many games played it, the bar of results (A: the attackers'
# wins, D: the defenders'), and the chance after it.
explorer-move = Move
explorer-games = Games
explorer-results-head = A / draw / D
explorer-score = Score
# $side is the side to move (attackers or defenders); $whose says for whom the chances hold
# ("between two players rated 1350", "for attackers rated 918 against defenders rated 1000").
explorer-score-head-tip = The { $side ->
        [attackers] attackers'
       *[defenders] defenders'
    } chance after each move { $whose }
# $move is a move as the board writes it ("c3-c2").
explorer-play = Play { $move }
explorer-no-score = No score stored
# $chance is the chance as the column writes it ("D 41%"); $wdl the win, draw and loss in words.
explorer-score-tip = { $chance }: the { $side ->
        [attackers] attackers'
       *[defenders] defenders'
    } expected score after this move (a draw counts half), { $whose } ({ $wdl }).
# $eval is the engine's score ("A +1.2", "A #3").
explorer-engine-score = Engine score { $eval }, from the games' searches.
