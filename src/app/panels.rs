//! The panels around the board: menu, status bar, engine and review panels, the graph, the move list,
//! and the board area with its header and evaluation bar. They read the app's state and queue
//! [`Command`]s; nothing here changes the game directly.

use std::path::PathBuf;

use egui::{Color32, RichText, ScrollArea, Ui, Vec2};

use ardri_engine::review::MoveJudgement;
use ardri_engine::{Eval, MoveClass};
use ardri_rules::{Move, Position, Side};

use super::board::{BoardInput, BoardView, board_ui, coordinate_margin};
use super::clock::clock_text;
use super::engine_link::Purpose;
use super::eval_bar::eval_bar_ui;
use super::files::ChooserPurpose;
use super::graph::{class_color, graph_ui};
use super::review::judgements;
use super::settings::{
    MAX_ANALYSIS_LINES, MAX_DEPTH, MAX_REVIEW_DEPTH, MIN_DEPTH, MIN_REVIEW_DEPTH, PlayerMode,
};
use super::{AnalysisMode, ArdRiApp, CAPTURE_MARK_TIME, Command, Pending, Waiting};
use ardri_engine::skill::MAX_SKILL;

/// A menu entry with its shortcut shown.
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
            let analysis = app.analysis != AnalysisMode::Off;
            let reviewing = app.engine.is_searching(Purpose::Review);
            let can_resign =
                !app.session.game.is_over() && app.settings.mode != PlayerMode::EngineBoth;
            let (commands, settings) = (&mut app.commands, &mut app.settings);
            ui.menu_button("Game", |ui| {
                ui.menu_button("New game", |ui| {
                    for mode in PlayerMode::ALL {
                        if ui.button(mode.label()).clicked() {
                            commands.push(Command::NewGame(mode));
                        }
                    }
                });
                menu_item(
                    ui,
                    commands,
                    "Set up a position...",
                    "",
                    true,
                    Command::OpenEditor,
                );
                menu_item(
                    ui,
                    commands,
                    "Paste position or moves...",
                    "",
                    true,
                    Command::OpenPaste,
                );
                menu_item(
                    ui,
                    commands,
                    "Copy position",
                    "",
                    true,
                    Command::CopyPosition,
                );
                menu_item(ui, commands, "Copy moves", "", true, Command::CopyMoves);
                ui.separator();
                ui.menu_button("Time control (next game)", |ui| {
                    time_control_menu(ui, settings)
                });
                menu_item(ui, commands, "Resign", "", can_resign, Command::Resign);
                ui.separator();
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
                menu_item(ui, commands, "Redo", "Ctrl+Y", true, Command::Redo);
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
                ui.separator();
                menu_item(
                    ui,
                    commands,
                    "Previous mistake",
                    "P",
                    true,
                    Command::PreviousMistake,
                );
                menu_item(
                    ui,
                    commands,
                    "Next mistake",
                    "N",
                    true,
                    Command::NextMistake,
                );
            });
            ui.menu_button("View", |ui| {
                ui.checkbox(&mut settings.show_eval_bar, "Evaluation bar");
                ui.checkbox(&mut settings.show_graph, "Evaluation graph");
                ui.checkbox(&mut settings.show_legal_dots, "Legal move dots");
                ui.checkbox(&mut settings.show_best_arrow, "Best move arrows");
                ui.checkbox(&mut settings.show_coordinates, "Coordinates");
                ui.separator();
                let mut dark = settings.dark_theme;
                if ui.radio_value(&mut dark, true, "Dark theme").clicked()
                    | ui.radio_value(&mut dark, false, "Light theme").clicked()
                {
                    commands.push(Command::SetTheme(dark));
                }
            });
            ui.menu_button("Help", |ui| {
                menu_item(
                    ui,
                    commands,
                    "Rules and shortcuts",
                    "F1",
                    true,
                    Command::ToggleHelp,
                );
            });
            ui.menu_button("Engine", |ui| {
                let label = if analysis {
                    "Stop analysis"
                } else {
                    "Start analysis"
                };
                menu_item(ui, commands, label, "", true, Command::ToggleAnalysis);
                menu_item(ui, commands, "Hint", "", true, Command::Hint);
                ui.separator();
                if reviewing {
                    menu_item(
                        ui,
                        commands,
                        "Cancel review",
                        "",
                        true,
                        Command::CancelReview,
                    );
                } else {
                    menu_item(
                        ui,
                        commands,
                        "Review game",
                        "Ctrl+R",
                        true,
                        Command::ReviewGame,
                    );
                }
            });
        });
    });
}

