//! The puzzle window: the person's rating and streak, where the puzzles come from (the shipped set or
//! My puzzles, each with its count), the theme, the puzzle on the board with what to find and how it
//! went, Retry / Solution / Next, and the history of puzzles played to retry.

use std::borrow::Cow;

use egui::{RichText, ScrollArea};

use ardri_engine::puzzle::{Puzzle, Theme};
use ardri_rules::Side;

use super::super::game::commands::Commands;
use super::super::shell::i18n::{decimal, tr};
use super::super::shell::windows::placed_window;
use super::PuzzleRecord;
use super::WORDS;
use super::{PuzzleCommand, PuzzleSource};

/// One try at a puzzle.
#[derive(Clone, Debug)]
pub struct PuzzleTry {
    pub puzzle: Puzzle,
    /// Moves of the line on the board.
    pub ply: usize,
    /// A wrong move was made (or the solution shown).
    pub failed: bool,
    /// The result went into the record (it goes in once: the first wrong move, or the solve).
    pub counted: bool,
    pub solved: bool,
    pub message: String,
}

impl PuzzleTry {
    pub fn new(puzzle: Puzzle) -> PuzzleTry {
        let side = Side::name(puzzle.solver());
        PuzzleTry {
            message: tr!(WORDS, "puzzles-find-best-move", side = side).into_owned(),
            puzzle,
            ply: 0,
            failed: false,
            counted: false,
            solved: false,
        }
    }
}

/// The puzzle window's state.
#[derive(Clone, Debug, Default)]
pub struct PuzzlePanel {
    /// Only puzzles with this theme come next.
    pub theme: Option<Theme>,
    /// The set the next puzzles come from.
    pub source: PuzzleSource,
    pub attempt: Option<PuzzleTry>,
}

impl PuzzlePanel {
    /// The side the person moves for, while a puzzle is on.
    pub fn solver(&self) -> Option<Side> {
        self.attempt.as_ref().map(|a| a.puzzle.solver())
    }
}

/// A puzzle theme's name, in the language now.
pub fn theme_name(theme: Theme) -> Cow<'static, str> {
    match theme {
        Theme::Escape => tr!(WORDS, "puzzles-theme-escape"),
        Theme::KingCapture => tr!(WORDS, "puzzles-theme-king-capture"),
        Theme::Blockade => tr!(WORDS, "puzzles-theme-blockade"),
        Theme::Material => tr!(WORDS, "puzzles-theme-material"),
    }
}

/// How many puzzles each source holds: (shipped, mine).
pub type SourceCounts = (usize, usize);

fn source_label(source: PuzzleSource, (shipped, mine): SourceCounts) -> String {
    match source {
        PuzzleSource::Shipped => tr!(WORDS, "puzzles-shipped-set", count = shipped).into_owned(),
        PuzzleSource::Mine => tr!(WORDS, "puzzles-my-puzzles", count = mine).into_owned(),
    }
}

pub fn puzzle_window(
    ctx: &egui::Context,
    panel: &PuzzlePanel,
    record: &PuzzleRecord,
    counts: SourceCounts,
    board: egui::Rect,
    commands: &mut Commands,
) {
    placed_window(ctx, &tr!(WORDS, "puzzles-title"), board, 280.0, 320.0).show(ctx, |ui| {
        ui.label(tr!(
            WORDS,
            "puzzles-your-rating",
            rating = decimal(record.player.rating, 0),
            deviation = decimal(record.player.deviation, 0)
        ));
        ui.label(tr!(
            WORDS,
            "puzzles-streak",
            streak = record.streak,
            best = record.best_streak
        ));
        egui::ComboBox::from_label(tr!(WORDS, "puzzles-from"))
            .selected_text(source_label(panel.source, counts))
            .show_ui(ui, |ui| {
                for source in [PuzzleSource::Shipped, PuzzleSource::Mine] {
                    if ui
                        .selectable_label(panel.source == source, source_label(source, counts))
                        .clicked()
                    {
                        commands.push(PuzzleCommand::Source(source));
                    }
                }
            });
        let label = panel
            .theme
            .map_or_else(|| tr!(WORDS, "puzzles-any-theme"), theme_name);
        egui::ComboBox::from_label(tr!(WORDS, "puzzles-theme"))
            .selected_text(label)
            .show_ui(ui, |ui| {
                if ui
                    .selectable_label(panel.theme.is_none(), tr!(WORDS, "puzzles-any-theme"))
                    .clicked()
                {
                    commands.push(PuzzleCommand::Theme(None));
                }
                for theme in Theme::ALL {
                    if ui
                        .selectable_label(panel.theme == Some(theme), theme_name(theme))
                        .clicked()
                    {
                        commands.push(PuzzleCommand::Theme(Some(theme)));
                    }
                }
            });
        ui.separator();
        if let Some(a) = &panel.attempt {
            let themes: Vec<Cow<'static, str>> =
                a.puzzle.themes.iter().map(|&t| theme_name(t)).collect();
            ui.label(tr!(
                WORDS,
                "puzzles-puzzle",
                id = a.puzzle.id.as_str(),
                rating = decimal(record.puzzle_rating(&a.puzzle).rating, 0),
                themes = themes.join(", ")
            ));
            ui.label(RichText::new(&a.message).strong());
            ui.horizontal(|ui| {
                if ui.button(tr!(WORDS, "puzzles-retry")).clicked() {
                    commands.push(PuzzleCommand::Retry);
                }
                if ui
                    .add_enabled(
                        !a.solved,
                        egui::Button::new(tr!(WORDS, "puzzles-show-solution")),
                    )
                    .clicked()
                {
                    commands.push(PuzzleCommand::Solution);
                }
                if ui.button(tr!(WORDS, "puzzles-next")).clicked() {
                    commands.push(PuzzleCommand::Next);
                }
            });
        }
        if ui.button(tr!(WORDS, "puzzles-close")).clicked() {
            commands.push(PuzzleCommand::Close);
        }
        egui::CollapsingHeader::new(tr!(WORDS, "puzzles-history", count = record.history.len()))
            .default_open(false)
            .show(ui, |ui| {
                ScrollArea::vertical().max_height(160.0).show(ui, |ui| {
                    // Newest first; one button per puzzle (the same puzzle may be listed twice).
                    let mut seen = std::collections::HashSet::new();
                    for h in record.history.iter().rev() {
                        if !seen.insert(&h.id) {
                            continue;
                        }
                        ui.horizontal(|ui| {
                            ui.label(if h.solved {
                                tr!(WORDS, "puzzles-history-solved")
                            } else {
                                tr!(WORDS, "puzzles-history-failed")
                            });
                            if ui
                                .button(tr!(WORDS, "puzzles-retry-puzzle", id = h.id.as_str()))
                                .clicked()
                            {
                                commands.push(PuzzleCommand::Start(h.id.clone()));
                            }
                        });
                    }
                });
            });
    });
}
