# Les leçons : leur fenêtre, ce qui est dit à l'élève et (plus bas) les textes de chaque étape et de chaque exercice.

lessons-menu = Apprendre à jouer (leçons)
lessons-none = Cette version ne contient aucune leçon.
lessons-not-allowed = Ce coup n'est pas permis : { $why }.
# $moves sont les réponses de l'adversaire, écrites comme sur le plateau (« d2-d3, e2-e3 »).
lessons-answered = Les { $side ->
        [attackers] attaquants
       *[defenders] défenseurs
    } ont répondu { $moves }.
lessons-your-move = À vous de jouer.
lessons-well-done-three = Bravo ! Trois étoiles : le chemin le plus court.
lessons-well-done-moves = Bravo ! Moins de trois étoiles : c'est faisable en { $par ->
        [one] { $par } coup
       *[other] { $par } coups
    } (vous en avez joué { $used }). Réessayez pour les trois étoiles.
lessons-well-done-hint = Bravo ! Moins de trois étoiles : l'indice coûte une étoile. Réessayez pour les trois étoiles.
lessons-well-done-moves-hint = Bravo ! Moins de trois étoiles : c'est faisable en { $par ->
        [one] { $par } coup
       *[other] { $par } coups
    } (vous en avez joué { $used }) ; l'indice coûte une étoile. Réessayez pour les trois étoiles.
lessons-failed = { $why } Appuyez sur Réessayer pour recommencer.
lessons-last = C'était le dernier exercice : vous avez suivi toutes les leçons. Fermez les leçons et jouez une partie !
lessons-last-unfinished = C'était le dernier exercice. { $count ->
        [one] Un exercice n'a
       *[other] { $count } exercices n'ont
    } encore aucune étoile : vous { $count ->
        [one] le trouverez
       *[other] les trouverez
    } sous « Toutes les leçons ».
lessons-again = On reprend depuis le début.
# Pourquoi une tentative a échoué.
lessons-piece-taken = Les { $side ->
        [attackers] attaquants
       *[defenders] défenseurs
    } ont pris { $kind ->
        [attacker] { $count ->
            [one] votre attaquant
           *[other] vos attaquants
        }
       *[defender] { $count ->
            [one] votre défenseur
           *[other] vos défenseurs
        }
    } en { $squares }.
lessons-king-beside-corner = Le roi se tient à côté d'un coin et l'atteindra à son prochain coup.
lessons-way-open = Le roi n'est pas enfermé : il peut encore rejoindre { $count ->
        [one] le coin
       *[other] les coins
    } { $squares }.
lessons-won-otherwise = Vous avez gagné la partie ({ $how }), mais cet exercice demande autre chose : { $goal }
lessons-end-king-escaped = Le roi s'est échappé vers un coin.
lessons-end-king-captured = Le roi a été capturé.
lessons-end-you-cannot-move = Vous n'avez plus aucun coup légal, et un camp qui ne peut plus jouer perd.
lessons-end-they-cannot-move = L'autre camp ne peut plus jouer.
lessons-end-repetition = La même position est revenue une troisième fois : la partie est nulle.
lessons-end-over = La partie est terminée.
# La fenêtre.
lessons-window = Leçons
lessons-close = Fermer les leçons
lessons-all = Toutes les leçons
lessons-where = { $stage } : { $number } sur { $count }
lessons-you-play = Vous jouez les { $side ->
        [attackers] attaquants
       *[defenders] défenseurs
    }. Trois étoiles en { $par ->
        [one] { $par } coup
       *[other] { $par } coups
    }.
lessons-hint-shown = Indice : { $hint }
lessons-stars = { $earned ->
        [one] { $earned } étoile sur 3
       *[other] { $earned } étoiles sur 3
    }
lessons-exercise-stars = Exercice { $number } : { $earned ->
        [one] { $earned } étoile sur 3
       *[other] { $earned } étoiles sur 3
    }
lessons-retry = Réessayer
lessons-hint = Indice (coûte une étoile)
lessons-next = Suivant
lessons-skip = Passer
lessons-stage-stars = { $earned ->
        [one] { $earned } étoile sur { $most }
       *[other] { $earned } étoiles sur { $most }
    }
