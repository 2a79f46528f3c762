# Die Lektionen: ihr Fenster, was dem Lernenden gesagt wird, und darunter Titel und Einführung jeder Lektion sowie Ziel und Tipp jeder Übung.

lessons-menu = Spielen lernen (Lektionen)
lessons-none = In dieser Version gibt es keine Lektionen.
lessons-not-allowed = Dieser Zug ist nicht erlaubt: { $why }.
# $moves sind die Antworten des Gegners, so wie das Brett sie schreibt („d2-d3, e2-e3“).
lessons-answered = Die { $side ->
        [attackers] Angreifer
       *[defenders] Verteidiger
    } antworteten mit { $moves }.
lessons-your-move = Du bist am Zug.
lessons-well-done-three = Gut gemacht! Drei Sterne: der kürzeste Weg.
lessons-well-done-moves = Gut gemacht! Weniger Sterne: Es geht in { $par ->
        [one] { $par } Zug
       *[other] { $par } Zügen
    } (du hast { $used } gebraucht). Versuch es noch einmal für drei.
lessons-well-done-hint = Gut gemacht! Weniger Sterne: Der Tipp kostet einen Stern. Versuch es noch einmal für drei.
lessons-well-done-moves-hint = Gut gemacht! Weniger Sterne: Es geht in { $par ->
        [one] { $par } Zug
       *[other] { $par } Zügen
    } (du hast { $used } gebraucht); der Tipp kostet einen Stern. Versuch es noch einmal für drei.
lessons-failed = { $why } Klicke auf „Noch einmal“, um es erneut zu versuchen.
lessons-last = Das war die letzte Übung: Du hast alle Lektionen durchgearbeitet. Schließ die Lektionen und spiel eine Partie!
lessons-last-unfinished = Das war die letzte Übung. { $count ->
        [one] Eine Übung hat
       *[other] { $count } Übungen haben
    } noch keine Sterne: Du findest sie unter „Alle Lektionen“.
lessons-again = Noch einmal von vorn.
# Warum ein Versuch gescheitert ist.
lessons-piece-taken = Die { $side ->
        [attackers] Angreifer
       *[defenders] Verteidiger
    } haben { $kind ->
        [attacker] { $count ->
            [one] deinen Angreifer
           *[other] deine Angreifer
        }
       *[defender] { $count ->
            [one] deinen Verteidiger
           *[other] deine Verteidiger
        }
    } auf { $squares } geschlagen.
lessons-king-beside-corner = Der König steht neben einer Ecke und erreicht sie mit seinem nächsten Zug.
lessons-way-open = Der König ist nicht eingemauert: Er kann noch { $count ->
        [one] zur Ecke
       *[other] zu den Ecken
    } { $squares } gelangen.
lessons-won-otherwise = Du hast die Partie gewonnen ({ $how }), aber diese Übung verlangt etwas anderes: { $goal }
lessons-end-king-escaped = Der König ist in eine Ecke entkommen.
lessons-end-king-captured = Der König wurde gefangen.
lessons-end-you-cannot-move = Du hast keinen erlaubten Zug mehr, und eine Seite, die nicht ziehen kann, verliert.
lessons-end-they-cannot-move = Die andere Seite kann nicht ziehen.
lessons-end-repetition = Dieselbe Stellung kam zum dritten Mal vor: Die Partie endet remis.
lessons-end-over = Die Partie ist vorbei.
# Das Fenster.
lessons-window = Lektionen
lessons-close = Lektionen schließen
lessons-all = Alle Lektionen
lessons-where = { $stage }: { $number } von { $count }
lessons-you-play = Du spielst die { $side ->
        [attackers] Angreifer
       *[defenders] Verteidiger
    }. Drei Sterne für { $par ->
        [one] { $par } Zug
       *[other] { $par } Züge
    }.
