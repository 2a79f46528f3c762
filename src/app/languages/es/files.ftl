# Los archivos: los diálogos de archivos del sistema, el selector de archivos propio de la aplicación
# y los avisos al abrir, guardar, importar, exportar, pegar y copiar partidas, y de la partida
# conservada automáticamente.

## Los diálogos de archivos del sistema.
files-dialog-open-title = Abrir una partida de Ard Ri
files-dialog-save-title = Guardar la partida de Ard Ri
files-dialog-import-title = Importar la notación de una partida de Ard Ri
files-dialog-export-title = Exportar la partida de Ard Ri como texto
files-dialog-folder-title = Elegir una carpeta de partidas de Ard Ri
files-filter-game = Partida de Ard Ri
files-filter-record = Notación de partida (texto)

## Pegar.
files-paste-not-playable = No se puede jugar: { $reason }. No ha cambiado nada.
files-paste-position = Juegas desde la posición pegada.
files-paste-bad-word = Ni una cadena de posición ni una lista de jugadas: palabra { $word }, { $reason }. No ha cambiado nada.
files-paste-empty = El texto pegado no tiene ni posición ni jugadas. No ha cambiado nada.
files-paste-moves = Sigues jugando a partir de las jugadas pegadas.

## Copiar.
files-position-copied = Posición copiada: { $fen }
files-moves-copied = Se han copiado las jugadas ({ $count ->
        [one] 1 jugada
       *[other] { $count } jugadas
    }).

## Abrir, guardar, importar, exportar.
files-busy = Se está leyendo o escribiendo un archivo: vuelve a abrir la partida en un momento.
files-opened = Abierto: { $path }
files-imported = Importado: { $path }. Aún no está guardado como partida: Guardar lo escribe con sus notas.
files-exported = Exportado a { $path }
files-saved = Guardado en { $path }
files-save-failed = No se pudo guardar en { $path }: { $reason }
files-open-failed = No se pudo abrir { $path }: { $reason }. La partida del tablero no ha cambiado.

## La copia automática.
files-autosave-set-aside = La partida conservada automáticamente la última vez no se pudo leer, así que se apartó como { $path }.
files-autosave-unreadable = La partida conservada automáticamente la última vez no se pudo leer. Se deja como estaba, y esta vez no se conserva nada automáticamente.
files-autosave-failed = No se pudo escribir la copia automática: { $reason }
files-restored = La partida que no se guardó la última vez ha vuelto.
files-restore-failed = No se pudo restaurar la partida que no se guardó la última vez: { $reason }.
files-restore-heading = ¿Restaurar la partida sin guardar?
files-restore-text = La última vez el programa se cerró con una partida sin guardar ({ $count ->
        [one] 1 jugada
       *[other] { $count } jugadas
    }). Se conservó automáticamente.
files-restore = Restaurar
files-discard = Descartar

## El selector de archivos propio de la aplicación.
files-chooser-open = Abrir una partida
files-chooser-folder = Elegir una carpeta de partidas
files-chooser-save = Guardar la partida
files-chooser-import = Importar una notación de partida (texto)
files-chooser-export = Exportar la partida como texto
files-path-hint = /ruta/a/partida.{ $extension }
files-no-system-dialog = El diálogo de archivos del sistema no está disponible aquí (no hay xdg-desktop-portal ni zenity), así que elige aquí.
files-folder-label = Carpeta:
files-file-label = Archivo:
files-path-field = Ruta del archivo
files-in-folder = En { $folder }:
files-cannot-list = No se puede listar { $folder }: { $reason }.
files-not-a-folder = { $path }: no es una carpeta
files-parent-folder = Carpeta superior
files-empty-folder = (aquí no hay partidas guardadas ni carpetas)
files-replace-question = { $name } ya existe. ¿Reemplazarlo?
files-replace = Reemplazar
files-cancel = Cancelar
files-use-folder = Usar esta carpeta
files-save = Guardar
files-open = Abrir

# Lo que espera la respuesta a «¿Guardarlos antes de ...?» (en infinitivo).
files-before-new-game = empezar una partida nueva
files-before-open = abrir otra partida
files-before-import = importar una partida
files-before-quit = salir
files-before-new-position = jugar desde la nueva posición
