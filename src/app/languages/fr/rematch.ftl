# La revanche (rematch/) : sa proposition en haut du panneau latéral quand une partie contre le
# moteur est finie, et son entrée dans le menu Partie.

rematch-menu = Revanche, camps inversés
rematch-offer = Revanche : vous jouez les { $side ->
        [attackers] attaquants
       *[defenders] défenseurs
    }
rematch-offer-tip = Même niveau et même pendule, les camps inversés
rematch-decline = Pas de revanche
