//! What puzzle commands do, on the puzzles' own state: the person moves for the solver, a move the
//! puzzle accepts is played with the opponent's reply from the line, a wrong move is refused with a
//! message (the puzzle then counts as failed, once) and can be tried again.
//!
//! Puzzles take the board: each step of a puzzle's line asks for it to be shown as a fresh game for
//! study ([`BoardCommand::Lend`]), so a puzzle is never unsaved work, and the person's game waits
//! aside until puzzles are closed ([`BoardCommand::Restore`]). Everything outside the puzzles' own
//! state is asked for with a command.

use ardri_engine::puzzle::Puzzle;
use ardri_rules::{Game, Move};

use super::super::game::commands::{BoardCommand, Command, GameEvent, GameToShow};
use super::super::game::feature::{Context, Feature, Menu, MenuEntry, UiContext};
use super::super::game::record_service::RecordCommand;
use super::super::game::session::Session;
use super::super::game::settings::Settings;
use super::super::shell::i18n::tr;
use super::panel::{PuzzlePanel, PuzzleTry};
use super::{PuzzleCommand, PuzzleSource};
use super::{PuzzleRecord, Puzzles, WORDS, shipped};

/// What a puzzle command may read of the rest of the app.
pub struct PuzzleContext<'a> {
    pub settings: &'a Settings,
    /// The game on the board (a reviewed game is mined from it).
    pub session: &'a Session,
    pub wake: &'a egui::Context,
    /// Now, by the context's clock (what the record keeps of an attempt).
    pub now: ardri_record::Utc,
}

/// The puzzles' name, as the board's lease says it.
pub const NAME: &str = "puzzles";

/// The puzzle window's state while puzzles hold the board (`None`: they do not).
type Holder = Option<PuzzlePanel>;

impl Feature for Puzzles {
    type Command = PuzzleCommand;
    const NAME: &'static str = NAME;

    /// The Puzzles menu.
    fn menu(&self) -> Vec<MenuEntry> {
        vec![
            MenuEntry {
                menu: Menu::Puzzles,
                label: tr!(WORDS, "puzzles-menu-solve"),
                command: PuzzleCommand::Open.into(),
                enabled: true,
            },
            MenuEntry {
                menu: Menu::Puzzles,
                label: tr!(WORDS, "puzzles-next"),
                command: PuzzleCommand::Next.into(),
                enabled: true,
            },
        ]
    }

    fn takes_board(command: &PuzzleCommand) -> bool {
        command.takes_board()
    }

    fn status(&self) -> Option<String> {
        let (done, of) = self.mining.as_ref()?.progress();
        Some(tr!(WORDS, "puzzles-mining", done = done, of = of).into_owned())
    }

    /// The missed wins of the person's own sides in a game just reviewed become puzzles.
    fn game_event(&mut self, event: &GameEvent, cx: &mut Context<'_>) {
        if *event == GameEvent::Reviewed {
            self.handle(PuzzleCommand::MineReviewedGame, cx);
        }
    }

    fn handle(&mut self, command: PuzzleCommand, cx: &mut Context<'_>) {
        let held = cx.holds_board(NAME);
        let mut holder = if held { self.panel.take() } else { None };
        let pcx = PuzzleContext {
            settings: cx.settings(),
            session: cx.session(),
            wake: cx.wake,
            now: cx.clock.utc(),
        };
        let asks = self.handle_on(command, &mut holder, &pcx);
        match &holder {
            // The lease says whose pieces the person moves: the puzzle's solver.
            Some(panel) => cx.take_board(NAME, panel.solver()),
            // Closing asked for the person's game back itself.
            None if held => cx.give_board_back_quietly(NAME),
            None => {}
        }
        self.panel = holder;
        for ask in asks {
            cx.ask(ask);
        }
    }

    fn poll(&mut self, cx: &mut Context<'_>) {
        for ask in self.poll_threads(cx.notice()) {
            cx.ask(ask);
        }
    }

    fn ui(&mut self, cx: &mut UiContext<'_>) {
        if cx.board.held_by(NAME)
            && let Some(panel) = &self.panel
        {
            let counts = (shipped().len(), self.mine.set.len());
            super::panel::puzzle_window(
                cx.egui,
                panel,
                &self.record,
                counts,
                cx.board_rect,
                cx.commands,
            );
        }
    }

    fn board_move(&mut self, m: Move, cx: &mut Context<'_>) {
        Feature::handle(self, PuzzleCommand::Move(m), cx);
    }

    fn board_taken(&mut self, cx: &mut Context<'_>) {
        Feature::handle(self, PuzzleCommand::Close, cx);
    }
}

