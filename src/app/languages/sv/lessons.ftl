# Lektionerna: deras fönster, vad eleven får veta och (nedanför) varje lektions titel och inledning samt varje övnings mål och tips.

lessons-menu = Lär dig spela (lektioner)
lessons-none = Det finns inga lektioner i den här versionen.
lessons-not-allowed = Det draget är inte tillåtet: { $why }.
# $moves är motståndarens svar, så som brädet skriver dem (”d2-d3, e2-e3”).
lessons-answered = { $side ->
        [attackers] Anfallarna
       *[defenders] Försvararna
    } svarade med { $moves }.
lessons-your-move = Ditt drag.
lessons-well-done-three = Bra gjort! Tre stjärnor: den kortaste vägen.
lessons-well-done-moves = Bra gjort! Färre stjärnor: det går i { $par ->
        [one] { $par } drag
       *[other] { $par } drag
    } (du använde { $used }). Försök igen för att få tre.
lessons-well-done-hint = Bra gjort! Färre stjärnor: tipset kostar en stjärna. Försök igen för att få tre.
lessons-well-done-moves-hint = Bra gjort! Färre stjärnor: det går i { $par ->
        [one] { $par } drag
       *[other] { $par } drag
    } (du använde { $used }), och tipset kostar en stjärna. Försök igen för att få tre.
lessons-failed = { $why } Klicka på ”Försök igen” för att börja om.
lessons-last = Det var den sista övningen: du har gått igenom alla lektioner. Stäng lektionerna och spela ett parti!
lessons-last-unfinished = Det var den sista övningen. { $count ->
        [one] En övning har
       *[other] { $count } övningar har
    } ännu inga stjärnor: du hittar { $count ->
        [one] den
       *[other] dem
    } under Alla lektioner.
lessons-again = En gång till från början.
# Varför ett försök misslyckades.
lessons-piece-taken = { $side ->
        [attackers] Anfallarna
       *[defenders] Försvararna
    } slog { $kind ->
        [attacker] { $count ->
            [one] din anfallare
           *[other] dina anfallare
        }
       *[defender] { $count ->
            [one] din försvarare
           *[other] dina försvarare
        }
    } på { $squares }.
lessons-king-beside-corner = Kungen står bredvid ett hörn och når det med sitt nästa drag.
lessons-way-open = Kungen är inte inmurad: han kan fortfarande ta sig till { $count ->
        [one] hörnet
       *[other] hörnen
    } { $squares }.
lessons-won-otherwise = Du vann partiet ({ $how }), men övningen gäller något annat: { $goal }
lessons-end-king-escaped = Kungen flydde till ett hörn.
lessons-end-king-captured = Kungen fångades.
lessons-end-you-cannot-move = Du har inget tillåtet drag kvar, och en sida som inte kan dra förlorar.
lessons-end-they-cannot-move = Den andra sidan kan inte dra.
lessons-end-repetition = Samma ställning uppstod för tredje gången: partiet är remi.
lessons-end-over = Partiet är slut.
# Fönstret.
lessons-window = Lektioner
lessons-close = Stäng lektionerna
lessons-all = Alla lektioner
lessons-where = { $stage }: { $number } av { $count }
lessons-you-play = Du spelar { $side ->
        [attackers] anfallarna
       *[defenders] försvararna
    }. Tre stjärnor i { $par ->
        [one] { $par } drag
       *[other] { $par } drag
    }.
lessons-hint-shown = Tips: { $hint }
lessons-stars = { $earned } av 3 stjärnor
lessons-exercise-stars = Övning { $number }: { $earned } av 3 stjärnor
lessons-retry = Försök igen
lessons-hint = Tips (kostar en stjärna)
lessons-next = Nästa
lessons-skip = Hoppa över
lessons-stage-stars = { $earned } av { $most } stjärnor
lessons-welcome = Ny på Ard Ri?
lessons-welcome-text = Korta lektioner på brädet, några drag var, lär dig reglerna: hur pjäserna flyttar och slår, hur kungen flyr och hur han fångas.
lessons-welcome-yes = Lär dig spela
lessons-welcome-no = Inte nu

