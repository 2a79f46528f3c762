//! `ardri-lab ladder`: every level's rating on one scale. The levels play the level next to
//! them (and some two apart) from random openings with colours swapped, the seed-style baseline
//! plays the level rated nearest it (the anchor level), the independent one-ply player (the seed's
//! evaluation one move ahead) may play the lowest level, and all ratings are fitted at once by
//! maximum likelihood in an Elo model with a term for the attackers' advantage (they win most games
//! between equals). The baseline at 100 ms a move is 1800 (it was 1000 before the scale moved up by
//! `skill::SCALE_SHIFT`, 800, so that no level reads 0).
//!
//! Every game's players, result and moves go to a file, one line each (`ATTACKERS DEFENDERS SCORE
//! MOVES...`, the score the attackers', the moves from the standard start, random opening included),
//! so a long run that is stopped loses nothing: run again with the same file and the games already
//! there count; `--fit-only` fits the file as it is. The moves make the file a set of games between
//! players of known strength (for a win/draw/loss model of people at a level); lines without moves
//! (the first runs') are read too.

use std::io::Write;
use std::path::PathBuf;

use clap::Args;

use ardri_engine::skill::{FULL_STRENGTH_DEPTH, FULL_STRENGTH_MOVETIME_MS, MAX_SKILL};
use ardri_rules::{Game, Move, Rules, Side};

use crate::arena::{MatchConfig, MatchSummary, PlayerSpec, run_match};

mod fit;
pub use fit::fit;
pub(crate) use fit::solve;

/// The anchor of the scale: the seed-style baseline at 100 ms a move.
pub const BASELINE_RATING: f64 = 1800.0;
const BASELINE: &str = "baseline";
/// The independent one-ply player in the games file: the seed's evaluation (it counts pieces) one
/// move ahead, `baseline depth=1`. A newcomer's first level must not be stronger than it.
pub const ONE_PLY: &str = "baseline-d1";

/// Players of the games file that no level plays as any more, with the rating each carried when
/// the players' model was fitted on its games: level 12 at depth 8 and level 13 on the clock (100
/// ms a move). Level 13 is rated as the app plays it (at [`FULL_STRENGTH_DEPTH`]) since issue 45,
/// and level 12 moved to depth 7 to keep the step between them even. The ladder's fit rates them
/// as players of their own; the players' model reads them at these ratings, so a refit from the
/// same files gives what it gave.
pub const RETIRED_PLAYERS: [Retired; 2] = [
    Retired {
        id: "L12-depth8",
        level: 12,
        rating: 2472,
    },
    Retired {
        id: "L13-100ms",
        level: 13,
        rating: 2573,
    },
];

/// A player of [`RETIRED_PLAYERS`]: its id in the games file, the level it was and its rating.
pub struct Retired {
    pub id: &'static str,
    pub level: u8,
    pub rating: i32,
}

/// The player `id` names if it is a retired one.
pub fn retired(id: &str) -> Option<&'static Retired> {
    RETIRED_PLAYERS.iter().find(|r| r.id == id)
}