/// Presets and a custom setting for the clock of new games against the engine.
fn time_control_menu(ui: &mut Ui, settings: &mut super::settings::Settings) {
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

pub fn status_bar(ui: &mut Ui, app: &mut ArdRiApp) {
    egui::Panel::bottom("status").show(ui, |ui| {
        ui.horizontal_wrapped(|ui| {
            let engine = match app.engine.current().map(|c| c.purpose) {
                Some(Purpose::Move) => "engine thinking about its move",
                Some(Purpose::Analysis) => "engine analysing",
                Some(Purpose::Hint) => "engine looking for a hint",
                Some(Purpose::Review) => "engine reviewing the game",
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

/// Beside the board in a landscape window, below it in a portrait one.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum PanelPlace {
    Right,
    Below,
}

/// Where the side panel goes and how big it is, from the window's size: the board stays the main
/// thing. The size is computed, never grown by its content, so no long line widens it for good.
pub fn panel_layout(window: Vec2) -> (PanelPlace, f32) {
    if window.x >= window.y * 1.15 {
        (PanelPlace::Right, (window.x * 0.3).clamp(200.0, 400.0))
    } else {
        (PanelPlace::Below, (window.y * 0.38).clamp(140.0, 420.0))
    }
}

pub fn side_panel(ui: &mut Ui, app: &mut ArdRiApp, window: Vec2) {
    let marks = judgements(&app.session);
    let (place, size) = panel_layout(window);
    let panel = match place {
        PanelPlace::Right => egui::Panel::right("side"),
        PanelPlace::Below => egui::Panel::bottom("below"),
    };
    panel.resizable(false).exact_size(size).show(ui, |ui| {
        // The engine and review panels scroll in the upper part, the move list in the rest.
        let upper = (ui.available_height() * 0.62).max(120.0);
        ScrollArea::vertical()
            .id_salt("panel scroll")
            .max_height(upper)
            .auto_shrink([false, true])
            .show(ui, |ui| {
                engine_panel(ui, app);
                ui.separator();
                review_panel(ui, app, &marks);
            });
        ui.separator();
        ScrollArea::vertical()
            .id_salt("moves scroll")
            .auto_shrink([false, false])
            .show(ui, |ui| move_list(ui, app, &marks));
    });
}

/// Up to `limit` moves of `line` from `start` in display notation, stopping at an illegal one.
fn line_texts(start: &Position, line: &[Move], limit: usize) -> Vec<String> {
    let mut p = *start;
    line.iter()
        .take(limit)
        .map_while(|&m| {
            p.is_legal(m).then(|| {
                let text = p.display_move(m);
                p.play_unchecked(m);
                text
            })
        })
        .collect()
}

fn engine_panel(ui: &mut Ui, app: &mut ArdRiApp) {
    ui.heading("Engine");
    let depth = ui.add(
        egui::Slider::new(&mut app.settings.depth, MIN_DEPTH..=MAX_DEPTH)
            .text("Depth")
            .clamping(egui::SliderClamping::Always),
    );
    depth.on_hover_text("The depth the engine plays its own moves at (and gives hints at).");
    ui.add(
        egui::Slider::new(&mut app.settings.move_time, 0.1..=60.0)
            .logarithmic(true)
            .suffix(" s")
            .text("Max time per engine move"),
    );
    let level = ui.add(egui::Slider::new(&mut app.settings.level, 1..=MAX_SKILL).text("Level"));
    level.clone().on_hover_text(
        "The engine's strength for its own moves: 1 a beginner can beat, 10 full strength (then the depth and time above apply). Analysis is always at full strength.",
    );
    if level.changed() {
        app.commands.push(Command::LevelChanged);
    }
    let lines = ui.add(
        egui::Slider::new(&mut app.settings.analysis_lines, 1..=MAX_ANALYSIS_LINES).text("Lines"),
    );
    if lines.changed() {
        app.commands.push(Command::LinesChanged);
    }
    ui.horizontal_wrapped(|ui| {
        let label = if app.analysis != AnalysisMode::Off {
            "Stop analysis"
        } else {
            "Start analysis"
        };
        if ui
            .button(label)
            .on_hover_text("Analyse the shown position until stopped; it follows the shown move.")
            .clicked()
        {
            app.commands.push(Command::ToggleAnalysis);
        }
        if ui.button("Hint").clicked() {
            app.commands.push(Command::Hint);
        }
        ui.checkbox(&mut app.settings.show_best_arrow, "Arrows");
        if app.engine.is_searching(Purpose::Move) && ui.button("Move now").clicked() {
            app.commands.push(Command::MoveNow);
        }
        if app.settings.mode == PlayerMode::EngineBoth {
            let label = if app.paused { "Resume" } else { "Pause" };
            if ui
                .button(label)
                .on_hover_text("Engine against engine: stop after the current move, or go on")
                .clicked()
            {
                app.commands.push(Command::TogglePause);
            }
            if app.paused && ui.button("Step").on_hover_text("Play one move").clicked() {
                app.commands.push(Command::StepEngine);
            }
        }
    });
    let shown = app.session.shown_position();
    let Some(search) = app.engine.report_for(shown.hash()) else {
        ui.label(RichText::new("No search on this position.").weak());
        return;
    };
    let side = search.side;
    if let Some(best) = search.best() {
        ui.label(format!(
            "Depth {} (selective {}), {} nodes, {:.1} M/s",
            best.depth,
            best.seldepth,
            best.nodes,
            best.nps as f64 / 1e6
        ));
    }
    let lines: Vec<(usize, Eval, Vec<Move>)> = search
        .lines
        .iter()
        .enumerate()
        .map(|(i, info)| (i, Eval::from_score(info.score, side), info.pv.clone()))
        .collect();
    let history = search.depth_history.clone();
    for (index, eval, pv) in lines {
        ui.horizontal_wrapped(|ui| {
            let wdl = super::review::model().wdl(eval, &shown);
            ui.label(RichText::new(wdl.to_string()).monospace().strong())
                .on_hover_text(format!(
                    "Line {}: {} (engine score {eval}); {}",
                    index + 1,
                    wdl,
                    super::eval_bar::wdl_text(wdl)
                ));
            for (k, text) in line_texts(&shown, &pv, 10).into_iter().enumerate() {
                let button = ui
                    .small_button(RichText::new(text).monospace())
                    .on_hover_text("Show the position after this move (Esc to return)");
                let button = button.accessible_name(format!("Line {} move {}", index + 1, k + 1));
                if button.clicked() {
                    app.commands.push(Command::Preview {
                        line: index,
                        moves: k + 1,
                    });
                }
            }
            if ui
                .small_button("+")
                .on_hover_text("Add this line to the game as a variation")
                .accessible_name(format!("Add line {}", index + 1))
                .clicked()
            {
                app.commands.push(Command::AddLine(index));
            }
        });
    }
    if history.len() > 1 {
        egui::CollapsingHeader::new("Best move by depth")
            .default_open(false)
            .show(ui, |ui| depth_table(ui, &shown, side, &history));
    }
}

/// The best move and score at each completed depth; a row where the engine changed its mind is
/// marked.
fn depth_table(
    ui: &mut Ui,
    shown: &Position,
    side: Side,
    history: &[super::engine_link::DepthStep],
) {
    egui::Grid::new("depth table")
        .num_columns(3)
        .striped(true)
        .show(ui, |ui| {
            ui.label(RichText::new("depth").weak());
            ui.label(RichText::new("best").weak());
            ui.label(RichText::new("score").weak());
            ui.end_row();
            let mut previous: Option<Move> = None;
            for step in history {
                let changed = previous.is_some() && step.best != previous;
                previous = step.best;
                ui.label(step.depth.to_string());
                let text = step
                    .best
                    .filter(|&m| shown.is_legal(m))
                    .map_or("-".to_string(), |m| shown.display_move(m));
                let text = RichText::new(text).monospace();
                ui.label(if changed {
                    text.color(Color32::from_rgb(230, 160, 40)).strong()
                } else {
                    text
                });
                ui.label(Eval::from_score(step.score, side).to_string());
                ui.end_row();
            }
        });
}

fn review_panel(ui: &mut Ui, app: &mut ArdRiApp, marks: &[Option<MoveJudgement>]) {
    ui.heading("Review");
    let reviewing = app
        .engine
        .current()
        .filter(|c| c.purpose == Purpose::Review)
        .map(|c| c.review_progress);
    match reviewing {
        Some((done, total)) => {
            ui.horizontal(|ui| {
                ui.add(
                    egui::ProgressBar::new(done as f32 / total.max(1) as f32)
                        .desired_width(180.0)
                        .text(format!("{done} / {total} positions")),
                );
                if ui.button("Cancel").clicked() {
                    app.commands.push(Command::CancelReview);
                }
            });
        }
        None => {
            ui.horizontal_wrapped(|ui| {
                if ui
                    .button("Review game")
                    .on_hover_text("Analyse every position of the main line (Ctrl+R)")
                    .clicked()
                {
                    app.commands.push(Command::ReviewGame);
                }
                ui.add(
                    egui::Slider::new(
                        &mut app.settings.review_depth,
                        MIN_REVIEW_DEPTH..=MAX_REVIEW_DEPTH,
                    )
                    .text("Review depth"),
                );
            });
        }
    }
    if marks.iter().any(Option::is_some) {
        // From the marks already computed for this frame.
        let [attackers, defenders] = super::review::summaries(&app.session, marks);
        egui::Grid::new("review summary")
            .num_columns(6)
            .show(ui, |ui| {
                ui.label("");
                ui.label(RichText::new("accuracy").weak());
                for class in [
                    MoveClass::Inaccuracy,
                    MoveClass::Mistake,
                    MoveClass::Blunder,
                ] {
                    ui.label(
                        RichText::new(class.mark())
                            .strong()
                            .color(class_color(class)),
                    )
                    .on_hover_text(format!("{}s", class.name()));
                }
                ui.end_row();
                for (name, summary) in [("Attackers", attackers), ("Defenders", defenders)] {
                    ui.label(name);
                    ui.label(
                        summary
                            .accuracy
                            .map_or("-".to_string(), |a| format!("{a:.0}%")),
                    );
                    for class in [
                        MoveClass::Inaccuracy,
                        MoveClass::Mistake,
                        MoveClass::Blunder,
                    ] {
                        ui.label(summary.counts[class as usize].to_string());
                    }
                    ui.end_row();
                }
            });
        ui.horizontal(|ui| {
            if ui.button("< Previous mistake").on_hover_text("P").clicked() {
                app.commands.push(Command::PreviousMistake);
            }
            if ui.button("Next mistake >").on_hover_text("N").clicked() {
                app.commands.push(Command::NextMistake);
            }
        });
    }
    if app.settings.show_graph {
        graph_ui(ui, &app.session, marks, &mut app.commands);
    }
}

fn move_list(ui: &mut Ui, app: &mut ArdRiApp, marks: &[Option<MoveJudgement>]) {
    ui.heading("Moves");
    let session = &app.session;
    let game = &session.game;
    let first = game.start().side_to_move();
    let on_main = session.browsing.is_none();
    ui.horizontal(|ui| {
        let start = ui.selectable_label(on_main && session.view_ply == 0, "Start");
        if start.clicked() {
            app.commands.push(Command::GoTo(0));
        }
        ui.label(RichText::new(format!("{} move first", side_title(first))).weak());
    });
    let moves = game.moves();
    let view = session.view_ply;
    egui::Grid::new("moves")
        .num_columns(3)
        .striped(true)
        .show(ui, |ui| {
            for (row, pair) in moves.chunks(2).enumerate() {
                ui.label(format!("{}.", row + 1));
                for (i, played) in pair.iter().enumerate() {
                    let ply = row * 2 + i + 1;
                    let class = marks.get(ply - 1).copied().flatten().map(|j| j.class);
                    let mark = class.map_or("", MoveClass::mark);
                    let mut text = RichText::new(format!("{played}{mark}")).monospace();
                    if let Some(class) = class.filter(|c| c.is_error()) {
                        text = text.color(class_color(class));
                    }
                    let selected = on_main && view == ply;
                    let response = ui
                        .selectable_label(selected, text)
                        .accessible_name(format!("Move {ply}: {played}{mark}"));
                    if selected {
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
    if !session.variations.is_empty() {
        ui.separator();
        ui.label(RichText::new("Variations").strong())
            .on_hover_text("Lines replaced by another move, taken back, or added from the analysis. Click a move to browse it.");
        for (index, variation) in session.variations.iter().enumerate() {
            let Some(start) = game.position_at(variation.after_ply) else {
                continue;
            };
            ui.horizontal_wrapped(|ui| {
                ui.label(RichText::new(format!("after {}:", variation.after_ply)).weak());
                for (k, text) in line_texts(start, &variation.moves, usize::MAX)
                    .into_iter()
                    .enumerate()
                {
                    let ply = variation.after_ply + k + 1;
                    let selected = session.browsing == Some(index) && view == ply;
                    let response = ui
                        .selectable_label(selected, RichText::new(text).monospace())
                        .accessible_name(format!("Variation {} move {}", index + 1, k + 1));
                    if response.clicked() {
                        app.commands.push(Command::Browse {
                            index,
                            moves: k + 1,
                        });
                    }
                }
                if ui
                    .small_button("Promote")
                    .on_hover_text(
                        "Make this line the main line; the current one becomes a variation.",
                    )
                    .accessible_name(format!("Promote variation {}", index + 1))
                    .clicked()
                {
                    app.commands.push(Command::PromoteVariation(index));
                }
                if ui
                    .small_button("Delete")
                    .accessible_name(format!("Delete variation {}", index + 1))
                    .clicked()
                {
                    app.commands.push(Command::DeleteVariation(index));
                }
            });
        }
    }
}

/// How many attackers and defenders were captured in the main line's first `ply` moves.
fn captured_counts(game: &ardri_rules::Game, ply: usize) -> [u32; 2] {
    let mut counts = [0; 2];
    for played in game.moves().iter().take(ply) {
        // The mover captures the other side's pieces.
        let victim = match played.piece.side() {
            Side::Attackers => 1,
            Side::Defenders => 0,
        };
        counts[victim] += played.captured.count();
    }
    counts
}

fn side_title(side: Side) -> &'static str {
    match side {
        Side::Attackers => "Attackers",
        Side::Defenders => "Defenders",
    }
}

/// The evaluation of the shown position: the live search of it, else the analysis kept with the game.
fn shown_eval(app: &ArdRiApp, shown: &Position) -> Option<Eval> {
    let live = app.engine.report_for(shown.hash()).and_then(|search| {
        search
            .best()
            .map(|info| Eval::from_score(info.score, search.side))
    });
    live.or_else(|| app.session.shown_analysis().map(|a| a.eval))
}

/// The header line, the evaluation bar and the board.
pub fn board_area(ui: &mut Ui, app: &mut ArdRiApp, now: f64) -> Vec<BoardInput> {
    let shown = app.session.shown_position();
    let position = app.preview.as_ref().map_or(shown, |p| p.position());
    let at_end = app.session.at_end();
    let header = if app.editor.is_some() {
        RichText::new("Setting up a position: click squares to place or remove pieces")
            .size(16.0)
            .color(Color32::from_rgb(90, 150, 220))
    } else if let Some(preview) = &app.preview {
        RichText::new(format!(
            "Preview of the engine's line, {} moves ahead (Esc or any move to return)",
            preview.moves.len()
        ))
        .size(16.0)
        .color(Color32::from_rgb(90, 150, 220))
    } else {
        match app.session.game.outcome() {
            Some(outcome) if at_end => RichText::new(outcome.to_string())
                .strong()
                .size(18.0)
                .color(Color32::from_rgb(210, 150, 30)),
            _ => {
                let side = side_title(position.side_to_move());
                let whose = if app.session.browsing.is_some() {
                    "variation"
                } else if app.settings.mode.engine_plays(position.side_to_move()) {
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
        }
    };
    ui.horizontal_wrapped(|ui| {
        ui.label(header);
        if let Some(clock) = &app.session.clock {
            let now = std::time::Instant::now();
            for side in [Side::Attackers, Side::Defenders] {
                let left = clock.left(side, now);
                let mut text = RichText::new(format!(
                    "{} {}",
                    if side == Side::Attackers { "A" } else { "D" },
                    clock_text(left)
                ))
                .monospace()
                .size(16.0);
                if clock.running() == Some(side) {
                    text = text
                        .strong()
                        .background_color(Color32::from_rgb(70, 110, 60));
                }
                if left.as_secs() < 10 {
                    text = text.color(Color32::from_rgb(230, 80, 80));
                }
                ui.label(text);
            }
        }
        let captured = captured_counts(&app.session.game, app.session.view_ply);
        ui.label(
            RichText::new(format!(
                "captured: {} attackers, {} defenders",
                captured[0], captured[1]
            ))
            .weak(),
        );
    });

    let mut arrows: Vec<(Move, f32)> = Vec::new();
    if app.settings.show_best_arrow && app.preview.is_none() {
        if let Some(search) = app.engine.report_for(shown.hash()) {
            for (i, info) in search.lines.iter().enumerate() {
                if let Some(&m) = info.pv.first() {
                    arrows.push((m, 1.0 / (1.0 + i as f32)));
                }
            }
        }
        if arrows.is_empty()
            && let Some((_, m)) = app.hint.filter(|(hash, _)| *hash == shown.hash())
        {
            arrows.push((m, 1.0));
        }
        arrows.retain(|&(m, _)| shown.is_legal(m));
    }
    let captured: Vec<_> = app
        .captured_marks
        .iter()
        .map(|&(sq, t)| (sq, (1.0 - (now - t) / CAPTURE_MARK_TIME) as f32))
        .collect();
    let last_move = match &app.preview {
        Some(preview) => preview.moves.last().copied(),
        None => app.session.shown_last_move().map(|p| p.mv),
    };
    let view = BoardView {
        position: &position,
        flipped: app.settings.flipped,
        show_coordinates: app.settings.show_coordinates,
        show_dots: app.settings.show_legal_dots,
        selected: app.selected,
        last_move,
        captured: &captured,
        arrows: &arrows,
        movable: app.movable_squares(),
        setup: app.editor.as_ref(),
    };
    let eval = if app.preview.is_some() {
        None
    } else {
        shown_eval(app, &shown)
    };
    // A finished game needs no engine: the bar shows its result.
    let decided = if app.preview.is_some() {
        None
    } else if app.session.browsing.is_some() {
        app.session.shown_line().outcome_at(app.session.view_ply)
    } else {
        app.session.game.outcome_at(app.session.view_ply)
    };
    let available = ui.available_size();
    // A narrower bar in a small window leaves the room to the board.
    let bar_width = (available.x * 0.06).clamp(24.0, 48.0);
    let bar_space = if app.settings.show_eval_bar {
        bar_width + ui.spacing().item_spacing.x
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
                    Vec2::new(bar_width, side - 2.0 * margin),
                    eval.map(|e| (e, super::review::model().wdl(e, &position))),
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

/// "A game was not saved when the program last stopped": Restore or Discard.
pub fn restore_dialog(ctx: &egui::Context, app: &mut ArdRiApp) {
    let Some(loaded) = app.restorable.as_ref() else {
        return;
    };
    let moves = loaded.game.ply_count();
    let modal = egui::Modal::new(egui::Id::unique("restore autosave")).show(ctx, |ui| {
        ui.heading("Restore the unsaved game?");
        ui.label(format!(
            "The program stopped last time with a game that was not saved ({moves} moves). It was kept automatically."
        ));
        ui.horizontal(|ui| {
            if ui.button("Restore").clicked() {
                return Some(true);
            }
            if ui.button("Discard").clicked() {
                return Some(false);
            }
            None
        })
        .inner
    });
    if let Some(restore) = modal.inner {
        app.restore_answered(restore);
    }
}

/// The app's own file chooser: a path field and the folder's saved games.
pub fn chooser_dialog(ctx: &egui::Context, app: &mut ArdRiApp) {
    let Some(chooser) = app.chooser.as_mut() else {
        return;
    };
    let saving = matches!(chooser.purpose, ChooserPurpose::Save { .. });
    let mut answer: Option<Option<PathBuf>> = None;
    let modal = egui::Modal::new(egui::Id::unique("file chooser")).show(ctx, |ui| {
        ui.heading(if saving { "Save the game" } else { "Open a game" });
        ui.label(
            RichText::new(
                "The system's file dialog is not available here (no xdg-desktop-portal or zenity), so choose the file here.",
            )
            .weak(),
        );
        ui.horizontal(|ui| {
            ui.label("File:");
            let field = ui.add(
                egui::TextEdit::singleline(&mut chooser.path)
                    .desired_width(360.0)
                    .hint_text("/path/to/game.ron"),
            );
            field.widget_info(|| {
                egui::WidgetInfo::labeled(egui::Role::TextInput, true, "File path")
            });
            if field.lost_focus() && ui.input(|i| i.key_pressed(egui::Key::Enter)) {
                answer = Some(Some(PathBuf::from(chooser.path.trim())));
            }
        });
        if !chooser.games.is_empty() {
            ui.label(RichText::new("Games in this folder:").weak());
            ScrollArea::vertical().max_height(180.0).show(ui, |ui| {
                for game in &chooser.games {
                    let name = game
                        .file_name()
                        .map_or_else(String::new, |n| n.to_string_lossy().into_owned());
                    let chosen = chooser.path == game.display().to_string();
                    if ui.selectable_label(chosen, name).clicked() {
                        chooser.path = game.display().to_string();
                    }
                }
            });
        }
        ui.horizontal(|ui| {
            let valid = !chooser.path.trim().is_empty();
            let label = if saving { "Save" } else { "Open" };
            if ui.add_enabled(valid, egui::Button::new(label)).clicked() {
                answer = Some(Some(PathBuf::from(chooser.path.trim())));
            }
            if ui.button("Cancel").clicked() {
                answer = Some(None);
            }
        });
    });
    if modal.should_close() && answer.is_none() {
        answer = Some(None);
    }
    if let Some(path) = answer {
        app.chooser_answered(path, ctx);
    }
}

/// The position editor: brushes, side to move, the validity check, the position string.
pub fn editor_window(ctx: &egui::Context, app: &mut ArdRiApp) {
    use super::editor::Brush;
    use ardri_rules::Piece;
    let Some(editor) = app.editor.as_mut() else {
        return;
    };
    let mut commands = Vec::new();
    egui::Window::new("Set up a position")
        .default_pos(egui::pos2(60.0, 80.0))
        .resizable(false)
        .show(ctx, |ui| {
            ui.horizontal_wrapped(|ui| {
                for (label, brush) in [
                    ("Attacker", Brush::Place(Piece::Attacker)),
                    ("Defender", Brush::Place(Piece::Defender)),
                    ("King", Brush::Place(Piece::King)),
                    ("Erase", Brush::Erase),
                ] {
                    ui.radio_value(&mut editor.brush, brush, label);
                }
            });
            ui.horizontal(|ui| {
                ui.label("To move:");
                let mut side = editor.side;
                ui.radio_value(&mut side, Side::Defenders, "Defenders");
                ui.radio_value(&mut side, Side::Attackers, "Attackers");
                if side != editor.side {
                    editor.set_side(side);
                }
            });
            ui.horizontal(|ui| {
                if ui.button("Start position").clicked() {
                    *editor = super::editor::Editor::from_position(&Position::start(editor.rules));
                }
                if ui.button("Clear board").clicked() {
                    editor.clear();
                }
            });
            ui.horizontal(|ui| {
                let field =
                    ui.add(egui::TextEdit::singleline(&mut editor.text).desired_width(260.0));
                field.widget_info(|| {
                    egui::WidgetInfo::labeled(egui::Role::TextInput, true, "Position string")
                });
                if ui
                    .button("Load")
                    .on_hover_text("Read the position string (paste one with Ctrl+V)")
                    .clicked()
                {
                    commands.push(Command::EditorLoadText);
                }
            });
            let verdict = editor.position();
            match &verdict {
                Ok(_) => ui.label(
                    RichText::new("A legal position.").color(Color32::from_rgb(90, 170, 90)),
                ),
                Err(message) => ui.label(
                    RichText::new(format!("Not playable: {message}."))
                        .color(Color32::from_rgb(220, 60, 60)),
                ),
            };
            ui.horizontal(|ui| {
                if ui
                    .add_enabled(verdict.is_ok(), egui::Button::new("Play from here"))
                    .clicked()
                {
                    commands.push(Command::EditorDone);
                }
                if ui
                    .button("Copy")
                    .on_hover_text("Copy the position string")
                    .clicked()
                {
                    ui.ctx().copy_text(editor.text.clone());
                }
                if ui.button("Cancel").clicked() {
                    commands.push(Command::CloseEditor);
                }
            });
        });
    app.commands.extend(commands);
}

/// A field to paste a position string or a move list into.
pub fn paste_window(ctx: &egui::Context, app: &mut ArdRiApp) {
    let Some(text) = app.paste.as_mut() else {
        return;
    };
    let mut commands = Vec::new();
    egui::Window::new("Paste a position or moves")
        .default_pos(egui::pos2(60.0, 80.0))
        .resizable(false)
        .show(ctx, |ui| {
            ui.label("Paste (Ctrl+V) a position string, or moves from the start (c3c2 d2e2 ...):");
            let field = ui.add(
                egui::TextEdit::multiline(text)
                    .desired_rows(3)
                    .desired_width(320.0),
            );
            field.widget_info(|| {
                egui::WidgetInfo::labeled(egui::Role::TextInput, true, "Pasted text")
            });
            ui.horizontal(|ui| {
                if ui.button("Use it").clicked() {
                    commands.push(Command::PasteApply);
                }
                if ui.button("Cancel").clicked() {
                    commands.push(Command::ClosePaste);
                }
            });
        });
    app.commands.extend(commands);
}

/// The rules in short and the shortcuts.
pub fn help_window(ctx: &egui::Context, app: &mut ArdRiApp) {
    let mut open = app.show_help;
    egui::Window::new("Ard Ri: rules and shortcuts")
        .open(&mut open)
        .default_width(460.0)
        .show(ctx, |ui| {
            ScrollArea::vertical().max_height(460.0).show(ui, |ui| {
                ui.label(RichText::new("The rules").strong());
                for line in RULES_IN_SHORT {
                    ui.label(format!("- {line}"));
                }
                ui.separator();
                ui.label(RichText::new("Shortcuts").strong());
                egui::Grid::new("shortcuts").num_columns(2).show(ui, |ui| {
                    for (keys, what) in SHORTCUTS {
                        ui.label(RichText::new(*keys).monospace());
                        ui.label(*what);
                        ui.end_row();
                    }
                });
            });
        });
    app.show_help = open;
}

const RULES_IN_SHORT: &[&str] = &[
    "7x7 board; 16 attackers (dark diamonds) against 8 defenders and their king (light discs). The defenders move first.",
    "Every piece, the king too, steps one square up, down, left or right onto an empty square.",
    "The corners and the centre (the throne) are for the king alone.",
    "Capture by enclosing: moving so that an enemy piece sits between the moved piece and another of yours, in line, takes it. The king takes part. Only the mover captures.",
    "The defenders win when the king reaches a corner.",
    "The attackers win by enclosing the king with an attacker's move: every neighbour an attacker, a restricted square or the edge.",
    "A side with no legal move loses; the third repetition of a position is a draw.",
];

/// Every keyboard shortcut, for the help window.
pub const SHORTCUTS: &[(&str, &str)] = &[
    ("Ctrl+N", "new game (same sides)"),
    ("Ctrl+O", "open a game"),
    ("Ctrl+S / Ctrl+Shift+S", "save / save as"),
    ("Ctrl+Z", "undo (kept as a variation)"),
    ("Ctrl+Y / Ctrl+Shift+Z", "redo"),
    ("Ctrl+R", "review the game"),
    ("N / P", "next / previous mistake"),
    ("Left / Right", "previous / next move"),
    ("Home / End", "first position / last move"),
    ("F", "flip the board"),
    ("Esc", "leave a preview of an engine line"),
    ("F1", "this help"),
];
