# Lekcje: ich okno, komunikaty dla ucznia, a niżej tytuł i wstęp każdego etapu oraz cel i podpowiedź każdego ćwiczenia.

lessons-menu = Naucz się grać (lekcje)
lessons-none = Ta wersja nie zawiera lekcji.
lessons-not-allowed = Ten ruch jest niedozwolony: { $why }.
# $moves to odpowiedzi przeciwnika, zapisane tak jak na planszy („d2-d3, e2-e3”).
lessons-answered = { $side ->
        [attackers] Atakujący
       *[defenders] Obrońcy
    } odpowiedzieli: { $moves }.
lessons-your-move = Twój ruch.
lessons-well-done-three = Brawo! Trzy gwiazdki: najkrótsza droga.
lessons-well-done-moves = Brawo! Mniej gwiazdek: da się to zrobić w { $par ->
        [one] { $par } ruchu
        [few] { $par } ruchach
        [many] { $par } ruchach
       *[other] { $par } ruchach
    } (u ciebie: { $used }). Spróbuj jeszcze raz, by zdobyć trzy.
lessons-well-done-hint = Brawo! Mniej gwiazdek: podpowiedź kosztuje gwiazdkę. Spróbuj jeszcze raz, by zdobyć trzy.
lessons-well-done-moves-hint = Brawo! Mniej gwiazdek: da się to zrobić w { $par ->
        [one] { $par } ruchu
        [few] { $par } ruchach
        [many] { $par } ruchach
       *[other] { $par } ruchach
    } (u ciebie: { $used }), a podpowiedź kosztuje gwiazdkę. Spróbuj jeszcze raz, by zdobyć trzy.
lessons-failed = { $why } Naciśnij „Jeszcze raz”, by spróbować ponownie.
lessons-last = To było ostatnie ćwiczenie: wszystkie lekcje masz za sobą. Zamknij lekcje i zagraj partię!
lessons-last-unfinished = To było ostatnie ćwiczenie. { $count ->
        [one] Jedno ćwiczenie nie ma
        [few] { $count } ćwiczenia nie mają
       *[many] { $count } ćwiczeń nie ma
    } jeszcze gwiazdek: znajdziesz je w „Wszystkie lekcje”.
lessons-again = Jeszcze raz od początku.
# Dlaczego próba się nie udała.
lessons-piece-taken = { $side ->
        [attackers] Atakujący
       *[defenders] Obrońcy
    } zbili { $kind ->
        [attacker] { $count ->
            [one] twojego atakującego
           *[other] twoich atakujących
        }
       *[defender] { $count ->
            [one] twojego obrońcę
           *[other] twoich obrońców
        }
    } na { $squares }.
lessons-king-beside-corner = Król stoi obok rogu i wejdzie do niego następnym ruchem.
lessons-way-open = Król nie jest zamurowany: wciąż może dojść do { $count ->
        [one] rogu
       *[other] rogów
    } { $squares }.
lessons-won-otherwise = Partia wygrana ({ $how }), ale w tym ćwiczeniu chodzi o coś innego: { $goal }
lessons-end-king-escaped = Król uciekł do rogu.
lessons-end-king-captured = Król został pojmany.
lessons-end-you-cannot-move = Nie masz już dozwolonego ruchu, a strona, która nie może się ruszyć, przegrywa.
lessons-end-they-cannot-move = Druga strona nie może się ruszyć.
lessons-end-repetition = Ta sama pozycja pojawiła się po raz trzeci: partia kończy się remisem.
lessons-end-over = Partia jest skończona.
# Okno.
lessons-window = Lekcje
lessons-close = Zamknij lekcje
lessons-all = Wszystkie lekcje
lessons-where = { $stage }: { $number } z { $count }
lessons-you-play = Grasz { $side ->
        [attackers] atakującymi
       *[defenders] obrońcami
    }. Trzy gwiazdki za { $par ->
        [one] { $par } ruch
        [few] { $par } ruchy
        [many] { $par } ruchów
       *[other] { $par } ruchów
    }.
lessons-hint-shown = Podpowiedź: { $hint }
lessons-stars = { $earned } z 3 gwiazdek
lessons-exercise-stars = Ćwiczenie { $number }: { $earned } z 3 gwiazdek
lessons-retry = Jeszcze raz
lessons-hint = Podpowiedź (kosztuje gwiazdkę)
lessons-next = Dalej
lessons-skip = Pomiń
lessons-stage-stars = { $earned } z { $most } gwiazdek
lessons-welcome = Dopiero poznajesz Ard Ri?
lessons-welcome-text = Krótkie lekcje na planszy, po kilka ruchów każda, uczą zasad: jak pionki się poruszają i biją, jak król ucieka i jak się go pojmuje.
lessons-welcome-yes = Naucz się grać
lessons-welcome-no = Nie teraz

