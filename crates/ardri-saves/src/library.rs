//! A folder of saved games at a glance: each file read and checked as [`crate::load`] does, and
//! summed up (players, result, number of moves, each side's accuracy when the file holds a review),
//! or the reason it could not be read. Nothing here depends on a window: the app runs
//! [`game_files`] and [`read_entry`] on a worker thread and shows the entries as they come.
//!
//! ```
//! use ardri_rules::{Game, Rules};
//! use ardri_saves::{Metadata, library, save, to_save_file};
//!
//! let dir = tempfile::tempdir()?;
//! let mut game = Game::new(Rules::default());
//! game.play_text("c3c2")?;
//! save(&dir.path().join("one.ron"), &to_save_file(&game, Metadata::default(), &[], &[]))?;
//! std::fs::write(dir.path().join("broken.ron"), "(format_version: 1")?;
//!
//! let entries = library::scan(dir.path())?;
//! assert_eq!(entries.len(), 2);
//! assert!(entries[0].summary.is_err(), "broken.ron, listed with its error");
//! assert_eq!(entries[1].summary.as_ref().unwrap().moves, 1);
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

use std::path::{Path, PathBuf};

use ardri_engine::review::{MoveJudgement, SideSummary, judge_game, summarize, yardstick_chances};
use ardri_engine::{Judge, PositionEval, WdlModel};
use ardri_rules::{Game, Outcome};

use crate::{Analysis, LoadedGame, Metadata};

/// One saved game summed up.
#[derive(Clone, Debug, PartialEq)]
pub struct GameSummary {
    pub metadata: Metadata,
    /// The result; `None` while the game is unfinished.
    pub outcome: Option<Outcome>,
    /// Moves of the main line.
    pub moves: usize,
    /// The file's review, when it holds one.
    pub review: Option<ReviewSummary>,
}

/// What a save's stored analysis says of each side, as the app's review table shows it.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct ReviewSummary {
    /// `[attackers, defenders]`: moves per class and game accuracy.
    pub sides: [SideSummary; 2],
    /// Moves judged (both positions around them analysed), of [`GameSummary::moves`].
    pub judged: usize,
}

/// A file of the folder: its summary, or why it could not be read.
#[derive(Clone, Debug, PartialEq)]
pub struct LibraryEntry {
    pub path: PathBuf,
    pub file_name: String,
    /// When the file was last written, `YYYY-MM-DD HH:MM:SS` UTC, if the system says.
    pub modified: Option<String>,
    /// The summary, or the load error's text.
    pub summary: Result<GameSummary, String>,
}

impl LibraryEntry {
    /// The game's date: the one saved in it, else when the file was written.
    pub fn date(&self) -> &str {
        self.summary
            .as_ref()
            .ok()
            .map(|s| s.metadata.date.as_str())
            .filter(|d| !d.is_empty())
            .or(self.modified.as_deref())
            .unwrap_or("")
    }
}

/// The analysis as the engine's review takes it.
pub fn position_evals(analysis: &[Option<Analysis>]) -> Vec<Option<PositionEval>> {
    analysis
        .iter()
        .map(|a| {
            a.map(|a| PositionEval {
                eval: a.eval,
                best_move: a.best,
                depth: a.depth,
            })
        })
        .collect()
}

/// The engine's own win/draw/loss model (perfect play's chances).
pub fn model() -> &'static WdlModel {
    WdlModel::default_model()
}

/// Whom a game's review judges by default: its players as the save rates them (a player without a
/// rating as a club player).
pub fn judge_of(metadata: &Metadata) -> Judge {
    Judge::players(metadata.attackers_elo, metadata.defenders_elo)
}

/// Each main-line move judged from the stored analysis by `judge` (index i = move i + 1), `None`
/// where a position around it is not analysed.
pub fn judgements(
    game: &Game,
    analysis: &[Option<Analysis>],
    judge: &Judge,
) -> Vec<Option<MoveJudgement>> {
    judge_game(game, &position_evals(analysis), judge)
}

/// The attackers' and the defenders' summaries of a game and its stored analysis.
pub fn side_summaries(
    game: &Game,
    analysis: &[Option<Analysis>],
    judgements: &[Option<MoveJudgement>],
    judge: &Judge,
) -> [SideSummary; 2] {
    let chances = yardstick_chances(game, &position_evals(analysis), judge);
    summarize(judgements, &chances)
}

/// A loaded game summed up; its review is there when at least one move can be judged from the
/// stored analysis (as the app shows its accuracy table).
pub fn summarize_game(loaded: &LoadedGame) -> GameSummary {
    let judge = judge_of(&loaded.metadata);
    let marks = judgements(&loaded.game, &loaded.analysis, &judge);
    let judged = marks.iter().flatten().count();
    let review = (judged > 0).then(|| ReviewSummary {
        sides: side_summaries(&loaded.game, &loaded.analysis, &marks, &judge),
        judged,
    });
    GameSummary {
        metadata: loaded.metadata.clone(),
        outcome: loaded.game.outcome(),
        moves: loaded.game.ply_count(),
        review,
    }
}

/// The saved games of a folder (`.ron` names, hidden ones and folders left out), sorted by name.
/// A name that is not a regular file (a FIFO, a device, a link that loops or leads nowhere) is
/// listed too: [`read_entry`] then says why it was skipped, so nothing is left out without a word.
pub fn game_files(dir: &Path) -> std::io::Result<Vec<PathBuf>> {
    let mut files: Vec<PathBuf> = std::fs::read_dir(dir)?
        .filter_map(Result::ok)
        .filter(|e| !e.file_name().to_string_lossy().starts_with('.'))
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|x| x.eq_ignore_ascii_case("ron")) && !p.is_dir())
        .collect();
    files.sort();
    Ok(files)
}

/// Reads and sums up one file; a file that does not load is an entry with the error.
pub fn read_entry(path: &Path) -> LibraryEntry {
    let modified = std::fs::metadata(path)
        .and_then(|m| m.modified())
        .ok()
        .map(|t| {
            let text = humantime::format_rfc3339_seconds(t).to_string();
            text.trim_end_matches('Z').replacen('T', " ", 1)
        });
    LibraryEntry {
        path: path.to_path_buf(),
        file_name: path
            .file_name()
            .map_or_else(String::new, |n| n.to_string_lossy().into_owned()),
        modified,
        summary: crate::load(path)
            .map(|loaded| summarize_game(&loaded))
            .map_err(|e| e.to_string()),
    }
}

/// Every saved game of a folder, in name order (one thread; the app reads them one by one on a
/// worker to show progress).
pub fn scan(dir: &Path) -> std::io::Result<Vec<LibraryEntry>> {
    Ok(game_files(dir)?.iter().map(|p| read_entry(p)).collect())
}
