# Die Menüleiste (menu.rs): die Menüs und ihre Einträge, die keine Funktion benennen.

menu-game = Partie
menu-new-game = Neue Partie
menu-rated = Gewertet (zählt für deine Wertung)
menu-rated-tip = Eine Partie gegen eine Stufe zählt für deine Wertung, außer du wählst eine ungewertete. Das gilt für die nächste Partie und für diese bis zu deinem ersten Zug.
menu-same-sides = Gleiche Seiten
menu-paste = Stellung oder Züge einfügen...
menu-copy-position = Stellung kopieren
menu-copy-moves = Züge kopieren
menu-time-control = Bedenkzeit (nächste Partie)
menu-resign = Aufgeben
menu-open = Öffnen...
menu-open-recent = Zuletzt geöffnet
menu-clear-recent = Liste leeren
menu-save = Speichern
menu-save-as = Speichern unter...
menu-export-text = Als Text exportieren...
menu-import-text = Aus Text importieren...
menu-quit = Beenden
menu-moves = Züge
menu-undo = Rückgängig
menu-redo = Wiederholen
menu-flip = Brett drehen
menu-first-position = Ausgangsstellung
menu-previous-move = Vorheriger Zug
menu-next-move = Nächster Zug
menu-last-position = Letzte Stellung
menu-view = Ansicht
menu-eval-bar = Bewertungsbalken
menu-raw-score = Rohe Engine-Bewertung
menu-raw-score-tip = Die Bewertung der Engine (A +1,2) statt der Gewinnchance (A 78 %) zeigen
menu-chances-while-playing = Chancen während der Partie zeigen
menu-chances-while-playing-tip = In einer Partie gegen die Engine zeigt der Balken deine Chancen gegen ihre Stufe
menu-graph = Bewertungskurve
menu-legal-dots = Punkte für erlaubte Züge
menu-learning-aids = Lernhilfen
menu-learning-aids-tip = Kreist die Figuren ein, die eine Seite im nächsten Zug schlagen kann, zeigt die nahen Wege des Königs zu den Ecken, lässt jeden Zug an seinen Platz gleiten, zeigt geschlagene Figuren blass, wo sie standen, und markiert, wo der König gefangen wurde oder entkam. In deinen ersten Partien an.
menu-best-arrows = Pfeile für den besten Zug
menu-coordinates = Koordinaten
menu-dark-theme = Dunkles Design
menu-light-theme = Helles Design
menu-language = Sprache
menu-engine = Engine
menu-start-analysis = Analyse starten
menu-stop-analysis = Analyse anhalten
menu-hint = Tipp
menu-cancel-review = Partieanalyse abbrechen
menu-review-game = Partie analysieren
menu-puzzles = Aufgaben
menu-help = Hilfe
menu-rules-and-shortcuts = Regeln und Tastenkürzel
menu-guide = Anleitung
menu-no-clock = Ohne Uhr
menu-bullet = { $minutes } + { $seconds } (Bullet)
menu-blitz = { $minutes } + { $seconds } (Blitz)
menu-rapid = { $minutes } + { $seconds } (Schnellschach)
menu-custom = Eigene
menu-minutes-each = Minuten je Seite
menu-seconds-per-move = Sekunden pro Zug

# Die Seitenleiste (side_panel.rs): die Engine, ihre Varianten, die Partieanalyse.
panel-engine = Engine
panel-opened-game = Eine geöffnete Partie: Du ziehst für beide Seiten, und die Engine wartet. Spiele gegen sie weiter:
panel-play-on = { $side ->
        [attackers] Als Angreifer weiterspielen
       *[defenders] Als Verteidiger weiterspielen
    }
