# Dźwięki (sound/): Widok > Dźwięki, dlaczego nie można odtwarzać dźwięku, oraz komunikat, gdy nie da
# się odczytać ich zapisanych ustawień.

sound-menu = Dźwięki
sound-play = Odtwarzaj dźwięki
sound-volume = Głośność
sound-unavailable = Dźwięk nie jest odtwarzany: { $reason }.
sound-no-device = nie znaleziono urządzenia dźwiękowego
sound-device-failed = nie udało się otworzyć urządzenia dźwiękowego
sound-built-without = ta kopia Ard Ri została zbudowana bez dźwięku
sound-stored = Ustawienia dźwięku
sound-stored-then = dźwięki są włączone ze zwykłą głośnością