#[derive(Args)]
pub struct LadderArgs {
    /// Games of each pairing of neighbours (even: colours swapped on each opening).
    #[arg(long, default_value_t = 200)]
    games: usize,
    /// Games of each pairing two levels apart (0: none).
    #[arg(long, default_value_t = 60)]
    two_step_games: usize,
    /// Games of each level against itself (0: none): they tell the players' win/draw/loss model
    /// how equal players fare, and the fit the attackers' advantage.
    #[arg(long, default_value_t = 0)]
    equal_games: usize,
    /// Pairings of levels far apart, as LOW:HIGH (repeatable, say `--far 1:7 --far 4:10`): the
    /// players' model is asked about a person against a level far from their rating, so it is
    /// fitted and checked on such games too.
    #[arg(long, value_parser = parse_far)]
    far: Vec<(u8, u8)>,
    /// Games of each `--far` pairing.
    #[arg(long, default_value_t = 200)]
    far_games: usize,
    /// The time each player may take for a move; below the top, a level's caps usually end its
    /// search first.
    #[arg(long, default_value_t = 100)]
    movetime: u64,
    /// Each search also stops at this many nodes (a level's own cap may be lower): level 13,
    /// otherwise bound by the time, then plays the same on any machine and under any load (set
    /// `--movetime` high enough that the nodes end the search first).
    #[arg(long)]
    nodes: Option<u64>,
    /// Level 13's search stops at this depth, and it may take the app's time for a move (3 s): it
    /// plays as the app's full strength does unless a person changes its Depth setting, and the
    /// depth, not the clock, ends its search, so its games are the same on any machine. The levels
    /// below stop at their own caps first. `--depth 0`: level 13 on the clock (`--movetime`), as the
    /// ladder played it before level 13 was rated as the app plays it.
    #[arg(long, default_value_t = FULL_STRENGTH_DEPTH)]
    depth: u32,
    /// The lowest level played.
    #[arg(long, default_value_t = 1)]
    from: u8,
    /// The highest level played.
    #[arg(long, default_value_t = MAX_SKILL)]
    to: u8,
    /// The level the baseline plays (and, with two-step games, the one above it): by default the
    /// level rated nearest the baseline, so those games tell most.
    #[arg(long)]
    anchor_level: Option<u8>,
    /// Games of the baseline against the anchor level (default: --games; 0 leaves the baseline
    /// out, to play part of the ladder into a file of its own alongside another run).
    #[arg(long)]
    baseline_games: Option<usize>,
    /// Games of the one-ply player against the lowest level played (0: none).
    #[arg(long, default_value_t = 0)]
    one_ply_games: usize,
    /// Games played at once (default: every core).
    #[arg(long)]
    concurrency: Option<usize>,
    /// The seed of the random openings (each pairing adds its own offset).
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// The games file: read first (its games count), then every new game is added to it.
    #[arg(long, default_value = "ladder-games.txt")]
    games_file: PathBuf,
    /// Play nothing: fit the games file as it is and print the table.
    #[arg(long)]
    fit_only: bool,
    /// Print the table as JSON lines (`{"player","rating","margin","games"}`).
    #[arg(long)]
    json: bool,
}

/// One game: who had which side, the attackers' score (1, 0.5 or 0), and its moves where known.
#[derive(Clone, Debug, PartialEq)]
pub struct LadderGame {
    pub attackers: String,
    pub defenders: String,
    pub score: f64,
    pub moves: Vec<Move>,
}

impl LadderGame {
    fn line(&self) -> String {
        let mut line = format!("{} {} {}", self.attackers, self.defenders, self.score);
        for m in &self.moves {
            line.push(' ');
            line.push_str(&m.to_string());
        }
        line
    }

    /// A line of the games file; its moves must replay from the standard start.
    fn parse(line: &str) -> Option<LadderGame> {
        let mut words = line.split_whitespace();
        let attackers = words.next()?.to_string();
        let defenders = words.next()?.to_string();
        let score: f64 = words.next()?.parse().ok()?;
        let mut game = Game::new(Rules::default());
        let moves = words
            .map(|text| game.play_text(text).ok().map(|played| played.mv))
            .collect::<Option<Vec<Move>>>()?;
        [0.0, 0.5, 1.0].contains(&score).then_some(LadderGame {
            attackers,
            defenders,
            score,
            moves,
        })
    }
}

/// `LOW:HIGH` of `--far`: two levels, the lower first.
fn parse_far(text: &str) -> Result<(u8, u8), String> {
    let bad = || format!("--far takes LOW:HIGH, two levels 1 to {MAX_SKILL} (say 1:7), not {text}");
    let (low, high) = text.split_once(':').ok_or_else(bad)?;
    let (low, high): (u8, u8) = (
        low.parse().map_err(|_| bad())?,
        high.parse().map_err(|_| bad())?,
    );
    if low < 1 || high > MAX_SKILL || low >= high {
        return Err(bad());
    }
    Ok((low, high))
}

/// A level's name in the games file.
fn level_id(level: u8) -> String {
    format!("L{level}")
}

fn spec(id: &str, movetime: u64, nodes: Option<u64>, top_depth: u32) -> Result<PlayerSpec, String> {
    let nodes = nodes.map_or_else(String::new, |n| format!(" nodes={n}"));
    match id.strip_prefix('L') {
        Some(level) if top_depth > 0 && id == level_id(MAX_SKILL) => {
            let movetime = movetime.max(FULL_STRENGTH_MOVETIME_MS);
            format!("engine skill={level} movetime={movetime} depth={top_depth}{nodes}").parse()
        }
        Some(level) => format!("engine skill={level} movetime={movetime}{nodes}").parse(),
        None if id == ONE_PLY => "baseline depth=1".parse(),
        None => format!("baseline movetime={movetime}{nodes}").parse(),
    }
}

