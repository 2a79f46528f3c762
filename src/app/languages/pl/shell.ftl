# Podstawa (shell/): zasady i objaśnienia pomocy, pytanie o niezapisane zmiany, co poszło nie tak
# z plikiem lub zapisanym stanem (ustawienia, okno), tytuł przewodnika i kolory planszy.

## Pomoc (help.rs): tytuł każdej sekcji, potem jej wiersze, jeden komunikat na wiersz.
shell-help-rules = Zasady
shell-help-rules-board = Plansza 7x7; 16 atakujących (ciemne romby) przeciw 8 obrońcom i ich królowi (jasne krążki). Obrońcy zaczynają.
shell-help-rules-steps = Każdy pionek, także król, przesuwa się o jedno pole w górę, w dół, w lewo lub w prawo na puste pole.
shell-help-rules-king-alone = Rogi i środek (tron) są tylko dla króla.
shell-help-rules-capture = Bicie przez otoczenie: ruch, po którym pionek przeciwnika stoi w jednej linii między przesuniętym pionkiem a innym twoim, zbija go. Król też bierze w tym udział. Bije tylko strona wykonująca ruch.
shell-help-rules-defenders-win = Obrońcy wygrywają, gdy król dotrze do rogu.
shell-help-rules-attackers-win = Atakujący wygrywają, otaczając króla ruchem atakującego: każde sąsiednie pole to atakujący, pole zastrzeżone lub krawędź planszy.
shell-help-rules-no-move = Strona bez dozwolonego ruchu przegrywa; trzecie powtórzenie pozycji to remis.
shell-help-rules-guide = Pomoc > Przewodnik otwiera cały przewodnik wraz z ilustracjami.

shell-help-evaluation = Pasek oceny
shell-help-evaluation-bar = Pasek obok planszy pokazuje szanse w pokazanej pozycji: jasna część to oczekiwany wynik obrońców, ciemna – atakujących.
shell-help-evaluation-whose = Każda szansa, którą pokazuje aplikacja (pasek, wykres analizy, klasy ruchów, Ocena w eksploratorze, wiersze „Dlaczego”), dotyczy tych samych graczy: tych, których wskazuje „Oceniaj jako” w sekcji Analiza. Domyślnie są to gracze tej partii z ich rankingami (gracz bez rankingu liczy się jako gracz klubowy, 2057); albo gracze klubowi; albo gra doskonała, czyli własny punkt widzenia silnika. Najedź kursorem na pasek, aby przeczytać, kogo dotyczy.
shell-help-evaluation-number = Liczba na nim to oczekiwany wynik prowadzącej strony (wygrana liczy się jako 1, remis jako 1/2): „A 78%” oznacza, że atakujący o tych rankingach zdobywają stąd 78%. „A #3” to znaleziona przez silnik wymuszona wygrana w 3 ruchach. Widok > Surowa ocena silnika pokazuje zamiast tego własną ocenę silnika (A +1,2: atakujący prowadzą, w jego jednostkach).
shell-help-evaluation-while-playing = Gdy grasz z silnikiem, każda szansa jest twoją szansą przeciw poziomowi, cokolwiek mówi „Oceniaj jako”; z opcją Widok > Pokazuj szanse w trakcie partii pasek pokazuje ją jako procent i nic więcej (bez wymuszonej wygranej, bez oceny silnika), więc partia nadal się liczy.
shell-help-evaluation-start = To, jak wygląda pozycja początkowa, zależy od tego, czyje to szanse: między doskonałymi graczami atakujący wygrywają prawie każdą partię (94,6% z 8000 partii silnika z samym sobą, rozpoczętych od losowych otwarć), między ludźmi partia jest znacznie bardziej wyrównana. Model graczy zna rankingi od 800 do 2573, od pierwszych kroków nowicjusza po pełną siłę (wliczając każdy poziom); ranking spoza tego zakresu jest oceniany jak bliższa z dwóch granic, a aplikacja o tym informuje.
shell-help-evaluation-end = „A wygrali” lub „D wygrali” (albo „Remis”) na końcu partii; pusty pasek oznacza, że pozycja nie została jeszcze przeanalizowana: uruchom analizę lub przeanalizuj partię.
shell-help-evaluation-accuracy = Dokładność jest mierzona jedną miarą dla każdego, niezależnie od tego, kto grał: szansami, które dwaj gracze klubowi straciliby przez te ruchy. Dzięki temu można ją porównywać między partiami: poziom 1 gra z dokładnością około 78, poziom 7 około 89, pełna siła 99. Gra doskonała mierzy ją według własnego punktu widzenia.

