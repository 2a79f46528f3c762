# Basen (shell/): hjälpens regler och förklaringar, frågan om osparade ändringar, vad som gick fel
# med en fil eller med det sparade tillståndet (inställningar, fönster), guidens titel och brädets färger.

## Hjälpen (help.rs): varje avsnitts rubrik, sedan dess rader, ett meddelande per rad.
shell-help-rules = Reglerna
shell-help-rules-board = 7x7-bräde; 16 anfallare (mörka romber) mot 8 försvarare och deras kung (ljusa skivor). Försvararna drar först.
shell-help-rules-steps = Varje pjäs, även kungen, flyttar en ruta upp, ner, åt vänster eller åt höger till en tom ruta.
shell-help-rules-king-alone = Hörnen och mitten (tronen) är endast för kungen.
shell-help-rules-capture = Slag genom inringning: ett drag som gör att en motståndarpjäs står på linje mellan den flyttade pjäsen och en annan av dina slår den. Kungen deltar. Bara den som drar slår.
shell-help-rules-defenders-win = Försvararna vinner när kungen når ett hörn.
shell-help-rules-attackers-win = Anfallarna vinner genom att ringa in kungen med ett anfallardrag: varje granne är en anfallare, en spärrad ruta eller kanten.
shell-help-rules-no-move = En sida utan tillåtet drag förlorar; den tredje upprepningen av en ställning är remi.
shell-help-rules-guide = Hjälp > Guide öppnar hela guiden, med dess bilder.

shell-help-evaluation = Värderingsstapeln
shell-help-evaluation-bar = Stapeln bredvid brädet visar chanserna i den visade ställningen: den ljusa delen är försvararnas förväntade poäng, den mörka anfallarnas.
shell-help-evaluation-whose = Varje chans som appen visar (stapeln, analysens kurva, klasserna, utforskarens Värdering, Varför-raderna) gäller samma spelare: dem som ”Bedöm som” anger i avsnittet Analys. Som standard partiets egna spelare med deras rating (en spelare utan rating räknas som klubbspelare, 2057); eller klubbspelare; eller perfekt spel, motorns egen syn. Håll muspekaren över stapeln för att läsa vem den gäller för.
shell-help-evaluation-number = Talet på den är den ledande sidans förväntade poäng (en vinst räknas som 1, remi som 1/2): ”A 78 %” betyder att anfallare med de ratingarna får 78 % härifrån. ”A #3” är en forcerad vinst i 3 drag som motorn har hittat. Visa > Motorns råa värdering visar i stället motorns egen värdering (A +1,2: anfallarna leder, i dess enheter).
shell-help-evaluation-while-playing = Medan du spelar mot motorn är varje chans din mot nivån, vad ”Bedöm som” än säger; med Visa > Visa chanser under partiet visar stapeln den som procent och inget mer (ingen forcerad vinst, ingen motorvärdering), så att partiet fortfarande räknas.
shell-help-evaluation-start = Hur utgångsställningen ser ut beror på vems chanserna är: mellan perfekta spelare vinner anfallarna nästan varje parti (94,6 % av 8 000 partier där motorn mötte sig själv från slumpade öppningar), mellan människor är partiet mycket jämnare. Spelarmodellen känner till rating från 800 till 2573, från en nybörjares första steg till full styrka (varje nivås inräknad); en rating utanför bedöms som den närmaste av de två gränserna, och appen säger det.
shell-help-evaluation-end = ”A vann” eller ”D vann” (eller ”Remi”) i slutet av ett parti; en tom stapel betyder att ställningen inte har analyserats än: starta analysen eller analysera partiet.
shell-help-evaluation-accuracy = Träffsäkerheten mäts med samma måttstock för alla, vem som än spelade: de chanser två klubbspelare skulle förlora genom dragen. Därför går den att jämföra från parti till parti: nivå 1 spelar på ungefär 78, nivå 7 på ungefär 89, full styrka på 99. Perfekt spel mäter den efter sin egen syn.

