//! A differential test against the `hnefatafl` crate (a tafl rules library by other authors) as an
//! independent oracle: its rule options express Ard Ri as docs/RULES.md defines it (all pieces move one
//! square, the king is strong and armed, only he may enter the corners and the throne, empty corners and
//! throne and the edge are hostile to him only, corner escape, no shieldwalls or forts). Random games are
//! compared move by move: the legal moves, the placement after each move, and whether the game ended.
//!
//! Where the libraries differ by design the comparison allows for it: `hnefatafl` removes a captured king
//! and ends a game when a side loses its last piece, where this project keeps the king on the board with
//! a "captured" flag and ends the game when the side without pieces is to move. Repetition is left out
//! (the crate counts repeated plays rather than positions).

use std::collections::BTreeSet;

use ardri_rules::{Bitboard, NoMoveResult, Position, Rules, Side, Square};
use hnefatafl::aliases::{SmallBasicGameLogic, SmallBasicGameState};
use hnefatafl::board::state::BoardState;
use hnefatafl::collections::PieceSet;
use hnefatafl::game::GameStatus;
use hnefatafl::pieces::{BASIC_PIECES, KING, PieceType};
use hnefatafl::rules::{HostilityRules, KingAttack, KingStrength, OccupyRules, PassRules, Ruleset};
use hnefatafl::tiles::Tile;
use proptest::prelude::*;

fn ruleset(rules: &Rules) -> Ruleset {
    let king_and_soldiers_if_option = if rules.restricted_hostile {
        PieceSet::all()
    } else {
        PieceSet::from_piece(KING)
    };
    Ruleset {
        pieces: BASIC_PIECES,
        edge_escape: false,
        king_strength: KingStrength::Strong,
        king_attack: KingAttack::Armed,
        shieldwall: None,
        exit_fort: false,
        hostile_tiles: HostilityRules {
            throne: king_and_soldiers_if_option,
            corners: king_and_soldiers_if_option,
            edge: if rules.edge_hostile_to_king {
                PieceSet::from_piece(KING)
            } else {
                PieceSet::none()
            },
        },
        occupiable_tiles: OccupyRules {
            throne: PieceSet::from_piece(KING),
            corners: PieceSet::from_piece(KING),
        },
        passable_tiles: PassRules {
            throne: PieceSet::all(),
        },
        slow_pieces: PieceSet::all(),
        starting_side: match rules.first_mover {
            Side::Attackers => hnefatafl::pieces::Side::Attacker,
            Side::Defenders => hnefatafl::pieces::Side::Defender,
        },
        enclosure_win: None,
        repetition_rule: None,
        draw_on_no_plays: rules.no_move == NoMoveResult::Draw,
        linnaean_capture: false,
    }
}

/// Our square to the crate's tile: row 0 is rank 7, as in both libraries' position strings.
fn tile(sq: Square) -> Tile {
    Tile::new(6 - sq.rank(), sq.file())
}

fn square(t: Tile) -> Square {
    Square::from_coords(t.col, 6 - t.row).expect("a 7x7 tile")
}

/// The crate's state for one of our positions (its position string uses t, T and K).
fn their_state(pos: &Position) -> SmallBasicGameState {
    let placement: String = pos
        .fen()
        .split(' ')
        .next()
        .unwrap()
        .chars()
        .map(|c| match c {
            'a' => 't',
            'd' => 'T',
            'k' => 'K',
            other => other,
        })
        .collect();
    let side = match pos.side_to_move() {
        Side::Attackers => hnefatafl::pieces::Side::Attacker,
        Side::Defenders => hnefatafl::pieces::Side::Defender,
    };
    SmallBasicGameState::new(&placement, side).expect("the crate reads the placement")
}

/// The crate's placement as (attackers, defenders, king) bitboards.
fn their_placement(state: &SmallBasicGameState) -> (Bitboard, Bitboard, Bitboard) {
    let mut out = (Bitboard::EMPTY, Bitboard::EMPTY, Bitboard::EMPTY);
    for sq in Square::all() {
        if let Some(piece) = state.board.get_piece(tile(sq)) {
            let bit = sq.bitboard();
            match (piece.side, piece.piece_type) {
                (hnefatafl::pieces::Side::Attacker, _) => out.0 |= bit,
                (_, PieceType::King) => out.2 |= bit,
                _ => out.1 |= bit,
            }
        }
    }
    out
}