lessons-moving-title = Jak poruszają się pionki
lessons-moving-intro = Każdy pionek, także król, porusza się o jedno pole naraz: w górę, w dół, w lewo lub w prawo, na puste pole. Żaden pionek nie chodzi po skosie ani nie przeskakuje. Pięć pól jest zastrzeżonych: cztery rogi i środkowe pole d4, czyli tron. Stać na nich może tylko król. Strony ruszają się na zmianę, po jednym ruchu.
lessons-moving-1-goal = Przeprowadź swojego obrońcę z c2 na c5.
lessons-moving-1-hint = Jedno pole na ruch, prosto w górę: c3, potem c4, potem c5.
lessons-moving-2-goal = Zaprowadź króla na tron, czyli środkowe pole d4.
lessons-moving-2-hint = Zrób dwa kroki w prawo: c4, potem d4. Na tronie może stać tylko król.
lessons-moving-3-goal = Przeprowadź swojego obrońcę z c4 na e4. Na drodze stoi tron.
lessons-moving-3-hint = Obrońca nie może wejść na tron (d4). Obejdź go: w górę na c5, w prawo na d5 i e5, w dół na e4.
lessons-moving-4-goal = Przeprowadź swojego atakującego z a6 na b7.
lessons-moving-4-hint = Róg a7 jest zamknięty także dla atakujących: najpierw w prawo na b6, potem w górę na b7.

lessons-capturing-title = Bicie
lessons-capturing-intro = Zbijasz pionek przeciwnika, gdy twój ruch stawia go w linii prostej między dwoma twoimi pionkami: po jednym z każdej strony, z lewej i z prawej albo nad nim i pod nim. Bije tylko strona, która wykonuje ruch. Z królem jest inaczej: dwóch atakujących nie wystarczy, by go pojmać (zob. „Pojmanie króla”).
lessons-capturing-1-goal = Zbij atakującego na d5.
lessons-capturing-1-hint = Twój obrońca na c5 stoi z jednej jego strony. Postaw drugiego z drugiej strony, na e5.
lessons-capturing-2-goal = Zbij obrońcę na c4.
lessons-capturing-2-hint = Twój atakujący na c3 stoi pod nim. Postaw drugiego nad nim, na c5.
lessons-capturing-3-goal = Zbij obu atakujących, c5 i e5, jednym ruchem.
lessons-capturing-3-hint = Wejdź między nich, na d5: każdy z nich znajdzie się wtedy między dwoma obrońcami.
lessons-capturing-4-goal = Zbij atakującego na e4 w dwóch ruchach.
lessons-capturing-4-hint = Postaw obrońcę na e6. Jeśli atakujący zostanie na miejscu, zejdź na e5 i go zbij; jeśli przesunie się w górę na e5, zamknij pułapkę od dołu ruchem e3-e4.
lessons-capturing-5-goal = Zbij obrońcę na d3 w dwóch ruchach.
lessons-capturing-5-hint = Potrzebujesz atakującego z każdej strony, na c3 i e3. Najpierw przyprowadź jednego na e3: obrońca nie zdąży się już wymknąć.

lessons-king-captures-title = Król też bije
lessons-king-captures-intro = Król walczy u boku swoich obrońców. Gdy się rusza, bije jak każdy pionek, a gdy bije obrońca, król może być tym drugim pionkiem. Atakujący, którzy o tym zapominają, tracą pionki.
lessons-king-captures-1-goal = Zbij królem atakującego na c5.
lessons-king-captures-1-hint = Twój obrońca na c6 stoi nad atakującym. Przyprowadź króla pod niego, na c4.
lessons-king-captures-2-goal = Zbij obrońcą atakującego na e5, z królem po drugiej stronie.
lessons-king-captures-2-hint = Król na e4 stoi pod atakującym. Obrońca na e6 dokończy bicie.
lessons-king-captures-3-goal = Zbij obu atakujących jednym ruchem króla.
lessons-king-captures-3-hint = Zejdź królem w dół między nich, na d5.
lessons-king-captures-4-goal = Zbij atakującego na c4 w dwóch ruchach.
lessons-king-captures-4-hint = Król na c3 stoi pod nim, więc obrońca na c5 go zbije. Idź tam przez c6.

