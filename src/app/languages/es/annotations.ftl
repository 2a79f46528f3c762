# Las notas propias sobre la partida (annotations/): el cuadro de comentario bajo la lista de
# jugadas, su título y sus botones de marca.

annotations-notes-on-start = Notas sobre la posición inicial
annotations-notes-on-move = Notas sobre { $move }
annotations-notes-on-variation = Notas sobre la variante { $variation }, { $move }
annotations-mark-tip = Marcar la jugada con { $symbol } ({ $mark ->
        [good] buena jugada
        [mistake] error
        [brilliant] jugada brillante
        [blunder] error grave
        [interesting] jugada interesante
       *[dubious] jugada dudosa
    })
annotations-mark = Marcar la jugada con { $symbol }
annotations-clear-shapes = { $count ->
        [one] Borrar { $count } dibujo
       *[other] Borrar { $count } dibujos
    }
annotations-hint-start = Un comentario sobre la posición inicial
annotations-hint-move = Un comentario sobre esta jugada
annotations-draw-tip = Arrastrar con el botón derecho sobre el tablero dibuja flechas y círculos para esta jugada: Shift rojo, Alt azul, Ctrl amarillo.
annotations-comment = Comentario
