# Das Eröffnungsbuch (explorer/): sein Fenster, die Zeile über seine Partien, sein Menüeintrag.

explorer-title = Eröffnungsbuch

## Die Zeile über die Partien, unter der Auswahl der Partien.
explorer-no-saved-games = noch keine gespeicherten Partien von dir
explorer-games-forbidden = deine Partien in { $folder } dürfen nicht gelesen werden
explorer-games-unreadable = deine Partien in { $folder } konnten nicht gelesen werden: { $error }
explorer-reading-the-games = die Partien werden gelesen…
explorer-self-play-games = { $count ->
        [one] { $games } Partie der Engine gegen sich selbst
       *[other] { $games } Partien der Engine gegen sich selbst
    }
explorer-shipped-unreadable = die mitgelieferten Partien sind nicht lesbar: { $error }
explorer-reading-your-games = deine Partien werden gelesen…
explorer-yours = { $count ->
        [one] { $games } von dir
       *[other] { $games } von dir
    }
explorer-left-out = ({ $count } ausgelassen: unbeendet oder aus einer aufgebauten Stellung)
explorer-unreadable = ({ $count } nicht lesbar)
explorer-summary = { $shipped } und { $mine }
explorer-settings-what = Die Auswahl der Partien im Eröffnungsbuch
explorer-settings-fresh = es zählt alle Partien

## Das Fenster.
explorer-all-games = Alle Partien
explorer-my-games = Meine Partien
explorer-my-games-tip = Beendete Partien, gespeichert in { $folder }
explorer-standard-rules-only = Das Eröffnungsbuch enthält nur Partien nach den Standardregeln.
explorer-reading = Die Partien werden gelesen…
explorer-no-game-here = Keine Partie hat diese Stellung erreicht.
explorer-games-here = { $count ->
        [one] { $games } Partie hier
       *[other] { $games } Partien hier
    }
explorer-games-ended-here = { $count ->
        [one] { $games } Partie endete hier
       *[other] { $games } Partien endeten hier
    }
explorer-every-game-ended = Jede Partie endete hier.
explorer-results = Angreifer gewannen { $attackers } ({ $attackers_share }), Remis { $draws } ({ $draws_share }), Verteidiger gewannen { $defenders } ({ $defenders_share })
explorer-move = Zug
explorer-games = Partien
explorer-results-head = A / Remis / D
explorer-score = Bewertung
explorer-score-head-tip = Die Chance der { $side ->
        [attackers] Angreifer
       *[defenders] Verteidiger
    } nach jedem Zug { $whose }
explorer-play = { $move } spielen
explorer-no-score = Keine Bewertung gespeichert
explorer-score-tip = { $chance }: die Punkterwartung der { $side ->
        [attackers] Angreifer
       *[defenders] Verteidiger
    } nach diesem Zug (ein Remis zählt halb), { $whose } ({ $wdl }).
explorer-engine-score = Engine-Bewertung { $eval }, aus den Berechnungen während der Partien.
