# Las lecciones: su ventana, lo que se le dice al alumno y, debajo, los textos de cada etapa y de cada ejercicio.

lessons-menu = Aprender a jugar (lecciones)
lessons-none = Esta versión no incluye lecciones.
lessons-not-allowed = Esa jugada no está permitida: { $why }.
# $moves son las respuestas del rival, tal como las escribe el tablero («d2-d3, e2-e3»).
lessons-answered = Los { $side ->
        [attackers] atacantes
       *[defenders] defensores
    } respondieron con { $moves }.
lessons-your-move = Te toca jugar.
lessons-well-done-three = ¡Bien hecho! Tres estrellas: el camino más corto.
lessons-well-done-moves = ¡Bien hecho! Menos estrellas: se puede hacer en { $par ->
        [one] { $par } jugada
       *[other] { $par } jugadas
    } (tú usaste { $used }). Reintenta para conseguir tres.
lessons-well-done-hint = ¡Bien hecho! Menos estrellas: la pista cuesta una estrella. Reintenta para conseguir tres.
lessons-well-done-moves-hint = ¡Bien hecho! Menos estrellas: se puede hacer en { $par ->
        [one] { $par } jugada
       *[other] { $par } jugadas
    } (tú usaste { $used }); la pista cuesta una estrella. Reintenta para conseguir tres.
lessons-failed = { $why } Pulsa Reintentar para volver a intentarlo.
lessons-last = Era el último ejercicio: has completado todas las lecciones. ¡Cierra las lecciones y juega una partida!
lessons-last-unfinished = Era el último ejercicio. { $count ->
        [one] Un ejercicio aún no tiene
       *[other] { $count } ejercicios aún no tienen
    } estrellas: { $count ->
        [one] lo encontrarás
       *[other] los encontrarás
    } en «Todas las lecciones».
lessons-again = Otra vez desde el principio.
# Por qué falló un intento.
lessons-piece-taken = Los { $side ->
        [attackers] atacantes
       *[defenders] defensores
    } capturaron { $kind ->
        [attacker] { $count ->
            [one] a tu atacante
           *[other] a tus atacantes
        }
       *[defender] { $count ->
            [one] a tu defensor
           *[other] a tus defensores
        }
    } en { $squares }.
lessons-king-beside-corner = El rey está junto a una esquina y llegará a ella en su próxima jugada.
lessons-way-open = El rey no está encerrado: todavía puede llegar a { $count ->
        [one] la esquina
       *[other] las esquinas
    } { $squares }.
lessons-won-otherwise = Has ganado la partida ({ $how }), pero este ejercicio pide otra cosa: { $goal }
lessons-end-king-escaped = El rey escapó a una esquina.
lessons-end-king-captured = El rey fue capturado.
lessons-end-you-cannot-move = No te queda ninguna jugada legal, y el bando que no puede mover pierde.
lessons-end-they-cannot-move = El otro bando no puede mover.
lessons-end-repetition = La misma posición se ha dado por tercera vez: la partida termina en tablas.
lessons-end-over = La partida ha terminado.
# La ventana.
lessons-window = Lecciones
lessons-close = Cerrar las lecciones
lessons-all = Todas las lecciones
lessons-where = { $stage }: { $number } de { $count }
lessons-you-play = Juegas con los { $side ->
        [attackers] atacantes
       *[defenders] defensores
    }. Tres estrellas en { $par ->
        [one] { $par } jugada
       *[other] { $par } jugadas
    }.
lessons-hint-shown = Pista: { $hint }
lessons-stars = { $earned } de 3 estrellas
lessons-exercise-stars = Ejercicio { $number }: { $earned } de 3 estrellas
lessons-retry = Reintentar
lessons-hint = Pista (cuesta una estrella)
lessons-next = Siguiente
lessons-skip = Saltar
lessons-stage-stars = { $earned } de { $most } estrellas
lessons-welcome = ¿Es tu primera vez con Ard Ri?
lessons-welcome-text = Unas lecciones cortas sobre el tablero, de pocas jugadas cada una, te enseñan las reglas: cómo se mueven y capturan las piezas, cómo escapa el rey y cómo se le atrapa.
lessons-welcome-yes = Aprender a jugar
lessons-welcome-no = Ahora no

