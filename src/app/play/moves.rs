//! The handler of [`MoveCommand`]s: moves from the board, undo and redo, navigation, variations,
//! mistakes, resigning; and the game clock.

use ardri_rules::{EndReason, Move, Outcome, Side};

use super::super::game::commands::MoveCommand;
use super::super::game::engine_link::Purpose;
use super::super::game::notation::move_text;
use super::super::game::runtime::Waiting;
use super::super::game::session::Session;
use super::super::game::settings::{Players, Settings};
use super::super::shell::i18n::tr;
use super::super::shell::rules::illegal_text as illegal_move_text;
use super::WORDS;
use super::parts::GameParts;

/// Whether a person may move in the shown position now: not while setting up a position, not once
/// the game is over there, and not for the engine's side on the main line (in a variation the person
/// moves either side: it is study, not the game against the engine; so in an opened game, until the
/// person plays on against the engine).
/// In puzzle mode (`puzzle` = the solver) only the solver's moves are the person's.
pub fn person_may_move(
    settings: &Settings,
    session: &Session,
    editing: bool,
    puzzle: Option<Side>,
) -> bool {
    let to_move = session.shown_position().side_to_move();
    if let Some(solver) = puzzle {
        return !editing && !session.shown_is_over() && to_move == solver;
    }
    let engine_side =
        session.browsing.is_none() && !session.for_study && settings.players.engine_plays(to_move);
    !editing && !session.shown_is_over() && !engine_side
}

/// Whether the person has a game to give up: one in play against the engine or another person,
/// with a side of their own (not engine against engine, not a game open for study).
pub fn can_resign(settings: &Settings, session: &Session) -> bool {
    !session.game.is_over() && settings.players != Players::EngineBoth && !session.for_study
}

