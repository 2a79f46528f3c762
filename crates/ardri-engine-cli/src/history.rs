//! `ardri-engine history`: the person's record as the app keeps it (`record.sqlite` in its data
//! folder, crates/ardri-record), read only: the game rating, the puzzle rating, and every game,
//! newest first, as a table or as JSON lines; `--export DIR` writes every game as a RON save. The
//! record is never created, changed or moved by this command.

use std::path::{Path, PathBuf};

use clap::Args;
use serde::Serialize;
use serde_json::{Value, json};

use ardri_record::{GameFilter, Rated, Record, RecordError, StoredGame, Summary};
use ardri_saves::{Metadata, SavedClock};

use crate::{CommandError, CommandResult};

#[derive(Args)]
pub struct HistoryArgs {
    /// One JSON object a line: first the record's summary (`{"db": ..., "rating": ...,
    /// "deviation": ..., "games": ..., "puzzle_rating": ..., ...}`), then every game, newest first.
    #[arg(long, conflicts_with = "export")]
    json: bool,
    /// The record to read (default: the app's, record.sqlite in its data folder:
    /// $XDG_DATA_HOME/ardri, else ~/.local/share/ardri, on Linux).
    #[arg(long, value_name = "PATH")]
    db: Option<PathBuf>,
    /// Write every game as a RON save into this folder (made if need be).
    #[arg(long, value_name = "DIR")]
    export: Option<PathBuf>,
}

/// The record's errors, as this command's: said as they are.
impl From<RecordError> for CommandError {
    fn from(e: RecordError) -> CommandError {
        CommandError::Failed(e.to_string())
    }
}

/// The app's record: `record.sqlite` in its data folder.
pub fn default_db() -> Option<PathBuf> {
    ardri_record::default_folder().map(|folder| folder.join(ardri_record::FILE_NAME))
}

/// `ardri-engine history`.
pub fn run(args: HistoryArgs) -> CommandResult {
    let path = match args.db.clone().or_else(default_db) {
        Some(path) => path,
        None => {
            return Err(CommandError::Failed(
                "no data folder is known here (no home folder): name the record with --db".into(),
            ));
        }
    };
    let record = Record::open_read_only(&path).map_err(|e| match e {
        RecordError::Missing(path) => CommandError::Failed(format!(
            "there is no record at {}: the app keeps one once a game is played (or name one with --db)",
            path.display()
        )),
        e => CommandError::Failed(e.to_string()),
    })?;
    if let Some(dir) = &args.export {
        return export(&record, dir);
    }
    let summary = record.summary()?;
    if args.json {
        outln!("{}", summary_json(&path, &summary));
    } else {
        print_summary(&path, &summary)?;
    }
    let mut first = true;
    let (mut written, mut unreadable) = (0, 0);
    let mut out = Lines::new();
    // Every game in one query, newest first (pages read one after the other took ever longer).
    record.each_game(&GameFilter::default(), |game| -> CommandResult {
        let game = match game {
            Ok(game) => game,
            Err(skipped) => {
                unreadable += 1;
                return out.say(skipped);
            }
        };
        written += 1;
        if args.json {
            return out.json(&game_json(&game));
        }
        if first {
            out.line(format_args!(
                "{:>6}  {:<16}  {:<5}  {:<9}  {:<10}  {:<13}  {:>5}  {:<11}  accuracy",
                "game", "finished (UTC)", "level", "you", "result", "ended by", "moves", "rating"
            ))?;
            first = false;
        }
        out.line(game_line(&game))
    })?;
    out.finish()?;
    if first && !args.json && unreadable == 0 {
        outln!("No game kept yet.");
    }
    some_left_out(unreadable, written, "read", "were written")
}

/// Standard output gathered into large writes (a line at a time, 100,000 games took a write
/// each), and lines on standard error in their place among them.
struct Lines {
    out: std::io::BufWriter<std::io::StdoutLock<'static>>,
}

impl Lines {
    fn new() -> Lines {
        Lines {
            out: std::io::BufWriter::with_capacity(1 << 16, std::io::stdout().lock()),
        }
    }