lessons-moving-title = Cómo se mueven las piezas
lessons-moving-intro = Todas las piezas, también el rey, se mueven una casilla cada vez: arriba, abajo, a la izquierda o a la derecha, a una casilla vacía. Ninguna pieza se mueve en diagonal ni salta. Hay cinco casillas reservadas: las cuatro esquinas y la casilla central d4, el trono. Solo el rey puede ocuparlas. Los dos bandos juegan por turnos, una jugada cada uno.
lessons-moving-1-goal = Lleva a tu defensor de c2 hasta c5.
lessons-moving-1-hint = Una casilla por jugada, recto hacia arriba: c3, luego c4 y luego c5.
lessons-moving-2-goal = Lleva al rey al trono, la casilla central d4.
lessons-moving-2-hint = Avanza dos veces hacia la derecha: c4 y luego d4. Solo el rey puede ocupar el trono.
lessons-moving-3-goal = Lleva a tu defensor de c4 hasta e4. El trono está en medio.
lessons-moving-3-hint = Un defensor no puede pisar el trono (d4). Rodéalo: sube a c5, ve a la derecha por d5 y e5, y baja a e4.
lessons-moving-4-goal = Lleva a tu atacante de a6 hasta b7.
lessons-moving-4-hint = La esquina a7 también está cerrada a los atacantes: pasa a la derecha, a b6, y luego sube a b7.

lessons-capturing-title = Capturar
lessons-capturing-intro = Capturas una pieza enemiga moviendo una de las tuyas de modo que la enemiga quede atrapada entre dos tuyas en línea recta: una a cada lado, a izquierda y derecha, o arriba y abajo. Solo captura el bando que mueve. El rey es distinto: dos atacantes no bastan para capturarlo (mira «Capturar al rey»).
lessons-capturing-1-goal = Captura al atacante de d5.
lessons-capturing-1-hint = Tu defensor de c5 está a un lado. Pon otro al otro lado, en e5.
lessons-capturing-2-goal = Captura al defensor de c4.
lessons-capturing-2-hint = Tu atacante de c3 está debajo. Pon otro encima, en c5.
lessons-capturing-3-goal = Captura a los dos atacantes, c5 y e5, con una sola jugada.
lessons-capturing-3-hint = Métete entre ellos, en d5: cada uno queda atrapado entre dos defensores.
lessons-capturing-4-goal = Captura al atacante de e4 en dos jugadas.
lessons-capturing-4-hint = Pon un defensor en e6. Si el atacante se queda, baja a e5 y captúralo; si sube a e5, cierra la trampa desde abajo con e3-e4.
lessons-capturing-5-goal = Captura al defensor de d3 en dos jugadas.
lessons-capturing-5-hint = Hace falta un atacante a cada lado, en c3 y e3. Lleva primero uno a e3: el defensor no tiene tiempo de ponerse a salvo.

lessons-king-captures-title = El rey también captura
lessons-king-captures-intro = El rey lucha junto a sus defensores. Cuando mueve, captura como cualquier otra pieza, y puede ser la segunda pieza de una captura que hace un defensor. Los atacantes que lo olvidan pierden piezas.
lessons-king-captures-1-goal = Captura al atacante de c5 con el rey.
lessons-king-captures-1-hint = Tu defensor de c6 está encima del atacante. Lleva al rey debajo, a c4.
lessons-king-captures-2-goal = Captura al atacante de e5 con un defensor, apoyándote en el rey.
lessons-king-captures-2-hint = El rey, en e4, está debajo del atacante. Un defensor en e6 completa la captura.
lessons-king-captures-3-goal = Captura a los dos atacantes con una sola jugada del rey.
lessons-king-captures-3-hint = Baja el rey entre ellos, a d5.
lessons-king-captures-4-goal = Captura al atacante de c4 en dos jugadas.
lessons-king-captures-4-hint = El rey, en c3, está debajo, así que un defensor en c5 lo captura. Llega allí pasando por c6.

