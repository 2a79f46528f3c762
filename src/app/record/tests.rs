//! The record in the app, without the window: a finished game goes to the database on its thread
//! with its rating change, the rating comes back from it, and a record that cannot be kept is said.

use std::path::PathBuf;
use std::time::{Duration, Instant};

use crossbeam_channel::Receiver;

use ardri_record::{GameFilter, Page, Record, Utc};
use ardri_rules::{EndReason, Game, Outcome, Rules, Side};

use super::super::game::commands::{Command, RatingCommand, ViewCommand};
use super::worker::Counts;
use super::*;

/// The record started on its thread, and the wakes it sends as it would wake the window: the
/// tests wait for those, never a while.
fn start(folder: Option<PathBuf>, legacy: LegacyValues) -> (PersonRecord, Receiver<()>) {
    let (woken, wakes) = crossbeam_channel::unbounded();
    let record = PersonRecord::start(
        folder,
        legacy,
        super::super::rating::rating_change,
        move || {
            let _ = woken.send(());
        },
    );
    (record, wakes)
}

/// Polls at each wake until `done` says the answers are in (10 s at most).
fn poll_until(
    record: &mut PersonRecord,
    wakes: &Receiver<()>,
    done: impl Fn(&PersonRecord, &[Command]) -> bool,
) -> Vec<Command> {
    let deadline = Instant::now() + Duration::from_secs(10);
    let mut all = Vec::new();
    loop {
        all.extend(record.poll());
        if done(record, &all) {
            return all;
        }
        let left = deadline.saturating_duration_since(Instant::now());
        assert!(wakes.recv_timeout(left).is_ok(), "no answer: {all:?}");
    }
}

fn finished_game() -> FinishedGame {
    let mut game = Game::new(Rules::default());
    game.play_text("c3c2").unwrap();
    game.declare(Outcome {
        winner: Some(Side::Defenders),
        reason: EndReason::Resignation,
    })
    .unwrap();
    let metadata = ardri_saves::Metadata {
        attackers: "Ard Ri Engine (level 3)".into(),
        defenders: "Human".into(),
        attackers_elo: Some(1043),
        defenders_elo: Some(1000),
        ..Default::default()
    };
    let parts = RowParts {
        game: &game,
        metadata: &metadata,
        level: Some(3),
        person: Some(Side::Defenders),
        rated: ardri_record::Rated::Yes,
        started_at: Utc::now(),
        clock: None,
        saved_to: None,
        person_rating: Some((1000.0, 1100.0)),
    };
    FinishedGame {
        row: parts.row(),
        counts: Some(Counts {
            level: 3,
            person: Some(Side::Defenders),
            score: 1.0,
        }),
    }
}

#[test]
fn a_finished_game_is_kept_with_its_rating_change_and_the_rating_comes_back() {
    let folder = tempfile::tempdir().unwrap();
    let (mut record, wakes) = start(Some(folder.path().into()), Default::default());
    poll_until(&mut record, &wakes, |record, _| record_open(record));
    record.handle(RecordCommand::Keep(Box::new(finished_game())));
    let asks = poll_until(&mut record, &wakes, |_, asks| {
        asks.iter()
            .any(|a| matches!(a, Command::Rating(RatingCommand::Kept(_))))
    });
    let Some(Command::Rating(RatingCommand::Kept(change))) = asks
        .iter()
        .find(|a| matches!(a, Command::Rating(RatingCommand::Kept(_))))
    else {
        unreachable!()
    };
    // A win against level 3 from the start's 1000 raises the rating.
    assert_eq!(change.before.rating, 1000.0);
    assert!(change.after.rating > 1000.0, "{change:?}");
    drop(record);

    // The database holds the game and the rating; a new start reads the rating back.
    let (kept, _) = Record::open(folder.path()).unwrap();
    let games = kept.games(&GameFilter::default(), Page::first(10)).unwrap();
    assert_eq!(games.len(), 1);
    assert_eq!(games[0].row.moves, ["c3c2"]);
    assert_eq!(games[0].row.level, Some(3));
    let stored = kept.rating().unwrap().unwrap();
    assert_eq!(stored.games, 1);
    drop(kept);
    let (mut again, wakes) = start(Some(folder.path().into()), Default::default());
    let asks = poll_until(&mut again, &wakes, |_, asks| {
        asks.iter()
            .any(|a| matches!(a, Command::Rating(RatingCommand::FromRecord(_))))
    });
    assert!(asks.contains(&Command::Rating(RatingCommand::FromRecord(stored))));
    assert!(again.holds_rating());
}

fn record_open(record: &PersonRecord) -> bool {
    record.state == RecordState::Open
}

#[test]
fn the_old_rating_is_moved_over_once() {
    let folder = tempfile::tempdir().unwrap();
    let old = super::super::rating::PersonsRating {
        rating: super::super::game::glicko::Rating {
            rating: 1234.0,
            deviation: 120.0,
            volatility: 0.06,
        },
        games: 30,
    };
    let (mut record, wakes) = start(
        Some(folder.path().into()),
        super::super::rating::legacy_values(&old),
    );
    let asks = poll_until(&mut record, &wakes, |_, asks| {
        asks.iter()
            .any(|a| matches!(a, Command::Rating(RatingCommand::FromRecord(_))))
    });
    let moved = asks.iter().any(
        |a| matches!(a, Command::View(ViewCommand::Notify(t)) if t.contains("in your record")),
    );
    assert!(moved, "{asks:?}");
    assert!(asks.iter().any(|a| matches!(
        a,
        Command::Rating(RatingCommand::FromRecord(r)) if r.rating.rating == 1234.0 && r.games == 30
    )));
    drop(record);
    // Once: another start with other old values keeps the record's.
    let mut other = old.clone();
    other.rating.rating = 900.0;
    let (mut record, wakes) = start(
        Some(folder.path().into()),
        super::super::rating::legacy_values(&other),
    );
    let asks = poll_until(&mut record, &wakes, |_, asks| {
        asks.iter()
            .any(|a| matches!(a, Command::Rating(RatingCommand::FromRecord(_))))
    });
    assert!(asks.iter().any(|a| matches!(
        a,
        Command::Rating(RatingCommand::FromRecord(r)) if r.rating.rating == 1234.0
    )));
}

#[test]
fn a_record_that_cannot_be_opened_is_said_and_the_game_waits_in_memory() {
    let folder = tempfile::tempdir().unwrap();
    // A folder where the record's file should be.
    std::fs::create_dir(folder.path().join(ardri_record::FILE_NAME)).unwrap();
    let (mut record, wakes) = start(Some(folder.path().into()), Default::default());
    let asks = poll_until(&mut record, &wakes, |_, asks| !asks.is_empty());
    assert!(
        matches!(&asks[0], Command::View(ViewCommand::AddError(t)) if t.contains("could not be opened")),
        "{asks:?}"
    );
    assert!(!record.holds_rating());
    record.handle(RecordCommand::Keep(Box::new(finished_game())));
    assert_eq!(record.waiting.len(), 1, "kept in memory");
}

#[test]
fn a_first_start_with_nothing_to_move_says_nothing() {
    let folder = tempfile::tempdir().unwrap();
    let (mut record, wakes) = start(Some(folder.path().into()), Default::default());
    let mut asks = poll_until(&mut record, &wakes, |record, _| record_open(record));
    asks.extend(record.poll());
    // The welcome stays the first thing a newcomer reads.
    assert!(
        !asks.iter().any(|a| matches!(a, Command::View(_))),
        "{asks:?}"
    );
}