pub(crate) fn read_games(path: &PathBuf) -> Result<Vec<LadderGame>, String> {
    let text = match std::fs::read_to_string(path) {
        Ok(text) => text,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(Vec::new()),
        Err(e) => return Err(format!("{}: {e}", path.display())),
    };
    text.lines()
        .enumerate()
        .filter(|(_, l)| !l.trim().is_empty() && !l.starts_with('#'))
        .map(|(i, l)| {
            LadderGame::parse(l).ok_or_else(|| {
                format!(
                    "{}, line {}: expected 'ATTACKERS DEFENDERS SCORE [MOVES...]' with legal moves, found '{l}'",
                    path.display(),
                    i + 1
                )
            })
        })
        .collect()
}

/// How many games a pairing gets.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Kind {
    Neighbours,
    TwoStep,
    Baseline,
    BaselineTwoStep,
    OnePly,
}

/// A pairing to play, the weaker player first (the baseline before the levels), and its kind.
type Pairing = (String, String, Kind);

/// The pairings to play: the baseline against the anchor level (and, as a two-step, the next),
/// the one-ply player against the lowest level, each level against the next, and (with
/// `two_step`) against the one after.
fn pairings(from: u8, to: u8, anchor: u8, two_step: bool, one_ply: bool) -> Vec<Pairing> {
    let mut list = vec![(BASELINE.to_string(), level_id(anchor), Kind::Baseline)];
    if two_step && anchor < to {
        list.push((
            BASELINE.to_string(),
            level_id(anchor + 1),
            Kind::BaselineTwoStep,
        ));
    }
    if one_ply {
        list.push((ONE_PLY.to_string(), level_id(from), Kind::OnePly));
    }
    for level in from..to {
        list.push((level_id(level), level_id(level + 1), Kind::Neighbours));
        if two_step && level + 2 <= to {
            list.push((level_id(level), level_id(level + 2), Kind::TwoStep));
        }
    }
    list
}

pub fn run(args: LadderArgs) -> Result<(), String> {
    if !(1..=MAX_SKILL).contains(&args.from) || args.to > MAX_SKILL || args.from > args.to {
        return Err(format!(
            "--from and --to take levels 1 to {MAX_SKILL}, the lower first"
        ));
    }
    let anchor = args
        .anchor_level
        .unwrap_or_else(|| ardri_engine::skill::nearest_level(BASELINE_RATING as i32))
        .clamp(args.from, args.to);
    let mut games = read_games(&args.games_file)?;
    if !args.fit_only {
        let mut file = std::fs::OpenOptions::new()
            .create(true)
            .append(true)
            .open(&args.games_file)
            .map_err(|e| format!("{}: {e}", args.games_file.display()))?;
        let mut todo: Vec<(String, String, usize)> = pairings(
            args.from,
            args.to,
            anchor,
            args.two_step_games > 0,
            args.one_ply_games > 0,
        )
        .into_iter()
        .map(|(low, high, kind)| {
            let baseline_games = args.baseline_games.unwrap_or(args.games);
            let wanted = match kind {
                Kind::Neighbours => args.games,
                Kind::TwoStep => args.two_step_games,
                Kind::Baseline => baseline_games,
                Kind::BaselineTwoStep => args.two_step_games.min(baseline_games),
                Kind::OnePly => args.one_ply_games,
            };
            (low, high, wanted)
        })
        .collect();
        if args.equal_games > 0 {
            todo.extend(
                (args.from..=args.to).map(|l| (level_id(l), level_id(l), args.equal_games)),
            );
        }
        todo.extend(
            args.far
                .iter()
                .map(|&(low, high)| (level_id(low), level_id(high), args.far_games)),
        );
        for (k, (low, high, wanted)) in todo.into_iter().enumerate() {
            let played = games
                .iter()
                .filter(|g| {
                    (g.attackers == low && g.defenders == high)
                        || (g.attackers == high && g.defenders == low)
                })
                .count();
            if played >= wanted {
                continue;
            }
            let config = MatchConfig {
                games: (wanted - played).div_ceil(2) * 2,
                concurrency: args.concurrency.unwrap_or_else(crate::default_threads),
                // Another seed per pairing and per resumption, so added games are new openings.
                seed: args.seed.wrapping_mul(1_000_003) + k as u64 * 7_919 + played as u64,
                ..MatchConfig::default()
            };
            let (a, b) = (
                spec(&low, args.movetime, args.nodes, args.depth)?,
                spec(&high, args.movetime, args.nodes, args.depth)?,
            );
            eprintln!("{low} vs {high}: {} games", config.games);
            let file = std::sync::Mutex::new(&mut file);
            let new = std::sync::Mutex::new(Vec::new());
            run_match(
                &a,
                &b,
                &config,
                &std::sync::atomic::AtomicBool::new(false),
                &|record, _| {
                    let a_score = record.score_for_a();
                    let (attackers, defenders, score) = match record.a_side {
                        Side::Attackers => (low.clone(), high.clone(), a_score),
                        Side::Defenders => (high.clone(), low.clone(), 1.0 - a_score),
                    };
                    let game = LadderGame {
                        attackers,
                        defenders,
                        score,
                        moves: record.moves.clone(),
                    };
                    let mut file = file.lock().expect("games file lock");
                    let _ = writeln!(file, "{}", game.line());
                    let _ = file.flush();
                    new.lock().expect("games lock").push(game);
                },
            )?;
            games.extend(new.into_inner().expect("games lock"));
        }
    }
    print_table(&games, args.json);
    Ok(())
}

