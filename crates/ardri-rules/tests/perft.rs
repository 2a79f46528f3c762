//! Perft from the start position, and agreement between the bitboard core and the reference board.

mod common;

use ardri_rules::perft::perft_make_unmake;
use ardri_rules::{NoMoveResult, Position, Rules, Side, divide, perft};
use common::{RefBoard, ref_move_text};

const START_COUNTS: [u64; 7] = [8, 176, 1736, 38400, 436448, 9851880, 122112152];

#[test]
fn perft_from_the_start_to_depth_6() {
    let start = Position::start(Rules::default());
    for (i, &expected) in START_COUNTS.iter().enumerate().take(6) {
        let depth = i as u32 + 1;
        assert_eq!(perft(&start, depth), expected, "depth {depth}");
    }
}

#[test]
fn make_unmake_agrees_with_copy_make() {
    let start = Position::start(Rules::default());
    let mut pos = start;
    assert_eq!(perft_make_unmake(&mut pos, 5), START_COUNTS[4]);
    assert_eq!(pos, start);
}

#[test]
fn the_reference_board_agrees_from_the_start_to_depth_6() {
    let reference = RefBoard::from_position(&Position::start(Rules::default()));
    for (i, &expected) in START_COUNTS.iter().enumerate().take(6) {
        assert_eq!(reference.perft(i as u32 + 1), expected, "depth {}", i + 1);
    }
}

/// About ten seconds: run with `cargo test --test perft -- --ignored`.
#[test]
#[ignore]
fn both_implementations_reach_the_depth_7_count() {
    let start = Position::start(Rules::default());
    assert_eq!(perft(&start, 7), START_COUNTS[6]);
    assert_eq!(RefBoard::from_position(&start).perft(7), START_COUNTS[6]);
}

#[test]
fn divide_agrees_with_the_reference_move_by_move() {
    let start = Position::start(Rules::default());
    let reference = RefBoard::from_position(&start);
    let mut expected: Vec<(String, u64)> = reference
        .moves()
        .into_iter()
        .map(|m| {
            let mut next = reference.clone();
            next.play(m);
            (ref_move_text(m), next.perft(3))
        })
        .collect();
    expected.sort();
    let actual: Vec<(String, u64)> = divide(&start, 4)
        .into_iter()
        .map(|(m, n)| (m.to_string(), n))
        .collect();
    assert_eq!(actual, expected);
}

/// Positions with kings near corners and edges, captures in reach, and every rule option, so the
/// two implementations are compared where the rules are most delicate.
#[test]
fn the_reference_board_agrees_on_tactical_positions_under_every_option() {
    let fens = [
        "2aaa2/3a3/a1ddd1a/aadkdaa/a1ddd1a/3a3/2aaa2 a",
        "7/2a4/1a1a3/a1k1d2/1a5/2d4/1a5 a",
        "1a3a1/a1d3a/2k4/2d4/a5a/1a3a1/7 d",
        "7/1ka4/a6/4d2/7/4a2/3a1d1 a",
        "2a4/1a1k3/2a1d2/7/d1a4/a1a1a2/1d1a1d1 d",
        "3a3/2aka2/3d3/1d3d1/7/7/7 a",
    ];
    let options = [
        Rules::default(),
        Rules {
            restricted_hostile: true,
            ..Rules::default()
        },
        Rules {
            edge_hostile_to_king: false,
            no_move: NoMoveResult::Draw,
            first_mover: Side::Attackers,
            repetition_draw: false,
            ..Rules::default()
        },
    ];
    for fen in fens {
        for rules in options {
            let pos = Position::from_fen(fen, rules).unwrap();
            let reference = RefBoard::from_position(&pos);
            for depth in 1..=4 {
                assert_eq!(
                    perft(&pos, depth),
                    reference.perft(depth),
                    "{fen} depth {depth} {rules:?}"
                );
            }
        }
    }
}
