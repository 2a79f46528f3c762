# La page Progression (Partie > Progression) : le résumé de votre historique, les graphiques, les
# résultats par niveau et par camp, vos parties page par page, et les sauvegardes de l'historique.

progress-menu = Progression
progress-menu-restore = Restaurer votre historique depuis une sauvegarde...
progress-title = Progression
progress-reading = Lecture de votre historique…
progress-cannot-open = Cette partie n'a pas pu être ouverte : { $error }.
progress-event-level = Contre le niveau { $level }, depuis votre historique
progress-event = Depuis votre historique

progress-period-any = toutes les dates
progress-period-week = 7 derniers jours
progress-period-month = 30 derniers jours
progress-period-year = 12 derniers mois
progress-result-any = tous les résultats
progress-result-won = gagnée
progress-result-drawn = nulle
progress-result-lost = perdue
progress-result-unfinished = inachevée
progress-side-attackers = attaquants
progress-side-defenders = défenseurs
progress-side-both = les deux

progress-rating = Votre classement : { $rating } ± { $deviation } après { $games ->
        [one] { $games } partie classée
       *[other] { $games } parties classées
    }
progress-rating-provisional = Votre classement : { $rating }? ± { $deviation } après { $games ->
        [one] { $games } partie classée
       *[other] { $games } parties classées
    } (provisoire)
progress-no-rating = Aucune partie classée pour l'instant : jouez contre un niveau depuis la position de départ pour obtenir un classement.
progress-games-kept = { $games ->
        [one] { $games } partie conservée
       *[other] { $games } parties conservées
    } · meilleure série de victoires en parties classées { $best } (actuellement { $current })
progress-puzzles = Classement des problèmes { $rating } · { $puzzles ->
        [one] { $puzzles } problème tenté
       *[other] { $puzzles } problèmes tentés
    } · meilleure série { $best }
progress-unreadable = Laissées de côté, car illisibles : { $rows }.

progress-rating-chart = Classement au fil de vos parties classées
progress-chart-empty = Le graphique commence avec votre première partie classée.
progress-chart-click = Cliquez sur un point pour ouvrir cette partie
progress-chart-rating = classement
progress-chart-games = parties
progress-accuracy = Votre précision dans les parties analysées
progress-accuracy-line = { $games ->
        [one] { $games } partie analysée
       *[other] { $games } parties analysées
    } ; la dernière : { $last }
progress-chart-accuracy = précision
progress-chart-reviewed = parties analysées
progress-puzzle-rating = Classement des problèmes
progress-chart-puzzle-rating = classement des problèmes

progress-results = Résultats par niveau et par camp
progress-no-level-game = Aucune partie contre un niveau pour l'instant.
progress-rated-games = Parties classées
progress-casual-games = Parties amicales
# Des en-têtes courts (V / N / D), pour que le tableau tienne dans un panneau latéral étroit.
progress-head-level = Niveau
progress-head-level-tip = Le niveau du moteur
progress-head-side = Camp
progress-head-side-tip = Le camp que vous avez joué
progress-head-won = V
progress-head-won-tip = Victoires
progress-head-drawn = N
progress-head-drawn-tip = Nulles
progress-head-lost = D
progress-head-lost-tip = Défaites

progress-your-games = Vos parties
progress-level = niveau { $level }
progress-level-rating = niveau { $level } ({ $rating })
progress-no-level = sans niveau
progress-counted = classée : de { $before } à { $after } ({ $change })
progress-rated = classée
progress-casual = amicale ({ $why })
progress-filter-level = Niveau
progress-filter-result = Résultat
progress-filter-played = Jouées
progress-any-level = tous les niveaux
progress-no-games = Aucune partie ici pour l'instant.
progress-open = Ouvrir
progress-open-tip = Ouvrir cette partie sur le plateau, pour l'étudier
progress-more = Plus
progress-open-review = Ouvrir et analyser
progress-save-as = Enregistrer dans un fichier...
progress-newer = Plus récentes
progress-older = Plus anciennes
progress-page = { $first }-{ $last } sur { $total }

progress-backups = Sauvegardes
progress-no-backup = Aucune sauvegarde pour l'instant : une est faite au plus une fois par jour, au démarrage de l'application.
progress-backups-about = Une par jour (les sept dernières, mises à jour quand vous quittez), et votre historique tel qu'il était avant chaque mise à jour ou restauration (les cinq dernières). Restaurer garde d'abord votre historique actuel dans cette liste, si bien qu'une restauration peut être annulée.
progress-restore-button = Restaurer…
progress-restore-tip = Mettre cette sauvegarde à la place de votre historique (demande d'abord)
progress-backup-daily = sauvegarde quotidienne
progress-backup-before-restore = votre historique tel qu'il était avant une restauration
progress-backup-before-update = votre historique tel qu'il était avant la mise à jour depuis la version { $version } de l'historique
progress-holds = { $games ->
        [0] aucune partie
        [one] { $games } partie
       *[other] { $games } parties
    }, { $rating ->
        [none] aucun classement
       *[other] un classement de { $rating }
    }, { $stars ->
        [0] aucune étoile de leçon
        [one] { $stars } étoile de leçon
       *[other] { $stars } étoiles de leçons
    }
progress-backup-unreadable = illisible : { $error }
progress-holds-unreadable = illisible
progress-restore-heading = Restaurer votre historique du { $when } ?
progress-restore-text =
    Votre historique actuel : { $now }.
    Cette sauvegarde ({ $kind }) : { $holds }.
    Vos parties, classements, problèmes et leçons reviennent à ce que contient la sauvegarde. Votre historique actuel est d'abord gardé dans la liste des sauvegardes : vous pourrez le restaurer à nouveau pour annuler ceci.
progress-restore = Restaurer
progress-cancel = Annuler
