//! How each command reaches its feature: `apply` hands it to the feature's handler with what that
//! handler may read (a context of borrowed state) and applies what the handler asks of the others in
//! order, before anything else happens; `apply_queued` drains what views, shortcuts and threads
//! queued. This is the one place that knows every feature. The views' own commands and the settings
//! are handled here too, and the shortcuts pressed become commands; the game's commands go to its
//! handlers with [`play::parts::GameParts`].

use super::features::{Features, Route};
use super::game::commands::{
    BoardCommand, Command, EngineCommand, FeatureCommand, GameCommand, GameEvent, MoveCommand,
    ViewCommand,
};
use super::game::context::{Reading, StatusLine, Writing};
use super::game::engine_link::Purpose;
use super::game::feature::{Context, Feature, Unit};
use super::game::settings::Settings;
use super::keymap::{self, Focus};
use super::library::command::LibraryCommand;
use super::play::feature::Play;
use super::play::new_game::metadata_for;
use super::shell::i18n::tr;
use super::shell::rules::aid_name;
use super::{ArdRiApp, WORDS, annotations, game, rating};

impl ArdRiApp {
    /// Whether a shortcut's command means anything now (Esc only while there is something to leave
    /// or close).
    fn wanted(&self, command: &Command) -> bool {
        match command {
            Command::View(ViewCommand::Escape) => {
                self.views.board.preview.is_some()
                    || self.views.help_open
                    || self.views.guide.is_some()
                    || self.holding().game
            }
            _ => true,
        }
    }

    pub(crate) fn shortcuts(&mut self, ctx: &egui::Context) {
        let focus = Focus::of(ctx, self.modal_open());
        let previewing = self.views.board.preview.is_some();
        for command in keymap::pressed(ctx, focus, |c| self.wanted(c)) {
            // While a line is previewed, Left and Right step through it instead of the game.
            let command = match command {
                Command::Moves(MoveCommand::Step(delta)) if previewing => {
                    Command::View(ViewCommand::PreviewStep(delta))
                }
                other => other,
            };
            self.commands.push(command);
        }
    }

