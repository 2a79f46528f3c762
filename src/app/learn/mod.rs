//! "Learn from your mistakes": after a review, the mistakes and blunders of one side, in game order,
//! each shown as the position before the move. A move the review's best move, or one a search at the
//! review depth judges best or good (within the inaccuracy threshold of the best), passes; any other
//! is "try again". Hint names the piece to move, Solution the best move and the engine's line after
//! it (a search at the review depth on the engine thread), which can be stepped through on the board
//! as a preview; Skip goes on; the last step shows a summary.
//!
//! A learn session holds [`MistakeToFix`]s from one game (the one on the board) or from several (a
//! folder's reviewed games, gathered by the game library): each carries its position, the move
//! played, the review's view of it, and the game and ply it came from. Several games are practised
//! game by game: each is put on the board, as opening it would, when its first exercise comes (the
//! app asks first if the game on the board has unsaved changes).
//!
//! The person's moves are judged, never played into the game: the game and its review stay as they
//! were, and so does a preview. The judging search runs on its own thread with its own small engine.

pub mod command;
pub mod drill;
pub mod panel;

use ardri_engine::Eval;
use ardri_rules::{Move, Side};

use super::game::feature::{Context, Feature, Menu, MenuEntry, UiContext};
use super::game::session::Session;
use super::shell::i18n::{Words, tr, words};
use super::shell::tasks::Task;
pub use command::LearnCommand;

/// Learn's words, in each language (`i18n/`).
pub static WORDS: Words = words!("learn");

mod practice;

pub use practice::{LearnGame, MistakeToFix, Practice, exercises, gather};

/// A folder's practise before it starts: its mistakes being gathered, then waiting for "save your
/// changes?" to be answered.
#[derive(Default)]
pub struct FolderPractice {
    pub gathering: Option<Task<(), Practice>>,
    pub gathered: Option<Practice>,
}

/// Learn's name, as the board's lease says it.
pub const NAME: &str = "learn";

/// Learn from your mistakes, a feature on the contract: the drill while it holds the board (the
/// games it practises are put on the board as opening them would), and a folder's practice being
/// gathered.
#[derive(Default)]
pub struct Drills {
    pub drill: drill::Holder,
    pub practice: FolderPractice,
}

impl Drills {
    /// Carries out `command`; `cleared`: the guard for unsaved work let it through.
    pub fn run(&mut self, command: LearnCommand, cleared: bool, cx: &mut Context<'_>) {
        self.with_drill(cx, |state, lcx| drill::handle(command, cleared, state, lcx));
    }

    /// Runs `f` on the drill (taken out while it runs) and a folder's practice, then says in the
    /// lease who holds the board, and asks what `f` asked.
    fn with_drill(
        &mut self,
        cx: &mut Context<'_>,
        f: impl FnOnce(
            drill::LearnState<'_>,
            &drill::LearnContext<'_>,
        ) -> Vec<super::game::commands::Command>,
    ) {
        let held = cx.holds_board(NAME);
        let mut holder = if held { self.drill.take() } else { None };
        let lcx = drill::LearnContext {
            session: cx.session(),
            settings: cx.settings(),
            line_search: cx.line_search,
            waiting: cx.waiting(),
            wake: cx.wake,
        };
        let asks = f(
            drill::LearnState {
                holder: &mut holder,
                practice: &mut self.practice,
            },
            &lcx,
        );
        match &holder {
            // The person moves the side whose mistakes are practised.
            Some(learn) => cx.take_board_keeping_game(NAME, learn.solver()),
            // The drill's games were put on the board as opening them would: nothing to bring back.
            None if held => cx.give_board_back_quietly(NAME),
            None => {}
        }
        self.drill = holder;
        for ask in asks {
            cx.ask(ask);
        }
    }
}

impl Feature for Drills {
    type Command = LearnCommand;
    const NAME: &'static str = NAME;

    /// Engine > Learn from the mistakes of the game reviewed.
    fn menu(&self) -> Vec<MenuEntry> {
        vec![
            MenuEntry {
                menu: Menu::Engine,
                label: tr!(WORDS, "learn-menu-yours"),
                command: LearnCommand::Start(None).into(),
                enabled: true,
            },
            MenuEntry {
                menu: Menu::Engine,
                label: tr!(WORDS, "learn-menu-attackers"),
                command: LearnCommand::Start(Some(Side::Attackers)).into(),
                enabled: true,
            },
            MenuEntry {
                menu: Menu::Engine,
                label: tr!(WORDS, "learn-menu-defenders"),
                command: LearnCommand::Start(Some(Side::Defenders)).into(),
                enabled: true,
            },
        ]
    }

    fn takes_board(command: &LearnCommand) -> bool {
        command.takes_board()
    }

    fn handle(&mut self, command: LearnCommand, cx: &mut Context<'_>) {
        self.run(command, false, cx);
    }

    fn faint_move(&self, session: &Session) -> Option<Move> {
        self.drill
            .as_deref()
            .filter(|l| l.position_ply() == Some(session.view_ply) && session.browsing.is_none())
            .and_then(|l| l.played_move())
    }

