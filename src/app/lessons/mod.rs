//! Lessons for newcomers (lichess's Learn as the model): the stages of `ardri-lessons`, each a few
//! short exercises played on the board. The learner moves by click or drag; the opponent's replies
//! come at once (the exercise's own while the learner follows its solution, the lessons' fixed rule
//! when they do not); a move that fails says why in plain words and offers Retry; a hint costs a
//! star; a finished exercise earns its stars (3 at par) and offers Next.
//!
//! Lessons take the board like puzzles: each step asks for the exercise's game to be shown
//! (`BoardCommand::Lend`), the person's game is on hold, and Close lessons brings it back
//! (`BoardCommand::Restore`). The stars are kept in the person's record (the database), asked for
//! when the record opens and when the lessons open ([`RecordCommand::AskLessons`]).

pub mod window;
mod words;

use std::collections::HashMap;

use ardri_lessons::{Attempt, Exercise, Stage, Standing, stages};
use ardri_record::{LessonProgress, LessonResult, Utc};
use ardri_rules::Move;

use super::game::commands::GameToShow;
use super::game::feature::{Context, Feature, Menu, MenuEntry, PanelContext, PanelSlot, UiContext};
use super::game::record_service::{Answer, RecordCommand};
use super::shell::i18n::{Words, tr, words};
use super::shell::rules::illegal_text;

/// The lessons' words, in each language (`i18n/`): the window's, and every stage's and exercise's.
pub static WORDS: Words = words!("lessons");

/// The lessons' name as the board's lease says it.
pub const NAME: &str = "lessons";

/// What the lessons are asked to do.
#[derive(Clone, Debug, PartialEq)]
pub enum Command {
    /// Open the lessons at the first exercise not yet finished (or keep the one on).
    Open,
    /// This exercise (indexes into [`stages`]).
    Start {
        stage: usize,
        exercise: usize,
    },
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

/// The record's answer to the lessons' question.
fn answer(rows: Vec<LessonProgress>) -> super::game::commands::Command {
    Command::Progress(rows).into()
}

/// The lessons: the stars earned (from the record), the first-run question, and the exercise on
/// the board while they hold it.
#[derive(Default)]
pub struct Lessons {
    /// The best stars earned, by (stage id, exercise number); absent: not finished yet.
    pub stars: HashMap<(String, u32), u8>,
    /// "New to Ard Ri? Learn to play" is asked (the first start).
    pub welcome: bool,
    /// The exercise on the board, while the lessons hold it.
    pub current: Option<Current>,
    /// The record was asked for the stars (once, at the start).
    asked_record: bool,
}

impl Lessons {
    /// The lessons at the first start (`welcome`: ask "New to Ard Ri?").
    pub fn new(welcome: bool) -> Lessons {
        Lessons {
            welcome,
            ..Lessons::default()
        }
    }

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

    /// The exercise on the board, while the lessons hold it.
    fn current_mut(&mut self, cx: &Context<'_>) -> Option<&mut Current> {
        if cx.holds_board(NAME) {
            self.current.as_mut()
        } else {
            None
        }
    }

    /// Puts exercise `exercise` of stage `stage` on the board (the person's game is put on hold).
    fn start(&mut self, stage: usize, exercise: usize, cx: &mut Context<'_>) {
        let Some(data) = stages().get(stage).and_then(|s| s.exercises.get(exercise)) else {
            cx.notify(tr!(WORDS, "lessons-none"));
            return;
        };
        cx.take_board(NAME, Some(data.learner));
        let current = self.current.insert(Current {
            stage,
            exercise,
            attempt: Attempt::new(data),
            hint_used: false,
            message: String::new(),
        });
        cx.show_on_board(on_board(current), true);
    }

    /// A move from the board while an exercise is on: played, with the opponent's replies after
    /// it, until it is the learner's turn again or the exercise is over.
    fn learner_move(&mut self, m: Move, cx: &mut Context<'_>) {
        let now = cx.clock.utc();
        let Some(current) = self.current_mut(cx) else {
            return;
        };
        if !current.attempt.learners_turn() {
            return;
        }
        if let Err(why) = current.attempt.play(m) {
            current.message =
                tr!(WORDS, "lessons-not-allowed", why = illegal_text(&why)).into_owned();
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
        // The replies, said before what comes of them ("The attackers answered d2-d3. Your move.").
        let answered = match replies.as_slice() {
            [] => String::new(),
            moves => {
                let moves = moves.join(", ");
                tr!(
                    WORDS,
                    "lessons-answered",
                    side = opponent.name(),
                    moves = moves
                )
                .into_owned()
                    + " "
            }
        };
        let exercise = current.attempt.exercise();
        let mut kept = None;
        let outcome = match current.attempt.progress().clone() {
            Standing::Going => tr!(WORDS, "lessons-your-move").into_owned(),
            Standing::Done { stars } => {
                let stars = current.stars(stars);
                kept = Some((stars, true));
                if stars == 3 {
                    tr!(WORDS, "lessons-well-done-three").into_owned()
                } else {
                    why_fewer(exercise, current.attempt.learner_moves(), current.hint_used)
                }
            }
            Standing::Failed(failure) => {
                kept = Some((0, false));
                let why = words::failure_text(&failure, exercise);
                tr!(WORDS, "lessons-failed", why = why).into_owned()
            }
        };
        current.message = answered + &outcome;
        let shown = on_board(current);
        if let Some((stars, completed)) = kept {
            if completed {
                self.earned(exercise, stars);
            }
            cx.ask(keep(exercise, stars, completed, now));
        }
        cx.show_on_board(shown, false);
    }
}

impl Feature for Lessons {
    type Command = Command;
    const NAME: &'static str = NAME;

