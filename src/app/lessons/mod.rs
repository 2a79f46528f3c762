//! Lessons for newcomers (lichess's Learn as the model): the stages of `ardri-lessons`, each a few
//! short exercises played on the board. The learner moves by click or drag; the opponent's replies
//! come at once (the exercise's own while the learner follows its solution, the lessons' fixed rule
//! when they do not); a move that fails says why in plain words and offers Retry; a hint costs a
//! star; a finished exercise earns its stars (3 at par) and offers Next.
//!
//! Lessons take the board like puzzles: each step asks for the exercise's game to be shown
//! ([`BoardCommand::ShowAside`]), the person's game waits aside, and Close lessons brings it back
//! ([`BoardCommand::Restore`]). The stars are kept in the person's record (the database), asked for
//! when the record opens and when the lessons open ([`RecordCommand::AskLessons`]).

pub mod window;

use std::collections::HashMap;

use ardri_lessons::{Attempt, Exercise, Progress, Stage, stages};
use ardri_record::{LessonProgress, LessonResult, Utc};
use ardri_rules::{Move, Side};

use super::record::RecordCommand;
use super::shell::board_mode::BoardMode;
use super::shell::commands::{BoardCommand, Command, GameToShow};

/// What the lessons are asked to do.
#[derive(Clone, Debug, PartialEq)]
pub enum LessonsCommand {
    /// Open the lessons at the first exercise not yet finished (or keep the one on).
    Open,
    /// This exercise (indexes into [`stages`]).
    Start {
        stage: usize,
        exercise: usize,
    },
    /// A move made on the board while an exercise is on.
    Move(Move),
    /// The exercise again from its start.
    Retry,
    /// Show the exercise's hint (it costs a star).
    Hint,
    /// The exercise after this one.
    Next,
    Close,
    /// The first-run question answered: `true` opens the lessons.
    Welcome(bool),
    /// The record's stars, by stage and exercise.
    Progress(Vec<LessonProgress>),
}

impl LessonsCommand {
    /// Whether the command puts the board in lessons mode (another mode gives way).
    pub fn takes_board(&self) -> bool {
        matches!(
            self,
            LessonsCommand::Open
                | LessonsCommand::Start { .. }
                | LessonsCommand::Next
                | LessonsCommand::Welcome(true)
        )
    }
}

impl From<LessonsCommand> for Command {
    fn from(c: LessonsCommand) -> Command {
        Command::Lessons(c)
    }
}

/// The lessons' state that outlives their window: the stars earned, and the first-run question.
#[derive(Default)]
pub struct Lessons {
    /// The best stars earned, by (stage id, exercise number); absent: not finished yet.
    pub stars: HashMap<(String, u32), u8>,
    /// "New to Ard Ri? Learn to play" is asked (the first start).
    pub welcome: bool,
}

impl Lessons {
    /// The stars earned on this exercise (0: not finished).
    pub fn stars_of(&self, exercise: &Exercise) -> u8 {
        self.stars
            .get(&(exercise.stage.to_string(), exercise.number as u32))
            .copied()
            .unwrap_or(0)
    }

    /// The stars earned in a stage, and the most it can give.
    pub fn stage_stars(&self, stage: &Stage) -> (u32, u32) {
        let earned = stage
            .exercises
            .iter()
            .map(|e| u32::from(self.stars_of(e)))
            .sum();
        (earned, 3 * stage.exercises.len() as u32)
    }

    /// The first exercise not finished yet, in the order they are taught (the first of all when
    /// every one is).
    fn first_unfinished(&self) -> (usize, usize) {
        for (s, stage) in stages().iter().enumerate() {
            for (e, exercise) in stage.exercises.iter().enumerate() {
                if self.stars_of(exercise) == 0 {
                    return (s, e);
                }
            }
        }
        (0, 0)
    }

    fn earned(&mut self, exercise: &Exercise, stars: u8) {
        let entry = self
            .stars
            .entry((exercise.stage.to_string(), exercise.number as u32))
            .or_default();
        *entry = (*entry).max(stars);
    }

