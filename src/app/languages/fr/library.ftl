# La bibliothèque de parties (library/) : son entrée de menu, sa fenêtre (le dossier, les filtres,
# le tableau des parties) et l'entraînement sur les erreurs des parties affichées.

library-menu = Bibliothèque de parties...
library-title = Bibliothèque de parties
library-choose-folder = Choisir un dossier...
library-refresh = Actualiser
library-refresh-tip = Relire le dossier
library-open = Ouvrir
library-open-tip = Ouvrir la partie sélectionnée (Entrée, ou un double-clic)
library-filter-hint = Filtre : joueurs, événement ou fichier
library-filter = Filtre
library-all-results = Tous les résultats
library-result-filter = Filtre de résultat
library-reading = Lecture : { $read } sur { $total }...
library-shown = { $shown } sur { $total } { $total ->
        [one] partie
       *[other] parties
    }

library-column-file = Fichier
library-column-attackers = Attaquants
library-column-defenders = Défenseurs
library-column-result = Résultat
library-column-reason = Motif
library-column-date = Date
library-column-moves = Coups
library-column-attackers-accuracy = Préc. A
library-column-defenders-accuracy = Préc. D
library-column-name = Colonne { $title }
library-sort-tip = Trier par { $column ->
        [file] fichier
        [attackers] attaquants
        [defenders] défenseurs
        [result] résultat
        [reason] motif
        [date] date
        [moves] coups
        [attackers-accuracy] précision des attaquants
       *[defenders-accuracy] précision des défenseurs
    } (à nouveau : dans l'autre sens)

library-attackers-won = Victoire des attaquants
library-defenders-won = Victoire des défenseurs
library-draw = Nulle
library-unfinished = Inachevée
library-unreadable = Illisible
library-king-escaped = roi échappé
library-king-captured = roi capturé
library-no-legal-move = aucun coup légal
library-repetition = répétition
library-resignation = abandon
library-timeout = temps écoulé
library-partial-review-tip = D'après une analyse d'une partie seulement des coups
library-unreadable-error = Illisible : { $error }

library-practise-of = S'entraîner sur les erreurs
library-practise-player = du joueur nommé
library-practise-attackers = des attaquants
library-practise-defenders = des défenseurs
library-practise-whose = Quelles erreurs
library-player-name = Nom du joueur
library-practise-button = S'entraîner sur les erreurs ({ $count })
library-practise-tip = Les erreurs et les gaffes des parties analysées affichées, partie par partie dans cet ordre
library-practise-none-tip = Aucune erreur ni gaffe de ce camp dans les parties analysées affichées
library-gathering = Collecte...
