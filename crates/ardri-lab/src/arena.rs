//! Engine-versus-engine matches refereed by the rules core: how the engine proves progress.
//!
//! Each opening (a few random plies from the start) is played twice with the colours swapped, so
//! neither player profits from a lopsided opening. The result comes with an Elo estimate and its
//! 95% error margin.

use std::sync::Mutex;
use std::sync::atomic::AtomicBool;
use std::time::Duration;

use crate::baseline;
use crate::game_loop::{EnginePlayer, GameError, Player, play_game};
use ardri_engine::limits::Limits;
use ardri_engine::search::SearchResult;
use ardri_engine::threads::{Engine, EngineOptions};
use ardri_engine::{Clock, EngineFault, SearchFeatures, Weights};
use ardri_rules::{Game, Move, Outcome, Rules, Side};

use crate::openings::openings;

mod sprt;
pub use sprt::{Sprt, SprtVerdict};

/// How a player chooses its moves.
#[derive(Clone, Debug)]
pub enum PlayerKind {
    Engine(EngineOptions),
    /// The seed's plain alpha-beta with the naive evaluation.
    Baseline,
}

#[derive(Clone, Debug)]
pub struct PlayerSpec {
    pub name: String,
    pub kind: PlayerKind,
    pub limits: Limits,
}

/// The player mini-language of `match --a/--b`: `engine movetime=100 threads=1`, `baseline depth=4`
/// (every setting is listed in [`PLAYER_HELP`]).
impl std::str::FromStr for PlayerSpec {
    type Err = String;

    fn from_str(text: &str) -> Result<PlayerSpec, String> {
        let mut words = text.split_whitespace();
        let kind = words.next().ok_or("empty player")?;
        let mut options = EngineOptions::default();
        let mut limits = Limits::default();
        let mut features = SearchFeatures::default();
        // A level's own settings changed by hand (applied once the level is known).
        let mut repetition_margin: Option<i32> = None;
        let mut careless: Option<u8> = None;
        let mut overlooks: Option<u8> = None;
        for word in words {
            let (key, value) = word.split_once('=').unwrap_or((word, ""));
            match key {
                "depth" => limits.depth = Some(number(key, value)?),
                "nodes" => limits.nodes = Some(number(key, value)?),
                "movetime" => limits.movetime = Some(Duration::from_millis(number(key, value)?)),
                "clock" => {
                    let (time, inc) = value.split_once('+').unwrap_or((value, "0"));
                    limits.clock = Some(Clock {
                        remaining: Duration::from_millis(number(key, time)?),
                        increment: Duration::from_millis(number(key, inc)?),
                    });
                }
                "threads" => options.threads = number(key, value)?,
                "hash" => options.hash_mib = number(key, value)?,
                "weights" => options.weights = Weights::parse(value)?,
                "contempt" => options.contempt = number(key, value)?,
                "skill" => options.skill_level = number(key, value)?,
                "seed" => options.skill_seed = Some(number(key, value)?),
                "strength" => {
                    // DEPTH:NOISE[:NODES], a level's caps and noise set by hand.
                    let parts: Vec<&str> = value.split(':').collect();
                    let (depth, noise, nodes) = match parts.as_slice() {
                        [d, n] => (d, n, None),
                        [d, n, nodes] => (d, n, Some(number(key, nodes)?)),
                        _ => return Err("strength= needs DEPTH:NOISE[:NODES]".into()),
                    };
                    options.strength = Some(ardri_engine::skill::Strength {
                        depth: number(key, depth)?,
                        nodes,
                        noise: number(key, noise)?,
                        careless: 0,
                        overlooks: 0,
                        repetition_margin: ardri_engine::skill::REPETITION_MARGIN,
                    });
                }
                "repeat-margin" => repetition_margin = Some(number(key, value)?),
                "careless" => careless = Some(number::<u8>(key, value)?.min(100)),
                "overlooks" => overlooks = Some(number::<u8>(key, value)?.min(99)),
                "no-nnue" => options.use_nnue = false,
                "nnue" => options.use_nnue = true,
                "evalfile" => {
                    options.network = Some(crate::load_network(std::path::Path::new(value))?)
                }
                "no-null" => features.null_move = false,
                "no-lmr" => features.late_move_reductions = false,
                "no-extension" => features.threat_extension = false,
                "no-rfp" => features.reverse_futility = false,
                "no-aspiration" => features.aspiration = false,
                "no-lmp" => features.late_move_pruning = false,
                "no-futility" => features.futility = false,
                "no-iir" => features.iir = false,
                "no-fortress" => features.fortress = false,
                "half-movetime" => features.use_all_movetime = false,
                "lmr" => {
                    let (first, divisor) = value
                        .split_once(',')
                        .ok_or("lmr= needs FIRST,DIVISOR (e.g. lmr=3,220)")?;
                    features.lmr.first_move = number(key, first)?;
                    features.lmr.divisor = number::<u32>(key, divisor)?.max(1);
                }
                _ => return Err(format!("unknown player setting '{word}'")),
            }
        }
        if limits == Limits::default() {
            return Err(format!(
                "player '{text}' needs a limit (depth, nodes, movetime or clock)"
            ));
        }
        if limits.clock.is_some() {
            return Err("clock= is not supported in matches yet (clocks are not tracked per game); use movetime=".into());
        }
        options.features = features;
        if repetition_margin.is_some() || careless.is_some() || overlooks.is_some() {
            let base = options
                .strength
                .or_else(|| ardri_engine::skill::strength(options.skill_level))
                .ok_or("repeat-margin=, careless= and overlooks= need a level below the top (skill= or strength=)")?;
            options.strength = Some(ardri_engine::skill::Strength {
                repetition_margin: repetition_margin.unwrap_or(base.repetition_margin),
                careless: careless.unwrap_or(base.careless),
                overlooks: overlooks.unwrap_or(base.overlooks),
                ..base
            });
        }
        let kind = match kind {
            "engine" => PlayerKind::Engine(options),
            "baseline" => PlayerKind::Baseline,
            other => {
                return Err(format!(
                    "unknown player kind '{other}' (engine or baseline)"
                ));
            }
        };
        Ok(PlayerSpec {
            name: text.to_string(),
            kind,
            limits,
        })
    }
}