    /// Carries out `command` on the lessons' state and the board's mode; returns what the rest of
    /// the app is asked to do, in order.
    pub fn handle(&mut self, command: LessonsCommand, mode: &mut BoardMode) -> Vec<Command> {
        let mut asks = Vec::new();
        match command {
            LessonsCommand::Open | LessonsCommand::Welcome(true) => {
                self.welcome = false;
                asks.push(RecordCommand::AskLessons.into());
                if mode.lessons().is_none_or(|l| l.current.is_none()) {
                    let (stage, exercise) = self.first_unfinished();
                    self.start(stage, exercise, mode, &mut asks);
                }
            }
            LessonsCommand::Welcome(false) => self.welcome = false,
            LessonsCommand::Start { stage, exercise } => {
                self.start(stage, exercise, mode, &mut asks);
            }
            LessonsCommand::Next => {
                if let Some(current) = mode.lessons().and_then(|l| l.current.as_ref()) {
                    match next_of(current.stage, current.exercise) {
                        Some((stage, exercise)) => self.start(stage, exercise, mode, &mut asks),
                        None => {
                            if let Some(current) = current_mut(mode) {
                                current.message = "That was the last exercise: you have been \
                                                   through every lesson. Close lessons and play \
                                                   a game!"
                                    .into();
                            }
                        }
                    }
                }
            }
            LessonsCommand::Retry => {
                if let Some(current) = current_mut(mode) {
                    current.attempt = Attempt::new(current.attempt.exercise());
                    current.message = "Again from the start.".into();
                    asks.push(on_board(current, false));
                }
            }
            LessonsCommand::Hint => {
                if let Some(current) = current_mut(mode)
                    && !current.attempt.progress().is_over()
                {
                    current.hint_used = true;
                }
            }
            LessonsCommand::Move(m) => self.learner_move(m, mode, &mut asks),
            LessonsCommand::Close => {
                if mode.lessons().is_some() {
                    *mode = BoardMode::Game;
                    asks.push(BoardCommand::Restore.into());
                }
            }
            LessonsCommand::Progress(rows) => {
                for row in rows {
                    let entry = self.stars.entry((row.stage, row.exercise)).or_default();
                    *entry = (*entry).max(row.stars);
                }
                self.stars.retain(|_, s| *s > 0);
            }
        }
        asks
    }

    /// Puts exercise `exercise` of stage `stage` on the board (the person's game is set aside).
    fn start(&self, stage: usize, exercise: usize, mode: &mut BoardMode, asks: &mut Vec<Command>) {
        let Some(data) = stages().get(stage).and_then(|s| s.exercises.get(exercise)) else {
            asks.push(Command::notify("There are no lessons in this build."));
            return;
        };
        let panel = enter(mode);
        let current = panel.current.insert(Current {
            stage,
            exercise,
            attempt: Attempt::new(data),
            hint_used: false,
            message: String::new(),
        });
        asks.push(on_board(current, true));
    }

    /// A move from the board while an exercise is on: played, with the opponent's replies after
    /// it, until it is the learner's turn again or the exercise is over.
    fn learner_move(&mut self, m: Move, mode: &mut BoardMode, asks: &mut Vec<Command>) {
        let Some(current) = current_mut(mode) else {
            return;
        };
        if !current.attempt.learners_turn() {
            return;
        }
        if let Err(why) = current.attempt.play(m) {
            current.message = format!("That move is not allowed: {why}.");
            return;
        }
        let mut replies = Vec::new();
        while let Some(reply) = current.attempt.next_reply() {
            if current.attempt.play(reply).is_err() {
                break;
            }
            if let Some(played) = current.attempt.game().moves().last() {
                replies.push(played.to_string());
            }
        }
        let opponent = current.attempt.exercise().learner.opponent();
        let answered = match replies.as_slice() {
            [] => String::new(),
            [one] => format!("The {opponent} answered {one}. "),
            many => format!("The {opponent} answered {}. ", many.join(", ")),
        };
        let exercise = current.attempt.exercise();
        match current.attempt.progress().clone() {
            Progress::Going => {
                current.message = format!("{answered}Your move.");
            }
            Progress::Done { stars } => {
                let stars = current.stars(stars);
                current.message = format!(
                    "{answered}Well done! {}",
                    if stars == 3 {
                        "Three stars: the shortest way.".to_string()
                    } else {
                        why_fewer(exercise, current.attempt.learner_moves(), current.hint_used)
                    }
                );
                self.earned(exercise, stars);
                asks.push(keep(exercise, stars, true));
            }
            Progress::Failed(why) => {
                current.message = format!("{answered}{why} Press Retry to try again.");
                asks.push(keep(exercise, 0, false));
            }
        }
        asks.push(on_board(current, false));
    }
}

