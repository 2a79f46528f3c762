//! The opening explorer, a feature on the contract ([`Feature`]): its window's books (the shipped
//! book and a book of the person's own games, both read on a worker thread, never on the frame
//! path), and the shown position's entry, queried once per position (a query is a binary search
//! over the book's bytes: microseconds).

pub mod panel;

use std::path::{Path, PathBuf};

use ardri_explorer::{Book, FolderBook, PositionStats};
use ardri_rules::Position;

use serde::{Deserialize, Serialize};

use super::game::feature::{Aid, Context, Feature, Menu, MenuEntry, UiContext};
use super::shell::aside;
use super::shell::i18n::{Language, Words, language, tr, words};
use super::shell::tasks::{Task, Update};

/// The opening explorer's words, in each language (`i18n/`).
pub static WORDS: Words = words!("explorer");

/// Which games the explorer counts (kept between runs).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default, Serialize, Deserialize)]
pub enum Source {
    /// The shipped self-play games and the person's own.
    #[default]
    All,
    /// Only the person's own saved games.
    Mine,
}

/// The key of eframe's storage the explorer's own settings are kept under.
pub const STORAGE_KEY: &str = "ardri-explorer";

/// The explorer's own settings, kept between runs under [`STORAGE_KEY`].
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct ExplorerSettings {
    pub source: Source,
}

/// Where the app's shared settings kept the source before the explorer kept its own: read once,
/// when nothing is stored under [`STORAGE_KEY`] yet.
#[derive(Default, Deserialize)]
#[serde(default)]
struct OldSettings {
    explorer_source: Source,
}

impl From<OldSettings> for ExplorerSettings {
    fn from(old: OldSettings) -> ExplorerSettings {
        ExplorerSettings {
            source: old.explorer_source,
        }
    }
}

/// What the worker reads.
enum Loaded {
    Shipped(Result<Book, String>),
    Mine(Result<FolderBook, String>),
}

/// A book being read, or read, or failed.
enum Slot<T> {
    Loading,
    Ready(T),
    Failed(String),
}

/// The books while the window is open.
pub struct Books {
    pub source: Source,
    shipped: Slot<Book>,
    mine: Slot<FolderBook>,
    folder: PathBuf,
    /// The reading of both books, reported one by one.
    loading: Task<Loaded, ()>,
    /// The last answer: (position hash, source, entry), so a frame does not query again.
    cached: Option<(u64, Source, Option<PositionStats>)>,
}

/// Why the person's games could not be counted, in plain words: a folder that does not exist yet
/// (a fresh start, before the first save) holds no games, which is not a failure to be told.
fn mine_unreadable(folder: &Path, e: &std::io::Error) -> String {
    match e.kind() {
        std::io::ErrorKind::NotFound => tr!(WORDS, "explorer-no-saved-games").into_owned(),
        std::io::ErrorKind::PermissionDenied => tr!(
            WORDS,
            "explorer-games-forbidden",
            folder = folder.display().to_string()
        )
        .into_owned(),
        _ => tr!(
            WORDS,
            "explorer-games-unreadable",
            folder = folder.display().to_string(),
            error = aside::plain_io(e)
        )
        .into_owned(),
    }
}

impl Books {
    /// Starts reading the shipped book and the games in `folder`; `wake` repaints when they arrive.
    pub fn open(source: Source, folder: PathBuf, wake: egui::Context) -> Books {
        let scan = folder.clone();
        let loading = Task::spawn("explorer", wake, move |task| {
            task.report(Loaded::Shipped(
                ardri_explorer::shipped().map_err(|e| e.to_string()),
            ));
            task.report(Loaded::Mine(
                ardri_explorer::book_of_folder(&scan).map_err(|e| mine_unreadable(&scan, &e)),
            ));
        });
        Books {
            source,
            shipped: Slot::Loading,
            mine: Slot::Loading,
            folder,
            loading,
            cached: None,
        }
    }

