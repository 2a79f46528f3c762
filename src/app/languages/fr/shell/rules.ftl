# Les mots des règles : pourquoi un coup n'est pas permis, comment une partie s'est terminée.

rules-illegal-syntax = ce n'est pas un coup (un coup s'écrit comme c3c2, c3-c2, c3-c2xb2 ou kd5)
rules-illegal-game-over = la partie est terminée
rules-illegal-no-piece = il n'y a pas de pièce en { $square }
rules-illegal-not-your-piece = en { $square } se trouve { $piece ->
        [attacker] un attaquant
        [defender] un défenseur
       *[king] un roi
    }, mais c'est aux { $side ->
        [attackers] attaquants
       *[defenders] défenseurs
    } de jouer
rules-illegal-not-one-step = de { $from } à { $to }, ce n'est pas un pas vers le haut, le bas, la gauche ou la droite
rules-illegal-occupied = la case { $square } est occupée
rules-illegal-restricted = seul le roi peut entrer sur la case réservée { $square }
rules-illegal-captures-differ = le coup prend { $actual }, pas { $stated }
rules-end-king-escaped = le roi s'est échappé vers un coin
rules-end-king-captured = le roi a été capturé
rules-end-no-legal-move = aucun coup légal
rules-end-repetition = troisième répétition
rules-end-resignation = abandon
rules-end-timeout = le temps est écoulé

# The engine's levels: "Level 6 · Strong club · 1539", and each level's name.
rules-level = Niveau { $level } · { $name } · { $rating }
rules-level-1 = Premiers pas
rules-level-2 = Nouveau venu
rules-level-3 = Élève
rules-level-4 = Débutant
rules-level-5 = Apprenti
rules-level-6 = Novice
rules-level-7 = Initié
rules-level-8 = En progrès
rules-level-9 = Club
rules-level-10 = Club fort
rules-level-11 = Expert
rules-level-12 = Maître
rules-level-13 = Pleine puissance

# Pourquoi une partie ne compte pas pour le classement.
rules-reason-take-back = un coup a été repris
rules-reason-level-changed = le niveau a été changé pendant la partie
rules-reason-sides-changed = les camps ont été changés pendant la partie
rules-reason-hint = un indice a été demandé
rules-reason-analysis = l'analyse a été utilisée
rules-reason-review = la partie a été analysée pendant qu'elle était jouée
rules-reason-explorer = l'explorateur d'ouvertures a été utilisé
rules-reason-casual = vous avez choisi une partie amicale
rules-reason-stopped = elle ne comptait pas quand le programme s'est arrêté
rules-reason-match-stopped = le match s'est arrêté avec le programme
rules-reason-match-game = une partie d'un match, comptée avec le match

# Une aide du moteur, telle que la question « Utiliser ... ? » la nomme.
rules-aid-analysis = l'analyse
rules-aid-hint = un indice
rules-aid-review = l'analyse de la partie
rules-aid-explorer = l'explorateur d'ouvertures
rules-aid-take-back = une reprise de coup

# How a list of squares ends: "c4, d5 and e6".
rules-list-and = { $rest } et { $last }
