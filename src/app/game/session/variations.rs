//! The session's variations: a move played inside one, the tail kept when the main line changes,
//! promoting and deleting, undo and redo, adding an engine line; and the check that every variation
//! replays with the main line's history before it.

use ardri_rules::{Game, IllegalMove, Move, Played, Position};
use ardri_saves::{Analysis, Annotation, Variation};

use super::super::{WORDS, tr};
use super::Session;

impl Session {
    pub(crate) fn play_in_variation(&mut self, index: usize, m: Move, shown: Position) -> Played {
        let played = shown.after_played(m);
        let v = &mut self.variations[index];
        let into = self.view_ply - v.after_ply;
        if into == v.moves.len() {
            v.moves.push(m);
            v.analysis.push(None);
            v.annotations.push(Annotation::default());
            self.view_ply += 1;
        } else if v.moves[into] == m {
            self.view_ply += 1;
        } else {
            // A new variation: the browsed one's moves up to here (with what is known and written
            // about them), then this move.
            let mut moves = v.moves[..into].to_vec();
            moves.push(m);
            let mut analysis = v.analysis[..into].to_vec();
            analysis.push(None);
            let mut annotations = v.annotations[..into].to_vec();
            annotations.push(Annotation::default());
            let after_ply = v.after_ply;
            self.variations.push(Variation {
                after_ply,
                moves,
                analysis,
                annotations,
            });
            self.browsing = Some(self.variations.len() - 1);
            self.view_ply += 1;
        }
        self.touch();
        played
    }

    /// A move at an earlier position of the main line: the next main-line move just steps forward,
    /// a variation that starts with it is shown, else it starts a new variation there.
    pub(crate) fn branch_off_main_line(&mut self, m: Move, shown: Position) -> Played {
        let at = self.view_ply;
        let next = self.game.moves()[at];
        if next.mv == m {
            self.view_ply += 1;
            return next;
        }
        let played = shown.after_played(m);
        let known = self
            .variations
            .iter()
            .position(|v| v.after_ply == at && v.moves.first() == Some(&m));
        match known {
            Some(index) => self.browse(index, 1),
            None => {
                self.variations.push(Variation {
                    after_ply: at,
                    moves: vec![m],
                    analysis: vec![None],
                    annotations: vec![Annotation::default()],
                });
                self.browsing = Some(self.variations.len() - 1);
                self.view_ply = at + 1;
                self.touch();
            }
        }
        played
    }

    /// Cuts the main line after `ply` moves and keeps the cut moves (with their analysis and
    /// annotations) as a variation, unless one at that point already holds them. Variations that
    /// branched off the cut part are re-rooted at `ply`, their prefix taken from the cut moves, so
    /// none is orphaned.
    pub(crate) fn keep_tail_as_variation(&mut self, ply: usize) {
        let tail: Vec<Move> = self.game.moves()[ply..].iter().map(|p| p.mv).collect();
        let tail_analysis: Vec<Option<Analysis>> = self.analysis[ply + 1..].to_vec();
        let tail_annotations: Vec<Annotation> = self.annotations[ply + 1..].to_vec();
        for v in &mut self.variations {
            if v.after_ply > ply {
                let cut = v.after_ply - ply;
                let mut moves = tail[..cut].to_vec();
                moves.append(&mut v.moves);
                let mut analysis = tail_analysis[..cut].to_vec();
                analysis.append(&mut v.analysis);
                let mut annotations = tail_annotations[..cut].to_vec();
                annotations.append(&mut v.annotations);
                *v = Variation {
                    after_ply: ply,
                    moves,
                    analysis,
                    annotations,
                };
            }
        }
        self.game.truncate(ply);
        self.analysis.truncate(ply + 1);
        self.annotations.truncate(ply + 1);
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
                let mut v = self.variations.remove(i);
                // What was written about these moves on the main line is the newest word on them.
                for (k, a) in tail_annotations.into_iter().enumerate() {
                    if !a.is_empty() {
                        v.annotations[k] = a;
                    }
                }
                self.variations.push(v);
            }
            None => self.variations.push(Variation {
                after_ply: ply,
                moves: tail,
                analysis: tail_analysis,
                annotations: tail_annotations,
            }),
        }
    }

    /// Makes variation `index` the main line from its branch point; the main line's continuation
    /// becomes a variation. Shows the promoted line where it was browsed (or its first move).
    pub(crate) fn promote(&mut self, index: usize) {
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
        for (i, (&m, analysis)) in chosen.moves.iter().zip(&chosen.analysis).enumerate() {
            if self.game.play(m).is_err() {
                break;
            }
            self.analysis.push(*analysis);
            self.annotations
                .push(chosen.annotations.get(i).cloned().unwrap_or_default());
        }
        self.browsing = None;
        self.view_ply = (chosen.after_ply + into).min(self.game.ply_count());
        self.touch();
    }

    /// Deletes variation `index` (the person asked for it); a browsed one gives way to the main line.
    pub(crate) fn delete(&mut self, index: usize) {
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
        let rest_annotations = v.annotations.split_off(count.min(v.annotations.len()));
        let mut brought = 0;
        for (i, &m) in v.moves.iter().enumerate() {
            if self.game.play(m).is_err() {
                break;
            }
            self.analysis.push(v.analysis.get(i).copied().flatten());
            self.annotations
                .push(v.annotations.get(i).cloned().unwrap_or_default());
            brought += 1;
        }
        if !rest_moves.is_empty() {
            self.variations.push(Variation {
                after_ply: end + brought,
                moves: rest_moves,
                analysis: rest_analysis,
                annotations: rest_annotations,
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
    pub(crate) fn add_line_here(&mut self, moves: &[Move]) -> Result<(), IllegalMove> {
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
                self.annotations.push(Annotation::default());
            }
        } else if !self
            .variations
            .iter()
            .any(|v| v.after_ply == after_ply && v.moves.starts_with(&all))
        {
            // The browsed line's moves keep what was written about them.
            let mut annotations = match self.browsing {
                Some(i) => self.variations[i].annotations[..self.view_ply - after_ply].to_vec(),
                None => Vec::new(),
            };
            annotations.resize(all.len(), Annotation::default());
            let analysis = vec![None; all.len()];
            self.variations.push(Variation {
                after_ply,
                moves: all,
                analysis,
                annotations,
            });
        }
        self.touch();
        Ok(())
    }
}

/// Checks that every variation replays from its branch point with the main-line moves before it:
/// a repetition counts those moves too, so a line that is legal on its own can run past a draw
/// (the save file's own check replays it without that history).
pub fn check_variations(game: &Game, variations: &[Variation]) -> Result<(), String> {
    for (i, v) in variations.iter().enumerate() {
        if v.after_ply > game.ply_count() {
            return Err(tr!(
                WORDS,
                "game-variation-past-end",
                variation = i + 1,
                after = v.after_ply,
                moves = game.ply_count()
            )
            .into());
        }
        let mut line = game.clone();
        line.truncate(v.after_ply);
        for (k, &m) in v.moves.iter().enumerate() {
            if let Err(e) = line.play(m) {
                let reason = match line.outcome() {
                    Some(outcome) if e == IllegalMove::GameOver => {
                        tr!(WORDS, "game-variation-over", outcome = outcome.to_string())
                    }
                    _ => e.to_string().into(),
                };
                return Err(tr!(
                    WORDS,
                    "game-variation-illegal",
                    variation = i + 1,
                    number = k + 1,
                    move = m.to_string(),
                    reason = reason
                )
                .into());
            }
        }
    }
    Ok(())
}
