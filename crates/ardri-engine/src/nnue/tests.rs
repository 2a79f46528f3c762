use ardri_rules::Rules;

use super::features::{turn, turned};
use super::*;

#[test]
fn the_embedded_network_loads_and_damage_is_refused() {
    let net = Network::embedded();
    assert_eq!(Network::from_bytes(&net.to_bytes()).unwrap(), net);
    let mut bytes = net.to_bytes();
    let middle = bytes.len() / 2;
    bytes[middle] ^= 1;
    assert_eq!(Network::from_bytes(&bytes), Err(NetworkError::Checksum));
    bytes.truncate(100);
    assert!(matches!(
        Network::from_bytes(&bytes),
        Err(NetworkError::Length { .. })
    ));
    assert_eq!(
        Network::from_bytes(b"nothing of the kind"),
        Err(NetworkError::BadMagic)
    );
}

/// A plain network (the input set of formats 1 and 2) with its output copied into `buckets`
/// buckets, bucket b's output shifted by b * 100 units so each bucket answers differently.
fn bucketed(buckets: usize) -> Network {
    let net = plain();
    Network {
        buckets,
        w2: net.w2.repeat(buckets),
        b2: (0..buckets as i32)
            .map(|b| net.b2[0] + b * 100 * QA * QB / LOGIT_CP)
            .collect(),
        ..net
    }
}

#[test]
fn buckets_split_the_output_by_pieces_and_round_trip() {
    let start = Position::start(Rules::default());
    assert_eq!(bucket(&start, 4), 0);
    let bare: Position = "7/7/7/3k3/7/2a4/7 d".parse().unwrap();
    assert_eq!(bucket(&bare, 4), 3);
    assert_eq!(bucket(&bare, 1), 0);
    let net = bucketed(4);
    assert_eq!(Network::from_bytes(&net.to_bytes()).unwrap(), net);
    // The same accumulator, two piece counts: two buckets, outputs 100 units apart.
    let one = plain();
    let mut acc = Accumulator::default();
    one.refresh(&bare, &mut acc);
    let attackers = bare.with_side_to_move(Side::Attackers);
    assert_eq!(
        net.evaluate(&acc, &attackers) - one.evaluate(&acc, &attackers),
        300
    );
    one.refresh(&start, &mut acc);
    assert_eq!(net.evaluate(&acc, &start), one.evaluate(&acc, &start));
    // A version 1 file (one output, no bucket count, no input set) still loads, and so does a
    // version 2 file (bucket count, no input set).
    assert_eq!(Network::from_bytes(&older(&one, 1, 16..20)).unwrap(), one);
    assert_eq!(Network::from_bytes(&older(&one, 2, 18..20)).unwrap(), one);
}

/// `net`'s file written as format `version`: the header fields it lacks (`missing`) removed and
/// the checksum made anew.
fn older(net: &Network, version: u8, missing: std::ops::Range<usize>) -> Vec<u8> {
    let mut bytes = net.to_bytes();
    bytes[8] = version;
    bytes.drain(missing);
    checksummed(bytes)
}

/// `bytes` with their last 8 bytes made the checksum of the rest again.
fn checksummed(mut bytes: Vec<u8>) -> Vec<u8> {
    let body = bytes.len() - 8;
    let sum = fnv1a(&bytes[..body]);
    bytes[body..].copy_from_slice(&sum.to_le_bytes());
    bytes
}

/// A plain network with small pseudo-random weights.
fn plain() -> Network {
    random_network(FeatureSet::Plain, 32)
}

/// A king-relative network with small pseudo-random weights.
fn king_relative(hidden: usize) -> Network {
    random_network(FeatureSet::KingRelative, hidden)
}

/// A network of `features` with small pseudo-random weights (no training needed to test the
/// arithmetic).
fn random_network(features: FeatureSet, hidden: usize) -> Network {
    let mut seed = 0x2545_f491_4f6c_dd1du64;
    let mut next = move || {
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        (seed % 201) as i16 - 100
    };
    let inputs = features.inputs();
    Network {
        hidden,
        buckets: 1,
        features,
        w1: (0..inputs * hidden).map(|_| next()).collect(),
        b1: (0..hidden).map(|_| next()).collect(),
        w2: (0..hidden).map(|_| next() / 4).collect(),
        b2: vec![0],
    }
}