/// The wins, losses and draws of `x` against `y` (`None` if they never met).
fn head_to_head(games: &[LadderGame], x: &str, y: &str) -> Option<MatchSummary> {
    let mut tally = MatchSummary::default();
    for g in games {
        let score = if g.attackers == x && g.defenders == y {
            g.score
        } else if g.attackers == y && g.defenders == x {
            1.0 - g.score
        } else {
            continue;
        };
        match score {
            s if s > 0.75 => tally.wins += 1,
            s if s < 0.25 => tally.losses += 1,
            _ => tally.draws += 1,
        }
    }
    (tally.games() > 0).then_some(tally)
}

/// Where a player stands in the table: the baseline (the anchor), the one-ply player, the levels
/// from the lowest, then the retired players.
fn table_order(name: &str) -> (u8, u8) {
    match name.strip_prefix('L').and_then(|l| l.parse::<u8>().ok()) {
        Some(level) => (2, level),
        None if name == BASELINE => (0, 0),
        None if let Some(old) = retired(name) => (3, old.level),
        None => (1, 0),
    }
}

fn print_table(games: &[LadderGame], json: bool) {
    let fit = fit(games, BASELINE, BASELINE_RATING);
    let count = |name: &str| {
        games
            .iter()
            .filter(|g| g.attackers == name || g.defenders == name)
            .count()
    };
    let mut order: Vec<(&String, &(f64, f64))> = fit.ratings.iter().collect();
    order.sort_by_key(|(name, _)| table_order(name));
    if json {
        for (name, (rating, margin)) in &order {
            println!(
                "{{\"player\":\"{name}\",\"rating\":{rating:.0},\"margin\":{margin:.0},\"games\":{}}}",
                count(name)
            );
        }
        return;
    }
    println!(
        "{} games; the attackers' advantage between equals: {:+.0} Elo",
        games.len(),
        fit.attackers_advantage
    );
    println!(
        "player      rating    95%   games  vs the one above it here (score, +wins -losses =draws, Elo [95%])"
    );
    let mut below: Option<&str> = None;
    for (name, (rating, margin)) in &order {
        let step = below
            .and_then(|b| head_to_head(games, name, b))
            .map_or(String::new(), |t| {
                let (elo, half) = t.elo();
                format!(
                    "{:5.1}% (+{} -{} ={} of {}): {elo:+.0} [{:+.0}, {:+.0}]",
                    100.0 * t.score(),
                    t.wins,
                    t.losses,
                    t.draws,
                    t.games(),
                    elo - half,
                    elo + half
                )
            });
        println!(
            "{name:<10} {rating:7.0} {margin:6.0} {:7}  {step}",
            count(name)
        );
        below = Some(name);
    }
}

#[cfg(test)]
mod tests {
    use super::fit::expected;
    use super::*;

