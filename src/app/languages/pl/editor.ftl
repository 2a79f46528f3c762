# Edytor pozycji (editor/): jego pozycja w menu Partia, okno ustawiania pozycji oraz to, co jest nie
# tak z ustawioną pozycją lub wczytanym zapisem pozycji.

editor-menu = Ustaw pozycję...
editor-title = Ustaw pozycję
editor-not-a-position-string = To nie jest poprawny zapis pozycji: { $reason }. Niczego nie zmieniono.
editor-attacker = Atakujący
editor-defender = Obrońca
editor-king = Król
editor-erase = Usuń
editor-to-move = Na ruchu:
editor-defenders = Obrońcy
editor-attackers = Atakujący
editor-start-position = Pozycja początkowa
editor-clear-board = Wyczyść planszę
editor-position-string = Zapis pozycji
editor-load = Wczytaj
editor-load-tip = Wczytaj zapis pozycji (wklej go przez Ctrl+V)
editor-legal = Poprawna pozycja.
editor-not-playable = Nie da się z niej grać: { $reason }.
editor-play-from-here = Graj od tej pozycji
editor-playing-from-set-up = Gra od ustawionej pozycji.
editor-copy = Kopiuj
editor-copy-tip = Kopiuj zapis pozycji
editor-cancel = Anuluj

editor-error-empty = zapis pozycji jest pusty
editor-error-rank-count = oczekiwano 7 rzędów oddzielonych '/', znaleziono { $found }
editor-error-rank-length = rząd { $rank } opisuje { $length } { $length ->
        [one] pole
        [few] pola
        [many] pól
       *[other] pola
    }, oczekiwano 7
editor-error-unknown-character = rząd { $rank }: nieznany znak '{ $found }' (oczekiwano a, d, k lub cyfry 1-7)
editor-error-missing-side = brak strony na ruchu (dodaj ' d' lub ' a' po rzędach)
editor-error-bad-side = nieznana strona na ruchu '{ $found }' (oczekiwano d lub a)
editor-error-trailing-text = nieoczekiwany tekst po stronie na ruchu: '{ $found }'
editor-error-king-count = oczekiwano dokładnie jednego króla, znaleziono { $found }
editor-error-piece-on-restricted = { $piece ->
        [attacker] atakujący
        [defender] obrońca
       *[king] król
    } na polu zastrzeżonym { $square }: tylko król może tam stać
editor-error-too-many-attackers = { $found } { $found ->
        [one] atakujący
        [few] atakujących
        [many] atakujących
       *[other] atakującego
    }: może być najwyżej 16
editor-error-too-many-defenders = { $found } { $found ->
        [one] obrońca
        [few] obrońców
        [many] obrońców
       *[other] obrońcy
    } poza królem: może być najwyżej 8
editor-error-square-used-twice = dwa pionki na polu { $square }
