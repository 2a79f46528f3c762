//! What a learn session practises: exercises (a mistake's position, the move played, the review's
//! view) and the games they come from, gathered from the game on the board or from a folder of
//! reviewed saves.

use std::path::PathBuf;

use ardri_engine::Judge;
use ardri_engine::review::MoveClass;
use ardri_rules::{Game, Move, Position, Side};
use ardri_saves::{Analysis, LoadedGame, library};

use super::super::game::session::check_variations;

/// A mistake to find a better move for.
#[derive(Clone, Debug, PartialEq)]
pub struct MistakeToFix {
    /// The game it came from (an index into [`super::Learn::games`]).
    pub game: usize,
    /// The mistaken move's ply (1 = the first move): its position is the one after `ply - 1` moves.
    pub ply: usize,
    /// Who made the mistake (the side the person moves).
    pub side: Side,
    /// The position before the mistake.
    pub position: Position,
    /// The move the game went.
    pub played: Move,
    /// The review's view of the position: its evaluation and best move.
    pub before: Option<Analysis>,
    /// Whose chances the move was judged by (the game's players), and the attempts are.
    pub judge: Judge,
}

/// A game the exercises come from.
#[derive(Clone, Debug)]
pub struct LearnGame {
    /// Its file name, for progress and the summary.
    pub name: String,
    /// For a folder's practise: the file and the game read from it, put on the board when its
    /// exercises come. `None`: the game already on the board.
    pub source: Option<(PathBuf, Box<LoadedGame>)>,
}

/// Exercises and the games they come from, ready to practise.
#[derive(Clone, Debug, Default)]
pub struct Practice {
    pub games: Vec<LearnGame>,
    pub exercises: Vec<MistakeToFix>,
    /// Files that could not be read when the exercises were gathered.
    pub problems: Vec<String>,
}

/// The mistakes and blunders of a game (by the sides `practised` accepts), in game order, from its
/// stored review; `game` is the index the exercises name.
pub fn exercises(
    game_index: usize,
    game: &Game,
    analysis: &[Option<Analysis>],
    judge: Judge,
    practised: impl Fn(Side) -> bool,
) -> Vec<MistakeToFix> {
    library::judgements(game, analysis, &judge)
        .iter()
        .enumerate()
        .filter_map(|(i, j)| {
            let j = (*j)?;
            (practised(j.mover) && j.class >= MoveClass::Mistake).then(|| MistakeToFix {
                game: game_index,
                ply: i + 1,
                side: j.mover,
                position: *game.position_at(i).expect("a judged move's position"),
                played: game.moves()[i].mv,
                before: analysis.get(i).copied().flatten(),
                judge,
            })
        })
        .collect()
}

/// A folder's practise: each file's mistakes of the sides given for it, game by game in the order
/// given. Files are read again (they may have changed since they were listed); a file that no longer
/// loads is named in the problems, a game without such mistakes is left out. Runs on a worker thread.
pub fn gather(jobs: &[(PathBuf, Vec<Side>)]) -> Practice {
    let mut practice = Practice::default();
    for (path, sides) in jobs {
        let name = path.file_name().map_or_else(
            || path.display().to_string(),
            |n| n.to_string_lossy().into(),
        );
        let loaded = ardri_saves::load(path)
            .map_err(|e| super::super::shell::aside::load_error_words(&e))
            .and_then(|l| check_variations(&l.game, &l.variations).map(|()| l));
        let loaded = match loaded {
            Ok(loaded) => loaded,
            Err(e) => {
                practice.problems.push(format!("{name}: {e}"));
                continue;
            }
        };
        let index = practice.games.len();
        let judge = library::judge_of(&loaded.metadata);
        let found = exercises(index, &loaded.game, &loaded.analysis, judge, |s| {
            sides.contains(&s)
        });
        if found.is_empty() {
            continue;
        }
        practice.exercises.extend(found);
        practice.games.push(LearnGame {
            name,
            source: Some((path.clone(), Box::new(loaded))),
        });
    }
    practice
}
