# Ljuden (sound/): Visa > Ljud, varför inget ljud kan spelas, och vad som sägs när deras sparade
# inställningar inte kan läsas.

sound-menu = Ljud
sound-play = Spela ljud
sound-volume = Volym
sound-unavailable = Inget ljud spelas: { $reason }.
sound-no-device = ingen ljudenhet hittades
sound-device-failed = ljudenheten kunde inte öppnas
sound-built-without = den här versionen av Ard Ri byggdes utan ljud
sound-stored = Ljudinställningarna
sound-stored-then = ljuden är på med vanlig volym
