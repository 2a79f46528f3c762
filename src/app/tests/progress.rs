//! The person's record through the window: a rated game played to its end is kept in the database
//! (not in the window's state) with its rating change, and the Progress page shows the rating and
//! the game, which opens on the board.

use std::time::Duration;

use egui_kittest::kittest::Queryable;

use super::super::Parts;
use super::super::record::RecordState;
use super::super::shell::commands::MoveCommand;
use super::super::shell::settings::PlayerMode;
use super::{build_from, parts_with, play, settings_for, settle, step_until};

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
