# The rematch (rematch/): its offer at the head of the side panel once a game against the engine is
# over, and its entry in the Game menu.

rematch-menu = Rematch, sides swapped
# $side is the side the person plays in the rematch.
rematch-offer = Rematch: you play the { $side ->
        [attackers] attackers
       *[defenders] defenders
    }
rematch-offer-tip = The same level and clock, the sides swapped
rematch-decline = No rematch
