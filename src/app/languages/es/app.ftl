# La barra de menús (menu.rs): los menús y sus entradas que no nombran ninguna función.

menu-game = Partida
menu-new-game = Nueva partida
menu-rated = Puntuable (cuenta para tu puntuación)
menu-rated-tip = Una partida contra un nivel cuenta para tu puntuación salvo que elijas una amistosa. Se aplica a la próxima partida, y a esta hasta tu primera jugada.
menu-same-sides = Mismos bandos
menu-paste = Pegar posición o jugadas...
menu-copy-position = Copiar posición
menu-copy-moves = Copiar jugadas
menu-time-control = Ritmo de juego (próxima partida)
menu-resign = Abandonar
menu-open = Abrir...
menu-open-recent = Abrir reciente
menu-clear-recent = Vaciar la lista
menu-save = Guardar
menu-save-as = Guardar como...
menu-export-text = Exportar como texto...
menu-import-text = Importar desde texto...
menu-quit = Salir
menu-moves = Jugadas
menu-undo = Deshacer
menu-redo = Rehacer
menu-flip = Girar el tablero
menu-first-position = Posición inicial
menu-previous-move = Jugada anterior
menu-next-move = Jugada siguiente
menu-last-position = Última posición
menu-view = Ver
menu-eval-bar = Barra de evaluación
menu-raw-score = Puntuación del motor en bruto
menu-raw-score-tip = Mostrar la puntuación del motor (A +1,2) en lugar de la probabilidad (A 78 %)
menu-chances-while-playing = Mostrar las probabilidades durante la partida
menu-chances-while-playing-tip = En una partida contra el motor, la barra muestra tus probabilidades contra su nivel
menu-graph = Gráfica de evaluación
menu-legal-dots = Puntos de jugadas legales
menu-learning-aids = Ayudas de aprendizaje
menu-learning-aids-tip = Rodea las piezas que cada bando puede capturar en la próxima jugada, muestra los caminos cercanos del rey hacia las esquinas, desliza cada jugada a su sitio, deja las piezas capturadas en transparencia donde estaban y marca dónde fue capturado el rey o por dónde escapó. Activadas en tus primeras partidas.
menu-best-arrows = Flechas de la mejor jugada
menu-coordinates = Coordenadas
menu-dark-theme = Tema oscuro
menu-light-theme = Tema claro
menu-language = Idioma
menu-engine = Motor
menu-start-analysis = Iniciar análisis
menu-stop-analysis = Detener análisis
menu-hint = Pista
menu-cancel-review = Cancelar el análisis de la partida
menu-review-game = Analizar la partida
menu-puzzles = Problemas
menu-help = Ayuda
menu-rules-and-shortcuts = Reglas y atajos
menu-guide = Guía
menu-no-clock = Sin reloj
menu-bullet = { $minutes } + { $seconds } (bala)
menu-blitz = { $minutes } + { $seconds } (blitz)
menu-rapid = { $minutes } + { $seconds } (rápida)
menu-custom = Personalizado
menu-minutes-each = minutos cada uno
menu-seconds-per-move = segundos por jugada

# El panel lateral (side_panel.rs): el motor, sus líneas, el análisis.
panel-engine = Motor
panel-opened-game = Una partida abierta: mueves los dos bandos y el motor espera. Sigue jugando contra él:
panel-play-on = { $side ->
        [attackers] Seguir con los atacantes
       *[defenders] Seguir con los defensores
    }
