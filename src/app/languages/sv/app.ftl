# Menyraden (menu.rs): menyerna och deras val som inte nämner någon funktion.

menu-game = Parti
menu-new-game = Nytt parti
menu-rated = Rankat (räknas för din rating)
menu-rated-tip = Ett parti mot en nivå räknas för din rating om du inte väljer ett vänskapsparti. Det gäller nästa parti, och det här fram till ditt första drag.
menu-same-sides = Samma sidor
menu-paste = Klistra in ställning eller drag...
menu-copy-position = Kopiera ställningen
menu-copy-moves = Kopiera dragen
menu-time-control = Betänketid (nästa parti)
menu-resign = Ge upp
menu-open = Öppna...
menu-open-recent = Öppna senaste
menu-clear-recent = Töm listan
menu-save = Spara
menu-save-as = Spara som...
menu-export-text = Exportera som text...
menu-import-text = Importera från text...
menu-quit = Avsluta
menu-moves = Drag
menu-undo = Ångra
menu-redo = Gör om
menu-flip = Vänd brädet
menu-first-position = Utgångsställning
menu-previous-move = Föregående drag
menu-next-move = Nästa drag
menu-last-position = Sista ställningen
menu-view = Visa
menu-eval-bar = Värderingsstapel
menu-raw-score = Motorns råa värdering
menu-raw-score-tip = Visa motorns värdering (A +1,2) i stället för chansen (A 78 %)
menu-chances-while-playing = Visa chanser under partiet
menu-chances-while-playing-tip = I ett parti mot motorn visar stapeln dina chanser mot dess nivå
menu-graph = Värderingskurva
menu-legal-dots = Prickar för tillåtna drag
menu-learning-aids = Inlärningshjälp
menu-learning-aids-tip = Ringar in pjäserna som båda sidor kan slå i nästa drag, visar kungens nära vägar till hörnen, låter varje drag glida på plats, lämnar slagna pjäser svagt kvar där de stod och markerar var kungen fångades eller flydde. På under dina första partier.
menu-best-arrows = Pilar för bästa draget
menu-coordinates = Koordinater
menu-dark-theme = Mörkt tema
menu-light-theme = Ljust tema
menu-language = Språk
menu-engine = Motor
menu-start-analysis = Starta analys
menu-stop-analysis = Stoppa analys
menu-hint = Tips
menu-cancel-review = Avbryt partianalysen
menu-review-game = Analysera partiet
menu-puzzles = Problem
menu-help = Hjälp
menu-rules-and-shortcuts = Regler och kortkommandon
menu-guide = Guide
menu-no-clock = Ingen klocka
menu-bullet = { $minutes } + { $seconds } (bullet)
menu-blitz = { $minutes } + { $seconds } (blixt)
menu-rapid = { $minutes } + { $seconds } (snabb)
menu-custom = Egen
menu-minutes-each = minuter var
menu-seconds-per-move = sekunder per drag

# Sidopanelen (side_panel.rs): motorn, dess varianter, analysen.
panel-engine = Motor
panel-opened-game = Ett öppnat parti: du flyttar båda sidor och motorn väntar. Spela vidare mot den:
panel-play-on = { $side ->
        [attackers] Spela vidare som anfallarna
       *[defenders] Spela vidare som försvararna
    }
