# The files: the system's file dialogs, the app's own file chooser, and the news of opening, saving,
# importing, exporting, pasting and copying games, and of the game kept automatically (the autosave).

## The system's file dialogs: their titles and the kinds of file they list.
files-dialog-open-title = Open an Ard Ri game
files-dialog-save-title = Save the Ard Ri game
files-dialog-import-title = Import an Ard Ri game record
files-dialog-export-title = Export the Ard Ri game as text
files-dialog-folder-title = Choose a folder of Ard Ri games
files-filter-game = Ard Ri game
files-filter-record = Game record (text)

## Paste: $reason is why, in words from elsewhere in the app; $word counts the words of the text.
files-paste-not-playable = Not playable: { $reason }. Nothing changed.
files-paste-position = Playing from the pasted position.
files-paste-bad-word = Neither a position string nor a list of moves: word { $word }, { $reason }. Nothing changed.
files-paste-empty = The pasted text has no position and no moves. Nothing changed.
files-paste-moves = Playing on from the pasted moves.

## Copy: $fen is the position string; $count how many numbered moves.
files-position-copied = Position copied: { $fen }
files-moves-copied = The moves were copied ({ $count ->
        [one] 1 move
       *[other] { $count } moves
    }).

## Open, save, import and export: $path is a file; $reason why it failed, in words from elsewhere.
files-busy = A file is being read or written: open the game again in a moment.
files-opened = Opened { $path }
files-imported = Imported { $path }. It is not saved as a game yet: Save writes it with its notes.
files-exported = Exported to { $path }
files-saved = Saved to { $path }
files-save-failed = Could not save to { $path }: { $reason }
files-open-failed = Could not open { $path }: { $reason }. The game on the board is unchanged.

## The autosave.
files-autosave-set-aside = The game kept automatically last time could not be read, so it was moved aside as { $path }.
files-autosave-unreadable = The game kept automatically last time could not be read. It is left as it was, and nothing is kept automatically this time.
files-autosave-failed = The autosave could not be written: { $reason }
files-restored = The game that was not saved last time is back.
files-restore-failed = The game that was not saved last time could not be restored: { $reason }.
files-restore-heading = Restore the unsaved game?
# $count is how many numbered moves the game has.
files-restore-text = The program stopped last time with a game that was not saved ({ $count ->
        [one] 1 move
       *[other] { $count } moves
    }). It was kept automatically.
files-restore = Restore
files-discard = Discard

## The app's own file chooser, where the system shows no dialog.
files-chooser-open = Open a game
files-chooser-folder = Choose a folder of games
files-chooser-save = Save the game
files-chooser-import = Import a game record (text)
files-chooser-export = Export the game as text
# The example in the empty path field; $extension is "ron" or "txt".
files-path-hint = /path/to/game.{ $extension }
files-no-system-dialog = The system's file dialog is not available here (no xdg-desktop-portal or zenity), so choose here.
files-folder-label = Folder:
files-file-label = File:
# The path field's name, for screen readers.
files-path-field = File path
# $folder is the folder listed.
files-in-folder = In { $folder }:
files-cannot-list = { $folder } cannot be listed: { $reason }.
files-not-a-folder = { $path }: not a folder
# The "../" entry's name, for screen readers.
files-parent-folder = Parent folder
files-empty-folder = (no saved games or folders here)
# $name is a file's name.
files-replace-question = { $name } exists. Replace it?
files-replace = Replace
files-cancel = Cancel
files-use-folder = Use this folder
files-save = Save
files-open = Open

# What waits for the answer to "Save them before ...?" (shell's unsaved-changes question).
files-before-new-game = starting a new game
files-before-open = opening another game
files-before-import = importing a game
files-before-quit = quitting
files-before-new-position = playing from the new position
