//! Undo and redo of the changes that are not a move at the main line's end (those are taken back
//! into a variation, see `take_back`): a move that starts or extends a variation, a resignation, a
//! promotion or deletion, a line added, a note. Each step keeps the whole game as it was; a game is a few
//! hundred moves, so a copy is cheap.

use ardri_rules::{Game, IllegalMove, Move};
use ardri_saves::{Analysis, Annotation, Variation};

use super::{Session, Spot};

/// The most steps kept each way.
const MAX_STEPS: usize = 200;

/// The game, its lines and what is known and written about them, and where the board looks.
pub(crate) struct GameState {
    game: Game,
    variations: Vec<Variation>,
    analysis: Vec<Option<Analysis>>,
    annotations: Vec<Annotation>,
    browsing: Option<usize>,
    view_ply: usize,
}

/// The steps to undo and to redo; they hold only while nothing else changed the game (`at` is the
/// revision they were taken at: any other change moves the revision on and leaves them behind).
#[derive(Default)]
pub struct History {
    undo: Vec<GameState>,
    redo: Vec<GameState>,
    at: u64,
    /// The comment the last step was typed into: typing on there adds to that step.
    typing_in: Option<Spot>,
}

/// How many moves two games share from a shared start (0 when they start apart).
fn shared_plies(a: &Game, b: &Game) -> usize {
    if a.start() != b.start() {
        return 0;
    }
    a.moves()
        .iter()
        .zip(b.moves())
        .take_while(|(x, y)| x.mv == y.mv)
        .count()
}

impl Session {
    pub(crate) fn snapshot(&self) -> GameState {
        GameState {
            game: self.game.clone(),
            variations: self.variations.clone(),
            analysis: self.analysis.clone(),
            annotations: self.annotations.clone(),
            browsing: self.browsing,
            view_ply: self.view_ply,
        }
    }

    fn restore(&mut self, state: GameState) {
        // What the engine found since (a review running on, say) is not undone: it is kept for
        // every position the two main lines share.
        let mut analysis = state.analysis;
        let shared = shared_plies(&self.game, &state.game);
        for (ply, found) in self.analysis.iter().enumerate().take(shared + 1) {
            if found.is_some()
                && let Some(slot) = analysis.get_mut(ply)
            {
                *slot = *found;
            }
        }
        self.game = state.game;
        self.variations = state.variations;
        self.analysis = analysis;
        self.annotations = state.annotations;
        self.browsing = state.browsing;
        self.view_ply = state.view_ply;
        self.clock_ply = self.clock_ply.min(self.game.ply_count());
        self.touch();
        self.history.at = self.revision;
    }

    /// Runs `change`; if it changed the game, the game as it was can be brought back by undo.
    pub(crate) fn undoable<R>(&mut self, change: impl FnOnce(&mut Session) -> R) -> R {
        self.undoable_typing(None, change)
    }

    /// As [`Session::undoable`]; `typing_in` is the comment being typed into: letters typed on into
    /// the same comment are one step with the ones before.
    pub(crate) fn undoable_typing<R>(
        &mut self,
        typing_in: Option<Spot>,
        change: impl FnOnce(&mut Session) -> R,
    ) -> R {
        let revision = self.revision;
        let history = &self.history;
        let typing_on = typing_in.is_some()
            && history.typing_in == typing_in
            && history.at == revision
            && !history.undo.is_empty();
        let before = (!typing_on).then(|| self.snapshot());
        let result = change(self);
        if self.revision != revision {
            let history = &mut self.history;
            if history.at != revision {
                // Something else changed the game since the last step: the old steps no longer fit.
                history.undo.clear();
            }
            history.redo.clear();
            if let Some(before) = before {
                history.undo.push(before);
                if history.undo.len() > MAX_STEPS {
                    history.undo.remove(0);
                }
            }
            history.at = self.revision;
            history.typing_in = typing_in;
        }
        result
    }

    /// Makes variation `index` the main line (undoable).
    pub fn promote_variation(&mut self, index: usize) {
        self.undoable(|s| s.promote(index));
    }

    /// Deletes variation `index` (undoable).
    pub fn delete_variation(&mut self, index: usize) {
        self.undoable(|s| s.delete(index));
    }

    /// Adds `moves` from the shown position (undoable); see `add_line_here`.
    pub fn add_line(&mut self, moves: &[Move]) -> Result<(), IllegalMove> {
        self.undoable(|s| s.add_line_here(moves))
    }

    /// A change that is no step of its own and leaves the steps valid (analysis added: undo keeps
    /// what the engine found, see `restore`).
    pub(crate) fn touch_keeping_history(&mut self) {
        let in_step = self.history.at == self.revision;
        self.touch();
        if in_step {
            self.history.at = self.revision;
        }
    }

    /// Undoes the last change that was not a move at the main line's end, if nothing changed the
    /// game since; `false` when there is none.
    pub fn undo_edit(&mut self) -> bool {
        if self.history.at != self.revision {
            return false;
        }
        let Some(before) = self.history.undo.pop() else {
            return false;
        };
        let now = self.snapshot();
        self.history.redo.push(now);
        self.restore(before);
        self.history.typing_in = None;
        true
    }

    /// Whether undo now would take back a move at the main line's end (no other change is there
    /// to undo first).
    pub fn undo_takes_back_a_move(&self) -> bool {
        let edit_first = self.history.at == self.revision && !self.history.undo.is_empty();
        !edit_first && self.game.ply_count() > 0
    }

    /// Redoes what [`Session::undo_edit`] undid, if nothing changed the game since.
    pub fn redo_edit(&mut self) -> bool {
        if self.history.at != self.revision {
            return false;
        }
        let Some(after) = self.history.redo.pop() else {
            return false;
        };
        let now = self.snapshot();
        self.history.undo.push(now);
        self.restore(after);
        self.history.typing_in = None;
        true
    }
}
