//! The engine: evaluation, search, transposition table, limits, the background thread for the app and
//! the text protocol. It depends on the rules and on nothing of the app.

pub mod arena;
pub mod baseline;
pub mod bench;
pub mod eval;
pub mod fortress;
pub mod handle;
pub mod limits;
pub mod protocol;
pub mod score;
pub mod search;
pub mod threads;
pub mod tt;
pub mod tune;

pub use eval::Weights;
pub use handle::{EngineEvent, EngineHandle};
pub use limits::{Clock, Limits};
pub use score::Score;
pub use search::{SearchFeatures, SearchInfo, SearchRequest, SearchResult};
pub use threads::{DEFAULT_CONTEMPT, Engine, EngineOptions};