lessons-hint-shown = Tipp: { $hint }
lessons-stars = { $earned } von 3 Sternen
lessons-exercise-stars = Übung { $number }: { $earned } von 3 Sternen
lessons-retry = Noch einmal
lessons-hint = Tipp (kostet einen Stern)
lessons-next = Weiter
lessons-skip = Überspringen
lessons-stage-stars = { $earned } von { $most } Sternen
lessons-welcome = Neu bei Ard Ri?
lessons-welcome-text = Kurze Lektionen auf dem Brett, je ein paar Züge, erklären die Regeln: wie die Figuren ziehen und schlagen, wie der König entkommt und wie er gefangen wird.
lessons-welcome-yes = Spielen lernen
lessons-welcome-no = Jetzt nicht

lessons-moving-title = Wie die Figuren ziehen
lessons-moving-intro = Jede Figur, auch der König, zieht ein Feld weit: nach oben, unten, links oder rechts, auf ein leeres Feld. Keine Figur zieht diagonal oder springt. Fünf Felder sind Sperrfelder: die vier Ecken und das Mittelfeld d4, der Thron. Nur der König darf dort stehen. Die beiden Seiten ziehen abwechselnd, je einen Zug.
lessons-moving-1-goal = Bring deinen Verteidiger von c2 nach c5.
lessons-moving-1-hint = Ein Feld pro Zug, geradeaus nach oben: c3, dann c4, dann c5.
lessons-moving-2-goal = Bring den König auf den Thron, das Mittelfeld d4.
lessons-moving-2-hint = Zieh zweimal nach rechts: c4, dann d4. Nur der König darf auf dem Thron stehen.
lessons-moving-3-goal = Bring deinen Verteidiger von c4 nach e4. Der Thron steht im Weg.
lessons-moving-3-hint = Ein Verteidiger darf den Thron (d4) nicht betreten. Geh außen herum: hoch nach c5, nach rechts auf d5 und e5, hinunter nach e4.
lessons-moving-4-goal = Bring deinen Angreifer von a6 nach b7.
lessons-moving-4-hint = Auch für Angreifer ist die Ecke a7 gesperrt: erst nach rechts auf b6, dann hoch nach b7.

lessons-capturing-title = Schlagen
lessons-capturing-intro = Du schlägst eine gegnerische Figur, indem du eine deiner Figuren so ziehst, dass die gegnerische Figur in gerader Linie zwischen zwei deiner Figuren steht: eine auf jeder Seite, links und rechts oder oben und unten. Nur die Seite, die zieht, schlägt. Beim König ist es anders: Zwei Angreifer reichen nicht, um ihn zu fangen (siehe „Den König fangen“).
lessons-capturing-1-goal = Schlage den Angreifer auf d5.
lessons-capturing-1-hint = Dein Verteidiger auf c5 steht auf der einen Seite. Stell einen zweiten auf die andere Seite, nach e5.
lessons-capturing-2-goal = Schlage den Verteidiger auf c4.
lessons-capturing-2-hint = Dein Angreifer auf c3 steht darunter. Stell einen darüber, auf c5.
lessons-capturing-3-goal = Schlage beide Angreifer, c5 und e5, mit einem Zug.
lessons-capturing-3-hint = Zieh zwischen sie, nach d5: Dann steht jeder zwischen zwei Verteidigern.
lessons-capturing-4-goal = Schlage den Angreifer auf e4 in zwei Zügen.
lessons-capturing-4-hint = Stell einen Verteidiger auf e6. Bleibt der Angreifer stehen, zieh hinunter nach e5 und schlage ihn; weicht er nach oben auf e5 aus, schließ die Falle von unten mit e3-e4.
lessons-capturing-5-goal = Schlage den Verteidiger auf d3 in zwei Zügen.
lessons-capturing-5-hint = Dafür brauchst du einen Angreifer auf jeder Seite, c3 und e3. Bring zuerst einen nach e3: Der Verteidiger kommt nicht mehr rechtzeitig weg.

