//! Puzzles in the app: the shipped set (assets/puzzles.txt, in the format of
//! `ardri_engine::puzzle`), the person's record (a Glicko-2 rating, a streak, the history, and the
//! puzzles' own ratings as they move with results), kept in eframe's storage under its own key, and
//! the choice of the next puzzle.

pub mod handler;
pub mod mine;
pub mod panel;

use std::collections::HashMap;
use std::sync::{Arc, OnceLock};

use serde::{Deserialize, Serialize};
use skillratings::Outcomes;
use skillratings::glicko2::{Glicko2Config, glicko2};

pub use super::game::glicko::GlickoRating;

use ardri_engine::puzzle::{Puzzle, Theme, parse_puzzles};
use ardri_rules::Rules;

use super::shell::i18n::{Words, words};

/// The puzzles' words, in each language (`i18n/`).
pub static WORDS: Words = words!("puzzles");

/// The storage key of the record.
pub const STORAGE_KEY: &str = "ardri-puzzles";
/// How many results the history keeps.
pub const HISTORY_LEN: usize = super::game::record_service::PUZZLE_HISTORY_LEN;
/// How many puzzles' own ratings the record keeps: more than the shipped set and the person's own
/// set (at most [`mine::MAX_MY_PUZZLES`]) hold together.
pub const MAX_RATED_PUZZLES: usize = 10_000;
/// A puzzle's deviation before anyone has played it.
const PUZZLE_DEVIATION: f64 = 150.0;

/// Puzzle mode: open it, the next puzzle or a given one, retry, the solution, the theme, close.
#[derive(Clone, Debug, PartialEq)]
pub enum PuzzleCommand {
    /// Open the puzzle window with the next puzzle.
    Open,
    Next,
    /// A puzzle of the history again, by id.
    Start(String),
    /// The current puzzle again from its start.
    Retry,
    /// Show the whole line (the puzzle counts as failed).
    Solution,
    Theme(Option<ardri_engine::puzzle::Theme>),
    /// Where the next puzzles come from.
    Source(PuzzleSource),
    Close,
    /// A game was reviewed: its missed wins of the person's sides are tried as puzzles.
    MineReviewedGame,
    /// A move made on the board while a puzzle is on.
    Move(ardri_rules::Move),
    /// The puzzle record as the person's record holds it: the puzzles go on from it.
    FromRecord(Box<super::game::record_service::PuzzleState>),
}

impl PuzzleCommand {
    /// Whether the command puts the board in puzzle mode (another mode gives way).
    pub fn takes_board(&self) -> bool {
        matches!(
            self,
            PuzzleCommand::Open
                | PuzzleCommand::Next
                | PuzzleCommand::Start(_)
                | PuzzleCommand::Source(_)
        )
    }
}

/// The shipped set, or the person's own puzzles (from their reviewed games).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum PuzzleSource {
    #[default]
    Shipped,
    Mine,
}

/// Puzzles, a feature on the contract: the person's puzzle record (kept in the person's record;
/// before it, under [`STORAGE_KEY`]), their own set, a reviewed game being mined, and the puzzle
/// window while puzzles hold the board (through the lease).
pub struct Puzzles {
    pub record: PuzzleRecord,
    /// The puzzle window's state, while puzzles hold the board.
    pub panel: Option<panel::PuzzlePanel>,
    /// The person's record was asked for the puzzle record (once, at the start).
    asked_record: bool,
    /// My puzzles: the person's own, from their reviewed games.
    pub mine: mine::MyPuzzles,
    /// A reviewed game being mined for puzzles.
    pub mining: Option<mine::Mining>,
}

impl Puzzles {
    pub fn new(mine: mine::MyPuzzles) -> Puzzles {
        Puzzles {
            record: PuzzleRecord::default(),
            panel: None,
            asked_record: false,
            mine,
            mining: None,
        }
    }

    /// Takes the puzzle record the window's state kept (before the person's record, or where
    /// there is none); what it held, as it was, to move into the person's record once: the puzzle
    /// record (nothing when no puzzle was played) and My puzzles' progress from its results. The
    /// record kept is mended (its values in range) after that.
    pub fn restore(
        &mut self,
        kept: PuzzleRecord,
    ) -> (
        Option<ardri_record::LegacyPuzzles>,
        Vec<ardri_record::LegacyMyPuzzle>,
    ) {
        self.record = kept;
        let legacy = self.legacy_values();
        self.record = std::mem::take(&mut self.record).sanitized();
        legacy
    }

    /// What eframe's storage keeps where there is no person's record.
    pub fn stored(&self) -> &PuzzleRecord {
        &self.record
    }

