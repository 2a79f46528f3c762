# Partibiblioteket (library/): dess menyval, dess fönster (mappen, filtren, tabellen över partier)
# och övning på de visade partiernas misstag.

library-menu = Partibibliotek...
library-title = Partibibliotek
library-choose-folder = Välj mapp...
library-refresh = Uppdatera
library-refresh-tip = Läs mappen igen
library-open = Öppna
library-open-tip = Öppna det valda partiet (Enter, eller ett dubbelklick)
library-filter-hint = Filter: spelare, evenemang eller fil
library-filter = Filter
library-all-results = Alla resultat
library-result-filter = Resultatfilter
library-reading = Läser { $read } av { $total }...
library-shown = { $shown } av { $total } { $total ->
        [one] parti
       *[other] partier
    }

library-column-file = Fil
library-column-attackers = Anfallare
library-column-defenders = Försvarare
library-column-result = Resultat
library-column-reason = Orsak
library-column-date = Datum
library-column-moves = Drag
library-column-attackers-accuracy = A träff.
library-column-defenders-accuracy = F träff.
library-column-name = Kolumnen { $title }
library-sort-tip = Sortera efter { $column ->
        [file] fil
        [attackers] anfallare
        [defenders] försvarare
        [result] resultat
        [reason] orsak
        [date] datum
        [moves] drag
        [attackers-accuracy] anfallarnas träffsäkerhet
       *[defenders-accuracy] försvararnas träffsäkerhet
    } (igen: åt andra hållet)

library-attackers-won = Anfallarna vann
library-defenders-won = Försvararna vann
library-draw = Remi
library-unfinished = Oavslutat
library-unreadable = Oläsbart
library-king-escaped = kungen flydde
library-king-captured = kungen fångades
library-no-legal-move = inget tillåtet drag
library-repetition = upprepning
library-resignation = gav upp
library-timeout = tiden tog slut
library-partial-review-tip = Från en analys av bara en del av partiets drag
library-unreadable-error = Oläsbart: { $error }

library-practise-of = Öva på misstagen gjorda av
library-practise-player = spelaren som heter
library-practise-attackers = anfallarna
library-practise-defenders = försvararna
library-practise-whose = Vems misstag
library-player-name = Spelarens namn
library-practise-button = Öva på misstag ({ $count })
library-practise-tip = Misstagen och de grova misstagen i de visade analyserade partierna, parti för parti i denna ordning
library-practise-none-tip = Inga misstag eller grova misstag av den sidan i de visade analyserade partierna
library-gathering = Samlar...
