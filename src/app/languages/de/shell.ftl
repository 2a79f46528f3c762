# Die Basis (shell/): die Regeln und Erklärungen der Hilfe, die Frage nach ungespeicherten Änderungen,
# was mit einer Datei oder dem gespeicherten Zustand (Einstellungen, Fenster) schiefging, der Titel
# der Anleitung und die Brettfarben.

## Hilfe (help.rs): der Titel jedes Abschnitts, dann seine Zeilen, eine Nachricht je Zeile.
shell-help-rules = Die Regeln
shell-help-rules-board = 7x7-Brett; 16 Angreifer (dunkle Rauten) gegen 8 Verteidiger und ihren König (helle Scheiben). Die Verteidiger ziehen zuerst.
shell-help-rules-steps = Jede Figur, auch der König, zieht ein Feld nach oben, unten, links oder rechts auf ein leeres Feld.
shell-help-rules-king-alone = Die Ecken und die Mitte (der Thron) gehören allein dem König.
shell-help-rules-capture = Schlagen durch Einschließen: Ein Zug, nach dem eine gegnerische Figur in einer Linie zwischen der gezogenen Figur und einer weiteren eigenen steht, schlägt sie. Der König macht mit. Nur wer zieht, schlägt.
shell-help-rules-defenders-win = Die Verteidiger gewinnen, wenn der König eine Ecke erreicht.
shell-help-rules-attackers-win = Die Angreifer gewinnen, indem sie den König mit dem Zug eines Angreifers einschließen: Jedes Nachbarfeld ist ein Angreifer, ein gesperrtes Feld oder der Rand.
shell-help-rules-no-move = Eine Seite ohne erlaubten Zug verliert; die dritte Wiederholung einer Stellung ergibt ein Remis.
shell-help-rules-guide = Hilfe > Anleitung öffnet die ganze Anleitung mit ihren Bildern.

shell-help-evaluation = Der Bewertungsbalken
shell-help-evaluation-bar = Der Balken neben dem Brett zeigt die Chancen der gezeigten Stellung: Der helle Teil ist die erwartete Punktzahl der Verteidiger, der dunkle die der Angreifer.
shell-help-evaluation-whose = Jede Chance, die die App zeigt (der Balken, die Kurve der Partieanalyse, die Zugklassen, die Bewertung im Eröffnungsbuch, die Warum-Zeilen), gilt für dieselben Spieler: die, die „Bewerten als“ im Bereich Partieanalyse nennt. Standardmäßig die Spieler der Partie mit ihren Wertungen (ein Spieler ohne Wertung zählt als Vereinsspieler, 2057); oder Vereinsspieler; oder perfektes Spiel, die eigene Sicht der Engine. Fahre mit der Maus über den Balken, um zu lesen, für wen er gilt.
shell-help-evaluation-number = Die Zahl darauf ist die erwartete Punktzahl der führenden Seite (ein Sieg zählt 1, ein Remis 1/2): „A 78 %“ heißt, dass Angreifer dieser Wertungen von hier aus 78 % erzielen. „A #3“ ist ein erzwungener Sieg in 3 Zügen, den die Engine gefunden hat. Ansicht > Rohe Engine-Bewertung zeigt stattdessen die eigene Bewertung der Engine (A +1,2: die Angreifer vorn, in ihren Einheiten).
shell-help-evaluation-while-playing = Während du gegen die Engine spielst, ist jede Chance deine gegen die Stufe, was auch immer „Bewerten als“ sagt; mit Ansicht > Chancen während der Partie zeigen zeigt der Balken sie als Prozentzahl und nichts weiter (kein erzwungener Sieg, keine Engine-Bewertung), sodass die Partie weiter zählt.
shell-help-evaluation-start = Wie die Ausgangsstellung aussieht, hängt davon ab, für wen die Chancen gelten: Zwischen perfekten Spielern gewinnen die Angreifer fast jede Partie (94,6 % von 8.000 Partien der Engine gegen sich selbst aus zufälligen Eröffnungen), zwischen Menschen ist die Partie weit ausgeglichener. Das Spielermodell kennt Wertungen von 800 bis 2573, von den ersten Schritten eines Neulings bis zur vollen Stärke (die Wertungen aller Stufen eingeschlossen); eine Wertung außerhalb wird wie die nähere der beiden Grenzen beurteilt, und die App sagt das.
shell-help-evaluation-end = „A gewann“ oder „D gewann“ (oder „Remis“) am Ende einer Partie; ein leerer Balken heißt, dass die Stellung noch nicht analysiert wurde: Starte die Analyse oder analysiere die Partie.
shell-help-evaluation-accuracy = Die Genauigkeit wird für jeden mit demselben Maßstab gemessen, wer auch immer gespielt hat: an den Chancen, die zwei Vereinsspieler durch die Züge verlieren würden. So lässt sie sich von Partie zu Partie vergleichen: Stufe 1 spielt mit etwa 78, Stufe 7 mit etwa 89, volle Stärke mit 99. Perfektes Spiel misst sie nach seiner eigenen Sicht.

