//! `ardri-engine explorer`: the opening explorer's database. `play` makes self-play games for it,
//! `build` counts games (self-play files and folders of saves) into a book, `query` prints what a
//! book knows of a position.

use std::io::{BufRead, Write};
use std::path::PathBuf;
use std::sync::Mutex;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::Instant;

use ardri_engine::skill::{self, MAX_SKILL};
use ardri_engine::{Engine, EngineFault, EngineOptions, Eval, Limits, SearchRequest, SearchResult};
use ardri_explorer::record::GameResult;
use ardri_explorer::{Book, BookGame, Builder};
use ardri_rules::{Game, Position, Rules};

use crate::game_loop::{Player, play_game};
use crate::progress_bar;

#[derive(clap::Args)]
pub struct ExplorerArgs {
    #[command(subcommand)]
    command: ExplorerCommand,
}

#[derive(clap::Subcommand)]
enum ExplorerCommand {
    /// Self-play games from the start for the explorer, one line each, appended to FILE.
    Play(PlayArgs),
    /// Count games into a book: self-play game files and folders of saves.
    Build(BuildArgs),
    /// What a book knows of a position: its games and every move played there.
    Query(QueryArgs),
}

#[derive(clap::Args)]
struct PlayArgs {
    #[arg(long, value_name = "FILE")]
    out: PathBuf,
    #[arg(long, default_value_t = 1000)]
    games: usize,
    /// The mean node budget of a move (each move's is drawn from half to one and a half times it).
    #[arg(long, default_value_t = 2000)]
    nodes: u64,
    #[arg(long, default_value_t = crate::default_threads())]
    threads: usize,
    /// Seeds the games' choices; use a new one for each run appended to a file.
    #[arg(long, default_value_t = 1)]
    seed: u64,
}

#[derive(clap::Args)]
struct BuildArgs {
    /// Game files written by `explorer play`.
    #[arg(value_name = "GAMES")]
    games: Vec<PathBuf>,
    /// Folders of save files to count as well.
    #[arg(long, value_name = "DIR")]
    saves: Vec<PathBuf>,
    /// Keep only positions at least this many games reached (the start is always kept).
    #[arg(long, default_value_t = 2)]
    min_games: u32,
    #[arg(long, value_name = "FILE", default_value = "assets/explorer.bin")]
    out: PathBuf,
}

#[derive(clap::Args)]
struct QueryArgs {
    /// A position string (`2aaa2/3a3/... d`), or `start`.
    position: String,
    /// A book file instead of the built-in one.
    #[arg(long, value_name = "FILE")]
    book: Option<PathBuf>,
    /// One JSON object instead of a table.
    #[arg(long)]
    json: bool,
}

pub fn run(args: ExplorerArgs) -> crate::CommandResult {
    match args.command {
        ExplorerCommand::Play(args) => run_play(args),
        ExplorerCommand::Build(args) => run_build(args),
        ExplorerCommand::Query(args) => run_query(args),
    }
}

/// The first plies are played at a slightly weaker level, seeded per game, so the games spread over
/// the sound openings instead of repeating one line.
const VARIETY_PLIES: usize = 10;

/// The strongest level that still misjudges positions (its noise is what varies the openings).
fn variety_level() -> u8 {
    (1..MAX_SKILL)
        .rev()
        .find(|&l| skill::strength(l).is_some_and(|s| s.noise > 0))
        .unwrap_or(1)
}
/// Games still going after this many plies are stored as draws.
const MAX_PLIES: usize = 300;

/// The engine with a varied opening and a jittered node budget: strong moves, many games.
struct ExplorerPlayer {
    engine: Engine,
    nodes: u64,
    seed: u64,
}

impl Player for ExplorerPlayer {
    fn name(&self) -> &str {
        "explorer"
    }

    fn new_game(&mut self) {
        self.engine.clear();
        self.engine.set_skill_seed(self.seed);
    }

    fn choose(&mut self, game: &Game) -> Result<SearchResult, EngineFault> {
        let ply = game.ply_count();
        let random = skill::mix(self.seed, game.position().hash(), ply);
        let nodes = self.nodes / 2 + random % self.nodes.max(1);
        let mut request = SearchRequest::from_game(game, Limits::nodes(nodes));
        if ply < VARIETY_PLIES {
            self.engine.set_skill_level(variety_level());
        } else {
            self.engine.set_skill_level(MAX_SKILL);
            request = request.for_analysis();
        }
        self.engine.search_guarded(
            &request,
            &std::sync::atomic::AtomicBool::new(false),
            &mut |_| {},
        )
    }
}