    /// One line on standard output.
    fn line(&mut self, text: impl std::fmt::Display) -> CommandResult {
        use std::io::Write as _;
        writeln!(self.out, "{text}").map_err(CommandError::Output)
    }

    /// One line of JSON on standard output.
    fn json(&mut self, value: &impl Serialize) -> CommandResult {
        use std::io::Write as _;
        serde_json::to_writer(&mut self.out, value)
            .map_err(std::io::Error::from)
            .and_then(|()| self.out.write_all(b"\n"))
            .map_err(CommandError::Output)
    }

    /// One line on standard error, after what standard output holds so far.
    fn say(&mut self, text: impl std::fmt::Display) -> CommandResult {
        self.finish()?;
        errln(text)
    }

    /// Writes what standard output holds.
    fn finish(&mut self) -> CommandResult {
        use std::io::Write as _;
        self.out.flush().map_err(CommandError::Output)
    }
}

/// One line on standard error: a game left out and why.
fn errln(what: impl std::fmt::Display) -> CommandResult {
    use std::io::Write as _;
    // What standard output holds goes first, so the lines come in the order they were written.
    crate::finish_output()?;
    let _ = writeln!(std::io::stderr(), "{what}");
    Ok(())
}

/// The command's end when `left_out` games were left out (each named on standard error already):
/// the other `done` are written, and the command fails (exit code 2) saying how many were left
/// out, so that a script sees the output is not the whole record.
fn some_left_out(left_out: usize, done: usize, could_not: &str, were: &str) -> CommandResult {
    if left_out == 0 {
        return Ok(());
    }
    crate::finish_output()?;
    let games = if left_out == 1 { "game" } else { "games" };
    Err(CommandError::Failed(format!(
        "{left_out} {games} of the record could not be {could_not} (listed above); the other {done} {were}"
    )))
}

fn time_text(t: Option<ardri_record::Utc>) -> Value {
    t.map_or(Value::Null, |t| Value::String(t.to_string()))
}

/// The first line of `--json`.
fn summary_json(path: &Path, s: &Summary) -> Value {
    let rating = s.rating.map(|r| r.rating);
    json!({
        "db": path.display().to_string(),
        "rating": rating.map(|r| r.rating),
        "deviation": rating.map(|r| r.deviation),
        "volatility": rating.map(|r| r.volatility),
        "games": s.rating.map_or(0, |r| r.games),
        "games_recorded": s.games_recorded,
        "puzzle_rating": s.puzzle_rating.map(|r| r.rating),
        "puzzle_deviation": s.puzzle_rating.map(|r| r.deviation),
        "puzzle_attempts": s.puzzle_attempts,
        "puzzle_streak": s.puzzle_streaks.current,
        "best_puzzle_streak": s.puzzle_streaks.best,
        "win_streak": s.win_streaks.current,
        "best_win_streak": s.win_streaks.best,
        "schema_version": s.schema_version,
        "moved_over_at": time_text(s.legacy_imported_at),
        "last_backup_at": time_text(s.last_backup_at),
    })
}

/// One player of a game of `--json`.
#[derive(Serialize)]
struct PlayerJson<'a> {
    name: &'a str,
    rating_after: Option<f64>,
    rating_before: Option<f64>,
}

#[derive(Serialize)]
struct ClockJson {
    attackers_left_ms: Option<u64>,
    defenders_left_ms: Option<u64>,
    increment_ms: u64,
    initial_ms: u64,
}

#[derive(Serialize)]
struct AccuracyJson {
    attackers: Option<f64>,
    defenders: Option<f64>,
}

/// One game of `--json`, written straight from its fields (a map built for each of 100,000
/// games cost as much as reading them). Its keys are in alphabetical order, as they always were.
#[derive(Serialize)]
struct GameJson<'a> {
    accuracy: Option<AccuracyJson>,
    attackers: PlayerJson<'a>,
    clock: Option<ClockJson>,
    defenders: PlayerJson<'a>,
    ended_by: &'static str,
    finished: String,
    id: i64,
    level: Option<u8>,
    moves: String,
    not_rated_because: Option<&'a str>,
    person: Option<&'static str>,
    person_result: Option<&'static str>,
    plies: usize,
    rated: bool,
    rating_after: Option<f64>,
    rating_before: Option<f64>,
    result: &'static str,
    reviewed_at: Option<String>,
    saved_to: Option<String>,
    start: Option<&'a str>,
    started: String,
}

