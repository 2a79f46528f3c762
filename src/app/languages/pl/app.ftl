# Pasek menu (menu.rs): menu i ich pozycje, które nie nazywają żadnej funkcji.

menu-game = Partia
menu-new-game = Nowa partia
menu-rated = Rankingowa (liczy się do twojego rankingu)
menu-rated-tip = Partia z poziomem liczy się do twojego rankingu, chyba że wybierzesz towarzyską. Dotyczy to następnej partii, a tej do twojego pierwszego ruchu.
menu-same-sides = Te same strony
menu-paste = Wklej pozycję lub ruchy...
menu-copy-position = Kopiuj pozycję
menu-copy-moves = Kopiuj ruchy
menu-time-control = Tempo gry (następna partia)
menu-resign = Poddaj się
menu-open = Otwórz...
menu-open-recent = Otwórz ostatnie
menu-clear-recent = Wyczyść listę
menu-save = Zapisz
menu-save-as = Zapisz jako...
menu-export-text = Eksportuj jako tekst...
menu-import-text = Importuj z tekstu...
menu-quit = Zakończ
menu-moves = Ruchy
menu-undo = Cofnij
menu-redo = Ponów
menu-flip = Obróć planszę
menu-first-position = Pozycja początkowa
menu-previous-move = Poprzedni ruch
menu-next-move = Następny ruch
menu-last-position = Ostatnia pozycja
menu-view = Widok
menu-eval-bar = Pasek oceny
menu-raw-score = Surowa ocena silnika
menu-raw-score-tip = Pokaż ocenę silnika (A +1,2) zamiast szansy (A 78%)
menu-chances-while-playing = Pokazuj szanse w trakcie partii
menu-chances-while-playing-tip = W partii z silnikiem pasek pokazuje twoje szanse przeciw jego poziomowi
menu-graph = Wykres oceny
menu-legal-dots = Kropki dozwolonych ruchów
menu-learning-aids = Pomoce do nauki
menu-learning-aids-tip = Zakreśla pionki, które każda strona może zbić w następnym ruchu, pokazuje bliskie drogi króla do rogów, przesuwa każdy ruch płynnie na miejsce, zostawia zbite pionki blado tam, gdzie stały, i zaznacza, gdzie król został pojmany lub uciekł. Włączone w twoich pierwszych partiach.
menu-best-arrows = Strzałki najlepszego ruchu
menu-coordinates = Współrzędne
menu-dark-theme = Ciemny motyw
menu-light-theme = Jasny motyw
menu-language = Język
menu-engine = Silnik
menu-start-analysis = Rozpocznij analizę
menu-stop-analysis = Zatrzymaj analizę
menu-hint = Podpowiedź
menu-cancel-review = Przerwij analizę partii
menu-review-game = Przeanalizuj partię
menu-puzzles = Zadania
menu-help = Pomoc
menu-rules-and-shortcuts = Zasady i skróty
menu-guide = Przewodnik
menu-no-clock = Bez zegara
menu-bullet = { $minutes } + { $seconds } (bullet)
menu-blitz = { $minutes } + { $seconds } (blitz)
menu-rapid = { $minutes } + { $seconds } (szachy szybkie)
menu-custom = Własne
menu-minutes-each = minut dla każdej strony
menu-seconds-per-move = sekund na ruch

# Panel boczny (side_panel.rs): silnik, jego warianty, analiza.
panel-engine = Silnik
panel-opened-game = Otwarta partia: ruszasz się za obie strony, a silnik czeka. Graj dalej przeciw niemu:
panel-play-on = { $side ->
        [attackers] Graj dalej atakującymi
       *[defenders] Graj dalej obrońcami
    }
