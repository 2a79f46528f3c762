# L'éditeur de position (editor/) : son entrée du menu Partie, la fenêtre de mise en place, et ce qui
# ne va pas dans une position mise en place ou une chaîne de position lue.

editor-menu = Mettre en place une position...
editor-title = Mettre en place une position
editor-not-a-position-string = Chaîne de position non valide : { $reason }. Rien n'a été modifié.
editor-attacker = Attaquant
editor-defender = Défenseur
editor-king = Roi
editor-erase = Effacer
editor-to-move = Au trait :
editor-defenders = Défenseurs
editor-attackers = Attaquants
editor-start-position = Position initiale
editor-clear-board = Vider le plateau
editor-position-string = Chaîne de position
editor-load = Charger
editor-load-tip = Lire la chaîne de position (collez-en une avec Ctrl+V)
editor-legal = Une position légale.
editor-not-playable = Injouable : { $reason }.
editor-play-from-here = Jouer à partir d'ici
editor-playing-from-set-up = La partie part de la position mise en place.
editor-copy = Copier
editor-copy-tip = Copier la chaîne de position
editor-cancel = Annuler

editor-error-empty = la chaîne de position est vide
editor-error-rank-count = 7 rangées séparées par '/' attendues, { $found ->
        [one] { $found } trouvée
       *[other] { $found } trouvées
    }
editor-error-rank-length = la rangée { $rank } décrit { $length ->
        [one] { $length } case
       *[other] { $length } cases
    }, 7 attendues
editor-error-unknown-character = rangée { $rank } : caractère inconnu '{ $found }' (attendu : a, d, k ou un chiffre de 1 à 7)
editor-error-missing-side = le camp au trait manque (ajoutez ' d' ou ' a' après les rangées)
editor-error-bad-side = camp au trait inconnu '{ $found }' (attendu : d ou a)
editor-error-trailing-text = texte inattendu après le camp au trait : '{ $found }'
editor-error-king-count = exactement un roi attendu, { $found ->
        [one] { $found } trouvé
       *[other] { $found } trouvés
    }
editor-error-piece-on-restricted = { $piece ->
        [attacker] un attaquant
        [defender] un défenseur
       *[king] le roi
    } sur la case réservée { $square } : seul le roi peut s'y tenir
editor-error-too-many-attackers = { $found } attaquants : il y en a au plus 16
editor-error-too-many-defenders = { $found } défenseurs en plus du roi : il y en a au plus 8
editor-error-square-used-twice = deux pièces sur la case { $square }
