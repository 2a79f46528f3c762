# Filerna: systemets fildialoger, appens egen filväljare och beskeden om att öppna, spara, importera,
# exportera, klistra in och kopiera partier, och om partiet som bevarades automatiskt.

## Systemets fildialoger.
files-dialog-open-title = Öppna ett Ard Ri-parti
files-dialog-save-title = Spara Ard Ri-partiet
files-dialog-import-title = Importera ett Ard Ri-partiprotokoll
files-dialog-export-title = Exportera Ard Ri-partiet som text
files-dialog-folder-title = Välj en mapp med Ard Ri-partier
files-filter-game = Ard Ri-parti
files-filter-record = Partiprotokoll (text)

## Klistra in.
files-paste-not-playable = Ställningen går inte att spela: { $reason }. Inget ändrades.
files-paste-position = Du spelar från den inklistrade ställningen.
files-paste-bad-word = Varken en ställningssträng eller en draglista: ord { $word }, { $reason }. Inget ändrades.
files-paste-empty = Den inklistrade texten har ingen ställning och inga drag. Inget ändrades.
files-paste-moves = Du spelar vidare från de inklistrade dragen.

## Kopiera.
files-position-copied = Ställningen kopierad: { $fen }
files-moves-copied = Dragen kopierades ({ $count ->
        [one] 1 drag
       *[other] { $count } drag
    }).

## Öppna, spara, importera, exportera.
files-busy = En fil läses eller skrivs just nu: öppna partiet igen om en stund.
files-opened = Öppnade { $path }
files-imported = Importerade { $path }. Partiet är inte sparat än: Spara skriver det med dess anteckningar.
files-exported = Exporterade till { $path }
files-saved = Sparade till { $path }
files-save-failed = Kunde inte spara till { $path }: { $reason }
files-open-failed = Kunde inte öppna { $path }: { $reason }. Partiet på brädet är oförändrat.

## Autosparningen.
files-autosave-set-aside = Partiet som bevarades automatiskt förra gången kunde inte läsas, så det flyttades undan som { $path }.
files-autosave-unreadable = Partiet som bevarades automatiskt förra gången kunde inte läsas. Det lämnas som det är, och inget bevaras automatiskt den här gången.
files-autosave-failed = Autosparningen kunde inte skrivas: { $reason }
files-restored = Partiet som inte sparades förra gången är tillbaka.
files-restore-failed = Partiet som inte sparades förra gången kunde inte återställas: { $reason }.
files-restore-heading = Återställa det osparade partiet?
files-restore-text = Programmet avslutades förra gången med ett parti som inte var sparat ({ $count ->
        [one] 1 drag
       *[other] { $count } drag
    }). Det bevarades automatiskt.
files-restore = Återställ
files-discard = Släng

## Appens egen filväljare.
files-chooser-open = Öppna ett parti
files-chooser-folder = Välj en mapp med partier
files-chooser-save = Spara partiet
files-chooser-import = Importera ett partiprotokoll (text)
files-chooser-export = Exportera partiet som text
files-path-hint = /sökväg/till/parti.{ $extension }
files-no-system-dialog = Systemets fildialog är inte tillgänglig här (ingen xdg-desktop-portal eller zenity), så välj här.
files-folder-label = Mapp:
files-file-label = Fil:
files-path-field = Sökväg till filen
files-in-folder = I { $folder }:
files-cannot-list = { $folder } kan inte listas: { $reason }.
files-not-a-folder = { $path }: inte en mapp
files-parent-folder = Överordnad mapp
files-empty-folder = (inga sparade partier eller mappar här)
files-replace-question = { $name } finns redan. Ersätta den?
files-replace = Ersätt
files-cancel = Avbryt
files-use-folder = Använd den här mappen
files-save = Spara
files-open = Öppna

# Det som väntar på svaret på ”Vill du spara dem innan ...?” (som bisats).
files-before-new-game = du börjar ett nytt parti
files-before-open = du öppnar ett annat parti
files-before-import = du importerar ett parti
files-before-quit = du avslutar
files-before-new-position = du spelar från den nya ställningen
