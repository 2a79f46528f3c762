# La barre de menus (menu.rs) : les menus et leurs entrées qui ne nomment aucune fonction.

menu-game = Partie
menu-new-game = Nouvelle partie
menu-rated = Classée (compte pour votre classement)
menu-rated-tip = Une partie contre un niveau compte pour votre classement, sauf si vous choisissez une partie amicale. Cela vaut pour la prochaine partie, et pour celle-ci jusqu'à votre premier coup.
menu-same-sides = Mêmes camps
menu-paste = Coller une position ou des coups...
menu-copy-position = Copier la position
menu-copy-moves = Copier les coups
menu-time-control = Cadence (prochaine partie)
menu-resign = Abandonner
menu-open = Ouvrir...
menu-open-recent = Ouvrir un fichier récent
menu-clear-recent = Vider la liste
menu-save = Enregistrer
menu-save-as = Enregistrer sous...
menu-export-text = Exporter en texte...
menu-import-text = Importer depuis un texte...
menu-quit = Quitter
menu-moves = Coups
menu-undo = Annuler
menu-redo = Rétablir
menu-flip = Retourner le plateau
menu-first-position = Position initiale
menu-previous-move = Coup précédent
menu-next-move = Coup suivant
menu-last-position = Dernière position
menu-view = Affichage
menu-eval-bar = Barre d'évaluation
menu-raw-score = Score brut du moteur
menu-raw-score-tip = Afficher le score du moteur (A +1,2) au lieu de la chance de gain (A 78 %)
menu-chances-while-playing = Afficher les chances pendant la partie
menu-chances-while-playing-tip = Dans une partie contre le moteur, la barre montre vos chances contre son niveau
menu-graph = Courbe d'évaluation
menu-legal-dots = Points des coups légaux
menu-learning-aids = Aides à l'apprentissage
menu-learning-aids-tip = Entoure les pièces que chaque camp peut prendre au coup suivant, montre les chemins proches du roi vers les coins, fait glisser chaque coup à sa place, laisse les pièces prises en transparence là où elles étaient et marque où le roi a été capturé ou s'est échappé. Activées pour vos premières parties.
menu-best-arrows = Flèches du meilleur coup
menu-coordinates = Coordonnées
menu-dark-theme = Thème sombre
menu-light-theme = Thème clair
menu-language = Langue
menu-engine = Moteur
menu-start-analysis = Lancer l'analyse
menu-stop-analysis = Arrêter l'analyse
menu-hint = Indice
menu-cancel-review = Annuler l'analyse de la partie
menu-review-game = Analyser la partie
menu-puzzles = Problèmes
menu-help = Aide
menu-rules-and-shortcuts = Règles et raccourcis
menu-guide = Guide
menu-no-clock = Sans pendule
menu-bullet = { $minutes } + { $seconds } (bullet)
menu-blitz = { $minutes } + { $seconds } (blitz)
menu-rapid = { $minutes } + { $seconds } (rapide)
menu-custom = Personnalisée
menu-minutes-each = minutes chacun
menu-seconds-per-move = secondes par coup

# Le panneau latéral (side_panel.rs) : le moteur, ses lignes, l'analyse.
panel-engine = Moteur
panel-opened-game = Une partie ouverte : vous jouez les deux camps et le moteur attend. Continuez contre lui :
panel-play-on = { $side ->
        [attackers] Continuer avec les attaquants
       *[defenders] Continuer avec les défenseurs
    }
