# La revancha (rematch/): su oferta arriba del panel lateral cuando termina una partida contra el
# motor, y su entrada en el menú Partida.

rematch-menu = Revancha, con los bandos cambiados
rematch-offer = Revancha: juegas con los { $side ->
        [attackers] atacantes
       *[defenders] defensores
    }
rematch-offer-tip = El mismo nivel y el mismo reloj, con los bandos cambiados
rematch-decline = Sin revancha