lessons-safe-between-title = Bezpiecznie pomiędzy
lessons-safe-between-intro = Pionek może wejść w lukę między dwoma pionkami przeciwnika: nie zostaje zbity, bo bije tylko strona, która wykonuje ruch, a tamte dwa się nie ruszyły. Jest tam bezpieczny, dopóki jeden z nich nie odejdzie, a na to pole nie wróci pionek przeciwnika.
lessons-safe-between-1-goal = Zbij atakującego na c4. Twój obrońca może wejść między dwóch atakujących na b5 i d5.
lessons-safe-between-1-hint = c6-c5 stawia twojego obrońcę między dwoma atakującymi, gdzie jest bezpieczny, i bierze c4 w kleszcze razem z twoim obrońcą na c3.
lessons-safe-between-2-goal = Przeprowadź swojego obrońcę z c2 na c4 przez lukę w linii atakujących.
lessons-safe-between-2-hint = Wejdź w lukę, na c3: między b3 a d3 nic ci nie grozi. Potem idź dalej na c4.
lessons-safe-between-3-goal = Zbij obrońcę na c4, wchodząc między króla a obrońcę.
lessons-safe-between-3-hint = c6-c5 wchodzi między króla na b5 a obrońcę na d5, gdzie jest bezpieczny, i bierze c4 w kleszcze razem z twoim atakującym na c3.

lessons-king-capture-title = Pojmanie króla
lessons-king-capture-intro = Atakujący wygrywają, gdy pojmą króla, a dwóch atakujących do tego nie wystarczy. Król jest pojmany, gdy atakujący stanie obok niego, a każde sąsiednie pole jest wtedy zajęte przez atakującego, jest polem zastrzeżonym (tronem lub rogiem) albo leży poza planszą. A więc: czterech atakujących wokół niego; trzech i tron; trzech i krawędź; albo dwóch, krawędź i róg. Obrońca obok króla zawsze go ratuje.
lessons-king-capture-1-goal = Pojmij króla: zamknij wokół niego pierścień czterech atakujących.
lessons-king-capture-1-hint = Trzy strony są zamknięte. Wejdź na ostatnią, c4.
lessons-king-capture-2-goal = Pojmij króla obok tronu.
lessons-king-capture-2-hint = Pusty tron pod nim działa przeciw niemu, więc wystarczy trzech atakujących. Zajmij d6.
lessons-king-capture-3-goal = Pojmij króla na krawędzi planszy.
lessons-king-capture-3-hint = Krawędź działa przeciw niemu, więc wystarczy trzech atakujących. Zajmij b4.
lessons-king-capture-4-goal = Pojmij króla obok rogu, zanim do niego ucieknie.
lessons-king-capture-4-hint = Róg i krawędź działają przeciw niemu, więc wystarczy dwóch atakujących. Zajmij b2.
lessons-king-capture-5-goal = Pojmij króla w dwóch ruchach. Najpierw zbij jego obrońcę.
lessons-king-capture-5-hint = Dopóki obrońca stoi obok niego na d6, króla nie można pojmać. Zbij obrońcę ruchem f6-e6, potem zamknij pierścień: na d6 albo na d7, jeśli król zejdzie w dół.

lessons-escape-title = Ucieczka
lessons-escape-intro = Obrońcy wygrywają, gdy tylko król dotrze do jednego z czterech rogów. Wejść do nich może tylko król, więc nikt nie zastąpi mu tam drogi: gdy stanie obok pustego rogu, powstrzymać go może już tylko pojmanie.
lessons-escape-1-goal = Dotrzyj do rogu.
lessons-escape-1-hint = Róg g1 jest o jeden krok.
lessons-escape-2-goal = Dotrzyj do rogu w dwóch ruchach.
lessons-escape-2-hint = Najbliższy róg to g1: wejdź na f1, tuż obok niego, a potem do rogu.
lessons-escape-3-goal = Dotrzyj do rogu w trzech ruchach.
lessons-escape-3-hint = Atakujący na b2 pilnuje drogi do a1. Idź w drugą stronę, do g1.

