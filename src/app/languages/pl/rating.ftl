# Twój ranking partii: jego wiersze pod poziomem w panelu Silnik, czy bieżąca partia się liczy
# i dlaczego nie, mecze dwupartiowe oraz komunikaty po partii rankingowej lub meczu.

rating-new-match = Nowy mecz (2 partie, zamiana stron)
rating-you-start = Zaczynasz jako { $side ->
        [attackers] atakujący
       *[defenders] obrońcy
    }

rating-text = { $rating } ± { $deviation } ({ $games ->
        [0] jeszcze bez partii rankingowej
        [one] { $games } partia
        [few] { $games } partie
        [many] { $games } partii
       *[other] { $games } partii
    })
rating-text-provisional = { $rating }? ± { $deviation } (tymczasowy, { $games ->
        [0] jeszcze bez partii rankingowej
        [one] { $games } partia
        [few] { $games } partie
        [many] { $games } partii
       *[other] { $games } partii
    })
rating-yours = Twój ranking: { $rating }
rating-yours-unavailable = Twój ranking: niedostępny (nie udało się otworzyć twojej historii; kolejna próba przy następnej partii)
rating-yours-reading = Twój ranking: odczytywanie z twojej historii…
rating-match-my-rating = Poziom według mojego rankingu
rating-match-my-rating-tip = Zagraj z poziomem najbliższym twojemu rankingowi: { $level }

rating-counts = Ta partia liczy się do twojego rankingu (przeciwnik: { $level }): bez cofania ruchów; analiza, podpowiedzi, eksplorator i analiza partii najpierw pytają.
rating-not-rated = Ta partia nie jest rankingowa: { $why }.

rating-result = { $result ->
        [won] Wygrana
        [lost] Przegrana
       *[draw] Remis
    } (przeciwnik: { $opponent }). Twój ranking: { $rating } ({ $change }). Następnie spróbuj: { $next }.
rating-result-unrated = { $result ->
        [won] Wygrana
        [lost] Przegrana
       *[draw] Remis
    } (przeciwnik: { $opponent }). Twój ranking zmieni się, gdy partia trafi do twojej historii.

rating-next-match-game = Następna partia meczu
rating-next-match-game-tip = Druga partia, z zamienionymi stronami
rating-match-first = Mecz (przeciwnik: { $level }): partia 1 z 2, grasz { $side ->
        [attackers] atakującymi
       *[defenders] obrońcami
    }.
rating-match-second = Mecz (przeciwnik: { $level }): partia 1 { $first ->
        [won] wygrana
        [lost] przegrana
       *[draw] zremisowana
    }; teraz partia 2 z 2, grasz { $side ->
        [attackers] atakującymi
       *[defenders] obrońcami
    }.
rating-match-played = Mecz (przeciwnik: { $level }): obie partie rozegrane.
rating-match-game-one = Partia 1 meczu: { $result ->
        [won] wygrana
        [lost] przegrana
       *[draw] remis
    }. „Następna partia meczu” (panel Silnik) zamienia strony.
rating-tie-break = { $winner ->
        [you] wygrywasz
       *[level] wygrywa poziom
    } dzięki dodatkowemu kryterium: twoja wygrana zajęła { $mine ->
        [one] { $mine } ruch
        [few] { $mine } ruchy
        [many] { $mine } ruchów
       *[other] { $mine } ruchu
    }, wygrana poziomu { $theirs ->
        [one] { $theirs } ruch
        [few] { $theirs } ruchy
        [many] { $theirs } ruchów
       *[other] { $theirs } ruchu
    }
rating-match-outcome = { $result ->
        [won] Wygrywasz mecz
        [lost] Przegrywasz mecz
       *[draw] Remis w meczu
    } (przeciwnik: { $level }), { $points }.
rating-match-outcome-tie-break = { $result ->
        [won] Wygrywasz mecz
        [lost] Przegrywasz mecz
       *[draw] Remis w meczu
    } (przeciwnik: { $level }), { $points } ({ $tiebreak }).
rating-match-counted = { $outcome } Twój ranking: { $rating } ({ $change }).
rating-match-not-counted = { $outcome } Mecz nie liczy się do twojego rankingu: cofnięto ruch lub poproszono o podpowiedź.
