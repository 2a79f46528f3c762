# La base (shell/): las reglas y explicaciones de la ayuda, la pregunta por los cambios sin guardar,
# lo que falló con un archivo o con el estado guardado (ajustes, ventana), el título de la guía y los
# colores del tablero.

## La ayuda (help.rs): el título de cada sección y luego sus líneas, un mensaje por línea.
shell-help-rules = Las reglas
shell-help-rules-board = Tablero de 7x7; 16 atacantes (rombos oscuros) contra 8 defensores y su rey (discos claros). Los defensores mueven primero.
shell-help-rules-steps = Cada pieza, también el rey, se mueve una casilla hacia arriba, abajo, la izquierda o la derecha, a una casilla vacía.
shell-help-rules-king-alone = Las esquinas y el centro (el trono) son solo para el rey.
shell-help-rules-capture = Captura por encierro: una jugada que deja una pieza enemiga en línea entre la pieza movida y otra tuya la captura. El rey participa. Solo captura el bando que mueve.
shell-help-rules-defenders-win = Los defensores ganan cuando el rey llega a una esquina.
shell-help-rules-attackers-win = Los atacantes ganan encerrando al rey con una jugada de un atacante: cada casilla vecina es un atacante, una casilla restringida o el borde.
shell-help-rules-no-move = Un bando sin jugadas legales pierde; la tercera repetición de una posición es tablas.
shell-help-rules-guide = Ayuda > Guía abre la guía completa, con sus imágenes.

shell-help-evaluation = La barra de evaluación
shell-help-evaluation-bar = La barra junto al tablero muestra las probabilidades de la posición mostrada: la parte clara es el resultado esperado de los defensores; la oscura, el de los atacantes.
shell-help-evaluation-whose = Cada probabilidad que muestra la aplicación (la barra, la gráfica del análisis, las clases, los puntos del explorador, las líneas «Por qué») es para los mismos jugadores: los que indica «Juzgar como» en la sección Análisis. Por defecto, los propios jugadores de la partida con su puntuación (un jugador sin puntuación cuenta como jugador de club, 2057); o jugadores de club; o el juego perfecto, la visión del propio motor. Pasa el ratón por encima de la barra para leer para quién vale.
shell-help-evaluation-number = El número que lleva es el resultado esperado del bando que va por delante (una victoria cuenta 1, unas tablas 1/2): «A 78 %» significa que unos atacantes de esas puntuaciones obtienen un 78 % desde aquí. «A #3» es una victoria forzada en 3 jugadas que encontró el motor. Ver > Puntuación del motor en bruto muestra en su lugar la puntuación del propio motor (A +1,2: los atacantes por delante, en sus unidades).
shell-help-evaluation-while-playing = Mientras juegas contra el motor, cada probabilidad es la tuya contra el nivel, diga lo que diga «Juzgar como»; con Ver > Mostrar las probabilidades durante la partida, la barra la muestra como porcentaje y nada más (ni victoria forzada ni puntuación del motor), así que la partida sigue contando.
shell-help-evaluation-start = Cómo se ve el inicio depende de para quién sean las probabilidades: entre jugadores perfectos, los atacantes ganan casi todas las partidas (el 94,6 % de 8000 partidas del motor contra sí mismo desde aperturas aleatorias); entre personas, la partida está mucho más igualada. El modelo de jugadores conoce puntuaciones de 800 a 2573, desde los primeros pasos de un principiante hasta la máxima fuerza (incluida la de cada nivel); una puntuación fuera de ese rango se juzga como el más cercano de los dos extremos, y la aplicación lo indica.
shell-help-evaluation-end = «A ganó» o «D ganó» (o «Tablas») al final de una partida; una barra vacía significa que la posición aún no se ha analizado: inicia el análisis o analiza la partida.
shell-help-evaluation-accuracy = La precisión se mide con la misma vara para todos, sea quien sea quien jugó: las probabilidades que dos jugadores de club perderían con esas jugadas. Así se puede comparar de una partida a otra: el nivel 1 juega a unos 78, el nivel 7 a unos 89, la máxima fuerza a 99. El juego perfecto la mide según su propia visión.