lessons-king-captures-title = Auch der König schlägt
lessons-king-captures-intro = Der König kämpft an der Seite seiner Verteidiger. Wenn er zieht, schlägt er wie jede Figur, und er kann die zweite Figur sein, wenn ein Verteidiger schlägt. Angreifer, die das vergessen, verlieren Figuren.
lessons-king-captures-1-goal = Schlage den Angreifer auf c5 mit dem König.
lessons-king-captures-1-hint = Dein Verteidiger auf c6 steht über dem Angreifer. Bring den König darunter, nach c4.
lessons-king-captures-2-goal = Schlage den Angreifer auf e5 mit einem Verteidiger, zusammen mit dem König.
lessons-king-captures-2-hint = Der König auf e4 steht unter dem Angreifer. Ein Verteidiger auf e6 schließt ihn ein.
lessons-king-captures-3-goal = Schlage beide Angreifer mit einem Zug des Königs.
lessons-king-captures-3-hint = Zieh den König hinunter zwischen die beiden, nach d5.
lessons-king-captures-4-goal = Schlage den Angreifer auf c4 in zwei Zügen.
lessons-king-captures-4-hint = Der König auf c3 steht darunter, also schlägt ihn ein Verteidiger auf c5. Geh über c6 dorthin.

lessons-safe-between-title = Sicher dazwischen
lessons-safe-between-intro = Eine Figur darf in die Lücke zwischen zwei gegnerischen Figuren ziehen: Sie wird nicht geschlagen, denn nur die Seite, die zieht, schlägt, und diese beiden haben nicht gezogen. Dort bleibt sie sicher, bis eine der beiden wegzieht und eine gegnerische Figur auf dieses Feld zurückkommt.
lessons-safe-between-1-goal = Schlage den Angreifer auf c4. Dein Verteidiger darf zwischen die beiden Angreifer auf b5 und d5 ziehen.
lessons-safe-between-1-hint = c6-c5 stellt deinen Verteidiger zwischen zwei Angreifer, wo er sicher ist, und schließt c4 gegen deinen Verteidiger auf c3 ein.
lessons-safe-between-2-goal = Bring deinen Verteidiger von c2 nach c4, durch die Lücke in der Reihe der Angreifer.
lessons-safe-between-2-hint = Zieh in die Lücke, nach c3: Zwischen b3 und d3 bist du sicher. Dann weiter nach c4.
lessons-safe-between-3-goal = Schlage den Verteidiger auf c4 und zieh dafür zwischen den König und einen Verteidiger.
lessons-safe-between-3-hint = c6-c5 zieht zwischen den König auf b5 und den Verteidiger auf d5, wo er sicher ist, und schließt c4 gegen deinen Angreifer auf c3 ein.

lessons-king-capture-title = Den König fangen
lessons-king-capture-intro = Die Angreifer gewinnen, wenn sie den König fangen, und zwei Angreifer reichen dafür nicht. Er ist gefangen, wenn ein Angreifer neben ihn zieht und danach jedes Feld neben ihm mit einem Angreifer besetzt ist, ein Sperrfeld ist (der Thron oder eine Ecke) oder außerhalb des Bretts liegt. Also: vier Angreifer um ihn herum; drei und der Thron; drei und der Rand; oder zwei, der Rand und eine Ecke. Ein Verteidiger neben dem König rettet ihn immer.
lessons-king-capture-1-goal = Fange den König: Schließ den Ring aus vier Angreifern um ihn.
lessons-king-capture-1-hint = Drei Seiten sind zu. Zieh auf die letzte, c4.
lessons-king-capture-2-goal = Fange den König neben dem Thron.
lessons-king-capture-2-hint = Der leere Thron unter ihm zählt gegen ihn, also reichen drei Angreifer. Besetze d6.
lessons-king-capture-3-goal = Fange den König am Rand des Bretts.
lessons-king-capture-3-hint = Der Rand zählt gegen ihn, also reichen drei Angreifer. Besetze b4.
lessons-king-capture-4-goal = Fange den König neben der Ecke, bevor er in sie entkommt.
lessons-king-capture-4-hint = Die Ecke und der Rand zählen beide gegen ihn, also reichen zwei Angreifer. Besetze b2.
lessons-king-capture-5-goal = Fange den König in zwei Zügen. Schlage zuerst seinen Verteidiger.
lessons-king-capture-5-hint = Solange der Verteidiger auf d6 neben ihm steht, kann der König nicht gefangen werden. Schlage ihn mit f6-e6, dann schließ den Ring: auf d6 oder, wenn er nach unten zieht, auf d7.

