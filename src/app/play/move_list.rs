//! The move list (numbered moves with the person's marks and the review's, comments under their
//! moves) and the variations, numbered the same way. A right-click on a move opens its menu (marks,
//! comment, shapes). The list scrolls to the shown move only when the shown move changes, never
//! while the person scrolls.

use egui::{Button, Layout, Rect, Response, RichText, ScrollArea, Ui, vec2};

use ardri_engine::MoveClass;
use ardri_rules::{Move, Played, Position};
use ardri_saves::Mark;

use super::super::game::commands::{Commands, MoveCommand};
use super::super::game::draw::DrawCtx;
use super::super::game::move_notes::{mark_color, mark_text};
use super::super::game::session::Spot;
use super::super::shell::i18n::tr;
use super::super::shell::theme;
use super::move_notes::{annotation_menu, annotation_summary, comment_text};
use super::{WORDS, outcome_text};

/// The width the move list needs as a table (number and two moves a row); narrower, it flows.
const GRID_WIDTH: f32 = 230.0;

#[derive(Default)]
pub struct MoveList {
    /// The view (variation, ply) the list last scrolled to.
    scrolled_to: Option<(Option<usize>, usize)>,
    /// What is typed in the move box.
    typed: String,
}

/// One move of a line as the list shows it.
struct Entry {
    spot: Spot,
    played: Played,
    /// The review's class of the move (main line only).
    class: Option<MoveClass>,
}

/// Draws a move's button: the move, the person's mark, the review's mark; its menu on a right-click.
/// Its accessible name is made of the same parts: "Move 3: c2-c3" with the review's mark ("Move 1:
/// e1-e2??"), or the person's mark and then the review's ("Move 1: e1-e2!? (review ??)").
fn move_button(
    ui: &mut Ui,
    ctx: &DrawCtx<'_>,
    entry: &Entry,
    selected: bool,
    commands: &mut Commands,
) -> Response {
    let annotation = ctx.session.annotation(entry.spot);
    let person = annotation.and_then(|a| a.mark);
    let played = entry.played.to_string();
    let review = entry.class.map_or("", MoveClass::mark);
    let person_mark = person.map_or("", Mark::symbol);
    // The review's mark apart from the person's own, when there is one.
    let review_shown = if person.is_some() && !review.is_empty() {
        format!(" {review}")
    } else {
        review.to_string()
    };
    // Numbered as the list numbers it: a move and its reply share a number.
    let number = entry.spot.ply.div_ceil(2);
    let name = match (entry.spot.variation, person.is_some() && !review.is_empty()) {
        (None, true) => tr!(
            WORDS,
            "play-move-name-review",
            number = number,
            move = format!("{played}{person_mark}"),
            review = review
        ),
        (None, false) => tr!(
            WORDS,
            "play-move-name",
            number = number,
            move = format!("{played}{person_mark}{review}")
        ),
        (Some(index), true) => tr!(
            WORDS,
            "play-variation-move-name-review",
            variation = index + 1,
            number = number,
            move = format!("{played}{person_mark}"),
            review = review
        ),
        (Some(index), false) => tr!(
            WORDS,
            "play-variation-move-name",
            variation = index + 1,
            number = number,
            move = format!("{played}{person_mark}{review}")
        ),
    };
    let mut text = RichText::new(played).monospace();
    let mut review_text = RichText::new(review_shown).monospace();
    // The class's colour and the person's mark's, each readable on the row as egui fills it
    // (selected, striped, hovered) in the theme and the board colours in use.
    let colours = theme::current(ui.ctx());
    if let Some(color) = entry
        .class
        .and_then(|class| theme::move_class_color(ui.visuals(), colours, class, selected))
    {
        text = text.color(color);
        review_text = review_text.color(color);
    }
    let fills = theme::move_row_fills(ui.visuals(), selected);
    let person_text = person.map_or_else(
        || RichText::new(""),
        |mark| mark_text(mark).color(theme::readable_on(mark_color(mark), &fills)),
    );
    let response = ui
        .add(Button::selectable(selected, (text, person_text, review_text)).gap(0.0))
        .accessible_name(name)
        .on_hover_text(annotation_summary(annotation));
    response.context_menu(|ui| annotation_menu(ui, entry.spot, annotation, commands));
    response
}

/// The comment of `spot`, if it has one, on a line of its own under the move.
fn comment_row(ui: &mut Ui, ctx: &DrawCtx<'_>, spot: Spot) {
    if let Some(comment) = ctx
        .session
        .annotation(spot)
        .map(|a| a.comment.trim())
        .filter(|c| !c.is_empty())
    {
        ui.indent(("comment", spot), |ui| {
            ui.add(egui::Label::new(comment_text(comment)).wrap());
        });
    }
}

