# The person's notes on the game (annotations/): the comment box under the move list, its heading
# and its mark buttons.

annotations-notes-on-start = Notes on the start
# $move is the move's number and the move as the move list writes them ("4. c3-c2", "4... e3-e2").
annotations-notes-on-move = Notes on { $move }
annotations-notes-on-variation = Notes on variation { $variation }, { $move }
# $symbol is the mark as the move list shows it ("!", "??", "!?").
annotations-mark-tip = Mark the move { $symbol } ({ $mark ->
        [good] good move
        [mistake] mistake
        [brilliant] brilliant move
        [blunder] blunder
        [interesting] interesting move
       *[dubious] dubious move
    })
annotations-mark = Mark the move { $symbol }
# Arrows and circles drawn on the board for a move.
annotations-clear-shapes = { $count ->
        [one] Clear 1 shape
       *[other] Clear { $count } shapes
    }
annotations-hint-start = A comment on the start
annotations-hint-move = A comment on this move
annotations-draw-tip = Right-drag on the board draws arrows and circles for this move: Shift red, Alt blue, Ctrl yellow.
annotations-comment = Comment