lessons-escape-title = Entkommen
lessons-escape-intro = Die Verteidiger gewinnen, sobald der König eine der vier Ecken erreicht. Nur der König darf sie betreten, also kann sich ihm dort niemand in den Weg stellen: Steht er erst neben einer leeren Ecke, kann ihn nur noch das Fangen aufhalten.
lessons-escape-1-goal = Erreiche eine Ecke.
lessons-escape-1-hint = Die Ecke g1 ist einen Schritt entfernt.
lessons-escape-2-goal = Erreiche eine Ecke in zwei Zügen.
lessons-escape-2-hint = Die nächstgelegene Ecke ist g1: Zieh auf f1, direkt daneben, und dann hinein.
lessons-escape-3-goal = Erreiche eine Ecke in drei Zügen.
lessons-escape-3-hint = Der Angreifer auf b2 bewacht den Weg nach a1. Geh in die andere Richtung, nach g1.

lessons-corner-trap-title = Die Falle neben der Ecke
lessons-corner-trap-intro = Neben jeder Ecke liegen ihre zwei Türen (b7 und a6 neben a7, f7 und g6 neben g7 und so weiter). Ein König auf einer Tür entkommt im nächsten Zug, außer er wird vorher dort gefangen: Auf einer Tür schließen die Ecke und der Rand zwei seiner Seiten, also reichen zwei Angreifer, und einer davon darf hinter ihm nachrücken, auf das Feld, das er gerade verlassen hat. Bevor du auf eine Tür ziehst, sieh dir das Feld an, das du verlässt, und das andere Feld neben der Tür: Hält ein Angreifer das eine und kann ein anderer auf das andere ziehen, ist diese Tür eine Falle. Wähle die andere Tür oder schlage zuerst den Angreifer.
lessons-corner-trap-1-goal = Erreiche eine Ecke in zwei Zügen, ohne in die Falle zu gehen.
lessons-corner-trap-1-hint = g6 ist eine Falle: Der Angreifer auf g5 hält eine Seite, und der auf e6 zieht hinter dir nach f6. f7 ist sicher: Niemand kann e7 und f6 zugleich erreichen.
lessons-corner-trap-2-goal = Erreiche die Ecke a1 in zwei Zügen. Eine ihrer Türen ist eine Falle.
lessons-corner-trap-2-hint = Auf a2 hält der Angreifer auf a3 eine Seite, und c2 zieht hinter dir nach b2. Auf b1 bräuchten die Angreifer c1 und b2 zugleich: Geh über b1.
lessons-corner-trap-3-goal = Erreiche die Ecke a7 in zwei Zügen, über die Tür, die keine Falle ist.
lessons-corner-trap-3-hint = Auf b7 hält der Angreifer auf c7 eine Seite, und c6 zieht hinter dir nach b6. Auf a6 bräuchten die Angreifer a5 und b6 zugleich: Geh über a6.