/// Plays game `index` of a run seeded with `seed`.
fn play_one(nodes: u64, seed: u64, index: usize) -> Result<BookGame, String> {
    let mut player = ExplorerPlayer {
        engine: Engine::new(EngineOptions {
            hash_mib: 16,
            threads: 1,
            contempt: 0,
            ..EngineOptions::default()
        }),
        nodes,
        seed: skill::mix(seed, index as u64, 0),
    };
    let mut scores = Vec::new();
    let played = play_game(
        Rules::default(),
        &[],
        MAX_PLIES,
        &mut [&mut player],
        &mut |game, result| {
            scores.push(Some(Eval::from_score(
                result.score,
                game.position().side_to_move(),
            )))
        },
    )
    .map_err(|e| e.to_string())?;
    let result = match played.game.outcome().and_then(|o| o.winner) {
        Some(side) => GameResult::Win(side),
        None => GameResult::Draw,
    };
    Ok(BookGame {
        moves: played.game.moves().iter().map(|p| p.mv).collect(),
        result,
        scores,
    })
}

fn run_play(args: PlayArgs) -> crate::CommandResult {
    let shown = args.out.display().to_string();
    let file = std::fs::OpenOptions::new()
        .create(true)
        .append(true)
        .open(&args.out)
        .map_err(|e| format!("cannot open {shown}: {e}"))?;
    let out = Mutex::new(std::io::LineWriter::new(file));
    let next = AtomicUsize::new(0);
    let done = AtomicUsize::new(0);
    let error = Mutex::new(None);
    let bar = progress_bar(args.games as u64, "games");
    let started = Instant::now();
    std::thread::scope(|scope| {
        for _ in 0..args.threads.max(1) {
            scope.spawn(|| {
                loop {
                    let index = next.fetch_add(1, Ordering::Relaxed);
                    if index >= args.games || error.lock().expect("error lock").is_some() {
                        break;
                    }
                    let written = play_one(args.nodes, args.seed, index).and_then(|record| {
                        writeln!(out.lock().expect("output lock"), "{record}")
                            .map_err(|e| format!("cannot write {shown}: {e}"))
                    });
                    if let Err(e) = written {
                        *error.lock().expect("error lock") = Some(e);
                        break;
                    }
                    bar.set_position(done.fetch_add(1, Ordering::Relaxed) as u64 + 1);
                }
            });
        }
    });
    bar.finish_and_clear();
    if let Some(e) = error.into_inner().expect("error lock") {
        return Err(e.into());
    }
    let seconds = started.elapsed().as_secs_f64();
    outln!(
        "{} games in {seconds:.1} s ({:.0} an hour) appended to {shown}",
        done.load(Ordering::Relaxed),
        done.load(Ordering::Relaxed) as f64 / seconds * 3600.0
    );
    Ok(())
}

fn run_build(args: BuildArgs) -> crate::CommandResult {
    let started = Instant::now();
    let mut builder = Builder::new();
    for path in &args.games {
        let shown = path.display();
        let file = std::fs::File::open(path).map_err(|e| format!("cannot open {shown}: {e}"))?;
        for (number, line) in std::io::BufReader::new(file).lines().enumerate() {
            let line = line.map_err(|e| format!("cannot read {shown}: {e}"))?;
            if line.trim().is_empty() || line.starts_with('#') {
                continue;
            }
            let record: BookGame = line
                .parse()
                .map_err(|e| format!("{shown}, line {}: {e}", number + 1))?;
            builder.add(&record);
        }
    }
    let from_files = builder.games();
    let mut own = 0;
    for folder in &args.saves {
        let shown = folder.display();
        let counts = ardri_explorer::add_folder(&mut builder, folder)
            .map_err(|e| format!("cannot read the folder {shown}: {e}"))?;
        for (path, error) in &counts.unreadable {
            eprintln!("left out {}: {error}", path.display());
        }
        if !counts.unreadable.is_empty() {
            eprintln!(
                "{} files of {shown} could not be read and were left out (why: above)",
                counts.unreadable.len()
            );
        }
        own += counts.counted;
    }
    let book = builder.finish(args.min_games);
    ardri_saves::write_atomic(&args.out, book.as_bytes()).map_err(|e| e.to_string())?;
    outln!(
        "{} games ({from_files} self-play, {own} saved), {} positions, {} moves: {:.1} MB in {:.1} s, written to {}",
        book.games(),
        book.positions(),
        book.move_entries(),
        book.as_bytes().len() as f64 / 1e6,
        started.elapsed().as_secs_f64(),
        args.out.display()
    );
    Ok(())
}