shell-help-levels = Stufen
shell-help-levels-engine = Die Engine spielt ihre eigenen Züge auf einer Stufe von 1 (ein Anfänger kann sie schlagen) bis zur höchsten, voller Stärke (dort gelten die Einstellungen für Tiefe und Zeit). Eine Stufe unter der höchsten schaut eine feste Zahl von Zügen voraus und schätzt Stellungen die ganze Partie über um einen festen Betrag falsch ein, wie es ein Mensch tut; sie streut keine zufälligen groben Fehler ein.
shell-help-levels-ratings = Jede Stufe hat eine Wertung auf einer gemeinsamen Skala (Stufe 1 liegt bei 800, die einfache Basis-Engine mit 100 ms pro Zug bei 1800), gemessen in Matches zwischen benachbarten Stufen.
shell-help-levels-first-game = Eine erste Partie wird auf Stufe 1 gespielt, der niedrigsten: Wer einen Zug vorausschaut und Figuren zählt, schlägt sie meistens. Ändere sie jederzeit mit „Stufe“ im Engine-Bereich.
shell-help-levels-full-strength = Analyse, Tipps und Partieanalysen nutzen immer volle Stärke.
shell-help-levels-your-rating = Deine Wertung (Engine-Bereich) liegt auf derselben Skala. Sie beginnt bei 1000 (zwischen Stufe 2 und 3), mit einem „?“, solange sie vorläufig ist, und ändert sich nach jeder Partie gegen eine Stufe, die du von Anfang an ohne Zugrücknahme durchspielst; der Bereich sagt vor deinem ersten Zug, ob die Partie zählt, und bis zu diesem Zug kannst du Stufe oder Seite noch ändern. Eine Partie ist gewertet, außer du wählst eine ungewertete (Partie > Neue Partie > Gewertet, aus), vor der Partie oder vor deinem ersten Zug.
shell-help-levels-aids = In einer Partie, die zählt, fragen Analyse, Tipp, Partieanalyse und Eröffnungsbuch jeweils zuerst: Wer eines davon nutzt, macht die Partie ungewertet (sie zählt nicht mehr). Partie > Fortschritt zeigt deine Wertung im Lauf der Zeit, deine Ergebnisse nach Stufe und Seite und jede Partie, die du gegen eine Stufe gespielt hast, festgehalten in deinem Archiv (record.sqlite im Datenordner der App). Die Zahl nach ± sagt, wie sicher sie ist, und schrumpft, je mehr du spielst; ein ? nach der Wertung kennzeichnet sie als vorläufig (noch nicht sicher), und solange sie das ist, bewegt eine Partie sie um höchstens 150 Punkte. „Stufe nach meiner Wertung“ wählt die Stufe, die ihr am nächsten liegt, aber nie mehr als eine über der höchsten Stufe, die du in einer gewerteten Partie geschlagen hast.
shell-help-levels-match = Partie > Neues Match spielt zweimal gegen eine Stufe, mit getauschten Seiten, wie es Tafl-Spieler tun: Mehr Punkte gewinnen, und bei je einem Sieg entscheidet der schnellere Sieg das Match. Ein Match zählt einmal für deine Wertung.