lessons-moving-title = Hur pjäserna flyttar
lessons-moving-intro = Varje pjäs, även kungen, flyttar en ruta i taget: upp, ner, åt vänster eller åt höger, till en tom ruta. Ingen pjäs flyttar diagonalt eller hoppar. Fem rutor är spärrade: de fyra hörnen och mittrutan d4, tronen. Bara kungen får stå på dem. Sidorna turas om, ett drag var.
lessons-moving-1-goal = Flytta din försvarare från c2 till c5.
lessons-moving-1-hint = En ruta per drag, rakt uppåt: c3, sedan c4, sedan c5.
lessons-moving-2-goal = Flytta kungen till tronen, mittrutan d4.
lessons-moving-2-hint = Gå två steg åt höger: c4, sedan d4. Bara kungen får stå på tronen.
lessons-moving-3-goal = Flytta din försvarare från c4 till e4. Tronen är i vägen.
lessons-moving-3-hint = En försvarare får inte gå in på tronen (d4). Gå runt den: upp till c5, åt höger till d5 och e5, ner till e4.
lessons-moving-4-goal = Flytta din anfallare från a6 till b7.
lessons-moving-4-hint = Hörnet a7 är stängt för anfallare också: gå åt höger till b6, sedan upp till b7.

lessons-capturing-title = Att slå
lessons-capturing-intro = Du slår en motståndarpjäs genom att flytta en av dina pjäser så att motståndarpjäsen står inklämd mellan två av dina i rak linje: en på var sida, till vänster och höger eller ovanför och nedanför. Bara den sida som drar slår. Kungen är ett undantag: två anfallare räcker inte för att fånga honom (se ”Att fånga kungen”).
lessons-capturing-1-goal = Slå anfallaren på d5.
lessons-capturing-1-hint = Din försvarare på c5 står på ena sidan om den. Ställ en till på andra sidan, på e5.
lessons-capturing-2-goal = Slå försvararen på c4.
lessons-capturing-2-hint = Din anfallare på c3 står under den. Ställ en ovanför den, på c5.
lessons-capturing-3-goal = Slå båda anfallarna, c5 och e5, med ett enda drag.
lessons-capturing-3-hint = Gå in mellan dem, till d5: då står var och en inklämd mellan två försvarare.
lessons-capturing-4-goal = Slå anfallaren på e4 i två drag.
lessons-capturing-4-hint = Ställ en försvarare på e6. Står anfallaren kvar, gå ner till e5 och slå den; viker den undan upp till e5, stäng fällan underifrån med e3-e4.
lessons-capturing-5-goal = Slå försvararen på d3 i två drag.
lessons-capturing-5-hint = Det krävs en anfallare på var sida, c3 och e3. Flytta först en till e3: försvararen hinner inte undan.

lessons-king-captures-title = Kungen slår också
lessons-king-captures-intro = Kungen strider sida vid sida med sina försvarare. När han flyttar slår han som vilken pjäs som helst, och han kan vara den andra pjäsen när en försvarare slår. Anfallare som glömmer det förlorar pjäser.
lessons-king-captures-1-goal = Slå anfallaren på c5 med kungen.
lessons-king-captures-1-hint = Din försvarare på c6 står ovanför anfallaren. Flytta kungen till rutan under den, c4.
lessons-king-captures-2-goal = Slå anfallaren på e5 med en försvarare, mot kungen.
lessons-king-captures-2-hint = Kungen på e4 står under anfallaren. En försvarare på e6 fullbordar slaget.
lessons-king-captures-3-goal = Slå båda anfallarna med ett enda kungsdrag.
lessons-king-captures-3-hint = Flytta kungen ner mellan dem, till d5.
lessons-king-captures-4-goal = Slå anfallaren på c4 i två drag.
lessons-king-captures-4-hint = Kungen på c3 står under den, så en försvarare på c5 slår den. Gå dit via c6.

