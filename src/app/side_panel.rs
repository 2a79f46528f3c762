//! The side panel: the engine (settings, analysis lines), the moves and the review, in one scroll
//! area so every part can be reached at any window size. Every widget is sized to the panel's width
//! (sliders shrink, rows wrap), so nothing is cut at its edge; the move list scrolls on its own.

use egui::{Color32, Rect, RichText, ScrollArea, Ui, Vec2};

use ardri_engine::MoveClass;
use ardri_engine::skill::{self, MAX_SKILL};
use ardri_rules::Side;

use super::WORDS;
use super::engine_lines::analysis_lines;
use super::game::commands::{Commands, EngineCommand, ViewCommand};
use super::game::engine_link::Purpose;
use super::game::feature::{PanelContext, PanelSlot, Unit};
use super::game::judge::JudgeAs;
use super::game::settings::{
    MAX_ANALYSIS_LINES, MAX_DEPTH, MAX_ENGINE_PACE, MAX_REVIEW_DEPTH, MIN_DEPTH, MIN_REVIEW_DEPTH,
    Players, Settings,
};
use super::keymap::menu_text;
use super::play::move_list::MoveList;
use super::review::ReviewCommand;
use super::review::graph::graph_ui;
use super::shell::i18n::{decimal, percent, tr};
use super::shell::rules::level_text;
use super::views::AppDraw;

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

pub struct SidePanel {
    pub moves: MoveList,
    /// Where the panel was drawn last frame (its content lies inside).
    pub rect: Rect,
}

impl Default for SidePanel {
    fn default() -> SidePanel {
        SidePanel {
            moves: MoveList::default(),
            rect: Rect::NOTHING,
        }
    }
}

impl SidePanel {
    /// Draws the panel: each feature's own part first (`features`, in the root's list's order),
    /// then the engine, the moves, the notes and the review.
    pub fn ui(
        &mut self,
        ui: &mut Ui,
        ctx: &AppDraw<'_>,
        features: &mut [&mut dyn Unit],
        window: Vec2,
        commands: &mut Commands,
    ) {
        let (place, size) = panel_layout(window);
        let panel = match place {
            PanelPlace::Right => egui::Panel::right("side"),
            PanelPlace::Below => egui::Panel::bottom("below"),
        };
        let mut settings = ctx.settings.clone();
        let response = panel.resizable(false).exact_size(size).show(ui, |ui| {
            let height = ui.available_height();
            ScrollArea::vertical()
                .id_salt("panel scroll")
                .auto_shrink([false, false])
                .show(ui, |ui| {
                    // Room for the scroll bar, so it never covers the widgets' right edge.
                    ui.set_max_width(ui.available_width() - 6.0);
                    for feature in features.iter_mut() {
                        if feature.panel_part(PanelSlot::Top, ui, &mut panel_context(ctx, commands))
                        {
                            ui.separator();
                        }
                    }
                    engine_section(ui, ctx, features, &mut settings, commands);
                    ui.separator();
                    self.moves.ui(ui, ctx, height, commands);
                    ui.separator();
                    super::review::why::why_ui(ui, ctx);
                    parts_at(PanelSlot::UnderMoves, ui, ctx, features, commands);
                    ui.separator();
                    review_section(ui, ctx, &mut settings, commands);
                });
        });
        self.rect = response.response.rect;
        if settings != *ctx.settings {
            commands.push(ViewCommand::Settings(Box::new(settings)));
        }
    }
}

/// A slider with its label, as wide as the row leaves room for (never wider).
fn fitted_slider(ui: &mut Ui, slider: egui::Slider<'_>, label: &str) -> egui::Response {
    let font = egui::TextStyle::Button.resolve(ui.style());
    let text_width = ui
        .painter()
        .layout_no_wrap(label.to_string(), font, Color32::WHITE)
        .size()
        .x;
    // The number box beside the slider, and the gaps between the three parts.
    let value_width = 48.0;
    let gaps = 2.0 * ui.spacing().item_spacing.x;
    let width = (ui.available_width() - text_width - value_width - gaps).max(30.0);
    ui.scope(|ui| {
        ui.spacing_mut().slider_width = width;
        ui.add(slider.text(label))
    })
    .inner
}

