# Din rating för partier: dess rader under nivån i motorpanelen, om partiet som spelas räknas och
# varför inte, matcher över två partier, och beskeden efter ett rankat parti eller en match.

rating-new-match = Ny match (2 partier, sidorna bytta)
rating-you-start = Du börjar som { $side ->
        [attackers] anfallarna
       *[defenders] försvararna
    }

rating-text = { $rating } ± { $deviation } ({ $games ->
        [0] inget rankat parti än
        [one] { $games } parti
       *[other] { $games } partier
    })
rating-text-provisional = { $rating }? ± { $deviation } (preliminär, { $games ->
        [0] inget rankat parti än
        [one] { $games } parti
       *[other] { $games } partier
    })
rating-yours = Din rating: { $rating }
rating-yours-unavailable = Din rating: inte tillgänglig (din historik kunde inte öppnas; det prövas igen med ditt nästa parti)
rating-yours-reading = Din rating: läses från din historik…
rating-match-my-rating = Nivå efter min rating
rating-match-my-rating-tip = Spela mot nivån närmast din rating: { $level }

rating-counts = Det här partiet räknas för din rating mot { $level }: inga återtagna drag; analys, tips, utforskaren och analys av partiet frågar först.
rating-not-rated = Det här partiet är inte rankat: { $why }.

rating-result = { $result ->
        [won] Du vann
        [lost] Du förlorade
       *[draw] Oavgjort
    } mot { $opponent }. Din rating: { $rating } ({ $change }). Prova { $next } härnäst.
rating-result-unrated = { $result ->
        [won] Du vann
        [lost] Du förlorade
       *[draw] Oavgjort
    } mot { $opponent }. Din rating ändras när partiet finns i din historik.

rating-next-match-game = Nästa parti i matchen
rating-next-match-game-tip = Det andra partiet, med sidorna bytta
rating-match-first = Match mot { $level }: parti 1 av 2, du spelar { $side ->
        [attackers] anfallarna
       *[defenders] försvararna
    }.
rating-match-second = Match mot { $level }: parti 1 { $first ->
        [won] vann du
        [lost] förlorade du
       *[draw] oavgjort
    }; härnäst parti 2 av 2, du spelar { $side ->
        [attackers] anfallarna
       *[defenders] försvararna
    }.
rating-match-played = Match mot { $level }: båda partierna spelade.
rating-match-game-one = Parti 1 i matchen: { $result ->
        [won] du vann
        [lost] du förlorade
       *[draw] oavgjort
    }. ”Nästa parti i matchen” (motorpanelen) byter sidorna.
rating-tie-break = { $winner ->
        [you] du vann
       *[level] nivån vann
    } på särskiljning: din vinst tog { $mine ->
        [one] { $mine } drag
       *[other] { $mine } drag
    }, nivåns { $theirs ->
        [one] { $theirs } drag
       *[other] { $theirs } drag
    }
rating-match-outcome = { $result ->
        [won] Du vann matchen
        [lost] Du förlorade matchen
       *[draw] Matchen blev oavgjord
    } mot { $level }, { $points }.
rating-match-outcome-tie-break = { $result ->
        [won] Du vann matchen
        [lost] Du förlorade matchen
       *[draw] Matchen blev oavgjord
    } mot { $level }, { $points } ({ $tiebreak }).
rating-match-counted = { $outcome } Din rating: { $rating } ({ $change }).
rating-match-not-counted = { $outcome } Den räknas inte för din rating: ett drag togs tillbaka eller ett tips begärdes.
