# Aprende de tus errores (learn/): las entradas de menú, la ventana, los mensajes y la pregunta.

learn-menu-yours = Aprender de tus errores
learn-menu-attackers = Aprender de los errores de los atacantes
learn-menu-defenders = Aprender de los errores de los defensores
learn-title = Aprender de tus errores
learn-progress = { $index } de { $total }
learn-progress-games = { $index } de { $total } (partida { $game } de { $games })
learn-game-move = { $name }, jugada { $number }
learn-summary = Terminado: { $found } { $found ->
        [one] encontrado
       *[other] encontrados
    } a la primera, { $helped } con ayuda, { $skipped } { $skipped ->
        [one] saltado
       *[other] saltados
    }, de { $total }.
learn-summary-games = Terminado: { $found } { $found ->
        [one] encontrado
       *[other] encontrados
    } a la primera, { $helped } con ayuda, { $skipped } { $skipped ->
        [one] saltado
       *[other] saltados
    }, de { $total }. En { $games } partidas.
learn-per-game = { $name }: { $found } a la primera, { $helped } con ayuda, { $skipped } { $skipped ->
        [one] saltado
       *[other] saltados
    }
learn-show-game = Mostrar esa partida
learn-hint = Pista: la pieza
learn-solution = Solución
learn-skip = Saltar este
learn-stop = Dejar de aprender
learn-looking-for-line = Buscando la mejor línea...
learn-best-line = La mejor línea: { $moves }
learn-preview-line = Ver la línea en el tablero
learn-previewing = Vista previa: paso { $step } de { $total } (la partida no cambia)
learn-back = < Atrás
learn-forward = Adelante >
learn-leave-preview = Salir de la vista previa

learn-hint-text = Pista: mueve la pieza de { $square }.
learn-best-move = La mejor jugada: { $move }. Juégala para continuar.
learn-no-mistakes = Ningún error ni error grave de ese bando: analiza primero la partida (Motor > Analizar la partida).
learn-this-game = esta partida
learn-practising = Practicando los errores de { $name } (partida { $game } de { $games }).
learn-cannot-show = No se pudo mostrar { $name }: { $error }
learn-next-game = Los siguientes errores están en { $name }, que ocupa el lugar de la partida del tablero.
learn-find-better = Encuentra una jugada mejor para los { $side ->
        [attackers] atacantes
       *[defenders] defensores
    } (en la partida se jugó { $move }).
learn-go-back = Aprendiendo de los errores: vuelve a la posición del error o deja de aprender.
learn-thinking = { $move }: pensando...
learn-left-out = Excluidos de la práctica: { $problems }
learn-none-to-practise = No hay errores ni errores graves que practicar en estas partidas.
learn-good-too = { $move } también es buena. Siguiente: { $next }
learn-not-better = { $move } no es mejor. Inténtalo de nuevo.

learn-whose-heading = ¿Los errores de qué bando?
learn-whose-text = Esta partida no dice qué bando jugaste. Practicar los errores de:
learn-whose-attackers = Los atacantes
learn-whose-defenders = Los defensores
learn-cancel = Cancelar

# Lo que espera la respuesta a «¿Guardarlos antes de ...?» (en infinitivo).
learn-before-practice = practicar los errores de las partidas
learn-before-next-game = pasar a los errores de la siguiente partida
