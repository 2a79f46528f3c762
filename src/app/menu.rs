//! The menu bar. Every entry queues a command; shortcut texts come from the keymap. Settings changed
//! here (view toggles, theme, time control) are edited on a copy and sent as one command.

use egui::{RichText, Ui};

use super::game::commands::{
    Command, Commands, EngineCommand, FileCommand, MoveCommand, ViewCommand,
};
use super::game::engine_link::Purpose;
use super::game::feature::{Menu, MenuEntry, PanelContext, Unit};
use super::game::settings::{Players, Settings};
use super::keymap::menu_text;
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
                entry.label,
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
            ui.menu_button("Game", |ui| {
                features(Menu::Game, ui, commands);
                ui.separator();
                // Ticking Rated leaves the menu open (the person goes on to pick the game); a
                // game chosen closes it.
                let keep_open = egui::containers::menu::MenuConfig::new()
                    .close_behavior(egui::PopupCloseBehavior::CloseOnClickOutside);
                egui::containers::menu::SubMenuButton::new("New game")
                    .config(keep_open)
                    .ui(ui, |ui| {
                        // Rated or casual, chosen before the game (lichess's way).
                        let mut rated = !settings.casual;
                        if ui
                            .checkbox(&mut rated, "Rated (counts for your rating)")
                            .on_hover_text(
                                "A game against a level counts for your rating unless you choose a \
                             casual one. It applies to the next game, and to this one until your \
                             first move.",
                            )
                            .changed()
                        {
                            settings.casual = !rated;
                        }
                        ui.separator();
                        let mut chosen =
                            item(ui, commands, "Same sides", true, FileCommand::NewGame(None));
                        ui.separator();
                        for players in Players::ALL {
                            chosen |= item(
                                ui,
                                commands,
                                players.label(),
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
                    "Paste position or moves...",
                    true,
                    ViewCommand::OpenPaste,
                );
                item(
                    ui,
                    commands,
                    "Copy position",
                    true,
                    FileCommand::CopyPosition,
                );
                item(ui, commands, "Copy moves", true, FileCommand::CopyMoves);
                features(Menu::Clipboard, ui, commands);
                ui.separator();
                ui.menu_button("Time control (next game)", |ui| {
                    time_control_menu(ui, &mut settings)
                });
                item(ui, commands, "Resign", can_resign, MoveCommand::Resign);
                ui.separator();
                item(ui, commands, "Open...", files_idle, FileCommand::Open);
                ui.add_enabled_ui(files_idle && !settings.recent_files.is_empty(), |ui| {
                    ui.menu_button("Open recent", |ui| {
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
                        if ui.button("Clear the list").clicked() {
                            settings.recent_files.clear();
                            ui.close();
                        }
                    });
                });
                features(Menu::Open, ui, commands);
                features(Menu::Library, ui, commands);
                item(ui, commands, "Save", files_idle, FileCommand::Save);
                item(ui, commands, "Save as...", files_idle, FileCommand::SaveAs);
                item(
                    ui,
                    commands,
                    "Export as text...",
                    files_idle,
                    FileCommand::ExportText,
                );
                item(
                    ui,
                    commands,
                    "Import from text...",
                    files_idle,
                    FileCommand::ImportText,
                );
                features(Menu::Save, ui, commands);
                ui.separator();
                item(ui, commands, "Quit", true, FileCommand::Quit);
                features(Menu::Quit, ui, commands);
            });
            ui.menu_button("Moves", |ui| {
                item(ui, commands, "Undo", true, MoveCommand::Undo);
                item(ui, commands, "Redo", true, MoveCommand::Redo);
                item(ui, commands, "Flip board", true, ViewCommand::Flip);
                ui.separator();
                item(ui, commands, "First position", true, MoveCommand::GoTo(0));
                item(ui, commands, "Previous move", true, MoveCommand::Step(-1));
                item(ui, commands, "Next move", true, MoveCommand::Step(1));
                item(ui, commands, "Last position", true, MoveCommand::GoToEnd);
                ui.separator();
                features(Menu::Moves, ui, commands);
            });
            ui.menu_button("View", |ui| {
                ui.checkbox(&mut settings.show_eval_bar, "Evaluation bar");
                ui.checkbox(&mut settings.raw_score, "Raw engine score")
                    .on_hover_text(
                        "Show the engine's score (A +1.2) instead of the chance (A 78%)",
                    );
                ui.checkbox(
                    &mut settings.show_chances_while_playing,
                    "Show chances while playing",
                )
                .on_hover_text(
                    "In a game against the engine, the bar shows your chances against its level",
                );
                ui.checkbox(&mut settings.show_graph, "Evaluation graph");
                ui.checkbox(&mut settings.show_legal_dots, "Legal move dots");
                let mut aids = settings.learning_aids_on(ctx.persons_rated_games);
                if ui
                    .checkbox(&mut aids, "Learning aids")
                    .on_hover_text(
                        "Ring the pieces either side can take next move, show the king's near ways \
                         to the corners, slide each move into place, leave taken pieces faintly \
                         where they stood and mark where the king was captured or escaped. On for \
                         your first games.",
                    )
                    .changed()
                {
                    settings.learning_aids = Some(aids);
                }
                ui.checkbox(&mut settings.show_best_arrow, "Best move arrows");
                ui.checkbox(&mut settings.show_coordinates, "Coordinates");
                ui.separator();
                features(Menu::View, ui, commands);
                ui.separator();
                ui.radio_value(&mut settings.dark_theme, true, "Dark theme");
                ui.radio_value(&mut settings.dark_theme, false, "Light theme");
                ui.separator();
                for colours in super::shell::theme::BoardColours::ALL {
                    ui.radio_value(&mut settings.board_colours, colours, colours.label());
                }
            });
            ui.menu_button("Engine", |ui| {
                let label = if ctx.engine_state.analysis {
                    "Stop analysis"
                } else {
                    "Start analysis"
                };
                item(ui, commands, label, true, EngineCommand::ToggleAnalysis);
                item(ui, commands, "Hint", true, EngineCommand::Hint);
                ui.separator();
                if ctx.engine.is_searching(Purpose::Review) {
                    item(
                        ui,
                        commands,
                        "Cancel review",
                        true,
                        EngineCommand::CancelReview,
                    );
                } else {
                    item(ui, commands, "Review game", true, EngineCommand::Review);
                    features(Menu::Engine, ui, commands);
                }
            });
            ui.menu_button("Puzzles", |ui| {
                features(Menu::Puzzles, ui, commands);
            });
            ui.menu_button("Help", |ui| {
                features(Menu::Help, ui, commands);
                item(
                    ui,
                    commands,
                    "Rules and shortcuts",
                    true,
                    ViewCommand::ToggleHelp,
                );
                item(ui, commands, "Guide", true, ViewCommand::ToggleGuide);
            });
        });
    });
    if settings != *ctx.settings {
        commands.push(ViewCommand::Settings(Box::new(settings)));
    }
}

/// Presets and a custom setting for the clock of new games (and set-up or pasted positions).
fn time_control_menu(ui: &mut Ui, settings: &mut Settings) {
    const PRESETS: [(&str, f32, f32); 6] = [
        ("No clock", 0.0, 0.0),
        ("1 + 0 (bullet)", 1.0, 0.0),
        ("3 + 2 (blitz)", 3.0, 2.0),
        ("5 + 3 (blitz)", 5.0, 3.0),
        ("10 + 5 (rapid)", 10.0, 5.0),
        ("15 + 10 (rapid)", 15.0, 10.0),
    ];
    for (label, minutes, increment) in PRESETS {
        let chosen = settings.clock_minutes == minutes && settings.clock_increment == increment;
        if ui.radio(chosen, label).clicked() {
            settings.clock_minutes = minutes;
            settings.clock_increment = increment;
        }
    }
    ui.separator();
    ui.label(RichText::new("Custom").weak());
    ui.add(egui::Slider::new(&mut settings.clock_minutes, 0.0..=120.0).text("minutes each"));
    ui.add(egui::Slider::new(&mut settings.clock_increment, 0.0..=60.0).text("seconds per move"));
}
