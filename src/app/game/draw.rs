//! What every view of the game may read while drawing ([`DrawCtx`]): the settings, the game, the
//! engine, the judgements, the clocks. The root's views read more through `views::AppDraw`.

use ardri_engine::review::MoveJudgement;

use super::engine_link::EngineLink;
use super::runtime::EngineState;
use super::session::Session;
use super::settings::Settings;

/// What every view may read while drawing; none of it can be changed from here.
pub struct DrawCtx<'a> {
    pub settings: &'a Settings,
    pub session: &'a Session,
    pub engine: &'a EngineLink,
    pub engine_state: &'a EngineState,
    /// A file dialog or a read or write is under way.
    pub files_busy: bool,
    /// A position is being set up.
    pub editing: bool,
    /// Each main-line move judged from the stored analysis (index i = move i + 1).
    pub marks: &'a [Option<MoveJudgement>],
    /// Whose chances the marks, the bar and the graph are (Judge as).
    pub judge: ardri_engine::Judge,
    /// egui's clock, for fading marks.
    pub now: f64,
    /// The app's clock, for the game clock's figures.
    pub instant: std::time::Instant,
    /// In puzzle mode, the side that solves (the only side the person moves).
    pub puzzle_solver: Option<ardri_rules::Side>,
    /// Learn from your mistakes: the move the game went, drawn faintly where a better one is sought.
    pub played_move: Option<ardri_rules::Move>,
    /// A reviewed game being mined for puzzles: missed wins tried, of all.
    pub mining: Option<(usize, usize)>,
    /// The person may annotate the game (not while a puzzle is on the board).
    pub can_annotate: bool,
    /// How many rated games the person has played (the learning aids are on for the first ones).
    pub persons_rated_games: u32,
}
