# The sounds (sound/): View > Sounds, why no sound can be played, and what is said when their stored
# settings cannot be read.

sound-menu = Sounds
sound-play = Play sounds
sound-volume = Volume
# $reason is one of the three reasons below.
sound-unavailable = No sound plays: { $reason }.
sound-no-device = no sound device was found
sound-device-failed = the sound device could not be opened
sound-built-without = this copy of Ard Ri was built without sound
# Two parts of the base's sentence about stored settings that could not be read: what they are,
# and what happens instead ("The sounds' settings could not be read, so they are on at the usual
# volume.").
sound-stored = The sounds' settings
sound-stored-then = they are on at the usual volume
