//! The record in the app, without the window: a finished game goes to the database on its thread
//! with its rating change, the rating comes back from it, and a record that cannot be kept is said.

use std::path::PathBuf;
use std::time::{Duration, Instant};

use crossbeam_channel::Receiver;

use ardri_record::{GameFilter, Page, Record, Utc};
use ardri_rules::{EndReason, Game, Outcome, Rules, Side};

use super::super::game::commands::{Command, ViewCommand};
use super::super::game::record_service::Counts;
use super::super::game::record_service::RatingNews;
use super::super::rating::RatingCommand;
use super::super::rating::record_row::RowParts;
use super::*;

/// The record started on its thread, and the wakes it sends as it would wake the window: the
/// tests wait for those, never a while.
fn start(folder: Option<PathBuf>, legacy: LegacyValues) -> (PersonRecord, Receiver<()>) {
    let (woken, wakes) = crossbeam_channel::unbounded();
    let record = PersonRecord::start(
        folder,
        legacy,
        super::super::rating::rating_change,
        Answer(|news| RatingCommand::Record(news).into()),
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
        finished_at: Utc::now(),
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
            .any(|a| matches!(news(a), Some(RatingNews::Kept { .. })))
    });
    let Some(change) = kept_changes(&asks).into_iter().next() else {
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
            .any(|a| matches!(news(a), Some(RatingNews::Read { .. })))
    });
    assert!(asks.iter().any(
        |a| matches!(news(a), Some(RatingNews::Read { rating: Some(r), .. }) if *r == stored)
    ));
    assert!(again.holds_rating());
}

fn record_open(record: &PersonRecord) -> bool {
    record.state == RecordState::Open
}

#[test]
fn the_old_rating_is_moved_over_once() {
    let folder = tempfile::tempdir().unwrap();
    let old = crate::app::tests::old_rating(1234.0, 30);
    let (mut record, wakes) = start(
        Some(folder.path().into()),
        super::super::rating::legacy_values(&old, ardri_record::Utc(0)),
    );
    let asks = poll_until(&mut record, &wakes, |_, asks| {
        asks.iter()
            .any(|a| matches!(news(a), Some(RatingNews::Read { .. })))
    });
    let moved = asks.iter().any(
        |a| matches!(a, Command::View(ViewCommand::Notify(t)) if t.contains("in your record")),
    );
    assert!(moved, "{asks:?}");
    assert!(asks.iter().any(|a| matches!(
        news(a),
        // Kept on the levels' old scale, moved up with them (level 1 was 0 and is 800).
        Some(RatingNews::Read { rating: Some(r), .. }) if r.rating.rating == 2034.0 && r.games == 30
    )));
    drop(record);
    // Once: another start with other old values keeps the record's.
    let mut other = old.clone();
    other.rating.rating = 900.0;
    let (mut record, wakes) = start(
        Some(folder.path().into()),
        super::super::rating::legacy_values(&other, ardri_record::Utc(0)),
    );
    let asks = poll_until(&mut record, &wakes, |_, asks| {
        asks.iter()
            .any(|a| matches!(news(a), Some(RatingNews::Read { .. })))
    });
    assert!(asks.iter().any(|a| matches!(
        news(a),
        Some(RatingNews::Read { rating: Some(r), .. }) if r.rating.rating == 2034.0
    )));
}

/// Whether `asks` holds an error that says `words`.
fn says(asks: &[Command], words: &str) -> bool {
    asks.iter()
        .any(|a| matches!(a, Command::View(ViewCommand::AddError(t)) if t.contains(words)))
}

/// What the record told the rating, if `ask` is its news.
fn news(ask: &Command) -> Option<&RatingNews> {
    match ask.feature::<RatingCommand>() {
        Some(RatingCommand::Record(news)) => Some(news),
        _ => None,
    }
}

fn kept_changes(asks: &[Command]) -> Vec<ardri_record::RatingChange> {
    asks.iter()
        .filter_map(|a| match news(a) {
            Some(RatingNews::Kept { change, .. }) => Some(*change),
            _ => None,
        })
        .collect()
}

