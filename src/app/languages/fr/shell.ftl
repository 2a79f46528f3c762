# La base (shell/) : les règles et explications de l'aide, la question sur les modifications non
# enregistrées, ce qui n'a pas marché avec un fichier ou avec l'état enregistré (réglages, fenêtre),
# le titre du guide et les couleurs du plateau.

## L'aide (help.rs) : le titre de chaque section, puis ses lignes, un message par ligne.
shell-help-rules = Les règles
shell-help-rules-board = Plateau de 7x7 ; 16 attaquants (losanges foncés) contre 8 défenseurs et leur roi (disques clairs). Les défenseurs jouent en premier.
shell-help-rules-steps = Chaque pièce, roi compris, se déplace d'une case vers le haut, le bas, la gauche ou la droite, sur une case vide.
shell-help-rules-king-alone = Les coins et le centre (le trône) sont réservés au roi.
shell-help-rules-capture = Prise par encadrement : un coup qui place une pièce adverse entre la pièce jouée et une autre des vôtres, en ligne, la prend. Le roi y participe. Seul le camp qui joue prend.
shell-help-rules-defenders-win = Les défenseurs gagnent quand le roi atteint un coin.
shell-help-rules-attackers-win = Les attaquants gagnent en encerclant le roi par un coup d'attaquant : chaque case voisine est un attaquant, une case réservée ou le bord.
shell-help-rules-no-move = Un camp sans coup légal perd ; la troisième répétition d'une position donne une partie nulle.
shell-help-rules-guide = Aide > Guide ouvre le guide complet, avec ses images.

shell-help-evaluation = La barre d'évaluation
shell-help-evaluation-bar = La barre à côté du plateau montre les chances de la position affichée : la partie claire est le score attendu des défenseurs, la partie foncée celui des attaquants.
shell-help-evaluation-whose = Chaque chance que l'application affiche (la barre, la courbe de l'analyse, les classes, le Score de l'explorateur, les lignes « Pourquoi ») vaut pour les mêmes joueurs : ceux que désigne « Juger comme » dans la section Analyse. Par défaut, les joueurs de la partie à leur classement (un joueur sans classement compte comme un joueur de club, 2057) ; ou des joueurs de club ; ou le jeu parfait, le point de vue du moteur lui-même. Survolez la barre pour lire pour qui elle vaut.
shell-help-evaluation-number = Le nombre affiché est le score attendu du camp en tête (une victoire compte 1, une nulle 1/2) : « A 78 % » signifie que des attaquants de ces classements marquent 78 % à partir d'ici. « A #3 » est un gain forcé en 3 coups trouvé par le moteur. Affichage > Score brut du moteur montre à la place le score du moteur lui-même (A +1,2 : les attaquants en tête, dans ses unités).
shell-help-evaluation-while-playing = Quand vous jouez contre le moteur, chaque chance est la vôtre contre le niveau, quoi qu'indique « Juger comme » ; avec Affichage > Afficher les chances pendant la partie, la barre la montre en pourcentage et rien de plus (ni gain forcé, ni score du moteur), si bien que la partie compte toujours.
shell-help-evaluation-start = L'allure du départ dépend de qui sont les chances : entre joueurs parfaits, les attaquants gagnent presque toutes les parties (94,6 % de 8 000 parties du moteur contre lui-même depuis des ouvertures aléatoires) ; entre humains, la partie est bien plus serrée. Le modèle des joueurs connaît les classements de 800 à 2573, des premiers pas d'un débutant à la pleine puissance (celle de chaque niveau comprise) ; un classement en dehors est jugé comme la plus proche des deux bornes, et l'application le signale.
shell-help-evaluation-end = « A gagne » ou « D gagne » (ou « Nulle ») à la fin d'une partie ; une barre vide signifie que la position n'a pas encore été analysée : lancez l'analyse ou analysez la partie.
shell-help-evaluation-accuracy = La précision se mesure à la même aune pour tous, quel que soit le joueur : les chances que deux joueurs de club perdraient par les coups joués. Elle se compare donc d'une partie à l'autre : le niveau 1 joue à environ 78, le niveau 7 à environ 89, la pleine puissance à 99. Le jeu parfait la mesure selon son propre point de vue.