panel-play-on-tip = Von der letzten Stellung der Partie aus, gegen die Engine auf ihrer Stufe
panel-level = Stufe
panel-level-tip = Die Stufe der Engine für ihre eigenen Züge, mit ihrer Wertung: 1 kann ein Anfänger schlagen, { $top } ist volle Stärke (dann gelten Tiefe und Zeit darunter). Die Analyse läuft immer mit voller Stärke.
panel-depth = Tiefe
panel-depth-tip-top = Die Tiefe, mit der die Engine ihre eigenen Züge spielt (und Tipps gibt). Volle Stärke hat bei Tiefe { $depth }, der Voreinstellung, die Wertung { $rating }: tiefer spielt stärker, flacher schwächer.
panel-depth-tip = Die Tiefe, mit der Tipps gesucht werden. Auf Stufe { $level } spielt die Engine mit der eigenen Tiefe dieser Stufe; diese Einstellung gilt nur auf Stufe { $top }, voller Stärke.
panel-time = Zeit
panel-time-tip = Die längste Zeit, die sich die Engine für einen ihrer Züge nimmt.
panel-pace = Tempo
panel-pace-tip = Engine gegen Engine: die kürzeste Zeit zwischen zwei Zügen, damit du der Partie folgen kannst.
panel-lines = Varianten
panel-lines-tip = Wie viele Varianten die Analyse zeigt.
panel-analysis-tip = Analysiert die gezeigte Stellung, bis du sie anhältst; sie folgt dem gezeigten Zug.
panel-arrows = Pfeile
panel-move-now = Jetzt ziehen
panel-resume = Weiter
panel-pause = Pause
panel-pause-tip = Engine gegen Engine: nach dem laufenden Zug anhalten oder weitermachen
panel-step = Ein Zug
panel-step-tip = Einen Zug spielen
panel-lines-hidden = Die Varianten der Engine bleiben verborgen, solange diese Partie für deine Wertung zählt.
panel-no-search = Keine Suche in dieser Stellung.
panel-search-stats = Tiefe { $depth } (selektiv { $seldepth }), { $nodes } Knoten, { $speed } M/s
panel-lines-legend-score = Jede Variante: die Bewertung der Engine (A: Angreifer vorn, D: Verteidiger vorn, #: ein erzwungener Sieg in so vielen Zügen), dann ihre Züge.
panel-lines-legend-chance = Jede Variante: wer vorn liegt (A Angreifer, D Verteidiger) und die erwartete Punktzahl, ein Remis zählt halb (#: ein erzwungener Sieg in so vielen Zügen), dann ihre Züge.
panel-line-tip = Variante { $line }: { $bar } (Engine-Bewertung { $score }); { $chances }
panel-line-move-tip = Die Stellung nach diesem Zug zeigen (Esc führt zurück)
panel-line-move-name = Variante { $line } Zug { $move }
panel-add-line-tip = Diese Variante als Nebenvariante zur Partie hinzufügen
panel-add-line-name = Variante { $line } hinzufügen
panel-by-depth = Bester Zug nach Tiefe
panel-by-depth-depth = Tiefe
panel-by-depth-best = bester
panel-by-depth-score = Bewertung
panel-judge-while-playing = Bewerten als: { $players }, während du spielst
panel-judge-while-playing-tip = Während du gegen die Engine spielst, zeigen der Balken, die Kurve und das Eröffnungsbuch die Chancen der Spieler dieser Partie: deine gegen die Stufe. „Bewerten als“ gilt wieder, sobald die Partie vorbei ist.
panel-judge-as = Bewerten als
panel-judge-as-tip = Wessen Chancen die Zugklassen, der Balken und die Kurve zeigen (die Genauigkeit wird gemessen, wie Vereinsspieler verlieren würden, wer auch immer gespielt hat, außer bei perfektem Spiel). { $choice }
panel-review = Partieanalyse
panel-review-progress = { $done } / { $total } Stellungen
panel-cancel = Abbrechen
panel-review-game = Partie analysieren
panel-review-game-tip = Jede Stellung der Hauptvariante analysieren (Ctrl+R)
panel-review-depth = Analysetiefe
panel-accuracy = { $side ->
        [attackers] Angreifer
       *[defenders] Verteidiger
    }: Genauigkeit { $accuracy }
panel-class-count = { $class ->
        [inaccuracy] Ungenauigkeiten
        [mistake] Fehler
       *[blunder] grobe Fehler
    }
panel-previous-mistake = < Vorheriger Fehler
panel-next-mistake = Nächster Fehler >

# Die eigenen Fragen und Meldungen der App (dispatch.rs, mod.rs, views.rs).
app-title = Ard Ri - { $name }
app-title-unsaved = Ard Ri - { $name } *
app-new-game = neue Partie
app-internal-error = In der App ist etwas schiefgegangen ({ $what }); nichts wurde geändert. Bitte melde es.
app-take-back-heading = Deinen Zug zurücknehmen?
app-take-back-text = Diese Partie zählt für deine Wertung. Eine Partie mit zurückgenommenem Zug zählt nicht: Sie wird zu einer ungewerteten Partie.
app-take-back = Zurücknehmen
app-keep-rated = Partie gewertet lassen
app-use-aid-heading = Möchtest du { $aid } nutzen?
app-use-aid-text = Diese Partie zählt für deine Wertung. Mit Hilfe der Engine zählt sie nicht: Sie wird zu einer ungewerteten Partie.
app-use-aid = Ja, { $aid } nutzen
app-welcome = Willkommen! Die Engine spielt für eine erste Partie auf { $level }: Ändere das mit „Stufe“ im Engine-Bereich. F1 erklärt den Rest.
app-stored-settings = Deine Einstellungen
app-stored-settings-then = die üblichen werden verwendet
app-stored-puzzles = Deine Aufgabenwertung und dein Aufgabenverlauf
app-stored-puzzles-then = sie beginnen neu
app-stored-rating = Deine Partiewertung
app-stored-rating-then = sie beginnt neu
app-untrusted-kept = Einigen vor deinem Archiv gespeicherten Werten war nicht zu trauen; sie wurden nicht übernommen, und nichts trat an ihre Stelle: { $what }. Die alte Datei bleibt unverändert erhalten als { $file }.
app-untrusted = Einigen vor deinem Archiv gespeicherten Werten war nicht zu trauen; sie wurden nicht übernommen: { $what }.
app-untrusted-not-copied = Einigen vor deinem Archiv gespeicherten Werten war nicht zu trauen; sie wurden nicht übernommen: { $what }. Die alte Datei konnte nicht beiseitegelegt werden ({ $error }); sie wird nicht überschrieben.
app-paste-title = Stellung oder Züge einfügen
app-paste-text = Füge (Ctrl+V) eine Stellungszeichenkette oder Züge ab dem Anfang ein (c3-c2 d2-e2 ...):
app-paste-field = Eingefügter Text
app-paste-use = Übernehmen
app-help-title = Ard Ri: Regeln und Tastenkürzel
app-help-shortcuts = Tastenkürzel

# Die Tastenkürzel, für die Hilfe (keymap.rs).
keys-new-game = neue Partie (gleiche Seiten)
keys-open = eine Partie öffnen
keys-library = die Partiensammlung (die Partien eines Ordners)
keys-save-as = speichern unter
keys-save = speichern
keys-paste = eine Stellungszeichenkette oder Züge einfügen (auf dem Brett)
keys-redo = wiederholen
keys-undo = rückgängig (zurückgenommene Züge bleiben als Nebenvariante)
keys-review = die Partie analysieren
keys-previous-move = vorheriger Zug (in einer Vorschau: ihr vorheriger Zug)
keys-next-move = nächster Zug (in einer Vorschau: ihr nächster Zug)
keys-first-position = Ausgangsstellung
keys-last-position = letzte Stellung
keys-previous-mistake = vorheriger Fehler (nach einer Analyse)
keys-next-mistake = nächster Fehler (nach einer Analyse)
keys-flip = das Brett drehen
keys-explorer = das Eröffnungsbuch öffnen oder schließen
keys-escape = eine Vorschau verlassen oder die Hilfe bzw. die Partiensammlung schließen
keys-board = die Tastatur aufs Brett: Die Pfeiltasten gehen über die Felder, Enter wählt eine Figur und zieht sie
keys-help = diese Hilfe
