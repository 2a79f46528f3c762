# Le cœur de la partie (game/ avec board/ et session/) : qui joue quel camp, les mots de la barre
# d'évaluation, de qui les chances sont montrées, les noms des joueurs, les cases du plateau pour un
# lecteur d'écran, et pourquoi une position ou une variante est refusée.

## Qui joue quel camp.
game-you-defend = Vous jouez les défenseurs
game-you-attack = Vous jouez les attaquants
game-you-both = Vous jouez les deux camps
game-engine-both = Le moteur joue les deux camps

## Pour qui les chances valent, à la fin d'une phrase.
game-judge-engine = entre joueurs parfaits (le point de vue du moteur)
game-judge-equal = entre deux joueurs classés { $rating }
game-judge-players = pour des attaquants classés { $attackers } contre des défenseurs classés { $defenders }

## L'info-bulle de la barre d'évaluation.
game-bar-tip = { $chance } : le score attendu du camp en tête (une nulle compte pour moitié), { $whose } ({ $wdl }).
game-bar-engine-score = Score du moteur { $eval } (A = attaquants en tête, D = défenseurs en tête, # = gain forcé en autant de coups).
game-wdl = victoire des attaquants { $attackers }, nulle { $draw }, victoire des défenseurs { $defenders }
game-attackers-won = A gagne
game-defenders-won = D gagne
game-draw = Nulle

## Juger comme.
game-club-players = joueurs de club ({ $rating })
game-perfect-play = jeu parfait
game-players-tip = Les chances de ces deux joueurs selon leur classement au moment de la partie (un joueur sans classement compte comme un joueur de club, niveau { $level } ; un classement en dehors de { $low } à { $high }, les classements sur lesquels le modèle a été ajusté, est jugé comme le plus proche des deux) : une faute que de tels joueurs punissent est une erreur, une faute qu'ils trouvent rarement ne l'est pas.
game-club-tip = Les chances de deux joueurs de club, quels que soient les joueurs de la partie.
game-perfect-tip = Le point de vue du moteur : les chances entre joueurs parfaits, entre lesquels les attaquants gagnent presque toutes les parties depuis la position de départ.

## Les joueurs d'une partie en bref.
game-player-you = vous
game-player-level = Niveau { $level }
game-player-engine = le moteur
game-player-unnamed = sans nom
game-player-rated = { $player } ({ $rating })
game-player-held = { $player } ({ $rating }, jugé comme { $held })
game-player-club = { $player } (club, { $rating })
game-players-vs = { $attackers } contre { $defenders }

game-the-start = le début

## Pourquoi on ne peut pas jouer depuis une position.
game-king-on-corner = le roi est dans un coin : les défenseurs ont déjà gagné
game-no-legal-move = les { $side ->
        [attackers] attaquants
       *[defenders] défenseurs
    } n'ont aucun coup légal

## Pourquoi une variante est refusée à l'ouverture d'une partie.
game-variation-past-end = la variante { $variation } part après le coup { $after }, mais la partie n'a que { $moves } { $moves ->
        [one] coup
       *[other] coups
    }
game-variation-over = la partie était déjà terminée ({ $outcome })
game-variation-illegal = variante { $variation }, son coup { $number } ({ $move }) : { $reason }

## Une case telle qu'un lecteur d'écran la lit.
game-square-attacker = attaquant
game-square-defender = défenseur
game-square-king = roi
game-square-corner = coin
game-square-empty = vide
game-square-can-be-taken = en prise
game-square-captured = roi capturé
game-square-escaped = roi échappé
game-square-on-kings-way = sur le chemin du roi vers un coin
game-square-selected = sélectionnée
game-square-legal-target = destination légale
game-square-can-move = peut se déplacer

# Ce qui attend la réponse à « Les enregistrer avant ... ? » (avec « de »).
game-going-on = de continuer