fn has_comment(ctx: &DrawCtx<'_>, spot: Spot) -> bool {
    ctx.session
        .annotation(spot)
        .is_some_and(|a| !a.comment.trim().is_empty())
}

/// A cell of a table row, `width` wide whatever it holds.
fn cell<R>(ui: &mut Ui, width: f32, add: impl FnOnce(&mut Ui) -> R) -> R {
    ui.allocate_ui_with_layout(
        vec2(width, ui.spacing().interact_size.y),
        Layout::left_to_right(egui::Align::Center),
        |ui| {
            ui.set_min_width(width);
            add(ui)
        },
    )
    .inner
}

impl MoveList {
    /// Draws the list; `panel_height` sizes its own scroll area.
    pub fn ui(
        &mut self,
        ui: &mut Ui,
        ctx: &DrawCtx<'_>,
        panel_height: f32,
        commands: &mut Commands,
    ) {
        let session = ctx.session;
        let game = &session.game;
        let on_main = session.browsing.is_none();
        let view = session.view_ply;
        let here = (session.browsing, view);
        let scroll = self.scrolled_to != Some(here);
        self.scrolled_to = Some(here);
        // The heading shares its row with the box where a move can be typed; in a narrow panel the
        // box goes to the next row rather than shrink past reading.
        ui.horizontal_wrapped(|ui| {
            ui.heading(tr!(WORDS, "play-moves"));
            if ui.available_width() < super::move_entry::WIDTH {
                ui.end_row();
            } else {
                ui.add_space(ui.spacing().item_spacing.x);
            }
            super::move_entry::move_entry_ui(ui, &mut self.typed, commands);
        });
        let start_spot = Spot {
            variation: None,
            ply: 0,
        };
        ui.horizontal_wrapped(|ui| {
            let start = ui
                .selectable_label(on_main && view == 0, tr!(WORDS, "play-start"))
                .on_hover_text(annotation_summary(session.annotation(start_spot)));
            if start.clicked() {
                commands.push(MoveCommand::GoTo(0));
            }
            start.context_menu(|ui| {
                annotation_menu(ui, start_spot, session.annotation(start_spot), commands)
            });
            let first = game.start().side_to_move();
            ui.label(RichText::new(tr!(WORDS, "play-moves-first", side = first.name())).weak());
        });
        comment_row(ui, ctx, start_spot);
        let entries: Vec<Entry> = game
            .moves()
            .iter()
            .enumerate()
            .map(|(i, played)| {
                let ply = i + 1;
                let spot = Spot {
                    variation: None,
                    ply,
                };
                let class = ctx.marks.get(i).copied().flatten().map(|j| j.class);
                Entry {
                    spot,
                    played: *played,
                    class,
                }
            })
            .collect();
        ScrollArea::vertical()
            .id_salt("moves scroll")
            .max_height((panel_height * 0.4).max(120.0))
            .auto_shrink([false, true])
            .show(ui, |ui| {
                let mut button = |ui: &mut Ui, entry: &Entry| {
                    let selected = on_main && view == entry.spot.ply;
                    let response = move_button(ui, ctx, entry, selected, commands);
                    if selected && scroll {
                        response.scroll_to_me(None);
                    }
                    if response.clicked() {
                        commands.push(MoveCommand::GoTo(entry.spot.ply));
                    }
                };
                if ui.available_width() >= GRID_WIDTH {
                    table(ui, ctx, &entries, &mut button);
                } else {
                    // A narrow panel: a row for each move and its reply, wrapped if they are long,
                    // comments inline (no nested horizontal layout: it would not wrap, and would
                    // widen the panel).
                    ui.horizontal_wrapped(|ui| {
                        for (row, pair) in entries.chunks(2).enumerate() {
                            ui.label(RichText::new(format!("{}.", row + 1)).weak());
                            for entry in pair {
                                button(ui, entry);
                                if let Some(a) = session.annotation(entry.spot)
                                    && !a.comment.trim().is_empty()
                                {
                                    ui.add(egui::Label::new(comment_text(&a.comment)).wrap());
                                }
                            }
                            ui.end_row();
                        }
                    });
                }
            });
        if let Some(outcome) = game.outcome() {
            ui.label(RichText::new(outcome_text(outcome)).strong());
        }
        if !session.variations.is_empty() {
            self.variations(ui, ctx, commands);
        }
    }

