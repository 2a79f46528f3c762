//! Games in files: save and open, a file named on the command line, a corrupt file, the guard for
//! unsaved work (set-ups, pastes and finished reviews count), the file chooser, the date a save keeps,
//! and the autosave (even after SIGKILL; gone after saving or discarding).

use super::super::game::commands::Command;
use super::super::game::commands::{FileCommand, MoveCommand, ViewCommand};
use super::super::game::engine_link::Purpose;
use super::super::game::runtime::Waiting;
use super::super::game::session::Session;
use super::super::game::settings::Players;
use super::*;
use egui::{Key, Modifiers, Role};
use egui_kittest::kittest::Queryable;
use std::path::Path;
use std::sync::Arc;
use std::time::{Duration, Instant};

#[test]
fn save_and_open_round_trip() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("round-trip.ron");
    let dialogs = Arc::new(FixedDialogs::default());
    *dialogs.save.lock().unwrap() = Some(path.clone());
    *dialogs.open.lock().unwrap() = Some(path.clone());
    let mut h = harness_with(Players::BothSides, dialogs);
    for (from, to) in [("c3", "c2"), ("d2", "e2")] {
        click_square(&mut h, from);
        click_square(&mut h, to);
    }
    h.key_press_modifiers(Modifiers::COMMAND, Key::S);
    h.step();
    step_until(&mut h, Duration::from_secs(10), |app| {
        !app.seen().files_busy()
    });
    assert!(!h.state().seen().game().is_dirty());
    assert_eq!(h.state().seen().game().path(), Some(path.as_path()));
    let saved = ardri_saves::load(&path).unwrap();
    assert_eq!(saved.game.ply_count(), 2);

    // A new game (no unsaved changes, so no question), then open the file again.
    h.key_press_modifiers(Modifiers::COMMAND, Key::N);
    h.run();
    assert!(moves(&h).is_empty());
    h.key_press_modifiers(Modifiers::COMMAND, Key::O);
    h.step();
    step_until(&mut h, Duration::from_secs(10), |app| {
        !app.seen().files_busy()
    });
    assert_eq!(moves(&h), ["c3c2", "d2e2"]);
    assert!(!h.state().seen().game().is_dirty());
}

#[test]
fn a_game_named_on_the_command_line_opens_at_the_end() {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("saves/defenders-win.ron");
    let expected = ardri_saves::load(&path).unwrap().game;
    let mut h = harness(Players::BothSides);
    let ctx = h.ctx.clone();
    h.state_mut().arrange().files().open_path(ctx, path.clone());
    step_until(&mut h, Duration::from_secs(10), |app| {
        !app.seen().files_busy()
    });
    assert_eq!(moves(&h).len(), expected.ply_count());
    assert_eq!(h.state().seen().game().path(), Some(path.as_path()));
    assert!(h.state().seen().game().game.is_over());
    assert!(!h.state().seen().notice().as_ref().unwrap().error);
}