shell-help-levels = Los niveles
shell-help-levels-engine = El motor hace sus propias jugadas en un nivel que va de 1 (un principiante puede ganarle) al más alto, la máxima fuerza (donde se aplican los ajustes de profundidad y tiempo). Un nivel por debajo del más alto mira un número fijo de jugadas por delante y valora mal las posiciones en una cantidad fija durante toda la partida, como hace una persona; no mete errores graves al azar.
shell-help-levels-ratings = Cada nivel tiene una puntuación en una misma escala (el nivel 1 es 800; el sencillo motor de base a 100 ms por jugada, 1800), medida con encuentros entre niveles vecinos.
shell-help-levels-first-game = La primera partida se juega en el nivel 1, el más bajo: un jugador que mira una jugada por delante y cuenta piezas le gana la mayoría de las veces. Cámbialo cuando quieras con «Nivel» en el panel Motor.
shell-help-levels-full-strength = El análisis, las pistas y el análisis de partidas usan siempre la máxima fuerza.
shell-help-levels-your-rating = Tu puntuación (panel Motor) está en la misma escala. Empieza en 1000 (entre los niveles 2 y 3), con un «?» mientras es provisional, y cambia tras cada partida contra un nivel que juegues desde el principio sin deshacer ninguna jugada; el panel dice antes de tu primera jugada si la partida cuenta, y hasta esa jugada aún puedes cambiar el nivel o el bando. Una partida es puntuable salvo que elijas una amistosa (Partida > Nueva partida > Puntuable, desactivado), antes de la partida o antes de tu primera jugada.
shell-help-levels-aids = En una partida que cuenta, el análisis, una pista, el análisis de la partida y el explorador de aperturas preguntan primero: usar cualquiera de ellos vuelve amistosa la partida (deja de contar). Partida > Progreso muestra tu puntuación a lo largo del tiempo, tus resultados por nivel y bando, y cada partida que jugaste contra un nivel, guardada en tu historial (record.sqlite en la carpeta de datos de la aplicación). El número tras ± indica lo segura que es, y se reduce a medida que juegas; un ? tras la puntuación la marca como provisional (aún no segura), y mientras lo sea, una partida la mueve como mucho 150 puntos. «Nivel según mi puntuación» elige el nivel más cercano a ella, pero nunca más de uno por encima del nivel más alto al que hayas ganado en una partida puntuable.
shell-help-levels-match = Partida > Nuevo match juega dos veces contra un nivel con los bandos cambiados, como hacen los jugadores de tafl: gana quien sume más puntos y, con una victoria cada uno, la victoria más rápida se lleva el match. Un match cuenta una sola vez en tu puntuación.

shell-help-lines = Líneas, deshacer y estudio
shell-help-lines-variation = Una jugada en una posición anterior (en el tablero o en el explorador) inicia una variante: las jugadas de la partida se quedan como estaban. Promueve una variante en la lista de jugadas para convertirla en la línea de la partida.
shell-help-lines-undo = Deshacer (Ctrl+Z) retira tu última jugada y la respuesta del motor; se conservan como variante. Tus notas, las jugadas de una variante, un abandono, una promoción o un borrado se deshacen uno a uno. Rehacer devuelve lo que se deshizo.
shell-help-lines-study = Una partida que abres queda abierta para estudiarla: mueves los dos bandos y el motor espera. Para seguir jugando contra el motor desde su última posición, usa «Seguir con los atacantes» (o «Seguir con los defensores») en el panel Motor.
shell-help-lines-pace = Motor contra motor juega al «Ritmo» ajustado en el panel Motor (1 segundo por jugada al principio).
shell-help-lines-puzzles = Los problemas dejan tu partida en espera; «Cerrar problemas» la devuelve tal como estaba.

shell-help-clocks = Los relojes
shell-help-clocks-time-control = Partida > Ritmo de juego ajusta el reloj de la próxima partida: minutos para cada bando más un incremento, segundos que se añaden tras cada jugada («5 + 3» = 5 minutos, 3 segundos por jugada).
shell-help-clocks-running = Corre el reloj del bando al que le toca mover; pierde el bando que se queda sin tiempo. Las posiciones preparadas y pegadas reciben el mismo reloj.
shell-help-clocks-stopped = Los relojes se detienen mientras hay en pantalla una pregunta o un selector de archivos.

