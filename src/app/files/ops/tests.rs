//! The files' handler on its own state, without the window.

use super::*;
use crate::app::files::DialogAnswer;
use crate::app::files::FileDialogs;
use ardri_saves::Metadata;
use std::sync::Arc;

/// Dialogs that are never shown: these tests start no file job.
struct NoDialogs;

impl FileDialogs for NoDialogs {
    fn open_path(&self, _: &Path) -> DialogAnswer {
        DialogAnswer::Cancelled
    }
    fn save_path(&self, _: &Path, _: &str) -> DialogAnswer {
        DialogAnswer::Cancelled
    }
    fn folder_path(&self, _: &Path) -> DialogAnswer {
        DialogAnswer::Cancelled
    }
}

fn files() -> Files {
    Files {
        worker: FileWorker::new(Arc::new(NoDialogs)),
        autosave: None,
        restorable: None,
        chooser: None,
    }
}

/// The unsaved-work guard, on the files' own state without the window: a new game over an
/// unsaved one asks first and holds the command; answered Discard, the new game is asked of
/// the board; over a saved game it goes at once.
#[test]
fn the_guard_asks_before_a_new_game_drops_unsaved_work() {
    let mut session = Session::new(Rules::default(), Metadata::default());
    let m = session.game.position().parse_move("c3c2").unwrap();
    session.play(m).unwrap();
    let settings = Settings::default();
    let ctx = egui::Context::default();
    let dir = std::env::temp_dir();
    let new_game = FileCommand::NewGame(None);
    let mut files = files();

    let asks = {
        let cx = FileContext {
            now: std::time::Instant::now(),
            game: &session,
            settings: &settings,
            waiting: &Waiting::Idle,
            default_dir: &dir,
            ctx: &ctx,
        };
        files.handle(new_game.clone(), &cx)
    };
    let held = Waiting::Confirm(Box::new(
        FileCommand::NewGame(Some(settings.players)).into(),
    ));
    assert_eq!(
        asks,
        [BoardCommand::Release.into(), Command::wait(held.clone())]
    );
    assert!(
        !asks.contains(&BoardCommand::New.into()),
        "the game was dropped"
    );

    // Discard: the held command goes on, and the board gets its new game.
    let cx = FileContext {
        now: std::time::Instant::now(),
        game: &session,
        settings: &settings,
        waiting: &held,
        default_dir: &dir,
        ctx: &ctx,
    };
    let asks = files.handle(FileCommand::Confirm(ConfirmChoice::Discard), &cx);
    assert_eq!(asks.first(), Some(&Command::wait(Waiting::Idle)));
    let cleared = Command::Cleared(Box::new(
        FileCommand::NewGame(Some(settings.players)).into(),
    ));
    assert!(asks.contains(&BoardCommand::GiveWay.into()), "{asks:?}");
    assert!(asks.contains(&cleared), "{asks:?}");
    // Let through, the files carry it out: the board gets its new game.
    let asks = files.proceed(FileCommand::NewGame(Some(settings.players)), &cx);
    assert!(asks.contains(&BoardCommand::New.into()));

    // Over a game with nothing unsaved, at once.
    let saved = Session::new(Rules::default(), Metadata::default());
    let cx = FileContext {
        now: std::time::Instant::now(),
        game: &saved,
        settings: &settings,
        waiting: &Waiting::Idle,
        default_dir: &dir,
        ctx: &ctx,
    };
    let asks = files.handle(new_game, &cx);
    assert!(asks.contains(&cleared), "{asks:?}");
    assert!(
        !asks
            .iter()
            .any(|a| matches!(a, Command::View(ViewCommand::Wait(_))))
    );
}
