# Les fichiers : les boîtes de dialogue de fichiers du système, le sélecteur de fichiers de l'application
# et les nouvelles de l'ouverture, de l'enregistrement, de l'import, de l'export, du collage et de la
# copie des parties, et de la partie gardée automatiquement.

## Les boîtes de dialogue de fichiers du système.
files-dialog-open-title = Ouvrir une partie d'Ard Ri
files-dialog-save-title = Enregistrer la partie d'Ard Ri
files-dialog-import-title = Importer la notation d'une partie d'Ard Ri
files-dialog-export-title = Exporter la partie d'Ard Ri en texte
files-dialog-folder-title = Choisir un dossier de parties d'Ard Ri
files-filter-game = Partie d'Ard Ri
files-filter-record = Notation de partie (texte)

## Coller.
files-paste-not-playable = Position injouable : { $reason }. Rien n'a changé.
files-paste-position = Vous jouez à partir de la position collée.
files-paste-bad-word = Ni une chaîne de position ni une liste de coups : mot { $word }, { $reason }. Rien n'a changé.
files-paste-empty = Le texte collé ne contient ni position ni coups. Rien n'a changé.
files-paste-moves = Vous jouez à la suite des coups collés.

## Copier.
files-position-copied = Position copiée : { $fen }
files-moves-copied = Les coups ont été copiés ({ $count ->
        [one] { $count } coup
       *[other] { $count } coups
    }).

## Ouvrir, enregistrer, importer, exporter.
files-busy = Un fichier est en cours de lecture ou d'écriture : rouvrez la partie dans un instant.
files-opened = Ouvert : { $path }
files-imported = Importé : { $path }. La partie n'est pas encore enregistrée : Enregistrer l'écrit avec ses notes.
files-exported = Exporté vers { $path }
files-saved = Enregistré dans { $path }
files-save-failed = Impossible d'enregistrer dans { $path } : { $reason }
files-open-failed = Impossible d'ouvrir { $path } : { $reason }. La partie sur le plateau n'a pas changé.

## La sauvegarde automatique.
files-autosave-set-aside = La partie gardée automatiquement la dernière fois n'a pas pu être lue ; elle a donc été mise de côté sous le nom { $path }.
files-autosave-unreadable = La partie gardée automatiquement la dernière fois n'a pas pu être lue. Elle est laissée telle quelle, et rien n'est gardé automatiquement cette fois-ci.
files-autosave-failed = La sauvegarde automatique n'a pas pu être écrite : { $reason }
files-restored = La partie non enregistrée la dernière fois est de retour.
files-restore-failed = La partie non enregistrée la dernière fois n'a pas pu être restaurée : { $reason }.
files-restore-heading = Restaurer la partie non enregistrée ?
files-restore-text = Le programme s'est arrêté la dernière fois avec une partie non enregistrée ({ $count ->
        [one] { $count } coup
       *[other] { $count } coups
    }). Elle a été gardée automatiquement.
files-restore = Restaurer
files-discard = Supprimer

## Le sélecteur de fichiers de l'application.
files-chooser-open = Ouvrir une partie
files-chooser-folder = Choisir un dossier de parties
files-chooser-save = Enregistrer la partie
files-chooser-import = Importer une notation de partie (texte)
files-chooser-export = Exporter la partie en texte
files-path-hint = /chemin/vers/partie.{ $extension }
files-no-system-dialog = La boîte de dialogue de fichiers du système n'est pas disponible ici (ni xdg-desktop-portal ni zenity) : choisissez ici.
files-folder-label = Dossier :
files-file-label = Fichier :
files-path-field = Chemin du fichier
files-in-folder = Dans { $folder } :
files-cannot-list = Impossible de lister { $folder } : { $reason }.
files-not-a-folder = { $path } : ce n'est pas un dossier
files-parent-folder = Dossier parent
files-empty-folder = (aucune partie enregistrée ni aucun dossier ici)
files-replace-question = { $name } existe déjà. Le remplacer ?
files-replace = Remplacer
files-cancel = Annuler
files-use-folder = Utiliser ce dossier
files-save = Enregistrer
files-open = Ouvrir

# Ce qui attend la réponse à « Les enregistrer avant ... ? » (avec « de »).
files-before-new-game = de commencer une nouvelle partie
files-before-open = d'ouvrir une autre partie
files-before-import = d'importer une partie
files-before-quit = de quitter
files-before-new-position = de jouer depuis la nouvelle position
