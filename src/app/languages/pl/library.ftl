# Biblioteka partii (library/): jej pozycja w menu, jej okno (folder, filtry, tabela partii)
# i ćwiczenie błędów z pokazanych partii.

library-menu = Biblioteka partii...
library-title = Biblioteka partii
library-choose-folder = Wybierz folder...
library-refresh = Odśwież
library-refresh-tip = Wczytaj folder ponownie
library-open = Otwórz
library-open-tip = Otwórz wybraną partię (Enter lub dwuklik)
library-filter-hint = Filtr: gracze, wydarzenie lub plik
library-filter = Filtr
library-all-results = Wszystkie wyniki
library-result-filter = Filtr wyniku
library-reading = Wczytywanie: { $read } z { $total }...
library-shown = { $shown } z { $total } partii

library-column-file = Plik
library-column-attackers = Atakujący
library-column-defenders = Obrońcy
library-column-result = Wynik
library-column-reason = Powód
library-column-date = Data
library-column-moves = Ruchy
library-column-attackers-accuracy = Dokł. A
library-column-defenders-accuracy = Dokł. O
library-column-name = Kolumna { $title }
library-sort-tip = Sortuj według { $column ->
        [file] pliku
        [attackers] atakujących
        [defenders] obrońców
        [result] wyniku
        [reason] powodu
        [date] daty
        [moves] liczby ruchów
        [attackers-accuracy] dokładności atakujących
       *[defenders-accuracy] dokładności obrońców
    } (ponownie: w drugą stronę)

library-attackers-won = Wygrali atakujący
library-defenders-won = Wygrali obrońcy
library-draw = Remis
library-unfinished = Niedokończona
library-unreadable = Nie do odczytania
library-king-escaped = ucieczka króla
library-king-captured = pojmanie króla
library-no-legal-move = brak legalnego ruchu
library-repetition = powtórzenie
library-resignation = poddanie się
library-timeout = koniec czasu
library-partial-review-tip = Z analizy tylko części ruchów partii
library-unreadable-error = Nie do odczytania: { $error }

library-practise-of = Ćwicz błędy
library-practise-player = gracza o nazwie
library-practise-attackers = atakujących
library-practise-defenders = obrońców
library-practise-whose = Czyje błędy
library-player-name = Nazwa gracza
library-practise-button = Ćwicz błędy ({ $count })
library-practise-tip = Błędy i grube błędy pokazanych przeanalizowanych partii, partia po partii w tej kolejności
library-practise-none-tip = Brak błędów i grubych błędów tej strony w pokazanych przeanalizowanych partiach
library-gathering = Zbieranie...
