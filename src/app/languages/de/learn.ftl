# Aus deinen Fehlern lernen (learn/): die Menüeinträge, das Fenster, die Meldungen und die Frage.

learn-menu-yours = Aus deinen Fehlern lernen
learn-menu-attackers = Aus den Fehlern der Angreifer lernen
learn-menu-defenders = Aus den Fehlern der Verteidiger lernen
learn-title = Aus deinen Fehlern lernen
learn-progress = { $index } von { $total }
learn-progress-games = { $index } von { $total } (Partie { $game } von { $games })
learn-game-move = { $name }, Zug { $number }
learn-summary = Fertig: { $found } von { $total } sofort gefunden, { $helped } mit Hilfe, { $skipped } übersprungen.
learn-summary-games = Fertig: { $found } von { $total } sofort gefunden, { $helped } mit Hilfe, { $skipped } übersprungen. In { $games } Partien.
learn-per-game = { $name }: { $found } sofort, { $helped } mit Hilfe, { $skipped } übersprungen
learn-show-game = Diese Partie zeigen
learn-hint = Tipp: die Figur
learn-solution = Lösung
learn-skip = Überspringen
learn-stop = Lernen beenden
learn-looking-for-line = Die beste Variante wird gesucht...
learn-best-line = Die beste Variante: { $moves }
learn-preview-line = Variante auf dem Brett zeigen
learn-previewing = Vorschau: Schritt { $step } von { $total } (die Partie bleibt unverändert)
learn-back = < Zurück
learn-forward = Vor >
learn-leave-preview = Vorschau verlassen

learn-hint-text = Tipp: Ziehe die Figur, die auf { $square } steht.
learn-best-move = Der beste Zug: { $move }. Spiele ihn, um weiterzumachen.
learn-no-mistakes = Keine Fehler oder groben Fehler dieser Seite: Analysiere zuerst die Partie (Engine > Partie analysieren).
learn-this-game = diese Partie
learn-practising = Du übst die Fehler aus { $name } (Partie { $game } von { $games }).
learn-cannot-show = { $name } konnte nicht angezeigt werden: { $error }
learn-next-game = Die nächsten Fehler sind in { $name }. Diese Partie ersetzt die auf dem Brett.
learn-find-better = Finde einen besseren Zug für die { $side ->
        [attackers] Angreifer
       *[defenders] Verteidiger
    } (gespielt wurde { $move }).
learn-go-back = Du lernst aus Fehlern: Geh zurück zur Stellung des Fehlers oder beende das Lernen.
learn-thinking = { $move }: wird geprüft...
learn-left-out = Beim Üben ausgelassen: { $problems }
learn-none-to-practise = Keine Fehler oder groben Fehler zum Üben in diesen Partien.
learn-good-too = { $move } ist auch gut. Weiter: { $next }
learn-not-better = { $move } ist nicht besser. Versuch es noch einmal.

learn-whose-heading = Wessen Fehler?
learn-whose-text = Diese Partie sagt nicht, welche Seite du gespielt hast. Wessen Fehler willst du üben?
learn-whose-attackers = Die der Angreifer
learn-whose-defenders = Die der Verteidiger
learn-cancel = Abbrechen

# Was auf die Antwort auf „Vor ... speichern?“ wartet (im Dativ).
learn-before-practice = dem Üben der Fehler aus den Partien
learn-before-next-game = dem Weitergehen zu den Fehlern der nächsten Partie