lessons-safe-between-title = A salvo entre dos
lessons-safe-between-intro = Una pieza puede meterse en el hueco entre dos piezas enemigas: no es capturada, porque solo captura el bando que mueve, y esas dos no se han movido. Allí sigue a salvo hasta que una de ellas se va y una pieza enemiga vuelve a esa casilla.
lessons-safe-between-1-goal = Captura al atacante de c4. Tu defensor puede meterse entre los dos atacantes de b5 y d5.
lessons-safe-between-1-hint = c6-c5 pone a tu defensor entre dos atacantes, donde está a salvo, y atrapa al de c4 contra tu defensor de c3.
lessons-safe-between-2-goal = Lleva a tu defensor de c2 hasta c4, por el hueco de la línea de atacantes.
lessons-safe-between-2-hint = Métete en el hueco, c3: entre b3 y d3 estás a salvo. Luego sigue hasta c4.
lessons-safe-between-3-goal = Captura al defensor de c4 metiéndote entre el rey y un defensor.
lessons-safe-between-3-hint = c6-c5 se mete entre el rey de b5 y el defensor de d5, donde está a salvo, y atrapa al de c4 contra tu atacante de c3.

lessons-king-capture-title = Capturar al rey
lessons-king-capture-intro = Los atacantes ganan capturando al rey, y para eso dos atacantes no bastan. El rey queda capturado cuando un atacante se pone a su lado y entonces todos sus lados están cerrados: por un atacante, por una casilla reservada (el trono o una esquina) o por el borde del tablero. Es decir: cuatro atacantes a su alrededor; tres y el trono; tres y el borde; o dos, el borde y una esquina. Un defensor junto al rey siempre lo salva.
lessons-king-capture-1-goal = Captura al rey: cierra el cerco de cuatro atacantes a su alrededor.
lessons-king-capture-1-hint = Tres lados están cerrados. Ocupa el último, c4.
lessons-king-capture-2-goal = Captura al rey junto al trono.
lessons-king-capture-2-hint = El trono vacío que tiene debajo cuenta en su contra, así que bastan tres atacantes. Cierra d6.
lessons-king-capture-3-goal = Captura al rey en el borde del tablero.
lessons-king-capture-3-hint = El borde cuenta en su contra, así que bastan tres atacantes. Cierra b4.
lessons-king-capture-4-goal = Captura al rey junto a la esquina, antes de que escape a ella.
lessons-king-capture-4-hint = La esquina y el borde cuentan en su contra, así que bastan dos atacantes. Cierra b2.
lessons-king-capture-5-goal = Captura al rey en dos jugadas. Captura primero a su defensor.
lessons-king-capture-5-hint = Mientras el defensor siga a su lado, en d6, el rey no puede ser capturado. Captúralo con f6-e6 y luego cierra el cerco: en d6, o en d7 si el rey baja.

lessons-escape-title = Escapar
lessons-escape-intro = Los defensores ganan en cuanto el rey llega a una de las cuatro esquinas. Solo el rey puede entrar en ellas, así que allí nadie puede cortarle el paso: cuando está junto a una esquina vacía, solo capturándolo se le puede detener.
lessons-escape-1-goal = Llega a una esquina.
lessons-escape-1-hint = La esquina g1 está a un paso.
lessons-escape-2-goal = Llega a una esquina en dos jugadas.
lessons-escape-2-hint = La esquina más cercana es g1: pasa a f1, a su lado, y luego entra en ella.
lessons-escape-3-goal = Llega a una esquina en tres jugadas.
lessons-escape-3-hint = El atacante de b2 vigila el camino hacia a1. Ve por el otro lado, hacia g1.

