//! The game on screen: the main line, the position being shown (on the main line or in a variation),
//! lines that were replaced or taken back kept as variations, the engine's analysis of every position,
//! and whether the game has changed since it was saved.
//!
//! Nothing played is lost: a move at an earlier ply starts a variation (the main line stays), undo
//! keeps the moves it takes back from the main line's end as one (redo brings them back), every other
//! change can be undone step by step, and a variation can be browsed without swapping it in,
//! promoted to the main line, or deleted on request.
//!
//! Every rule about changes lives here: the revision, the saved revision and the path are private and
//! set only by the session's own methods (a move, a finished review, a save, a restore), so nothing
//! outside can make a game look saved or unsaved by mistake.
//!
//! No egui here: this is the app's model, tested on its own.

use std::path::{Path, PathBuf};

use ardri_rules::{EndReason, Game, IllegalMove, Move, Outcome, Played, Position, Rules, Side};
use ardri_saves::{Analysis, Annotation, LoadedGame, Metadata, SaveFile, Variation};

use super::clock::GameClock;
use super::{WORDS, tr};

mod annotations;
mod history;
mod variations;
pub use annotations::Spot;
pub use variations::check_variations;

pub struct Session {
    /// The main line.
    pub game: Game,
    /// How many moves of the shown line lead to the shown position (0 = the start position).
    pub view_ply: usize,
    /// The variation being browsed, if the shown position is in one (then `view_ply` is past its
    /// branch point).
    pub browsing: Option<usize>,
    /// Lines branching off the main line: replaced, taken back or added.
    pub variations: Vec<Variation>,
    /// The engine's view of each main-line position (index = ply; as long as the game has positions).
    pub analysis: Vec<Option<Analysis>>,
    /// What the person wrote about each main-line position (index = ply, 0 = the start; as long as
    /// the game has positions). Changed only through [`Session::annotate`].
    annotations: Vec<Annotation>,
    pub metadata: Metadata,
    /// Where the game was last saved or opened from.
    path: Option<PathBuf>,
    /// Bumped on every change; a save records the revision it wrote.
    revision: u64,
    saved_revision: u64,
    /// The game's clock, when it is played on one.
    pub clock: Option<GameClock>,
    /// The main line's length the clock last saw (a move since then switches it).
    pub clock_ply: usize,
    /// What undo and redo bring back besides moves taken back at the main line's end.
    history: history::History,
    /// An opened game is open for study: the person moves both sides and the engine waits, until
    /// the person plays on against it.
    pub for_study: bool,
}

/// What a save writes: the file and the revision it holds (given back to [`Session::mark_saved`]).
pub struct SaveJob {
    pub file: SaveFile,
    pub revision: u64,
}

impl Session {
    pub fn new(rules: Rules, metadata: Metadata) -> Session {
        Session::from_game(Game::new(rules), metadata)
    }

    /// A session on a game (a set-up position or a line of moves), shown at its end.
    pub fn from_game(game: Game, metadata: Metadata) -> Session {
        let game_plies = game.ply_count();
        Session {
            view_ply: game.ply_count(),
            analysis: vec![None; game.ply_count() + 1],
            annotations: vec![Annotation::default(); game.ply_count() + 1],
            game,
            browsing: None,
            variations: Vec::new(),
            metadata,
            path: None,
            revision: 0,
            saved_revision: 0,
            clock: None,
            clock_ply: game_plies,
            history: history::History::default(),
            for_study: false,
        }
    }

    /// A position set up in the editor or pasted, to play from: work a person would not want to
    /// lose, so it counts as a change until saved.
    pub fn set_up(game: Game, metadata: Metadata) -> Session {
        let mut session = Session::from_game(game, metadata);
        session.touch();
        session
    }

    /// A game opened from `path`, shown at its end and open for study; refused when a variation
    /// does not replay with the main-line moves before it (see [`check_variations`]).
    pub fn opened(loaded: LoadedGame, path: PathBuf) -> Result<Session, String> {
        let mut session = Session::from_loaded(loaded)?;
        session.path = Some(path);
        session.for_study = true;
        Ok(session)
    }

