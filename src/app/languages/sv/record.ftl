# Historiken (dina partier, din rating, dina problem och lektioner, i record.sqlite): vad du får veta
# när något inte kunde bevaras eller läsas, partierna som väntar på historiken, och frågan när appen
# stängs medan partier väntar.

record-off = Ingen historik förs under den här sessionen.
record-opening = Din historik öppnas…
record-none-waiting = { $count ->
        [one] Partiet som väntade på din historik finns nu i den.
       *[other] De { $count } partierna som väntade på din historik finns nu i den.
    }
record-game-refused-kept = Ett parti kunde inte föras in i din historik: { $reason }. Det bevaras i stället som { $file }; dina andra partier bevaras som vanligt.
record-game-refused-lost = Ett parti kunde inte föras in i din historik: { $reason }. Det kunde inte heller bevaras som fil ({ $error }); dina andra partier bevaras som vanligt.
record-saved-waiting = Sparade som { $files }. De väntar också kvar på din historik.
record-save-waiting-failed = Partierna som väntar kunde inte sparas som filer: { $reason }. De väntar kvar på din historik.

## Partierna som väntar på historiken.
record-waiting-kept = { $count ->
        [one] 1 parti finns inte i din historik än ({ $reason }). Det bevaras i { $file } och förs in i din historik så snart den kan ta emot det (senast vid nästa start).
       *[other] { $count } partier finns inte i din historik än ({ $reason }). De bevaras i { $file } och förs in i din historik så snart den kan ta emot dem (senast vid nästa start).
    }
record-waiting-in-memory = { $count ->
        [one] 1 parti finns inte i din historik än ({ $reason }), och det kunde inte heller skrivas ner ({ $error }): det finns bara i minnet tills appen stängs.
       *[other] { $count } partier finns inte i din historik än ({ $reason }), och de kunde inte heller skrivas ner ({ $error }): de finns bara i minnet tills appen stängs.
    }
record-why-not-opened = din historik kunde inte öppnas
record-why-not-open = din historik är inte öppen
record-no-folder-them = det finns ingen mapp att bevara dem i
record-not-written-them = de kunde inte skrivas ner
record-no-folder-it = det finns ingen mapp att bevara det i
record-not-written-it = det kunde inte skrivas ner
record-not-replayed = ett parti kunde inte spelas upp igen ({ $reason })
record-event-unrecorded = Inte i historiken än

## Appen stängs medan partier väntar.
record-quit-heading = Partier finns inte i din historik än
record-quit-kept = { $waiting } Försök igen nu, spara dem även som partifiler eller avsluta: inget går förlorat i något fall.
record-quit-in-memory = { $waiting } Försök igen nu eller spara dem som partifiler: om du avslutar nu går de förlorade.
record-try-again = Försök igen
record-save-as-files = Spara dem som filer
record-quit-anyway = Avsluta ändå

## Filen med de väntande partierna, bredvid historiken.
record-waiting-unreadable = Partierna som väntar på din historik kan inte läsas ({ $reason }).
record-waiting-read-failed = Partierna som väntar på din historik i { $file } kunde inte läsas: { $reason }.
record-waiting-moved-aside = Partierna som väntar på din historik kunde inte läsas; filen bevaras som { $file }.
record-waiting-left = Partierna som väntar på din historik i { $file } kunde inte läsas; filen lämnas som den är.
record-waiting-not-removed = Partierna som väntade finns nu i din historik, men { $file } kunde inte tas bort ({ $reason }): de kommer inte att föras in två gånger.

## Vad historiken inte kunde göra. Framsteg är sidan under Parti > Framsteg.
record-backup-refresh-failed = Dagens säkerhetskopia av din historik kunde inte uppdateras: { $reason }.
record-game-gone = Det partiet finns inte längre i din historik.
record-game-unreadable = Partiet kunde inte läsas: { $reason }.
record-not-open = Din historik är inte öppen.
record-lesson-failed = Lektionens stjärnor kunde inte bevaras: { $reason }.
record-lesson-not-open = Din historik är inte öppen: lektionens stjärnor bevaras inte.
record-lessons-unreadable = Dina framsteg i lektionerna kunde inte läsas: { $reason }.
record-puzzle-failed = Problemet du spelade kunde inte bevaras i din historik: { $reason }.
record-puzzles-unreadable = Din problemhistorik kunde inte läsas: { $reason }.
record-restore-failed = Din historik återställdes inte från säkerhetskopian från { $date }: { $reason }. Inget ändrades.
record-restore-not-open = Din historik är inte öppen: inget återställdes.
record-review-failed = Analysens träffsäkerhet kunde inte bevaras i din historik: { $reason }.
record-unreadable = Din historik kunde inte läsas: { $reason }.
record-open-failed = Din historik kunde inte öppnas: { $reason }. Ett nytt försök görs innan ditt nästa parti förs in, när Framsteg öppnas och när du avslutar.
record-moved = Detta finns nu i din historik, { $file }: { $values }.
record-legacy-failed = Din tidigare rating kunde inte flyttas in i din historik än: { $reason }. Din historik används inte förrän det går (ett nytt försök görs innan ditt nästa parti förs in, när Framsteg öppnas och när du avslutar), så att inget parti får sin rating räknad från fel utgångsläge.
record-backup-failed = Dagens säkerhetskopia av din historik misslyckades: { $reason }.
record-rating-unreadable = Din rating kunde inte läsas: { $reason }.