impl Puzzles {
    /// Carries out `command` on the puzzles' state and the puzzle window's (`holder`, `None` while
    /// puzzles do not hold the board); returns what the rest of the app is asked to do, in order.
    pub fn handle_on(
        &mut self,
        command: PuzzleCommand,
        holder: &mut Holder,
        cx: &PuzzleContext<'_>,
    ) -> Vec<Command> {
        let mut asks = Vec::new();
        match command {
            PuzzleCommand::Open => {
                if enter(holder).attempt.is_none() {
                    self.next_puzzle(holder, &mut asks);
                }
            }
            PuzzleCommand::Next => {
                enter(holder);
                self.next_puzzle(holder, &mut asks);
            }
            PuzzleCommand::Start(id) => {
                enter(holder);
                self.start_puzzle(&id, holder, &mut asks);
            }
            PuzzleCommand::Retry => {
                if let Some(attempt) = attempt_mut(holder) {
                    attempt.ply = 0;
                    attempt.solved = false;
                    attempt.message = tr!(WORDS, "puzzles-again").into_owned();
                    asks.push(line_on_board(attempt, None, false));
                }
            }
            PuzzleCommand::Solution => {
                if let Some(attempt) = attempt_mut(holder) {
                    if !attempt.counted {
                        asks.push(self.count(&attempt.puzzle, false, true, cx.now));
                        attempt.counted = true;
                    }
                    attempt.failed = true;
                    attempt.ply = attempt.puzzle.solution.len();
                    attempt.message = tr!(
                        WORDS,
                        "puzzles-solution",
                        moves = super::super::game::notation::moves_text(&attempt.puzzle.solution)
                    )
                    .into_owned();
                    asks.push(line_on_board(attempt, None, false));
                }
            }
            PuzzleCommand::Theme(theme) => {
                if let Some(panel) = holder.as_mut() {
                    panel.theme = theme;
                }
            }
            PuzzleCommand::Source(source) => {
                let panel = enter(holder);
                if panel.source != source {
                    panel.source = source;
                    self.next_puzzle(holder, &mut asks);
                }
            }
            PuzzleCommand::Close => {
                *holder = None;
                asks.push(BoardCommand::Restore.into());
            }
            PuzzleCommand::MineReviewedGame => self.mine_reviewed_game(cx),
            PuzzleCommand::FromRecord(state) => self.record = PuzzleRecord::from_state(&state),
            PuzzleCommand::Move(m) => self.puzzle_move(m, holder, cx.now, &mut asks),
        }
        asks
    }

    /// Counts a puzzle's result (`with_help`: the solution was shown): the ratings and the streak
    /// move here, and the person's record is asked to keep it.
    fn count(
        &mut self,
        puzzle: &Puzzle,
        solved: bool,
        with_help: bool,
        now: ardri_record::Utc,
    ) -> Command {
        let change = self.record.record(puzzle, solved);
        let attempt = ardri_record::PuzzleAttempt {
            puzzle_id: puzzle.id.clone(),
            at: now,
            solved,
            with_help,
            seconds: None,
            mine: self.mine.set.iter().any(|p| p.id == puzzle.id),
        };
        RecordCommand::Puzzle(Box::new((attempt, change))).into()
    }

    /// The next puzzle of the chosen source and theme, nearest the person's rating.
    fn next_puzzle(&mut self, holder: &mut Holder, asks: &mut Vec<Command>) {
        let panel = holder.as_ref();
        let theme = panel.and_then(|p| p.theme);
        let source = panel.map_or(PuzzleSource::Shipped, |p| p.source);
        let shipped = shipped();
        let set: &[Puzzle] = match source {
            PuzzleSource::Shipped => &shipped,
            PuzzleSource::Mine => &self.mine.set,
        };
        let next = self.record.next(set, theme).map(|p| p.id.clone());
        match next {
            Some(id) => self.start_puzzle(&id, holder, asks),
            None if source == PuzzleSource::Mine && set.is_empty() => {
                asks.push(Command::notify(tr!(WORDS, "puzzles-none-of-your-own")))
            }
            None => asks.push(Command::notify(tr!(WORDS, "puzzles-all-played"))),
        }
    }

    /// Starts a puzzle on the board (the person's game is set aside: it comes back on closing).
    fn start_puzzle(&mut self, id: &str, holder: &mut Holder, asks: &mut Vec<Command>) {
        let set = shipped();
        let Some(puzzle) = set
            .iter()
            .chain(&self.mine.set)
            .find(|p| p.id == id)
            .cloned()
        else {
            asks.push(Command::notify(tr!(WORDS, "puzzles-no-such", id = id)));
            return;
        };
        let panel = enter(holder);
        let attempt = panel.attempt.insert(PuzzleTry::new(puzzle));
        asks.push(line_on_board(attempt, None, true));
    }

