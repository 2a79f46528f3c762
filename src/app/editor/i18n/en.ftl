# The position editor (editor/): its Game menu entry, the set-up window, and what is wrong with a
# position set up or a position string read in.

editor-menu = Set up a position...
editor-title = Set up a position
# $reason is one of the editor-error messages below.
editor-not-a-position-string = Not a position string: { $reason }. Nothing changed.
# The brushes: what a click on a square puts there.
editor-attacker = Attacker
editor-defender = Defender
editor-king = King
editor-erase = Erase
editor-to-move = To move:
editor-defenders = Defenders
editor-attackers = Attackers
editor-start-position = Start position
editor-clear-board = Clear board
# The field holding the position as a string of text ("7/3a3/... d").
editor-position-string = Position string
editor-load = Load
editor-load-tip = Read the position string (paste one with Ctrl+V)
editor-legal = A legal position.
# $reason is one of the editor-error messages below, or why the game could not go on from there.
editor-not-playable = Not playable: { $reason }.
editor-play-from-here = Play from here
editor-playing-from-set-up = Playing from the position set up.
editor-copy = Copy
editor-copy-tip = Copy the position string
editor-cancel = Cancel

# What is wrong with a position string or a setup. $rank is a rank's number (1 to 7), $square a
# square ("a1"), $found what was found there (a number, or the text as it was typed).
editor-error-empty = the position string is empty
editor-error-rank-count = expected 7 ranks separated by '/', found { $found }
editor-error-rank-length = rank { $rank } describes { $length } squares, expected 7
editor-error-unknown-character = rank { $rank }: unknown character '{ $found }' (expected a, d, k or a digit 1-7)
editor-error-missing-side = the side to move is missing (add ' d' or ' a' after the ranks)
editor-error-bad-side = unknown side to move '{ $found }' (expected d or a)
editor-error-trailing-text = unexpected text after the side to move: '{ $found }'
editor-error-king-count = expected exactly one king, found { $found }
# $piece is the piece standing there: attacker or defender.
editor-error-piece-on-restricted = { $piece ->
        [attacker] attacker
        [defender] defender
       *[king] king
    } on the restricted square { $square }: only the king may stand there
editor-error-too-many-attackers = { $found } attackers: there are at most 16
editor-error-too-many-defenders = { $found } defenders besides the king: there are at most 8
editor-error-square-used-twice = two pieces on the square { $square }