    fn variations(&self, ui: &mut Ui, ctx: &DrawCtx<'_>, commands: &mut Commands) {
        let session = ctx.session;
        ui.separator();
        ui.label(RichText::new(tr!(WORDS, "play-variations")).strong())
            .on_hover_text(tr!(WORDS, "play-variations-tip"));
        for (index, variation) in session.variations.iter().enumerate() {
            let Some(start) = session.game.position_at(variation.after_ply) else {
                continue;
            };
            ui.horizontal_wrapped(|ui| {
                for (k, played) in line_played(start, &variation.moves).into_iter().enumerate() {
                    let ply = variation.after_ply + k + 1;
                    // Numbered as in the move list: "5." before a first mover's move, "4..." when
                    // the line starts with a reply or goes on after a comment.
                    let spot = Spot {
                        variation: Some(index),
                        ply,
                    };
                    let after_comment = k > 0
                        && has_comment(
                            ctx,
                            Spot {
                                variation: Some(index),
                                ply: ply - 1,
                            },
                        );
                    let number = if ply % 2 == 1 {
                        Some(format!("{}.", ply.div_ceil(2)))
                    } else if k == 0 || after_comment {
                        Some(format!("{}...", ply / 2))
                    } else {
                        None
                    };
                    if let Some(number) = number {
                        ui.label(RichText::new(number).weak());
                    }
                    let selected = session.browsing == Some(index) && session.view_ply == ply;
                    let entry = Entry {
                        spot,
                        played,
                        class: None,
                    };
                    if move_button(ui, ctx, &entry, selected, commands).clicked() {
                        commands.push(MoveCommand::Browse {
                            index,
                            moves: k + 1,
                        });
                    }
                    if let Some(a) = session.annotation(spot)
                        && !a.comment.trim().is_empty()
                    {
                        ui.add(egui::Label::new(comment_text(&a.comment)).wrap());
                    }
                }
                if ui
                    .small_button(tr!(WORDS, "play-promote"))
                    .on_hover_text(tr!(WORDS, "play-promote-tip"))
                    .accessible_name(tr!(WORDS, "play-promote-name", variation = index + 1))
                    .clicked()
                {
                    commands.push(MoveCommand::PromoteVariation(index));
                }
                if ui
                    .small_button(tr!(WORDS, "play-delete"))
                    .accessible_name(tr!(WORDS, "play-delete-name", variation = index + 1))
                    .clicked()
                {
                    commands.push(MoveCommand::DeleteVariation(index));
                }
            });
        }
    }
}

/// The moves of a line from `start` as played, stopping at an illegal one.
fn line_played(start: &Position, line: &[Move]) -> Vec<Played> {
    let mut p = *start;
    line.iter()
        .map_while(|&m| p.is_legal(m).then(|| p.play_unchecked(m)))
        .collect()
}

/// A cell of the table's move columns.
enum Cell<'a> {
    Move(&'a Entry),
    /// The other half of a row split by a comment.
    Dots,
    Empty,
}

/// The main line as a table: a number and two moves a row, striped. A comment goes under its move
/// (lichess's way): after a first mover's comment the row is split and the reply starts a row of
/// its own ("4. ..." then "4... e3-e2").
fn table(
    ui: &mut Ui,
    ctx: &DrawCtx<'_>,
    entries: &[Entry],
    button: &mut impl FnMut(&mut Ui, &Entry),
) {
    let spacing = ui.spacing().item_spacing.x;
    let number_width = 34.0;
    // As wide as a long move with both marks needs, no wider: the list stays compact.
    let move_width =
        ((ui.available_width() - number_width - 2.0 * spacing) / 2.0).clamp(60.0, 130.0);
    let row_height = ui.spacing().interact_size.y;
    let mut striped = false;
    let mut row = |ui: &mut Ui, number: String, cells: [Cell<'_>; 2]| {
        let top = ui.cursor().min;
        if striped {
            let rect = Rect::from_min_size(top, vec2(ui.available_width(), row_height));
            ui.painter()
                .rect_filled(rect, 2.0, ui.visuals().faint_bg_color);
        }
        striped = !striped;
        ui.horizontal(|ui| {
            cell(ui, number_width, |ui| ui.label(number));
            for content in cells {
                cell(ui, move_width, |ui| match content {
                    Cell::Move(entry) => button(ui, entry),
                    Cell::Dots => {
                        ui.label(RichText::new("...").weak());
                    }
                    Cell::Empty => {}
                });
            }
        });
    };
    for (r, pair) in entries.chunks(2).enumerate() {
        let number = format!("{}.", r + 1);
        let first = &pair[0];
        let second = pair.get(1);
        match second {
            Some(second) if has_comment(ctx, first.spot) => {
                row(ui, number.clone(), [Cell::Move(first), Cell::Dots]);
                comment_row(ui, ctx, first.spot);
                row(ui, number, [Cell::Dots, Cell::Move(second)]);
            }
            _ => {
                let reply = second.map_or(Cell::Empty, Cell::Move);
                row(ui, number, [Cell::Move(first), reply]);
                comment_row(ui, ctx, first.spot);
            }
        }
        if let Some(second) = second {
            comment_row(ui, ctx, second.spot);
        }
    }
}
