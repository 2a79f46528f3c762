//! The review as the players' model judges it: real games, searched by the engine.

use std::sync::atomic::AtomicBool;

use ardri_engine::review::{
    MoveClass, PositionEval, ReviewOrder, analyse_game, analyse_position, judge_game, judge_move,
    summarize, yardstick_chances,
};
use ardri_engine::{Chances, Engine, EngineOptions, Judge, Limits, PlayersView, Ratings, WdlModel};
use ardri_rules::{Game, Move, Position, Rules, Side};

fn engine() -> Engine {
    Engine::new(EngineOptions {
        threads: 1,
        hash_mib: 8,
        ..EngineOptions::default()
    })
}

/// A move of `position` that wins at once, if any.
fn winning_move(position: &Position) -> Option<Move> {
    position.legal_moves().iter().copied().find(|&m| {
        let p = position.after_played(m);
        p.king_captured || p.king_escaped
    })
}

/// Every legal move of `position`, and those that do not let the opponent win at once.
fn moves_and_safe_moves(position: &Position) -> (Vec<Move>, Vec<Move>) {
    let moves: Vec<Move> = position.legal_moves().iter().copied().collect();
    let safe = moves
        .iter()
        .copied()
        .filter(|&m| winning_move(&position.after_unchecked(m)).is_none())
        .collect();
    (moves, safe)
}

/// A small deterministic random number generator for the playouts.
struct Lcg(u64);

impl Lcg {
    fn below(&mut self, n: usize) -> usize {
        self.0 = self
            .0
            .wrapping_mul(6_364_136_223_846_793_005)
            .wrapping_add(1_442_695_040_888_963_407);
        ((self.0 >> 33) as usize) % n.max(1)
    }
}

/// A game played at random (never giving a win away) until the defenders, to move, have a move
/// that lets the attackers capture the king at once and a move that does not; with that move.
fn game_where_defenders_can_hang_the_king(seed: u64) -> Option<(Game, Move)> {
    let mut rng = Lcg(seed);
    let mut game = Game::new(Rules::default());
    for _ in 0..120 {
        if game.is_over() {
            return None;
        }
        let position = *game.position();
        let (moves, safe) = moves_and_safe_moves(&position);
        if position.side_to_move() == Side::Defenders && game.ply_count() >= 10 {
            let hanging = moves.iter().copied().find(|&m| {
                let after = position.after_unchecked(m);
                winning_move(&after).is_some_and(|w| after.after_played(w).king_captured)
            });
            if let Some(m) = hanging
                && !safe.is_empty()
            {
                return Some((game, m));
            }
        }
        let pool = if safe.is_empty() { &moves } else { &safe };
        let m = pool[rng.below(pool.len())];
        game.play(m).ok()?;
    }
    None
}

#[test]
fn a_move_that_lets_the_king_be_taken_is_a_blunder_at_every_human_rating() {
    let engine = engine();
    let stop = AtomicBool::new(false);
    let mut found = 0;
    for seed in 1..40 {
        let Some((mut game, hanging)) = game_where_defenders_can_hang_the_king(seed) else {
            continue;
        };
        let ply = game.ply_count();
        let before = analyse_position(&engine, &game, ply, Limits::depth(6), &stop);
        game.play(hanging).unwrap();
        let after = analyse_position(&engine, &game, ply + 1, Limits::depth(6), &stop);
        let mut evals: Vec<Option<PositionEval>> = vec![None; ply + 2];
        evals[ply] = Some(before);
        evals[ply + 1] = Some(after);
        for attackers in (800..=2000).step_by(150) {
            for defenders in (800..=2000).step_by(150) {
                let view = PlayersView::new(Ratings {
                    attackers,
                    defenders,
                });
                let judged = judge_move(&game, &evals, ply + 1, &view).unwrap();
                assert_eq!(
                    judged.class,
                    MoveClass::Blunder,
                    "seed {seed}, {attackers} vs {defenders}: {judged:?}"
                );
            }
        }
        found += 1;
        if found == 3 {
            break;
        }
    }
    assert_eq!(found, 3, "three such positions among the playouts");
}

