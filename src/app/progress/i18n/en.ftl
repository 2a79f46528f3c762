# The Progress page (Game > Progress): the summary of your record, the charts, the results by level
# and side, your games a page at a time, and the record's backups.

progress-menu = Progress
progress-menu-restore = Restore your record from a backup...
progress-title = Progress
progress-reading = Reading your record…
# $error says why (from the rules, in English).
progress-cannot-open = That game could not be opened: { $error }.
# The event of a game opened from the record, as the game's information shows it.
progress-event-level = Against level { $level }, from your record
progress-event = From your record

# The list's filter by when the games were played.
progress-period-any = any time
progress-period-week = last 7 days
progress-period-month = last 30 days
progress-period-year = last 12 months
# A game's result for you, in the list and in its filter.
progress-result-any = any result
progress-result-won = won
progress-result-drawn = drawn
progress-result-lost = lost
progress-result-unfinished = unfinished
# The side you played, in the list and the results.
progress-side-attackers = attackers
progress-side-defenders = defenders
progress-side-both = both

# The summary. $rating and $deviation are whole numbers ("1473", "150").
progress-rating = Your rating: { $rating } ± { $deviation } after { $games ->
        [one] { $games } rated game
       *[other] { $games } rated games
    }
progress-rating-provisional = Your rating: { $rating }? ± { $deviation } after { $games ->
        [one] { $games } rated game
       *[other] { $games } rated games
    } (provisional)
progress-no-rating = No rated game yet: play a level from the start to get a rating.
# $best and $current are the longest run of wins in rated games and the one under way.
progress-games-kept = { $games ->
        [one] { $games } game
       *[other] { $games } games
    } kept · best win streak in rated games { $best } (now { $current })
progress-puzzles = Puzzle rating { $rating } · { $puzzles ->
        [one] { $puzzles } puzzle
       *[other] { $puzzles } puzzles
    } tried · best streak { $best }
# $rows names the rows the record could not read.
progress-unreadable = Left out, as they cannot be read: { $rows }.

# The charts; their lines are named under the pointer.
progress-rating-chart = Rating over your rated games
progress-chart-empty = The chart starts with your first rated game.
progress-chart-click = Click a point to open that game
progress-chart-rating = rating
progress-chart-games = games
progress-accuracy = Your accuracy in reviewed games
# $last is the last reviewed game's accuracy, a share ("87%").
progress-accuracy-line = { $games ->
        [one] { $games } game
       *[other] { $games } games
    } reviewed; the last { $last }
progress-chart-accuracy = accuracy
progress-chart-reviewed = reviewed games
progress-puzzle-rating = Puzzle rating
progress-chart-puzzle-rating = puzzle rating

# The results by level and side: a table for the rated games, one for the casual ones.
progress-results = Results by level and side
progress-no-level-game = No game against a level yet.
progress-rated-games = Rated games
progress-casual-games = Casual games
# The table's heads are short (as lichess writes W / D / L), so that it fits a narrow side panel;
# each says its word on hover.
progress-head-level = Level
progress-head-level-tip = The engine's level
progress-head-side = Side
progress-head-side-tip = The side you played
progress-head-won = W
progress-head-won-tip = Won
progress-head-drawn = D
progress-head-drawn-tip = Drawn
progress-head-lost = L
progress-head-lost-tip = Lost

# Your games. A game of the list reads "2026-11-28 · level 3 (1178) · defenders · won · rated: 1000
# to 1043 (+43)".
progress-your-games = Your games
progress-level = level { $level }
# $rating is the level's rating when the game was played.
progress-level-rating = level { $level } ({ $rating })
progress-no-level = no level
# $change is the rating's change ("+43", "-12").
progress-counted = rated: { $before } to { $after } ({ $change })
progress-rated = rated
# $why is why the game did not count ("a hint was asked for").
progress-casual = casual ({ $why })
progress-filter-level = Level
progress-filter-result = Result
progress-filter-played = Played
progress-any-level = any level
progress-no-games = No game here yet.
progress-open = Open
progress-open-tip = Open this game on the board, for study
progress-more = More
progress-open-review = Open and review
progress-save-as = Save as a file...
progress-newer = Newer
progress-older = Older
# Which games of how many the page shows: "21-40 of 57".
progress-page = { $first }-{ $last } of { $total }

# The backups. A backup reads "2026-11-28 09:14 · daily backup · 7 games, a rating of 1020, 111
# lesson stars".
progress-backups = Backups
progress-no-backup = No backup yet: one is made at most once a day, when the app starts.
progress-backups-about = One a day (the last seven, brought up to date when you quit), and your record as it was before each update or restore (the last five). Restoring keeps your record as it is now in this list first, so a restore can be undone.
progress-restore-button = Restore…
progress-restore-tip = Put this backup in place of your record (asks first)
progress-backup-daily = daily backup
progress-backup-before-restore = your record as it was before a restore
progress-backup-before-update = your record as it was before the update from record version { $version }
# What a record holds. $rating is a whole number, or "none" where there is no rating.
progress-holds = { $games ->
        [0] no games
        [one] { $games } game
       *[other] { $games } games
    }, { $rating ->
        [none] no rating
       *[other] a rating of { $rating }
    }, { $stars ->
        [0] no lesson stars
        [one] { $stars } lesson star
       *[other] { $stars } lesson stars
    }
# $error says why (in English).
progress-backup-unreadable = cannot be read: { $error }
progress-holds-unreadable = cannot be read
# $when is when the backup was taken ("2026-11-25 09:14"); $now and $holds are what your record
# holds now and what the backup holds; $kind why the backup was taken.
progress-restore-heading = Restore your record from { $when }?
progress-restore-text =
    Your record now: { $now }.
    This backup ({ $kind }): { $holds }.
    Your games, ratings, puzzles and lessons go back to what the backup holds. Your record as it is now is kept in the list of backups first, so you can restore it again to undo this.
progress-restore = Restore
progress-cancel = Cancel