#[test]
fn opening_a_corrupt_file_shows_the_error_and_keeps_the_game() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("broken.ron");
    std::fs::write(
        &path,
        "(format_version: 1, start: \"2aaa2/3a3 d\", moves: [])",
    )
    .unwrap();
    let dialogs = Arc::new(FixedDialogs::default());
    *dialogs.open.lock().unwrap() = Some(path.clone());
    let mut h = harness_with(Players::BothSides, dialogs.clone());
    click_square(&mut h, "c3");
    click_square(&mut h, "c2");
    h.get_by_label("Game").click();
    h.run();
    h.get_by_label_contains("Open...").click();
    h.run();
    // Unsaved changes: the app asks first; discard them to go on.
    h.get_by_label("Discard").click();
    h.step();
    step_until(&mut h, Duration::from_secs(10), |app| {
        !app.seen().files_busy()
    });
    let notice = h
        .state()
        .seen()
        .notice()
        .clone()
        .expect("an error is shown");
    assert!(notice.error);
    assert!(notice.text.contains("expected 7 ranks"), "{}", notice.text);
    assert!(h.get_by_label_contains("expected 7 ranks").rect().width() > 0.0);
    assert_eq!(moves(&h), ["c3c2"]);

    // An illegal move in a file is named with its number.
    std::fs::write(
        &path,
        "(format_version: 1, start: \"2aaa2/3a3/a1ddd1a/aadkdaa/a1ddd1a/3a3/2aaa2 d\", moves: [\"c3c2\", \"e3e4\"])",
    )
    .unwrap();
    h.key_press_modifiers(Modifiers::COMMAND, Key::O);
    h.run();
    h.get_by_label("Discard").click();
    h.step();
    step_until(&mut h, Duration::from_secs(10), |app| {
        !app.seen().files_busy()
    });
    let text = h.state().seen().notice().clone().unwrap().text;
    assert!(
        text.contains("move 2, e3e4: e3 holds a defender, but it is the attackers' turn"),
        "{text}"
    );
    assert_eq!(moves(&h), ["c3c2"]);
}

#[test]
fn new_game_asks_before_dropping_unsaved_moves() {
    let mut h = harness(Players::BothSides);
    click_square(&mut h, "c3");
    click_square(&mut h, "c2");
    h.key_press_modifiers(Modifiers::COMMAND, Key::N);
    h.run();
    assert_eq!(
        h.state().seen().waiting(),
        Waiting::Confirm(Box::new(Command::from(FileCommand::NewGame(Some(
            Players::BothSides
        )))))
    );
    h.get_by_label("Cancel").click();
    h.run();
    assert_eq!(moves(&h), ["c3c2"]);
    h.key_press_modifiers(Modifiers::COMMAND, Key::N);
    h.run();
    h.get_by_label("Discard").click();
    h.run();
    assert!(moves(&h).is_empty());
}

#[test]
fn closing_with_unsaved_changes_is_held_back() {
    let mut h = harness(Players::BothSides);
    click_square(&mut h, "c3");
    click_square(&mut h, "c2");
    h.input_mut()
        .viewports
        .get_mut(&egui::ViewportId::ROOT)
        .unwrap()
        .events
        .push(egui::ViewportEvent::Close);
    h.step();
    let cancelled = h.output().viewport_output[&egui::ViewportId::ROOT]
        .commands
        .contains(&egui::ViewportCommand::CancelClose);
    assert!(cancelled);
    assert_eq!(
        h.state().seen().waiting(),
        Waiting::Confirm(Box::new(Command::from(FileCommand::Quit)))
    );
}

#[test]
fn saving_after_a_new_main_line_writes_its_result_and_keeps_the_old_line() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("replaced.ron");
    std::fs::copy(
        Path::new(env!("CARGO_MANIFEST_DIR")).join("saves/defenders-win.ron"),
        &path,
    )
    .unwrap();
    let original = ardri_saves::load(&path).unwrap();
    let dialogs = Arc::new(FixedDialogs::default());
    let mut h = harness_with(Players::BothSides, dialogs);
    *h.state_mut().arrange().game() =
        super::super::game::session::Session::opened(original.clone(), path.clone()).unwrap();
    h.state_mut().send(MoveCommand::GoTo(1));
    h.run();
    // A different second move starts a variation; promoted, it replaces the main line and the won
    // line is kept as a variation.
    click_square(&mut h, "a5");
    click_square(&mut h, "a6");
    assert_eq!(moves(&h).len(), original.game.ply_count());
    let index = h.state().seen().game().browsing.expect("a variation");
    h.state_mut().send(MoveCommand::PromoteVariation(index));
    h.run();
    assert_eq!(moves(&h).len(), 2);
    h.key_press_modifiers(Modifiers::COMMAND, Key::S);
    h.step();
    step_until(&mut h, Duration::from_secs(10), |app| {
        !app.seen().files_busy()
    });
    let saved = ardri_saves::load(&path).unwrap();
    let file = std::fs::read_to_string(&path).unwrap();
    assert!(file.contains("result: None"), "{file}");
    assert_eq!(saved.metadata.notes, "");
    assert_eq!(saved.game.ply_count(), 2);
    assert_eq!(saved.variations.len(), 1);
    assert_eq!(
        saved.variations[0].moves.len(),
        original.game.ply_count() - 1
    );
    // The old line's evaluations went with it.
    let old_scores = original.analysis[2..]
        .iter()
        .filter(|a| a.is_some())
        .count();
    let kept_scores = saved.variations[0]
        .analysis
        .iter()
        .filter(|a| a.is_some())
        .count();
    assert!(old_scores > 0);
    assert_eq!(kept_scores, old_scores);
}

