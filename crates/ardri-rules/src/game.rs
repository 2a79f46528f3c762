//! A game: the start position, the moves played, every position reached, and the result with its reason.

use std::collections::HashMap;
use std::fmt;

use crate::error::{IllegalMove, MoveError};
use crate::moves::Move;
use crate::options::{NoMoveResult, Rules};
use crate::piece::Side;
use crate::position::{Played, Position, Terminal};

/// Why a game ended.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum EndReason {
    KingEscaped,
    KingCaptured,
    NoLegalMove,
    Repetition,
    /// Declared, not from the board: the loser resigned.
    Resignation,
    /// Declared, not from the board: the loser's clock ran out.
    Timeout,
}

impl EndReason {
    pub const fn describe(self) -> &'static str {
        match self {
            EndReason::KingEscaped => "the king escaped to a corner",
            EndReason::KingCaptured => "the king was captured",
            EndReason::NoLegalMove => "no legal move",
            EndReason::Repetition => "third repetition",
            EndReason::Resignation => "resignation",
            EndReason::Timeout => "the time ran out",
        }
    }

    /// Whether the result is declared (resignation, time) rather than read off the board.
    pub const fn is_declared(self) -> bool {
        matches!(self, EndReason::Resignation | EndReason::Timeout)
    }
}

/// The result of a finished game.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Outcome {
    /// `None` for a draw.
    pub winner: Option<Side>,
    pub reason: EndReason,
}

impl fmt::Display for Outcome {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.winner {
            Some(Side::Defenders) => write!(f, "Defenders win: {}", self.reason.describe()),
            Some(Side::Attackers) => write!(f, "Attackers win: {}", self.reason.describe()),
            None => write!(f, "Draw: {}", self.reason.describe()),
        }
    }
}

/// The result the rules give a position in a game, given how often it has occurred so far.
pub fn outcome_of(pos: &Position, occurrences: usize) -> Option<Outcome> {
    match pos.terminal() {
        Some(Terminal::KingEscaped) => {
            return Some(Outcome {
                winner: Some(Side::Defenders),
                reason: EndReason::KingEscaped,
            });
        }
        Some(Terminal::KingCaptured) => {
            return Some(Outcome {
                winner: Some(Side::Attackers),
                reason: EndReason::KingCaptured,
            });
        }
        None => {}
    }
    if !pos.has_moves() {
        let winner = match pos.rules().no_move {
            NoMoveResult::Loss => Some(pos.side_to_move().opponent()),
            NoMoveResult::Draw => None,
        };
        return Some(Outcome {
            winner,
            reason: EndReason::NoLegalMove,
        });
    }
    if pos.rules().repetition_draw && occurrences >= 3 {
        return Some(Outcome {
            winner: None,
            reason: EndReason::Repetition,
        });
    }
    None
}

/// A game in progress or finished. Positions are kept so undo and navigation are free.
#[derive(Clone, Debug)]
pub struct Game {
    /// `positions[i]` is the position after `i` moves; `positions[0]` is the start.
    positions: Vec<Position>,
    moves: Vec<Played>,
    outcome: Option<Outcome>,
    /// The plies at which each position's hash occurs, in order: repetitions are counted among
    /// these few instead of over the whole game, so playing n moves costs O(n), not O(n^2).
    plies_by_hash: HashMap<u64, Vec<usize>>,
}

impl Game {
    /// A game from the start position under these rules.
    pub fn new(rules: Rules) -> Game {
        Game::from_position(Position::start(rules))
    }

    /// A game from any position (its rules are the position's).
    pub fn from_position(start: Position) -> Game {
        let mut game = Game {
            positions: vec![start],
            moves: Vec::new(),
            outcome: None,
            plies_by_hash: HashMap::from([(start.hash(), vec![0])]),
        };
        game.outcome = game.compute_outcome();
        game
    }

    pub fn rules(&self) -> &Rules {
        self.start().rules()
    }

    pub fn start(&self) -> &Position {
        &self.positions[0]
    }

    /// The current position.
    pub fn position(&self) -> &Position {
        self.positions
            .last()
            .expect("a game has its start position")
    }

