//! The opening explorer's window: the games through the shown position and every move played there
//! (how often, a bar of attackers' wins / draws / defenders' wins, the engine's stored score), the
//! most played first; a click on a move plays it.

use egui::{Color32, RichText, Sense, Stroke, Vec2};

use ardri_engine::{Chances, Judge, Wdl};
use ardri_explorer::Results;
use ardri_rules::{Position, Rules, Side};

use super::super::game::eval_bar::{self, BarNumber};

use super::super::game::commands::{Commands, MoveCommand};
use super::super::shell::i18n::{percent, tr};
use super::super::shell::windows::placed_window;
use super::{Books, Command, Source, WORDS, thousands};

const WIDTH: f32 = 270.0;
const BAR_WIDTH: f32 = 80.0;
/// The attackers', the draws' and the defenders' part of a bar (the board's piece colours, and grey).
const ATTACKERS: Color32 = Color32::from_rgb(58, 40, 36);
const DRAWS: Color32 = Color32::from_rgb(150, 150, 150);
const DEFENDERS: Color32 = Color32::from_rgb(246, 244, 236);

/// A bar split in the three results' shares, with their percentages on it where they fit.
fn results_bar(ui: &mut egui::Ui, results: &Results) -> egui::Response {
    let (rect, response) = ui.allocate_exact_size(Vec2::new(BAR_WIDTH, 16.0), Sense::hover());
    let painter = ui.painter_at(rect);
    let shares = results.percentages();
    let mut left = rect.left();
    for (share, fill, text) in [
        (shares[0], ATTACKERS, Color32::WHITE),
        (shares[1], DRAWS, Color32::BLACK),
        (shares[2], DEFENDERS, Color32::BLACK),
    ] {
        let width = rect.width() * share as f32 / 100.0;
        let part = egui::Rect::from_min_size(
            egui::pos2(left, rect.top()),
            Vec2::new(width, rect.height()),
        );
        painter.rect_filled(part, 0.0, fill);
        if width >= 26.0 {
            painter.text(
                part.center(),
                egui::Align2::CENTER_CENTER,
                percent(share, 0),
                egui::FontId::proportional(10.0),
                text,
            );
        }
        left += width;
    }
    painter.rect_stroke(
        rect,
        0.0,
        Stroke::new(1.0, Color32::GRAY),
        egui::StrokeKind::Inside,
    );
    response.on_hover_text(results_words(results))
}

/// "Attackers won 12 (80.0%), drawn 1 (6.7%), defenders won 2 (13.3%)".
fn results_words(results: &Results) -> String {
    let [a, d, w] = results.percentages();
    tr!(
        WORDS,
        "explorer-results",
        attackers = results.attackers,
        attackers_share = percent(a, 1),
        draws = results.draws,
        draws_share = percent(d, 1),
        defenders = results.defenders,
        defenders_share = percent(w, 1)
    )
    .into_owned()
}

/// The Score column: for each move (in the listed order), the chance of the side to move (who
/// chooses among them) after it, as the bar's judge reads the engine's stored score; with a
/// forced win "A #3" and, with View > Raw engine score, the engine's score, unless only chances
/// may be shown (a rated game). Where two chances would round alike the column writes one or two
/// decimals, so that its moves are told apart. Each comes with its tooltip.
pub fn score_column(
    scores: &[Option<(ardri_engine::Eval, Position)>],
    mover: Side,
    number: BarNumber,
    judge: &Judge,
) -> Vec<(String, String)> {
    let chances: Vec<Option<(ardri_engine::Eval, Wdl)>> = scores
        .iter()
        .map(|s| s.map(|(eval, after)| (eval, judge.chances(eval, &after, false))))
        .collect();
    let values: Vec<f64> = chances
        .iter()
        .flatten()
        .map(|(_, wdl)| wdl.chance_for(mover) * 100.0)
        .collect();
    let decimals = decimals_to_tell_apart(&values);
    let letter = match mover {
        Side::Attackers => "A",
        Side::Defenders => "D",
    };
    let whose = eval_bar::judge_words(judge);
    chances
        .iter()
        .map(|c| {
            let Some((eval, wdl)) = *c else {
                return ("-".into(), tr!(WORDS, "explorer-no-score").into_owned());
            };
            let chance = format!(
                "{letter} {}",
                percent(wdl.chance_for(mover) * 100.0, decimals)
            );
            let shown = match number {
                BarNumber::Raw => eval.to_string(),
                BarNumber::Chance if eval.is_forced_win() => eval.to_string(),
                BarNumber::Chance | BarNumber::ChanceOnly => chance.clone(),
            };
            let mut tip = tr!(
                WORDS,
                "explorer-score-tip",
                chance = chance.as_str(),
                side = mover.name(),
                whose = whose.as_str(),
                wdl = eval_bar::wdl_text(wdl)
            )
            .into_owned();
            if number != BarNumber::ChanceOnly {
                let engine = tr!(WORDS, "explorer-engine-score", eval = eval.to_string());
                tip = format!("{tip} {engine}");
            }
            (shown, tip)
        })
        .collect()
}