    /// Takes what the worker has read.
    pub fn poll(&mut self) {
        let reports = self
            .loading
            .poll()
            .into_iter()
            .filter_map(|update| match update {
                Update::Report(loaded) => Some(loaded),
                _ => None,
            });
        for loaded in reports {
            match loaded {
                Loaded::Shipped(Ok(book)) => self.shipped = Slot::Ready(book),
                Loaded::Shipped(Err(e)) => self.shipped = Slot::Failed(e),
                Loaded::Mine(Ok(book)) => self.mine = Slot::Ready(book),
                Loaded::Mine(Err(e)) => self.mine = Slot::Failed(e),
            }
            self.cached = None;
        }
    }

    /// The folder the person's own games are read from.
    pub fn folder(&self) -> &Path {
        &self.folder
    }

    /// Whether a book is still being read.
    pub fn loading(&self) -> bool {
        matches!(self.shipped, Slot::Loading) || matches!(self.mine, Slot::Loading)
    }

    /// One line on the books: their games, or what failed.
    pub fn summary(&self) -> String {
        let shipped = match &self.shipped {
            Slot::Loading => tr!(WORDS, "explorer-reading-the-games"),
            Slot::Ready(book) => tr!(
                WORDS,
                "explorer-self-play-games",
                count = book.games(),
                games = thousands(book.games())
            ),
            Slot::Failed(e) => tr!(WORDS, "explorer-shipped-unreadable", error = e.as_str()),
        };
        let mine = match &self.mine {
            Slot::Loading => tr!(WORDS, "explorer-reading-your-games").into_owned(),
            Slot::Ready(folder) => {
                let counts = &folder.counts;
                let games = folder.book.games();
                let mut text = tr!(
                    WORDS,
                    "explorer-yours",
                    count = games,
                    games = thousands(games)
                )
                .into_owned();
                if counts.skipped > 0 {
                    let left_out = tr!(WORDS, "explorer-left-out", count = counts.skipped);
                    text = format!("{text} {left_out}");
                }
                if !counts.unreadable.is_empty() {
                    let unreadable = tr!(
                        WORDS,
                        "explorer-unreadable",
                        count = counts.unreadable.len()
                    );
                    text = format!("{text} {unreadable}");
                }
                text
            }
            Slot::Failed(e) => e.clone(),
        };
        match self.source {
            Source::All => {
                tr!(WORDS, "explorer-summary", shipped = shipped, mine = mine).into_owned()
            }
            Source::Mine => mine,
        }
    }

    /// The entry for `position` from the chosen games; `None` when no game reached it.
    pub fn stats(&mut self, position: &Position) -> Option<PositionStats> {
        let hash = position.hash();
        if let Some((h, source, stats)) = &self.cached
            && *h == hash
            && *source == self.source
        {
            return stats.clone();
        }
        let mine = match &self.mine {
            Slot::Ready(folder) => folder.book.query(position),
            _ => None,
        };
        let stats = match (self.source, &self.shipped) {
            (Source::Mine, _) => mine,
            (Source::All, Slot::Ready(book)) => merge(book.query(position), mine),
            (Source::All, _) => mine,
        };
        self.cached = Some((hash, self.source, stats.clone()));
        stats
    }
}

/// Two books' entries for one position as one: counts added, a move's score from the first.
pub fn merge(a: Option<PositionStats>, b: Option<PositionStats>) -> Option<PositionStats> {
    let (mut a, b) = match (a, b) {
        (None, b) => return b,
        (a, None) => return a,
        (Some(a), Some(b)) => (a, b),
    };
    a.results.attackers += b.results.attackers;
    a.results.draws += b.results.draws;
    a.results.defenders += b.results.defenders;
    a.score = a.score.or(b.score);
    for theirs in b.moves {
        match a.moves.iter_mut().find(|m| m.mv == theirs.mv) {
            Some(ours) => {
                ours.results.attackers += theirs.results.attackers;
                ours.results.draws += theirs.results.draws;
                ours.results.defenders += theirs.results.defenders;
                ours.score = ours.score.or(theirs.score);
            }
            None => a.moves.push(theirs),
        }
    }
    a.moves
        .sort_by_key(|m| (std::cmp::Reverse(m.results.games()), m.mv.to_u16()));
    Some(a)
}

