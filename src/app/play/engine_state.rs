//! What the engine does for the person besides its own moves: the game's feature's own state.

use ardri_rules::Move;

/// What the engine does for the person besides its own moves.
#[derive(Default)]
pub struct EngineState {
    /// The person's analysis of the shown position: runs until stopped and follows the position.
    pub analysis: bool,
    /// A hint for the position (by hash) it was asked for.
    pub hint: Option<(u64, Move)>,
    /// Engine against engine is paused (Step plays one move).
    pub paused: bool,
    /// One move allowed while paused.
    pub step_once: bool,
    /// Nodes of the engine's last own move (shown, and telling the level at work).
    pub last_move_nodes: Option<u64>,
    /// Engine against engine: when its last move was played (the next waits for the pace).
    pub last_move_at: Option<std::time::Instant>,
    /// Engine against engine: a move found before the pace allowed it, played when it does.
    pub held_move: Option<HeldMove>,
    /// A new game's first engine move starts no sooner: the person sees the new board first.
    pub first_move_not_before: Option<std::time::Instant>,
    /// Who asked for the line being searched, and how it is handed back.
    pub line_answer: Option<super::super::game::commands::LineAnswer>,
    /// The person's chances against the level, from the last search for the bar while playing.
    pub chances: Option<super::chances::LiveChances>,
}

/// An engine's move waiting for the pace of engine against engine.
#[derive(Clone, Copy, Debug)]
pub struct HeldMove {
    pub mv: Move,
    /// The position it was found for (any change of the game drops the move).
    pub hash: u64,
    pub nodes: u64,
    pub due: std::time::Instant,
}
