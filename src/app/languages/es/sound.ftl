# Los sonidos (sound/): Ver > Sonidos, por qué no se puede reproducir ningún sonido, y lo que se dice
# cuando no se pueden leer sus ajustes guardados.

sound-menu = Sonidos
sound-play = Reproducir sonidos
sound-volume = Volumen
sound-unavailable = No suena nada: { $reason }.
sound-no-device = no se encontró ningún dispositivo de sonido
sound-device-failed = no se pudo abrir el dispositivo de sonido
sound-built-without = esta copia de Ard Ri se compiló sin sonido
sound-stored = Los ajustes de sonido
sound-stored-then = los sonidos están activados con el volumen habitual
