//! The app's questions fit a small window: their text wraps instead of pushing the buttons off,
//! also when the window is made narrow while one is on screen.

use ardri_rules::{Game, Rules};
use ardri_saves::{Metadata, to_save_file};
use egui_kittest::kittest::Queryable;

use super::super::game::settings::Players;
use super::{settings_for, start_with_restore_offer};

#[test]
fn the_restore_question_fits_a_narrow_window() {
    let dir = tempfile::tempdir().unwrap();
    let autosave = dir.path().join("autosave.ron");
    let mut game = Game::new(Rules::default());
    game.play_text("c3c2").unwrap();
    ardri_saves::save(
        &autosave,
        &to_save_file(&game, Metadata::default(), &[], &[]),
    )
    .unwrap();
    let width: f32 = 520.0;
    let mut h = start_with_restore_offer(settings_for(Players::BothSides), autosave);
    // The window made narrow while the question is on screen (egui keeps a dialog's size).
    h.set_size(egui::vec2(width, 400.0));
    h.run();
    for label in ["Restore", "Discard"] {
        let rect = h.get_by_label(label).rect();
        assert!(
            rect.min.x >= 0.0 && rect.max.x <= width,
            "{label} at {rect:?} is off a {width} px window"
        );
    }
    let heading = h.get_by_label("Restore the unsaved game?").rect();
    assert!(heading.min.x >= 0.0, "{heading:?}");
}