/// On a desktop where the system cannot show a file dialog, Save in the "unsaved changes" prompt
/// opens the app's own chooser, saves there, and then goes on with the new game.
#[test]
fn without_a_system_dialog_the_chooser_saves_and_the_new_game_follows() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("kept.ron");
    let dialogs = Arc::new(FixedDialogs {
        unavailable: true,
        ..FixedDialogs::default()
    });
    let mut h = harness_with(Players::BothSides, dialogs);
    play(&mut h, &["c3c2", "d2e2"]);
    h.key_press_modifiers(Modifiers::COMMAND, Key::N);
    h.run();
    h.get_by_label("Save").click();
    h.step();
    step_until(&mut h, Duration::from_secs(10), |app| {
        app.seen().chooser().is_some()
    });
    h.run();
    h.get_by_label("File path").focus();
    h.run();
    h.key_press_modifiers(Modifiers::COMMAND, Key::A);
    h.run();
    h.get_by_label("File path")
        .type_text(path.to_str().unwrap());
    h.run();
    h.get_by_role_and_label(egui::Role::Button, "Save").click();
    h.step();
    step_until(&mut h, Duration::from_secs(10), |app| {
        !app.seen().files_busy()
            && app.seen().chooser().is_none()
            && app.seen().game().game.ply_count() == 0
    });
    let saved = ardri_saves::load(&path).unwrap();
    assert_eq!(saved.game.ply_count(), 2);
    assert!(moves(&h).is_empty(), "the new game did not follow the save");
}

/// The game is autosaved after each move and offered back at the next start.
#[test]
fn an_autosaved_game_is_offered_back_and_restored() {
    let (_dir, autosave, mut h) = autosaving(Arc::new(FixedDialogs::default()));
    let settings = settings_for(Players::BothSides);
    play(&mut h, &["c3c2", "d2e2"]);
    step_until(&mut h, Duration::from_secs(10), |_| {
        ardri_saves::load(&autosave).is_ok_and(|g| g.game.ply_count() == 2)
    });
    drop(h);
    let h = start_and_restore(settings, autosave);
    assert_eq!(moves(&h), ["c3c2", "d2e2"]);
    assert!(
        h.state().seen().game().is_dirty(),
        "a restored game is not a saved one"
    );
}

/// The child of `an_autosave_survives_sigkill`: plays three moves with autosave on, then waits to
/// be killed. Run only by that test (it sets the variable).
#[test]
#[ignore = "run by an_autosave_survives_sigkill in a child process"]
fn autosave_child_process() {
    let Some(autosave) = std::env::var_os("ARDRI_TEST_AUTOSAVE") else {
        return;
    };
    let mut h = build(
        settings_for(Players::BothSides),
        Arc::new(FixedDialogs::default()),
        Some(PathBuf::from(&autosave)),
        [1100.0, 760.0],
    );
    play(&mut h, &["c3c2", "d2e2", "c2b2"]);
    let autosave = PathBuf::from(autosave);
    step_until(&mut h, Duration::from_secs(30), |_| {
        ardri_saves::load(&autosave).is_ok_and(|g| g.game.ply_count() == 3)
    });
    // Written: it waits until the parent kills it.
    loop {
        std::thread::park();
    }
}

