//! The players' model's data: `wdl rescore` re-scores every position of the ladder's games (games
//! between levels, with their moves) by a fixed full-strength search, as a review does, and
//! appends one line per game to a file it can resume; `wdl players` reads them back.

use std::collections::HashSet;
use std::io::Write as _;
use std::path::{Path, PathBuf};
use std::sync::Mutex;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};

use ardri_engine::review::{PositionEval, ReviewOrder, analyse_game};
use ardri_engine::skill::level_info;
use ardri_engine::{Engine, EngineOptions, Eval, Limits, Ratings};
use ardri_rules::{Game, Move, Rules, Side};

use crate::ladder::{BASELINE_RATING, LadderGame, read_games, retired};
use crate::progress_bar;

/// The rating of a player of the games file: a level's, the baseline's, or a retired player's
/// (the rating it carried when the model was fitted on its games).
pub fn player_rating(id: &str) -> Option<i32> {
    if id == "baseline" {
        return Some(BASELINE_RATING as i32);
    }
    if let Some(old) = retired(id) {
        return Some(old.rating);
    }
    let level: u8 = id.strip_prefix('L')?.parse().ok()?;
    Some(level_info(level).rating)
}

pub(super) fn ratings_of(game: &LadderGame) -> Option<Ratings> {
    Some(Ratings {
        attackers: player_rating(&game.attackers)?,
        defenders: player_rating(&game.defenders)?,
    })
}

/// One position's evaluation as the re-scored file writes it: `EVAL/BEST/DEPTH`, the evaluation
/// from the attackers' view as centi-pieces, `A3`/`D0` (a win in so many moves), or `=`.
fn write_eval(e: &PositionEval) -> String {
    let eval = match e.eval {
        Eval::Cp(cp) => cp.to_string(),
        Eval::Win { side, moves } => format!("{}{moves}", side_letter(side)),
        Eval::Drawn => "=".to_string(),
    };
    let best = e.best_move.map_or("-".to_string(), |m| m.to_string());
    format!("{eval}/{best}/{}", e.depth)
}

fn side_letter(side: Side) -> char {
    match side {
        Side::Attackers => 'A',
        Side::Defenders => 'D',
    }
}

fn read_eval(text: &str, position: &ardri_rules::Position) -> Option<PositionEval> {
    let mut parts = text.split('/');
    let eval = match parts.next()? {
        "=" => Eval::Drawn,
        e if e.starts_with('A') => Eval::Win {
            side: Side::Attackers,
            moves: e[1..].parse().ok()?,
        },
        e if e.starts_with('D') => Eval::Win {
            side: Side::Defenders,
            moves: e[1..].parse().ok()?,
        },
        e => Eval::Cp(e.parse().ok()?),
    };
    let best = match parts.next()? {
        "-" => None,
        m => Some(position.parse_move(m).ok()?),
    };
    let depth = parts.next()?.parse().ok()?;
    Some(PositionEval {
        eval,
        best_move: best,
        depth,
    })
}

/// A ladder's games file, and how its level numbers read today.
pub struct GamesFile {
    pub path: PathBuf,
    /// Its level N is today's level N + `level_shift` (an older ladder's, whose levels have
    /// been numbered up since).
    pub level_shift: u8,
}

/// A player's id with today's level number (`L1` of a file shifted by 4 is `L5`).
fn shifted(id: &str, shift: u8) -> String {
    match id.strip_prefix('L').and_then(|n| n.parse::<u8>().ok()) {
        Some(level) => format!("L{}", level + shift),
        None => id.to_string(),
    }
}

/// The level of a player's id, a retired player's the level it was (`None` for the baselines).
pub(super) fn level_of(id: &str) -> Option<u8> {
    retired(id).map_or_else(|| id.strip_prefix('L')?.parse().ok(), |old| Some(old.level))
}

/// The games of the games file that have moves, by their index among them, with today's ids.
pub(super) fn games_with_moves(file: &GamesFile) -> Result<Vec<LadderGame>, String> {
    Ok(read_games(&file.path)?
        .into_iter()
        .filter(|g| !g.moves.is_empty())
        .map(|mut g| {
            g.attackers = shifted(&g.attackers, file.level_shift);
            g.defenders = shifted(&g.defenders, file.level_shift);
            g
        })
        .collect())
}

pub(super) fn replay(moves: &[Move]) -> Game {
    let mut game = Game::new(Rules::default());
    for &m in moves {
        // The games file was checked move by move when it was read.
        let _ = game.play(m);
    }
    game
}

