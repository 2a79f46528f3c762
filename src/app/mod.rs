//! The desktop app: an egui window with the board, the move list, the evaluation bar and the engine
//! panel, built as the egui demo app and rerun's viewer are:
//!
//! - [`Settings`] is the persisted state (eframe's storage); [`game::runtime::Runtime`] holds what the
//!   frame needs only while running (the engine link, the question on screen); each feature keeps its
//!   own state (`files`, `puzzles`, `rating`, `sounds`, the views); [`game::session::Session`] is the game,
//!   and owns every rule about changes and saving.
//! - Views ([`views`]) own their state and draw from a read-only [`game::draw::DrawCtx`], queueing
//!   [`Command`]s; dialogs return a choice that becomes a command.
//! - After drawing, [`ArdRiApp::apply`] hands each command to its feature's handler, and applies what
//!   that handler asks of the others in the same frame: features talk only through commands.
//!   Shortcuts come from the one [`keymap`].
//!
//! The engine runs on its own thread and file dialogs and disk work on workers; `logic` drains their
//! channels each frame.

mod annotations;
mod dispatch;
mod editor;
mod engine_lines;
mod explorer;
mod features;
mod files;
mod game;
mod keymap;
mod learn;
mod lessons;
mod library;
mod menu;
mod play;
mod progress;
mod puzzles;
mod rating;
mod record;
mod rematch;
mod review;
#[cfg(test)]
mod seen;
mod shell;
mod side_panel;
mod sound;
#[cfg(test)]
mod tests;
mod views;

use std::path::PathBuf;
use std::sync::{Arc, OnceLock};
use std::time::Instant;

use ardri_rules::Rules;

use files::{Autosaver, FileWorker, Files, default_autosave_path, default_saves_dir};
pub use files::{FileDialogs, NativeDialogs};
use game::commands::{BoardCommand, Command, Commands, FileCommand, ViewCommand};
use game::engine_link::EngineLink;
use game::feature::Feature;
use game::runtime::{Runtime, Waiting};
use game::session::Session;
use game::settings::Settings;
use shell::{aside, perf, startup};
use views::Views;

/// The words of the root's own views (the menu bar, the side panel): `i18n/en.ftl`, and
/// `languages/<code>/app.ftl` in each language.
static WORDS: shell::i18n::Words = shell::i18n::words!(root);

/// When `main` started, for the time-to-first-frame figure.
pub static PROCESS_START: OnceLock<Instant> = OnceLock::new();

/// How the app is put together: tests hand in fixed dialogs, folders and autosave file.
pub struct Parts {
    pub settings: Settings,
    pub dialogs: Arc<dyn FileDialogs>,
    /// Where file choosers start before any folder was used.
    pub default_dir: PathBuf,
    /// The autosave file (`None`: nothing is autosaved).
    pub autosave: Option<PathBuf>,
    /// No settings were stored: the first start on this machine.
    pub first_run: bool,
    /// The file of the person's own puzzles (`None`: none are kept).
    pub my_puzzles: Option<PathBuf>,
    /// Where sounds go: the system's output, or a list in tests.
    pub speaker: sound::speaker::Speaker,
    /// The folder of the person's record (`None`: nothing is kept, as in most tests).
    pub record_folder: Option<PathBuf>,
    /// What time it is for the features: the system's clock, or one a test moves on.
    pub clock: Arc<dyn game::feature::Clock>,
}

pub struct ArdRiApp {
    /// Persisted between runs.
    settings: Settings,
    /// The game.
    session: Session,
    /// The engine, and the question on screen.
    rt: Runtime,
    /// Every view's own state.
    views: Views,
    /// Queued while drawing, applied after.
    commands: Commands,
    perf: perf::PerfLog,
    /// Keys of eframe's storage whose text could not be read nor kept aside: never written over.
    keep_stored: Vec<&'static str>,
    /// The person's record: games and the rating, in the database on its own thread.
    record: record::PersonRecord,
    /// The features built on the contract ([`game::feature::Feature`]), each owning all its state.
    features: features::Features,
    /// The game a person plays: the feature that changes the game, composed beside the others.
    play: play::feature::Play,
    /// What time it is for the features.
    clock: Arc<dyn game::feature::Clock>,
}

