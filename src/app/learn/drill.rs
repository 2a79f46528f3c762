//! The drill's handler: Learn's commands, the person's moves judged on a thread of their own, the
//! solution's line, a folder's mistakes gathered and its games put on the board one by one. It acts
//! on Learn's own state (the drill, in the board's holder, and a folder's practise) and asks the rest
//! of the app for everything else with commands: the engine's search for a line, a preview, a game
//! on the board, the position to show, a question, the status bar.

use super::command::LearnCommand;
use ardri_engine::review::{MoveClass, judge_move};
use ardri_engine::{Engine, EngineOptions, Eval, Limits, PositionEval, SearchRequest};
use ardri_rules::{Game, Move, Position, Side};

use super::super::game::commands::{
    BoardCommand, Command, EngineCommand, FileCommand, LineAnswer, LineSearch, Loaded, MoveCommand,
    SessionSource, ViewCommand,
};
use super::super::game::preview::Preview;
use super::super::game::runtime::Waiting;
use super::super::game::session::Session;
use super::super::game::settings::Settings;
use super::super::shell::i18n::tr;
use super::super::shell::tasks::{Task, Update};
use super::WORDS;
use super::*;

/// The drill while Learn holds the board (`None`: it does not).
pub type Holder = Option<Box<Learn>>;

/// The drill in its slot, as the handler reads it.
trait Slot {
    fn learn(&self) -> Option<&Learn>;
    fn learn_mut(&mut self) -> Option<&mut Learn>;
    fn leave_learn(&mut self);
}

impl Slot for Holder {
    fn learn(&self) -> Option<&Learn> {
        self.as_deref()
    }

    fn learn_mut(&mut self) -> Option<&mut Learn> {
        self.as_deref_mut()
    }

    fn leave_learn(&mut self) {
        *self = None;
    }
}

/// What a Learn command may read of the rest of the app.
pub struct LearnContext<'a> {
    /// The game on the board.
    pub session: &'a Session,
    pub settings: &'a Settings,
    /// The engine is searching for a solution's line.
    pub line_search: bool,
    /// The question on screen, if any.
    pub waiting: &'a Waiting,
    pub wake: &'a egui::Context,
}

/// Learn's state: the drill while the board is in its mode, and a folder's practise before it
/// starts.
pub struct LearnState<'a> {
    pub holder: &'a mut Holder,
    pub practice: &'a mut FolderPractice,
}

impl LearnCommand {
    /// Whether the command may put a drill on the board (a puzzle there gives way first).
    pub fn takes_board(&self) -> bool {
        matches!(
            self,
            LearnCommand::Start(_) | LearnCommand::SideAnswered(_) | LearnCommand::StartPractice
        )
    }
}

/// Carries out `command` (`cleared`: the unsaved-work guard let it through); returns what the rest
/// of the app is asked to do, in order.
pub fn handle(
    command: LearnCommand,
    cleared: bool,
    state: LearnState<'_>,
    cx: &LearnContext<'_>,
) -> Vec<Command> {
    let LearnState { holder, practice } = state;
    let mut asks = Vec::new();
    match command {
        LearnCommand::NextGame | LearnCommand::StartPractice if !cleared => {
            // Once nothing unsaved stands in the way, it comes back as `Command::Cleared`.
            asks.push(FileCommand::Guard(Box::new(command.into())).into());
        }
        LearnCommand::StartPractice => {
            if let Some(gathered) = practice.gathered.take() {
                // (The drill takes the library window's place: the root closes it, `features::ties`.)
                begin(
                    holder,
                    Learn::new(gathered, None, cx.wake.clone()),
                    &mut asks,
                );
                load_game(holder, &mut asks);
                show_position(holder, cx, &mut asks);
            }
        }
        LearnCommand::NextGame => {
            load_game(holder, &mut asks);
            show_position(holder, cx, &mut asks);
        }
        LearnCommand::Gather(jobs) => {
            if !jobs.is_empty() && practice.gathering.is_none() {
                practice.gathering =
                    Some(Task::spawn("ardri-gather", cx.wake.clone(), move |_| {
                        gather(&jobs)
                    }));
            }
        }
        LearnCommand::Start(side) => start(side, holder, cx, &mut asks),
        LearnCommand::SideAnswered(side) => {
            if cx.waiting.asks(LEARN_SIDE) {
                asks.push(ViewCommand::Wait(Waiting::Idle).into());
                if let Some(side) = side {
                    start(Some(side), holder, cx, &mut asks);
                }
            }
        }
        // News for the library (the root hands it on); nothing for Learn.
        LearnCommand::Gathered => {}
        LearnCommand::Close => {
            clear_solution(holder, cx, &mut asks);
            holder.leave_learn();
        }
        LearnCommand::LineFound { hash, line } => line_found(holder, hash, line),
        LearnCommand::Move(m) => play(m, holder, cx, &mut asks),
        LearnCommand::Hint => {
            if let Some(learn) = holder.learn_mut()
                && let Some(best) = best_move(learn)
            {
                learn.helped = true;
                let square = best.from.to_string();
                learn.message = tr!(WORDS, "learn-hint-text", square = square).into_owned();
            }
        }
        LearnCommand::Solution => solution(holder, cx, &mut asks),
        LearnCommand::PreviewLine => {
            if let Some(learn) = holder.learn()
                && let (Some(from), Some(line)) = (exercise_position(learn), learn.solution.clone())
            {
                let preview = Preview::new(from, line, 1, SOLUTION_PREVIEW);
                asks.push(ViewCommand::PreviewLine(Box::new(preview)).into());
            }
        }
        LearnCommand::Skip => advance(Outcome::Skipped, holder, cx, &mut asks),
        LearnCommand::ShowGame => show_position(holder, cx, &mut asks),
    }
    asks
}

