# Die Wörter der Regeln: warum ein Zug nicht erlaubt ist, wie eine Partie endete.

rules-illegal-syntax = kein Zug (erwartet wird ein Zug wie c3c2, c3-c2, c3-c2xb2 oder kd5)
rules-illegal-game-over = die Partie ist vorbei
rules-illegal-no-piece = auf { $square } steht keine Figur
rules-illegal-not-your-piece = auf { $square } steht { $piece ->
        [attacker] ein Angreifer
        [defender] ein Verteidiger
       *[king] ein König
    }, aber die { $side ->
        [attackers] Angreifer
       *[defenders] Verteidiger
    } sind am Zug
rules-illegal-not-one-step = von { $from } nach { $to } ist kein Schritt nach oben, unten, links oder rechts
rules-illegal-occupied = das Feld { $square } ist besetzt
rules-illegal-restricted = nur der König darf das gesperrte Feld { $square } betreten
rules-illegal-captures-differ = der Zug schlägt { $actual }, nicht { $stated }
rules-end-king-escaped = der König ist in eine Ecke entkommen
rules-end-king-captured = der König wurde gefangen
rules-end-no-legal-move = kein erlaubter Zug
rules-end-repetition = dritte Wiederholung
rules-end-resignation = Aufgabe
rules-end-timeout = die Zeit ist abgelaufen

# The engine's levels: "Level 6 · Strong club · 1539", and each level's name.
rules-level = Stufe { $level } · { $name } · { $rating }
rules-level-1 = Erste Schritte
rules-level-2 = Neuling
rules-level-3 = Lernender
rules-level-4 = Einsteiger
rules-level-5 = Anfänger
rules-level-6 = Novize
rules-level-7 = Lehrling
rules-level-8 = Aufsteiger
rules-level-9 = Verein
rules-level-10 = Starker Verein
rules-level-11 = Experte
rules-level-12 = Meister
rules-level-13 = Volle Stärke

# Warum eine Partie nicht für die Wertung zählt.
rules-reason-take-back = ein Zug wurde zurückgenommen
rules-reason-level-changed = die Stufe wurde während der Partie geändert
rules-reason-sides-changed = die Seiten wurden während der Partie geändert
rules-reason-hint = ein Tipp wurde angefordert
rules-reason-analysis = die Analyse wurde benutzt
rules-reason-review = die Partie wurde während des Spiels analysiert
rules-reason-explorer = das Eröffnungsbuch wurde benutzt
rules-reason-casual = du hast eine ungewertete Partie gewählt
rules-reason-stopped = sie zählte nicht, als das Programm beendet wurde
rules-reason-match-stopped = das Match endete mit dem Programm
rules-reason-match-game = eine Partie eines Matches, mit dem Match gewertet

# Eine Hilfe der Engine, wie die Frage „... nutzen?“ sie nennt (im Akkusativ).
rules-aid-analysis = die Analyse
rules-aid-hint = einen Tipp
rules-aid-review = die Partieanalyse
rules-aid-explorer = das Eröffnungsbuch
rules-aid-take-back = eine Zugrücknahme

# How a list of squares ends: "c4, d5 and e6".
rules-list-and = { $rest } und { $last }
