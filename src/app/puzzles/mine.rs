//! "My puzzles": the person's own puzzle set, made from their reviewed games. After a review, every
//! position where the person's side had a forced win in 2 to 6 moves and the game's move missed it
//! is tried on a background thread (with progress in the status bar) by the shipped set's rules
//! (`ardri_engine::puzzle::puzzles_from_game`: one winning move at each solver turn), rated by the
//! search effort it takes, and added to the set once.
//!
//! The set is a puzzle file (the format of `assets/puzzles.txt`) in the app's data folder, read at
//! start and written atomically by a thread of its own after each change.

use std::path::{Path, PathBuf};

use crossbeam_channel::{Receiver, Sender, unbounded};

use super::super::shell::tasks::{LatestWriter, Task, Update};

use ardri_engine::puzzle::{
    Puzzle, add_new_puzzles, checking_engine, missed_wins, parse_puzzles, puzzles_from_game,
};
use ardri_rules::{Game, Rules, Side};

use super::super::game::commands::{Command, ViewCommand};
use super::super::game::settings::Players;
use super::super::shell::i18n::tr;
use super::PuzzleCommand;
use super::Puzzles;
use super::WORDS;
use super::handler::PuzzleContext;

/// The node budget of each search when a game is mined (as `puzzles mine` and `puzzles check`).
const MINE_NODES: u64 = 3_000_000;
/// How many puzzles of their own a person keeps: the newest, when a file holds more (years of
/// reviewed games find far fewer).
pub const MAX_MY_PUZZLES: usize = 5_000;

/// Where the set lives: the app's data folder (as eframe's settings), else the temp folder.
pub fn default_path() -> PathBuf {
    eframe::storage_dir("ardri")
        .unwrap_or_else(std::env::temp_dir)
        .join("my-puzzles.txt")
}

/// The person's own puzzles and where they are kept.
pub struct MyPuzzles {
    pub set: Vec<Puzzle>,
    /// The writer thread (`None`: nothing is kept, as in most tests).
    writer: Option<LatestWriter<String>>,
    /// Failed writes, reported by the writer thread.
    errors: Receiver<String>,
}

impl MyPuzzles {
    /// The set kept at `path` (empty when there is none yet). A file that cannot be read is moved
    /// aside (`.bad`) and a new set is kept; where even that fails, nothing is written over it. The
    /// problem, if any, is returned in words for the person.
    pub fn open(path: Option<PathBuf>) -> (MyPuzzles, Option<String>) {
        let (error_tx, errors) = unbounded();
        let mut set = Vec::new();
        let mut problem = None;
        let mut writable = path.is_some();
        if let Some(path) = &path
            && let Err(why) = ardri_record::check_regular_file(path)
        {
            // A FIFO would hold the start forever, a folder cannot be read: nothing is read from
            // it or written to it.
            writable = false;
            problem = Some(tr!(WORDS, "puzzles-mine-not-a-file", reason = why).into_owned());
        } else if let Some(path) = &path {
            let unreadable = match std::fs::read_to_string(path) {
                Ok(text) => match parse_puzzles(&newest_lines(&text), Rules::default()) {
                    Ok(read) => {
                        set = read;
                        let held = puzzle_lines(&text).count();
                        if held > MAX_MY_PUZZLES {
                            problem = Some(
                                tr!(
                                    WORDS,
                                    "puzzles-mine-too-many",
                                    path = path.display().to_string(),
                                    held = held,
                                    kept = MAX_MY_PUZZLES
                                )
                                .into_owned(),
                            );
                        }
                        false
                    }
                    Err(_) => true,
                },
                Err(e) => e.kind() != std::io::ErrorKind::NotFound,
            };
            if unreadable {
                match super::super::shell::aside::move_aside(path) {
                    Ok(kept) => {
                        problem = Some(
                            tr!(
                                WORDS,
                                "puzzles-mine-moved-aside",
                                path = kept.display().to_string()
                            )
                            .into_owned(),
                        );
                    }
                    Err(_) => {
                        writable = false;
                        problem = Some(
                            tr!(
                                WORDS,
                                "puzzles-mine-unreadable",
                                path = path.display().to_string()
                            )
                            .into_owned(),
                        );
                    }
                }
            }
        }
        let writer = path
            .filter(|_| writable)
            .map(|path| spawn_writer(path, error_tx));
        (
            MyPuzzles {
                set,
                writer,
                errors,
            },
            problem,
        )
    }