impl ArdRiApp {
    /// The app with the system's file dialogs and settings from eframe's storage; `open` is a saved
    /// game to load at once (read on the file worker, like any other).
    pub fn new(cc: &eframe::CreationContext<'_>, open: Option<PathBuf>) -> ArdRiApp {
        let data_folder = eframe::storage_dir("ardri");
        let mut app = ArdRiApp::with_storage(
            &cc.egui_ctx,
            cc.storage,
            data_folder.as_deref(),
            Parts {
                first_run: false,
                settings: Settings::default(),
                dialogs: Arc::new(NativeDialogs::default()),
                default_dir: default_saves_dir(),
                autosave: Some(default_autosave_path()),
                my_puzzles: Some(puzzles::mine::default_path()),
                speaker: sound::speaker::Speaker::device(cc.egui_ctx.clone()),
                record_folder: data_folder.clone(),
                clock: Arc::new(game::feature::SystemClock),
            },
        );
        if let Some(path) = open {
            app.features.files.open_path(cc.egui_ctx.clone(), path);
        }
        app
    }

    /// The app with its settings and puzzle record from eframe's `storage` (the rest of `parts`
    /// as given); `data_folder` is the folder of eframe's `app.ron`.
    pub fn with_storage(
        ctx: &egui::Context,
        storage: Option<&dyn eframe::Storage>,
        data_folder: Option<&std::path::Path>,
        parts: Parts,
    ) -> ArdRiApp {
        // Until the settings are read, what is said about them is in the system's language.
        shell::i18n::set_language(system_language());
        let settings: aside::Restored<Settings> = aside::restore(
            storage,
            (eframe::APP_KEY, "settings"),
            data_folder,
            &WORDS.text("app-stored-settings"),
            &WORDS.text("app-stored-settings-then"),
        );
        let record: aside::Restored<puzzles::PuzzleRecord> = aside::restore(
            storage,
            (puzzles::STORAGE_KEY, "ardri-puzzles"),
            data_folder,
            &WORDS.text("app-stored-puzzles"),
            &WORDS.text("app-stored-puzzles-then"),
        );
        let first_run = settings.value.is_none() && settings.problem.is_none();
        let record_folder = parts.record_folder.clone();
        let mut app = ArdRiApp::with_parts(
            ctx,
            Parts {
                first_run,
                settings: with_language(settings.value.unwrap_or_default().sanitized()),
                record_folder: None,
                ..parts
            },
        );
        let game_rating: aside::Restored<rating::PersonsRating> = aside::restore(
            storage,
            (rating::STORAGE_KEY, rating::STORAGE_KEY),
            data_folder,
            &WORDS.text("app-stored-rating"),
            &WORDS.text("app-stored-rating-then"),
        );
        // What the window's state kept before the record, as it was (not yet mended): moved into
        // the record once, value by value. Once the record has taken it (a marker in the
        // storage), it is never read again.
        let moved_before = storage.is_some_and(|s| s.get_string(LEGACY_MOVED_KEY).is_some());
        let old_rating = game_rating.value.unwrap_or_default();
        let mut legacy = rating::legacy_values(&old_rating, app.clock.utc());
        (legacy.puzzles, legacy.my_puzzles) = app
            .features
            .puzzles
            .restore(record.value.unwrap_or_default());
        if moved_before {
            legacy = ardri_record::LegacyValues::default();
        }
        let untrusted = legacy.untrusted();
        if !untrusted.is_empty() && record_folder.is_some() {
            app.views
                .status
                .add_error(keep_old_storage(data_folder, &untrusted));
        }
        let known = record_folder.is_none();
        let start_rating = app.features.rating.restore(old_rating.sanitized(), known);
        // The record opens on its own thread; what the window's state kept is moved into it once.
        app.record = start_record(ctx, record_folder, legacy);
        // The first game's record carries the person's rating too.
        app.session.metadata = play::new_game::with_person_rating(
            app.session.metadata.clone(),
            &app.settings,
            start_rating,
        );
        for (problem, keep_stored, key) in [
            (settings.problem, settings.keep_stored, eframe::APP_KEY),
            (record.problem, record.keep_stored, puzzles::STORAGE_KEY),
            (
                game_rating.problem,
                game_rating.keep_stored,
                rating::STORAGE_KEY,
            ),
        ] {
            if let Some(problem) = problem {
                app.views.status.add_error(problem);
            }
            if keep_stored {
                app.keep_stored.push(key);
            }
        }
        // Each feature's own settings, under its own key (from the shared settings' old fields
        // the first time).
        for feature in app.features.all() {
            if let Some(problem) = feature.load_settings(storage, data_folder) {
                app.views.status.add_error(problem);
            }
        }
        // eframe's file: one that cannot be written is said now, not discovered after the session.
        app.rt.stored =
            shell::writable::StoredFile::new(data_folder.map(|dir| dir.join("app.ron")));
        if let Some(told) = app.rt.stored.check() {
            app.views.status.add_error(told);
        }
        app
    }

