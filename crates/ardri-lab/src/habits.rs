//! `ardri-lab habits`: how each player of a games file (the ladder's) plays, in the plain terms a
//! person would use, read off the games with the rules alone (no search): how often its games
//! against itself end in a third repetition, how often a move leaves a piece to be taken or lets
//! the opponent win at once when another move would not have, and how often it misses a win on the
//! spot. The weak levels should lose pieces and games as people do, not shuffle.

use std::collections::BTreeMap;
use std::path::PathBuf;

use clap::Args;

use ardri_rules::{EndReason, Game, Move, MoveList, Position, Rules};

use crate::arena::wilson_interval;
use crate::ladder::{LadderGame, read_games};

#[derive(Args)]
pub struct HabitsArgs {
    /// The games file (`ladder --games-file`): `ATTACKERS DEFENDERS SCORE MOVES...` a line.
    games_file: PathBuf,
    /// Random plies each game opened with: nobody's moves, not judged.
    #[arg(long, default_value_t = 4)]
    opening_plies: usize,
    /// Print JSON lines instead of the table.
    #[arg(long)]
    json: bool,
}

/// What one move did, judged by the rules one move ahead.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct MoveHabits {
    /// The mover could have won on the spot (the king captured or escaped) and did not.
    pub missed_win: bool,
    /// The mover had a win on the spot (the denominator of `missed_win`).
    pub had_win: bool,
    /// After the move the opponent wins at once, where another move would have prevented it.
    pub allowed_win: bool,
    /// After the move the opponent can take a piece for nothing (no capture back on the next
    /// move), where another move would have left nothing so taken (and the move did not win).
    pub left_piece: bool,
}

/// Whether the side to move in `pos` can capture an ordinary piece with its next move.
fn can_capture(pos: &Position, list: &mut MoveList) -> bool {
    let targets = pos.capture_targets(pos.side_to_move());
    if !targets.any() {
        return false;
    }
    pos.generate_to(list, targets, targets);
    !list.is_empty()
}

/// Whether the side to move in `pos` can take a piece for nothing: a capture after which the
/// other side cannot capture back at once (nor has the game been won by it).
fn can_take_for_nothing(pos: &Position) -> bool {
    let targets = pos.capture_targets(pos.side_to_move());
    if !targets.any() {
        return false;
    }
    let mut captures = MoveList::new();
    pos.generate_to(&mut captures, targets, targets);
    let mut replies = MoveList::new();
    captures.iter().any(|&r| {
        let after = pos.after_unchecked(r);
        !after.is_decided_on_board() && !can_capture(&after, &mut replies)
    })
}

/// Judges `played` in `pos` against every other legal move.
pub fn judge(pos: &Position, played: Move) -> MoveHabits {
    let moves = pos.legal_moves();
    // For each move: (wins at once, lets the opponent win at once, leaves a piece to be taken).
    let judge_one = |m: Move| {
        let child = pos.after_unchecked(m);
        let wins = child.is_decided_on_board();
        let allows = !wins && child.has_winning_move();
        let leaves = !wins && can_take_for_nothing(&child);
        (wins, allows, leaves)
    };
    let (mut any_win, mut any_safe_from_win, mut any_safe_piece) = (false, false, false);
    for &m in moves.iter() {
        let (wins, allows, leaves) = judge_one(m);
        any_win |= wins;
        any_safe_from_win |= wins || !allows;
        any_safe_piece |= wins || !leaves;
    }
    let (wins, allows, leaves) = judge_one(played);
    MoveHabits {
        missed_win: any_win && !wins,
        had_win: any_win,
        allowed_win: allows && any_safe_from_win,
        left_piece: leaves && any_safe_piece,
    }
}

/// One player's totals.
#[derive(Clone, Debug, Default)]
pub struct Habits {
    pub games: usize,
    pub moves: usize,
    pub had_win: usize,
    pub missed_win: usize,
    pub allowed_win: usize,
    pub left_piece: usize,
    /// Its games against itself, and those of them that ended in a third repetition.
    pub self_games: usize,
    pub self_repetitions: usize,
    /// All its games that ended in a third repetition.
    pub repetitions: usize,
}

impl Habits {
    fn add(&mut self, h: MoveHabits) {
        self.moves += 1;
        self.had_win += usize::from(h.had_win);
        self.missed_win += usize::from(h.missed_win);
        self.allowed_win += usize::from(h.allowed_win);
        self.left_piece += usize::from(h.left_piece);
    }
}

