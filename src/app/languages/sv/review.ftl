# Analysen: Varför-raderna under draglistan, analysens besked, menyvalen för misstagen.

review-why-title = Varför { $move } är { $class ->
        [inaccuracy] en onoggrannhet
        [mistake] ett misstag
       *[blunder] ett grovt misstag
    }
review-loses-king-captured = Detta låter anfallarna fånga kungen med { $move }.
review-loses-king-escapes = Detta låter kungen fly med { $move }.
review-missed-win-king-captured = Detta missar en vinst direkt: { $move } fångar kungen.
review-missed-win-king-escapes = Detta missar en vinst direkt: { $move } för kungen till hörnet.
review-missed-forced-win = Detta släpper en forcerad vinst i { $moves } drag.
review-allows-forced-loss = Detta ger { $side ->
        [attackers] anfallarna
       *[defenders] försvararna
    } en forcerad vinst i { $moves } drag.
review-leaves-pieces = Detta lämnar { $kind ->
        [attacker] { $count ->
            [one] anfallaren
           *[other] anfallarna
        }
       *[defender] { $count ->
            [one] försvararen
           *[other] försvararna
        }
    } på { $squares } att slås av { $move }.
review-missed-capture = Detta missar att slå { $kind ->
        [attacker] { $count ->
            [one] anfallaren
           *[other] anfallarna
        }
       *[defender] { $count ->
            [one] försvararen
           *[other] försvararna
        }
    } på { $squares } med { $move }.
review-better-captures-king = Bättre var { $move }, som fångar kungen.
review-better-king-escapes = Bättre var { $move }: kungen flyr.
review-better-forced-win = Bättre var { $move }, som vinner forcerat i { $moves } drag.
review-better-takes = Bättre var { $move }, som slår { $kind ->
        [attacker] { $count ->
            [one] anfallaren
           *[other] anfallarna
        }
       *[defender] { $count ->
            [one] försvararen
           *[other] försvararna
        }
    } på { $squares }.
review-better-stops-win = Bättre var { $move }, { $side ->
        [attackers] som håller kungen borta från hörnet
       *[defenders] som hindrar att kungen fångas
    }.
review-better-engines-choice = Bättre var { $move }, motorns val.
review-no-mistake-after = Inget misstag efter detta drag.
review-no-mistake-after-unreviewed = Inget misstag efter detta drag (analysera partiet för att hitta dem).
review-no-mistake-before = Inget misstag före detta drag.
review-no-mistake-before-unreviewed = Inget misstag före detta drag (analysera partiet för att hitta dem).
review-previous-mistake = Föregående misstag
review-next-mistake = Nästa misstag
review-finished = Analysen klar: träffsäkerhet anfallarna { $attackers }, försvararna { $defenders }.
review-graph = Värderingskurva
review-graph-line = Försvararnas vinstchans (%)
review-graph-even = jämnt
review-graph-shown = visat drag