/// A real process playing a game is killed with SIGKILL: the next start offers the game back with
/// every move.
#[test]
fn an_autosave_survives_sigkill() {
    let dir = tempfile::tempdir().unwrap();
    let autosave = dir.path().join("autosave.ron");
    let mut child = std::process::Command::new(std::env::current_exe().unwrap())
        .args([
            "--ignored",
            "--exact",
            "app::tests::files::autosave_child_process",
            "--nocapture",
        ])
        .env("ARDRI_TEST_AUTOSAVE", &autosave)
        .stdout(std::process::Stdio::null())
        .stderr(std::process::Stdio::null())
        .spawn()
        .unwrap();
    let deadline = Instant::now() + Duration::from_secs(60);
    while !ardri_saves::load(&autosave).is_ok_and(|g| g.game.ply_count() == 3) {
        assert!(
            Instant::now() < deadline,
            "the child never autosaved three moves"
        );
        // Another process's file: no event reaches this one, so it looks again shortly.
        std::thread::sleep(Duration::from_millis(20));
    }
    child.kill().unwrap(); // SIGKILL: no destructor, no exit handler runs
    child.wait().unwrap();
    let h = start_and_restore(settings_for(Players::BothSides), autosave);
    assert_eq!(moves(&h), ["c3c2", "d2e2", "c2b2"]);
}

/// Fault 2: Set up -> Play from here and Paste -> Use it ask before replacing an unsaved game, and
/// the autosave stays while the question is open.
#[test]
fn set_up_and_paste_ask_before_replacing_an_unsaved_game() {
    let (_dir, autosave, mut h) = autosaving(Arc::new(FixedDialogs::default()));
    play(&mut h, &["c3c2"]);
    step_until(&mut h, Duration::from_secs(10), |_| autosave.exists());

    h.state_mut().send(super::super::editor::Command::Open);
    show_windows(&mut h);
    h.get_by_label("Play from here").click();
    h.run();
    assert!(matches!(
        h.state().seen().waiting(),
        Waiting::Confirm(ref c) if matches!(c.feature::<FileCommand>(), Some(FileCommand::StartFrom(_)))
    ));
    h.key_press(Key::Escape); // the question's Cancel
    h.run();
    assert_eq!(h.state().seen().waiting(), Waiting::Idle);
    assert_eq!(moves(&h), ["c3c2"]);
    h.state_mut().send(super::super::editor::Command::Close);

    h.state_mut().send(ViewCommand::OpenPaste);
    show_windows(&mut h);
    h.get_by_label("Pasted text").focus();
    h.get_by_label("Pasted text").type_text("e3e2");
    h.run();
    h.get_by_label("Use it").click();
    h.run();
    assert!(matches!(
        h.state().seen().waiting(),
        Waiting::Confirm(ref c) if matches!(c.feature::<FileCommand>(), Some(FileCommand::StartFrom(_)))
    ));
    // Everything asked of the autosave's thread so far is done: the file is still there.
    h.run();
    assert!(autosaver(&h).synced());
    assert!(
        autosave.exists(),
        "the autosave went while the question was open"
    );
    h.get_by_label("Discard").click();
    h.run();
    assert_eq!(moves(&h), ["e3e2"]);
}

/// Fault 2: a finished review is a change (the title gets its star, New asks first).
#[test]
fn a_finished_review_counts_as_a_change() {
    let mut h = harness(Players::BothSides);
    *h.state_mut().arrange().game() =
        Session::opened(saved_game("defenders-win.ron"), "x.ron".into()).unwrap();
    h.state_mut().arrange().game().analysis.fill(None);
    h.state_mut().arrange().settings().review_depth = 4;
    h.run();
    assert!(!h.state().seen().game().is_dirty());
    h.key_press_modifiers(Modifiers::COMMAND, Key::R);
    h.step();
    step_until(&mut h, Duration::from_secs(60), |app| {
        !app.seen().engine().is_searching(Purpose::Review)
    });
    assert!(
        h.state().seen().game().is_dirty(),
        "the review is not a change"
    );
    assert!(
        h.state().seen().title().ends_with(" *"),
        "{}",
        h.state().seen().title()
    );
    h.key_press_modifiers(Modifiers::COMMAND, Key::N);
    h.run();
    assert!(matches!(h.state().seen().waiting(), Waiting::Confirm(_)));
}

