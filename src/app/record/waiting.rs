//! The games waiting for the record, written down beside it (`waiting-games.ron`) so that neither a
//! quit nor a kill loses one; a game the record refused, set aside as a file of its own; and the
//! games waiting saved as game files when the person asks, at quit.

use std::path::{Path, PathBuf};

use super::super::game::commands::{Choice, Command, FileCommand, Question};
use super::super::game::runtime::Waiting;
use super::super::shell::aside;
use super::super::shell::i18n::tr;
use super::{FinishedGame, PersonRecord, RecordCommand, WORDS};

/// The games waiting for the record: how many, why, and where they are written down (`Err`: in
/// memory only, and why).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct WaitingGames {
    pub count: usize,
    pub why: String,
    pub kept: Result<PathBuf, String>,
}

impl WaitingGames {
    /// What the person is told, in plain words.
    pub fn text(&self) -> String {
        match &self.kept {
            Ok(file) => tr!(
                WORDS,
                "record-waiting-kept",
                count = self.count,
                reason = self.why.as_str(),
                file = file.display().to_string()
            ),
            Err(not) => tr!(
                WORDS,
                "record-waiting-in-memory",
                count = self.count,
                reason = self.why.as_str(),
                error = not.as_str()
            ),
        }
        .into_owned()
    }
}

impl PersonRecord {
    /// The question to ask when the person closes the window while games wait for the record
    /// (`None`: nothing waits, or they chose to quit anyway). `saves` is where files would go.
    pub fn quit_question(&self, saves: &std::path::Path) -> Option<Question> {
        if self.quit_anyway {
            return None;
        }
        let waiting = self.waiting.as_ref()?;
        let idle = || Command::wait(Waiting::Idle);
        Some(Question {
            asker: "quit with games waiting",
            heading: tr!(WORDS, "record-quit-heading").into_owned(),
            text: if waiting.kept.is_ok() {
                tr!(WORDS, "record-quit-kept", waiting = waiting.text())
            } else {
                tr!(WORDS, "record-quit-in-memory", waiting = waiting.text())
            }
            .into_owned(),
            answers: vec![
                Choice::new(
                    tr!(WORDS, "record-try-again"),
                    vec![idle(), RecordCommand::TryAgain.into()],
                ),
                Choice::new(
                    tr!(WORDS, "record-save-as-files"),
                    vec![
                        idle(),
                        RecordCommand::SaveWaiting(saves.to_path_buf()).into(),
                    ],
                ),
                Choice::new(
                    tr!(WORDS, "record-quit-anyway"),
                    vec![
                        idle(),
                        RecordCommand::QuitAnyway.into(),
                        Command::from(FileCommand::Quit),
                    ],
                ),
            ],
            dismissed: Some(0),
        })
    }
}

/// The file beside the record where the games waiting for it are kept.
pub const WAITING_FILE: &str = "waiting-games.ron";
/// The folder beside the record where games it refused are set aside, one file each.
pub const REFUSED_FOLDER: &str = "games-not-kept";

/// The first free `<folder>/<stem>.ron`, `<stem>-2.ron`, ...
fn numbered(folder: &Path, stem: &str) -> PathBuf {
    aside::free_path(|n| {
        folder.join(if n == 1 {
            format!("{stem}.ron")
        } else {
            format!("{stem}-{n}.ron")
        })
    })
}

/// The levels' scale a waiting game's ratings are on (level 1 at 800), written with them.
const RATING_SCALE: u32 = 2;

/// The [`WAITING_FILE`]: the games, and the levels' scale of their ratings.
#[derive(serde::Serialize, serde::Deserialize)]
struct WaitingFile {
    scale: u32,
    games: Vec<FinishedGame>,
}

/// A game written down before the levels' scale moved up by 800: its ratings moved with it, as the
/// record's were (its version 6).
fn from_old_scale(mut game: FinishedGame) -> FinishedGame {
    let shift = ardri_record::RATING_SCALE_SHIFT;
    for player in [&mut game.row.attackers, &mut game.row.defenders] {
        for rating in [&mut player.rating_before, &mut player.rating_after]
            .into_iter()
            .flatten()
        {
            *rating = (*rating + shift).min(ardri_record::MAX_RATING);
        }
    }
    game
}