shell-help-levels = Poziomy
shell-help-levels-engine = Silnik wykonuje własne ruchy na poziomie od 1 (początkujący może go pokonać) do najwyższego, czyli pełnej siły (gdzie obowiązują ustawienia głębokości i czasu). Poziom poniżej najwyższego patrzy o stałą liczbę ruchów naprzód i przez całą partię myli się w ocenie pozycji o stałą wartość, tak jak człowiek; nie wtrąca losowych grubych błędów.
shell-help-levels-ratings = Każdy poziom ma ranking na jednej skali (poziom 1 to 800, prosty silnik bazowy przy 100 ms na ruch – 1800), zmierzony w meczach między sąsiednimi poziomami.
shell-help-levels-first-game = Pierwsza partia jest grana na poziomie 1, najniższym: gracz, który patrzy o jeden ruch naprzód i liczy pionki, zwykle go pokonuje. Zmień go w dowolnej chwili polem „Poziom” w panelu Silnik.
shell-help-levels-full-strength = Analiza, podpowiedzi i analizy partii zawsze korzystają z pełnej siły.
shell-help-levels-your-rating = Twój ranking (panel Silnik) jest na tej samej skali. Zaczyna się od 1000 (między poziomami 2 i 3), ze znakiem „?”, dopóki jest tymczasowy, i zmienia się po każdej partii z poziomem, którą rozegrasz od początku bez cofania ruchów; przed twoim pierwszym ruchem panel mówi, czy partia się liczy, i do tego ruchu możesz jeszcze zmienić poziom lub stronę. Partia jest rankingowa, chyba że wybierzesz towarzyską (Partia > Nowa partia > Rankingowa, wyłączone), przed partią lub przed swoim pierwszym ruchem.
shell-help-levels-aids = W partii, która się liczy, analiza, podpowiedź, analiza partii i eksplorator otwarć najpierw pytają: użycie któregoś z nich zmienia partię w towarzyską (przestaje się liczyć). Partia > Postępy pokazuje twój ranking w czasie, twoje wyniki według poziomu i strony oraz każdą partię rozegraną z poziomem, zapisaną w twojej historii (record.sqlite w folderze danych aplikacji). Liczba po ± mówi, jak pewny jest ranking, i maleje w miarę gry; ? po rankingu oznacza, że jest tymczasowy (jeszcze niepewny), a dopóki taki jest, jedna partia zmienia go najwyżej o 150 punktów. „Poziom według mojego rankingu” wybiera najbliższy mu poziom, ale nigdy o więcej niż jeden powyżej najwyższego poziomu pokonanego przez ciebie w partii rankingowej.
shell-help-levels-match = Partia > Nowy mecz to dwie partie z poziomem z zamienionymi stronami, jak grają gracze tafl: wygrywa ten, kto zdobędzie więcej punktów, a przy jednej wygranej każdej strony mecz rozstrzyga szybsza wygrana. Mecz liczy się do twojego rankingu raz.

shell-help-lines = Warianty, cofanie i studiowanie
shell-help-lines-variation = Ruch we wcześniejszej pozycji (na planszy lub w eksploratorze) zaczyna wariant: własne ruchy partii pozostają bez zmian. Promuj wariant na liście ruchów, aby stał się główną linią partii.
shell-help-lines-undo = Cofnij (Ctrl+Z) cofa twój ostatni ruch i odpowiedź silnika; zostają zachowane jako wariant. Twoje notatki, ruchy wariantu, poddanie się, promocja wariantu lub usunięcie są cofane pojedynczo. Ponów przywraca to, co cofnięto.
shell-help-lines-study = Partia, którą otworzysz, służy do studiowania: wykonujesz ruchy za obie strony, a silnik czeka. Aby grać dalej z silnikiem od jej ostatniej pozycji, użyj „Graj dalej atakującymi” (lub „Graj dalej obrońcami”) w panelu Silnik.
shell-help-lines-pace = Silnik przeciw silnikowi gra w „Tempie” ustawionym w panelu Silnik (na początek 1 sekunda na ruch).
shell-help-lines-puzzles = Zadania odkładają twoją partię na bok; „Zamknij zadania” przywraca ją w takim stanie, w jakim była.

shell-help-clocks = Zegary
shell-help-clocks-time-control = Partia > Tempo gry ustawia zegar następnej partii: minuty dla każdej strony plus dodatek, czyli sekundy dodawane po każdym ruchu („5 + 3” = 5 minut, 3 sekundy na ruch).
shell-help-clocks-running = Chodzi zegar strony, która ma ruch; strona, której skończy się czas, przegrywa. Ustawione i wklejone pozycje dostają ten sam zegar.
shell-help-clocks-stopped = Zegary stoją, gdy na ekranie jest pytanie lub okno wyboru pliku.

