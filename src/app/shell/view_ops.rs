//! The handler of [`ViewCommand`]s: the views' own state (editor, paste, help, preview, notice) and
//! the settings, acting on what a new copy of them changed.

use super::super::ArdRiApp;
use super::super::game::engine_link::Purpose;
use super::super::game::new_game::metadata_for;
use super::super::shell::commands::{LibraryCommand, ViewCommand};
use super::super::shell::settings::Settings;

pub fn apply_theme(ctx: &egui::Context, dark: bool) {
    ctx.set_theme(if dark {
        egui::Theme::Dark
    } else {
        egui::Theme::Light
    });
}

impl ArdRiApp {
    pub(crate) fn on_view(&mut self, command: ViewCommand, ctx: &egui::Context) {
        match command {
            ViewCommand::Flip => self.settings.flipped = !self.settings.flipped,
            ViewCommand::Settings(settings) => self.change_settings(*settings, ctx),
            ViewCommand::ToggleHelp => self.views.help_open = !self.views.help_open,
            ViewCommand::ToggleGuide => {
                self.views.guide = match self.views.guide.take() {
                    Some(_) => None,
                    None => Some(Default::default()),
                };
            }
            ViewCommand::OpenPaste => {
                self.views.paste.get_or_insert_with(String::new);
            }
            ViewCommand::ClosePaste => self.views.paste = None,
            ViewCommand::Preview { line, moves } => {
                self.views
                    .board
                    .start_preview(&self.session, &self.rt.engine, line, moves);
            }
            ViewCommand::PreviewStep(delta) => {
                if let Some(preview) = &mut self.views.board.preview {
                    preview.step_by(delta);
                }
            }
            ViewCommand::EndPreview => self.views.board.preview = None,
            ViewCommand::PreviewLine(preview) => self.views.board.preview = Some(*preview),
            ViewCommand::Wait(waiting) => self.rt.waiting = waiting,
            ViewCommand::OpenPasteWith(text) => {
                self.views.paste.get_or_insert(text);
            }
            ViewCommand::AddError(text) => self.views.status.add_error(text),
            ViewCommand::Escape => {
                if self.views.board.preview.is_some() {
                    self.views.board.preview = None;
                } else if self.views.help_open {
                    self.views.help_open = false;
                } else if self.views.guide.is_some() {
                    self.views.guide = None;
                } else {
                    self.commands.push(LibraryCommand::Close);
                    // (the library closes if it is open)
                }
            }
            ViewCommand::DismissNotice => self.views.status.dismiss(),
            ViewCommand::Notify(text) => self.views.status.notify(text),
            ViewCommand::ReportError(text) => self.views.status.report_error(text),
            ViewCommand::KeyboardToBoard => super::super::game::board::take_keyboard(ctx),
        }
    }

    /// Takes new settings and does what their change calls for: a new level goes to the engine and
    /// the game's player names, a new number of lines restarts the analysis, a theme is applied.
    fn change_settings(&mut self, new: Settings, ctx: &egui::Context) {
        let old = std::mem::replace(&mut self.settings, new.clone());
        if new.level != old.level || new.depth != old.depth {
            self.rt.engine.set_skill_level(new.level);
            // The players' names say who plays at what level; the rest of the metadata stays.
            let names = metadata_for(&new);
            let metadata = &mut self.session.metadata;
            metadata.attackers = names.attackers;
            metadata.defenders = names.defenders;
            metadata.engine_depth = names.engine_depth;
            // The engine's side takes the new level's rating; the person's side keeps theirs.
            for (side, elo) in [
                (ardri_rules::Side::Attackers, names.attackers_elo),
                (ardri_rules::Side::Defenders, names.defenders_elo),
            ] {
                if new.players.engine_plays(side) {
                    match side {
                        ardri_rules::Side::Attackers => metadata.attackers_elo = elo,
                        ardri_rules::Side::Defenders => metadata.defenders_elo = elo,
                    }
                }
            }
        }
        if new.analysis_lines != old.analysis_lines
            && self.rt.engine.is_searching(Purpose::Analysis)
        {
            // Restarted with the new number of lines.
            self.stop_engine();
        }
        if new.dark_theme != old.dark_theme {
            apply_theme(ctx, new.dark_theme);
        }
    }
}
