# Problemas (puzzles/): el menú Problemas, la ventana de problemas, lo que se dice mientras se juega
# un problema, y Mis problemas (los propios, sacados de las partidas analizadas).

puzzles-menu-solve = Resolver problemas
puzzles-next = Siguiente problema
puzzles-mining = buscando problemas en esta partida ({ $done } de { $of } victorias desaprovechadas revisadas)
puzzles-again = Otra vez desde el principio.
puzzles-solution = La solución: { $moves }
puzzles-none-of-your-own = Aún no tienes problemas propios: analiza una partida que hayas jugado, y las victorias forzadas que desaprovechaste se convertirán aquí en problemas.
puzzles-all-played = Ya se jugaron todos los problemas de este tema: vuelve a intentarlos desde el historial.
puzzles-no-such = No existe el problema { $id }.
puzzles-wrong-move = { $move } no es la jugada. Inténtalo de nuevo.
puzzles-solved-after-wrong-move = Resuelto, pero tras una jugada errónea: cuenta como fallado.
puzzles-solved = ¡Resuelto!
puzzles-right = ¡Correcto! La respuesta: { $reply }. Te toca otra vez.

puzzles-mine-not-a-file = No se pudieron leer tus propios problemas: { $reason }. Esta vez no se guardarán los nuevos (allí no se cambió nada).
puzzles-mine-too-many = Tus propios problemas ({ $path }) contenían { $held } problemas: se conservan los { $kept } más recientes.
puzzles-mine-moved-aside = No se pudieron leer tus propios problemas, así que se empezó una lista nueva. El archivo antiguo se conservó como { $path }.
puzzles-mine-unreadable = No se pudieron leer tus propios problemas ({ $path }), así que esta vez no se guardarán los nuevos (el archivo se deja como estaba).
puzzles-mine-not-saved = No se pudieron guardar tus propios problemas en { $path } ({ $reason }); los nuevos se conservan hasta que salgas.
puzzles-mine-added = { $count ->
        [one] Se añadió { $count } problema
       *[other] Se añadieron { $count } problemas
    } de esta partida a Mis problemas.

puzzles-find-best-move = Encuentra la mejor jugada para los { $side ->
        [attackers] atacantes
       *[defenders] defensores
    }.
puzzles-shipped-set = Colección incluida ({ $count })
puzzles-my-puzzles = Mis problemas ({ $count })
puzzles-title = Problemas
puzzles-your-rating = Tu puntuación: { $rating } (desviación { $deviation })
puzzles-streak = Racha: { $streak } (mejor { $best })
puzzles-from = Origen de los problemas
puzzles-theme = Tema
puzzles-any-theme = Cualquier tema
puzzles-theme-escape = Escape del rey
puzzles-theme-king-capture = Captura del rey
puzzles-theme-blockade = Bloqueo (sin jugadas)
puzzles-theme-material = Material
puzzles-puzzle = Problema { $id } - puntuación { $rating } - { $themes }
puzzles-retry = Reintentar
puzzles-show-solution = Solución
puzzles-close = Cerrar problemas
puzzles-history = Historial ({ $count })
puzzles-history-solved = resuelto
puzzles-history-failed = fallado
puzzles-retry-puzzle = Reintentar { $id }

# The game shown on the board: its event and the name of the side the person does not play.
puzzles-event = Problema { $id }
puzzles-opponent = Problema
