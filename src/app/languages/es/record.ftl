# El historial (tus partidas, puntuaciones, problemas y lecciones, en record.sqlite): lo que se te
# dice cuando algo no se pudo conservar o leer, las partidas que esperan al historial y la pregunta
# al cerrar la aplicación mientras hay partidas esperando.

record-off = En esta sesión no se lleva ningún historial.
record-opening = Abriendo tu historial…
record-none-waiting = { $count ->
        [one] La partida que esperaba a tu historial ya está en él.
       *[other] Las { $count } partidas que esperaban a tu historial ya están en él.
    }
record-game-refused-kept = Una partida no pudo entrar en tu historial: { $reason }. En su lugar se conserva como { $file }; tus demás partidas se conservan como siempre.
record-game-refused-lost = Una partida no pudo entrar en tu historial: { $reason }. Tampoco se pudo conservar como archivo ({ $error }); tus demás partidas se conservan como siempre.
record-saved-waiting = Guardadas como { $files }. Además siguen esperando a tu historial.
record-save-waiting-failed = Las partidas en espera no se pudieron guardar como archivos: { $reason }. Siguen esperando a tu historial.

## Las partidas que esperan al historial.
record-waiting-kept = { $count ->
        [one] 1 partida aún no está en tu historial ({ $reason }). Se conserva en { $file } y entrará en tu historial en cuanto pueda recibirla (a más tardar la próxima vez que inicies la aplicación).
       *[other] { $count } partidas aún no están en tu historial ({ $reason }). Se conservan en { $file } y entrarán en tu historial en cuanto pueda recibirlas (a más tardar la próxima vez que inicies la aplicación).
    }
record-waiting-in-memory = { $count ->
        [one] 1 partida aún no está en tu historial ({ $reason }), y tampoco se pudo escribir ({ $error }): solo está en memoria hasta que se cierre la aplicación.
       *[other] { $count } partidas aún no están en tu historial ({ $reason }), y tampoco se pudieron escribir ({ $error }): solo están en memoria hasta que se cierre la aplicación.
    }
record-why-not-opened = no se pudo abrir tu historial
record-why-not-open = tu historial no está abierto
record-no-folder-them = no hay ninguna carpeta donde conservarlas
record-not-written-them = no se pudieron escribir
record-no-folder-it = no hay ninguna carpeta donde conservarla
record-not-written-it = no se pudo escribir
record-not-replayed = una partida no se pudo reproducir ({ $reason })
record-event-unrecorded = Aún no está en el historial

## Cerrar la aplicación mientras hay partidas esperando.
record-quit-heading = Hay partidas que aún no están en tu historial
record-quit-kept = { $waiting } Vuelve a intentarlo ahora, guárdalas también como archivos de partida o sal: no se pierde nada en ningún caso.
record-quit-in-memory = { $waiting } Vuelve a intentarlo ahora o guárdalas como archivos de partida: si sales ahora, se pierden.
record-try-again = Reintentar
record-save-as-files = Guardarlas como archivos
record-quit-anyway = Salir de todos modos

## El archivo de las partidas en espera, junto al historial.
record-waiting-unreadable = Las partidas que quedaron esperando a tu historial no se pueden leer ({ $reason }).
record-waiting-read-failed = Las partidas que quedaron esperando a tu historial en { $file } no se pudieron leer: { $reason }.
record-waiting-moved-aside = Las partidas que quedaron esperando a tu historial no se pudieron leer; el archivo se conserva como { $file }.
record-waiting-left = Las partidas que quedaron esperando a tu historial en { $file } no se pudieron leer; el archivo se deja como está.
record-waiting-not-removed = Las partidas que esperaban ya están en tu historial, pero no se pudo eliminar { $file } ({ $reason }): no se conservarán dos veces.

## Lo que el historial no pudo hacer. Progreso es la página de Partida > Progreso.
record-backup-refresh-failed = La copia de seguridad de hoy de tu historial no se pudo actualizar: { $reason }.
record-game-gone = Esa partida ya no está en tu historial.
record-game-unreadable = No se pudo leer la partida: { $reason }.
record-not-open = Tu historial no está abierto.
record-lesson-failed = No se pudieron conservar las estrellas de tu lección: { $reason }.
record-lesson-not-open = Tu historial no está abierto: las estrellas de la lección no se conservan.
record-lessons-unreadable = No se pudo leer tu progreso en las lecciones: { $reason }.
record-puzzle-failed = El problema que jugaste no se pudo conservar en tu historial: { $reason }.
record-puzzles-unreadable = No se pudo leer tu historial de problemas: { $reason }.
record-restore-failed = Tu historial no se restauró desde la copia de seguridad del { $date }: { $reason }. No ha cambiado nada.
record-restore-not-open = Tu historial no está abierto: no se restauró nada.
record-review-failed = La precisión del análisis no se pudo conservar en tu historial: { $reason }.
record-unreadable = No se pudo leer tu historial: { $reason }.
record-open-failed = No se pudo abrir tu historial: { $reason }. Se vuelve a intentar antes de conservar tu próxima partida, al abrir Progreso y al salir.
record-moved = Esto está ahora en tu historial, { $file }: { $values }.
record-legacy-failed = Tu puntuación anterior aún no se pudo pasar a tu historial: { $reason }. Tu historial no se usa hasta que se pueda (se vuelve a intentar antes de conservar tu próxima partida, al abrir Progreso y al salir), para que ninguna partida se puntúe desde un punto de partida equivocado.
record-backup-failed = La copia de seguridad de hoy de tu historial falló: { $reason }.
record-rating-unreadable = No se pudo leer tu puntuación: { $reason }.
