//! Starting up with unreadable files: a puzzle record, the puzzles file, the autosave, broken stored
//! settings; each is kept aside and the person told, nothing written over.

use super::super::game::settings::Players;
use super::*;
use eframe::Storage as _;
use std::sync::Arc;
use std::time::Duration;

/// Item 6: a puzzle record that cannot be read is kept aside next to `app.ron`, the person is told
/// in plain words, and only then may Quit store a fresh record.
#[test]
fn an_unreadable_puzzle_record_is_kept_aside_and_the_person_told() {
    let folder = tempfile::tempdir().unwrap();
    let broken = "(player: (rating: 1712.5, deviation: 80.0, volatility: 0.06), streak: 3, best_st";
    let mut storage = MemoryStorage::default();
    storage.set_string(super::super::puzzles::STORAGE_KEY, broken.into());
    let mut h = app_from_storage(&storage, Some(folder.path()), None);
    let kept = folder.path().join("ardri-puzzles.ron.bad");
    assert_eq!(std::fs::read_to_string(&kept).unwrap(), broken);
    let told = notice(&h);
    assert!(
        told.contains("puzzle rating") && told.contains(&kept.display().to_string()),
        "{told}"
    );
    assert!(!told.contains("Expected"), "a parser's words: {told}");
    eframe::App::save(h.state_mut(), &mut storage);
    let stored = storage
        .get_string(super::super::puzzles::STORAGE_KEY)
        .unwrap();
    assert!(ron::from_str::<super::super::puzzles::PuzzleRecord>(&stored).is_ok());

    // Where the text cannot be kept aside, the stored record is not written over.
    storage.set_string(super::super::puzzles::STORAGE_KEY, broken.into());
    let mut h = app_from_storage(&storage, None, None);
    assert!(notice(&h).contains("puzzle rating"), "{}", notice(&h));
    eframe::App::save(h.state_mut(), &mut storage);
    assert_eq!(
        storage
            .get_string(super::super::puzzles::STORAGE_KEY)
            .unwrap(),
        broken
    );
}

/// Item 6: the person's own puzzles file that cannot be read is moved aside (`.bad`) and a new one
/// is kept from then on; the person is told once.
#[test]
fn an_unreadable_puzzles_file_is_moved_aside_and_a_new_one_kept() {
    let folder = tempfile::tempdir().unwrap();
    let file = folder.path().join("my-puzzles.txt");
    std::fs::write(&file, "this is not a puzzle line\n").unwrap();
    let mut h = app_from_storage(&MemoryStorage::default(), None, Some(&file));
    let kept = folder.path().join("my-puzzles.txt.bad");
    assert_eq!(
        std::fs::read_to_string(&kept).unwrap(),
        "this is not a puzzle line\n"
    );
    let told = notice(&h);
    assert!(told.contains("my-puzzles.txt.bad"), "{told}");
    let puzzle = super::super::puzzles::shipped()[0].clone();
    assert_eq!(
        h.state_mut()
            .arrange()
            .features()
            .puzzles
            .mine
            .add(vec![puzzle.clone()]),
        1
    );
    step_until(&mut h, Duration::from_secs(10), |_| {
        std::fs::read_to_string(&file).is_ok_and(|t| t.contains(&puzzle.id))
    });
    assert_eq!(
        std::fs::read_to_string(&kept).unwrap(),
        "this is not a puzzle line\n"
    );
}

/// Item 6: an autosave that cannot be read is moved aside, not written over by the next game.
#[test]
fn an_unreadable_autosave_is_moved_aside_not_written_over() {
    let folder = tempfile::tempdir().unwrap();
    let autosave = folder.path().join("autosave.ron");
    std::fs::write(&autosave, "(format_version: 1, moves: [\"c3c2\", ").unwrap();
    let mut h = build(
        settings_for(Players::BothSides),
        Arc::new(FixedDialogs::default()),
        Some(autosave.clone()),
        [1100.0, 760.0],
    );
    let kept = folder.path().join("autosave.ron.bad");
    step_until(&mut h, Duration::from_secs(10), |app| {
        app.seen()
            .notice()
            .as_ref()
            .is_some_and(|n| n.text.contains("autosave.ron.bad"))
    });
    play(&mut h, &["c3c2"]);
    step_until(&mut h, Duration::from_secs(10), |_| {
        ardri_saves::load(&autosave).is_ok_and(|g| g.game.ply_count() == 1)
    });
    assert_eq!(
        std::fs::read_to_string(&kept).unwrap(),
        "(format_version: 1, moves: [\"c3c2\", "
    );
}