/// `wdl rescore`: every position of every game with moves (between players both at `from_level`
/// or above), analysed at `depth`, appended to `out` one game per line (`INDEX ATTACKERS
/// DEFENDERS SCORE EVAL...`, the players by today's level numbers); games already there are
/// skipped.
pub fn rescore(
    games: &GamesFile,
    out: &Path,
    depth: u32,
    concurrency: usize,
    from_level: u8,
) -> Result<(), String> {
    let games = games_with_moves(games)?;
    let done: HashSet<usize> = match std::fs::read_to_string(out) {
        Ok(text) => text
            .lines()
            .filter_map(|l| l.split_whitespace().next()?.parse().ok())
            .collect(),
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => HashSet::new(),
        Err(e) => return Err(format!("{}: {e}", out.display())),
    };
    // Only games between rated players (levels and the baseline) feed the model: the one-ply
    // player's are left out.
    let high_enough = |id: &str| from_level == 0 || level_of(id).is_some_and(|l| l >= from_level);
    let rated = |i: &usize| {
        let g = &games[*i];
        ratings_of(g).is_some() && high_enough(&g.attackers) && high_enough(&g.defenders)
    };
    let unrated = (0..games.len()).filter(|i| !rated(i)).count();
    let todo: Vec<usize> = (0..games.len())
        .filter(|i| !done.contains(i) && rated(i))
        .collect();
    println!(
        "{} games with moves ({unrated} without ratings or below the levels asked, left out), {} already re-scored, {} to go (depth {depth})",
        games.len(),
        done.len(),
        todo.len()
    );
    let file = std::fs::OpenOptions::new()
        .create(true)
        .append(true)
        .open(out)
        .map_err(|e| format!("{}: {e}", out.display()))?;
    let file = Mutex::new(file);
    let next = AtomicUsize::new(0);
    let bar = progress_bar(todo.len() as u64, "games re-scored");
    let failed: Mutex<Option<String>> = Mutex::new(None);
    std::thread::scope(|scope| {
        for _ in 0..concurrency.max(1) {
            scope.spawn(|| {
                let mut engine = Engine::new(EngineOptions {
                    threads: 1,
                    hash_mib: 16,
                    ..EngineOptions::default()
                });
                loop {
                    let i = next.fetch_add(1, Ordering::Relaxed);
                    let Some(&index) = todo.get(i) else { break };
                    let record = &games[index];
                    let game = replay(&record.moves);
                    // A fresh table per game: the same position scores the same in every game.
                    engine.clear();
                    let evals = analyse_game(
                        &engine,
                        &game,
                        Limits::depth(depth),
                        ReviewOrder::Backward,
                        &AtomicBool::new(false),
                        &mut |_, _| {},
                    );
                    let mut line = format!(
                        "{index} {} {} {}",
                        record.attackers, record.defenders, record.score
                    );
                    for e in evals.iter().flatten() {
                        line.push(' ');
                        line.push_str(&write_eval(e));
                    }
                    line.push('\n');
                    let written = file.lock().map(|mut f| f.write_all(line.as_bytes()));
                    if let Ok(Err(e)) = written {
                        *failed.lock().unwrap_or_else(|p| p.into_inner()) =
                            Some(format!("{}: {e}", out.display()));
                        break;
                    }
                    bar.inc(1);
                }
            });
        }
    });
    bar.finish_and_clear();
    match failed.into_inner().unwrap_or_else(|p| p.into_inner()) {
        Some(e) => Err(e),
        None => Ok(()),
    }
}

/// A re-scored game: its record, its evaluations by ply and the players' ratings.
pub(super) struct Scored {
    pub(super) index: usize,
    pub(super) record: LadderGame,
    pub(super) game: Game,
    pub(super) evals: Vec<Option<PositionEval>>,
    pub(super) ratings: Ratings,
}

/// The re-scored games of `scored`, numbered from `first_index` (so that two files' games keep
/// apart in the folds).
pub(super) fn read_scored(
    games: &GamesFile,
    scored: &Path,
    first_index: usize,
) -> Result<Vec<Scored>, String> {
    let games = games_with_moves(games)?;
    let text = std::fs::read_to_string(scored).map_err(|e| format!("{}: {e}", scored.display()))?;
    let mut out = Vec::new();
    for (n, line) in text.lines().enumerate() {
        let bad = || format!("{}, line {}: not a re-scored game", scored.display(), n + 1);
        let mut words = line.split_whitespace();
        let index: usize = words.next().and_then(|w| w.parse().ok()).ok_or_else(bad)?;
        let record = games.get(index).ok_or_else(bad)?;
        if words.next() != Some(record.attackers.as_str())
            || words.next() != Some(record.defenders.as_str())
        {
            return Err(format!(
                "{}, line {}: game {index} is not the games file's (was the file changed?)",
                scored.display(),
                n + 1
            ));
        }
        words.next();
        let game = replay(&record.moves);
        let evals: Vec<Option<PositionEval>> = words
            .enumerate()
            .map(|(ply, w)| game.position_at(ply).and_then(|p| read_eval(w, p)))
            .collect();
        if evals.len() != game.ply_count() + 1 || evals.iter().any(Option::is_none) {
            return Err(bad());
        }
        let ratings = ratings_of(record).ok_or_else(bad)?;
        out.push(Scored {
            index: first_index + index,
            record: record.clone(),
            game,
            evals,
            ratings,
        });
    }
    out.sort_by_key(|s| s.index);
    out.dedup_by_key(|s| s.index);
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The games of a retired player are read at the rating it carried when the model was fitted
    /// on them, as the level it was; an unknown id is not read at all.
    #[test]
    fn a_retired_player_is_read_at_the_rating_it_carried() {
        assert_eq!(player_rating("L12-depth8"), Some(2472));
        assert_eq!(player_rating("L13-100ms"), Some(2573));
        assert_eq!(level_of("L13-100ms"), Some(13));
        assert_eq!(player_rating("L12"), Some(level_info(12).rating));
        assert_eq!(player_rating("L12-depth9"), None);
        assert_eq!(level_of("baseline"), None);
    }
}