/// Why fewer than three stars, in words.
fn why_fewer(exercise: &Exercise, used: u32, hint: bool) -> String {
    let mut why = Vec::new();
    if used > exercise.par {
        let par = exercise.par;
        let plural = if par == 1 { "" } else { "s" };
        why.push(format!(
            "it can be done in {par} move{plural} (you used {used})"
        ));
    }
    if hint {
        why.push("the hint costs a star".to_string());
    }
    format!("Fewer stars: {}. Retry for three.", why.join("; "))
}

/// The record's row for one try.
fn keep(exercise: &Exercise, stars: u8, completed: bool) -> Command {
    RecordCommand::Lesson(LessonResult {
        stage: exercise.stage.to_string(),
        exercise: exercise.number as u32,
        stars,
        completed,
        at: Utc::now(),
    })
    .into()
}

/// The exercise after (stage, exercise): the next in its stage, else the next stage's first.
fn next_of(stage: usize, exercise: usize) -> Option<(usize, usize)> {
    let all = stages();
    if exercise + 1 < all.get(stage)?.exercises.len() {
        return Some((stage, exercise + 1));
    }
    (stage + 1..all.len()).find_map(|s| (!all[s].exercises.is_empty()).then_some((s, 0)))
}

/// The exercise on the board.
#[derive(Clone, Debug)]
pub struct Current {
    /// Indexes into [`stages`].
    pub stage: usize,
    pub exercise: usize,
    pub attempt: Attempt<'static>,
    /// The hint was shown (it stays shown, and costs a star, until another exercise starts).
    pub hint_used: bool,
    /// What happened last, in words (empty at the start: the goal says what to do).
    pub message: String,
}

impl Current {
    pub fn stage(&self) -> &'static Stage {
        &stages()[self.stage]
    }

    pub fn exercise(&self) -> &'static Exercise {
        self.attempt.exercise()
    }

    /// The stars for a finish worth `by_moves`: one less when the hint was used (at least one).
    pub fn stars(&self, by_moves: u8) -> u8 {
        if self.hint_used {
            by_moves.saturating_sub(1).max(1)
        } else {
            by_moves
        }
    }

    /// The stars earned by this attempt, once it is done.
    pub fn earned(&self) -> Option<u8> {
        match self.attempt.progress() {
            Progress::Done { stars } => Some(self.stars(*stars)),
            _ => None,
        }
    }
}

/// The lessons window's state: the board's mode while lessons are on.
#[derive(Clone, Debug, Default)]
pub struct LessonPanel {
    pub current: Option<Current>,
}

impl LessonPanel {
    /// The side the learner moves, while an exercise is on.
    pub fn learner(&self) -> Option<Side> {
        self.current.as_ref().map(|c| c.exercise().learner)
    }
}

/// Puts the board in lessons mode and gives the window's state.
fn enter(mode: &mut BoardMode) -> &mut LessonPanel {
    if mode.lessons().is_none() {
        *mode = BoardMode::Lessons(Box::default());
    }
    mode.lessons_mut()
        .expect("the board was just put in lessons mode")
}

fn current_mut(mode: &mut BoardMode) -> Option<&mut Current> {
    mode.lessons_mut()?.current.as_mut()
}

/// The exercise's game as it stands, for the board (`fresh` for one just started).
fn on_board(current: &Current, fresh: bool) -> Command {
    let exercise = current.exercise();
    BoardCommand::ShowAside {
        game: Box::new(GameToShow {
            game: current.attempt.game().clone(),
            event: format!("Lesson {}", exercise.id),
            you: exercise.learner,
        }),
        fresh,
    }
    .into()
}
