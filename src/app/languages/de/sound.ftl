# Die Töne (sound/): Ansicht > Töne, warum kein Ton abgespielt werden kann, und was gesagt wird, wenn
# ihre gespeicherten Einstellungen nicht gelesen werden können.

sound-menu = Töne
sound-play = Töne abspielen
sound-volume = Lautstärke
sound-unavailable = Kein Ton: { $reason }.
sound-no-device = Es wurde kein Audiogerät gefunden
sound-device-failed = Das Audiogerät konnte nicht geöffnet werden
sound-built-without = Diese Version von Ard Ri wurde ohne Ton gebaut
sound-stored = Die Toneinstellungen
sound-stored-then = die Töne sind in der üblichen Lautstärke an
