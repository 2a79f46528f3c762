# Öppningsutforskaren (explorer/): dess fönster, raden om dess partier, dess menyval.

explorer-title = Öppningsutforskare

## Raden om partierna, under valet av partier.
explorer-no-saved-games = du har inga sparade partier ännu
explorer-games-forbidden = dina partier i { $folder } får inte läsas
explorer-games-unreadable = dina partier i { $folder } kunde inte läsas: { $error }
explorer-reading-the-games = läser partierna…
explorer-self-play-games = { $count ->
        [one] { $games } parti där motorn mötte sig själv
       *[other] { $games } partier där motorn mötte sig själv
    }
explorer-shipped-unreadable = de medföljande partierna går inte att läsa: { $error }
explorer-reading-your-games = läser dina partier…
explorer-yours = { $count ->
        [one] { $games } av dina
       *[other] { $games } av dina
    }
explorer-left-out = { $count ->
        [one] ({ $count } utelämnat: ofärdigt eller från en uppställd ställning)
       *[other] ({ $count } utelämnade: ofärdiga eller från en uppställd ställning)
    }
explorer-unreadable = { $count ->
        [one] ({ $count } oläsbart)
       *[other] ({ $count } oläsbara)
    }
explorer-summary = { $shipped } och { $mine }
explorer-settings-what = Öppningsutforskarens val av partier
explorer-settings-fresh = den räknar alla partier

## Fönstret.
explorer-all-games = Alla partier
explorer-my-games = Mina partier
explorer-my-games-tip = Avslutade partier sparade i { $folder }
explorer-standard-rules-only = Utforskaren har bara partier med standardreglerna.
explorer-reading = Läser partierna…
explorer-no-game-here = Inget parti nådde den här ställningen.
explorer-games-here = { $count ->
        [one] { $games } parti här
       *[other] { $games } partier här
    }
explorer-games-ended-here = { $count ->
        [one] { $games } parti slutade här
       *[other] { $games } partier slutade här
    }
explorer-every-game-ended = Alla partier slutade här.
explorer-results = Anfallarna vann { $attackers } ({ $attackers_share }), remi { $draws } ({ $draws_share }), försvararna vann { $defenders } ({ $defenders_share })
explorer-move = Drag
explorer-games = Partier
explorer-results-head = A / remi / D
explorer-score = Värdering
explorer-score-head-tip = { $side ->
        [attackers] Anfallarnas
       *[defenders] Försvararnas
    } chans efter varje drag { $whose }
explorer-play = Spela { $move }
explorer-no-score = Ingen värdering sparad
explorer-score-tip = { $chance }: { $side ->
        [attackers] anfallarnas
       *[defenders] försvararnas
    } förväntade poäng efter detta drag (remi räknas som en halv), { $whose } ({ $wdl }).
explorer-engine-score = Motorns värdering { $eval }, från sökningarna under partierna.