shell-help-marks = Las marcas del análisis
shell-help-marks-review = Analizar la partida (Ctrl+R) analiza cada posición de la línea principal y marca las jugadas que perdieron parte de la probabilidad de ganar del bando que movía:
shell-help-marks-classes = ?! imprecisión: 5 puntos o más perdidos; ? error: 10 puntos o más; ?? error grave: 15 puntos o más, siendo los puntos la probabilidad del bando que mueve para los jugadores que indica «Juzgar como».
shell-help-marks-always = Juzgue quien juzgue: una jugada que permite que el rey sea capturado, o que llegue a una esquina, en la jugada siguiente es siempre un error grave (salvo que todas las jugadas lo permitieran), y una jugada que deja escapar una victoria forzada es al menos un error.
shell-help-marks-table = La tabla de precisión resume las jugadas de cada bando; P y N saltan al error anterior y al siguiente, y un clic en la gráfica muestra esa jugada.

shell-help-notes = Tus notas
shell-help-notes-drawing = Arrastra con el botón derecho del ratón sobre el tablero para dibujar una flecha para la jugada mostrada; suelta en la misma casilla para dibujar un círculo. Sin tecla es verde; con Shift, rojo; con Alt, azul; con Ctrl (o Shift+Alt), amarillo. Dibujar la misma forma otra vez la quita.
shell-help-notes-marks = Haz clic derecho en una jugada de la lista para marcarla (! ? !! ?? !? ?!), escribir un comentario sobre ella o borrar sus dibujos; el cuadro de comentario bajo la lista hace lo mismo con la jugada mostrada. Tus marcas aparecen junto a las del análisis.
shell-help-notes-belong = Los dibujos, las marcas y los comentarios pertenecen a su jugada: se guardan con la partida, se muestran cuando se muestra esa jugada y pasan con ella a una variante cuando se deshace.
shell-help-notes-text = Partida > Exportar como texto escribe la línea principal con tus notas como un registro de texto (encabezados, jugadas numeradas, { "{" }comentarios{ "}" }); Partida > Importar desde texto vuelve a leer uno.

shell-help-library = La biblioteca de partidas
shell-help-library-list = Partida > Biblioteca de partidas (Ctrl+L) lista las partidas de una carpeta (la de partidas guardadas hasta que elijas otra): jugadores, resultado, fecha, jugadas y la precisión de cada bando si la partida se analizó. Un archivo que no se puede leer aparece con el motivo.
shell-help-library-sort = Haz clic en un encabezado para ordenar por él (otra vez para el orden inverso); filtra por texto (jugadores, evento, nombre de archivo) y por resultado. Las flechas arriba y abajo eligen una partida; Intro o un doble clic la abre (la aplicación pregunta antes si la partida del tablero tiene cambios sin guardar).
shell-help-library-practise = «Practicar errores» reúne los errores y los errores graves de tu bando (el jugador llamado Human, como te llama la aplicación, o un bando que elijas) de las partidas analizadas que se muestran, y los recorre partida por partida.

shell-help-explorer = El explorador de aperturas
shell-help-explorer-moves = Ver > Explorador de aperturas (E) lista cada jugada hecha en la posición mostrada, la más jugada primero: cuántas partidas, una barra con las victorias de los atacantes, las tablas y las victorias de los defensores (pasa el ratón por encima para ver las cifras), y los puntos: la probabilidad del bando al que le toca mover tras cada jugada, para los jugadores que indica «Juzgar como» (tal como los muestra la barra), con un decimal donde dos se redondearían igual; en una partida que cuenta, solo la probabilidad. Haz clic en una jugada para jugarla.
shell-help-explorer-games = «Todas las partidas» cuenta las 54 247 partidas del motor contra sí mismo que vienen con la aplicación, y las tuyas; «Mis partidas», solo las partidas terminadas guardadas en tu carpeta (la de la biblioteca o, si no, la última que usaste). Una posición a la que se llega por distintos órdenes de jugadas es una sola entrada, y cada partida cuenta una vez en ella.