panel-play-on-tip = Desde la última posición de la partida, contra el motor a su nivel
panel-level = Nivel
panel-level-tip = El nivel del motor para sus propias jugadas, con su puntuación: al 1 puede ganarle un principiante; { $top } es su fuerza máxima (entonces valen la profundidad y el tiempo de abajo). El análisis es siempre a fuerza máxima.
panel-depth = Profundidad
panel-depth-tip-top = La profundidad a la que el motor juega sus propias jugadas (y da pistas). La fuerza máxima tiene la puntuación { $rating } a profundidad { $depth }, la predeterminada: más profundidad juega más fuerte, menos, más débil.
panel-depth-tip = La profundidad a la que se buscan las pistas. En el nivel { $level } el motor juega a la profundidad propia de ese nivel; este ajuste solo juega en el nivel { $top }, a fuerza máxima.
panel-time = Tiempo
panel-time-tip = El tiempo máximo que el motor usa para una de sus jugadas.
panel-pace = Ritmo
panel-pace-tip = Motor contra motor: el tiempo mínimo entre dos jugadas, para que puedas seguir la partida.
panel-lines = Líneas
panel-lines-tip = Cuántas líneas muestra el análisis.
panel-analysis-tip = Analiza la posición mostrada hasta que lo detengas; sigue la jugada mostrada.
panel-arrows = Flechas
panel-move-now = Jugar ya
panel-resume = Reanudar
panel-pause = Pausa
panel-pause-tip = Motor contra motor: parar tras la jugada en curso, o seguir
panel-step = Una jugada
panel-step-tip = Jugar una jugada
panel-lines-hidden = Las líneas del motor siguen ocultas mientras esta partida cuente para tu puntuación.
panel-no-search = No hay búsqueda en esta posición.
panel-search-stats = Profundidad { $depth } (selectiva { $seldepth }), { $nodes } nodos, { $speed } M/s
panel-lines-legend-score = Cada línea: la puntuación del motor (A: atacantes por delante, D: defensores por delante, #: una victoria forzada en tantas jugadas), luego sus jugadas.
panel-lines-legend-chance = Cada línea: quién va por delante (A atacantes, D defensores) y su puntuación esperada, contando las tablas como media (#: una victoria forzada en tantas jugadas), luego sus jugadas.
panel-line-tip = Línea { $line }: { $bar } (puntuación del motor { $score }); { $chances }
panel-line-move-tip = Mostrar la posición tras esta jugada (Esc para volver)
panel-line-move-name = Línea { $line } jugada { $move }
panel-add-line-tip = Añadir esta línea a la partida como variante
panel-add-line-name = Añadir la línea { $line }
panel-by-depth = Mejor jugada por profundidad
panel-by-depth-depth = profundidad
panel-by-depth-best = mejor
panel-by-depth-score = puntuación
panel-judge-while-playing = Juzgar como: { $players } mientras juegas
panel-judge-while-playing-tip = Mientras juegas contra el motor, la barra, la gráfica y el explorador muestran las probabilidades de los jugadores de esta partida: las tuyas contra el nivel. «Juzgar como» vuelve a aplicarse cuando termina la partida.
panel-judge-as = Juzgar como
panel-judge-as-tip = De quién son las probabilidades que muestran las clases de jugadas, la barra y la gráfica (la precisión se mide por lo que perderían jugadores de club, sea quien sea quien jugó, salvo que juzgue el juego perfecto). { $choice }
panel-review = Análisis
panel-review-progress = { $done } / { $total } posiciones
panel-cancel = Cancelar
panel-review-game = Analizar la partida
panel-review-game-tip = Analizar cada posición de la línea principal (Ctrl+R)
panel-review-depth = Profundidad del análisis
panel-accuracy = { $side ->
        [attackers] Atacantes
       *[defenders] Defensores
    }: precisión { $accuracy }
panel-class-count = { $class ->
        [inaccuracy] imprecisiones
        [mistake] errores
       *[blunder] errores graves
    }
panel-previous-mistake = < Error anterior
panel-next-mistake = Error siguiente >

# Las preguntas y avisos de la propia aplicación (dispatch.rs, mod.rs, views.rs).
app-title = Ard Ri - { $name }
app-title-unsaved = Ard Ri - { $name } *
app-new-game = partida nueva
app-internal-error = Algo falló dentro de la aplicación ({ $what }); no se ha cambiado nada. Por favor, infórmanos.
app-take-back-heading = ¿Deshacer tu jugada?
app-take-back-text = Esta partida cuenta para tu puntuación. Una partida con una jugada deshecha no cuenta: pasa a ser una partida amistosa.
app-take-back = Deshacerla
app-keep-rated = Mantener la partida puntuable
app-use-aid-heading = ¿Usar { $aid }?
app-use-aid-text = Esta partida cuenta para tu puntuación. Con la ayuda del motor no contará: pasa a ser una partida amistosa.
app-use-aid = Usar { $aid }
app-welcome = ¡Bienvenido! El motor juega en { $level } para una primera partida: cámbialo con «Nivel» en el panel del motor. F1 explica el resto.
app-stored-settings = Tus ajustes
app-stored-settings-then = se usan los habituales
app-stored-puzzles = Tu puntuación y tu historial de problemas
app-stored-puzzles-then = empiezan de cero
app-stored-rating = Tu puntuación de partidas
app-stored-rating-then = empieza de cero
app-untrusted-kept = Algunos valores guardados antes de tu historial no eran fiables, así que no se pasaron a él y nada ocupó su lugar: { $what }. El archivo antiguo se conserva, tal cual, como { $file }.
app-untrusted = Algunos valores guardados antes de tu historial no eran fiables, así que no se pasaron a él: { $what }.
app-untrusted-not-copied = Algunos valores guardados antes de tu historial no eran fiables, así que no se pasaron a él: { $what }. No se pudo apartar el archivo antiguo ({ $error }); no se sobrescribe.
app-paste-title = Pegar una posición o jugadas
app-paste-text = Pega (Ctrl+V) una cadena de posición, o jugadas desde el inicio (c3-c2 d2-e2 ...):
app-paste-field = Texto pegado
app-paste-use = Usarlo
app-help-title = Ard Ri: reglas y atajos
app-help-shortcuts = Atajos

# Los atajos, para la ayuda (keymap.rs).
keys-new-game = partida nueva (mismos bandos)
keys-open = abrir una partida
keys-library = la biblioteca de partidas (las partidas de una carpeta)
keys-save-as = guardar como
keys-save = guardar
keys-paste = pegar una cadena de posición o jugadas (en el tablero)
keys-redo = rehacer
keys-undo = deshacer (las jugadas deshechas se guardan como variante)
keys-review = analizar la partida
keys-previous-move = jugada anterior (en una vista previa: su jugada anterior)
keys-next-move = jugada siguiente (en una vista previa: su jugada siguiente)
keys-first-position = posición inicial
keys-last-position = última posición
keys-previous-mistake = error anterior (tras un análisis)
keys-next-mistake = error siguiente (tras un análisis)
keys-flip = girar el tablero
keys-explorer = abrir o cerrar el explorador de aperturas
keys-escape = salir de la vista previa de una línea, o cerrar la ayuda o la biblioteca
keys-board = el teclado al tablero: las flechas recorren las casillas, Intro elige una pieza y la mueve
keys-help = esta ayuda