    /// The app from its parts. An autosave left by the last run is offered back.
    pub fn with_parts(ctx: &egui::Context, parts: Parts) -> ArdRiApp {
        let settings = parts.settings;
        shell::theme::apply_theme(ctx, settings.dark_theme);
        shell::i18n::set_language(settings.language.unwrap_or(shell::i18n::Language::English));
        shell::guide::install_pictures(ctx);
        let wake = ctx.clone();
        let engine = EngineLink::new(move || wake.request_repaint());
        engine.set_skill_level(settings.level);
        // The person's rating is the starting one until the stored record is read (`with_storage`).
        let session = Session::new(
            Rules::default(),
            play::new_game::with_person_rating(
                play::new_game::metadata_for(&settings),
                &settings,
                rating::PersonsRating::default().rating.rating,
            ),
        );
        let files = FileWorker::new(parts.dialogs);
        let autosave = parts.autosave.map(|path| {
            files::autosave::Autosave {
                saver: Autosaver::new(path, &files, ctx.clone()),
                // The autosave of the last run stays until the person has answered the offer to
                // restore it (or changed something): nothing is written or removed before.
                heard: Some((session.change_state(), None)),
                written: false,
                discarded: false,
                looked: false,
            }
        });
        let mut views = Views::default();
        if parts.first_run {
            views.status.notify(shell::i18n::tr!(
                WORDS,
                "app-welcome",
                level = shell::rules::level_text(settings.level)
            ));
        }
        let (my_puzzles, problem) = puzzles::mine::MyPuzzles::open(parts.my_puzzles);
        let rating = rating::RatingState::starting(
            rating::RatedGame::start(&settings, parts.clock.utc()),
            // With a record, the rating is the person's once the record has said it.
            parts.record_folder.is_none(),
        );
        if let Some(problem) = problem {
            views.status.add_error(problem);
        }
        ArdRiApp {
            session,
            rt: Runtime {
                engine,
                waiting: Waiting::Idle,
                default_dir: parts.default_dir,
                title: String::new(),
                wake: ctx.clone(),
                game_on_hold: None,
                window_placed: false,
                stored: Default::default(),
            },
            views,
            settings,
            commands: Commands::default(),
            perf: perf::PerfLog::from_env(),
            keep_stored: Vec::new(),
            features: features::Features::new(
                parts.first_run,
                my_puzzles,
                parts.speaker,
                rating,
                Files {
                    worker: files,
                    autosave,
                    restorable: None,
                    chooser: None,
                },
            ),
            play: play::feature::Play::default(),
            clock: parts.clock,
            record: start_record(ctx, parts.record_folder, Default::default()),
        }
    }