lessons-safe-between-title = Säker mellan två
lessons-safe-between-intro = En pjäs får gå in i luckan mellan två motståndarpjäser: den slås inte, eftersom bara den sida som drar slår, och de två har inte flyttat. Där är den säker tills en av dem går därifrån och en motståndarpjäs kommer tillbaka till den rutan.
lessons-safe-between-1-goal = Slå anfallaren på c4. Din försvarare får gå in mellan de två anfallarna på b5 och d5.
lessons-safe-between-1-hint = c6-c5 ställer din försvarare mellan två anfallare, där den är säker, och klämmer in c4 mot din försvarare på c3.
lessons-safe-between-2-goal = Flytta din försvarare från c2 till c4, genom luckan i anfallarnas rad.
lessons-safe-between-2-hint = Gå in i luckan, c3: mellan b3 och d3 är du säker. Fortsätt sedan till c4.
lessons-safe-between-3-goal = Slå försvararen på c4 genom att gå in mellan kungen och en försvarare.
lessons-safe-between-3-hint = c6-c5 går in mellan kungen på b5 och försvararen på d5, där den är säker, och klämmer in c4 mot din anfallare på c3.

lessons-king-capture-title = Att fånga kungen
lessons-king-capture-intro = Anfallarna vinner genom att fånga kungen, och två anfallare räcker inte. Han är fångad när en anfallare flyttar intill honom och varje ruta bredvid honom då har en anfallare, är en spärrad ruta (tronen eller ett hörn) eller ligger utanför brädet. Alltså: fyra anfallare runt honom; tre och tronen; tre och kanten; eller två, kanten och ett hörn. En försvarare bredvid kungen räddar honom alltid.
lessons-king-capture-1-goal = Fånga kungen: slut ringen av fyra anfallare runt honom.
lessons-king-capture-1-hint = Tre sidor är stängda. Gå in på den sista, c4.
lessons-king-capture-2-goal = Fånga kungen bredvid tronen.
lessons-king-capture-2-hint = Den tomma tronen under honom räknas mot honom, så tre anfallare räcker. Stäng d6.
lessons-king-capture-3-goal = Fånga kungen vid brädets kant.
lessons-king-capture-3-hint = Kanten räknas mot honom, så tre anfallare räcker. Stäng b4.
lessons-king-capture-4-goal = Fånga kungen bredvid hörnet, innan han flyr in i det.
lessons-king-capture-4-hint = Både hörnet och kanten räknas mot honom, så två anfallare räcker. Stäng b2.
lessons-king-capture-5-goal = Fånga kungen i två drag. Slå hans försvarare först.
lessons-king-capture-5-hint = Så länge försvararen står bredvid honom på d6 kan kungen inte fångas. Slå den med f6-e6 och slut sedan ringen: på d6, eller på d7 om han går ner.

lessons-escape-title = Att fly
lessons-escape-intro = Försvararna vinner så snart kungen når ett av de fyra hörnen. Bara kungen får gå in i dem, så ingen kan ställa sig i vägen för honom där: när han väl står bredvid ett tomt hörn kan han bara stoppas genom att fångas.
lessons-escape-1-goal = Nå ett hörn.
lessons-escape-1-hint = Hörnet g1 ligger ett steg bort.
lessons-escape-2-goal = Nå ett hörn i två drag.
lessons-escape-2-hint = Närmaste hörn är g1: gå till f1, bredvid det, och sedan in i det.
lessons-escape-3-goal = Nå ett hörn i tre drag.
lessons-escape-3-hint = Anfallaren på b2 vaktar vägen till a1. Gå åt andra hållet, mot g1.

