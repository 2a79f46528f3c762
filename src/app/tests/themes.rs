//! The board's colours: chosen in the View menu, used by the board and the review, and kept
//! between runs.

use eframe::App as _;
use egui_kittest::kittest::Queryable;

use super::super::shell::theme::{self, BoardColours};
use super::*;

#[test]
fn the_colour_blind_palette_is_chosen_and_kept_between_runs() {
    let mut h = harness(Players::BothSides);
    assert_eq!(theme::current(&h.ctx), BoardColours::Wood);
    h.get_by_label("View").click();
    h.run();
    h.get_by_label(BoardColours::ColourBlind.label()).click();
    h.run();
    assert_eq!(
        h.state().seen().settings().board_colours,
        BoardColours::ColourBlind
    );
    // The board and the review draw with it from the next frame.
    assert_eq!(theme::current(&h.ctx), BoardColours::ColourBlind);
    assert_eq!(
        theme::class_color(&h.ctx, ardri_engine::MoveClass::Blunder),
        BoardColours::ColourBlind.class_color(ardri_engine::MoveClass::Blunder)
    );
    // Saved as eframe saves it, and read back by the next start.
    let mut storage = MemoryStorage::default();
    h.state_mut().save(&mut storage);
    let h = app_from_storage(&storage, None, None);
    assert_eq!(
        h.state().seen().settings().board_colours,
        BoardColours::ColourBlind
    );
    assert_eq!(theme::current(&h.ctx), BoardColours::ColourBlind);
}

#[test]
fn every_palette_tells_the_classes_and_the_board_apart() {
    use ardri_engine::MoveClass;
    for colours in BoardColours::ALL {
        let classes: Vec<_> = [
            MoveClass::Inaccuracy,
            MoveClass::Mistake,
            MoveClass::Blunder,
        ]
        .iter()
        .map(|&c| colours.class_color(c))
        .collect();
        assert!(classes[0] != classes[1] && classes[1] != classes[2] && classes[0] != classes[2]);
        let p = colours.palette();
        // Light and dark squares differ in lightness, not in hue alone.
        let lightness = |c: egui::Color32| u32::from(c.r()) + u32::from(c.g()) + u32::from(c.b());
        assert!(lightness(p.light) > lightness(p.dark) + 60, "{colours:?}");
    }
}