shell-help-lines = Varianten, Rückgängig und Studium
shell-help-lines-variation = Ein Zug in einer früheren Stellung (auf dem Brett oder im Eröffnungsbuch) beginnt eine Nebenvariante: Die Züge der Partie selbst bleiben, wie sie waren. Stufe eine Nebenvariante in der Zugliste hoch, um sie zur Hauptvariante der Partie zu machen.
shell-help-lines-undo = Rückgängig (Ctrl+Z) nimmt deinen letzten Zug und die Antwort der Engine zurück; sie bleiben als Nebenvariante erhalten. Deine Notizen, die Züge einer Nebenvariante, das Aufgeben, ein Hochstufen oder ein Löschen werden einzeln rückgängig gemacht. Wiederholen bringt zurück, was Rückgängig genommen hat.
shell-help-lines-study = Eine Partie, die du öffnest, ist zum Studium offen: Du ziehst für beide Seiten, und die Engine wartet. Um von ihrer letzten Stellung aus gegen die Engine weiterzuspielen, nutze „Als Angreifer weiterspielen“ (oder „Als Verteidiger weiterspielen“) im Engine-Bereich.
shell-help-lines-pace = Engine gegen Engine spielt im Tempo, das im Engine-Bereich eingestellt ist (anfangs 1 Sekunde pro Zug).
shell-help-lines-puzzles = Aufgaben legen deine Partie beiseite; „Aufgaben schließen“ holt sie zurück, wie sie war.

shell-help-clocks = Uhren
shell-help-clocks-time-control = Partie > Bedenkzeit stellt die Uhr der nächsten Partie: Minuten für jede Seite plus ein Inkrement, Sekunden, die nach jedem Zug hinzukommen („5 + 3“ = 5 Minuten, 3 Sekunden pro Zug).
shell-help-clocks-running = Die Uhr der Seite am Zug läuft; die Seite, deren Zeit abläuft, verliert. Aufgebaute und eingefügte Stellungen bekommen dieselbe Uhr.
shell-help-clocks-stopped = Die Uhren stehen still, solange eine Frage oder eine Dateiauswahl zu sehen ist.

shell-help-marks = Zeichen der Partieanalyse
shell-help-marks-review = Partie analysieren (Ctrl+R) analysiert jede Stellung der Hauptvariante und markiert die Züge, die einen Teil der Gewinnchance der ziehenden Seite verspielt haben:
shell-help-marks-classes = ?! Ungenauigkeit: 5 Punkte oder mehr verloren; ? Fehler: 10 Punkte oder mehr; ?? grober Fehler: 15 Punkte oder mehr, gemessen an der Chance der ziehenden Seite für die Spieler, die „Bewerten als“ nennt.
shell-help-marks-always = Wer auch immer bewertet: Ein Zug, nach dem der König im nächsten Zug gefangen werden oder eine Ecke erreichen kann, ist immer ein grober Fehler (außer jeder Zug hätte das erlaubt), und ein Zug, der einen erzwungenen Sieg entgleiten lässt, ist mindestens ein Fehler.
shell-help-marks-table = Die Genauigkeitstabelle fasst die Züge jeder Seite zusammen; P und N springen zum vorherigen und zum nächsten Fehler, und ein Klick auf die Kurve zeigt diesen Zug.

