# Ucz się na swoich błędach (learn/): pozycje menu, okno, komunikaty i pytanie.

learn-menu-yours = Ucz się na swoich błędach
learn-menu-attackers = Ucz się na błędach atakujących
learn-menu-defenders = Ucz się na błędach obrońców
learn-title = Ucz się na swoich błędach
learn-progress = { $index } z { $total }
learn-progress-games = { $index } z { $total } (partia { $game } z { $games })
learn-game-move = { $name }, ruch { $number }
learn-summary = Gotowe: od razu znaleziono { $found }, z pomocą { $helped }, pominięto { $skipped } (z { $total }).
learn-summary-games = Gotowe: od razu znaleziono { $found }, z pomocą { $helped }, pominięto { $skipped } (z { $total }). W { $games } partiach.
learn-per-game = { $name }: od razu { $found }, z pomocą { $helped }, pominięto { $skipped }
learn-show-game = Pokaż tę partię
learn-hint = Podpowiedź: pionek
learn-solution = Rozwiązanie
learn-skip = Pomiń ten błąd
learn-stop = Zakończ naukę
learn-looking-for-line = Szukanie najlepszego wariantu...
learn-best-line = Najlepszy wariant: { $moves }
learn-preview-line = Pokaż wariant na planszy
learn-previewing = Podgląd: krok { $step } z { $total } (partia się nie zmienia)
learn-back = < Wstecz
learn-forward = Dalej >
learn-leave-preview = Zamknij podgląd

learn-hint-text = Podpowiedź: zagraj pionkiem z pola { $square }.
learn-best-move = Najlepszy ruch: { $move }. Zagraj go, aby przejść dalej.
learn-no-mistakes = Brak błędów i grubych błędów tej strony: najpierw przeanalizuj partię (Silnik > Przeanalizuj partię).
learn-this-game = ta partia
learn-practising = Ćwiczenie błędów z { $name } (partia { $game } z { $games }).
learn-cannot-show = Nie udało się pokazać { $name }: { $error }
learn-next-game = Następne błędy są w { $name }; ta partia zastąpi partię na planszy.
learn-find-better = Znajdź lepszy ruch dla { $side ->
        [attackers] atakujących
       *[defenders] obrońców
    } (w partii zagrano { $move }).
learn-go-back = Nauka na błędach: wróć do pozycji błędu albo zakończ naukę.
learn-thinking = { $move }: sprawdzam...
learn-left-out = Pominięte w ćwiczeniu: { $problems }
learn-none-to-practise = Brak błędów i grubych błędów do ćwiczenia w tych partiach.
learn-good-too = { $move } też jest dobry. Dalej: { $next }
learn-not-better = { $move } nie jest lepszy. Spróbuj jeszcze raz.

learn-whose-heading = Czyje błędy?
learn-whose-text = Z tej partii nie wynika, która strona była twoja. Ćwicz błędy:
learn-whose-attackers = Atakujących
learn-whose-defenders = Obrońców
learn-cancel = Anuluj

# To, co czeka na odpowiedź na „Zapisać je przed ...?” (w narzędniku).
learn-before-practice = ćwiczeniem błędów z partii
learn-before-next-game = przejściem do błędów następnej partii
