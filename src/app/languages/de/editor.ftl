# Der Stellungseditor (editor/): sein Eintrag im Menü Partie, das Fenster zum Aufbauen, und was an
# einer aufgebauten Stellung oder an einem eingelesenen Stellungstext falsch ist.

editor-menu = Stellung aufbauen...
editor-title = Stellung aufbauen
editor-not-a-position-string = Kein gültiger Stellungstext: { $reason }. Es wurde nichts geändert.
editor-attacker = Angreifer
editor-defender = Verteidiger
editor-king = König
editor-erase = Entfernen
editor-to-move = Am Zug:
editor-defenders = Verteidiger
editor-attackers = Angreifer
editor-start-position = Ausgangsstellung
editor-clear-board = Brett leeren
editor-position-string = Stellungstext
editor-load = Laden
editor-load-tip = Den Stellungstext einlesen (mit Ctrl+V fügst du einen ein)
editor-legal = Eine regelgerechte Stellung.
editor-not-playable = Nicht spielbar: { $reason }.
editor-play-from-here = Von hier aus spielen
editor-playing-from-set-up = Es wird ab der aufgebauten Stellung gespielt.
editor-copy = Kopieren
editor-copy-tip = Den Stellungstext kopieren
editor-cancel = Abbrechen

editor-error-empty = Der Stellungstext ist leer
editor-error-rank-count = 7 durch '/' getrennte Reihen erwartet, { $found } gefunden
editor-error-rank-length = Reihe { $rank } beschreibt { $length ->
        [one] { $length } Feld
       *[other] { $length } Felder
    }, erwartet sind 7
editor-error-unknown-character = Reihe { $rank }: unbekanntes Zeichen '{ $found }' (erwartet: a, d, k oder eine Ziffer 1-7)
editor-error-missing-side = Die Seite am Zug fehlt (füge ' d' oder ' a' nach den Reihen an)
editor-error-bad-side = Unbekannte Seite am Zug '{ $found }' (erwartet: d oder a)
editor-error-trailing-text = Unerwarteter Text nach der Seite am Zug: '{ $found }'
editor-error-king-count = Genau ein König erwartet, { $found } gefunden
editor-error-piece-on-restricted = { $piece ->
        [attacker] Ein Angreifer
        [defender] Ein Verteidiger
       *[king] Der König
    } auf dem Sperrfeld { $square }: Nur der König darf dort stehen
editor-error-too-many-attackers = { $found } Angreifer: Es gibt höchstens 16
editor-error-too-many-defenders = { $found } Verteidiger außer dem König: Es gibt höchstens 8
editor-error-square-used-twice = Zwei Figuren auf dem Feld { $square }
