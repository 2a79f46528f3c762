# Eksplorator otwarć (explorer/): jego okno, wiersz o jego partiach, jego pozycja w menu.

explorer-title = Eksplorator otwarć

## Wiersz o partiach, pod wyborem partii.
explorer-no-saved-games = nie masz jeszcze zapisanych partii
explorer-games-forbidden = brak uprawnień do odczytu twoich partii w { $folder }
explorer-games-unreadable = nie udało się odczytać twoich partii w { $folder }: { $error }
explorer-reading-the-games = wczytywanie partii…
explorer-self-play-games = { $count ->
        [one] { $games } partia silnika z samym sobą
        [few] { $games } partie silnika z samym sobą
        [many] { $games } partii silnika z samym sobą
       *[other] { $games } partii silnika z samym sobą
    }
explorer-shipped-unreadable = nie można odczytać dołączonych partii: { $error }
explorer-reading-your-games = wczytywanie twoich partii…
explorer-yours = { $count ->
        [one] { $games } twoja
        [few] { $games } twoje
        [many] { $games } twoich
       *[other] { $games } twoich
    }
explorer-left-out = (pominięte, nieukończone lub z ustawionej pozycji: { $count })
explorer-unreadable = (nieczytelne: { $count })
explorer-summary = { $shipped } i { $mine }
explorer-settings-what = Wybór partii w eksploratorze otwarć
explorer-settings-fresh = liczy wszystkie partie

## Okno.
explorer-all-games = Wszystkie partie
explorer-my-games = Moje partie
explorer-my-games-tip = Ukończone partie zapisane w { $folder }
explorer-standard-rules-only = Eksplorator zawiera tylko partie według standardowych zasad.
explorer-reading = Wczytywanie partii…
explorer-no-game-here = Żadna partia nie doszła do tej pozycji.
explorer-games-here = { $count ->
        [one] { $games } partia tutaj
        [few] { $games } partie tutaj
        [many] { $games } partii tutaj
       *[other] { $games } partii tutaj
    }
explorer-games-ended-here = { $count ->
        [one] { $games } partia zakończyła się tutaj
        [few] { $games } partie zakończyły się tutaj
        [many] { $games } partii zakończyło się tutaj
       *[other] { $games } partii zakończyło się tutaj
    }
explorer-every-game-ended = Każda partia zakończyła się tutaj.
explorer-results = Atakujący wygrali { $attackers } ({ $attackers_share }), remisy { $draws } ({ $draws_share }), obrońcy wygrali { $defenders } ({ $defenders_share })
explorer-move = Ruch
explorer-games = Partie
explorer-results-head = A / remis / D
explorer-score = Ocena
explorer-score-head-tip = Szansa { $side ->
        [attackers] atakujących
       *[defenders] obrońców
    } po każdym ruchu { $whose }
explorer-play = Zagraj { $move }
explorer-no-score = Brak zapisanej oceny
explorer-score-tip = { $chance }: oczekiwany wynik { $side ->
        [attackers] atakujących
       *[defenders] obrońców
    } po tym ruchu (remis liczy się za pół), { $whose } ({ $wdl }).
explorer-engine-score = Ocena silnika { $eval }, z obliczeń wykonanych podczas partii.