lessons-welcome = Vous découvrez l'Ard Ri ?
lessons-welcome-text = De courtes leçons sur le plateau enseignent les règles, en quelques coups chacune : comment les pièces se déplacent et prennent, comment le roi s'échappe et comment on le capture.
lessons-welcome-yes = Apprendre à jouer
lessons-welcome-no = Pas maintenant

lessons-moving-title = Le déplacement des pièces
lessons-moving-intro = Chaque pièce, le roi aussi, se déplace d'une case à la fois : vers le haut, le bas, la gauche ou la droite, sur une case vide. Aucune pièce ne se déplace en diagonale ni ne saute. Cinq cases sont réservées : les quatre coins et la case centrale d4, le trône. Seul le roi peut s'y tenir. Les deux camps jouent à tour de rôle, un coup chacun.
lessons-moving-1-goal = Amenez votre défenseur de c2 à c5.
lessons-moving-1-hint = Une case par coup, tout droit vers le haut : c3, puis c4, puis c5.
lessons-moving-2-goal = Amenez le roi sur le trône, la case centrale d4.
lessons-moving-2-hint = Deux pas vers la droite : c4, puis d4. Seul le roi peut se tenir sur le trône.
lessons-moving-3-goal = Amenez votre défenseur de c4 à e4. Le trône barre le chemin.
lessons-moving-3-hint = Un défenseur ne peut pas aller sur le trône (d4). Contournez-le : montez en c5, allez à droite en d5 puis e5, redescendez en e4.
lessons-moving-4-goal = Amenez votre attaquant de a6 à b7.
lessons-moving-4-hint = Le coin a7 est interdit aux attaquants aussi : allez à droite en b6, puis montez en b7.

lessons-capturing-title = Prendre une pièce
lessons-capturing-intro = Vous prenez une pièce ennemie en déplaçant l'une des vôtres de sorte que la pièce ennemie se retrouve coincée entre deux des vôtres, en ligne droite : une de chaque côté, à gauche et à droite, ou au-dessus et au-dessous. Seul le camp qui joue prend. Le roi fait exception : deux attaquants ne suffisent pas pour le capturer (voir « Capturer le roi »).
lessons-capturing-1-goal = Prenez l'attaquant en d5.
lessons-capturing-1-hint = Votre défenseur en c5 est d'un côté. Placez-en un autre de l'autre côté, en e5.
lessons-capturing-2-goal = Prenez le défenseur en c4.
lessons-capturing-2-hint = Votre attaquant en c3 est en dessous. Placez-en un au-dessus, en c5.
lessons-capturing-3-goal = Prenez les deux attaquants, c5 et e5, en un seul coup.
lessons-capturing-3-hint = Glissez-vous entre eux, en d5 : chacun est alors coincé entre deux défenseurs.
lessons-capturing-4-goal = Prenez l'attaquant en e4 en deux coups.
lessons-capturing-4-hint = Placez un défenseur en e6. Si l'attaquant reste, descendez en e5 et prenez-le ; s'il monte en e5, refermez le piège par en dessous avec e3-e4.
lessons-capturing-5-goal = Prenez le défenseur en d3 en deux coups.
lessons-capturing-5-hint = Il faut un attaquant de chaque côté, en c3 et en e3. Amenez-en d'abord un en e3 : le défenseur ne peut pas se mettre à l'abri à temps.

lessons-king-captures-title = Le roi prend aussi
lessons-king-captures-intro = Le roi combat aux côtés de ses défenseurs. Quand il joue, il prend comme n'importe quelle pièce, et il peut être la seconde pièce d'une prise faite par un défenseur. Les attaquants qui l'oublient perdent des pièces.
lessons-king-captures-1-goal = Prenez l'attaquant en c5 avec le roi.
lessons-king-captures-1-hint = Votre défenseur en c6 est au-dessus de l'attaquant. Amenez le roi en dessous, en c4.
lessons-king-captures-2-goal = Prenez l'attaquant en e5 avec un défenseur, contre le roi.
lessons-king-captures-2-hint = Le roi en e4 est sous l'attaquant. Un défenseur en e6 complète la prise.
lessons-king-captures-3-goal = Prenez les deux attaquants en un seul coup du roi.
lessons-king-captures-3-hint = Descendez le roi entre eux, en d5.
lessons-king-captures-4-goal = Prenez l'attaquant en c4 en deux coups.
lessons-king-captures-4-hint = Le roi en c3 est en dessous, donc un défenseur en c5 le prend. Passez par c6 pour y aller.