fn number<T: std::str::FromStr>(name: &str, text: &str) -> Result<T, String> {
    text.parse()
        .map_err(|_| format!("{name} needs a number, not '{text}'"))
}

/// The settings a player of `match` takes.
pub const PLAYER_HELP: &str = "\
A player is 'engine' or 'baseline' followed by settings separated by spaces:
  depth=N nodes=N movetime=MS threads=N hash=MIB contempt=CP skill=LEVEL seed=N weights=w1,w2,...
  strength=DEPTH:NOISE[:NODES] (a weaker level's depth cap, evaluation noise and node cap, by hand)
  repeat-margin=CP careless=PERCENT overlooks=PERCENT (a weaker level's repetition margin, share of
  moves chosen without looking at the reply and share of moves it does not see, by hand)
  nnue / no-nnue (the network or the hand evaluation)  evalfile=PATH (another network)
  no-null no-lmr no-extension no-rfp no-aspiration no-lmp no-futility no-iir no-fortress half-movetime
  lmr=FIRST,DIVISOR   (late move reductions from move FIRST, ln*ln*100/DIVISOR; 3,220)
seed= fixes a weaker level's misjudgements (default: from the clock, new for every game).";

#[derive(Clone, Debug)]
pub struct MatchConfig {
    /// Number of games; rounded up to an even number (openings come in colour-swapped pairs).
    pub games: usize,
    /// Random plies played from the start before the players take over.
    pub opening_plies: usize,
    /// A game still going after this many plies is scored a draw (and counted apart).
    pub max_plies: usize,
    pub seed: u64,
    /// Games played at the same time.
    pub concurrency: usize,
    pub rules: Rules,
}

impl Default for MatchConfig {
    fn default() -> MatchConfig {
        MatchConfig {
            games: 20,
            opening_plies: 4,
            max_plies: 300,
            seed: 1,
            concurrency: 1,
            rules: Rules::default(),
        }
    }
}

/// How one game ended, from the first player's (A's) view.
#[derive(Clone, Debug)]
pub struct PlayedGame {
    pub opening: usize,
    pub a_side: Side,
    pub outcome: Option<Outcome>,
    pub plies: usize,
    /// Set when the game hit `max_plies` and was scored a draw.
    pub adjudicated: bool,
    pub moves: Vec<Move>,
    /// Search statistics per player, `[A, B]`: moves searched, nodes and completed depths summed.
    pub stats: [PlayerStats; 2],
}

/// What one player's searches added up to over a game (for calibrating node against time limits).
#[derive(Clone, Copy, Debug, Default)]
pub struct PlayerStats {
    pub moves: u64,
    pub nodes: u64,
    pub depth: u64,
}

impl PlayerStats {
    fn add(&mut self, other: &PlayerStats) {
        self.moves += other.moves;
        self.nodes += other.nodes;
        self.depth += other.depth;
    }

    pub fn nodes_per_move(&self) -> f64 {
        self.nodes as f64 / self.moves.max(1) as f64
    }

    pub fn depth_per_move(&self) -> f64 {
        self.depth as f64 / self.moves.max(1) as f64
    }
}

impl PlayedGame {
    /// 1, 0.5 or 0 for player A.
    pub fn score_for_a(&self) -> f64 {
        match self.outcome.and_then(|o| o.winner) {
            Some(side) if side == self.a_side => 1.0,
            Some(_) => 0.0,
            None => 0.5,
        }
    }
}

/// Totals from A's view with an Elo estimate.
#[derive(Clone, Debug, Default)]
pub struct MatchSummary {
    pub wins: usize,
    pub losses: usize,
    pub draws: usize,
    pub adjudicated: usize,
    pub defender_wins: usize,
    pub attacker_wins: usize,
    /// Games ended by a third repetition (drawn by the rules, not at the move limit).
    pub repetitions: usize,
    /// Search statistics of A and B over all games.
    pub stats: [PlayerStats; 2],
}

impl MatchSummary {
    pub fn from_records(records: &[PlayedGame]) -> MatchSummary {
        let mut s = MatchSummary::default();
        for r in records {
            match r.score_for_a() {
                x if x > 0.75 => s.wins += 1,
                x if x < 0.25 => s.losses += 1,
                _ => s.draws += 1,
            }
            s.adjudicated += usize::from(r.adjudicated);
            s.repetitions += usize::from(
                r.outcome
                    .is_some_and(|o| o.reason == ardri_rules::EndReason::Repetition),
            );
            s.stats[0].add(&r.stats[0]);
            s.stats[1].add(&r.stats[1]);
            match r.outcome.and_then(|o| o.winner) {
                Some(Side::Defenders) => s.defender_wins += 1,
                Some(Side::Attackers) => s.attacker_wins += 1,
                None => {}
            }
        }
        s
    }

    pub fn games(&self) -> usize {
        self.wins + self.losses + self.draws
    }

    /// A's score as a fraction of the games.
    pub fn score(&self) -> f64 {
        (self.wins as f64 + 0.5 * self.draws as f64) / self.games().max(1) as f64
    }

    /// The Elo difference (A minus B) and the half-width of its 95% interval. Scores of exactly 0 or
    /// 1 are clamped to half a game from the edge so the estimate stays finite (it is then a bound).
    pub fn elo(&self) -> (f64, f64) {
        let n = self.games().max(1) as f64;
        let clamp = |p: f64| p.clamp(0.5 / n, 1.0 - 0.5 / n);
        let to_elo = |p: f64| -400.0 * (1.0 / clamp(p) - 1.0).log10();
        let p = self.score();
        let mean_sq = (self.wins as f64 + 0.25 * self.draws as f64) / n;
        let stderr = ((mean_sq - p * p).max(0.0) / n).sqrt();
        let low = to_elo(p - 1.96 * stderr);
        let high = to_elo(p + 1.96 * stderr);
        (to_elo(p), (high - low) / 2.0)
    }
}

/// The Wilson score interval (95%) of a share: `hits` of `n`, as (low, high) fractions.
pub fn wilson_interval(hits: usize, n: usize) -> (f64, f64) {
    if n == 0 {
        return (0.0, 1.0);
    }
    let (n, p, z) = (n as f64, hits as f64 / n as f64, 1.96f64);
    let centre = (p + z * z / (2.0 * n)) / (1.0 + z * z / n);
    let half = z * (p * (1.0 - p) / n + z * z / (4.0 * n * n)).sqrt() / (1.0 + z * z / n);
    ((centre - half).max(0.0), (centre + half).min(1.0))
}

/// A player of a match, made from its spec for each worker thread.
enum ArenaPlayer {
    Engine(Box<EnginePlayer>),
    Baseline { name: String, limits: Limits },
}

impl ArenaPlayer {
    fn new(spec: &PlayerSpec) -> ArenaPlayer {
        match &spec.kind {
            PlayerKind::Engine(options) => ArenaPlayer::Engine(Box::new(EnginePlayer {
                name: spec.name.clone(),
                engine: Engine::new(options.clone()),
                limits: spec.limits,
                analysis: false,
            })),
            PlayerKind::Baseline => ArenaPlayer::Baseline {
                name: spec.name.clone(),
                limits: spec.limits,
            },
        }
    }
}

impl Player for ArenaPlayer {
    fn name(&self) -> &str {
        match self {
            ArenaPlayer::Engine(p) => p.name(),
            ArenaPlayer::Baseline { name, .. } => name,
        }
    }

    fn new_game(&mut self) {
        if let ArenaPlayer::Engine(p) = self {
            p.new_game();
        }
    }

    fn choose(&mut self, game: &Game) -> Result<SearchResult, EngineFault> {
        match self {
            ArenaPlayer::Engine(p) => p.choose(game),
            ArenaPlayer::Baseline { limits, .. } => Ok(baseline::search(
                game.position(),
                limits,
                &AtomicBool::new(false),
            )),
        }
    }
}

/// Plays one game; `a_side` is the side player A takes.
fn play_one(
    a: &mut ArenaPlayer,
    b: &mut ArenaPlayer,
    a_side: Side,
    opening: &[Move],
    config: &MatchConfig,
    opening_index: usize,
) -> Result<PlayedGame, GameError> {
    let mut stats = [PlayerStats::default(); 2];
    let mut players: [&mut dyn Player; 2] = match a_side {
        Side::Attackers => [a, b],
        Side::Defenders => [b, a],
    };
    let played = play_game(
        config.rules,
        opening,
        config.max_plies,
        &mut players,
        &mut |game, result| {
            let index = usize::from(game.position().side_to_move() != a_side);
            stats[index].add(&PlayerStats {
                moves: 1,
                nodes: result.nodes,
                depth: u64::from(result.depth),
            });
        },
    )?;
    let game = played.game;
    Ok(PlayedGame {
        opening: opening_index,
        a_side,
        outcome: game.outcome(),
        plies: game.ply_count(),
        adjudicated: played.adjudicated,
        moves: game.moves().iter().map(|p| p.mv).collect(),
        stats,
    })
}

/// Plays the match; `on_game` hears about each finished game (in completion order). Raising `stop`
/// (an SPRT that has decided) lets the games in play finish and starts no more.
pub fn run_match(
    a: &PlayerSpec,
    b: &PlayerSpec,
    config: &MatchConfig,
    stop: &std::sync::atomic::AtomicBool,
    on_game: &(dyn Fn(&PlayedGame, usize) + Sync),
) -> Result<Vec<PlayedGame>, String> {
    let pairs = config.games.div_ceil(2);
    let lines = openings(pairs, config.opening_plies, config.seed, config.rules);
    let jobs: Vec<(usize, Side)> = (0..lines.len())
        .flat_map(|i| [(i, Side::Defenders), (i, Side::Attackers)])
        .collect();
    let next_job = Mutex::new(0usize);
    let records = Mutex::new(Vec::new());
    let errors = Mutex::new(Vec::new());
    std::thread::scope(|scope| {
        for _ in 0..config.concurrency.max(1) {
            scope.spawn(|| {
                let mut pa = ArenaPlayer::new(a);
                let mut pb = ArenaPlayer::new(b);
                loop {
                    if stop.load(std::sync::atomic::Ordering::Relaxed) {
                        break;
                    }
                    let job = {
                        let mut next = next_job.lock().expect("job lock");
                        let job = jobs.get(*next).copied();
                        *next += 1;
                        job
                    };
                    let Some((opening, a_side)) = job else { break };
                    let record = match play_one(
                        &mut pa,
                        &mut pb,
                        a_side,
                        &lines[opening],
                        config,
                        opening,
                    ) {
                        Ok(record) => record,
                        Err(e) => {
                            // A player that fails or cheats ends the match: its result would
                            // mean nothing.
                            errors.lock().expect("errors lock").push(e.to_string());
                            stop.store(true, std::sync::atomic::Ordering::Relaxed);
                            break;
                        }
                    };
                    let mut records = records.lock().expect("records lock");
                    records.push(record.clone());
                    on_game(&record, records.len());
                }
            });
        }
    });
    if let Some(error) = errors.into_inner().expect("errors lock").into_iter().next() {
        return Err(error);
    }
    let mut records = records.into_inner().expect("records lock");
    records.sort_by_key(|r| (r.opening, r.a_side == Side::Attackers));
    Ok(records)
}

#[cfg(test)]
mod tests {
    #[test]
    fn the_sprt_keeps_the_decision_it_stopped_on() {
        let mut sprt = super::Sprt::new(0.0, 10.0);
        // Wins until the upper bound is crossed.
        let mut wins = 0;
        while sprt.decided.is_none() {
            wins += 1;
            assert!(wins < 1000, "never crossed");
            sprt.update(wins, 10, 5);
        }
        let (verdict, llr, games) = sprt.decided.unwrap();
        assert_eq!(verdict, super::SprtVerdict::H1);
        assert!(llr >= sprt.bounds.1);
        assert_eq!(games, wins + 15);
        // A loss that ends after the stop pulls the LLR back inside, not the decision.
        let later = sprt.update(wins, 10, 6);
        assert!(later < sprt.bounds.1, "{later}");
        assert_eq!(sprt.decided.unwrap(), (verdict, llr, games));
    }

    #[test]
    fn sprt_accepts_a_clear_winner_and_rejects_a_clear_loser() {
        let (lower, upper) = super::sprt::sprt_bounds(0.05, 0.05);
        assert!((upper - 2.944).abs() < 0.01 && (lower + 2.944).abs() < 0.01);
        assert!(super::sprt::sprt_llr(300, 100, 100, 0.0, 10.0) > upper);
        assert!(super::sprt::sprt_llr(100, 100, 300, 0.0, 10.0) < lower);
        let even = super::sprt::sprt_llr(100, 50, 100, 0.0, 10.0);
        assert!(even > lower && even < upper);
    }

    use super::*;

    #[test]
    fn elo_of_an_even_score_is_zero_and_grows_with_the_score() {
        let even = MatchSummary {
            wins: 10,
            losses: 10,
            draws: 0,
            ..MatchSummary::default()
        };
        let (elo, margin) = even.elo();
        assert!(elo.abs() < 1e-9);
        assert!(margin > 100.0 && margin < 400.0, "{margin}");
        let strong = MatchSummary {
            wins: 75,
            losses: 5,
            draws: 0,
            ..MatchSummary::default()
        };
        assert!(strong.elo().0 > 400.0);
        let perfect = MatchSummary {
            wins: 80,
            ..MatchSummary::default()
        };
        assert!(perfect.elo().0.is_finite());
    }

    #[test]
    fn the_wilson_interval_holds_its_share_and_stays_within_0_and_1() {
        let (low, high) = wilson_interval(10, 200);
        assert!(
            low < 0.05 && high > 0.05 && low > 0.02 && high < 0.09,
            "{low} {high}"
        );
        assert_eq!(wilson_interval(0, 200).0, 0.0);
        assert!(wilson_interval(0, 200).1 > 0.01);
        assert!(wilson_interval(200, 200).1 <= 1.0);
    }

    #[test]
    fn openings_are_distinct_legal_and_reproducible() {
        let a = openings(10, 4, 7, Rules::default());
        let b = openings(10, 4, 7, Rules::default());
        assert_eq!(a, b);
        assert_eq!(a.len(), 10);
        for (i, line) in a.iter().enumerate() {
            assert_eq!(line.len(), 4);
            assert!(!a[i + 1..].contains(line));
        }
    }
}
