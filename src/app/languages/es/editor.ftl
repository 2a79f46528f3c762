# El editor de posiciones (editor/): su entrada del menú Partida, la ventana para preparar una
# posición, y lo que está mal en una posición preparada o en una cadena de posición leída.

editor-menu = Preparar una posición...
editor-title = Preparar una posición
editor-not-a-position-string = No es una cadena de posición válida: { $reason }. No se cambió nada.
editor-attacker = Atacante
editor-defender = Defensor
editor-king = Rey
editor-erase = Borrar
editor-to-move = Mueven:
editor-defenders = Defensores
editor-attackers = Atacantes
editor-start-position = Posición inicial
editor-clear-board = Vaciar el tablero
editor-position-string = Cadena de posición
editor-load = Cargar
editor-load-tip = Leer la cadena de posición (pega una con Ctrl+V)
editor-legal = Una posición legal.
editor-not-playable = No se puede jugar: { $reason }.
editor-play-from-here = Jugar desde aquí
editor-playing-from-set-up = Se juega desde la posición preparada.
editor-copy = Copiar
editor-copy-tip = Copiar la cadena de posición
editor-cancel = Cancelar

editor-error-empty = la cadena de posición está vacía
editor-error-rank-count = se esperaban 7 filas separadas por '/', hay { $found }
editor-error-rank-length = la fila { $rank } describe { $length ->
        [one] { $length } casilla
       *[other] { $length } casillas
    }, se esperaban 7
editor-error-unknown-character = fila { $rank }: carácter desconocido '{ $found }' (se esperaba a, d, k o una cifra del 1 al 7)
editor-error-missing-side = falta el bando que mueve (añade ' d' o ' a' después de las filas)
editor-error-bad-side = bando que mueve desconocido '{ $found }' (se esperaba d o a)
editor-error-trailing-text = texto inesperado después del bando que mueve: '{ $found }'
editor-error-king-count = se esperaba exactamente un rey, hay { $found }
editor-error-piece-on-restricted = { $piece ->
        [attacker] un atacante
        [defender] un defensor
       *[king] el rey
    } en la casilla restringida { $square }: solo el rey puede estar allí
editor-error-too-many-attackers = { $found } atacantes: hay como máximo 16
editor-error-too-many-defenders = { $found } defensores además del rey: hay como máximo 8
editor-error-square-used-twice = dos piezas en la casilla { $square }
