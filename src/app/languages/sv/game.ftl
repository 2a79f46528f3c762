# Partiets kärna (game/ med board/ och session/): vem som spelar vilken sida, värderingsstapelns
# ord, vems chanser som visas, spelarnas namn, brädets rutor för en skärmläsare, och varför en
# ställning eller en variant avvisas.

## Vem som spelar vilken sida.
game-you-defend = Du spelar försvararna
game-you-attack = Du spelar anfallarna
game-you-both = Du spelar båda sidor
game-engine-both = Motorn spelar båda sidor

## För vem chanserna gäller, i slutet av en mening.
game-judge-engine = mellan perfekta spelare (motorns egen syn)
game-judge-equal = mellan två spelare med rating { $rating }
game-judge-players = för anfallare med rating { $attackers } mot försvarare med rating { $defenders }

## Värderingsstapelns verktygstips.
game-bar-tip = { $chance }: den ledande sidans förväntade poäng (remi räknas som en halv), { $whose } ({ $wdl }).
game-bar-engine-score = Motorns värdering { $eval } (A = anfallarna leder, D = försvararna leder, # = tvingad vinst i så många drag).
game-wdl = anfallarna vinner { $attackers }, remi { $draw }, försvararna vinner { $defenders }
game-attackers-won = A vann
game-defenders-won = D vann
game-draw = Remi

## Bedöm som.
game-club-players = klubbspelare ({ $rating })
game-perfect-play = perfekt spel
game-players-tip = Chanserna för de här två spelarna med den rating de hade när partiet spelades (en spelare utan rating räknas som klubbspelare, nivå { $level }; en rating utanför { $low } till { $high }, de ratingar som modellen anpassades efter, bedöms som den närmaste av de två): en miss som sådana spelare straffar är ett misstag, en som de sällan hittar är det inte.
game-club-tip = Chanserna för två klubbspelare, oavsett vem som spelade partiet.
game-perfect-tip = Motorns egen syn: chanserna mellan perfekta spelare, mellan vilka anfallarna vinner nästan varje parti från utgångsställningen.

## Ett partis spelare i korthet.
game-player-you = du
game-player-level = Nivå { $level }
game-player-engine = motorn
game-player-unnamed = namnlös
game-player-rated = { $player } ({ $rating })
game-player-held = { $player } ({ $rating }, bedöms som { $held })
game-player-club = { $player } (klubb, { $rating })
game-players-vs = { $attackers } – { $defenders }

game-the-start = början

## Varför man inte kan spela från en ställning.
game-king-on-corner = kungen står i ett hörn: försvararna har redan vunnit
game-no-legal-move = { $side ->
        [attackers] anfallarna
       *[defenders] försvararna
    } har inget tillåtet drag

## Varför en variant avvisas när ett parti öppnas.
game-variation-past-end = variant { $variation } grenar av efter drag { $after }, men partiet har bara { $moves } drag
game-variation-over = partiet var redan slut ({ $outcome })
game-variation-illegal = variant { $variation }, dess drag { $number } ({ $move }): { $reason }

## En ruta som en skärmläsare läser den.
game-square-attacker = anfallare
game-square-defender = försvarare
game-square-king = kung
game-square-corner = hörn
game-square-empty = tom
game-square-can-be-taken = kan slås
game-square-captured = kungen fångades
game-square-escaped = kungen flydde
game-square-on-kings-way = på kungens väg till ett hörn
game-square-selected = vald
game-square-legal-target = tillåtet mål
game-square-can-move = kan flyttas

# Det som väntar på svaret på ”Vill du spara dem innan ...?” (som bisats).
game-going-on = du fortsätter
