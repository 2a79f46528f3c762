//! The game library window: the games of a folder in a table (file, players, result, reason, date,
//! moves, each side's accuracy when reviewed; an unreadable file with its error across the row),
//! sorted by a click on a header (again to reverse), filtered by text and result. Arrow keys move
//! the selection, Enter or a double-click opens the game (through the app's open path, which asks
//! before unsaved work is dropped). "Practise mistakes (N)" gathers the shown reviewed games'
//! mistakes of the person's side. Rows are laid out only where visible, so a folder of hundreds
//! scrolls as fast as one of ten.

use super::command::LibraryCommand;
use egui::text::{LayoutJob, TextWrapping};
use egui::{Color32, Key, Label, Modifiers, Rect, RichText, Sense, Stroke, TextFormat, pos2};
use egui_extras::{Column, TableBuilder};

use ardri_rules::Side;
use ardri_saves::library::LibraryEntry;

use super::super::game::commands::{Commands, FileCommand};
use super::super::game::judge::player_word;
use super::super::shell::i18n::{percent, tr};
use super::super::shell::windows::placed_window;
use super::WORDS;
use super::list::{Kind, LibraryView, PracticeSide, SortColumn, reason_label};

const ROW_HEIGHT: f32 = 20.0;
const ERROR_COLOR: Color32 = Color32::from_rgb(220, 70, 60);

/// Each column's width (a cell too narrow for its text ends in "...", the whole on hover).
fn initial_width(column: SortColumn) -> f32 {
    match column {
        SortColumn::File => 118.0,
        SortColumn::Attackers | SortColumn::Defenders => 94.0,
        SortColumn::Result => 90.0,
        SortColumn::Reason => 82.0,
        SortColumn::Date => 102.0,
        SortColumn::Moves => 54.0,
        SortColumn::AttackersAccuracy | SortColumn::DefendersAccuracy => 50.0,
    }
}

pub fn library_window(
    ctx: &egui::Context,
    view: &mut LibraryView,
    files_busy: bool,
    board: Rect,
    commands: &mut Commands,
) {
    let gathering = view.gathering;
    let screen = ctx.content_rect();
    let width = (screen.width() - 40.0).clamp(260.0, 800.0);
    let table_height = (screen.height() - 250.0).clamp(100.0, 420.0);
    let mut open = true;
    placed_window(
        ctx,
        &tr!(WORDS, "library-title"),
        board,
        width,
        table_height + 150.0,
    )
    .open(&mut open)
    .show(ctx, |ui| {
        // Keys belong to the list unless a field (or a button) has the keyboard.
        let keys_free = ui.ctx().memory(|m| m.focused().is_none());
        folder_row(ui, view, files_busy, commands);
        let filter_enter = filter_row(ui, view);
        if filter_enter {
            if view.selected_row().is_none() {
                view.select_row(0);
            } else if let Some(path) = view.to_open() {
                open_game(commands, path.to_path_buf());
            }
        } else if keys_free {
            list_keys(ui, view, commands);
        }
        egui::ScrollArea::horizontal()
            .id_salt("library across")
            .show(ui, |ui| table(ui, view, table_height, commands));
        ui.separator();
        practice_row(ui, view);
        if let Some(jobs) = practice_button(ui, view, gathering) {
            commands.push(LibraryCommand::Practise(jobs));
        }
    });
    if !open {
        commands.push(LibraryCommand::Close);
    }
}

/// Opens a game (asking first when the board's game is unsaved) and gives the board back its room.
fn open_game(commands: &mut Commands, path: std::path::PathBuf) {
    commands.push(FileCommand::OpenPath(path));
    commands.push(LibraryCommand::Close);
}

