//! The handler of [`EngineCommand`]s, and the engine's part of each frame: which search the state
//! calls for, and what finished searches bring back.

use std::time::Duration;

use ardri_engine::{Eval, Limits, SearchResult};
use ardri_rules::{Move, Side};
use ardri_saves::Analysis;

use super::super::game::engine_link::{LinkEvent, Purpose};
use super::super::shell::i18n::tr;
use super::super::shell::rules::illegal_text as illegal_move_text;
use super::parts::GameParts;
use super::{WORDS, chances};

use super::super::game::commands::{BoardCommand, EngineCommand, GameEvent, LineSearch};
use super::super::game::runtime::Waiting;
use super::super::game::settings::Players;
use super::engine_state::HeldMove;

impl GameParts<'_> {
    pub(crate) fn on_engine(&mut self, command: EngineCommand) {
        match command {
            EngineCommand::FindLine(search) => {
                let LineSearch {
                    game,
                    ply,
                    limits,
                    answer,
                } = *search;
                self.engine_state.line_answer = Some(answer);
                self.rt.engine.start(Purpose::Line, &game, ply, limits, 1);
            }
            EngineCommand::CancelLine => {
                if self.rt.engine.is_searching(Purpose::Line) {
                    self.rt.engine.cancel();
                }
                self.engine_state.line_answer = None;
            }
            EngineCommand::StopAll => {
                self.stop_engine();
                self.engine_state.analysis = false;
            }
            EngineCommand::ToggleAnalysis => {
                let state = &mut self.engine_state;
                state.analysis = !state.analysis;
                if !state.analysis && self.rt.engine.is_searching(Purpose::Analysis) {
                    self.stop_engine();
                }
            }
            EngineCommand::Hint => {
                self.commands
                    .push(GameEvent::Helped("a hint was asked for"));
                if !self.session.shown_is_over() && !self.rt.engine.is_searching(Purpose::Review) {
                    self.keep_running_analysis();
                    let line = self.session.shown_line();
                    let limits = self.move_limits();
                    self.rt
                        .engine
                        .start(Purpose::Hint, &line, self.session.view_ply, limits, 1);
                }
            }
            EngineCommand::MoveNow => {
                if self.rt.engine.is_searching(Purpose::Move) {
                    self.rt.engine.finish_now();
                }
            }
            EngineCommand::Review => self.start_review(),
            EngineCommand::CancelReview => {
                if self.rt.engine.is_searching(Purpose::Review) {
                    self.rt.engine.cancel();
                    // What was analysed so far is kept, and is worth saving.
                    self.session.review_finished();
                    self.status.notify(tr!(WORDS, "play-review-cancelled"));
                }
            }
            EngineCommand::TogglePause => {
                let state = &mut self.engine_state;
                state.paused = !state.paused;
                if state.paused && self.rt.engine.is_searching(Purpose::Move) {
                    self.rt.engine.cancel();
                }
            }
            EngineCommand::StepEngine => self.engine_state.step_once = true,
            EngineCommand::PlayOn(side) => {
                // The person takes `side` from here on; the engine plays the other.
                self.settings.players = match side {
                    Side::Attackers => Players::YouAttack,
                    Side::Defenders => Players::YouDefend,
                };
                self.session.for_study = false;
                // The game goes on from its last position: the board shows it.
                let end = self.session.game.ply_count();
                self.navigate(|s| s.go_to(end));
                self.status
                    .notify(tr!(WORDS, "play-playing-on", side = side.name()));
            }
        }
    }

    fn move_limits(&self) -> Limits {
        // On a clock the engine plans its time from what its side has left.
        let clock = self.session.clock.as_ref().map(|c| {
            let side = self.session.game.position().side_to_move();
            ardri_engine::Clock {
                remaining: c.left(side, self.clock.instant()),
                increment: c.increment,
            }
        });
        Limits {
            depth: Some(self.settings.depth),
            movetime: Some(Duration::from_secs_f32(self.settings.move_time)),
            clock,
            ..Limits::default()
        }
    }

    /// Starts whatever search the state calls for: nothing during a review or a question, else the
    /// engine's move at the end of the main line first, else analysis of the shown position.
    pub(crate) fn schedule_engine(&mut self) {
        // Nothing moves while a question is on screen (resign? restore the unsaved game? use an
        // aid?): a game must not go on behind it.
        if self.engine_held
            || matches!(self.rt.waiting, Waiting::Confirm(_) | Waiting::Question(_))
            || self.rt.engine.is_searching(Purpose::Review)
            || self.rt.engine.is_searching(Purpose::Line)
        {
            return;
        }
        let game = &self.session.game;
        let end = game.ply_count();
        let engine_to_move = !game.is_over()
            && !self.session.for_study
            // A feature holding the board plays its own replies (the lessons'): not the engine.
            && self.holder.lease().is_none()
            && self
                .settings
                .players
                .engine_plays(game.position().side_to_move());
        if engine_to_move {
            let state = &mut self.engine_state;
            // Engine against engine, paused: only a step plays a move.
            if self.settings.players == Players::EngineBoth && state.paused && !state.step_once {
                return;
            }
            if let Some(not_before) = state.first_move_not_before {
                let wait = not_before.saturating_duration_since(self.clock.instant());
                if !wait.is_zero() {
                    self.rt.wake.request_repaint_after(wait);
                    return;
                }
                state.first_move_not_before = None;
            }
            if let Some(held) = state.held_move {
                if held.hash == game.position().hash() {
                    let wait = held.due.saturating_duration_since(self.clock.instant());
                    if wait.is_zero() {
                        state.held_move = None;
                        state.step_once = false;
                        self.play_engine_move(held.mv, held.nodes);
                    } else {
                        self.rt.wake.request_repaint_after(wait);
                    }
                    return;
                }
                state.held_move = None;
            }
            let running = self
                .rt
                .engine
                .current()
                .is_some_and(|c| c.purpose == Purpose::Move && c.ply == end);
            if !running {
                let limits = self.move_limits();
                self.rt
                    .engine
                    .start(Purpose::Move, &self.session.game, end, limits, 1);
                self.engine_state.step_once = false;
            }
            return;
        }
        if !self.engine_state.analysis
            && self.settings.show_chances_while_playing
            && self.holder.lease().is_none()
            && chances::person_side(self.settings, self.session)
                == Some(game.position().side_to_move())
        {
            // The person's move: the bar's chances of the main line's end, once.
            let hash = game.position().hash();
            let known = self.engine_state.chances.is_some_and(|c| c.hash == hash);
            let running = self
                .rt
                .engine
                .current()
                .is_some_and(|c| c.purpose == Purpose::Chances && c.hash == hash);
            if !known && !running {
                self.rt
                    .engine
                    .start(Purpose::Chances, game, end, chances::limits(), 1);
            }
            return;
        }
        if self.engine_state.analysis {
            let shown = self.session.shown_position();
            let running = self
                .rt
                .engine
                .current()
                .is_some_and(|c| c.purpose == Purpose::Analysis && c.hash == shown.hash());
            if !running && !self.session.shown_is_over() {
                let line = self.session.shown_line();
                self.rt.engine.start(
                    Purpose::Analysis,
                    &line,
                    self.session.view_ply,
                    Limits::infinite(),
                    self.settings.analysis_lines,
                );
            }
        }
    }

    /// Keeps what the running analysis found about the shown position before it is stopped.
    pub(crate) fn keep_running_analysis(&mut self) {
        let Some(current) = self.rt.engine.current() else {
            return;
        };
        if current.purpose != Purpose::Analysis {
            return;
        }
        if let Some(info) = current.best() {
            let analysis = Analysis {
                eval: Eval::from_score(info.score, current.side),
                depth: info.depth,
                best: info.pv.first().copied(),
            };
            let hash = current.hash;
            self.session.record_shown_analysis(hash, analysis);
        }
    }

    /// Stops the engine, keeping a running analysis's result.
    pub(crate) fn stop_engine(&mut self) {
        self.keep_running_analysis();
        self.rt.engine.cancel();
    }

    pub(crate) fn handle_engine_events(&mut self) {
        for event in self.rt.engine.poll() {
            match event {
                LinkEvent::Finished {
                    purpose,
                    side,
                    hash,
                    result,
                } => self.search_finished(purpose, side, hash, result),
                // Each verdict is kept with the game as it comes, so the bar, the graph and the
                // move list fill in; the end is told to the board, and the root tells every feature.
                LinkEvent::Reviewed { ply, eval } => {
                    self.commands.push(BoardCommand::Analysis {
                        ply,
                        analysis: ardri_saves::Analysis {
                            eval: eval.eval,
                            depth: eval.depth,
                            best: eval.best_move,
                        },
                    });
                }
                LinkEvent::Crashed { message } => {
                    self.status
                        .report_error(tr!(WORDS, "play-engine-failed", message = message));
                }
                LinkEvent::ReviewDone => self.commands.push(BoardCommand::Reviewed),
            }
        }
    }

    fn search_finished(&mut self, purpose: Purpose, side: Side, hash: u64, result: SearchResult) {
        match purpose {
            Purpose::Move => {
                // Every change of the main line cancels the engine's search, and the link drops
                // reports of cancelled searches: this result is for the main line's end.
                let Some(m) = result.best_move else {
                    return;
                };
                // Engine against engine goes at the chosen pace, so a person can follow the game
                // (a move asked for with Step while paused comes at once).
                let state = &mut self.engine_state;
                if self.settings.players == Players::EngineBoth
                    && !state.paused
                    && let Some(last) = state.last_move_at
                {
                    let due = last + Duration::from_secs_f32(self.settings.engine_pace);
                    if self.clock.instant() < due {
                        state.held_move = Some(HeldMove {
                            mv: m,
                            hash,
                            nodes: result.nodes,
                            due,
                        });
                        self.rt
                            .wake
                            .request_repaint_after(due - self.clock.instant());
                        return;
                    }
                }
                self.play_engine_move(m, result.nodes);
            }
            Purpose::Analysis => {
                if result.best_move.is_some() {
                    let analysis = Analysis {
                        eval: Eval::from_score(result.score, side),
                        depth: result.depth,
                        best: result.best_move,
                    };
                    self.session.record_shown_analysis(hash, analysis);
                }
            }
            Purpose::Hint => {
                if let Some(m) = result.best_move {
                    let shown = self.session.shown_position();
                    if shown.hash() == hash {
                        self.engine_state.hint = Some((hash, m));
                        self.status
                            .notify(tr!(WORDS, "play-hint", move = shown.display_move(m)));
                    }
                }
            }
            Purpose::Line => {
                if let Some(answer) = self.engine_state.line_answer.take() {
                    self.commands.push(answer.0(hash, result.pv));
                }
            }
            Purpose::Chances => {
                let end = self.session.game.ply_count();
                let position = *self.session.game.position();
                if result.best_move.is_some() && position.hash() == hash {
                    self.engine_state.chances = Some(chances::LiveChances {
                        ply: end,
                        hash,
                        position,
                        eval: Eval::from_score(result.score, side),
                    });
                }
            }
            Purpose::Review => {}
        }
    }

    /// Plays the engine's move at the main line's end, the view staying where the person looks.
    fn play_engine_move(&mut self, m: Move, nodes: u64) {
        self.engine_state.last_move_nodes = Some(nodes);
        self.engine_state.last_move_at = Some(self.clock.instant());
        let follow = self.session.at_end();
        let (browsing, view) = (self.session.browsing, self.session.view_ply);
        // Played on the main line's end even while the person looks elsewhere.
        let played = self.session.play_engine_move(m);
        if !follow || played.is_err() {
            self.restore_view(browsing, view);
        }
        if let Err(e) = played {
            self.status.report_error(tr!(
                WORDS,
                "play-engine-move-refused",
                move = super::super::game::notation::move_text(m),
                reason = illegal_move_text(&e)
            ));
        }
    }

    fn restore_view(&mut self, browsing: Option<usize>, view: usize) {
        self.session.show_ply(browsing, view);
    }

    /// Analyses every position of the main line at the review depth on the engine's thread.
    fn start_review(&mut self) {
        if self.rt.engine.is_searching(Purpose::Review) {
            return;
        }
        self.stop_engine();
        let limits = Limits::depth(self.settings.review_depth);
        self.rt.engine.start_review(&self.session.game, limits);
        self.status.notify(tr!(
            WORDS,
            "play-reviewing",
            positions = self.session.game.ply_count() + 1,
            depth = self.settings.review_depth
        ));
    }
}