    /// A move from the board while a puzzle is on.
    fn puzzle_move(
        &mut self,
        m: Move,
        holder: &mut Holder,
        now: ardri_record::Utc,
        asks: &mut Vec<Command>,
    ) {
        let Some(attempt) = attempt_mut(holder) else {
            return;
        };
        let len = attempt.puzzle.solution.len();
        if attempt.solved || attempt.ply >= len || attempt.ply % 2 == 1 {
            return;
        }
        if !attempt.puzzle.accepts(attempt.ply, m) {
            attempt.failed = true;
            if !attempt.counted {
                asks.push(self.count(&attempt.puzzle, false, false, now));
                attempt.counted = true;
            }
            attempt.message = tr!(
                WORDS,
                "puzzles-wrong-move",
                move = super::super::game::notation::move_text(m)
            )
            .into_owned();
            return;
        }
        attempt.ply += 1;
        let mut last = None;
        if attempt.ply >= len || attempt.puzzle.solution[attempt.ply - 1] != m {
            // Solved: the line's last move, or another move that wins at once.
            attempt.solved = true;
            if !attempt.counted {
                asks.push(self.count(&attempt.puzzle, true, false, now));
                attempt.counted = true;
            }
            attempt.message = if attempt.failed {
                tr!(WORDS, "puzzles-solved-after-wrong-move").into_owned()
            } else {
                tr!(WORDS, "puzzles-solved").into_owned()
            };
            if attempt.puzzle.solution.get(attempt.ply - 1) != Some(&m) {
                last = Some(m);
            }
        } else {
            let reply = attempt.puzzle.solution[attempt.ply];
            attempt.ply += 1;
            attempt.message = tr!(
                WORDS,
                "puzzles-right",
                reply = super::super::game::notation::move_text(reply)
            )
            .into_owned();
        }
        asks.push(line_on_board(attempt, last, false));
    }
}

/// The puzzle window's state, opened if puzzles did not hold the board (the root made whoever held
/// it give way first).
fn enter(holder: &mut Holder) -> &mut PuzzlePanel {
    holder.get_or_insert_with(PuzzlePanel::default)
}

fn attempt_mut(holder: &mut Holder) -> Option<&mut PuzzleTry> {
    holder.as_mut()?.attempt.as_mut()
}