shell-help-levels = Nivåer
shell-help-levels-engine = Motorn spelar sina egna drag på en nivå från 1 (en nybörjare kan slå den) till den högsta, full styrka (där inställningarna för djup och tid gäller). En nivå under den högsta ser ett fast antal drag framåt och felbedömer ställningar med en fast mängd under hela partiet, som en människa gör; den strör inte in slumpmässiga grova misstag.
shell-help-levels-ratings = Varje nivå har en rating på en gemensam skala (nivå 1 ligger på 800, den enkla grundmotorn med 100 ms per drag på 1800), uppmätt genom matcher mellan närliggande nivåer.
shell-help-levels-first-game = Ett första parti spelas på nivå 1, den lägsta: en spelare som ser ett drag framåt och räknar pjäser slår den oftast. Ändra den när som helst med ”Nivå” i motorpanelen.
shell-help-levels-full-strength = Analys, tips och partianalyser använder alltid full styrka.
shell-help-levels-your-rating = Din rating (motorpanelen) ligger på samma skala. Den börjar på 1000 (mellan nivå 2 och 3), med ett ”?” så länge den är preliminär, och ändras efter varje parti mot en nivå som du spelar från början utan att ta tillbaka något drag; panelen säger före ditt första drag om partiet räknas, och fram till det draget kan du fortfarande byta nivå eller sida. Ett parti är rankat om du inte väljer ett vänskapsparti (Parti > Nytt parti > Rankat, av), före partiet eller före ditt första drag.
shell-help-levels-aids = I ett parti som räknas frågar analys, tips, partianalys och öppningsutforskaren först: att använda något av dem gör partiet till ett vänskapsparti (det räknas inte längre). Parti > Framsteg visar din rating över tid, dina resultat per nivå och sida och varje parti du har spelat mot en nivå, sparade i din historik (record.sqlite i appens datamapp). Talet efter ± anger hur säker den är och krymper ju mer du spelar; ett ? efter ratingen markerar den som preliminär (inte säker än), och så länge den är det flyttar ett parti den högst 150 poäng. ”Matcha min rating” väljer den nivå som ligger närmast den, men aldrig mer än en över den högsta nivå du har slagit i ett rankat parti.
shell-help-levels-match = Parti > Ny match spelar två gånger mot en nivå med bytta sidor, som taflspelare gör: flest poäng vinner, och vid en vinst var avgör den snabbaste vinsten matchen. En match räknas en gång i din rating.

shell-help-lines = Varianter, ångra och studier
shell-help-lines-variation = Ett drag i en tidigare ställning (på brädet eller i utforskaren) startar en variant: partiets egna drag förblir som de var. Befordra en variant i draglistan för att göra den till partiets huvudvariant.
shell-help-lines-undo = Ångra (Ctrl+Z) tar tillbaka ditt senaste drag och motorns svar; de sparas som en variant. Dina anteckningar, en variants drag, ett uppgivande, en befordran eller en borttagning ångras ett i taget. Gör om återställer det som ångrades.
shell-help-lines-study = Ett parti du öppnar är öppet för studier: du flyttar båda sidor och motorn väntar. För att spela vidare mot motorn från partiets sista ställning, använd ”Spela vidare som anfallarna” (eller ”Spela vidare som försvararna”) i motorpanelen.
shell-help-lines-pace = Motor mot motor spelar i den ”Takt” som är inställd i motorpanelen (1 sekund per drag till att börja med).
shell-help-lines-puzzles = Problem lägger ditt parti åt sidan; ”Stäng problem” tar tillbaka det som det var.

shell-help-clocks = Klockor
shell-help-clocks-time-control = Parti > Betänketid ställer in klockan för nästa parti: minuter för varje sida plus ett tillägg, sekunder som läggs till efter varje drag (”5 + 3” = 5 minuter, 3 sekunder per drag).
shell-help-clocks-running = Klockan för sidan vid draget går; den sida vars tid tar slut förlorar. Uppställda och inklistrade ställningar får samma klocka.
shell-help-clocks-stopped = Klockorna står still medan en fråga eller en filväljare visas.