/// The fewest decimals (0 to 2) at which chances (in percent) that differ are written differently.
pub fn decimals_to_tell_apart(values: &[f64]) -> usize {
    (0..=2)
        .find(|&d| {
            values.iter().enumerate().all(|(i, a)| {
                values[..i].iter().all(|b| {
                    // Equal to two decimals: the same chance, written the same.
                    (a - b).abs() < 0.005 || format!("{a:.d$}") != format!("{b:.d$}")
                })
            })
        })
        .unwrap_or(2)
}

pub fn explorer_window(
    ctx: &egui::Context,
    explorer: &mut Books,
    position: &Position,
    number: BarNumber,
    judge: &Judge,
    board: egui::Rect,
    commands: &mut Commands,
) {
    let mut open = true;
    placed_window(ctx, &tr!(WORDS, "explorer-title"), board, WIDTH, 320.0)
        .open(&mut open)
        .show(ctx, |ui| {
            ui.horizontal(|ui| {
                let mut source = explorer.source;
                ui.radio_value(&mut source, Source::All, tr!(WORDS, "explorer-all-games"));
                ui.radio_value(&mut source, Source::Mine, tr!(WORDS, "explorer-my-games"))
                    .on_hover_text(tr!(
                        WORDS,
                        "explorer-my-games-tip",
                        folder = explorer.folder().display().to_string()
                    ));
                if source != explorer.source {
                    commands.push(Command::Source(source));
                }
            });
            ui.label(RichText::new(explorer.summary()).small());
            if position.rules() != &Rules::default() {
                ui.label(tr!(WORDS, "explorer-standard-rules-only"));
                return;
            }
            let Some(stats) = explorer.stats(position) else {
                ui.label(if explorer.loading() {
                    tr!(WORDS, "explorer-reading")
                } else {
                    tr!(WORDS, "explorer-no-game-here")
                });
                return;
            };
            ui.horizontal(|ui| {
                let games = stats.results.games();
                ui.label(tr!(
                    WORDS,
                    "explorer-games-here",
                    count = games,
                    games = thousands(games)
                ));
                results_bar(ui, &stats.results);
            });
            if stats.moves.is_empty() {
                ui.label(tr!(WORDS, "explorer-every-game-ended"));
                return;
            }
            // A narrow window (a small screen) leaves out the bars, so the Score stays in view.
            let narrow = ui.available_width() < 250.0;
            egui::ScrollArea::vertical()
                .max_height(260.0)
                .show(ui, |ui| {
                    egui::Grid::new("explorer moves")
                        .num_columns(if narrow { 3 } else { 4 })
                        .striped(true)
                        .show(ui, |ui| {
                            ui.label(RichText::new(tr!(WORDS, "explorer-move")).strong());
                            ui.label(RichText::new(tr!(WORDS, "explorer-games")).strong());
                            if !narrow {
                                ui.label(
                                    RichText::new(tr!(WORDS, "explorer-results-head")).strong(),
                                );
                            }
                            let mover = position.side_to_move();
                            ui.label(RichText::new(tr!(WORDS, "explorer-score")).strong())
                                .on_hover_text(tr!(
                                    WORDS,
                                    "explorer-score-head-tip",
                                    side = mover.name(),
                                    whose = eval_bar::judge_words(judge)
                                ));
                            ui.end_row();
                            let scores: Vec<_> = stats
                                .moves
                                .iter()
                                .map(|m| m.score.map(|s| (s, position.after_unchecked(m.mv))))
                                .collect();
                            let column = score_column(&scores, mover, number, judge);
                            for (m, (text, tip)) in stats.moves.iter().zip(column) {
                                let name = super::super::game::notation::move_text(m.mv);
                                let play = tr!(WORDS, "explorer-play", move = name.as_str());
                                if ui
                                    .button(RichText::new(&name).monospace())
                                    .on_hover_text(play)
                                    .clicked()
                                {
                                    commands.push(MoveCommand::Play(m.mv));
                                }
                                let games = ui.label(thousands(m.results.games()));
                                if narrow {
                                    // No room for the bar: its counts on the games instead.
                                    games.on_hover_text(results_words(&m.results));
                                } else {
                                    results_bar(ui, &m.results);
                                }
                                ui.label(text).on_hover_text(tip);
                                ui.end_row();
                            }
                        });
                });
            let ended = stats.ended_here();
            if ended > 0 {
                let text = tr!(
                    WORDS,
                    "explorer-games-ended-here",
                    count = ended,
                    games = thousands(ended)
                );
                ui.label(RichText::new(text).small());
            }
        });
    if !open {
        commands.push(Command::Toggle);
    }
}

