//! "Practise mistakes" in the game library: the shown reviewed games' mistakes of the person's side,
//! gathered in order and practised game by game.

use super::super::learn::command::LearnCommand;
use std::path::PathBuf;
use std::sync::Arc;
use std::time::Duration;

use egui::{Key, Modifiers};
use egui_kittest::kittest::Queryable;

use ardri_rules::{Game, Rules, Side};

use super::super::game::commands::Command;
use super::super::game::runtime::Waiting;
use super::super::learn;
use super::library::{folder, library_app, play_beside_the_library};
use super::{FixedDialogs, drill, settle, shown_solution, step_until};

/// Each exercise as (game, ply, side).
fn plan(exercises: &[learn::MistakeToFix]) -> Vec<(usize, usize, Side)> {
    exercises.iter().map(|e| (e.game, e.ply, e.side)).collect()
}

#[test]
fn a_folders_mistakes_are_gathered_in_order() {
    let dir = folder();
    let path = |name: &str| dir.path().join(name);
    let jobs: Vec<(PathBuf, Vec<Side>)> = vec![
        (path("alpha.ron"), vec![Side::Defenders]),
        (path("gamma.ron"), vec![Side::Defenders]),
        (path("missing.ron"), vec![Side::Defenders]),
        (path("beta.ron"), vec![Side::Attackers, Side::Defenders]),
    ];
    let practice = learn::gather(&jobs);
    use Side::{Attackers, Defenders};
    assert_eq!(
        plan(&practice.exercises),
        [
            (0, 1, Defenders),
            (1, 1, Defenders),
            (1, 2, Attackers),
            (1, 3, Defenders)
        ],
        "game by game, each in game order: blunders and mistakes, not the inaccuracy at move 5; \
         gamma has no review"
    );
    let names: Vec<&str> = practice.games.iter().map(|g| g.name.as_str()).collect();
    assert_eq!(names, ["alpha.ron", "beta.ron"]);
    assert_eq!(practice.problems.len(), 1, "{:?}", practice.problems);
    assert!(practice.problems[0].starts_with("missing.ron: could not read"));
    // Each exercise carries its position and the move played there.
    let beta = &practice.exercises[2];
    let mut game = Game::new(Rules::default());
    game.play_text("c3c2").unwrap();
    assert_eq!(beta.position, *game.position());
    assert_eq!(beta.played.to_string(), "d2e2");
}

#[test]
fn practise_mistakes_goes_through_the_games_one_by_one() {
    let dir = folder();
    let mut h = library_app(dir.path(), Arc::new(FixedDialogs::default()));
    h.get_by_label("File column").click();
    h.run();
    // Human's side in each game: the defenders in alpha, the attackers in beta.
    h.get_by_label("Practise mistakes (2)");
    h.get_by_label("Whose mistakes").click();
    h.run();
    h.get_by_label("the defenders").click();
    h.run();
    h.get_by_label("Practise mistakes (3)");
    h.get_by_label("Whose mistakes").click();
    h.run();
    h.get_by_label("the player named").click();
    h.run();

    play_beside_the_library(&mut h, &["c3c2"]);
    h.get_by_label("Practise mistakes (2)").click();
    h.step();
    step_until(&mut h, Duration::from_secs(10), |app| {
        app.seen().waiting()
            == Waiting::Confirm(Box::new(Command::from(LearnCommand::StartPractice)))
    });
    h.run();
    h.get_by_label("Discard").click();
    h.run();
    let learn = h.state().seen().drill().expect("practising");
    assert_eq!(
        plan(&learn.exercises),
        [(0, 1, Side::Defenders), (1, 2, Side::Attackers)]
    );
    let alpha = dir.path().join("alpha.ron");
    assert_eq!(h.state().seen().game().path(), Some(alpha.as_path()));
    assert_eq!(h.state().seen().game().view_ply, 0);
    h.get_by_label("1 of 2 (game 1 of 2)");

    // A change to the game on the board is not dropped silently when the next game comes.
    h.key_press_modifiers(Modifiers::COMMAND, Key::Z);
    h.run();
    assert!(h.state().seen().game().is_dirty());
    h.get_by_label("Skip this one").click();
    h.run();
    assert_eq!(
        h.state().seen().waiting(),
        Waiting::Confirm(Box::new(Command::from(LearnCommand::NextGame)))
    );
    h.get_by_label("Cancel").click();
    h.run();
    assert_eq!(h.state().seen().game().path(), Some(alpha.as_path()));
    h.get_by_label("Show that game").click();
    h.run();
    h.get_by_label("Discard").click();
    h.run();
    let beta = dir.path().join("beta.ron");
    assert_eq!(h.state().seen().game().path(), Some(beta.as_path()));
    assert_eq!(
        h.state().seen().game().view_ply,
        1,
        "before the attackers' move 2"
    );
    h.get_by_label("2 of 2 (game 2 of 2)");
    h.get_by_label("Skip this one").click();
    h.run();
    let learn = drill(&h);
    assert!(learn.done());
    assert!(
        learn
            .message
            .contains("0 found at once, 0 with help, 2 skipped, of 2")
            && learn.message.contains("Over 2 games"),
        "{}",
        learn.message
    );
    h.get_by_label("alpha.ron: 0 at once, 0 with help, 1 skipped");
}

/// Solution's line and its preview work for each game of a folder's practise: the line is searched
/// from the exercise's own position in the game on the board, and going on to the next game forgets
/// the line and leaves the preview.
#[test]
fn the_best_line_is_found_and_previewed_in_each_game_of_a_practise() {
    let dir = folder();
    let mut h = library_app(dir.path(), Arc::new(FixedDialogs::default()));
    h.state_mut().arrange().settings().review_depth = 4;
    h.get_by_label("File column").click();
    h.run();
    h.get_by_label("Practise mistakes (2)").click();
    h.step();
    step_until(&mut h, Duration::from_secs(10), |app| {
        app.seen().drill().is_some()
    });
    h.run();

    let mut previewed = Vec::new();
    for game in ["alpha.ron", "beta.ron"] {
        let path = dir.path().join(game);
        assert_eq!(h.state().seen().game().path(), Some(path.as_path()));
        let learn = drill(&h);
        assert!(learn.solution.is_none() && learn.line_for.is_none());
        assert!(h.state().seen().board().preview.is_none());
        let exercise = learn.current().unwrap().clone();
        let best = exercise.before.unwrap().best.unwrap();
        assert_eq!(h.state().seen().game().shown_position(), exercise.position);

        let line = shown_solution(&mut h);
        assert_eq!(
            line[0], best,
            "{game}: the line starts with the review's move"
        );
        assert!(
            line.len() >= 2,
            "{game}: the engine's line after it: {line:?}"
        );
        let mut after = exercise.position;
        after.play_unchecked(best);

        h.get_by_label("Preview the line").click();
        settle(&mut h);
        let preview = h.state().seen().board().preview.clone().expect("a preview");
        assert_eq!(preview.from, exercise.position, "{game}: from the exercise");
        assert_eq!((preview.step, preview.position()), (1, after));
        assert_eq!(preview.line, line);
        previewed.push(preview.from);

        // On with the preview still shown: the next game's exercise (or the summary) replaces it.
        h.get_by_label("Skip this one").click();
        h.run();
        assert!(h.state().seen().board().preview.is_none(), "{game}");
        let learn = drill(&h);
        assert!(learn.solution.is_none() && learn.line_for.is_none());
    }
    assert_ne!(previewed[0], previewed[1]);
    assert!(drill(&h).done());
}
