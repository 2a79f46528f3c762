# Rozgrywana partia (play/): nagłówek nad planszą, zbite pionki, słowa paska, lista ruchów i jej menu, pasek stanu, komunikaty partii i pytanie o poddanie się.

play-outcome = { $winner ->
        [attackers] Wygrywają atakujący
        [defenders] Wygrywają obrońcy
       *[none] Remis
    }: { $reason ->
        [king-escaped] król uciekł do rogu
        [king-captured] król został pojmany
        [no-legal-move] brak dozwolonego ruchu
        [repetition] trzecie powtórzenie
        [resignation] poddanie się
       *[timeout] skończył się czas
    }

play-turn-whose = Ruch { $side ->
        [attackers] atakujących
       *[defenders] obrońców
    } ({ $whose ->
        [you] ty
        [engine] silnik
        [opponent] przeciwnik
        [variation] odgałęzienie
       *[study] studium
    })
play-turn = Ruch { $side ->
        [attackers] atakujących
       *[defenders] obrońców
    }
play-header-place = { $turn }{ $place }
play-header-place-chances = { $turn }{ $place }  ·  { $chances }
play-header-chances = { $turn }  ·  { $chances }
play-header-side-chances = { $turn }  ·  { $chances }
play-header-your-chance = ty: { $chance }
play-chances-label = ty – { $opponent }: { $chance }
play-place-start = początek, { $moves ->
        [one] { $moves } ruch
        [few] { $moves } ruchy
        [many] { $moves } ruchów
       *[other] { $moves } ruchu
    } w partii
play-place-after = po ruchu { $move } z { $moves }
play-setting-up = Ustawianie pozycji: klikaj pola, aby stawiać lub usuwać pionki
play-preview = Podgląd { $line ->
        [engine] linii silnika
        [best] najlepszej linii
       *[other] „{ $line }”
    }: krok { $step } z { $steps } (Lewo/Prawo – kolejne kroki, Esc – powrót)
play-captured = zbite: { $attackers ->
        [one] { $attackers } atakujący
        [few] { $attackers } atakujących
        [many] { $attackers } atakujących
       *[other] { $attackers } atakującego
    }, { $defenders ->
        [one] { $defenders } obrońca
        [few] { $defenders } obrońców
        [many] { $defenders } obrońców
       *[other] { $defenders } obrońcy
    }

play-bar-chances-hidden = szanse są ukryte podczas gry (Widok > Pokazuj szanse w trakcie partii)
play-bar-your-chances = { $label }: twój oczekiwany wynik { $judge }, z ostatniej pozycji, w której był twój ruch
play-bar-chances-first = twoje szanse pojawią się, gdy będzie twój ruch
play-bar-chances-again = twoje szanse pojawią się, gdy znów będzie twój ruch
play-bar-no-evaluation = brak jeszcze oceny tej pozycji: uruchom analizę lub przeanalizuj partię
play-bar-preview = podgląd
play-bar-game-over = Partia się skończyła: { $outcome }.
play-bar-no-chances = Szanse nie są pokazane: { $why }.
play-bar-evaluation-none = Ocena: brak
play-bar-evaluation = Ocena: { $value }

play-hint = Podpowiedź: { $move }
play-review-cancelled = Analiza przerwana; już przeanalizowane pozycje zostają zachowane.
play-playing-on = Grasz dalej { $side ->
        [attackers] atakującymi
       *[defenders] obrońcami
    } przeciw silnikowi.
play-engine-failed = Silnik uległ awarii ({ $message }) i został uruchomiony ponownie; partia się nie zmieniła. Poproś jeszcze raz o to, co robił.
play-engine-move-refused = Ruch silnika { $move } został odrzucony: { $reason }
play-reviewing = Analiza { $positions } pozycji na głębokości { $depth }...