lessons-safe-between-title = À l'abri entre deux
lessons-safe-between-intro = Une pièce peut se placer dans l'espace entre deux pièces ennemies : elle n'est pas prise, car seul le camp qui joue prend, et ces deux-là n'ont pas bougé. Elle y reste à l'abri jusqu'à ce que l'une d'elles s'en aille et qu'une pièce ennemie revienne sur cette case.
lessons-safe-between-1-goal = Prenez l'attaquant en c4. Votre défenseur peut se glisser entre les deux attaquants en b5 et d5.
lessons-safe-between-1-hint = c6-c5 place votre défenseur entre deux attaquants, où il est à l'abri, et coince c4 contre votre défenseur en c3.
lessons-safe-between-2-goal = Amenez votre défenseur de c2 à c4, par la brèche dans la ligne des attaquants.
lessons-safe-between-2-hint = Entrez dans la brèche, en c3 : entre b3 et d3, vous êtes à l'abri. Puis continuez jusqu'en c4.
lessons-safe-between-3-goal = Prenez le défenseur en c4 en vous glissant entre le roi et un défenseur.
lessons-safe-between-3-hint = c6-c5 se glisse entre le roi en b5 et le défenseur en d5, où il est à l'abri, et coince c4 contre votre attaquant en c3.

lessons-king-capture-title = Capturer le roi
lessons-king-capture-intro = Les attaquants gagnent en capturant le roi, et deux attaquants n'y suffisent pas. Il est capturé quand un attaquant vient se placer à côté de lui et que chaque case voisine est alors occupée par un attaquant, est une case réservée (le trône ou un coin) ou se trouve hors du plateau. Donc : quatre attaquants autour de lui ; trois et le trône ; trois et le bord ; ou deux, le bord et un coin. Un défenseur à côté du roi le sauve toujours.
lessons-king-capture-1-goal = Capturez le roi : fermez le cercle de quatre attaquants autour de lui.
lessons-king-capture-1-hint = Trois côtés sont fermés. Occupez le dernier, c4.
lessons-king-capture-2-goal = Capturez le roi à côté du trône.
lessons-king-capture-2-hint = Le trône vide sous lui compte contre lui, donc trois attaquants suffisent. Fermez d6.
lessons-king-capture-3-goal = Capturez le roi au bord du plateau.
lessons-king-capture-3-hint = Le bord compte contre lui, donc trois attaquants suffisent. Fermez b4.
lessons-king-capture-4-goal = Capturez le roi à côté du coin, avant qu'il ne s'y échappe.
lessons-king-capture-4-hint = Le coin et le bord comptent tous deux contre lui, donc deux attaquants suffisent. Fermez b2.
lessons-king-capture-5-goal = Capturez le roi en deux coups. Prenez d'abord son défenseur.
lessons-king-capture-5-hint = Tant que le défenseur se tient à côté de lui en d6, le roi ne peut pas être capturé. Prenez-le avec f6-e6, puis fermez le cercle : en d6, ou en d7 s'il descend.

lessons-escape-title = S'échapper
lessons-escape-intro = Les défenseurs gagnent dès que le roi atteint l'un des quatre coins. Seul le roi peut y entrer, donc personne ne peut lui barrer la route là-bas : dès qu'il se tient à côté d'un coin vide, seule sa capture peut l'arrêter.
lessons-escape-1-goal = Atteignez un coin.
lessons-escape-1-hint = Le coin g1 est à un pas.
lessons-escape-2-goal = Atteignez un coin en deux coups.
lessons-escape-2-hint = Le coin le plus proche est g1 : allez en f1, juste à côté, puis entrez-y.
lessons-escape-3-goal = Atteignez un coin en trois coups.
lessons-escape-3-hint = L'attaquant en b2 garde le chemin de a1. Partez de l'autre côté, vers g1.