shell-help-marks = Oznaczenia analizy
shell-help-marks-review = Przeanalizuj partię (Ctrl+R) analizuje każdą pozycję głównej linii i oznacza ruchy, które straciły część szansy na wygraną strony wykonującej ruch:
shell-help-marks-classes = ?! niedokładność: strata 5 punktów lub więcej; ? błąd: 10 punktów lub więcej; ?? gruby błąd: 15 punktów lub więcej, przy czym punkty to szansa strony wykonującej ruch dla graczy wskazanych w „Oceniaj jako”.
shell-help-marks-always = Niezależnie od tego, kto ocenia: ruch, po którym w następnym ruchu można pojmać króla albo król może dotrzeć do rogu, jest zawsze grubym błędem (chyba że tak było po każdym ruchu), a ruch, który wypuszcza wymuszoną wygraną, jest co najmniej błędem.
shell-help-marks-table = Tabela dokładności podsumowuje ruchy każdej strony; P i N przeskakują do poprzedniego i następnego błędu, a kliknięcie wykresu pokazuje ten ruch.

shell-help-notes = Twoje notatki
shell-help-notes-drawing = Przeciągnij prawym przyciskiem myszy po planszy, aby narysować strzałkę dla pokazanego ruchu; puść na tym samym polu, aby narysować okrąg. Bez klawisza kolor jest zielony, z Shift czerwony, z Alt niebieski, z Ctrl (lub Shift+Alt) żółty. Ponowne narysowanie tego samego kształtu go usuwa.
shell-help-notes-marks = Kliknij prawym przyciskiem ruch na liście, aby go oznaczyć (! ? !! ?? !? ?!), napisać do niego komentarz lub wyczyścić jego rysunki; pole komentarza pod listą robi to samo dla pokazanego ruchu. Twoje oznaczenia stoją obok oznaczeń analizy.
shell-help-notes-belong = Rysunki, oznaczenia i komentarze należą do swojego ruchu: są zapisywane z partią, pokazywane, gdy pokazany jest ten ruch, i przechodzą razem z nim do wariantu, gdy zostaje cofnięty.
shell-help-notes-text = Partia > Eksportuj jako tekst zapisuje główną linię z twoimi notatkami jako zapis tekstowy (nagłówki, numerowane ruchy, { "{" }komentarze{ "}" }); Partia > Importuj z tekstu wczytuje taki zapis z powrotem.

shell-help-library = Biblioteka partii
shell-help-library-list = Partia > Biblioteka partii (Ctrl+L) wyświetla partie z folderu (z folderu zapisów, dopóki nie wybierzesz innego): graczy, wynik, datę, ruchy i dokładność każdej strony, jeśli partia została przeanalizowana. Plik, którego nie da się odczytać, jest wymieniony wraz z przyczyną.
shell-help-library-sort = Kliknij nagłówek, aby posortować według niego (ponownie, aby odwrócić kolejność); filtruj według tekstu (gracze, wydarzenie, nazwa pliku) i według wyniku. Strzałki w górę i w dół wybierają partię, Enter lub dwuklik ją otwiera (aplikacja najpierw pyta, jeśli partia na planszy ma niezapisane zmiany).
shell-help-library-practise = „Ćwicz błędy” zbiera błędy i grube błędy twojej strony (gracza o nazwie Human, jak nazywa cię aplikacja, lub wybranej przez ciebie strony) z pokazanych przeanalizowanych partii i przechodzi przez nie partia po partii.

shell-help-explorer = Eksplorator otwarć
shell-help-explorer-moves = Widok > Eksplorator otwarć (E) wymienia każdy ruch zagrany w pokazanej pozycji, od najczęściej granego: ile partii, pasek wygranych atakujących, remisów i wygranych obrońców (najedź kursorem, aby zobaczyć liczby), oraz Ocena: szansę strony wykonującej ruch po każdym ruchu, dla graczy wskazanych w „Oceniaj jako” (tak jak pokazuje ich pasek), z jednym miejscem po przecinku tam, gdzie dwie wartości zaokrągliłyby się tak samo; w partii, która się liczy, tylko szansę. Kliknij ruch, aby go zagrać.
shell-help-explorer-games = „Wszystkie partie” liczy 54 247 partii silnika z samym sobą dołączonych do aplikacji oraz twoje własne; „Moje partie” tylko zakończone partie zapisane w twoim folderze (w folderze biblioteki partii, a jeśli go nie ma, w ostatnio używanym). Pozycja osiągnięta różnymi kolejnościami ruchów to jeden wpis, a każda partia liczy się w nim raz.

