# Rewanż (rematch/): propozycja na górze panelu bocznego po zakończeniu partii z silnikiem i jego
# pozycja w menu Partia.

rematch-menu = Rewanż, strony zamienione
rematch-offer = Rewanż: grasz { $side ->
        [attackers] atakującymi
       *[defenders] obrońcami
    }
rematch-offer-tip = Ten sam poziom i zegar, strony zamienione
rematch-decline = Bez rewanżu