/// The folder, Choose folder..., Refresh, and the reading's progress.
fn folder_row(ui: &mut egui::Ui, view: &LibraryView, files_busy: bool, commands: &mut Commands) {
    ui.horizontal(|ui| {
        if ui
            .add_enabled(
                !files_busy,
                egui::Button::new(tr!(WORDS, "library-choose-folder")),
            )
            .clicked()
        {
            commands.push(LibraryCommand::ChooseFolder);
        }
        if ui
            .button(tr!(WORDS, "library-refresh"))
            .on_hover_text(tr!(WORDS, "library-refresh-tip"))
            .clicked()
        {
            commands.push(LibraryCommand::Refresh);
        }
        let open = view.to_open().map(|p| p.to_path_buf());
        if ui
            .add_enabled(
                open.is_some(),
                egui::Button::new(tr!(WORDS, "library-open")),
            )
            .on_hover_text(tr!(WORDS, "library-open-tip"))
            .clicked()
            && let Some(path) = open
        {
            open_game(commands, path);
        }
        ui.add(Label::new(RichText::new(view.dir.display().to_string()).weak()).truncate());
    });
    if let Some(problem) = &view.problem {
        ui.label(RichText::new(problem).color(ERROR_COLOR));
    }
}

/// The text and result filters; whether Enter was pressed in the text.
fn filter_row(ui: &mut egui::Ui, view: &mut LibraryView) -> bool {
    let mut enter = false;
    ui.horizontal_wrapped(|ui| {
        let field = ui.add(
            egui::TextEdit::singleline(&mut view.filter)
                .hint_text(tr!(WORDS, "library-filter-hint"))
                .desired_width(190.0),
        );
        field.widget_info(|| {
            egui::WidgetInfo::labeled(egui::Role::TextInput, true, tr!(WORDS, "library-filter"))
        });
        if field.changed() {
            view.refresh_rows();
        }
        enter = field.lost_focus() && ui.input(|i| i.key_pressed(Key::Enter));
        let before = view.result;
        let shown = view
            .result
            .map_or_else(|| tr!(WORDS, "library-all-results"), Kind::label);
        egui::ComboBox::from_id_salt("library result")
            .selected_text(shown)
            .show_ui(ui, |ui| {
                ui.selectable_value(&mut view.result, None, tr!(WORDS, "library-all-results"));
                for kind in Kind::ALL {
                    ui.selectable_value(&mut view.result, Some(kind), kind.label());
                }
            })
            .response
            .on_hover_text(tr!(WORDS, "library-result-filter"));
        if view.result != before {
            view.refresh_rows();
        }
        // The reading's progress in this row, so the window keeps its size while it goes on.
        if let Some((read, total)) = view.scanning {
            let fraction = if total == 0 {
                0.0
            } else {
                read as f32 / total as f32
            };
            ui.add(
                egui::ProgressBar::new(fraction)
                    .desired_width(170.0)
                    .desired_height(16.0)
                    .text(tr!(WORDS, "library-reading", read = read, total = total)),
            );
        } else {
            ui.label(
                RichText::new(tr!(
                    WORDS,
                    "library-shown",
                    shown = view.rows.len(),
                    total = view.entries.len()
                ))
                .weak(),
            );
        }
    });
    enter
}

/// Up and Down move the selection, Enter opens it.
fn list_keys(ui: &mut egui::Ui, view: &mut LibraryView, commands: &mut Commands) {
    // Every press of the frame counts (a fast key repeat brings several).
    let presses = |ui: &mut egui::Ui, key: Key| {
        ui.input_mut(|i| {
            let mut n = 0;
            while i.consume_key(Modifiers::NONE, key) {
                n += 1;
            }
            n
        })
    };
    for (key, step) in [
        (Key::ArrowDown, 1),
        (Key::ArrowUp, -1),
        (Key::PageDown, 10),
        (Key::PageUp, -10),
    ] {
        for _ in 0..presses(ui, key) {
            view.move_selection(step);
        }
    }
    if view.to_open().is_some() && presses(ui, Key::Enter) > 0 {
        let path = view.to_open().expect("checked").to_path_buf();
        open_game(commands, path);
    }
}

