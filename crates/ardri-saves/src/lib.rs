//! Saving and loading games as RON files. Loading checks everything (syntax, version, position, every
//! move, the stated result) and says what is wrong; saving writes a temporary file in the same folder
//! and renames it over the target, so a failed or interrupted save never leaves half a file.
//!
//! This crate knows the rules and the engine's evaluation type (what an analysis stores), and
//! nothing of the search or the window.
//!
//! ```
//! use ardri_rules::{Game, Rules};
//! use ardri_saves::{Metadata, decode, encode, to_save_file};
//!
//! let mut game = Game::new(Rules::default());
//! game.play_text("c3c2")?;
//! let file = to_save_file(&game, Metadata::default(), &[], &[]);
//! let text = encode(&file)?;
//! assert!(text.contains("\"c3c2\""));
//!
//! // Loading checks every move and says what is wrong.
//! let loaded = decode(&text)?;
//! assert_eq!(loaded.game.moves().len(), 1);
//! let broken = text.replace("c3c2", "c3c4");
//! assert_eq!(
//!     decode(&broken).unwrap_err().to_string(),
//!     "move 1, c3c4: the square c4 is occupied"
//! );
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

pub mod annotation;
pub mod format;
pub mod library;
pub mod text;
mod write;

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use thiserror::Error;

pub use annotation::{Annotation, Mark, Shape, ShapeColor};
pub use format::{
    FORMAT_VERSION, Metadata, SaveFile, SavedAnalysis, SavedAnnotation, SavedClock, SavedRating,
    SavedResult, SavedShape, SavedVariation,
};
pub use text::{TextError, TextErrorKind, parse_text, write_text};
pub use write::{check_writable, write_atomic, write_atomic_with};

use ardri_engine::Eval;
use ardri_rules::{Game, IllegalMove, Move, MoveError, Outcome, Position, PositionError};

/// What the engine found in one position: its score (attackers' view), the depth it came from
/// (0 when unknown) and its move there.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Analysis {
    pub eval: Eval,
    pub depth: u32,
    pub best: Option<Move>,
}

/// A line that branches off the main line after `after_ply` moves.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Variation {
    pub after_ply: usize,
    pub moves: Vec<Move>,
    /// The engine's view after each of `moves` (index j = after move j + 1), where known.
    pub analysis: Vec<Option<Analysis>>,
    /// What the person wrote about each of `moves` (index j = move j + 1); may be shorter than
    /// `moves` (the rest unannotated).
    pub annotations: Vec<Annotation>,
}

/// A game read from a file and checked move by move.
#[derive(Clone, Debug)]
pub struct LoadedGame {
    pub game: Game,
    pub metadata: Metadata,
    /// The engine's view of each main-line position (index i = after i moves), as long as the
    /// game has positions.
    pub analysis: Vec<Option<Analysis>>,
    /// What the person wrote about each main-line position (index i = after i moves, 0 = the
    /// start), as long as the game has positions.
    pub annotations: Vec<Annotation>,
    pub variations: Vec<Variation>,
    pub clock: Option<SavedClock>,
    /// A game against a level under way when the app kept it (its autosave), and whether it
    /// counts.
    pub rated: Option<SavedRating>,
}

#[derive(Debug, Error)]
pub enum LoadError {
    #[error("could not read {path}: {source}")]
    Io {
        path: PathBuf,
        source: std::io::Error,
    },
    /// The text is not a save file's: `message` says where and what was expected, in plain words;
    /// `detail` is the parser's own account, for a log.
    #[error("not a valid Ard Ri save file: {message}")]
    Syntax { message: String, detail: String },
    #[error("{} is not a regular file ({kind}), so it was not read", path.display())]
    NotAFile { path: PathBuf, kind: &'static str },
    #[error("unknown format version {0}")]
    BadVersion(u32),
    #[error(
        "this file was written by a newer version of the program (format {found}; this one reads up to {FORMAT_VERSION})"
    )]
    NewerVersion { found: u32 },
    #[error("the start position is invalid: {0}")]
    BadStart(#[from] PositionError),
    #[error("move {number}, {error}")]
    IllegalMove { number: usize, error: MoveError },
    #[error("the file says \"{stated}\", but its moves end with \"{actual}\"")]
    ResultMismatch { stated: String, actual: String },
    #[error("variation {number}: {message}")]
    BadVariation { number: usize, message: String },
    #[error("the file has {evaluations} evaluations for {moves} moves")]
    TooManyEvaluations { evaluations: usize, moves: usize },
    #[error("the analysis of the position after {ply} moves: {message}")]
    BadAnalysis { ply: usize, message: String },
    #[error("the annotation of {}: {message}", annotated(*ply))]
    BadAnnotation { ply: usize, message: String },
}

