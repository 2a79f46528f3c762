//! What every view of the game may read while drawing ([`DrawCtx`]): the settings, the game, the
//! engine, the judgements, the clocks. The root's views read more through `views::AppDraw`.

use ardri_engine::review::MoveJudgement;

use super::engine_link::EngineLink;
use super::session::Session;
use super::settings::Settings;

/// What every view may read while drawing; none of it can be changed from here.
pub struct DrawCtx<'a> {
    pub settings: &'a Settings,
    pub session: &'a Session,
    pub engine: &'a EngineLink,
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
    /// While a feature holds the board, the side the person moves there (a puzzle's solver).
    pub holder_mover: Option<ardri_rules::Side>,
    /// A move a feature shows faintly on the board (`Feature::faint_move`).
    pub faint_move: Option<ardri_rules::Move>,
    /// What the features are doing in the background (`Feature::status`), for the status bar.
    pub feature_status: &'a [String],
    /// The person may annotate the game (not while a feature holds the board).
    pub can_annotate: bool,
    /// How many rated games the person has played (the learning aids are on for the first ones).
    pub persons_rated_games: u32,
}