/// The record's file blocked by a folder of its name (the record cannot be opened), and a way to
/// clear it again, as a lock released or a disk freed would.
fn blocked(folder: &std::path::Path) -> impl FnOnce() + '_ {
    std::fs::create_dir(folder.join(ardri_record::FILE_NAME)).unwrap();
    move || std::fs::remove_dir(folder.join(ardri_record::FILE_NAME)).unwrap()
}

#[test]
fn a_record_that_cannot_be_opened_is_tried_again_and_the_games_go_in_in_order() {
    let folder = tempfile::tempdir().unwrap();
    let clear = blocked(folder.path());
    let (mut record, wakes) = start(Some(folder.path().into()), Default::default());
    let asks = poll_until(&mut record, &wakes, |_, asks| !asks.is_empty());
    assert!(says(&asks, "could not be opened"), "{asks:?}");
    assert!(!record.holds_rating());
    // The rating hears that its figure is not known for now.
    assert!(
        asks.iter()
            .any(|a| news(a) == Some(&RatingNews::Unavailable)),
        "{asks:?}"
    );
    // The first game waits, written down beside the record, and the person is told where.
    record.handle(RecordCommand::Keep(Box::new(finished_game())));
    let asks = poll_until(&mut record, &wakes, |record, _| record.waiting.is_some());
    let waiting = folder.path().join(waiting::WAITING_FILE);
    assert!(says(&asks, "1 game is not in your record yet"), "{asks:?}");
    assert!(
        says(&asks, "It is kept in"),
        "one game, said in the singular: {asks:?}"
    );
    assert!(says(&asks, &waiting.display().to_string()), "{asks:?}");
    assert!(waiting.exists());
    // The cause goes away; the next game opens the record and both go in, oldest first, each
    // rated from the rating the record holds then.
    clear();
    let mut second = finished_game();
    second.row.moves = vec!["c3c2".into()];
    second.counts = Some(Counts {
        level: 3,
        person: Some(Side::Defenders),
        score: 0.0,
    });
    record.handle(RecordCommand::Keep(Box::new(second)));
    let asks = poll_until(&mut record, &wakes, |_, asks| kept_changes(asks).len() == 2);
    let changes = kept_changes(&asks);
    assert_eq!(changes[0].before.rating, 1000.0, "{changes:?}");
    assert!(changes[0].after.rating > 1000.0, "the win first");
    assert_eq!(
        changes[1].before, changes[0].after,
        "the loss from the win's rating"
    );
    assert!(record.holds_rating() && record.waiting.is_none());
    assert!(!waiting.exists(), "nothing waits any more");
    drop(record);
    let (kept, _) = Record::open(folder.path()).unwrap();
    assert_eq!(kept.rating().unwrap().unwrap().games, 2);
}

/// The fuzzer's case: the old rating (30 games) could not reach the record at start; the game
/// played meanwhile is rated from that rating once the record opens, not from the start's.
#[test]
fn a_game_kept_late_is_rated_from_the_moved_rating_not_from_a_default() {
    let folder = tempfile::tempdir().unwrap();
    let clear = blocked(folder.path());
    let old = crate::app::tests::old_rating(1500.0, 30);
    let (mut record, wakes) = start(
        Some(folder.path().into()),
        super::super::rating::legacy_values(&old, ardri_record::Utc(0)),
    );
    poll_until(&mut record, &wakes, |record, _| {
        matches!(record.state, RecordState::Unavailable(_))
    });
    record.handle(RecordCommand::Keep(Box::new(finished_game())));
    poll_until(&mut record, &wakes, |record, _| record.waiting.is_some());
    clear();
    record.handle(RecordCommand::TryAgain);
    let asks = poll_until(&mut record, &wakes, |_, asks| kept_changes(asks).len() == 1);
    // The moved rating (1500 on the levels' old scale, 2300 on today's), not the start's 1000.
    assert_eq!(kept_changes(&asks)[0].before.rating, 2300.0, "{asks:?}");
    // The count the panel shows is the record's: the moved 30 and the game that waited.
    assert!(asks.iter().any(|a| matches!(
        news(a),
        Some(RatingNews::Kept { now: Some(now), .. }) if now.games == 31
    )));
    drop(record);
    let (kept, _) = Record::open(folder.path()).unwrap();
    assert_eq!(kept.rating().unwrap().unwrap().games, 31);
}

