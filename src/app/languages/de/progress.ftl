# Die Seite „Fortschritt“ (Partie > Fortschritt): die Übersicht über dein Archiv, die Diagramme,
# die Ergebnisse nach Stufe und Seite, deine Partien seitenweise und die Sicherungen des Archivs.

progress-menu = Fortschritt
progress-menu-restore = Dein Archiv aus einer Sicherung wiederherstellen...
progress-title = Fortschritt
progress-reading = Dein Archiv wird gelesen…
progress-cannot-open = Diese Partie konnte nicht geöffnet werden: { $error }.
progress-event-level = Gegen Stufe { $level }, aus deinem Archiv
progress-event = Aus deinem Archiv

progress-period-any = jederzeit
progress-period-week = letzte 7 Tage
progress-period-month = letzte 30 Tage
progress-period-year = letzte 12 Monate
progress-result-any = jedes Ergebnis
progress-result-won = gewonnen
progress-result-drawn = remis
progress-result-lost = verloren
progress-result-unfinished = nicht beendet
progress-side-attackers = Angreifer
progress-side-defenders = Verteidiger
progress-side-both = beide

progress-rating = Deine Wertung: { $rating } ± { $deviation } nach { $games ->
        [one] { $games } gewerteten Partie
       *[other] { $games } gewerteten Partien
    }
progress-rating-provisional = Deine Wertung: { $rating }? ± { $deviation } nach { $games ->
        [one] { $games } gewerteten Partie
       *[other] { $games } gewerteten Partien
    } (vorläufig)
progress-no-rating = Noch keine gewertete Partie: Spiele von der Grundstellung aus gegen eine Stufe, um eine Wertung zu bekommen.
progress-games-kept = { $games ->
        [one] { $games } Partie
       *[other] { $games } Partien
    } gespeichert · längste Siegesserie in gewerteten Partien { $best } (aktuell { $current })
progress-puzzles = Aufgabenwertung { $rating } · { $puzzles ->
        [one] { $puzzles } Aufgabe
       *[other] { $puzzles } Aufgaben
    } versucht · längste Serie { $best }
progress-unreadable = Ausgelassen, weil nicht lesbar: { $rows }.

progress-rating-chart = Wertung über deine gewerteten Partien
progress-chart-empty = Das Diagramm beginnt mit deiner ersten gewerteten Partie.
progress-chart-click = Klicke auf einen Punkt, um diese Partie zu öffnen
progress-chart-rating = Wertung
progress-chart-games = Partien
progress-accuracy = Deine Genauigkeit in analysierten Partien
progress-accuracy-line = { $games ->
        [one] { $games } Partie
       *[other] { $games } Partien
    } analysiert; zuletzt { $last }
progress-chart-accuracy = Genauigkeit
progress-chart-reviewed = analysierte Partien
progress-puzzle-rating = Aufgabenwertung
progress-chart-puzzle-rating = Aufgabenwertung

progress-results = Ergebnisse nach Stufe und Seite
progress-no-level-game = Noch keine Partie gegen eine Stufe.
progress-rated-games = Gewertete Partien
progress-casual-games = Ungewertete Partien
# Kurze Spaltenköpfe (S / R / N), damit die Tabelle in eine schmale Seitenleiste passt.
progress-head-level = Stufe
progress-head-level-tip = Die Stufe der Engine
progress-head-side = Seite
progress-head-side-tip = Die Seite, die du gespielt hast
progress-head-won = S
progress-head-won-tip = Gewonnen
progress-head-drawn = R
progress-head-drawn-tip = Remis
progress-head-lost = N
progress-head-lost-tip = Verloren

progress-your-games = Deine Partien
progress-level = Stufe { $level }
progress-level-rating = Stufe { $level } ({ $rating })
progress-no-level = keine Stufe
progress-counted = gewertet: von { $before } auf { $after } ({ $change })
progress-rated = gewertet
progress-casual = ungewertet ({ $why })
progress-filter-level = Stufe
progress-filter-result = Ergebnis
progress-filter-played = Gespielt
progress-any-level = jede Stufe
progress-no-games = Hier gibt es noch keine Partie.
progress-open = Öffnen
progress-open-tip = Diese Partie zum Studieren auf dem Brett öffnen
progress-more = Mehr
progress-open-review = Öffnen und analysieren
progress-save-as = Als Datei speichern...
progress-newer = Neuere
progress-older = Ältere
progress-page = { $first }-{ $last } von { $total }

progress-backups = Sicherungen
progress-no-backup = Noch keine Sicherung: Höchstens einmal am Tag wird eine angelegt, wenn die App startet.
progress-backups-about = Eine pro Tag (die letzten sieben, beim Beenden auf den neuesten Stand gebracht) und dein Archiv, wie es vor jeder Aktualisierung oder Wiederherstellung war (die letzten fünf). Beim Wiederherstellen kommt dein Archiv, wie es jetzt ist, zuerst in diese Liste, sodass sich eine Wiederherstellung rückgängig machen lässt.
progress-restore-button = Wiederherstellen…
progress-restore-tip = Diese Sicherung an die Stelle deines Archivs setzen (fragt vorher)
progress-backup-daily = tägliche Sicherung
progress-backup-before-restore = dein Archiv vor einer Wiederherstellung
progress-backup-before-update = dein Archiv vor der Aktualisierung von Archivversion { $version }
progress-holds = { $games ->
        [0] keine Partien
        [one] { $games } Partie
       *[other] { $games } Partien
    }, { $rating ->
        [none] keine Wertung
       *[other] eine Wertung von { $rating }
    }, { $stars ->
        [0] keine Lektionssterne
        [one] { $stars } Lektionsstern
       *[other] { $stars } Lektionssterne
    }
progress-backup-unreadable = nicht lesbar: { $error }
progress-holds-unreadable = nicht lesbar
progress-restore-heading = Dein Archiv vom { $when } wiederherstellen?
progress-restore-text =
    Dein Archiv jetzt: { $now }.
    Diese Sicherung ({ $kind }): { $holds }.
    Deine Partien, Wertungen, Aufgaben und Lektionen kehren zum Stand der Sicherung zurück. Dein Archiv, wie es jetzt ist, wird zuerst in der Liste der Sicherungen aufbewahrt, sodass du es wiederherstellen kannst, um dies rückgängig zu machen.
progress-restore = Wiederherstellen
progress-cancel = Abbrechen
