//! How the window writes moves and places in the game: `c3-c2`, move numbers ("4."), counts ("2
//! attackers"), the sides' titles. Shared by every feature that shows moves.

use ardri_rules::{Move, Side};

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

/// "1 attacker", "2 attackers", "0 attackers".
pub fn count_of(n: u32, one: &str, many: &str) -> String {
    if n == 1 {
        format!("1 {one}")
    } else {
        format!("{n} {many}")
    }
}

/// The move number of the move that made `ply` plies, as the move list writes it: "4." for the first
/// mover's move, "4..." for the reply; "the start" before any move.
pub fn move_number_text(ply: usize) -> String {
    if ply == 0 {
        return "the start".to_string();
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

/// A side's name as a title: "Attackers".
pub fn side_title(side: Side) -> &'static str {
    match side {
        Side::Attackers => "Attackers",
        Side::Defenders => "Defenders",
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn counts_and_move_numbers_read_as_the_move_list() {
        assert_eq!(count_of(1, "attacker", "attackers"), "1 attacker");
        assert_eq!(count_of(0, "attacker", "attackers"), "0 attackers");
        assert_eq!(move_number_text(8), "4...");
        assert_eq!(move_number_text(7), "4.");
        assert_eq!(moves_in(34), 17);
        assert_eq!(moves_in(33), 17);
    }
}