/// Every player's habits over `games`.
pub fn tally(games: &[LadderGame], opening_plies: usize) -> BTreeMap<String, Habits> {
    let mut players: BTreeMap<String, Habits> = BTreeMap::new();
    for g in games.iter().filter(|g| !g.moves.is_empty()) {
        let mut game = Game::new(Rules::default());
        for (ply, &m) in g.moves.iter().enumerate() {
            let pos = *game.position();
            if ply >= opening_plies {
                let mover = match pos.side_to_move() {
                    ardri_rules::Side::Attackers => &g.attackers,
                    ardri_rules::Side::Defenders => &g.defenders,
                };
                players
                    .entry(mover.clone())
                    .or_default()
                    .add(judge(&pos, m));
            }
            // The games file was checked move by move when it was read.
            let _ = game.play(m);
        }
        let repeated = game
            .outcome()
            .is_some_and(|o| o.reason == EndReason::Repetition);
        let mut names = vec![&g.attackers];
        if g.defenders != g.attackers {
            names.push(&g.defenders);
        }
        for name in names {
            let h = players.entry(name.clone()).or_default();
            h.games += 1;
            h.repetitions += usize::from(repeated);
            if g.attackers == g.defenders {
                h.self_games += 1;
                h.self_repetitions += usize::from(repeated);
            }
        }
    }
    players
}

/// The order of the ladder's table: the baselines, then the levels from the lowest.
pub fn ladder_order(name: &str) -> (u8, String) {
    match name.strip_prefix('L').and_then(|l| l.parse::<u8>().ok()) {
        Some(level) => (1 + level, String::new()),
        None => (0, name.to_string()),
    }
}

fn percent(part: usize, whole: usize) -> f64 {
    100.0 * part as f64 / whole.max(1) as f64
}

pub fn run(args: HabitsArgs) -> Result<(), String> {
    let games = read_games(&args.games_file)?;
    let players = tally(&games, args.opening_plies);
    let mut order: Vec<(&String, &Habits)> = players.iter().collect();
    order.sort_by_key(|(name, _)| ladder_order(name));
    if !args.json {
        println!(
            "player        games   moves  left a piece  let win at once  missed own win (of chances)  third repetitions against itself (95%)"
        );
    }
    for (name, h) in order {
        let (low, high) = wilson_interval(h.self_repetitions, h.self_games);
        if args.json {
            println!(
                "{{\"player\":\"{name}\",\"games\":{},\"moves\":{},\"left_piece\":{},\"allowed_win\":{},\"had_win\":{},\"missed_win\":{},\"self_games\":{},\"self_repetitions\":{}}}",
                h.games,
                h.moves,
                h.left_piece,
                h.allowed_win,
                h.had_win,
                h.missed_win,
                h.self_games,
                h.self_repetitions
            );
            continue;
        }
        let self_text = if h.self_games == 0 {
            "-".to_string()
        } else {
            format!(
                "{} of {}: {:.1}% [{:.1}, {:.1}]",
                h.self_repetitions,
                h.self_games,
                percent(h.self_repetitions, h.self_games),
                100.0 * low,
                100.0 * high
            )
        };
        println!(
            "{name:<12} {:6} {:7}  {:11.2}%  {:14.2}%  {:10.1}% ({:>6})  {self_text}",
            h.games,
            h.moves,
            percent(h.left_piece, h.moves),
            percent(h.allowed_win, h.moves),
            percent(h.missed_win, h.had_win),
            h.had_win,
        );
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// From the start nothing can be taken or won; a game of two moves is judged move by move.
    #[test]
    fn a_quiet_move_from_the_start_is_no_blunder() {
        let pos = Position::start(Rules::default());
        let m = pos.legal_moves()[0];
        assert_eq!(judge(&pos, m), MoveHabits::default());
    }

    /// Shuffling the same two pieces back and forth ends in a third repetition, counted for the
    /// player against itself.
    #[test]
    fn a_shuffled_game_counts_as_a_repetition_against_itself() {
        let mut game = Game::new(Rules::default());
        let mut moves = Vec::new();
        // Find an attacker step and a defender step that can be undone, then shuffle them.
        let first = game.position().legal_moves()[0];
        let back_a = Move::new(first.to, first.from);
        game.play(first).unwrap();
        let second = game.position().legal_moves()[0];
        let back_d = Move::new(second.to, second.from);
        moves.extend([first, second, back_a, back_d, first, second, back_a, back_d]);
        let line = LadderGame {
            attackers: "L1".into(),
            defenders: "L1".into(),
            score: 0.5,
            moves,
        };
        let players = tally(&[line], 0);
        let h = &players["L1"];
        assert_eq!((h.games, h.self_games, h.self_repetitions), (1, 1, 1));
        assert_eq!(h.moves, 8);
    }
}
