# Słowa zasad: dlaczego ruch jest niedozwolony, jak skończyła się partia.

rules-illegal-syntax = to nie jest ruch (oczekiwany ruch w rodzaju c3c2, c3-c2, c3-c2xb2 lub kd5)
rules-illegal-game-over = partia jest skończona
rules-illegal-no-piece = na { $square } nie ma pionka
rules-illegal-not-your-piece = na { $square } stoi { $piece ->
        [attacker] atakujący
        [defender] obrońca
       *[king] król
    }, ale ruch mają { $side ->
        [attackers] atakujący
       *[defenders] obrońcy
    }
rules-illegal-not-one-step = z { $from } na { $to } to nie jest jeden krok w górę, w dół, w lewo ani w prawo
rules-illegal-occupied = pole { $square } jest zajęte
rules-illegal-restricted = tylko król może wejść na zastrzeżone pole { $square }
rules-illegal-captures-differ = ruch bije { $actual }, a nie { $stated }
rules-end-king-escaped = król uciekł do rogu
rules-end-king-captured = król został pojmany
rules-end-no-legal-move = brak dozwolonego ruchu
rules-end-repetition = trzecie powtórzenie
rules-end-resignation = poddanie
rules-end-timeout = skończył się czas

# The engine's levels: "Level 6 · Strong club · 1539", and each level's name.
rules-level = Poziom { $level } · { $name } · { $rating }
rules-level-1 = Pierwsze kroki
rules-level-2 = Nowicjusz
rules-level-3 = Uczeń
rules-level-4 = Początkujący
rules-level-5 = Amator
rules-level-6 = Adept
rules-level-7 = Praktykant
rules-level-8 = Coraz lepszy
rules-level-9 = Klub
rules-level-10 = Mocny klub
rules-level-11 = Ekspert
rules-level-12 = Mistrz
rules-level-13 = Pełna siła

# Dlaczego partia nie liczy się do rankingu.
rules-reason-take-back = cofnięto ruch
rules-reason-level-changed = zmieniono poziom w trakcie partii
rules-reason-sides-changed = zmieniono strony w trakcie partii
rules-reason-hint = poproszono o podpowiedź
rules-reason-analysis = użyto analizy
rules-reason-review = partię przeanalizowano w trakcie gry
rules-reason-explorer = użyto eksploratora otwarć
rules-reason-casual = wybrano partię towarzyską
rules-reason-stopped = nie liczyła się w chwili zamknięcia programu
rules-reason-match-stopped = mecz przerwało zamknięcie programu
rules-reason-match-game = partia meczu, liczona razem z meczem

# Pomoc silnika, tak jak nazywa ją pytanie „Użyć ...?” (w dopełniaczu).
rules-aid-analysis = analizy
rules-aid-hint = podpowiedzi
rules-aid-review = analizy partii
rules-aid-explorer = eksploratora otwarć
rules-aid-take-back = cofnięcia ruchu

# How a list of squares ends: "c4, d5 and e6".
rules-list-and = { $rest } i { $last }
