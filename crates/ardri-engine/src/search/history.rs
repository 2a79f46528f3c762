//! The path from the start of the game to the node being searched: what repetitions are detected on.

use ardri_rules::Position;

/// One entry of the path from the start of the game: what repetition detection compares.
#[derive(Clone, Copy)]
pub(crate) struct PathEntry {
    hash: u64,
    /// Pieces on the board; captures only ever lower it, so no position before a change can repeat.
    material: u8,
}

impl PathEntry {
    pub(crate) fn of(pos: &Position) -> PathEntry {
        PathEntry {
            hash: pos.hash(),
            material: pos.occupied().count() as u8,
        }
    }
}

/// The game's positions before the root, the root, and the line the search is on.
pub(crate) struct GamePath {
    entries: Vec<PathEntry>,
    /// Where the root is: entries from here on are inside the search tree.
    root_index: usize,
}

impl GamePath {
    /// The path of a search of `root` after the game's `history` (oldest first), with room for the
    /// deepest line.
    pub(crate) fn new(history: &[Position], root: &Position, max_line: usize) -> GamePath {
        let mut entries = Vec::with_capacity(history.len() + max_line);
        entries.extend(history.iter().map(PathEntry::of));
        entries.push(PathEntry::of(root));
        GamePath {
            root_index: entries.len() - 1,
            entries,
        }
    }

    #[inline]
    pub(crate) fn push(&mut self, pos: &Position) {
        self.entries.push(PathEntry::of(pos));
    }

    #[inline]
    pub(crate) fn pop(&mut self) {
        self.entries.pop();
    }

    /// Whether `pos` (a position one move after the root) was already reached in the game, the
    /// root and the positions before it: playing into it would repeat a position.
    pub(crate) fn seen_in_game(&self, pos: &Position) -> bool {
        let entry = PathEntry::of(pos);
        self.entries[..=self.root_index]
            .iter()
            .rev()
            // Captures only lower the material: nothing before a change can come back.
            .take_while(|e| e.material == entry.material)
            .any(|e| e.hash == entry.hash)
    }

    /// Whether the position on top of the path repeats one the rules (or the search) treat as a draw:
    /// any earlier occurrence inside the search tree, or two earlier occurrences in the game.
    #[inline]
    pub(crate) fn is_repetition(&self, pos: &Position) -> bool {
        if !pos.rules().repetition_draw {
            return false;
        }
        let n = self.entries.len();
        let current = self.entries[n - 1];
        let mut in_game = 0;
        let mut i = n - 1;
        while i >= 2 {
            i -= 2;
            let entry = self.entries[i];
            if entry.material != current.material {
                break;
            }
            if entry.hash == current.hash {
                if i >= self.root_index {
                    return true;
                }
                in_game += 1;
                if in_game >= 2 {
                    return true;
                }
            }
        }
        false
    }
}