/// Quit with a game waiting: it is tried once more, then left written down where the next start
/// finds it and keeps it.
#[test]
fn games_waiting_at_quit_are_kept_by_the_next_start() {
    let folder = tempfile::tempdir().unwrap();
    let clear = blocked(folder.path());
    let (mut record, wakes) = start(Some(folder.path().into()), Default::default());
    poll_until(&mut record, &wakes, |record, _| {
        matches!(record.state, RecordState::Unavailable(_))
    });
    record.handle(RecordCommand::Keep(Box::new(finished_game())));
    let told = record.finish();
    assert!(record.waiting.is_some(), "{told:?}");
    drop(record);
    clear();
    let (mut again, wakes) = start(Some(folder.path().into()), Default::default());
    let asks = poll_until(&mut again, &wakes, |_, asks| kept_changes(asks).len() == 1);
    assert!(
        asks.iter().any(
            |a| matches!(a, Command::View(ViewCommand::Notify(t)) if t.contains("is in it now"))
        ),
        "{asks:?}"
    );
    assert!(!folder.path().join(waiting::WAITING_FILE).exists());
    drop(again);
    let (kept, _) = Record::open(folder.path()).unwrap();
    assert_eq!(kept.count_games(&GameFilter::default()).unwrap(), 1);
}