/// One game of `--json`.
fn game_json(game: &StoredGame) -> GameJson<'_> {
    let row = &game.row;
    fn player(p: &ardri_record::Player) -> PlayerJson<'_> {
        PlayerJson {
            name: &p.name,
            rating_after: p.rating_after,
            rating_before: p.rating_before,
        }
    }
    let (rated, why) = match &row.rated {
        Rated::Yes => (true, None),
        Rated::No { why } => (false, Some(why.as_str())),
    };
    GameJson {
        accuracy: game.review.map(|(_, a)| AccuracyJson {
            attackers: a.attackers,
            defenders: a.defenders,
        }),
        attackers: player(&row.attackers),
        clock: row.clock.map(|c| ClockJson {
            attackers_left_ms: c.attackers_left_ms,
            defenders_left_ms: c.defenders_left_ms,
            increment_ms: c.increment_ms,
            initial_ms: c.initial_ms,
        }),
        defenders: player(&row.defenders),
        ended_by: row.ended_by_name(),
        finished: row.finished_at.to_string(),
        id: game.id.0,
        level: row.level,
        moves: row.moves.join(" "),
        not_rated_because: why,
        person: row.person.map(side_name),
        person_result: game.person_result().map(|r| r.name()),
        plies: row.moves.len(),
        rated,
        rating_after: game.rating_change.map(|c| c.after.rating),
        rating_before: game.rating_change.map(|c| c.before.rating),
        result: row.result_name(),
        reviewed_at: game.review.map(|(at, _)| at.to_string()),
        saved_to: row.saved_to.as_ref().map(|p| p.display().to_string()),
        start: row.start.as_deref(),
        started: row.started_at.to_string(),
    }
}

fn side_name(side: ardri_rules::Side) -> &'static str {
    match side {
        ardri_rules::Side::Attackers => "attackers",
        ardri_rules::Side::Defenders => "defenders",
    }
}

fn print_summary(path: &Path, s: &Summary) -> CommandResult {
    outln!("Record: {}", path.display());
    match s.rating {
        Some(r) => outln!(
            "Game rating: {:.0} ± {:.0} ({} rated {}); best winning streak in rated games {}, now {}",
            r.rating.rating,
            r.rating.deviation,
            r.games,
            if r.games == 1 { "game" } else { "games" },
            s.win_streaks.best,
            s.win_streaks.current
        ),
        None => outln!("Game rating: none yet"),
    }
    match s.puzzle_rating {
        Some(r) => outln!(
            "Puzzle rating: {:.0} ± {:.0} ({} played); best streak {}, now {}",
            r.rating,
            r.deviation,
            s.puzzle_attempts,
            s.puzzle_streaks.best,
            s.puzzle_streaks.current
        ),
        None => outln!("Puzzle rating: none yet"),
    }
    outln!("Games kept: {}", s.games_recorded);
    Ok(())
}

/// One row of the table.
fn game_line(game: &StoredGame) -> String {
    let row = &game.row;
    let finished = row.finished_at.to_string();
    let rating = match game.rating_change {
        Some(c) => format!("{:.0} → {:.0}", c.before.rating, c.after.rating),
        None if row.rated == Rated::Yes => "rated".into(),
        None => "casual".into(),
    };
    let accuracy = match (game.review, row.person) {
        (Some((_, a)), Some(side)) => {
            let mine = match side {
                ardri_rules::Side::Attackers => a.attackers,
                ardri_rules::Side::Defenders => a.defenders,
            };
            mine.map_or("-".into(), |v| format!("{v:.0}%"))
        }
        _ => String::new(),
    };
    format!(
        "{:>6}  {:<16}  {:<5}  {:<9}  {:<10}  {:<13}  {:>5}  {:<11}  {}",
        game.id.0,
        &finished[..16],
        row.level.map_or("-".into(), |l| l.to_string()),
        row.person.map_or("-", side_name),
        game.person_result().map_or(row.result_name(), |r| r.name()),
        row.ended_by_name(),
        row.moves.len(),
        rating,
        accuracy
    )
    .trim_end()
    .to_string()
}

