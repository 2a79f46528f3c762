//! The person's record through the window: a rated game played to its end is kept in the database
//! (not in the window's state) with its rating change, and the Progress page shows the rating and
//! the game, which opens on the board.

use std::time::Duration;

use egui_kittest::kittest::Queryable;

use super::super::Parts;
use super::super::game::settings::Players;
use super::super::record::RecordState;
use super::{
    MemoryStorage, app_from_storage_and_record, build_from, parts_with, play, resign, settings_for,
    settle, step_until,
};

#[test]
fn a_rated_game_is_kept_in_the_record_and_the_progress_page_opens_it() {
    let folder = tempfile::tempdir().unwrap();
    let mut settings = settings_for(Players::YouDefend);
    settings.level = 4;
    settings.review_depth = super::super::game::settings::MIN_REVIEW_DEPTH;
    let record_folder = folder.path().to_path_buf();
    let mut h = build_from(move |_| Parts {
        record_folder: Some(record_folder),
        ..parts_with(settings)
    });
    step_until(&mut h, Duration::from_secs(10), |app| {
        app.seen().record().state == RecordState::Open
    });
    play(&mut h, &["c3c2"]);
    step_until(&mut h, Duration::from_secs(30), |app| {
        app.seen().game().game.ply_count() == 2
    });
    resign(&mut h);
    let shown = h.state().seen().rating().record.rating.rating;
    assert!(
        shown < 1000.0,
        "a loss lowers the rating: {shown}; rated {:?}; game over {:?}; notice {:?}",
        h.state().seen().rating().rated,
        h.state().seen().game().game.outcome(),
        h.state().seen().notice()
    );
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
    assert!(h.state().seen().record().holds_rating());

    // Game > Progress: the rating and the game; Open puts it on the board for study.
    h.get_by_label("Game").click();
    h.run();
    h.get_by_label("Progress").click();
    step_until(&mut h, Duration::from_secs(10), |app| {
        app.seen().features().progress.data.is_some()
    });
    settle(&mut h);
    h.get_by_label_contains("after 1 rated game");
    h.get_by_label("Open").click();
    step_until(&mut h, Duration::from_secs(10), |app| {
        app.seen().game().for_study
    });
    assert_eq!(h.state().seen().game().game.ply_count(), 2);

    // Reviewed: each side's accuracy is kept with the game in the record.
    h.state_mut()
        .send(super::super::game::commands::EngineCommand::Review);
    step_until(&mut h, Duration::from_secs(60), |_| {
        ardri_record::Record::open_read_only(&path)
            .ok()
            .and_then(|r| r.accuracy_history(ardri_record::Page::first(5)).ok())
            .is_some_and(|points| points.len() == 1)
    });
    let kept = ardri_record::Record::open_read_only(&path).unwrap();
    let points = kept.accuracy_history(ardri_record::Page::first(5)).unwrap();
    assert_eq!(points[0].game, games[0].id);
    assert!(points[0].person_accuracy().is_some());
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
        player: crate::app::game::glicko::GlickoRating {
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
        app.seen().record().holds_rating()
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
        app.seen().features().puzzles.record.player.rating == 1712.5
    });
    assert_eq!(h.state().seen().features().puzzles.record.best_streak, 4);
    assert_eq!(h.state().seen().features().puzzles.record.history.len(), 2);
    // A puzzle played (its solution shown: it counts as failed) is kept in the record.
    h.state_mut()
        .send(super::super::puzzles::PuzzleCommand::Open);
    h.run();
    h.state_mut()
        .send(super::super::puzzles::PuzzleCommand::Solution);
    h.run();
    let after = h.state().seen().features().puzzles.record.player.rating;
    assert!(after < 1712.5, "{after}");
    drop(h);
    let (kept, _) = ardri_record::Record::open(folder.path()).unwrap();
    let attempts = kept.puzzle_attempts(ardri_record::Page::first(10)).unwrap();
    assert_eq!(attempts.len(), 3);
    assert!(attempts[0].attempt.with_help && !attempts[0].attempt.solved);
    assert_eq!(kept.puzzle_rating().unwrap().unwrap().rating, after);
}

