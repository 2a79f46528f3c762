//! The game on screen: the main line, the ply being shown, replaced lines kept as variations, the
//! engine's evaluation per move, and whether the game has changed since it was saved.
//!
//! No egui here: this is the app's model, tested on its own.

use std::path::PathBuf;

use ardri_rules::{Game, IllegalMove, Move, Played, Position, Rules};
use ardri_saves::{LoadedGame, Metadata, SaveFile, SavedScore, Variation};

pub struct Session {
    /// The main line.
    pub game: Game,
    /// How many moves of the main line are shown (0 = the start position).
    pub view_ply: usize,
    /// Lines that were replaced by a move played at an earlier ply.
    pub variations: Vec<Variation>,
    /// The engine's evaluation after each main-line move (attackers' view), where known.
    pub evaluations: Vec<Option<SavedScore>>,
    pub metadata: Metadata,
    /// Where the game was last saved or opened from.
    pub path: Option<PathBuf>,
    /// Bumped on every change; a save records the revision it wrote.
    pub revision: u64,
    pub saved_revision: u64,
}

impl Session {
    pub fn new(rules: Rules, metadata: Metadata) -> Session {
        Session {
            game: Game::new(rules),
            view_ply: 0,
            variations: Vec::new(),
            evaluations: Vec::new(),
            metadata,
            path: None,
            revision: 0,
            saved_revision: 0,
        }
    }

    pub fn from_loaded(loaded: LoadedGame, path: PathBuf) -> Session {
        let mut evaluations = loaded.evaluations;
        evaluations.resize(loaded.game.ply_count(), None);
        Session {
            view_ply: loaded.game.ply_count(),
            game: loaded.game,
            variations: loaded.variations,
            evaluations,
            metadata: loaded.metadata,
            path: Some(path),
            revision: 0,
            saved_revision: 0,
        }
    }

    /// Whether there are changes a person would lose by closing the game.
    pub fn is_dirty(&self) -> bool {
        self.revision != self.saved_revision && self.game.ply_count() + self.variations.len() > 0
    }

    fn touch(&mut self) {
        self.revision += 1;
    }

    pub fn shown_position(&self) -> &Position {
        self.game
            .position_at(self.view_ply)
            .expect("the view stays within the game")
    }

    /// Whether the game is over at the shown position: decided on the board, no legal move, or a
    /// third repetition counting the moves that led there.
    pub fn shown_is_over(&self) -> bool {
        self.game.outcome_at(self.view_ply).is_some()
    }

    pub fn at_end(&self) -> bool {
        self.view_ply == self.game.ply_count()
    }

    /// The move that led to the shown position.
    pub fn shown_last_move(&self) -> Option<&Played> {
        self.view_ply
            .checked_sub(1)
            .and_then(|i| self.game.moves().get(i))
    }

    pub fn go_to(&mut self, ply: usize) {
        self.view_ply = ply.min(self.game.ply_count());
    }

    /// Plays a move on the shown position. Played at an earlier ply, it starts a new main line and the
    /// old continuation is kept as a variation (nothing is thrown away).
    pub fn play(&mut self, m: Move) -> Result<Played, IllegalMove> {
        let branch_at = self.view_ply;
        if self.at_end() {
            self.game.play(m)?;
        } else {
            if self.game.outcome_at(branch_at).is_some() {
                return Err(IllegalMove::GameOver);
            }
            self.shown_position().check_move(m)?;
            // A move identical to the next main-line move just steps forward.
            if self.game.moves()[branch_at].mv == m {
                self.view_ply += 1;
                return Ok(self.game.moves()[branch_at]);
            }
            let old_tail = self.split_off(branch_at);
            self.variations.push(Variation {
                after_ply: branch_at,
                moves: old_tail,
            });
            self.game.play(m)?;
        }
        self.evaluations.push(None);
        self.view_ply = self.game.ply_count();
        self.touch();
        Ok(*self.game.moves().last().expect("a move was just played"))
    }