    /// The autosave of a game that was not saved: back on the board, still unsaved (and autosaved)
    /// until the person saves it.
    pub fn restored(loaded: LoadedGame) -> Result<Session, String> {
        let mut session = Session::from_loaded(loaded)?;
        session.touch();
        Ok(session)
    }

    /// A game read from a text record: on the board with no file of its own, so unsaved (and
    /// autosaved) until the person saves it.
    pub fn imported(loaded: LoadedGame) -> Result<Session, String> {
        let mut session = Session::restored(loaded)?;
        session.for_study = true;
        Ok(session)
    }

    fn from_loaded(loaded: LoadedGame) -> Result<Session, String> {
        check_variations(&loaded.game, &loaded.variations)?;
        let mut analysis = loaded.analysis;
        analysis.resize(loaded.game.ply_count() + 1, None);
        let mut annotations = loaded.annotations;
        annotations.resize(loaded.game.ply_count() + 1, Annotation::default());
        let plies = loaded.game.ply_count();
        let mut variations = loaded.variations;
        // An empty variation shows nothing and could not be browsed.
        variations.retain(|v| !v.moves.is_empty());
        for v in &mut variations {
            v.analysis.resize(v.moves.len(), None);
            v.annotations.resize(v.moves.len(), Annotation::default());
        }
        Ok(Session {
            clock_ply: plies,
            view_ply: plies,
            game: loaded.game,
            browsing: None,
            variations,
            analysis,
            annotations,
            metadata: loaded.metadata,
            path: None,
            revision: 0,
            saved_revision: 0,
            clock: loaded.clock.map(GameClock::from_saved),
            history: history::History::default(),
            for_study: false,
        })
    }

    /// The revision: bumped by every change.
    pub fn revision(&self) -> u64 {
        self.revision
    }

    /// Where the game was last saved or opened from.
    pub fn path(&self) -> Option<&Path> {
        self.path.as_deref()
    }

    /// Whether there are changes a person would lose by closing the game: anything played, kept
    /// or analysed, or a position of their own to start from.
    pub fn is_dirty(&self) -> bool {
        self.revision != self.saved_revision && self.has_content()
    }

    fn has_content(&self) -> bool {
        self.game.ply_count() + self.variations.len() > 0
            || *self.game.start() != Position::start(*self.game.rules())
            || self.analysis.iter().any(Option::is_some)
            || self.annotations.iter().any(|a| !a.is_empty())
    }

    /// The state the autosave follows: it is written while this says "unsaved" and removed when a
    /// save (or a discard) makes it "saved"; each new value is news.
    pub fn change_state(&self) -> (u64, bool) {
        (self.revision, self.is_dirty())
    }

    /// A whole-game review has finished (or was cancelled after some positions): the analysis it
    /// added belongs to the game and is worth saving.
    pub fn review_finished(&mut self) {
        self.touch_keeping_history();
    }

    /// Plays the engine's move at the end of the main line. The engine opening a fresh game (its
    /// first move, nothing else played) is no change a person would lose.
    pub fn play_engine_move(&mut self, m: Move) -> Result<Played, IllegalMove> {
        let quiet = self.game.ply_count() == 0 && !self.is_dirty();
        self.go_to(self.game.ply_count());
        let played = self.play(m)?;
        if quiet {
            self.saved_revision = self.revision;
        }
        Ok(played)
    }

    /// Ends the game by a declared result (resignation, time).
    pub fn declare(&mut self, outcome: Outcome) -> Result<(), IllegalMove> {
        self.undoable(|s| {
            s.game.declare(outcome)?;
            s.touch();
            Ok(())
        })
    }

    fn touch(&mut self) {
        self.revision += 1;
    }

    /// The shown line as a game: the main line, or the browsed variation with the main-line moves
    /// before it (its history, for repetitions and for the engine).
    pub fn shown_line(&self) -> Game {
        let Some(v) = self.browsing.and_then(|i| self.variations.get(i)) else {
            return self.game.clone();
        };
        let mut line = self.game.clone();
        line.truncate(v.after_ply);
        for &m in &v.moves {
            // Variations are checked when they are made or loaded.
            if line.play(m).is_err() {
                break;
            }
        }
        line
    }

