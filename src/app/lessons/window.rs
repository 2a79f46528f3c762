//! The lessons window, beside the board: the exercise's goal in words (and the stage's idea), what
//! happened, Retry / Hint / Next, the stars earned; then every stage with its stars, to pick one.
//! And the first start's question, "New to Ard Ri? Learn to play".

use egui::{Color32, RichText, ScrollArea};

use ardri_lessons::{Standing, stages};

use super::super::game::commands::Commands;
use super::super::shell::i18n::tr;
use super::super::shell::windows::{over_panel_content_width, placed_window_over_panel};
use super::{Command, Current, Lessons, WORDS, words};

const WIDTH: f32 = 300.0;
const GOOD: Color32 = Color32::from_rgb(90, 170, 90);
const BAD: Color32 = Color32::from_rgb(220, 90, 80);
const GOLD: Color32 = Color32::from_rgb(230, 180, 40);

/// Three stars, `earned` of them filled, `size` points each, drawn (the fonts have no star), read
/// out as `label` ("Exercise 1: 3 of 3 stars").
pub fn stars(ui: &mut egui::Ui, earned: u8, size: f32, label: String) -> egui::Response {
    let (rect, response) =
        ui.allocate_exact_size(egui::vec2(3.0 * size, size), egui::Sense::hover());
    response.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Image, true, &label));
    let painter = ui.painter();
    let empty = ui.visuals().weak_text_color();
    for i in 0..3u8 {
        let centre = egui::pos2(rect.left() + size * (f32::from(i) + 0.5), rect.center().y);
        let (outer, inner) = (size * 0.48, size * 0.2);
        let point = |k: usize| {
            let r = if k.is_multiple_of(2) { outer } else { inner };
            let angle = -std::f32::consts::FRAC_PI_2 + k as f32 * std::f32::consts::PI / 5.0;
            centre + r * egui::vec2(angle.cos(), angle.sin())
        };
        if i < earned {
            // A star is not convex: its inner pentagon and its five points, each convex.
            let pentagon: Vec<egui::Pos2> = (0..5).map(|k| point(2 * k + 1)).collect();
            painter.add(egui::Shape::convex_polygon(
                pentagon,
                GOLD,
                egui::Stroke::NONE,
            ));
            for k in 0..5 {
                let tip = vec![point(2 * k), point(2 * k + 1), point((2 * k + 9) % 10)];
                let edge = egui::Stroke::new(0.5, GOLD);
                painter.add(egui::Shape::convex_polygon(tip, GOLD, edge));
            }
        } else {
            let outline: Vec<egui::Pos2> = (0..10).map(point).collect();
            painter.add(egui::Shape::closed_line(
                outline,
                egui::Stroke::new(1.0, empty),
            ));
        }
    }
    response
}

pub fn lessons_window(
    ctx: &egui::Context,
    lessons: &Lessons,
    current: Option<&Current>,
    board: egui::Rect,
    commands: &mut Commands,
) {
    let fit = over_panel_content_width(ctx, board, WIDTH, 420.0);
    let title = tr!(WORDS, "lessons-window");
    placed_window_over_panel(ctx, &title, board, WIDTH, 420.0).show(ctx, |ui| {
        // As wide as its place (at most WIDTH): the texts wrap at the same width whatever they
        // say, and in a narrow window to what is in view (it scrolls only what cannot wrap).
        ui.set_width(fit);
        ui.set_max_width(fit);
        if let Some(current) = current {
            exercise_view(ui, lessons, current, commands);
        }
        if ui.button(tr!(WORDS, "lessons-close")).clicked() {
            commands.push(Command::Close);
        }
        ui.separator();
        egui::CollapsingHeader::new(tr!(WORDS, "lessons-all"))
            .default_open(true)
            .show(ui, |ui| {
                ScrollArea::vertical().max_height(220.0).show(ui, |ui| {
                    stage_list(ui, lessons, current, commands);
                });
            });
    });
}