    /// Adds the puzzles not in the set yet and keeps the set; returns how many were added.
    pub fn add(&mut self, new: Vec<Puzzle>) -> usize {
        let added = add_new_puzzles(&mut self.set, new);
        let extra = self.set.len().saturating_sub(MAX_MY_PUZZLES);
        self.set.drain(..extra);
        if added > 0
            && let Some(writer) = &self.writer
        {
            writer.write(file_text(&self.set));
        }
        added
    }

    /// A write that failed since the last call.
    pub fn poll_error(&self) -> Option<String> {
        self.errors.try_recv().ok()
    }

    /// Waits (a few seconds at most) until the writes asked for are done.
    #[cfg(test)]
    pub fn sync(&self) {
        if let Some(writer) = &self.writer {
            writer.sync_for(std::time::Duration::from_secs(5));
        }
    }
}

/// The lines of a puzzle file that hold puzzles (not its comments and blank lines).
fn puzzle_lines(text: &str) -> impl Iterator<Item = &str> {
    text.lines().filter(|l| {
        let l = l.trim();
        !l.is_empty() && !l.starts_with('#')
    })
}

/// The newest [`MAX_MY_PUZZLES`] puzzle lines of a file (the last ones: the set is written in the
/// order found), so a huge file is never parsed whole.
fn newest_lines(text: &str) -> String {
    let held = puzzle_lines(text).count();
    let mut kept = String::new();
    for line in puzzle_lines(text).skip(held.saturating_sub(MAX_MY_PUZZLES)) {
        kept.push_str(line);
        kept.push('\n');
    }
    kept
}

/// The file's text: a header and one puzzle a line, in the order they were found.
fn file_text(set: &[Puzzle]) -> String {
    let mut text = String::from(
        "# My puzzles (from my reviewed games), the format of assets/puzzles.txt: id;position;solution;themes;rating\n",
    );
    for p in set {
        text.push_str(&p.to_string());
        text.push('\n');
    }
    text
}

/// The thread that writes the set (atomically; only the newest text waiting is written).
fn spawn_writer(path: PathBuf, errors: Sender<String>) -> LatestWriter<String> {
    // Whether the last write failed: a failure is told once, not at every new puzzle, until a
    // write succeeds again.
    LatestWriter::spawn(
        "ardri-my-puzzles",
        || false,
        move |failed_before: &mut bool, text: String| match write(&path, &text) {
            Err(e) if !*failed_before => {
                *failed_before = true;
                let _ = errors.send(
                    tr!(
                        WORDS,
                        "puzzles-mine-not-saved",
                        path = path.display().to_string(),
                        reason = e
                    )
                    .into_owned(),
                );
            }
            Err(_) => {}
            Ok(()) => *failed_before = false,
        },
    )
}

fn write(path: &Path, text: &str) -> Result<(), String> {
    if let Some(dir) = path.parent() {
        std::fs::create_dir_all(dir).map_err(|e| e.to_string())?;
    }
    // The reason alone: the message names the file.
    ardri_saves::write_atomic(path, text.as_bytes()).map_err(|e| match e {
        ardri_saves::SaveError::Io { source, .. } => source.to_string(),
        e => e.to_string(),
    })
}

/// A reviewed game being mined for puzzles: a task whose progress is missed wins tried, of all,
/// and whose result is the puzzles found.
pub type Mining = Task<(), Vec<Puzzle>>;

/// The sides whose missed wins count as the person's: those the game names "Human" (as every game
/// played in the app does), else those the person plays in the current mode.
pub fn persons_sides(metadata: &ardri_saves::Metadata, players: Players) -> Vec<Side> {
    let named: Vec<Side> = [
        (Side::Attackers, &metadata.attackers),
        (Side::Defenders, &metadata.defenders),
    ]
    .into_iter()
    .filter(|(_, name)| name.as_str() == "Human")
    .map(|(side, _)| side)
    .collect();
    if !named.is_empty() {
        return named;
    }
    [Side::Attackers, Side::Defenders]
        .into_iter()
        .filter(|&s| !players.engine_plays(s))
        .collect()
}

