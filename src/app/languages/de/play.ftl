# Die Partie, die man spielt (play/): die Kopfzeile über dem Brett, die geschlagenen Figuren, die Worte des Balkens, die Zugliste und ihre Menüs, die Statusleiste, die Meldungen der Partie und die Frage zum Aufgeben.

play-outcome = { $winner ->
        [attackers] Sieg der Angreifer
        [defenders] Sieg der Verteidiger
       *[none] Remis
    }: { $reason ->
        [king-escaped] Der König ist in eine Ecke entkommen
        [king-captured] Der König wurde gefangen
        [no-legal-move] kein erlaubter Zug
        [repetition] dritte Wiederholung
        [resignation] Aufgabe
       *[timeout] Die Zeit ist abgelaufen
    }

play-turn-whose = { $side ->
        [attackers] Angreifer
       *[defenders] Verteidiger
    } am Zug ({ $whose ->
        [you] du
        [engine] Engine
        [opponent] Gegner
        [variation] Nebenvariante
       *[study] Studie
    })
play-turn = { $side ->
        [attackers] Angreifer
       *[defenders] Verteidiger
    } am Zug
play-header-place = { $turn }{ $place }
play-header-place-chances = { $turn }{ $place }  ·  { $chances }
play-header-chances = { $turn }  ·  { $chances }
play-header-side-chances = { $turn }  ·  { $chances }
play-header-your-chance = du: { $chance }
play-chances-label = du gegen { $opponent }: { $chance }
play-place-start = Anfang, von { $moves ->
        [one] { $moves } Zug
       *[other] { $moves } Zügen
    }
play-place-after = nach Zug { $move } von { $moves }
play-setting-up = Stellung aufbauen: Klicke auf Felder, um Figuren zu setzen oder zu entfernen
play-preview = Vorschau { $line ->
        [engine] der Variante der Engine
        [best] der besten Variante
       *[other] von { $line }
    }: Schritt { $step } von { $steps } (Links/Rechts zum Blättern, Esc zum Zurückkehren)
play-captured = geschlagen: { $attackers } Angreifer, { $defenders } Verteidiger

play-bar-chances-hidden = während der Partie ausgeblendet (Ansicht > Chancen während der Partie zeigen)
play-bar-your-chances = { $label }: deine erwartete Punktzahl { $judge }, aus der letzten Stellung, in der du am Zug warst
play-bar-chances-first = deine Chancen erscheinen, wenn du am Zug bist
play-bar-chances-again = deine Chancen erscheinen, wenn du wieder am Zug bist
play-bar-no-evaluation = noch keine Bewertung dieser Stellung: Starte die Analyse oder analysiere die Partie
play-bar-preview = eine Vorschau
play-bar-game-over = Die Partie ist vorbei: { $outcome }.
play-bar-no-chances = Keine Chancen angezeigt: { $why }.
play-bar-evaluation-none = Bewertung: keine
play-bar-evaluation = Bewertung: { $value }

play-hint = Tipp: { $move }
play-review-cancelled = Partieanalyse abgebrochen; die bereits analysierten Stellungen bleiben erhalten.
play-playing-on = Du spielst als { $side ->
        [attackers] Angreifer
       *[defenders] Verteidiger
    } gegen die Engine weiter.
play-engine-failed = Die Engine ist ausgefallen ({ $message }) und wurde neu gestartet; die Partie ist unverändert. Frag noch einmal nach dem, was sie gerade getan hat.
play-engine-move-refused = Der Zug { $move } der Engine wurde abgelehnt: { $reason }
play-reviewing = { $positions ->
        [one] { $positions } Stellung wird
       *[other] { $positions } Stellungen werden
    } mit Tiefe { $depth } analysiert...

play-not-played = „{ $text }“ wurde nicht gespielt: { $reason }.
play-variation-started = Dieser Zug beginnt eine Nebenvariante; die Züge der Partie bleiben unverändert (Rückgängig nimmt ihn zurück).
play-nothing-to-redo = Nichts zu wiederholen.
play-resigned = { $winner ->
        [attackers] Sieg der Angreifer
       *[defenders] Sieg der Verteidiger
    }: Aufgabe. Rückgängig nimmt die Aufgabe zurück.