lessons-corner-trap-title = Pułapka przy rogu
lessons-corner-trap-intro = Przy każdym rogu są jego dwie furtki (b7 i a6 przy a7, f7 i g6 przy g7 i tak dalej). Król na furtce ucieka w następnym ruchu, chyba że wcześniej zostanie tam pojmany: na furtce róg i krawędź planszy zamykają mu dwie strony, więc wystarczy dwóch atakujących, a jeden z nich może wejść za królem na pole, które ten właśnie opuścił. Zanim wejdziesz na furtkę, spójrz na pole, które opuszczasz, i na drugie pole obok furtki: jeśli jeden atakujący trzyma jedno z nich, a drugi może wejść na drugie, ta furtka jest pułapką. Wybierz drugą furtkę albo najpierw zbij atakującego.
lessons-corner-trap-1-goal = Dotrzyj do rogu w dwóch ruchach, nie wpadając w pułapkę.
lessons-corner-trap-1-hint = g6 to pułapka: atakujący na g5 trzyma jedną stronę, a ten z e6 wejdzie za tobą na f6. f7 jest bezpieczne: nikt nie zajmie naraz e7 i f6.
lessons-corner-trap-2-goal = Dotrzyj do rogu a1 w dwóch ruchach. Jedna z jego furtek to pułapka.
lessons-corner-trap-2-hint = Na a2 atakujący z a3 trzyma jedną stronę, a c2 wejdzie za tobą na b2. Na b1 atakujący potrzebowaliby naraz c1 i b2: idź przez b1.
lessons-corner-trap-3-goal = Dotrzyj do rogu a7 w dwóch ruchach, przez furtkę, która nie jest pułapką.
lessons-corner-trap-3-hint = Na b7 atakujący z c7 trzyma jedną stronę, a c6 wejdzie za tobą na b6. Na a6 atakujący potrzebowaliby naraz a5 i b6: idź przez a6.

lessons-race-title = Wyścig do rogu
lessons-race-intro = Zanim król pobiegnie do rogu, policz. Ilu ruchów potrzebuje, by dojść do jednej z furtek tego rogu? Ilu potrzebuje najbliższy atakujący, by stanąć na tej furtce albo obok niej? Biegnij do rogu, do którego zdążysz przed atakującym; atakujący, który już stoi obok furtki, zamyka ją jednym ruchem.
lessons-race-1-goal = Dotrzyj do rogu w trzech ruchach. Policz, zanim ruszysz.
lessons-race-1-hint = Do a7 i do g7 są po trzy kroki, ale atakujący na b6 zamyka b7 jednym ruchem. Ten z g4 potrzebuje dwóch ruchów, by dojść do g6: biegnij w prawo, na f7.
lessons-race-2-goal = Dotrzyj do rogu w trzech ruchach. Policz, zanim ruszysz.
lessons-race-2-hint = Atakujący na f2 stoi obok furtki f1: róg g1 jest zamknięty. Ten z a4 potrzebuje dwóch ruchów, by dojść do a2: biegnij w lewo, na b1.
lessons-race-3-goal = Dotrzyj do rogu w trzech ruchach, wzdłuż krawędzi.
lessons-race-3-hint = a1 jest tak samo blisko jak a7, ale jego furtka a2 to pułapka: b2 trzyma jedną stronę, a b3 wejdzie za tobą na a3. Ten z d5 nie zdąży na a6 ani na b6: biegnij w górę.

lessons-stop-escape-title = Powstrzymać ucieczkę
lessons-stop-escape-intro = Atakujący nie mogą wchodzić do rogów, więc król obok pustego rogu ucieka. Zatrzymaj go krok wcześniej: pola obok rogów (a2 i b1 przy a1, f1 i g2 przy g1 i tak dalej) to furtki. Stań na furtce, zanim dotrze tam król. Król jest zatrzymany na dobre, gdy jest zamurowany: każda droga z jego pola do rogu natrafia na atakującego. Atakujący na obu furtkach rogu zamykają ten róg. Tak samo trzech atakujących stojących po skosie jeden przy drugim, jak a3, b2 i c1 wokół a1: król chodzi tylko prosto, więc nie prześlizgnie się między nimi.
lessons-stop-escape-1-goal = Zamuruj króla: po jego następnym ruchu każda droga do rogu ma natrafiać na atakującego.
lessons-stop-escape-1-hint = Na każdej furtce stoi atakujący, oprócz g6, a król stoi obok niej. Zajmij ją przed nim: f6-g6.
lessons-stop-escape-2-goal = Zamuruj króla w ciągu dwóch ruchów: zamknij róg a1.
lessons-stop-escape-2-hint = Król zmierza na a2, furtkę tuż pod nim: zajmij ją przed nim ruchem b2-a2. Potem zamknij drugą furtkę, b1.
lessons-stop-escape-3-goal = Zamuruj króla w ciągu trzech ruchów: zamknij rogi a1 i g1.
lessons-stop-escape-3-hint = Atakujący stojący po skosie jeden przy drugim tworzą mur: a3, b2 i c1 odcinają a1, a e1, f2 i g3 odcinają g1. Zajmij b2 i f2, zanim król się prześlizgnie.

