//! The window's panels: menu bar, status bar, move list with variations, engine panel, the board
//! area with the evaluation bar, and the "unsaved changes" dialog. They read the app's state and queue
//! commands; nothing here changes the game directly.

use egui::{Color32, RichText, ScrollArea, Ui, Vec2};

use ardri_engine::Score;
use ardri_rules::Side;

use super::board::{BoardInput, BoardView, board_ui, coordinate_margin};
use super::engine_link::{Purpose, attackers_view};
use super::eval_bar::{eval_bar_ui, score_text};
use super::settings::{MAX_DEPTH, MIN_DEPTH, PlayerMode};
use super::{Analysis, ArdRiApp, CAPTURE_MARK_TIME, Command, Pending, Waiting};

/// A menu entry with its shortcut shown; queues `command` when clicked.
fn menu_item(
    ui: &mut Ui,
    commands: &mut Vec<Command>,
    label: &str,
    shortcut: &str,
    enabled: bool,
    command: Command,
) {
    let button = egui::Button::new(label).shortcut_text(shortcut);
    if ui.add_enabled(enabled, button).clicked() {
        commands.push(command);
    }
}

pub fn menu_bar(ui: &mut Ui, app: &mut ArdRiApp) {
    egui::Panel::top("menu").show(ui, |ui| {
        egui::MenuBar::new().ui(ui, |ui| {
            let files_idle = !app.files.busy();
            let analysis = app.analysis != Analysis::Off;
            let (commands, settings) = (&mut app.commands, &mut app.settings);
            ui.menu_button("Game", |ui| {
                ui.menu_button("New game", |ui| {
                    for mode in PlayerMode::ALL {
                        if ui.button(mode.label()).clicked() {
                            commands.push(Command::NewGame(mode));
                        }
                    }
                });
                menu_item(ui, commands, "Open...", "Ctrl+O", files_idle, Command::Open);
                menu_item(ui, commands, "Save", "Ctrl+S", files_idle, Command::Save);
                menu_item(
                    ui,
                    commands,
                    "Save as...",
                    "Ctrl+Shift+S",
                    files_idle,
                    Command::SaveAs,
                );
                ui.separator();
                menu_item(ui, commands, "Quit", "", true, Command::Quit);
            });
            ui.menu_button("Moves", |ui| {
                menu_item(ui, commands, "Undo", "Ctrl+Z", true, Command::Undo);
                menu_item(ui, commands, "Flip board", "F", true, Command::Flip);
                ui.separator();
                menu_item(
                    ui,
                    commands,
                    "First position",
                    "Home",
                    true,
                    Command::GoTo(0),
                );
                menu_item(
                    ui,
                    commands,
                    "Previous move",
                    "Left",
                    true,
                    Command::Step(-1),
                );
                menu_item(ui, commands, "Next move", "Right", true, Command::Step(1));
                menu_item(ui, commands, "Last position", "End", true, Command::GoToEnd);
            });
            ui.menu_button("View", |ui| {
                ui.checkbox(&mut settings.show_eval_bar, "Evaluation bar");
                ui.checkbox(&mut settings.show_legal_dots, "Legal move dots");
                ui.checkbox(&mut settings.show_best_arrow, "Best move arrow");
                ui.checkbox(&mut settings.show_coordinates, "Coordinates");
                ui.separator();
                let mut dark = settings.dark_theme;
                if ui.radio_value(&mut dark, true, "Dark theme").clicked()
                    | ui.radio_value(&mut dark, false, "Light theme").clicked()
                {
                    commands.push(Command::SetTheme(dark));
                }
            });
            ui.menu_button("Engine", |ui| {
                let label = if analysis {
                    "Stop analysis"
                } else {
                    "Start analysis"
                };
                menu_item(ui, commands, label, "", true, Command::ToggleAnalysis);
                menu_item(ui, commands, "Hint", "", true, Command::Hint);
            });
        });
    });
}

pub fn status_bar(ui: &mut Ui, app: &mut ArdRiApp) {
    egui::Panel::bottom("status").show(ui, |ui| {
        ui.horizontal(|ui| {
            let engine = match app.engine.current().map(|c| c.purpose) {
                Some(Purpose::Move) => "engine thinking about its move",
                Some(Purpose::Analysis) => "engine analysing",
                Some(Purpose::Hint) => "engine looking for a hint",
                None => "engine idle",
            };
            ui.label(format!("{}  |  {engine}", app.settings.mode.label()));
            if app.files.busy() {
                ui.separator();
                ui.label("waiting for the file dialog...");
            }
            if let Some(notice) = app.notice.clone() {
                ui.separator();
                let text = RichText::new(&notice.text);
                ui.label(if notice.error {
                    text.color(Color32::from_rgb(220, 60, 60))
                } else {
                    text
                });
                if ui.small_button("Dismiss").clicked() {
                    app.commands.push(Command::DismissNotice);
                }
            }
        });
    });
}

