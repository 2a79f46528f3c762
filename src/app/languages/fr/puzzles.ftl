# Problèmes (puzzles/) : le menu Problèmes, la fenêtre des problèmes, ce qui est dit pendant un
# problème, et Mes problèmes (ceux de la personne, trouvés dans ses parties analysées).

puzzles-menu-solve = Résoudre des problèmes
puzzles-next = Problème suivant
puzzles-mining = recherche de problèmes dans cette partie ({ $done } sur { $of } gains manqués examinés)
puzzles-again = On reprend depuis le début.
puzzles-solution = La solution : { $moves }
puzzles-none-of-your-own = Pas encore de problèmes à vous : analysez une partie que vous avez jouée, et les gains forcés que vous avez manqués deviendront ici des problèmes.
puzzles-all-played = Tous les problèmes de ce thème ont été joués : rejouez-les depuis l'historique.
puzzles-no-such = Aucun problème { $id }.
puzzles-wrong-move = { $move } n'est pas le bon coup. Réessayez.
puzzles-solved-after-wrong-move = Résolu, mais après un coup erroné : il compte comme échoué.
puzzles-solved = Résolu !
puzzles-right = Exact ! La réponse : { $reply }. À vous de jouer à nouveau.

puzzles-mine-not-a-file = Vos propres problèmes n'ont pas pu être lus : { $reason }. Les nouveaux ne seront pas conservés cette fois (rien n'y a été modifié).
puzzles-mine-too-many = Vos propres problèmes ({ $path }) en contenaient { $held } : les { $kept } plus récents sont conservés.
puzzles-mine-moved-aside = Vos propres problèmes n'ont pas pu être lus, une nouvelle liste a donc été commencée. L'ancien fichier a été conservé sous le nom { $path }.
puzzles-mine-unreadable = Vos propres problèmes ({ $path }) n'ont pas pu être lus, les nouveaux ne seront donc pas conservés cette fois (le fichier est laissé tel quel).
puzzles-mine-not-saved = Vos propres problèmes n'ont pas pu être enregistrés dans { $path } ({ $reason }) ; les nouveaux sont gardés jusqu'à ce que vous quittiez.
puzzles-mine-added = { $count ->
        [one] { $count } problème de cette partie ajouté
       *[other] { $count } problèmes de cette partie ajoutés
    } à « Mes problèmes ».

puzzles-find-best-move = Trouvez le meilleur coup pour les { $side ->
        [attackers] attaquants
       *[defenders] défenseurs
    }.
puzzles-shipped-set = Collection fournie ({ $count })
puzzles-my-puzzles = Mes problèmes ({ $count })
puzzles-title = Problèmes
puzzles-your-rating = Votre classement : { $rating } (écart { $deviation })
puzzles-streak = Série : { $streak } (record { $best })
puzzles-from = Source des problèmes
puzzles-theme = Thème
puzzles-any-theme = Tous les thèmes
puzzles-theme-escape = Le roi s'échappe
puzzles-theme-king-capture = Le roi est capturé
puzzles-theme-blockade = Blocus (plus aucun coup)
puzzles-theme-material = Matériel
puzzles-puzzle = Problème { $id } - classement { $rating } - { $themes }
puzzles-retry = Réessayer
puzzles-show-solution = Solution
puzzles-close = Fermer les problèmes
puzzles-history = Historique ({ $count })
puzzles-history-solved = résolu
puzzles-history-failed = échoué
puzzles-retry-puzzle = Réessayer { $id }

# The game shown on the board: its event and the name of the side the person does not play.
puzzles-event = Problème { $id }
puzzles-opponent = Problème
