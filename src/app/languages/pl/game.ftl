# Rdzeń partii (game/ z board/ i session/): kto gra którą stroną, słowa paska oceny, czyje szanse
# są pokazane, nazwy graczy, pola planszy dla czytnika ekranu i dlaczego pozycja lub wariant są
# odrzucane.

## Kto gra którą stroną.
game-you-defend = Grasz obrońcami
game-you-attack = Grasz atakującymi
game-you-both = Grasz obiema stronami
game-engine-both = Silnik gra obiema stronami

## Dla kogo obowiązują szanse, na końcu zdania.
game-judge-engine = między doskonałymi graczami (własne spojrzenie silnika)
game-judge-equal = między dwoma graczami z rankingiem { $rating }
game-judge-players = dla atakujących z rankingiem { $attackers } przeciw obrońcom z rankingiem { $defenders }

## Podpowiedź paska oceny.
game-bar-tip = { $chance }: oczekiwany wynik strony prowadzącej (remis liczy się za pół), { $whose } ({ $wdl }).
game-bar-engine-score = Ocena silnika { $eval } (A = prowadzą atakujący, D = prowadzą obrońcy, # = wymuszona wygrana w tylu ruchach).
game-wdl = wygrana atakujących { $attackers }, remis { $draw }, wygrana obrońców { $defenders }
game-attackers-won = A wygrali
game-defenders-won = D wygrali
game-draw = Remis

## Oceniaj jako.
game-club-players = gracze klubowi ({ $rating })
game-perfect-play = doskonała gra
game-players-tip = Szanse tych dwóch graczy według rankingu z chwili rozegrania partii (gracz bez rankingu liczy się jako gracz klubowy, poziom { $level }; ranking spoza przedziału od { $low } do { $high }, rankingów, na których dopasowano model, jest oceniany jak bliższy z tych dwóch): potknięcie, które tacy gracze karzą, jest błędem, a takie, które rzadko znajdują, nie jest.
game-club-tip = Szanse dwóch graczy klubowych, niezależnie od tego, kto grał tę partię.
game-perfect-tip = Własne spojrzenie silnika: szanse między doskonałymi graczami, wśród których atakujący wygrywają prawie każdą partię od pozycji początkowej.

## Gracze partii w skrócie.
game-player-you = ty
game-player-level = Poziom { $level }
game-player-engine = silnik
game-player-unnamed = bez nazwy
game-player-rated = { $player } ({ $rating })
game-player-held = { $player } ({ $rating }, oceniany jako { $held })
game-player-club = { $player } (klub, { $rating })
game-players-vs = { $attackers } – { $defenders }

game-the-start = początek

## Dlaczego nie można grać od danej pozycji.
game-king-on-corner = król stoi w rogu: obrońcy już wygrali
game-no-legal-move = { $side ->
        [attackers] atakujący
       *[defenders] obrońcy
    } nie mają dozwolonego ruchu

## Dlaczego wariant jest odrzucany przy otwieraniu partii.
game-variation-past-end = wariant { $variation } odchodzi po ruchu { $after }, ale partia ma tylko { $moves } { $moves ->
        [one] ruch
        [few] ruchy
        [many] ruchów
       *[other] ruchu
    }
game-variation-over = partia była już zakończona ({ $outcome })
game-variation-illegal = wariant { $variation }, jego ruch { $number } ({ $move }): { $reason }

## Pole tak, jak czyta je czytnik ekranu.
game-square-attacker = atakujący
game-square-defender = obrońca
game-square-king = król
game-square-corner = róg
game-square-empty = puste
game-square-can-be-taken = do zbicia
game-square-captured = król pojmany
game-square-escaped = król uciekł
game-square-on-kings-way = na drodze króla do rogu
game-square-selected = zaznaczone
game-square-legal-target = dozwolony cel
game-square-can-move = może się ruszyć

# To, co czeka na odpowiedź na „Zapisać je przed ...?” (w narzędniku).
game-going-on = kontynuowaniem
