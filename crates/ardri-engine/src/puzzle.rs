//! Puzzles: a position, the side to solve (the side to move), a solution line of 3 to 11 plies that
//! ends in the solver's win, themes and a starting rating; and the check that every solver move of
//! the line is the only move that wins as fast.
//!
//! # The file format (`assets/puzzles.txt`)
//! UTF-8 text, one puzzle a line, five fields separated by `;`; blank lines and lines starting with
//! `#` are ignored:
//!
//! ```text
//! # id;position;solution;themes;rating
//! gen2-s2001-1524;3a3/3a1a1/3aaad/2ak3/2a1aaa/2a2a1/3d3 a;e5e4 d4d3 c2d2;capture;1200
//! ```
//!
//! - `id`: unique in the file, no `;`.
//! - `position`: the position string of docs/RULES.md ([`Position::fen`]); its side to move solves.
//! - `solution`: the moves in protocol notation (`c3c2`) separated by spaces, solver first and
//!   last: 3, 5, 7, 9 or 11 plies. The last move wins the game.
//! - `themes`: comma-separated, from `escape` (the king reaches a corner), `capture` (the king is
//!   captured), `blockade` (the loser is left without a move), `material` (the solver takes more
//!   pieces than it loses along the line).
//! - `rating`: the puzzle's starting rating (Glicko scale, 1500 = average), an integer.
//!
//! `ardri-engine puzzles export --json` prints the same puzzles as JSON objects.

use std::fmt;
use std::sync::atomic::AtomicBool;

use ardri_rules::{EndReason, Game, Move, Position, Rules, Side};

use crate::limits::Limits;
use crate::score::Score;
use crate::search::{SearchFeatures, SearchRequest};
use crate::threads::{Engine, EngineOptions};

mod own;
mod rating;

mod error;

pub use error::{PuzzleError, VerifyError};
pub use own::{
    MISSED_MAX_MOVES, MISSED_MIN_MOVES, MissedWin, add_new_puzzles, missed_wins,
    puzzle_from_missed_win, puzzles_from_game,
};
pub use rating::{
    EASIEST_RATING, FIND_NODE_LIMIT, HARDEST_RATING, RATED_LEVELS, RATING_PER_DOUBLING,
    RATING_SEEDS, failures, level_solves, measured_rating, nodes_to_find, rating_engine,
    rating_from_nodes,
};

/// The shortest and the longest solution, in plies.
pub const MIN_PLIES: usize = 3;
pub const MAX_PLIES: usize = 11;

/// What a puzzle is about.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, PartialOrd, Ord)]
pub enum Theme {
    /// The king reaches a corner.
    Escape,
    /// The king is captured.
    KingCapture,
    /// The loser is left without a move.
    Blockade,
    /// The solver takes more pieces than it loses along the line.
    Material,
}

impl Theme {
    pub const ALL: [Theme; 4] = [
        Theme::Escape,
        Theme::KingCapture,
        Theme::Blockade,
        Theme::Material,
    ];

    /// The name in files and JSON.
    pub const fn name(self) -> &'static str {
        match self {
            Theme::Escape => "escape",
            Theme::KingCapture => "capture",
            Theme::Blockade => "blockade",
            Theme::Material => "material",
        }
    }

    /// The name shown to people.
    pub const fn label(self) -> &'static str {
        match self {
            Theme::Escape => "King escape",
            Theme::KingCapture => "King capture",
            Theme::Blockade => "Blockade (no move)",
            Theme::Material => "Material",
        }
    }

    pub fn from_name(name: &str) -> Option<Theme> {
        Theme::ALL.into_iter().find(|t| t.name() == name)
    }
}

/// One puzzle.
#[derive(Clone, PartialEq, Debug)]
pub struct Puzzle {
    pub id: String,
    /// The start; its side to move solves.
    pub position: Position,
    pub solution: Vec<Move>,
    pub themes: Vec<Theme>,
    pub rating: i32,
}

impl Puzzle {
    /// The side that solves.
    pub fn solver(&self) -> Side {
        self.position.side_to_move()
    }

