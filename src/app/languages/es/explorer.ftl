# El explorador de aperturas (explorer/): su ventana, la línea sobre sus partidas, su entrada de menú.

explorer-title = Explorador de aperturas

## La línea sobre las partidas, bajo la elección de partidas.
explorer-no-saved-games = aún no tienes partidas guardadas
explorer-games-forbidden = no se permite leer tus partidas en { $folder }
explorer-games-unreadable = no se pudieron leer tus partidas en { $folder }: { $error }
explorer-reading-the-games = leyendo las partidas…
explorer-self-play-games = { $count ->
        [one] { $games } partida del motor contra sí mismo
       *[other] { $games } partidas del motor contra sí mismo
    }
explorer-shipped-unreadable = las partidas incluidas no se pueden leer: { $error }
explorer-reading-your-games = leyendo tus partidas…
explorer-yours = { $count ->
        [one] { $games } tuya
       *[other] { $games } tuyas
    }
explorer-left-out = { $count ->
        [one] ({ $count } descartada: sin terminar o desde una posición preparada)
       *[other] ({ $count } descartadas: sin terminar o desde una posición preparada)
    }
explorer-unreadable = { $count ->
        [one] ({ $count } ilegible)
       *[other] ({ $count } ilegibles)
    }
explorer-summary = { $shipped } y { $mine }
explorer-settings-what = La elección de partidas del explorador de aperturas
explorer-settings-fresh = cuenta todas las partidas

## La ventana.
explorer-all-games = Todas las partidas
explorer-my-games = Mis partidas
explorer-my-games-tip = Partidas terminadas guardadas en { $folder }
explorer-standard-rules-only = El explorador solo tiene partidas con las reglas estándar.
explorer-reading = Leyendo las partidas…
explorer-no-game-here = Ninguna partida llegó a esta posición.
explorer-games-here = { $count ->
        [one] { $games } partida aquí
       *[other] { $games } partidas aquí
    }
explorer-games-ended-here = { $count ->
        [one] { $games } partida terminó aquí
       *[other] { $games } partidas terminaron aquí
    }
explorer-every-game-ended = Todas las partidas terminaron aquí.
explorer-results = Ganaron los atacantes { $attackers } ({ $attackers_share }), tablas { $draws } ({ $draws_share }), ganaron los defensores { $defenders } ({ $defenders_share })
explorer-move = Jugada
explorer-games = Partidas
explorer-results-head = A / tablas / D
explorer-score = Puntuación
explorer-score-head-tip = La probabilidad de los { $side ->
        [attackers] atacantes
       *[defenders] defensores
    } tras cada jugada { $whose }
explorer-play = Jugar { $move }
explorer-no-score = No hay puntuación guardada
explorer-score-tip = { $chance }: la puntuación esperada de los { $side ->
        [attackers] atacantes
       *[defenders] defensores
    } tras esta jugada (unas tablas cuentan la mitad), { $whose } ({ $wdl }).
explorer-engine-score = Puntuación del motor { $eval }, de las búsquedas hechas durante las partidas.