    /// The position after `ply` moves (0 = the start); `None` past the end.
    pub fn position_at(&self, ply: usize) -> Option<&Position> {
        self.positions.get(ply)
    }

    /// Every position of the game, the start first and the current last.
    pub fn positions(&self) -> &[Position] {
        &self.positions
    }

    pub fn moves(&self) -> &[Played] {
        &self.moves
    }

    pub fn ply_count(&self) -> usize {
        self.moves.len()
    }

    pub fn outcome(&self) -> Option<Outcome> {
        self.outcome
    }

    pub fn is_over(&self) -> bool {
        self.outcome.is_some()
    }

    /// How many times the current position has occurred in this game, itself included.
    pub fn occurrences(&self) -> usize {
        self.occurrences_at(self.ply_count())
    }

    /// How many times the position after `ply` moves had occurred by then, itself included.
    fn occurrences_at(&self, ply: usize) -> usize {
        let shown = &self.positions[ply];
        self.plies_by_hash[&shown.hash()]
            .iter()
            .take_while(|&&earlier| earlier <= ply)
            .filter(|&&earlier| self.positions[earlier].same_placement(shown))
            .count()
    }

    /// The result the rules gave the game after `ply` moves, had it stopped there (repetitions
    /// counted up to that point); `None` while it was going on or past the end.
    /// At the end this is [`Game::outcome`], a declared result included.
    pub fn outcome_at(&self, ply: usize) -> Option<Outcome> {
        if ply == self.ply_count() {
            return self.outcome;
        }
        self.board_outcome_at(ply)
    }

    fn board_outcome_at(&self, ply: usize) -> Option<Outcome> {
        let pos = self.positions.get(ply)?;
        // Without the repetition rule the count does not matter (and a long shuffle would make
        // counting cost the length of the game at every move).
        let occurrences = if pos.rules().repetition_draw {
            self.occurrences_at(ply)
        } else {
            1
        };
        outcome_of(pos, occurrences)
    }

    fn compute_outcome(&self) -> Option<Outcome> {
        self.board_outcome_at(self.ply_count())
    }

    /// Plays a move if it is legal and the game is not over.
    pub fn play(&mut self, m: Move) -> Result<Played, IllegalMove> {
        if self.is_over() {
            return Err(IllegalMove::GameOver);
        }
        self.position().check_move(m)?;
        let mut next = *self.position();
        let played = next.play_unchecked(m);
        self.plies_by_hash
            .entry(next.hash())
            .or_default()
            .push(self.positions.len());
        self.positions.push(next);
        self.moves.push(played);
        self.outcome = self.compute_outcome();
        Ok(played)
    }

    /// Parses a move in any notation of docs/RULES.md and plays it.
    pub fn play_text(&mut self, text: &str) -> Result<Played, MoveError> {
        let fail = |reason| MoveError {
            text: text.trim().to_string(),
            reason,
        };
        if self.is_over() {
            return Err(fail(IllegalMove::GameOver));
        }
        let m = self.position().parse_move(text)?;
        self.play(m).map_err(fail)
    }

    /// Takes back the last move.
    pub fn undo(&mut self) -> Option<Played> {
        let played = self.moves.pop()?;
        if let Some(gone) = self.positions.pop()
            && let Some(plies) = self.plies_by_hash.get_mut(&gone.hash())
        {
            plies.pop();
            if plies.is_empty() {
                self.plies_by_hash.remove(&gone.hash());
            }
        }
        self.outcome = self.compute_outcome();
        Some(played)
    }

    /// Ends a game in progress by a declared result (a resignation or a flag fall); the board's own
    /// results cannot be declared. Taking back a move lifts it.
    pub fn declare(&mut self, outcome: Outcome) -> Result<(), IllegalMove> {
        if self.is_over() || !outcome.reason.is_declared() {
            return Err(IllegalMove::GameOver);
        }
        self.outcome = Some(outcome);
        Ok(())
    }

    /// Drops every move after the first `ply` moves.
    pub fn truncate(&mut self, ply: usize) {
        while self.ply_count() > ply {
            self.undo();
        }
    }
}