/// What a feature's part of the panel reads, and where its commands go.
fn panel_context<'a>(ctx: &'a AppDraw<'_>, commands: &'a mut Commands) -> PanelContext<'a> {
    PanelContext {
        settings: ctx.settings,
        session: ctx.session,
        board: ctx.holder,
        commands,
    }
}

/// Every feature's part at `place`, in the list's order.
fn parts_at(
    place: PanelSlot,
    ui: &mut Ui,
    ctx: &AppDraw<'_>,
    features: &mut [&mut dyn Unit],
    commands: &mut Commands,
) {
    for feature in features.iter_mut() {
        feature.panel_part(place, ui, &mut panel_context(ctx, commands));
    }
}

fn engine_section(
    ui: &mut Ui,
    ctx: &AppDraw<'_>,
    features: &mut [&mut dyn Unit],
    settings: &mut Settings,
    commands: &mut Commands,
) {
    ui.heading(tr!(WORDS, "panel-engine"));
    if ctx.session.for_study && !ctx.session.game.is_over() {
        ui.label(tr!(WORDS, "panel-opened-game"));
        ui.horizontal_wrapped(|ui| {
            for side in [Side::Attackers, Side::Defenders] {
                if ui
                    .button(tr!(WORDS, "panel-play-on", side = side.name()))
                    .on_hover_text(tr!(WORDS, "panel-play-on-tip"))
                    .clicked()
                {
                    commands.push(EngineCommand::PlayOn(side));
                }
            }
        });
    }
    let top = ui.cursor().top();
    ui.label(tr!(WORDS, "panel-level"));
    level_picker(ui, &mut settings.level);
    // The features' rows under the level (the rating's: the person's rating, a match).
    parts_at(PanelSlot::UnderLevel, ui, ctx, features, commands);
    // The level and the rating, as far as they show: windows beside the board keep clear of them.
    let level_and_rating =
        Rect::from_x_y_ranges(ui.max_rect().x_range(), top..=ui.min_rect().bottom());
    super::shell::windows::keep_clear(ui.ctx(), level_and_rating.intersect(ui.clip_rect()));
    fitted_slider(
        ui,
        egui::Slider::new(&mut settings.depth, MIN_DEPTH..=MAX_DEPTH)
            .clamping(egui::SliderClamping::Always),
        &tr!(WORDS, "panel-depth"),
    )
    .on_hover_text(depth_tooltip(settings.level));
    fitted_slider(
        ui,
        egui::Slider::new(&mut settings.move_time, 0.1..=60.0)
            .logarithmic(true)
            .suffix(" s")
            .custom_formatter(|v, _| decimal(v, 2))
            .custom_parser(parse_decimal),
        &tr!(WORDS, "panel-time"),
    )
    .on_hover_text(tr!(WORDS, "panel-time-tip"));
    if ctx.settings.players == Players::EngineBoth {
        fitted_slider(
            ui,
            egui::Slider::new(&mut settings.engine_pace, 0.0..=MAX_ENGINE_PACE)
                .clamping(egui::SliderClamping::Always)
                .suffix(" s")
                .custom_formatter(|v, _| decimal(v, 2))
                .custom_parser(parse_decimal),
            &tr!(WORDS, "panel-pace"),
        )
        .on_hover_text(tr!(WORDS, "panel-pace-tip"));
    }
    fitted_slider(
        ui,
        egui::Slider::new(&mut settings.analysis_lines, 1..=MAX_ANALYSIS_LINES),
        &tr!(WORDS, "panel-lines"),
    )
    .on_hover_text(tr!(WORDS, "panel-lines-tip"));
    ui.horizontal_wrapped(|ui| {
        let label = if ctx.engine_state.analysis {
            tr!(WORDS, "menu-stop-analysis")
        } else {
            tr!(WORDS, "menu-start-analysis")
        };
        if ui
            .button(label)
            .on_hover_text(tr!(WORDS, "panel-analysis-tip"))
            .clicked()
        {
            commands.push(EngineCommand::ToggleAnalysis);
        }
        if ui.button(tr!(WORDS, "menu-hint")).clicked() {
            commands.push(EngineCommand::Hint);
        }
        ui.checkbox(&mut settings.show_best_arrow, tr!(WORDS, "panel-arrows"));
        if ctx.engine.is_searching(Purpose::Move)
            && ui.button(tr!(WORDS, "panel-move-now")).clicked()
        {
            commands.push(EngineCommand::MoveNow);
        }
        // Pause and Step only mean something while the engines play a game.
        if ctx.settings.players == Players::EngineBoth && !ctx.session.game.is_over() {
            let label = if ctx.engine_state.paused {
                tr!(WORDS, "panel-resume")
            } else {
                tr!(WORDS, "panel-pause")
            };
            if ui
                .button(label)
                .on_hover_text(tr!(WORDS, "panel-pause-tip"))
                .clicked()
            {
                commands.push(EngineCommand::TogglePause);
            }
            if ctx.engine_state.paused
                && ui
                    .button(tr!(WORDS, "panel-step"))
                    .on_hover_text(tr!(WORDS, "panel-step-tip"))
                    .clicked()
            {
                commands.push(EngineCommand::StepEngine);
            }
        }
    });
    analysis_lines(ui, ctx, commands);
}

