//! Property tests over random games: incremental hash, undo, position strings, and agreement with the
//! reference board on every move generated and every capture made.

mod common;

use ardri_rules::{Bitboard, Game, NoMoveResult, Position, Rules, Side, Square};
use common::RefBoard;
use proptest::prelude::*;

fn any_rules() -> impl Strategy<Value = Rules> {
    (
        any::<bool>(),
        any::<bool>(),
        any::<bool>(),
        any::<bool>(),
        any::<bool>(),
    )
        .prop_map(
            |(attackers_first, draw, repetition, edge, restricted)| Rules {
                first_mover: if attackers_first {
                    Side::Attackers
                } else {
                    Side::Defenders
                },
                no_move: if draw {
                    NoMoveResult::Draw
                } else {
                    NoMoveResult::Loss
                },
                repetition_draw: repetition,
                edge_hostile_to_king: edge,
                restricted_hostile: restricted,
            },
        )
}

/// A random game: each number picks one of the legal moves; the walk stops when the game ends.
fn random_walk(rules: Rules, picks: &[usize]) -> Vec<Position> {
    let mut pos = Position::start(rules);
    let mut seen = vec![pos];
    for &pick in picks {
        let moves = pos.legal_moves();
        if moves.is_empty() {
            break;
        }
        pos.play_unchecked(moves[pick % moves.len()]);
        seen.push(pos);
    }
    seen
}

fn squares_of(list: &[(usize, usize)]) -> Bitboard {
    list.iter()
        .map(|&(f, r)| Square::from_coords(f as u8, r as u8).unwrap())
        .collect()
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 200, ..ProptestConfig::default() })]

    #[test]
    fn incremental_hash_equals_hash_from_scratch(rules in any_rules(), picks in prop::collection::vec(any::<usize>(), 0..150)) {
        for pos in random_walk(rules, &picks) {
            prop_assert_eq!(pos.hash(), pos.hash_from_scratch());
        }
    }

    #[test]
    fn undo_restores_the_exact_position(rules in any_rules(), picks in prop::collection::vec(any::<usize>(), 0..150)) {
        for pos in random_walk(rules, &picks) {
            for &m in pos.legal_moves().iter() {
                let mut copy = pos;
                let played = copy.play_unchecked(m);
                copy.undo(&played);
                prop_assert_eq!(copy, pos);
            }
        }
    }

    #[test]
    fn position_strings_round_trip(rules in any_rules(), picks in prop::collection::vec(any::<usize>(), 0..150)) {
        for pos in random_walk(rules, &picks) {
            if pos.terminal() == Some(ardri_rules::Terminal::KingCaptured) {
                continue; // a position string carries no "king captured" flag
            }
            let text = pos.fen();
            let back = Position::from_fen(&text, rules).unwrap();
            prop_assert_eq!(back, pos, "{}", text);
        }
    }

    #[test]
    fn moves_and_captures_agree_with_the_reference_board(rules in any_rules(), picks in prop::collection::vec(any::<usize>(), 0..150)) {
        for pos in random_walk(rules, &picks) {
            let reference = RefBoard::from_position(&pos);
            let ref_moves = reference.moves();
            prop_assert_eq!(pos.count_moves() as usize, ref_moves.len());
            prop_assert_eq!(pos.legal_moves().len(), ref_moves.len());
            for m in ref_moves {
                let text = common::ref_move_text(m);
                let mv = pos.parse_move(&text).unwrap();
                let mut next = pos;
                let played = next.play_unchecked(mv);
                let mut ref_next = reference.clone();
                let ref_captured = ref_next.play(m);
                prop_assert_eq!(played.captured, squares_of(&ref_captured), "{} after {}", text, pos.fen());
                prop_assert_eq!(played.king_captured, ref_next.king_captured);
                prop_assert_eq!(next.is_decided_on_board(), ref_next.game_over());
                let (a, d, k) = ref_next.bitboards();
                prop_assert_eq!((next.attackers(), next.defenders(), next.king()), (a, d, k));
            }
        }
    }

    #[test]
    fn game_undo_walks_back_to_the_start(rules in any_rules(), picks in prop::collection::vec(any::<usize>(), 0..100)) {
        let mut game = Game::new(rules);
        for pick in picks {
            if game.is_over() {
                break;
            }
            let moves = game.position().legal_moves();
            game.play(moves[pick % moves.len()]).unwrap();
        }
        let positions = game.positions().to_vec();
        for expected in positions.iter().rev().skip(1) {
            game.undo().unwrap();
            prop_assert_eq!(game.position(), expected);
        }
        prop_assert_eq!(game.ply_count(), 0);
    }
}
