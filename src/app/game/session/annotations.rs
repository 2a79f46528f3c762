//! What the person writes about the game: a comment, a mark and shapes for any position of the main
//! line (the start included) or of a variation. An annotation belongs to its move: it goes with the
//! move into a variation when the move is taken back or replaced, and comes back with it.

use ardri_saves::Annotation;

use super::super::commands::NoteEdit;
use super::Session;

/// A position of the game: the main line after `ply` moves (`variation` = `None`), or variation
/// `index` with `ply` counted from the game's start (past the variation's branch point).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Spot {
    pub variation: Option<usize>,
    pub ply: usize,
}

impl Session {
    /// Changes the notes on the position at `at` (the start takes no mark); whether anything
    /// changed.
    pub fn edit_note(&mut self, at: Spot, edit: NoteEdit) -> bool {
        match edit {
            NoteEdit::Mark(_) if at.ply == 0 => false,
            NoteEdit::Mark(mark) => self.annotate(at, |a| a.mark = mark),
            NoteEdit::Comment(text) => self.write_comment(at, text),
            NoteEdit::Shape(shape) => self.annotate(at, |a| a.toggle_shape(shape)),
            NoteEdit::ClearShapes => self.annotate(at, |a| a.shapes.clear()),
        }
    }

    /// The shown position's spot.
    pub fn shown_spot(&self) -> Spot {
        Spot {
            variation: self.browsing,
            ply: self.view_ply,
        }
    }

    /// What was written about the position at `spot`, if that position exists.
    pub fn annotation(&self, spot: Spot) -> Option<&Annotation> {
        match spot.variation {
            None => self.annotations.get(spot.ply),
            Some(i) => {
                let v = self.variations.get(i)?;
                let k = spot.ply.checked_sub(v.after_ply + 1)?;
                (k < v.moves.len()).then(|| v.annotations.get(k))?
            }
        }
    }

    /// The main line's annotations (index = ply).
    pub fn annotations(&self) -> &[Annotation] {
        &self.annotations
    }

    /// Changes the annotation at `spot`; a change is a change to the game (saved, autosaved,
    /// asked about, undone). Returns whether anything changed.
    pub fn annotate(&mut self, spot: Spot, change: impl FnOnce(&mut Annotation)) -> bool {
        self.undoable(|s| s.annotate_here(spot, change))
    }

    /// The comment at `spot` as typed so far: typing on in one comment is one change for undo.
    pub fn write_comment(&mut self, spot: Spot, text: String) -> bool {
        self.undoable_typing(Some(spot), |s| s.annotate_here(spot, |a| a.comment = text))
    }

    fn annotate_here(&mut self, spot: Spot, change: impl FnOnce(&mut Annotation)) -> bool {
        let slot = match spot.variation {
            None => self.annotations.get_mut(spot.ply),
            Some(i) => self.variations.get_mut(i).and_then(|v| {
                let k = spot.ply.checked_sub(v.after_ply + 1)?;
                if k >= v.moves.len() {
                    return None;
                }
                if v.annotations.len() < v.moves.len() {
                    v.annotations.resize(v.moves.len(), Annotation::default());
                }
                v.annotations.get_mut(k)
            }),
        };
        let Some(slot) = slot else {
            return false;
        };
        let before = slot.clone();
        change(slot);
        let changed = *slot != before;
        if changed {
            self.touch();
        }
        changed
    }
}
