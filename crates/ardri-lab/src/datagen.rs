//! `ardri-lab datagen`: training data for a learned evaluation, made by self-play.
//!
//! Games start from distinct random openings (a random number of random plies, no opening twice in a
//! run), then one engine per game plays both sides on a node budget per move, with no contempt. Every
//! quiet position after the opening is stored with the engine's search score and the game's result.
//!
//! The records' format is in the `ardri-data` crate.

use std::io::Write;
use std::sync::Mutex;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};

use std::path::PathBuf;
use std::time::Instant;

use ardri_data::{PositionRecord, SCORE_LIMIT};
use ardri_engine::score::is_decisive;
use ardri_engine::{Engine, EngineOptions, Limits};
use ardri_rules::{Game, Position, Rules, Side};

use crate::game_loop::{EnginePlayer, GameError, opening_game, play_game_from};
use crate::progress_bar;

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
    /// Attackers taken off the board after the opening (0: none). Self-play from such starts
    /// reaches the positions where an evaluation favours the defenders, which games from the
    /// start seldom do: data for the win/draw/loss model's lower half, not for training.
    pub handicap: usize,
    /// The random openings' lengths (at most 16 of them), the games shared about evenly among
    /// them (the longest lose the few that do not divide evenly).
    pub opening_plies: std::ops::RangeInclusive<usize>,
    /// Play with the network (true) or the hand evaluation: each evaluation's data apart.
    pub use_nnue: bool,
    /// The network to play with; `None` is the built-in one. A new generation of data is played
    /// by the newest candidate without rebuilding the binary.
    pub network: Option<std::sync::Arc<ardri_engine::nnue::Network>>,
}

/// Self-play training data for a learned evaluation (and for fitting the win/draw/loss model):
/// every quiet position with the search score and the game's result, appended to FILE (binary
/// format: see the `ardri-data` crate).
#[derive(clap::Args)]
pub struct DatagenArgs {
    #[arg(long, value_name = "FILE")]
    out: PathBuf,
    #[arg(long, default_value_t = 1000)]
    games: usize,
    /// Nodes searched for each move.
    #[arg(long, default_value_t = 5000)]
    nodes: u64,
    #[arg(long, default_value_t = crate::default_threads())]
    threads: usize,
    /// Seeds the openings; use a new one for each run appended to a file.
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// Play with the hand evaluation instead of the network.
    #[arg(long)]
    no_nnue: bool,
    /// The random openings' lengths, e.g. 4-9 (the default). Longer ones reach lopsided positions
    /// (a side well ahead) that even self-play rarely does, for fitting the win/draw/loss model's
    /// tails.
    #[arg(long, value_name = "MIN-MAX", default_value = "4-9", value_parser = parse_plies)]
    opening_plies: std::ops::RangeInclusive<usize>,
    /// Take this many attackers off the board (chosen at random) after each opening, so the
    /// games reach positions where the defenders are ahead: for fitting the win/draw/loss model,
    /// never for training an evaluation.
    #[arg(long, default_value_t = 0, value_parser = clap::value_parser!(u8).range(0..=8))]
    handicap: u8,
    /// Play with this network file instead of the built-in one.
    #[arg(long, value_name = "NET", conflicts_with = "no_nnue")]
    evalfile: Option<PathBuf>,
    /// Games still going after this many plies are stored as draws. Longer caps show whether a
    /// game stopped at the cap was drawn or only slow to be won.
    #[arg(long, default_value_t = 300, value_parser = clap::value_parser!(u16).range(20..))]
    max_plies: u16,
}