fn table(ui: &mut egui::Ui, view: &mut LibraryView, height: f32, commands: &mut Commands) {
    ui.spacing_mut().item_spacing.x = 6.0;
    let mut builder = TableBuilder::new(ui)
        .id_salt("library table")
        .striped(true)
        .sense(Sense::CLICK)
        // Fixed widths: a resizable table keeps the widths of the window's first (sizing) pass,
        // which fit the headers alone.
        .resizable(false)
        .auto_shrink([false, false])
        .min_scrolled_height(height)
        .max_scroll_height(height)
        .cell_layout(egui::Layout::left_to_right(egui::Align::Center));
    for column in SortColumn::ALL {
        builder = builder.column(
            Column::initial(initial_width(column))
                .at_least(36.0)
                // The last column draws an unreadable file's error across the row.
                .clip(column != SortColumn::DefendersAccuracy),
        );
    }
    if view.scroll_to_selected {
        view.scroll_to_selected = false;
        if let Some(row) = view.selected_row() {
            builder = builder.scroll_to_row(row, None);
        }
    }
    let mut sort_by = None;
    let mut clicked = None;
    let mut open = None;
    let selected = view.selected_row();
    builder
        .header(ROW_HEIGHT + 2.0, |mut header| {
            for column in SortColumn::ALL {
                header.col(|ui| {
                    if header_button(ui, view, column) {
                        sort_by = Some(column);
                    }
                });
            }
        })
        .body(|body| {
            body.rows(ROW_HEIGHT, view.rows.len(), |mut row| {
                let index = row.index();
                let entry = &view.entries[view.rows[index]];
                row.set_selected(selected == Some(index));
                row_cells(&mut row, entry);
                let response = row.response();
                if response.double_clicked() && entry.summary.is_ok() {
                    open = Some(entry.path.clone());
                }
                if response.clicked() {
                    clicked = Some(index);
                }
            });
        });
    if let Some(column) = sort_by {
        view.sort_by(column);
    }
    if let Some(row) = clicked {
        view.select_row(row);
    }
    if let Some(path) = open {
        open_game(commands, path);
    }
}

/// A header: the column's name, a triangle when the rows are sorted by it; a click sorts.
fn header_button(ui: &mut egui::Ui, view: &LibraryView, column: SortColumn) -> bool {
    let sorted = view.sort == column;
    let response = ui
        .selectable_label(sorted, RichText::new(column.title()).strong())
        .on_hover_text(tr!(WORDS, "library-sort-tip", column = column.id()));
    let name = tr!(WORDS, "library-column-name", title = column.title());
    response.widget_info(|| egui::WidgetInfo::selected(egui::Role::Button, true, sorted, &name));
    if sorted {
        let r = response.rect;
        let c = pos2(r.right() + 7.0, r.center().y);
        let (tip, base) = if view.ascending {
            (-4.0, 3.0)
        } else {
            (4.0, -3.0)
        };
        let points = vec![
            pos2(c.x, c.y + tip),
            pos2(c.x - 4.0, c.y + base),
            pos2(c.x + 4.0, c.y + base),
        ];
        let color = ui.visuals().strong_text_color();
        ui.painter()
            .add(egui::Shape::convex_polygon(points, color, Stroke::NONE));
    }
    response.clicked()
}

/// A plain cell: text that never takes a click (the row does), cut with "..." when too long (the
/// whole shows on hover).
fn cell(row: &mut egui_extras::TableRow<'_, '_>, text: String) {
    row.col(|ui| {
        ui.add(Label::new(text).selectable(false).truncate());
    });
}

/// A player's cell: the short name ("Level 6", "you", as Judge as writes it) so that the level
/// shows in the column's width where "Ard Ri Engine (lev..." hid it; the name as saved on hover.
fn player_cell(row: &mut egui_extras::TableRow<'_, '_>, name: &str) {
    row.col(|ui| {
        let label = ui.add(Label::new(player_word(name)).selectable(false).truncate());
        if player_word(name) != name {
            label.on_hover_text(name);
        }
    });
}