#[cfg(test)]
mod tests {
    use ardri_engine::{Eval, Ratings};

    use super::*;

    /// The start's moves with the engine's scores the issue saw (A +14.4, +15.4, +15.5, ...).
    fn start_scores() -> (Position, Vec<Option<(Eval, Position)>>) {
        let start = Position::start(Rules::default());
        let scores = start
            .legal_moves()
            .iter()
            .zip([1440, 1540, 1550, 1500, 1470, 1530])
            .map(|(&m, cp)| Some((Eval::Cp(cp), start.after_unchecked(m))))
            .collect();
        (start, scores)
    }

    #[test]
    fn the_score_column_tells_the_moves_apart_for_the_side_to_move() {
        let (start, scores) = start_scores();
        let mover = start.side_to_move();
        let judge = Judge::Players(Ratings {
            attackers: 918,
            defenders: 1000,
        });
        let column = score_column(&scores, mover, BarNumber::Chance, &judge);
        let texts: Vec<&String> = column.iter().map(|(t, _)| t).collect();
        let mut distinct = texts.clone();
        distinct.sort();
        distinct.dedup();
        assert_eq!(distinct.len(), texts.len(), "{texts:?}");
        // Each is the chance of the side to move (the defenders move first), as the bar's judge
        // reads it, and the tooltip says for whom it holds.
        for ((text, tip), score) in column.iter().zip(&scores) {
            let (eval, after) = score.unwrap();
            let chance = judge.chances(eval, &after, false).chance_for(mover) * 100.0;
            assert!(text.starts_with("D "), "{text}");
            let written: f64 = text[2..text.len() - 1].parse().unwrap();
            assert!((written - chance).abs() < 0.51, "{text} vs {chance}");
            assert!(
                tip.contains("for attackers rated 918 against defenders rated 1000"),
                "{tip}"
            );
        }
    }

    #[test]
    fn in_a_rated_game_the_explorer_shows_chances_only() {
        let (start, mut scores) = start_scores();
        let (_, after) = scores[0].unwrap();
        scores[0] = Some((
            Eval::Win {
                side: Side::Attackers,
                moves: 4,
            },
            after,
        ));
        let judge = Judge::Players(Ratings::equal(1350));
        let open = score_column(&scores, start.side_to_move(), BarNumber::Chance, &judge);
        assert_eq!(open[0].0, "A #4");
        assert!(open[1].1.contains("Engine score"), "{}", open[1].1);
        let rated = score_column(&scores, start.side_to_move(), BarNumber::ChanceOnly, &judge);
        for (text, tip) in &rated {
            assert!(text.starts_with("D ") && text.ends_with('%'), "{text}");
            assert!(!tip.contains("Engine score") && !tip.contains('#'), "{tip}");
        }
    }

    #[test]
    fn decimals_appear_only_where_chances_round_alike() {
        assert_eq!(decimals_to_tell_apart(&[41.0, 57.0, 63.2]), 0);
        assert_eq!(decimals_to_tell_apart(&[41.6, 41.8, 63.0]), 1);
        assert_eq!(decimals_to_tell_apart(&[41.61, 41.64]), 2);
        // The same chance twice is written the same: no decimals for it.
        assert_eq!(decimals_to_tell_apart(&[41.0, 41.0, 57.0]), 0);
        assert_eq!(decimals_to_tell_apart(&[]), 0);
    }
}
