# L'explorateur d'ouvertures (explorer/) : sa fenêtre, la ligne sur ses parties, son entrée de menu.

explorer-title = Explorateur d'ouvertures

## La ligne sur les parties, sous le choix des parties.
explorer-no-saved-games = aucune partie à vous enregistrée pour l'instant
explorer-games-forbidden = vos parties dans { $folder } ne peuvent pas être lues (accès refusé)
explorer-games-unreadable = vos parties dans { $folder } n'ont pas pu être lues : { $error }
explorer-reading-the-games = lecture des parties…
explorer-self-play-games = { $count ->
        [one] { $games } partie du moteur contre lui-même
       *[other] { $games } parties du moteur contre lui-même
    }
explorer-shipped-unreadable = les parties fournies sont illisibles : { $error }
explorer-reading-your-games = lecture de vos parties…
explorer-yours = { $count ->
        [one] { $games } des vôtres
       *[other] { $games } des vôtres
    }
explorer-left-out = { $count ->
        [one] ({ $count } écartée : inachevée ou jouée depuis une position composée)
       *[other] ({ $count } écartées : inachevées ou jouées depuis une position composée)
    }
explorer-unreadable = { $count ->
        [one] ({ $count } illisible)
       *[other] ({ $count } illisibles)
    }
explorer-summary = { $shipped } et { $mine }
explorer-settings-what = Le choix des parties de l'explorateur d'ouvertures
explorer-settings-fresh = il compte toutes les parties

## La fenêtre.
explorer-all-games = Toutes les parties
explorer-my-games = Mes parties
explorer-my-games-tip = Parties terminées enregistrées dans { $folder }
explorer-standard-rules-only = L'explorateur ne contient que des parties jouées selon les règles standard.
explorer-reading = Lecture des parties…
explorer-no-game-here = Aucune partie n'a atteint cette position.
explorer-games-here = { $count ->
        [one] { $games } partie ici
       *[other] { $games } parties ici
    }
explorer-games-ended-here = { $count ->
        [one] { $games } partie s'est terminée ici
       *[other] { $games } parties se sont terminées ici
    }
explorer-every-game-ended = Toutes les parties se sont terminées ici.
explorer-results = Victoires des attaquants { $attackers } ({ $attackers_share }), nulles { $draws } ({ $draws_share }), victoires des défenseurs { $defenders } ({ $defenders_share })
explorer-move = Coup
explorer-games = Parties
explorer-results-head = A / nulle / D
explorer-score = Score
explorer-score-head-tip = La chance des { $side ->
        [attackers] attaquants
       *[defenders] défenseurs
    } après chaque coup { $whose }
explorer-play = Jouer { $move }
explorer-no-score = Aucun score enregistré
explorer-score-tip = { $chance } : le score attendu des { $side ->
        [attackers] attaquants
       *[defenders] défenseurs
    } après ce coup (une nulle compte pour moitié), { $whose } ({ $wdl }).
explorer-engine-score = Score du moteur { $eval }, issu des recherches faites pendant les parties.
