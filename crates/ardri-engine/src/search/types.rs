//! What a search is asked and what it answers: the request (a game's position with its history
//! and the limits), the reports while it runs, the result, and the search's switchable features.

use std::time::Duration;

use ardri_rules::{Game, Move, Outcome, Position, outcome_of};

use super::LmrParams;
use crate::limits::Limits;
use crate::score::Score;

/// The knobs of the search that a match can switch off to measure what each is worth.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SearchFeatures {
    pub null_move: bool,
    pub late_move_reductions: bool,
    pub threat_extension: bool,
    pub reverse_futility: bool,
    pub aspiration: bool,
    /// Skip late quiet moves at low depth in null-window nodes.
    pub late_move_pruning: bool,
    /// Skip quiet moves at depth 1 and 2 when the static evaluation is far below alpha.
    pub futility: bool,
    /// Internal iterative reduction: a node without a table move at depth >= 4 is searched one
    /// ply shallower (its ordering is poor, and the next iteration brings the move).
    pub iir: bool,
    /// Score positions the defenders hold by shuffling the king as draws (see `fortress`).
    pub fortress: bool,
    pub lmr: LmrParams,
    /// With a fixed move time (no clock), keep starting iterations until the deadline instead of
    /// stopping at half of it (see `TimePlan::for_engine`).
    pub use_all_movetime: bool,
}

impl Default for SearchFeatures {
    fn default() -> SearchFeatures {
        SearchFeatures {
            null_move: true,
            late_move_reductions: true,
            threat_extension: true,
            reverse_futility: true,
            aspiration: true,
            late_move_pruning: true,
            futility: true,
            iir: true,
            fortress: true,
            lmr: LmrParams {
                first_move: 3,
                divisor: 220,
            },
            use_all_movetime: true,
        }
    }
}

/// One report of a running search (the protocol's `info` line).
#[derive(Clone, Debug, PartialEq)]
pub struct SearchInfo {
    pub depth: u32,
    pub seldepth: u32,
    /// From the side to move's view.
    pub score: Score,
    /// The raw value behind `score` (side to move's view).
    pub value: i32,
    pub nodes: u64,
    pub nps: u64,
    pub time: Duration,
    /// Per mille of the table in use.
    pub hashfull: u32,
    /// A legal line from the root.
    pub pv: Vec<Move>,
    /// Which line this is, 1 for the best (Multi-PV).
    pub multipv: usize,
}

/// What a finished search returns.
#[derive(Clone, Debug, PartialEq)]
pub struct SearchResult {
    /// `None` only when the side to move has no legal move or the game is over.
    pub best_move: Option<Move>,
    pub score: Score,
    pub value: i32,
    /// The last fully searched depth (0 if even depth 1 was cut short).
    pub depth: u32,
    pub seldepth: u32,
    pub nodes: u64,
    pub time: Duration,
    pub pv: Vec<Move>,
}

/// The game up to the root: positions before it (oldest first) are needed for repetitions.
#[derive(Clone, Debug)]
pub struct SearchRequest {
    pub position: Position,
    pub history: Vec<Position>,
    pub limits: Limits,
    /// Analysis rather than play: draws are scored as even whatever the engine's contempt, so the
    /// scores are the engine's honest estimate.
    pub analysis: bool,
    /// How many of the best root moves to search as lines of their own (Multi-PV); 1 for play.
    pub multipv: usize,
    /// Only these root moves are searched (UCI's `go searchmoves`); empty: every legal move.
    /// Moves that are not legal at the root are ignored.
    pub search_moves: Vec<Move>,
}

impl SearchRequest {
    /// A request for the current position of a game, with the game's history for repetitions,
    /// to play a move (contempt applies; see [`SearchRequest::for_analysis`]).
    pub fn from_game(game: &Game, limits: Limits) -> SearchRequest {
        SearchRequest::from_game_at(game, game.ply_count(), limits)
    }

    /// A request for the position after `ply` moves of `game` (at most the game's length), with
    /// the moves before it as history.
    pub fn from_game_at(game: &Game, ply: usize, limits: Limits) -> SearchRequest {
        let positions = game.positions();
        let ply = ply.min(positions.len() - 1);
        SearchRequest {
            position: positions[ply],
            history: positions[..ply].to_vec(),
            limits,
            analysis: false,
            multipv: 1,
            search_moves: Vec::new(),
        }
    }

    /// The same request as analysis: draws count as even whatever the contempt, and a weaker
    /// level does not apply.
    #[must_use]
    pub fn for_analysis(self) -> SearchRequest {
        SearchRequest {
            analysis: true,
            ..self
        }
    }

    /// The same request searching only `moves` at the root (those legal there); an empty list,
    /// or one with no legal move, searches every move.
    #[must_use]
    pub fn with_search_moves(self, moves: Vec<Move>) -> SearchRequest {
        SearchRequest {
            search_moves: moves,
            ..self
        }
    }

    /// The root moves a search considers: the legal ones, restricted to `search_moves` when any of
    /// those is legal.
    #[must_use]
    pub fn root_moves(&self) -> Vec<Move> {
        let legal = self.position.legal_moves();
        let chosen: Vec<Move> = legal
            .iter()
            .copied()
            .filter(|m| self.search_moves.contains(m))
            .collect();
        if chosen.is_empty() {
            legal.iter().copied().collect()
        } else {
            chosen
        }
    }

    /// The same request searching the best `lines` root moves as lines of their own.
    #[must_use]
    pub fn with_multipv(self, lines: usize) -> SearchRequest {
        SearchRequest {
            multipv: lines.max(1),
            ..self
        }
    }
}

impl SearchRequest {
    /// The game's result if it is over at the root: decided on the board, no legal move, or the
    /// root's third occurrence (counting the history). A search then has no move to give.
    #[must_use]
    pub fn outcome(&self) -> Option<Outcome> {
        let root = &self.position;
        let earlier = self
            .history
            .iter()
            .filter(|p| p.hash() == root.hash() && p.same_placement(root))
            .count();
        outcome_of(root, earlier + 1)
    }
}