/// Random games from the start: each child's accumulator updated from its parent's must equal
/// one summed afresh, and so must the evaluation.
fn check_incremental(net: &Network) {
    let mut pos = Position::start(Rules::default());
    let mut acc = Accumulator::default();
    net.refresh(&pos, &mut acc);
    let mut seed = 0x9e37_79b9_7f4a_7c15u64;
    let (mut king_moves, mut captures) = (0, 0);
    for _ in 0..400 {
        let moves = pos.legal_moves();
        if moves.is_empty() || pos.is_decided_on_board() {
            pos = Position::start(Rules::default());
            net.refresh(&pos, &mut acc);
            continue;
        }
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        let m = moves[(seed % moves.len() as u64) as usize];
        let played = pos.play_unchecked(m);
        king_moves += usize::from(played.piece == Piece::King);
        captures += played.captured.count();
        let mut child = Accumulator::default();
        net.update(&acc, &played, &pos, &mut child);
        let mut fresh = Accumulator::default();
        net.refresh(&pos, &mut fresh);
        assert_eq!(child.values[..net.hidden], fresh.values[..net.hidden]);
        assert_eq!(net.evaluate(&child, &pos), net.evaluate(&fresh, &pos));
        acc = child;
    }
    assert!(
        king_moves > 10 && captures > 10,
        "the games moved the king {king_moves} times and captured {captures} pieces"
    );
}

#[test]
fn incremental_updates_equal_a_refresh() {
    check_incremental(&Network::embedded());
    check_incremental(&plain());
    check_incremental(&king_relative(32));
}

#[test]
fn king_relative_inputs_see_the_eight_symmetries_as_one() {
    let net = king_relative(32);
    assert_eq!(Network::from_bytes(&net.to_bytes()).unwrap(), net);
    // The king on c2, off every axis of symmetry: its eight turns are one position to the
    // network.
    let pos: Position = "3a3/1a5/7/a4d1/4a2/d1k4/2a4 d".parse().unwrap();
    let mut acc = Accumulator::default();
    net.refresh(&pos, &mut acc);
    let value = net.evaluate(&acc, &pos);
    let mut inputs = FeatureSet::KingRelative.active_inputs(&pos);
    inputs.sort_unstable();
    let mut kings = std::collections::HashSet::new();
    for symmetry in 0..8 {
        let other = turned(&pos, symmetry);
        kings.insert(other.king_square());
        let mut other_inputs = FeatureSet::KingRelative.active_inputs(&other);
        other_inputs.sort_unstable();
        assert_eq!(other_inputs, inputs, "symmetry {symmetry}");
        net.refresh(&other, &mut acc);
        assert_eq!(net.evaluate(&acc, &other), value);
    }
    assert_eq!(kings.len(), 8);
    // Every king square maps into the triangle, and the triangle's squares to 0..10.
    let mut seen = [false; KING_SQUARES];
    for sq in Square::all() {
        let other = Position::from_parts(
            ardri_rules::Bitboard::EMPTY,
            ardri_rules::Bitboard::EMPTY,
            sq.into(),
            Side::Defenders,
            Rules::default(),
        )
        .unwrap();
        seen[KingFrame::of(&other).king] = true;
    }
    assert!(seen.iter().all(|&s| s));
}

