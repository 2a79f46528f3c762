# Strona Postępy (Partia > Postępy): podsumowanie twojej historii, wykresy, wyniki według poziomu
# i strony, twoje partie strona po stronie oraz kopie zapasowe historii.

progress-menu = Postępy
progress-menu-restore = Przywróć historię z kopii zapasowej...
progress-title = Postępy
progress-reading = Odczytywanie twojej historii…
progress-cannot-open = Nie udało się otworzyć tej partii: { $error }.
progress-event-level = Przeciwko poziomowi { $level }, z twojej historii
progress-event = Z twojej historii

progress-period-any = kiedykolwiek
progress-period-week = ostatnie 7 dni
progress-period-month = ostatnie 30 dni
progress-period-year = ostatnie 12 miesięcy
progress-result-any = dowolny wynik
progress-result-won = wygrana
progress-result-drawn = remis
progress-result-lost = przegrana
progress-result-unfinished = nieukończona
progress-side-attackers = atakujący
progress-side-defenders = obrońcy
progress-side-both = obie

progress-rating = Twój ranking: { $rating } ± { $deviation } po { $games ->
        [one] { $games } partii rankingowej
        [few] { $games } partiach rankingowych
        [many] { $games } partiach rankingowych
       *[other] { $games } partii rankingowej
    }
progress-rating-provisional = Twój ranking: { $rating }? ± { $deviation } po { $games ->
        [one] { $games } partii rankingowej
        [few] { $games } partiach rankingowych
        [many] { $games } partiach rankingowych
       *[other] { $games } partii rankingowej
    } (tymczasowy)
progress-no-rating = Nie masz jeszcze partii rankingowej: zagraj z poziomem od pozycji początkowej, aby zdobyć ranking.
progress-games-kept = { $games ->
        [one] { $games } partia w historii
        [few] { $games } partie w historii
        [many] { $games } partii w historii
       *[other] { $games } partii w historii
    } · najdłuższa seria zwycięstw w partiach rankingowych { $best } (obecnie { $current })
progress-puzzles = Ranking zadań { $rating } · { $puzzles ->
        [one] { $puzzles } próba zadania
        [few] { $puzzles } próby zadań
        [many] { $puzzles } prób zadań
       *[other] { $puzzles } próby zadań
    } · najdłuższa seria { $best }
progress-unreadable = Pominięte, bo nie da się ich odczytać: { $rows }.

progress-rating-chart = Ranking w kolejnych partiach rankingowych
progress-chart-empty = Wykres zaczyna się od twojej pierwszej partii rankingowej.
progress-chart-click = Kliknij punkt, aby otworzyć tę partię
progress-chart-rating = ranking
progress-chart-games = partie
progress-accuracy = Twoja dokładność w przeanalizowanych partiach
progress-accuracy-line = { $games ->
        [one] { $games } przeanalizowana partia
        [few] { $games } przeanalizowane partie
        [many] { $games } przeanalizowanych partii
       *[other] { $games } przeanalizowanej partii
    }; ostatnia: { $last }
progress-chart-accuracy = dokładność
progress-chart-reviewed = przeanalizowane partie
progress-puzzle-rating = Ranking zadań
progress-chart-puzzle-rating = ranking zadań

progress-results = Wyniki według poziomu i strony
progress-no-level-game = Nie ma jeszcze partii z poziomem.
progress-rated-games = Partie rankingowe
progress-casual-games = Partie towarzyskie
# Krótkie nagłówki (W / R / P), aby tabela zmieściła się w wąskim panelu bocznym.
progress-head-level = Poziom
progress-head-level-tip = Poziom silnika
progress-head-side = Strona
progress-head-side-tip = Twoja strona
progress-head-won = W
progress-head-won-tip = Wygrane
progress-head-drawn = R
progress-head-drawn-tip = Remisy
progress-head-lost = P
progress-head-lost-tip = Przegrane

progress-your-games = Twoje partie
progress-level = poziom { $level }
progress-level-rating = poziom { $level } ({ $rating })
progress-no-level = bez poziomu
progress-counted = rankingowa: z { $before } na { $after } ({ $change })
progress-rated = rankingowa
progress-casual = towarzyska ({ $why })
progress-filter-level = Poziom
progress-filter-result = Wynik
progress-filter-played = Rozegrane
progress-any-level = dowolny poziom
progress-no-games = Nie ma tu jeszcze partii.
progress-open = Otwórz
progress-open-tip = Otwórz tę partię na planszy, aby ją przestudiować
progress-more = Więcej
progress-open-review = Otwórz i przeanalizuj
progress-save-as = Zapisz jako plik...
progress-newer = Nowsze
progress-older = Starsze
progress-page = { $first }-{ $last } z { $total }

progress-backups = Kopie zapasowe
progress-no-backup = Nie ma jeszcze kopii zapasowej: powstaje najwyżej jedna dziennie, przy uruchomieniu aplikacji.
progress-backups-about = Jedna dziennie (siedem ostatnich, aktualizowanych przy zamykaniu aplikacji) oraz twoja historia sprzed każdej aktualizacji lub przywrócenia (pięć ostatnich). Przywrócenie najpierw zachowuje na tej liście twoją obecną historię, więc można je cofnąć.
progress-restore-button = Przywróć…
progress-restore-tip = Zastąp swoją historię tą kopią zapasową (najpierw zapyta)
progress-backup-daily = codzienna kopia zapasowa
progress-backup-before-restore = twoja historia sprzed przywrócenia
progress-backup-before-update = twoja historia sprzed aktualizacji z wersji historii { $version }
progress-holds = { $games ->
        [0] brak partii
        [one] { $games } partia
        [few] { $games } partie
        [many] { $games } partii
       *[other] { $games } partii
    }, { $rating ->
        [none] brak rankingu
       *[other] ranking { $rating }
    }, { $stars ->
        [0] brak gwiazdek z lekcji
        [one] { $stars } gwiazdka z lekcji
        [few] { $stars } gwiazdki z lekcji
        [many] { $stars } gwiazdek z lekcji
       *[other] { $stars } gwiazdki z lekcji
    }
progress-backup-unreadable = nie da się odczytać: { $error }
progress-holds-unreadable = nie da się odczytać
progress-restore-heading = Przywrócić historię z { $when }?
progress-restore-text =
    Twoja historia teraz: { $now }.
    Ta kopia zapasowa ({ $kind }): { $holds }.
    Twoje partie, rankingi, zadania i lekcje wrócą do stanu z kopii zapasowej. Twoja obecna historia zostanie najpierw zachowana na liście kopii zapasowych, więc możesz ją potem przywrócić, aby to cofnąć.
progress-restore = Przywróć
progress-cancel = Anuluj