lessons-corner-trap-title = Fällan bredvid hörnet
lessons-corner-trap-intro = Bredvid varje hörn finns dess två dörrar (b7 och a6 bredvid a7, f7 och g6 bredvid g7, och så vidare). En kung på en dörr flyr i nästa drag, om han inte fångas där först: på en dörr stänger hörnet och brädets kant två av hans sidor, så två anfallare räcker, och en av dem får gå in bakom honom, på rutan han just lämnade. Innan du går till en dörr, titta på rutan du lämnar och på den andra rutan bredvid dörren: står en anfallare på den ena och kan en annan gå till den andra, är dörren en fälla. Ta den andra dörren, eller slå anfallaren först.
lessons-corner-trap-1-goal = Nå ett hörn i två drag utan att gå i fällan.
lessons-corner-trap-1-hint = g6 är en fälla: anfallaren på g5 stänger ena sidan, och den på e6 går till f6 bakom dig. f7 är säker: ingen kan nå både e7 och f6 samtidigt.
lessons-corner-trap-2-goal = Nå hörnet a1 i två drag. En av dess dörrar är en fälla.
lessons-corner-trap-2-hint = På a2 stänger anfallaren på a3 ena sidan, och c2 går till b2 bakom dig. På b1 skulle anfallarna behöva c1 och b2 samtidigt: gå via b1.
lessons-corner-trap-3-goal = Nå hörnet a7 i två drag, genom dörren som inte är en fälla.
lessons-corner-trap-3-hint = På b7 stänger anfallaren på c7 ena sidan, och c6 går till b6 bakom dig. På a6 skulle anfallarna behöva a5 och b6 samtidigt: gå via a6.

lessons-race-title = Kapplöpningen till hörnet
lessons-race-intro = Räkna innan kungen springer mot ett hörn. Hur många drag behöver han för att nå en av dess dörrar? Hur många behöver den närmaste anfallaren för att stå på den dörren, eller bredvid den? Spring mot det hörn du når först; en anfallare som redan står bredvid en dörr stänger den på ett drag.
lessons-race-1-goal = Nå ett hörn i tre drag. Räkna innan du springer.
lessons-race-1-hint = a7 och g7 ligger båda tre steg bort, men anfallaren på b6 stänger b7 på ett drag. Den på g4 behöver två drag för att nå g6: spring åt höger, till f7.
lessons-race-2-goal = Nå ett hörn i tre drag. Räkna innan du springer.
lessons-race-2-hint = Anfallaren på f2 står bredvid dörren f1: hörnet g1 är stängt. Den på a4 behöver två drag för att nå a2: spring åt vänster, till b1.
lessons-race-3-goal = Nå ett hörn i tre drag längs kanten.
lessons-race-3-hint = a1 ligger lika nära som a7, men dess dörr a2 är en fälla: b2 stänger ena sidan, och b3 går till a3 bakom dig. Den på d5 hinner inte till a6 eller b6 i tid: spring uppåt.

lessons-stop-escape-title = Att stoppa en flykt
lessons-stop-escape-intro = Anfallare får inte gå in i hörnen, så en kung bredvid ett tomt hörn flyr. Stoppa honom ett steg tidigare: rutorna bredvid hörnen (a2 och b1 bredvid a1, f1 och g2 bredvid g1, och så vidare) är dörrarna. Ställ dig på en dörr innan kungen kommer dit. Kungen är stoppad för gott när han är inmurad: varje väg från hans ruta till ett hörn stöter på en anfallare. Anfallare på båda dörrarna till ett hörn stänger det. Det gör också tre anfallare diagonalt intill varandra, som a3, b2 och c1 runt a1: kungen går bara rakt, så han kan inte slinka mellan dem.
lessons-stop-escape-1-goal = Mura in kungen: efter hans nästa drag måste varje väg till ett hörn stöta på en anfallare.
lessons-stop-escape-1-hint = Varje dörr utom g6 har en anfallare på sig, och kungen står bredvid den. Gå dit först: f6-g6.
lessons-stop-escape-2-goal = Mura in kungen inom två drag: stäng hörnet a1.
lessons-stop-escape-2-hint = Han är på väg till a2, dörren rakt under honom: ta den först med b2-a2. Stäng sedan den andra dörren, b1.
lessons-stop-escape-3-goal = Mura in kungen inom tre drag: stäng hörnen a1 och g1.
lessons-stop-escape-3-hint = Anfallare diagonalt intill varandra bildar en mur: a3, b2 och c1 stänger av a1, och e1, f2 och g3 stänger av g1. Fyll b2 och f2 innan han slinker igenom.

