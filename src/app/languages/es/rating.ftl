# Tu puntuación de partidas: sus líneas bajo el nivel en el panel Motor, si la partida en curso
# cuenta y por qué no, los matches a dos partidas, y los avisos tras una partida puntuable o un
# match.

rating-new-match = Nuevo match (2 partidas, bandos intercambiados)
rating-you-start = Empiezas con los { $side ->
        [attackers] atacantes
       *[defenders] defensores
    }

rating-text = { $rating } ± { $deviation } ({ $games ->
        [0] aún ninguna partida puntuable
        [one] { $games } partida
       *[other] { $games } partidas
    })
rating-text-provisional = { $rating }? ± { $deviation } (provisional, { $games ->
        [0] aún ninguna partida puntuable
        [one] { $games } partida
       *[other] { $games } partidas
    })
rating-yours = Tu puntuación: { $rating }
rating-yours-unavailable = Tu puntuación: no disponible (no se pudo abrir tu historial; se volverá a intentar con tu próxima partida)
rating-yours-reading = Tu puntuación: leyendo tu historial…
rating-match-my-rating = Nivel según mi puntuación
rating-match-my-rating-tip = Jugar contra el nivel más cercano a tu puntuación: { $level }

rating-counts = Esta partida cuenta para tu puntuación contra { $level }: no se pueden deshacer jugadas; el análisis, las pistas, el explorador y el análisis de la partida preguntan antes.
rating-not-rated = Esta partida no es puntuable: { $why }.

rating-result = { $result ->
        [won] Ganaste
        [lost] Perdiste
       *[draw] Empate
    } contra { $opponent }. Tu puntuación: { $rating } ({ $change }). Ahora prueba { $next }.
rating-result-unrated = { $result ->
        [won] Ganaste
        [lost] Perdiste
       *[draw] Empate
    } contra { $opponent }. Tu puntuación cambiará cuando la partida esté en tu historial.

rating-next-match-game = Siguiente partida del match
rating-next-match-game-tip = La segunda partida, con los bandos intercambiados
rating-match-first = Match contra { $level }: partida 1 de 2, juegas con los { $side ->
        [attackers] atacantes
       *[defenders] defensores
    }.
rating-match-second = Match contra { $level }: partida 1 { $first ->
        [won] ganada
        [lost] perdida
       *[draw] empatada
    }; ahora, partida 2 de 2, juegas con los { $side ->
        [attackers] atacantes
       *[defenders] defensores
    }.
rating-match-played = Match contra { $level }: las dos partidas jugadas.
rating-match-game-one = Partida 1 del match: { $result ->
        [won] ganaste
        [lost] perdiste
       *[draw] empate
    }. «Siguiente partida del match» (panel Motor) intercambia los bandos.
rating-tie-break = { $winner ->
        [you] ganaste
       *[level] ganó el nivel
    } en el desempate: tu victoria llevó { $mine ->
        [one] { $mine } jugada
       *[other] { $mine } jugadas
    }, la del nivel { $theirs ->
        [one] { $theirs } jugada
       *[other] { $theirs } jugadas
    }
rating-match-outcome = { $result ->
        [won] Ganaste el match
        [lost] Perdiste el match
       *[draw] El match queda empatado
    } contra { $level }, { $points }.
rating-match-outcome-tie-break = { $result ->
        [won] Ganaste el match
        [lost] Perdiste el match
       *[draw] El match queda empatado
    } contra { $level }, { $points } ({ $tiebreak }).
rating-match-counted = { $outcome } Tu puntuación: { $rating } ({ $change }).
rating-match-not-counted = { $outcome } No cuenta para tu puntuación: se deshizo una jugada o se pidió una pista.