/// Takes what Learn's threads reported (called each frame): a judged move, a folder's gathered
/// mistakes.
pub fn poll(state: LearnState<'_>, cx: &LearnContext<'_>) -> Vec<Command> {
    let LearnState { holder, practice } = state;
    let mut asks = Vec::new();
    poll_gathering(practice, &mut asks);
    poll_judging(holder, cx, &mut asks);
    asks
}

/// The review's best move in the current mistake's position.
fn best_move(learn: &Learn) -> Option<Move> {
    learn.current()?.before?.best
}

/// The position of the current exercise (its own, as gathered), when its game is on the board.
fn exercise_position(learn: &Learn) -> Option<Position> {
    learn
        .current()
        .filter(|_| learn.on_board())
        .map(|e| e.position)
}

/// The current exercise's position as a line for the engine, and its ply in it: the game on the
/// board up to it (for repetitions) when that game leads there, else the position alone.
fn exercise_line(learn: &Learn, session: &Session) -> Option<(Game, usize)> {
    let position = exercise_position(learn)?;
    let ply = learn.position_ply()?;
    if session.game.position_at(ply) == Some(&position) {
        let mut line = session.game.clone();
        line.truncate(ply);
        Some((line, ply))
    } else {
        Some((Game::from_position(position), 0))
    }
}

/// Solution: the best move at once, and a search on the engine thread for the line after it
/// (the review depth in all), unless the move ends the game.
fn solution(holder: &mut Holder, cx: &LearnContext<'_>, asks: &mut Vec<Command>) {
    let Some(learn) = holder.learn_mut() else {
        return;
    };
    let Some(best) = best_move(learn) else {
        return;
    };
    learn.helped = true;
    learn.message = tr!(
        WORDS,
        "learn-best-move",
        move = super::super::game::notation::move_text(best)
    )
    .into_owned();
    if learn.solution.is_some() || learn.line_for.is_some() {
        return;
    }
    let Some((mut line, ply)) = exercise_line(learn, cx.session) else {
        return;
    };
    line.play(best).expect("the review's move is legal");
    if line.is_over() {
        learn.solution = Some(vec![best]);
        return;
    }
    learn.line_for = Some(line.position().hash());
    let depth = cx.settings.review_depth.saturating_sub(1).max(1);
    asks.push(
        EngineCommand::FindLine(Box::new(LineSearch {
            game: line,
            ply: ply + 1,
            limits: Limits::depth(depth),
            answer: LineAnswer(|hash, line| LearnCommand::LineFound { hash, line }.into()),
        }))
        .into(),
    );
}

