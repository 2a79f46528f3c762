# Returpartiet (rematch/): erbjudandet överst i sidopanelen när ett parti mot motorn är slut, och
# dess val i menyn Parti.

rematch-menu = Returparti, sidorna bytta
rematch-offer = Returparti: du spelar { $side ->
        [attackers] anfallarna
       *[defenders] försvararna
    }
rematch-offer-tip = Samma nivå och klocka, sidorna bytta
rematch-decline = Inget returparti