panel-play-on-tip = Från partiets sista ställning, mot motorn på dess nivå
panel-level = Nivå
panel-level-tip = Motorns nivå för dess egna drag, med dess rating: 1 kan en nybörjare slå, { $top } är full styrka (då gäller djupet och tiden nedan). Analysen sker alltid med full styrka.
panel-depth = Djup
panel-depth-tip-top = Djupet motorn spelar sina egna drag på (och ger tips på). Full styrka har ratingen { $rating } på djup { $depth }, standardvärdet: djupare spelar starkare, grundare svagare.
panel-depth-tip = Djupet tipsen söks på. På nivå { $level } spelar motorn på nivåns eget djup; den här inställningen spelar bara på nivå { $top }, full styrka.
panel-time = Tid
panel-time-tip = Den längsta tid motorn tar för ett av sina drag.
panel-pace = Takt
panel-pace-tip = Motor mot motor: den kortaste tiden mellan två drag, så att du kan följa partiet.
panel-lines = Varianter
panel-lines-tip = Hur många varianter analysen visar.
panel-analysis-tip = Analysera den visade ställningen tills du stoppar; den följer det visade draget.
panel-arrows = Pilar
panel-move-now = Dra nu
panel-resume = Fortsätt
panel-pause = Paus
panel-pause-tip = Motor mot motor: stanna efter pågående drag, eller fortsätt
panel-step = Ett drag
panel-step-tip = Spela ett drag
panel-lines-hidden = Motorns varianter hålls dolda så länge det här partiet räknas för din rating.
panel-no-search = Ingen sökning i den här ställningen.
panel-search-stats = Djup { $depth } (selektivt { $seldepth }), { $nodes } noder, { $speed } M/s
panel-lines-legend-score = Varje variant: motorns värdering (A: anfallarna leder, D: försvararna leder, #: en forcerad vinst i så många drag), sedan dess drag.
panel-lines-legend-chance = Varje variant: vem som leder (A anfallarna, D försvararna) och deras förväntade poäng, där remi räknas som en halv (#: en forcerad vinst i så många drag), sedan dess drag.
panel-line-tip = Variant { $line }: { $bar } (motorns värdering { $score }); { $chances }
panel-line-move-tip = Visa ställningen efter det här draget (Esc för att gå tillbaka)
panel-line-move-name = Variant { $line } drag { $move }
panel-add-line-tip = Lägg till varianten i partiet som sidovariant
panel-add-line-name = Lägg till variant { $line }
panel-by-depth = Bästa draget per djup
panel-by-depth-depth = djup
panel-by-depth-best = bästa
panel-by-depth-score = värdering
panel-judge-while-playing = Bedöm som: { $players } medan du spelar
panel-judge-while-playing-tip = Medan du spelar mot motorn visar stapeln, kurvan och öppningsutforskaren chanserna för det här partiets spelare: dina mot nivån. ”Bedöm som” gäller igen när partiet är slut.
panel-judge-as = Bedöm som
panel-judge-as-tip = Vems chanser dragklasserna, stapeln och kurvan visar (träffsäkerheten mäts efter vad klubbspelare skulle förlora, vem som än spelade, om inte perfekt spel bedömer). { $choice }
panel-review = Analys
panel-review-progress = { $done } / { $total } ställningar
panel-cancel = Avbryt
panel-review-game = Analysera partiet
panel-review-game-tip = Analysera varje ställning i huvudvarianten (Ctrl+R)
panel-review-depth = Analysdjup
panel-accuracy = { $side ->
        [attackers] Anfallarna
       *[defenders] Försvararna
    }: träffsäkerhet { $accuracy }
panel-class-count = { $class ->
        [inaccuracy] onoggrannheter
        [mistake] misstag
       *[blunder] grova misstag
    }
panel-previous-mistake = < Föregående misstag
panel-next-mistake = Nästa misstag >

# Appens egna frågor och besked (dispatch.rs, mod.rs, views.rs).
app-title = Ard Ri - { $name }
app-title-unsaved = Ard Ri - { $name } *
app-new-game = nytt parti
app-internal-error = Något gick fel inne i appen ({ $what }); inget ändrades. Rapportera det gärna.
app-take-back-heading = Ta tillbaka ditt drag?
app-take-back-text = Det här partiet räknas för din rating. Ett parti med ett tillbakataget drag räknas inte: det blir ett vänskapsparti.
app-take-back = Ta tillbaka
app-keep-rated = Behåll partiet rankat
app-use-aid-heading = Använda { $aid }?
app-use-aid-text = Det här partiet räknas för din rating. Med motorns hjälp räknas det inte: det blir ett vänskapsparti.
app-use-aid = Använd { $aid }
app-welcome = Välkommen! Motorn spelar på { $level } i ett första parti: ändra det med Nivå i motorpanelen. F1 förklarar resten.
app-stored-settings = Dina inställningar
app-stored-settings-then = de vanliga används
app-stored-puzzles = Din problemrating och problemhistorik
app-stored-puzzles-then = de börjar om
app-stored-rating = Din partirating
app-stored-rating-then = den börjar om
app-untrusted-kept = Några värden som sparades före din historik gick inte att lita på, så de flyttades inte dit och inget tog deras plats: { $what }. Den gamla filen finns kvar, som den var, som { $file }.
app-untrusted = Några värden som sparades före din historik gick inte att lita på, så de flyttades inte dit: { $what }.
app-untrusted-not-copied = Några värden som sparades före din historik gick inte att lita på, så de flyttades inte dit: { $what }. Den gamla filen kunde inte läggas åt sidan ({ $error }); den skrivs inte över.
app-paste-title = Klistra in en ställning eller drag
app-paste-text = Klistra in (Ctrl+V) en ställningssträng, eller drag från början (c3-c2 d2-e2 ...):
app-paste-field = Inklistrad text
app-paste-use = Använd den
app-help-title = Ard Ri: regler och kortkommandon
app-help-shortcuts = Kortkommandon

# Kortkommandona, för hjälpen (keymap.rs).
keys-new-game = nytt parti (samma sidor)
keys-open = öppna ett parti
keys-library = partibiblioteket (partierna i en mapp)
keys-save-as = spara som
keys-save = spara
keys-paste = klistra in en ställningssträng eller drag (på brädet)
keys-redo = gör om
keys-undo = ångra (tillbakatagna drag sparas som sidovariant)
keys-review = analysera partiet
keys-previous-move = föregående drag (i en förhandsvisning: dess föregående drag)
keys-next-move = nästa drag (i en förhandsvisning: dess nästa drag)
keys-first-position = utgångsställning
keys-last-position = sista ställningen
keys-previous-mistake = föregående misstag (efter en analys)
keys-next-mistake = nästa misstag (efter en analys)
keys-flip = vänd brädet
keys-explorer = öppna eller stäng öppningsutforskaren
keys-escape = lämna en förhandsvisning av en variant, eller stäng hjälpen eller partibiblioteket
keys-board = tangentbordet till brädet: piltangenterna går över rutorna, Enter väljer en pjäs och flyttar den
keys-help = den här hjälpen