lessons-blocking-title = Blokada
lessons-blocking-intro = Gdy przychodzi kolej strony, a żaden z jej pionków nie może się ruszyć (każdy jest zablokowany przez inne pionki albo nie zostały jej już żadne), nie ma ona dozwolonego ruchu i od razu przegrywa partię. Zablokuj ostatnie wolne pionki przeciwnika, a wygrasz bez bicia.
lessons-blocking-1-goal = Zostaw obrońców bez ruchu.
lessons-blocking-1-hint = Ruszyć się może już tylko obrońca na e1, na f1. Zajmij to pole: f2-f1.
lessons-blocking-2-goal = Zostaw atakujących bez ruchu.
lessons-blocking-2-hint = Ich ostatni atakujący, na a2, nie może wejść do rogu. Zamknij b2, jego ostatnie wyjście.
lessons-blocking-3-goal = Zablokuj obu atakujących jednym ruchem.
lessons-blocking-3-hint = Jedno pole jest ostatnim wyjściem dla obu: b2.
lessons-blocking-4-goal = Zablokuj wszystkich obrońców w dwóch ruchach.
lessons-blocking-4-hint = Najpierw g2-f2: obrońca na e1 może wtedy pójść tylko na f1, a e2-e1 blokuje wszystko.

lessons-repetition-title = Trzecie powtórzenie
lessons-repetition-intro = Gdy ta sama pozycja (każdy pionek na tym samym polu i ruch tej samej strony) pojawia się w partii po raz trzeci, partia kończy się remisem. Strona, która nie może wygrać, może się w ten sposób uratować.
lessons-repetition-1-goal = Uratuj króla: doprowadź do trzeciego powtórzenia tej samej pozycji, czyli do remisu.
lessons-repetition-1-hint = Atakujący w każdym ruchu grożą zamknięciem pierścienia. Za każdym razem z niego wychodź, tam i z powrotem między d2 a d1. Ruch obrońcą kosztuje króla.
lessons-repetition-2-goal = Zagrażaj królowi w każdym ruchu, aż pozycja powtórzy się po raz trzeci.
lessons-repetition-2-hint = b5-b4 zostawia mu jedno wolne pole, c5, i król musi na nie wejść; b4-b5 robi tam to samo, a król wraca. Powtarzaj.
lessons-repetition-3-goal = Doprowadź do remisu przez powtórzenie, zagrażając królowi w każdym ruchu.
lessons-repetition-3-hint = Przesuwaj atakującego między e6 a d6: za każdym razem król ma jedno wolne pole i musi na nie wejść.

lessons-opening-title = Otwarcie
lessons-opening-intro = Na początku atakujący stoją dookoła obrońców, ale ich pierścień ma luki. Trzech atakujących stojących po skosie jeden przy drugim zamyka róg: c7, b6 i a5 zamykają a7. Dlatego atakujący chcą zająć b6, f6, b2 i f2, a wtedy król jest zamurowany. Obrońcy chcą czegoś przeciwnego: drogi wyjścia dla króla, zanim pierścień się zamknie. Usuwaj obrońców z jego drogi, bij atakujących, którzy podejdą za blisko, i szukaj pola z dwiema drogami do rogu.
lessons-opening-1-goal = Obrońcy zaczęli ruchem c3-b3. Zamknij róg a7: przeprowadź swojego atakującego z b4 na b6.
lessons-opening-1-hint = b4-b5, potem b5-b6. Na b6 stoi po skosie obok c7 i a5, a we trzech zamykają a7.
lessons-opening-2-goal = Zbij atakującego na d6, który wszedł między twoich obrońców na c6 i e6.
lessons-opening-2-hint = Jest tam bezpieczny tylko do chwili, gdy jeden z nich odejdzie i wróci: c6-c7, potem c7-c6.
lessons-opening-3-goal = Twój pierścień ma już tylko jedną lukę, f2, a król stoi obok niej. Zamuruj go.
lessons-opening-3-hint = e2-f2 ją zamyka. Wtedy pierścień biegnie dookoła: c7, b6 i a5, w dół do a3, b2 i c1, dalej do e1, f2 i g3, w górę do g5, f6 i e7.
lessons-opening-4-goal = Atakujących na e1 i f4 już nie ma, a król stoi na f3. Dotrzyj do rogu w trzech ruchach.
lessons-opening-4-hint = Z f2 król ma dwie furtki rogu g1: f1 i g2. Atakujący mogą zamknąć tylko jedną z nich.
lessons-opening-5-goal = Twój pierścień jest zamknięty wszędzie oprócz okolic a1. Zamuruj króla w ciągu dwóch ruchów.
lessons-opening-5-hint = Postaw atakującego na każdej furtce rogu a1: a3-a2 i c1-b1.