    /// The shown position. The view stays within its line (every way of moving it clamps), and
    /// variations are checked with the main line's history when loaded; should a line still end
    /// early, its last position is shown rather than failing.
    pub fn shown_position(&self) -> Position {
        let at = |game: &Game| {
            game.position_at(self.view_ply)
                .copied()
                .unwrap_or(*game.position())
        };
        match self.browsing {
            None => at(&self.game),
            Some(_) => at(&self.shown_line()),
        }
    }

    /// Whether the game is over at the shown position: decided on the board, no legal move, or a
    /// third repetition counting the moves that led there.
    pub fn shown_is_over(&self) -> bool {
        match self.browsing {
            None => self.game.outcome_at(self.view_ply).is_some(),
            Some(_) => self.shown_line().outcome_at(self.view_ply).is_some(),
        }
    }

    /// Whether the main line's last position is shown (where the game goes on).
    pub fn at_end(&self) -> bool {
        self.browsing.is_none() && self.view_ply == self.game.ply_count()
    }

    /// The move that led to the shown position.
    pub fn shown_last_move(&self) -> Option<Played> {
        let ply = self.view_ply.checked_sub(1)?;
        match self.browsing {
            None => self.game.moves().get(ply).copied(),
            Some(_) => self.shown_line().moves().get(ply).copied(),
        }
    }

    /// Shows the main line after `ply` moves.
    pub fn go_to(&mut self, ply: usize) {
        self.browsing = None;
        self.view_ply = ply.min(self.game.ply_count());
    }

    /// Shows variation `index` after its first `moves` moves.
    pub fn browse(&mut self, index: usize, moves: usize) {
        let Some(v) = self.variations.get(index).filter(|v| !v.moves.is_empty()) else {
            return;
        };
        let moves = moves.clamp(1, v.moves.len());
        self.browsing = Some(index);
        self.view_ply = v.after_ply + moves;
    }

    /// Shows the position `ply` moves into the game, along variation `variation` (counted from the
    /// start, as `view_ply` counts) or along the main line.
    pub fn show_ply(&mut self, variation: Option<usize>, ply: usize) {
        match variation {
            Some(index) => {
                let after = self.variations.get(index).map_or(0, |v| v.after_ply);
                self.browse(index, ply.saturating_sub(after));
            }
            None => self.go_to(ply),
        }
    }

    /// Steps along the shown line; stepping back past a variation's branch point returns to the
    /// main line.
    pub fn step(&mut self, delta: isize) {
        let target = (self.view_ply as isize + delta).max(0) as usize;
        match self
            .browsing
            .and_then(|i| self.variations.get(i).map(|v| (i, v)))
        {
            Some((i, v)) if target > v.after_ply => self.browse(i, target - v.after_ply),
            Some(_) => self.go_to(target),
            None => self.go_to(target),
        }
    }

    /// The end of the shown line.
    pub fn go_to_line_end(&mut self) {
        match self.browsing {
            Some(i) => self.browse(i, usize::MAX),
            None => self.go_to(self.game.ply_count()),
        }
    }

    /// Plays a move on the shown position. On the main line's end it extends the game; anywhere else
    /// it starts a variation (the main line stays the game as played), or extends the browsed one at
    /// its end. Moves off the main line's end can be undone one by one (see `undo_edit`).
    pub fn play(&mut self, m: Move) -> Result<Played, IllegalMove> {
        if self.shown_is_over() {
            return Err(IllegalMove::GameOver);
        }
        let shown = self.shown_position();
        shown.check_move(m)?;
        if let Some(index) = self.browsing {
            return Ok(self.undoable(|s| s.play_in_variation(index, m, shown)));
        }
        if !self.at_end() {
            return Ok(self.undoable(|s| s.branch_off_main_line(m, shown)));
        }
        let played = self.game.play(m)?;
        self.analysis.push(None);
        self.annotations.push(Annotation::default());
        self.view_ply = self.game.ply_count();
        self.touch();
        Ok(played)
    }

