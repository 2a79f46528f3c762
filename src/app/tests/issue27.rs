//! One test (or more) for each fault of issue 27 ("Nothing hangs, nothing is lost"), each failing
//! without its fix: the Save box, unreadable records, broken stored settings, and the small ones.

use std::path::Path;
use std::sync::Arc;
use std::time::Duration;

use egui::{Key, Modifiers, Role};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;

use eframe::Storage as _;

use super::super::settings::PlayerMode;
use super::super::{ArdRiApp, Parts};
use super::{FixedDialogs, build, play, settings_for, step_until};

/// An app without system dialogs (its own Save box is used), two moves played, the Save box open
/// on `start`.
fn save_box_open(start: &Path) -> Harness<'static, ArdRiApp> {
    let dialogs = Arc::new(FixedDialogs {
        unavailable: true,
        ..FixedDialogs::default()
    });
    let mut settings = settings_for(PlayerMode::BothSides);
    settings.last_folder = Some(start.to_path_buf());
    let mut h = build(settings, dialogs, None, [1100.0, 760.0]);
    play(&mut h, &["c3c2", "d2e2"]);
    h.key_press_modifiers(Modifiers::COMMAND, Key::S);
    h.step();
    step_until(&mut h, Duration::from_secs(10), |app| {
        app.views.chooser.is_some()
    });
    h.run();
    h
}

fn type_path(h: &mut Harness<'_, ArdRiApp>, path: &Path) {
    h.get_by_label("File path").focus();
    h.run();
    h.key_press_modifiers(Modifiers::COMMAND, Key::A);
    h.run();
    h.get_by_label("File path")
        .type_text(path.to_str().unwrap());
    h.run();
}

/// Item 5: after a path is typed, the Save box lists that path's folder.
#[test]
fn the_save_box_lists_the_folder_of_the_typed_path() {
    let root = tempfile::tempdir().unwrap();
    let (first, second) = (root.path().join("first"), root.path().join("second"));
    std::fs::create_dir(&first).unwrap();
    std::fs::create_dir(&second).unwrap();
    std::fs::write(first.join("in-first.ron"), "x").unwrap();
    std::fs::write(second.join("in-second.ron"), "x").unwrap();
    let mut h = save_box_open(&first);
    h.get_by_label("in-first.ron");
    type_path(&mut h, &second.join("new-game.ron"));
    let chooser = h.state().views.chooser.as_ref().expect("still choosing");
    assert_eq!(
        chooser.dir, second,
        "the listing did not follow the typed path"
    );
    assert_eq!(
        chooser.path,
        second.join("new-game.ron").display().to_string()
    );
    h.get_by_label("in-second.ron");
    assert!(h.query_by_label("in-first.ron").is_none());
}

/// Item 5: saving over a file that exists asks first; Cancel keeps the file, Replace writes it.
#[test]
fn the_save_box_asks_before_replacing_a_file() {
    let root = tempfile::tempdir().unwrap();
    let kept = root.path().join("kept.ron");
    std::fs::write(&kept, "an earlier game").unwrap();
    let mut h = save_box_open(root.path());
    // Typed without its extension: the same file all the same.
    type_path(&mut h, &root.path().join("kept"));
    h.get_by_role_and_label(Role::Button, "Save").click();
    h.run();
    h.get_by_label("kept.ron exists. Replace it?");
    assert!(
        !h.state().rt.files.busy(),
        "nothing is written before the answer"
    );
    h.get_by_role_and_label(Role::Button, "Cancel").click();
    h.run();
    assert!(
        h.state().views.chooser.is_some(),
        "Cancel goes back to the Save box"
    );
    assert!(h.query_by_label("kept.ron exists. Replace it?").is_none());
    assert_eq!(std::fs::read_to_string(&kept).unwrap(), "an earlier game");

    h.get_by_role_and_label(Role::Button, "Save").click();
    h.run();
    h.get_by_role_and_label(Role::Button, "Replace").click();
    h.step();
    step_until(&mut h, Duration::from_secs(10), |app| {
        !app.rt.files.busy() && !app.session.is_dirty()
    });
    assert!(h.state().views.chooser.is_none());
    assert_eq!(ardri_saves::load(&kept).unwrap().game.ply_count(), 2);
}

/// eframe's storage in memory, as `app.ron` holds it.
#[derive(Default)]
struct MemoryStorage(std::collections::HashMap<String, String>);

impl eframe::Storage for MemoryStorage {
    fn get_string(&self, key: &str) -> Option<String> {
        self.0.get(key).cloned()
    }
    fn set_string(&mut self, key: &str, value: String) {
        self.0.insert(key.to_owned(), value);
    }
    fn remove_string(&mut self, key: &str) {
        self.0.remove(key);
    }
    fn flush(&mut self) {}
}

/// The app started from `storage`, with `aside` as the folder of eframe's `app.ron` (`None`: there
/// is none), and `my_puzzles` as the file of the person's own puzzles.
fn app_from_storage(
    storage: &MemoryStorage,
    aside: Option<&Path>,
    my_puzzles: Option<&Path>,
) -> Harness<'static, ArdRiApp> {
    let stored: Vec<(String, String)> = storage.0.clone().into_iter().collect();
    let aside = aside.map(Path::to_path_buf);
    let my_puzzles = my_puzzles.map(Path::to_path_buf);
    let mut h = Harness::builder()
        .with_size([1100.0, 760.0])
        .build_eframe(move |cc| {
            let storage = MemoryStorage(stored.into_iter().collect());
            ArdRiApp::with_storage(
                &cc.egui_ctx,
                Some(&storage),
                aside.as_deref(),
                Parts {
                    settings: settings_for(PlayerMode::BothSides),
                    dialogs: Arc::new(FixedDialogs::default()),
                    default_dir: std::env::temp_dir(),
                    autosave: None,
                    first_run: false,
                    my_puzzles,
                },
            )
        });
    h.run();
    h
}

fn notice(h: &Harness<'_, ArdRiApp>) -> String {
    h.state()
        .views
        .status
        .notice
        .as_ref()
        .map_or_else(String::new, |n| n.text.clone())
}

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
    assert_eq!(h.state_mut().my_puzzles.add(vec![puzzle.clone()]), 1);
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
        settings_for(PlayerMode::BothSides),
        Arc::new(FixedDialogs::default()),
        Some(autosave.clone()),
        [1100.0, 760.0],
    );
    let kept = folder.path().join("autosave.ron.bad");
    step_until(&mut h, Duration::from_secs(10), |app| {
        app.views
            .status
            .notice
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
