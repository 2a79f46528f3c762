//! The game library's state: the folder's entries as the scan brings them, the rows shown (filtered
//! by text and result, sorted by a column), the selection, and which mistakes "Practise" gathers.
//! No drawing here (see `library_window`).

use std::borrow::Cow;
use std::cmp::Ordering;
use std::path::{Path, PathBuf};

use ardri_engine::review::MoveClass;
use ardri_rules::{EndReason, Side};
use ardri_saves::library::{GameSummary, LibraryEntry};

use super::super::shell::i18n::tr;
use super::WORDS;

/// The table's columns, each a sort key.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SortColumn {
    File,
    Attackers,
    Defenders,
    Result,
    Reason,
    Date,
    Moves,
    AttackersAccuracy,
    DefendersAccuracy,
}

impl SortColumn {
    pub const ALL: [SortColumn; 9] = [
        SortColumn::File,
        SortColumn::Attackers,
        SortColumn::Defenders,
        SortColumn::Result,
        SortColumn::Reason,
        SortColumn::Date,
        SortColumn::Moves,
        SortColumn::AttackersAccuracy,
        SortColumn::DefendersAccuracy,
    ];

    pub fn title(self) -> Cow<'static, str> {
        match self {
            SortColumn::File => tr!(WORDS, "library-column-file"),
            SortColumn::Attackers => tr!(WORDS, "library-column-attackers"),
            SortColumn::Defenders => tr!(WORDS, "library-column-defenders"),
            SortColumn::Result => tr!(WORDS, "library-column-result"),
            SortColumn::Reason => tr!(WORDS, "library-column-reason"),
            SortColumn::Date => tr!(WORDS, "library-column-date"),
            SortColumn::Moves => tr!(WORDS, "library-column-moves"),
            SortColumn::AttackersAccuracy => tr!(WORDS, "library-column-attackers-accuracy"),
            SortColumn::DefendersAccuracy => tr!(WORDS, "library-column-defenders-accuracy"),
        }
    }

    /// The column as the sort tip's message tells it apart (`$column`); never shown.
    pub fn id(self) -> &'static str {
        match self {
            SortColumn::File => "file",
            SortColumn::Attackers => "attackers",
            SortColumn::Defenders => "defenders",
            SortColumn::Result => "result",
            SortColumn::Reason => "reason",
            SortColumn::Date => "date",
            SortColumn::Moves => "moves",
            SortColumn::AttackersAccuracy => "attackers-accuracy",
            SortColumn::DefendersAccuracy => "defenders-accuracy",
        }
    }
}

/// What became of a game, for the result column and its filter.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Kind {
    AttackersWon,
    DefendersWon,
    Draw,
    Unfinished,
    Unreadable,
}

impl Kind {
    pub const ALL: [Kind; 5] = [
        Kind::AttackersWon,
        Kind::DefendersWon,
        Kind::Draw,
        Kind::Unfinished,
        Kind::Unreadable,
    ];

    pub fn of(entry: &LibraryEntry) -> Kind {
        match &entry.summary {
            Err(_) => Kind::Unreadable,
            Ok(s) => match s.outcome {
                None => Kind::Unfinished,
                Some(o) => match o.winner {
                    Some(Side::Attackers) => Kind::AttackersWon,
                    Some(Side::Defenders) => Kind::DefendersWon,
                    None => Kind::Draw,
                },
            },
        }
    }

    pub fn label(self) -> Cow<'static, str> {
        match self {
            Kind::AttackersWon => tr!(WORDS, "library-attackers-won"),
            Kind::DefendersWon => tr!(WORDS, "library-defenders-won"),
            Kind::Draw => tr!(WORDS, "library-draw"),
            Kind::Unfinished => tr!(WORDS, "library-unfinished"),
            Kind::Unreadable => tr!(WORDS, "library-unreadable"),
        }
    }
}

/// The reason a game ended, short.
pub fn reason_label(reason: EndReason) -> Cow<'static, str> {
    match reason {
        EndReason::KingEscaped => tr!(WORDS, "library-king-escaped"),
        EndReason::KingCaptured => tr!(WORDS, "library-king-captured"),
        EndReason::NoLegalMove => tr!(WORDS, "library-no-legal-move"),
        EndReason::Repetition => tr!(WORDS, "library-repetition"),
        EndReason::Resignation => tr!(WORDS, "library-resignation"),
        EndReason::Timeout => tr!(WORDS, "library-timeout"),
    }
}