/// `--export DIR`: every game as a RON save, `game-<id>-<finished>.ron`.
fn export(record: &Record, dir: &Path) -> CommandResult {
    if let Ok(meta) = std::fs::metadata(dir)
        && !meta.is_dir()
    {
        return Err(CommandError::Failed(format!(
            "{} is not a folder",
            dir.display()
        )));
    }
    std::fs::create_dir_all(dir).map_err(|e| {
        CommandError::Failed(format!(
            "could not create {}: {}",
            dir.display(),
            crate::plain_error(&e)
        ))
    })?;
    let (mut written, mut left_out) = (0, 0);
    record.each_game(&GameFilter::default(), |game| -> CommandResult {
        let file = match game {
            Ok(game) => save_file(&game).map(|file| (game.id, game.row.finished_at, file)),
            Err(skipped) => Err(skipped.to_string()),
        };
        let (id, finished_at, file) = match file {
            Ok(game) => game,
            Err(why) => {
                left_out += 1;
                return errln(why);
            }
        };
        let path = dir.join(format!("game-{:06}-{}.ron", id.0, finished_at.stamp()));
        ardri_saves::save(&path, &file).map_err(|e| match e {
            ardri_saves::SaveError::Io { path, source } => CommandError::Failed(format!(
                "could not write {}: {}",
                path.display(),
                crate::plain_error(&source)
            )),
            e => CommandError::Failed(e.to_string()),
        })?;
        written += 1;
        Ok(())
    })?;
    outln!(
        "{written} {} written to {}",
        if written == 1 { "game" } else { "games" },
        dir.display()
    );
    some_left_out(left_out, written, "written", "were")
}

/// A kept game as a save file: its moves, result, players, ratings and clock; or why it cannot
/// be one ("game 4 cannot be replayed: ...").
pub fn save_file(game: &StoredGame) -> Result<ardri_saves::SaveFile, String> {
    let row = &game.row;
    let replayed = row.replay().map_err(|e| match e {
        RecordError::Invalid(why) => format!("game {} cannot be replayed: {why}", game.id.0),
        e => format!("game {} cannot be replayed: {e}", game.id.0),
    })?;
    let elo = |r: Option<f64>| r.map(|r| r.round() as i32);
    let mut event = match (&row.rated, row.level) {
        (Rated::Yes, Some(level)) => format!("Rated game against level {level}"),
        (Rated::Yes, None) => "Rated game".to_string(),
        (Rated::No { .. }, Some(level)) => format!("Casual game against level {level}"),
        (Rated::No { .. }, None) => "Casual game".to_string(),
    };
    if let Some(clock) = row.clock {
        event.push_str(&format!(
            ", {}+{} clock",
            clock.initial_ms / 60_000,
            clock.increment_ms / 1_000
        ));
    }
    let notes = match &row.rated {
        Rated::No { why } => format!("Not rated: {why}."),
        Rated::Yes => String::new(),
    };
    let metadata = Metadata {
        date: row.finished_at.to_string(),
        attackers: row.attackers.name.clone(),
        defenders: row.defenders.name.clone(),
        engine_depth: None,
        event,
        notes,
        attackers_elo: elo(row.attackers.rating_before),
        defenders_elo: elo(row.defenders.rating_before),
    };
    let mut file = ardri_saves::to_save_file(&replayed, metadata, &[], &[]);
    file.clock = row.clock.and_then(|c| {
        Some(SavedClock {
            initial_ms: c.initial_ms,
            increment_ms: c.increment_ms,
            attackers_ms: c.attackers_left_ms?,
            defenders_ms: c.defenders_left_ms?,
        })
    });
    Ok(file)
}
