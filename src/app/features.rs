//! The composition root's list of the features built on the contract ([`Feature`]): the one place
//! a new feature is added, one line in [`features!`]'s list. From that list come the struct that
//! holds them, which command type is whose (`impl OwnCommand`: only here, a test holds it), and the
//! routing of a command to its feature by its type; the only downcasts of the app are here.
//! Dispatch, the frame's poll, drawing and the menu bar loop over [`Features::all`].

use super::game::commands::{Command, FeatureCommand, OwnCommand};
use super::game::feature::{Aid, Context, Feature, MenuEntry, Unit};
use super::game::record_service::RecordCommand;
use super::learn::command::LearnCommand;
use super::library::command::LibraryCommand;
use super::{
    annotations, editor, explorer, files, learn, lessons, library, progress, puzzles, rating,
    rematch, review, sound,
};

/// Where a feature's command goes: the record's to the record (not a feature on the contract), the
/// rest to the features.
pub enum Route {
    Record(RecordCommand),
    Feature(FeatureCommand),
}

/// The one list: each feature's field and type. It writes [`Features`], makes each feature's
/// command type an [`OwnCommand`] (so `.into()` carries it, and no other type can be carried), and
/// routes a carried command back to its feature by its type. A feature missing from a generated
/// list cannot happen: there is one list.
macro_rules! features {
    ($($field:ident: $feature:ty),* $(,)?) => {
        pub struct Features {
            $(pub $field: $feature,)*
        }

        $(
            impl OwnCommand for <$feature as Feature>::Command {
                fn guarded_action(&self) -> Option<std::borrow::Cow<'static, str>> {
                    <$feature as Feature>::guarded_action(self)
                }

                fn keeps_the_board(&self) -> bool {
                    <$feature as Feature>::keeps_the_board(self)
                }
            }
        )*

        impl Features {
            /// Hands a command to its feature (`cleared`: the unsaved-work guard let it through).
            /// Every carried command has a feature (only this list makes a type one); should one
            /// not, it is given back.
            pub fn handle(
                &mut self,
                command: FeatureCommand,
                cleared: bool,
                cx: &mut Context<'_>,
            ) -> Result<(), FeatureCommand> {
                $(
                    let command = match command.take::<<$feature as Feature>::Command>() {
                        Ok(c) => {
                            if cleared {
                                Feature::handle_cleared(&mut self.$field, c, cx);
                            } else {
                                Feature::handle(&mut self.$field, c, cx);
                            }
                            return Ok(());
                        }
                        Err(other) => other,
                    };
                )*
                Err(command)
            }

            /// The engine aid a command would start now, if it starts one.
            pub fn aid(&self, command: &FeatureCommand) -> Option<Aid> {
                $(
                    if let Some(c) = command.get::<<$feature as Feature>::Command>() {
                        return self.$field.aid(c);
                    }
                )*
                None
            }

            /// Every feature, for what the root does to each alike.
            pub fn all(&mut self) -> [&mut dyn Unit; [$(stringify!($field)),*].len()] {
                [$(&mut self.$field as &mut dyn Unit),*]
            }

            /// Every feature, to read (what the side panel draws of each).
            pub fn each(&self) -> [&dyn Unit; [$(stringify!($field)),*].len()] {
                [$(&self.$field as &dyn Unit),*]
            }
        }

        /// The feature that takes the board with this command, if it does (who holds it gives
        /// way).
        pub fn takes_board(command: &FeatureCommand) -> Option<&'static str> {
            $(
                if let Some(c) = command.get::<<$feature as Feature>::Command>() {
                    return <$feature as Feature>::takes_board(c)
                        .then_some(<$feature as Feature>::NAME);
                }
            )*
            None
        }
    };
}

features!(
    progress: progress::Progress,
    lessons: lessons::Lessons,
    explorer: explorer::Explorer,
    editor: editor::PositionEditor,
    puzzles: puzzles::Puzzles,
    learn: learn::Drills,
    library: library::list::LibraryView,
    review: review::Review,
    rematch: rematch::Rematch,
    sound: sound::Sounds,
    rating: rating::RatingState,
    annotations: annotations::Annotations,
    files: files::Files,
);

/// The ties between features, in one table: a command to one feature that is news for another,
/// which the root hands on after the first has carried it out (features import nothing of each
/// other). `cleared`: the unsaved-work guard let the command through.
pub fn ties(command: &FeatureCommand, cleared: bool) -> Vec<Command> {
    let mut news: Vec<Command> = Vec::new();
    // The library's games to practise: Learn gathers their mistakes.
    if let Some(LibraryCommand::Practise(jobs)) = command.get() {
        news.push(LearnCommand::Gather(jobs.clone()).into());
    }
    // Learn has gathered them (or found none): the library's Practise may be asked again.
    if command.get() == Some(&LearnCommand::Gathered) {
        news.push(LibraryCommand::Gathered.into());
    }
    // A practice starts, past the guard: the drill takes the library window's place.
    if cleared && command.get() == Some(&LearnCommand::StartPractice) {
        news.push(LibraryCommand::Close.into());
    }
    news
}

