//! One test per capture and end rule of docs/RULES.md, on positions written as position strings.

use ardri_rules::{
    Bitboard, EndReason, Game, NoMoveResult, Outcome, Played, Position, Rules, Side, Square,
};

fn sq(name: &str) -> Square {
    name.parse().unwrap()
}

fn squares(names: &[&str]) -> Bitboard {
    names.iter().map(|n| sq(n)).collect()
}

fn pos(fen: &str) -> Position {
    fen.parse().unwrap_or_else(|e| panic!("{fen}: {e}"))
}

fn pos_with(fen: &str, rules: Rules) -> Position {
    Position::from_fen(fen, rules).unwrap_or_else(|e| panic!("{fen}: {e}"))
}

/// Parses and plays a move, as a person would type it.
fn play(position: &mut Position, text: &str) -> Played {
    let m = position
        .parse_move(text)
        .unwrap_or_else(|e| panic!("{e}\n{}", position.diagram()));
    position
        .play(m)
        .unwrap_or_else(|e| panic!("{text}: {e}\n{}", position.diagram()))
}

fn captures_of(fen: &str, rules: Rules, mv: &str) -> Bitboard {
    let mut p = pos_with(fen, rules);
    play(&mut p, mv).captured
}

// ---- captures by the attackers, one per direction ----

#[test]
fn attacker_captures_northwards() {
    // b4 attacker, b3 defender, c2 attacker steps to b2: b3 is caught between b2 and b4.
    let fen = "7/4k2/7/1a5/1d5/2a4/7 a";
    let mut p = pos(fen);
    let played = play(&mut p, "c2b2");
    assert_eq!(played.captured, squares(&["b3"]));
    assert_eq!(p.piece_at(sq("b3")), None);
    assert_eq!(p.defenders(), Bitboard::EMPTY);
    assert_eq!(played.to_string(), "c2-b2xb3");
}

#[test]
fn attacker_captures_southwards() {
    // b3 attacker, b4 defender, c5 attacker steps to b5.
    assert_eq!(
        captures_of("7/4k2/2a4/1d5/1a5/7/7 a", Rules::default(), "c5b5"),
        squares(&["b4"])
    );
}

#[test]
fn attacker_captures_eastwards() {
    // c3 defender, d3 attacker, b2 attacker steps to b3.
    assert_eq!(
        captures_of("7/4k2/7/7/2da3/1a5/7 a", Rules::default(), "b2b3"),
        squares(&["c3"])
    );
}

#[test]
fn attacker_captures_westwards() {
    // c3 attacker, d3 defender, e2 attacker steps to e3.
    assert_eq!(
        captures_of("7/4k2/7/7/2ad3/4a2/7 a", Rules::default(), "e2e3"),
        squares(&["d3"])
    );
}

// ---- captures by the defenders, the king armed ----

#[test]
fn defender_captures_in_each_direction() {
    // The same four shapes with the colours swapped; the king waits on f6.
    let cases = [
        ("7/5k1/7/1d5/1a5/2d4/7 d", "c2b2", "b3"),
        ("7/5k1/2d4/1a5/1d5/7/7 d", "c5b5", "b4"),
        ("7/5k1/7/7/2ad3/1d5/7 d", "b2b3", "c3"),
        ("7/5k1/7/7/2da3/4d2/7 d", "e2e3", "d3"),
    ];
    for (fen, mv, taken) in cases {
        assert_eq!(
            captures_of(fen, Rules::default(), mv),
            squares(&[taken]),
            "{fen} {mv}"
        );
    }
}

#[test]
fn king_captures_when_he_moves() {
    // b4 defender, b3 attacker, the king steps c2-b2 and takes b3.
    let mut p = pos("7/7/7/1d5/1a5/2k4/7 d");
    let played = play(&mut p, "c2b2");
    assert_eq!(played.captured, squares(&["b3"]));
    assert!(!played.king_captured && !played.king_escaped);
}

