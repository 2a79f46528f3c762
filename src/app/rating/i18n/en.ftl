# Your game rating: its rows under the Engine panel's level, whether the game being played counts
# and why not, two-game matches, and the news after a rated game or a match.
# $level, $opponent and $next name a level as the level picker does ("Level 4 · Starter · 1383").

rating-new-match = New match (2 games, sides swapped)
rating-you-start = You start as the { $side ->
        [attackers] attackers
       *[defenders] defenders
    }

# Your rating: $rating and $deviation are whole numbers ("1305", "80"); $games counts the rated
# games behind it.
rating-text = { $rating } ± { $deviation } ({ $games ->
        [0] no rated game yet
        [one] { $games } game
       *[other] { $games } games
    })
rating-text-provisional = { $rating }? ± { $deviation } (provisional, { $games ->
        [0] no rated game yet
        [one] { $games } game
       *[other] { $games } games
    })
rating-yours = Your rating: { $rating }
rating-yours-unavailable = Your rating: not available (your record could not be opened; it is tried again with your next game)
rating-yours-reading = Your rating: being read from your record…
rating-match-my-rating = Match my rating
rating-match-my-rating-tip = Play the level nearest your rating: { $level }

# Whether the game being played counts; $why is one of the reasons below.
rating-counts = This game counts for your rating against { $level }: no take-backs; analysis, hints, the explorer and reviews ask first.
rating-not-rated = This game is not rated: { $why }.
# Why a game does not count for your rating.

# After a rated game. $result is won, lost or draw; $rating is your rating as above; $change its
# change ("+43", "-12").
rating-result = { $result ->
        [won] You won
        [lost] You lost
       *[draw] A draw
    } against { $opponent }. Your rating: { $rating } ({ $change }). Next, try { $next }.
rating-result-unrated = { $result ->
        [won] You won
        [lost] You lost
       *[draw] A draw
    } against { $opponent }. Your rating moves once the game is in your record.

# Two-game matches: the level is played twice, the sides swapped. $side is the side you play.
rating-next-match-game = Next game of the match
rating-next-match-game-tip = The second game, with the sides swapped
rating-match-first = Match against { $level }: game 1 of 2, you play the { $side ->
        [attackers] attackers
       *[defenders] defenders
    }.
# $first is how game 1 went for you: won, lost or draw.
rating-match-second = Match against { $level }: game 1 { $first ->
        [won] you won
        [lost] you lost
       *[draw] drawn
    }; next, game 2 of 2, you play the { $side ->
        [attackers] attackers
       *[defenders] defenders
    }.
rating-match-played = Match against { $level }: both games played.
rating-match-game-one = Game 1 of the match: { $result ->
        [won] you won
        [lost] you lost
       *[draw] a draw
    }. Next game of the match (Engine panel) swaps the sides.
# One win each: the faster win takes the match. $winner is you or level; $mine and $theirs count
# the moves each win took.
rating-tie-break = { $winner ->
        [you] you won
       *[level] the level won
    } on the tie-break: your win took { $mine ->
        [one] { $mine } move
       *[other] { $mine } moves
    }, the level's { $theirs ->
        [one] { $theirs } move
       *[other] { $theirs } moves
    }
# The end of a match. $points is the score, yours first ("1½-½"); $tiebreak how the tie-break
# decided.
rating-match-outcome = { $result ->
        [won] You won the match
        [lost] You lost the match
       *[draw] The match is drawn
    } against { $level }, { $points }.
rating-match-outcome-tie-break = { $result ->
        [won] You won the match
        [lost] You lost the match
       *[draw] The match is drawn
    } against { $level }, { $points } ({ $tiebreak }).
# $outcome is the match's end as above.
rating-match-counted = { $outcome } Your rating: { $rating } ({ $change }).
rating-match-not-counted = { $outcome } It does not count for your rating: a move was taken back or a hint asked for.