lessons-corner-trap-title = Le piège à côté du coin
lessons-corner-trap-intro = À côté de chaque coin se trouvent ses deux portes (b7 et a6 à côté de a7, f7 et g6 à côté de g7, et ainsi de suite). Un roi sur une porte s'échappe au coup suivant, à moins d'y être capturé d'abord : sur une porte, le coin et le bord du plateau ferment deux de ses côtés, donc deux attaquants suffisent, et l'un d'eux peut venir derrière lui, sur la case qu'il vient de quitter. Avant d'aller sur une porte, regardez la case que vous quittez et l'autre case à côté de la porte : si un attaquant tient l'une et qu'un autre peut venir sur l'autre, cette porte est un piège. Passez par l'autre porte, ou prenez d'abord l'attaquant.
lessons-corner-trap-1-goal = Atteignez un coin en deux coups, sans tomber dans le piège.
lessons-corner-trap-1-hint = g6 est un piège : l'attaquant en g5 tient un côté, et celui en e6 vient en f6 derrière vous. f7 est sûr : personne ne peut atteindre e7 et f6 à la fois.
lessons-corner-trap-2-goal = Atteignez le coin a1 en deux coups. L'une de ses portes est un piège.
lessons-corner-trap-2-hint = En a2, l'attaquant en a3 tient un côté et celui en c2 vient en b2 derrière vous. En b1, les attaquants devraient tenir c1 et b2 à la fois : passez par b1.
lessons-corner-trap-3-goal = Atteignez le coin a7 en deux coups, par la porte qui n'est pas un piège.
lessons-corner-trap-3-hint = En b7, l'attaquant en c7 tient un côté et celui en c6 vient en b6 derrière vous. En a6, les attaquants devraient tenir a5 et b6 à la fois : passez par a6.

lessons-race-title = La course au coin
lessons-race-intro = Avant que le roi ne file vers un coin, comptez. Combien de coups lui faut-il pour atteindre l'une de ses portes ? Combien en faut-il à l'attaquant le plus proche pour se placer sur cette porte, ou à côté ? Filez vers le coin que vous atteignez en premier ; un attaquant déjà à côté d'une porte la ferme en un coup.
lessons-race-1-goal = Atteignez un coin en trois coups. Comptez avant de partir.
lessons-race-1-hint = a7 et g7 sont tous deux à trois pas, mais l'attaquant en b6 ferme b7 en un coup. Celui en g4 a besoin de deux coups pour atteindre g6 : filez à droite, vers f7.
lessons-race-2-goal = Atteignez un coin en trois coups. Comptez avant de partir.
lessons-race-2-hint = L'attaquant en f2 se tient à côté de la porte f1 : le coin g1 est fermé. Celui en a4 a besoin de deux coups pour atteindre a2 : filez à gauche, vers b1.
lessons-race-3-goal = Atteignez un coin en trois coups en longeant le bord.
lessons-race-3-hint = a1 est aussi proche que a7, mais sa porte a2 est un piège : l'attaquant en b2 tient un côté et celui en b3 vient en a3 derrière vous. Celui en d5 ne peut atteindre ni a6 ni b6 à temps : montez.

lessons-stop-escape-title = Empêcher le roi de s'échapper
lessons-stop-escape-intro = Les attaquants ne peuvent pas entrer dans les coins, donc un roi à côté d'un coin vide s'échappe. Arrêtez-le un pas plus tôt : les cases à côté des coins (a2 et b1 à côté de a1, f1 et g2 à côté de g1, et ainsi de suite) sont les portes. Placez-vous sur une porte avant que le roi n'y arrive. Le roi est arrêté pour de bon quand il est enfermé : tout chemin de sa case vers un coin se heurte à un attaquant. Un attaquant sur chacune des deux portes d'un coin le ferme. Trois attaquants en diagonale aussi, comme a3, b2 et c1 autour de a1 : le roi ne se déplace qu'en ligne droite, il ne peut donc pas se glisser entre eux.
lessons-stop-escape-1-goal = Enfermez le roi : après son prochain coup, tout chemin vers un coin doit se heurter à un attaquant.
lessons-stop-escape-1-hint = Chaque porte est tenue par un attaquant, sauf g6, et le roi est juste à côté. Occupez-la avant lui : f6-g6.
lessons-stop-escape-2-goal = Enfermez le roi en deux coups au plus : fermez le coin a1.
lessons-stop-escape-2-hint = Il vise a2, la porte juste sous lui : occupez-la d'abord avec b2-a2. Puis fermez l'autre porte, b1.
lessons-stop-escape-3-goal = Enfermez le roi en trois coups au plus : fermez les coins a1 et g1.
lessons-stop-escape-3-hint = Des attaquants en diagonale forment un mur : a3, b2 et c1 ferment a1, et e1, f2 et g3 ferment g1. Occupez b2 et f2 avant qu'il ne se faufile.

