# L'historique (vos parties, classements, problèmes et leçons, dans record.sqlite) : ce qui vous est
# dit quand quelque chose n'a pas pu être gardé ou lu, les parties qui attendent l'historique, et la
# question à la fermeture de l'application pendant que des parties attendent.

record-off = Aucun historique n'est tenu dans cette session.
record-opening = Ouverture de votre historique…
record-none-waiting = { $count ->
        [one] La partie qui attendait votre historique y est maintenant.
       *[other] Les { $count } parties qui attendaient votre historique y sont maintenant.
    }
record-game-refused-kept = Une partie n'a pas pu entrer dans votre historique : { $reason }. Elle est gardée à la place sous le nom { $file } ; vos autres parties sont gardées comme d'habitude.
record-game-refused-lost = Une partie n'a pas pu entrer dans votre historique : { $reason }. Elle n'a pas pu non plus être gardée dans un fichier ({ $error }) ; vos autres parties sont gardées comme d'habitude.
record-saved-waiting = Parties enregistrées sous { $files }. Elles restent aussi en attente de votre historique.
record-save-waiting-failed = Les parties en attente n'ont pas pu être enregistrées dans des fichiers : { $reason }. Elles restent en attente de votre historique.

## Les parties qui attendent l'historique.
record-waiting-kept = { $count ->
        [one] { $count } partie n'est pas encore dans votre historique ({ $reason }). Elle est gardée dans { $file } et y entrera dès qu'il pourra la recevoir (au plus tard au prochain démarrage).
       *[other] { $count } parties ne sont pas encore dans votre historique ({ $reason }). Elles sont gardées dans { $file } et y entreront dès qu'il pourra les recevoir (au plus tard au prochain démarrage).
    }
record-waiting-in-memory = { $count ->
        [one] { $count } partie n'est pas encore dans votre historique ({ $reason }), et elle n'a pas pu non plus être écrite ({ $error }) : elle n'existe qu'en mémoire jusqu'à la fermeture de l'application.
       *[other] { $count } parties ne sont pas encore dans votre historique ({ $reason }), et elles n'ont pas pu non plus être écrites ({ $error }) : elles n'existent qu'en mémoire jusqu'à la fermeture de l'application.
    }
record-why-not-opened = votre historique n'a pas pu être ouvert
record-why-not-open = votre historique n'est pas ouvert
record-no-folder-them = il n'y a aucun dossier où les garder
record-not-written-them = elles n'ont pas pu être écrites
record-no-folder-it = il n'y a aucun dossier où la garder
record-not-written-it = elle n'a pas pu être écrite
record-not-replayed = une partie n'a pas pu être rejouée ({ $reason })
record-event-unrecorded = Pas encore dans l'historique

## La fermeture de l'application pendant que des parties attendent.
record-quit-heading = Des parties ne sont pas encore dans votre historique
record-quit-kept = { $waiting } Réessayez maintenant, enregistrez-les aussi dans des fichiers de partie, ou quittez : rien n'est perdu dans aucun cas.
record-quit-in-memory = { $waiting } Réessayez maintenant, ou enregistrez-les dans des fichiers de partie : si vous quittez maintenant, elles sont perdues.
record-try-again = Réessayer
record-save-as-files = Les enregistrer dans des fichiers
record-quit-anyway = Quitter quand même

## Le fichier des parties en attente, à côté de l'historique.
record-waiting-unreadable = Les parties laissées en attente de votre historique ne peuvent pas être lues ({ $reason }).
record-waiting-read-failed = Les parties laissées en attente de votre historique dans { $file } n'ont pas pu être lues : { $reason }.
record-waiting-moved-aside = Les parties laissées en attente de votre historique n'ont pas pu être lues ; le fichier est gardé sous le nom { $file }.
record-waiting-left = Les parties laissées en attente de votre historique dans { $file } n'ont pas pu être lues ; le fichier est laissé tel quel.
record-waiting-not-removed = Les parties en attente sont maintenant dans votre historique, mais { $file } n'a pas pu être supprimé ({ $reason }) : elles ne seront pas gardées deux fois.

## Ce que l'historique n'a pas pu faire. Progression est la page sous Partie > Progression.
record-backup-refresh-failed = La copie de sauvegarde du jour de votre historique n'a pas pu être mise à jour : { $reason }.
record-game-gone = Cette partie n'est plus dans votre historique.
record-game-unreadable = La partie n'a pas pu être lue : { $reason }.
record-not-open = Votre historique n'est pas ouvert.
record-lesson-failed = Les étoiles de votre leçon n'ont pas pu être gardées : { $reason }.
record-lesson-not-open = Votre historique n'est pas ouvert : les étoiles de la leçon ne sont pas gardées.
record-lessons-unreadable = Votre progression dans les leçons n'a pas pu être lue : { $reason }.
record-puzzle-failed = Le problème que vous avez joué n'a pas pu être gardé dans votre historique : { $reason }.
record-puzzles-unreadable = Votre historique des problèmes n'a pas pu être lu : { $reason }.
record-restore-failed = Votre historique n'a pas été restauré depuis la copie de sauvegarde du { $date } : { $reason }. Rien n'a changé.
record-restore-not-open = Votre historique n'est pas ouvert : rien n'a été restauré.
record-review-failed = La précision de l'analyse n'a pas pu être gardée dans votre historique : { $reason }.
record-unreadable = Votre historique n'a pas pu être lu : { $reason }.
record-open-failed = Votre historique n'a pas pu être ouvert : { $reason }. Un nouvel essai aura lieu avant que votre prochaine partie soit gardée, à l'ouverture de Progression et quand vous quitterez.
record-moved = Ces valeurs se trouvent maintenant dans votre historique, { $file } : { $values }.
record-legacy-failed = Votre ancien classement n'a pas encore pu être transféré dans votre historique : { $reason }. Votre historique n'est pas utilisé tant que ce n'est pas possible (un nouvel essai aura lieu avant que votre prochaine partie soit gardée, à l'ouverture de Progression et quand vous quitterez), afin qu'aucune partie ne soit classée à partir d'un mauvais point de départ.
record-backup-failed = La copie de sauvegarde du jour de votre historique a échoué : { $reason }.
record-rating-unreadable = Votre classement n'a pas pu être lu : { $reason }.
