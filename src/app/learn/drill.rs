//! The drill's handler: Learn's commands, the person's moves judged on a thread of their own, the
//! solution's search, the games of a folder's practise put on the board one by one.

use ardri_engine::review::{MoveClass, judge_move};
use ardri_engine::{Engine, EngineOptions, Eval, Limits, PositionEval, SearchRequest};
use ardri_rules::{Game, Move, Position, Side};

use super::super::ArdRiApp;
use super::super::game::board_area::Preview;
use super::super::game::engine_link::Purpose;
use super::super::game::session::Session;
use super::super::shell::board_mode::BoardMode;
use super::super::shell::commands::{
    FileCommand, LearnCommand, LibraryCommand, PuzzleCommand, RatingCommand,
};
use super::super::shell::runtime::Waiting;
use super::super::shell::tasks::{Task, Update};
use super::*;

impl ArdRiApp {
    pub(in crate::app) fn on_learn(&mut self, command: LearnCommand, ctx: &egui::Context) {
        match command {
            LearnCommand::NextGame | LearnCommand::StartPractice => {
                // Once nothing unsaved stands in the way, it comes back as `Command::Cleared`.
                self.commands
                    .push(FileCommand::Guard(Box::new(command.into())))
            }
            LearnCommand::Gather(jobs) => {
                if !jobs.is_empty() && self.folder_practice.gathering.is_none() {
                    self.folder_practice.gathering =
                        Some(Task::spawn("ardri-gather", ctx.clone(), move |_| {
                            gather(&jobs)
                        }));
                }
            }
            LearnCommand::Start(side) => self.start_learning(side, ctx),
            LearnCommand::SideAnswered(side) => {
                if self.rt.waiting == Waiting::AskLearnSide {
                    self.rt.waiting = Waiting::Idle;
                    if let Some(side) = side {
                        self.start_learning(Some(side), ctx);
                    }
                }
            }
            LearnCommand::Close => self.close_learning(),
            LearnCommand::LineFound { hash, line } => self.learn_line_found(hash, line),
            LearnCommand::Move(m) => {
                self.learn_move(m);
            }
            LearnCommand::Hint => {
                if let Some(best) = self.learn_best() {
                    let learn = self.views.mode.learn_mut().expect("learning");
                    learn.helped = true;
                    learn.message = format!("Hint: move the piece on {}.", best.from);
                }
            }
            LearnCommand::Solution => self.learn_solution(),
            LearnCommand::PreviewLine => {
                let from = self.exercise_position();
                if let (Some(from), Some(line)) = (
                    from,
                    self.views.mode.learn().and_then(|l| l.solution.clone()),
                ) {
                    self.views.board.preview = Some(Preview::new(from, line, 1, SOLUTION_PREVIEW));
                }
            }
            LearnCommand::Skip => self.learn_advance(Outcome::Skipped),
            LearnCommand::ShowGame => self.show_learn_position(),
        }
    }

    /// The review's best move in the current mistake's position.
    fn learn_best(&self) -> Option<Move> {
        self.views.mode.learn()?.current()?.before?.best
    }

    /// The position of the current exercise (its own, as gathered), when its game is on the board.
    fn exercise_position(&self) -> Option<Position> {
        let learn = self.views.mode.learn()?;
        learn
            .current()
            .filter(|_| learn.on_board())
            .map(|e| e.position)
    }

    /// The current exercise's position as a line for the engine, and its ply in it: the game on the
    /// board up to it (for repetitions) when that game leads there, else the position alone.
    fn exercise_line(&self) -> Option<(Game, usize)> {
        let position = self.exercise_position()?;
        let ply = self.views.mode.learn()?.position_ply()?;
        if self.session.game.position_at(ply) == Some(&position) {
            let mut line = self.session.game.clone();
            line.truncate(ply);
            Some((line, ply))
        } else {
            Some((Game::from_position(position), 0))
        }
    }