impl GameParts<'_> {
    pub(crate) fn on_moves(&mut self, command: MoveCommand) {
        match command {
            MoveCommand::Play(m) => self.play_move(m),
            // Only a board whose holder draws its own pieces takes clicks (dispatch sends them).
            MoveCommand::SquareClicked(_) => {}
            MoveCommand::PlayText(text) => {
                let shown = self.session.shown_position();
                match shown.parse_move(&text) {
                    Ok(m) => self.play_move(m),
                    Err(e) => self.status.report_error(tr!(
                        WORDS,
                        "play-not-played",
                        text = text.as_str(),
                        reason = illegal_move_text(&e.reason)
                    )),
                }
            }
            MoveCommand::Undo => self.undo(),
            MoveCommand::Redo => self.redo(),
            MoveCommand::GoTo(ply) => self.navigate(|s| s.go_to(ply)),
            MoveCommand::Step(delta) => self.navigate(|s| s.step(delta)),
            MoveCommand::GoToEnd => self.navigate(Session::go_to_line_end),
            MoveCommand::Browse { index, moves } => self.navigate(|s| s.browse(index, moves)),
            MoveCommand::PromoteVariation(index) => {
                self.stop_engine();
                self.session.promote_variation(index);
                self.engine_state.hint = None;
            }
            MoveCommand::DeleteVariation(index) => {
                self.stop_engine();
                self.session.delete_variation(index);
                self.engine_state.hint = None;
            }
            MoveCommand::Resign => {
                if self.can_resign() {
                    self.rt.waiting = Waiting::Question(Box::new(resign_question()));
                }
            }
            MoveCommand::ResignAnswered(resign) => {
                if self.rt.waiting.asks(RESIGN) {
                    self.rt.waiting = Waiting::Idle;
                    if resign {
                        self.resign();
                    }
                }
            }
            MoveCommand::AddLine(line) => self.add_line(line),
        }
    }

    fn play_move(&mut self, m: Move) {
        let editing = self.holder.lease().is_some();
        if !person_may_move(self.settings, self.session, editing, None) {
            return;
        }
        let branching = self.session.browsing.is_none() && !self.session.at_end();
        match self.session.play(m) {
            Ok(_) => {
                self.stop_engine();
                self.engine_state.hint = None;
                if branching && self.session.browsing.is_some() {
                    self.status.notify(tr!(WORDS, "play-variation-started"));
                } else {
                    self.status.dismiss();
                }
            }
            Err(e) => self
                .status
                .notify(format!("{}: {}", move_text(m), illegal_move_text(&e))),
        }
    }

    /// Changes the shown position; analysis and hints follow it, the engine's own move keeps thinking.
    pub(crate) fn navigate(&mut self, change: impl FnOnce(&mut Session)) {
        let before = self.session.shown_position().hash();
        // What the analysis found belongs to the position it searched: keep it before moving away.
        self.keep_running_analysis();
        change(self.session);
        let shown = self.session.shown_position().hash();
        if shown != before
            && self
                .rt
                .engine
                .current()
                .is_some_and(|c| matches!(c.purpose, Purpose::Analysis | Purpose::Hint))
        {
            self.rt.engine.cancel();
        }
    }

    /// How many moves undo and redo take at once: the person's move and the engine's reply to it.
    fn moves_per_turn(&self, last_by_engine: bool) -> usize {
        if self.session.for_study {
            return 1;
        }
        match self.settings.players {
            Players::BothSides | Players::EngineBoth => 1,
            _ if last_by_engine => 2,
            _ => 1,
        }
    }

    /// Undoes the last change that was not a move at the main line's end (a variation's move, a
    /// resignation, ...); else takes back the person's last move and the engine's reply to it, kept
    /// as a variation.
    fn undo(&mut self) {
        if self.session.undo_edit() {
            self.stop_engine();
            self.engine_state.hint = None;
            // A message about the change undone would no longer be true.
            self.status.dismiss();
            return;
        }
        let game = &self.session.game;
        let n = game.ply_count();
        if n == 0 {
            return;
        }
        let players = self.settings.players;
        let last_by_engine = game
            .position_at(n - 1)
            .is_some_and(|p| players.engine_plays(p.side_to_move()));
        let count = self.moves_per_turn(last_by_engine).min(n);
        self.stop_engine();
        self.session.take_back(count);
        self.engine_state.hint = None;
    }

    /// Brings back what undo took: the person's move and, against the engine, its reply.
    fn redo(&mut self) {
        self.stop_engine();
        if self.session.redo_edit() {
            self.engine_state.hint = None;
            self.status.dismiss();
            return;
        }
        if self.session.redo(1) == 0 {
            self.status.notify(tr!(WORDS, "play-nothing-to-redo"));
            return;
        }
        let players = self.settings.players;
        let engine_next = players.engine_plays(self.session.game.position().side_to_move());
        if self.moves_per_turn(true) == 2 && engine_next {
            self.session.redo(1);
        }
        self.engine_state.hint = None;
    }

    /// Whether the person has a game to give up: one in play, with a side of their own.
    pub(crate) fn can_resign(&self) -> bool {
        can_resign(self.settings, self.session)
    }

    /// The person's side gives up: the side to move in a game between people, else the side the
    /// engine does not play. Undo takes it back.
    fn resign(&mut self) {
        if !self.can_resign() {
            return;
        }
        let game = &self.session.game;
        let to_move = game.position().side_to_move();
        let loser = if self.settings.players.engine_plays(to_move) {
            to_move.opponent()
        } else {
            to_move
        };
        let outcome = Outcome {
            winner: Some(loser.opponent()),
            reason: EndReason::Resignation,
        };
        if self.session.declare(outcome).is_ok() {
            self.stop_engine();
            self.status.notify(tr!(
                WORDS,
                "play-resigned",
                winner = loser.opponent().name()
            ));
        }
    }

    /// Adds analysis line `line` of the shown position to the game.
    fn add_line(&mut self, line: usize) {
        let shown = self.session.shown_position();
        let pv = self
            .rt
            .engine
            .report_for(shown.hash())
            .and_then(|search| search.lines.get(line))
            .map(|info| info.pv.clone());
        let Some(pv) = pv else {
            return;
        };
        let at_end = self.session.at_end();
        match self.session.add_line(&pv) {
            Ok(()) if at_end => {
                self.stop_engine();
                self.status.notify(tr!(WORDS, "play-line-added"));
            }
            Ok(()) => self.status.notify(tr!(WORDS, "play-line-added-variation")),
            Err(e) => self.status.report_error(tr!(
                WORDS,
                "play-line-not-added",
                reason = illegal_move_text(&e)
            )),
        }
    }

    /// Runs the clock of the side to move, switches it after a move, stops it while a modal window
    /// waits for the person, ends the game when a flag falls, and asks for a redraw when the shown
    /// time next changes (not more often).
    pub(crate) fn tick_clock(&mut self) {
        let now = self.clock.instant();
        // Nobody's time runs while the new board is being shown before the engine's first move.
        let showing_new_board = self
            .engine_state
            .first_move_not_before
            .is_some_and(|t| t > now);
        // A game open for study is not being played: its clock waits for the person to play on;
        // nor does it run while a window hides the board.
        let paused = self.modal_open
            || self.busy_elsewhere
            || showing_new_board
            || self.session.for_study
            || self.board_hidden;
        let game = &self.session.game;
        let plies = game.ply_count();
        let over = game.is_over();
        let to_move = game.position().side_to_move();
        let last_mover = plies
            .checked_sub(1)
            .and_then(|p| game.position_at(p))
            .map(|p| p.side_to_move());
        let moved = plies > self.session.clock_ply;
        self.session.clock_ply = plies;
        let Some(clock) = self.session.clock.as_mut() else {
            return;
        };
        if moved && let Some(mover) = last_mover {
            clock.moved(mover, now);
        }
        if over || paused {
            clock.stop(now);
            return;
        }
        clock.run(to_move, now);
        if let Some(side) = clock.flagged(now) {
            let outcome = Outcome {
                winner: Some(side.opponent()),
                reason: EndReason::Timeout,
            };
            if self.session.declare(outcome).is_ok() {
                self.stop_engine();
                self.status
                    .notify(tr!(WORDS, "play-out-of-time", side = side.name()));
            }
        } else {
            let left = clock.left(to_move, now);
            self.rt
                .wake
                .request_repaint_after(super::clock_face::next_change(left));
        }
    }
}

/// The resign question's asker.
pub const RESIGN: &str = "resign";

/// "Resign this game?": Resign, or Cancel (Esc or a click outside too).
fn resign_question() -> crate::app::game::commands::Question {
    use crate::app::game::commands::{Choice, Question};
    Question {
        asker: RESIGN,
        heading: tr!(WORDS, "play-resign-heading").into(),
        text: tr!(WORDS, "play-resign-text").into(),
        answers: vec![
            Choice::new(
                tr!(WORDS, "play-resign"),
                vec![MoveCommand::ResignAnswered(true).into()],
            ),
            Choice::new(
                tr!(WORDS, "play-cancel"),
                vec![MoveCommand::ResignAnswered(false).into()],
            ),
        ],
        dismissed: Some(1),
    }
}
