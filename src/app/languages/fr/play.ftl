# La partie qu'on joue (play/) : l'en-tête au-dessus du plateau, les pièces prises, les mots de la barre, la liste des coups et ses menus, la barre d'état, les messages de la partie et la question d'abandon.

play-outcome = { $winner ->
        [attackers] Victoire des attaquants
        [defenders] Victoire des défenseurs
       *[none] Nulle
    } : { $reason ->
        [king-escaped] le roi s'est échappé dans un coin
        [king-captured] le roi a été capturé
        [no-legal-move] aucun coup légal
        [repetition] troisième répétition
        [resignation] abandon
       *[timeout] le temps est écoulé
    }

play-turn-whose = Trait aux { $side ->
        [attackers] attaquants
       *[defenders] défenseurs
    } ({ $whose ->
        [you] vous
        [engine] moteur
        [opponent] adversaire
        [variation] variante
       *[study] étude
    })
play-turn = Trait aux { $side ->
        [attackers] attaquants
       *[defenders] défenseurs
    }
play-header-place = { $turn }{ $place }
play-header-place-chances = { $turn }{ $place }  ·  { $chances }
play-header-chances = { $turn }  ·  { $chances }
play-header-side-chances = { $turn }  ·  { $chances }
play-header-your-chance = vous : { $chance }
play-chances-label = vous contre { $opponent } : { $chance }
play-place-start = début, partie de { $moves ->
        [one] { $moves } coup
       *[other] { $moves } coups
    }
play-place-after = après le coup { $move } sur { $moves }
play-setting-up = Mise en place d'une position : cliquez sur les cases pour placer ou retirer des pièces
play-preview = Aperçu { $line ->
        [engine] de la ligne du moteur
        [best] de la meilleure ligne
       *[other] de { $line }
    } : étape { $step } sur { $steps } (Gauche/Droite pour avancer, Échap pour revenir)
play-captured = prises : { $attackers ->
        [one] { $attackers } attaquant
       *[other] { $attackers } attaquants
    }, { $defenders ->
        [one] { $defenders } défenseur
       *[other] { $defenders } défenseurs
    }

play-bar-chances-hidden = les chances sont cachées pendant que vous jouez (Affichage > Afficher les chances pendant la partie)
play-bar-your-chances = { $label } : votre score attendu { $judge }, depuis la dernière position où c'était à vous de jouer
play-bar-chances-first = vos chances apparaissent quand c'est à vous de jouer
play-bar-chances-again = vos chances apparaissent quand c'est de nouveau à vous de jouer
play-bar-no-evaluation = pas encore d'évaluation de cette position : lancez l'analyse ou analysez la partie
play-bar-preview = un aperçu
play-bar-game-over = La partie est terminée : { $outcome }.
play-bar-no-chances = Aucune chance affichée : { $why }.
play-bar-evaluation-none = Évaluation : aucune
play-bar-evaluation = Évaluation : { $value }

play-hint = Indice : { $move }
play-review-cancelled = Analyse annulée ; les positions déjà analysées sont conservées.
play-playing-on = Vous continuez avec les { $side ->
        [attackers] attaquants
       *[defenders] défenseurs
    } contre le moteur.
play-engine-failed = Le moteur a échoué ({ $message }) et a été relancé ; la partie est inchangée. Redemandez ce qu'il était en train de faire.
play-engine-move-refused = Le coup { $move } du moteur a été refusé : { $reason }
play-reviewing = Analyse de { $positions ->
        [one] { $positions } position
       *[other] { $positions } positions
    } à la profondeur { $depth }...

play-not-played = « { $text } » n'a pas été joué : { $reason }.
play-variation-started = Ce coup commence une variante ; les coups de la partie restent inchangés (Annuler le reprend).
play-nothing-to-redo = Rien à rétablir.
play-resigned = { $winner ->
        [attackers] Victoire des attaquants
       *[defenders] Victoire des défenseurs
    } : abandon. Annuler revient sur l'abandon.
play-line-added = La ligne a été ajoutée à la partie.
play-line-added-variation = La ligne a été ajoutée comme variante.
play-line-not-added = La ligne n'a pas pu être ajoutée : { $reason }
play-out-of-time = { $side ->
        [attackers] Victoire des défenseurs : les attaquants n'ont plus de temps.
       *[defenders] Victoire des attaquants : les défenseurs n'ont plus de temps.
    }
play-resign-heading = Abandonner cette partie ?
play-resign-text = La partie se termine par une victoire de l'autre camp. Vous pourrez revenir dessus avec Annuler.
play-resign = Abandonner
play-cancel = Annuler
play-notes-belong-to-games = Les notes appartiennent aux parties : fermez la fenêtre du problème, de la leçon ou de la mise en place pour annoter une partie.

play-type-a-move = Saisir un coup
play-type-a-move-tip = Écrivez un coup comme la liste des coups l'affiche (c5-c6, ou c5c6) et appuyez sur Entrée
play-moves = Coups
play-start = Début
play-moves-first = Les { $side ->
        [attackers] attaquants
       *[defenders] défenseurs
    } jouent en premier
play-move-name = Coup { $number } : { $move }
play-move-name-review = Coup { $number } : { $move } (analyse { $review })
play-variation-move-name = Variante { $variation } coup { $number } : { $move }
play-variation-move-name-review = Variante { $variation } coup { $number } : { $move } (analyse { $review })
play-variations = Variantes
play-variations-tip = Lignes remplacées par un autre coup, reprises ou ajoutées depuis l'analyse. Cliquez sur un coup pour parcourir la variante ; clic droit pour marquer ou commenter le coup.
play-promote = Promouvoir
play-promote-tip = Faire de cette ligne la ligne principale ; l'actuelle devient une variante.
play-promote-name = Promouvoir la variante { $variation }
play-delete = Supprimer
play-delete-name = Supprimer la variante { $variation }

play-mark-name = { $mark ->
        [good] bon coup
        [mistake] erreur
        [brilliant] coup brillant
        [blunder] gaffe
        [interesting] coup intéressant
       *[dubious] coup douteux
    }
play-your-mark = Votre marque : { $symbol } ({ $name })
play-comment = Commentaire : { $comment }
play-shapes-drawn = { $count ->
        [one] { $count } forme dessinée sur le plateau
       *[other] { $count } formes dessinées sur le plateau
    }
play-right-click-to-note = Clic droit : marquer, commenter
play-mark-as = Marquer { $symbol } ({ $name })
play-no-mark = Aucune marque
play-comment-menu = Commenter...
play-clear-shapes = Effacer les formes
play-clear-shapes-tip = Retirer les flèches et les cercles dessinés pour ce coup

play-engine-moving = le moteur réfléchit à son coup
play-engine-analysing = le moteur analyse
play-engine-hint = le moteur cherche un indice
play-engine-reviewing = le moteur analyse la partie
play-engine-line = le moteur cherche la meilleure ligne
play-engine-chances = le moteur calcule vos chances
play-engine-idle = moteur au repos
play-you-play-here = Vous jouez ici les { $side ->
        [attackers] attaquants
       *[defenders] défenseurs
    }
play-study = Étude : vous jouez les deux camps
play-waiting-for-file-dialog = en attente de la fenêtre de fichiers...
play-dismiss = Fermer