## La pregunta por los cambios sin guardar (dialogs.rs). $what es lo que espera la respuesta, en
## infinitivo, con palabras de otra parte («abrir otra partida», «salir»).
shell-unsaved-heading = Cambios sin guardar
shell-unsaved-text = La partida tiene cambios que no están guardados. ¿Guardarlos antes de { $what }?
shell-unsaved-save = Guardar
shell-unsaved-discard = Descartar
shell-unsaved-cancel = Cancelar

## La ventana de la guía (guide.rs); la guía misma es docs/guide.md, en inglés.
shell-guide-title = Guía

## Por qué no se pudo escribir un archivo (aside.rs), dicho dentro de otros mensajes: sin mayúscula
## ni punto.
shell-io-disk-full = el disco está lleno
shell-io-quota-used-up = se ha agotado tu cuota de disco
shell-io-read-only = el disco solo se puede leer, no escribir
shell-io-not-allowed = no tienes permiso para escribir ahí
shell-io-not-found = el archivo o su carpeta no existe
shell-save-not-written-down = la partida no se pudo poner por escrito
shell-save-not-written = { $path } no se pudo escribir: { $reason }

## Valores guardados que no se pudieron leer (aside.rs). $what los nombra al principio de la frase
## («Tus ajustes»); $fresh es una oración que dice qué pasa en su lugar («se usan los habituales»);
## $path, dónde se guardó una copia de los datos anteriores.
shell-stored-unreadable-kept = { $what }: no se pudieron leer los datos guardados, así que { $fresh }. Se guardó una copia de los datos anteriores en { $path }.
shell-stored-unreadable-left = { $what }: no se pudieron leer los datos guardados, así que, por ahora, { $fresh }. Los datos anteriores se quedan como estaban y no se sobrescriben.

## El estado guardado que no se puede escribir (writable.rs).
shell-stored-cannot-be-saved = Tus ajustes, puntuaciones e historial de problemas no se pueden guardar en { $path } ({ $reason }): los cambios solo se conservan hasta que salgas.
shell-stored-is-a-folder = es una carpeta
shell-stored-folder-cannot-be-made = la carpeta { $folder } no se puede crear: { $error }

## El estado guardado de la ventana, comprobado al empezar (startup.rs).
shell-window-state-not-a-file-kept = El estado guardado de la ventana no era un archivo ({ $why }), así que empieza de cero; lo que había se conserva como { $path }.
shell-window-state-not-a-file = El estado guardado de la ventana no es un archivo ({ $why }) y no se pudo apartar ({ $error }).
shell-window-state-not-kept = El estado guardado de la ventana no se pudo leer ni apartar ({ $reason }): empieza de cero.
shell-window-state-read-around = El estado guardado de la ventana tenía bytes que no se podían leer; se usa lo que se pudo leer a su alrededor. El archivo tal como estaba se conserva como { $path }.
shell-window-state-unreadable = El estado guardado de la ventana no se pudo leer, así que empieza de cero. El archivo tal como estaba se conserva como { $path }.

## Los colores del tablero, en Ver (theme.rs).
shell-board-wood = Tablero de madera
shell-board-green = Tablero verde
shell-board-colour-blind = Tablero apto para daltónicos (colores de Paul Tol)

## Por qué no se pudo leer una partida guardada.
shell-load-io = no se pudo leer { $path }: { $reason }
shell-load-syntax = no es un archivo de partida de Ard Ri válido: { $message }
shell-load-bad-version = versión de formato desconocida { $version }
shell-load-newer = este archivo lo escribió una versión más reciente del programa (formato { $found }; esta lee hasta el { $max })
shell-load-illegal-move = jugada { $number }, { $text }: { $reason }
shell-load-result-mismatch = el archivo dice «{ $stated }», pero sus jugadas terminan en «{ $actual }»
shell-load-bad-variation = variante { $number }: { $message }
shell-load-too-many-evaluations = el archivo tiene { $evaluations } evaluaciones para { $moves } jugadas
shell-load-bad-analysis = el análisis de la posición tras { $ply } jugadas: { $message }
shell-load-bad-annotation = la nota { $ply ->
        [0] de la posición inicial
       *[other] de la jugada { $ply }
    }: { $message }
