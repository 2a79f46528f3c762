//! The Ard Ri engine: evaluation, search, transposition table, limits, lazy-SMP threads and a handle
//! that runs searches on a background thread. It depends on the rules and on nothing else of the project.
//!
//! ```
//! use std::sync::atomic::AtomicBool;
//!
//! use ardri_engine::{Engine, EngineOptions, Limits, Score, SearchRequest};
//! use ardri_rules::{Game, Rules};
//!
//! let mut game = Game::new(Rules::default());
//! game.play_text("c3c2")?;
//!
//! // Search the game's current position to depth 6 on one thread with a small table.
//! let engine = Engine::new(EngineOptions { hash_mib: 4, ..EngineOptions::default() });
//! let request = SearchRequest::from_game(&game, Limits::depth(6));
//! let result = engine.search(&request, &AtomicBool::new(false), &mut |_info| {});
//!
//! let best = result.best_move.expect("the attackers have moves");
//! assert!(game.position().is_legal(best));
//! assert_eq!(result.depth, 6);
//! // The score is from the side to move's view: centi-pieces, or a forced win or loss in N moves.
//! assert!(matches!(result.score, Score::Cp(_) | Score::Mate(_)));
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

pub mod eval;
pub mod fortress;
pub mod handle;
pub mod limits;
mod movepick;
pub mod nnue;
pub mod puzzle;
pub mod review;
pub mod score;
pub mod search;
pub mod skill;
pub mod threads;
pub mod tt;
pub mod wdl;

pub use eval::Weights;
pub use handle::{EngineEvent, EngineHandle};
pub use limits::{Clock, Limits};
pub use review::{MoveClass, PositionEval};
pub use score::{Eval, Score};
pub use search::{SearchFeatures, SearchInfo, SearchRequest, SearchResult};
pub use threads::{DEFAULT_CONTEMPT, Engine, EngineFault, EngineOptions};
pub use wdl::players::{Chances, Judge, PeopleModel, PlayersModel, PlayersView, Ratings};
pub use wdl::{Wdl, WdlModel};