    /// The game after the first `plies` moves of the solution.
    pub fn game_at(&self, plies: usize) -> Game {
        let mut game = Game::from_position(self.position);
        for &m in self.solution.iter().take(plies) {
            game.play(m).expect("a checked puzzle's line is legal");
        }
        game
    }

    /// Whether `m`, played after `ply` moves of the line (a solver's turn), solves that step: the
    /// line's move, or any move that wins the game at once (the line's last step).
    pub fn accepts(&self, ply: usize, m: Move) -> bool {
        if self.solution.get(ply) == Some(&m) {
            return true;
        }
        let mut game = self.game_at(ply);
        game.play(m).is_ok()
            && game
                .outcome()
                .is_some_and(|o| o.winner == Some(self.solver()))
    }

    /// The line in protocol notation, space-separated.
    pub fn solution_text(&self) -> String {
        let moves: Vec<String> = self.solution.iter().map(Move::to_string).collect();
        moves.join(" ")
    }

    /// Parses one line of the file format (see the module's documentation): the moves must be
    /// legal and the line must end in the solver's win.
    pub fn parse(line: &str, rules: Rules) -> Result<Puzzle, PuzzleError> {
        let fields: Vec<&str> = line.split(';').map(str::trim).collect();
        let [id, fen, moves, themes, rating] = fields[..] else {
            return Err(PuzzleError::FieldCount(fields.len()));
        };
        let position = Position::from_fen(fen, rules)?;
        let mut game = Game::from_position(position);
        let mut solution = Vec::new();
        for text in moves.split_whitespace() {
            let played = game.play_text(text).map_err(|error| PuzzleError::Move {
                text: text.to_string(),
                error,
            })?;
            solution.push(played.mv);
        }
        let themes = themes
            .split(',')
            .filter(|t| !t.is_empty())
            .map(|t| Theme::from_name(t).ok_or_else(|| PuzzleError::UnknownTheme(t.to_string())))
            .collect::<Result<Vec<_>, _>>()?;
        let rating = rating
            .parse()
            .map_err(|_| PuzzleError::Rating(rating.to_string()))?;
        let puzzle = Puzzle {
            id: id.to_string(),
            position,
            solution,
            themes,
            rating,
        };
        puzzle.check_shape()?;
        Ok(puzzle)
    }

    /// The length is 3 to 11 plies and the line ends in the solver's win (and not before).
    pub fn check_shape(&self) -> Result<(), PuzzleError> {
        let n = self.solution.len();
        if !(MIN_PLIES..=MAX_PLIES).contains(&n) || n.is_multiple_of(2) {
            return Err(PuzzleError::Length(n));
        }
        let mut game = Game::from_position(self.position);
        for (i, &m) in self.solution.iter().enumerate() {
            if game.is_over() {
                return Err(PuzzleError::OverEarly(i + 1));
            }
            game.play(m)?;
        }
        match game.outcome() {
            Some(o) if o.winner == Some(self.solver()) => Ok(()),
            _ => Err(PuzzleError::NotAWin),
        }
    }

    /// The themes the line shows (see [`Theme`]).
    pub fn detect_themes(position: Position, solution: &[Move]) -> Vec<Theme> {
        let solver = position.side_to_move();
        let mut game = Game::from_position(position);
        let (mut taken, mut lost) = (0, 0);
        for &m in solution {
            let mover = game.position().side_to_move();
            let Ok(played) = game.play(m) else {
                break;
            };
            let count = played.captured.count();
            if mover == solver {
                taken += count;
            } else {
                lost += count;
            }
        }
        let mut themes = Vec::new();
        match game.outcome().map(|o| o.reason) {
            Some(EndReason::KingEscaped) => themes.push(Theme::Escape),
            Some(EndReason::KingCaptured) => themes.push(Theme::KingCapture),
            Some(EndReason::NoLegalMove) => themes.push(Theme::Blockade),
            _ => {}
        }
        if taken > lost {
            themes.push(Theme::Material);
        }
        themes
    }

