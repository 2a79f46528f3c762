# Pliki: systemowe okna wyboru plików, własne okno wyboru plików aplikacji oraz komunikaty o otwieraniu,
# zapisywaniu, importowaniu, eksportowaniu, wklejaniu i kopiowaniu partii, i o partii zachowanej
# automatycznie.

## Systemowe okna wyboru plików.
files-dialog-open-title = Otwórz partię Ard Ri
files-dialog-save-title = Zapisz partię Ard Ri
files-dialog-import-title = Importuj zapis partii Ard Ri
files-dialog-export-title = Eksportuj partię Ard Ri jako tekst
files-dialog-folder-title = Wybierz folder z partiami Ard Ri
files-filter-game = Partia Ard Ri
files-filter-record = Zapis partii (tekst)

## Wklejanie.
files-paste-not-playable = Z tej pozycji nie da się grać: { $reason }. Nic nie zmieniono.
files-paste-position = Grasz od wklejonej pozycji.
files-paste-bad-word = Ani zapis pozycji, ani lista ruchów: słowo { $word }, { $reason }. Nic nie zmieniono.
files-paste-empty = Wklejony tekst nie zawiera ani pozycji, ani ruchów. Nic nie zmieniono.
files-paste-moves = Grasz dalej po wklejonych ruchach.

## Kopiowanie.
files-position-copied = Skopiowano pozycję: { $fen }
files-moves-copied = Skopiowano ruchy ({ $count ->
        [one] 1 ruch
        [few] { $count } ruchy
        [many] { $count } ruchów
       *[other] { $count } ruchu
    }).

## Otwieranie, zapisywanie, import, eksport.
files-busy = Trwa odczyt lub zapis pliku: otwórz partię ponownie za chwilę.
files-opened = Otwarto { $path }
files-imported = Zaimportowano { $path }. Partia nie jest jeszcze zapisana: polecenie Zapisz zachowa ją razem z notatkami.
files-exported = Wyeksportowano do { $path }
files-saved = Zapisano w { $path }
files-save-failed = Nie udało się zapisać w { $path }: { $reason }
files-open-failed = Nie udało się otworzyć { $path }: { $reason }. Partia na planszy się nie zmieniła.

## Autozapis.
files-autosave-set-aside = Nie udało się odczytać partii zachowanej automatycznie ostatnim razem, więc odłożono ją jako { $path }.
files-autosave-unreadable = Nie udało się odczytać partii zachowanej automatycznie ostatnim razem. Zostaje bez zmian, a tym razem nic nie będzie zachowywane automatycznie.
files-autosave-failed = Nie udało się zapisać autozapisu: { $reason }
files-restored = Partia niezapisana ostatnim razem wróciła.
files-restore-failed = Nie udało się przywrócić partii niezapisanej ostatnim razem: { $reason }.
files-restore-heading = Przywrócić niezapisaną partię?
files-restore-text = Ostatnim razem program zakończył działanie z niezapisaną partią ({ $count ->
        [one] 1 ruch
        [few] { $count } ruchy
        [many] { $count } ruchów
       *[other] { $count } ruchu
    }). Została zachowana automatycznie.
files-restore = Przywróć
files-discard = Odrzuć

## Własne okno wyboru plików aplikacji.
files-chooser-open = Otwórz partię
files-chooser-folder = Wybierz folder z partiami
files-chooser-save = Zapisz partię
files-chooser-import = Importuj zapis partii (tekst)
files-chooser-export = Eksportuj partię jako tekst
files-path-hint = /ścieżka/do/partii.{ $extension }
files-no-system-dialog = Systemowe okno wyboru plików nie jest tu dostępne (brak xdg-desktop-portal i zenity), więc wybierz tutaj.
files-folder-label = Folder:
files-file-label = Plik:
files-path-field = Ścieżka pliku
files-in-folder = W folderze { $folder }:
files-cannot-list = Nie można wyświetlić zawartości { $folder }: { $reason }.
files-not-a-folder = { $path }: to nie jest folder
files-parent-folder = Folder nadrzędny
files-empty-folder = (brak tu zapisanych partii i folderów)
files-replace-question = { $name } już istnieje. Zastąpić?
files-replace = Zastąp
files-cancel = Anuluj
files-use-folder = Użyj tego folderu
files-save = Zapisz
files-open = Otwórz

# To, co czeka na odpowiedź na „Zapisać je przed ...?” (w narzędniku).
files-before-new-game = rozpoczęciem nowej partii
files-before-open = otwarciem innej partii
files-before-import = zaimportowaniem partii
files-before-quit = wyjściem
files-before-new-position = grą od nowej pozycji
