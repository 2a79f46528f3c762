# La partida que se juega (play/): la cabecera sobre el tablero, las piezas capturadas, las palabras de la barra, la lista de jugadas y sus menús, la barra de estado, los avisos de la partida y la pregunta de abandonar.

play-outcome = { $winner ->
        [attackers] Ganan los atacantes
        [defenders] Ganan los defensores
       *[none] Tablas
    }: { $reason ->
        [king-escaped] el rey escapó a una esquina
        [king-captured] el rey fue capturado
        [no-legal-move] ninguna jugada legal
        [repetition] tercera repetición
        [resignation] abandono
       *[timeout] se acabó el tiempo
    }

play-turn-whose = Turno de los { $side ->
        [attackers] atacantes
       *[defenders] defensores
    } ({ $whose ->
        [you] tú
        [engine] motor
        [opponent] rival
        [variation] variante
       *[study] estudio
    })
play-turn = Turno de los { $side ->
        [attackers] atacantes
       *[defenders] defensores
    }
play-header-place = { $turn }{ $place }
play-header-place-chances = { $turn }{ $place }  ·  { $chances }
play-header-chances = { $turn }  ·  { $chances }
play-header-side-chances = { $turn }  ·  { $chances }
play-header-your-chance = tú: { $chance }
play-chances-label = tú contra { $opponent }: { $chance }
play-place-start = inicio, de { $moves ->
        [one] { $moves } jugada
       *[other] { $moves } jugadas
    }
play-place-after = tras la jugada { $move } de { $moves }
play-setting-up = Preparando una posición: haz clic en las casillas para poner o quitar piezas
play-preview = Vista previa { $line ->
        [engine] de la línea del motor
        [best] de la mejor línea
       *[other] de { $line }
    }: paso { $step } de { $steps } (Izquierda/Derecha para avanzar, Esc para volver)
play-captured = capturadas: { $attackers ->
        [one] { $attackers } atacante
       *[other] { $attackers } atacantes
    }, { $defenders ->
        [one] { $defenders } defensor
       *[other] { $defenders } defensores
    }

play-bar-chances-hidden = las probabilidades están ocultas mientras juegas (Ver > Mostrar las probabilidades durante la partida)
play-bar-your-chances = { $label }: tu puntuación esperada { $judge }, desde la última posición en la que te tocaba jugar
play-bar-chances-first = tus probabilidades aparecen cuando te toca jugar
play-bar-chances-again = tus probabilidades aparecen cuando vuelve a tocarte jugar
play-bar-no-evaluation = aún no hay evaluación de esta posición: inicia el análisis o analiza la partida
play-bar-preview = una vista previa
play-bar-game-over = La partida ha terminado: { $outcome }.
play-bar-no-chances = No se muestran probabilidades: { $why }.
play-bar-evaluation-none = Evaluación: ninguna
play-bar-evaluation = Evaluación: { $value }

play-hint = Pista: { $move }
play-review-cancelled = Análisis cancelado; se conservan las posiciones ya analizadas.
play-playing-on = Sigues jugando con los { $side ->
        [attackers] atacantes
       *[defenders] defensores
    } contra el motor.
play-engine-failed = El motor falló ({ $message }) y se ha reiniciado; la partida no ha cambiado. Vuelve a pedir lo que estaba haciendo.
play-engine-move-refused = La jugada { $move } del motor fue rechazada: { $reason }
play-reviewing = Analizando { $positions ->
        [one] { $positions } posición
       *[other] { $positions } posiciones
    } a profundidad { $depth }...

play-not-played = «{ $text }» no se jugó: { $reason }.
play-variation-started = Esta jugada inicia una variante; las jugadas de la partida no cambian (Deshacer la retira).
play-nothing-to-redo = Nada que rehacer.
play-resigned = { $winner ->
        [attackers] Ganan los atacantes
       *[defenders] Ganan los defensores
    }: abandono. Deshacer anula el abandono.
play-line-added = La línea se ha añadido a la partida.
play-line-added-variation = La línea se ha añadido como variante.
play-line-not-added = No se pudo añadir la línea: { $reason }
play-out-of-time = { $side ->
        [attackers] Ganan los defensores: a los atacantes se les acabó el tiempo.
       *[defenders] Ganan los atacantes: a los defensores se les acabó el tiempo.
    }
play-resign-heading = ¿Abandonar esta partida?
play-resign-text = La partida termina con la victoria del otro bando. Deshacer lo revierte.
play-resign = Abandonar
play-cancel = Cancelar
play-notes-belong-to-games = Las notas son de las partidas: cierra la ventana del problema, de la lección o de preparación de la posición para anotar una partida.

play-type-a-move = Escribe una jugada
play-type-a-move-tip = Escribe una jugada como la muestra la lista de jugadas (c5-c6, o c5c6) y pulsa Enter
play-moves = Jugadas
play-start = Inicio
play-moves-first = Los { $side ->
        [attackers] atacantes
       *[defenders] defensores
    } juegan primero
play-move-name = Jugada { $number }: { $move }
play-move-name-review = Jugada { $number }: { $move } (análisis { $review })
play-variation-move-name = Variante { $variation } jugada { $number }: { $move }
play-variation-move-name-review = Variante { $variation } jugada { $number }: { $move } (análisis { $review })
play-variations = Variantes
play-variations-tip = Líneas sustituidas por otra jugada, deshechas o añadidas desde el análisis. Haz clic en una jugada para recorrer la variante; clic derecho para marcar o comentar la jugada.
play-promote = Promover
play-promote-tip = Convertir esta línea en la línea principal; la actual pasa a ser una variante.
play-promote-name = Promover la variante { $variation }
play-delete = Eliminar
play-delete-name = Eliminar la variante { $variation }

play-mark-name = { $mark ->
        [good] buena jugada
        [mistake] error
        [brilliant] jugada brillante
        [blunder] error grave
        [interesting] jugada interesante
       *[dubious] jugada dudosa
    }
play-your-mark = Tu marca: { $symbol } ({ $name })
play-comment = Comentario: { $comment }
play-shapes-drawn = { $count ->
        [one] { $count } forma dibujada en el tablero
       *[other] { $count } formas dibujadas en el tablero
    }
play-right-click-to-note = Clic derecho: marcar, comentar
play-mark-as = Marcar { $symbol } ({ $name })
play-no-mark = Sin marca
play-comment-menu = Comentar...
play-clear-shapes = Borrar formas
play-clear-shapes-tip = Quitar las flechas y los círculos dibujados para esta jugada

play-engine-moving = el motor piensa su jugada
play-engine-analysing = el motor está analizando
play-engine-hint = el motor busca una pista
play-engine-reviewing = el motor analiza la partida
play-engine-line = el motor busca la mejor línea
play-engine-chances = el motor calcula tus probabilidades
play-engine-idle = motor inactivo
play-you-play-here = Aquí juegas con los { $side ->
        [attackers] atacantes
       *[defenders] defensores
    }
play-study = Estudio: mueves los dos bandos
play-waiting-for-file-dialog = esperando al diálogo de archivos...
play-dismiss = Cerrar