/// A newcomer's game: the defenders give a piece away whenever they can (never the king), the
/// attackers take the most they can; until the defenders have no piece left but the king.
fn game_that_loses_every_piece() -> Game {
    let mut game = Game::new(Rules::default());
    let mut rng = Lcg(7);
    while !game.is_over() && game.ply_count() < 300 {
        let position = *game.position();
        if position.defenders().is_empty() {
            break;
        }
        let (moves, safe) = moves_and_safe_moves(&position);
        let pool = if safe.is_empty() { &moves } else { &safe };
        let m = match position.side_to_move() {
            // The attackers take the most, else wander, never letting the king out.
            Side::Attackers => *pool
                .iter()
                .max_by_key(|&&m| position.after_played(m).captured.count())
                .filter(|&&m| position.after_played(m).captured.any())
                .unwrap_or(&pool[rng.below(pool.len())]),
            // The defenders step into a capture where one is on offer.
            Side::Defenders => *pool
                .iter()
                .find(|&&m| {
                    let after = position.after_unchecked(m);
                    after
                        .legal_moves()
                        .iter()
                        .any(|&r| after.after_played(r).captured.any())
                })
                .unwrap_or(&pool[rng.below(pool.len())]),
        };
        game.play(m).unwrap();
    }
    game
}

#[test]
fn a_game_that_loses_every_piece_gets_a_low_accuracy() {
    let game = game_that_loses_every_piece();
    let last = game.position();
    assert!(
        last.defenders().is_empty(),
        "the playout takes every defender:\n{}",
        last.diagram()
    );
    let engine = engine();
    let evals = analyse_game(
        &engine,
        &game,
        // The depth the players' model was fitted at.
        Limits::depth(10),
        ReviewOrder::Backward,
        &AtomicBool::new(false),
        &mut |_, _| {},
    );
    // A newcomer against a level-6 player (1718/1800), as the app once recorded such a game.
    let players = Judge::Players(Ratings {
        attackers: 1718,
        defenders: 1800,
    });
    let accuracy = |judge: &dyn Chances| {
        let judgements = judge_game(&game, &evals, judge);
        let [_, defenders] = summarize(&judgements, &yardstick_chances(&game, &evals, judge));
        (defenders.accuracy.unwrap(), defenders.counts)
    };
    let (people, counts) = accuracy(&players);
    let (perfect, _) = accuracy(WdlModel::default_model());
    // Perfect play's view has this at 94: the defenders were lost from the first move, so nothing
    // they gave away counted. On the people's yardstick each piece thrown away costs (86 when
    // measured; full strength averages 99 on it, docs/engine.md).
    assert!(
        perfect - people > 5.0 && people < 90.0,
        "players' accuracy {people:.1} (perfect play's {perfect:.1}), classes {counts:?}"
    );
    // Between players of these ratings a piece given away for nothing costs 7 to 10 points of
    // chance: mistakes at least twice.
    assert!(
        counts[MoveClass::Mistake as usize] + counts[MoveClass::Blunder as usize] >= 2,
        "{counts:?}"
    );
    // The accuracy is measured on one yardstick whoever played; the classes are the players' own.
    for ratings in [Ratings::equal(800), Ratings::equal(2573)] {
        let (other, _) = accuracy(&Judge::Players(ratings));
        assert!(
            (other - people).abs() < 1e-9,
            "{ratings:?}: {other:.1} against {people:.1}"
        );
    }
}

#[test]
fn the_kings_rule_holds_under_every_judge_perfect_play_included() {
    let engine = engine();
    let stop = AtomicBool::new(false);
    let mut found = 0;
    for seed in 1..40 {
        let Some((mut game, hanging)) = game_where_defenders_can_hang_the_king(seed) else {
            continue;
        };
        let ply = game.ply_count();
        let before = analyse_position(&engine, &game, ply, Limits::depth(6), &stop);
        game.play(hanging).unwrap();
        let after = analyse_position(&engine, &game, ply + 1, Limits::depth(6), &stop);
        let mut evals: Vec<Option<PositionEval>> = vec![None; ply + 2];
        evals[ply] = Some(before);
        evals[ply + 1] = Some(after);
        let judges: [&dyn Chances; 4] = [
            WdlModel::default_model(),
            &Judge::Engine,
            &Judge::Players(Ratings::equal(2790)),
            &Judge::from_ratings(3800, 900),
        ];
        for judge in judges {
            let judged = judge_move(&game, &evals, ply + 1, judge).unwrap();
            assert_eq!(judged.class, MoveClass::Blunder, "seed {seed}: {judged:?}");
        }
        found += 1;
        if found == 3 {
            break;
        }
    }
    assert_eq!(found, 3, "three such positions among the playouts");
}

