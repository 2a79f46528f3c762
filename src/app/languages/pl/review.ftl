# Analiza: wiersze „Dlaczego” pod listą ruchów, komunikaty analizy, pozycje menu błędów.

review-why-title = Dlaczego { $move } to { $class ->
        [inaccuracy] niedokładność
        [mistake] błąd
       *[blunder] gruby błąd
    }
review-loses-king-captured = To pozwala atakującym pojmać króla ruchem { $move }.
review-loses-king-escapes = To pozwala królowi uciec ruchem { $move }.
review-missed-win-king-captured = To pomija natychmiastową wygraną: { $move } pojmuje króla.
review-missed-win-king-escapes = To pomija natychmiastową wygraną: { $move } prowadzi króla do rogu.
review-missed-forced-win = To wypuszcza wymuszoną wygraną w { $moves } { $moves ->
        [one] ruchu
       *[other] ruchach
    }.
review-allows-forced-loss = To daje { $side ->
        [attackers] atakującym
       *[defenders] obrońcom
    } wymuszoną wygraną w { $moves } { $moves ->
        [one] ruchu
       *[other] ruchach
    }.
review-leaves-pieces = To zostawia { $kind ->
        [attacker] { $count ->
            [one] atakującego
           *[other] atakujących
        }
       *[defender] { $count ->
            [one] obrońcę
           *[other] obrońców
        }
    } na { $squares } do zbicia ruchem { $move }.
review-missed-capture = To pomija zbicie { $kind ->
        [attacker] { $count ->
            [one] atakującego
           *[other] atakujących
        }
       *[defender] { $count ->
            [one] obrońcy
           *[other] obrońców
        }
    } na { $squares } ruchem { $move }.
review-better-captures-king = Lepszy był ruch { $move }, który pojmuje króla.
review-better-king-escapes = Lepszy był ruch { $move }: król ucieka.
review-better-forced-win = Lepszy był ruch { $move }, wygrywający w { $moves } { $moves ->
        [one] ruchu
       *[other] ruchach
    }.
review-better-takes = Lepszy był ruch { $move }, który bije { $kind ->
        [attacker] { $count ->
            [one] atakującego
           *[other] atakujących
        }
       *[defender] { $count ->
            [one] obrońcę
           *[other] obrońców
        }
    } na { $squares }.
review-better-stops-win = Lepszy był ruch { $move }, { $side ->
        [attackers] który trzyma króla z dala od rogu
       *[defenders] który chroni króla przed pojmaniem
    }.
review-better-engines-choice = Lepszy był ruch { $move }, wybór silnika.
review-no-mistake-after = Po tym ruchu nie ma błędów.
review-no-mistake-after-unreviewed = Po tym ruchu nie ma błędów (przeanalizuj partię, aby je znaleźć).
review-no-mistake-before = Przed tym ruchem nie ma błędów.
review-no-mistake-before-unreviewed = Przed tym ruchem nie ma błędów (przeanalizuj partię, aby je znaleźć).
review-previous-mistake = Poprzedni błąd
review-next-mistake = Następny błąd
review-finished = Analiza zakończona: dokładność atakujących { $attackers }, obrońców { $defenders }.
review-graph = Wykres oceny
review-graph-line = Szansa wygranej obrońców (%)
review-graph-even = równo
review-graph-shown = pokazany ruch