    /// A first guess at a puzzle's rating from its shape alone (longer lines are harder, a quiet
    /// first move is harder to see: 1100 for a win in 2 with a capture, up to 2000), until it is
    /// measured with [`measured_rating`] (how many of the engine's weaker levels solve it).
    pub fn starting_rating(position: Position, solution: &[Move]) -> i32 {
        let solver_moves = solution.len().div_ceil(2) as i32;
        let quiet = position.after_played(solution[0]).captured.is_empty();
        (1100 + 200 * (solver_moves - 2) + if quiet { 100 } else { 0 }).min(2000)
    }
}

impl fmt::Display for Puzzle {
    /// One line of the file format.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let themes: Vec<&str> = self.themes.iter().map(|t| t.name()).collect();
        write!(
            f,
            "{};{};{};{};{}",
            self.id,
            self.position.fen(),
            self.solution_text(),
            themes.join(","),
            self.rating
        )
    }
}

/// Reads a puzzle file's text; the error names the line.
pub fn parse_puzzles(text: &str, rules: Rules) -> Result<Vec<Puzzle>, PuzzleError> {
    text.lines()
        .enumerate()
        .filter(|(_, l)| !l.trim().is_empty() && !l.trim_start().starts_with('#'))
        .map(|(i, l)| {
            Puzzle::parse(l, rules).map_err(|e| PuzzleError::Line {
                line: i + 1,
                error: Box::new(e),
            })
        })
        .collect()
}

/// The search features of a checking engine: full width (no pruning or reductions that could hide a
/// win within the depth), so a win the search does not see within its depth does not exist.
pub fn exact_features() -> SearchFeatures {
    SearchFeatures {
        null_move: false,
        late_move_reductions: false,
        reverse_futility: false,
        late_move_pruning: false,
        futility: false,
        iir: false,
        fortress: false,
        ..SearchFeatures::default()
    }
}

/// An engine for mining and checking: one thread, full width.
pub fn checking_engine(hash_mib: usize) -> Engine {
    Engine::new(EngineOptions {
        threads: 1,
        hash_mib,
        features: exact_features(),
        ..EngineOptions::default()
    })
}

/// The two best lines of a Multi-PV search of `game`'s position to `depth`, (score, first move)
/// each, or `None` when `node_limit` nodes ran out before the search completed that depth.
pub fn best_two(
    engine: &Engine,
    game: &Game,
    depth: u32,
    node_limit: u64,
) -> Option<Vec<(Score, Move)>> {
    let mut limits = Limits::depth(depth);
    limits.nodes = Some(node_limit);
    let request = SearchRequest::from_game(game, limits)
        .for_analysis()
        .with_multipv(2);
    let mut lines: Vec<Option<(u32, Score, Move)>> = vec![None, None];
    let result = engine.search(&request, &AtomicBool::new(false), &mut |info| {
        if let (Some(slot), Some(&m)) = (lines.get_mut(info.multipv - 1), info.pv.first())
            && slot.is_none_or(|(d, _, _)| info.depth >= d)
        {
            *slot = Some((info.depth, info.score, m));
        }
    });
    if result.depth < depth {
        return None;
    }
    Some(
        lines
            .into_iter()
            .flatten()
            .map(|(_, s, m)| (s, m))
            .collect(),
    )
}

/// Whether a score is a win in at most `moves` of the side to move's moves.
fn wins_within(score: Score, moves: i32) -> bool {
    matches!(score, Score::Mate(n) if n > 0 && n <= moves)
}