/// A number typed into a slider, with a decimal comma or point (as the language writes it).
fn parse_decimal(text: &str) -> Option<f64> {
    text.trim().replace(',', ".").parse().ok()
}

/// What the Depth slider does at `level`: below the top a level searches its own depth, so the
/// slider only sets the hints' depth there; at the top it says at which depth the rating holds.
fn depth_tooltip(level: u8) -> String {
    if level >= MAX_SKILL {
        let top = ardri_engine::skill::level_info(MAX_SKILL);
        let depth = ardri_engine::skill::FULL_STRENGTH_DEPTH;
        tr!(
            WORDS,
            "panel-depth-tip-top",
            rating = top.rating,
            depth = depth
        )
        .into_owned()
    } else {
        tr!(WORDS, "panel-depth-tip", level = level, top = MAX_SKILL).into_owned()
    }
}

const ERROR_CLASSES: [MoveClass; 3] = [
    MoveClass::Inaccuracy,
    MoveClass::Mistake,
    MoveClass::Blunder,
];

/// "Judge as": whose chances the classes, the accuracy, the bar and the graph are.
fn judge_picker(ui: &mut Ui, ctx: &AppDraw<'_>, settings: &mut Settings) {
    let metadata = &ctx.session.metadata;
    if super::game::judge::person_side(ctx.settings, ctx.session).is_some() {
        // While the person plays the engine every chance is theirs against the level.
        ui.label(tr!(
            WORDS,
            "panel-judge-while-playing",
            players = JudgeAs::Players.label(metadata)
        ))
        .on_hover_text(tr!(WORDS, "panel-judge-while-playing-tip"));
        return;
    }
    ui.horizontal_wrapped(|ui| {
        ui.label(tr!(WORDS, "panel-judge-as"));
        egui::ComboBox::from_id_salt("judge-as")
            .selected_text(settings.judge_as.label(metadata))
            .truncate()
            .width(ui.available_width().max(80.0))
            .show_ui(ui, |ui| {
                for choice in JudgeAs::ALL {
                    ui.selectable_value(&mut settings.judge_as, choice, choice.label(metadata))
                        .on_hover_text(choice.explanation());
                }
            })
            .response
            .on_hover_text(tr!(
                WORDS,
                "panel-judge-as-tip",
                choice = settings.judge_as.explanation()
            ));
    });
}