lessons-tactics-title = Podstawy taktyki
lessons-tactics-intro = Groźba to ruch, który pozwoliłby coś wygrać następnym ruchem. Przeciwnik może odeprzeć jedną groźbę; stwórz dwie naraz, a jedna z nich się powiedzie. Dla króla to samo oznacza pole, z którego ma dwie drogi do rogu.
lessons-tactics-1-goal = Stwórz jednym ruchem dwie groźby i zbij atakującego w dwóch ruchach.
lessons-tactics-1-hint = Król na e5 grozi, że sam zbije f4 (król na f5), i pozwala zbić d5 ruchem c6-c5, do pary z królem. Atakujący mogą uratować tylko jednego.
lessons-tactics-2-goal = Dotrzyj do rogu w trzech ruchach: znajdź pole z dwoma wyjściami.
lessons-tactics-2-hint = Z f6 król może wejść na g6 albo na f7, oba obok rogu g7. Atakujący mogą zamknąć tylko jedno z nich.
lessons-tactics-3-goal = Stwórz jednym ruchem dwie groźby i zbij obrońcę w dwóch ruchach.
lessons-tactics-3-hint = c6-c5 wchodzi między dwóch obrońców, gdzie jest bezpieczny, i grozi obu: a4-a5 zbiłby b5, f5-e5 zbiłby d5.

lessons-endgame-title = Końcówka
lessons-endgame-intro = Pod koniec partii zostaje niewiele pionków, więc liczy się każdy ruch. Grając królem: licz ruchy, zanim pobiegniesz, szukaj pola obok dwóch wolnych furtek i trzymaj obrońcę obok króla tam, gdzie mógłby zostać pojmany. Grając atakującymi: pomagają ci krawędź i rogi, więc na krawędzi do pojmania króla wystarczy trzech atakujących, a przy rogu dwóch.
lessons-endgame-1-goal = Twój własny obrońca stoi na furtce f7. Dotrzyj do rogu w trzech ruchach.
lessons-endgame-1-hint = Droga do a7 jest za długa, a b6 jej pilnuje. Zejdź obrońcą w dół na f6: furtka jest wolna, a z obrońcą u boku król jest na niej bezpieczny.
lessons-endgame-2-goal = Pojmij króla w dwóch ruchach: zapędź go na furtkę.
lessons-endgame-2-hint = d2-d1 zostawia mu jedno wolne pole, f1, obok rogu g1. Tam pomagają ci róg i krawędź: e2-e1 zamyka pułapkę.
lessons-endgame-3-goal = Zbij królem atakującego i dotrzyj do rogu w trzech ruchach.
lessons-endgame-3-hint = e2-f2 zbija f3 razem z twoim obrońcą na f4. Na f2 król stoi obok dwóch furtek, f1 i g2, a atakujący mogą zamknąć tylko jedną.
lessons-endgame-4-goal = Pojmij króla w trzech ruchach, choć obok niego stoi obrońca.
lessons-endgame-4-hint = Najpierw b4-b5: jego jedyne wolne pole to a6, furtka, na której b6 trzyma jedną stronę. Potem podejdź za nim ruchem a3-a4 i zamknij jego ostatnie pole.
lessons-endgame-5-goal = Zamuruj króla przy górnej krawędzi i nie wypuść go: dwa ruchy.
lessons-endgame-5-hint = d5-d6 zamyka go między c7, d6, e6 i f7. Potem rusz atakującego na b1: każdy inny jest częścią muru.

# The game shown on the board: its event and the name of the side the person does not play.
lessons-event = Lekcja { $id }
lessons-opponent = Lekcja