#[test]
fn mirror_images_are_the_distinct_input_sets_of_the_turns() {
    let images = |text: &str| {
        let pos: Position = text.parse().unwrap();
        let images = FeatureSet::KingRelative.images(&pos);
        let mut own = FeatureSet::KingRelative.active_inputs(&pos);
        own.sort_unstable();
        assert_eq!(
            images[0], own,
            "{text}: the position's own inputs come first"
        );
        // Each image is the input set of a real turn of the position.
        for image in &images {
            assert!((0..8).any(|s| {
                let mut inputs = FeatureSet::KingRelative.active_inputs(&turned(&pos, s));
                inputs.sort_unstable();
                &inputs == image
            }));
        }
        images.len()
    };
    // King on c2, off every axis: one set.
    assert_eq!(images("3a3/1a5/7/a4d1/4a2/d1k4/2a4 d"), 1);
    // King on c3, on the a1-g7 diagonal, pieces off it: the position and its mirror image.
    assert_eq!(images("3a3/1a5/7/a4d1/2k1a2/d6/2a4 d"), 2);
    // King on the throne, pieces placed with no symmetry: eight.
    assert_eq!(images("3a3/1a5/7/a2k1d1/4a2/d6/2a4 a"), 8);
    // The start is symmetric every way: one set, though the king is on the throne.
    assert_eq!(images(&Position::start(Rules::default()).to_string()), 1);
    // Plain inputs read every turn of an unsymmetric position apart.
    let pos: Position = "3a3/1a5/7/a4d1/4a2/d1k4/2a4 d".parse().unwrap();
    assert_eq!(FeatureSet::Plain.images(&pos).len(), 8);
}

#[test]
fn an_unknown_input_set_is_refused() {
    let mut bytes = Network::embedded().to_bytes();
    bytes[18] = 7;
    assert_eq!(
        Network::from_bytes(&checksummed(bytes)),
        Err(NetworkError::Features(7))
    );
}

/// A position with the king on `king`, attackers on `attackers` and nothing else.
fn king_and_attackers(king: &str, attackers: &[&str]) -> Position {
    let square = |name: &str| name.parse::<Square>().unwrap();
    Position::from_parts(
        attackers.iter().map(|a| square(a)).collect(),
        ardri_rules::Bitboard::EMPTY,
        square(king).into(),
        Side::Attackers,
        Rules::default(),
    )
    .unwrap()
}

#[test]
fn king_relative_inputs_are_indexed_by_the_kings_square_in_the_triangle() {
    let inputs = |king: &str, attacker: &str| {
        FeatureSet::KingRelative.active_inputs(&king_and_attackers(king, &[attacker]))
    };
    // King on c2, the triangle's 6th square (a1 b1 c1 d1, b2 c2 ...): an attacker on b1 is input
    // 5 x 98 + 1, the king's own input 980 + 5.
    assert_eq!(inputs("c2", "b1"), vec![5 * PIECE_INPUTS + 1, 985]);
    // e2 (files mirrored) and b3 (files and ranks swapped) are c2 in the triangle, and f1 and a2
    // are b1 seen from them.
    assert_eq!(inputs("e2", "f1"), inputs("c2", "b1"));
    assert_eq!(inputs("b3", "a2"), inputs("c2", "b1"));
    // f6 is b2 (the 5th square), d4 the 10th.
    assert_eq!(inputs("f6", "f7"), vec![4 * PIECE_INPUTS + 1, 984]);
    assert_eq!(inputs("d4", "b1"), vec![9 * PIECE_INPUTS + 1, 989]);
    // A defender is 49 on from an attacker on the same square.
    let mut pos = king_and_attackers("c2", &[]);
    pos = Position::from_parts(
        pos.attackers(),
        "a2".parse::<Square>().unwrap().into(),
        pos.king(),
        Side::Defenders,
        Rules::default(),
    )
    .unwrap();
    assert_eq!(
        FeatureSet::KingRelative.active_inputs(&pos),
        vec![5 * PIECE_INPUTS + 49 + 7, 985, KING_RELATIVE_INPUTS - 1]
    );
    // Every king square and its eight turns fall on one square of the triangle.
    for king in Square::all() {
        let frame = KingFrame::of(&king_and_attackers(&king.to_string(), &[]));
        for symmetry in 0..8 {
            let turned = Square::new(turn(king.index(), symmetry) as u8).unwrap();
            let other = KingFrame::of(&king_and_attackers(&turned.to_string(), &[]));
            assert_eq!(other.king, frame.king, "{king} turned by {symmetry}");
        }
    }
}
