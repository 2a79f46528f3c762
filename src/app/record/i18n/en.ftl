# The record (the person's games, ratings, puzzles and lessons, kept in record.sqlite): what the
# person is told when something could not be kept or read, the games waiting for the record, and
# the question when the app is closed while games wait.
# $reason is why, in words from elsewhere (the record's own, or the disk's); $file is a file.

record-off = No record is kept in this session.
record-opening = Your record is being opened…
# $count is how many games waited (never 0).
record-none-waiting = { $count ->
        [one] The game that waited for your record is in it now.
       *[other] The { $count } games that waited for your record are in it now.
    }
record-game-refused-kept = A game could not go into your record: { $reason }. It is kept as { $file } instead; your other games are kept as usual.
# $error is why it could not be kept as a file (a record-no-folder-it or record-not-written-it, or the disk's words).
record-game-refused-lost = A game could not go into your record: { $reason }. It could not be kept as a file either ({ $error }); your other games are kept as usual.
# $files are the files written, separated by commas.
record-saved-waiting = Saved as { $files }. They also stay waiting for your record.
record-save-waiting-failed = The games that wait could not be saved as files: { $reason }. They stay waiting for your record.

## The games waiting for the record. $count is how many; $reason why they wait (a record-why-... or
## the record's own words); $error why they could not be written down (a record-no-folder-them or
## record-not-written-them, or the disk's words).
record-waiting-kept = { $count ->
        [one] 1 game is not in your record yet ({ $reason }). It is kept in { $file } and goes into your record as soon as it can take it (at the latest at your next start).
       *[other] { $count } games are not in your record yet ({ $reason }). They are kept in { $file } and go into your record as soon as it can take them (at the latest at your next start).
    }
record-waiting-in-memory = { $count ->
        [one] 1 game is not in your record yet ({ $reason }), and it could not be written down either ({ $error }): it is only in memory until the app closes.
       *[other] { $count } games are not in your record yet ({ $reason }), and they could not be written down either ({ $error }): they are only in memory until the app closes.
    }
record-why-not-opened = your record could not be opened
record-why-not-open = your record is not open
record-no-folder-them = there is no folder to keep them in
record-not-written-them = they could not be written down
record-no-folder-it = there is no folder to keep it in
record-not-written-it = it could not be written down
# Why the games waiting could not be saved as files.
record-not-replayed = a game could not be replayed ({ $reason })
# The event written into a game file made of a game waiting for the record.
record-event-unrecorded = Not yet in the record

## Closing the app while games wait: $waiting is a record-waiting-kept or record-waiting-in-memory.
record-quit-heading = Games are not in your record yet
record-quit-kept = { $waiting } Try again now, save them as game files too, or quit: nothing is lost either way.
record-quit-in-memory = { $waiting } Try again now, or save them as game files: if you quit now, they are lost.
record-try-again = Try again
record-save-as-files = Save them as files
record-quit-anyway = Quit anyway

## The file of the games waiting, beside the record.
record-waiting-unreadable = The games left waiting for your record cannot be read ({ $reason }).
record-waiting-read-failed = The games left waiting for your record in { $file } could not be read: { $reason }.
record-waiting-moved-aside = The games left waiting for your record could not be read; the file is kept as { $file }.
record-waiting-left = The games left waiting for your record in { $file } could not be read; it is left as it is.
record-waiting-not-removed = The games that waited are in your record now, but { $file } could not be removed ({ $reason }): they will not be kept twice.

## What the record could not do. Progress is the page under Game > Progress.
record-backup-refresh-failed = Today's backup of your record could not be brought up to date: { $reason }.
record-game-gone = That game is no longer in your record.
record-game-unreadable = The game could not be read: { $reason }.
record-not-open = Your record is not open.
record-lesson-failed = Your lesson's stars could not be kept: { $reason }.
record-lesson-not-open = Your record is not open: the lesson's stars are not kept.
record-lessons-unreadable = Your lessons' progress could not be read: { $reason }.
record-puzzle-failed = The puzzle you played could not be kept in your record: { $reason }.
record-puzzles-unreadable = Your puzzle record could not be read: { $reason }.
# $date is the backup's day, YYYY-MM-DD.
record-restore-failed = Your record was not restored from the backup of { $date }: { $reason }. Nothing changed.
record-restore-not-open = Your record is not open: nothing was restored.
record-review-failed = The review's accuracy could not be kept in your record: { $reason }.
record-unreadable = Your record could not be read: { $reason }.
record-open-failed = Your record could not be opened: { $reason }. It is tried again before your next game is kept, when Progress opens and when you quit.
# $values are the values moved, in the record's own words, separated by commas.
record-moved = These now live in your record, { $file }: { $values }.
record-legacy-failed = Your earlier rating could not be moved into your record yet: { $reason }. Your record is not used until it can be (it is tried again before your next game is kept, when Progress opens and when you quit), so no game is rated from a wrong start.
record-backup-failed = Today's backup of your record failed: { $reason }.
record-rating-unreadable = Your rating could not be read: { $reason }.
