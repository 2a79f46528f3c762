//! One kind of question for every feature that asks the person something (resign? restore the
//! unsaved game? whose mistakes? use an engine aid in a rated game?): its words and the commands each
//! answer gives (of the app's command type `C`). The asker builds it; the window shows it as a
//! modal dialog and queues the chosen answer's commands; nothing changes until then.

/// A question on screen.
#[derive(Clone, Debug, PartialEq)]
pub struct Question<C> {
    /// Who asks, so the asker knows its own question is the one on screen.
    pub asker: &'static str,
    pub heading: String,
    pub text: String,
    /// The buttons, left to right.
    pub answers: Vec<Choice<C>>,
    /// The answer Esc or a click outside gives (an index into `answers`); `None`: one must be
    /// chosen.
    pub dismissed: Option<usize>,
}

/// One button of a question and what choosing it does.
#[derive(Clone, Debug, PartialEq)]
pub struct Choice<C> {
    pub label: String,
    pub commands: Vec<C>,
}

impl<C> Choice<C> {
    pub fn new(label: impl Into<String>, commands: Vec<C>) -> Choice<C> {
        Choice {
            label: label.into(),
            commands,
        }
    }
}

/// Shows `question`; the commands of the answer chosen this frame.
pub fn show<C: Clone>(ctx: &egui::Context, question: &Question<C>) -> Option<Vec<C>> {
    let modal = egui::Modal::new(egui::Id::unique(("question", question.asker))).show(ctx, |ui| {
        // Its widest: the text wraps to this, or to the window less a margin when the window is
        // narrower, so the dialog never runs off a small window.
        let window = ui.ctx().content_rect().width();
        ui.set_max_width((window - 48.0).clamp(160.0, 420.0));
        ui.heading(&question.heading);
        ui.label(&question.text);
        ui.horizontal(|ui| {
            let mut chosen = None;
            for (i, answer) in question.answers.iter().enumerate() {
                if ui.button(&answer.label).clicked() {
                    chosen = Some(i);
                }
            }
            chosen
        })
        .inner
    });
    let dismissed = modal.should_close().then_some(question.dismissed).flatten();
    modal
        .inner
        .or(dismissed)
        .and_then(|i| question.answers.get(i))
        .map(|a| a.commands.clone())
}