shell-help-levels = Les niveaux
shell-help-levels-engine = Le moteur joue ses propres coups à un niveau allant de 1 (un débutant peut le battre) au plus haut, la pleine puissance (où s'appliquent les réglages de profondeur et de temps). Un niveau inférieur au plus haut calcule un nombre fixe de coups à l'avance et se trompe dans l'évaluation des positions d'une quantité fixe pendant toute la partie, comme le fait une personne ; il ne glisse pas de gaffes au hasard.
shell-help-levels-ratings = Chaque niveau a un classement sur une même échelle (le niveau 1 est à 800, le moteur de base simple, à 100 ms par coup, à 1800), mesuré par des matchs entre niveaux voisins.
shell-help-levels-first-game = Une première partie se joue au niveau 1, le plus bas : un joueur qui voit un coup à l'avance et compte les pièces le bat le plus souvent. Changez-le à tout moment avec « Niveau » dans le panneau Moteur.
shell-help-levels-full-strength = L'analyse, les indices et l'analyse des parties utilisent toujours la pleine puissance.
shell-help-levels-your-rating = Votre classement (panneau Moteur) est sur la même échelle. Il commence à 1000 (entre les niveaux 2 et 3), avec un « ? » tant qu'il est provisoire, et évolue après chaque partie contre un niveau que vous jouez du début à la fin sans reprendre de coup ; le panneau indique avant votre premier coup si la partie compte, et jusqu'à ce coup vous pouvez encore changer de niveau ou de camp. Une partie est classée sauf si vous en choisissez une amicale (Partie > Nouvelle partie > Classée, décochée), avant la partie ou avant votre premier coup.
shell-help-levels-aids = Dans une partie qui compte, l'analyse, un indice, l'analyse de la partie et l'explorateur d'ouvertures demandent chacun d'abord : en utiliser un rend la partie amicale (elle ne compte plus). Partie > Progression montre votre classement au fil du temps, vos résultats par niveau et par camp, et chaque partie jouée contre un niveau, gardée dans votre historique (record.sqlite dans le dossier de données de l'application). Le nombre après ± dit à quel point il est sûr, et diminue à mesure que vous jouez ; un ? après le classement le marque comme provisoire (pas encore sûr), et tant qu'il l'est, une partie le fait varier de 150 points au plus. « Niveau selon mon classement » choisit le niveau le plus proche, mais jamais plus d'un niveau au-dessus du plus haut niveau que vous avez battu dans une partie classée.
shell-help-levels-match = Partie > Nouveau match joue deux fois contre un niveau en échangeant les camps, comme le font les joueurs de tafl : le plus de points l'emporte et, à une victoire partout, la victoire la plus rapide remporte le match. Un match compte une fois pour votre classement.

