//! How the window writes moves and places in the game: `c3-c2`, move numbers ("4."), counts ("2
//! attackers"), the sides' titles. Shared by every feature that shows moves.

use ardri_rules::Move;

use super::{WORDS, tr};

/// A move as the window writes it everywhere: `c3-c2` (save files and the engine use `c3c2`).
pub fn move_text(m: Move) -> String {
    format!("{}-{}", m.from, m.to)
}

/// Moves as the window writes them, separated by spaces.
pub fn moves_text(moves: &[Move]) -> String {
    moves
        .iter()
        .map(|&m| move_text(m))
        .collect::<Vec<_>>()
        .join(" ")
}

/// The move number of the move that made `ply` plies, as the move list writes it: "4." for the first
/// mover's move, "4..." for the reply; "the start" before any move.
pub fn move_number_text(ply: usize) -> String {
    if ply == 0 {
        return tr!(WORDS, "game-the-start").into();
    }
    let number = ply.div_ceil(2);
    if ply % 2 == 1 {
        format!("{number}.")
    } else {
        format!("{number}...")
    }
}

/// How many numbered moves `plies` plies make in the move list.
pub fn moves_in(plies: usize) -> usize {
    plies.div_ceil(2)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn move_numbers_read_as_the_move_list() {
        assert_eq!(move_number_text(8), "4...");
        assert_eq!(move_number_text(7), "4.");
        assert_eq!(moves_in(34), 17);
        assert_eq!(moves_in(33), 17);
    }
}
