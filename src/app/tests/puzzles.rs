//! Puzzle mode through the window: a wrong move is refused and fails the puzzle, Retry starts it
//! again, the solution line solves it, and the ratings move the right way (and not on a replay).

use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;

use ardri_engine::puzzle::Puzzle;

use super::super::ArdRiApp;
use super::super::game::settings::Players;
use super::{harness, moves, play, puzzle_attempt, settle};

/// Opens puzzle mode from the menu; returns the puzzle on the board.
fn open_puzzles(h: &mut Harness<'_, ArdRiApp>) -> Puzzle {
    h.get_by_label("Puzzles").click();
    settle(h);
    h.get_by_label("Solve puzzles").click();
    settle(h);
    puzzle_attempt(h).puzzle.clone()
}

fn message(h: &Harness<'_, ArdRiApp>) -> String {
    let panel = h.state().seen().features().puzzles.panel.as_ref().unwrap();
    panel.attempt.as_ref().unwrap().message.clone()
}

/// The person's moves of the solution, played by clicks (the replies come by themselves).
fn solve(h: &mut Harness<'_, ArdRiApp>, p: &Puzzle) {
    for m in p.solution.iter().step_by(2) {
        play(h, &[&m.to_string()]);
    }
}

/// A move at `ply` of the line that is not the solution's and does not end the game (chosen
/// without asking the puzzle).
fn wrong_move(p: &Puzzle, ply: usize) -> String {
    let position = *p.game_at(ply).position();
    let m = position
        .legal_moves()
        .iter()
        .copied()
        .find(|&m| {
            let mut game = ardri_rules::Game::from_position(position);
            m != p.solution[ply] && game.play(m).is_ok() && !game.is_over()
        })
        .expect("a wrong move");
    m.to_string()
}

#[test]
fn a_wrong_move_fails_and_retry_solves_it_as_failed() {
    let mut h = harness(Players::YouDefend);
    let p = open_puzzles(&mut h);
    assert_eq!(h.state().seen().game().game.start(), &p.position);
    // The first move right, the opponent's reply comes by itself, then a wrong move.
    play(&mut h, &[&p.solution[0].to_string()]);
    assert_eq!(
        h.state().seen().game().game.ply_count(),
        2,
        "the reply was played"
    );
    play(&mut h, &[&wrong_move(&p, 2)]);
    assert!(message(&h).contains("not the move"), "{}", message(&h));
    assert_eq!(
        h.state().seen().game().game.ply_count(),
        2,
        "the wrong move is not played"
    );
    let record = &h.state().seen().features().puzzles.record;
    assert!(!record.history[0].solved);
    assert!(record.player.rating < 1500.0, "a failure lowers the rating");
    let after_fail = record.player;

    h.get_by_label("Retry").click();
    settle(&mut h);
    assert!(
        moves(&h).is_empty(),
        "Retry starts from the puzzle's position"
    );
    solve(&mut h, &p);
    let expected: Vec<String> = p.solution.iter().map(|m| m.to_string()).collect();
    assert_eq!(moves(&h), expected, "the replies were played automatically");
    assert!(h.state().seen().game().game.is_over());
    assert!(message(&h).contains("counts as failed"), "{}", message(&h));
    // Failed once, failed for the rating: the solve after it changes nothing.
    assert_eq!(
        h.state().seen().features().puzzles.record.player,
        after_fail
    );
    assert_eq!(h.state().seen().features().puzzles.record.history.len(), 1);
    assert_eq!(h.state().seen().features().puzzles.record.streak, 0);
}

#[test]
fn solving_raises_the_rating_and_lowers_the_puzzles_and_a_replay_does_not_count() {
    let mut h = harness(Players::YouDefend);
    let p = open_puzzles(&mut h);
    let puzzle_before = h
        .state()
        .seen()
        .features()
        .puzzles
        .record
        .puzzle_rating(&p)
        .rating;
    solve(&mut h, &p);
    assert_eq!(message(&h), "Solved!");
    let record = h.state().seen().features().puzzles.record.clone();
    assert!(record.player.rating > 1500.0, "{}", record.player.rating);
    assert!(record.puzzle_rating(&p).rating < puzzle_before);
    assert_eq!((record.streak, record.history.len()), (1, 1));
    assert!(
        !h.state().seen().game().is_dirty(),
        "a puzzle is no unsaved game"
    );

    // The next puzzle is another one; the history brings the first back.
    h.get_by_label("Next puzzle").click();
    settle(&mut h);
    let q = puzzle_attempt(&h).puzzle.clone();
    assert_ne!(q.id, p.id);
    h.get_by_label("History (1)").click();
    settle(&mut h);
    h.get_by_label(&format!("Retry {}", p.id)).click();
    settle(&mut h);
    assert_eq!(h.state().seen().game().game.start(), &p.position);
    play(&mut h, &[&wrong_move(&p, 0)]);
    assert_eq!(
        h.state().seen().features().puzzles.record.player,
        record.player,
        "a replay does not move the rating"
    );
}

/// Puzzles are a break from the game: closing them brings the game back as it was, its shown
/// position, variations, undo and unsaved state, and no "save your changes?" is asked before.
#[test]
fn closing_puzzles_brings_the_game_back_as_it_was() {
    let mut h = harness(Players::BothSides);
    play(&mut h, &["c3c2", "d2e2", "c2c3"]);
    h.state_mut()
        .send(super::super::game::commands::MoveCommand::GoTo(1));
    settle(&mut h);
    play(&mut h, &["a3a2"]); // a variation after the first move
    let game = moves(&h);
    let variations = h.state().seen().game().variations.clone();
    assert_eq!(variations.len(), 1);
    let shown = (
        h.state().seen().game().browsing,
        h.state().seen().game().view_ply,
    );
    assert!(h.state().seen().game().is_dirty());

    let p = open_puzzles(&mut h);
    assert!(h.query_by_label("Discard").is_none(), "nothing to ask");
    assert_eq!(h.state().seen().game().game.start(), &p.position);
    assert!(h.state().is_dirty(), "the game set aside is still unsaved");

    h.state_mut()
        .send(super::super::puzzles::PuzzleCommand::Close);
    settle(&mut h);
    let session = h.state().seen().game();
    assert_eq!(moves(&h), game);
    assert_eq!(session.variations, variations);
    assert_eq!((session.browsing, session.view_ply), shown);
    assert!(session.is_dirty());
    // Undo still knows the variation's move.
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::Z);
    settle(&mut h);
    assert!(h.state().seen().game().variations.is_empty());
}

/// A puzzle names the side the person plays in it, and its record no level: the status bar says
/// "You play the attackers here" for an attackers' puzzle (not the game's mode), and Judge as
/// reads the person and the puzzle, neither rated.
#[test]
fn a_puzzle_says_which_side_you_play_and_names_no_level() {
    let mut h = harness(Players::YouDefend);
    let p = open_puzzles(&mut h);
    let side = p.solver().name();
    h.get_by_label_contains(&format!("You play the {side} here"));
    let metadata = &h.state().seen().game().metadata;
    let label = super::super::game::judge::players_text(metadata);
    assert!(!label.contains("Level"), "{label}");
    assert!(label.contains("you (club"), "{label}");
    assert!(label.contains("Puzzle (club"), "{label}");
}