/// "1 move", "3 moves".
fn count(n: usize, what: &str) -> String {
    if n == 1 {
        format!("1 {what}")
    } else {
        format!("{n} {what}s")
    }
}

/// "move 3", or "the start position" for ply 0.
fn annotated(ply: usize) -> String {
    if ply == 0 {
        "the start position".to_string()
    } else {
        format!("move {ply}")
    }
}

#[derive(Debug, Error)]
pub enum SaveError {
    #[error("could not write {path}: {source}")]
    Io {
        path: PathBuf,
        source: std::io::Error,
    },
    #[error("could not encode the game: {0}")]
    Encode(String),
}

fn describe(outcome: Option<Outcome>) -> String {
    outcome.map_or("the game in progress".to_string(), |o| o.to_string())
}

fn save_analysis(analysis: &[Option<Analysis>]) -> Vec<Option<SavedAnalysis>> {
    analysis
        .iter()
        .map(|a| {
            a.map(|a| SavedAnalysis {
                eval: a.eval,
                depth: a.depth,
                best: a.best.map(|m| m.to_string()),
            })
        })
        .collect()
}

/// Checks a saved analysis against the position it is about (`ply` names it in the message).
fn load_analysis(
    saved: &Option<SavedAnalysis>,
    position: &Position,
    ply: usize,
) -> Result<Option<Analysis>, LoadError> {
    let Some(saved) = saved else {
        return Ok(None);
    };
    let best = match &saved.best {
        None => None,
        Some(text) => Some(
            position
                .parse_move(text)
                .map_err(|e| LoadError::BadAnalysis {
                    ply,
                    message: format!("the best move {e}"),
                })?,
        ),
    };
    Ok(Some(Analysis {
        eval: saved.eval,
        depth: saved.depth,
        best,
    }))
}

fn save_shape(shape: &Shape) -> SavedShape {
    match *shape {
        Shape::Arrow { from, to, color } => SavedShape::Arrow {
            from: from.to_string(),
            to: to.to_string(),
            color,
        },
        Shape::Circle { square, color } => SavedShape::Circle {
            square: square.to_string(),
            color,
        },
    }
}

/// The file's form of a line's annotations, the empty ones left out: `annotations[i]` is written
/// under the key `first_key + i`.
pub fn save_annotations(
    annotations: &[Annotation],
    first_key: usize,
) -> BTreeMap<usize, SavedAnnotation> {
    annotations
        .iter()
        .enumerate()
        .filter(|(_, a)| !a.is_empty())
        .map(|(i, a)| {
            let saved = SavedAnnotation {
                mark: a.mark.map(|m| m.symbol().to_string()),
                comment: a.comment.trim().to_string(),
                shapes: a.shapes.iter().map(save_shape).collect(),
            };
            (first_key + i, saved)
        })
        .collect()
}