    fn handle_cleared(&mut self, command: LearnCommand, cx: &mut Context<'_>) {
        self.run(command, true, cx);
    }

    fn guarded_action(command: &LearnCommand) -> Option<std::borrow::Cow<'static, str>> {
        match command {
            LearnCommand::StartPractice | LearnCommand::Gather(_) => {
                Some(tr!(WORDS, "learn-before-practice"))
            }
            LearnCommand::NextGame => Some(tr!(WORDS, "learn-before-next-game")),
            _ => None,
        }
    }

    fn keeps_the_board(command: &LearnCommand) -> bool {
        *command == LearnCommand::NextGame
    }

    fn poll(&mut self, cx: &mut Context<'_>) {
        self.with_drill(cx, drill::poll);
    }

    fn ui(&mut self, cx: &mut UiContext<'_>) {
        if cx.board.held_by(NAME)
            && let Some(learn) = self.drill.as_deref()
        {
            panel::learn_window(cx.egui, learn, cx.preview, cx.board_rect, cx.commands);
        }
    }

    fn board_move(&mut self, m: Move, cx: &mut Context<'_>) {
        self.run(LearnCommand::Move(m), false, cx);
    }

    fn board_taken(&mut self, cx: &mut Context<'_>) {
        self.run(LearnCommand::Close, false, cx);
    }
}

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
    pub games: Vec<LearnGame>,
    pub exercises: Vec<MistakeToFix>,
    /// The one being worked on (`exercises.len()` = the summary).
    pub index: usize,
    pub outcomes: Vec<Outcome>,
    /// A wrong try, a hint or the solution on this one.
    pub helped: bool,
    pub message: String,
    /// A try being judged: the move and the search's answer to come.
    pub judging: Option<(Move, Task<(), Eval>)>,
    /// The best line (the best move first), once Solution has found it.
    pub solution: Option<Vec<Move>>,
    /// The position after the best move whose line the engine is looking for (by hash).
    pub line_for: Option<u64>,
    pub wake: egui::Context,
    /// The game on the board (an index into `games`), if it is one of them.
    pub shown: Option<usize>,
}

impl Learn {
    pub fn new(practice: Practice, shown: Option<usize>, wake: egui::Context) -> Learn {
        Learn {
            games: practice.games,
            exercises: practice.exercises,
            index: 0,
            outcomes: Vec::new(),
            helped: false,
            message: String::new(),
            judging: None,
            solution: None,
            line_for: None,
            wake,
            shown,
        }
    }

    pub fn done(&self) -> bool {
        self.index >= self.exercises.len()
    }

    /// The exercise being worked on.
    pub fn current(&self) -> Option<&MistakeToFix> {
        self.exercises.get(self.index)
    }

    /// Whether the current exercise's game is on the board.
    pub fn on_board(&self) -> bool {
        self.current().is_some_and(|e| self.shown == Some(e.game))
    }

    /// The ply of the position shown for the current mistake, when its game is on the board.
    pub fn position_ply(&self) -> Option<usize> {
        self.current()
            .filter(|_| self.on_board())
            .map(|e| e.ply - 1)
    }

    /// The move the game went in the position of the current mistake (shown faintly on the board
    /// while the person looks for a better one).
    pub fn played_move(&self) -> Option<Move> {
        self.current().filter(|_| self.on_board()).map(|e| e.played)
    }

    /// The side the person moves for now.
    pub fn solver(&self) -> Option<Side> {
        self.current().map(|e| e.side)
    }

    /// "3 of 27 (game 2 of 5)"; one game: "3 of 7".
    pub fn progress(&self) -> String {
        let (index, total) = (self.index + 1, self.exercises.len());
        let text = match self.current() {
            Some(e) if self.games.len() > 1 => tr!(
                WORDS,
                "learn-progress-games",
                index = index,
                total = total,
                game = e.game + 1,
                games = self.games.len()
            ),
            _ => tr!(WORDS, "learn-progress", index = index, total = total),
        };
        text.into_owned()
    }

    /// Each game's name and how its exercises went so far: found at once, with help, skipped.
    pub fn per_game(&self) -> Vec<(String, [usize; 3])> {
        let mut out: Vec<(String, [usize; 3])> = self
            .games
            .iter()
            .map(|g| (g.name.clone(), [0; 3]))
            .collect();
        for (exercise, outcome) in self.exercises.iter().zip(&self.outcomes) {
            out[exercise.game].1[*outcome as usize] += 1;
        }
        out
    }
}

/// The side the person played in a game, from its players' names: the one named "Human" against
/// anyone else (the engine). `None` when the names do not tell (two people, two engines, unknown).
fn person_side(metadata: &ardri_saves::Metadata) -> Option<Side> {
    let human = |name: &str| name.trim().eq_ignore_ascii_case("human");
    match (human(&metadata.attackers), human(&metadata.defenders)) {
        (true, false) => Some(Side::Attackers),
        (false, true) => Some(Side::Defenders),
        _ => None,
    }
}

