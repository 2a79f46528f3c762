//! A feature's own command carried in the app's [`Command`] without the vocabulary naming the
//! feature: [`OwnCommand`] (which the root's list of features makes each feature's command type)
//! and the boxed [`FeatureCommand`], handed back to its feature by its type.

use std::any::Any;
use std::fmt::Debug;

use super::commands::Command;

/// A type of commands a feature (or the person's record) owns: `.into()` makes one a
/// [`Command::Feature`], and the root hands it back to the feature by its type. Only the root's
/// list of features (`features.rs`) makes a type one, from the feature's `Feature::Command`, so a
/// command that can be built always has a feature to carry it out (a test holds it).
pub trait OwnCommand: Any + Debug + Clone + PartialEq + Send {
    /// What the command does, for "Save your changes before ...?", when it replaces the game on the
    /// board and so asks the unsaved-work guard first (`FileCommand::Guard`).
    fn guarded_action(&self) -> Option<std::borrow::Cow<'static, str>> {
        None
    }

    /// Whether, guarded, it goes on with what holds the board (the next game of a practice)
    /// instead of replacing it: the holder is not asked to let go.
    fn keeps_the_board(&self) -> bool {
        false
    }
}

impl<T: OwnCommand> From<T> for Command {
    fn from(command: T) -> Command {
        Command::Feature(FeatureCommand(Box::new(command)))
    }
}

/// One feature's command, its type known only to that feature (and the root's list).
pub struct FeatureCommand(Box<dyn Carried>);

impl FeatureCommand {
    /// See [`OwnCommand::guarded_action`].
    pub fn guarded_action(&self) -> Option<std::borrow::Cow<'static, str>> {
        self.0.guarded_action()
    }

    /// See [`OwnCommand::keeps_the_board`].
    pub fn keeps_the_board(&self) -> bool {
        self.0.keeps_the_board()
    }

    /// The command, if it is a `T` (the root's routing, and tests).
    pub fn get<T: OwnCommand>(&self) -> Option<&T> {
        self.0.as_any().downcast_ref()
    }

    /// The command as a `T`, or itself back if it is another type.
    pub fn take<T: OwnCommand>(self) -> Result<T, FeatureCommand> {
        if self.get::<T>().is_some() {
            let any = self.0.into_any();
            Ok(*any.downcast::<T>().expect("the type was checked"))
        } else {
            Err(self)
        }
    }
}

impl Clone for FeatureCommand {
    fn clone(&self) -> FeatureCommand {
        FeatureCommand(self.0.clone_boxed())
    }
}

impl PartialEq for FeatureCommand {
    fn eq(&self, other: &FeatureCommand) -> bool {
        self.0.equals(&*other.0)
    }
}

impl Debug for FeatureCommand {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        self.0.fmt(f)
    }
}

/// What a boxed [`OwnCommand`] can still do without its type.
trait Carried: Any + Debug + Send {
    fn guarded_action(&self) -> Option<std::borrow::Cow<'static, str>>;
    fn keeps_the_board(&self) -> bool;
    fn clone_boxed(&self) -> Box<dyn Carried>;
    fn equals(&self, other: &dyn Carried) -> bool;
    fn as_any(&self) -> &dyn Any;
    fn into_any(self: Box<Self>) -> Box<dyn Any>;
}

impl<T: OwnCommand> Carried for T {
    fn guarded_action(&self) -> Option<std::borrow::Cow<'static, str>> {
        OwnCommand::guarded_action(self)
    }

    fn keeps_the_board(&self) -> bool {
        OwnCommand::keeps_the_board(self)
    }

    fn clone_boxed(&self) -> Box<dyn Carried> {
        Box::new(self.clone())
    }

    fn equals(&self, other: &dyn Carried) -> bool {
        other.as_any().downcast_ref::<T>() == Some(self)
    }

    fn as_any(&self) -> &dyn Any {
        self
    }

    fn into_any(self: Box<Self>) -> Box<dyn Any> {
        self
    }
}
