//! `ardri-engine datagen`: training data for a learned evaluation, made by self-play.
//!
//! Games start from distinct random openings (a random number of random plies, no opening twice in a
//! run), then one engine per game plays both sides on a node budget per move, with no contempt. Every
//! quiet position after the opening is stored with the engine's search score and the game's result.
//!
//! The records' format is in the `ardri-data` crate.

use std::io::Write;
use std::sync::Mutex;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};

use ardri_data::{Record, SCORE_LIMIT};
use ardri_engine::score::is_decisive;
use ardri_engine::{Engine, EngineOptions, Limits, SearchRequest};
use ardri_rules::{Game, Position, Rules, Side};

use crate::openings::openings;
use crate::tune::is_quiet;

#[derive(Clone, Debug)]
pub struct DatagenConfig {
    pub games: usize,
    pub nodes: u64,
    pub threads: usize,
    pub seed: u64,
    /// Games still going after this many plies are stored as draws.
    pub max_plies: usize,
}

/// What a run made.
#[derive(Clone, Copy, Debug, Default)]
pub struct DatagenStats {
    pub games: usize,
    pub positions: usize,
}

/// Plays `config.games` games on `config.threads` threads and appends their records to `out`.
/// `progress` hears the running totals after each game; `stop` ends the run after the games in play.
pub fn run(
    config: &DatagenConfig,
    out: &Mutex<&mut (dyn Write + Send)>,
    stop: &AtomicBool,
    progress: &(dyn Fn(DatagenStats) + Sync),
) -> std::io::Result<DatagenStats> {
    let rules = Rules::default();
    // Distinct openings of 4 to 9 random plies: six seeds' worth, one per length.
    let mut lines = Vec::new();
    for (i, plies) in (4..=9).enumerate() {
        let share = config.games.div_ceil(6);
        lines.extend(openings(share, plies, config.seed * 16 + i as u64, rules));
    }
    lines.truncate(config.games);
    let next = AtomicUsize::new(0);
    let stats = Mutex::new(DatagenStats::default());
    let error = Mutex::new(None);
    std::thread::scope(|scope| {
        for _ in 0..config.threads.max(1) {
            scope.spawn(|| {
                let mut engine = Engine::new(EngineOptions {
                    hash_mib: 16,
                    threads: 1,
                    contempt: 0,
                    ..EngineOptions::default()
                });
                loop {
                    if stop.load(Ordering::Relaxed) {
                        break;
                    }
                    let index = next.fetch_add(1, Ordering::Relaxed);
                    let Some(line) = lines.get(index) else { break };
                    engine.clear();
                    let records = play_game(&engine, line, config, index, rules);
                    let bytes: Vec<u8> = records.iter().flat_map(Record::encode).collect();
                    if let Err(e) = out.lock().expect("output lock").write_all(&bytes) {
                        *error.lock().expect("error lock") = Some(e);
                        stop.store(true, Ordering::Relaxed);
                        break;
                    }
                    let snapshot = {
                        let mut s = stats.lock().expect("stats lock");
                        s.games += 1;
                        s.positions += records.len();
                        *s
                    };
                    progress(snapshot);
                }
            });
        }
    });
    if let Some(e) = error.into_inner().expect("error lock") {
        return Err(e);
    }
    Ok(stats.into_inner().expect("stats lock"))
}

fn play_game(
    engine: &Engine,
    opening: &[ardri_rules::Move],
    config: &DatagenConfig,
    index: usize,
    rules: Rules,
) -> Vec<Record> {
    let mut game = Game::new(rules);
    for &m in opening {
        game.play(m).expect("openings are legal");
    }
    let stop = AtomicBool::new(false);
    let mut scored: Vec<(Position, i16, u16)> = Vec::new();
    while !game.is_over() && game.ply_count() < config.max_plies {
        let request = SearchRequest {
            position: *game.position(),
            history: game.positions()[..game.ply_count()].to_vec(),
            limits: Limits::nodes(config.nodes),
            analysis: true,
            multipv: 1,
        };
        let result = engine.search(&request, &stop, &mut |_| {});
        let Some(m) = result.best_move else { break };
        let position = *game.position();
        if is_quiet(&position) {
            // A forced win or loss is stored as the bound.
            let score = if is_decisive(result.value) {
                SCORE_LIMIT * result.value.signum()
            } else {
                result.value.clamp(-SCORE_LIMIT, SCORE_LIMIT)
            };
            scored.push((position, score as i16, game.ply_count() as u16));
        }
        game.play(m).expect("the engine plays legal moves");
    }
    let result = match game.outcome().and_then(|o| o.winner) {
        Some(Side::Attackers) => 2,
        Some(Side::Defenders) => 0,
        None => 1,
    };
    let game_id = config.seed << 32 | index as u64;
    scored
        .into_iter()
        .map(|(position, score, ply)| Record {
            position,
            score,
            result,
            ply,
            game: game_id,
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn records_round_trip_and_bad_files_are_refused() {
        let mut buffer = Vec::new();
        ardri_data::write_header(&mut buffer).unwrap();
        let config = DatagenConfig {
            games: 3,
            nodes: 300,
            threads: 1,
            seed: 5,
            max_plies: 60,
        };
        let out: &mut (dyn Write + Send) = &mut buffer;
        let out = Mutex::new(out);
        let stats = run(&config, &out, &AtomicBool::new(false), &|_| {}).unwrap();
        assert_eq!(stats.games, 3);
        assert!(stats.positions > 0);
        let records = ardri_data::read_all(&mut buffer.as_slice(), Rules::default()).unwrap();
        assert_eq!(records.len(), stats.positions);
        for r in &records {
            assert_eq!(Record::decode(&r.encode(), Rules::default()).unwrap(), *r);
            assert!(r.result <= 2);
        }
        // Whole games keep one id.
        let ids: std::collections::BTreeSet<u64> = records.iter().map(|r| r.game).collect();
        assert!(ids.len() <= 3);
        assert!(ardri_data::read_all(&mut &b"NOTADATA00000000"[..], Rules::default()).is_err());
        let mut cut = buffer.clone();
        cut.pop();
        assert!(ardri_data::read_all(&mut cut.as_slice(), Rules::default()).is_err());
    }
}