lessons-race-title = Das Rennen zur Ecke
lessons-race-intro = Bevor der König zu einer Ecke läuft, zähle. Wie viele Züge braucht er bis zu einer ihrer Türen? Wie viele braucht der nächststehende Angreifer, um auf dieser Tür oder daneben zu stehen? Lauf zu der Ecke, die du zuerst erreichst; ein Angreifer, der schon neben einer Tür steht, schließt sie mit einem Zug.
lessons-race-1-goal = Erreiche eine Ecke in drei Zügen. Zähle, bevor du losläufst.
lessons-race-1-hint = a7 und g7 sind beide drei Schritte entfernt, aber der Angreifer auf b6 schließt b7 mit einem Zug. Der auf g4 braucht zwei Züge bis g6: Lauf nach rechts, nach f7.
lessons-race-2-goal = Erreiche eine Ecke in drei Zügen. Zähle, bevor du losläufst.
lessons-race-2-hint = Der Angreifer auf f2 steht neben der Tür f1: Die Ecke g1 ist zu. Der auf a4 braucht zwei Züge bis a2: Lauf nach links, nach b1.
lessons-race-3-goal = Erreiche eine Ecke in drei Zügen, am Rand entlang.
lessons-race-3-hint = a1 ist so nah wie a7, aber ihre Tür a2 ist eine Falle: b2 hält eine Seite, und b3 zieht hinter dir nach a3. Der auf d5 erreicht a6 oder b6 nicht rechtzeitig: Lauf nach oben.

lessons-stop-escape-title = Das Entkommen verhindern
lessons-stop-escape-intro = Angreifer dürfen die Ecken nicht betreten, also entkommt ein König, der neben einer leeren Ecke steht. Halte ihn einen Schritt früher auf: Die Felder neben den Ecken (a2 und b1 neben a1, f1 und g2 neben g1 und so weiter) sind die Türen. Stell dich auf eine Tür, bevor der König dort ankommt. Der König ist endgültig aufgehalten, wenn er eingemauert ist: Jeder Weg von seinem Feld zu einer Ecke stößt auf einen Angreifer. Je ein Angreifer auf beiden Türen einer Ecke sperrt sie. Ebenso drei Angreifer diagonal aneinander, wie a3, b2 und c1 um a1: Der König zieht nur gerade, also kann er nicht zwischen ihnen hindurchschlüpfen.
lessons-stop-escape-1-goal = Mauere den König ein: Nach seinem nächsten Zug muss jeder Weg zu einer Ecke auf einen Angreifer stoßen.
lessons-stop-escape-1-hint = Auf jeder Tür steht ein Angreifer, nur nicht auf g6, und der König steht daneben. Zieh zuerst dorthin: f6-g6.
lessons-stop-escape-2-goal = Mauere den König in höchstens zwei Zügen ein: Sperre die Ecke a1.
lessons-stop-escape-2-hint = Er will nach a2, auf die Tür direkt unter ihm: Besetze sie zuerst mit b2-a2. Dann schließ die andere Tür, b1.
lessons-stop-escape-3-goal = Mauere den König in höchstens drei Zügen ein: Sperre die Ecken a1 und g1.
lessons-stop-escape-3-hint = Diagonal aneinandergereihte Angreifer bilden eine Mauer: a3, b2 und c1 sperren a1 ab, e1, f2 und g3 sperren g1 ab. Besetze b2 und f2, bevor er hindurchschlüpft.

lessons-blocking-title = Blockieren
lessons-blocking-intro = Ist eine Seite am Zug und keine ihrer Figuren kann ziehen (jede ist von anderen Figuren eingeschlossen, oder sie hat keine Figuren mehr), hat sie keinen erlaubten Zug und verliert die Partie sofort. Schließ die letzten beweglichen Figuren des Gegners ein, und du gewinnst, ohne zu schlagen.
lessons-blocking-1-goal = Lass die Verteidiger ohne Zug.
lessons-blocking-1-hint = Nur der Verteidiger auf e1 kann noch ziehen, nach f1. Besetze dieses Feld: f2-f1.
lessons-blocking-2-goal = Lass die Angreifer ohne Zug.
lessons-blocking-2-hint = Ihr letzter Angreifer, auf a2, darf nicht in die Ecke. Schließ b2, seinen letzten Ausweg.
lessons-blocking-3-goal = Schließ beide Angreifer mit einem Zug ein.
lessons-blocking-3-hint = Ein Feld ist der letzte Ausweg für beide: b2.
lessons-blocking-4-goal = Lass die Verteidiger ohne Zug, in zwei Zügen.
lessons-blocking-4-hint = Zuerst g2-f2: Dann kann der Verteidiger auf e1 nur noch nach f1, und e2-e1 schließt alles ein.

