//! The views around the game, each owning its own state (the board area its selection, capture marks
//! and preview; the status bar its notice; the chooser, paste, help and editor windows theirs). They
//! draw from a read-only [`DrawCtx`] and queue commands; dialogs return the person's choice, which
//! the app turns into a command. The view commands are applied by `on_view` (`dispatch.rs`).

use egui::{Rect, RichText, ScrollArea};

use super::game::commands::{Commands, FileCommand, ViewCommand};
use super::game::runtime::Waiting;
use super::keymap::KEYMAP;
use super::shell::help;
use super::shell::i18n::tr;
use super::shell::windows::{WINDOW_WIDTH, placed_window};
use super::{WORDS, game, menu, review, shell};

pub use super::game::draw::DrawCtx;
pub use super::play::board_area::BoardArea;
pub use super::play::status::StatusBar;
pub use super::side_panel::SidePanel;

/// What the root's views (the menu bar, the side panel) read besides [`DrawCtx`], which they reach
/// through it: who holds the board, and how the person's game counts.
pub struct AppDraw<'a> {
    pub game: DrawCtx<'a>,
    /// Who holds the board.
    pub holder: &'a super::game::board_holder::BoardHolder,
    /// How the person's game counts (the rating says).
    pub counting: super::game::feature::Counting,
    /// What the engine does for the person besides its own moves (the game's feature says).
    pub engine_state: &'a super::play::engine_state::EngineState,
}

impl<'a> std::ops::Deref for AppDraw<'a> {
    type Target = DrawCtx<'a>;

    fn deref(&self) -> &DrawCtx<'a> {
        &self.game
    }
}

/// Every view's own state.
#[derive(Default)]
pub struct Views {
    pub board: BoardArea,
    pub status: StatusBar,
    pub side: SidePanel,
    /// The paste window's text while it is open.
    pub paste: Option<String>,
    pub help_open: bool,
    /// The guide's window while it is open, with the renderer's cache.
    pub guide: Option<egui_commonmark::CommonMarkCache>,
    /// What the board is for: the game, a puzzle, a drill or a set-up, with that feature's state.
    pub holder: super::game::board_holder::BoardHolder,
}

impl Views {
    /// A window that hides the board, or takes the person away from the game, is open: the game's
    /// clock waits meanwhile.
    pub fn board_hidden(&self) -> bool {
        self.paste.is_some() || self.holder.lease().is_some()
    }
}

/// A field to paste a position string or a move list into.
pub fn paste_window(ctx: &egui::Context, text: &mut String, board: Rect, commands: &mut Commands) {
    let title = tr!(WORDS, "app-paste-title");
    placed_window(ctx, &title, board, WINDOW_WIDTH, 160.0).show(ctx, |ui| {
        ui.label(tr!(WORDS, "app-paste-text"));
        let field = ui.add(
            egui::TextEdit::multiline(text)
                .desired_rows(3)
                .desired_width(WINDOW_WIDTH - 10.0),
        );
        field.widget_info(|| {
            egui::WidgetInfo::labeled(egui::Role::TextInput, true, tr!(WORDS, "app-paste-field"))
        });
        ui.horizontal(|ui| {
            if ui.button(tr!(WORDS, "app-paste-use")).clicked() {
                commands.push(FileCommand::Paste(text.clone()));
            }
            if ui.button(tr!(WORDS, "panel-cancel")).clicked() {
                commands.push(ViewCommand::ClosePaste);
            }
        });
    });
}

/// The rules in short, what the numbers and marks mean, and every shortcut (from the keymap).
pub fn help_window(ctx: &egui::Context, open: &mut bool) {
    egui::Window::new(tr!(WORDS, "app-help-title"))
        .open(open)
        .default_width(480.0)
        .show(ctx, |ui| {
            ScrollArea::vertical().max_height(480.0).show(ui, |ui| {
                for (title, lines) in help::SECTIONS {
                    ui.label(RichText::new(*title).strong());
                    for line in *lines {
                        ui.label(format!("- {line}"));
                    }
                    ui.separator();
                }
                ui.label(RichText::new(tr!(WORDS, "app-help-shortcuts")).strong());
                egui::Grid::new("shortcuts").num_columns(2).show(ui, |ui| {
                    for binding in KEYMAP {
                        ui.label(RichText::new(binding.keys_text()).monospace());
                        ui.label(WORDS.text(binding.help));
                        ui.end_row();
                    }
                });
            });
        });
}