    /// What the window's state kept before the person's record, to move into it once: the puzzle
    /// record (nothing when no puzzle was played) and My puzzles' progress from its results.
    fn legacy_values(
        &self,
    ) -> (
        Option<ardri_record::LegacyPuzzles>,
        Vec<ardri_record::LegacyMyPuzzle>,
    ) {
        let record = &self.record;
        if record.history.is_empty() && record.puzzle_ratings.is_empty() {
            return (None, Vec::new());
        }
        let puzzles = ardri_record::LegacyPuzzles {
            player: record.player.into(),
            streak: record.streak,
            best_streak: record.best_streak,
            history: record
                .history
                .iter()
                .map(|h| ardri_record::LegacyPuzzleResult {
                    id: h.id.clone(),
                    solved: h.solved,
                })
                .collect(),
            puzzle_ratings: record
                .puzzle_ratings
                .iter()
                .map(|(id, r)| (id.clone(), (*r).into()))
                .collect(),
        };
        let mut mine: Vec<ardri_record::LegacyMyPuzzle> = Vec::new();
        for entry in &record.history {
            if !self.mine.set.iter().any(|p| p.id == entry.id) {
                continue;
            }
            match mine.iter_mut().find(|m| m.id == entry.id) {
                Some(m) => {
                    m.attempts += 1;
                    m.solved += u32::from(entry.solved);
                }
                None => mine.push(ardri_record::LegacyMyPuzzle {
                    id: entry.id.clone(),
                    attempts: 1,
                    solved: u32::from(entry.solved),
                }),
            }
        }
        (Some(puzzles), mine)
    }
}

/// The shipped puzzles, parsed once.
pub fn shipped() -> Arc<Vec<Puzzle>> {
    static SET: OnceLock<Arc<Vec<Puzzle>>> = OnceLock::new();
    SET.get_or_init(|| {
        let text = include_str!("../../../assets/puzzles.txt");
        Arc::new(parse_puzzles(text, Rules::default()).expect("the shipped puzzles parse"))
    })
    .clone()
}

/// One puzzle played.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct HistoryEntry {
    pub id: String,
    /// Solved without a wrong move.
    pub solved: bool,
}

/// The person's puzzle record: persisted.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct PuzzleRecord {
    pub player: GlickoRating,
    pub streak: u32,
    pub best_streak: u32,
    /// Oldest first; the stored record is read no further back than [`HISTORY_LEN`].
    #[serde(deserialize_with = "last_results")]
    pub history: Vec<HistoryEntry>,
    /// The puzzles' ratings where results have moved them from the file's (at most
    /// [`MAX_RATED_PUZZLES`] are read).
    #[serde(deserialize_with = "some_ratings")]
    pub puzzle_ratings: HashMap<String, GlickoRating>,
}

fn last_results<'de, D: serde::Deserializer<'de>>(d: D) -> Result<Vec<HistoryEntry>, D::Error> {
    super::shell::bounded::last(d, HISTORY_LEN)
}

fn some_ratings<'de, D: serde::Deserializer<'de>>(
    d: D,
) -> Result<HashMap<String, GlickoRating>, D::Error> {
    super::shell::bounded::first_entries(d, MAX_RATED_PUZZLES)
}

impl PuzzleRecord {
    /// Keeps values read from an old or edited record in range: a rating that is no number (or
    /// far off any scale) starts again, and the history keeps its length.
    pub fn sanitized(mut self) -> PuzzleRecord {
        if !self.player.in_range() {
            self.player = GlickoRating::default();
        }
        self.puzzle_ratings.retain(|_, r| r.in_range());
        let extra = self.history.len().saturating_sub(HISTORY_LEN);
        self.history.drain(..extra);
        self
    }

    /// A puzzle's current rating: the file's until results move it.
    pub fn puzzle_rating(&self, puzzle: &Puzzle) -> GlickoRating {
        self.puzzle_ratings
            .get(&puzzle.id)
            .copied()
            .unwrap_or(GlickoRating {
                rating: f64::from(puzzle.rating),
                deviation: PUZZLE_DEVIATION,
                volatility: 0.06,
            })
    }

    /// Whether the puzzle was played before (a replay does not move the ratings).
    pub fn played(&self, id: &str) -> bool {
        self.history.iter().any(|h| h.id == id)
    }

    /// Records a result: the ratings move (on the first play only), the streak, the history.
    /// Returns what it did to the ratings, where it counted.
    pub fn record(
        &mut self,
        puzzle: &Puzzle,
        solved: bool,
    ) -> Option<ardri_record::PuzzleRatingChange> {
        let mut change = None;
        if !self.played(&puzzle.id) {
            let outcome = if solved {
                Outcomes::WIN
            } else {
                Outcomes::LOSS
            };
            let (player, puzzle_rating) = glicko2(
                &self.player.into(),
                &self.puzzle_rating(puzzle).into(),
                &outcome,
                &Glicko2Config::new(),
            );
            let before = self.player;
            self.player = player.into();
            let puzzle_after: GlickoRating = puzzle_rating.into();
            self.puzzle_ratings.insert(puzzle.id.clone(), puzzle_after);
            change = Some(ardri_record::PuzzleRatingChange {
                player: ardri_record::RatingChange {
                    before: before.into(),
                    after: self.player.into(),
                },
                puzzle_after: puzzle_after.into(),
            });
        }
        if solved {
            self.streak += 1;
            self.best_streak = self.best_streak.max(self.streak);
        } else {
            self.streak = 0;
        }
        self.history.push(HistoryEntry {
            id: puzzle.id.clone(),
            solved,
        });
        if self.history.len() > HISTORY_LEN {
            self.history.remove(0);
        }
        change
    }