/// Checks a saved annotation: a known mark, squares on the board, no arrow onto its own square.
fn load_annotation(saved: &SavedAnnotation) -> Result<Annotation, String> {
    let mark =
        match &saved.mark {
            None => None,
            Some(text) => Some(Mark::from_symbol(text.trim()).ok_or_else(|| {
                format!("unknown mark '{text}' (expected !, ?, !!, ??, !? or ?!)")
            })?),
        };
    let square = |text: &str| {
        text.parse()
            .map_err(|e: ardri_rules::SquareParseError| e.to_string())
    };
    let mut shapes = Vec::new();
    for shape in &saved.shapes {
        shapes.push(match shape {
            SavedShape::Arrow { from, to, color } => {
                let (from, to) = (square(from)?, square(to)?);
                if from == to {
                    return Err(format!("an arrow from {from} to itself"));
                }
                Shape::Arrow {
                    from,
                    to,
                    color: *color,
                }
            }
            SavedShape::Circle { square: sq, color } => Shape::Circle {
                square: square(sq)?,
                color: *color,
            },
        });
    }
    Ok(Annotation {
        mark,
        comment: saved.comment.clone(),
        shapes,
    })
}

/// Builds the file's content for a game; `analysis` is indexed by ply (0 = the start). The main
/// line's annotations are added with [`save_annotations`] (the variations carry their own).
pub fn to_save_file(
    game: &Game,
    metadata: Metadata,
    analysis: &[Option<Analysis>],
    variations: &[Variation],
) -> SaveFile {
    let mut analysis = save_analysis(analysis);
    analysis.truncate(game.ply_count() + 1);
    while analysis.last().is_some_and(Option::is_none) {
        analysis.pop();
    }
    SaveFile {
        format_version: FORMAT_VERSION,
        rules: *game.rules(),
        start: game.start().fen(),
        moves: game.moves().iter().map(|p| p.mv.to_string()).collect(),
        result: game.outcome().map(|o| SavedResult {
            winner: o.winner,
            reason: o.reason,
        }),
        metadata,
        evaluations: Vec::new(),
        analysis,
        variations: variations
            .iter()
            .map(|v| SavedVariation {
                after_ply: v.after_ply,
                moves: v.moves.iter().map(|m| m.to_string()).collect(),
                analysis: save_analysis(&v.analysis),
                annotations: save_annotations(&v.annotations, 1),
            })
            .collect(),
        annotations: BTreeMap::new(),
        clock: None,
        rated: None,
    }
}

/// The RON text of a save file.
pub fn encode(file: &SaveFile) -> Result<String, SaveError> {
    // One line per field; the move list stays on one line as well, and so does each annotation
    // and each variation (nothing deeper than a field's own entries is spread over lines).
    let config = ron::ser::PrettyConfig::new()
        .compact_arrays(true)
        .depth_limit(2)
        .struct_names(false);
    ron::ser::to_string_pretty(file, config).map_err(|e| SaveError::Encode(e.to_string()))
}

