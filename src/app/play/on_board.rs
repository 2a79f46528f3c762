//! The board lent to a feature for a while (puzzles): [`BoardCommand::Lend`] puts the person's
//! game on hold (once, its clock stopped) and shows another game for study; [`BoardCommand::Restore`]
//! brings the person's game back as it was. [`BoardCommand::Put`], `New`, `SetUp` and `Saved`
//! are the game on the board as files and drills change it: another game read and checked, a new
//! game, a position to play from, a save done.

use std::time::Duration;

use ardri_rules::{Rules, Side};

use super::super::game::commands::{
    BoardCommand, GameEvent, GameToShow, NewStart, NoteEdit, SessionSource,
};
use super::super::game::session::{Session, Spot};
use super::super::shell::i18n::tr;
use super::WORDS;
use super::new_game::{metadata_for, new_clock, with_person_rating};
use super::parts::GameParts;

/// How long a new game's board is on screen before the engine starts on its first move: the
/// engine answers in milliseconds, and the person should see the new game before its first move.
pub(crate) const NEW_BOARD_PAUSE: Duration = Duration::from_millis(600);

/// The record of a game shown for a while (a puzzle, a lesson): the person on `you`'s side, the
/// `opponent` on the other, neither rated, so that Judge as reads "Puzzle (club, 2057) vs you (club,
/// 2057)" and no level is named that does not play.
fn shown_game_metadata(event: String, you: Side, opponent: &str) -> ardri_saves::Metadata {
    let name = |side: Side| if side == you { "Human" } else { opponent }.to_string();
    ardri_saves::Metadata {
        attackers: name(Side::Attackers),
        defenders: name(Side::Defenders),
        event,
        date: ardri_saves::now_utc(),
        ..ardri_saves::Metadata::default()
    }
}

impl GameParts<'_> {
    pub(crate) fn on_board(&mut self, command: BoardCommand) {
        match command {
            // Dispatch hands it to the feature holding the board.
            BoardCommand::Release | BoardCommand::GiveWay => {}
            BoardCommand::Analysis { ply, analysis } => self.session.record_analysis(ply, analysis),
            BoardCommand::Reviewed => {
                self.session.review_finished();
                // A game reviewed to its end is news for every feature that learns from one.
                self.commands.push(GameEvent::Reviewed);
            }
            BoardCommand::Note { at, edit } => self.edit_note(at, edit),
            BoardCommand::PersonsRating(rating) => {
                self.session.metadata =
                    with_person_rating(self.session.metadata.clone(), self.settings, rating);
            }
            BoardCommand::Lend { game, fresh } => {
                if self.rt.game_on_hold.is_none() {
                    self.stop_engine();
                    let mut kept = std::mem::replace(
                        &mut *self.session,
                        Session::new(Default::default(), metadata_for(self.settings)),
                    );
                    // Its clock does not run while it waits.
                    if let Some(clock) = kept.clock.as_mut() {
                        clock.stop(self.clock.instant());
                    }
                    self.rt.game_on_hold = Some(Box::new(kept));
                }
                if fresh {
                    self.stop_engine();
                    self.rt.engine.new_game();
                    self.engine_state.analysis = false;
                    self.engine_state.hint = None;
                    self.status.dismiss();
                }
                let GameToShow {
                    game,
                    event,
                    you,
                    opponent,
                } = *game;
                *self.session =
                    Session::from_game(game, shown_game_metadata(event, you, &opponent));
            }
            BoardCommand::Put(source) => {
                let mut resumed = None;
                let session = match source {
                    SessionSource::Opened { path, loaded } => Session::opened(*loaded.0, path),
                    SessionSource::Imported(loaded) => Session::imported(*loaded.0),
                    SessionSource::Restored(loaded) => {
                        resumed = loaded.0.rated.clone();
                        Session::restored(*loaded.0)
                    }
                };
                match session {
                    Ok(session) => {
                        self.put_on_board(session);
                        // A game against a level kept by the autosave counts as it did.
                        if let Some(saved) = resumed {
                            self.commands.push(GameEvent::Resumed(Box::new(saved)));
                        }
                    }
                    Err(e) => self.status.report_error(e),
                }
            }
            BoardCommand::New => {
                self.rt.engine.new_game();
                // Another game on the board: whatever was being rated is over (and the new one may
                // count: `Started`, on which the rating also puts the person's rating in its
                // record).
                self.commands.push(GameEvent::Replaced);
                *self.session = Session::new(Rules::default(), metadata_for(self.settings));
                self.session.clock = new_clock(self.settings);
                self.engine_state.hint = None;
                self.engine_state.held_move = None;
                self.engine_state.first_move_not_before =
                    Some(self.clock.instant() + NEW_BOARD_PAUSE);
                self.status.dismiss();
                self.commands.push(GameEvent::Started);
            }
            BoardCommand::SetUp(start) => {
                let NewStart { game, .. } = *start;
                let mut metadata = metadata_for(self.settings);
                metadata.event = "Set-up position".to_string();
                self.put_on_board(Session::set_up(game, metadata));
                self.session.clock = new_clock(self.settings);
                self.engine_state.first_move_not_before =
                    Some(self.clock.instant() + NEW_BOARD_PAUSE);
            }
            BoardCommand::Saved { revision, path } => self.session.mark_saved(revision, path),
            BoardCommand::KeptInRecord => match self.rt.game_on_hold.as_deref_mut() {
                Some(held) => held.mark_kept(),
                None => self.session.mark_kept(),
            },
            BoardCommand::Restore => {
                if let Some(game) = self.rt.game_on_hold.take() {
                    self.stop_engine();
                    self.rt.engine.resume_game();
                    *self.session = *game;
                    self.engine_state.hint = None;
                }
            }
        }
    }

    /// Changes the notes on the position at `at`; on a board a feature holds, nothing is written
    /// and the person is told why.
    fn edit_note(&mut self, at: Spot, edit: NoteEdit) {
        if self.holder.lease().is_some() {
            self.status.notify(tr!(WORDS, "play-notes-belong-to-games"));
            return;
        }
        self.session.edit_note(at, edit);
    }

    /// Another game takes the board: the engine starts afresh, whatever was being rated is over,
    /// and an old hint goes.
    fn put_on_board(&mut self, session: Session) {
        self.rt.engine.new_game();
        self.commands.push(GameEvent::Replaced);
        *self.session = session;
        self.engine_state.hint = None;
    }
}
