//! The menu bar. Every entry queues a command; shortcut texts come from the keymap. Settings changed
//! here (view toggles, theme, time control) are edited on a copy and sent as one command.

use egui::{RichText, Ui};

use super::WORDS;
use super::game::commands::{
    Command, Commands, EngineCommand, FileCommand, MoveCommand, ViewCommand,
};
use super::game::engine_link::Purpose;
use super::game::feature::{Menu, MenuEntry, PanelContext, Unit};
use super::game::settings::{Players, Settings};
use super::keymap::menu_text;
use super::shell::i18n::{self, Language, tr};
use super::views::AppDraw;

/// A menu entry with the keymap's shortcut for its command shown beside it.
fn item(
    ui: &mut Ui,
    commands: &mut Commands,
    label: &str,
    enabled: bool,
    command: impl Into<Command>,
) -> bool {
    let command = command.into();
    let keys = menu_text(&command);
    let mut button = egui::Button::new(label);
    if !keys.is_empty() {
        button = button.shortcut_text(keys);
    }
    let clicked = ui.add_enabled(enabled, button).clicked();
    if clicked {
        commands.push(command);
    }
    clicked
}

/// The menu bar; `entries` are the features' own, drawn at the top of their menus, each
/// feature's own drawing (`menu_ui`) after them.
pub fn menu_bar(
    ui: &mut Ui,
    ctx: &AppDraw<'_>,
    entries: &[MenuEntry],
    units: &[&dyn Unit],
    commands: &mut Commands,
) {
    let features = |menu: Menu, ui: &mut Ui, commands: &mut Commands| {
        for entry in entries.iter().filter(|e| e.menu == menu) {
            item(
                ui,
                commands,
                &entry.label,
                entry.enabled,
                entry.command.clone(),
            );
        }
        for unit in units {
            unit.menu_ui(
                menu,
                ui,
                &mut PanelContext {
                    settings: ctx.settings,
                    session: ctx.session,
                    board: ctx.holder,
                    commands: &mut *commands,
                },
            );
        }
    };
    let mut settings = ctx.settings.clone();
    egui::Panel::top("menu").show(ui, |ui| {
        egui::MenuBar::new().ui(ui, |ui| {
            let files_idle = !ctx.files_busy;
            let can_resign = super::play::moves::can_resign(ctx.settings, ctx.session);
            ui.menu_button(tr!(WORDS, "menu-game"), |ui| {
                fitted(ui, |ui| {
                    features(Menu::Game, ui, commands);
                    ui.separator();
                    // Ticking Rated leaves the menu open (the person goes on to pick the game); a
                    // game chosen closes it.
                    let keep_open = egui::containers::menu::MenuConfig::new()
                        .close_behavior(egui::PopupCloseBehavior::CloseOnClickOutside);
                    egui::containers::menu::SubMenuButton::new(tr!(WORDS, "menu-new-game"))
                        .config(keep_open)
                        .ui(ui, |ui| {
                            // Rated or casual, chosen before the game (lichess's way).
                            let mut rated = !settings.casual;
                            if ui
                                .checkbox(&mut rated, tr!(WORDS, "menu-rated"))
                                .on_hover_text(tr!(WORDS, "menu-rated-tip"))
                                .changed()
                            {
                                settings.casual = !rated;
                            }
                            ui.separator();
                            let mut chosen = item(
                                ui,
                                commands,
                                &tr!(WORDS, "menu-same-sides"),
                                true,
                                FileCommand::NewGame(None),
                            );
                            ui.separator();
                            for players in Players::ALL {
                                chosen |= item(
                                    ui,
                                    commands,
                                    &players.label(),
                                    true,
                                    FileCommand::NewGame(Some(players)),
                                );
                            }
                            if chosen {
                                ui.close();
                            }
                        });
                    features(Menu::NewGame, ui, commands);
                    features(Menu::Position, ui, commands);
                    item(
                        ui,
                        commands,
                        &tr!(WORDS, "menu-paste"),
                        true,
                        ViewCommand::OpenPaste,
                    );
                    item(
                        ui,
                        commands,
                        &tr!(WORDS, "menu-copy-position"),
                        true,
                        FileCommand::CopyPosition,
                    );
                    item(
                        ui,
                        commands,
                        &tr!(WORDS, "menu-copy-moves"),
                        true,
                        FileCommand::CopyMoves,
                    );
                    features(Menu::Clipboard, ui, commands);
                    ui.separator();
                    ui.menu_button(tr!(WORDS, "menu-time-control"), |ui| {
                        time_control_menu(ui, &mut settings)
                    });
                    item(
                        ui,
                        commands,
                        &tr!(WORDS, "menu-resign"),
                        can_resign,
                        MoveCommand::Resign,
                    );
                    ui.separator();
                    item(
                        ui,
                        commands,
                        &tr!(WORDS, "menu-open"),
                        files_idle,
                        FileCommand::Open,
                    );
                    ui.add_enabled_ui(files_idle && !settings.recent_files.is_empty(), |ui| {
                        ui.menu_button(tr!(WORDS, "menu-open-recent"), |ui| {
                            for path in settings.recent_files.clone() {
                                let name = path.file_name().map_or_else(
                                    || path.display().to_string(),
                                    |n| n.to_string_lossy().into_owned(),
                                );
                                // No look at the disk from the menu: a file gone since is said
                                // when it is opened.
                                let response =
                                    ui.button(&name).on_hover_text(path.display().to_string());
                                if response.clicked() {
                                    commands.push(FileCommand::OpenPath(path.clone()));
                                    ui.close();
                                }
                            }
                            ui.separator();
                            if ui.button(tr!(WORDS, "menu-clear-recent")).clicked() {
                                settings.recent_files.clear();
                                ui.close();
                            }
                        });
                    });
                    features(Menu::Open, ui, commands);
                    features(Menu::Library, ui, commands);
                    item(
                        ui,
                        commands,
                        &tr!(WORDS, "menu-save"),
                        files_idle,
                        FileCommand::Save,
                    );
                    item(
                        ui,
                        commands,
                        &tr!(WORDS, "menu-save-as"),
                        files_idle,
                        FileCommand::SaveAs,
                    );
                    item(
                        ui,
                        commands,
                        &tr!(WORDS, "menu-export-text"),
                        files_idle,
                        FileCommand::ExportText,
                    );
                    item(
                        ui,
                        commands,
                        &tr!(WORDS, "menu-import-text"),
                        files_idle,
                        FileCommand::ImportText,
                    );
                    features(Menu::Save, ui, commands);
                    ui.separator();
                    item(
                        ui,
                        commands,
                        &tr!(WORDS, "menu-quit"),
                        true,
                        FileCommand::Quit,
                    );
                    features(Menu::Quit, ui, commands);
                })
            });
            ui.menu_button(tr!(WORDS, "menu-moves"), |ui| {
                fitted(ui, |ui| {
                    item(
                        ui,
                        commands,
                        &tr!(WORDS, "menu-undo"),
                        true,
                        MoveCommand::Undo,
                    );
                    item(
                        ui,
                        commands,
                        &tr!(WORDS, "menu-redo"),
                        true,
                        MoveCommand::Redo,
                    );
                    item(
                        ui,
                        commands,
                        &tr!(WORDS, "menu-flip"),
                        true,
                        ViewCommand::Flip,
                    );
                    ui.separator();
                    item(
                        ui,
                        commands,
                        &tr!(WORDS, "menu-first-position"),
                        true,
                        MoveCommand::GoTo(0),
                    );
                    item(
                        ui,
                        commands,
                        &tr!(WORDS, "menu-previous-move"),
                        true,
                        MoveCommand::Step(-1),
                    );
                    item(
                        ui,
                        commands,
                        &tr!(WORDS, "menu-next-move"),
                        true,
                        MoveCommand::Step(1),
                    );
                    item(
                        ui,
                        commands,
                        &tr!(WORDS, "menu-last-position"),
                        true,
                        MoveCommand::GoToEnd,
                    );
                    ui.separator();
                    features(Menu::Moves, ui, commands);
                })
            });
            ui.menu_button(tr!(WORDS, "menu-view"), |ui| {
                fitted(ui, |ui| {
                    ui.checkbox(&mut settings.show_eval_bar, tr!(WORDS, "menu-eval-bar"));
                    ui.checkbox(&mut settings.raw_score, tr!(WORDS, "menu-raw-score"))
                        .on_hover_text(tr!(WORDS, "menu-raw-score-tip"));
                    ui.checkbox(
                        &mut settings.show_chances_while_playing,
                        tr!(WORDS, "menu-chances-while-playing"),
                    )
                    .on_hover_text(tr!(WORDS, "menu-chances-while-playing-tip"));
                    ui.checkbox(&mut settings.show_graph, tr!(WORDS, "menu-graph"));
                    ui.checkbox(&mut settings.show_legal_dots, tr!(WORDS, "menu-legal-dots"));
                    let mut aids = settings.learning_aids_on(ctx.persons_rated_games);
                    if ui
                        .checkbox(&mut aids, tr!(WORDS, "menu-learning-aids"))
                        .on_hover_text(tr!(WORDS, "menu-learning-aids-tip"))
                        .changed()
                    {
                        settings.learning_aids = Some(aids);
                    }
                    ui.checkbox(
                        &mut settings.show_best_arrow,
                        tr!(WORDS, "menu-best-arrows"),
                    );
                    ui.checkbox(
                        &mut settings.show_coordinates,
                        tr!(WORDS, "menu-coordinates"),
                    );
                    ui.separator();
                    features(Menu::View, ui, commands);
                    ui.separator();
                    ui.radio_value(
                        &mut settings.dark_theme,
                        true,
                        tr!(WORDS, "menu-dark-theme"),
                    );
                    ui.radio_value(
                        &mut settings.dark_theme,
                        false,
                        tr!(WORDS, "menu-light-theme"),
                    );
                    ui.separator();
                    for colours in super::shell::theme::BoardColours::ALL {
                        ui.radio_value(&mut settings.board_colours, colours, colours.label());
                    }
                    ui.separator();
                    language_menu(ui, &mut settings);
                })
            });
            ui.menu_button(tr!(WORDS, "menu-engine"), |ui| {
                fitted(ui, |ui| {
                    let label = if ctx.engine_state.analysis {
                        tr!(WORDS, "menu-stop-analysis")
                    } else {
                        tr!(WORDS, "menu-start-analysis")
                    };
                    item(ui, commands, &label, true, EngineCommand::ToggleAnalysis);
                    item(
                        ui,
                        commands,
                        &tr!(WORDS, "menu-hint"),
                        true,
                        EngineCommand::Hint,
                    );
                    ui.separator();
                    if ctx.engine.is_searching(Purpose::Review) {
                        item(
                            ui,
                            commands,
                            &tr!(WORDS, "menu-cancel-review"),
                            true,
                            EngineCommand::CancelReview,
                        );
                    } else {
                        item(
                            ui,
                            commands,
                            &tr!(WORDS, "menu-review-game"),
                            true,
                            EngineCommand::Review,
                        );
                        features(Menu::Engine, ui, commands);
                    }
                })
            });
            ui.menu_button(tr!(WORDS, "menu-puzzles"), |ui| {
                features(Menu::Puzzles, ui, commands);
            });
            ui.menu_button(tr!(WORDS, "menu-help"), |ui| {
                fitted(ui, |ui| {
                    features(Menu::Help, ui, commands);
                    item(
                        ui,
                        commands,
                        &tr!(WORDS, "menu-rules-and-shortcuts"),
                        true,
                        ViewCommand::ToggleHelp,
                    );
                    item(
                        ui,
                        commands,
                        &tr!(WORDS, "menu-guide"),
                        true,
                        ViewCommand::ToggleGuide,
                    );
                })
            });
        });
    });
    if settings != *ctx.settings {
        commands.push(ViewCommand::Settings(Box::new(settings)));
    }
}