/// 50000 as "50,000" (in English; "50.000" in German and Spanish, "50 000" with a space that does
/// not break in French, Swedish and Polish).
pub fn thousands(n: u32) -> String {
    let separator = match language() {
        Language::English => ',',
        Language::German | Language::Spanish => '.',
        Language::French | Language::Swedish | Language::Polish => '\u{a0}',
    };
    let digits = n.to_string();
    let mut out = String::new();
    for (i, c) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push(separator);
        }
        out.push(c);
    }
    out
}

/// What the explorer is asked to do.
#[derive(Clone, Debug, PartialEq)]
pub enum Command {
    /// Open or close its window.
    Toggle,
    /// Count all games, or only the person's own.
    Source(Source),
}

/// The opening explorer: its books while its window is open.
#[derive(Default)]
pub struct Explorer {
    pub books: Option<Books>,
    pub settings: aside::OwnSettings<ExplorerSettings>,
}

impl Feature for Explorer {
    type Command = Command;
    const NAME: &'static str = "explorer";

    fn handle(&mut self, command: Command, cx: &mut Context<'_>) {
        match command {
            Command::Toggle => {
                if self.books.take().is_none() {
                    // "My games": the library's folder, else the one last used for a game.
                    let folder = cx
                        .settings()
                        .library_folder
                        .clone()
                        .or_else(|| cx.settings().last_folder.clone())
                        .unwrap_or_else(|| cx.default_dir().to_path_buf());
                    self.books = Some(Books::open(
                        self.settings.value.source,
                        folder,
                        cx.wake.clone(),
                    ));
                }
            }
            Command::Source(source) => {
                if let Some(books) = self.books.as_mut() {
                    books.source = source;
                }
                // Kept between runs.
                self.settings.value.source = source;
            }
        }
    }

    fn load_settings(
        &mut self,
        storage: Option<&dyn eframe::Storage>,
        aside: Option<&Path>,
    ) -> Option<String> {
        self.settings.load::<OldSettings>(
            storage,
            (STORAGE_KEY, eframe::APP_KEY),
            aside,
            (
                &*tr!(WORDS, "explorer-settings-what"),
                &*tr!(WORDS, "explorer-settings-fresh"),
            ),
        )
    }

    fn save_settings(&self, storage: &mut dyn eframe::Storage) {
        self.settings.save(storage, STORAGE_KEY);
    }

    fn poll(&mut self, _cx: &mut Context<'_>) {
        if let Some(books) = self.books.as_mut() {
            books.poll();
        }
    }

    fn ui(&mut self, cx: &mut UiContext<'_>) {
        let Some(books) = self.books.as_mut() else {
            return;
        };
        let shown = cx.session.shown_position();
        panel::explorer_window(
            cx.egui,
            books,
            &shown,
            super::game::eval_bar::BarNumber::of(cx.settings.raw_score, cx.chances_only),
            cx.judge,
            cx.board_rect,
            cx.commands,
        );
    }

    fn menu(&self) -> Vec<MenuEntry> {
        vec![MenuEntry {
            menu: Menu::View,
            label: tr!(WORDS, "explorer-title"),
            command: Command::Toggle.into(),
            enabled: true,
        }]
    }

    /// Opening it is an engine aid (its Score is the engine's); closing it is not.
    fn aid(&self, command: &Command) -> Option<Aid> {
        (*command == Command::Toggle && self.books.is_none()).then_some(Aid {
            name: "the opening explorer",
            reason: "the opening explorer was used",
        })
    }
}

#[cfg(test)]
mod tests {
    use ardri_explorer::{BookGame, Builder};
    use ardri_rules::Rules;

    use super::*;

    fn book(lines: &[&str]) -> Book {
        let mut builder = Builder::new();
        for line in lines {
            builder.add(&line.parse::<BookGame>().unwrap());
        }
        builder.finish(1)
    }

