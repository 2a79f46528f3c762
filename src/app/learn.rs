//! "Learn from your mistakes": after a review, the mistakes and blunders of one side, in game order,
//! each shown as the position before the move. A move the review's best move, or one a search at the
//! review depth judges best or good (within the inaccuracy threshold of the best), passes; any other
//! is "try again". Hint names the piece to move, Solution the best move and the engine's line after
//! it (a search at the review depth on the engine thread), which can be stepped through on the board
//! as a preview; Skip goes on; the last step shows a summary.
//!
//! The person's moves are judged, never played into the game: the game and its review stay as they
//! were, and so does a preview. The judging search runs on its own thread with its own small engine.

use std::sync::mpsc::{Receiver, channel};

use ardri_engine::review::{MoveClass, judge_move};
use ardri_engine::{Engine, EngineOptions, Eval, Limits, PositionEval, SearchRequest};
use ardri_rules::Position;
use ardri_rules::{Game, Move, Side};

use super::ArdRiApp;
use super::commands::LearnCommand;
use super::engine_link::Purpose;
use super::review;
use super::settings::PlayerMode;
use super::views::board_area::Preview;

/// What the header says a solution preview is.
pub const SOLUTION_PREVIEW: &str = "the best line";

/// How one mistake went.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Outcome {
    Passed,
    /// Passed after a hint, the solution or a wrong try.
    PassedWithHelp,
    Skipped,
}

/// The state of "learn from your mistakes" while its window is open.
pub struct Learn {
    pub side: Side,
    /// The plies of the mistaken moves (the position before is `ply - 1`).
    pub items: Vec<usize>,
    /// The one being worked on (`items.len()` = the summary).
    pub index: usize,
    pub outcomes: Vec<Outcome>,
    /// A wrong try, a hint or the solution on this one.
    pub helped: bool,
    pub message: String,
    /// A try being judged: the move and the search's answer to come.
    pub judging: Option<(Move, Receiver<Eval>)>,
    /// The best line (the best move first), once Solution has found it.
    pub solution: Option<Vec<Move>>,
    /// The position after the best move whose line the engine is looking for (by hash).
    pub line_for: Option<u64>,
    pub wake: egui::Context,
}

impl Learn {
    pub fn done(&self) -> bool {
        self.index >= self.items.len()
    }

    /// The ply of the position shown for the current mistake.
    pub fn position_ply(&self) -> Option<usize> {
        self.items.get(self.index).map(|ply| ply - 1)
    }

    /// The move the game went in the position of the current mistake (shown faintly on the board
    /// while the person looks for a better one).
    pub fn played_move(&self, game: &ardri_rules::Game) -> Option<Move> {
        let ply = *self.items.get(self.index)?;
        game.moves().get(ply - 1).map(|p| p.mv)
    }
}

/// The side whose mistakes are practised when none is asked for: the person's.
fn default_side(mode: PlayerMode) -> Side {
    match mode {
        PlayerMode::YouAttack => Side::Attackers,
        _ => Side::Defenders,
    }
}

impl ArdRiApp {
    pub(super) fn on_learn(&mut self, command: LearnCommand, ctx: &egui::Context) {
        match command {
            LearnCommand::Start(side) => self.start_learning(side, ctx),
            LearnCommand::Close => {
                self.end_line_search();
                self.views.board.preview = None;
                self.views.learn = None;
            }
            LearnCommand::Hint => {
                if let Some((from, _)) = self.learn_best() {
                    let learn = self.views.learn.as_mut().expect("learning");
                    learn.helped = true;
                    learn.message = format!("Hint: move the piece on {from}.");
                }
            }
            LearnCommand::Solution => self.learn_solution(),
            LearnCommand::PreviewLine => {
                let from = self.exercise_position();
                if let (Some(from), Some(line)) = (
                    from,
                    self.views.learn.as_ref().and_then(|l| l.solution.clone()),
                ) {
                    self.views.board.preview = Some(Preview::new(from, line, 1, SOLUTION_PREVIEW));
                }
            }
            LearnCommand::Skip => self.learn_advance(Outcome::Skipped),
        }
    }

