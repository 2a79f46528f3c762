# Lär dig av dina misstag (learn/): menyvalen, fönstret, meddelandena och frågan.

learn-menu-yours = Lär dig av dina misstag
learn-menu-attackers = Lär dig av anfallarnas misstag
learn-menu-defenders = Lär dig av försvararnas misstag
learn-title = Lär dig av dina misstag
learn-progress = { $index } av { $total }
learn-progress-games = { $index } av { $total } (parti { $game } av { $games })
learn-game-move = { $name }, drag { $number }
learn-summary = Klart: { $found } { $found ->
        [one] hittat
       *[other] hittade
    } direkt, { $helped } med hjälp, { $skipped } { $skipped ->
        [one] överhoppat
       *[other] överhoppade
    }, av { $total }.
learn-summary-games = Klart: { $found } { $found ->
        [one] hittat
       *[other] hittade
    } direkt, { $helped } med hjälp, { $skipped } { $skipped ->
        [one] överhoppat
       *[other] överhoppade
    }, av { $total }. I { $games } partier.
learn-per-game = { $name }: { $found } direkt, { $helped } med hjälp, { $skipped } { $skipped ->
        [one] överhoppat
       *[other] överhoppade
    }
learn-show-game = Visa det partiet
learn-hint = Tips: pjäsen
learn-solution = Lösning
learn-skip = Hoppa över detta
learn-stop = Avsluta övningen
learn-looking-for-line = Söker den bästa varianten...
learn-best-line = Bästa varianten: { $moves }
learn-preview-line = Visa varianten på brädet
learn-previewing = Förhandsvisning: steg { $step } av { $total } (partiet ändras inte)
learn-back = < Tillbaka
learn-forward = Framåt >
learn-leave-preview = Lämna förhandsvisningen

learn-hint-text = Tips: flytta pjäsen som står på { $square }.
learn-best-move = Bästa draget: { $move }. Spela det för att gå vidare.
learn-no-mistakes = Inga misstag eller grova misstag av den sidan: analysera partiet först (Motor > Analysera partiet).
learn-this-game = det här partiet
learn-practising = Övar på misstagen i { $name } (parti { $game } av { $games }).
learn-cannot-show = { $name } kunde inte visas: { $error }
learn-next-game = Nästa misstag finns i { $name }, som ersätter partiet på brädet.
learn-find-better = Hitta ett bättre drag för { $side ->
        [attackers] anfallarna
       *[defenders] försvararna
    } (i partiet spelades { $move }).
learn-go-back = Du lär dig av misstag: gå tillbaka till misstagets ställning, eller avsluta övningen.
learn-thinking = { $move }: tänker...
learn-left-out = Utelämnade från övningen: { $problems }
learn-none-to-practise = Inga misstag eller grova misstag att öva på i dessa partier.
learn-good-too = { $move } är också bra. Nästa: { $next }
learn-not-better = { $move } är inte bättre. Försök igen.

learn-whose-heading = Vems misstag?
learn-whose-text = Det här partiet säger inte vilken sida du spelade. Öva på misstagen gjorda av:
learn-whose-attackers = Anfallarna
learn-whose-defenders = Försvararna
learn-cancel = Avbryt

# Det som väntar på svaret på ”Vill du spara dem innan ...?” (som bisats).
learn-before-practice = du övar på partiernas misstag
learn-before-next-game = du går vidare till nästa partis misstag