fn review_section(
    ui: &mut Ui,
    ctx: &AppDraw<'_>,
    settings: &mut Settings,
    commands: &mut Commands,
) {
    ui.heading(tr!(WORDS, "panel-review"));
    let reviewing = ctx
        .engine
        .current()
        .filter(|c| c.purpose == Purpose::Review)
        .map(|c| c.review_progress);
    match reviewing {
        Some((done, total)) => {
            ui.horizontal_wrapped(|ui| {
                ui.add(
                    egui::ProgressBar::new(done as f32 / total.max(1) as f32)
                        .desired_width((ui.available_width() - 80.0).max(60.0))
                        .text(tr!(
                            WORDS,
                            "panel-review-progress",
                            done = done,
                            total = total
                        )),
                );
                if ui.button(tr!(WORDS, "panel-cancel")).clicked() {
                    commands.push(EngineCommand::CancelReview);
                }
            });
        }
        None => {
            if ui
                .button(tr!(WORDS, "panel-review-game"))
                .on_hover_text(tr!(WORDS, "panel-review-game-tip"))
                .clicked()
            {
                commands.push(EngineCommand::Review);
            }
            fitted_slider(
                ui,
                egui::Slider::new(
                    &mut settings.review_depth,
                    MIN_REVIEW_DEPTH..=MAX_REVIEW_DEPTH,
                ),
                &tr!(WORDS, "panel-review-depth"),
            );
        }
    }
    judge_picker(ui, ctx, settings);
    let marks = ctx.marks;
    if marks.iter().any(Option::is_some) {
        // From the marks already computed for this frame.
        let [attackers, defenders] = super::review::summaries(ctx.session, marks, &ctx.judge);
        // One wrapped row per side, so the table never needs more width than the panel has.
        for (side, summary) in [(Side::Attackers, attackers), (Side::Defenders, defenders)] {
            ui.horizontal_wrapped(|ui| {
                let accuracy = summary.accuracy.map_or("-".to_string(), |a| percent(a, 0));
                ui.label(tr!(
                    WORDS,
                    "panel-accuracy",
                    side = side.name(),
                    accuracy = accuracy
                ));
                for class in ERROR_CLASSES {
                    ui.label(
                        RichText::new(format!(
                            "{} {}",
                            class.mark(),
                            summary.counts[class as usize]
                        ))
                        .strong()
                        .color(super::shell::theme::class_text_color(ui.ctx(), class)),
                    )
                    .on_hover_text(tr!(
                        WORDS,
                        "panel-class-count",
                        class = class.name()
                    ));
                }
            });
        }
        ui.horizontal_wrapped(|ui| {
            for (label, command) in [
                (
                    tr!(WORDS, "panel-previous-mistake"),
                    ReviewCommand::PreviousMistake,
                ),
                (tr!(WORDS, "panel-next-mistake"), ReviewCommand::NextMistake),
            ] {
                let keys = menu_text(&command.into());
                if ui.button(label).on_hover_text(keys).clicked() {
                    commands.push(command);
                }
            }
        });
    }
    if ctx.settings.show_graph {
        graph_ui(ui, ctx.session, marks, &ctx.judge, commands);
    }
}

/// The engine's level for its own moves, each shown with its name and rating ("Level 6 · Strong club ·
/// 1539") so a person can pick an opponent by strength. The box takes the panel's width on a line
/// of its own (beside a label, a long name would push the panel wider than the window).
fn level_picker(ui: &mut egui::Ui, level: &mut u8) {
    let response = egui::ComboBox::from_id_salt("level-picker")
        .width(ui.available_width())
        // Tall enough for every level without scrolling.
        .height(400.0)
        .truncate()
        .selected_text(level_text(*level))
        .show_ui(ui, |ui| {
            for info in skill::levels() {
                ui.selectable_value(level, info.level, level_text(info.level));
            }
        })
        .response;
    let shown = level_text(*level);
    response.widget_info(|| {
        let mut info =
            egui::WidgetInfo::labeled(egui::Role::ComboBox, true, tr!(WORDS, "panel-level"));
        info.current_text_value = Some(shown.clone());
        info
    });
    response.on_hover_text(tr!(WORDS, "panel-level-tip", top = MAX_SKILL));
}

#[cfg(test)]
mod depth_tests {
    use super::*;

    #[test]
    fn the_depth_slider_says_it_plays_only_at_full_strength() {
        assert!(depth_tooltip(1).contains("At level 1 the engine plays at that level's own depth"));
        assert!(!depth_tooltip(1).starts_with("The depth the engine plays its own moves at"));
        assert!(
            depth_tooltip(MAX_SKILL).starts_with("The depth the engine plays its own moves at")
        );
        // At the top it says at which depth full strength's rating holds.
        let top = ardri_engine::skill::level_info(MAX_SKILL);
        assert!(
            depth_tooltip(MAX_SKILL).contains(&format!("rated {} at depth 10", top.rating)),
            "{}",
            depth_tooltip(MAX_SKILL)
        );
    }
}