#[test]
fn a_forced_win_let_slip_is_at_least_a_mistake() {
    // Synthetic evaluations around a real first move: before it the mover (the defenders, who
    // move first) wins by force in 5; after it the engine sees only a large edge, which perfect
    // play's chances hardly tell from a win.
    let mut game = Game::new(Rules::default());
    let mover = game.position().side_to_move();
    let first = game.position().legal_moves()[0];
    let other = game.position().legal_moves()[1];
    game.play(first).unwrap();
    let edge = if mover == Side::Attackers {
        9000
    } else {
        -9000
    };
    let evals = vec![
        Some(PositionEval {
            eval: ardri_engine::Eval::Win {
                side: mover,
                moves: 5,
            },
            best_move: Some(other),
            depth: 10,
        }),
        Some(PositionEval {
            eval: ardri_engine::Eval::Cp(edge),
            best_move: None,
            depth: 10,
        }),
    ];
    for judge in [Judge::Engine, Judge::Players(Ratings::equal(2150))] {
        let judged = judge_move(&game, &evals, 1, &judge).unwrap();
        assert!(judged.class >= MoveClass::Mistake, "{judge:?}: {judged:?}");
    }
    // Still winning by force after it: no mistake for that.
    let mut kept = evals.clone();
    kept[1] = Some(PositionEval {
        eval: ardri_engine::Eval::Win {
            side: mover,
            moves: 5,
        },
        best_move: None,
        depth: 10,
    });
    let judged = judge_move(&game, &kept, 1, &Judge::Engine).unwrap();
    assert!(judged.class < MoveClass::Inaccuracy, "{judged:?}");
}

#[test]
fn ratings_outside_the_fitted_range_are_held_to_it() {
    use ardri_engine::wdl::players::{MODEL_RATINGS, WEAK_LADDER, held_rating_note};
    // The model knows the ratings of today's ladder, which its weak and strong players' fits were
    // fitted on: refitting on another ladder means naming it.
    let (low, high) = (*MODEL_RATINGS.start(), *MODEL_RATINGS.end());
    assert!(WEAK_LADDER.windows(2).all(|w| w[0] < w[1]));
    assert_eq!(
        (low, high),
        (WEAK_LADDER[0], WEAK_LADDER[WEAK_LADDER.len() - 1]),
        "the model's range is the ladder it was fitted on"
    );
    // The weak players' fit was fitted on today's ladder: every level is inside, judged at its
    // own rating, with no note.
    let today: Vec<i32> = ardri_engine::skill::levels().map(|l| l.rating).collect();
    assert_eq!(
        today, WEAK_LADDER,
        "the weak players' fit names today's ladder"
    );
    // A player without a rating is judged as today's Club level.
    use ardri_engine::wdl::players::{UNRATED_LEVEL, unrated_rating};
    assert_eq!(
        unrated_rating(),
        ardri_engine::skill::level_info(UNRATED_LEVEL).rating
    );
    for rating in today {
        assert_eq!(held_rating_note(rating), None, "{rating}");
    }
    let position = Position::start(Rules::default());
    let eval = ardri_engine::Eval::Cp(300);
    let wdl = |a: i32, d: i32| Judge::from_ratings(a, d).chances(eval, &position, false);
    for rating in [-1, -400, i32::MIN] {
        assert_eq!(
            PlayersView::new(Ratings::equal(rating)).chances(eval, &position, false),
            PlayersView::new(Ratings::equal(low)).chances(eval, &position, false),
            "{rating}"
        );
        assert_eq!(
            held_rating_note(rating).unwrap(),
            format!("judged as {low}, the weakest rating the model knows")
        );
    }
    // Below the old fit's lowest (1591) the ratings matter now: a newcomer's chances are a
    // newcomer's.
    assert_ne!(wdl(900, 900), wdl(1591, 1591));
    assert_ne!(wdl(900, 900), wdl(1200, 1200));
    // Below level 1's rating (a rating of the old scale, 0 to 800) is held to it.
    assert_eq!(wdl(100, 100), wdl(low, low));
    for rating in [3000, 3001, i32::MAX] {
        assert_eq!(wdl(rating, rating), wdl(high, high), "{rating}");
        assert_eq!(
            held_rating_note(rating).unwrap(),
            format!("judged as {high}, the strongest rating the model knows")
        );
    }
    assert_eq!(held_rating_note(2150), None);
    // 0 means "no rating" to the protocol and the command line: perfect play.
    assert_eq!(Judge::from_ratings(0, 0), Judge::Engine);
    // A save may say anything: it is held too.
    assert_eq!(
        Judge::players(Some(-5), Some(i32::MAX)),
        Judge::Players(Ratings {
            attackers: low,
            defenders: high
        })
    );
    // Any view, even one built by hand, reads held ratings.
    let far = PlayersView::new(Ratings::equal(3500)).chances(eval, &position, false);
    assert_eq!(far, wdl(high, high));
    // Inside the range, ratings still matter.
    assert_ne!(wdl(low, low), wdl(high, high));
}

