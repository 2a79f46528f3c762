# Die Analyse: die Warum-Zeilen unter der Zugliste, die Meldungen der Analyse, die Einträge zu den Fehlern.

review-why-title = Warum { $move } { $class ->
        [inaccuracy] eine Ungenauigkeit
        [mistake] ein Fehler
       *[blunder] ein grober Fehler
    } ist
review-loses-king-captured = Damit können die Angreifer den König mit { $move } fangen.
review-loses-king-escapes = Damit entkommt der König mit { $move }.
review-missed-win-king-captured = Damit wird ein sofortiger Sieg verpasst: { $move } fängt den König.
review-missed-win-king-escapes = Damit wird ein sofortiger Sieg verpasst: { $move } bringt den König in die Ecke.
review-missed-forced-win = Damit geht ein erzwungener Sieg in { $moves } { $moves ->
        [one] Zug
       *[other] Zügen
    } verloren.
review-allows-forced-loss = Damit haben die { $side ->
        [attackers] Angreifer
       *[defenders] Verteidiger
    } einen erzwungenen Sieg in { $moves } { $moves ->
        [one] Zug
       *[other] Zügen
    }.
review-leaves-pieces = Damit { $count ->
        [one] bleibt
       *[other] bleiben
    } { $kind ->
        [attacker] { $count ->
            [one] der Angreifer
           *[other] die Angreifer
        }
       *[defender] { $count ->
            [one] der Verteidiger
           *[other] die Verteidiger
        }
    } auf { $squares } für { $move } zum Schlagen stehen.
review-missed-capture = Damit wird verpasst, { $kind ->
        [attacker] { $count ->
            [one] den Angreifer
           *[other] die Angreifer
        }
       *[defender] { $count ->
            [one] den Verteidiger
           *[other] die Verteidiger
        }
    } auf { $squares } mit { $move } zu schlagen.
review-better-captures-king = Besser war { $move }: Der König wird gefangen.
review-better-king-escapes = Besser war { $move }: Der König entkommt.
review-better-forced-win = Besser war { $move }, mit erzwungenem Sieg in { $moves } { $moves ->
        [one] Zug
       *[other] Zügen
    }.
review-better-takes = Besser war { $move }, { $kind ->
        [attacker] { $count ->
            [one] das den Angreifer
           *[other] das die Angreifer
        }
       *[defender] { $count ->
            [one] das den Verteidiger
           *[other] das die Verteidiger
        }
    } auf { $squares } schlägt.
review-better-stops-win = Besser war { $move }, { $side ->
        [attackers] das den König von der Ecke fernhält
       *[defenders] das den König vor dem Fangen bewahrt
    }.
review-better-engines-choice = Besser war { $move }, die Wahl der Engine.
review-no-mistake-after = Nach diesem Zug kein Fehler mehr.
review-no-mistake-after-unreviewed = Nach diesem Zug kein Fehler mehr (analysiere die Partie, um Fehler zu finden).
review-no-mistake-before = Vor diesem Zug kein Fehler.
review-no-mistake-before-unreviewed = Vor diesem Zug kein Fehler (analysiere die Partie, um Fehler zu finden).
review-previous-mistake = Vorheriger Fehler
review-next-mistake = Nächster Fehler
review-finished = Analyse fertig: Genauigkeit Angreifer { $attackers }, Verteidiger { $defenders }.
review-graph = Bewertungskurve
review-graph-line = Gewinnchance der Verteidiger (%)
review-graph-even = ausgeglichen
review-graph-shown = gezeigter Zug