pub fn side_panel(ui: &mut Ui, app: &mut ArdRiApp) {
    egui::Panel::right("side")
        .resizable(true)
        .default_size(330.0)
        .min_size(260.0)
        .show(ui, |ui| {
            engine_panel(ui, app);
            ui.separator();
            move_list(ui, app);
        });
}

fn engine_panel(ui: &mut Ui, app: &mut ArdRiApp) {
    ui.heading("Engine");
    let depth =
        ui.add(egui::Slider::new(&mut app.settings.depth, MIN_DEPTH..=MAX_DEPTH).text("Depth"));
    if depth.changed() {
        app.commands.push(Command::DepthChanged);
    }
    ui.add(
        egui::Slider::new(&mut app.settings.move_time, 0.1..=60.0)
            .logarithmic(true)
            .suffix(" s")
            .text("Max time per engine move"),
    );
    ui.horizontal(|ui| {
        let label = if app.analysis != Analysis::Off {
            "Stop analysis"
        } else {
            "Start analysis"
        };
        if ui.button(label).clicked() {
            app.commands.push(Command::ToggleAnalysis);
        }
        if ui.button("Hint").clicked() {
            app.commands.push(Command::Hint);
        }
        ui.checkbox(&mut app.settings.show_best_arrow, "Arrow");
        if app.engine.is_searching(Purpose::Move) && ui.button("Move now").clicked() {
            app.commands.push(Command::MoveNow);
        }
    });
    let shown = *app.session.shown_position();
    match app.engine.report_for(shown.hash()) {
        Some((info, search)) => {
            let score = attackers_view(info.score, search.side);
            egui::Grid::new("engine info")
                .num_columns(2)
                .show(ui, |ui| {
                    ui.label("Depth");
                    ui.label(format!("{} (selective {})", info.depth, info.seldepth));
                    ui.end_row();
                    ui.label("Score");
                    ui.label(score_text(score));
                    ui.end_row();
                    ui.label("Nodes");
                    ui.label(format!("{} ({:.1} M/s)", info.nodes, info.nps as f64 / 1e6));
                    ui.end_row();
                });
            let mut line = shown;
            let texts: Vec<String> = info
                .pv
                .iter()
                .take(12)
                .map_while(|&m| {
                    line.is_legal(m).then(|| {
                        let text = line.display_move(m);
                        line.play_unchecked(m);
                        text
                    })
                })
                .collect();
            ui.label(RichText::new(texts.join(" ")).monospace())
                .on_hover_text("The engine's principal variation: the line it expects.");
        }
        None => {
            ui.label(RichText::new("No search on this position.").weak());
        }
    }
}

fn move_list(ui: &mut Ui, app: &mut ArdRiApp) {
    ui.heading("Moves");
    let game = &app.session.game;
    let first = game.start().side_to_move();
    ui.horizontal(|ui| {
        let start = ui.selectable_label(app.session.view_ply == 0, "Start");
        if start.clicked() {
            app.commands.push(Command::GoTo(0));
        }
        ui.label(RichText::new(format!("{} move first", side_title(first))).weak());
    });
    let moves = game.moves();
    let view = app.session.view_ply;
    ScrollArea::vertical()
        .auto_shrink([false, false])
        .max_height(ui.available_height() - 90.0)
        .show(ui, |ui| {
            egui::Grid::new("moves")
                .num_columns(3)
                .striped(true)
                .show(ui, |ui| {
                    for (row, pair) in moves.chunks(2).enumerate() {
                        ui.label(format!("{}.", row + 1));
                        for (i, played) in pair.iter().enumerate() {
                            let ply = row * 2 + i + 1;
                            let response = ui
                                .selectable_label(
                                    view == ply,
                                    RichText::new(played.to_string()).monospace(),
                                )
                                .accessible_name(format!("Move {ply}: {played}"));
                            if view == ply {
                                response.scroll_to_me(None);
                            }
                            if response.clicked() {
                                app.commands.push(Command::GoTo(ply));
                            }
                        }
                        ui.end_row();
                    }
                });
            if let Some(outcome) = game.outcome() {
                ui.label(RichText::new(outcome.to_string()).strong());
            }
        });
    if !app.session.variations.is_empty() {
        ui.separator();
        ui.label(RichText::new("Variations (lines replaced by another move)").strong());
        for (index, variation) in app.session.variations.iter().enumerate() {
            let mut texts = Vec::new();
            if let Some(start) = game.position_at(variation.after_ply) {
                let mut p = *start;
                for &m in variation.moves.iter().take(6) {
                    texts.push(p.display_move(m));
                    p.play_unchecked(m);
                }
            }
            let more = if variation.moves.len() > 6 {
                " ..."
            } else {
                ""
            };
            ui.horizontal(|ui| {
                if ui
                    .small_button("Restore")
                    .on_hover_text(
                        "Make this line the main line; the current one becomes a variation.",
                    )
                    .clone()
                    .accessible_name(format!("Restore variation {}", index + 1))
                    .clicked()
                {
                    app.commands.push(Command::RestoreVariation(index));
                }
                ui.label(format!(
                    "after move {}: {}{more}",
                    variation.after_ply,
                    texts.join(" ")
                ));
            });
        }
    }
}