/// The app's frame: every view drawn from what it may read, queueing what it asks for.
impl super::ArdRiApp {
    /// Draws every view; what they ask for is queued in `commands`.
    pub(super) fn draw(&mut self, ui: &mut egui::Ui, ctx: &egui::Context) {
        let now = ctx.input(|i| i.time);
        shell::theme::set_current(ctx, self.settings.board_colours);
        let judge = game::judge::judge_for(&self.session, &self.settings);
        let marks = review::judgements(&self.session, &judge);
        self.views.board.follow(&self.session, now);
        // A feature holding the board may draw its own pieces there (a position being set up).
        let holder = self.views.holder.lease().map(|l| l.holder);
        let set_up = self.features.board_pieces(holder);
        let holding = self.holding();
        let Views {
            board,
            status,
            side,
            paste,
            help_open,
            guide,
            holder,
        } = &mut self.views;
        // The features read while drawing (each a status, a faint move, a panel part, menu items).
        let features = self.features.each();
        let feature_status: Vec<String> = features.iter().filter_map(|f| f.status()).collect();
        let counting = features
            .iter()
            .find_map(|f| f.counting())
            .unwrap_or_default();
        let draw = AppDraw {
            game: DrawCtx {
                settings: &self.settings,
                session: &self.session,
                engine: &self.rt.engine,
                files_busy: holding.files,
                editing: set_up.is_some(),
                marks: &marks,
                judge,
                now,
                instant: self.clock.instant(),
                holder_mover: holder.lease().and_then(|l| l.mover),
                faint_move: features.iter().find_map(|f| f.faint_move(&self.session)),
                feature_status: &feature_status,
                can_annotate: holder.lease().is_none(),
                persons_rated_games: counting.rated_games,
            },
            holder: &*holder,
            counting,
            engine_state: self.play.engine(),
        };
        let commands = &mut self.commands;
        let entries = self.features.menu();
        menu::menu_bar(ui, &draw, &entries, &features, commands);
        status.ui(ui, &draw, commands);
        side.ui(
            ui,
            &draw,
            &mut self.features.all(),
            ctx.content_rect().size(),
            commands,
        );
        egui::CentralPanel::default().show(ui, |ui| {
            board.ui(ui, &draw, draw.engine_state, set_up, commands)
        });
        match &self.rt.waiting {
            Waiting::Confirm(pending) => {
                if let Some(choice) = shell::dialogs::confirm_dialog(ctx, &pending.guarded_action())
                {
                    commands.push(FileCommand::Confirm(choice));
                }
            }
            Waiting::Question(question) => {
                if let Some(answer) = shell::question::show(ctx, question) {
                    for command in answer {
                        commands.push(command);
                    }
                }
            }
            _ => {}
        }
        if let Some(text) = paste {
            paste_window(ctx, text, board.board_rect, commands);
        }
        let files_busy = holding.files;
        for feature in self.features.all() {
            feature.ui(&mut game::feature::UiContext {
                egui: ctx,
                preview: board.preview.as_ref(),
                files_busy,
                settings: &self.settings,
                session: &self.session,
                judge: &draw.judge,
                // In a game that counts, the chances alone: nothing more the engine knows.
                chances_only: draw.counting.counts,
                board_rect: board.board_rect,
                board: &*holder,
                commands: &mut *commands,
            });
        }
        help_window(ctx, help_open);
        if let Some(cache) = guide {
            let mut open = true;
            shell::guide::guide_window(ctx, &mut open, cache);
            if !open {
                commands.push(ViewCommand::ToggleGuide);
            }
        }
    }
}