/// Parses and checks a save file's text.
pub fn decode(text: &str) -> Result<LoadedGame, LoadError> {
    // Some editors start a UTF-8 file with a byte-order mark.
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    let probe: format::VersionProbe = ron::from_str(text).map_err(syntax_error)?;
    match probe.format_version {
        0 => return Err(LoadError::BadVersion(0)),
        v if v > FORMAT_VERSION => return Err(LoadError::NewerVersion { found: v }),
        _ => {}
    }
    let file: SaveFile = ron::from_str(text).map_err(syntax_error)?;
    let start = Position::from_fen(&file.start, file.rules)?;
    let mut game = Game::from_position(start);
    for (i, text) in file.moves.iter().enumerate() {
        game.play_text(text)
            .map_err(|error| LoadError::IllegalMove {
                number: i + 1,
                error,
            })?;
    }
    let stated = file.result.map(|r| Outcome {
        winner: r.winner,
        reason: r.reason,
    });
    // A declared result (resignation, time) ends a game the board left open.
    if let Some(outcome) = stated
        && outcome.reason.is_declared()
    {
        game.declare(outcome)
            .map_err(|_| LoadError::ResultMismatch {
                stated: describe(stated),
                actual: describe(game.outcome()),
            })?;
    }
    if stated != game.outcome() {
        return Err(LoadError::ResultMismatch {
            stated: describe(stated),
            actual: describe(game.outcome()),
        });
    }
    if file.evaluations.len() > file.moves.len() || file.analysis.len() > file.moves.len() + 1 {
        return Err(LoadError::TooManyEvaluations {
            evaluations: file.evaluations.len().max(file.analysis.len()),
            moves: file.moves.len(),
        });
    }
    let mut analysis = vec![None; game.ply_count() + 1];
    for (ply, saved) in file.analysis.iter().enumerate() {
        analysis[ply] = load_analysis(saved, &game.positions()[ply], ply)?;
    }
    // Version 1: a bare score after each move.
    for (i, score) in file.evaluations.iter().enumerate() {
        if let Some(score) = score
            && analysis[i + 1].is_none()
        {
            analysis[i + 1] = Some(Analysis {
                eval: *score,
                depth: 0,
                best: None,
            });
        }
    }
    let mut annotations = vec![Annotation::default(); game.ply_count() + 1];
    for (&ply, saved) in &file.annotations {
        let bad = |message: String| LoadError::BadAnnotation { ply, message };
        let Some(slot) = annotations.get_mut(ply) else {
            return Err(bad(format!(
                "the game has only {}",
                count(game.ply_count(), "move")
            )));
        };
        *slot = load_annotation(saved).map_err(bad)?;
    }
    let mut variations = Vec::new();
    for (i, saved) in file.variations.iter().enumerate() {
        let bad = |message: String| LoadError::BadVariation {
            number: i + 1,
            message,
        };
        if saved.after_ply > game.ply_count() {
            return Err(bad(format!(
                "it branches after move {}, but the game has {} moves",
                saved.after_ply,
                game.ply_count()
            )));
        }
        // The line is played on from the main line's moves before it, so a repetition counts
        // them too (the app and the review read a variation by this one rule).
        let mut line = game.clone();
        line.truncate(saved.after_ply);
        let mut moves = Vec::new();
        for (k, text) in saved.moves.iter().enumerate() {
            let over = line.outcome();
            let played = line.play_text(text).map_err(|e| {
                bad(match over {
                    Some(outcome) if e.reason == IllegalMove::GameOver => format!(
                        "its move {} ({}): the game was already over ({outcome})",
                        k + 1,
                        text.trim()
                    ),
                    _ => format!("its move {}, {e}", k + 1),
                })
            })?;
            moves.push(played.mv);
        }
        if saved.analysis.len() > moves.len() {
            return Err(bad(format!(
                "{} evaluations for {} moves",
                saved.analysis.len(),
                moves.len()
            )));
        }
        let mut line_analysis = vec![None; moves.len()];
        for (j, a) in saved.analysis.iter().enumerate() {
            let ply = saved.after_ply + j + 1;
            line_analysis[j] =
                load_analysis(a, &line.positions()[ply], ply).map_err(|e| bad(e.to_string()))?;
        }
        let mut line_annotations = vec![Annotation::default(); moves.len()];
        for (&k, a) in &saved.annotations {
            if k == 0 || k > moves.len() {
                return Err(bad(format!(
                    "an annotation of its move {k}, but it has {}",
                    count(moves.len(), "move")
                )));
            }
            line_annotations[k - 1] = load_annotation(a)
                .map_err(|e| bad(format!("the annotation of its move {k}: {e}")))?;
        }
        variations.push(Variation {
            after_ply: saved.after_ply,
            moves,
            analysis: line_analysis,
            annotations: line_annotations,
        });
    }
    let mut metadata = file.metadata;
    if file.format_version < 5 {
        metadata.ratings_from_old_scale();
    }
    Ok(LoadedGame {
        game,
        metadata,
        analysis,
        annotations,
        variations,
        clock: file.clock,
        rated: file.rated,
    })
}

