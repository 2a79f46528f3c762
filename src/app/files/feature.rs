//! The files on the contract: their commands (the core's `FileCommand`, which every feature may
//! ask, as a service), the worker's reports drained each frame, the autosave after each frame's
//! change, the app's own chooser drawn, and what they hold up (a file dialog or a read or a write
//! under way, the chooser over the window, the engine's first move while the last run's autosave
//! is looked at).

use super::super::game::commands::{Command, FileCommand};
use super::super::game::feature::{Context, Feature, Holding, UiContext};
use super::super::game::session::Session;
use super::super::shell::i18n::tr;
use super::{FileContext, Files, WORDS};

/// The files' name on the contract.
pub const NAME: &str = "files";

impl Files {
    /// Runs `f` with what a file command may read of the context, and asks what it returns.
    fn with_context(
        &mut self,
        cx: &mut Context<'_>,
        f: impl FnOnce(&mut Files, &FileContext<'_>) -> Vec<Command>,
    ) {
        let file_cx = FileContext {
            game: cx.persons_game(),
            settings: cx.settings(),
            waiting: cx.waiting(),
            default_dir: cx.default_dir(),
            ctx: cx.wake,
            now: cx.clock.instant(),
        };
        let asks = f(self, &file_cx);
        for ask in asks {
            cx.ask(ask);
        }
    }
}

impl Feature for Files {
    type Command = FileCommand;
    const NAME: &'static str = NAME;

    fn handle(&mut self, command: FileCommand, cx: &mut Context<'_>) {
        self.with_context(cx, |files, fcx| files.handle(command, fcx));
    }

    /// A file command the guard let through (saved or discarded): carried out.
    fn handle_cleared(&mut self, command: FileCommand, cx: &mut Context<'_>) {
        self.with_context(cx, |files, fcx| files.proceed(command, fcx));
    }

    fn guarded_action(command: &FileCommand) -> Option<std::borrow::Cow<'static, str>> {
        Some(match command {
            FileCommand::NewGame(_) => tr!(WORDS, "files-before-new-game"),
            FileCommand::Open | FileCommand::OpenPath(_) => tr!(WORDS, "files-before-open"),
            FileCommand::ImportText => tr!(WORDS, "files-before-import"),
            FileCommand::Quit => tr!(WORDS, "files-before-quit"),
            FileCommand::StartFrom(_) | FileCommand::Paste(_) => {
                tr!(WORDS, "files-before-new-position")
            }
            _ => return None,
        })
    }

    /// What the file worker reported.
    fn poll(&mut self, cx: &mut Context<'_>) {
        while let Some(outcome) = self.worker.poll() {
            self.with_context(cx, |files, fcx| files.outcome(outcome, fcx));
        }
    }

    /// The person's game to the autosave when it changed (with how it counts, while it is on the
    /// board and not on hold).
    fn after_commands(&mut self, cx: &mut Context<'_>) {
        let on_board = std::ptr::eq(cx.persons_game(), cx.session());
        let rated = cx.counting.saved.clone().filter(|_| on_board);
        let now = cx.clock.instant();
        self.autosave_if_changed(cx.persons_game(), cx.waiting(), now, rated);
    }

    fn ui(&mut self, cx: &mut UiContext<'_>) {
        if let Some(chooser) = &mut self.chooser
            && let Some(answer) = chooser.ui(cx.egui)
        {
            cx.commands.push(FileCommand::Chooser(answer));
        }
    }

    fn holding(&self) -> Holding {
        Holding {
            modal: self.chooser.is_some(),
            files: self.busy(),
            engine: self.autosave_pending(),
            ..Holding::default()
        }
    }

    /// Leaving with nothing unsaved (saved, or changes discarded on purpose): no autosave to
    /// offer next time. Done after the last frame, before the process ends.
    fn on_exit(&mut self, session: &Session) {
        if let Some(autosave) = &self.autosave
            && (autosave.discarded || (autosave.written && !session.is_dirty()))
        {
            autosave.saver.clear_and_wait();
        }
    }
}
