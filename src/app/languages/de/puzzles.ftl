# Aufgaben (puzzles/): das Menü Aufgaben, das Aufgabenfenster, was beim Lösen einer Aufgabe gesagt
# wird, und Meine Aufgaben (die eigenen, aus den analysierten Partien).

puzzles-menu-solve = Aufgaben lösen
puzzles-next = Nächste Aufgabe
puzzles-mining = Suche nach Aufgaben in dieser Partie ({ $done } von { $of } verpassten Gewinnen geprüft)
puzzles-again = Noch einmal von vorn.
puzzles-solution = Die Lösung: { $moves }
puzzles-none-of-your-own = Noch keine eigenen Aufgaben: Analysiere eine Partie, die du gespielt hast, und die erzwungenen Gewinne, die du verpasst hast, werden hier zu Aufgaben.
puzzles-all-played = Alle Aufgaben dieses Themas wurden gespielt: Versuche sie über das Archiv noch einmal.
puzzles-no-such = Es gibt keine Aufgabe { $id }.
puzzles-wrong-move = { $move } ist nicht der gesuchte Zug. Versuche es noch einmal.
puzzles-solved-after-wrong-move = Gelöst, aber nach einem falschen Zug: Die Aufgabe gilt als nicht gelöst.
puzzles-solved = Gelöst!
puzzles-right = Richtig! Die Antwort: { $reply }. Du bist wieder am Zug.

puzzles-mine-not-a-file = Deine eigenen Aufgaben konnten nicht gelesen werden: { $reason }. Neue werden diesmal nicht gespeichert (dort wurde nichts verändert).
puzzles-mine-too-many = Deine eigenen Aufgaben ({ $path }) enthielten { $held } Aufgaben: Die neuesten { $kept } werden behalten.
puzzles-mine-moved-aside = Deine eigenen Aufgaben konnten nicht gelesen werden, daher wurde eine neue Liste begonnen. Die alte Datei wurde als { $path } aufbewahrt.
puzzles-mine-unreadable = Deine eigenen Aufgaben ({ $path }) konnten nicht gelesen werden, daher werden neue diesmal nicht gespeichert (die Datei bleibt, wie sie war).
puzzles-mine-not-saved = Deine eigenen Aufgaben konnten nicht in { $path } gespeichert werden ({ $reason }); neue bleiben erhalten, bis du das Programm beendest.
puzzles-mine-added = { $count ->
        [one] { $count } Aufgabe
       *[other] { $count } Aufgaben
    } aus dieser Partie zu „Meine Aufgaben“ hinzugefügt.

puzzles-find-best-move = Finde den besten Zug für die { $side ->
        [attackers] Angreifer
       *[defenders] Verteidiger
    }.
puzzles-shipped-set = Mitgelieferte Sammlung ({ $count })
puzzles-my-puzzles = Meine Aufgaben ({ $count })
puzzles-title = Aufgaben
puzzles-your-rating = Deine Wertung: { $rating } (Abweichung { $deviation })
puzzles-streak = Serie: { $streak } (Bestwert { $best })
puzzles-from = Aufgaben aus
puzzles-theme = Thema
puzzles-any-theme = Alle Themen
puzzles-theme-escape = Der König entkommt
puzzles-theme-king-capture = Der König wird gefangen
puzzles-theme-blockade = Blockade (kein Zug mehr)
puzzles-theme-material = Material
puzzles-puzzle = Aufgabe { $id } - Wertung { $rating } - { $themes }
puzzles-retry = Noch einmal
puzzles-show-solution = Lösung
puzzles-close = Aufgaben schließen
puzzles-history = Verlauf ({ $count })
puzzles-history-solved = gelöst
puzzles-history-failed = nicht gelöst
puzzles-retry-puzzle = { $id } noch einmal

# The game shown on the board: its event and the name of the side the person does not play.
puzzles-event = Aufgabe { $id }
puzzles-opponent = Aufgabe