    /// What the tests read of the running app, as a person sees it.
    #[cfg(test)]
    fn seen(&self) -> seen::Seen<'_> {
        seen::Seen { app: self }
    }

    /// What the tests set up before they act.
    #[cfg(test)]
    fn arrange(&mut self) -> seen::Arrange<'_> {
        seen::Arrange { app: self }
    }

    /// The person's game: the one on the board, or the one on hold while a feature holds the board.
    fn kept_game(&self) -> &Session {
        self.rt.persons_game(&self.session)
    }

    /// Whether the person's game has changes that are not saved (also while puzzles are shown).
    fn is_dirty(&self) -> bool {
        self.kept_game().is_dirty()
    }

    /// What a notice in the status bar may be about: the game (its revision, saved or not) and the
    /// position shown. A change to any of them ends the notice.
    fn notice_state(&self) -> u64 {
        use std::hash::{Hash, Hasher};
        let session = &self.session;
        let mut hasher = std::collections::hash_map::DefaultHasher::new();
        (
            session.change_state(),
            session.view_ply,
            session.browsing,
            session.shown_position().hash(),
            session.path(),
        )
            .hash(&mut hasher);
        hasher.finish()
    }

    /// A modal window is on screen: the app's question or its file chooser.
    fn modal_open(&self) -> bool {
        self.rt.question_open() || self.holding().modal
    }
}

impl eframe::App for ArdRiApp {
    fn logic(&mut self, ctx: &egui::Context, frame: &mut eframe::Frame) {
        startup::bring_window_on_screen(&mut self.rt.window_placed, frame);
        self.with_play(ctx, Feature::poll);
        // What the engine's reports ask of the features is done before anything looks at them.
        self.apply_queued(ctx);
        for ask in self.record.poll() {
            self.commands.push(ask);
        }
        self.poll_features(ctx);
        let close_requested = ctx.input(|i| i.viewport().close_requested());
        // Games waiting for the record are said before the window closes: try again, save them
        // as files, or quit (they stay written down beside the record either way).
        if close_requested && let Some(question) = self.record.quit_question(&self.rt.default_dir) {
            ctx.send_viewport_cmd(egui::ViewportCommand::CancelClose);
            if !self.rt.question_open() {
                for ask in self
                    .record
                    .handle(game::record_service::RecordCommand::TryAgain)
                {
                    self.commands.push(ask);
                }
                self.rt.waiting = Waiting::Question(Box::new(question));
            }
        } else if close_requested && self.is_dirty() && self.rt.waiting != Waiting::Quitting {
            // "Save your changes?" is about the person's game: it comes back on the board first.
            self.apply(BoardCommand::Release.into(), ctx);
            ctx.send_viewport_cmd(egui::ViewportCommand::CancelClose);
            self.rt.waiting = Waiting::Confirm(Box::new(FileCommand::Quit.into()));
        }
        self.shortcuts(ctx);
        // Shortcuts (and what the engine and workers reported) act at once, so the frame drawn next
        // shows their effect.
        self.apply_queued(ctx);
        self.views.status.follow(self.notice_state());
        // The clock runs (nobody's time while a file is read or written or the library hides
        // the game), and the engine starts its move.
        self.with_play(ctx, Feature::after_commands);
        // After the commands, the engine's moves and the clock's tick, before drawing: a move
        // sounds and a game's end is rated in the frame that shows them (a command a click
        // queued while drawing is shown, and followed, in the next frame).
        self.for_every_feature(ctx, |feature, cx| feature.after_commands(cx));
        self.update_title(ctx);
    }

    fn on_exit(&mut self, _gl: Option<&eframe::glow::Context>) {
        // The last game reaches the record before the process ends.
        for told in self.record.finish() {
            if let Command::View(ViewCommand::AddError(text)) = told {
                eprintln!("{text}");
            }
        }
        // What must reach the disk before the process ends (the autosave cleared).
        for feature in self.features.all() {
            feature.on_exit(&self.session);
        }
    }

    fn ui(&mut self, ui: &mut egui::Ui, frame: &mut eframe::Frame) {
        let ctx = ui.ctx().clone();
        self.draw(ui, &ctx);
        self.apply_queued(&ctx);
        if self.views.board.animating() {
            ctx.request_repaint_after(std::time::Duration::from_millis(30));
        }
        self.perf.frame(
            frame,
            self.rt.engine.current().is_some(),
            PROCESS_START.get(),
        );
    }