panel-play-on-tip = Depuis la dernière position de la partie, contre le moteur à son niveau
panel-level = Niveau
panel-level-tip = Le niveau du moteur pour ses propres coups, avec son classement : 1, un débutant peut le battre ; { $top }, pleine puissance (la profondeur et le temps ci-dessous s'appliquent alors). L'analyse est toujours à pleine puissance.
panel-depth = Profondeur
panel-depth-tip-top = La profondeur à laquelle le moteur joue ses propres coups (et donne des indices). La pleine puissance a le classement { $rating } à la profondeur { $depth }, celle par défaut : plus profond joue plus fort, moins profond plus faible.
panel-depth-tip = La profondeur à laquelle les indices sont cherchés. Au niveau { $level }, le moteur joue à la profondeur propre à ce niveau ; ce réglage ne joue qu'au niveau { $top }, à pleine puissance.
panel-time = Temps
panel-time-tip = Le temps maximal que le moteur prend pour un de ses coups.
panel-pace = Rythme
panel-pace-tip = Moteur contre moteur : le temps minimal entre deux coups, pour que vous puissiez suivre la partie.
panel-lines = Lignes
panel-lines-tip = Le nombre de lignes que l'analyse affiche.
panel-analysis-tip = Analyser la position affichée jusqu'à l'arrêt ; l'analyse suit le coup affiché.
panel-arrows = Flèches
panel-move-now = Jouer maintenant
panel-resume = Reprendre
panel-pause = Pause
panel-pause-tip = Moteur contre moteur : s'arrêter après le coup en cours, ou continuer
panel-step = Un coup
panel-step-tip = Jouer un coup
panel-lines-hidden = Les lignes du moteur restent cachées tant que cette partie compte pour votre classement.
panel-no-search = Aucune recherche sur cette position.
panel-search-stats = Profondeur { $depth } (sélective { $seldepth }), { $nodes } nœuds, { $speed } M/s
panel-lines-legend-score = Chaque ligne : le score du moteur (A : attaquants devant, D : défenseurs devant, # : un gain forcé en autant de coups), puis ses coups.
panel-lines-legend-chance = Chaque ligne : qui mène (A attaquants, D défenseurs) et son score attendu, une nulle comptant pour moitié (# : un gain forcé en autant de coups), puis ses coups.
panel-line-tip = Ligne { $line } : { $bar } (score du moteur { $score }) ; { $chances }
panel-line-move-tip = Afficher la position après ce coup (Échap pour revenir)
panel-line-move-name = Ligne { $line } coup { $move }
panel-add-line-tip = Ajouter cette ligne à la partie comme variante
panel-add-line-name = Ajouter la ligne { $line }
panel-by-depth = Meilleur coup par profondeur
panel-by-depth-depth = profondeur
panel-by-depth-best = meilleur
panel-by-depth-score = score
panel-judge-while-playing = Juger comme : { $players } pendant que vous jouez
panel-judge-while-playing-tip = Pendant que vous jouez contre le moteur, la barre, la courbe et l'explorateur montrent les chances des joueurs de cette partie : les vôtres contre le niveau. « Juger comme » s'applique de nouveau une fois la partie finie.
panel-judge-as = Juger comme
panel-judge-as-tip = De qui les classes de coups, la barre et la courbe montrent les chances (la précision se mesure à ce que perdraient des joueurs de club, quel que soit le joueur, sauf si le jeu parfait juge). { $choice }
panel-review = Analyse
panel-review-progress = { $done } / { $total } positions
panel-cancel = Annuler
panel-review-game = Analyser la partie
panel-review-game-tip = Analyser chaque position de la ligne principale (Ctrl+R)
panel-review-depth = Profondeur d'analyse
panel-accuracy = { $side ->
        [attackers] Attaquants
       *[defenders] Défenseurs
    } : précision { $accuracy }
panel-class-count = { $class ->
        [inaccuracy] imprécisions
        [mistake] erreurs
       *[blunder] gaffes
    }
panel-previous-mistake = < Erreur précédente
panel-next-mistake = Erreur suivante >

# Les questions et avis de l'application (dispatch.rs, mod.rs, views.rs).
app-title = Ard Ri - { $name }
app-title-unsaved = Ard Ri - { $name } *
app-new-game = nouvelle partie
app-internal-error = Un problème est survenu dans l'application ({ $what }) ; rien n'a été modifié. Merci de le signaler.
app-take-back-heading = Reprendre votre coup ?
app-take-back-text = Cette partie compte pour votre classement. Une partie avec un coup repris ne compte pas : elle devient une partie amicale.
app-take-back = Le reprendre
app-keep-rated = Garder la partie classée
app-use-aid-heading = Utiliser { $aid } ?
app-use-aid-text = Cette partie compte pour votre classement. Avec l'aide du moteur, elle ne comptera pas : elle devient une partie amicale.
app-use-aid = Utiliser { $aid }
app-welcome = Bienvenue ! Le moteur joue au { $level } pour une première partie : changez-le avec « Niveau » dans le panneau Moteur. F1 explique le reste.
app-stored-settings = Vos réglages
app-stored-settings-then = les réglages habituels sont utilisés
app-stored-puzzles = Votre classement et votre historique de problèmes
app-stored-puzzles-then = ils repartent de zéro
app-stored-rating = Votre classement de parties
app-stored-rating-then = il repart de zéro
app-untrusted-kept = Certaines valeurs gardées avant votre historique n'étaient pas fiables ; elles n'y ont pas été reprises et rien ne les a remplacées : { $what }. L'ancien fichier est conservé tel quel sous { $file }.
app-untrusted = Certaines valeurs gardées avant votre historique n'étaient pas fiables ; elles n'y ont pas été reprises : { $what }.
app-untrusted-not-copied = Certaines valeurs gardées avant votre historique n'étaient pas fiables ; elles n'y ont pas été reprises : { $what }. L'ancien fichier n'a pas pu être mis de côté ({ $error }) ; il n'est pas écrasé.
app-paste-title = Coller une position ou des coups
app-paste-text = Collez (Ctrl+V) une chaîne de position, ou des coups depuis le début (c3-c2 d2-e2 ...) :
app-paste-field = Texte collé
app-paste-use = Utiliser
app-help-title = Ard Ri : règles et raccourcis
app-help-shortcuts = Raccourcis

# Les raccourcis, pour l'aide (keymap.rs).
keys-new-game = nouvelle partie (mêmes camps)
keys-open = ouvrir une partie
keys-library = la bibliothèque de parties (les parties d'un dossier)
keys-save-as = enregistrer sous
keys-save = enregistrer
keys-paste = coller une chaîne de position ou des coups (sur le plateau)
keys-redo = rétablir
keys-undo = annuler (les coups repris sont gardés comme variante)
keys-review = analyser la partie
keys-previous-move = coup précédent (dans un aperçu : son coup précédent)
keys-next-move = coup suivant (dans un aperçu : son coup suivant)
keys-first-position = position initiale
keys-last-position = dernière position
keys-previous-mistake = erreur précédente (après une analyse)
keys-next-mistake = erreur suivante (après une analyse)
keys-flip = retourner le plateau
keys-explorer = ouvrir ou fermer l'explorateur d'ouvertures
keys-escape = quitter l'aperçu d'une ligne, ou fermer l'aide ou la bibliothèque
keys-board = le clavier sur le plateau : les flèches parcourent les cases, Entrée choisit une pièce et la joue
keys-help = cette aide
