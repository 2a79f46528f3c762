# La biblioteca de partidas (library/): su entrada de menú, su ventana (la carpeta, los filtros, la
# tabla de partidas) y la práctica de los errores de las partidas mostradas.

library-menu = Biblioteca de partidas...
library-title = Biblioteca de partidas
library-choose-folder = Elegir carpeta...
library-refresh = Actualizar
library-refresh-tip = Volver a leer la carpeta
library-open = Abrir
library-open-tip = Abrir la partida seleccionada (Enter, o doble clic)
library-filter-hint = Filtro: jugadores, evento o archivo
library-filter = Filtro
library-all-results = Todos los resultados
library-result-filter = Filtro de resultado
library-reading = Leyendo { $read } de { $total }...
library-shown = { $shown } de { $total } { $total ->
        [one] partida
       *[other] partidas
    }

library-column-file = Archivo
library-column-attackers = Atacantes
library-column-defenders = Defensores
library-column-result = Resultado
library-column-reason = Motivo
library-column-date = Fecha
library-column-moves = Jugadas
library-column-attackers-accuracy = Prec. A
library-column-defenders-accuracy = Prec. D
library-column-name = Columna { $title }
library-sort-tip = Ordenar por { $column ->
        [file] archivo
        [attackers] atacantes
        [defenders] defensores
        [result] resultado
        [reason] motivo
        [date] fecha
        [moves] jugadas
        [attackers-accuracy] precisión de los atacantes
       *[defenders-accuracy] precisión de los defensores
    } (otra vez: al revés)

library-attackers-won = Ganan los atacantes
library-defenders-won = Ganan los defensores
library-draw = Tablas
library-unfinished = Sin terminar
library-unreadable = Ilegible
library-king-escaped = escape del rey
library-king-captured = captura del rey
library-no-legal-move = sin jugadas legales
library-repetition = repetición
library-resignation = abandono
library-timeout = tiempo agotado
library-partial-review-tip = De un análisis de solo una parte de las jugadas de la partida
library-unreadable-error = Ilegible: { $error }

library-practise-of = Practicar los errores
library-practise-player = del jugador llamado
library-practise-attackers = de los atacantes
library-practise-defenders = de los defensores
library-practise-whose = Qué errores practicar
library-player-name = Nombre del jugador
library-practise-button = Practicar errores ({ $count })
library-practise-tip = Los errores y errores graves de las partidas analizadas mostradas, partida a partida en este orden
library-practise-none-tip = Ningún error ni error grave de ese bando en las partidas analizadas mostradas
library-gathering = Reuniendo...