shell-help-lines = Lignes, annulation et étude
shell-help-lines-variation = Un coup joué dans une position antérieure (sur le plateau ou dans l'explorateur) commence une variante : les coups de la partie restent tels quels. Promouvez une variante dans la liste des coups pour en faire la ligne de la partie.
shell-help-lines-undo = Annuler (Ctrl+Z) reprend votre dernier coup et la réponse du moteur ; ils sont gardés comme variante. Vos notes, les coups d'une variante, un abandon, une promotion ou une suppression s'annulent un par un. Rétablir ramène ce qu'Annuler a retiré.
shell-help-lines-study = Une partie que vous ouvrez est ouverte à l'étude : vous jouez les deux camps et le moteur attend. Pour continuer contre le moteur depuis sa dernière position, utilisez « Continuer avec les attaquants » (ou « Continuer avec les défenseurs ») dans le panneau Moteur.
shell-help-lines-pace = Moteur contre moteur joue au Rythme réglé dans le panneau Moteur (1 seconde par coup au départ).
shell-help-lines-puzzles = Les problèmes mettent votre partie en attente ; « Fermer les problèmes » la ramène telle qu'elle était.

shell-help-clocks = Les pendules
shell-help-clocks-time-control = Partie > Cadence règle la pendule de la prochaine partie : des minutes pour chaque camp plus un incrément, des secondes ajoutées après chaque coup (« 5 + 3 » = 5 minutes, 3 secondes par coup).
shell-help-clocks-running = La pendule du camp au trait tourne ; le camp dont le temps s'épuise perd. Les positions mises en place et collées reçoivent la même pendule.
shell-help-clocks-stopped = Les pendules s'arrêtent tant qu'une question ou un sélecteur de fichiers est à l'écran.

shell-help-marks = Les marques de l'analyse
shell-help-marks-review = Analyser la partie (Ctrl+R) analyse chaque position de la ligne principale et marque les coups qui ont perdu une part de la chance de gain du camp qui les a joués :
shell-help-marks-classes = ?! imprécision : 5 points perdus ou plus ; ? erreur : 10 points ou plus ; ?? gaffe : 15 points ou plus, les points étant la chance du camp qui joue pour les joueurs que désigne « Juger comme ».
shell-help-marks-always = Quel que soit le juge : un coup qui permet au roi d'être capturé, ou d'atteindre un coin, au coup suivant est toujours une gaffe (sauf si tous les coups le permettaient), et un coup qui laisse filer un gain forcé est au moins une erreur.
shell-help-marks-table = Le tableau de précision récapitule les coups de chaque camp ; P et N sautent à l'erreur précédente et à la suivante, et un clic sur la courbe affiche ce coup.

shell-help-notes = Vos notes
shell-help-notes-drawing = Faites glisser la souris avec le bouton droit sur le plateau pour dessiner une flèche pour le coup affiché ; relâchez sur la même case pour un cercle. Sans touche, c'est vert ; avec Shift, rouge ; avec Alt, bleu ; avec Ctrl (ou Shift+Alt), jaune. Redessiner la même forme l'efface.
shell-help-notes-marks = Faites un clic droit sur un coup de la liste pour le marquer (! ? !! ?? !? ?!), y écrire un commentaire ou effacer ses dessins ; la zone de commentaire sous la liste fait de même pour le coup affiché. Vos marques côtoient celles de l'analyse.
shell-help-notes-belong = Dessins, marques et commentaires appartiennent à leur coup : ils sont enregistrés avec la partie, affichés quand ce coup est affiché, et suivent le coup dans une variante quand il est repris.
shell-help-notes-text = Partie > Exporter en texte écrit la ligne principale avec vos notes sous forme de relevé texte (en-têtes, coups numérotés, { "{" }commentaires{ "}" }) ; Partie > Importer depuis un texte en relit un.

shell-help-library = La bibliothèque de parties
shell-help-library-list = Partie > Bibliothèque de parties (Ctrl+L) liste les parties d'un dossier (le dossier des sauvegardes tant que vous n'en choisissez pas un autre) : joueurs, résultat, date, coups et précision de chaque camp quand la partie a été analysée. Un fichier illisible est listé avec la raison.
shell-help-library-sort = Cliquez sur un en-tête pour trier selon celui-ci (encore une fois pour l'ordre inverse) ; filtrez par texte (joueurs, événement, nom de fichier) et par résultat. Les flèches haut et bas choisissent une partie, Entrée ou un double-clic l'ouvre (l'application demande d'abord si la partie sur le plateau a des modifications non enregistrées).
shell-help-library-practise = « S'entraîner sur les erreurs » rassemble les erreurs et les gaffes de votre camp (le joueur nommé Human, comme l'application vous nomme, ou un camp que vous choisissez) dans les parties analysées affichées, et les parcourt partie par partie.

shell-help-explorer = L'explorateur d'ouvertures
shell-help-explorer-moves = Affichage > Explorateur d'ouvertures (E) liste chaque coup joué dans la position affichée, le plus joué d'abord : combien de parties, une barre des victoires des attaquants, des nulles et des victoires des défenseurs (survolez-la pour les nombres), et le Score : la chance du camp au trait après chaque coup, pour les joueurs que désigne « Juger comme » (comme la barre les montre), avec une décimale là où deux valeurs s'arrondiraient pareil ; dans une partie qui compte, la chance seule. Cliquez sur un coup pour le jouer.
shell-help-explorer-games = « Toutes les parties » compte les 54 247 parties du moteur contre lui-même fournies avec l'application, plus les vôtres ; « Mes parties » seulement les parties terminées enregistrées dans votre dossier (celui de la bibliothèque, sinon le dernier utilisé). Une position atteinte par différents ordres de coups est une seule entrée, et chaque partie y compte une fois.

## La question sur les modifications non enregistrées (dialogs.rs). $what est ce qui attend la
## réponse, avec « de » ou « d' », en mots venus d'ailleurs (« d'ouvrir une autre partie », « de quitter »).
shell-unsaved-heading = Modifications non enregistrées
shell-unsaved-text = La partie contient des modifications qui ne sont pas enregistrées. Les enregistrer avant { $what } ?
shell-unsaved-save = Enregistrer
shell-unsaved-discard = Ne pas enregistrer
shell-unsaved-cancel = Annuler