/// The engine's line after the best move has come (for the position with `hash`).
fn line_found(holder: &mut Holder, hash: u64, pv: Vec<Move>) {
    let Some(learn) = holder.learn_mut() else {
        return;
    };
    let Some(best) = best_move(learn) else {
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

/// Forgets the current exercise's solution line: its search, its preview on the board and the
/// line found (on to another exercise or game, or the summary).
fn clear_solution(holder: &mut Holder, cx: &LearnContext<'_>, asks: &mut Vec<Command>) {
    // Its answer would be for a position no longer shown.
    if cx.line_search {
        asks.push(EngineCommand::CancelLine.into());
    }
    asks.push(ViewCommand::EndPreview.into());
    if let Some(learn) = holder.learn_mut() {
        learn.line_for = None;
        learn.solution = None;
    }
}

/// The mistakes of one side of the game on the board: `None` is the side the person played in
/// that game (whatever the app is set to play now), asked when the game does not tell.
fn start(side: Option<Side>, holder: &mut Holder, cx: &LearnContext<'_>, asks: &mut Vec<Command>) {
    let session = cx.session;
    let Some(side) = side.or_else(|| person_side(&session.metadata)) else {
        asks.push(ViewCommand::Wait(Waiting::Question(Box::new(side_question()))).into());
        return;
    };
    let judge = super::super::game::judge::judge_for(session, cx.settings);
    let exercises = exercises(0, &session.game, &session.analysis, judge, |s| s == side);
    if exercises.is_empty() {
        asks.push(Command::notify(tr!(WORDS, "learn-no-mistakes")));
        return;
    }
    let name = session.path().and_then(|p| p.file_name()).map_or_else(
        || tr!(WORDS, "learn-this-game").into_owned(),
        |n| n.to_string_lossy().into_owned(),
    );
    let practice = Practice {
        games: vec![LearnGame { name, source: None }],
        exercises,
        problems: Vec::new(),
    };
    begin(holder, Learn::new(practice, Some(0), cx.wake.clone()), asks);
    show_position(holder, cx, asks);
}

/// A drill takes the board (a puzzle there was closed by the app first); the engine stops.
fn begin(holder: &mut Holder, learn: Learn, asks: &mut Vec<Command>) {
    asks.push(EngineCommand::StopAll.into());
    *holder = Some(Box::new(learn));
}

/// Puts the current exercise's game on the board, as opening its file would.
fn load_game(holder: &mut Holder, asks: &mut Vec<Command>) {
    let Some(learn) = holder.learn_mut() else {
        return;
    };
    let Some(game) = learn.current().map(|e| e.game) else {
        return;
    };
    let Some((path, loaded)) = learn.games[game].source.clone() else {
        return;
    };
    // Checked here, so the drill knows whether its game is on the board.
    match Session::opened((*loaded).clone(), path.clone()) {
        Ok(_) => {
            learn.shown = Some(game);
            asks.push(
                BoardCommand::Put(SessionSource::Opened {
                    path,
                    loaded: Loaded(loaded),
                })
                .into(),
            );
            asks.push(Command::notify(tr!(
                WORDS,
                "learn-practising",
                name = learn.games[game].name.as_str(),
                game = game + 1,
                games = learn.games.len()
            )));
        }
        Err(e) => asks.push(Command::report(tr!(
            WORDS,
            "learn-cannot-show",
            name = learn.games[game].name.as_str(),
            error = e.to_string()
        ))),
    }
}

/// Shows the current exercise's position; when its game is not on the board, brings it there
/// (asking first if the game on the board has unsaved changes).
fn show_position(holder: &mut Holder, cx: &LearnContext<'_>, asks: &mut Vec<Command>) {
    clear_solution(holder, cx, asks);
    let Some(learn) = holder.learn_mut() else {
        return;
    };
    let Some(exercise) = learn.current().cloned() else {
        return;
    };
    if !learn.on_board() {
        if cx.session.is_dirty() {
            learn.message = tr!(
                WORDS,
                "learn-next-game",
                name = learn.games[exercise.game].name.as_str()
            )
            .into_owned();
            asks.push(FileCommand::Guard(Box::new(LearnCommand::NextGame.into())).into());
            return;
        }
        load_game(holder, asks);
    }
    let Some(learn) = holder.learn_mut() else {
        return;
    };
    if !learn.on_board() {
        return;
    }
    learn.message = tr!(
        WORDS,
        "learn-find-better",
        side = exercise.side.name(),
        move = super::super::game::notation::move_text(exercise.played)
    )
    .into_owned();
    learn.helped = false;
    learn.judging = None;
    asks.push(MoveCommand::GoTo(exercise.ply - 1).into());
}

fn advance(outcome: Outcome, holder: &mut Holder, cx: &LearnContext<'_>, asks: &mut Vec<Command>) {
    let Some(learn) = holder.learn_mut() else {
        return;
    };
    if learn.done() {
        return;
    }
    learn.outcomes.push(outcome);
    learn.index += 1;
    if learn.done() {
        learn.message = summary(&learn.outcomes, learn.games.len());
        clear_solution(holder, cx, asks);
    } else {
        show_position(holder, cx, asks);
    }
}

/// A move from the board while learning: the review's best move passes at once, another is judged
/// by a search of its own.
fn play(m: Move, holder: &mut Holder, cx: &LearnContext<'_>, asks: &mut Vec<Command>) {
    let Some(learn) = holder.learn_mut() else {
        return;
    };
    let Some(exercise) = learn.current().cloned() else {
        return;
    };
    if learn.judging.is_some() {
        return;
    }
    let session = cx.session;
    if !learn.on_board() || session.view_ply != exercise.ply - 1 || session.browsing.is_some() {
        asks.push(Command::notify(tr!(WORDS, "learn-go-back")));
        return;
    }
    if best_move(learn) == Some(m) {
        let outcome = if learn.helped {
            Outcome::PassedWithHelp
        } else {
            Outcome::Passed
        };
        advance(outcome, holder, cx, asks);
        return;
    }
    let mut game = Game::from_position(exercise.position);
    if game.play(m).is_err() {
        return;
    }
    let depth = cx.settings.review_depth;
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
    learn.message = tr!(
        WORDS,
        "learn-thinking",
        move = super::super::game::notation::move_text(m)
    )
    .into_owned();
}

/// Takes a folder's gathered mistakes, and starts their practise (guarded).
fn poll_gathering(practice: &mut FolderPractice, asks: &mut Vec<Command>) {
    let Some(gathering) = practice.gathering.as_mut() else {
        return;
    };
    let Some(gathered) = gathering
        .poll()
        .into_iter()
        .find_map(|update| match update {
            Update::Done(gathered) => Some(gathered),
            _ => None,
        })
    else {
        return;
    };
    practice.gathering = None;
    asks.push(LearnCommand::Gathered.into());
    if !gathered.problems.is_empty() {
        asks.push(Command::report(tr!(
            WORDS,
            "learn-left-out",
            problems = gathered.problems.join("; ")
        )));
    }
    if gathered.exercises.is_empty() {
        if gathered.problems.is_empty() {
            asks.push(Command::notify(tr!(WORDS, "learn-none-to-practise")));
        }
        return;
    }
    practice.gathered = Some(gathered);
    asks.push(LearnCommand::StartPractice.into());
}

/// Takes the judging search's answer when it has come.
fn poll_judging(holder: &mut Holder, cx: &LearnContext<'_>, asks: &mut Vec<Command>) {
    let Some(learn) = holder.learn_mut() else {
        return;
    };
    // A search for the solution's line that something else replaced (a hint asked for, say):
    // Solution asks again.
    if !cx.line_search {
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
        advance(outcome, holder, cx, asks);
        if let Some(learn) = holder.learn_mut()
            && !learn.done()
        {
            learn.message = tr!(
                WORDS,
                "learn-good-too",
                move = super::super::game::notation::move_text(m),
                next = learn.message.as_str()
            )
            .into_owned();
        }
    } else {
        learn.helped = true;
        learn.message = tr!(
            WORDS,
            "learn-not-better",
            move = super::super::game::notation::move_text(m)
        )
        .into_owned();
    }
}

/// The question "whose mistakes?"'s asker.
pub const LEARN_SIDE: &str = "learn side";

/// "Whose mistakes?": the attackers' or the defenders', or Cancel (Esc or a click outside too).
fn side_question() -> crate::app::game::commands::Question {
    use crate::app::game::commands::{Choice, Question};
    let answer = |side| vec![LearnCommand::SideAnswered(side).into()];
    Question {
        asker: LEARN_SIDE,
        heading: tr!(WORDS, "learn-whose-heading").into_owned(),
        text: tr!(WORDS, "learn-whose-text").into_owned(),
        answers: vec![
            Choice::new(
                tr!(WORDS, "learn-whose-attackers"),
                answer(Some(Side::Attackers)),
            ),
            Choice::new(
                tr!(WORDS, "learn-whose-defenders"),
                answer(Some(Side::Defenders)),
            ),
            Choice::new(tr!(WORDS, "learn-cancel"), answer(None)),
        ],
        dismissed: Some(2),
    }
}