    pub(crate) fn update_title(&mut self, ctx: &egui::Context) {
        let name = self
            .kept_game()
            .path()
            .and_then(|p| p.file_name())
            .map_or(tr!(WORDS, "app-new-game").into_owned(), |n| {
                n.to_string_lossy().into_owned()
            });
        let title = if self.is_dirty() {
            tr!(WORDS, "app-title-unsaved", name = name)
        } else {
            tr!(WORDS, "app-title", name = name)
        }
        .into_owned();
        if title != self.rt.title {
            ctx.send_viewport_cmd(egui::ViewportCommand::Title(title.clone()));
            self.rt.title = title;
        }
    }

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
            ViewCommand::KeyboardToBoard => game::board::take_keyboard(ctx),
            ViewCommand::EditComment(at) => {
                // The position the comment is about goes on the board, then the keyboard goes
                // into its box.
                let show = match at.variation {
                    Some(index) => {
                        let after = self
                            .session
                            .variations
                            .get(index)
                            .map_or(0, |v| v.after_ply);
                        MoveCommand::Browse {
                            index,
                            moves: at.ply.saturating_sub(after),
                        }
                    }
                    None => MoveCommand::GoTo(at.ply),
                };
                self.commands.push(show);
                self.commands
                    .push(annotations::AnnotateCommand::FocusComment);
            }
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
            self.with_play(ctx, |play, cx| play.stop_engine(cx));
        }
        if new.language != old.language {
            super::shell::i18n::set_language(
                new.language
                    .unwrap_or(super::shell::i18n::Language::English),
            );
        }
        if new.dark_theme != old.dark_theme {
            super::shell::theme::apply_theme(ctx, new.dark_theme);
        }
    }

    /// Queues `command` to be applied after this frame's drawing, as the window's widgets do (the
    /// tests act through it).
    #[cfg(test)]
    pub(crate) fn send(&mut self, command: impl Into<Command>) {
        self.commands.push(command);
    }

    /// Hands each command to its feature's handler, with what that handler may read, and applies
    /// what it asks of the others at once.
    pub(crate) fn apply(&mut self, command: Command, ctx: &egui::Context) {
        // One rule for every engine aid in a game that counts: it asks first.
        if let Some(aid) = self.aid_of(&command)
            && self.counting().counts
            && !self.session.game.is_over()
        {
            self.rt.waiting =
                super::game::runtime::Waiting::Question(Box::new(casual_question(command, aid)));
            return;
        }
        match command {
            // While a feature holds the board, its moves are the feature's; the moves' commands
            // that change the game would change it behind its back (going through it only looks).
            Command::Moves(c) if self.views.holder.lease().is_some_and(|l| l.takes(&c)) => {
                let holder = self.views.holder.lease().map(|l| l.holder);
                self.with_features(ctx, |features, cx| {
                    let Some(feature) = holder.and_then(|h| features.named(h)) else {
                        return;
                    };
                    match c {
                        MoveCommand::Play(m) => feature.board_move(m, cx),
                        MoveCommand::SquareClicked(square) => {
                            feature.board_click(square, cx);
                        }
                        _ => {}
                    }
                });
            }
            // The person's game wanted back: a holder it was lent to gives the board back (Learn
            // keeps the person's game on the board: it stays).
            Command::Board(BoardCommand::Release) => {
                if self.views.holder.lease().is_some_and(|l| l.lent) {
                    self.release_lease(None, ctx);
                }
            }
            Command::Board(BoardCommand::GiveWay) => self.release_lease(None, ctx),
            // The game's commands go to the game's feature, by their variant.
            Command::Moves(c) => self.play_command(GameCommand::Moves(c), ctx),
            Command::Engine(c) => self.play_command(GameCommand::Engine(c), ctx),
            Command::View(c) => self.on_view(c, ctx),
            Command::Board(c) => self.play_command(GameCommand::Board(c), ctx),
            Command::Event(event) => {
                self.for_every_feature(ctx, |feature, cx| feature.game_event(&event, cx));
            }
            Command::Feature(c) => self.feature_command(c, false, ctx),
            Command::Cleared(command) => match *command {
                // Every guarded command is a feature's (the files' own included).
                Command::Feature(c) => self.feature_command(c, true, ctx),
                other => self.internal_error(format!("nothing carries out a cleared {other:?}")),
            },
        }
    }

    /// A feature's command (or the record's), to its owner by its type (`cleared`: the unsaved-work
    /// guard let it through).
    fn feature_command(&mut self, c: FeatureCommand, cleared: bool, ctx: &egui::Context) {
        let c = match super::features::route(c) {
            Route::Record(c) => {
                for ask in self.record.handle(c) {
                    self.apply(ask, ctx);
                }
                return;
            }
            Route::Feature(c) => c,
        };
        if let Some(name) = super::features::takes_board(&c) {
            self.give_board_to(name, ctx);
            self.with_play(ctx, |play, cx| play.stop_engine(cx));
        }
        let news = super::features::ties(&c, cleared);
        let mut unowned = None;
        self.with_features(ctx, |features, cx| {
            unowned = features.handle(c, cleared, cx).err();
        });
        if let Some(c) = unowned {
            self.internal_error(format!("no feature carries out {c:?}"));
        }
        for command in news {
            self.apply(command, ctx);
        }
    }

    /// A fault of the app's own making (a command nobody carries out): a test fails on it; a
    /// person is told, in the status bar, rather than the command being lost unseen.
    fn internal_error(&mut self, what: String) {
        debug_assert!(false, "{what}");
        self.views
            .status
            .add_error(tr!(WORDS, "app-internal-error", what = what));
    }

    /// How the person's game counts, as the feature that rates it says (nothing counts without
    /// one).
    pub(crate) fn counting(&self) -> super::game::feature::Counting {
        self.features
            .each()
            .iter()
            .find_map(|f| f.counting())
            .unwrap_or_default()
    }

    /// What the features hold up now, joined.
    pub(crate) fn holding(&self) -> super::game::feature::Holding {
        self.features
            .each()
            .iter()
            .fold(Default::default(), |all, f| all.and(f.holding()))
    }

    /// The engine aid a command would start now (not stop: closing the explorer or stopping the
    /// analysis asks nothing).
    pub(crate) fn aid_of(&self, command: &Command) -> Option<super::game::feature::Aid> {
        match command {
            Command::Engine(EngineCommand::ToggleAnalysis) if self.play.engine().analysis => None,
            Command::Engine(c) => rating::engine_aid(c),
            // A take-back asks first too, in words of its own (one rule for a game that counts).
            Command::Moves(MoveCommand::Undo) if self.session.undo_takes_back_a_move() => {
                Some(rating::TAKE_BACK)
            }
            Command::Feature(c) => self.features.aid(c),
            _ => None,
        }
    }

    /// A feature takes the board: whoever holds it gives way first (a puzzle gives the person's
    /// game back, a drill ends and its search stops). Done before the taker's handler reads the
    /// game.
    fn give_board_to(&mut self, taker: &'static str, ctx: &egui::Context) {
        self.release_lease(Some(taker), ctx);
    }

    /// The feature holding the board lets go of it, unless it is `keeps`.
    fn release_lease(&mut self, keeps: Option<&'static str>, ctx: &egui::Context) {
        let Some(holder) = self.views.holder.lease().map(|l| l.holder) else {
            return;
        };
        if Some(holder) != keeps {
            self.with_features(ctx, |features, cx| {
                if let Some(feature) = features.named(holder) {
                    feature.board_taken(cx);
                }
            });
        }
    }

    /// Hands one of the game's commands to the game's feature.
    fn play_command(&mut self, command: GameCommand, ctx: &egui::Context) {
        self.with_play(ctx, |play, cx| play.handle(command, cx));
    }

    /// Runs `f` on the game's feature with the game to change (a writing context), then carries
    /// out what it asked, in order.
    pub(crate) fn with_play(
        &mut self,
        ctx: &egui::Context,
        f: impl FnOnce(&mut Play, &mut Context<'_>),
    ) {
        let counting = self.counting();
        let holding = self.holding();
        let modal_open = self.modal_open();
        let board_hidden = self.views.board_hidden();
        let line_search = self
            .rt
            .engine
            .is_searching(game::engine_link::Purpose::Line);
        let ArdRiApp {
            settings,
            session,
            rt,
            views,
            play,
            commands,
            clock,
            ..
        } = self;
        let super::views::Views { holder, status, .. } = views;
        let writing = Writing {
            settings,
            session,
            rt,
            status,
            commands,
            modal_open,
            board_hidden,
            engine_held: holding.engine,
            busy_elsewhere: holding.files || holding.game,
        };
        let mut cx = Context::writing(writing, ctx, holder, clock.as_ref());
        cx.counting = counting;
        cx.line_search = line_search;
        f(play, &mut cx);
        for ask in cx.into_asks() {
            self.apply(ask, ctx);
        }
    }

    /// Runs `f` on the features with the one context they share, then carries out what they
    /// asked, in order.
    pub(crate) fn with_features(
        &mut self,
        ctx: &egui::Context,
        f: impl FnOnce(&mut Features, &mut Context<'_>),
    ) {
        let counting = self.counting();
        let ArdRiApp {
            settings,
            session,
            rt,
            views,
            features,
            clock,
            ..
        } = self;
        let super::views::Views { holder, status, .. } = views;
        let reading = Reading {
            settings,
            session,
            persons_game: rt.persons_game(session),
            default_dir: &rt.default_dir,
            notice: StatusLine::notice(status),
            waiting: &rt.waiting,
        };
        let mut cx = Context::new(reading, ctx, holder, clock.as_ref());
        cx.counting = counting;
        cx.line_search = rt.engine.is_searching(game::engine_link::Purpose::Line);
        f(features, &mut cx);
        for ask in cx.into_asks() {
            self.apply(ask, ctx);
        }
    }

    /// Runs `f` on every feature on the contract, in the list's order, with the context they
    /// share (a hook of the contract: the frame's poll, what follows the frame, an event).
    pub(crate) fn for_every_feature(
        &mut self,
        ctx: &egui::Context,
        mut f: impl FnMut(&mut dyn Unit, &mut Context<'_>),
    ) {
        self.with_features(ctx, |features, cx| {
            for feature in features.all() {
                f(feature, cx);
            }
        });
    }

    /// The frame's poll of every feature on the contract (before drawing).
    pub(crate) fn poll_features(&mut self, ctx: &egui::Context) {
        self.for_every_feature(ctx, |feature, cx| feature.poll(cx));
    }

    /// Applies the queued commands, and those their handlers queue for other features, until none
    /// is left: one feature asks another for something only through a command.
    pub(crate) fn apply_queued(&mut self, ctx: &egui::Context) {
        loop {
            let queued = self.commands.take();
            if queued.is_empty() {
                break;
            }
            for command in queued {
                self.apply(command, ctx);
            }
        }
    }
}

/// "Use analysis? This game will not count": the one question every engine aid asks in a game that
/// counts for the rating. Use it (the game becomes casual, then the aid starts), or keep the game
/// rated (also Esc or a click outside).
fn casual_question(
    command: Command,
    aid: super::game::feature::Aid,
) -> super::game::commands::Question {
    use super::game::commands::{Choice, Question};
    let idle = || Command::wait(super::game::runtime::Waiting::Idle);
    if aid == rating::TAKE_BACK {
        return Question {
            asker: "casual",
            heading: tr!(WORDS, "app-take-back-heading").into(),
            text: tr!(WORDS, "app-take-back-text").into(),
            answers: vec![
                Choice::new(
                    tr!(WORDS, "app-take-back"),
                    vec![idle(), GameEvent::Helped(aid.reason).into(), command],
                ),
                Choice::new(tr!(WORDS, "app-keep-rated"), vec![idle()]),
            ],
            dismissed: Some(1),
        };
    }
    Question {
        asker: "casual",
        heading: tr!(WORDS, "app-use-aid-heading", aid = aid_name(aid.name)).into(),
        text: tr!(WORDS, "app-use-aid-text").into(),
        answers: vec![
            Choice::new(
                tr!(WORDS, "app-use-aid", aid = aid_name(aid.name)),
                vec![idle(), GameEvent::Helped(aid.reason).into(), command],
            ),
            Choice::new(tr!(WORDS, "app-keep-rated"), vec![idle()]),
        ],
        dismissed: Some(1),
    }
}