/// Fault 5: Quit -> Discard leaves no autosave to offer next time.
#[test]
fn quit_and_discard_leaves_no_autosave() {
    let (_dir, autosave, mut h) = autosaving(Arc::new(FixedDialogs::default()));
    let settings = settings_for(Players::BothSides);
    play(&mut h, &["c3c2"]);
    step_until(&mut h, Duration::from_secs(10), |_| autosave.exists());
    h.state_mut().send(FileCommand::Quit);
    h.run();
    h.input_mut()
        .viewports
        .get_mut(&egui::ViewportId::ROOT)
        .unwrap()
        .events
        .push(egui::ViewportEvent::Close);
    h.run();
    h.get_by_label("Discard").click();
    h.run();
    eframe::App::on_exit(h.state_mut(), None);
    drop(h);
    assert!(
        !autosave.exists(),
        "the discarded game is offered back next time"
    );
    let mut h = build(
        settings,
        Arc::new(FixedDialogs::default()),
        Some(autosave),
        [1100.0, 760.0],
    );
    // The autosave's thread has looked for a game to offer (and found none): nothing is asked.
    assert!(autosaver(&h).synced());
    h.run();
    assert_eq!(h.state().seen().waiting(), Waiting::Idle);
}

/// Fault 5: a save removes the autosave.
#[test]
fn saving_removes_the_autosave() {
    let dialogs = Arc::new(FixedDialogs::default());
    let (dir, autosave, mut h) = autosaving(dialogs.clone());
    *dialogs.save.lock().unwrap() = Some(dir.path().join("game.ron"));
    play(&mut h, &["c3c2"]);
    step_until(&mut h, Duration::from_secs(10), |_| autosave.exists());
    h.key_press_modifiers(Modifiers::COMMAND, Key::S);
    h.step();
    step_until(&mut h, Duration::from_secs(10), |app| {
        !app.seen().game().is_dirty()
    });
    step_until(&mut h, Duration::from_secs(10), |_| !autosave.exists());
}

/// Fault 6: the chooser starts in the folder last used, lists a folder typed into it (without
/// calling it an error), and remembers the folder of the game opened.
#[test]
fn the_chooser_starts_in_the_last_folder_and_goes_into_folders() {
    let root = tempfile::tempdir().unwrap();
    let first = root.path().join("first");
    let second = root.path().join("second");
    for dir in [&first, &second] {
        std::fs::create_dir(dir).unwrap();
    }
    std::fs::copy(
        Path::new(env!("CARGO_MANIFEST_DIR")).join("saves/defenders-win.ron"),
        second.join("won.ron"),
    )
    .unwrap();
    std::fs::write(first.join("a.ron"), "x").unwrap();
    let dialogs = Arc::new(FixedDialogs {
        unavailable: true,
        ..FixedDialogs::default()
    });
    let mut settings = settings_for(Players::BothSides);
    settings.last_folder = Some(first.clone());
    let mut h = build(settings, dialogs, None, [1100.0, 760.0]);
    h.key_press_modifiers(Modifiers::COMMAND, Key::O);
    h.step();
    step_until(&mut h, Duration::from_secs(10), |app| {
        app.seen().chooser().is_some()
    });
    h.run();
    assert_eq!(h.state().seen().chooser().as_ref().unwrap().dir, first);
    h.get_by_label("a.ron");
    // A folder typed and answered with Enter is gone into, not opened.
    h.get_by_label("File path").focus();
    h.run();
    h.key_press_modifiers(Modifiers::COMMAND, Key::A);
    h.get_by_label("File path")
        .type_text(second.to_str().unwrap());
    h.run();
    h.key_press(Key::Enter);
    h.run();
    let chooser = h.state().seen().chooser().as_ref().expect("still choosing");
    assert_eq!(chooser.dir, second);
    assert!(h.state().seen().notice().is_none());
    h.get_by_label("won.ron").click();
    h.run();
    h.get_by_role_and_label(Role::Button, "Open").click();
    h.step();
    step_until(&mut h, Duration::from_secs(10), |app| {
        !app.seen().files_busy() && app.seen().chooser().is_none()
    });
    assert!(
        h.state().seen().game().game.is_over(),
        "the game was not opened"
    );
    assert_eq!(
        h.state().seen().settings().last_folder.as_deref(),
        Some(second.as_path())
    );
}