lessons-blocking-title = Att blockera
lessons-blocking-intro = När det är en sidas tur och ingen av dess pjäser kan flytta (var och en är instängd av andra pjäser, eller så har den inga pjäser kvar), har den inget tillåtet drag och förlorar partiet direkt. Stäng in motståndarens sista rörliga pjäser, så vinner du utan att slå.
lessons-blocking-1-goal = Lämna försvararna utan drag.
lessons-blocking-1-hint = Bara försvararen på e1 kan fortfarande flytta, till f1. Ta den rutan: f2-f1.
lessons-blocking-2-goal = Lämna anfallarna utan drag.
lessons-blocking-2-hint = Deras sista anfallare, på a2, får inte gå in i hörnet. Stäng b2, dess sista väg ut.
lessons-blocking-3-goal = Stäng in båda anfallarna med ett enda drag.
lessons-blocking-3-hint = En ruta är den sista vägen ut för båda: b2.
lessons-blocking-4-goal = Lämna försvararna utan drag, i två drag.
lessons-blocking-4-hint = Först g2-f2: försvararen på e1 kan då bara gå till f1, och e2-e1 stänger in allt.

lessons-repetition-title = Den tredje upprepningen
lessons-repetition-intro = När samma ställning (varje pjäs på samma ruta, och samma sida vid draget) uppstår för tredje gången i ett parti, blir partiet remi. En sida som inte kan vinna kan rädda sig på det sättet.
lessons-repetition-1-goal = Rädda kungen: låt samma ställning uppstå en tredje gång, så blir det remi.
lessons-repetition-1-hint = Anfallarna hotar att sluta ringen i varje drag. Kliv ut ur den varje gång, fram och tillbaka mellan d2 och d1. Flyttar du försvararen förlorar du kungen.
lessons-repetition-2-goal = Hota kungen i varje drag tills ställningen upprepas en tredje gång.
lessons-repetition-2-hint = b5-b4 lämnar honom en fri ruta, c5, och han måste gå dit; b4-b5 gör samma sak där, och han går tillbaka. Upprepa.
lessons-repetition-3-goal = Gör remi genom upprepning och hota kungen i varje drag.
lessons-repetition-3-hint = Flytta anfallaren fram och tillbaka mellan e6 och d6: varje gång har kungen en enda fri ruta kvar och måste gå dit.

lessons-opening-title = Öppningen
lessons-opening-intro = I början står anfallarna runt om försvararna, men deras ring har luckor. Tre anfallare diagonalt intill varandra stänger ett hörn: c7, b6 och a5 stänger a7. Därför vill anfallarna ha b6, f6, b2 och f2, och då är kungen inmurad. Försvararna vill det motsatta: en väg ut för kungen innan ringen sluts. Flytta försvarare ur hans väg, slå anfallare som kommer för nära och leta efter en ruta med två vägar till ett hörn.
lessons-opening-1-goal = Försvararna började med c3-b3. Stäng hörnet a7: flytta din anfallare från b4 till b6.
lessons-opening-1-hint = b4-b5, sedan b5-b6. På b6 står den diagonalt intill c7 och a5, och de tre stänger a7.
lessons-opening-2-goal = Slå anfallaren på d6, som gick in mellan dina försvarare på c6 och e6.
lessons-opening-2-hint = Den är säker där bara tills en av dem går därifrån och kommer tillbaka: c6-c7, sedan c7-c6.
lessons-opening-3-goal = Din ring har bara en lucka kvar, f2, och kungen står bredvid den. Mura in honom.
lessons-opening-3-hint = e2-f2 stänger den. Då går ringen hela vägen runt: c7, b6 och a5, ner till a3, b2 och c1, vidare till e1, f2 och g3, upp till g5, f6 och e7.
lessons-opening-4-goal = Anfallarna på e1 och f4 är borta, och kungen står på f3. Nå ett hörn i tre drag.
lessons-opening-4-hint = Från f2 har kungen två dörrar till g1, f1 och g2. Anfallarna kan bara stänga en av dem.
lessons-opening-5-goal = Din ring är stängd överallt utom runt a1. Mura in kungen inom två drag.
lessons-opening-5-hint = Ställ en anfallare på var och en av dörrarna till a1: a3-a2 och c1-b1.