    /// The record as the person's record holds it (the window's state no longer does).
    pub fn from_state(state: &super::game::record_service::PuzzleState) -> PuzzleRecord {
        PuzzleRecord {
            player: state
                .player
                .map_or_else(GlickoRating::default, GlickoRating::from),
            streak: state.streaks.current,
            best_streak: state.streaks.best,
            history: state
                .history
                .iter()
                .map(|(id, solved)| HistoryEntry {
                    id: id.clone(),
                    solved: *solved,
                })
                .collect(),
            puzzle_ratings: state
                .own_ratings
                .iter()
                .map(|(id, r)| (id.clone(), GlickoRating::from(*r)))
                .collect(),
        }
        .sanitized()
    }

    /// The next puzzle: of the theme if one is chosen, not played before, rated nearest the
    /// person (the first in the file on a tie); `None` when every one was played.
    pub fn next<'a>(&self, set: &'a [Puzzle], theme: Option<Theme>) -> Option<&'a Puzzle> {
        set.iter()
            .filter(|p| theme.is_none_or(|t| p.themes.contains(&t)))
            .filter(|p| !self.played(&p.id))
            .min_by(|a, b| {
                let distance =
                    |p: &Puzzle| (self.puzzle_rating(p).rating - self.player.rating).abs();
                distance(a).total_cmp(&distance(b))
            })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_stored_rating_out_of_range_falls_back_to_the_start() {
        let broken = GlickoRating {
            rating: f64::NAN,
            deviation: -3.0,
            volatility: f64::INFINITY,
        };
        let mut record = PuzzleRecord {
            player: broken,
            ..PuzzleRecord::default()
        };
        record.puzzle_ratings.insert("p1".into(), broken);
        record.history = vec![
            HistoryEntry {
                id: "p1".into(),
                solved: true
            };
            HISTORY_LEN + 5
        ];
        let record = record.sanitized();
        assert_eq!(record.player, GlickoRating::default());
        assert!(
            record.puzzle_ratings.is_empty(),
            "the puzzle's rating from its file again"
        );
        assert_eq!(record.history.len(), HISTORY_LEN);
        let good = GlickoRating {
            rating: 1712.0,
            deviation: 80.0,
            volatility: 0.06,
        };
        let kept = PuzzleRecord {
            player: good,
            ..PuzzleRecord::default()
        };
        assert_eq!(kept.clone().sanitized(), kept);
    }

    /// Issue 36, point 6: a stored record of 100,000 results and ratings is read as its last
    /// [`HISTORY_LEN`] results and at most [`MAX_RATED_PUZZLES`] ratings.
    #[test]
    fn a_long_stored_record_is_bounded_when_read() {
        let mut record = PuzzleRecord::default();
        for i in 0..100_000 {
            record.history.push(HistoryEntry {
                id: format!("p{i}"),
                solved: i % 2 == 0,
            });
            record
                .puzzle_ratings
                .insert(format!("p{i}"), GlickoRating::default());
        }
        let read: PuzzleRecord = ron::from_str(&ron::to_string(&record).unwrap()).unwrap();
        assert_eq!(read.history.len(), HISTORY_LEN);
        assert_eq!(read.history.last().unwrap().id, "p99999", "the newest kept");
        assert_eq!(read.history[0].id, format!("p{}", 100_000 - HISTORY_LEN));
        assert_eq!(read.puzzle_ratings.len(), MAX_RATED_PUZZLES);
    }

    #[test]
    fn ratings_move_with_results_and_replays_do_not_count() {
        let set = shipped();
        assert!(set.len() >= 500);
        let mut record = PuzzleRecord::default();
        let p = record.next(&set, None).unwrap().clone();
        let before = record.puzzle_rating(&p).rating;
        record.record(&p, true);
        assert!(record.player.rating > 1500.0);
        assert!(record.puzzle_rating(&p).rating < before);
        assert_eq!(record.streak, 1);
        let after = record.player;
        record.record(&p, false);
        assert_eq!(record.player, after, "a replay does not move the rating");
        assert_eq!(record.streak, 0);
        let q = record.next(&set, Some(Theme::Escape)).unwrap().clone();
        assert!(q.themes.contains(&Theme::Escape) && q.id != p.id);
        record.record(&q, false);
        assert!(record.player.rating < after.rating);
    }
}
