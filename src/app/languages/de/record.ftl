# Das Archiv (deine Partien, Wertungen, Aufgaben und Lektionen, in record.sqlite): was gesagt wird,
# wenn etwas nicht aufbewahrt oder gelesen werden konnte, die Partien, die auf das Archiv warten, und
# die Frage beim Schließen der App, während Partien warten.

record-off = In dieser Sitzung wird kein Archiv geführt.
record-opening = Dein Archiv wird geöffnet…
record-none-waiting = { $count ->
        [one] Die Partie, die auf dein Archiv gewartet hat, ist jetzt darin.
       *[other] Die { $count } Partien, die auf dein Archiv gewartet haben, sind jetzt darin.
    }
record-game-refused-kept = Eine Partie konnte nicht in dein Archiv aufgenommen werden: { $reason }. Sie wird stattdessen als { $file } aufbewahrt; deine anderen Partien werden wie gewohnt aufgenommen.
record-game-refused-lost = Eine Partie konnte nicht in dein Archiv aufgenommen werden: { $reason }. Sie konnte auch nicht als Datei aufbewahrt werden ({ $error }); deine anderen Partien werden wie gewohnt aufgenommen.
record-saved-waiting = Gespeichert als { $files }. Sie warten außerdem weiter auf dein Archiv.
record-save-waiting-failed = Die wartenden Partien konnten nicht als Dateien gespeichert werden: { $reason }. Sie warten weiter auf dein Archiv.

## Die Partien, die auf das Archiv warten.
record-waiting-kept = { $count ->
        [one] 1 Partie ist noch nicht in deinem Archiv ({ $reason }). Sie wird in { $file } aufbewahrt und kommt in dein Archiv, sobald es sie aufnehmen kann (spätestens bei deinem nächsten Start).
       *[other] { $count } Partien sind noch nicht in deinem Archiv ({ $reason }). Sie werden in { $file } aufbewahrt und kommen in dein Archiv, sobald es sie aufnehmen kann (spätestens bei deinem nächsten Start).
    }
record-waiting-in-memory = { $count ->
        [one] 1 Partie ist noch nicht in deinem Archiv ({ $reason }), und sie konnte auch nicht gesichert werden ({ $error }): Sie ist nur im Arbeitsspeicher, bis die App geschlossen wird.
       *[other] { $count } Partien sind noch nicht in deinem Archiv ({ $reason }), und sie konnten auch nicht gesichert werden ({ $error }): Sie sind nur im Arbeitsspeicher, bis die App geschlossen wird.
    }
record-why-not-opened = dein Archiv konnte nicht geöffnet werden
record-why-not-open = dein Archiv ist nicht geöffnet
record-no-folder-them = es gibt keinen Ordner, um sie aufzubewahren
record-not-written-them = sie konnten nicht gesichert werden
record-no-folder-it = es gibt keinen Ordner, um sie aufzubewahren
record-not-written-it = sie konnte nicht gesichert werden
record-not-replayed = eine Partie konnte nicht nachgespielt werden ({ $reason })
record-event-unrecorded = Noch nicht im Archiv

## Die App wird geschlossen, während Partien warten.
record-quit-heading = Partien sind noch nicht in deinem Archiv
record-quit-kept = { $waiting } Versuch es jetzt noch einmal, speichere sie zusätzlich als Partiedateien oder beende die App: Es geht so oder so nichts verloren.
record-quit-in-memory = { $waiting } Versuch es jetzt noch einmal oder speichere sie als Partiedateien: Wenn du die App jetzt beendest, gehen sie verloren.
record-try-again = Erneut versuchen
record-save-as-files = Als Dateien speichern
record-quit-anyway = Trotzdem beenden

## Die Datei der wartenden Partien neben dem Archiv.
record-waiting-unreadable = Die Partien, die auf dein Archiv warten, können nicht gelesen werden ({ $reason }).
record-waiting-read-failed = Die Partien, die in { $file } auf dein Archiv warten, konnten nicht gelesen werden: { $reason }.
record-waiting-moved-aside = Die Partien, die auf dein Archiv warten, konnten nicht gelesen werden; die Datei wird als { $file } aufbewahrt.
record-waiting-left = Die Partien, die in { $file } auf dein Archiv warten, konnten nicht gelesen werden; die Datei bleibt, wie sie ist.
record-waiting-not-removed = Die wartenden Partien sind jetzt in deinem Archiv, aber { $file } konnte nicht entfernt werden ({ $reason }): Sie werden nicht doppelt aufgenommen.

## Was das Archiv nicht tun konnte. Fortschritt ist die Seite unter Partie > Fortschritt.
record-backup-refresh-failed = Die heutige Sicherungskopie deines Archivs konnte nicht aktualisiert werden: { $reason }.
record-game-gone = Diese Partie ist nicht mehr in deinem Archiv.
record-game-unreadable = Die Partie konnte nicht gelesen werden: { $reason }.
record-not-open = Dein Archiv ist nicht geöffnet.
record-lesson-failed = Die Sterne deiner Lektion konnten nicht gespeichert werden: { $reason }.
record-lesson-not-open = Dein Archiv ist nicht geöffnet: Die Sterne der Lektion werden nicht gespeichert.
record-lessons-unreadable = Dein Fortschritt in den Lektionen konnte nicht gelesen werden: { $reason }.
record-puzzle-failed = Die gespielte Aufgabe konnte nicht in deinem Archiv gespeichert werden: { $reason }.
record-puzzles-unreadable = Deine Aufgabenbilanz konnte nicht gelesen werden: { $reason }.
record-restore-failed = Dein Archiv wurde nicht aus der Sicherungskopie vom { $date } wiederhergestellt: { $reason }. Nichts wurde geändert.
record-restore-not-open = Dein Archiv ist nicht geöffnet: Es wurde nichts wiederhergestellt.
record-review-failed = Die Genauigkeit aus der Partieanalyse konnte nicht in deinem Archiv gespeichert werden: { $reason }.
record-unreadable = Dein Archiv konnte nicht gelesen werden: { $reason }.
record-open-failed = Dein Archiv konnte nicht geöffnet werden: { $reason }. Es wird erneut versucht, bevor deine nächste Partie aufgenommen wird, wenn Fortschritt geöffnet wird und wenn du die App beendest.
record-moved = Diese Werte liegen jetzt in deinem Archiv, { $file }: { $values }.
record-legacy-failed = Deine bisherige Wertung konnte noch nicht in dein Archiv übernommen werden: { $reason }. Dein Archiv wird erst verwendet, wenn das gelingt (es wird erneut versucht, bevor deine nächste Partie aufgenommen wird, wenn Fortschritt geöffnet wird und wenn du die App beendest), damit keine Partie von einem falschen Ausgangswert aus gewertet wird.
record-backup-failed = Die heutige Sicherungskopie deines Archivs ist fehlgeschlagen: { $reason }.
record-rating-unreadable = Deine Wertung konnte nicht gelesen werden: { $reason }.