fn parse_plies(text: &str) -> Result<std::ops::RangeInclusive<usize>, String> {
    let bad =
        || format!("{text}: expected MIN-MAX plies, e.g. 4-9, at most 16 lengths and MAX <= 60");
    let (min, max) = text.split_once('-').ok_or_else(bad)?;
    let (min, max): (usize, usize) = (
        min.trim().parse().map_err(|_| bad())?,
        max.trim().parse().map_err(|_| bad())?,
    );
    // Each length's openings have a seed of their own among 16 per run seed.
    if min > max || max > 60 || max - min >= 16 {
        return Err(bad());
    }
    Ok(min..=max)
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
    // Distinct random openings: a seed and an even share of the games for each length.
    let mut lines = Vec::new();
    let lengths = config.opening_plies.clone().count().max(1);
    for (i, plies) in config.opening_plies.clone().enumerate() {
        let share = config.games.div_ceil(lengths);
        lines.extend(openings(share, plies, config.seed * 16 + i as u64, rules));
    }
    lines.truncate(config.games);
    let next = AtomicUsize::new(0);
    let stats = Mutex::new(DatagenStats::default());
    let error = Mutex::new(None);
    std::thread::scope(|scope| {
        for _ in 0..config.threads.max(1) {
            scope.spawn(|| {
                // One engine plays both sides as analysis: no contempt, no weaker level.
                let mut player = EnginePlayer {
                    name: "datagen".into(),
                    engine: Engine::new(EngineOptions {
                        hash_mib: 16,
                        threads: 1,
                        contempt: 0,
                        use_nnue: config.use_nnue,
                        network: config.network.clone(),
                        ..EngineOptions::default()
                    }),
                    limits: Limits::nodes(config.nodes),
                    analysis: true,
                };
                loop {
                    if stop.load(Ordering::Relaxed) {
                        break;
                    }
                    let index = next.fetch_add(1, Ordering::Relaxed);
                    let Some(line) = lines.get(index) else { break };
                    let records = match play_recorded(&mut player, line, config, index, rules) {
                        Ok(records) => records,
                        Err(e) => {
                            *error.lock().expect("error lock") =
                                Some(std::io::Error::other(e.to_string()));
                            stop.store(true, Ordering::Relaxed);
                            break;
                        }
                    };
                    let bytes: Vec<u8> = records.iter().flat_map(PositionRecord::encode).collect();
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

/// `pos` with `count` of its attackers (chosen by `seed`) taken off; one attacker always stays.
fn without_attackers(pos: &Position, count: usize, seed: u64) -> Position {
    let mut attackers: Vec<ardri_rules::Square> = pos.attackers().collect();
    let mut rng = crate::rng::SplitMix64::new(seed);
    for _ in 0..count.min(attackers.len().saturating_sub(1)) {
        attackers.swap_remove(rng.below(attackers.len()));
    }
    Position::from_parts(
        attackers.into_iter().collect(),
        pos.defenders(),
        pos.king(),
        pos.side_to_move(),
        *pos.rules(),
    )
    .expect("fewer pieces of a legal position is a legal position")
}

/// Plays one game and returns its quiet positions with their scores and the result.
fn play_recorded(
    player: &mut EnginePlayer,
    opening: &[ardri_rules::Move],
    config: &DatagenConfig,
    index: usize,
    rules: Rules,
) -> Result<Vec<PositionRecord>, GameError> {
    let mut scored: Vec<(Position, i16, u16)> = Vec::new();
    let mut start = opening_game(rules, opening);
    if config.handicap > 0 {
        let seed = config.seed.wrapping_mul(0x9e37_79b9_7f4a_7c15) ^ index as u64;
        start = Game::from_position(without_attackers(start.position(), config.handicap, seed));
    }
    let played = play_game_from(
        start,
        config.max_plies,
        &mut [player],
        &mut |game, result| {
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
        },
    )?;
    let result = match played.game.outcome().and_then(|o| o.winner) {
        Some(Side::Attackers) => 2,
        Some(Side::Defenders) => 0,
        None => 1,
    };
    let game_id = config.seed << 32 | index as u64;
    Ok(scored
        .into_iter()
        .map(|(position, score, ply)| PositionRecord {
            position,
            score,
            result,
            ply,
            game: game_id,
        })
        .collect())
}

pub fn run_command(args: DatagenArgs) -> Result<(), String> {
    // Read the network before touching the output, so a bad file changes nothing.
    let network = args
        .evalfile
        .as_deref()
        .map(crate::load_network)
        .transpose()?;
    let path = &args.out;
    let games = args.games;
    let shown = path.display();
    let mut file = std::fs::OpenOptions::new()
        .create(true)
        .append(true)
        .open(path)
        .map_err(|e| format!("cannot open {shown}: {e}"))?;
    let fresh = file.metadata().map_err(|e| e.to_string())?.len() == 0;
    if fresh {
        ardri_data::write_header(&mut file).map_err(|e| format!("cannot write {shown}: {e}"))?;
    }
    let mut writer = std::io::BufWriter::new(file);
    let config = DatagenConfig {
        games,
        nodes: args.nodes,
        threads: args.threads,
        seed: args.seed,
        max_plies: usize::from(args.max_plies),
        opening_plies: args.opening_plies,
        handicap: usize::from(args.handicap),
        use_nnue: !args.no_nnue,
        network,
    };
    let bar = progress_bar(games as u64, "games");
    let started = Instant::now();
    let stats = {
        let out: &mut (dyn std::io::Write + Send) = &mut writer;
        let out = std::sync::Mutex::new(out);
        run(
            &config,
            &out,
            &std::sync::atomic::AtomicBool::new(false),
            &|s| {
                bar.set_position(s.games as u64);
                let rate = s.positions as f64 / started.elapsed().as_secs_f64().max(1e-3);
                bar.set_message(format!("{} positions, {rate:.0}/s", s.positions));
            },
        )
        .map_err(|e| format!("cannot write {shown}: {e}"))?
    };
    writer
        .flush()
        .map_err(|e| format!("cannot write {shown}: {e}"))?;
    bar.finish_and_clear();
    let seconds = started.elapsed().as_secs_f64();
    println!(
        "{} games, {} positions in {seconds:.1} s ({:.0} positions/s, {:.0} an hour) appended to {shown}",
        stats.games,
        stats.positions,
        stats.positions as f64 / seconds,
        stats.positions as f64 / seconds * 3600.0
    );
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A small run's configuration: `games` games of the hand evaluation at 200 nodes a move.
    fn small(games: usize, seed: u64) -> DatagenConfig {
        DatagenConfig {
            games,
            nodes: 200,
            threads: 1,
            seed,
            max_plies: 40,
            opening_plies: 4..=9,
            handicap: 0,
            use_nnue: false,
            network: None,
        }
    }

    /// Runs `config` into a fresh file: what it made, and the file's bytes.
    fn generate(config: &DatagenConfig) -> (DatagenStats, Vec<u8>) {
        let mut buffer = Vec::new();
        ardri_data::write_header(&mut buffer).unwrap();
        let out: &mut (dyn Write + Send) = &mut buffer;
        let out = Mutex::new(out);
        let stats = run(config, &out, &AtomicBool::new(false), &|_| {}).unwrap();
        (stats, buffer)
    }

    fn records(bytes: &[u8]) -> Vec<PositionRecord> {
        ardri_data::read_all(&mut &bytes[..], Rules::default()).unwrap()
    }

    #[test]
    fn records_round_trip_and_bad_files_are_refused() {
        let config = DatagenConfig {
            nodes: 300,
            max_plies: 60,
            use_nnue: true,
            ..small(3, 5)
        };
        let (stats, buffer) = generate(&config);
        assert_eq!(stats.games, 3);
        assert!(stats.positions > 0);
        let records = records(&buffer);
        assert_eq!(records.len(), stats.positions);
        for r in &records {
            assert_eq!(
                PositionRecord::decode(&r.encode(), Rules::default()).unwrap(),
                *r
            );
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

    #[test]
    fn openings_have_the_lengths_asked_for() {
        assert_eq!(parse_plies("10-16"), Ok(10..=16));
        assert_eq!(parse_plies(" 4 - 9"), Ok(4..=9));
        for bad in ["9-4", "12", "a-b", "4-99", "4-20", ""] {
            assert!(parse_plies(bad).is_err(), "{bad}");
        }
        let config = DatagenConfig {
            opening_plies: 14..=14,
            ..small(2, 9)
        };
        let records = records(&generate(&config).1);
        assert!(!records.is_empty());
        // No position of the random opening is stored.
        let first = records.iter().map(|r| r.ply).min();
        assert!(first >= Some(14), "{first:?}");
    }

    #[test]
    fn a_handicap_takes_attackers_off() {
        let start = Position::start(Rules::default());
        let fewer = without_attackers(&start, 5, 3);
        assert_eq!(fewer.attackers().count(), 11);
        assert_eq!((fewer.attackers() & !start.attackers()).count(), 0);
        assert_eq!(fewer.defenders(), start.defenders());
        assert_eq!(fewer.king(), start.king());
        assert_eq!(fewer.side_to_move(), start.side_to_move());
        let again = without_attackers(&start, 5, 3);
        assert_eq!(again.attackers(), fewer.attackers());
        let other = without_attackers(&start, 5, 4);
        assert_ne!(other.attackers(), fewer.attackers());
        // Datagen's games start from such positions: none stored has more than 11 attackers.
        let config = DatagenConfig {
            max_plies: 30,
            opening_plies: 4..=4,
            handicap: 5,
            ..small(2, 11)
        };
        let records = records(&generate(&config).1);
        assert!(!records.is_empty());
        assert!(records.iter().all(|r| r.position.attackers().count() <= 11));
    }

    /// `--max-plies` reaches the games: none is stored past the cap, and a game cut there is a draw.
    #[test]
    fn games_stop_at_the_ply_cap() {
        #[derive(clap::Parser)]
        struct Cli {
            #[command(flatten)]
            args: DatagenArgs,
        }
        let parse = |cap: &str| {
            <Cli as clap::Parser>::try_parse_from(["datagen", "--out", "x.bin", "--max-plies", cap])
        };
        assert_eq!(parse("1200").unwrap().args.max_plies, 1200);
        assert!(parse("5").is_err(), "a cap below 20 plies is refused");
        let config = DatagenConfig {
            max_plies: 24,
            ..small(4, 9)
        };
        let records = records(&generate(&config).1);
        assert!(records.iter().all(|r| r.ply < 24));
        let cut: Vec<_> = records.iter().filter(|r| r.ply >= 22).collect();
        assert!(!cut.is_empty(), "no game went to the cap");
        assert!(
            cut.iter().all(|r| r.result == 1),
            "a game cut at the cap is a draw"
        );
    }
}