/// Issue 36, point 6: stored lists are bounded when read. Settings holding 100,000 recent files
/// come back with the 8 the menu lists, and a file of the person's own puzzles holding more than
/// the app keeps gives its newest (the person told).
#[test]
fn stored_lists_are_bounded_when_read() {
    use super::super::game::settings::MAX_RECENT_FILES;
    use super::super::puzzles::mine::MAX_MY_PUZZLES;
    let mut settings = settings_for(Players::BothSides);
    settings.recent_files = (0..100_000)
        .map(|i| PathBuf::from(format!("/games/game-{i}.ron")))
        .collect();
    let mut storage = MemoryStorage::default();
    storage.set_string(eframe::APP_KEY, ron::to_string(&settings).unwrap());
    let folder = tempfile::tempdir().unwrap();
    let file = folder.path().join("my-puzzles.txt");
    let puzzle = super::super::puzzles::shipped()[0].to_string();
    let rest = puzzle.split_once(';').unwrap().1;
    let held = MAX_MY_PUZZLES + 25;
    let text: String = (0..held).map(|i| format!("own-{i};{rest}\n")).collect();
    std::fs::write(&file, format!("# My puzzles\n{text}")).unwrap();
    let h = app_from_storage(&storage, Some(folder.path()), Some(&file));
    let recent = &h.state().seen().settings().recent_files;
    assert_eq!(recent.len(), MAX_RECENT_FILES);
    assert_eq!(recent[0], PathBuf::from("/games/game-0.ron"), "the newest");
    let mine = &h.state().seen().features().puzzles.mine.set;
    assert_eq!(mine.len(), MAX_MY_PUZZLES);
    assert_eq!(mine[0].id, "own-25", "the oldest dropped");
    assert_eq!(mine.last().unwrap().id, format!("own-{}", held - 1));
    let told = notice(&h);
    assert!(told.contains(&format!("held {held} puzzles")), "{told}");
}

/// Issue 36, point 6: a stored file the app writes that cannot be written is said once, with its
/// path: eframe's `app.ron` (here a folder stands in its place) at start and not again at each of
/// eframe's saves; the person's own puzzles once however many writes fail.
#[test]
fn a_stored_file_that_cannot_be_written_is_said_once() {
    let folder = tempfile::tempdir().unwrap();
    let app_ron = folder.path().join("app.ron");
    std::fs::create_dir(&app_ron).unwrap();
    let own = folder.path().join("my-puzzles.txt");
    let mut h = app_from_storage(&MemoryStorage::default(), Some(folder.path()), Some(&own));
    let told = notice(&h);
    assert!(
        told.contains(&app_ron.display().to_string()) && told.contains("cannot be saved"),
        "{told}"
    );
    assert_eq!(told.matches("cannot be saved").count(), 1, "{told}");
    h.state_mut()
        .send(super::super::game::commands::ViewCommand::DismissNotice);
    h.run();
    let mut storage = MemoryStorage::default();
    for _ in 0..3 {
        eframe::App::save(h.state_mut(), &mut storage);
        h.run();
    }
    assert_eq!(notice(&h), "", "not again at each save");

    // The own puzzles' file cannot be written either (a folder stands there now): said once.
    std::fs::create_dir(&own).unwrap();
    let mine = &mut h.state_mut().arrange().features().puzzles.mine;
    let mut errors = Vec::new();
    for puzzle in super::super::puzzles::shipped().iter().take(3) {
        assert_eq!(mine.add(vec![puzzle.clone()]), 1);
        mine.sync();
        errors.extend(std::iter::from_fn(|| mine.poll_error()));
    }
    assert_eq!(
        errors.len(),
        1,
        "three failed writes, said once: {errors:?}"
    );
    assert!(errors[0].contains(&own.display().to_string()), "{errors:?}");
}
