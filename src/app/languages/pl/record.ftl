# Historia (twoje partie, rankingi, zadania i lekcje, w record.sqlite): co słyszysz, gdy czegoś nie
# udało się zachować lub odczytać, partie czekające na zapis w historii i pytanie przy zamykaniu
# aplikacji, gdy partie czekają.

record-off = W tej sesji nie jest prowadzona żadna historia.
record-opening = Otwieranie twojej historii…
record-none-waiting = { $count ->
        [one] Partia, która czekała na zapis w twojej historii, jest już w niej.
        [few] { $count } partie, które czekały na zapis w twojej historii, są już w niej.
        [many] { $count } partii, które czekały na zapis w twojej historii, jest już w niej.
       *[other] { $count } partii, które czekały na zapis w twojej historii, jest już w niej.
    }
record-game-refused-kept = Nie udało się dodać partii do twojej historii: { $reason }. Zamiast tego zachowano ją jako { $file }; pozostałe partie są zachowywane jak zwykle.
record-game-refused-lost = Nie udało się dodać partii do twojej historii: { $reason }. Nie udało się też zachować jej jako pliku ({ $error }); pozostałe partie są zachowywane jak zwykle.
record-saved-waiting = Zapisano jako { $files }. Nadal czekają też na zapis w twojej historii.
record-save-waiting-failed = Nie udało się zapisać oczekujących partii jako plików: { $reason }. Nadal czekają na zapis w twojej historii.

## Partie czekające na zapis w historii.
record-waiting-kept = { $count ->
        [one] 1 partia nie jest jeszcze w twojej historii ({ $reason }). Jest przechowywana w { $file } i trafi do twojej historii, gdy tylko będzie to możliwe (najpóźniej przy następnym uruchomieniu).
        [few] { $count } partie nie są jeszcze w twojej historii ({ $reason }). Są przechowywane w { $file } i trafią do twojej historii, gdy tylko będzie to możliwe (najpóźniej przy następnym uruchomieniu).
        [many] { $count } partii nie jest jeszcze w twojej historii ({ $reason }). Są przechowywane w { $file } i trafią do twojej historii, gdy tylko będzie to możliwe (najpóźniej przy następnym uruchomieniu).
       *[other] { $count } partii nie jest jeszcze w twojej historii ({ $reason }). Są przechowywane w { $file } i trafią do twojej historii, gdy tylko będzie to możliwe (najpóźniej przy następnym uruchomieniu).
    }
record-waiting-in-memory = { $count ->
        [one] 1 partia nie jest jeszcze w twojej historii ({ $reason }) i nie udało się jej też zapisać ({ $error }): istnieje tylko w pamięci do zamknięcia aplikacji.
        [few] { $count } partie nie są jeszcze w twojej historii ({ $reason }) i nie udało się ich też zapisać ({ $error }): istnieją tylko w pamięci do zamknięcia aplikacji.
        [many] { $count } partii nie jest jeszcze w twojej historii ({ $reason }) i nie udało się ich też zapisać ({ $error }): istnieją tylko w pamięci do zamknięcia aplikacji.
       *[other] { $count } partii nie jest jeszcze w twojej historii ({ $reason }) i nie udało się ich też zapisać ({ $error }): istnieją tylko w pamięci do zamknięcia aplikacji.
    }
record-why-not-opened = nie udało się otworzyć twojej historii
record-why-not-open = twoja historia nie jest otwarta
record-no-folder-them = nie ma folderu, w którym można by je zachować
record-not-written-them = nie udało się ich zapisać
record-no-folder-it = nie ma folderu, w którym można by ją zachować
record-not-written-it = nie udało się jej zapisać
record-not-replayed = nie udało się odtworzyć partii ({ $reason })
record-event-unrecorded = Jeszcze nie w historii

## Zamykanie aplikacji, gdy partie czekają.
record-quit-heading = Partie nie są jeszcze w twojej historii
record-quit-kept = { $waiting } Spróbuj ponownie teraz, zapisz je też jako pliki partii albo zakończ: w żadnym wypadku nic nie przepadnie.
record-quit-in-memory = { $waiting } Spróbuj ponownie teraz albo zapisz je jako pliki partii: jeśli teraz zakończysz, przepadną.
record-try-again = Spróbuj ponownie
record-save-as-files = Zapisz je jako pliki
record-quit-anyway = Zakończ mimo to

## Plik oczekujących partii obok historii.
record-waiting-unreadable = Nie można odczytać partii czekających na zapis w twojej historii ({ $reason }).
record-waiting-read-failed = Nie udało się odczytać partii czekających na zapis w twojej historii w pliku { $file }: { $reason }.
record-waiting-moved-aside = Nie udało się odczytać partii czekających na zapis w twojej historii; plik zachowano jako { $file }.
record-waiting-left = Nie udało się odczytać partii czekających na zapis w twojej historii w pliku { $file }; plik pozostawiono bez zmian.
record-waiting-not-removed = Oczekujące partie są już w twojej historii, ale nie udało się usunąć pliku { $file } ({ $reason }): nie zostaną zapisane dwa razy.

## Czego historia nie mogła zrobić. Postępy to strona w menu Partia > Postępy.
record-backup-refresh-failed = Nie udało się zaktualizować dzisiejszej kopii zapasowej twojej historii: { $reason }.
record-game-gone = Tej partii nie ma już w twojej historii.
record-game-unreadable = Nie udało się odczytać partii: { $reason }.
record-not-open = Twoja historia nie jest otwarta.
record-lesson-failed = Nie udało się zachować gwiazdek za lekcję: { $reason }.
record-lesson-not-open = Twoja historia nie jest otwarta: gwiazdki za lekcję nie zostaną zachowane.
record-lessons-unreadable = Nie udało się odczytać twoich postępów w lekcjach: { $reason }.
record-puzzle-failed = Nie udało się zachować rozegranego zadania w twojej historii: { $reason }.
record-puzzles-unreadable = Nie udało się odczytać twojej historii zadań: { $reason }.
record-restore-failed = Twoja historia nie została przywrócona z kopii zapasowej z dnia { $date }: { $reason }. Nic nie zmieniono.
record-restore-not-open = Twoja historia nie jest otwarta: niczego nie przywrócono.
record-review-failed = Nie udało się zachować dokładności z analizy w twojej historii: { $reason }.
record-unreadable = Nie udało się odczytać twojej historii: { $reason }.
record-open-failed = Nie udało się otworzyć twojej historii: { $reason }. Kolejna próba nastąpi przed zapisaniem twojej następnej partii, przy otwarciu Postępów i przy zamykaniu aplikacji.
record-moved = Te dane są teraz w twojej historii, { $file }: { $values }.
record-legacy-failed = Nie udało się jeszcze przenieść twojego wcześniejszego rankingu do twojej historii: { $reason }. Historia nie będzie używana, dopóki się to nie uda (kolejna próba nastąpi przed zapisaniem twojej następnej partii, przy otwarciu Postępów i przy zamykaniu aplikacji), aby żadna partia nie była liczona do rankingu od złego punktu wyjścia.
record-backup-failed = Nie udało się utworzyć dzisiejszej kopii zapasowej twojej historii: { $reason }.
record-rating-unreadable = Nie udało się odczytać twojego rankingu: { $reason }.
