//! The opening explorer: the shipped games and the person's own, each move with its count, a click
//! plays the move, and the switch to "My games" counts only the saves in the folder.

use std::time::Duration;

use ardri_rules::{EndReason, Game, Outcome, Position, Rules, Side};
use ardri_saves::{Metadata, to_save_file};
use egui_kittest::kittest::Queryable;

use super::super::explorer::Source;
use super::super::game::settings::Players;
use super::{harness, moves, settle, step_until};

/// A folder with one finished game of mine (c3c2 b4b5, the defenders resign), one unfinished game
/// and one file that is not a save.
fn folder_of_my_games() -> tempfile::TempDir {
    let dir = tempfile::tempdir().unwrap();
    let mut game = Game::new(Rules::default());
    game.play_text("c3c2").unwrap();
    game.play_text("b4b5").unwrap();
    let unfinished = to_save_file(&game, Metadata::default(), &[], &[]);
    ardri_saves::save(&dir.path().join("unfinished.ron"), &unfinished).unwrap();
    game.declare(Outcome {
        winner: Some(Side::Attackers),
        reason: EndReason::Resignation,
    })
    .unwrap();
    let finished = to_save_file(&game, Metadata::default(), &[], &[]);
    ardri_saves::save(&dir.path().join("won.ron"), &finished).unwrap();
    std::fs::write(dir.path().join("broken.ron"), "not a game").unwrap();
    dir
}

#[test]
fn the_explorer_counts_shipped_and_own_games_and_a_click_plays_the_move() {
    let shipped = ardri_explorer::shipped().unwrap();
    let start = Position::start(Rules::default());
    let shipped_start = shipped
        .query(&start)
        .expect("the shipped book holds the start");
    let shipped_c3c2 = shipped_start
        .moves
        .iter()
        .find(|m| m.mv.to_string() == "c3c2")
        .map_or(0, |m| m.results.games());

    let dir = folder_of_my_games();
    let mut h = harness(Players::BothSides);
    h.state_mut().arrange().settings().last_folder = Some(dir.path().to_path_buf());
    h.key_press(egui::Key::E);
    step_until(&mut h, Duration::from_secs(20), |app| {
        app.seen()
            .features()
            .explorer
            .books
            .as_ref()
            .is_some_and(|e| !e.loading())
    });
    settle(&mut h);
    let explorer = h
        .state_mut()
        .arrange()
        .features()
        .explorer
        .books
        .as_mut()
        .expect("open");
    let all = explorer.stats(&start).unwrap();
    assert_eq!(all.results.games(), shipped_start.results.games() + 1);
    let c3c2 = all
        .moves
        .iter()
        .find(|m| m.mv.to_string() == "c3c2")
        .unwrap();
    assert_eq!(c3c2.results.games(), shipped_c3c2 + 1);
    assert!(
        explorer.summary().contains("1 of yours"),
        "{}",
        explorer.summary()
    );
    assert!(
        explorer.summary().contains("1 unreadable"),
        "{}",
        explorer.summary()
    );
    // Every shipped move at the start is offered.
    for m in &shipped_start.moves {
        h.get_by_label(&super::super::game::notation::move_text(m.mv));
    }

    // Only mine: the one finished game.
    h.get_by_label("My games").click();
    settle(&mut h);
    assert_eq!(
        h.state().seen().features().explorer.settings.value.source,
        Source::Mine
    );
    h.get_by_label("1 game here");
    // A shipped move no game of mine played is not offered.
    let not_mine = shipped_start
        .moves
        .iter()
        .find(|m| m.mv.to_string() != "c3c2")
        .expect("the shipped book has other first moves");
    assert!(
        h.query_by_label(&super::super::game::notation::move_text(not_mine.mv))
            .is_none()
    );

    // A click on the move plays it; the explorer follows to the next position.
    h.get_by_label("c3-c2").click();
    settle(&mut h);
    assert_eq!(moves(&h), ["c3c2"]);
    h.get_by_label("b4-b5");

    // E closes it.
    h.key_press(egui::Key::E);
    settle(&mut h);
    assert!(h.state().seen().features().explorer.books.is_none());
}

/// In a finished game that was opened, a move from the explorer at an earlier position is a
/// variation: the game as played stays the main line, and undo takes the move away again.
#[test]
fn an_explorer_move_in_an_opened_game_is_a_variation_and_undo_takes_it_away() {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("saves/defenders-win.ron");
    let loaded = ardri_saves::load(&path).unwrap();
    let played: Vec<String> = loaded
        .game
        .moves()
        .iter()
        .map(|p| p.mv.to_string())
        .collect();
    let mut h = harness(Players::YouDefend);
    *h.state_mut().arrange().game() =
        super::super::game::session::Session::opened(loaded, path).unwrap();
    h.state_mut()
        .send(super::super::game::commands::MoveCommand::GoTo(0));
    h.key_press(egui::Key::E);
    step_until(&mut h, Duration::from_secs(20), |app| {
        app.seen()
            .features()
            .explorer
            .books
            .as_ref()
            .is_some_and(|e| !e.loading())
    });
    settle(&mut h);
    let start = Position::start(Rules::default());
    let other = ardri_explorer::shipped()
        .unwrap()
        .query(&start)
        .unwrap()
        .moves
        .iter()
        .map(|m| m.mv.to_string())
        .find(|m| *m != played[0])
        .expect("another first move");
    let other_move = start.parse_move(&other).unwrap();
    h.get_by_label(&super::super::game::notation::move_text(other_move))
        .click();
    settle(&mut h);
    assert_eq!(moves(&h), played, "the main line is the game as played");
    let session = h.state().seen().game();
    assert_eq!(session.variations.len(), 1);
    assert_eq!(session.variations[0].moves[0].to_string(), other);
    assert_eq!((session.browsing, session.view_ply), (Some(0), 1));

    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::Z);
    settle(&mut h);
    assert_eq!(moves(&h), played);
    let session = h.state().seen().game();
    assert!(session.variations.is_empty(), "undo takes the move away");
    assert_eq!((session.browsing, session.view_ply), (None, 0));
    assert!(session.game.is_over());
}

/// At 520x400 the explorer's window is narrow: the Score column stays in view (the results bars
/// give way, their counts in the games' tooltips), whole and inside the window.
#[test]
fn the_explorer_shows_its_scores_in_a_small_window() {
    let mut h = super::build(
        super::settings_for(Players::BothSides),
        std::sync::Arc::new(super::FixedDialogs::default()),
        None,
        [520.0, 400.0],
    );
    h.key_press(egui::Key::E);
    step_until(&mut h, Duration::from_secs(20), |app| {
        app.seen()
            .features()
            .explorer
            .books
            .as_ref()
            .is_some_and(|e| !e.loading())
    });
    settle(&mut h);
    let header = h.get_by_label("Score").rect();
    let window = h.get_by_label("Opening explorer").rect();
    let screen = egui::Rect::from_min_size(egui::Pos2::ZERO, egui::vec2(520.0, 400.0));
    // The Score column's header is whole inside the window, and the window on screen.
    assert!(
        window.contains_rect(header),
        "{header:?} outside {window:?}"
    );
    assert!(screen.contains_rect(header), "{header:?}");
    // The moves' column is there too, left of it.
    let first_move = h.get_by_label("c5-c6").rect();
    assert!(first_move.right() < header.left());
}
