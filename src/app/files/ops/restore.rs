//! The last run's autosave: offered back once it has been looked at (the engine waits until then),
//! restored or discarded as the person answers, and the game on the board handed to the autosave
//! after each change.

use crate::app::game::commands::{BoardCommand, Command, FileCommand, Loaded, SessionSource};
use crate::app::game::runtime::Waiting;
use crate::app::game::session::Session;

use super::super::super::shell::i18n::tr;
use super::super::WORDS;
use super::Files;

impl Files {
    /// The last run's autosave has been looked at: the engine may make its first move.
    pub(super) fn autosave_looked(&mut self) {
        if let Some(autosave) = &mut self.autosave {
            autosave.looked = true;
        }
    }

    /// Whether the last run's autosave is still being looked at (the engine waits meanwhile).
    pub fn autosave_pending(&self) -> bool {
        self.autosave.as_ref().is_some_and(|a| !a.looked)
    }

    /// The answer to "restore the unsaved game?".
    pub(super) fn restore_answered(&mut self, restore: bool) -> Vec<Command> {
        let mut asks = vec![Command::wait(Waiting::Idle)];
        let Some(loaded) = self.restorable.take() else {
            return asks;
        };
        if !restore {
            if let Some(autosave) = &self.autosave {
                autosave.saver.clear();
            }
            return asks;
        }
        match Session::restored((*loaded).clone()) {
            Ok(_) => {
                asks.push(BoardCommand::Put(SessionSource::Restored(Loaded(loaded))).into());
                asks.push(Command::notify(tr!(WORDS, "files-restored")));
            }
            Err(message) => asks.push(Command::report(tr!(
                WORDS,
                "files-restore-failed",
                reason = message
            ))),
        }
        asks
    }

    /// Hands the person's game (`game`, also while puzzles are shown) to the autosave worker when
    /// its change state moved: written while it has unsaved changes, removed once saved (only if
    /// this run wrote it: an older autosave waits to be offered).
    /// `rated`: the game against a level under way and whether it counts, kept with it so a
    /// restart after a crash knows.
    pub fn autosave_if_changed(
        &mut self,
        game: &Session,
        waiting: &Waiting,
        now: std::time::Instant,
        rated: Option<ardri_saves::SavedRating>,
    ) {
        let Some(autosave) = &mut self.autosave else {
            return;
        };
        // While a restore is offered the old autosave must stay; a discarded game is not kept.
        if waiting.asks(RESTORE) || autosave.discarded {
            return;
        }
        let heard = (game.change_state(), rated);
        if autosave.heard.as_ref() == Some(&heard) {
            return;
        }
        let (state, rated) = heard.clone();
        autosave.heard = Some(heard);
        if state.1 {
            let mut file = game.to_save_file(now);
            file.rated = rated;
            autosave.saver.store(file);
            autosave.written = true;
        } else if autosave.written {
            autosave.saver.clear();
        }
    }
}

/// The restore question's asker.
pub const RESTORE: &str = "restore";

/// "A game was not saved when the program last stopped": Restore or Discard (one must be chosen).
pub(super) fn restore_question(plies: usize) -> crate::app::game::commands::Question {
    use crate::app::game::commands::{Choice, Question};
    let moves = crate::app::game::notation::moves_in(plies);
    Question {
        asker: RESTORE,
        heading: tr!(WORDS, "files-restore-heading").into_owned(),
        text: tr!(WORDS, "files-restore-text", count = moves).into_owned(),
        answers: vec![
            Choice::new(
                tr!(WORDS, "files-restore"),
                vec![FileCommand::Restore(true).into()],
            ),
            Choice::new(
                tr!(WORDS, "files-discard"),
                vec![FileCommand::Restore(false).into()],
            ),
        ],
        dismissed: None,
    }
}