lessons-corner-trap-title = La trampa junto a la esquina
lessons-corner-trap-intro = Junto a cada esquina están sus dos puertas (b7 y a6 junto a a7, f7 y g6 junto a g7, etc.). Un rey en una puerta escapa en la jugada siguiente, salvo que lo capturen allí antes: en una puerta, la esquina y el borde del tablero le cierran dos lados, así que bastan dos atacantes, y uno de ellos puede entrar por detrás, en la casilla que el rey acaba de dejar. Antes de pisar una puerta, mira la casilla que dejas y la otra casilla junto a la puerta: si un atacante ocupa una y otro puede llegar a la otra, esa puerta es una trampa. Ve por la otra puerta, o captura antes a ese atacante.
lessons-corner-trap-1-goal = Llega a una esquina en dos jugadas sin caer en la trampa.
lessons-corner-trap-1-hint = g6 es una trampa: el atacante de g5 cierra un lado, y el de e6 pasa a f6, detrás de ti. f7 es segura: nadie puede llegar a e7 y a f6 a la vez.
lessons-corner-trap-2-goal = Llega a la esquina a1 en dos jugadas. Una de sus puertas es una trampa.
lessons-corner-trap-2-hint = En a2, el atacante de a3 cierra un lado y el de c2 pasa a b2, detrás de ti. En b1 los atacantes necesitarían c1 y b2 a la vez: ve por b1.
lessons-corner-trap-3-goal = Llega a la esquina a7 en dos jugadas, por la puerta que no es una trampa.
lessons-corner-trap-3-hint = En b7, el atacante de c7 cierra un lado y el de c6 pasa a b6, detrás de ti. En a6 los atacantes necesitarían a5 y b6 a la vez: ve por a6.

lessons-race-title = La carrera hacia la esquina
lessons-race-intro = Antes de que el rey corra hacia una esquina, cuenta. ¿Cuántas jugadas necesita para llegar a una de sus puertas? ¿Cuántas necesita el atacante más cercano para ocupar esa puerta o ponerse a su lado? Corre hacia la esquina a la que llegues primero; un atacante que ya está junto a una puerta la cierra en una jugada.
lessons-race-1-goal = Llega a una esquina en tres jugadas. Cuenta antes de correr.
lessons-race-1-hint = a7 y g7 están las dos a tres pasos, pero el atacante de b6 cierra b7 en una jugada. El de g4 necesita dos jugadas para llegar a g6: corre hacia la derecha, a f7.
lessons-race-2-goal = Llega a una esquina en tres jugadas. Cuenta antes de correr.
lessons-race-2-hint = El atacante de f2 está junto a la puerta f1: la esquina g1 está cerrada. El de a4 necesita dos jugadas para llegar a a2: corre hacia la izquierda, a b1.
lessons-race-3-goal = Llega a una esquina en tres jugadas por el borde.
lessons-race-3-hint = a1 está tan cerca como a7, pero su puerta a2 es una trampa: el de b2 cierra un lado y el de b3 pasa a a3, detrás de ti. El de d5 no llega a tiempo ni a a6 ni a b6: sube.

lessons-stop-escape-title = Impedir que el rey escape
lessons-stop-escape-intro = Los atacantes no pueden entrar en las esquinas, así que un rey junto a una esquina vacía escapa. Detenlo un paso antes: las casillas junto a las esquinas (a2 y b1 junto a a1, f1 y g2 junto a g1, etc.) son las puertas. Ocupa una puerta antes de que llegue el rey. El rey queda detenido para siempre cuando está encerrado: todo camino desde su casilla hasta una esquina choca con un atacante. Un atacante en cada puerta de una esquina la cierra. También la cierran tres atacantes en diagonal, como a3, b2 y c1 alrededor de a1: el rey solo se mueve en línea recta, así que no puede colarse entre ellos.
lessons-stop-escape-1-goal = Encierra al rey: tras su próxima jugada, todo camino hacia una esquina debe chocar con un atacante.
lessons-stop-escape-1-hint = Todas las puertas tienen un atacante menos g6, y el rey está a su lado. Ocúpala tú primero: f6-g6.
lessons-stop-escape-2-goal = Encierra al rey en dos jugadas: cierra la esquina a1.
lessons-stop-escape-2-hint = Se dirige a a2, la puerta que tiene justo debajo: ocúpala tú primero con b2-a2. Luego cierra la otra puerta, b1.
lessons-stop-escape-3-goal = Encierra al rey en tres jugadas: cierra las esquinas a1 y g1.
lessons-stop-escape-3-hint = Los atacantes en diagonal forman un muro: a3, b2 y c1 cierran a1, y e1, f2 y g3 cierran g1. Ocupa b2 y f2 antes de que el rey se cuele.