    /// The review's best move in the current mistake's position (its origin square and the move).
    fn learn_best(&self) -> Option<(ardri_rules::Square, Move)> {
        let learn = self.views.learn.as_ref()?;
        let best = self
            .session
            .analysis
            .get(learn.position_ply()?)?
            .as_ref()?
            .best?;
        Some((best.from, best))
    }

    /// The position of the current exercise.
    fn exercise_position(&self) -> Option<Position> {
        let ply = self.views.learn.as_ref()?.position_ply()?;
        self.session.game.position_at(ply).copied()
    }

    /// Solution: the best move at once, and a search on the engine thread for the line after it
    /// (the review depth in all), unless the move ends the game.
    fn learn_solution(&mut self) {
        let Some((_, best)) = self.learn_best() else {
            return;
        };
        let depth = self.settings.review_depth;
        let learn = self.views.learn.as_mut().expect("learning");
        learn.helped = true;
        learn.message = format!("The best move: {best}. Play it to go on.");
        if learn.solution.is_some() || learn.line_for.is_some() {
            return;
        }
        let Some(ply) = learn.position_ply() else {
            return;
        };
        let mut line = self.session.game.clone();
        line.truncate(ply);
        line.play(best).expect("the review's move is legal");
        if line.is_over() {
            learn.solution = Some(vec![best]);
            return;
        }
        learn.line_for = Some(line.position().hash());
        self.rt.engine.start(
            Purpose::Line,
            &line,
            ply + 1,
            Limits::depth(depth.saturating_sub(1).max(1)),
            1,
        );
    }

    /// The engine's line after the best move has come (for the position with `hash`).
    pub(super) fn learn_line_found(&mut self, hash: u64, pv: Vec<Move>) {
        let Some((_, best)) = self.learn_best() else {
            return;
        };
        let Some(learn) = self.views.learn.as_mut() else {
            return;
        };
        if learn.line_for != Some(hash) {
            return;
        }
        learn.line_for = None;
        let mut line = vec![best];
        line.extend(pv);
        learn.solution = Some(line);
    }

    /// Stops a search for a solution's line (its answer would be for a position no longer shown).
    fn end_line_search(&mut self) {
        if self.rt.engine.is_searching(Purpose::Line) {
            self.rt.engine.cancel();
        }
        if let Some(learn) = self.views.learn.as_mut() {
            learn.line_for = None;
        }
    }

    fn start_learning(&mut self, side: Option<Side>, ctx: &egui::Context) {
        let side = side.unwrap_or(default_side(self.settings.mode));
        let marks = review::judgements(&self.session);
        let items: Vec<usize> = marks
            .iter()
            .enumerate()
            .filter_map(|(i, j)| {
                let j = (*j)?;
                (j.mover == side && j.class >= MoveClass::Mistake).then_some(i + 1)
            })
            .collect();
        if items.is_empty() {
            self.views.status.notify(
                "No mistakes or blunders of that side: review the game first (Engine > Review game).",
            );
            return;
        }
        self.stop_engine();
        self.rt.engine_state.analysis = false;
        self.views.learn = Some(Learn {
            side,
            items,
            index: 0,
            outcomes: Vec::new(),
            helped: false,
            message: String::new(),
            judging: None,
            solution: None,
            line_for: None,
            wake: ctx.clone(),
        });
        self.show_learn_position();
    }

    fn show_learn_position(&mut self) {
        self.end_line_search();
        self.views.board.preview = None;
        let Some(learn) = self.views.learn.as_mut() else {
            return;
        };
        let Some(ply) = learn.position_ply() else {
            return;
        };
        let side = match learn.side {
            Side::Attackers => "attackers",
            Side::Defenders => "defenders",
        };
        let played = self.session.game.moves()[ply].mv;
        learn.message = format!("Find a better move for the {side} (the game went {played}).");
        learn.helped = false;
        learn.judging = None;
        learn.solution = None;
        self.session.browsing = None;
        self.session.go_to(ply);
    }