fn side_title(side: Side) -> &'static str {
    match side {
        Side::Attackers => "Attackers",
        Side::Defenders => "Defenders",
    }
}

/// The header line, the evaluation bar and the board.
pub fn board_area(ui: &mut Ui, app: &mut ArdRiApp, now: f64) -> Vec<BoardInput> {
    let position = *app.session.shown_position();
    let at_end = app.session.at_end();
    let header = match app.session.game.outcome() {
        Some(outcome) if at_end => RichText::new(outcome.to_string())
            .strong()
            .size(18.0)
            .color(Color32::from_rgb(210, 150, 30)),
        _ => {
            let side = side_title(position.side_to_move());
            let whose = if app.settings.mode.engine_plays(position.side_to_move()) {
                "engine"
            } else {
                "you"
            };
            let review = if at_end {
                String::new()
            } else {
                format!(
                    "  (move {} of {})",
                    app.session.view_ply,
                    app.session.game.ply_count()
                )
            };
            RichText::new(format!("{side} to move ({whose}){review}")).size(16.0)
        }
    };
    ui.label(header);

    let shown_ply = app.session.view_ply;
    let arrow = if app.settings.show_best_arrow {
        app.engine
            .report_for(position.hash())
            .and_then(|(info, _)| info.pv.first().copied())
            .or_else(|| {
                app.hint
                    .filter(|(ply, _)| *ply == shown_ply)
                    .map(|(_, m)| m)
            })
            .filter(|&m| position.is_legal(m))
    } else {
        None
    };
    let captured: Vec<_> = app
        .captured_marks
        .iter()
        .map(|&(sq, t)| (sq, (1.0 - (now - t) / CAPTURE_MARK_TIME) as f32))
        .collect();
    let view = BoardView {
        position: &position,
        flipped: app.settings.flipped,
        show_coordinates: app.settings.show_coordinates,
        show_dots: app.settings.show_legal_dots,
        selected: app.selected,
        last_move: app.session.shown_last_move().map(|p| p.mv),
        captured: &captured,
        arrow,
        movable: app.movable_squares(),
    };
    let score: Option<Score> = app.engine.last_score();
    // A finished game needs no engine: the bar shows its result.
    let decided = app.session.game.outcome_at(app.session.view_ply);
    const BAR_WIDTH: f32 = 40.0;
    let available = ui.available_size();
    let bar_space = if app.settings.show_eval_bar {
        BAR_WIDTH + ui.spacing().item_spacing.x
    } else {
        0.0
    };
    let side = (available.x - bar_space).min(available.y).max(140.0);
    let margin = coordinate_margin(side, app.settings.show_coordinates);
    let left_pad = ((available.x - bar_space - side) / 2.0).max(0.0);
    ui.horizontal_top(|ui| {
        ui.add_space(left_pad);
        if app.settings.show_eval_bar {
            // The bar runs exactly along the squares, beside the rank numbers.
            ui.vertical(|ui| {
                ui.add_space(margin);
                eval_bar_ui(
                    ui,
                    Vec2::new(BAR_WIDTH, side - 2.0 * margin),
                    score,
                    decided,
                    app.settings.flipped,
                );
            });
        }
        board_ui(ui, &view, side)
    })
    .inner
}

/// "The game has unsaved changes": Save, Discard or Cancel.
pub fn confirm_dialog(ctx: &egui::Context, app: &mut ArdRiApp, pending: Pending) {
    let what = match pending {
        Pending::NewGame(_) => "starting a new game",
        Pending::Open => "opening another game",
        Pending::Quit => "quitting",
    };
    let modal = egui::Modal::new(egui::Id::unique("unsaved changes")).show(ctx, |ui| {
        ui.heading("Unsaved changes");
        ui.label(format!(
            "The game has changes that are not saved. Save them before {what}?"
        ));
        ui.horizontal(|ui| {
            if ui.button("Save").clicked() {
                return Some(Choice::Save);
            }
            if ui.button("Discard").clicked() {
                return Some(Choice::Discard);
            }
            if ui.button("Cancel").clicked() {
                return Some(Choice::Cancel);
            }
            None
        })
        .inner
    });
    let closed = modal.should_close();
    let choice = modal.inner.or(closed.then_some(Choice::Cancel));
    match choice {
        Some(Choice::Save) => {
            app.waiting = Waiting::SaveThen(pending);
            app.commands.push(Command::Save);
        }
        Some(Choice::Discard) => {
            app.waiting = Waiting::Idle;
            app.proceed(pending, ctx);
        }
        Some(Choice::Cancel) => app.waiting = Waiting::Idle,
        None => {}
    }
}

enum Choice {
    Save,
    Discard,
    Cancel,
}