    /// Games drawn from known ratings come back from the fit within their intervals.
    #[test]
    fn the_fit_finds_the_ratings_games_were_drawn_from() {
        let truth = [
            ("baseline", 1000.0),
            ("L1", 900.0),
            ("L2", 1150.0),
            ("L3", 1400.0),
        ];
        let advantage = 150.0;
        let mut rng = crate::rng::SplitMix64::new(5);
        let mut games = Vec::new();
        for (i, j) in [(0, 1), (0, 2), (1, 2), (2, 3), (1, 3)] {
            for g in 0..800 {
                let (a, d) = if g % 2 == 0 { (i, j) } else { (j, i) };
                let p = expected(truth[a].1, truth[d].1, advantage);
                let roll = (rng.next_u64() >> 11) as f64 / (1u64 << 53) as f64;
                games.push(LadderGame {
                    attackers: truth[a].0.to_string(),
                    defenders: truth[d].0.to_string(),
                    score: if roll < p { 1.0 } else { 0.0 },
                    moves: Vec::new(),
                });
            }
        }
        let fit = fit(&games, "baseline", 1000.0);
        assert_eq!(fit.ratings["baseline"], (1000.0, 0.0));
        for (name, rating) in &truth[1..] {
            let (found, margin) = fit.ratings[*name];
            assert!(margin > 5.0 && margin < 60.0, "{name}: +/- {margin}");
            assert!(
                (found - rating).abs() < margin,
                "{name}: {found} +/- {margin}, not {rating}"
            );
        }
        assert!(
            (fit.attackers_advantage - advantage).abs() < 30.0,
            "{}",
            fit.attackers_advantage
        );
    }

    #[test]
    fn games_lines_round_trip_and_bad_ones_are_refused() {
        let mut played = Game::new(Rules::default());
        let moves = ["c5b5", "b4b3", "e3e2"]
            .iter()
            .map(|m| played.play_text(m).unwrap().mv)
            .collect();
        let game = LadderGame {
            attackers: "L3".into(),
            defenders: "baseline".into(),
            score: 0.5,
            moves,
        };
        assert_eq!(game.line(), "L3 baseline 0.5 c5b5 b4b3 e3e2");
        assert_eq!(LadderGame::parse(&game.line()), Some(game));
        // The first runs' lines, without moves, still read.
        assert!(LadderGame::parse("L3 L4 1").is_some_and(|g| g.moves.is_empty()));
        assert_eq!(LadderGame::parse("L3 L4"), None);
        assert_eq!(LadderGame::parse("L3 L4 0.7"), None);
        assert_eq!(LadderGame::parse("L3 L4 1 x"), None);
        // A move that is not legal there.
        assert_eq!(LadderGame::parse("L3 L4 1 b4b3"), None);
    }

    #[test]
    fn neighbours_and_two_steps_are_paired_weaker_first() {
        let list = pairings(1, 4, 1, true, false);
        let names: Vec<String> = list.iter().map(|(a, b, _)| format!("{a}-{b}")).collect();
        assert_eq!(
            names,
            [
                "baseline-L1",
                "baseline-L2",
                "L1-L2",
                "L1-L3",
                "L2-L3",
                "L2-L4",
                "L3-L4"
            ]
        );
        // The baseline plays the anchor level, the one-ply player the lowest.
        let list = pairings(1, 4, 3, false, true);
        let names: Vec<String> = list.iter().map(|(a, b, _)| format!("{a}-{b}")).collect();
        assert_eq!(
            names,
            ["baseline-L3", "baseline-d1-L1", "L1-L2", "L2-L3", "L3-L4"]
        );
        assert_eq!(list[1].2, Kind::OnePly);
    }

    /// Level 13 plays as the app's full strength does (its depth, the app's time), unless the
    /// depth is 0; the levels below and the baseline keep the ladder's clock. Retired players are
    /// read at the ratings they carried and listed after the levels.
    #[test]
    fn the_top_level_plays_at_the_apps_depth_and_retired_players_keep_their_ratings() {
        let limits = |id: &str, depth: u32| spec(id, 100, None, depth).unwrap().limits;
        let top = limits("L13", FULL_STRENGTH_DEPTH);
        assert_eq!(top.depth, Some(FULL_STRENGTH_DEPTH));
        assert_eq!(
            top.movetime,
            Some(std::time::Duration::from_millis(FULL_STRENGTH_MOVETIME_MS))
        );
        let on_the_clock = limits("L13", 0);
        assert_eq!(on_the_clock.depth, None);
        assert_eq!(
            on_the_clock.movetime,
            Some(std::time::Duration::from_millis(100))
        );
        for below in ["L12", "L1", BASELINE] {
            let l = limits(below, FULL_STRENGTH_DEPTH);
            assert_eq!(l.depth, None, "{below}");
            assert_eq!(
                l.movetime,
                Some(std::time::Duration::from_millis(100)),
                "{below}"
            );
        }
        let old = retired("L12-depth8").unwrap();
        assert_eq!((old.level, old.rating), (12, 2472));
        assert!(retired("L12").is_none());
        assert!(table_order("L13-100ms") > table_order("L13"));
    }
}