/// A game for the record, unfinished, of one move.
fn unfinished_row(at: i64) -> ardri_record::GameRow {
    use ardri_record::{GameRow, Player, Rated};
    GameRow {
        started_at: ardri_record::Utc(at - 60),
        finished_at: ardri_record::Utc(at),
        start: None,
        moves: vec!["c3c2".into()],
        outcome: None,
        level: Some(3),
        person: Some(ardri_rules::Side::Defenders),
        attackers: Player::named("Ard Ri Engine (level 3)"),
        defenders: Player::named("Human"),
        rated: Rated::No {
            why: "casual".into(),
        },
        clock: None,
        saved_to: None,
    }
}

/// Issue 38: Game > Restore your record from a backup... opens the Progress page at its backups;
/// Restore asks first, then puts that day's record back, the record as it was kept beside it.
#[test]
fn a_backup_is_restored_from_the_progress_page_after_a_question() {
    let folder = tempfile::tempdir().unwrap();
    {
        let (mut record, _) = ardri_record::Record::open(folder.path()).unwrap();
        record
            .finish_game(&unfinished_row(1_767_225_600), None)
            .unwrap();
        let backup = record
            .backup_if_due(ardri_record::Utc(1_767_225_700))
            .unwrap();
        assert!(backup.is_some(), "a first backup");
        // A game after the backup: restoring takes the record back to one game.
        record
            .finish_game(&unfinished_row(1_767_312_000), None)
            .unwrap();
    }
    let record_folder = folder.path().to_path_buf();
    let mut h = build_from(move |_| Parts {
        record_folder: Some(record_folder),
        ..parts_with(settings_for(Players::BothSides))
    });
    step_until(&mut h, Duration::from_secs(10), |app| {
        app.seen().record().state == RecordState::Open
    });
    h.get_by_label("Game").click();
    h.run();
    h.get_by_label("Restore your record from a backup...")
        .click();
    step_until(&mut h, Duration::from_secs(10), |app| {
        app.seen()
            .features()
            .progress
            .data
            .as_ref()
            .is_some_and(|d| !d.backups.is_empty())
    });
    settle(&mut h);
    // Each backup says when it was taken and what it holds; the question sets it beside the
    // record as it is now (issue 44: one click had erased 7 games without saying so).
    h.get_by_label_contains("2026-01-01 00:01 · daily backup · 1 game");
    // The button beside a backup (the list also holds today's, taken when the app started).
    let restore_button =
        |h: &egui_kittest::Harness<'_, super::super::ArdRiApp>,
         wanted: &dyn Fn(&ardri_record::BackupInfo) -> bool| {
            h.state()
                .seen()
                .features()
                .progress
                .data
                .as_ref()
                .unwrap()
                .backups
                .iter()
                .position(wanted)
                .unwrap()
        };
    let first_day = restore_button(&h, &|b| b.date == "2026-01-01");

    h.get_all_by_label("Restore…")
        .nth(first_day)
        .unwrap()
        .scroll_to_me();
    h.run();
    h.get_all_by_label("Restore…")
        .nth(first_day)
        .unwrap()
        .click();
    h.run();
    h.get_by_label_contains("Restore your record from 2026-01-01 00:01?");
    h.get_by_label_contains("Your record now: 2 games");
    h.get_by_label_contains("This backup (daily backup): 1 game");
    h.get_by_label("Restore").click();
    step_until(&mut h, Duration::from_secs(10), |app| {
        games_on_the_page(app) == Some(1)
    });
    // The record as it was is in the list now: restoring it undoes the restore.
    settle(&mut h);
    h.get_by_label_contains("your record as it was before a restore · 2 games");
    let undo = restore_button(&h, &|b| b.kind == ardri_record::BackupKind::BeforeRestore);
    h.get_all_by_label("Restore…")
        .nth(undo)
        .unwrap()
        .scroll_to_me();
    h.run();
    h.get_all_by_label("Restore…").nth(undo).unwrap().click();
    h.run();
    h.get_by_label("Restore").click();
    step_until(&mut h, Duration::from_secs(10), |app| {
        games_on_the_page(app) == Some(2)
    });
    drop(h);
    let (record, _) = ardri_record::Record::open(folder.path()).unwrap();
    assert_eq!(record.summary().unwrap().games_recorded, 2, "undone");
}

