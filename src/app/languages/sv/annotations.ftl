# De egna anteckningarna om partiet (annotations/): kommentarsrutan under draglistan, dess rubrik
# och dess knappar för markeringar.

annotations-notes-on-start = Anteckningar om utgångsställningen
annotations-notes-on-move = Anteckningar om { $move }
annotations-notes-on-variation = Anteckningar om variant { $variation }, { $move }
annotations-mark-tip = Markera draget med { $symbol } ({ $mark ->
        [good] bra drag
        [mistake] misstag
        [brilliant] briljant drag
        [blunder] grovt misstag
        [interesting] intressant drag
       *[dubious] tvivelaktigt drag
    })
annotations-mark = Markera draget med { $symbol }
annotations-clear-shapes = { $count ->
        [one] Ta bort { $count } ritning
       *[other] Ta bort { $count } ritningar
    }
annotations-hint-start = En kommentar om utgångsställningen
annotations-hint-move = En kommentar om det här draget
annotations-draw-tip = Dra med höger musknapp på brädet för att rita pilar och cirklar för det här draget: Shift röd, Alt blå, Ctrl gul.
annotations-comment = Kommentar