lessons-blocking-title = Le blocage
lessons-blocking-intro = Quand vient le tour d'un camp et qu'aucune de ses pièces ne peut bouger (chacune est bloquée par d'autres pièces, ou il ne lui reste aucune pièce), il n'a aucun coup légal et perd aussitôt la partie. Bloquez les dernières pièces libres de l'adversaire et vous gagnez sans aucune prise.
lessons-blocking-1-goal = Laissez les défenseurs sans aucun coup possible.
lessons-blocking-1-hint = Seul le défenseur en e1 peut encore bouger, vers f1. Occupez cette case : f2-f1.
lessons-blocking-2-goal = Laissez les attaquants sans aucun coup possible.
lessons-blocking-2-hint = Leur dernier attaquant, en a2, ne peut pas entrer dans le coin. Fermez b2, sa dernière issue.
lessons-blocking-3-goal = Bloquez les deux attaquants en un seul coup.
lessons-blocking-3-hint = Une seule case est la dernière issue des deux : b2.
lessons-blocking-4-goal = Laissez les défenseurs sans aucun coup possible, en deux coups.
lessons-blocking-4-hint = D'abord g2-f2 : le défenseur en e1 ne peut alors plus aller qu'en f1, et e2-e1 bloque tout.

lessons-repetition-title = La troisième répétition
lessons-repetition-intro = Quand la même position (chaque pièce sur la même case, et le même camp à jouer) revient pour la troisième fois dans une partie, la partie est nulle. Un camp qui ne peut pas gagner peut ainsi se sauver.
lessons-repetition-1-goal = Sauvez le roi : faites revenir la même position une troisième fois, pour une partie nulle.
lessons-repetition-1-hint = Les attaquants menacent de fermer le cercle à chaque coup. Sortez-en à chaque fois, en allant et venant entre d2 et d1. Jouer le défenseur fait perdre le roi.
lessons-repetition-2-goal = Menacez le roi à chaque coup jusqu'à ce que la position revienne une troisième fois.
lessons-repetition-2-hint = b5-b4 ne lui laisse qu'une case libre, c5, et il doit y aller ; b4-b5 fait de même là-bas, et il revient. Recommencez.
lessons-repetition-3-goal = Obtenez la nulle par répétition, en menaçant le roi à chaque coup.
lessons-repetition-3-hint = Faites aller et venir l'attaquant entre e6 et d6 : chaque fois, le roi n'a plus qu'une case libre et doit y aller.

lessons-opening-title = L'ouverture
lessons-opening-intro = Au départ, les attaquants entourent les défenseurs, mais leur cercle a des brèches. Trois attaquants en diagonale ferment un coin : c7, b6 et a5 ferment a7. Les attaquants veulent donc b6, f6, b2 et f2, et le roi est alors enfermé. Les défenseurs veulent l'inverse : une issue pour le roi avant que le cercle ne se ferme. Écartez les défenseurs de son chemin, prenez les attaquants qui s'approchent trop, et cherchez une case d'où partent deux chemins vers un coin.
lessons-opening-1-goal = Les défenseurs ont commencé par c3-b3. Fermez le coin a7 : amenez votre attaquant de b4 à b6.
lessons-opening-1-hint = b4-b5, puis b5-b6. En b6, il est en diagonale avec c7 et a5, et à eux trois ils ferment a7.
lessons-opening-2-goal = Prenez l'attaquant en d6, qui s'est glissé entre vos défenseurs en c6 et e6.
lessons-opening-2-hint = Il n'y est à l'abri que jusqu'à ce que l'un d'eux s'écarte puis revienne : c6-c7, puis c7-c6.
lessons-opening-3-goal = Votre cercle n'a plus qu'une brèche, f2, et le roi est juste à côté. Enfermez-le.
lessons-opening-3-hint = e2-f2 la ferme. Le cercle fait alors tout le tour : c7, b6 et a5, en descendant jusqu'à a3, b2 et c1, puis e1, f2 et g3, et en remontant jusqu'à g5, f6 et e7.
lessons-opening-4-goal = Les attaquants en e1 et f4 ont disparu, et le roi est en f3. Atteignez un coin en trois coups.
lessons-opening-4-hint = Depuis f2, le roi a deux portes de g1, f1 et g2. Les attaquants ne peuvent en fermer qu'une.
lessons-opening-5-goal = Votre cercle est fermé partout sauf autour de a1. Enfermez le roi en deux coups au plus.
lessons-opening-5-hint = Placez un attaquant sur chaque porte de a1 : a3-a2 et c1-b1.

lessons-tactics-title = Premières tactiques
lessons-tactics-intro = Une menace est un coup qui gagnerait quelque chose au coup suivant. L'adversaire peut parer une menace ; faites-en deux à la fois, et l'une d'elles réussit. Pour le roi, la même idée, c'est une case d'où il a deux chemins vers un coin.
lessons-tactics-1-goal = Faites deux menaces en un seul coup, et prenez un attaquant en deux coups.
lessons-tactics-1-hint = Le roi en e5 menace de prendre f4 lui-même (roi en f5) et permet à c6-c5 de prendre d5 contre lui. Les attaquants ne peuvent en sauver qu'un.
lessons-tactics-2-goal = Atteignez un coin en trois coups : trouvez la case qui a deux issues.
lessons-tactics-2-hint = Depuis f6, le roi peut aller en g6 ou en f7, toutes deux à côté du coin g7. Les attaquants ne peuvent en fermer qu'une.
lessons-tactics-3-goal = Faites deux menaces en un seul coup, et prenez un défenseur en deux coups.
lessons-tactics-3-hint = c6-c5 se glisse entre deux défenseurs, où il est à l'abri, et les menace tous les deux : a4-a5 prendrait b5, f5-e5 prendrait d5.

lessons-endgame-title = La fin de partie
lessons-endgame-intro = En fin de partie, il reste peu de pièces, et chaque coup compte. Pour le roi : comptez les coups avant de filer, cherchez une case à côté de deux portes libres, et gardez un défenseur près de lui là où il pourrait être capturé. Pour les attaquants : le bord et les coins vous aident, donc trois attaquants suffisent pour capturer le roi au bord, et deux à côté d'un coin.
lessons-endgame-1-goal = Votre propre défenseur occupe la porte f7. Atteignez un coin en trois coups.
lessons-endgame-1-hint = Le chemin vers a7 est trop long, et b6 le garde. Descendez le défenseur en f6 : la porte est libre, et avec le défenseur à côté de lui, le roi y est en sécurité.
lessons-endgame-2-goal = Capturez le roi en deux coups : poussez-le sur une porte.
lessons-endgame-2-hint = d2-d1 ne lui laisse qu'une case libre, f1, à côté du coin g1. Là, le coin et le bord vous aident : e2-e1 referme le piège.
lessons-endgame-3-goal = Prenez un attaquant avec le roi, et atteignez un coin en trois coups.
lessons-endgame-3-hint = e2-f2 prend f3 contre votre défenseur en f4. En f2, le roi est à côté de deux portes, f1 et g2, et les attaquants ne peuvent en fermer qu'une.
lessons-endgame-4-goal = Capturez le roi en trois coups, bien qu'un défenseur se tienne à côté de lui.
lessons-endgame-4-hint = D'abord b4-b5 : sa seule case libre est a6, une porte dont b6 tient un côté. Puis remontez derrière lui avec a3-a4, et fermez sa dernière case.
lessons-endgame-5-goal = Enfermez le roi sur le bord du haut, et gardez-le enfermé : deux coups.
lessons-endgame-5-hint = d5-d6 l'enferme entre c7, d6, e6 et f7. Puis jouez l'attaquant en b1 : tous les autres font partie du mur.

# The game shown on the board: its event and the name of the side the person does not play.
lessons-event = Leçon { $id }
lessons-opponent = Leçon