/// Whose mistakes "Practise" gathers from each game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PracticeSide {
    /// The side (or sides) played by the player named in [`LibraryView::player`].
    Player,
    Attackers,
    Defenders,
}

/// A row's value in a column; `None` sorts last either way.
#[derive(PartialEq, PartialOrd)]
enum Key {
    Text(String),
    Number(f64),
}

fn key(entry: &LibraryEntry, column: SortColumn) -> Option<Key> {
    let summary = entry.summary.as_ref().ok();
    let text = |f: fn(&GameSummary) -> &str| summary.map(|s| Key::Text(f(s).to_lowercase()));
    let accuracy = |side: Side| {
        summary
            .and_then(|s| s.review)
            .and_then(|r| r.sides[side as usize].accuracy)
            .map(Key::Number)
    };
    match column {
        SortColumn::File => Some(Key::Text(entry.file_name.to_lowercase())),
        SortColumn::Attackers => text(|s| &s.metadata.attackers),
        SortColumn::Defenders => text(|s| &s.metadata.defenders),
        SortColumn::Result => Some(Key::Number(Kind::of(entry) as usize as f64)),
        SortColumn::Reason => summary
            .and_then(|s| s.outcome)
            .map(|o| Key::Text(reason_label(o.reason).into())),
        SortColumn::Date => {
            Some(Key::Text(entry.date().to_string())).filter(|_| !entry.date().is_empty())
        }
        SortColumn::Moves => summary.map(|s| Key::Number(s.moves as f64)),
        SortColumn::AttackersAccuracy => accuracy(Side::Attackers),
        SortColumn::DefendersAccuracy => accuracy(Side::Defenders),
    }
}

/// The game library window's own state.
pub struct LibraryView {
    pub open: bool,
    /// The folder listed.
    pub dir: PathBuf,
    /// The folder's files in name order, as read so far.
    pub entries: Vec<LibraryEntry>,
    /// While the folder is read: files read, and in all.
    pub scanning: Option<(usize, usize)>,
    /// Why the folder could not be listed.
    pub problem: Option<String>,
    pub sort: SortColumn,
    pub ascending: bool,
    /// Shown: entries whose players, event or file name hold this (any case) ...
    pub filter: String,
    /// ... and whose result is this (`None`: any).
    pub result: Option<Kind>,
    /// The entries shown, in order (indices into `entries`).
    pub rows: Vec<usize>,
    /// The selected file (kept through sorting, filtering and a new reading of the folder).
    pub selected: Option<PathBuf>,
    pub practice_side: PracticeSide,
    /// The person's name in the games ("Human" is what the app writes for the person's side).
    pub player: String,
    /// Scroll the selected row into view on the next frame.
    pub scroll_to_selected: bool,
    /// Practise was asked and Learn has not yet said that the mistakes are gathered: the button
    /// waits (a second gathering is not started over the first).
    pub gathering: bool,
    /// Reads the folder off the UI thread.
    pub(super) worker: super::LibraryWorker,
}

impl Default for LibraryView {
    fn default() -> LibraryView {
        LibraryView {
            open: false,
            dir: PathBuf::new(),
            entries: Vec::new(),
            scanning: None,
            problem: None,
            sort: SortColumn::Date,
            ascending: false,
            filter: String::new(),
            result: None,
            rows: Vec::new(),
            selected: None,
            practice_side: PracticeSide::Player,
            player: "Human".into(),
            scroll_to_selected: false,
            gathering: false,
            worker: super::LibraryWorker::default(),
        }
    }
}

impl LibraryView {
    /// A new reading of `dir` begins: the old entries go.
    pub fn begin_scan(&mut self, dir: PathBuf) {
        self.dir = dir;
        self.entries.clear();
        self.rows.clear();
        self.problem = None;
        self.scanning = Some((0, 0));
    }

    /// Entries as the scan brings them (call [`LibraryView::refresh_rows`] after a batch).
    pub fn add(&mut self, entry: LibraryEntry) {
        self.entries.push(entry);
        if let Some((read, total)) = &mut self.scanning {
            *read += 1;
            *total = (*total).max(*read);
        }
    }

    /// Sorts by `column`, or the other way when it already is.
    pub fn sort_by(&mut self, column: SortColumn) {
        if self.sort == column {
            self.ascending = !self.ascending;
        } else {
            self.sort = column;
            self.ascending = true;
        }
        self.refresh_rows();
    }