    fn save(&mut self, storage: &mut dyn eframe::Storage) {
        // eframe writes after this on a thread that only logs a failure: said here, once.
        if let Some(told) = self.rt.stored.check() {
            self.views.status.add_error(told);
        }
        if !self.keep_stored.contains(&eframe::APP_KEY) {
            eframe::set_value(storage, eframe::APP_KEY, &self.settings);
        }
        for feature in self.features.each() {
            feature.save_settings(storage);
        }
        // Where there is a record, it alone keeps the ratings and the puzzles: what the window's
        // state kept before stays as it was (untouched until moved over, never mended in place),
        // and once the record has taken it, a marker says so.
        if !self.record.kept() {
            if !self.keep_stored.contains(&puzzles::STORAGE_KEY) {
                eframe::set_value(
                    storage,
                    puzzles::STORAGE_KEY,
                    self.features.puzzles.stored(),
                );
            }
            if !self.keep_stored.contains(&rating::STORAGE_KEY) {
                eframe::set_value(storage, rating::STORAGE_KEY, self.features.rating.stored());
            }
        } else if self.record.holds_rating() {
            storage.set_string(LEGACY_MOVED_KEY, "true".to_string());
        }
    }
}

/// The person's record in `folder` on its own thread (`legacy`: what the window's state kept
/// before it, moved in once); the rating's news comes back as the rating's own command.
fn start_record(
    ctx: &egui::Context,
    folder: Option<PathBuf>,
    legacy: ardri_record::LegacyValues,
) -> record::PersonRecord {
    let wake = ctx.clone();
    record::PersonRecord::start(
        folder,
        legacy,
        rating::rating_change,
        game::answer::Answer(|news| rating::RatingCommand::Record(news).into()),
        move || wake.request_repaint(),
    )
}

/// The key of eframe's storage that says the values kept there before the record (the game
/// rating, the puzzle record) were moved into it: they are never read again.
const LEGACY_MOVED_KEY: &str = "ardri-moved-to-record";

/// Copies eframe's `app.ron` aside byte for byte, before anything writes over it, because some of
/// the values it kept cannot be trusted and will not be moved into the record; what to tell.
fn keep_old_storage(
    data_folder: Option<&std::path::Path>,
    untrusted: &[ardri_record::LegacyRefused],
) -> String {
    let what = untrusted
        .iter()
        .map(ToString::to_string)
        .collect::<Vec<_>>()
        .join("; ");
    let copied = data_folder
        .map(|dir| dir.join("app.ron"))
        .filter(|file| file.is_file())
        .map(|file| aside::copy_aside(&file, "before-record"))
        .transpose();
    match copied {
        Ok(Some(kept)) => shell::i18n::tr!(
            WORDS,
            "app-untrusted-kept",
            what = what,
            file = kept.display().to_string()
        ),
        Ok(None) => shell::i18n::tr!(WORDS, "app-untrusted", what = what),
        Err(e) => shell::i18n::tr!(
            WORDS,
            "app-untrusted-not-copied",
            what = what,
            error = aside::plain_io(&e)
        ),
    }
    .into_owned()
}

/// Opens the window; `open` is a saved game to show.
pub fn run(open: Option<PathBuf>) -> eframe::Result {
    // Before eframe reads it: a broken zoom factor would stop the window from opening at all.
    let told =
        eframe::storage_dir("ardri").and_then(|dir| startup::mend_app_ron(&dir.join("app.ron")));
    eframe::run_native(
        "ardri",
        startup::native_options(),
        Box::new(|cc| {
            let mut app = ArdRiApp::new(cc, open);
            if let Some(told) = told {
                app.views.status.add_error(told);
            }
            Ok(Box::new(app))
        }),
    )
}

/// `settings` with a language: the one kept, or at the first start the system's (LC_ALL,
/// LC_MESSAGES, LANG), kept from then on.
fn with_language(mut settings: Settings) -> Settings {
    if settings.language.is_none() {
        settings.language = Some(system_language());
    }
    settings
}

/// The system's language (in tests, English: a developer's own locale must not change what the
/// tests read).
fn system_language() -> shell::i18n::Language {
    if cfg!(test) {
        shell::i18n::Language::English
    } else {
        shell::i18n::Language::of_system(|name| std::env::var(name).ok())
    }
}
