//! The one loop that plays a game between programs: matches, self-play for tuning and training data
//! all play through [`play_game`], and start from an opening through [`opening_game`].

use std::sync::atomic::AtomicBool;

use ardri_engine::{Engine, EngineFault, Limits, SearchRequest, SearchResult};
use ardri_rules::{Game, Move, Rules};

/// A game replayed from the start through an opening line (openings come from
/// [`crate::openings::openings`] and are legal by construction).
pub fn opening_game(rules: Rules, opening: &[Move]) -> Game {
    let mut game = Game::new(rules);
    for &m in opening {
        game.play(m).expect("openings are legal");
    }
    game
}

/// How a game played by [`play_game`] ended.
pub struct PlayedGame {
    pub game: Game,
    /// The game reached the ply limit undecided (it counts as a draw).
    pub adjudicated: bool,
}

/// Why a game could not be played to its end.
#[derive(Debug, thiserror::Error)]
pub enum GameError {
    #[error("{player} failed: {fault}")]
    Fault { player: String, fault: EngineFault },
    #[error("{player} played an illegal move {mv}: {message}")]
    IllegalMove {
        player: String,
        mv: Move,
        message: String,
    },
    #[error("{player} gave no move in a position with legal moves")]
    NoMove { player: String },
}

/// A player for [`play_game`]: something that chooses a move for the side to move of a game.
pub trait Player {
    /// The name in messages.
    fn name(&self) -> &str;
    /// A new game starts: forget the last one.
    fn new_game(&mut self);
    /// Searches the game's position (its history counts for repetitions).
    fn choose(&mut self, game: &Game) -> Result<SearchResult, EngineFault>;
}

/// The engine as a player: searches with its limits through the guarded API (a fault ends the game
/// with an error, not the program).
pub struct EnginePlayer {
    pub name: String,
    pub engine: Engine,
    pub limits: Limits,
    /// Search as analysis (draws even, no weaker level): what self-play for data wants.
    pub analysis: bool,
}

impl Player for EnginePlayer {
    fn name(&self) -> &str {
        &self.name
    }

    fn new_game(&mut self) {
        self.engine.new_game();
    }

    fn choose(&mut self, game: &Game) -> Result<SearchResult, EngineFault> {
        let mut request = SearchRequest::from_game(game, self.limits);
        if self.analysis {
            request = request.for_analysis();
        }
        self.engine
            .search_guarded(&request, &AtomicBool::new(false), &mut |_| {})
    }
}

/// Plays a game from `opening` until it is over or `max_plies` plies are on the board: `players`
/// are the attackers' and the defenders' (the same player may take both sides), each asked in turn;
/// `on_move` hears the game before each move with the search that chose it. The referee is the
/// rules core: an illegal move is an error, never played.
pub fn play_game(
    rules: Rules,
    opening: &[Move],
    max_plies: usize,
    players: &mut [&mut dyn Player],
    on_move: &mut dyn FnMut(&Game, &SearchResult),
) -> Result<PlayedGame, GameError> {
    play_game_from(opening_game(rules, opening), max_plies, players, on_move)
}

/// [`play_game`] from a game already under way (a set-up position, say).
pub fn play_game_from(
    mut game: Game,
    max_plies: usize,
    players: &mut [&mut dyn Player],
    on_move: &mut dyn FnMut(&Game, &SearchResult),
) -> Result<PlayedGame, GameError> {
    for player in players.iter_mut() {
        player.new_game();
    }
    while !game.is_over() && game.ply_count() < max_plies {
        let index = if players.len() == 1 {
            0
        } else {
            game.position().side_to_move() as usize
        };
        let player = &mut players[index];
        let result = player.choose(&game).map_err(|fault| GameError::Fault {
            player: player.name().to_string(),
            fault,
        })?;
        let Some(m) = result.best_move else {
            return Err(GameError::NoMove {
                player: player.name().to_string(),
            });
        };
        on_move(&game, &result);
        game.play(m).map_err(|e| GameError::IllegalMove {
            player: player.name().to_string(),
            mv: m,
            message: e.to_string(),
        })?;
    }
    let adjudicated = !game.is_over();
    Ok(PlayedGame { game, adjudicated })
}

#[cfg(test)]
mod tests {
    use ardri_engine::EngineOptions;

    use super::*;

    fn engine_player(nodes: u64) -> EnginePlayer {
        EnginePlayer {
            name: "engine".into(),
            engine: Engine::new(EngineOptions {
                hash_mib: 2,
                ..EngineOptions::default()
            }),
            limits: Limits::nodes(nodes),
            analysis: true,
        }
    }

    #[test]
    fn a_game_is_played_to_its_end_or_the_ply_limit_and_every_move_is_heard() {
        let rules = Rules::default();
        let opening = crate::openings::openings(1, 4, 3, rules).remove(0);
        let mut player = engine_player(300);
        let mut heard = 0;
        let played = play_game(
            rules,
            &opening,
            24,
            &mut [&mut player],
            &mut |game, result| {
                assert!(game.position().is_legal(result.best_move.unwrap()));
                heard += 1;
            },
        )
        .unwrap();
        assert_eq!(
            played.game.moves()[..4]
                .iter()
                .map(|p| p.mv)
                .collect::<Vec<_>>(),
            opening
        );
        assert_eq!(heard, played.game.ply_count() - 4);
        assert_eq!(played.adjudicated, !played.game.is_over());
        assert!(played.game.is_over() || played.game.ply_count() == 24);
    }

    #[test]
    fn an_engine_fault_ends_the_game_with_an_error_and_the_engine_recovers() {
        let mut player = engine_player(300);
        player.engine.inject_panic();
        let error = play_game(
            Rules::default(),
            &[],
            10,
            &mut [&mut player],
            &mut |_, _| {},
        )
        .err()
        .expect("the fault is reported");
        assert!(
            error.to_string().contains("injected engine failure"),
            "{error}"
        );
        // The engine was rebuilt: the next game plays.
        assert!(play_game(Rules::default(), &[], 4, &mut [&mut player], &mut |_, _| {}).is_ok());
    }
}