    fn shown(&self, entry: &LibraryEntry) -> bool {
        if self.result.is_some_and(|k| k != Kind::of(entry)) {
            return false;
        }
        let needle = self.filter.trim().to_lowercase();
        if needle.is_empty() {
            return true;
        }
        let mut fields = vec![entry.file_name.as_str()];
        if let Ok(s) = &entry.summary {
            fields.extend([
                s.metadata.attackers.as_str(),
                s.metadata.defenders.as_str(),
                s.metadata.event.as_str(),
            ]);
        }
        fields.iter().any(|f| f.to_lowercase().contains(&needle))
    }

    /// Filters and sorts the entries into `rows` (ties in file name order).
    pub fn refresh_rows(&mut self) {
        let mut rows: Vec<usize> = (0..self.entries.len())
            .filter(|&i| self.shown(&self.entries[i]))
            .collect();
        let (column, ascending) = (self.sort, self.ascending);
        let keys: Vec<Option<Key>> = self.entries.iter().map(|e| key(e, column)).collect();
        rows.sort_by(|&a, &b| {
            let by_key = match (&keys[a], &keys[b]) {
                (Some(x), Some(y)) => {
                    let order = x.partial_cmp(y).unwrap_or(Ordering::Equal);
                    if ascending { order } else { order.reverse() }
                }
                (Some(_), None) => Ordering::Less,
                (None, Some(_)) => Ordering::Greater,
                (None, None) => Ordering::Equal,
            };
            by_key.then_with(|| self.entries[a].file_name.cmp(&self.entries[b].file_name))
        });
        self.rows = rows;
    }

    /// The position of the selected file among the rows, if it is shown.
    pub fn selected_row(&self) -> Option<usize> {
        let selected = self.selected.as_deref()?;
        self.rows
            .iter()
            .position(|&i| self.entries[i].path == selected)
    }

    pub fn select_row(&mut self, row: usize) {
        if let Some(&i) = self.rows.get(row) {
            self.selected = Some(self.entries[i].path.clone());
        }
    }

    /// Arrow keys: the row `delta` away (the first or last when none is selected).
    pub fn move_selection(&mut self, delta: isize) {
        if self.rows.is_empty() {
            return;
        }
        let last = self.rows.len() - 1;
        let row = match self.selected_row() {
            Some(row) => row.saturating_add_signed(delta).min(last),
            None if delta < 0 => last,
            None => 0,
        };
        self.select_row(row);
        self.scroll_to_selected = true;
    }

    /// The selected file, when it is shown and readable (what Enter opens).
    pub fn to_open(&self) -> Option<&Path> {
        let i = self.rows[self.selected_row()?];
        let entry = &self.entries[i];
        entry.summary.is_ok().then_some(entry.path.as_path())
    }

    /// The sides of a game whose mistakes are practised.
    pub fn practice_sides(&self, summary: &GameSummary) -> Vec<Side> {
        match self.practice_side {
            PracticeSide::Attackers => vec![Side::Attackers],
            PracticeSide::Defenders => vec![Side::Defenders],
            PracticeSide::Player => {
                let name = self.player.trim().to_lowercase();
                let named = |player: &str| !name.is_empty() && player.trim().to_lowercase() == name;
                [
                    (Side::Attackers, &summary.metadata.attackers),
                    (Side::Defenders, &summary.metadata.defenders),
                ]
                .into_iter()
                .filter(|(_, player)| named(player))
                .map(|(side, _)| side)
                .collect()
            }
        }
    }

    /// The shown games with mistakes to practise, in the shown order, each with its sides and how
    /// many mistakes and blunders they made.
    fn practised(&self) -> impl Iterator<Item = (&LibraryEntry, Vec<Side>, usize)> {
        self.rows.iter().filter_map(|&i| {
            let entry = &self.entries[i];
            let summary = entry.summary.as_ref().ok()?;
            let review = summary.review?;
            let sides = self.practice_sides(summary);
            let count: usize = sides
                .iter()
                .map(|&s| {
                    let counts = review.sides[s as usize].counts;
                    counts[MoveClass::Mistake as usize] + counts[MoveClass::Blunder as usize]
                })
                .sum();
            (count > 0).then_some((entry, sides, count))
        })
    }

    /// How many mistakes and blunders "Practise" would gather.
    pub fn practice_count(&self) -> usize {
        self.practised().map(|(_, _, count)| count).sum()
    }

    /// What "Practise" gathers: the files in the shown order, each with its sides.
    pub fn practice_jobs(&self) -> Vec<(PathBuf, Vec<Side>)> {
        self.practised()
            .map(|(entry, sides, _)| (entry.path.clone(), sides))
            .collect()
    }
}