/// Every legal move of the crate's state as our canonical text.
fn their_moves(logic: &SmallBasicGameLogic, state: &SmallBasicGameState) -> BTreeSet<String> {
    if matches!(state.status, GameStatus::Over(_)) {
        return BTreeSet::new();
    }
    let mut moves = BTreeSet::new();
    for t in state.board.occupied_by_side(state.side_to_play) {
        for play in logic.iter_plays(t, state).expect("an occupied tile") {
            moves.insert(format!(
                "{}{}",
                square(play.play.from),
                square(play.play.to())
            ));
        }
    }
    moves
}

fn our_moves(pos: &Position) -> BTreeSet<String> {
    pos.legal_moves().iter().map(|m| m.to_string()).collect()
}

fn any_rules() -> impl Strategy<Value = Rules> {
    (any::<bool>(), any::<bool>(), any::<bool>()).prop_map(|(attackers_first, edge, restricted)| {
        Rules {
            first_mover: if attackers_first {
                Side::Attackers
            } else {
                Side::Defenders
            },
            edge_hostile_to_king: edge,
            restricted_hostile: restricted,
            ..Rules::default()
        }
    })
}

/// Compares one position's moves and every move's result with the crate.
fn compare(pos: &Position) -> Result<(), TestCaseError> {
    let logic = SmallBasicGameLogic::new(ruleset(pos.rules()), 7);
    let state = their_state(pos);
    prop_assert_eq!(
        our_moves(pos),
        their_moves(&logic, &state),
        "moves of {}",
        pos.fen()
    );
    for &m in pos.legal_moves().iter() {
        let mut ours = *pos;
        let played = ours.play_unchecked(m);
        let play = hnefatafl::play::Play::from_tiles(tile(m.from), tile(m.to)).unwrap();
        let theirs = logic
            .do_play(play, state)
            .expect("the crate accepts our move")
            .new_state;
        let (a, d, k) = their_placement(&theirs);
        prop_assert_eq!(
            ours.attackers(),
            a,
            "attackers after {} in {}",
            m,
            pos.fen()
        );
        prop_assert_eq!(
            ours.defenders(),
            d,
            "defenders after {} in {}",
            m,
            pos.fen()
        );
        if played.king_captured {
            // The crate takes the captured king off the board.
            prop_assert_eq!(k, Bitboard::EMPTY, "king after {} in {}", m, pos.fen());
        } else {
            prop_assert_eq!(ours.king(), k, "king after {} in {}", m, pos.fen());
        }
        let they_ended = matches!(theirs.status, GameStatus::Over(_));
        let we_ended = ours.is_decided_on_board() || !ours.has_moves();
        prop_assert_eq!(we_ended, they_ended, "end after {} in {}", m, pos.fen());
    }
    Ok(())
}

#[test]
fn the_start_position_agrees() {
    compare(&Position::start(Rules::default())).unwrap();
}

#[test]
fn perft_to_depth_4_agrees() {
    fn their_perft(logic: &SmallBasicGameLogic, state: SmallBasicGameState, depth: u32) -> u64 {
        if depth == 0 {
            return 1;
        }
        if matches!(state.status, GameStatus::Over(_)) {
            return 0;
        }
        let mut total = 0;
        for t in state.board.occupied_by_side(state.side_to_play) {
            for play in logic.iter_plays(t, &state).unwrap() {
                let next = logic.do_valid_play(play, state).new_state;
                total += their_perft(logic, next, depth - 1);
            }
        }
        total
    }
    let start = Position::start(Rules::default());
    let logic = SmallBasicGameLogic::new(ruleset(start.rules()), 7);
    for depth in 1..=4 {
        assert_eq!(
            their_perft(&logic, their_state(&start), depth),
            ardri_rules::perft(&start, depth),
            "depth {depth}"
        );
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 256, ..ProptestConfig::default() })]

    #[test]
    fn random_games_agree(rules in any_rules(), picks in prop::collection::vec(any::<usize>(), 0..120)) {
        let mut pos = Position::start(rules);
        for pick in picks {
            // A finished position was checked as the result of the move that ended the game; the
            // crate cannot be given it afresh (a position string has no "king captured" flag).
            if pos.is_decided_on_board() {
                break;
            }
            compare(&pos)?;
            let moves = pos.legal_moves();
            if moves.is_empty() {
                break;
            }
            pos.play_unchecked(moves[pick % moves.len()]);
        }
    }
}