shell-help-notes = Deine Notizen
shell-help-notes-drawing = Ziehe mit der rechten Maustaste über das Brett, um einen Pfeil für den gezeigten Zug zu zeichnen; lass auf demselben Feld los für einen Kreis. Ohne Taste grün, mit Shift rot, mit Alt blau, mit Ctrl (oder Shift+Alt) gelb. Zeichnest du dieselbe Form noch einmal, verschwindet sie.
shell-help-notes-marks = Klicke mit der rechten Maustaste auf einen Zug in der Liste, um ihn zu markieren (! ? !! ?? !? ?!), einen Kommentar dazu zu schreiben oder seine Zeichnungen zu löschen; das Kommentarfeld unter der Liste tut dasselbe für den gezeigten Zug. Deine Zeichen stehen neben denen der Partieanalyse.
shell-help-notes-belong = Zeichnungen, Zeichen und Kommentare gehören zu ihrem Zug: Sie werden mit der Partie gespeichert, gezeigt, wenn dieser Zug gezeigt wird, und wandern mit dem Zug in eine Nebenvariante, wenn er zurückgenommen wird.
shell-help-notes-text = Partie > Als Text exportieren schreibt die Hauptvariante mit deinen Notizen als Textaufzeichnung (Kopfzeilen, nummerierte Züge, { "{" }Kommentare{ "}" }); Partie > Aus Text importieren liest eine solche wieder ein.

shell-help-library = Die Partiensammlung
shell-help-library-list = Partie > Partiensammlung (Ctrl+L) listet die Partien eines Ordners auf (des Speicherordners, bis du einen anderen wählst): Spieler, Ergebnis, Datum, Züge und die Genauigkeit jeder Seite, wenn die Partie analysiert wurde. Eine Datei, die sich nicht lesen lässt, wird mit dem Grund aufgeführt.
shell-help-library-sort = Klicke auf eine Spaltenüberschrift, um danach zu sortieren (noch einmal für die umgekehrte Reihenfolge); filtere nach Text (Spieler, Turnier, Dateiname) und nach Ergebnis. Pfeil nach oben und Pfeil nach unten wählen eine Partie, Enter oder ein Doppelklick öffnet sie (die App fragt zuerst, wenn die Partie auf dem Brett ungespeicherte Änderungen hat).
shell-help-library-practise = „Fehler üben“ sammelt die Fehler und groben Fehler deiner Seite (des Spielers namens Human, wie die App dich nennt, oder einer Seite, die du wählst) aus den gezeigten analysierten Partien und geht sie Partie für Partie durch.

shell-help-explorer = Das Eröffnungsbuch
shell-help-explorer-moves = Ansicht > Eröffnungsbuch (E) listet jeden Zug auf, der in der gezeigten Stellung gespielt wurde, den meistgespielten zuerst: wie viele Partien, einen Balken aus den Siegen der Angreifer, den Remis und den Siegen der Verteidiger (fahre mit der Maus darüber für die Zahlen) und „Bewertung“: die Chance der Seite am Zug nach jedem Zug, für die Spieler, die „Bewerten als“ nennt (wie der Balken sie zeigt), mit einer Nachkommastelle, wo zwei sonst gleich gerundet würden; in einer Partie, die zählt, nur die Chance. Klicke auf einen Zug, um ihn zu spielen.
shell-help-explorer-games = „Alle Partien“ zählt die 54.247 Partien der Engine gegen sich selbst, die mit der App kommen, und deine eigenen; „Meine Partien“ nur die beendeten Partien, die in deinem Ordner gespeichert sind (dem der Partiensammlung, sonst dem zuletzt benutzten). Eine Stellung, die über verschiedene Zugfolgen erreicht wird, ist ein Eintrag, und jede Partie zählt darin einmal.

## Die Frage nach ungespeicherten Änderungen (dialogs.rs). $what ist, was auf die Antwort wartet,
## im Dativ, mit Worten von anderswo („dem Öffnen einer anderen Partie“, „dem Beenden“).
shell-unsaved-heading = Ungespeicherte Änderungen
shell-unsaved-text = Die Partie hat Änderungen, die nicht gespeichert sind. Vor { $what } speichern?
shell-unsaved-save = Speichern
shell-unsaved-discard = Verwerfen
shell-unsaved-cancel = Abbrechen

## Das Fenster der Anleitung (guide.rs); die Anleitung selbst ist docs/guide.md, auf Englisch.
shell-guide-title = Anleitung

