# Reglernas ord: varför ett drag inte är tillåtet, hur ett parti slutade.

rules-illegal-syntax = inget drag (ett drag skrivs som c3c2, c3-c2, c3-c2xb2 eller kd5)
rules-illegal-game-over = partiet är slut
rules-illegal-no-piece = det står ingen pjäs på { $square }
rules-illegal-not-your-piece = på { $square } står { $piece ->
        [attacker] en anfallare
        [defender] en försvarare
       *[king] en kung
    }, men det är { $side ->
        [attackers] anfallarnas
       *[defenders] försvararnas
    } tur
rules-illegal-not-one-step = från { $from } till { $to } är inte ett steg upp, ner, åt vänster eller åt höger
rules-illegal-occupied = rutan { $square } är upptagen
rules-illegal-restricted = bara kungen får gå in på den spärrade rutan { $square }
rules-illegal-captures-differ = draget slår { $actual }, inte { $stated }
rules-end-king-escaped = kungen flydde till ett hörn
rules-end-king-captured = kungen fångades
rules-end-no-legal-move = inget tillåtet drag
rules-end-repetition = tredje upprepningen
rules-end-resignation = uppgivet
rules-end-timeout = tiden tog slut

# The engine's levels: "Level 6 · Strong club · 1539", and each level's name.
rules-level = Nivå { $level } · { $name } · { $rating }
rules-level-1 = Första stegen
rules-level-2 = Nykomling
rules-level-3 = Elev
rules-level-4 = Startklar
rules-level-5 = Nybörjare
rules-level-6 = Novis
rules-level-7 = Lärling
rules-level-8 = På väg upp
rules-level-9 = Klubb
rules-level-10 = Stark klubb
rules-level-11 = Expert
rules-level-12 = Mästare
rules-level-13 = Full styrka

# Varför ett parti inte räknas för ratingen.
rules-reason-take-back = ett drag togs tillbaka
rules-reason-level-changed = nivån ändrades under partiet
rules-reason-sides-changed = sidorna ändrades under partiet
rules-reason-hint = ett tips begärdes
rules-reason-analysis = analysen användes
rules-reason-review = partiet analyserades medan det spelades
rules-reason-explorer = öppningsutforskaren användes
rules-reason-casual = du valde ett vänskapsparti
rules-reason-stopped = det räknades inte när programmet stängdes
rules-reason-match-stopped = matchen avbröts när programmet stängdes
rules-reason-match-game = ett parti i en match, räknat med matchen

# En hjälp från motorn, som frågan ”Använda ...?” nämner den.
rules-aid-analysis = analysen
rules-aid-hint = ett tips
rules-aid-review = partianalysen
rules-aid-explorer = öppningsutforskaren
rules-aid-take-back = att ta tillbaka ett drag

# How a list of squares ends: "c4, d5 and e6".
rules-list-and = { $rest } och { $last }