lessons-tactics-title = Enkel taktik
lessons-tactics-intro = Ett hot är ett drag som skulle vinna något med nästa drag. Motståndaren kan parera ett hot; gör två på en gång, så går ett av dem igenom. För kungen är samma idé en ruta varifrån han har två vägar till ett hörn.
lessons-tactics-1-goal = Gör två hot med ett drag och slå en anfallare i två drag.
lessons-tactics-1-hint = Kungen till e5 hotar att själv slå f4 (kungen till f5) och låter c6-c5 slå d5 mot honom. Anfallarna kan bara rädda en av dem.
lessons-tactics-2-goal = Nå ett hörn i tre drag: hitta rutan med två vägar ut.
lessons-tactics-2-hint = Från f6 kan kungen gå till g6 eller till f7, båda bredvid hörnet g7. Anfallarna kan bara stänga en av dem.
lessons-tactics-3-goal = Gör två hot med ett drag och slå en försvarare i två drag.
lessons-tactics-3-hint = c6-c5 går in mellan två försvarare, där den är säker, och hotar båda: a4-a5 skulle slå b5, f5-e5 skulle slå d5.

lessons-endgame-title = Slutspelet
lessons-endgame-intro = Sent i ett parti finns få pjäser kvar, så varje drag räknas. För kungen: räkna dragen innan du springer, leta efter en ruta bredvid två fria dörrar och håll en försvarare intill honom där han skulle kunna fångas. För anfallarna: kanten och hörnen hjälper dig, så tre anfallare räcker för att fånga kungen vid kanten, och två bredvid ett hörn.
lessons-endgame-1-goal = Din egen försvarare står på dörren f7. Nå ett hörn i tre drag.
lessons-endgame-1-hint = Vägen till a7 är för lång, och b6 vaktar den. Flytta ner försvararen till f6: dörren blir fri, och med försvararen bredvid sig är kungen säker där.
lessons-endgame-2-goal = Fånga kungen i två drag: driv honom till en dörr.
lessons-endgame-2-hint = d2-d1 lämnar honom en fri ruta, f1, bredvid hörnet g1. Där hjälper hörnet och kanten dig: e2-e1 slår igen fällan.
lessons-endgame-3-goal = Slå en anfallare med kungen och nå ett hörn i tre drag.
lessons-endgame-3-hint = e2-f2 slår f3 mot din försvarare på f4. På f2 står kungen bredvid två dörrar, f1 och g2, och anfallarna kan bara stänga en av dem.
lessons-endgame-4-goal = Fånga kungen i tre drag, trots att en försvarare står bredvid honom.
lessons-endgame-4-hint = Först b4-b5: hans enda fria ruta är a6, en dörr där b6 stänger ena sidan. Kom sedan upp bakom honom med a3-a4 och stäng hans sista ruta.
lessons-endgame-5-goal = Mura in kungen vid övre kanten och håll honom inmurad: två drag.
lessons-endgame-5-hint = d5-d6 stänger in honom mellan c7, d6, e6 och f7. Flytta sedan anfallaren på b1: alla de andra ingår i muren.

# The game shown on the board: its event and the name of the side the person does not play.
lessons-event = Lektion { $id }
lessons-opponent = Lektion
