//! The app's questions, as modal dialogs that return the person's choice (the app turns it into a
//! command); they change nothing themselves.

use super::WORDS;
use super::i18n::tr;

/// The answer to "save your changes first?".
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ConfirmChoice {
    Save,
    Discard,
    Cancel,
}

/// A question's widest: its text wraps to this, or to the window less a margin when the window is
/// narrower, so the dialog never runs off a small window.
fn fit_width(ui: &mut egui::Ui) {
    let window = ui.ctx().content_rect().width();
    ui.set_max_width((window - 48.0).clamp(160.0, 420.0));
}

/// "The game has unsaved changes": Save, Discard or Cancel (Esc or a click outside cancels); `what`
/// is what waits for the answer ("opening another game").
pub fn confirm_dialog(ctx: &egui::Context, what: &str) -> Option<ConfirmChoice> {
    let modal = egui::Modal::new(egui::Id::unique("unsaved changes")).show(ctx, |ui| {
        fit_width(ui);
        ui.heading(tr!(WORDS, "shell-unsaved-heading"));
        ui.label(tr!(WORDS, "shell-unsaved-text", what = what));
        ui.horizontal(|ui| {
            if ui.button(tr!(WORDS, "shell-unsaved-save")).clicked() {
                return Some(ConfirmChoice::Save);
            }
            if ui.button(tr!(WORDS, "shell-unsaved-discard")).clicked() {
                return Some(ConfirmChoice::Discard);
            }
            if ui.button(tr!(WORDS, "shell-unsaved-cancel")).clicked() {
                return Some(ConfirmChoice::Cancel);
            }
            None
        })
        .inner
    });
    let closed = modal.should_close();
    modal.inner.or(closed.then_some(ConfirmChoice::Cancel))
}
