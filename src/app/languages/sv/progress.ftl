# Sidan Framsteg (Parti > Framsteg): översikten över din historik, diagrammen, resultaten per nivå
# och sida, dina partier en sida i taget, och historikens säkerhetskopior.

progress-menu = Framsteg
progress-menu-restore = Återställ din historik från en säkerhetskopia...
progress-title = Framsteg
progress-reading = Läser din historik…
progress-cannot-open = Det partiet kunde inte öppnas: { $error }.
progress-event-level = Mot nivå { $level }, från din historik
progress-event = Från din historik

progress-period-any = när som helst
progress-period-week = senaste 7 dagarna
progress-period-month = senaste 30 dagarna
progress-period-year = senaste 12 månaderna
progress-result-any = alla resultat
progress-result-won = vunnet
progress-result-drawn = oavgjort
progress-result-lost = förlorat
progress-result-unfinished = ej avslutat
progress-side-attackers = anfallare
progress-side-defenders = försvarare
progress-side-both = båda

progress-rating = Din rating: { $rating } ± { $deviation } efter { $games ->
        [one] { $games } rankat parti
       *[other] { $games } rankade partier
    }
progress-rating-provisional = Din rating: { $rating }? ± { $deviation } efter { $games ->
        [one] { $games } rankat parti
       *[other] { $games } rankade partier
    } (preliminär)
progress-no-rating = Inget rankat parti än: spela mot en nivå från utgångsställningen för att få en rating.
progress-games-kept = { $games ->
        [one] { $games } parti sparat
       *[other] { $games } partier sparade
    } · längsta vinstsvit i rankade partier { $best } (nu { $current })
progress-puzzles = Problemrating { $rating } · { $puzzles ->
        [one] { $puzzles } problem prövat
       *[other] { $puzzles } problem prövade
    } · längsta svit { $best }
progress-unreadable = Utelämnade eftersom de inte kan läsas: { $rows }.

progress-rating-chart = Rating över dina rankade partier
progress-chart-empty = Diagrammet börjar med ditt första rankade parti.
progress-chart-click = Klicka på en punkt för att öppna det partiet
progress-chart-rating = rating
progress-chart-games = partier
progress-accuracy = Din träffsäkerhet i analyserade partier
progress-accuracy-line = { $games ->
        [one] { $games } parti analyserat
       *[other] { $games } partier analyserade
    }; det senaste { $last }
progress-chart-accuracy = träffsäkerhet
progress-chart-reviewed = analyserade partier
progress-puzzle-rating = Problemrating
progress-chart-puzzle-rating = problemrating

progress-results = Resultat per nivå och sida
progress-no-level-game = Inget parti mot en nivå än.
progress-rated-games = Rankade partier
progress-casual-games = Vänskapspartier
# Korta kolumnrubriker (V / O / F), så att tabellen får plats i en smal sidopanel.
progress-head-level = Nivå
progress-head-level-tip = Motorns nivå
progress-head-side = Sida
progress-head-side-tip = Sidan du spelade
progress-head-won = V
progress-head-won-tip = Vunna
progress-head-drawn = O
progress-head-drawn-tip = Oavgjorda
progress-head-lost = F
progress-head-lost-tip = Förlorade

progress-your-games = Dina partier
progress-level = nivå { $level }
progress-level-rating = nivå { $level } ({ $rating })
progress-no-level = ingen nivå
progress-counted = rankat: { $before } till { $after } ({ $change })
progress-rated = rankat
progress-casual = vänskapsparti ({ $why })
progress-filter-level = Nivå
progress-filter-result = Resultat
progress-filter-played = Spelat
progress-any-level = alla nivåer
progress-no-games = Inget parti här än.
progress-open = Öppna
progress-open-tip = Öppna det här partiet på brädet för att studera det
progress-more = Mer
progress-open-review = Öppna och analysera
progress-save-as = Spara som fil...
progress-newer = Nyare
progress-older = Äldre
progress-page = { $first }-{ $last } av { $total }

progress-backups = Säkerhetskopior
progress-no-backup = Ingen säkerhetskopia än: en görs högst en gång om dagen, när appen startar.
progress-backups-about = En om dagen (de sju senaste, uppdaterade när du avslutar) och din historik som den var före varje uppdatering eller återställning (de fem senaste). Vid en återställning läggs din historik som den är nu först in i den här listan, så att en återställning kan ångras.
progress-restore-button = Återställ…
progress-restore-tip = Sätt den här säkerhetskopian i stället för din historik (frågar först)
progress-backup-daily = daglig säkerhetskopia
progress-backup-before-restore = din historik som den var före en återställning
progress-backup-before-update = din historik som den var före uppdateringen från historikversion { $version }
progress-holds = { $games ->
        [0] inga partier
        [one] { $games } parti
       *[other] { $games } partier
    }, { $rating ->
        [none] ingen rating
       *[other] en rating på { $rating }
    }, { $stars ->
        [0] inga lektionsstjärnor
        [one] { $stars } lektionsstjärna
       *[other] { $stars } lektionsstjärnor
    }
progress-backup-unreadable = kan inte läsas: { $error }
progress-holds-unreadable = kan inte läsas
progress-restore-heading = Återställa din historik från { $when }?
progress-restore-text =
    Din historik nu: { $now }.
    Den här säkerhetskopian ({ $kind }): { $holds }.
    Dina partier, ratingar, problem och lektioner går tillbaka till det som säkerhetskopian innehåller. Din historik som den är nu sparas först i listan över säkerhetskopior, så att du kan återställa den igen för att ångra detta.
progress-restore = Återställ
progress-cancel = Avbryt