play-not-played = Ruch „{ $text }” nie został zagrany: { $reason }.
play-variation-started = Ten ruch rozpoczyna odgałęzienie; ruchy partii pozostają bez zmian (Cofnij go wycofuje).
play-nothing-to-redo = Nie ma czego ponowić.
play-resigned = { $winner ->
        [attackers] Wygrywają atakujący
       *[defenders] Wygrywają obrońcy
    }: poddanie się. Cofnij anuluje poddanie się.
play-line-added = Linię dodano do partii.
play-line-added-variation = Linię dodano jako odgałęzienie.
play-line-not-added = Nie udało się dodać linii: { $reason }
play-out-of-time = { $side ->
        [attackers] Wygrywają obrońcy: atakującym skończył się czas.
       *[defenders] Wygrywają atakujący: obrońcom skończył się czas.
    }
play-resign-heading = Poddać tę partię?
play-resign-text = Partia kończy się wygraną drugiej strony. Cofnij to odwraca.
play-resign = Poddaj się
play-cancel = Anuluj
play-notes-belong-to-games = Notatki należą do partii: zamknij okno zadania, lekcji lub ustawiania pozycji, aby opisywać partię.

play-type-a-move = Wpisz ruch
play-type-a-move-tip = Zapisz ruch tak, jak pokazuje go lista ruchów (c5-c6 lub c5c6), i naciśnij Enter
play-moves = Ruchy
play-start = Początek
play-moves-first = { $side ->
        [attackers] Atakujący
       *[defenders] Obrońcy
    } zaczynają
play-move-name = Ruch { $number }: { $move }
play-move-name-review = Ruch { $number }: { $move } (analiza { $review })
play-variation-move-name = Odgałęzienie { $variation }, ruch { $number }: { $move }
play-variation-move-name-review = Odgałęzienie { $variation }, ruch { $number }: { $move } (analiza { $review })
play-variations = Odgałęzienia
play-variations-tip = Linie zastąpione innym ruchem, cofnięte lub dodane z analizy. Kliknij ruch, aby przeglądać odgałęzienie; prawy przycisk, aby oznaczyć lub skomentować ruch.
play-promote = Promuj
play-promote-tip = Uczyń tę linię linią główną; obecna stanie się odgałęzieniem.
play-promote-name = Promuj odgałęzienie { $variation }
play-delete = Usuń
play-delete-name = Usuń odgałęzienie { $variation }

play-mark-name = { $mark ->
        [good] dobry ruch
        [mistake] błąd
        [brilliant] świetny ruch
        [blunder] gruby błąd
        [interesting] interesujący ruch
       *[dubious] wątpliwy ruch
    }
play-your-mark = Twój znak: { $symbol } ({ $name })
play-comment = Komentarz: { $comment }
play-shapes-drawn = { $count ->
        [one] { $count } kształt narysowany na planszy
        [few] { $count } kształty narysowane na planszy
        [many] { $count } kształtów narysowanych na planszy
       *[other] { $count } kształtu narysowanego na planszy
    }
play-right-click-to-note = Prawy przycisk: oznacz, skomentuj
play-mark-as = Oznacz { $symbol } ({ $name })
play-no-mark = Bez znaku
play-comment-menu = Komentarz...
play-clear-shapes = Usuń kształty
play-clear-shapes-tip = Usuń strzałki i koła narysowane dla tego ruchu

play-engine-moving = silnik myśli nad swoim ruchem
play-engine-analysing = silnik analizuje
play-engine-hint = silnik szuka podpowiedzi
play-engine-reviewing = silnik analizuje partię
play-engine-line = silnik szuka najlepszej linii
play-engine-chances = silnik oblicza twoje szanse
play-engine-idle = silnik bezczynny
play-you-play-here = Grasz tu { $side ->
        [attackers] atakującymi
       *[defenders] obrońcami
    }
play-study = Studium: grasz za obie strony
play-waiting-for-file-dialog = oczekiwanie na okno wyboru pliku...
play-dismiss = Zamknij
