//! A review's classes and accuracy, from real searches: the move that allows a win, a free piece.

mod common;

use std::sync::atomic::AtomicBool;

use ardri_engine::Limits;
use ardri_rules::{Game, Move, Position, Rules};

use common::*;

/// A game whose next-to-last move lets the opponent win at once: the review classes that move a
/// blunder and the winning reply the best move, from evaluations of every position.
#[test]
fn review_classes_the_move_that_allows_a_win_as_a_blunder() {
    use ardri_engine::WdlModel;
    use ardri_engine::review::{MoveClass, ReviewOrder, analyse_game, judge_move};
    // The king on c5 is walled in on three sides (b5, c6, d5); he can still step down to c4. The
    // defender on e1 steps aside instead, and c3-c4 closes the wall.
    let mut game = Game::from_position(pos("7/2a4/1aka3/7/2a4/7/4d2 d"));
    game.play_text("e1e2").unwrap();
    game.play_text("c3c4").unwrap();
    assert!(game.is_over());
    let evals = analyse_game(
        &engine(),
        &game,
        Limits::depth(6),
        ReviewOrder::Backward,
        &AtomicBool::new(false),
        &mut |_, _| {},
    );
    assert!(evals.iter().all(Option::is_some));
    let blunder = judge_move(&game, &evals, 1, WdlModel::default_model()).unwrap();
    assert!(
        blunder.chance_before >= 0.3,
        "the defenders must stand well before the blunder: {blunder:?} {evals:?}"
    );
    assert_eq!(blunder.chance_after, 0.0);
    assert_eq!(blunder.class, MoveClass::Blunder);
    let win = judge_move(&game, &evals, 2, WdlModel::default_model()).unwrap();
    assert_eq!(win.class, MoveClass::Best);
    assert_eq!(win.chance_after, 1.0);
}

/// A piece given away for nothing costs accuracy: in positions reached by fixed random moves, a
/// move that lets the opponent take the piece at once (with no capture back) is judged against the
/// engine's own move, which scores 100. Where the game is still open (the mover's chance 15-85%)
/// it is an error. Where it is already lopsided (random moves from the start soon are: the
/// network's attackers win about 19 games in 20 from its random openings) the absolute drop is
/// small, as on lichess in a lost position, but it must still cost accuracy and a clear share of
/// what the mover had.
#[test]
fn a_free_piece_costs_accuracy() {
    use ardri_engine::WdlModel;
    use ardri_engine::review::{analyse_position, judge_move};
    // A move of the side to move whose piece the opponent takes next, with nothing taken back.
    let hangs = |pos: &Position, m: Move| {
        let mut after = *pos;
        after.play(m).unwrap();
        after.legal_moves().iter().any(|&reply| {
            let mut taken = after;
            taken.play(reply).unwrap().captured.contains(m.to)
                && taken.legal_moves().iter().all(|&back| {
                    let mut again = taken;
                    again.play(back).unwrap().captured.is_empty()
                })
        })
    };
    let engine = engine();
    let stop = AtomicBool::new(false);
    let model = WdlModel::default_model();
    let mut game = Game::new(Rules::default());
    let mut seed = 12345u64;
    let (mut lopsided, mut open) = (None, None);
    while open.is_none() {
        let moves = game.position().legal_moves();
        let ply = game.ply_count();
        if ply >= 6 && moves.iter().any(|&m| hangs(game.position(), m)) {
            let before = analyse_position(&engine, &game, ply, Limits::depth(7), &stop);
            let mover = game.position().side_to_move();
            let chance = model.chance(before.eval, game.position(), mover);
            // Not the engine's own choice: that would be a sacrifice, not a gift.
            if let Some(&m) = moves
                .iter()
                .find(|&&m| hangs(game.position(), m) && Some(m) != before.best_move)
            {
                let case = Some((game.clone(), m, before));
                if (0.15..=0.85).contains(&chance) {
                    open = case;
                } else if lopsided.is_none() {
                    lopsided = case;
                }
            }
        }
        seed = seed
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        game.play(moves[(seed >> 33) as usize % moves.len()])
            .unwrap();
        assert!(
            game.ply_count() < 120 && !game.is_over(),
            "no open position with a hanging move found"
        );
    }
    let judge = |(game, _, before): &(Game, Move, _), played: Move| {
        let ply = game.ply_count();
        let mut next = game.clone();
        next.play(played).unwrap();
        let after = analyse_position(&engine, &next, ply + 1, Limits::depth(7), &stop);
        let mut evals = vec![None; ply + 2];
        evals[ply] = Some(*before);
        evals[ply + 1] = Some(after);
        judge_move(&next, &evals, ply + 1, model).unwrap()
    };
    let open = open.unwrap();
    assert_eq!(judge(&open, open.2.best_move.unwrap()).accuracy, 100.0);
    let free_piece = judge(&open, open.1);
    assert!(
        free_piece.accuracy < 90.0 && free_piece.class.is_error(),
        "{} after {} plies (open): {free_piece:?}",
        open.1,
        open.0.ply_count()
    );
    let lopsided = lopsided.expect("a lopsided position with a hanging move before the open one");
    let free_piece = judge(&lopsided, lopsided.1);
    assert!(
        free_piece.accuracy < 95.0 && free_piece.chance_after < 0.8 * free_piece.chance_before,
        "{} after {} plies (lopsided): {free_piece:?}",
        lopsided.1,
        lopsided.0.ply_count()
    );
}