/// A parse failure in a person's words: where in the file, and what was expected there.
fn syntax_error(e: ron::error::SpannedError) -> LoadError {
    use ron::Error as E;
    let what = match &e.code {
        E::Eof => "the file ends too early (it may have been cut short)".to_string(),
        E::ExpectedStructLike | E::ExpectedNamedStructLike(_) => {
            "expected a save file, which starts with '(' and 'format_version:'".to_string()
        }
        E::MissingStructField { field, .. } => format!("the required field '{field}' is missing"),
        E::DuplicateStructField { field, .. } => format!("the field '{field}' appears twice"),
        E::ExpectedComma => "expected a ',' between two entries".to_string(),
        E::ExpectedInteger | E::IntegerOutOfBounds | E::InvalidIntegerDigit { .. } => {
            "expected a whole number".to_string()
        }
        E::ExpectedString | E::ExpectedStringEnd => "expected text in double quotes".to_string(),
        E::ExpectedBoolean => "expected true or false".to_string(),
        E::ExpectedArray | E::ExpectedArrayEnd => "expected a list in [ ]".to_string(),
        E::ExpectedMap | E::ExpectedMapEnd | E::ExpectedMapColon => {
            "expected a table in { }".to_string()
        }
        E::ExpectedStructLikeEnd => "expected ')' to close what was opened".to_string(),
        E::ExpectedOption | E::ExpectedOptionEnd => "expected Some(...) or None".to_string(),
        E::NoSuchEnumVariant {
            expected, found, ..
        } => format!("'{found}' is not one of {}", expected.join(", ")),
        E::InvalidValueForType { expected, .. } => format!("expected {expected}"),
        E::TrailingCharacters => "there is more text after the end of the save".to_string(),
        E::UnexpectedChar(c) => format!("the character '{c}' does not belong here"),
        E::Utf8Error(_) => "the file is not UTF-8 text".to_string(),
        _ => "this is not how a save file is written".to_string(),
    };
    let at = e.span.start;
    LoadError::Syntax {
        message: format!("line {}, column {}: {what}", at.line, at.col),
        detail: e.to_string(),
    }
}

/// What kind of file a name leads to, when it is not a regular file.
pub(crate) fn not_regular(meta: &std::fs::Metadata) -> Option<&'static str> {
    let kind = meta.file_type();
    if kind.is_file() {
        return None;
    }
    if kind.is_dir() {
        return Some("a folder");
    }
    #[cfg(unix)]
    {
        use std::os::unix::fs::FileTypeExt;
        if kind.is_fifo() {
            return Some("a FIFO");
        }
        if kind.is_socket() {
            return Some("a socket");
        }
        if kind.is_char_device() || kind.is_block_device() {
            return Some("a device");
        }
    }
    Some("not a plain file")
}

/// Reads and checks a save file. Only regular files are read: a FIFO or a device named like a
/// save would block the reader or never end.
pub fn load(path: &Path) -> Result<LoadedGame, LoadError> {
    let io = |source| LoadError::Io {
        path: path.to_path_buf(),
        source,
    };
    let meta = std::fs::metadata(path).map_err(io)?;
    if let Some(kind) = not_regular(&meta) {
        return Err(LoadError::NotAFile {
            path: path.to_path_buf(),
            kind,
        });
    }
    let text = std::fs::read_to_string(path).map_err(|source| LoadError::Io {
        path: path.to_path_buf(),
        source,
    })?;
    decode(&text)
}

/// The fields of a save's text that this version does not know (a newer version's, or typed by
/// hand), by their path (`metadata.rating`): rewriting the file from what was read would drop
/// them. Empty for text that is not a save at all ([`decode`] says what is wrong there).
pub fn unknown_fields(text: &str) -> Vec<String> {
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    let mut unknown = Vec::new();
    if let Ok(mut reader) = ron::Deserializer::from_str(text) {
        let _ = serde_ignored::deserialize(&mut reader, |path| unknown.push(path.to_string()))
            .map(|_: SaveFile| ());
    }
    unknown
}

/// Encodes and writes a save file atomically.
pub fn save(path: &Path, file: &SaveFile) -> Result<(), SaveError> {
    write_atomic(path, encode(file)?.as_bytes())
}

/// The current time as `YYYY-MM-DD HH:MM:SS` (UTC), for the metadata.
pub fn now_utc() -> String {
    let text = humantime::format_rfc3339_seconds(std::time::SystemTime::now()).to_string();
    text.trim_end_matches('Z').replacen('T', " ", 1)
}
