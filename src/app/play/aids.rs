//! Learning aids (View > Learning aids): what a newcomer should see on the board without having to
//! work it out. Pieces either side could take on its next move, and the king's open ways to the
//! corners. Worked out from the rules alone (no engine), so they hold in every game and cost
//! microseconds.

use ardri_rules::{Bitboard, Position, Side, Square};

/// Whether the desktop asks for reduced motion: GTK's `gtk-enable-animations` turned off in the
/// person's GTK settings (GNOME writes it there too), or `ARDRI_REDUCED_MOTION` set. Read once.
pub fn reduces_motion() -> bool {
    static REDUCED: std::sync::OnceLock<bool> = std::sync::OnceLock::new();
    *REDUCED.get_or_init(|| {
        if std::env::var_os("ARDRI_REDUCED_MOTION").is_some_and(|v| v != "0") {
            return true;
        }
        let config = std::env::var_os("XDG_CONFIG_HOME")
            .map(std::path::PathBuf::from)
            .or_else(|| std::env::var_os("HOME").map(|h| std::path::Path::new(&h).join(".config")));
        let Some(config) = config else {
            return false;
        };
        ["gtk-3.0", "gtk-4.0"].iter().any(|dir| {
            std::fs::read_to_string(config.join(dir).join("settings.ini"))
                .is_ok_and(|text| animations_off(&text))
        })
    })
}

/// Whether a GTK `settings.ini` turns animations off.
fn animations_off(settings_ini: &str) -> bool {
    settings_ini.lines().any(|line| {
        let line = line.replace(' ', "");
        line.strip_prefix("gtk-enable-animations=")
            .is_some_and(|v| matches!(v.trim(), "0" | "false" | "FALSE" | "False"))
    })
}

/// How many steps a way to a corner may take to be shown: the near threats a newcomer misses (a
/// longer way is closed by the other side's next moves anyway).
pub const KING_PATH_STEPS: usize = 3;

/// The pieces that can be taken on the next move: each side's pieces (the king too) that the other
/// side could capture with one move, were it that side's turn. Both sides' at once: what the person
/// can take and what they leave to be taken.
pub fn in_danger(position: &Position) -> Bitboard {
    if position.is_decided_on_board() {
        return Bitboard::EMPTY;
    }
    let mut danger = Bitboard::EMPTY;
    for side in [Side::Attackers, Side::Defenders] {
        let turn = position.with_side_to_move(side);
        for &m in turn.legal_moves().iter() {
            let played = turn.after_played(m);
            danger |= played.captured;
            if played.king_captured {
                danger |= position.king();
            }
        }
    }
    danger
}

/// Whether the king, stepping onto `sq` (everything else as it stands), could be captured by the
/// attackers' very next move: a square a way to a corner must not lead him through.
fn king_trap(position: &Position, sq: Square) -> bool {
    if Bitboard::CORNERS.contains(sq) {
        return false;
    }
    let Ok(there) = Position::from_parts(
        position.attackers(),
        position.defenders(),
        sq.bitboard(),
        Side::Attackers,
        *position.rules(),
    ) else {
        return false;
    };
    there
        .legal_moves()
        .iter()
        .any(|&m| there.after_played(m).king_captured)
}