    /// The engine's analysis of the shown position, if known.
    pub fn shown_analysis(&self) -> Option<Analysis> {
        match self.browsing.and_then(|i| self.variations.get(i)) {
            None => self.analysis.get(self.view_ply).copied().flatten(),
            Some(v) => v
                .analysis
                .get(self.view_ply - v.after_ply - 1)
                .copied()
                .flatten(),
        }
    }

    /// Records the engine's analysis of the main-line position after `ply` moves.
    pub fn record_analysis(&mut self, ply: usize, analysis: Analysis) {
        if let Some(slot) = self.analysis.get_mut(ply) {
            // A deeper result is not replaced by a shallower one.
            if slot.is_none_or(|old| old.depth <= analysis.depth || old.depth == 0) {
                *slot = Some(analysis);
            }
        }
    }

    /// Records the analysis of the shown position, wherever it is (main line or variation).
    pub fn record_shown_analysis(&mut self, hash: u64, analysis: Analysis) {
        if self.shown_position().hash() != hash {
            return;
        }
        match self.browsing {
            None => self.record_analysis(self.view_ply, analysis),
            Some(i) => {
                let v = &mut self.variations[i];
                if let Some(slot) = v.analysis.get_mut(self.view_ply - v.after_ply - 1) {
                    *slot = Some(analysis);
                }
            }
        }
    }

    /// The file a save writes now, with the revision it holds.
    /// The save of the game as it stands at `now` (a running clock is read then).
    pub fn save_job(&self, now: std::time::Instant) -> SaveJob {
        SaveJob {
            file: self.to_save_file(now),
            revision: self.revision,
        }
    }

    pub fn to_save_file(&self, now: std::time::Instant) -> SaveFile {
        let mut metadata = self.metadata.clone();
        // The date the game was played (set when it started); a re-save keeps it. Only a game
        // without one (from an older file) takes the day it is first saved.
        if metadata.date.is_empty() {
            metadata.date = ardri_saves::now_utc();
        }
        // Notes that state a result describe the line they were written for: after the main line
        // changed they would contradict the file's own result.
        if is_result_note(&metadata.notes) {
            metadata.notes = self
                .game
                .outcome()
                .map_or_else(String::new, |o| o.to_string());
        }
        let mut file =
            ardri_saves::to_save_file(&self.game, metadata, &self.analysis, &self.variations);
        file.annotations = ardri_saves::save_annotations(&self.annotations, 0);
        file.clock = self.clock.as_ref().map(|c| c.to_saved(now));
        file
    }

    /// The game as it stands is kept in the person's record: nothing to ask about on quitting or
    /// starting another (the file it was saved to, if any, stays its path).
    pub fn mark_kept(&mut self) {
        self.saved_revision = self.revision;
    }

    /// A save of `revision` to `path` succeeded (changes made since stay unsaved).
    pub fn mark_saved(&mut self, revision: u64, path: PathBuf) {
        self.saved_revision = revision;
        self.path = Some(path);
    }
}

/// Whether notes are exactly the description of a game's result ("Defenders win: the king
/// escaped to a corner"), as engine matches and the app write them.
fn is_result_note(notes: &str) -> bool {
    let reasons = [
        EndReason::KingEscaped,
        EndReason::KingCaptured,
        EndReason::NoLegalMove,
        EndReason::Repetition,
        EndReason::Resignation,
        EndReason::Timeout,
    ];
    let winners = [Some(Side::Attackers), Some(Side::Defenders), None];
    reasons.iter().any(|&reason| {
        winners
            .iter()
            .any(|&winner| Outcome { winner, reason }.to_string() == notes.trim())
    })
}

/// The one validity check for a position to play from (set up here or pasted): a position the
/// game is already decided in, or where the side to move has no move, is refused with the reason.
pub fn playable(position: Position) -> Result<Position, String> {
    if position.is_decided_on_board() {
        return Err(tr!(WORDS, "game-king-on-corner").into());
    }
    if !position.has_moves() {
        return Err(tr!(
            WORDS,
            "game-no-legal-move",
            side = position.side_to_move().name()
        )
        .into());
    }
    Ok(position)
}

#[cfg(test)]
mod tests;
