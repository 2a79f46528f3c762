# Problem (puzzles/): menyn Problem, problemfönstret, det som sägs medan ett problem spelas, och
# Mina problem (de egna, hittade i de analyserade partierna).

puzzles-menu-solve = Lös problem
puzzles-next = Nästa problem
puzzles-mining = letar efter problem i det här partiet ({ $done } av { $of } missade vinster kontrollerade)
puzzles-again = En gång till från början.
puzzles-solution = Lösningen: { $moves }
puzzles-none-of-your-own = Inga egna problem än: analysera ett parti du har spelat, så blir de forcerade vinster du missade problem här.
puzzles-all-played = Alla problem i det här temat har spelats: försök igen med dem från historiken.
puzzles-no-such = Inget problem { $id }.
puzzles-wrong-move = { $move } är inte rätt drag. Försök igen.
puzzles-solved-after-wrong-move = Löst, men efter ett felaktigt drag: det räknas som misslyckat.
puzzles-solved = Löst!
puzzles-right = Rätt! Svaret: { $reply }. Ditt drag igen.

puzzles-mine-not-a-file = Dina egna problem kunde inte läsas: { $reason }. Nya sparas inte den här gången (inget där ändrades).
puzzles-mine-too-many = Dina egna problem ({ $path }) innehöll { $held } problem: de { $kept } nyaste behålls.
puzzles-mine-moved-aside = Dina egna problem kunde inte läsas, så en ny lista påbörjades. Den gamla filen sparades som { $path }.
puzzles-mine-unreadable = Dina egna problem ({ $path }) kunde inte läsas, så nya sparas inte den här gången (filen lämnas som den var).
puzzles-mine-not-saved = Dina egna problem kunde inte sparas i { $path } ({ $reason }); nya behålls tills du avslutar.
puzzles-mine-added = { $count ->
        [one] { $count } problem
       *[other] { $count } problem
    } från det här partiet har lagts till i Mina problem.

puzzles-find-best-move = Hitta det bästa draget för { $side ->
        [attackers] anfallarna
       *[defenders] försvararna
    }.
puzzles-shipped-set = Medföljande samling ({ $count })
puzzles-my-puzzles = Mina problem ({ $count })
puzzles-title = Problem
puzzles-your-rating = Din rating: { $rating } (avvikelse { $deviation })
puzzles-streak = Svit: { $streak } (bästa { $best })
puzzles-from = Problem från
puzzles-theme = Tema
puzzles-any-theme = Alla teman
puzzles-theme-escape = Kungen flyr
puzzles-theme-king-capture = Kungen fångas
puzzles-theme-blockade = Blockad (inget drag kvar)
puzzles-theme-material = Material
puzzles-puzzle = Problem { $id } - rating { $rating } - { $themes }
puzzles-retry = Försök igen
puzzles-show-solution = Lösning
puzzles-close = Stäng problem
puzzles-history = Historik ({ $count })
puzzles-history-solved = löst
puzzles-history-failed = misslyckat
puzzles-retry-puzzle = Försök { $id } igen

# The game shown on the board: its event and the name of the side the person does not play.
puzzles-event = Problem { $id }
puzzles-opponent = Problem