shell-help-marks = Analysens markeringar
shell-help-marks-review = Analysera partiet (Ctrl+R) analyserar varje ställning i huvudvarianten och markerar de drag som förlorade en del av den dragandes vinstchans:
shell-help-marks-classes = ?! onoggrannhet: 5 poäng eller mer förlorade; ? misstag: 10 poäng eller mer; ?? grovt misstag: 15 poäng eller mer, där poängen är den dragandes chans för de spelare som ”Bedöm som” anger.
shell-help-marks-always = Vem som än bedömer: ett drag som låter kungen fångas, eller nå ett hörn, i nästa drag är alltid ett grovt misstag (om inte varje drag gjorde det), och ett drag som släpper en forcerad vinst är minst ett misstag.
shell-help-marks-table = Träffsäkerhetstabellen summerar varje sidas drag; P och N hoppar till föregående och nästa misstag, och ett klick på kurvan visar det draget.

shell-help-notes = Dina anteckningar
shell-help-notes-drawing = Dra med höger musknapp på brädet för att rita en pil för det visade draget; släpp på samma ruta för en cirkel. Utan tangent blir det grönt, med Shift rött, med Alt blått, med Ctrl (eller Shift+Alt) gult. Att rita samma form igen tar bort den.
shell-help-notes-marks = Högerklicka på ett drag i listan för att markera det (! ? !! ?? !? ?!), skriva en kommentar till det eller rensa dess ritningar; kommentarsrutan under listan gör samma sak för det visade draget. Dina markeringar står bredvid analysens egna.
shell-help-notes-belong = Ritningar, markeringar och kommentarer hör till sitt drag: de sparas med partiet, visas när draget visas och följer med draget in i en variant när det tas tillbaka.
shell-help-notes-text = Parti > Exportera som text skriver huvudvarianten med dina anteckningar som ett textprotokoll (rubriker, numrerade drag, { "{" }kommentarer{ "}" }); Parti > Importera från text läser in ett igen.

shell-help-library = Partibiblioteket
shell-help-library-list = Parti > Partibibliotek (Ctrl+L) listar partierna i en mapp (mappen för sparade partier tills du väljer en annan): spelare, resultat, datum, drag och varje sidas träffsäkerhet när partiet har analyserats. En fil som inte kan läsas listas med orsaken.
shell-help-library-sort = Klicka på en kolumnrubrik för att sortera efter den (en gång till för omvänd ordning); filtrera på text (spelare, evenemang, filnamn) och på resultat. Uppåtpil och nedåtpil väljer ett parti, Enter eller ett dubbelklick öppnar det (appen frågar först om partiet på brädet har osparade ändringar).
shell-help-library-practise = ”Öva på misstag” samlar misstagen och de grova misstagen för din sida (spelaren som heter Human, som appen kallar dig, eller en sida du väljer) från de visade analyserade partierna och går igenom dem parti för parti.

shell-help-explorer = Öppningsutforskaren
shell-help-explorer-moves = Visa > Öppningsutforskare (E) listar varje drag som har spelats i den visade ställningen, det mest spelade först: hur många partier, en stapel med anfallarnas vinster, remierna och försvararnas vinster (håll pekaren över den för antalen), och Värdering: chansen för sidan vid draget efter varje drag, för de spelare som ”Bedöm som” anger (som stapeln visar dem), med en decimal där två annars skulle avrundas lika; i ett parti som räknas bara chansen. Klicka på ett drag för att spela det.
shell-help-explorer-games = ”Alla partier” räknar de 54 247 partier där motorn mötte sig själv som följer med appen, och dina egna; ”Mina partier” bara de avslutade partier som är sparade i din mapp (partibibliotekets, annars den du senast använde). En ställning som nås genom olika dragföljder är en post, och varje parti räknas en gång i den.