## Pytanie o niezapisane zmiany (dialogs.rs). $what to to, co czeka na odpowiedź, w narzędniku,
## słowami z innego miejsca („otwarciem innej partii”, „wyjściem”).
shell-unsaved-heading = Niezapisane zmiany
shell-unsaved-text = Partia ma zmiany, które nie zostały zapisane. Zapisać je przed { $what }?
shell-unsaved-save = Zapisz
shell-unsaved-discard = Odrzuć
shell-unsaved-cancel = Anuluj

## Okno przewodnika (guide.rs); sam przewodnik to docs/guide.md, po angielsku.
shell-guide-title = Przewodnik

## Dlaczego nie udało się zapisać pliku (aside.rs), mówione wewnątrz innych komunikatów: małą literą,
## bez kropki.
shell-io-disk-full = dysk jest pełny
shell-io-quota-used-up = wyczerpał się twój limit miejsca na dysku
shell-io-read-only = dysk jest tylko do odczytu
shell-io-not-allowed = nie masz uprawnień do zapisu w tym miejscu
shell-io-not-found = plik lub jego folder nie istnieje
shell-save-not-written-down = nie udało się zapisać treści partii
shell-save-not-written = { $path } – nie udało się zapisać: { $reason }

## Zapisane wartości, których nie udało się odczytać (aside.rs). $what nazywa je na początku zdania
## („Twoje ustawienia”); $fresh to zdanie mówiące, co dzieje się zamiast tego („używane są
## domyślne”); $path to miejsce, gdzie zachowano kopię starych danych.
shell-stored-unreadable-kept = { $what }: nie udało się odczytać zapisanych danych, więc { $fresh }. Kopię starych danych zachowano w { $path }.
shell-stored-unreadable-left = { $what }: nie udało się odczytać zapisanych danych, więc na razie { $fresh }. Stare dane pozostają bez zmian i nie zostaną nadpisane.

## Zapisany stan, którego nie da się zapisać (writable.rs).
shell-stored-cannot-be-saved = Nie można zapisać twoich ustawień, rankingów ani historii zadań w { $path } ({ $reason }): zmiany zostaną zachowane tylko do zamknięcia aplikacji.
shell-stored-is-a-folder = to jest folder
shell-stored-folder-cannot-be-made = nie można utworzyć folderu { $folder }: { $error }

## Zapisany stan okna, sprawdzany przy starcie (startup.rs).
shell-window-state-not-a-file-kept = Zapisany stan okna nie był plikiem ({ $why }), więc okno zaczyna od nowa; to, co tam było, zachowano jako { $path }.
shell-window-state-not-a-file = Zapisany stan okna nie jest plikiem ({ $why }) i nie udało się go odłożyć na bok ({ $error }).
shell-window-state-not-kept = Nie udało się ani odczytać zapisanego stanu okna, ani odłożyć go na bok ({ $reason }): okno zaczyna od nowa.
shell-window-state-read-around = Zapisany stan okna zawierał bajty, których nie dało się odczytać; używane jest to, co udało się odczytać wokół nich. Plik w dotychczasowej postaci zachowano jako { $path }.
shell-window-state-unreadable = Nie udało się odczytać zapisanego stanu okna, więc okno zaczyna od nowa. Plik w dotychczasowej postaci zachowano jako { $path }.

## Kolory planszy, w menu Widok (theme.rs).
shell-board-wood = Plansza drewniana
shell-board-green = Plansza zielona
shell-board-colour-blind = Plansza przyjazna daltonistom (kolory Paula Tola)

## Dlaczego nie udało się odczytać zapisanej partii.
shell-load-io = nie udało się odczytać { $path }: { $reason }
shell-load-syntax = to nie jest poprawny plik partii Ard Ri: { $message }
shell-load-bad-version = nieznana wersja formatu { $version }
shell-load-newer = ten plik zapisała nowsza wersja programu (format { $found }; ta odczytuje do { $max })
shell-load-illegal-move = ruch { $number }, { $text }: { $reason }
shell-load-result-mismatch = plik podaje „{ $stated }”, ale jego ruchy kończą się wynikiem „{ $actual }”
shell-load-bad-variation = odgałęzienie { $number }: { $message }
shell-load-too-many-evaluations = plik ma { $evaluations } ocen dla { $moves } ruchów
shell-load-bad-analysis = analiza pozycji po { $ply } ruchach: { $message }
shell-load-bad-annotation = notatka { $ply ->
        [0] do pozycji początkowej
       *[other] do ruchu { $ply }
    }: { $message }