/// The attempt's line so far for the board (with `last` instead of the line's last move, when the
/// person won with another winning move); `fresh` for a puzzle just started.
fn line_on_board(attempt: &PuzzleTry, last: Option<Move>, fresh: bool) -> Command {
    let puzzle = &attempt.puzzle;
    let game: Game = match last {
        None => puzzle.game_at(attempt.ply),
        Some(m) => {
            let mut game = puzzle.game_at(attempt.ply - 1);
            game.play(m).expect("an accepted move is legal");
            game
        }
    };
    BoardCommand::Lend {
        game: Box::new(GameToShow {
            game,
            event: tr!(WORDS, "puzzles-event", id = puzzle.id.as_str()).into_owned(),
            you: puzzle.solver(),
            opponent: tr!(WORDS, "puzzles-opponent").into_owned(),
        }),
        fresh,
    }
    .into()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::game::commands::{BoardCommand, ViewCommand};

    /// A puzzle of the shipped set whose line has a reply (two moves or more).
    fn puzzle_with_reply() -> Puzzle {
        shipped()
            .iter()
            .find(|p| p.solution.len() >= 3)
            .cloned()
            .expect("a puzzle of three moves or more")
    }

    /// A context with the usual settings and a new game on the board; `test` gets it and an empty
    /// set of puzzles, on a board in the game's mode.
    fn with_puzzles(test: impl FnOnce(&PuzzleContext<'_>, &mut Puzzles, &mut Holder)) {
        let settings = Settings::default();
        let session = Session::new(Default::default(), Default::default());
        let wake = egui::Context::default();
        let cx = PuzzleContext {
            settings: &settings,
            session: &session,
            wake: &wake,
            now: ardri_record::Utc(0),
        };
        let mut puzzles = Puzzles::new(super::super::mine::MyPuzzles::open(None).0);
        test(&cx, &mut puzzles, &mut None);
    }

    fn shown(ask: &Command) -> (&Game, bool) {
        match ask {
            Command::Board(BoardCommand::Lend { game, fresh }) => (&game.game, *fresh),
            other => panic!("not a game to show: {other:?}"),
        }
    }

    /// The puzzles' handler on its own state, without the app: it asks for the board with commands.
    #[test]
    fn a_puzzle_is_played_on_the_puzzles_own_state_and_asks_for_the_board() {
        with_puzzles(|cx, puzzles, holder| {
            let puzzle = puzzle_with_reply();

            let asks = puzzles.handle_on(PuzzleCommand::Start(puzzle.id.clone()), holder, cx);
            assert!(holder.is_some(), "the puzzles hold the board");
            let (game, fresh) = shown(&asks[0]);
            assert!(fresh && game.ply_count() == 0);

            // A wrong move: counted as failed once and kept in the person's record, with what it
            // did to the puzzle rating; nothing asked of the board.
            let wrong = puzzle
                .position
                .legal_moves()
                .iter()
                .copied()
                .find(|&m| !puzzle.accepts(0, m))
                .expect("a move the puzzle refuses");
            let asks = puzzles.handle_on(PuzzleCommand::Move(wrong), holder, cx);
            match asks.as_slice() {
                [ask] if let Some(RecordCommand::Puzzle(played)) = ask.feature() => {
                    let (attempt, change) = &**played;
                    assert_eq!(attempt.puzzle_id, puzzle.id);
                    assert!(!attempt.solved && !attempt.with_help && !attempt.mine);
                    let change = change.expect("a first try moves the puzzle rating");
                    assert!(change.player.after.rating < change.player.before.rating);
                    assert_eq!(change.player.after.rating, puzzles.record.player.rating);
                }
                other => panic!("not kept in the record: {other:?}"),
            }
            assert_eq!(puzzles.record.history.len(), 1);
            assert!(!puzzles.record.history[0].solved);
            let asks = puzzles.handle_on(PuzzleCommand::Move(wrong), holder, cx);
            assert!(asks.is_empty(), "a failure counts once");
            assert_eq!(puzzles.record.history.len(), 1, "a failure counts once");

            // The right move: the line with the reply is shown, the same puzzle (not fresh).
            let asks = puzzles.handle_on(PuzzleCommand::Move(puzzle.solution[0]), holder, cx);
            let (game, fresh) = shown(&asks[0]);
            assert!(!fresh);
            assert_eq!(game.ply_count(), 2, "the move and the reply");

            // Closing gives the board back.
            let asks = puzzles.handle_on(PuzzleCommand::Close, holder, cx);
            assert_eq!(asks, [Command::Board(BoardCommand::Restore)]);
            assert!(holder.is_none());
        });
    }

    #[test]
    fn an_unknown_puzzle_is_said_in_words() {
        with_puzzles(|cx, puzzles, holder| {
            let asks = puzzles.handle_on(PuzzleCommand::Start("no-such".into()), holder, cx);
            assert_eq!(
                asks,
                [Command::View(ViewCommand::Notify(
                    "No puzzle no-such.".into()
                ))]
            );
            assert!(holder.is_some(), "the window stays open to pick another");
        });
    }

    /// Through the contract: a puzzle takes the board through the lease, the person moving the
    /// solver's pieces; the board's moves reach it; another taker gets the person's game back.
    #[test]
    fn puzzles_hold_the_board_through_the_lease() {
        use super::super::super::game::board_holder::{BoardHolder, Lease};
        use super::super::super::game::feature::{Feature, TestBed};
        let mut bed = TestBed::new();
        let mut puzzles = Puzzles::new(super::super::mine::MyPuzzles::open(None).0);
        let puzzle = puzzle_with_reply();
        assert!(Puzzles::takes_board(&PuzzleCommand::Start(
            puzzle.id.clone()
        )));
        let asks = bed.run(|cx| puzzles.handle(PuzzleCommand::Start(puzzle.id.clone()), cx));
        assert_eq!(
            bed.board.lease(),
            Some(&Lease {
                holder: NAME,
                mover: Some(puzzle.solver()),
                lent: true,
            })
        );
        assert!(shown(&asks[0]).1, "a fresh game on the board");
        let asks = bed.run(|cx| puzzles.board_move(puzzle.solution[0], cx));
        assert_eq!(shown(&asks[0]).0.ply_count(), 2, "the move and the reply");
        let asks = bed.run(|cx| puzzles.board_taken(cx));
        assert_eq!(asks, [Command::Board(BoardCommand::Restore)]);
        assert!(matches!(bed.board, BoardHolder::Game));
        assert!(puzzles.panel.is_none());
    }
}
