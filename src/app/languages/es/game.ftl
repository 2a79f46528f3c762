# El núcleo de la partida (game/ con board/ y session/): quién juega con cada bando, las palabras de
# la barra de evaluación, de quién son las probabilidades mostradas, los nombres de los jugadores,
# las casillas del tablero para un lector de pantalla, y por qué se rechaza una posición o una
# variante.

## Quién juega con cada bando.
game-you-defend = Juegas con los defensores
game-you-attack = Juegas con los atacantes
game-you-both = Juegas con ambos bandos
game-engine-both = El motor juega con ambos bandos

## Para quién valen las probabilidades, al final de una frase.
game-judge-engine = entre jugadores perfectos (la visión propia del motor)
game-judge-equal = entre dos jugadores con puntuación { $rating }
game-judge-players = para atacantes con puntuación { $attackers } contra defensores con puntuación { $defenders }

## La descripción emergente de la barra de evaluación.
game-bar-tip = { $chance }: la puntuación esperada del bando que va por delante (unas tablas cuentan la mitad), { $whose } ({ $wdl }).
game-bar-engine-score = Puntuación del motor { $eval } (A = atacantes por delante, D = defensores por delante, # = victoria forzada en ese número de jugadas).
game-wdl = ganan los atacantes { $attackers }, tablas { $draw }, ganan los defensores { $defenders }
game-attackers-won = A ganó
game-defenders-won = D ganó
game-draw = Tablas

## Juzgar como.
game-club-players = jugadores de club ({ $rating })
game-perfect-play = juego perfecto
game-players-tip = Las probabilidades de estos dos jugadores según su puntuación cuando se jugó la partida (un jugador sin puntuación cuenta como jugador de club, nivel { $level }; una puntuación fuera del rango de { $low } a { $high }, las puntuaciones con las que se ajustó el modelo, se juzga como la más cercana de las dos): un desliz que estos jugadores castigan es un error; uno que rara vez encuentran, no.
game-club-tip = Las probabilidades de dos jugadores de club, sin importar quién jugó la partida.
game-perfect-tip = La visión propia del motor: las probabilidades entre jugadores perfectos, entre los que los atacantes ganan casi todas las partidas desde la posición inicial.

## Los jugadores de una partida, en breve.
game-player-you = tú
game-player-level = Nivel { $level }
game-player-engine = el motor
game-player-unnamed = sin nombre
game-player-rated = { $player } ({ $rating })
game-player-held = { $player } ({ $rating }, juzgado como { $held })
game-player-club = { $player } (club, { $rating })
game-players-vs = { $attackers } – { $defenders }

game-the-start = el inicio

## Por qué no se puede jugar desde una posición.
game-king-on-corner = el rey está en una esquina: los defensores ya han ganado
game-no-legal-move = los { $side ->
        [attackers] atacantes
       *[defenders] defensores
    } no tienen ninguna jugada legal

## Por qué se rechaza una variante al abrir una partida.
game-variation-past-end = la variante { $variation } sale tras la jugada { $after }, pero la partida solo tiene { $moves } { $moves ->
        [one] jugada
       *[other] jugadas
    }
game-variation-over = la partida ya había terminado ({ $outcome })
game-variation-illegal = variante { $variation }, su jugada { $number } ({ $move }): { $reason }

## Una casilla tal como la lee un lector de pantalla.
game-square-attacker = atacante
game-square-defender = defensor
game-square-king = rey
game-square-corner = esquina
game-square-empty = vacía
game-square-can-be-taken = se puede capturar
game-square-captured = rey capturado
game-square-escaped = rey escapado
game-square-on-kings-way = en el camino del rey a una esquina
game-square-selected = seleccionada
game-square-legal-target = destino legal
game-square-can-move = se puede mover

# Lo que espera la respuesta a «¿Guardarlos antes de ...?» (en infinitivo).
game-going-on = continuar