#[test]
fn king_serves_as_the_far_piece() {
    // b4 king, b3 attacker, a defender steps c2-b2 and takes b3.
    assert_eq!(
        captures_of("7/7/7/1k5/1a5/2d4/7 d", Rules::default(), "c2b2"),
        squares(&["b3"])
    );
}

#[test]
fn the_king_is_never_taken_by_two_sided_capture() {
    // The king on c3 between b3 and an attacker arriving on d3.
    let mut p = pos("7/7/7/7/1ak4/3a3/7 a");
    let played = play(&mut p, "d2d3");
    assert_eq!(played.captured, Bitboard::EMPTY);
    assert!(!played.king_captured);
    assert_eq!(p.king_square(), sq("c3"));
}

// ---- what is not hostile ----

#[test]
fn empty_corner_is_not_hostile_unless_the_option_says_so() {
    // Defender b1 between the empty corner a1 and an attacker arriving on c1.
    let fen = "7/4k2/7/7/7/2a4/1d5 a";
    assert_eq!(captures_of(fen, Rules::default(), "c2c1"), Bitboard::EMPTY);
    let hostile = Rules {
        restricted_hostile: true,
        ..Rules::default()
    };
    assert_eq!(captures_of(fen, hostile, "c2c1"), squares(&["b1"]));
}

#[test]
fn empty_throne_is_not_hostile_unless_the_option_says_so() {
    // Defender d3 between the empty throne d4 and an attacker arriving on d2.
    let fen = "7/4k2/7/7/3d3/2a4/7 a";
    assert_eq!(captures_of(fen, Rules::default(), "c2d2"), Bitboard::EMPTY);
    let hostile = Rules {
        restricted_hostile: true,
        ..Rules::default()
    };
    assert_eq!(captures_of(fen, hostile, "c2d2"), squares(&["d3"]));
    // The option works against the attackers too: an attacker on d5 against the empty throne.
    let fen = "7/7/3a3/7/7/7/4k2 d";
    let mut p = pos_with(fen, hostile);
    // a defender is needed to move: put one on c6 stepping to d6.
    p = Position::from_parts(
        p.attackers(),
        squares(&["c6"]),
        p.king(),
        Side::Defenders,
        hostile,
    )
    .unwrap();
    assert_eq!(play(&mut p, "c6d6").captured, squares(&["d5"]));
}

#[test]
fn occupied_throne_is_hostile_only_through_the_king() {
    let hostile = Rules {
        restricted_hostile: true,
        ..Rules::default()
    };
    // King on the throne d4, defender on d3, attacker arrives on d2: the throne is not empty, the king
    // is no friend of the attackers: no capture.
    assert_eq!(
        captures_of("7/7/7/3k3/3d3/2a4/7 a", hostile, "c2d2"),
        Bitboard::EMPTY
    );
    // King on the throne, attacker on d3, defender arrives on d2: the armed king takes d3 under any rules.
    assert_eq!(
        captures_of("7/7/7/3k3/3a3/2d4/7 d", Rules::default(), "c2d2"),
        squares(&["d3"])
    );
}

#[test]
fn the_edge_is_not_hostile_to_ordinary_pieces() {
    // Defender on a3 with an attacker arriving on b3: nothing beyond a3 but the edge.
    assert_eq!(
        captures_of("7/4k2/7/7/d6/1a5/7 a", Rules::default(), "b2b3"),
        Bitboard::EMPTY
    );
}

#[test]
fn moving_into_a_sandwich_is_safe() {
    // A defender steps c3-b3 between the attackers b2 and b4: it stays.
    let mut p = pos("7/4k2/7/1a5/2d4/1a5/7 d");
    let played = play(&mut p, "c3b3");
    assert_eq!(played.captured, Bitboard::EMPTY);
    assert_eq!(p.defenders(), squares(&["b3"]));
    // And a later attacker move elsewhere does not capture it either.
    play(&mut p, "b2c2");
    assert_eq!(p.defenders(), squares(&["b3"]));
}