/// The games waiting in `folder`'s [`WAITING_FILE`] (none when there is no file). A file that
/// cannot be read is moved aside, kept, and said.
pub(super) fn read_waiting(folder: &Path) -> Result<Vec<FinishedGame>, String> {
    let path = folder.join(WAITING_FILE);
    if let Err(why) = ardri_record::check_regular_file(&path) {
        return Err(tr!(WORDS, "record-waiting-unreadable", reason = why.to_string()).into_owned());
    }
    let text = match std::fs::read(&path) {
        Ok(bytes) => bytes,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(Vec::new()),
        Err(e) => {
            return Err(tr!(
                WORDS,
                "record-waiting-read-failed",
                file = path.display().to_string(),
                reason = aside::plain_io(&e)
            )
            .into_owned());
        }
    };
    let parsed = std::str::from_utf8(&text).ok().and_then(|t| {
        ron::from_str::<WaitingFile>(t)
            .ok()
            .filter(|file| file.scale == RATING_SCALE)
            .map(|file| file.games)
            .or_else(|| {
                // Written before the levels' scale moved up: a bare list, its ratings 800 lower.
                ron::from_str::<Vec<FinishedGame>>(t)
                    .ok()
                    .map(|games| games.into_iter().map(from_old_scale).collect())
            })
    });
    match parsed {
        Some(games) => Ok(games),
        None => Err(match aside::move_aside(&path) {
            Ok(kept) => tr!(
                WORDS,
                "record-waiting-moved-aside",
                file = kept.display().to_string()
            ),
            Err(_) => tr!(
                WORDS,
                "record-waiting-left",
                file = path.display().to_string()
            ),
        }
        .into_owned()),
    }
}

/// Writes the games waiting to `folder`'s [`WAITING_FILE`] (atomically); where it is, or why not.
pub(super) fn write_waiting(folder: &Path, games: &[FinishedGame]) -> Result<PathBuf, String> {
    let path = folder.join(WAITING_FILE);
    let file = WaitingFile {
        scale: RATING_SCALE,
        games: games.to_vec(),
    };
    let text = ron::ser::to_string_pretty(&file, Default::default())
        .map_err(|_| tr!(WORDS, "record-not-written-them").into_owned())?;
    ardri_saves::write_atomic(&path, text.as_bytes())
        .map(|()| path)
        .map_err(|e| aside::save_error_words(&e))
}

/// Removes `folder`'s [`WAITING_FILE`] once nothing waits.
pub(super) fn remove_waiting(folder: &Path) -> Result<(), String> {
    let path = folder.join(WAITING_FILE);
    match std::fs::remove_file(&path) {
        Ok(()) => Ok(()),
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(()),
        Err(e) => Err(tr!(
            WORDS,
            "record-waiting-not-removed",
            file = path.display().to_string(),
            reason = aside::plain_io(&e)
        )
        .into_owned()),
    }
}

/// Writes each of `games` as a saved game (the app's own file format) in `folder`, under names
/// not taken yet; the files, or why not (the files written before a failure stay).
pub(super) fn save_as_files(folder: &Path, games: &[FinishedGame]) -> Result<Vec<PathBuf>, String> {
    std::fs::create_dir_all(folder).map_err(|e| aside::plain_io(&e))?;
    let mut written = Vec::new();
    for game in games {
        let replayed = game
            .row
            .replay()
            .map_err(|e| tr!(WORDS, "record-not-replayed", reason = e.to_string()).into_owned())?;
        let elo = |p: &ardri_record::Player| p.rating_before.map(|r| r.round() as i32);
        let metadata = ardri_saves::Metadata {
            date: game.row.finished_at.to_string(),
            attackers: game.row.attackers.name.clone(),
            defenders: game.row.defenders.name.clone(),
            attackers_elo: elo(&game.row.attackers),
            defenders_elo: elo(&game.row.defenders),
            event: tr!(WORDS, "record-event-unrecorded").into_owned(),
            ..Default::default()
        };
        let file = ardri_saves::to_save_file(&replayed, metadata, &[], &[]);
        let stamp = game.row.finished_at.0;
        let path = numbered(folder, &format!("unrecorded-{stamp}"));
        ardri_saves::save(&path, &file).map_err(|e| aside::save_error_words(&e))?;
        written.push(path);
    }
    Ok(written)
}

/// Sets a refused game aside in `folder`'s [`REFUSED_FOLDER`], one file named by its end.
pub(super) fn set_aside(folder: Option<&Path>, game: &FinishedGame) -> Result<PathBuf, String> {
    let folder = folder
        .ok_or_else(|| tr!(WORDS, "record-no-folder-it").into_owned())?
        .join(REFUSED_FOLDER);
    std::fs::create_dir_all(&folder).map_err(|e| aside::plain_io(&e))?;
    let stamp = game.row.finished_at.0;
    let path = numbered(&folder, &format!("game-{stamp}"));
    let text = ron::ser::to_string_pretty(game, Default::default())
        .map_err(|_| tr!(WORDS, "record-not-written-it").into_owned())?;
    ardri_saves::write_atomic(&path, text.as_bytes())
        .map(|()| path)
        .map_err(|e| aside::save_error_words(&e))
}
