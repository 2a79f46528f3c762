use ardri_rules::{Position, Rules, Side, Square};

use super::*;

fn position(fen: &str) -> Position {
    Position::from_fen(fen, Rules::default()).unwrap_or_else(|e| panic!("{fen}: {e}"))
}

fn mv(position: &Position, text: &str) -> Move {
    position
        .parse_move(text)
        .unwrap_or_else(|e| panic!("{text}: {e}"))
}

fn square(text: &str) -> Bitboard {
    Bitboard::from(text.parse::<Square>().unwrap())
}

#[test]
fn a_move_that_lets_the_king_be_captured_says_by_which_reply() {
    let before = position("7/6d/3a3/2aka2/7/3a3/7 d");
    let played = mv(&before, "g6g5");
    let best = mv(&before, "d4d3");
    let why = explain(&before, played, Some(best), Eval::Cp(0), Eval::Cp(0));
    assert_eq!(
        why.reasons,
        vec![Reason::LosesAtOnce {
            reply: mv(&before.after_unchecked(played), "d2d3"),
            how: WinAtOnce::KingCaptured,
        }]
    );
    let lines = why.lines(&before, played);
    assert_eq!(
        lines[0],
        "This lets the attackers capture the king with d2-d3."
    );
    assert_eq!(
        lines[1],
        "Better was d4-d3, keeping the king from being captured."
    );
}

#[test]
fn a_missed_king_capture_that_lets_the_king_escape_says_both() {
    let before = position("7/7/4d2/7/a6/k1a4/7 a");
    let played = mv(&before, "c2c3");
    let win = mv(&before, "c2b2");
    let why = explain(&before, played, Some(win), Eval::Cp(0), Eval::Cp(0));
    let lines = why.lines(&before, played);
    assert_eq!(
        lines,
        vec![
            "This misses a win on the spot: c2-b2 captures the king.".to_string(),
            "This lets the king escape with a2-a1.".to_string(),
            "Better was c2-b2, capturing the king.".to_string(),
        ]
    );
}

#[test]
fn a_piece_left_to_be_taken_is_named_with_the_capture() {
    let before = position("7/1k2a2/7/4da1/7/7/7 d");
    let played = mv(&before, "e4e5");
    let best = mv(&before, "b6c6");
    let why = explain(&before, played, Some(best), Eval::Cp(0), Eval::Cp(0));
    assert_eq!(
        why.reasons,
        vec![Reason::LeavesPieces {
            reply: mv(&before.after_unchecked(played), "f4e4"),
            squares: square("e5"),
        }]
    );
    assert_eq!(
        why.lines(&before, played)[0],
        "This leaves the defender on e5 to be taken by f4-e4xe5."
    );
    // The same piece moved where nothing reaches it: nothing to say but the better move.
    let safe = explain(&before, best, Some(played), Eval::Cp(0), Eval::Cp(0));
    assert!(
        !safe
            .reasons
            .iter()
            .any(|r| matches!(r, Reason::LeavesPieces { .. })),
        "{safe:?}"
    );
}

#[test]
fn a_missed_capture_names_the_piece_and_the_move() {
    let before = position("7/2d4/2a4/1d5/7/7/3k3 d");
    let played = mv(&before, "d1d2");
    let best = mv(&before, "b4c4");
    let why = explain(&before, played, Some(best), Eval::Cp(0), Eval::Cp(0));
    assert_eq!(
        why.reasons,
        vec![Reason::MissedCapture {
            capture: best,
            squares: square("c5"),
        }]
    );
    assert_eq!(
        why.lines(&before, played),
        vec![
            "This misses taking the attacker on c5 with b4-c4xc5.".to_string(),
            "Better was b4-c4xc5, taking the attacker on c5.".to_string(),
        ]
    );
}

#[test]
fn forced_wins_and_losses_come_from_the_search() {
    let start = Position::start(Rules::default());
    let mover = start.side_to_move();
    let played = start.legal_moves()[0];
    let win = |side: Side, moves| Eval::Win { side, moves };
    let missed = explain(&start, played, None, win(mover, 3), Eval::Cp(50));
    assert_eq!(missed.reasons, vec![Reason::MissedForcedWin { moves: 3 }]);
    assert_eq!(
        missed.reasons[0].text(&start, played),
        "This lets a forced win in 3 slip away."
    );
    let allowed = explain(&start, played, None, Eval::Cp(0), win(mover.opponent(), 4));
    assert_eq!(allowed.reasons, vec![Reason::AllowsForcedLoss { moves: 4 }]);
    assert!(
        allowed.reasons[0]
            .text(&start, played)
            .starts_with("This gives the attackers a forced win in 4")
            || allowed.reasons[0]
                .text(&start, played)
                .starts_with("This gives the defenders a forced win in 4")
    );
    // Already lost before: a longer loss is not this move's fault.
    let lost = explain(
        &start,
        played,
        None,
        win(mover.opponent(), 6),
        win(mover.opponent(), 5),
    );
    assert!(lost.reasons.is_empty(), "{lost:?}");
    assert_eq!(lost.better, None, "no better move known, no idea given");
}
