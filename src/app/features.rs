//! The composition root's list of the features built on the contract ([`Feature`]): the one place
//! a new feature is added (its field, its command type in `own_commands!`, one line in each list
//! below).
//! Dispatch, the frame's poll, drawing and the menu bar loop over [`Features::all`].

use super::game::commands::{FeatureCommand, OwnCommand};
use super::game::feature::{Aid, Context, Feature, MenuEntry, Unit};
use super::{editor, explorer, learn, lessons, library, progress, puzzles, review};

/// Each feature's command type (and the record's) is its own: `.into()` carries it in
/// `Command::Feature`, and [`Features::handle`] hands it back by its type.
macro_rules! own_commands {
    ($($command:ty),* $(,)?) => {$(
        impl OwnCommand for $command {}
    )*};
}

own_commands!(
    progress::Command,
    lessons::Command,
    explorer::Command,
    editor::Command,
    puzzles::Command,
    learn::Command,
    super::game::commands::LibraryCommand,
    super::game::commands::ReviewCommand,
    super::record::RecordCommand,
);

/// Runs `$body` with `$c` as the command of the first feature in the list whose type it is.
macro_rules! by_feature {
    ($command:expr, $c:ident, $($feature:ty => $body:expr),* $(,)?) => {{
        let command = $command;
        $(
            if let Some($c) = command.get::<<$feature as Feature>::Command>() {
                return $body;
            }
        )*
        None
    }};
}

/// Hands `$command` to the first feature in the list whose command type it is, with `$cx`
/// (`Err` gives it back when none is).
macro_rules! hand_to {
    ($command:expr, $cx:expr, $($feature:expr),* $(,)?) => {{
        let command = $command;
        $(
            let command = match command.take() {
                Ok(c) => {
                    Feature::handle(&mut $feature, c, $cx);
                    return Ok(());
                }
                Err(other) => other,
            };
        )*
        Err(command)
    }};
}

/// The feature that takes the board with this command, if it does (who holds it gives way).
pub fn takes_board(command: &FeatureCommand) -> Option<&'static str> {
    fn of<F: Feature>(command: &F::Command) -> Option<&'static str> {
        F::takes_board(command).then_some(F::NAME)
    }
    by_feature!(command, c,
        progress::Progress => of::<progress::Progress>(c),
        lessons::Lessons => of::<lessons::Lessons>(c),
        explorer::Explorer => of::<explorer::Explorer>(c),
        editor::PositionEditor => of::<editor::PositionEditor>(c),
        puzzles::Puzzles => of::<puzzles::Puzzles>(c),
        learn::Drills => of::<learn::Drills>(c),
        library::list::LibraryView => of::<library::list::LibraryView>(c),
        review::Review => of::<review::Review>(c),
    )
}

pub struct Features {
    pub progress: progress::Progress,
    pub lessons: lessons::Lessons,
    pub explorer: explorer::Explorer,
    pub editor: editor::PositionEditor,
    pub puzzles: puzzles::Puzzles,
    pub learn: learn::Drills,
    pub library: library::list::LibraryView,
    pub review: review::Review,
}

impl Features {
    /// The features at the start (`first_run`: no settings were stored on this machine; `mine`:
    /// the person's own puzzles, read).
    pub fn new(first_run: bool, mine: puzzles::mine::MyPuzzles) -> Features {
        Features {
            puzzles: puzzles::Puzzles::new(mine),
            learn: learn::Drills::default(),
            library: library::list::LibraryView::default(),
            review: review::Review,
            progress: progress::Progress::default(),
            lessons: lessons::Lessons::new(first_run),
            explorer: explorer::Explorer::default(),
            editor: editor::PositionEditor::default(),
        }
    }

    /// Hands a command to its feature (a command no feature owns is given back).
    pub fn handle(
        &mut self,
        command: FeatureCommand,
        cx: &mut Context<'_>,
    ) -> Result<(), FeatureCommand> {
        hand_to!(
            command,
            cx,
            self.progress,
            self.lessons,
            self.explorer,
            self.editor,
            self.puzzles,
            self.learn,
            self.library,
            self.review,
        )
    }

    /// The engine aid a command would start now, if it starts one.
    pub fn aid(&self, command: &FeatureCommand) -> Option<Aid> {
        by_feature!(command, c,
            progress::Progress => self.progress.aid(c),
            lessons::Lessons => self.lessons.aid(c),
            explorer::Explorer => self.explorer.aid(c),
            editor::PositionEditor => self.editor.aid(c),
            puzzles::Puzzles => self.puzzles.aid(c),
            learn::Drills => self.learn.aid(c),
            library::list::LibraryView => self.library.aid(c),
            review::Review => self.review.aid(c),
        )
    }

    /// Every feature, for what the root does to each alike.
    pub fn all(&mut self) -> [&mut dyn Unit; 8] {
        [
            &mut self.progress,
            &mut self.lessons,
            &mut self.explorer,
            &mut self.editor,
            &mut self.puzzles,
            &mut self.learn,
            &mut self.library,
            &mut self.review,
        ]
    }

    /// The pieces the board shows for the feature holding it, where they are its own.
    pub fn board_pieces(
        &mut self,
        holder: Option<&str>,
    ) -> Option<super::game::board::SetUpPieces> {
        holder
            .and_then(|h| self.named(h))
            .and_then(|f| f.board_pieces())
    }

    /// The feature named `name` (the board's lease names its holder).
    pub fn named(&mut self, name: &str) -> Option<&mut dyn Unit> {
        self.all().into_iter().find(|f| f.name() == name)
    }

    /// Every feature's menu entries, in the list's order.
    pub fn menu(&mut self) -> Vec<MenuEntry> {
        self.all().iter().flat_map(|f| f.menu()).collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The board's lease finds its holder by name: no two features share one.
    #[test]
    fn every_feature_has_a_name_of_its_own() {
        let mut features = Features::new(false, puzzles::mine::MyPuzzles::open(None).0);
        let mut names: Vec<&str> = features.all().iter().map(|f| f.name()).collect();
        let count = names.len();
        names.sort_unstable();
        names.dedup();
        assert_eq!(names.len(), count, "{names:?}");
        assert!(features.named(lessons::NAME).is_some());
    }
}
