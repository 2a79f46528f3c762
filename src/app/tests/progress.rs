//! The person's record through the window: a rated game played to its end is kept in the database
//! (not in the window's state) with its rating change, and the Progress page shows the rating and
//! the game, which opens on the board.

use std::time::Duration;

use egui_kittest::kittest::Queryable;

use super::super::Parts;
use super::super::record::RecordState;
use super::super::shell::commands::MoveCommand;
use super::super::shell::settings::PlayerMode;
use super::{
    MemoryStorage, app_from_storage_and_record, build_from, parts_with, play, settings_for, settle,
    step_until,
};

#[test]
fn a_rated_game_is_kept_in_the_record_and_the_progress_page_opens_it() {
    let folder = tempfile::tempdir().unwrap();
    let mut settings = settings_for(PlayerMode::YouDefend);
    settings.level = 4;
    let record_folder = folder.path().to_path_buf();
    let mut h = build_from(move |_| Parts {
        record_folder: Some(record_folder),
        ..parts_with(settings)
    });
    step_until(&mut h, Duration::from_secs(10), |app| {
        app.record.state == RecordState::Open
    });
    play(&mut h, &["c3c2"]);
    step_until(&mut h, Duration::from_secs(30), |app| {
        app.session.game.ply_count() == 2
    });
    h.state_mut().commands.push(MoveCommand::Resign);
    h.run();
    h.state_mut()
        .commands
        .push(MoveCommand::ResignAnswered(true));
    h.run();
    let shown = h.state().rating.record.rating.rating;
    assert!(shown < 1000.0, "a loss lowers the rating: {shown}");
    // The record has it: the game, and the rating the app shows.
    let path = folder.path().join(ardri_record::FILE_NAME);
    step_until(&mut h, Duration::from_secs(10), |_| {
        ardri_record::Record::open_read_only(&path)
            .ok()
            .and_then(|r| r.rating().ok().flatten())
            .is_some()
    });
    let kept = ardri_record::Record::open_read_only(&path).unwrap();
    let stored = kept.rating().unwrap().unwrap();
    assert_eq!(stored.games, 1);
    assert!(
        (stored.rating.rating - shown).abs() < 1e-6,
        "{stored:?} vs {shown}"
    );
    let games = kept
        .games(&Default::default(), ardri_record::Page::first(5))
        .unwrap();
    assert_eq!(games.len(), 1);
    assert_eq!(games[0].row.level, Some(4));
    assert_eq!(games[0].row.rated, ardri_record::Rated::Yes);
    drop(kept);
    // Nothing earned goes to the window's state while the record holds it.
    assert!(h.state().record.holds_rating());

    // Game > Progress: the rating and the game; Open puts it on the board for study.
    h.get_by_label("Game").click();
    h.run();
    h.get_by_label("Progress").click();
    step_until(&mut h, Duration::from_secs(10), |app| {
        app.features.progress.data.is_some()
    });
    settle(&mut h);
    h.get_by_label_contains("after 1 rated game");
    h.get_by_label("Open").click();
    step_until(&mut h, Duration::from_secs(10), |app| app.session.for_study);
    assert_eq!(h.state().session.game.ply_count(), 2);
}

/// Issue 38: the puzzle record kept in the window's state by the version before (written here by
/// its own serializer) moves into the person's record at the first start; the window's state is
/// no longer written; the next start reads the puzzle rating from the record alone; a puzzle
/// played is kept there.
#[test]
fn the_puzzle_record_moves_into_the_record_and_lives_there() {
    use super::super::puzzles::{HistoryEntry, PuzzleRecord, STORAGE_KEY};
    use eframe::Storage as _;
    let folder = tempfile::tempdir().unwrap();
    let old = PuzzleRecord {
        player: crate::app::game::glicko::Rating {
            rating: 1712.5,
            deviation: 80.0,
            volatility: 0.06,
        },
        streak: 1,
        best_streak: 4,
        history: vec![
            HistoryEntry {
                id: "p-old-1".into(),
                solved: false,
            },
            HistoryEntry {
                id: "p-old-2".into(),
                solved: true,
            },
        ],
        ..PuzzleRecord::default()
    };
    let old_text = ron::to_string(&old).unwrap();
    let mut storage = MemoryStorage::default();
    storage.set_string(STORAGE_KEY, old_text.clone());
    let mut h = app_from_storage_and_record(&storage, None, None, Some(folder.path()));
    step_until(&mut h, Duration::from_secs(10), |app| {
        app.record.holds_rating()
    });
    h.run();
    // In the record: the rating, the two results, the streaks.
    {
        let (kept, _) = ardri_record::Record::open(folder.path()).unwrap();
        assert_eq!(kept.puzzle_rating().unwrap().unwrap().rating, 1712.5);
        let attempts = kept.puzzle_attempts(ardri_record::Page::first(10)).unwrap();
        assert_eq!(attempts.len(), 2);
        assert_eq!(kept.puzzle_streaks().unwrap().best, 4);
    }
    // The window's state keeps what it had, untouched: nothing is written over it any more.
    storage.set_string(STORAGE_KEY, "(untouched)".into());
    eframe::App::save(h.state_mut(), &mut storage);
    assert_eq!(storage.get_string(STORAGE_KEY).unwrap(), "(untouched)");
    drop(h);

    // A new start with nothing in the window's state: the record's puzzle rating.
    let mut h =
        app_from_storage_and_record(&MemoryStorage::default(), None, None, Some(folder.path()));
    step_until(&mut h, Duration::from_secs(10), |app| {
        app.puzzles.record.player.rating == 1712.5
    });
    assert_eq!(h.state().puzzles.record.best_streak, 4);
    assert_eq!(h.state().puzzles.record.history.len(), 2);
    // A puzzle played (its solution shown: it counts as failed) is kept in the record.
    h.state_mut()
        .commands
        .push(super::super::shell::commands::PuzzleCommand::Open);
    h.run();
    h.state_mut()
        .commands
        .push(super::super::shell::commands::PuzzleCommand::Solution);
    h.run();
    let after = h.state().puzzles.record.player.rating;
    assert!(after < 1712.5, "{after}");
    drop(h);
    let (kept, _) = ardri_record::Record::open(folder.path()).unwrap();
    let attempts = kept.puzzle_attempts(ardri_record::Page::first(10)).unwrap();
    assert_eq!(attempts.len(), 3);
    assert!(attempts[0].attempt.with_help && !attempts[0].attempt.solved);
    assert_eq!(kept.puzzle_rating().unwrap().unwrap().rating, after);
}