#[test]
fn moving_away_does_not_capture() {
    // Attacker a3, defender b3, attacker on d3 steps to c3? No: it steps away from c3 to c2; the line
    // a3-b3-c3 never had an attacker arrive on it.
    let mut p = pos("7/4k2/7/7/ada4/7/7 a");
    let played = play(&mut p, "c3c2");
    assert_eq!(played.captured, Bitboard::EMPTY);
}

#[test]
fn one_move_captures_three_pieces() {
    // Attacker c2 steps to c3 between defenders b3, d3, c4 with attackers behind each (a3, e3, c5).
    let mut p = pos("7/5k1/2a4/2d4/ad1da2/2a4/7 a");
    let played = play(&mut p, "c2c3");
    assert_eq!(played.captured, squares(&["b3", "d3", "c4"]));
    assert_eq!(p.defenders(), Bitboard::EMPTY);
    assert_eq!(played.to_string(), "c2-c3xb3/d3/c4");
    assert_eq!(p.hash(), p.hash_from_scratch());
}

// ---- the king's capture ----

fn assert_king_captured(fen: &str, rules: Rules, mv: &str, expected: bool) {
    let mut game = Game::from_position(pos_with(fen, rules));
    let played = game.play_text(mv).unwrap();
    assert_eq!(played.king_captured, expected, "{fen} {mv}");
    let outcome = expected.then_some(Outcome {
        winner: Some(Side::Attackers),
        reason: EndReason::KingCaptured,
    });
    assert_eq!(game.outcome(), outcome, "{fen} {mv}");
    if expected {
        assert_eq!(game.position().legal_moves().len(), 0);
    }
}

#[test]
fn king_captured_by_four_attackers() {
    // King c5; attackers b5, d5, c6; the fourth arrives c3-c4.
    assert_king_captured("7/2a4/1aka3/7/2a4/7/7 a", Rules::default(), "c3c4", true);
}

#[test]
fn king_captured_by_three_attackers_and_the_throne() {
    // King d5 above the empty throne; attackers c5, e5; the third arrives d7-d6.
    assert_king_captured("3a3/7/2aka2/7/7/7/7 a", Rules::default(), "d7d6", true);
}

#[test]
fn king_captured_by_two_attackers_a_corner_and_the_edge() {
    // King b1 beside the corner a1; attacker c1; the second arrives b3-b2.
    // A spare defender on g4 keeps the defenders from running out of moves.
    let fen = "7/7/7/6d/1a5/7/1ka4 a";
    assert_king_captured(fen, Rules::default(), "b3b2", true);
    let soft_edge = Rules {
        edge_hostile_to_king: false,
        ..Rules::default()
    };
    assert_king_captured(fen, soft_edge, "b3b2", false);
}

#[test]
fn king_captured_by_three_attackers_on_the_edge() {
    // King d1; attackers c1, e1; the third arrives d3-d2.
    let fen = "7/7/7/6d/3a3/7/2aka2 a";
    assert_king_captured(fen, Rules::default(), "d3d2", true);
    let soft_edge = Rules {
        edge_hostile_to_king: false,
        ..Rules::default()
    };
    assert_king_captured(fen, soft_edge, "d3d2", false);
}

#[test]
fn three_attackers_without_the_fourth_side_do_not_capture() {
    // King c5; attackers b5, d5 and one arriving on c6; c4 is open.
    assert_king_captured("2a4/7/1aka3/7/7/7/7 a", Rules::default(), "c7c6", false);
}

#[test]
fn a_king_stepping_into_a_pocket_is_captured_only_when_an_attacker_arrives() {
    // Attackers c5, e5, d6 around d5, a spare attacker f6; the king on the throne; a spare defender g2.
    let mut game = Game::from_position(pos("7/3a1a1/2a1a2/3k3/7/6d/7 d"));
    let played = game.play_text("d4d5").unwrap();
    assert!(
        !played.king_captured,
        "the king's own move never gets him captured"
    );
    assert!(game.position().king_enclosed());
    assert_eq!(game.outcome(), None);
    // An attacker move away from the king changes nothing.
    assert!(!game.play_text("f6f7").unwrap().king_captured);
    game.play_text("g2g3").unwrap();
    // d6 steps aside (not next to the king): the pocket is open, no capture.
    assert!(!game.play_text("d6c6").unwrap().king_captured);
    game.play_text("g3g2").unwrap();
    // c6 steps back next to the king: now he is captured.
    assert!(game.play_text("c6d6").unwrap().king_captured);
    assert_eq!(
        game.outcome(),
        Some(Outcome {
            winner: Some(Side::Attackers),
            reason: EndReason::KingCaptured
        })
    );
}