    fn learn_advance(&mut self, outcome: Outcome) {
        let Some(learn) = self.views.learn.as_mut() else {
            return;
        };
        if learn.done() {
            return;
        }
        learn.outcomes.push(outcome);
        learn.index += 1;
        if learn.done() {
            learn.message = summary(&learn.outcomes);
            self.end_line_search();
            self.views.board.preview = None;
        } else {
            self.show_learn_position();
        }
    }

    /// A move from the board while learning; `false` when not learning.
    pub(super) fn learn_move(&mut self, m: Move) -> bool {
        let depth = self.settings.review_depth;
        let best = self.learn_best().map(|(_, b)| b);
        let Some(learn) = self.views.learn.as_mut() else {
            return false;
        };
        let Some(ply) = learn.position_ply() else {
            return true;
        };
        if learn.judging.is_some() {
            return true;
        }
        if self.session.view_ply != ply || self.session.browsing.is_some() {
            self.views
                .status
                .notify("Learning from mistakes: go back to its position, or stop learning.");
            return true;
        }
        if best == Some(m) {
            let outcome = if learn.helped {
                Outcome::PassedWithHelp
            } else {
                Outcome::Passed
            };
            self.learn_advance(outcome);
            return true;
        }
        let mut game =
            Game::from_position(*self.session.game.position_at(ply).expect("on the line"));
        if game.play(m).is_err() {
            return true;
        }
        let (tx, rx) = channel();
        let wake = learn.wake.clone();
        std::thread::spawn(move || {
            let engine = Engine::new(EngineOptions {
                threads: 1,
                hash_mib: 16,
                ..EngineOptions::default()
            });
            let request = SearchRequest::from_game(&game, Limits::depth(depth)).for_analysis();
            let result = engine.search(
                &request,
                &std::sync::atomic::AtomicBool::new(false),
                &mut |_| {},
            );
            let _ = tx.send(Eval::from_score(
                result.score,
                game.position().side_to_move(),
            ));
            wake.request_repaint();
        });
        learn.judging = Some((m, rx));
        learn.message = format!("{m}: thinking...");
        true
    }

    /// Takes the judging search's answer when it has come.
    pub(super) fn poll_learn(&mut self) {
        let line_search = self.rt.engine.is_searching(Purpose::Line);
        let Some(learn) = self.views.learn.as_mut() else {
            return;
        };
        // A search for the solution's line that something else replaced (a hint asked for, say):
        // Solution asks again.
        if !line_search {
            learn.line_for = None;
        }
        let Some((m, rx)) = &learn.judging else {
            return;
        };
        let Ok(after) = rx.try_recv() else {
            return;
        };
        let m = *m;
        learn.judging = None;
        let Some(ply) = learn.position_ply() else {
            return;
        };
        let before = self.session.analysis.get(ply).copied().flatten();
        let position = *self.session.game.position_at(ply).expect("on the line");
        let mut game = Game::from_position(position);
        game.play(m).expect("judged moves are legal");
        let evals = [
            before.map(|a| PositionEval {
                eval: a.eval,
                best_move: a.best,
                depth: a.depth,
            }),
            Some(PositionEval {
                eval: after,
                best_move: None,
                depth: 0,
            }),
        ];
        let class = judge_move(&game, &evals, 1, review::model()).map(|j| j.class);
        if class.is_some_and(|c| c < MoveClass::Inaccuracy) {
            let outcome = if learn.helped {
                Outcome::PassedWithHelp
            } else {
                Outcome::Passed
            };
            self.learn_advance(outcome);
            if let Some(learn) = &mut self.views.learn
                && !learn.done()
            {
                learn.message = format!("{m} is good too. Next: {}", learn.message);
            }
        } else {
            learn.helped = true;
            learn.message = format!("{m} is not better. Try again.");
        }
    }
}

/// The summary at the end.
pub fn summary(outcomes: &[Outcome]) -> String {
    let count = |o: Outcome| outcomes.iter().filter(|&&x| x == o).count();
    format!(
        "Done: {} found at once, {} with help, {} skipped, of {}.",
        count(Outcome::Passed),
        count(Outcome::PassedWithHelp),
        count(Outcome::Skipped),
        outcomes.len()
    )
}