lessons-blocking-title = El bloqueo
lessons-blocking-intro = Cuando le toca jugar a un bando y ninguna de sus piezas puede moverse (cada una está encerrada por otras piezas, o no le quedan piezas), no tiene ninguna jugada legal y pierde la partida al instante. Encierra las últimas piezas libres del rival y ganarás sin capturar nada.
lessons-blocking-1-goal = Deja a los defensores sin ninguna jugada.
lessons-blocking-1-hint = Solo el defensor de e1 puede moverse aún, a f1. Ocupa esa casilla: f2-f1.
lessons-blocking-2-goal = Deja a los atacantes sin ninguna jugada.
lessons-blocking-2-hint = Su último atacante, en a2, no puede entrar en la esquina. Cierra b2, su última salida.
lessons-blocking-3-goal = Encierra a los dos atacantes con una sola jugada.
lessons-blocking-3-hint = Una casilla es la última salida de ambos: b2.
lessons-blocking-4-goal = En dos jugadas, deja a los defensores sin ninguna jugada.
lessons-blocking-4-hint = Primero g2-f2: entonces el defensor de e1 solo puede ir a f1, y e2-e1 lo encierra todo.

lessons-repetition-title = La triple repetición
lessons-repetition-intro = Cuando la misma posición (cada pieza en la misma casilla y el mismo bando al turno) se da por tercera vez en una partida, la partida termina en tablas. Un bando que no puede ganar puede salvarse así.
lessons-repetition-1-goal = Salva al rey: haz que la misma posición se dé por tercera vez y consigue tablas.
lessons-repetition-1-hint = Los atacantes amenazan con cerrar el cerco en cada jugada. Sal de él cada vez, yendo y viniendo entre d2 y d1. Si mueves el defensor, pierdes al rey.
lessons-repetition-2-goal = Amenaza al rey en cada jugada hasta que la posición se repita por tercera vez.
lessons-repetition-2-hint = b5-b4 le deja una sola casilla libre, c5, y tiene que ir allí; b4-b5 hace lo mismo allí, y vuelve atrás. Repite.
lessons-repetition-3-goal = Consigue tablas por repetición amenazando al rey en cada jugada.
lessons-repetition-3-hint = Mueve el atacante entre e6 y d6: cada vez al rey le queda una sola casilla libre y tiene que ir a ella.

lessons-opening-title = La apertura
lessons-opening-intro = Al principio los atacantes rodean a los defensores, pero su cerco tiene huecos. Tres atacantes en diagonal cierran una esquina: c7, b6 y a5 cierran a7. Por eso los atacantes quieren b6, f6, b2 y f2, y entonces el rey queda encerrado. Los defensores quieren lo contrario: una salida para el rey antes de que se cierre el cerco. Aparta a los defensores de su camino, captura a los atacantes que se acerquen demasiado y busca una casilla con dos caminos hacia una esquina.
lessons-opening-1-goal = Los defensores empezaron con c3-b3. Cierra la esquina a7: lleva a tu atacante de b4 hasta b6.
lessons-opening-1-hint = b4-b5 y luego b5-b6. En b6 queda en diagonal con c7 y a5, y entre los tres cierran a7.
lessons-opening-2-goal = Captura al atacante de d6, que se metió entre tus defensores de c6 y e6.
lessons-opening-2-hint = Allí solo está a salvo hasta que uno de ellos se aparta y vuelve: c6-c7 y luego c7-c6.
lessons-opening-3-goal = A tu cerco solo le queda un hueco, f2, y el rey está a su lado. Enciérralo.
lessons-opening-3-hint = e2-f2 lo cierra. Entonces el cerco da toda la vuelta: c7, b6 y a5, baja hasta a3, b2 y c1, sigue hasta e1, f2 y g3, y sube hasta g5, f6 y e7.
lessons-opening-4-goal = Los atacantes de e1 y f4 ya no están, y el rey está en f3. Llega a una esquina en tres jugadas.
lessons-opening-4-hint = Desde f2 el rey tiene dos puertas de g1: f1 y g2. Los atacantes solo pueden cerrar una.
lessons-opening-5-goal = Tu cerco está cerrado por todas partes menos alrededor de a1. Encierra al rey en dos jugadas.
lessons-opening-5-hint = Pon un atacante en cada puerta de a1: a3-a2 y c1-b1.

