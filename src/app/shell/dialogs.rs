//! The app's questions, as modal dialogs that return the person's choice (the app turns it into a
//! command); they change nothing themselves.

use ardri_rules::Side;

use super::super::shell::commands::Command;
use super::super::shell::commands::ConfirmChoice;

/// A question's widest: its text wraps to this, or to the window less a margin when the window is
/// narrower, so the dialog never runs off a small window.
fn fit_width(ui: &mut egui::Ui) {
    let window = ui.ctx().content_rect().width();
    ui.set_max_width((window - 48.0).clamp(160.0, 420.0));
}

/// "The game has unsaved changes": Save, Discard or Cancel (Esc or a click outside cancels).
pub fn confirm_dialog(ctx: &egui::Context, guarded: &Command) -> Option<ConfirmChoice> {
    let what = guarded.guarded_action();
    let modal = egui::Modal::new(egui::Id::unique("unsaved changes")).show(ctx, |ui| {
        fit_width(ui);
        ui.heading("Unsaved changes");
        ui.label(format!(
            "The game has changes that are not saved. Save them before {what}?"
        ));
        ui.horizontal(|ui| {
            if ui.button("Save").clicked() {
                return Some(ConfirmChoice::Save);
            }
            if ui.button("Discard").clicked() {
                return Some(ConfirmChoice::Discard);
            }
            if ui.button("Cancel").clicked() {
                return Some(ConfirmChoice::Cancel);
            }
            None
        })
        .inner
    });
    let closed = modal.should_close();
    modal.inner.or(closed.then_some(ConfirmChoice::Cancel))
}

/// "Resign this game?": Resign (true) or Cancel (false; Esc or a click outside too).
pub fn resign_dialog(ctx: &egui::Context) -> Option<bool> {
    let modal = egui::Modal::new(egui::Id::unique("resign")).show(ctx, |ui| {
        fit_width(ui);
        ui.heading("Resign this game?");
        ui.label("The game ends as a win for the other side. Undo takes it back.");
        ui.horizontal(|ui| {
            if ui.button("Resign").clicked() {
                return Some(true);
            }
            if ui.button("Cancel").clicked() {
                return Some(false);
            }
            None
        })
        .inner
    });
    let closed = modal.should_close();
    modal.inner.or(closed.then_some(false))
}

/// "Use analysis? This game will not count": the one question every engine aid asks in a game that
/// counts for the rating. `Some(true)`: use it (the game becomes casual); `Some(false)`: keep the
/// game rated (also Esc or a click outside).
pub fn casual_dialog(ctx: &egui::Context, aid: &str) -> Option<bool> {
    let modal = egui::Modal::new(egui::Id::unique("casual")).show(ctx, |ui| {
        fit_width(ui);
        ui.heading(format!("Use {aid}?"));
        ui.label(
            "This game counts for your rating. With the engine's help it will not count: it \
             becomes a casual game.",
        );
        ui.horizontal(|ui| {
            if ui.button(format!("Use {aid}")).clicked() {
                return Some(true);
            }
            if ui.button("Keep the game rated").clicked() {
                return Some(false);
            }
            None
        })
        .inner
    });
    let closed = modal.should_close();
    modal.inner.or(closed.then_some(false))
}

/// "Whose mistakes?": the attackers' or the defenders' (`Some(side)`), or Cancel (`Some(None)`;
/// Esc or a click outside too).
pub fn learn_side_dialog(ctx: &egui::Context) -> Option<Option<Side>> {
    let modal = egui::Modal::new(egui::Id::unique("learn side")).show(ctx, |ui| {
        fit_width(ui);
        ui.heading("Whose mistakes?");
        ui.label("This game does not say which side you played. Practise the mistakes of:");
        ui.horizontal(|ui| {
            if ui.button("The attackers'").clicked() {
                return Some(Some(Side::Attackers));
            }
            if ui.button("The defenders'").clicked() {
                return Some(Some(Side::Defenders));
            }
            if ui.button("Cancel").clicked() {
                return Some(None);
            }
            None
        })
        .inner
    });
    let closed = modal.should_close();
    modal.inner.or(closed.then_some(None))
}

/// "A game was not saved when the program last stopped": Restore (true) or Discard (false).
pub fn restore_dialog(ctx: &egui::Context, moves: usize) -> Option<bool> {
    let modal = egui::Modal::new(egui::Id::unique("restore autosave")).show(ctx, |ui| {
        fit_width(ui);
        ui.heading("Restore the unsaved game?");
        ui.label(format!(
            "The program stopped last time with a game that was not saved ({}). It was kept automatically.",
            super::super::game::board_area::count_of(moves as u32, "move", "moves")
        ));
        ui.horizontal(|ui| {
            if ui.button("Restore").clicked() {
                return Some(true);
            }
            if ui.button("Discard").clicked() {
                return Some(false);
            }
            None
        })
        .inner
    });
    modal.inner
}
