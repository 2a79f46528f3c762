# Votre classement de parties : ses lignes sous le niveau dans le panneau Moteur, si la partie en
# cours compte et pourquoi non, les matchs en deux parties, et les nouvelles après une partie
# classée ou un match.

rating-new-match = Nouveau match (2 parties, camps inversés)
rating-you-start = Vous commencez avec les { $side ->
        [attackers] attaquants
       *[defenders] défenseurs
    }

rating-text = { $rating } ± { $deviation } ({ $games ->
        [0] aucune partie classée pour l'instant
        [one] { $games } partie
       *[other] { $games } parties
    })
rating-text-provisional = { $rating }? ± { $deviation } (provisoire, { $games ->
        [0] aucune partie classée pour l'instant
        [one] { $games } partie
       *[other] { $games } parties
    })
rating-yours = Votre classement : { $rating }
rating-yours-unavailable = Votre classement : indisponible (votre historique n'a pas pu être ouvert ; nouvel essai à votre prochaine partie)
rating-yours-reading = Votre classement : lecture de votre historique…
rating-match-my-rating = Niveau selon mon classement
rating-match-my-rating-tip = Jouer contre le niveau le plus proche de votre classement : { $level }

rating-counts = Cette partie compte pour votre classement contre { $level } : pas de coup repris ; l'analyse, les indices, l'explorateur et l'analyse de partie demandent d'abord.
rating-not-rated = Cette partie n'est pas classée : { $why }.

rating-result = { $result ->
        [won] Vous avez gagné
        [lost] Vous avez perdu
       *[draw] Partie nulle
    } contre { $opponent }. Votre classement : { $rating } ({ $change }). Essayez ensuite { $next }.
rating-result-unrated = { $result ->
        [won] Vous avez gagné
        [lost] Vous avez perdu
       *[draw] Partie nulle
    } contre { $opponent }. Votre classement changera une fois la partie dans votre historique.

rating-next-match-game = Partie suivante du match
rating-next-match-game-tip = La deuxième partie, camps inversés
rating-match-first = Match contre { $level } : partie 1 sur 2, vous jouez les { $side ->
        [attackers] attaquants
       *[defenders] défenseurs
    }.
rating-match-second = Match contre { $level } : partie 1 { $first ->
        [won] gagnée
        [lost] perdue
       *[draw] nulle
    } ; ensuite, partie 2 sur 2, vous jouez les { $side ->
        [attackers] attaquants
       *[defenders] défenseurs
    }.
rating-match-played = Match contre { $level } : les deux parties sont jouées.
rating-match-game-one = Partie 1 du match : { $result ->
        [won] vous avez gagné
        [lost] vous avez perdu
       *[draw] partie nulle
    }. « Partie suivante du match » (panneau Moteur) inverse les camps.
rating-tie-break = { $winner ->
        [you] vous gagnez
       *[level] le niveau gagne
    } au départage : votre victoire a pris { $mine ->
        [one] { $mine } coup
       *[other] { $mine } coups
    }, celle du niveau { $theirs ->
        [one] { $theirs } coup
       *[other] { $theirs } coups
    }
rating-match-outcome = { $result ->
        [won] Vous avez gagné le match
        [lost] Vous avez perdu le match
       *[draw] Match nul
    } contre { $level }, { $points }.
rating-match-outcome-tie-break = { $result ->
        [won] Vous avez gagné le match
        [lost] Vous avez perdu le match
       *[draw] Match nul
    } contre { $level }, { $points } ({ $tiebreak }).
rating-match-counted = { $outcome } Votre classement : { $rating } ({ $change }).
rating-match-not-counted = { $outcome } Il ne compte pas pour votre classement : un coup a été repris ou un indice demandé.
