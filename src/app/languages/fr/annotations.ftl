# Les notes de la personne sur la partie (annotations/) : la zone de commentaire sous la liste des
# coups, son titre et ses boutons d'annotation.

annotations-notes-on-start = Notes sur la position initiale
annotations-notes-on-move = Notes sur { $move }
annotations-notes-on-variation = Notes sur la variante { $variation }, { $move }
annotations-mark-tip = Annoter le coup { $symbol } ({ $mark ->
        [good] bon coup
        [mistake] erreur
        [brilliant] coup brillant
        [blunder] gaffe
        [interesting] coup intéressant
       *[dubious] coup douteux
    })
annotations-mark = Annoter le coup { $symbol }
annotations-clear-shapes = { $count ->
        [one] Effacer { $count } dessin
       *[other] Effacer { $count } dessins
    }
annotations-hint-start = Un commentaire sur la position initiale
annotations-hint-move = Un commentaire sur ce coup
annotations-draw-tip = Un glisser avec le bouton droit sur le plateau dessine des flèches et des cercles pour ce coup : Shift rouge, Alt bleu, Ctrl jaune.
annotations-comment = Commentaire
