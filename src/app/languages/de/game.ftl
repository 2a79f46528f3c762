# Der Kern der Partie (game/ mit board/ und session/): wer welche Seite spielt, die Worte des
# Bewertungsbalkens, wessen Chancen gezeigt werden, die Namen der Spieler, die Felder des Bretts für
# Screenreader und warum eine Stellung oder eine Variante abgelehnt wird.

## Wer welche Seite spielt.
game-you-defend = Du spielst die Verteidiger
game-you-attack = Du spielst die Angreifer
game-you-both = Du spielst beide Seiten
game-engine-both = Die Engine spielt beide Seiten

## Für wen die Chancen gelten, am Ende eines Satzes.
game-judge-engine = zwischen perfekten Spielern (die eigene Sicht der Engine)
game-judge-equal = zwischen zwei Spielern mit Wertung { $rating }
game-judge-players = für Angreifer mit Wertung { $attackers } gegen Verteidiger mit Wertung { $defenders }

## Der Tooltip des Bewertungsbalkens.
game-bar-tip = { $chance }: die Punkterwartung der führenden Seite (ein Remis zählt halb), { $whose } ({ $wdl }).
game-bar-engine-score = Engine-Bewertung { $eval } (A = Angreifer vorn, D = Verteidiger vorn, # = erzwungener Sieg in so vielen Zügen).
game-wdl = Angreifer gewinnen { $attackers }, Remis { $draw }, Verteidiger gewinnen { $defenders }
game-attackers-won = A gewann
game-defenders-won = D gewann
game-draw = Remis

## Beurteilen als.
game-club-players = Vereinsspieler ({ $rating })
game-perfect-play = perfektes Spiel
game-players-tip = Die Chancen dieser beiden Spieler mit ihrer Wertung zur Zeit der Partie (ein Spieler ohne Wertung zählt als Vereinsspieler, Stufe { $level }; eine Wertung außerhalb von { $low } bis { $high }, den Wertungen, an die das Modell angepasst wurde, wird wie die nähere der beiden beurteilt): Ein Patzer, den solche Spieler bestrafen, ist ein Fehler, einer, den sie selten finden, nicht.
game-club-tip = Die Chancen zweier Vereinsspieler, wer auch immer die Partie gespielt hat.
game-perfect-tip = Die eigene Sicht der Engine: die Chancen zwischen perfekten Spielern, zwischen denen die Angreifer aus der Ausgangsstellung fast jede Partie gewinnen.

## Die Spieler einer Partie in Kurzform.
game-player-you = du
game-player-level = Stufe { $level }
game-player-engine = die Engine
game-player-unnamed = ohne Namen
game-player-rated = { $player } ({ $rating })
game-player-held = { $player } ({ $rating }, beurteilt als { $held })
game-player-club = { $player } (Verein, { $rating })
game-players-vs = { $attackers } – { $defenders }

game-the-start = der Anfang

## Warum von einer Stellung aus nicht gespielt werden kann.
game-king-on-corner = der König steht in einer Ecke: Die Verteidiger haben schon gewonnen
game-no-legal-move = die { $side ->
        [attackers] Angreifer
       *[defenders] Verteidiger
    } haben keinen erlaubten Zug

## Warum eine Variante beim Öffnen einer Partie abgelehnt wird.
game-variation-past-end = Variante { $variation } zweigt nach Zug { $after } ab, aber die Partie hat nur { $moves } { $moves ->
        [one] Zug
       *[other] Züge
    }
game-variation-over = die Partie war schon vorbei ({ $outcome })
game-variation-illegal = Variante { $variation }, ihr Zug { $number } ({ $move }): { $reason }

## Ein Feld, wie ein Screenreader es vorliest.
game-square-attacker = Angreifer
game-square-defender = Verteidiger
game-square-king = König
game-square-corner = Ecke
game-square-empty = leer
game-square-can-be-taken = kann geschlagen werden
game-square-captured = König gefangen
game-square-escaped = König entkommen
game-square-on-kings-way = auf dem Weg des Königs zu einer Ecke
game-square-selected = ausgewählt
game-square-legal-target = erlaubtes Ziel
game-square-can-move = kann ziehen

# Was auf die Antwort auf „Vor ... speichern?“ wartet (im Dativ).
game-going-on = dem Fortfahren