fn load_book(path: Option<&PathBuf>) -> Result<Book, String> {
    match path {
        None => ardri_explorer::shipped().map_err(|e| e.to_string()),
        Some(path) => {
            let bytes =
                std::fs::read(path).map_err(|e| format!("cannot read {}: {e}", path.display()))?;
            Book::from_bytes(bytes).map_err(|e| format!("{}: {e}", path.display()))
        }
    }
}

/// `{"position","games","attackers","draws","defenders","moves":[{"move","games","attackers",
/// "draws","defenders","score"}...]}`, the most played move first.
fn json_of(position: &Position, stats: &ardri_explorer::PositionStats) -> serde_json::Value {
    let moves: Vec<serde_json::Value> = stats
        .moves
        .iter()
        .map(|m| {
            serde_json::json!({
                "move": m.mv.to_string(),
                "games": m.results.games(),
                "attackers": m.results.attackers,
                "draws": m.results.draws,
                "defenders": m.results.defenders,
                "score": m.score.map(|s| s.to_string()),
            })
        })
        .collect();
    serde_json::json!({
        "position": position.to_string(),
        "games": stats.results.games(),
        "attackers": stats.results.attackers,
        "draws": stats.results.draws,
        "defenders": stats.results.defenders,
        "moves": moves,
    })
}

fn run_query(args: QueryArgs) -> crate::CommandResult {
    let book = load_book(args.book.as_ref())?;
    let position = if args.position == "start" {
        Position::start(Rules::default())
    } else {
        args.position
            .parse::<Position>()
            .map_err(|e| format!("not a position string: {e}"))?
    };
    let stats = book.query(&position).unwrap_or_default();
    if args.json {
        outln!("{}", json_of(&position, &stats));
        return Ok(());
    }
    outln!("{position}: {} games", stats.results.games());
    outln!(
        "{:<6} {:>7} {:>7} {:>7} {:>7}  score",
        "move",
        "games",
        "A",
        "draw",
        "D"
    );
    for m in &stats.moves {
        let [a, d, w] = m.results.percentages();
        outln!(
            "{:<6} {:>7} {:>6.1}% {:>6.1}% {:>6.1}%  {}",
            m.mv.to_string(),
            m.results.games(),
            a,
            d,
            w,
            m.score.map_or("-".to_string(), |s| s.to_string())
        );
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn played_games_are_legal_lines_that_read_back_and_differ() {
        let games: Vec<BookGame> = (0..3).map(|i| play_one(300, 7, i).unwrap()).collect();
        for game in &games {
            let again: BookGame = game.to_string().parse().unwrap();
            assert_eq!(again, *game);
            assert_eq!(game.scores.len(), game.moves.len());
        }
        assert!(games[0].moves != games[1].moves || games[1].moves != games[2].moves);
    }

    #[test]
    fn a_query_prints_every_move_with_counts_that_add_up() {
        let mut builder = Builder::new();
        for line in ["A c3c2 b4b5", "D c3c2", "= e3e2"] {
            builder.add(&line.parse().unwrap());
        }
        let book = builder.finish(1);
        let start = Position::start(Rules::default());
        let json = json_of(&start, &book.query(&start).unwrap());
        assert_eq!(json["position"], start.to_string());
        assert_eq!(json["games"], 3);
        let moves = json["moves"].as_array().unwrap();
        assert_eq!(moves[0]["move"], "c3c2");
        assert_eq!(
            (
                moves[0]["games"].clone(),
                moves[0]["attackers"].clone(),
                moves[0]["defenders"].clone()
            ),
            (2.into(), 1.into(), 1.into())
        );
        assert_eq!(moves[1]["move"], "e3e2");
        assert_eq!(moves[1]["draws"], 1);
        let sum: u64 = moves.iter().map(|m| m["games"].as_u64().unwrap()).sum();
        assert_eq!(sum, 3);
    }
}
