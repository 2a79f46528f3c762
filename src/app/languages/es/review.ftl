# El análisis: las líneas «Por qué» bajo la lista de jugadas, los avisos del análisis, las entradas de los errores.

review-why-title = Por qué { $move } es { $class ->
        [inaccuracy] una imprecisión
        [mistake] un error
       *[blunder] un error grave
    }
review-loses-king-captured = Esto permite a los atacantes capturar al rey con { $move }.
review-loses-king-escapes = Esto permite al rey escapar con { $move }.
review-missed-win-king-captured = Esto deja pasar una victoria inmediata: { $move } captura al rey.
review-missed-win-king-escapes = Esto deja pasar una victoria inmediata: { $move } lleva al rey a la esquina.
review-missed-forced-win = Esto deja escapar una victoria forzada en { $moves } { $moves ->
        [one] jugada
       *[other] jugadas
    }.
review-allows-forced-loss = Esto da a los { $side ->
        [attackers] atacantes
       *[defenders] defensores
    } una victoria forzada en { $moves } { $moves ->
        [one] jugada
       *[other] jugadas
    }.
review-leaves-pieces = Esto deja { $kind ->
        [attacker] { $count ->
            [one] al atacante
           *[other] a los atacantes
        }
       *[defender] { $count ->
            [one] al defensor
           *[other] a los defensores
        }
    } de { $squares } a merced de { $move }.
review-missed-capture = Esto deja de capturar { $kind ->
        [attacker] { $count ->
            [one] al atacante
           *[other] a los atacantes
        }
       *[defender] { $count ->
            [one] al defensor
           *[other] a los defensores
        }
    } de { $squares } con { $move }.
review-better-captures-king = Era mejor { $move }, que captura al rey.
review-better-king-escapes = Era mejor { $move }: el rey escapa.
review-better-forced-win = Era mejor { $move }, que gana por la fuerza en { $moves } { $moves ->
        [one] jugada
       *[other] jugadas
    }.
review-better-takes = Era mejor { $move }, que captura { $kind ->
        [attacker] { $count ->
            [one] al atacante
           *[other] a los atacantes
        }
       *[defender] { $count ->
            [one] al defensor
           *[other] a los defensores
        }
    } de { $squares }.
review-better-stops-win = Era mejor { $move }, { $side ->
        [attackers] que aleja al rey de la esquina
       *[defenders] que evita la captura del rey
    }.
review-better-engines-choice = Era mejor { $move }, la elección del motor.
review-no-mistake-after = Ningún error después de esta jugada.
review-no-mistake-after-unreviewed = Ningún error después de esta jugada (analiza la partida para encontrarlos).
review-no-mistake-before = Ningún error antes de esta jugada.
review-no-mistake-before-unreviewed = Ningún error antes de esta jugada (analiza la partida para encontrarlos).
review-previous-mistake = Error anterior
review-next-mistake = Error siguiente
review-finished = Análisis terminado: precisión de los atacantes { $attackers }, de los defensores { $defenders }.
review-graph = Gráfica de evaluación
review-graph-line = Probabilidad de victoria de los defensores (%)
review-graph-even = igualdad
review-graph-shown = jugada mostrada