play-line-added = Die Variante wurde der Partie hinzugefügt.
play-line-added-variation = Die Variante wurde als Nebenvariante hinzugefügt.
play-line-not-added = Die Variante konnte nicht hinzugefügt werden: { $reason }
play-out-of-time = { $side ->
        [attackers] Sieg der Verteidiger: Die Zeit der Angreifer ist abgelaufen.
       *[defenders] Sieg der Angreifer: Die Zeit der Verteidiger ist abgelaufen.
    }
play-resign-heading = Diese Partie aufgeben?
play-resign-text = Die Partie endet mit einem Sieg der anderen Seite. Rückgängig nimmt das zurück.
play-resign = Aufgeben
play-cancel = Abbrechen
play-notes-belong-to-games = Notizen gehören zu Partien: Schließe das Fenster der Aufgabe, der Lektion oder des Stellungsaufbaus, um eine Partie zu kommentieren.

play-type-a-move = Zug eingeben
play-type-a-move-tip = Schreibe einen Zug so, wie ihn die Zugliste zeigt (c5-c6 oder c5c6), und drücke Enter
play-moves = Züge
play-start = Anfang
play-moves-first = Die { $side ->
        [attackers] Angreifer
       *[defenders] Verteidiger
    } ziehen zuerst
play-move-name = Zug { $number }: { $move }
play-move-name-review = Zug { $number }: { $move } (Partieanalyse { $review })
play-variation-move-name = Nebenvariante { $variation } Zug { $number }: { $move }
play-variation-move-name-review = Nebenvariante { $variation } Zug { $number }: { $move } (Partieanalyse { $review })
play-variations = Nebenvarianten
play-variations-tip = Varianten, die durch einen anderen Zug ersetzt, zurückgenommen oder aus der Analyse hinzugefügt wurden. Klicke auf einen Zug, um die Variante durchzugehen; Rechtsklick, um ihn zu markieren oder zu kommentieren.
play-promote = Hochstufen
play-promote-tip = Diese Variante zur Hauptvariante machen; die bisherige wird zur Nebenvariante.
play-promote-name = Nebenvariante { $variation } hochstufen
play-delete = Löschen
play-delete-name = Nebenvariante { $variation } löschen

play-mark-name = { $mark ->
        [good] guter Zug
        [mistake] Fehler
        [brilliant] brillanter Zug
        [blunder] grober Fehler
        [interesting] interessanter Zug
       *[dubious] zweifelhafter Zug
    }
play-your-mark = Deine Markierung: { $symbol } ({ $name })
play-comment = Kommentar: { $comment }
play-shapes-drawn = { $count ->
        [one] { $count } Form auf dem Brett gezeichnet
       *[other] { $count } Formen auf dem Brett gezeichnet
    }
play-right-click-to-note = Rechtsklick: markieren, kommentieren
play-mark-as = Markieren mit { $symbol } ({ $name })
play-no-mark = Keine Markierung
play-comment-menu = Kommentar...
play-clear-shapes = Formen löschen
play-clear-shapes-tip = Die für diesen Zug gezeichneten Pfeile und Kreise entfernen

play-engine-moving = Engine denkt über ihren Zug nach
play-engine-analysing = Engine analysiert
play-engine-hint = Engine sucht einen Tipp
play-engine-reviewing = Engine analysiert die Partie
play-engine-line = Engine sucht die beste Variante
play-engine-chances = Engine berechnet deine Chancen
play-engine-idle = Engine ruht
play-you-play-here = Du spielst hier die { $side ->
        [attackers] Angreifer
       *[defenders] Verteidiger
    }
play-study = Studie: Du ziehst für beide Seiten
play-waiting-for-file-dialog = warte auf den Dateidialog...
play-dismiss = Schließen