fn exercise_view(ui: &mut egui::Ui, lessons: &Lessons, current: &Current, commands: &mut Commands) {
    let stage = current.stage();
    let exercise = current.exercise();
    ui.label(
        RichText::new(tr!(
            WORDS,
            "lessons-where",
            stage = words::title(stage),
            number = exercise.number,
            count = stage.exercises.len()
        ))
        .weak(),
    );
    ui.label(RichText::new(words::goal(exercise)).strong().size(16.0));
    ui.label(tr!(
        WORDS,
        "lessons-you-play",
        side = exercise.learner.name(),
        par = exercise.par
    ));
    if current.hint_used {
        ui.label(
            RichText::new(tr!(
                WORDS,
                "lessons-hint-shown",
                hint = words::hint(exercise)
            ))
            .italics(),
        );
    }
    let progress = current.attempt.progress();
    if !current.message.is_empty() {
        let text = RichText::new(&current.message).strong();
        ui.label(match progress {
            Standing::Done { .. } => text.color(GOOD),
            Standing::Failed(_) => text.color(BAD),
            Standing::Going => text,
        });
    }
    if let Some(earned) = current.earned() {
        stars(
            ui,
            earned,
            30.0,
            tr!(WORDS, "lessons-stars", earned = earned).into_owned(),
        );
    }
    // The last exercise has nothing after it: once it is done, it says so instead of a Next.
    let last = super::next_of(current.stage, current.exercise).is_none();
    let done = matches!(progress, Standing::Done { .. });
    // Wrapped: in a narrow window Hint goes on a line of its own rather than off the window.
    ui.horizontal_wrapped(|ui| {
        if ui.button(tr!(WORDS, "lessons-retry")).clicked() {
            commands.push(Command::Retry);
        }
        let can_hint = !current.hint_used && !progress.is_over();
        if ui
            .add_enabled(can_hint, egui::Button::new(tr!(WORDS, "lessons-hint")))
            .clicked()
        {
            commands.push(Command::Hint);
        }
        let next = if done {
            tr!(WORDS, "lessons-next")
        } else {
            tr!(WORDS, "lessons-skip")
        };
        if !last && ui.button(next).clicked() {
            commands.push(Command::Next);
        }
    });
    if last && done {
        // "Every lesson" only when it is so: a person who skipped ahead is told what is left.
        let left = stages()
            .iter()
            .flat_map(|stage| &stage.exercises)
            .filter(|e| lessons.stars_of(e) == 0)
            .count();
        let text = match left {
            0 => tr!(WORDS, "lessons-last"),
            left => tr!(WORDS, "lessons-last-unfinished", count = left),
        };
        ui.label(RichText::new(text).color(GOOD));
    }
    // This stage's exercises, with their stars: any can be played again. Rows of as many as fit
    // (a number and its stars stay together: egui does not wrap a row of nested rows).
    const ITEM: f32 = 66.0;
    let per_row = ((ui.available_width() / ITEM) as usize).max(1);
    for (row, chunk) in stage.exercises.chunks(per_row).enumerate() {
        ui.horizontal(|ui| {
            for (k, e) in chunk.iter().enumerate() {
                let i = row * per_row + k;
                let earned = lessons.stars_of(e);
                let button =
                    egui::Button::new(e.number.to_string()).selected(i == current.exercise);
                if ui.add(button).clicked() {
                    commands.push(Command::Start {
                        stage: current.stage,
                        exercise: i,
                    });
                }
                stars(
                    ui,
                    earned,
                    10.0,
                    tr!(
                        WORDS,
                        "lessons-exercise-stars",
                        number = e.number,
                        earned = earned
                    )
                    .into_owned(),
                );
                ui.add_space(4.0);
            }
        });
    }
    // What the stage teaches, to read again while trying.
    ui.label(RichText::new(words::intro(stage)).weak());
}

/// Every stage: its title (a button to play it), its stars.
fn stage_list(
    ui: &mut egui::Ui,
    lessons: &Lessons,
    current: Option<&Current>,
    commands: &mut Commands,
) {
    for (s, stage) in stages().iter().enumerate() {
        let (earned, most) = lessons.stage_stars(stage);
        // Wrapped: where the title and the count do not fit on one line (a narrow window), the
        // count goes whole to the next instead of being cut at the window's edge.
        ui.horizontal_wrapped(|ui| {
            let on = current.is_some_and(|c| c.stage == s);
            if ui
                .add(egui::Button::new(words::title(stage)).selected(on))
                .clicked()
            {
                // The first exercise of the stage not finished yet (else its first).
                let exercise = stage
                    .exercises
                    .iter()
                    .position(|e| lessons.stars_of(e) == 0)
                    .unwrap_or(0);
                commands.push(Command::Start { stage: s, exercise });
            }
            let text = tr!(WORDS, "lessons-stage-stars", earned = earned, most = most);
            let text = if earned == most && most > 0 {
                RichText::new(text).color(GOLD)
            } else {
                RichText::new(text).weak()
            };
            ui.add(egui::Label::new(text).wrap_mode(egui::TextWrapMode::Extend));
        });
    }
}

/// The first start's question: lessons before a first game, as the side panel's first part (the
/// panel drawing it): a floating window covered the engine's Depth, Time, Lines, analysis and Hint
/// until it was answered; in the panel it covers nothing and moves with it at every size.
pub fn welcome_section(ui: &mut egui::Ui, commands: &mut Commands) {
    ui.label(
        RichText::new(tr!(WORDS, "lessons-welcome"))
            .strong()
            .size(16.0),
    );
    ui.label(tr!(WORDS, "lessons-welcome-text"));
    ui.horizontal_wrapped(|ui| {
        if ui.button(tr!(WORDS, "lessons-welcome-yes")).clicked() {
            commands.push(Command::Welcome(true));
        }
        if ui.button(tr!(WORDS, "lessons-welcome-no")).clicked() {
            commands.push(Command::Welcome(false));
        }
    });
}