lessons-repetition-title = Die dritte Wiederholung
lessons-repetition-intro = Kommt dieselbe Stellung (jede Figur auf demselben Feld und dieselbe Seite am Zug) in einer Partie zum dritten Mal vor, endet die Partie remis. Eine Seite, die nicht gewinnen kann, kann sich so retten.
lessons-repetition-1-goal = Rette den König: Lass dieselbe Stellung zum dritten Mal entstehen, für ein Remis.
lessons-repetition-1-hint = Die Angreifer drohen mit jedem Zug, den Ring zu schließen. Weiche jedes Mal aus, hin und her zwischen d2 und d1. Ziehst du den Verteidiger, verlierst du den König.
lessons-repetition-2-goal = Bedrohe den König mit jedem Zug, bis sich die Stellung zum dritten Mal wiederholt.
lessons-repetition-2-hint = b5-b4 lässt ihm ein freies Feld, c5, und er muss dorthin; b4-b5 tut dort dasselbe, und er zieht zurück. Wiederhole das.
lessons-repetition-3-goal = Erreiche ein Remis durch Wiederholung und bedrohe den König dabei mit jedem Zug.
lessons-repetition-3-hint = Zieh den Angreifer zwischen e6 und d6 hin und her: Jedes Mal bleibt dem König ein freies Feld, und er muss dorthin ziehen.

lessons-opening-title = Die Eröffnung
lessons-opening-intro = Zu Beginn stehen die Angreifer rings um die Verteidiger, aber ihr Ring hat Lücken. Drei Angreifer diagonal aneinander sperren eine Ecke: c7, b6 und a5 sperren a7. Deshalb wollen die Angreifer b6, f6, b2 und f2, und dann ist der König eingemauert. Die Verteidiger wollen das Gegenteil: einen Ausweg für den König, bevor sich der Ring schließt. Zieh Verteidiger aus seinem Weg, schlage Angreifer, die zu nahe kommen, und suche ein Feld mit zwei Wegen zu einer Ecke.
lessons-opening-1-goal = Die Verteidiger haben mit c3-b3 begonnen. Sperre die Ecke a7: Bring deinen Angreifer von b4 nach b6.
lessons-opening-1-hint = b4-b5, dann b5-b6. Auf b6 steht er diagonal neben c7 und a5, und die drei sperren a7.
lessons-opening-2-goal = Schlage den Angreifer auf d6, der zwischen deine Verteidiger auf c6 und e6 gezogen ist.
lessons-opening-2-hint = Dort ist er nur sicher, bis einer von ihnen wegzieht und zurückkommt: c6-c7, dann c7-c6.
lessons-opening-3-goal = Dein Ring hat nur noch eine Lücke, f2, und der König steht daneben. Mauere ihn ein.
lessons-opening-3-hint = e2-f2 schließt sie. Dann läuft der Ring ganz herum: c7, b6 und a5, hinunter zu a3, b2 und c1, weiter zu e1, f2 und g3, hinauf zu g5, f6 und e7.
lessons-opening-4-goal = Die Angreifer auf e1 und f4 sind weg, und der König steht auf f3. Erreiche eine Ecke in drei Zügen.
lessons-opening-4-hint = Auf f2 steht der König neben zwei Türen von g1, f1 und g2. Die Angreifer können nur eine davon schließen.
lessons-opening-5-goal = Dein Ring ist überall geschlossen außer um a1. Mauere den König in höchstens zwei Zügen ein.
lessons-opening-5-hint = Stell auf jede Tür von a1 einen Angreifer: a3-a2 und c1-b1.