lessons-tactics-title = Primeras tácticas
lessons-tactics-intro = Una amenaza es una jugada que ganaría algo con la jugada siguiente. El rival puede responder a una amenaza; haz dos a la vez y una de ellas funcionará. Para el rey, la misma idea es una casilla desde la que tiene dos caminos hacia una esquina.
lessons-tactics-1-goal = Haz dos amenazas con una jugada y captura a un atacante en dos jugadas.
lessons-tactics-1-hint = El rey a e5 amenaza con capturar él mismo al de f4 (rey a f5) y permite que c6-c5 capture al de d5 contra él. Los atacantes solo pueden salvar a uno.
lessons-tactics-2-goal = Llega a una esquina en tres jugadas: encuentra la casilla con dos salidas.
lessons-tactics-2-hint = Desde f6 el rey puede ir a g6 o a f7, ambas junto a la esquina g7. Los atacantes solo pueden cerrar una.
lessons-tactics-3-goal = Haz dos amenazas con una jugada y captura a un defensor en dos jugadas.
lessons-tactics-3-hint = c6-c5 se mete entre dos defensores, donde está a salvo, y amenaza a los dos: a4-a5 capturaría al de b5, y f5-e5 al de d5.

lessons-endgame-title = El final
lessons-endgame-intro = Al final de una partida quedan pocas piezas, así que cada jugada cuenta. Con el rey: cuenta las jugadas antes de correr, busca una casilla junto a dos puertas libres y mantén un defensor a su lado donde podrían atraparlo. Con los atacantes: el borde y las esquinas te ayudan, así que bastan tres atacantes para capturar al rey en el borde, y dos junto a una esquina.
lessons-endgame-1-goal = Tu propio defensor ocupa la puerta f7. Llega a una esquina en tres jugadas.
lessons-endgame-1-hint = El camino hacia a7 es demasiado largo, y b6 lo vigila. Baja el defensor a f6: la puerta queda libre, y con el defensor a su lado el rey está a salvo en ella.
lessons-endgame-2-goal = Captura al rey en dos jugadas: empújalo hacia una puerta.
lessons-endgame-2-hint = d2-d1 le deja una sola casilla libre, f1, junto a la esquina g1. Allí la esquina y el borde te ayudan: e2-e1 cierra la trampa.
lessons-endgame-3-goal = Captura a un atacante con el rey y llega a una esquina en tres jugadas.
lessons-endgame-3-hint = e2-f2 captura al de f3 contra tu defensor de f4. En f2 el rey está junto a dos puertas, f1 y g2, y los atacantes solo pueden cerrar una.
lessons-endgame-4-goal = Captura al rey en tres jugadas, aunque tenga un defensor a su lado.
lessons-endgame-4-hint = Primero b4-b5: su única casilla libre es a6, una puerta donde el de b6 le cierra un lado. Luego acércate por detrás con a3-a4 y cierra su última casilla.
lessons-endgame-5-goal = Encierra al rey en el borde de arriba y mantenlo encerrado: dos jugadas.
lessons-endgame-5-hint = d5-d6 lo encierra entre c7, d6, e6 y f7. Luego mueve el atacante de b1: todos los demás forman parte del muro.

# The game shown on the board: its event and the name of the side the person does not play.
lessons-event = Lección { $id }
lessons-opponent = Lección