/// Presets and a custom setting for the clock of new games (and set-up or pasted positions).
fn time_control_menu(ui: &mut Ui, settings: &mut Settings) {
    const PRESETS: [(f32, f32); 6] = [
        (0.0, 0.0),
        (1.0, 0.0),
        (3.0, 2.0),
        (5.0, 3.0),
        (10.0, 5.0),
        (15.0, 10.0),
    ];
    for (minutes, increment) in PRESETS {
        let chosen = settings.clock_minutes == minutes && settings.clock_increment == increment;
        // What kind of game it is, by how long it lasts (lichess's names).
        let label = match minutes {
            0.0 => tr!(WORDS, "menu-no-clock"),
            1.0 => tr!(WORDS, "menu-bullet", minutes = minutes, seconds = increment),
            3.0 | 5.0 => tr!(WORDS, "menu-blitz", minutes = minutes, seconds = increment),
            _ => tr!(WORDS, "menu-rapid", minutes = minutes, seconds = increment),
        };
        if ui.radio(chosen, label).clicked() {
            settings.clock_minutes = minutes;
            settings.clock_increment = increment;
        }
    }
    ui.separator();
    ui.label(RichText::new(tr!(WORDS, "menu-custom")).weak());
    ui.add(
        egui::Slider::new(&mut settings.clock_minutes, 0.0..=120.0)
            .text(tr!(WORDS, "menu-minutes-each")),
    );
    ui.add(
        egui::Slider::new(&mut settings.clock_increment, 0.0..=60.0)
            .text(tr!(WORDS, "menu-seconds-per-move")),
    );
}

/// View > Language: every language in its own name, the change at once. Its title says "Language"
/// in English too, so a person who cannot read the language on screen still finds their own.
fn language_menu(ui: &mut Ui, settings: &mut Settings) {
    let mut title = tr!(WORDS, "menu-language").into_owned();
    if i18n::language() != Language::English {
        title.push_str(" (Language)");
    }
    ui.menu_button(title, |ui| {
        for language in Language::ALL {
            let chosen = settings.language == Some(language);
            if ui.radio(chosen, language.name()).clicked() {
                settings.language = Some(language);
                ui.close();
            }
        }
    });
}

/// A menu's entries in a box no taller than the window below where the menu opens: in a short
/// window (520x400) the menu scrolls instead of running off the screen.
fn fitted(ui: &mut Ui, add: impl FnOnce(&mut Ui)) {
    /// Taller than the longest menu (the Game menu, in German): below it the menu scrolls.
    const TALLEST_MENU: f32 = 600.0;
    let room = ui.ctx().content_rect().bottom() - ui.cursor().top() - 8.0;
    if room >= TALLEST_MENU {
        add(ui);
    } else {
        egui::ScrollArea::vertical()
            .max_height(room.max(80.0))
            .show(ui, add);
    }
}
