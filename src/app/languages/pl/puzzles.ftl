# Zadania (puzzles/): menu Zadania, okno zadań, komunikaty w trakcie rozwiązywania zadania oraz
# Moje zadania (własne, znalezione w przeanalizowanych partiach).

puzzles-menu-solve = Rozwiązuj zadania
puzzles-next = Następne zadanie
puzzles-mining = szukanie zadań w tej partii (sprawdzono { $done } z { $of } { $of ->
        [one] przegapionej wygranej
       *[other] przegapionych wygranych
    })
puzzles-again = Jeszcze raz od początku.
puzzles-solution = Rozwiązanie: { $moves }
puzzles-none-of-your-own = Nie masz jeszcze własnych zadań: przeanalizuj rozegraną przez siebie partię, a przegapione w niej wymuszone wygrane staną się tutaj zadaniami.
puzzles-all-played = Wszystkie zadania z tym motywem zostały już rozegrane: powtórz je z historii.
puzzles-no-such = Nie ma zadania { $id }.
puzzles-wrong-move = { $move } to nie ten ruch. Spróbuj jeszcze raz.
puzzles-solved-after-wrong-move = Rozwiązane, ale po błędnym ruchu: liczy się jako nieudane.
puzzles-solved = Rozwiązane!
puzzles-right = Dobrze! Odpowiedź: { $reply }. Znowu twój ruch.

puzzles-mine-not-a-file = Nie udało się odczytać twoich własnych zadań: { $reason }. Tym razem nowe nie będą zachowywane (niczego tam nie zmieniono).
puzzles-mine-too-many = Twoje własne zadania ({ $path }) obejmowały { $held } { $held ->
        [one] zadanie
        [few] zadania
        [many] zadań
       *[other] zadania
    }: zachowano { $kept } najnowszych.
puzzles-mine-moved-aside = Nie udało się odczytać twoich własnych zadań, więc założono nową listę. Stary plik zachowano jako { $path }.
puzzles-mine-unreadable = Nie udało się odczytać twoich własnych zadań ({ $path }), więc tym razem nowe nie będą zachowywane (plik pozostawiono bez zmian).
puzzles-mine-not-saved = Nie udało się zapisać twoich własnych zadań w { $path } ({ $reason }); nowe są przechowywane do zamknięcia programu.
puzzles-mine-added = { $count ->
        [one] Dodano { $count } zadanie
        [few] Dodano { $count } zadania
        [many] Dodano { $count } zadań
       *[other] Dodano { $count } zadania
    } z tej partii do „Moich zadań”.

puzzles-find-best-move = Znajdź najlepszy ruch dla { $side ->
        [attackers] atakujących
       *[defenders] obrońców
    }.
puzzles-shipped-set = Zestaw wbudowany ({ $count })
puzzles-my-puzzles = Moje zadania ({ $count })
puzzles-title = Zadania
puzzles-your-rating = Twój ranking: { $rating } (odchylenie { $deviation })
puzzles-streak = Seria: { $streak } (najlepsza { $best })
puzzles-from = Źródło zadań
puzzles-theme = Motyw
puzzles-any-theme = Dowolny motyw
puzzles-theme-escape = Ucieczka króla
puzzles-theme-king-capture = Pojmanie króla
puzzles-theme-blockade = Blokada (brak ruchu)
puzzles-theme-material = Materiał
puzzles-puzzle = Zadanie { $id } - ranking { $rating } - { $themes }
puzzles-retry = Spróbuj ponownie
puzzles-show-solution = Rozwiązanie
puzzles-close = Zamknij zadania
puzzles-history = Historia ({ $count })
puzzles-history-solved = rozwiązane
puzzles-history-failed = nieudane
puzzles-retry-puzzle = Powtórz { $id }

# The game shown on the board: its event and the name of the side the person does not play.
puzzles-event = Zadanie { $id }
puzzles-opponent = Zadanie