lessons-tactics-title = Erste Taktik
lessons-tactics-intro = Eine Drohung ist ein Zug, der mit dem nächsten Zug etwas gewinnen würde. Der Gegner kann eine Drohung abwehren; stellst du zwei auf einmal, geht eine davon durch. Für den König ist dieselbe Idee ein Feld, von dem aus er zwei Wege zu einer Ecke hat.
lessons-tactics-1-goal = Stelle mit einem Zug zwei Drohungen auf und schlage in zwei Zügen einen Angreifer.
lessons-tactics-1-hint = Mit dem König nach e5 drohst du, f4 selbst zu schlagen (König nach f5), und c6-c5 kann dann d5 gegen ihn schlagen. Die Angreifer können nur einen retten.
lessons-tactics-2-goal = Erreiche eine Ecke in drei Zügen: Finde das Feld mit zwei Auswegen.
lessons-tactics-2-hint = Von f6 aus kann der König nach g6 oder nach f7 ziehen, beide neben der Ecke g7. Die Angreifer können nur eines davon schließen.
lessons-tactics-3-goal = Stelle mit einem Zug zwei Drohungen auf und schlage in zwei Zügen einen Verteidiger.
lessons-tactics-3-hint = c6-c5 zieht zwischen zwei Verteidiger, wo er sicher ist, und bedroht beide: a4-a5 würde b5 schlagen, f5-e5 würde d5 schlagen.

lessons-endgame-title = Das Endspiel
lessons-endgame-intro = Spät in einer Partie sind nur noch wenige Figuren übrig, also zählt jeder Zug. Für den König: Zähle die Züge, bevor du losläufst, suche ein Feld neben zwei freien Türen und halte einen Verteidiger neben ihm, wo er gefangen werden könnte. Für die Angreifer: Der Rand und die Ecken helfen dir, also reichen am Rand drei Angreifer, um den König zu fangen, und neben einer Ecke zwei.
lessons-endgame-1-goal = Dein eigener Verteidiger steht auf der Tür f7. Erreiche eine Ecke in drei Zügen.
lessons-endgame-1-hint = Der Weg nach a7 ist zu lang, und b6 bewacht ihn. Zieh den Verteidiger hinunter nach f6: Die Tür ist frei, und mit dem Verteidiger neben sich ist der König dort sicher.
lessons-endgame-2-goal = Fange den König in zwei Zügen: Treib ihn auf eine Tür.
lessons-endgame-2-hint = d2-d1 lässt ihm ein freies Feld, f1, neben der Ecke g1. Dort helfen dir die Ecke und der Rand: e2-e1 schließt die Falle.
lessons-endgame-3-goal = Schlage mit dem König einen Angreifer und erreiche eine Ecke in drei Zügen.
lessons-endgame-3-hint = e2-f2 schlägt f3 gegen deinen Verteidiger auf f4. Auf f2 steht der König neben zwei Türen, f1 und g2, und die Angreifer können nur eine schließen.
lessons-endgame-4-goal = Fange den König in drei Zügen, obwohl ein Verteidiger neben ihm steht.
lessons-endgame-4-hint = Zuerst b4-b5: Sein einziges freies Feld ist a6, eine Tür, auf der b6 eine Seite hält. Dann rück mit a3-a4 hinter ihm nach und schließ sein letztes Feld.
lessons-endgame-5-goal = Mauere den König am oberen Rand ein und halte ihn eingemauert: zwei Züge.
lessons-endgame-5-hint = d5-d6 schließt ihn zwischen c7, d6, e6 und f7 ein. Dann zieh den Angreifer auf b1: Alle anderen gehören zur Mauer.

# The game shown on the board: its event and the name of the side the person does not play.
lessons-event = Lektion { $id }
lessons-opponent = Lektion