/// The summary at the end (over `games` games: saying how many when more than one).
pub fn summary(outcomes: &[Outcome], games: usize) -> String {
    let count = |o: Outcome| outcomes.iter().filter(|&&x| x == o).count();
    let (found, helped, skipped, total) = (
        count(Outcome::Passed),
        count(Outcome::PassedWithHelp),
        count(Outcome::Skipped),
        outcomes.len(),
    );
    let text = if games > 1 {
        tr!(
            WORDS,
            "learn-summary-games",
            found = found,
            helped = helped,
            skipped = skipped,
            total = total,
            games = games
        )
    } else {
        tr!(
            WORDS,
            "learn-summary",
            found = found,
            helped = helped,
            skipped = skipped,
            total = total
        )
    };
    text.into_owned()
}

/// Learn's handler through the contract, without the window: a reviewed game's blunder becomes an
/// exercise and the drill takes the board (the person's game stays on it); a side the game does not
/// name is asked; a game with no mistake says so; another taker ends the drill.
#[cfg(test)]
mod tests {
    use ardri_engine::Eval;
    use ardri_rules::{Game, Side};
    use ardri_saves::{Analysis, Metadata};

    use super::super::game::board_holder::{BoardHolder, Lease};
    use super::super::game::commands::{Command as AppCommand, EngineCommand, ViewCommand};
    use super::super::game::feature::{Feature, TestBed};
    use super::super::game::runtime::Waiting;
    use super::super::game::session::Session;
    use super::*;

    /// The defenders' e1-e2 lets the attackers take the king (c3-c4), where the king could have
    /// stepped away: a blunder by the stored analysis.
    fn blunder(defenders: &str) -> Session {
        let mut game = Game::from_position("7/2a4/1aka3/7/2a4/7/4d2 d".parse().unwrap());
        game.play_text("e1e2").unwrap();
        game.play_text("c3c4").unwrap();
        let metadata = Metadata {
            attackers: "Ard Ri Engine (level 10)".into(),
            defenders: defenders.into(),
            ..Metadata::default()
        };
        let mut session = Session::from_game(game, metadata);
        let start = *session.game.start();
        let after_one = *session.game.position_at(1).unwrap();
        let at = |eval, best: Option<(&ardri_rules::Position, &str)>| {
            Some(Analysis {
                eval,
                depth: 8,
                best: best.map(|(p, m)| p.parse_move(m).unwrap()),
            })
        };
        session.analysis = vec![
            at(Eval::Cp(0), Some((&start, "c5c4"))),
            at(
                Eval::Win {
                    side: Side::Attackers,
                    moves: 1,
                },
                Some((&after_one, "c3c4")),
            ),
            at(
                Eval::Win {
                    side: Side::Attackers,
                    moves: 0,
                },
                None,
            ),
        ];
        session
    }

    #[test]
    fn a_blunder_becomes_a_drill_on_the_persons_own_game() {
        let mut bed = TestBed::new();
        bed.session = blunder("Human");
        let mut drills = Drills::default();
        assert!(Drills::takes_board(&LearnCommand::Start(None)));
        let asks = bed.run(|cx| drills.handle(LearnCommand::Start(None), cx));
        let learn = drills.drill.as_deref().expect("a drill");
        assert_eq!(learn.exercises.len(), 1);
        assert_eq!(learn.solver(), Some(Side::Defenders));
        assert_eq!(
            asks.first(),
            Some(&AppCommand::from(EngineCommand::StopAll))
        );
        // The board keeps the person's game: only the moves played go to the drill.
        assert_eq!(
            bed.board.lease(),
            Some(&Lease {
                holder: NAME,
                mover: Some(Side::Defenders),
                lent: false,
            })
        );
        // Skipped, the drill says how it went; another taker ends it.
        bed.run(|cx| drills.handle(LearnCommand::Skip, cx));
        assert!(drills.drill.as_deref().unwrap().done());
        let asks = bed.run(|cx| drills.board_taken(cx));
        assert!(drills.drill.is_none());
        assert!(matches!(bed.board, BoardHolder::Game));
        assert!(
            !asks.iter().any(|a| matches!(a, AppCommand::Board(_))),
            "the person's game never left the board: {asks:?}"
        );
    }

    #[test]
    fn a_side_the_game_does_not_name_is_asked_and_no_mistake_is_said() {
        let mut bed = TestBed::new();
        bed.session = blunder("Someone");
        bed.session.metadata.attackers = "Someone else".into();
        let mut drills = Drills::default();
        let asks = bed.run(|cx| drills.handle(LearnCommand::Start(None), cx));
        assert!(matches!(
            asks.as_slice(),
            [AppCommand::View(ViewCommand::Wait(Waiting::Question(q)))] if q.asker == drill::LEARN_SIDE
        ));
        assert!(drills.drill.is_none());
        // The attackers made no mistake.
        let asks = bed.run(|cx| drills.handle(LearnCommand::Start(Some(Side::Attackers)), cx));
        assert!(matches!(
            asks.as_slice(),
            [AppCommand::View(ViewCommand::Notify(t))] if t.starts_with("No mistakes or blunders")
        ));
        assert!(matches!(bed.board, BoardHolder::Game));
    }
}
