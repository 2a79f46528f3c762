# Deine Partiewertung: ihre Zeilen unter der Stufe im Engine-Bereich, ob die laufende Partie zählt
# und warum nicht, Matches über zwei Partien und die Meldungen nach einer gewerteten Partie oder
# einem Match.

rating-new-match = Neues Match (2 Partien, Seiten getauscht)
rating-you-start = Du beginnst als { $side ->
        [attackers] Angreifer
       *[defenders] Verteidiger
    }

rating-text = { $rating } ± { $deviation } ({ $games ->
        [0] noch keine gewertete Partie
        [one] { $games } Partie
       *[other] { $games } Partien
    })
rating-text-provisional = { $rating }? ± { $deviation } (vorläufig, { $games ->
        [0] noch keine gewertete Partie
        [one] { $games } Partie
       *[other] { $games } Partien
    })
rating-yours = Deine Wertung: { $rating }
rating-yours-unavailable = Deine Wertung: nicht verfügbar (dein Archiv konnte nicht geöffnet werden; mit deiner nächsten Partie wird es erneut versucht)
rating-yours-reading = Deine Wertung: wird aus deinem Archiv gelesen…
rating-match-my-rating = Stufe nach meiner Wertung
rating-match-my-rating-tip = Gegen die Stufe spielen, die deiner Wertung am nächsten ist: { $level }

rating-counts = Diese Partie zählt für deine Wertung gegen { $level }: keine Zugrücknahmen; Analyse, Tipps, Eröffnungsbuch und Partieanalyse fragen vorher.
rating-not-rated = Diese Partie ist nicht gewertet: { $why }.

rating-result = { $result ->
        [won] Du hast gegen { $opponent } gewonnen.
        [lost] Du hast gegen { $opponent } verloren.
       *[draw] Remis gegen { $opponent }.
    } Deine Wertung: { $rating } ({ $change }). Versuch als Nächstes { $next }.
rating-result-unrated = { $result ->
        [won] Du hast gegen { $opponent } gewonnen.
        [lost] Du hast gegen { $opponent } verloren.
       *[draw] Remis gegen { $opponent }.
    } Deine Wertung ändert sich, sobald die Partie in deinem Archiv ist.

rating-next-match-game = Nächste Partie des Matches
rating-next-match-game-tip = Die zweite Partie, mit getauschten Seiten
rating-match-first = Match gegen { $level }: Partie 1 von 2, du spielst die { $side ->
        [attackers] Angreifer
       *[defenders] Verteidiger
    }.
rating-match-second = Match gegen { $level }: Partie 1 { $first ->
        [won] gewonnen
        [lost] verloren
       *[draw] remis
    }; als Nächstes Partie 2 von 2, du spielst die { $side ->
        [attackers] Angreifer
       *[defenders] Verteidiger
    }.
rating-match-played = Match gegen { $level }: beide Partien gespielt.
rating-match-game-one = Partie 1 des Matches: { $result ->
        [won] gewonnen
        [lost] verloren
       *[draw] remis
    }. „Nächste Partie des Matches“ (im Engine-Bereich) tauscht die Seiten.
rating-tie-break = { $winner ->
        [you] du hast
       *[level] die Stufe hat
    } im Tiebreak gewonnen: Dein Sieg brauchte { $mine ->
        [one] { $mine } Zug
       *[other] { $mine } Züge
    }, der der Stufe { $theirs ->
        [one] { $theirs } Zug
       *[other] { $theirs } Züge
    }
rating-match-outcome = { $result ->
        [won] Du hast das Match gegen { $level } gewonnen
        [lost] Du hast das Match gegen { $level } verloren
       *[draw] Das Match gegen { $level } endet remis
    }, { $points }.
rating-match-outcome-tie-break = { $result ->
        [won] Du hast das Match gegen { $level } gewonnen
        [lost] Du hast das Match gegen { $level } verloren
       *[draw] Das Match gegen { $level } endet remis
    }, { $points } ({ $tiebreak }).
rating-match-counted = { $outcome } Deine Wertung: { $rating } ({ $change }).
rating-match-not-counted = { $outcome } Es zählt nicht für deine Wertung: Ein Zug wurde zurückgenommen oder ein Tipp angefordert.