    /// Solution: the best move at once, and a search on the engine thread for the line after it
    /// (the review depth in all), unless the move ends the game.
    fn learn_solution(&mut self) {
        let Some(best) = self.learn_best() else {
            return;
        };
        let depth = self.settings.review_depth;
        let exercise_line = self.exercise_line();
        let learn = self.views.mode.learn_mut().expect("learning");
        learn.helped = true;
        learn.message = format!(
            "The best move: {}. Play it to go on.",
            super::super::game::moves::move_text(best)
        );
        if learn.solution.is_some() || learn.line_for.is_some() {
            return;
        }
        let Some((mut line, ply)) = exercise_line else {
            return;
        };
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
    pub(in crate::app) fn learn_line_found(&mut self, hash: u64, pv: Vec<Move>) {
        let Some(best) = self.learn_best() else {
            return;
        };
        let Some(learn) = self.views.mode.learn_mut() else {
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
        if let Some(learn) = self.views.mode.learn_mut() {
            learn.line_for = None;
        }
    }

    /// Forgets the current exercise's solution line: its search, its preview on the board and the
    /// line found (on to another exercise or game, or the summary).
    fn clear_solution(&mut self) {
        self.end_line_search();
        self.views.board.preview = None;
        if let Some(learn) = self.views.mode.learn_mut() {
            learn.solution = None;
        }
    }

    /// The mistakes of one side of the game on the board: `None` is the side the person played in
    /// that game (whatever the app is set to play now), asked when the game does not tell.
    fn start_learning(&mut self, side: Option<Side>, ctx: &egui::Context) {
        // The mistakes are the person's game's, not a puzzle's.
        self.apply(PuzzleCommand::Close.into(), ctx);
        let Some(side) = side.or_else(|| person_side(&self.session.metadata)) else {
            self.rt.waiting = Waiting::AskLearnSide;
            return;
        };
        let judge = super::super::game::judge::judge_for(&self.session, &self.settings);
        let exercises = exercises(0, &self.session.game, &self.session.analysis, judge, |s| {
            s == side
        });
        if exercises.is_empty() {
            self.views.status.notify(
                "No mistakes or blunders of that side: review the game first (Engine > Review game).",
            );
            return;
        }
        let name = self
            .session
            .path()
            .and_then(|p| p.file_name())
            .map_or("this game".into(), |n| n.to_string_lossy().into_owned());
        let practice = Practice {
            games: vec![LearnGame { name, source: None }],
            exercises,
            problems: Vec::new(),
        };
        self.begin_learning(Learn::new(practice, Some(0), ctx.clone()), ctx);
        self.show_learn_position();
    }

    /// A guarded command once the game on the board may be replaced (saved, discarded, or
    /// nothing unsaved): a folder's practise starts, or its next game comes.
    pub(in crate::app) fn on_learn_cleared(&mut self, command: LearnCommand, ctx: &egui::Context) {
        match command {
            LearnCommand::StartPractice => {
                if let Some(practice) = self.folder_practice.gathered.take() {
                    // The drill takes the library window's place.
                    self.commands.push(LibraryCommand::Close);
                    self.begin_learning(Learn::new(practice, None, ctx.clone()), ctx);
                    self.load_learn_game();
                    self.show_learn_position();
                }
            }
            LearnCommand::NextGame => {
                self.load_learn_game();
                self.show_learn_position();
            }
            other => self.on_learn(other, ctx),
        }
    }

    /// Takes a folder's gathered mistakes, and starts their practise (guarded).
    pub(in crate::app) fn poll_gathering(&mut self, ctx: &egui::Context) {
        let Some(gathering) = self.folder_practice.gathering.as_mut() else {
            return;
        };
        let Some(practice) = gathering
            .poll()
            .into_iter()
            .find_map(|update| match update {
                Update::Done(practice) => Some(practice),
                _ => None,
            })
        else {
            return;
        };
        self.folder_practice.gathering = None;
        if !practice.problems.is_empty() {
            self.views.status.report_error(format!(
                "Left out of the practise: {}",
                practice.problems.join("; ")
            ));
        }
        if practice.exercises.is_empty() {
            if practice.problems.is_empty() {
                self.views
                    .status
                    .notify("No mistakes or blunders to practise in these games.");
            }
            return;
        }
        self.folder_practice.gathered = Some(practice);
        self.on_learn(LearnCommand::StartPractice, ctx);
    }

    fn begin_learning(&mut self, learn: Learn, ctx: &egui::Context) {
        // A drill takes the board: a puzzle on it gives the person's game back first.
        if self.views.mode.puzzle().is_some() {
            self.apply(PuzzleCommand::Close.into(), ctx);
        }
        self.stop_engine();
        self.rt.engine_state.analysis = false;
        self.views.mode = BoardMode::Learn(Box::new(learn));
    }

    /// Ends the drill: its solution's search stops and the board is the game's again.
    pub(in crate::app) fn close_learning(&mut self) {
        self.clear_solution();
        self.views.mode.leave_learn();
    }

    /// Puts the current exercise's game on the board, as opening its file would.
    pub(in crate::app) fn load_learn_game(&mut self) {
        let Some(learn) = self.views.mode.learn_mut() else {
            return;
        };
        let Some(game) = learn.current().map(|e| e.game) else {
            return;
        };
        let Some((path, loaded)) = learn.games[game].source.clone() else {
            return;
        };
        match Session::opened(*loaded, path) {
            Ok(session) => {
                self.rt.engine.new_game();
                // Another game on the board: whatever was being rated is over.
                self.commands.push(RatingCommand::GameReplaced);
                self.rt.engine_state.hint = None;
                self.session = session;
                learn.shown = Some(game);
                self.views.status.notify(format!(
                    "Practising the mistakes of {} (game {} of {}).",
                    learn.games[game].name,
                    game + 1,
                    learn.games.len()
                ));
            }
            Err(e) => self.views.status.report_error(format!(
                "{} could not be shown: {e}",
                learn.games[game].name
            )),
        }
    }

    /// Shows the current exercise's position; when its game is not on the board, brings it there
    /// (asking first if the game on the board has unsaved changes).
    pub(in crate::app) fn show_learn_position(&mut self) {
        self.clear_solution();
        let Some(learn) = self.views.mode.learn_mut() else {
            return;
        };
        let Some(exercise) = learn.current().cloned() else {
            return;
        };
        if !learn.on_board() {
            if self.session.is_dirty() {
                learn.message = format!(
                    "The next mistakes are in {}, which takes the board's place.",
                    learn.games[exercise.game].name
                );
                self.rt.waiting = Waiting::Confirm(Box::new(LearnCommand::NextGame.into()));
                return;
            }
            self.load_learn_game();
        }
        let Some(learn) = self.views.mode.learn_mut() else {
            return;
        };
        if !learn.on_board() {
            return;
        }
        learn.message = format!(
            "Find a better move for the {} (the game went {}).",
            side_name(exercise.side),
            exercise.played
        );
        learn.helped = false;
        learn.judging = None;
        self.session.browsing = None;
        self.session.go_to(exercise.ply - 1);
    }

    fn learn_advance(&mut self, outcome: Outcome) {
        let Some(learn) = self.views.mode.learn_mut() else {
            return;
        };
        if learn.done() {
            return;
        }
        learn.outcomes.push(outcome);
        learn.index += 1;
        if learn.done() {
            learn.message = summary(&learn.outcomes);
            if learn.games.len() > 1 {
                learn.message = format!("{} Over {} games.", learn.message, learn.games.len());
            }
            self.clear_solution();
        } else {
            self.show_learn_position();
        }
    }

    /// A move from the board while learning; `false` when not learning.
    pub(in crate::app) fn learn_move(&mut self, m: Move) -> bool {
        let depth = self.settings.review_depth;
        let best = self.learn_best();
        let Some(learn) = self.views.mode.learn_mut() else {
            return false;
        };
        let Some(exercise) = learn.current().cloned() else {
            return true;
        };
        if learn.judging.is_some() {
            return true;
        }
        if !learn.on_board()
            || self.session.view_ply != exercise.ply - 1
            || self.session.browsing.is_some()
        {
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
        let mut game = Game::from_position(exercise.position);
        if game.play(m).is_err() {
            return true;
        }
        let judge = Task::spawn("ardri-learn-judge", learn.wake.clone(), move |_| {
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
            Eval::from_score(result.score, game.position().side_to_move())
        });
        learn.judging = Some((m, judge));
        learn.message = format!("{}: thinking...", super::super::game::moves::move_text(m));
        true
    }

    /// Takes the judging search's answer when it has come.
    pub(in crate::app) fn poll_learn(&mut self) {
        let line_search = self.rt.engine.is_searching(Purpose::Line);
        let Some(learn) = self.views.mode.learn_mut() else {
            return;
        };
        // A search for the solution's line that something else replaced (a hint asked for, say):
        // Solution asks again.
        if !line_search {
            learn.line_for = None;
        }
        let Some((m, judge)) = &mut learn.judging else {
            return;
        };
        let Some(after) = judge.poll().into_iter().find_map(|update| match update {
            Update::Done(eval) => Some(eval),
            _ => None,
        }) else {
            return;
        };
        let m = *m;
        learn.judging = None;
        let Some(exercise) = learn.current().cloned() else {
            return;
        };
        let mut game = Game::from_position(exercise.position);
        game.play(m).expect("judged moves are legal");
        let evals = [
            exercise.before.map(|a| PositionEval {
                eval: a.eval,
                best_move: a.best,
                depth: a.depth,
            }),
            Some(PositionEval {
                eval: after,
                best_move: None,
                // 0 only where the move ended the game (a drawn search is not a drawn game).
                depth: u32::from(!game.is_over()),
            }),
        ];
        let class = judge_move(&game, &evals, 1, &exercise.judge).map(|j| j.class);
        if class.is_some_and(|c| c < MoveClass::Inaccuracy) {
            let outcome = if learn.helped {
                Outcome::PassedWithHelp
            } else {
                Outcome::Passed
            };
            self.learn_advance(outcome);
            if let Some(learn) = self.views.mode.learn_mut()
                && !learn.done()
            {
                learn.message = format!(
                    "{} is good too. Next: {}",
                    super::super::game::moves::move_text(m),
                    learn.message
                );
            }
        } else {
            learn.helped = true;
            learn.message = format!(
                "{} is not better. Try again.",
                super::super::game::moves::move_text(m)
            );
        }
    }
}
