# Die eigenen Notizen zur Partie (annotations/): das Kommentarfeld unter der Zugliste, seine
# Überschrift und seine Knöpfe zum Markieren.

annotations-notes-on-start = Notizen zur Ausgangsstellung
annotations-notes-on-move = Notizen zu { $move }
annotations-notes-on-variation = Notizen zu Variante { $variation }, { $move }
annotations-mark-tip = Den Zug mit { $symbol } markieren ({ $mark ->
        [good] guter Zug
        [mistake] Fehler
        [brilliant] brillanter Zug
        [blunder] grober Fehler
        [interesting] interessanter Zug
       *[dubious] zweifelhafter Zug
    })
annotations-mark = Den Zug mit { $symbol } markieren
annotations-clear-shapes = { $count ->
        [one] { $count } Zeichnung löschen
       *[other] { $count } Zeichnungen löschen
    }
annotations-hint-start = Ein Kommentar zur Ausgangsstellung
annotations-hint-move = Ein Kommentar zu diesem Zug
annotations-draw-tip = Mit der rechten Maustaste auf dem Brett ziehen zeichnet Pfeile und Kreise zu diesem Zug: Shift rot, Alt blau, Ctrl gelb.
annotations-comment = Kommentar
