# Las palabras de las reglas: por qué una jugada no está permitida, cómo terminó una partida.

rules-illegal-syntax = no es una jugada (se espera una jugada como c3c2, c3-c2, c3-c2xb2 o kd5)
rules-illegal-game-over = la partida ha terminado
rules-illegal-no-piece = no hay ninguna pieza en { $square }
rules-illegal-not-your-piece = en { $square } hay { $piece ->
        [attacker] un atacante
        [defender] un defensor
       *[king] un rey
    }, pero es el turno de los { $side ->
        [attackers] atacantes
       *[defenders] defensores
    }
rules-illegal-not-one-step = de { $from } a { $to } no es un paso hacia arriba, abajo, la izquierda o la derecha
rules-illegal-occupied = la casilla { $square } está ocupada
rules-illegal-restricted = solo el rey puede entrar en la casilla restringida { $square }
rules-illegal-captures-differ = la jugada captura { $actual }, no { $stated }
rules-end-king-escaped = el rey escapó a una esquina
rules-end-king-captured = el rey fue capturado
rules-end-no-legal-move = ninguna jugada legal
rules-end-repetition = tercera repetición
rules-end-resignation = abandono
rules-end-timeout = se acabó el tiempo

# The engine's levels: "Level 6 · Strong club · 1539", and each level's name.
rules-level = Nivel { $level } · { $name } · { $rating }
rules-level-1 = Primeros pasos
rules-level-2 = Recién llegado
rules-level-3 = Aprendiz
rules-level-4 = Iniciado
rules-level-5 = Principiante
rules-level-6 = Novato
rules-level-7 = Alumno
rules-level-8 = En progreso
rules-level-9 = Club
rules-level-10 = Club fuerte
rules-level-11 = Experto
rules-level-12 = Maestro
rules-level-13 = Fuerza máxima

# Por qué una partida no cuenta para la puntuación.
rules-reason-take-back = se deshizo una jugada
rules-reason-level-changed = se cambió el nivel durante la partida
rules-reason-sides-changed = se cambiaron los bandos durante la partida
rules-reason-hint = se pidió una pista
rules-reason-analysis = se usó el análisis
rules-reason-review = se analizó la partida mientras se jugaba
rules-reason-explorer = se usó el explorador de aperturas
rules-reason-casual = elegiste una partida amistosa
rules-reason-stopped = no contaba cuando el programa se cerró
rules-reason-match-stopped = el match se interrumpió al cerrarse el programa
rules-reason-match-game = una partida de un match, que cuenta con el match

# Una ayuda del motor, como la nombra la pregunta «¿Usar ...?».
rules-aid-analysis = el análisis
rules-aid-hint = una pista
rules-aid-review = el análisis de la partida
rules-aid-explorer = el explorador de aperturas
rules-aid-take-back = deshacer una jugada

# How a list of squares ends: "c4, d5 and e6".
rules-list-and = { $rest } y { $last }