/// The king's shortest safe ways to the corners through empty squares, each at most
/// [`KING_PATH_STEPS`] steps: the squares he would step on, in order, the corner last. One way
/// per corner he can reach (the first found where several are as short). A way never passes a
/// square where the attackers' next move would capture him (a newcomer followed one into a trap):
/// where every short way does, none is shown.
pub fn king_paths(position: &Position) -> Vec<Vec<Square>> {
    if position.is_decided_on_board() || position.king().is_empty() {
        return Vec::new();
    }
    let start = position.king_square();
    // Breadth first from the king over empty squares that are no trap (the king alone may enter
    // the throne and the corners, so every empty square is open to him).
    let mut parent: [Option<Square>; 49] = [None; 49];
    let mut steps: [usize; 49] = [usize::MAX; 49];
    steps[start.index()] = 0;
    let mut frontier = vec![start];
    for depth in 1..=KING_PATH_STEPS {
        let mut next = Vec::new();
        for &sq in &frontier {
            for to in sq.bitboard().neighbours() & !position.occupied() {
                if steps[to.index()] == usize::MAX && !king_trap(position, to) {
                    steps[to.index()] = depth;
                    parent[to.index()] = Some(sq);
                    next.push(to);
                }
            }
        }
        frontier = next;
    }
    Bitboard::CORNERS
        .filter(|corner| steps[corner.index()] != usize::MAX)
        .map(|corner| {
            let mut path = vec![corner];
            let mut at = corner;
            while let Some(back) = parent[at.index()] {
                if back == start {
                    break;
                }
                path.push(back);
                at = back;
            }
            path.reverse();
            path
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn p(text: &str) -> Position {
        text.parse().unwrap()
    }

    fn squares(names: &[&str]) -> Bitboard {
        names.iter().fold(Bitboard::EMPTY, |b, n| {
            b | n.parse::<Square>().unwrap().bitboard()
        })
    }

    #[test]
    fn pieces_either_side_could_take_next_are_in_danger() {
        // The king on c5 enclosed but for c4, which the attacker on c3 can fill: the king is in
        // danger. The defender on e1 can be taken by neither side's move.
        let position = p("7/2a4/1aka3/7/2a4/7/4d2 d");
        let danger = in_danger(&position);
        assert!(danger.contains("c5".parse().unwrap()), "{danger:?}");
        assert!(!danger.contains("e1".parse().unwrap()));
        // An attacker on d5 between a defender on c5 and an empty e5 the defender on e4 can step
        // onto: in danger, though it is the attackers' move (the defenders' threat is shown too).
        let position = p("7/7/2da3/4d2/7/6a/3k3 a");
        let danger = in_danger(&position);
        assert_eq!(
            danger & position.attackers(),
            squares(&["d5"]),
            "{danger:?}"
        );
        // At the start nothing is in danger.
        let start = Position::start(ardri_rules::Rules::default());
        assert_eq!(in_danger(&start), Bitboard::EMPTY);
    }

    #[test]
    fn gtk_settings_that_turn_animations_off_are_read() {
        assert!(animations_off("[Settings]\ngtk-enable-animations=0\n"));
        assert!(animations_off("[Settings]\ngtk-enable-animations = false"));
        assert!(!animations_off("[Settings]\ngtk-enable-animations=1"));
        assert!(!animations_off("[Settings]\ngtk-theme-name=Adwaita"));
    }

    #[test]
    fn the_kings_near_ways_to_the_corners_are_found() {
        // The king on b6 is two steps from a7; the other corners are far.
        let position = p("7/1k5/7/7/3a3/7/7 d");
        let paths = king_paths(&position);
        assert_eq!(paths.len(), 1, "{paths:?}");
        assert_eq!(paths[0].len(), 2);
        assert_eq!(*paths[0].last().unwrap(), "a7".parse().unwrap());
        // On b5: a7 in 3 steps, each a step from the one before.
        let position = p("7/7/1k5/7/7/7/7 d");
        let paths = king_paths(&position);
        assert_eq!(paths.len(), 1, "{paths:?}");
        assert_eq!(paths[0].len(), 3);
        assert_eq!(*paths[0].last().unwrap(), "a7".parse().unwrap());
        let mut at: Square = "b5".parse().unwrap();
        for &sq in &paths[0] {
            assert_eq!(at.distance(sq), 1, "{paths:?}");
            at = sq;
        }
        // On c5 the nearest corner is 4 steps away: beyond what is shown.
        assert!(king_paths(&p("7/7/2k4/7/7/7/7 d")).is_empty());
        // Blocked: attackers on a6 and b7 close a7.
        let position = p("1a5/ak5/7/7/7/7/7 d");
        assert!(king_paths(&position).is_empty());
        // At the start the king is far from every corner.
        let start = Position::start(ardri_rules::Rules::default());
        assert!(king_paths(&start).is_empty());
    }

    /// Issue 45: the way shown to a corner went through g6, where e6-f6 captured the king. The
    /// king on f6, g7 two steps away by g6 or by f7: g6 is a trap (an attacker on g5, another on
    /// e6 that steps to f6 behind him), so the way shown goes by f7.
    #[test]
    fn a_way_to_a_corner_never_leads_the_king_into_a_trap() {
        let position = p("7/4ak1/6a/7/7/7/7 d");
        assert!(king_trap(&position, "g6".parse().unwrap()));
        assert!(!king_trap(&position, "f7".parse().unwrap()));
        let paths = king_paths(&position);
        assert_eq!(paths.len(), 1, "{paths:?}");
        assert_eq!(
            paths[0],
            vec!["f7".parse::<Square>().unwrap(), "g7".parse().unwrap()]
        );
        // Only through a trap: the king on g5 with attackers on f6 and g4 (g4-g5 would take him on
        // g6): no way is shown.
        let position = p("7/5a1/6k/6a/7/7/7 d");
        assert!(king_trap(&position, "g6".parse().unwrap()));
        assert!(
            king_paths(&position).is_empty(),
            "{:?}",
            king_paths(&position)
        );
    }
}