## La fenêtre du guide (guide.rs) ; le guide lui-même est docs/guide.md, en anglais.
shell-guide-title = Guide

## Pourquoi un fichier n'a pas pu être écrit (aside.rs), dit à l'intérieur d'autres messages : sans
## majuscule ni point.
shell-io-disk-full = le disque est plein
shell-io-quota-used-up = votre quota de disque est épuisé
shell-io-read-only = le disque est en lecture seule
shell-io-not-allowed = vous n'avez pas le droit d'écrire à cet endroit
shell-io-not-found = le fichier ou son dossier n'existe pas
shell-save-not-written-down = la partie n'a pas pu être mise par écrit
shell-save-not-written = { $path } n'a pas pu être écrit : { $reason }

## Des valeurs enregistrées illisibles (aside.rs). $what les nomme en début de phrase (« Vos
## réglages ») ; $fresh est une proposition qui dit ce qui se passe à la place (« les réglages
## habituels sont utilisés ») ; $path, où une copie des anciennes données a été gardée.
shell-stored-unreadable-kept = { $what } : les données enregistrées n'ont pas pu être lues, donc { $fresh }. Une copie des anciennes données a été conservée dans { $path }.
shell-stored-unreadable-left = { $what } : les données enregistrées n'ont pas pu être lues, donc, pour l'instant, { $fresh }. Les anciennes données restent telles quelles et ne sont pas écrasées.

## L'état enregistré qui ne peut pas être écrit (writable.rs).
shell-stored-cannot-be-saved = Vos réglages, classements et historique de problèmes ne peuvent pas être enregistrés dans { $path } ({ $reason }) : les changements ne sont gardés que jusqu'à ce que vous quittiez l'application.
shell-stored-is-a-folder = c'est un dossier
shell-stored-folder-cannot-be-made = le dossier { $folder } ne peut pas être créé : { $error }

## L'état enregistré de la fenêtre, vérifié au démarrage (startup.rs).
shell-window-state-not-a-file-kept = L'état enregistré de la fenêtre n'était pas un fichier ({ $why }), il repart donc de zéro ; ce qui s'y trouvait est conservé sous { $path }.
shell-window-state-not-a-file = L'état enregistré de la fenêtre n'est pas un fichier ({ $why }) et n'a pas pu être mis de côté ({ $error }).
shell-window-state-not-kept = L'état enregistré de la fenêtre n'a pu être ni lu ni mis de côté ({ $reason }) : il repart de zéro.
shell-window-state-read-around = L'état enregistré de la fenêtre contenait des octets illisibles ; ce qui a pu être lu autour d'eux est utilisé. Le fichier tel qu'il était est conservé sous { $path }.
shell-window-state-unreadable = L'état enregistré de la fenêtre n'a pas pu être lu, il repart donc de zéro. Le fichier tel qu'il était est conservé sous { $path }.

## Les couleurs du plateau, dans Affichage (theme.rs).
shell-board-wood = Plateau en bois
shell-board-green = Plateau vert
shell-board-colour-blind = Plateau adapté aux daltoniens (couleurs de Paul Tol)

## Pourquoi une partie enregistrée n'a pas pu être lue.
shell-load-io = impossible de lire { $path } : { $reason }
shell-load-syntax = ce n'est pas un fichier de partie Ard Ri valide : { $message }
shell-load-bad-version = version de format inconnue { $version }
shell-load-newer = ce fichier a été écrit par une version plus récente du programme (format { $found } ; celle-ci lit jusqu'au format { $max })
shell-load-illegal-move = coup { $number }, { $text } : { $reason }
shell-load-result-mismatch = le fichier indique « { $stated } », mais ses coups finissent par « { $actual } »
shell-load-bad-variation = variante { $number } : { $message }
shell-load-too-many-evaluations = le fichier a { $evaluations } évaluations pour { $moves } coups
shell-load-bad-analysis = l'analyse de la position après { $ply } coups : { $message }
shell-load-bad-annotation = la note { $ply ->
        [0] sur la position initiale
       *[other] du coup { $ply }
    } : { $message }
