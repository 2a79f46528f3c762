# Die Dateien: die Dateidialoge des Systems, die eigene Dateiauswahl der App und die Meldungen zum
# Öffnen, Speichern, Importieren, Exportieren, Einfügen und Kopieren von Partien und zur automatisch
# gesicherten Partie.

## Die Dateidialoge des Systems.
files-dialog-open-title = Eine Ard-Ri-Partie öffnen
files-dialog-save-title = Die Ard-Ri-Partie speichern
files-dialog-import-title = Eine Ard-Ri-Partienotation importieren
files-dialog-export-title = Die Ard-Ri-Partie als Text exportieren
files-dialog-folder-title = Einen Ordner mit Ard-Ri-Partien wählen
files-filter-game = Ard-Ri-Partie
files-filter-record = Partienotation (Text)

## Einfügen.
files-paste-not-playable = Nicht spielbar: { $reason }. Nichts wurde geändert.
files-paste-position = Es wird von der eingefügten Stellung aus gespielt.
files-paste-bad-word = Weder ein Stellungscode noch eine Zugliste: Wort { $word }, { $reason }. Nichts wurde geändert.
files-paste-empty = Der eingefügte Text enthält weder eine Stellung noch Züge. Nichts wurde geändert.
files-paste-moves = Es wird nach den eingefügten Zügen weitergespielt.

## Kopieren.
files-position-copied = Stellung kopiert: { $fen }
files-moves-copied = Die Züge wurden kopiert ({ $count ->
        [one] 1 Zug
       *[other] { $count } Züge
    }).

## Öffnen, Speichern, Importieren, Exportieren.
files-busy = Gerade wird eine Datei gelesen oder geschrieben: Öffne die Partie gleich noch einmal.
files-opened = { $path } geöffnet
files-imported = { $path } importiert. Die Partie ist noch nicht als Partiedatei gespeichert: Speichern schreibt sie mit ihren Notizen.
files-exported = Exportiert nach { $path }
files-saved = Gespeichert unter { $path }
files-save-failed = Speichern unter { $path } nicht möglich: { $reason }
files-open-failed = { $path } konnte nicht geöffnet werden: { $reason }. Die Partie auf dem Brett bleibt unverändert.

## Die automatische Sicherung.
files-autosave-set-aside = Die beim letzten Mal automatisch gesicherte Partie konnte nicht gelesen werden und wurde deshalb als { $path } beiseitegelegt.
files-autosave-unreadable = Die beim letzten Mal automatisch gesicherte Partie konnte nicht gelesen werden. Sie bleibt, wie sie ist, und diesmal wird nichts automatisch gesichert.
files-autosave-failed = Die automatische Sicherung konnte nicht geschrieben werden: { $reason }
files-restored = Die beim letzten Mal nicht gespeicherte Partie ist wieder da.
files-restore-failed = Die beim letzten Mal nicht gespeicherte Partie konnte nicht wiederhergestellt werden: { $reason }.
files-restore-heading = Die nicht gespeicherte Partie wiederherstellen?
files-restore-text = Das Programm wurde beim letzten Mal mit einer nicht gespeicherten Partie beendet ({ $count ->
        [one] 1 Zug
       *[other] { $count } Züge
    }). Sie wurde automatisch gesichert.
files-restore = Wiederherstellen
files-discard = Verwerfen

## Die eigene Dateiauswahl der App.
files-chooser-open = Eine Partie öffnen
files-chooser-folder = Einen Ordner mit Partien wählen
files-chooser-save = Die Partie speichern
files-chooser-import = Eine Partienotation importieren (Text)
files-chooser-export = Die Partie als Text exportieren
files-path-hint = /pfad/zur/partie.{ $extension }
files-no-system-dialog = Der Dateidialog des Systems ist hier nicht verfügbar (kein xdg-desktop-portal und kein zenity), wähle deshalb hier.
files-folder-label = Ordner:
files-file-label = Datei:
files-path-field = Dateipfad
files-in-folder = In { $folder }:
files-cannot-list = { $folder } kann nicht aufgelistet werden: { $reason }.
files-not-a-folder = { $path }: kein Ordner
files-parent-folder = Übergeordneter Ordner
files-empty-folder = (hier gibt es keine gespeicherten Partien und keine Ordner)
files-replace-question = { $name } gibt es schon. Ersetzen?
files-replace = Ersetzen
files-cancel = Abbrechen
files-use-folder = Diesen Ordner verwenden
files-save = Speichern
files-open = Öffnen

# Was auf die Antwort auf „Vor ... speichern?“ wartet (im Dativ).
files-before-new-game = dem Beginn einer neuen Partie
files-before-open = dem Öffnen einer anderen Partie
files-before-import = dem Importieren einer Partie
files-before-quit = dem Beenden
files-before-new-position = dem Spielen ab der neuen Stellung