fn row_cells(row: &mut egui_extras::TableRow<'_, '_>, entry: &LibraryEntry) {
    cell(row, entry.file_name.clone());
    let summary = match &entry.summary {
        Ok(summary) => summary,
        Err(error) => {
            // The error across the row's other columns, drawn by the last cell (over the others'
            // backgrounds, which a selected row paints cell by cell).
            let (_, first) = row.col(|_| {});
            for _ in 3..SortColumn::ALL.len() {
                row.col(|_| {});
            }
            row.col(|ui| {
                let right = ui.max_rect().right();
                let across =
                    Rect::from_x_y_ranges(first.rect.left()..=right, ui.max_rect().y_range());
                error_across(ui, error, across);
            });
            return;
        }
    };
    player_cell(row, &summary.metadata.attackers);
    player_cell(row, &summary.metadata.defenders);
    cell(row, Kind::of(entry).label().to_string());
    cell(
        row,
        summary
            .outcome
            .map_or(String::new(), |o| reason_label(o.reason).to_string()),
    );
    // The seconds are left out: minutes tell games apart.
    cell(
        row,
        super::super::shell::i18n::date(&entry.date().chars().take(16).collect::<String>()),
    );
    row.col(|ui| {
        // Numbered moves, as the move list counts them (the summary counts each side's move).
        let moves = super::super::game::notation::moves_in(summary.moves);
        ui.add(Label::new(moves.to_string()).selectable(false));
    });
    for side in [Side::Attackers, Side::Defenders] {
        row.col(|ui| {
            let Some(review) = summary.review else {
                return;
            };
            let text = review.sides[side as usize]
                .accuracy
                .map_or("-".to_string(), |a| percent(a, 0));
            let label = ui.add(Label::new(text).selectable(false));
            if review.judged < summary.moves {
                label.on_hover_text(tr!(WORDS, "library-partial-review-tip"));
            }
        });
    }
}

/// An unreadable file's error, drawn across the rect `across`, cut with "..." when too long; the
/// whole on hover.
fn error_across(ui: &mut egui::Ui, error: &str, across: Rect) {
    let width = across.width();
    let font = egui::TextStyle::Body.resolve(ui.style());
    let text = tr!(WORDS, "library-unreadable-error", error = error);
    let mut job =
        LayoutJob::single_section(text.into_owned(), TextFormat::simple(font, ERROR_COLOR));
    job.wrap = TextWrapping::truncate_at_width(width - 4.0);
    let galley = ui.painter().layout_job(job);
    let pos = pos2(across.left(), across.center().y - galley.size().y / 2.0);
    ui.painter()
        .with_clip_rect(across.intersect(ui.clip_rect()))
        .galley(pos, galley, ERROR_COLOR);
    let response = ui.interact(across, ui.scope_id().with("error"), Sense::hover());
    response.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Label, true, error));
    response.on_hover_text(error);
}

/// Whose mistakes to practise: the player named (the person: "Human" in the app's games) or a side.
fn practice_row(ui: &mut egui::Ui, view: &mut LibraryView) {
    ui.horizontal_wrapped(|ui| {
        ui.label(tr!(WORDS, "library-practise-of"));
        let label = |side: PracticeSide| match side {
            PracticeSide::Player => tr!(WORDS, "library-practise-player"),
            PracticeSide::Attackers => tr!(WORDS, "library-practise-attackers"),
            PracticeSide::Defenders => tr!(WORDS, "library-practise-defenders"),
        };
        egui::ComboBox::from_id_salt("practise side")
            .selected_text(label(view.practice_side))
            .show_ui(ui, |ui| {
                for side in [
                    PracticeSide::Player,
                    PracticeSide::Attackers,
                    PracticeSide::Defenders,
                ] {
                    ui.selectable_value(&mut view.practice_side, side, label(side));
                }
            })
            .response
            .on_hover_text(tr!(WORDS, "library-practise-whose"));
        if view.practice_side == PracticeSide::Player {
            let field = ui.add(egui::TextEdit::singleline(&mut view.player).desired_width(90.0));
            field.widget_info(|| {
                egui::WidgetInfo::labeled(
                    egui::Role::TextInput,
                    true,
                    tr!(WORDS, "library-player-name"),
                )
            });
        }
    });
}

/// "Practise mistakes (N)": the jobs to gather when pressed.
fn practice_button(
    ui: &mut egui::Ui,
    view: &LibraryView,
    gathering: bool,
) -> Option<Vec<(std::path::PathBuf, Vec<Side>)>> {
    let mut jobs = None;
    ui.horizontal(|ui| {
        let count = view.practice_count();
        let button = egui::Button::new(tr!(WORDS, "library-practise-button", count = count));
        if ui
            .add_enabled(count > 0 && !gathering, button)
            .on_hover_text(tr!(WORDS, "library-practise-tip"))
            .on_disabled_hover_text(tr!(WORDS, "library-practise-none-tip"))
            .clicked()
        {
            jobs = Some(view.practice_jobs());
        }
        if gathering {
            ui.spinner();
            ui.label(tr!(WORDS, "library-gathering"));
        }
    });
    jobs
}
