# Własne notatki do partii (annotations/): pole komentarza pod listą ruchów, jego nagłówek i
# przyciski oznaczeń.

annotations-notes-on-start = Notatki do pozycji początkowej
annotations-notes-on-move = Notatki do { $move }
annotations-notes-on-variation = Notatki do wariantu { $variation }, { $move }
annotations-mark-tip = Oznacz ruch jako { $symbol } ({ $mark ->
        [good] dobry ruch
        [mistake] błąd
        [brilliant] błyskotliwy ruch
        [blunder] gruby błąd
        [interesting] interesujący ruch
       *[dubious] wątpliwy ruch
    })
annotations-mark = Oznacz ruch jako { $symbol }
annotations-clear-shapes = { $count ->
        [one] Usuń { $count } rysunek
        [few] Usuń { $count } rysunki
        [many] Usuń { $count } rysunków
       *[other] Usuń { $count } rysunku
    }
annotations-hint-start = Komentarz do pozycji początkowej
annotations-hint-move = Komentarz do tego ruchu
annotations-draw-tip = Przeciąganie prawym przyciskiem myszy po planszy rysuje strzałki i koła dla tego ruchu: Shift czerwone, Alt niebieskie, Ctrl żółte.
annotations-comment = Komentarz
