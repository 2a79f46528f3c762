//! A person's own games: every save file in a folder that is a finished game from the standard
//! start, counted into a book of their own.

use std::path::{Path, PathBuf};

use crate::book::Book;
use crate::builder::Builder;
use crate::record::BookGame;

/// What a folder held.
#[derive(Debug, Default)]
pub struct FolderCounts {
    /// Save files counted.
    pub counted: usize,
    /// Saves left out because they are unfinished or start from another position or rules.
    pub skipped: usize,
    /// Files that could not be read, with why.
    pub unreadable: Vec<(PathBuf, String)>,
}

/// A folder's games as a book.
#[derive(Debug)]
pub struct FolderBook {
    pub book: Book,
    pub counts: FolderCounts,
}

/// A loaded save as the explorer counts it (finished standard games only), with its stored evaluations as scores.
pub fn record_of(loaded: &ardri_saves::LoadedGame) -> Option<BookGame> {
    let scores = (0..loaded.game.ply_count())
        .map(|ply| loaded.analysis.get(ply).copied().flatten().map(|a| a.eval))
        .collect();
    BookGame::from_game(&loaded.game, scores)
}

/// Counts the finished standard games of every `.ron` file directly in `folder` (not its
/// subfolders) into `builder`; what was left out, and why, is in the answer.
pub fn add_folder(builder: &mut Builder, folder: &Path) -> std::io::Result<FolderCounts> {
    let mut counts = FolderCounts::default();
    let mut paths: Vec<PathBuf> = std::fs::read_dir(folder)?
        .filter_map(|entry| entry.ok().map(|e| e.path()))
        .filter(|path| path.extension().is_some_and(|e| e == "ron"))
        .collect();
    paths.sort();
    for path in paths {
        match ardri_saves::load(&path) {
            Ok(loaded) => match record_of(&loaded) {
                Some(record) => {
                    builder.add(&record);
                    counts.counted += 1;
                }
                None => counts.skipped += 1,
            },
            Err(e) => counts.unreadable.push((path, e.to_string())),
        }
    }
    Ok(counts)
}

/// A book of every position the games of a folder reached (no thinning: one's own games are few).
pub fn book_of_folder(folder: &Path) -> std::io::Result<FolderBook> {
    let mut builder = Builder::new();
    let counts = add_folder(&mut builder, folder)?;
    Ok(FolderBook {
        book: builder.finish(1),
        counts,
    })
}
