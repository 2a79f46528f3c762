//! The puzzle window: the person's rating and streak, where the puzzles come from (the shipped set or
//! My puzzles, each with its count), the theme, the puzzle on the board with what to find and how it
//! went, Retry / Solution / Next, and the history of puzzles played to retry.

use egui::{RichText, ScrollArea};

use ardri_engine::puzzle::{Puzzle, Theme};
use ardri_rules::Side;

use super::super::game::commands::Commands;
use super::super::shell::windows::placed_window;
use super::PuzzleRecord;
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
        let side = side_name(puzzle.solver());
        PuzzleTry {
            message: format!("Find the best move for the {side}."),
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

fn side_name(side: Side) -> &'static str {
    match side {
        Side::Attackers => "attackers",
        Side::Defenders => "defenders",
    }
}

/// How many puzzles each source holds: (shipped, mine).
pub type SourceCounts = (usize, usize);

fn source_label(source: PuzzleSource, (shipped, mine): SourceCounts) -> String {
    match source {
        PuzzleSource::Shipped => format!("Shipped set ({shipped})"),
        PuzzleSource::Mine => format!("My puzzles ({mine})"),
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
    placed_window(ctx, "Puzzles", board, 280.0, 320.0).show(ctx, |ui| {
        ui.label(format!(
            "Your rating: {:.0} (deviation {:.0})",
            record.player.rating, record.player.deviation
        ));
        ui.label(format!(
            "Streak: {} (best {})",
            record.streak, record.best_streak
        ));
        egui::ComboBox::from_label("Puzzles from")
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
        let label = panel.theme.map_or("Any theme", Theme::label);
        egui::ComboBox::from_label("Theme")
            .selected_text(label)
            .show_ui(ui, |ui| {
                if ui
                    .selectable_label(panel.theme.is_none(), "Any theme")
                    .clicked()
                {
                    commands.push(PuzzleCommand::Theme(None));
                }
                for theme in Theme::ALL {
                    if ui
                        .selectable_label(panel.theme == Some(theme), theme.label())
                        .clicked()
                    {
                        commands.push(PuzzleCommand::Theme(Some(theme)));
                    }
                }
            });
        ui.separator();
        if let Some(a) = &panel.attempt {
            let themes: Vec<&str> = a.puzzle.themes.iter().map(|t| t.label()).collect();
            ui.label(format!(
                "Puzzle {} - rated {:.0} - {}",
                a.puzzle.id,
                record.puzzle_rating(&a.puzzle).rating,
                themes.join(", ")
            ));
            ui.label(RichText::new(&a.message).strong());
            ui.horizontal(|ui| {
                if ui.button("Retry").clicked() {
                    commands.push(PuzzleCommand::Retry);
                }
                if ui
                    .add_enabled(!a.solved, egui::Button::new("Solution"))
                    .clicked()
                {
                    commands.push(PuzzleCommand::Solution);
                }
                if ui.button("Next puzzle").clicked() {
                    commands.push(PuzzleCommand::Next);
                }
            });
        }
        if ui.button("Close puzzles").clicked() {
            commands.push(PuzzleCommand::Close);
        }
        egui::CollapsingHeader::new(format!("History ({})", record.history.len()))
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
                            ui.label(if h.solved { "solved" } else { "failed" });
                            if ui.button(format!("Retry {}", h.id)).clicked() {
                                commands.push(PuzzleCommand::Start(h.id.clone()));
                            }
                        });
                    }
                });
            });
    });
}