// ---- the king's escape and the throne ----

#[test]
fn the_king_escapes_to_each_corner() {
    let cases = [
        ("7/7/7/7/7/7/1k5 d", "b1a1"),
        ("7/7/7/7/7/7/5k1 d", "f1g1"),
        ("7/k6/7/7/7/7/7 d", "a6a7"),
        ("7/6k/7/7/7/7/7 d", "kg7"),
    ];
    for (fen, mv) in cases {
        let mut game = Game::from_position(pos(fen));
        let played = game.play_text(mv).unwrap();
        assert!(played.king_escaped, "{fen} {mv}");
        assert_eq!(
            game.outcome(),
            Some(Outcome {
                winner: Some(Side::Defenders),
                reason: EndReason::KingEscaped
            })
        );
        assert_eq!(game.position().count_moves(), 0);
        assert!(game.play_text("a2a3").is_err());
    }
}

#[test]
fn only_the_king_may_enter_restricted_squares() {
    // A defender on b1 cannot step into a1; an attacker on c4 cannot step onto the empty throne.
    let p = pos("7/7/7/2a4/7/7/1d3k1 d");
    assert!(
        p.parse_move("b1a1")
            .unwrap_err()
            .to_string()
            .contains("only the king")
    );
    let p = p.with_side_to_move(Side::Attackers);
    assert!(
        p.parse_move("c4d4")
            .unwrap_err()
            .to_string()
            .contains("only the king")
    );
}

#[test]
fn the_king_may_re_enter_the_throne() {
    let mut p = pos("7/7/3k3/7/7/7/1a5 d");
    assert!(p.legal_moves().iter().any(|m| m.to == Square::D4));
    play(&mut p, "d5d4");
    assert_eq!(p.king_square(), Square::D4);
    play(&mut p, "b1b2");
    // And he may leave it again.
    play(&mut p, "d4e4");
    assert_eq!(p.king_square(), sq("e4"));
}

// ---- the end of the game ----

#[test]
fn no_legal_move_loses_or_draws_as_the_option_says() {
    // The attackers' only piece b1 is boxed in by a1 (restricted), c1 and b2.
    let fen = "7/4k2/7/7/7/1d5/1ad4 a";
    let game = Game::from_position(pos(fen));
    assert_eq!(
        game.outcome(),
        Some(Outcome {
            winner: Some(Side::Defenders),
            reason: EndReason::NoLegalMove
        })
    );
    let drawn = Rules {
        no_move: NoMoveResult::Draw,
        ..Rules::default()
    };
    let game = Game::from_position(pos_with(fen, drawn));
    assert_eq!(
        game.outcome(),
        Some(Outcome {
            winner: None,
            reason: EndReason::NoLegalMove
        })
    );
}

#[test]
fn an_enclosed_king_with_no_move_loses_for_the_defenders() {
    // A position string's enclosed king is not captured, but with no defenders he cannot move.
    let game = Game::from_position(pos("7/2a4/1aka3/2a4/7/7/7 d"));
    assert_eq!(
        game.outcome(),
        Some(Outcome {
            winner: Some(Side::Attackers),
            reason: EndReason::NoLegalMove
        })
    );
}

#[test]
fn a_move_that_leaves_the_opponent_without_moves_ends_the_game() {
    // The attacker b1 can only go to b2; a defender steps c2-b2... no: a defender steps a2-b2? a2 is
    // fine for a defender. The attacker on b1 has c1 (defender) and b2 open; the defender a2 steps to b2.
    let mut game = Game::from_position(pos("7/4k2/7/7/7/d6/1ad4 d"));
    assert_eq!(game.outcome(), None);
    game.play_text("a2b2").unwrap();
    assert_eq!(game.outcome().unwrap().reason, EndReason::NoLegalMove);
    assert_eq!(game.outcome().unwrap().winner, Some(Side::Defenders));
}