## Frågan om osparade ändringar (dialogs.rs). $what är det som väntar på svaret, som en bisats med
## ord från annat håll (”du öppnar ett annat parti”, ”du avslutar”).
shell-unsaved-heading = Osparade ändringar
shell-unsaved-text = Partiet har ändringar som inte är sparade. Vill du spara dem innan { $what }?
shell-unsaved-save = Spara
shell-unsaved-discard = Spara inte
shell-unsaved-cancel = Avbryt

## Guidens fönster (guide.rs); själva guiden är docs/guide.md, på engelska.
shell-guide-title = Guide

## Varför en fil inte kunde skrivas (aside.rs), sagt inuti andra meddelanden: liten bokstav, ingen punkt.
shell-io-disk-full = disken är full
shell-io-quota-used-up = din diskkvot är slut
shell-io-read-only = disken kan bara läsas, inte skrivas
shell-io-not-allowed = du har inte behörighet att skriva där
shell-io-not-found = filen eller dess mapp finns inte
shell-save-not-written-down = partiet kunde inte skrivas ner
shell-save-not-written = { $path } kunde inte skrivas: { $reason }

## Sparade värden som inte kunde läsas (aside.rs). $what namnger dem i början av meningen (”Dina
## inställningar”); $fresh är en sats med rak ordföljd som säger vad som händer i stället (”de vanliga
## används”); $path är var en kopia av de gamla uppgifterna sparades.
shell-stored-unreadable-kept = { $what }: de sparade uppgifterna kunde inte läsas, så { $fresh }. En kopia av de gamla uppgifterna sparades i { $path }.
shell-stored-unreadable-left = { $what }: de sparade uppgifterna kunde inte läsas, så { $fresh } tills vidare. De gamla uppgifterna lämnas som de var och skrivs inte över.

## Det sparade tillståndet som inte kan skrivas (writable.rs).
shell-stored-cannot-be-saved = Dina inställningar, ratingar och din problemhistorik kan inte sparas i { $path } ({ $reason }): ändringar behålls bara tills du avslutar.
shell-stored-is-a-folder = det är en mapp
shell-stored-folder-cannot-be-made = mappen { $folder } kan inte skapas: { $error }

## Fönstrets sparade tillstånd, kontrollerat vid starten (startup.rs).
shell-window-state-not-a-file-kept = Fönstrets sparade tillstånd var inte en fil ({ $why }), så det börjar om från början; det som fanns där sparas som { $path }.
shell-window-state-not-a-file = Fönstrets sparade tillstånd är inte en fil ({ $why }) och kunde inte flyttas undan ({ $error }).
shell-window-state-not-kept = Fönstrets sparade tillstånd kunde varken läsas eller sparas undan ({ $reason }): det börjar om från början.
shell-window-state-read-around = Fönstrets sparade tillstånd hade byte som inte kunde läsas; det som gick att läsa runt dem används. Filen som den var sparas som { $path }.
shell-window-state-unreadable = Fönstrets sparade tillstånd kunde inte läsas, så det börjar om från början. Filen som den var sparas som { $path }.

## Brädets färger, under Visa (theme.rs).
shell-board-wood = Träbräde
shell-board-green = Grönt bräde
shell-board-colour-blind = Färgblindsvänligt bräde (Paul Tols färger)

## Varför ett sparat parti inte kunde läsas.
shell-load-io = kunde inte läsa { $path }: { $reason }
shell-load-syntax = ingen giltig Ard Ri-partifil: { $message }
shell-load-bad-version = okänd formatversion { $version }
shell-load-newer = filen skrevs av en nyare version av programmet (format { $found }; den här läser upp till { $max })
shell-load-illegal-move = drag { $number }, { $text }: { $reason }
shell-load-result-mismatch = filen säger ”{ $stated }”, men dess drag slutar med ”{ $actual }”
shell-load-bad-variation = sidovariant { $number }: { $message }
shell-load-too-many-evaluations = filen har { $evaluations } värderingar för { $moves } drag
shell-load-bad-analysis = analysen av ställningen efter { $ply } drag: { $message }
shell-load-bad-annotation = anteckningen { $ply ->
        [0] om utgångsställningen
       *[other] om drag { $ply }
    }: { $message }
