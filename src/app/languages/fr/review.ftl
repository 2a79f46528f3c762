# L'analyse : les lignes « Pourquoi » sous la liste des coups, les nouvelles de l'analyse, les entrées des erreurs.

review-why-title = Pourquoi { $move } est { $class ->
        [inaccuracy] une imprécision
        [mistake] une erreur
       *[blunder] une gaffe
    }
review-loses-king-captured = Cela permet aux attaquants de capturer le roi avec { $move }.
review-loses-king-escapes = Cela permet au roi de s'échapper avec { $move }.
review-missed-win-king-captured = Cela manque une victoire immédiate : { $move } capture le roi.
review-missed-win-king-escapes = Cela manque une victoire immédiate : { $move } mène le roi au coin.
review-missed-forced-win = Cela laisse filer un gain forcé en { $moves } { $moves ->
        [one] coup
       *[other] coups
    }.
review-allows-forced-loss = Cela donne aux { $side ->
        [attackers] attaquants
       *[defenders] défenseurs
    } un gain forcé en { $moves } { $moves ->
        [one] coup
       *[other] coups
    }.
review-leaves-pieces = Cela laisse { $kind ->
        [attacker] { $count ->
            [one] l'attaquant
           *[other] les attaquants
        }
       *[defender] { $count ->
            [one] le défenseur
           *[other] les défenseurs
        }
    } en { $squares } à la merci de { $move }.
review-missed-capture = Cela manque la prise { $kind ->
        [attacker] { $count ->
            [one] de l'attaquant
           *[other] des attaquants
        }
       *[defender] { $count ->
            [one] du défenseur
           *[other] des défenseurs
        }
    } en { $squares } avec { $move }.
review-better-captures-king = Mieux valait { $move }, qui capture le roi.
review-better-king-escapes = Mieux valait { $move } : le roi s'échappe.
review-better-forced-win = Mieux valait { $move }, qui gagne par force en { $moves } { $moves ->
        [one] coup
       *[other] coups
    }.
review-better-takes = Mieux valait { $move }, qui prend { $kind ->
        [attacker] { $count ->
            [one] l'attaquant
           *[other] les attaquants
        }
       *[defender] { $count ->
            [one] le défenseur
           *[other] les défenseurs
        }
    } en { $squares }.
review-better-stops-win = Mieux valait { $move }, { $side ->
        [attackers] qui tient le roi loin du coin
       *[defenders] qui empêche la capture du roi
    }.
review-better-engines-choice = Mieux valait { $move }, le choix du moteur.
review-no-mistake-after = Aucune erreur après ce coup.
review-no-mistake-after-unreviewed = Aucune erreur après ce coup (analysez la partie pour les trouver).
review-no-mistake-before = Aucune erreur avant ce coup.
review-no-mistake-before-unreviewed = Aucune erreur avant ce coup (analysez la partie pour les trouver).
review-previous-mistake = Erreur précédente
review-next-mistake = Erreur suivante
review-finished = Analyse terminée : précision des attaquants { $attackers }, des défenseurs { $defenders }.
review-graph = Courbe d'évaluation
review-graph-line = Chance de gain des défenseurs (%)
review-graph-even = égalité
review-graph-shown = coup affiché
