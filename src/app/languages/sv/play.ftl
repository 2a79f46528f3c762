# Partiet man spelar (play/): raden ovanför brädet, de slagna pjäserna, stapelns ord, draglistan och dess menyer, statusraden, partiets meddelanden och frågan om att ge upp.

play-outcome = { $winner ->
        [attackers] Anfallarna vinner
        [defenders] Försvararna vinner
       *[none] Remi
    }: { $reason ->
        [king-escaped] kungen flydde till ett hörn
        [king-captured] kungen fångades
        [no-legal-move] inget tillåtet drag
        [repetition] tredje upprepningen
        [resignation] motståndaren gav upp
       *[timeout] tiden tog slut
    }

play-turn-whose = { $side ->
        [attackers] Anfallarna
       *[defenders] Försvararna
    } vid draget ({ $whose ->
        [you] du
        [engine] motorn
        [opponent] motståndaren
        [variation] variant
       *[study] studie
    })
play-turn = { $side ->
        [attackers] Anfallarna
       *[defenders] Försvararna
    } vid draget
play-header-place = { $turn }{ $place }
play-header-place-chances = { $turn }{ $place }  ·  { $chances }
play-header-chances = { $turn }  ·  { $chances }
play-header-side-chances = { $turn }  ·  { $chances }
play-header-your-chance = du: { $chance }
play-chances-label = du mot { $opponent }: { $chance }
play-place-start = början, av { $moves } drag
play-place-after = efter drag { $move } av { $moves }
play-setting-up = Ställer upp en ställning: klicka på rutor för att placera eller ta bort pjäser
play-preview = Förhandsvisning av { $line ->
        [engine] motorns linje
        [best] den bästa linjen
       *[other] { $line }
    }: steg { $step } av { $steps } (Vänster/Höger för att stega, Esc för att gå tillbaka)
play-captured = slagna: { $attackers } anfallare, { $defenders } försvarare

play-bar-chances-hidden = chanserna är dolda medan du spelar (Visa > Visa chanser under partiet)
play-bar-your-chances = { $label }: ditt förväntade resultat { $judge }, från den senaste ställningen där det var ditt drag
play-bar-chances-first = dina chanser visas när det är ditt drag
play-bar-chances-again = dina chanser visas när det är ditt drag igen
play-bar-no-evaluation = ingen värdering av den här ställningen än: starta analysen eller analysera partiet
play-bar-preview = en förhandsvisning
play-bar-game-over = Partiet är slut: { $outcome }.
play-bar-no-chances = Inga chanser visas: { $why }.
play-bar-evaluation-none = Värdering: ingen
play-bar-evaluation = Värdering: { $value }

play-hint = Tips: { $move }
play-review-cancelled = Analysen avbröts; de ställningar som redan analyserats behålls.
play-playing-on = Du spelar vidare som { $side ->
        [attackers] anfallarna
       *[defenders] försvararna
    } mot motorn.
play-engine-failed = Motorn kraschade ({ $message }) och startades om; partiet är oförändrat. Be igen om det den höll på med.
play-engine-move-refused = Motorns drag { $move } avvisades: { $reason }
play-reviewing = Analyserar { $positions ->
        [one] { $positions } ställning
       *[other] { $positions } ställningar
    } på djup { $depth }...

play-not-played = ”{ $text }” spelades inte: { $reason }.
play-variation-started = Det här draget startar en variant; partiets egna drag är oförändrade (Ångra tar tillbaka det).
play-nothing-to-redo = Inget att göra om.
play-resigned = { $winner ->
        [attackers] Anfallarna vinner: försvararna gav upp.
       *[defenders] Försvararna vinner: anfallarna gav upp.
    } Ångra tar tillbaka det.
play-line-added = Linjen lades till i partiet.
play-line-added-variation = Linjen lades till som en variant.
play-line-not-added = Linjen kunde inte läggas till: { $reason }
play-out-of-time = { $side ->
        [attackers] Försvararna vinner: anfallarnas tid tog slut.
       *[defenders] Anfallarna vinner: försvararnas tid tog slut.
    }
play-resign-heading = Ge upp det här partiet?
play-resign-text = Partiet slutar med vinst för den andra sidan. Ångra tar tillbaka det.
play-resign = Ge upp
play-cancel = Avbryt
play-notes-belong-to-games = Anteckningar hör till partier: stäng fönstret för problemet, lektionen eller uppställningen för att kommentera ett parti.

play-type-a-move = Skriv ett drag
play-type-a-move-tip = Skriv ett drag så som draglistan visar det (c5-c6, eller c5c6) och tryck på Enter
play-moves = Drag
play-start = Början
play-moves-first = { $side ->
        [attackers] Anfallarna
       *[defenders] Försvararna
    } drar först
play-move-name = Drag { $number }: { $move }
play-move-name-review = Drag { $number }: { $move } (analys { $review })
play-variation-move-name = Variant { $variation } drag { $number }: { $move }
play-variation-move-name-review = Variant { $variation } drag { $number }: { $move } (analys { $review })
play-variations = Varianter
play-variations-tip = Linjer som ersatts av ett annat drag, tagits tillbaka eller lagts till från analysen. Klicka på ett drag för att bläddra i varianten; högerklicka för att markera eller kommentera draget.
play-promote = Flytta upp
play-promote-tip = Gör den här linjen till huvudlinjen; den nuvarande blir en variant.
play-promote-name = Flytta upp variant { $variation }
play-delete = Ta bort
play-delete-name = Ta bort variant { $variation }

play-mark-name = { $mark ->
        [good] bra drag
        [mistake] misstag
        [brilliant] briljant drag
        [blunder] grovt misstag
        [interesting] intressant drag
       *[dubious] tveksamt drag
    }
play-your-mark = Din markering: { $symbol } ({ $name })
play-comment = Kommentar: { $comment }
play-shapes-drawn = { $count ->
        [one] { $count } form ritad på brädet
       *[other] { $count } former ritade på brädet
    }
play-right-click-to-note = Högerklick: markera, kommentera
play-mark-as = Markera { $symbol } ({ $name })
play-no-mark = Ingen markering
play-comment-menu = Kommentera...
play-clear-shapes = Rensa former
play-clear-shapes-tip = Ta bort pilarna och cirklarna som ritats för det här draget

play-engine-moving = motorn tänker på sitt drag
play-engine-analysing = motorn analyserar
play-engine-hint = motorn letar efter ett tips
play-engine-reviewing = motorn analyserar partiet
play-engine-line = motorn letar efter den bästa linjen
play-engine-chances = motorn räknar ut dina chanser
play-engine-idle = motorn är ledig
play-you-play-here = Du spelar { $side ->
        [attackers] anfallarna
       *[defenders] försvararna
    } här
play-study = Studie: du drar för båda sidor
play-waiting-for-file-dialog = väntar på fildialogen...
play-dismiss = Stäng