/// The record's commands are carried like a feature's: the record answers them on its thread.
impl OwnCommand for RecordCommand {}

/// The record's command, or the features'.
pub fn route(command: FeatureCommand) -> Route {
    match command.take::<RecordCommand>() {
        Ok(c) => Route::Record(c),
        Err(c) => Route::Feature(c),
    }
}

impl Features {
    /// The features at the start (`first_run`: no settings were stored on this machine; `mine`:
    /// the person's own puzzles, read).
    pub fn new(
        first_run: bool,
        mine: puzzles::mine::MyPuzzles,
        speaker: sound::speaker::Speaker,
        rating: rating::RatingState,
        files: files::Files,
    ) -> Features {
        Features {
            puzzles: puzzles::Puzzles::new(mine),
            learn: learn::Drills::default(),
            library: library::list::LibraryView::default(),
            review: review::Review,
            progress: progress::Progress::default(),
            lessons: lessons::Lessons::new(first_run),
            explorer: explorer::Explorer::default(),
            editor: editor::PositionEditor::default(),
            rematch: rematch::Rematch::default(),
            sound: sound::Sounds::new(speaker),
            rating,
            annotations: annotations::Annotations::default(),
            files,
        }
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
    pub fn menu(&self) -> Vec<MenuEntry> {
        self.each().iter().flat_map(|f| f.menu()).collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The board's lease finds its holder by name: no two features share one.
    #[test]
    fn every_feature_has_a_name_of_its_own() {
        let mut features = Features::new(
            false,
            puzzles::mine::MyPuzzles::open(None).0,
            sound::speaker::Speaker::Recording(Vec::new()),
            rating::RatingState::default(),
            files::Files {
                worker: files::FileWorker::new(
                    std::sync::Arc::new(files::NativeDialogs::default()),
                ),
                autosave: None,
                restorable: None,
                chooser: None,
            },
        );
        let mut names: Vec<&str> = features.all().iter().map(|f| f.name()).collect();
        let count = names.len();
        names.sort_unstable();
        names.dedup();
        assert_eq!(names.len(), count, "{names:?}");
        assert!(features.named(lessons::NAME).is_some());
    }

    /// The ties table hands the library's practise to Learn and Learn's news back, and closes the
    /// library when a practice starts past the guard (not before).
    #[test]
    fn the_ties_hand_one_features_news_to_another() {
        let carried = |c: Command| match c {
            Command::Feature(c) => c,
            other => panic!("not a feature's command: {other:?}"),
        };
        let jobs = vec![(
            std::path::PathBuf::from("a.ron"),
            vec![ardri_rules::Side::Defenders],
        )];
        let practise = carried(LibraryCommand::Practise(jobs.clone()).into());
        assert_eq!(ties(&practise, false), [LearnCommand::Gather(jobs).into()]);
        let gathered = carried(LearnCommand::Gathered.into());
        assert_eq!(ties(&gathered, false), [LibraryCommand::Gathered.into()]);
        let start = carried(LearnCommand::StartPractice.into());
        assert_eq!(ties(&start, false), []);
        assert_eq!(ties(&start, true), [LibraryCommand::Close.into()]);
        assert_eq!(ties(&carried(LearnCommand::Hint.into()), true), []);
    }

    /// A command carried without its type still says what its feature says of it.
    #[test]
    fn a_carried_command_keeps_what_its_feature_says_of_it() {
        let start = Command::from(LearnCommand::StartPractice);
        assert_eq!(
            start.guarded_action(),
            "practising the mistakes of the games"
        );
        let next = Command::from(LearnCommand::NextGame);
        assert_eq!(
            next.guarded_action(),
            "going on to the next game's mistakes"
        );
        let Command::Feature(next) = next else {
            panic!("a feature's command is carried as one");
        };
        assert!(next.keeps_the_board());
        assert_eq!(takes_board(&next), None);
        let Command::Feature(start) = start else {
            panic!("a feature's command is carried as one");
        };
        assert!(!start.keeps_the_board());
        assert_eq!(takes_board(&start), Some(learn::NAME));
        assert_eq!(
            Command::from(LearnCommand::Hint).guarded_action(),
            "going on"
        );
    }

    /// The record's commands go to the record, every feature's to the features.
    #[test]
    fn the_records_commands_are_routed_to_the_record() {
        use super::super::game::commands::Command;
        let Command::Feature(c) = Command::from(RecordCommand::TryAgain) else {
            panic!("the record's command is carried as a feature's");
        };
        assert!(matches!(route(c), Route::Record(RecordCommand::TryAgain)));
        let Command::Feature(c) = Command::from(LearnCommand::Hint) else {
            panic!("a feature's command is carried as one");
        };
        assert!(matches!(route(c), Route::Feature(_)));
    }
}