    /// The first start's question heads the side panel until it is answered or a first game
    /// is played to its end (not while a feature has the board).
    fn panel_part(
        &mut self,
        place: PanelSlot,
        ui: &mut egui::Ui,
        cx: &mut PanelContext<'_>,
    ) -> bool {
        let shown = place == PanelSlot::Top && self.welcome && cx.board.lease().is_none();
        if shown {
            window::welcome_section(ui, cx.commands);
        }
        shown
    }

    /// A game played to its end: the person has found their way in, and the question would only
    /// push the panel down for the rest of the session.
    fn after_commands(&mut self, cx: &mut Context<'_>) {
        if self.welcome && !cx.holds_board(NAME) && cx.session().game.outcome().is_some() {
            self.welcome = false;
        }
    }

    fn takes_board(command: &Command) -> bool {
        matches!(
            command,
            Command::Open | Command::Start { .. } | Command::Next | Command::Welcome(true)
        )
    }

    fn handle(&mut self, command: Command, cx: &mut Context<'_>) {
        match command {
            Command::Open | Command::Welcome(true) => {
                self.welcome = false;
                cx.ask(RecordCommand::AskLessons(Answer(answer)));
                if !cx.holds_board(NAME) || self.current.is_none() {
                    let (stage, exercise) = self.first_unfinished();
                    self.start(stage, exercise, cx);
                }
            }
            Command::Welcome(false) => self.welcome = false,
            Command::Start { stage, exercise } => self.start(stage, exercise, cx),
            Command::Next => {
                let Some((stage, exercise)) = self.current_mut(cx).map(|c| (c.stage, c.exercise))
                else {
                    return;
                };
                match next_of(stage, exercise) {
                    Some((stage, exercise)) => self.start(stage, exercise, cx),
                    None => {
                        if let Some(current) = self.current_mut(cx) {
                            current.message = tr!(WORDS, "lessons-last").into_owned();
                        }
                    }
                }
            }
            Command::Retry => {
                if let Some(current) = self.current_mut(cx) {
                    current.attempt = Attempt::new(current.attempt.exercise());
                    current.message = tr!(WORDS, "lessons-again").into_owned();
                    let shown = on_board(current);
                    cx.show_on_board(shown, false);
                }
            }
            Command::Hint => {
                if let Some(current) = self.current_mut(cx)
                    && !current.attempt.progress().is_over()
                {
                    current.hint_used = true;
                }
            }
            Command::Close => {
                self.current = None;
                cx.give_board_back(NAME);
            }
            Command::Progress(rows) => {
                for row in rows {
                    let entry = self.stars.entry((row.stage, row.exercise)).or_default();
                    *entry = (*entry).max(row.stars);
                }
                self.stars.retain(|_, s| *s > 0);
            }
        }
    }

    /// Asks the record for the stars once, at the start (it answers once it is open).
    fn poll(&mut self, cx: &mut Context<'_>) {
        if !self.asked_record {
            self.asked_record = true;
            cx.ask(RecordCommand::AskLessons(Answer(answer)));
        }
    }

    fn ui(&mut self, cx: &mut UiContext<'_>) {
        if cx.board.held_by(NAME) {
            window::lessons_window(
                cx.egui,
                self,
                self.current.as_ref(),
                cx.board_rect,
                cx.commands,
            );
        }
    }

    fn board_move(&mut self, m: Move, cx: &mut Context<'_>) {
        self.learner_move(m, cx);
    }

    fn board_taken(&mut self, cx: &mut Context<'_>) {
        Feature::handle(self, Command::Close, cx);
    }

    fn menu(&self) -> Vec<MenuEntry> {
        // Under Help, where a newcomer looks first: the lessons teach the rules.
        vec![MenuEntry {
            menu: Menu::Help,
            label: tr!(WORDS, "lessons-menu"),
            command: Command::Open.into(),
            enabled: true,
        }]
    }
}

/// "Well done!" and why fewer than three stars, in words.
fn why_fewer(exercise: &Exercise, used: u32, hint: bool) -> String {
    let par = exercise.par;
    match (used > par, hint) {
        (true, true) => tr!(
            WORDS,
            "lessons-well-done-moves-hint",
            par = par,
            used = used
        ),
        (true, false) => tr!(WORDS, "lessons-well-done-moves", par = par, used = used),
        _ => tr!(WORDS, "lessons-well-done-hint"),
    }
    .into_owned()
}

/// The record's row for one try.
fn keep(exercise: &Exercise, stars: u8, completed: bool, at: Utc) -> RecordCommand {
    RecordCommand::Lesson(LessonResult {
        stage: exercise.stage.to_string(),
        exercise: exercise.number as u32,
        stars,
        completed,
        at,
    })
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
            Standing::Done { stars } => Some(self.stars(*stars)),
            _ => None,
        }
    }
}

/// The exercise's game as it stands, for the board.
fn on_board(current: &Current) -> GameToShow {
    let exercise = current.exercise();
    GameToShow {
        game: current.attempt.game().clone(),
        event: tr!(WORDS, "lessons-event", id = exercise.id.as_str()).into_owned(),
        you: exercise.learner,
        opponent: tr!(WORDS, "lessons-opponent").into_owned(),
    }
}

#[cfg(test)]
mod tests;