/// Small fault: a save keeps the date the game was played.
#[test]
fn a_save_keeps_the_date_the_game_was_played() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("game.ron");
    let dialogs = Arc::new(FixedDialogs::default());
    *dialogs.save.lock().unwrap() = Some(path.clone());
    let mut h = harness_with(Players::BothSides, dialogs);
    assert!(
        !h.state().seen().game().metadata.date.is_empty(),
        "a new game has its date"
    );
    h.state_mut().arrange().game().metadata.date = "2020-01-02 03:04:05".into();
    for moves in [&["c3c2"][..], &["d2e2"]] {
        play(&mut h, moves);
        h.key_press_modifiers(Modifiers::COMMAND, Key::S);
        h.step();
        step_until(&mut h, Duration::from_secs(10), |app| {
            !app.seen().game().is_dirty() && !app.seen().files_busy()
        });
        let saved = ardri_saves::load(&path).unwrap();
        assert_eq!(saved.metadata.date, "2020-01-02 03:04:05");
    }
}

/// Game > Open recent lists the games opened and saved last, the newest first, and opens one.
#[test]
fn recent_files_are_listed_newest_first_and_open_from_the_menu() {
    let dir = tempfile::tempdir().unwrap();
    let (first, second) = (dir.path().join("first.ron"), dir.path().join("second.ron"));
    for (path, moves_played) in [(&first, &["c3c2"][..]), (&second, &["c3c2", "d2e2"][..])] {
        let mut game = ardri_rules::Game::new(ardri_rules::Rules::default());
        for m in moves_played {
            game.play_text(m).unwrap();
        }
        let file = ardri_saves::to_save_file(&game, ardri_saves::Metadata::default(), &[], &[]);
        ardri_saves::save(path, &file).unwrap();
    }
    let mut h = harness(Players::BothSides);
    for path in [&first, &second] {
        h.state_mut()
            .send(FileCommand::OpenPath(path.to_path_buf()));
        h.step();
        step_until(&mut h, Duration::from_secs(10), |app| {
            app.seen().game().path() == Some(path.as_path())
        });
    }
    let recent = &h.state().seen().settings().recent_files;
    assert_eq!(recent.len(), 2);
    assert!(recent[0].ends_with("second.ron") && recent[1].ends_with("first.ron"));
    // From the menu: the older one.
    h.get_by_label("Game").click();
    h.run();
    h.get_by_label("Open recent").hover();
    h.run();
    h.get_by_label("first.ron").click();
    h.step();
    step_until(&mut h, Duration::from_secs(10), |app| {
        app.seen().game().path() == Some(first.as_path())
    });
    assert_eq!(moves(&h), ["c3c2"]);
    assert!(h.state().seen().settings().recent_files[0].ends_with("first.ron"));
}

/// The app's autosave writer.
fn autosaver<'a>(h: &'a Harness<'_, ArdRiApp>) -> &'a crate::app::files::Autosaver {
    h.state().seen().autosaver().expect("autosave on")
}