/// Issue 44, the fuzzer's case: the old storage holds a valid rating (1500, 30 games) and a
/// puzzle history with one id of 501 characters. The rating moves into the record; the bad
/// result is left out and named; app.ron is copied aside byte for byte first; and once the
/// record has taken the old values, a new start neither reads nor tells them again.
#[test]
fn old_values_move_over_one_by_one_and_the_old_file_is_kept() {
    use super::super::puzzles::{HistoryEntry, PuzzleRecord, STORAGE_KEY};
    use eframe::Storage as _;
    let data = tempfile::tempdir().unwrap();
    let folder = tempfile::tempdir().unwrap();
    let old_rating = super::old_rating(1500.0, 30);
    let puzzles = PuzzleRecord {
        history: vec![
            HistoryEntry {
                id: "x".repeat(501),
                solved: true,
            },
            HistoryEntry {
                id: "p-old-2".into(),
                solved: true,
            },
        ],
        ..PuzzleRecord::default()
    };
    let mut storage = MemoryStorage::default();
    storage.set_string(
        super::super::rating::STORAGE_KEY,
        ron::to_string(&old_rating).unwrap(),
    );
    storage.set_string(STORAGE_KEY, ron::to_string(&puzzles).unwrap());
    let app_ron = data.path().join("app.ron");
    let bytes = ron::to_string(&storage.0).unwrap();
    std::fs::write(&app_ron, &bytes).unwrap();
    let mut h = app_from_storage_and_record(&storage, Some(data.path()), None, Some(folder.path()));
    step_until(&mut h, Duration::from_secs(10), |app| {
        app.seen().record().holds_rating()
    });
    h.run();
    let errors = super::notice(&h);
    assert!(
        errors.contains("a puzzle result: its puzzle's id \"xxx")
            && errors.contains("501 characters long")
            && errors.contains("app.ron.before-record"),
        "{errors}"
    );
    assert_eq!(
        std::fs::read_to_string(data.path().join("app.ron.before-record")).unwrap(),
        bytes,
        "kept byte for byte"
    );
    assert_eq!(h.state().seen().rating().record.games, 30);
    {
        let (kept, _) = ardri_record::Record::open(folder.path()).unwrap();
        let rating = kept.rating().unwrap().unwrap();
        // Moved up with the levels' scale (level 1 was 0 and is 800).
        assert_eq!((rating.rating.rating, rating.games), (2300.0, 30));
        assert_eq!(
            kept.puzzle_attempts(ardri_record::Page::first(10))
                .unwrap()
                .len(),
            1
        );
    }
    eframe::App::save(h.state_mut(), &mut storage);
    drop(h);
    // The next start: the old values are known to be moved, nothing is said or copied again.
    let mut h = app_from_storage_and_record(&storage, Some(data.path()), None, Some(folder.path()));
    step_until(&mut h, Duration::from_secs(10), |app| {
        app.seen().record().holds_rating()
    });
    h.run();
    let errors = super::notice(&h);
    assert!(!errors.contains("could not be trusted"), "{errors}");
    assert!(!data.path().join("app.ron.before-record.2").exists());
    assert_eq!(h.state().seen().rating().record.games, 30);
}

/// How many games the Progress page's data says the record holds (`None`: not read yet).
fn games_on_the_page(app: &super::super::ArdRiApp) -> Option<u64> {
    app.seen()
        .features()
        .progress
        .data
        .as_ref()
        .and_then(|d| d.summary.as_ref())
        .map(|s| s.games_recorded)
}
