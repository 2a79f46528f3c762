# Die Revanche (rematch/): ihr Angebot oben in der Seitenleiste, wenn eine Partie gegen die Engine
# vorbei ist, und ihr Eintrag im Menü Partie.

rematch-menu = Revanche, Seiten getauscht
rematch-offer = Revanche: Du spielst die { $side ->
        [attackers] Angreifer
       *[defenders] Verteidiger
    }
rematch-offer-tip = Gleiche Stufe und gleiche Uhr, die Seiten getauscht
rematch-decline = Keine Revanche
