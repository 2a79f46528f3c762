# Ställningsredigeraren (editor/): dess val i menyn Parti, fönstret för att ställa upp en ställning,
# och vad som är fel med en uppställd ställning eller en inläst ställningssträng.

editor-menu = Ställ upp en ställning...
editor-title = Ställ upp en ställning
editor-not-a-position-string = Ingen giltig ställningssträng: { $reason }. Inget ändrades.
editor-attacker = Anfallare
editor-defender = Försvarare
editor-king = Kung
editor-erase = Sudda
editor-to-move = Vid draget:
editor-defenders = Försvararna
editor-attackers = Anfallarna
editor-start-position = Utgångsställning
editor-clear-board = Töm brädet
editor-position-string = Ställningssträng
editor-load = Läs in
editor-load-tip = Läs in ställningssträngen (klistra in en med Ctrl+V)
editor-legal = En tillåten ställning.
editor-not-playable = Går inte att spela: { $reason }.
editor-play-from-here = Spela härifrån
editor-playing-from-set-up = Spelet fortsätter från den uppställda ställningen.
editor-copy = Kopiera
editor-copy-tip = Kopiera ställningssträngen
editor-cancel = Avbryt

editor-error-empty = ställningssträngen är tom
editor-error-rank-count = väntade 7 rader åtskilda med '/', hittade { $found }
editor-error-rank-length = rad { $rank } beskriver { $length ->
        [one] { $length } ruta
       *[other] { $length } rutor
    }, väntade 7
editor-error-unknown-character = rad { $rank }: okänt tecken '{ $found }' (väntade a, d, k eller en siffra 1-7)
editor-error-missing-side = sidan vid draget saknas (lägg till ' d' eller ' a' efter raderna)
editor-error-bad-side = okänd sida vid draget '{ $found }' (väntade d eller a)
editor-error-trailing-text = oväntad text efter sidan vid draget: '{ $found }'
editor-error-king-count = väntade exakt en kung, hittade { $found }
editor-error-piece-on-restricted = { $piece ->
        [attacker] en anfallare
        [defender] en försvarare
       *[king] kungen
    } på den förbjudna rutan { $square }: bara kungen får stå där
editor-error-too-many-attackers = { $found } anfallare: det finns högst 16
editor-error-too-many-defenders = { $found } försvarare utöver kungen: det finns högst 8
editor-error-square-used-twice = två pjäser på rutan { $square }