panel-play-on-tip = Od ostatniej pozycji partii, przeciw silnikowi na jego poziomie
panel-level = Poziom
panel-level-tip = Poziom silnika dla jego własnych ruchów, z jego rankingiem: 1 pokona początkujący, { $top } to pełna siła (wtedy obowiązują głębokość i czas poniżej). Analiza zawsze działa z pełną siłą.
panel-depth = Głębokość
panel-depth-tip-top = Głębokość, na jakiej silnik gra własne ruchy (i daje podpowiedzi). Pełna siła ma ranking { $rating } przy głębokości { $depth }, domyślnej: głębiej gra silniej, płycej słabiej.
panel-depth-tip = Głębokość, na jakiej szukane są podpowiedzi. Na poziomie { $level } silnik gra na głębokości tego poziomu; to ustawienie działa tylko na poziomie { $top }, z pełną siłą.
panel-time = Czas
panel-time-tip = Najdłuższy czas, jaki silnik poświęca na jeden ruch.
panel-pace = Tempo
panel-pace-tip = Silnik przeciw silnikowi: najkrótszy czas między dwoma ruchami, żeby dało się śledzić partię.
panel-lines = Warianty
panel-lines-tip = Ile wariantów pokazuje analiza.
panel-analysis-tip = Analizuj pokazaną pozycję aż do zatrzymania; analiza podąża za pokazanym ruchem.
panel-arrows = Strzałki
panel-move-now = Ruszaj teraz
panel-resume = Wznów
panel-pause = Pauza
panel-pause-tip = Silnik przeciw silnikowi: zatrzymaj po bieżącym ruchu albo graj dalej
panel-step = Jeden ruch
panel-step-tip = Zagraj jeden ruch
panel-lines-hidden = Warianty silnika pozostają ukryte, dopóki ta partia liczy się do twojego rankingu.
panel-no-search = Brak analizy tej pozycji.
panel-search-stats = Głębokość { $depth } (selektywna { $seldepth }), { $nodes } węzłów, { $speed } M/s
panel-lines-legend-score = Każdy wariant: ocena silnika (A: prowadzą atakujący, D: prowadzą obrońcy, #: wymuszona wygrana w tylu ruchach), potem jego ruchy.
panel-lines-legend-chance = Każdy wariant: kto prowadzi (A atakujący, D obrońcy) i oczekiwany wynik, remis liczony za pół (#: wymuszona wygrana w tylu ruchach), potem jego ruchy.
panel-line-tip = Wariant { $line }: { $bar } (ocena silnika { $score }); { $chances }
panel-line-move-tip = Pokaż pozycję po tym ruchu (Esc, aby wrócić)
panel-line-move-name = Wariant { $line } ruch { $move }
panel-add-line-tip = Dodaj ten wariant do partii jako odgałęzienie
panel-add-line-name = Dodaj wariant { $line }
panel-by-depth = Najlepszy ruch według głębokości
panel-by-depth-depth = głębokość
panel-by-depth-best = najlepszy
panel-by-depth-score = ocena
panel-judge-while-playing = Oceniaj jako: { $players } w trakcie twojej gry
panel-judge-while-playing-tip = Gdy grasz z silnikiem, pasek, wykres i eksplorator pokazują szanse graczy tej partii: twoje przeciw poziomowi. „Oceniaj jako” znów działa po zakończeniu partii.
panel-judge-as = Oceniaj jako
panel-judge-as-tip = Czyje szanse pokazują klasy ruchów, pasek i wykres (dokładność mierzy się tym, co straciliby gracze klubowi, niezależnie od tego, kto grał, chyba że ocenia gra doskonała). { $choice }
panel-review = Analiza
panel-review-progress = { $done } / { $total } pozycji
panel-cancel = Anuluj
panel-review-game = Przeanalizuj partię
panel-review-game-tip = Przeanalizuj każdą pozycję głównego wariantu (Ctrl+R)
panel-review-depth = Głębokość analizy
panel-accuracy = { $side ->
        [attackers] Atakujący
       *[defenders] Obrońcy
    }: dokładność { $accuracy }
panel-class-count = { $class ->
        [inaccuracy] niedokładności
        [mistake] błędy
       *[blunder] grube błędy
    }
panel-previous-mistake = < Poprzedni błąd
panel-next-mistake = Następny błąd >

# Pytania i komunikaty samej aplikacji (dispatch.rs, mod.rs, views.rs).
app-title = Ard Ri - { $name }
app-title-unsaved = Ard Ri - { $name } *
app-new-game = nowa partia
app-internal-error = Coś poszło nie tak wewnątrz aplikacji ({ $what }); nic nie zostało zmienione. Zgłoś to, proszę.
app-take-back-heading = Cofnąć twój ruch?
app-take-back-text = Ta partia liczy się do twojego rankingu. Partia z cofniętym ruchem się nie liczy: staje się partią towarzyską.
app-take-back = Cofnij go
app-keep-rated = Zostaw partię rankingową
app-use-aid-heading = Użyć { $aid }?
app-use-aid-text = Ta partia liczy się do twojego rankingu. Z pomocą silnika nie będzie się liczyć: stanie się partią towarzyską.
app-use-aid = Użyj { $aid }
app-welcome = Witaj! Na pierwszą partię wybrano { $level }: zmienisz to w „Poziom” w panelu silnika. F1 wyjaśnia resztę.
app-stored-settings = Twoje ustawienia
app-stored-settings-then = używane są zwykłe
app-stored-puzzles = Twój ranking i historia zadań
app-stored-puzzles-then = zaczynają od nowa
app-stored-rating = Twój ranking partii
app-stored-rating-then = zaczyna od nowa
app-untrusted-kept = Niektórym wartościom zapisanym przed twoją historią nie można było ufać, więc nie zostały do niej przeniesione i nic ich nie zastąpiło: { $what }. Stary plik zachowano bez zmian jako { $file }.
app-untrusted = Niektórym wartościom zapisanym przed twoją historią nie można było ufać, więc nie zostały do niej przeniesione: { $what }.
app-untrusted-not-copied = Niektórym wartościom zapisanym przed twoją historią nie można było ufać, więc nie zostały do niej przeniesione: { $what }. Starego pliku nie udało się odłożyć ({ $error }); nie zostanie nadpisany.
app-paste-title = Wklej pozycję lub ruchy
app-paste-text = Wklej (Ctrl+V) zapis pozycji albo ruchy od początku (c3-c2 d2-e2 ...):
app-paste-field = Wklejony tekst
app-paste-use = Użyj
app-help-title = Ard Ri: zasady i skróty
app-help-shortcuts = Skróty

# Skróty klawiszowe, do pomocy (keymap.rs).
keys-new-game = nowa partia (te same strony)
keys-open = otwórz partię
keys-library = biblioteka partii (partie z folderu)
keys-save-as = zapisz jako
keys-save = zapisz
keys-paste = wklej zapis pozycji lub ruchy (na planszy)
keys-redo = ponów
keys-undo = cofnij (cofnięte ruchy zostają jako odgałęzienie)
keys-review = przeanalizuj partię
keys-previous-move = poprzedni ruch (w podglądzie: jego poprzedni ruch)
keys-next-move = następny ruch (w podglądzie: jego następny ruch)
keys-first-position = pozycja początkowa
keys-last-position = ostatnia pozycja
keys-previous-mistake = poprzedni błąd (po analizie)
keys-next-mistake = następny błąd (po analizie)
keys-flip = obróć planszę
keys-explorer = otwórz lub zamknij eksplorator otwarć
keys-escape = wyjdź z podglądu wariantu albo zamknij pomoc lub bibliotekę
keys-board = klawiatura na planszę: strzałki przechodzą po polach, Enter wybiera pionek i nim rusza
keys-help = ta pomoc