    /// Cuts the main line after `ply` moves and returns the moves cut. Variations that branched off the
    /// cut part are re-rooted at `ply` (their prefix taken from the cut moves) so none becomes orphaned.
    fn split_off(&mut self, ply: usize) -> Vec<Move> {
        let tail: Vec<Move> = self.game.moves()[ply..].iter().map(|p| p.mv).collect();
        for v in &mut self.variations {
            if v.after_ply > ply {
                let mut moves = tail[..v.after_ply - ply].to_vec();
                moves.append(&mut v.moves);
                *v = Variation {
                    after_ply: ply,
                    moves,
                };
            }
        }
        self.game.truncate(ply);
        self.evaluations.truncate(ply);
        tail
    }

    /// Makes variation `index` the main line; the main line's continuation becomes a variation.
    pub fn restore_variation(&mut self, index: usize) {
        if index >= self.variations.len() {
            return;
        }
        let chosen = self.variations.remove(index);
        let old_tail = self.split_off(chosen.after_ply);
        for &m in &chosen.moves {
            // Variations are checked when they are made or loaded, so this cannot fail.
            if self.game.play(m).is_err() {
                break;
            }
            self.evaluations.push(None);
        }
        if !old_tail.is_empty() {
            self.variations.push(Variation {
                after_ply: chosen.after_ply,
                moves: old_tail,
            });
        }
        self.view_ply = (chosen.after_ply + 1).min(self.game.ply_count());
        self.touch();
    }

    /// Takes back the last `count` main-line moves and shows the new end.
    pub fn take_back(&mut self, count: usize) -> usize {
        let count = count.min(self.game.ply_count());
        let keep = self.game.ply_count() - count;
        // The moves taken back go; variations branching off them are kept, re-rooted.
        self.split_off(keep);
        self.view_ply = keep;
        if count > 0 {
            self.touch();
        }
        count
    }

    /// Records the engine's evaluation of the position after `ply` moves (attackers' view).
    pub fn record_evaluation(&mut self, ply: usize, score: SavedScore) {
        if let Some(slot) = ply.checked_sub(1).and_then(|i| self.evaluations.get_mut(i)) {
            *slot = Some(score);
        }
    }

    pub fn to_save_file(&self) -> SaveFile {
        let mut metadata = self.metadata.clone();
        metadata.date = ardri_saves::now_utc();
        ardri_saves::to_save_file(
            &self.game,
            metadata,
            self.evaluations.clone(),
            &self.variations,
        )
    }

    pub fn mark_saved(&mut self, revision: u64, path: PathBuf) {
        self.saved_revision = revision;
        self.path = Some(path);
    }
}

#[cfg(test)]
mod tests {
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
        let texts: Vec<String> = s.variations[0]
            .moves
            .iter()
            .map(|m| m.to_string())
            .collect();
        assert_eq!(texts, ["c2c3", "b3b4"]);
        assert!(s.is_dirty());

        // Restoring swaps the lines back.
        s.restore_variation(0);
        let main: Vec<String> = s.game.moves().iter().map(|p| p.mv.to_string()).collect();
        assert_eq!(main, ["c3c2", "b4b3", "c2c3", "b3b4"]);
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
            // Every variation replays legally from its branch point.
            let mut g = Game::from_position(*s.game.position_at(v.after_ply).unwrap());
            for &m in &v.moves {
                g.play(m).unwrap();
            }
        }
    }

    #[test]
    fn take_back_and_evaluations_stay_in_step() {
        let mut s = Session::new(Rules::default(), Metadata::default());
        play_all(&mut s, &["c3c2", "b4b3", "c2c3"]);
        s.record_evaluation(2, SavedScore::Cp(40));
        assert_eq!(s.evaluations, [None, Some(SavedScore::Cp(40)), None]);
        assert_eq!(s.take_back(2), 2);
        assert_eq!(s.game.ply_count(), 1);
        assert_eq!(s.evaluations.len(), 1);
        assert_eq!(s.take_back(5), 1);
        assert_eq!(s.take_back(1), 0);
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
}
