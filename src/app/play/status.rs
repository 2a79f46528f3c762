//! The status bar: who plays, what the engine does, and the notice of the last thing that happened
//! (an error in red). The notice is this view's own; handlers post to it.

use egui::{Color32, RichText, Ui};

use super::super::game::commands::{Commands, ViewCommand};
use super::super::game::context::StatusLine;
use super::super::game::draw::DrawCtx;
use super::super::game::engine_link::Purpose;
use super::super::shell::i18n::tr;
use super::WORDS;

#[derive(Clone, Debug, PartialEq)]
pub struct Notice {
    pub text: String,
    pub error: bool,
    /// The game's state when it was told (noted at the next frame); once the game or the shown
    /// position changes, what it said may no longer be so, and it goes.
    told_at: Option<u64>,
    /// Told at start (a file set aside): stays until dismissed.
    lasting: bool,
}

#[derive(Default)]
pub struct StatusBar {
    pub notice: Option<Notice>,
}

impl StatusBar {
    pub fn notify(&mut self, text: impl Into<String>) {
        // A problem found at start stays in view until dismissed: news is said after it.
        if let Some(notice) = &mut self.notice
            && notice.error
            && notice.lasting
        {
            notice.text.push(' ');
            notice.text.push_str(&text.into());
            return;
        }
        self.notice = Some(Notice {
            text: text.into(),
            error: false,
            told_at: None,
            lasting: false,
        });
    }

    pub fn report_error(&mut self, text: impl Into<String>) {
        self.notice = Some(Notice {
            text: text.into(),
            error: true,
            told_at: None,
            lasting: false,
        });
    }

    /// A problem with the person's files, told beside any other shown (problems found at start all
    /// stay in view), until dismissed.
    pub fn add_error(&mut self, text: impl Into<String>) {
        let text = text.into();
        match &mut self.notice {
            Some(notice) if notice.error => {
                notice.text.push(' ');
                notice.text.push_str(&text);
            }
            _ => self.report_error(text),
        }
        if let Some(notice) = &mut self.notice {
            notice.lasting = true;
        }
    }

    /// Follows the game's `state` (see `ArdRiApp::notice_state`): a notice goes once it changes.
    pub fn follow(&mut self, state: u64) {
        let Some(notice) = &mut self.notice else {
            return;
        };
        match notice.told_at {
            _ if notice.lasting => {}
            None => notice.told_at = Some(state),
            Some(told) if told != state => self.notice = None,
            Some(_) => {}
        }
    }

    pub fn dismiss(&mut self) {
        self.notice = None;
    }

    pub fn ui(&self, ui: &mut Ui, ctx: &DrawCtx<'_>, commands: &mut Commands) {
        egui::Panel::bottom("status").show(ui, |ui| {
            ui.horizontal_wrapped(|ui| {
                let engine = match ctx.engine.current().map(|c| c.purpose) {
                    Some(Purpose::Move) => tr!(WORDS, "play-engine-moving"),
                    Some(Purpose::Analysis) => tr!(WORDS, "play-engine-analysing"),
                    Some(Purpose::Hint) => tr!(WORDS, "play-engine-hint"),
                    Some(Purpose::Review) => tr!(WORDS, "play-engine-reviewing"),
                    Some(Purpose::Line) => tr!(WORDS, "play-engine-line"),
                    Some(Purpose::Chances) => tr!(WORDS, "play-engine-chances"),
                    None => tr!(WORDS, "play-engine-idle"),
                };
                let players = match ctx.holder_mover {
                    // A puzzle or Learn's exercise: the side the person moves there.
                    Some(side) => tr!(WORDS, "play-you-play-here", side = side.name()),
                    None if ctx.session.for_study => tr!(WORDS, "play-study"),
                    None => ctx.settings.players.label(),
                };
                ui.label(format!("{players}  |  {engine}"));
                for status in ctx.feature_status {
                    ui.separator();
                    ui.label(status);
                }
                if ctx.files_busy {
                    ui.separator();
                    ui.label(tr!(WORDS, "play-waiting-for-file-dialog"));
                }
                if let Some(notice) = &self.notice {
                    ui.separator();
                    let text = RichText::new(&notice.text);
                    ui.label(if notice.error {
                        text.color(Color32::from_rgb(220, 60, 60))
                    } else {
                        text
                    });
                    if ui.small_button(tr!(WORDS, "play-dismiss")).clicked() {
                        commands.push(ViewCommand::DismissNotice);
                    }
                }
            });
        });
    }
}

impl StatusLine for StatusBar {
    fn notify_text(&mut self, text: String) {
        self.notify(text);
    }

    fn report_error_text(&mut self, text: String) {
        self.report_error(text);
    }

    fn dismiss(&mut self) {
        StatusBar::dismiss(self);
    }

    fn notice(&self) -> Option<&str> {
        self.notice
            .as_ref()
            .filter(|n| !n.error)
            .map(|n| n.text.as_str())
    }
}