    /// A saves folder not made yet is no games, said plainly; a real failure says what, without
    /// the system's error number.
    #[test]
    fn a_folder_that_is_not_there_yet_holds_no_games() {
        let folder = Path::new("/home/someone/Ard Ri");
        let missing = std::io::Error::from(std::io::ErrorKind::NotFound);
        assert_eq!(
            mine_unreadable(folder, &missing),
            "no saved games of yours yet"
        );
        let other = std::io::Error::from_raw_os_error(5);
        let told = mine_unreadable(folder, &other);
        assert!(
            told.starts_with("your games in /home/someone/Ard Ri could not be read: "),
            "{told}"
        );
        assert!(!told.contains("os error"), "{told}");
    }

    #[test]
    fn two_books_merge_move_by_move() {
        let start = Position::start(Rules::default());
        let a = book(&["A c3c2 b4b5", "D e3e2"]).query(&start);
        let b = book(&["= c3c2", "= c5c6", "D c3c2"]).query(&start);
        let merged = merge(a, b).unwrap();
        assert_eq!(merged.results.games(), 5);
        let c3c2 = merged
            .moves
            .iter()
            .find(|m| m.mv.to_string() == "c3c2")
            .unwrap();
        assert_eq!(
            (
                c3c2.results.attackers,
                c3c2.results.draws,
                c3c2.results.defenders
            ),
            (1, 1, 1)
        );
        assert_eq!(
            merged.moves[0].mv.to_string(),
            "c3c2",
            "the most played first"
        );
        assert_eq!(merged.moves.len(), 3);
        assert_eq!(thousands(1_234_567), "1,234,567");
        assert_eq!(thousands(999), "999");
    }

    /// The explorer's handler through the contract, without the window.
    mod handler {
        use super::super::super::game::feature::TestBed;
        use super::super::super::tests::MemoryStorage;
        use super::*;

        #[test]
        fn toggle_opens_on_my_games_folder_and_closes() {
            let mut bed = TestBed::new();
            let mut explorer = Explorer::default();
            // No library or last folder: the saves folder.
            let asks = bed.run(|cx| explorer.handle(Command::Toggle, cx));
            assert!(asks.is_empty());
            let books = explorer.books.as_ref().expect("open");
            assert_eq!(books.folder(), bed.default_dir.as_path());
            bed.run(|cx| explorer.handle(Command::Toggle, cx));
            assert!(explorer.books.is_none());
            // The library's folder comes first, then the one last used.
            bed.settings.last_folder = Some("/last".into());
            bed.run(|cx| explorer.handle(Command::Toggle, cx));
            assert_eq!(
                explorer.books.as_ref().unwrap().folder(),
                Path::new("/last")
            );
            bed.run(|cx| explorer.handle(Command::Toggle, cx));
            bed.settings.library_folder = Some("/library".into());
            bed.run(|cx| explorer.handle(Command::Toggle, cx));
            assert_eq!(
                explorer.books.as_ref().unwrap().folder(),
                Path::new("/library")
            );
        }

        #[test]
        fn the_source_is_kept_in_the_settings() {
            let mut bed = TestBed::new();
            let mut explorer = Explorer::default();
            bed.run(|cx| explorer.handle(Command::Toggle, cx));
            let asks = bed.run(|cx| explorer.handle(Command::Source(Source::Mine), cx));
            assert_eq!(explorer.books.as_ref().unwrap().source, Source::Mine);
            assert_eq!(asks, []);
            // Kept in the explorer's own settings, written under its own key.
            assert_eq!(explorer.settings.value.source, Source::Mine);
            let mut storage = MemoryStorage::default();
            explorer.save_settings(&mut storage);
            let mut again = Explorer::default();
            assert_eq!(again.load_settings(Some(&storage), None), None);
            assert_eq!(again.settings.value.source, Source::Mine);
        }

        #[test]
        fn opening_is_an_engine_aid_and_closing_is_not() {
            let mut bed = TestBed::new();
            let mut explorer = Explorer::default();
            let aid = explorer.aid(&Command::Toggle).expect("opening is an aid");
            assert_eq!(aid.reason, "the opening explorer was used");
            bed.run(|cx| explorer.handle(Command::Toggle, cx));
            assert_eq!(explorer.aid(&Command::Toggle), None);
            assert_eq!(explorer.aid(&Command::Source(Source::All)), None);
            assert_eq!(explorer.menu()[0].menu, Menu::View);
        }
    }
}