/// Checks the puzzle: its shape, and at each solver turn a search `extra_depth` plies deeper than
/// the rest of the line, with two lines, finds the line's move winning in exactly the moves left and
/// no second move winning as fast. A search that needs more than `node_limit` nodes fails the
/// puzzle (uniqueness not shown).
pub fn verify(
    engine: &mut Engine,
    puzzle: &Puzzle,
    extra_depth: u32,
    node_limit: u64,
) -> Result<(), VerifyError> {
    puzzle.check_shape()?;
    let n = puzzle.solution.len();
    for ply in (0..n).step_by(2) {
        let game = puzzle.game_at(ply);
        let moves_left = (n - ply).div_ceil(2) as i32;
        let depth = (n - ply) as u32 + extra_depth;
        engine.clear();
        let lines =
            best_two(engine, &game, depth, node_limit).ok_or(VerifyError::DepthNotReached {
                ply: ply + 1,
                depth,
                nodes: node_limit,
            })?;
        let expected = puzzle.solution[ply];
        match lines.first() {
            Some(&(Score::Mate(m), best)) if m == moves_left && best == expected => {}
            Some(&(score, best)) => {
                return Err(VerifyError::OtherBest {
                    ply: ply + 1,
                    best,
                    score,
                    expected,
                    moves_left,
                });
            }
            None => return Err(VerifyError::NoMove { ply: ply + 1 }),
        }
        if let Some(&(score, second)) = lines.get(1)
            && wins_within(score, moves_left)
        {
            return Err(VerifyError::SecondWin {
                ply: ply + 1,
                second,
                score,
            });
        }
    }
    Ok(())
}

/// How many moves the side to move needs to force a win, if it can within [`MAX_PLIES`]: a search
/// that stops once a win is seen one iteration deeper than its distance, or at `node_limit` nodes.
pub fn win_distance(engine: &Engine, game: &Game, node_limit: u64) -> Option<i32> {
    let mut limits = Limits::depth(MAX_PLIES as u32 + 1);
    limits.nodes = Some(node_limit);
    let request = SearchRequest::from_game(game, limits).for_analysis();
    let stop = AtomicBool::new(false);
    let mut found = None;
    engine.search(&request, &stop, &mut |info| match info.score {
        Score::Mate(m) if m > 0 => {
            found = Some(m);
            if info.depth as i32 > 2 * m {
                stop.store(true, std::sync::atomic::Ordering::Relaxed);
            }
        }
        _ => found = None,
    });
    found
}

/// Makes a puzzle from a position whose side to move wins in 2 to 6 moves, if at each of its turns
/// exactly one move wins as fast: the solver's moves from the search, the opponent's the longest
/// defence it finds, and then the whole puzzle passes [`verify`]. `None` when the position is not
/// such a puzzle (or a search needs more than `node_limit` nodes).
pub fn mine_position(
    engine: &mut Engine,
    position: Position,
    id: String,
    extra_depth: u32,
    node_limit: u64,
) -> Option<Puzzle> {
    mine_position_of_length(
        engine,
        position,
        id,
        extra_depth,
        node_limit,
        MIN_PLIES..=MAX_PLIES,
    )
}

/// [`mine_position`] for solutions of `plies` only (a position with a shorter or longer win is
/// dropped as soon as its distance is known).
pub fn mine_position_of_length(
    engine: &mut Engine,
    position: Position,
    id: String,
    extra_depth: u32,
    node_limit: u64,
    lengths: std::ops::RangeInclusive<usize>,
) -> Option<Puzzle> {
    let mut game = Game::from_position(position);
    if game.is_over() {
        return None;
    }
    engine.clear();
    let moves = win_distance(engine, &game, node_limit)?;
    let plies = 2 * moves as usize - 1;
    if !(MIN_PLIES..=MAX_PLIES).contains(&plies) || !lengths.contains(&plies) {
        return None;
    }
    let mut solution = Vec::new();
    while solution.len() < plies {
        let left = plies - solution.len();
        let solver_moves = left.div_ceil(2) as i32;
        let lines = best_two(engine, &game, left as u32 + extra_depth, node_limit)?;
        let &(score, best) = lines.first()?;
        if solution.len().is_multiple_of(2) {
            if score != Score::Mate(solver_moves)
                || lines
                    .get(1)
                    .is_some_and(|&(s, _)| wins_within(s, solver_moves))
            {
                return None;
            }
        } else if score != Score::Mate(-solver_moves) {
            return None;
        }
        game.play(best).ok()?;
        solution.push(best);
    }
    let puzzle = Puzzle {
        id,
        themes: Puzzle::detect_themes(position, &solution),
        rating: Puzzle::starting_rating(position, &solution),
        position,
        solution,
    };
    verify(engine, &puzzle, extra_depth, node_limit).ok()?;
    Some(puzzle)
}