/// The built-in chances are the weak players' fit up to a mean rating of 2000, the strong players'
/// from 2200 to 2472 (level 12), the top's (level 13 as the app plays it) from 2573 between equals
/// (ratings above 2573 are read as 2573), and between them a mix whose share moves with the mean
/// rating and, for the top's, with the gap (gone at 100 apart: levels 12 and 13 are the strong
/// players' fit's); players 500 points apart or more are the far players' fit's, from 300 apart
/// mixed in by the gap.
#[test]
fn each_fit_judges_the_players_it_was_fitted_on() {
    use ardri_engine::{PeopleModel, PlayersModel};
    let position = Position::start(Rules::default());
    let eval = ardri_engine::Eval::Cp(300);
    let built_in = |r: Ratings| PeopleModel::BUILT_IN.wdl(eval, &position, r, false);
    let alone = |m: &PlayersModel, r: Ratings| m.wdl(eval, &position, r, false);
    let pair = |attackers, defenders| Ratings {
        attackers,
        defenders,
    };
    for (part, ratings) in [
        (
            &PlayersModel::WEAK,
            vec![Ratings::equal(800), Ratings::equal(2000), pair(1000, 1200)],
        ),
        (
            &PlayersModel::STRONG,
            vec![
                Ratings::equal(2200),
                Ratings::equal(2472),
                pair(2297, 2195),
                pair(2472, 2573),
                pair(2573, 2472),
            ],
        ),
        (
            &PlayersModel::TOP,
            vec![Ratings::equal(2573), Ratings::equal(3800), pair(2700, 2573)],
        ),
        (
            &PlayersModel::FAR,
            vec![pair(800, 2195), pair(2573, 1815), pair(1383, 800)],
        ),
    ] {
        for r in ratings {
            assert_eq!(built_in(r), alone(part, r), "{r:?}");
        }
    }
    // Between two parts the mix goes in a straight line from one to the other: by the mean
    // rating, and from the others to the far players' part by the gap.
    for (low, high, at, share) in [
        (
            &PlayersModel::WEAK,
            &PlayersModel::STRONG,
            Ratings::equal(2100),
            0.5,
        ),
        (
            &PlayersModel::STRONG,
            &PlayersModel::TOP,
            Ratings::equal(2523),
            51.0 / 101.0,
        ),
        // Mean 2548 gives the top 76/101 by the mean; 50 apart moves half of it back.
        (
            &PlayersModel::STRONG,
            &PlayersModel::TOP,
            pair(2573, 2523),
            76.0 / 101.0 * 0.5,
        ),
        (
            &PlayersModel::WEAK,
            &PlayersModel::FAR,
            pair(800, 1200),
            0.5,
        ),
    ] {
        let (l, h, m) = (alone(low, at), alone(high, at), built_in(at));
        assert_ne!(l, h, "the two fits differ at {at:?}");
        for (l, h, m) in [
            (l.attackers, h.attackers, m.attackers),
            (l.draw, h.draw, m.draw),
            (l.defenders, h.defenders, m.defenders),
        ] {
            assert!(
                (m - (l + (h - l) * share)).abs() < 1e-9,
                "{at:?}: {l} {h} {m}"
            );
        }
    }
    // The shares are a whole at every pair of ratings.
    for attackers in (600..3000).step_by(50) {
        for defenders in (600..3000).step_by(150) {
            let shares = PeopleModel::BUILT_IN.shares(pair(attackers, defenders));
            assert!(
                (shares.iter().sum::<f64>() - 1.0).abs() < 1e-9,
                "{attackers} {defenders}: {shares:?}"
            );
        }
    }
}
