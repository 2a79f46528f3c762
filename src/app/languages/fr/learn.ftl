# Apprendre de vos erreurs (learn/) : les entrées de menu, la fenêtre, les messages et la question.

learn-menu-yours = Apprendre de vos erreurs
learn-menu-attackers = Apprendre des erreurs des attaquants
learn-menu-defenders = Apprendre des erreurs des défenseurs
learn-title = Apprendre de vos erreurs
learn-progress = { $index } sur { $total }
learn-progress-games = { $index } sur { $total } (partie { $game } sur { $games })
learn-game-move = { $name }, coup { $number }
learn-summary = Terminé : { $found } { $found ->
        [one] trouvée
       *[other] trouvées
    } du premier coup, { $helped } avec aide, { $skipped } { $skipped ->
        [one] passée
       *[other] passées
    }, sur { $total }.
learn-summary-games = Terminé : { $found } { $found ->
        [one] trouvée
       *[other] trouvées
    } du premier coup, { $helped } avec aide, { $skipped } { $skipped ->
        [one] passée
       *[other] passées
    }, sur { $total }. Sur { $games } parties.
learn-per-game = { $name } : { $found } du premier coup, { $helped } avec aide, { $skipped } { $skipped ->
        [one] passée
       *[other] passées
    }
learn-show-game = Afficher cette partie
learn-hint = Indice : la pièce
learn-solution = Solution
learn-skip = Passer celle-ci
learn-stop = Arrêter l'apprentissage
learn-looking-for-line = Recherche de la meilleure variante...
learn-best-line = La meilleure variante : { $moves }
learn-preview-line = Voir la variante sur le plateau
learn-previewing = Aperçu : étape { $step } sur { $total } (la partie n'est pas modifiée)
learn-back = < Retour
learn-forward = Avancer >
learn-leave-preview = Quitter l'aperçu

learn-hint-text = Indice : jouez la pièce qui est en { $square }.
learn-best-move = Le meilleur coup : { $move }. Jouez-le pour continuer.
learn-no-mistakes = Aucune erreur ni gaffe de ce camp : analysez d'abord la partie (Moteur > Analyser la partie).
learn-this-game = cette partie
learn-practising = Entraînement sur les erreurs de { $name } (partie { $game } sur { $games }).
learn-cannot-show = Impossible d'afficher { $name } : { $error }
learn-next-game = Les erreurs suivantes sont dans { $name }, qui prend la place de la partie sur le plateau.
learn-find-better = Trouvez un meilleur coup pour les { $side ->
        [attackers] attaquants
       *[defenders] défenseurs
    } (dans la partie : { $move }).
learn-go-back = Apprentissage en cours : revenez à la position de l'erreur, ou arrêtez l'apprentissage.
learn-thinking = { $move } : réflexion...
learn-left-out = Laissés de côté pour l'entraînement : { $problems }
learn-none-to-practise = Aucune erreur ni gaffe à travailler dans ces parties.
learn-good-too = { $move } est bon aussi. Suite : { $next }
learn-not-better = { $move } n'est pas meilleur. Réessayez.

learn-whose-heading = Les erreurs de quel camp ?
learn-whose-text = Cette partie ne dit pas quel camp vous avez joué. S'entraîner sur les erreurs :
learn-whose-attackers = Des attaquants
learn-whose-defenders = Des défenseurs
learn-cancel = Annuler

# Ce qui attend la réponse à « Les enregistrer avant ... ? » (avec « de »).
learn-before-practice = de s'entraîner sur les erreurs des parties
learn-before-next-game = de passer aux erreurs de la partie suivante