impl Puzzles {
    /// After a review: mines the game's missed wins of the person's sides on a background thread.
    pub(super) fn mine_reviewed_game(&mut self, cx: &PuzzleContext<'_>) {
        let session = cx.session;
        let evals = ardri_saves::library::position_evals(&session.analysis);
        let game: Game = session.game.clone();
        let sides = persons_sides(&session.metadata, cx.settings.players);
        let missed = missed_wins(&game, &evals, &sides).len();
        if missed == 0 {
            return;
        }
        let stem = session
            .path()
            .and_then(|p| p.file_stem())
            .map_or_else(|| "game".into(), |s| s.to_string_lossy().replace(';', "_"));
        let prefix = format!("my-{stem}");
        let mining = Task::spawn("ardri-mine", cx.wake.clone(), move |task| {
            let mut engine = checking_engine(32);
            puzzles_from_game(
                &mut engine,
                &game,
                &evals,
                &sides,
                &prefix,
                MINE_NODES,
                &mut |done, of| {
                    task.progress(done, of);
                    !task.stopped()
                },
            )
        })
        .with_progress(0, missed);
        self.mining = Some(mining);
    }

    /// Takes the mining thread's reports and My puzzles' failed writes (called each frame); when
    /// mining is done, adds its puzzles. `notice` is the status bar's text now: a review's summary
    /// is kept beside the news.
    pub fn poll_threads(&mut self, notice: Option<&str>) -> Vec<Command> {
        let mut asks = Vec::new();
        // The puzzle record lives in the person's record: asked for once, answered once it opens.
        if !self.asked_record {
            self.asked_record = true;
            asks.push(
                super::super::game::record_service::RecordCommand::AskPuzzles(
                    super::super::game::record_service::Answer(|state| {
                        PuzzleCommand::FromRecord(state).into()
                    }),
                )
                .into(),
            );
        }
        if let Some(error) = self.mine.poll_error() {
            asks.push(ViewCommand::ReportError(error).into());
        }
        let Some(mining) = self.mining.as_mut() else {
            return asks;
        };
        let found = mining.poll().into_iter().find_map(|update| match update {
            Update::Done(puzzles) => Some(puzzles),
            _ => None,
        });
        let Some(found) = found else {
            return asks;
        };
        self.mining = None;
        let added = self.mine.add(found);
        if added == 0 {
            return asks;
        }
        let text = tr!(WORDS, "puzzles-mine-added", count = added).into_owned();
        // Said beside what the status bar says now (the review's summary, which the mining
        // follows), not over it.
        asks.push(
            ViewCommand::Notify(match notice {
                Some(said) => format!("{said} {text}"),
                None => text,
            })
            .into(),
        );
        asks
    }
}

#[cfg(test)]
mod fifo_tests {
    use super::*;

    /// A FIFO named like the person's own puzzles is never opened (it would hold the start): said
    /// at once, nothing written there.
    #[test]
    fn a_fifo_for_my_puzzles_is_said_and_left_alone() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("my-puzzles.txt");
        let made = std::process::Command::new("mkfifo").arg(&path).status();
        if !made.is_ok_and(|s| s.success()) {
            eprintln!("skipped: mkfifo is not available");
            return;
        }
        // Opened on a thread: a FIFO opened would block it for ever, and the answer never come.
        let (tx, rx) = std::sync::mpsc::channel();
        let fifo = path.clone();
        std::thread::spawn(move || {
            let opened = MyPuzzles::open(Some(fifo));
            let _ = tx.send((opened.0.writer.is_none(), opened.1));
        });
        let (unwritten, problem) = rx
            .recv_timeout(std::time::Duration::from_secs(5))
            .expect("the start must not hang on a FIFO");
        let problem = problem.expect("told");
        assert!(problem.contains("could not be read"), "{problem}");
        assert!(unwritten, "nothing is written there");
        assert!(
            std::fs::symlink_metadata(&path)
                .unwrap()
                .file_type()
                .is_fifo()
        );
    }

    use std::os::unix::fs::FileTypeExt;
}
