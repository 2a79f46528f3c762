//! The game on screen: the main line, the position being shown (on the main line or in a variation),
//! lines that were replaced or taken back kept as variations, the engine's analysis of every position,
//! and whether the game has changed since it was saved.
//!
//! Nothing played is lost: a move at an earlier ply keeps the old continuation as a variation, undo
//! keeps the moves it takes back as one (redo brings them back), and a variation can be browsed
//! without swapping it in, promoted to the main line, or deleted on request.
//!
//! Every rule about changes lives here: the revision, the saved revision and the path are private and
//! set only by the session's own methods (a move, a finished review, a save, a restore), so nothing
//! outside can make a game look saved or unsaved by mistake.
//!
//! No egui here: this is the app's model, tested on its own.

use std::path::{Path, PathBuf};

use ardri_rules::{EndReason, Game, IllegalMove, Move, Outcome, Played, Position, Rules, Side};
use ardri_saves::{Analysis, LoadedGame, Metadata, SaveFile, Variation};

use super::clock::GameClock;

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
            game,
            browsing: None,
            variations: Vec::new(),
            metadata,
            path: None,
            revision: 0,
            saved_revision: 0,
            clock: None,
            clock_ply: game_plies,
        }
    }

    /// A position set up in the editor or pasted, to play from: work a person would not want to
    /// lose, so it counts as a change until saved.
    pub fn set_up(game: Game, metadata: Metadata) -> Session {
        let mut session = Session::from_game(game, metadata);
        session.touch();
        session
    }

    /// A game opened from `path`, shown at its end; refused when a variation does not replay with
    /// the main-line moves before it (see [`check_variations`]).
    pub fn opened(loaded: LoadedGame, path: PathBuf) -> Result<Session, String> {
        let mut session = Session::from_loaded(loaded)?;
        session.path = Some(path);
        Ok(session)
    }

    /// The autosave of a game that was not saved: back on the board, still unsaved (and autosaved)
    /// until the person saves it.
    pub fn restored(loaded: LoadedGame) -> Result<Session, String> {
        let mut session = Session::from_loaded(loaded)?;
        session.touch();
        Ok(session)
    }

    fn from_loaded(loaded: LoadedGame) -> Result<Session, String> {
        check_variations(&loaded.game, &loaded.variations)?;
        let mut analysis = loaded.analysis;
        analysis.resize(loaded.game.ply_count() + 1, None);
        let plies = loaded.game.ply_count();
        let mut variations = loaded.variations;
        // An empty variation shows nothing and could not be browsed.
        variations.retain(|v| !v.moves.is_empty());
        for v in &mut variations {
            v.analysis.resize(v.moves.len(), None);
        }
        Ok(Session {
            clock_ply: plies,
            view_ply: plies,
            game: loaded.game,
            browsing: None,
            variations,
            analysis,
            metadata: loaded.metadata,
            path: None,
            revision: 0,
            saved_revision: 0,
            clock: loaded.clock.map(GameClock::from_saved),
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
    }

    /// The state the autosave follows: it is written while this says "unsaved" and removed when a
    /// save (or a discard) makes it "saved"; each new value is news.
    pub fn change_state(&self) -> (u64, bool) {
        (self.revision, self.is_dirty())
    }

    /// A whole-game review has finished (or was cancelled after some positions): the analysis it
    /// added belongs to the game and is worth saving.
    pub fn review_finished(&mut self) {
        self.touch();
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
        self.game.declare(outcome)?;
        self.touch();
        Ok(())
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

    /// Plays a move on the shown position. On the main line's end it extends the game; at an earlier
    /// ply it starts a new main line and the old continuation is kept as a variation; in a variation
    /// it extends the variation at its end, or starts a new one. Nothing is thrown away.
    pub fn play(&mut self, m: Move) -> Result<Played, IllegalMove> {
        if self.shown_is_over() {
            return Err(IllegalMove::GameOver);
        }
        let shown = self.shown_position();
        shown.check_move(m)?;
        if let Some(index) = self.browsing {
            return Ok(self.play_in_variation(index, m, shown));
        }
        let branch_at = self.view_ply;
        if !self.at_end() {
            // A move identical to the next main-line move just steps forward.
            if self.game.moves()[branch_at].mv == m {
                self.view_ply += 1;
                return Ok(self.game.moves()[branch_at]);
            }
            self.keep_tail_as_variation(branch_at);
        }
        let played = self.game.play(m)?;
        self.analysis.push(None);
        self.view_ply = self.game.ply_count();
        self.touch();
        Ok(played)
    }

    fn play_in_variation(&mut self, index: usize, m: Move, shown: Position) -> Played {
        let played = shown.after_played(m);
        let v = &mut self.variations[index];
        let into = self.view_ply - v.after_ply;
        if into == v.moves.len() {
            v.moves.push(m);
            v.analysis.push(None);
            self.view_ply += 1;
        } else if v.moves[into] == m {
            self.view_ply += 1;
        } else {
            // A new variation: the browsed one's moves up to here, then this move.
            let mut moves = v.moves[..into].to_vec();
            moves.push(m);
            let mut analysis = v.analysis[..into].to_vec();
            analysis.push(None);
            let after_ply = v.after_ply;
            self.variations.push(Variation {
                after_ply,
                moves,
                analysis,
            });
            self.browsing = Some(self.variations.len() - 1);
            self.view_ply += 1;
        }
        self.touch();
        played
    }

    /// Cuts the main line after `ply` moves and keeps the cut moves (with their analysis) as a
    /// variation, unless one at that point already holds them. Variations that branched off the cut
    /// part are re-rooted at `ply`, their prefix taken from the cut moves, so none is orphaned.
    fn keep_tail_as_variation(&mut self, ply: usize) {
        let tail: Vec<Move> = self.game.moves()[ply..].iter().map(|p| p.mv).collect();
        let tail_analysis: Vec<Option<Analysis>> = self.analysis[ply + 1..].to_vec();
        for v in &mut self.variations {
            if v.after_ply > ply {
                let cut = v.after_ply - ply;
                let mut moves = tail[..cut].to_vec();
                moves.append(&mut v.moves);
                let mut analysis = tail_analysis[..cut].to_vec();
                analysis.append(&mut v.analysis);
                *v = Variation {
                    after_ply: ply,
                    moves,
                    analysis,
                };
            }
        }
        self.game.truncate(ply);
        self.analysis.truncate(ply + 1);
        if tail.is_empty() {
            return;
        }
        // Undoing twice must not leave the one move as a variation beside the two: a variation at
        // this point that starts with these moves already keeps them. It moves to the end, so redo
        // finds it first.
        let holder = self
            .variations
            .iter()
            .position(|v| v.after_ply == ply && v.moves.starts_with(&tail));
        match holder {
            Some(i) => {
                let v = self.variations.remove(i);
                self.variations.push(v);
            }
            None => self.variations.push(Variation {
                after_ply: ply,
                moves: tail,
                analysis: tail_analysis,
            }),
        }
    }

    /// Makes variation `index` the main line from its branch point; the main line's continuation
    /// becomes a variation. Shows the promoted line where it was browsed (or its first move).
    pub fn promote_variation(&mut self, index: usize) {
        if index >= self.variations.len() {
            return;
        }
        let into = match self.browsing {
            Some(i) if i == index => self.view_ply - self.variations[index].after_ply,
            _ => 1,
        };
        let chosen = self.variations.remove(index);
        self.keep_tail_as_variation(chosen.after_ply);
        // The replaced line was pushed last; the chosen line's twin (if the tail equalled it) goes.
        self.variations
            .retain(|v| !(v.after_ply == chosen.after_ply && v.moves == chosen.moves));
        for (&m, analysis) in chosen.moves.iter().zip(&chosen.analysis) {
            if self.game.play(m).is_err() {
                break;
            }
            self.analysis.push(*analysis);
        }
        self.browsing = None;
        self.view_ply = (chosen.after_ply + into).min(self.game.ply_count());
        self.touch();
    }

    /// Deletes variation `index` (the person asked for it); a browsed one gives way to the main line.
    pub fn delete_variation(&mut self, index: usize) {
        if index >= self.variations.len() {
            return;
        }
        let removed = self.variations.remove(index);
        match self.browsing {
            Some(i) if i == index => self.go_to(removed.after_ply),
            Some(i) if i > index => self.browsing = Some(i - 1),
            _ => {}
        }
        self.touch();
    }

    /// Takes back the last `count` main-line moves, keeping them as a variation, and shows the new
    /// end. Returns how many were taken back.
    pub fn take_back(&mut self, count: usize) -> usize {
        let count = count.min(self.game.ply_count());
        if count == 0 {
            return 0;
        }
        let keep = self.game.ply_count() - count;
        self.keep_tail_as_variation(keep);
        self.go_to(keep);
        self.touch();
        count
    }

    /// Brings back up to `count` moves that undo took back: the most recent variation branching at
    /// the main line's end gives its first moves to the main line. Returns how many came back.
    pub fn redo(&mut self, count: usize) -> usize {
        let end = self.game.ply_count();
        let Some(index) = self.variations.iter().rposition(|v| v.after_ply == end) else {
            return 0;
        };
        let mut v = self.variations.remove(index);
        let count = count.min(v.moves.len());
        let rest_moves = v.moves.split_off(count);
        let rest_analysis = v.analysis.split_off(count.min(v.analysis.len()));
        let mut brought = 0;
        for (i, &m) in v.moves.iter().enumerate() {
            if self.game.play(m).is_err() {
                break;
            }
            self.analysis.push(v.analysis.get(i).copied().flatten());
            brought += 1;
        }
        if !rest_moves.is_empty() {
            self.variations.push(Variation {
                after_ply: end + brought,
                moves: rest_moves,
                analysis: rest_analysis,
            });
        }
        self.go_to(self.game.ply_count());
        if brought > 0 {
            self.touch();
        }
        brought
    }

    /// Adds `moves` from the shown position as a new variation (a line the engine suggested, say)
    /// without leaving the shown position. On the main line's end they simply extend the game.
    pub fn add_line(&mut self, moves: &[Move]) -> Result<(), IllegalMove> {
        let mut check = self.shown_line();
        check.truncate(self.view_ply);
        for &m in moves {
            check.play(m)?;
        }
        if moves.is_empty() {
            return Ok(());
        }
        let (after_ply, prefix): (usize, Vec<Move>) = match self.browsing {
            Some(i) => {
                let v = &self.variations[i];
                (v.after_ply, v.moves[..self.view_ply - v.after_ply].to_vec())
            }
            None => (self.view_ply, Vec::new()),
        };
        let mut all = prefix;
        all.extend_from_slice(moves);
        if after_ply == self.game.ply_count() && self.browsing.is_none() {
            for &m in moves {
                self.game.play(m)?;
                self.analysis.push(None);
            }
        } else if !self
            .variations
            .iter()
            .any(|v| v.after_ply == after_ply && v.moves.starts_with(&all))
        {
            let analysis = vec![None; all.len()];
            self.variations.push(Variation {
                after_ply,
                moves: all,
                analysis,
            });
        }
        self.touch();
        Ok(())
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
    pub fn save_job(&self) -> SaveJob {
        SaveJob {
            file: self.to_save_file(),
            revision: self.revision,
        }
    }

    pub fn to_save_file(&self) -> SaveFile {
        let mut metadata = self.metadata.clone();
        metadata.date = ardri_saves::now_utc();
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
        file.clock = self
            .clock
            .as_ref()
            .map(|c| c.to_saved(std::time::Instant::now()));
        file
    }

    /// A save of `revision` to `path` succeeded (changes made since stay unsaved).
    pub fn mark_saved(&mut self, revision: u64, path: PathBuf) {
        self.saved_revision = revision;
        self.path = Some(path);
    }
}

/// Checks that every variation replays from its branch point with the main-line moves before it:
/// a repetition counts those moves too, so a line that is legal on its own can run past a draw
/// (the save file's own check replays it without that history).
pub fn check_variations(game: &Game, variations: &[Variation]) -> Result<(), String> {
    for (i, v) in variations.iter().enumerate() {
        if v.after_ply > game.ply_count() {
            return Err(format!(
                "variation {} branches after move {}, but the game has {} moves",
                i + 1,
                v.after_ply,
                game.ply_count()
            ));
        }
        let mut line = game.clone();
        line.truncate(v.after_ply);
        for (k, &m) in v.moves.iter().enumerate() {
            if let Err(e) = line.play(m) {
                let reason = match line.outcome() {
                    Some(outcome) if e == IllegalMove::GameOver => {
                        format!("the game was already over ({outcome})")
                    }
                    _ => e.to_string(),
                };
                return Err(format!(
                    "variation {}, its move {} ({m}): {reason}",
                    i + 1,
                    k + 1
                ));
            }
        }
    }
    Ok(())
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

#[cfg(test)]
mod tests {
    use ardri_engine::Eval;

    use super::*;

    fn mv(session: &Session, text: &str) -> Move {
        session.shown_position().parse_move(text).unwrap()
    }

    fn play_all(session: &mut Session, moves: &[&str]) {
        for text in moves {
            let m = mv(session, text);
            session.play(m).unwrap();
        }
    }

    fn main_line(s: &Session) -> Vec<String> {
        s.game.moves().iter().map(|p| p.mv.to_string()).collect()
    }

    fn texts(moves: &[Move]) -> Vec<String> {
        moves.iter().map(|m| m.to_string()).collect()
    }

    fn scored(cp: i32) -> Analysis {
        Analysis {
            eval: Eval::Cp(cp),
            depth: 5,
            best: None,
        }
    }

    #[test]
    fn playing_at_an_earlier_ply_keeps_the_old_line_as_a_variation() {
        let mut s = Session::new(Rules::default(), Metadata::default());
        play_all(&mut s, &["c3c2", "b4b3", "c2c3", "b3b4"]);
        s.go_to(2);
        let m = mv(&s, "e3e2");
        s.play(m).unwrap();
        assert_eq!(s.game.ply_count(), 3);
        assert_eq!(s.view_ply, 3);
        assert_eq!(s.variations.len(), 1);
        assert_eq!(s.variations[0].after_ply, 2);
        assert_eq!(texts(&s.variations[0].moves), ["c2c3", "b3b4"]);
        assert!(s.is_dirty());

        // Promoting swaps the lines back.
        s.promote_variation(0);
        assert_eq!(main_line(&s), ["c3c2", "b4b3", "c2c3", "b3b4"]);
        assert_eq!(s.variations.len(), 1);
        assert_eq!(s.variations[0].moves[0].to_string(), "e3e2");
    }

    #[test]
    fn replaying_the_next_main_line_move_just_steps_forward() {
        let mut s = Session::new(Rules::default(), Metadata::default());
        play_all(&mut s, &["c3c2", "b4b3"]);
        s.go_to(0);
        let m = mv(&s, "c3c2");
        s.play(m).unwrap();
        assert_eq!(s.view_ply, 1);
        assert_eq!(s.game.ply_count(), 2);
        assert!(s.variations.is_empty());
    }

    #[test]
    fn nested_variations_are_re_rooted_not_lost() {
        let mut s = Session::new(Rules::default(), Metadata::default());
        play_all(&mut s, &["c3c2", "b4b3", "c2c3", "b3b4"]);
        s.go_to(3);
        let m = mv(&s, "a3a2");
        s.play(m).unwrap(); // variation after 3: b3b4
        s.go_to(1);
        let m = mv(&s, "a3a2");
        s.play(m).unwrap(); // main line cut after 1: the variation after 3 is re-rooted at 1
        assert_eq!(s.variations.len(), 2);
        for v in &s.variations {
            assert_eq!(v.after_ply, 1);
            assert_eq!(v.analysis.len(), v.moves.len());
            // Every variation replays legally from its branch point.
            let mut g = Game::from_position(*s.game.position_at(v.after_ply).unwrap());
            for &m in &v.moves {
                g.play(m).unwrap();
            }
        }
    }

    #[test]
    fn undo_keeps_the_moves_and_redo_brings_them_back_with_their_analysis() {
        let mut s = Session::new(Rules::default(), Metadata::default());
        play_all(&mut s, &["c3c2", "b4b3", "c2c3"]);
        s.record_analysis(2, scored(40));
        assert_eq!(s.take_back(2), 2);
        assert_eq!(main_line(&s), ["c3c2"]);
        assert_eq!(s.analysis.len(), 2);
        assert_eq!(s.variations.len(), 1);
        assert_eq!(texts(&s.variations[0].moves), ["b4b3", "c2c3"]);
        // A second undo does not leave a shorter twin of the same moves.
        assert_eq!(s.take_back(1), 1);
        assert_eq!(s.variations.len(), 1);
        assert_eq!(texts(&s.variations[0].moves), ["c3c2", "b4b3", "c2c3"]);

        assert_eq!(s.redo(1), 1);
        assert_eq!(s.redo(2), 2);
        assert_eq!(main_line(&s), ["c3c2", "b4b3", "c2c3"]);
        assert_eq!(s.analysis[2], Some(scored(40)));
        assert!(s.variations.is_empty());
        assert_eq!(s.redo(1), 0);
        assert_eq!(s.view_ply, 3);
    }

    #[test]
    fn a_variation_is_browsed_extended_and_deleted_without_touching_the_main_line() {
        let mut s = Session::new(Rules::default(), Metadata::default());
        play_all(&mut s, &["c3c2", "b4b3", "c2c3"]);
        s.go_to(1);
        play_all(&mut s, &["a3a2"]); // the main line is now c3c2 a3a2; b4b3 c2c3 a variation
        s.browse(0, 1);
        assert_eq!(s.view_ply, 2);
        assert_eq!(s.shown_last_move().unwrap().mv.to_string(), "b4b3");
        assert!(!s.at_end());
        // At the variation's end a move extends it.
        s.browse(0, 2);
        play_all(&mut s, &["a3a2"]);
        assert_eq!(texts(&s.variations[0].moves), ["b4b3", "c2c3", "a3a2"]);
        assert_eq!(main_line(&s), ["c3c2", "a3a2"]);
        // In its middle a different move starts another variation.
        s.browse(0, 1);
        play_all(&mut s, &["e3e2"]);
        assert_eq!(s.variations.len(), 2);
        assert_eq!(texts(&s.variations[1].moves), ["b4b3", "e3e2"]);
        assert_eq!(s.browsing, Some(1));
        // Stepping back past the branch point returns to the main line.
        s.step(-2);
        assert_eq!((s.browsing, s.view_ply), (None, 1));
        s.browse(1, 2);
        s.delete_variation(1);
        assert_eq!((s.browsing, s.view_ply), (None, 1));
        assert_eq!(s.variations.len(), 1);
        assert_eq!(main_line(&s), ["c3c2", "a3a2"]);
    }

    #[test]
    fn a_result_in_the_notes_follows_the_new_main_line() {
        let mut s = Session::from_game(
            Game::from_position("3a3/7/7/7/7/1a5/1k5 d".parse().unwrap()),
            Metadata {
                notes: "Defenders win: the king escaped to a corner".into(),
                ..Metadata::default()
            },
        );
        play_all(&mut s, &["b1c1"]);
        let file = s.to_save_file();
        assert_eq!(file.result, None);
        assert_eq!(file.metadata.notes, "");
        s.metadata.notes = "A fine game".into();
        assert_eq!(s.to_save_file().metadata.notes, "A fine game");
    }

    #[test]
    fn saving_marks_the_revision_not_the_moment() {
        let mut s = Session::new(Rules::default(), Metadata::default());
        assert!(!s.is_dirty());
        play_all(&mut s, &["c3c2"]);
        let written = s.revision;
        play_all(&mut s, &["b4b3"]); // a move made while the save was under way
        s.mark_saved(written, PathBuf::from("x.ron"));
        assert!(s.is_dirty());
        s.mark_saved(s.revision, PathBuf::from("x.ron"));
        assert!(!s.is_dirty());
    }

    /// A variation that is legal from its branch point alone but runs past a third repetition
    /// once the main line's moves are counted (a hand-edited file, say).
    fn past_a_draw() -> (Game, Vec<Variation>) {
        let mut game = Game::new(Rules::default());
        for m in ["c5c6", "a5a6", "c6c5", "a6a5", "c5c6", "a5a6"] {
            game.play_text(m).unwrap();
        }
        let mut alone = Game::from_position(*game.position());
        let moves = ["c6c5", "a6a5", "c3c2"]
            .iter()
            .map(|m| alone.play_text(m).unwrap().mv)
            .collect::<Vec<_>>();
        let variation = Variation {
            after_ply: 6,
            analysis: vec![None; moves.len()],
            moves,
        };
        (game, vec![variation])
    }

    #[test]
    fn a_variation_past_a_repetition_draw_is_refused_and_never_panics() {
        let (game, variations) = past_a_draw();
        let error = check_variations(&game, &variations).unwrap_err();
        assert!(error.contains("variation 1, its move 3"), "{error}");
        assert!(error.contains("already over"), "{error}");
        // Should one get onto the board anyway, browsing past the draw shows the line's last
        // position instead of failing.
        let mut s = Session::from_game(game, Metadata::default());
        s.variations = variations;
        s.browse(0, 3);
        assert_eq!(s.view_ply, 9);
        let shown = s.shown_position();
        assert_eq!(shown, *s.shown_line().position());
    }

    #[test]
    fn a_set_up_position_is_unsaved_work_and_a_finished_review_a_change() {
        let start: Position = "7/4k2/7/7/2a4/ad5/7 a".parse().unwrap();
        let s = Session::set_up(Game::from_position(start), Metadata::default());
        assert!(
            s.is_dirty(),
            "a set-up position with no move yet is work to keep"
        );
        let mut s = Session::new(Rules::default(), Metadata::default());
        s.review_finished();
        assert!(!s.is_dirty(), "nothing to keep in an empty game");
        play_all(&mut s, &["c3c2"]);
        s.mark_saved(s.revision(), PathBuf::from("x.ron"));
        s.record_analysis(1, scored(10));
        assert!(!s.is_dirty());
        s.review_finished();
        assert!(s.is_dirty(), "a review's results are a change");
    }
}
