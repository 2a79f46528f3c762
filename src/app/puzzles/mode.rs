//! The handler of [`PuzzleCommand`]s and of moves made in puzzle mode: the person moves for the
//! solver, a move the puzzle accepts is played with the opponent's reply from the line, a wrong move
//! is refused with a message (the puzzle then counts as failed, once) and can be tried again.
//!
//! The board shows a fresh session on the puzzle's line so far after each step, so a puzzle is never
//! unsaved work; the person's game waits aside (`Runtime::game_aside`) until puzzles are closed.

use ardri_engine::puzzle::Puzzle;
use ardri_rules::{Game, Move};

use super::super::ArdRiApp;
use super::super::game::new_game::metadata_for;
use super::super::game::session::Session;
use super::super::puzzles::panel::{Attempt, PuzzlePanel};
use super::super::puzzles::shipped;
use super::super::shell::board_mode::BoardMode;
use super::super::shell::commands::{LearnCommand, PuzzleCommand, PuzzleSource};

impl ArdRiApp {
    pub(crate) fn on_puzzle(&mut self, command: PuzzleCommand, ctx: &egui::Context) {
        let enters = matches!(
            command,
            PuzzleCommand::Open
                | PuzzleCommand::Next
                | PuzzleCommand::Start(_)
                | PuzzleCommand::Source(_)
        );
        if enters && self.views.mode.learn().is_some() {
            // Puzzles take the board: a drill on it ends first.
            self.apply(LearnCommand::Close.into(), ctx);
        }
        match command {
            PuzzleCommand::Open => {
                if self.enter_puzzle_mode().attempt.is_none() {
                    self.next_puzzle();
                }
            }
            PuzzleCommand::Next => {
                self.enter_puzzle_mode();
                self.next_puzzle();
            }
            PuzzleCommand::Start(id) => {
                self.enter_puzzle_mode();
                self.start_puzzle(id);
            }
            PuzzleCommand::Retry => {
                if let Some(attempt) = self.attempt_mut() {
                    attempt.ply = 0;
                    attempt.solved = false;
                    attempt.message = "Again from the start.".into();
                    self.show_puzzle_line(None);
                }
            }
            PuzzleCommand::Solution => {
                let record = &mut self.puzzles;
                if let Some(attempt) = self
                    .views
                    .mode
                    .puzzle_mut()
                    .and_then(|p| p.attempt.as_mut())
                {
                    if !attempt.counted {
                        record.record(&attempt.puzzle, false);
                        attempt.counted = true;
                    }
                    attempt.failed = true;
                    attempt.ply = attempt.puzzle.solution.len();
                    attempt.message = format!(
                        "The solution: {}",
                        super::super::game::moves::moves_text(&attempt.puzzle.solution)
                    );
                    self.show_puzzle_line(None);
                }
            }
            PuzzleCommand::Theme(theme) => {
                if let Some(panel) = self.views.mode.puzzle_mut() {
                    panel.theme = theme;
                }
            }
            PuzzleCommand::Source(source) => {
                let panel = self.enter_puzzle_mode();
                if panel.source != source {
                    panel.source = source;
                    self.next_puzzle();
                }
            }
            PuzzleCommand::Close => self.close_puzzles(),
            PuzzleCommand::MineReviewedGame => self.mine_reviewed_game(),
        }
    }

    /// Puts the board in puzzle mode (a set-up closes; a drill was closed by `on_puzzle`) and gives
    /// its panel.
    fn enter_puzzle_mode(&mut self) -> &mut PuzzlePanel {
        if !matches!(self.views.mode, BoardMode::Puzzle(_)) {
            self.views.mode = BoardMode::Puzzle(PuzzlePanel::default());
        }
        self.views
            .mode
            .puzzle_mut()
            .expect("the board was just put in puzzle mode")
    }

    fn attempt_mut(&mut self) -> Option<&mut Attempt> {
        self.views.mode.puzzle_mut()?.attempt.as_mut()
    }

    /// The next puzzle of the chosen source and theme, nearest the person's rating.
    fn next_puzzle(&mut self) {
        let panel = self.views.mode.puzzle();
        let theme = panel.and_then(|p| p.theme);
        let source = panel.map_or(PuzzleSource::Shipped, |p| p.source);
        let shipped = shipped();
        let set: &[Puzzle] = match source {
            PuzzleSource::Shipped => &shipped,
            PuzzleSource::Mine => &self.my_puzzles.set,
        };
        let next = self.puzzles.next(set, theme).map(|p| p.id.clone());
        match next {
            Some(id) => self.start_puzzle(id),
            None if source == PuzzleSource::Mine && set.is_empty() => self.views.status.notify(
                "No puzzles of your own yet: review a game you played, and the forced wins you missed become puzzles here.",
            ),
            None => self
                .views
                .status
                .notify("Every puzzle of this theme was played: retry them from the history."),
        }
    }

