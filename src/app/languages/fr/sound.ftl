# Les sons (sound/) : Affichage > Sons, pourquoi aucun son ne peut être joué, et ce qui est dit quand
# leurs réglages enregistrés ne peuvent pas être lus.

sound-menu = Sons
sound-play = Jouer les sons
sound-volume = Volume
sound-unavailable = Aucun son : { $reason }.
sound-no-device = aucun périphérique audio n'a été trouvé
sound-device-failed = le périphérique audio n'a pas pu être ouvert
sound-built-without = cette version d'Ard Ri a été compilée sans le son
sound-stored = Les réglages des sons
sound-stored-then = les sons sont activés au volume habituel
