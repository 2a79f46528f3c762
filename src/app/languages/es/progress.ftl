# La página Progreso (Partida > Progreso): el resumen de tu historial, los gráficos, los resultados
# por nivel y bando, tus partidas página a página, y las copias de seguridad del historial.

progress-menu = Progreso
progress-menu-restore = Restaurar tu historial desde una copia de seguridad...
progress-title = Progreso
progress-reading = Leyendo tu historial…
progress-cannot-open = No se pudo abrir esa partida: { $error }.
progress-event-level = Contra el nivel { $level }, de tu historial
progress-event = De tu historial

progress-period-any = cualquier fecha
progress-period-week = últimos 7 días
progress-period-month = últimos 30 días
progress-period-year = últimos 12 meses
progress-result-any = cualquier resultado
progress-result-won = ganada
progress-result-drawn = empatada
progress-result-lost = perdida
progress-result-unfinished = sin terminar
progress-side-attackers = atacantes
progress-side-defenders = defensores
progress-side-both = ambos

progress-rating = Tu puntuación: { $rating } ± { $deviation } tras { $games ->
        [one] { $games } partida puntuable
       *[other] { $games } partidas puntuables
    }
progress-rating-provisional = Tu puntuación: { $rating }? ± { $deviation } tras { $games ->
        [one] { $games } partida puntuable
       *[other] { $games } partidas puntuables
    } (provisional)
progress-no-rating = Aún no tienes ninguna partida puntuable: juega contra un nivel desde la posición inicial para obtener una puntuación.
progress-games-kept = { $games ->
        [one] { $games } partida guardada
       *[other] { $games } partidas guardadas
    } · mejor racha de victorias en partidas puntuables { $best } (ahora { $current })
progress-puzzles = Puntuación de problemas { $rating } · { $puzzles ->
        [one] { $puzzles } problema intentado
       *[other] { $puzzles } problemas intentados
    } · mejor racha { $best }
progress-unreadable = Se omiten porque no se pueden leer: { $rows }.

progress-rating-chart = Puntuación a lo largo de tus partidas puntuables
progress-chart-empty = El gráfico empieza con tu primera partida puntuable.
progress-chart-click = Haz clic en un punto para abrir esa partida
progress-chart-rating = puntuación
progress-chart-games = partidas
progress-accuracy = Tu precisión en las partidas analizadas
progress-accuracy-line = { $games ->
        [one] { $games } partida analizada
       *[other] { $games } partidas analizadas
    }; la última, { $last }
progress-chart-accuracy = precisión
progress-chart-reviewed = partidas analizadas
progress-puzzle-rating = Puntuación de problemas
progress-chart-puzzle-rating = puntuación de problemas

progress-results = Resultados por nivel y bando
progress-no-level-game = Aún no hay ninguna partida contra un nivel.
progress-rated-games = Partidas puntuables
progress-casual-games = Partidas amistosas
# Encabezados cortos (V / E / D), para que la tabla quepa en un panel lateral estrecho.
progress-head-level = Nivel
progress-head-level-tip = El nivel del motor
progress-head-side = Bando
progress-head-side-tip = El bando con el que jugaste
progress-head-won = V
progress-head-won-tip = Victorias
progress-head-drawn = E
progress-head-drawn-tip = Empates
progress-head-lost = D
progress-head-lost-tip = Derrotas

progress-your-games = Tus partidas
progress-level = nivel { $level }
progress-level-rating = nivel { $level } ({ $rating })
progress-no-level = sin nivel
progress-counted = puntuable: de { $before } a { $after } ({ $change })
progress-rated = puntuable
progress-casual = amistosa ({ $why })
progress-filter-level = Nivel
progress-filter-result = Resultado
progress-filter-played = Jugadas
progress-any-level = cualquier nivel
progress-no-games = Aún no hay ninguna partida aquí.
progress-open = Abrir
progress-open-tip = Abrir esta partida en el tablero, para estudiarla
progress-more = Más
progress-open-review = Abrir y analizar
progress-save-as = Guardar como archivo...
progress-newer = Más recientes
progress-older = Más antiguas
progress-page = { $first }-{ $last } de { $total }

progress-backups = Copias de seguridad
progress-no-backup = Aún no hay ninguna copia de seguridad: se hace como mucho una al día, al iniciar la aplicación.
progress-backups-about = Una al día (las siete últimas, puestas al día al salir) y tu historial tal como estaba antes de cada actualización o restauración (las cinco últimas). Al restaurar, tu historial actual se guarda primero en esta lista, así que una restauración se puede deshacer.
progress-restore-button = Restaurar…
progress-restore-tip = Poner esta copia de seguridad en lugar de tu historial (pregunta antes)
progress-backup-daily = copia diaria
progress-backup-before-restore = tu historial tal como estaba antes de una restauración
progress-backup-before-update = tu historial tal como estaba antes de la actualización desde la versión { $version } del historial
progress-holds = { $games ->
        [0] ninguna partida
        [one] { $games } partida
       *[other] { $games } partidas
    }, { $rating ->
        [none] sin puntuación
       *[other] una puntuación de { $rating }
    }, { $stars ->
        [0] ninguna estrella de lecciones
        [one] { $stars } estrella de lecciones
       *[other] { $stars } estrellas de lecciones
    }
progress-backup-unreadable = no se puede leer: { $error }
progress-holds-unreadable = no se puede leer
progress-restore-heading = ¿Restaurar tu historial del { $when }?
progress-restore-text =
    Tu historial ahora: { $now }.
    Esta copia ({ $kind }): { $holds }.
    Tus partidas, puntuaciones, problemas y lecciones vuelven a lo que contiene la copia. Tu historial actual se guarda primero en la lista de copias de seguridad, así que puedes volver a restaurarlo para deshacer esto.
progress-restore = Restaurar
progress-cancel = Cancelar