    /// Starts a puzzle; the person's game is set aside (nothing to ask: it comes back on closing).
    fn start_puzzle(&mut self, id: String) {
        let set = shipped();
        let found = set.iter().chain(&self.my_puzzles.set).find(|p| p.id == id);
        let Some(puzzle) = found.cloned() else {
            self.views.status.notify(format!("No puzzle {id}."));
            return;
        };
        if self.rt.game_aside.is_none() {
            self.stop_engine();
            let mut game = std::mem::replace(
                &mut self.session,
                Session::new(Default::default(), metadata_for(&self.settings)),
            );
            // Its clock does not run while it waits.
            if let Some(clock) = game.clock.as_mut() {
                clock.stop(std::time::Instant::now());
            }
            self.rt.game_aside = Some(Box::new(game));
        }
        self.show_puzzle(puzzle);
    }

    /// Closes puzzle mode and brings the person's game back as it was.
    pub(crate) fn close_puzzles(&mut self) {
        self.views.mode.leave_puzzle();
        if let Some(game) = self.rt.game_aside.take() {
            self.stop_engine();
            self.rt.engine.new_game();
            self.session = *game;
            self.rt.engine_state.hint = None;
        }
    }

    fn show_puzzle(&mut self, puzzle: Puzzle) {
        let panel = self.enter_puzzle_mode();
        panel.attempt = Some(Attempt::new(puzzle));
        self.stop_engine();
        self.rt.engine.new_game();
        self.rt.engine_state.analysis = false;
        self.rt.engine_state.hint = None;
        self.views.mode.leave_set_up();
        self.show_puzzle_line(None);
        self.views.status.dismiss();
    }

    /// Shows the attempt's line so far on the board (with `last` instead of the line's last move,
    /// when the person won with another winning move), as a fresh session.
    fn show_puzzle_line(&mut self, last: Option<Move>) {
        let Some(attempt) = self.views.mode.puzzle().and_then(|p| p.attempt.as_ref()) else {
            return;
        };
        let puzzle = &attempt.puzzle;
        let game: Game = match last {
            None => puzzle.game_at(attempt.ply),
            Some(m) => {
                let mut game = puzzle.game_at(attempt.ply - 1);
                game.play(m).expect("an accepted move is legal");
                game
            }
        };
        let mut metadata = metadata_for(&self.settings);
        metadata.event = format!("Puzzle {}", puzzle.id);
        self.session = Session::from_game(game, metadata);
    }

    /// A move from the board in puzzle mode; `false` when no puzzle is on (the move is the game's).
    pub(crate) fn puzzle_move(&mut self, m: Move) -> bool {
        let record = &mut self.puzzles;
        let Some(attempt) = self
            .views
            .mode
            .puzzle_mut()
            .and_then(|p| p.attempt.as_mut())
        else {
            return false;
        };
        let len = attempt.puzzle.solution.len();
        if attempt.solved || attempt.ply >= len || attempt.ply % 2 == 1 {
            return true;
        }
        if !attempt.puzzle.accepts(attempt.ply, m) {
            attempt.failed = true;
            if !attempt.counted {
                record.record(&attempt.puzzle, false);
                attempt.counted = true;
            }
            attempt.message = format!(
                "{} is not the move. Try again.",
                super::super::game::moves::move_text(m)
            );
            return true;
        }
        attempt.ply += 1;
        let mut last = None;
        if attempt.ply >= len || attempt.puzzle.solution[attempt.ply - 1] != m {
            // Solved: the line's last move, or another move that wins at once.
            attempt.solved = true;
            if !attempt.counted {
                record.record(&attempt.puzzle, true);
                attempt.counted = true;
            }
            attempt.message = if attempt.failed {
                "Solved, after a wrong move: it counts as failed.".into()
            } else {
                "Solved!".into()
            };
            if attempt.puzzle.solution.get(attempt.ply - 1) != Some(&m) {
                last = Some(m);
            }
        } else {
            let reply = attempt.puzzle.solution[attempt.ply];
            attempt.ply += 1;
            attempt.message = format!(
                "Right! The reply: {}. Your move again.",
                super::super::game::moves::move_text(reply)
            );
        }
        self.show_puzzle_line(last);
        true
    }
}
