//! The composition root's list of the features built on the contract ([`Feature`]): the one place
//! a new feature is added (its field, its command's variant, one line in each match below).
//! Dispatch, the frame's poll, drawing and the menu bar loop over [`Features::all`].

use super::commands::Command;
use super::feature::{Aid, Context, Feature, MenuEntry, Unit};
use super::{editor, explorer, learn, lessons, library, progress, puzzles, review};

/// A command for one of the features on the contract.
#[derive(Clone, Debug, PartialEq)]
pub enum FeatureCommand {
    Progress(progress::Command),
    Lessons(lessons::Command),
    Explorer(explorer::Command),
    Editor(editor::Command),
    Puzzles(puzzles::PuzzleCommand),
    Learn(learn::Command),
    Library(super::commands::LibraryCommand),
    Review(super::commands::ReviewCommand),
}

/// Each feature's command wrapped for the root.
macro_rules! wraps {
    ($($command:ty => $variant:ident),* $(,)?) => {$(
        impl From<$command> for Command {
            fn from(c: $command) -> Command {
                Command::Feature(FeatureCommand::$variant(c))
            }
        }
    )*};
}

wraps!(
    progress::Command => Progress,
    lessons::Command => Lessons,
    explorer::Command => Explorer,
    editor::Command => Editor,
    puzzles::Command => Puzzles,
    learn::Command => Learn,
    super::commands::LibraryCommand => Library,
    super::commands::ReviewCommand => Review,
);

impl FeatureCommand {
    /// The feature that takes the board with this command, if it does (who holds it gives way).
    pub fn takes_board(&self) -> Option<&'static str> {
        fn of<F: Feature>(command: &F::Command) -> Option<&'static str> {
            F::takes_board(command).then_some(F::NAME)
        }
        match self {
            FeatureCommand::Progress(c) => of::<progress::Progress>(c),
            FeatureCommand::Lessons(c) => of::<lessons::Lessons>(c),
            FeatureCommand::Explorer(c) => of::<explorer::Explorer>(c),
            FeatureCommand::Editor(c) => of::<editor::PositionEditor>(c),
            FeatureCommand::Puzzles(c) => of::<puzzles::Puzzles>(c),
            FeatureCommand::Learn(c) => of::<learn::Drills>(c),
            FeatureCommand::Library(c) => of::<library::list::LibraryView>(c),
            FeatureCommand::Review(c) => of::<review::Review>(c),
        }
    }
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

    /// Hands a command to its feature.
    pub fn handle(&mut self, command: FeatureCommand, cx: &mut Context<'_>) {
        match command {
            FeatureCommand::Progress(c) => self.progress.handle(c, cx),
            FeatureCommand::Lessons(c) => self.lessons.handle(c, cx),
            FeatureCommand::Explorer(c) => self.explorer.handle(c, cx),
            FeatureCommand::Editor(c) => self.editor.handle(c, cx),
            FeatureCommand::Puzzles(c) => self.puzzles.handle(c, cx),
            FeatureCommand::Learn(c) => self.learn.handle(c, cx),
            FeatureCommand::Library(c) => Feature::handle(&mut self.library, c, cx),
            FeatureCommand::Review(c) => self.review.handle(c, cx),
        }
    }

    /// The engine aid a command would start now, if it starts one.
    pub fn aid(&self, command: &FeatureCommand) -> Option<Aid> {
        match command {
            FeatureCommand::Progress(c) => self.progress.aid(c),
            FeatureCommand::Lessons(c) => self.lessons.aid(c),
            FeatureCommand::Explorer(c) => self.explorer.aid(c),
            FeatureCommand::Editor(c) => self.editor.aid(c),
            FeatureCommand::Puzzles(c) => self.puzzles.aid(c),
            FeatureCommand::Learn(c) => self.learn.aid(c),
            FeatureCommand::Library(c) => self.library.aid(c),
            FeatureCommand::Review(c) => self.review.aid(c),
        }
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