/// A game the record refuses for what it is (a player's name with a NUL) is set aside as a file
/// with the true reason, said once, and never holds up the next.
#[test]
fn one_bad_game_never_blocks_another() {
    let folder = tempfile::tempdir().unwrap();
    let (mut record, wakes) = start(Some(folder.path().into()), Default::default());
    poll_until(&mut record, &wakes, |record, _| record_open(record));
    let mut bad = finished_game();
    bad.row.defenders.name = "Hu\0man".into();
    record.handle(RecordCommand::Keep(Box::new(bad)));
    record.handle(RecordCommand::Keep(Box::new(finished_game())));
    let asks = poll_until(&mut record, &wakes, |_, asks| kept_changes(asks).len() == 1);
    assert!(says(&asks, "control character"), "{asks:?}");
    assert!(says(&asks, waiting::REFUSED_FOLDER), "{asks:?}");
    assert_eq!(
        asks.iter()
            .filter(|a| matches!(a, Command::View(ViewCommand::AddError(_))))
            .count(),
        1,
        "said once: {asks:?}"
    );
    assert!(record.waiting.is_none());
    let set_aside: Vec<_> = std::fs::read_dir(folder.path().join(waiting::REFUSED_FOLDER))
        .unwrap()
        .collect();
    assert_eq!(set_aside.len(), 1);
    drop(record);
    let (kept, _) = Record::open(folder.path()).unwrap();
    assert_eq!(kept.count_games(&GameFilter::default()).unwrap(), 1);
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

/// Issue 44: the day's backup, taken when the app started, is brought up to date at quit, so it
/// holds the day's games.
#[test]
fn the_days_backup_holds_the_days_games_after_quitting() {
    let folder = tempfile::tempdir().unwrap();
    let (mut record, wakes) = start(Some(folder.path().into()), Default::default());
    poll_until(&mut record, &wakes, |record, _| record_open(record));
    record.handle(RecordCommand::Keep(Box::new(finished_game())));
    record.finish();
    drop(record);
    let (kept, _) = Record::open(folder.path()).unwrap();
    let today = Utc::now().date();
    let backup = kept
        .backups()
        .unwrap()
        .into_iter()
        .find(|b| b.date == today && b.kind == ardri_record::BackupKind::Daily)
        .expect("today's backup");
    assert_eq!(backup.contents.unwrap().games, 1);
}

/// Issue 44: closing the window while games wait asks what to do; Quit anyway lets it close.
#[test]
fn quitting_with_games_waiting_asks_first() {
    let folder = tempfile::tempdir().unwrap();
    let _clear = blocked(folder.path());
    let (mut record, wakes) = start(Some(folder.path().into()), Default::default());
    assert_eq!(record.quit_question(folder.path()), None, "nothing waits");
    poll_until(&mut record, &wakes, |record, _| {
        matches!(record.state, RecordState::Unavailable(_))
    });
    record.handle(RecordCommand::Keep(Box::new(finished_game())));
    poll_until(&mut record, &wakes, |record, _| record.waiting.is_some());
    let question = record.quit_question(folder.path()).expect("asked");
    assert!(
        question.text.contains("1 game is not in your record yet"),
        "{}",
        question.text
    );
    let labels: Vec<&str> = question.answers.iter().map(|a| a.label.as_str()).collect();
    assert_eq!(labels, ["Try again", "Save them as files", "Quit anyway"]);
    // Save them as files: a game file a person can open, and the game still waits.
    let saves = folder.path().join("saves");
    record.handle(RecordCommand::SaveWaiting(saves.clone()));
    let asks = poll_until(&mut record, &wakes, |_, asks| {
        asks.iter().any(
            |a| matches!(a, Command::View(ViewCommand::Notify(t)) if t.starts_with("Saved as")),
        )
    });
    let saved: Vec<_> = std::fs::read_dir(&saves).unwrap().flatten().collect();
    assert_eq!(saved.len(), 1, "{asks:?}");
    let loaded = ardri_saves::load(&saved[0].path()).unwrap();
    assert_eq!(loaded.game.ply_count(), 1);
    record.handle(RecordCommand::QuitAnyway);
    assert_eq!(record.quit_question(folder.path()), None);
    assert!(record.waiting.is_some(), "still waiting, written down");
}

/// Issue 44: the Progress page asked while the record could not be opened tries it again, and
/// is answered either way (it never waits for ever).
#[test]
fn progress_tries_the_record_again_and_is_always_answered() {
    fn said(answer: Result<Box<ProgressData>, String>) -> Command {
        Command::notify(match answer {
            Ok(data) => format!("games {}", data.games_total),
            Err(why) => format!("none: {why}"),
        })
    }
    let folder = tempfile::tempdir().unwrap();
    let clear = blocked(folder.path());
    let (mut record, wakes) = start(Some(folder.path().into()), Default::default());
    poll_until(&mut record, &wakes, |record, _| {
        matches!(record.state, RecordState::Unavailable(_))
    });
    let ask = || RecordCommand::AskProgress {
        filter: GameFilter::default(),
        page: Page::first(20),
        answer: Answer(said),
    };
    record.handle(ask());
    let asks = poll_until(&mut record, &wakes, |_, asks| {
        asks.iter()
            .any(|a| matches!(a, Command::View(ViewCommand::Notify(t)) if t.starts_with("none")))
    });
    assert!(!asks.is_empty());
    clear();
    record.handle(ask());
    poll_until(&mut record, &wakes, |_, asks| {
        asks.iter()
            .any(|a| matches!(a, Command::View(ViewCommand::Notify(t)) if t == "games 0"))
    });
    assert!(record.holds_rating());
}

/// The variable that tells the child test where its small file system is.
const SMALL_FS: &str = "ARDRI_APP_SMALL_FS";

/// Issue 44: a disk full at start, then freed. The test runs itself again in a mount namespace of
/// its own on a 512 KiB tmpfs filled to the brim (`unshare -m`, as root); skipped, saying so,
/// where that is not permitted.
#[cfg(target_os = "linux")]
#[test]
fn a_full_disk_at_start_then_freed_keeps_the_game() {
    if let Some(folder) = std::env::var_os(SMALL_FS) {
        return full_at_start(std::path::Path::new(&folder));
    }
    let dir = tempfile::tempdir().unwrap();
    let exe = std::env::current_exe().unwrap();
    let script = "mount -t tmpfs -o size=512k ardri-test \"$0\" || exit 77; exec \"$@\"";
    let output = std::process::Command::new("unshare")
        .args(["-m", "--propagation", "private", "sh", "-c", script])
        .arg(dir.path())
        .arg(&exe)
        .args([
            "--exact",
            "app::record::tests::a_full_disk_at_start_then_freed_keeps_the_game",
            "--nocapture",
        ])
        .env(SMALL_FS, dir.path())
        .output();
    match output {
        Ok(out) if out.status.success() => {
            let said = String::from_utf8_lossy(&out.stdout);
            assert!(said.contains("1 passed"), "the child ran the test: {said}");
        }
        // 77: the mount was refused; 1: unshare itself was (a test that fails exits 101).
        Ok(out) if out.status.code() == Some(77) || out.status.code() == Some(1) => {
            eprintln!(
                "skipped: a small file system cannot be mounted here ({}: {})",
                out.status,
                String::from_utf8_lossy(&out.stderr).trim()
            );
        }
        Ok(out) => panic!(
            "the child test failed: {}\n{}{}",
            out.status,
            String::from_utf8_lossy(&out.stdout),
            String::from_utf8_lossy(&out.stderr)
        ),
        Err(e) => eprintln!("skipped: unshare cannot run here ({e})"),
    }
}

/// In the child: the disk is full before the record is ever made; the game played waits, said to
/// be in memory only (it cannot be written down either); once there is room, it goes in.
fn full_at_start(folder: &std::path::Path) {
    use std::io::Write as _;
    let filler = folder.join("filler");
    let mut file = std::fs::File::create(&filler).unwrap();
    while file.write_all(&[7u8; 4096]).is_ok() {}
    drop(file);
    let record_folder = folder.join("ardri");
    let (mut record, wakes) = start(Some(record_folder.clone()), Default::default());
    let asks = poll_until(&mut record, &wakes, |record, _| {
        matches!(record.state, RecordState::Unavailable(_))
    });
    assert!(says(&asks, "could not be opened"), "{asks:?}");
    record.handle(RecordCommand::Keep(Box::new(finished_game())));
    let asks = poll_until(&mut record, &wakes, |record, _| record.waiting.is_some());
    assert!(says(&asks, "only in memory"), "{asks:?}");
    assert!(says(&asks, "the disk is full"), "{asks:?}");
    assert!(
        !asks.iter().any(|a| format!("{a:?}").contains("os error")),
        "{asks:?}"
    );
    // Room again: tried again, the game goes in, rated from the record's (the start's) rating.
    std::fs::remove_file(&filler).unwrap();
    record.handle(RecordCommand::TryAgain);
    let asks = poll_until(&mut record, &wakes, |_, asks| kept_changes(asks).len() == 1);
    assert_eq!(kept_changes(&asks)[0].before.rating, 1000.0);
    assert!(record.waiting.is_none() && record.holds_rating());
    drop(record);
    let (kept, _) = Record::open(&record_folder).unwrap();
    assert_eq!(kept.count_games(&GameFilter::default()).unwrap(), 1);
}

/// The games waiting are written with the levels' scale their ratings are on; a file written
/// before the scale moved up by 800 (a bare list) is read with its ratings moved, as the record's
/// were, so a game kept late is rated against the level's strength, not 800 below it.
#[test]
fn games_waiting_from_before_the_new_scale_are_moved_to_it() {
    let folder = tempfile::tempdir().unwrap();
    let game = finished_game();
    waiting::write_waiting(folder.path(), std::slice::from_ref(&game)).unwrap();
    assert_eq!(
        waiting::read_waiting(folder.path()).unwrap(),
        vec![game.clone()]
    );

    let old = ron::ser::to_string_pretty(&vec![game.clone()], Default::default()).unwrap();
    std::fs::write(folder.path().join(waiting::WAITING_FILE), old).unwrap();
    let read = waiting::read_waiting(folder.path()).unwrap();
    let row = &read[0].row;
    assert_eq!(row.attackers.rating_before, Some(1843.0));
    assert_eq!(row.defenders.rating_before, Some(1800.0));
    assert_eq!(row.defenders.rating_after, Some(1900.0));
    assert_eq!(row.moves, game.row.moves);
}
