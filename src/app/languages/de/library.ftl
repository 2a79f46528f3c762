# Die Partiensammlung (library/): ihr Menüeintrag, ihr Fenster (der Ordner, die Filter, die Tabelle
# der Partien) und das Üben der Fehler der angezeigten Partien.

library-menu = Partiensammlung...
library-title = Partiensammlung
library-choose-folder = Ordner wählen...
library-refresh = Aktualisieren
library-refresh-tip = Den Ordner neu einlesen
library-open = Öffnen
library-open-tip = Die ausgewählte Partie öffnen (Enter oder Doppelklick)
library-filter-hint = Filter: Spieler, Veranstaltung oder Datei
library-filter = Filter
library-all-results = Alle Ergebnisse
library-result-filter = Ergebnisfilter
library-reading = Lese { $read } von { $total }...
library-shown = { $shown } von { $total } { $total ->
        [one] Partie
       *[other] Partien
    }

library-column-file = Datei
library-column-attackers = Angreifer
library-column-defenders = Verteidiger
library-column-result = Ergebnis
library-column-reason = Grund
library-column-date = Datum
library-column-moves = Züge
library-column-attackers-accuracy = A Gen.
library-column-defenders-accuracy = V Gen.
library-column-name = Spalte { $title }
library-sort-tip = Nach { $column ->
        [file] Datei
        [attackers] Angreifern
        [defenders] Verteidigern
        [result] Ergebnis
        [reason] Grund
        [date] Datum
        [moves] Zügen
        [attackers-accuracy] Genauigkeit der Angreifer
       *[defenders-accuracy] Genauigkeit der Verteidiger
    } sortieren (noch einmal: umgekehrt)

library-attackers-won = Angreifer gewannen
library-defenders-won = Verteidiger gewannen
library-draw = Remis
library-unfinished = Nicht beendet
library-unreadable = Unlesbar
library-king-escaped = König entkommen
library-king-captured = König gefangen
library-no-legal-move = kein legaler Zug
library-repetition = Wiederholung
library-resignation = Aufgabe
library-timeout = Zeit abgelaufen
library-partial-review-tip = Aus einer Analyse nur eines Teils der Züge der Partie
library-unreadable-error = Unlesbar: { $error }

library-practise-of = Fehler üben für
library-practise-player = den Spieler namens
library-practise-attackers = die Angreifer
library-practise-defenders = die Verteidiger
library-practise-whose = Wessen Fehler
library-player-name = Spielername
library-practise-button = Fehler üben ({ $count })
library-practise-tip = Die Fehler und groben Fehler der angezeigten analysierten Partien, Partie für Partie in dieser Reihenfolge
library-practise-none-tip = Keine Fehler oder groben Fehler dieser Seite in den angezeigten analysierten Partien
library-gathering = Wird gesammelt...