#[test]
fn third_repetition_draws() {
    let shuffle = ["c3c2", "b4b3", "c2c3", "b3b4"];
    let mut game = Game::new(Rules::default());
    for mv in shuffle {
        game.play_text(mv).unwrap();
    }
    assert_eq!(game.position(), &Position::start(Rules::default()));
    assert_eq!(game.occurrences(), 2);
    assert_eq!(game.outcome(), None);
    for mv in shuffle {
        game.play_text(mv).unwrap();
    }
    assert_eq!(game.occurrences(), 3);
    assert_eq!(
        game.outcome(),
        Some(Outcome {
            winner: None,
            reason: EndReason::Repetition
        })
    );
    // Undo reopens the game.
    game.undo();
    assert_eq!(game.outcome(), None);

    let no_repetition = Rules {
        repetition_draw: false,
        ..Rules::default()
    };
    let mut game = Game::new(no_repetition);
    for _ in 0..3 {
        for mv in shuffle {
            game.play_text(mv).unwrap();
        }
    }
    assert_eq!(game.occurrences(), 4);
    assert_eq!(game.outcome(), None);
}

#[test]
fn first_mover_option_sets_who_starts() {
    let attackers_first = Rules {
        first_mover: Side::Attackers,
        ..Rules::default()
    };
    let game = Game::new(attackers_first);
    assert_eq!(game.position().side_to_move(), Side::Attackers);
    // Six steps for each group of four attackers.
    assert_eq!(game.position().count_moves(), 24);
    assert_eq!(Game::new(Rules::default()).position().count_moves(), 8);
}

#[test]
fn undo_restores_the_position_and_the_history() {
    let mut game = Game::new(Rules::default());
    let start = *game.position();
    game.play_text("c3c2").unwrap();
    game.play_text("b4b3").unwrap();
    assert_eq!(game.ply_count(), 2);
    assert_eq!(game.undo().unwrap().mv.to_string(), "b4b3");
    assert_eq!(game.undo().unwrap().mv.to_string(), "c3c2");
    assert_eq!(game.undo(), None);
    assert_eq!(game.position(), &start);
}

#[test]
fn illegal_moves_are_refused_with_their_reason() {
    let mut game = Game::new(Rules::default());
    let err = game.play_text("e3e4").unwrap_err();
    assert_eq!(err.to_string(), "e3e4: the square e4 is occupied");
    let err = game.play_text("d2d3").unwrap_err();
    assert_eq!(
        err.to_string(),
        "d2d3: d2 holds an attacker, but it is the defenders' turn"
    );
    assert_eq!(game.ply_count(), 0);
}

/// A resignation or a flag fall ends a game the board left open; a board result cannot be declared,
/// nothing can be played after, and taking back a move lifts the declaration.
#[test]
fn declared_results_end_the_game_until_a_move_is_taken_back() {
    let mut game = Game::new(Rules::default());
    game.play_text("c3c2").unwrap();
    let resigned = Outcome {
        winner: Some(Side::Defenders),
        reason: EndReason::Resignation,
    };
    let board_result = Outcome {
        winner: Some(Side::Defenders),
        reason: EndReason::KingEscaped,
    };
    assert!(game.declare(board_result).is_err());
    game.declare(resigned).unwrap();
    assert_eq!(game.outcome(), Some(resigned));
    assert_eq!(game.outcome_at(1), Some(resigned));
    assert_eq!(game.outcome_at(0), None);
    assert!(game.play_text("d2e2").is_err());
    assert!(game.declare(resigned).is_err(), "already over");
    game.undo();
    assert_eq!(game.outcome(), None);
    assert_eq!(resigned.to_string(), "Defenders win: resignation");
}
