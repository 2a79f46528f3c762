//! The app's own Save box (used where the system has no file dialog): the folder of a typed path,
//! asking before replacing a file, a name without its extension.

use super::super::game::settings::Players;
use super::*;
use egui::{Key, Modifiers, Role};
use egui_kittest::kittest::Queryable;
use std::sync::Arc;
use std::time::Duration;

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
    let chooser = h.state().seen().chooser().as_ref().expect("still choosing");
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
        !h.state().seen().files_busy(),
        "nothing is written before the answer"
    );
    h.get_by_role_and_label(Role::Button, "Cancel").click();
    h.run();
    assert!(
        h.state().seen().chooser().is_some(),
        "Cancel goes back to the Save box"
    );
    assert!(h.query_by_label("kept.ron exists. Replace it?").is_none());
    assert_eq!(std::fs::read_to_string(&kept).unwrap(), "an earlier game");

    h.get_by_role_and_label(Role::Button, "Save").click();
    h.run();
    h.get_by_role_and_label(Role::Button, "Replace").click();
    h.step();
    step_until(&mut h, Duration::from_secs(10), |app| {
        !app.seen().files_busy() && !app.seen().game().is_dirty()
    });
    assert!(h.state().seen().chooser().is_none());
    assert_eq!(ardri_saves::load(&kept).unwrap().game.ply_count(), 2);
}

/// Item 5: a name typed in the system's dialog without its extension (the dialog checked "kept",
/// the game goes to "kept.ron") is not saved over an existing game without asking either.
#[test]
fn a_name_without_its_extension_does_not_replace_a_game_silently() {
    let root = tempfile::tempdir().unwrap();
    let kept = root.path().join("kept.ron");
    std::fs::write(&kept, "an earlier game").unwrap();
    let dialogs = Arc::new(FixedDialogs::default());
    *dialogs.save.lock().unwrap() = Some(root.path().join("kept"));
    let mut h = harness_with(Players::BothSides, dialogs);
    play(&mut h, &["c3c2"]);
    h.key_press_modifiers(Modifiers::COMMAND, Key::S);
    h.step();
    step_until(&mut h, Duration::from_secs(10), |app| {
        !app.seen().files_busy()
    });
    h.run();
    assert_eq!(std::fs::read_to_string(&kept).unwrap(), "an earlier game");
    h.get_by_label("kept.ron exists. Replace it?");
    h.get_by_role_and_label(Role::Button, "Replace").click();
    h.step();
    step_until(&mut h, Duration::from_secs(10), |app| {
        !app.seen().files_busy() && !app.seen().game().is_dirty()
    });
    assert_eq!(ardri_saves::load(&kept).unwrap().game.ply_count(), 1);
}