## Warum eine Datei nicht geschrieben werden konnte (aside.rs), in anderen Meldungen gesagt: klein,
## ohne Punkt.
shell-io-disk-full = der Datenträger ist voll
shell-io-quota-used-up = dein Speicherkontingent ist aufgebraucht
shell-io-read-only = der Datenträger kann nur gelesen, nicht beschrieben werden
shell-io-not-allowed = du darfst dort nicht schreiben
shell-io-not-found = die Datei oder ihr Ordner existiert nicht
shell-save-not-written-down = die Partie konnte nicht niedergeschrieben werden
shell-save-not-written = { $path } konnte nicht geschrieben werden: { $reason }

## Gespeicherte Werte, die nicht lesbar waren (aside.rs). $what nennt sie am Satzanfang („Deine
## Einstellungen“); $fresh ist ein ganzer Satz in gewöhnlicher Wortstellung, klein begonnen, der sagt,
## was stattdessen geschieht („die üblichen werden verwendet“); $path, wo die alten Daten liegen.
shell-stored-unreadable-kept = { $what }: Die gespeicherten Daten waren nicht lesbar; { $fresh }. Eine Kopie der alten Daten liegt in { $path }.
shell-stored-unreadable-left = { $what }: Die gespeicherten Daten waren nicht lesbar; { $fresh } (vorerst). Die alten Daten bleiben, wie sie waren, und werden nicht überschrieben.

## Der gespeicherte Zustand, der sich nicht schreiben lässt (writable.rs).
shell-stored-cannot-be-saved = Deine Einstellungen, Wertungen und dein Aufgabenverlauf können nicht in { $path } gespeichert werden ({ $reason }): Änderungen bleiben nur erhalten, bis du die App beendest.
shell-stored-is-a-folder = es ist ein Ordner
shell-stored-folder-cannot-be-made = der Ordner { $folder } kann nicht angelegt werden: { $error }

## Der gespeicherte Zustand des Fensters, beim Start geprüft (startup.rs).
shell-window-state-not-a-file-kept = Der gespeicherte Fensterzustand war keine Datei ({ $why }), daher beginnt er neu; was dort war, bleibt erhalten als { $path }.
shell-window-state-not-a-file = Der gespeicherte Fensterzustand ist keine Datei ({ $why }) und konnte nicht beiseitegelegt werden ({ $error }).
shell-window-state-not-kept = Der gespeicherte Fensterzustand konnte weder gelesen noch beiseitegelegt werden ({ $reason }): Er beginnt neu.
shell-window-state-read-around = Der gespeicherte Fensterzustand enthielt Bytes, die nicht lesbar waren; was sich um sie herum lesen ließ, wird verwendet. Die Datei bleibt, wie sie war, erhalten als { $path }.
shell-window-state-unreadable = Der gespeicherte Fensterzustand konnte nicht gelesen werden, daher beginnt er neu. Die Datei bleibt, wie sie war, erhalten als { $path }.

## Die Farben des Bretts, unter Ansicht (theme.rs).
shell-board-wood = Holzbrett
shell-board-green = Grünes Brett
shell-board-colour-blind = Brett für Farbenblinde (Farben von Paul Tol)

## Warum eine gespeicherte Partie nicht gelesen werden konnte.
shell-load-io = { $path } konnte nicht gelesen werden: { $reason }
shell-load-syntax = keine gültige Ard-Ri-Partiedatei: { $message }
shell-load-bad-version = unbekannte Formatversion { $version }
shell-load-newer = diese Datei wurde von einer neueren Version des Programms geschrieben (Format { $found }; diese liest bis { $max })
shell-load-illegal-move = Zug { $number }, { $text }: { $reason }
shell-load-result-mismatch = die Datei nennt „{ $stated }“, aber ihre Züge enden mit „{ $actual }“
shell-load-bad-variation = Nebenvariante { $number }: { $message }
shell-load-too-many-evaluations = die Datei hat { $evaluations } Bewertungen für { $moves } Züge
shell-load-bad-analysis = die Analyse der Stellung nach { $ply } Zügen: { $message }
shell-load-bad-annotation = die Notiz { $ply ->
        [0] zur Ausgangsstellung
       *[other] zu Zug { $ply }
    }: { $message }
