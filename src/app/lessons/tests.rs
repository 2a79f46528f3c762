//! The lessons' handler through the contract, without a window: taking and giving back the board,
//! the learner's moves and the opponent's replies, the stars kept at the clock's time.

use std::time::Duration;

use ardri_record::{LessonProgress, Utc};
use ardri_rules::Move;

use super::super::game::board_holder::{BoardHolder, Lease};
use super::super::game::commands::{BoardCommand, Command as AppCommand};
use super::super::game::feature::{Clock, Context, Feature, TestBed};
use super::super::game::record_service::RecordCommand;
use super::*;

const NOW: i64 = 1_767_225_600;

/// The lessons with the board and a clock, as the root gives them.
struct Bench {
    lessons: Lessons,
    bed: TestBed,
}

impl Bench {
    fn new() -> Bench {
        let bed = TestBed::new();
        assert_eq!(bed.clock.utc(), Utc(NOW));
        Bench {
            lessons: Lessons::new(true),
            bed,
        }
    }

    fn run(&mut self, f: impl FnOnce(&mut Lessons, &mut Context<'_>)) -> Vec<AppCommand> {
        let lessons = &mut self.lessons;
        self.bed.run(|cx| f(lessons, cx))
    }

    fn handle(&mut self, command: Command) -> Vec<AppCommand> {
        self.run(|lessons, cx| lessons.handle(command, cx))
    }

    fn board_move(&mut self, m: Move) -> Vec<AppCommand> {
        self.run(|lessons, cx| lessons.board_move(m, cx))
    }
}

fn first() -> &'static Exercise {
    &stages()[0].exercises[0]
}

/// The lessons' rows kept in the record among `asks`.
fn kept(asks: &[AppCommand]) -> Vec<&LessonResult> {
    asks.iter()
        .filter_map(|a| match a.feature::<RecordCommand>() {
            Some(RecordCommand::Lesson(row)) => Some(row),
            _ => None,
        })
        .collect()
}

#[test]
fn opening_takes_the_board_at_the_first_exercise_and_asks_for_the_stars() {
    let mut bench = Bench::new();
    let asks = bench.handle(Command::Open);
    assert!(
        !bench.lessons.welcome,
        "the first start's question is answered"
    );
    assert_eq!(
        bench.bed.board.lease(),
        Some(&Lease {
            holder: NAME,
            mover: Some(first().learner),
            lent: true,
        })
    );
    assert!(matches!(
        asks[0].feature::<RecordCommand>(),
        Some(RecordCommand::AskLessons(_))
    ));
    match &asks[1] {
        AppCommand::Board(BoardCommand::Lend { game, fresh: true }) => {
            assert_eq!(game.event, format!("Lesson {}", first().id));
            assert_eq!(game.game.position(), &first().position);
        }
        other => panic!("the exercise is not shown: {other:?}"),
    }
}

#[test]
fn the_solution_played_on_the_board_earns_three_stars_kept_at_the_clocks_time() {
    let mut bench = Bench::new();
    bench.handle(Command::Open);
    bench.bed.clock.advance(Duration::from_secs(90));
    let mut asks = Vec::new();
    // The learner's moves; the replies come by themselves.
    for &m in first().solution.iter().step_by(2) {
        asks = bench.board_move(m);
    }
    let current = bench.lessons.current.as_ref().expect("still on the board");
    assert!(current.message.contains("Well done"), "{}", current.message);
    assert_eq!(bench.lessons.stars_of(first()), 3);
    let rows = kept(&asks);
    assert_eq!(rows.len(), 1);
    assert_eq!((rows[0].stars, rows[0].completed), (3, true));
    assert_eq!(rows[0].at, Utc(NOW + 90));
}

#[test]
fn a_move_the_rules_refuse_is_said_and_nothing_is_kept() {
    let mut bench = Bench::new();
    bench.handle(Command::Open);
    // A piece that is not there: a1 is a corner, no piece ever stands on it.
    let nowhere = Move {
        from: "a1".parse().expect("a square"),
        to: "a2".parse().expect("a square"),
    };
    let asks = bench.board_move(nowhere);
    assert!(asks.is_empty(), "{asks:?}");
    let current = bench.lessons.current.as_ref().expect("on the board");
    assert!(
        current.message.starts_with("That move is not allowed"),
        "{}",
        current.message
    );
}

#[test]
fn the_board_taken_by_another_gives_the_persons_game_back() {
    let mut bench = Bench::new();
    bench.handle(Command::Open);
    let asks = bench.run(|lessons, cx| lessons.board_taken(cx));
    assert_eq!(asks, [AppCommand::Board(BoardCommand::Restore)]);
    assert!(matches!(bench.bed.board, BoardHolder::Game));
    assert!(bench.lessons.current.is_none());
    // Moves no longer reach the lessons, and closing again asks nothing.
    assert!(bench.board_move(first().solution[0]).is_empty());
    assert!(bench.handle(Command::Close).is_empty());
}

#[test]
fn the_records_stars_raise_the_best_and_never_lower_it() {
    let mut bench = Bench::new();
    let row = |stars| LessonProgress {
        stage: first().stage.to_string(),
        exercise: first().number as u32,
        stars,
        attempts: 1,
        completed_at: None,
    };
    bench.handle(Command::Progress(vec![row(2)]));
    assert_eq!(bench.lessons.stars_of(first()), 2);
    bench.handle(Command::Progress(vec![row(1)]));
    assert_eq!(bench.lessons.stars_of(first()), 2);
}

#[test]
fn the_stars_are_asked_once_at_the_start_and_the_lessons_sit_under_help() {
    let mut bench = Bench::new();
    let asks = bench.run(|lessons, cx| lessons.poll(cx));
    assert_eq!(asks.len(), 1, "{asks:?}");
    assert!(matches!(
        asks[0].feature::<RecordCommand>(),
        Some(RecordCommand::AskLessons(_))
    ));
    assert!(bench.run(|lessons, cx| lessons.poll(cx)).is_empty());
    let entries = bench.lessons.menu();
    assert_eq!(entries[0].menu, Menu::Help);
    assert_eq!(entries[0].command, AppCommand::from(Command::Open));
}
