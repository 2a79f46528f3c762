//! One test (or more) for each fault of issue 27 ("Nothing hangs, nothing is lost"), each failing
//! without its fix: the Save box, unreadable records, broken stored settings, and the small ones.

use std::path::Path;
use std::sync::Arc;
use std::time::Duration;

use egui::{Key, Modifiers, Role};
use egui_kittest::Harness;
use egui_kittest::kittest::{By, Queryable};

use eframe::Storage as _;

use super::super::settings::PlayerMode;
use super::super::{ArdRiApp, Parts};
use super::{FixedDialogs, build, play, settings_for, step_until};

/// An app without system dialogs (its own Save box is used), two moves played, the Save box open
/// on `start`.
fn save_box_open(start: &Path) -> Harness<'static, ArdRiApp> {
    let dialogs = Arc::new(FixedDialogs {
        unavailable: true,
        ..FixedDialogs::default()
    });
    let mut settings = settings_for(PlayerMode::BothSides);
    settings.last_folder = Some(start.to_path_buf());
    let mut h = build(settings, dialogs, None, [1100.0, 760.0]);
    play(&mut h, &["c3c2", "d2e2"]);
    h.key_press_modifiers(Modifiers::COMMAND, Key::S);
    h.step();
    step_until(&mut h, Duration::from_secs(10), |app| {
        app.views.chooser.is_some()
    });
    h.run();
    h
}

fn type_path(h: &mut Harness<'_, ArdRiApp>, path: &Path) {
    h.get_by_label("File path").focus();
    h.run();
    h.key_press_modifiers(Modifiers::COMMAND, Key::A);
    h.run();
    h.get_by_label("File path")
        .type_text(path.to_str().unwrap());
    h.run();
}

/// Item 5: after a path is typed, the Save box lists that path's folder.
#[test]
fn the_save_box_lists_the_folder_of_the_typed_path() {
    let root = tempfile::tempdir().unwrap();
    let (first, second) = (root.path().join("first"), root.path().join("second"));
    std::fs::create_dir(&first).unwrap();
    std::fs::create_dir(&second).unwrap();
    std::fs::write(first.join("in-first.ron"), "x").unwrap();
    std::fs::write(second.join("in-second.ron"), "x").unwrap();
    let mut h = save_box_open(&first);
    h.get_by_label("in-first.ron");
    type_path(&mut h, &second.join("new-game.ron"));
    let chooser = h.state().views.chooser.as_ref().expect("still choosing");
    assert_eq!(
        chooser.dir, second,
        "the listing did not follow the typed path"
    );
    assert_eq!(
        chooser.path,
        second.join("new-game.ron").display().to_string()
    );
    h.get_by_label("in-second.ron");
    assert!(h.query_by_label("in-first.ron").is_none());
}

/// Item 5: saving over a file that exists asks first; Cancel keeps the file, Replace writes it.
#[test]
fn the_save_box_asks_before_replacing_a_file() {
    let root = tempfile::tempdir().unwrap();
    let kept = root.path().join("kept.ron");
    std::fs::write(&kept, "an earlier game").unwrap();
    let mut h = save_box_open(root.path());
    // Typed without its extension: the same file all the same.
    type_path(&mut h, &root.path().join("kept"));
    h.get_by_role_and_label(Role::Button, "Save").click();
    h.run();
    h.get_by_label("kept.ron exists. Replace it?");
    assert!(
        !h.state().rt.files.busy(),
        "nothing is written before the answer"
    );
    h.get_by_role_and_label(Role::Button, "Cancel").click();
    h.run();
    assert!(
        h.state().views.chooser.is_some(),
        "Cancel goes back to the Save box"
    );
    assert!(h.query_by_label("kept.ron exists. Replace it?").is_none());
    assert_eq!(std::fs::read_to_string(&kept).unwrap(), "an earlier game");

    h.get_by_role_and_label(Role::Button, "Save").click();
    h.run();
    h.get_by_role_and_label(Role::Button, "Replace").click();
    h.step();
    step_until(&mut h, Duration::from_secs(10), |app| {
        !app.rt.files.busy() && !app.session.is_dirty()
    });
    assert!(h.state().views.chooser.is_none());
    assert_eq!(ardri_saves::load(&kept).unwrap().game.ply_count(), 2);
}

/// eframe's storage in memory, as `app.ron` holds it.
#[derive(Default)]
struct MemoryStorage(std::collections::HashMap<String, String>);

impl eframe::Storage for MemoryStorage {
    fn get_string(&self, key: &str) -> Option<String> {
        self.0.get(key).cloned()
    }
    fn set_string(&mut self, key: &str, value: String) {
        self.0.insert(key.to_owned(), value);
    }
    fn remove_string(&mut self, key: &str) {
        self.0.remove(key);
    }
    fn flush(&mut self) {}
}

/// The app started from `storage`, with `aside` as the folder of eframe's `app.ron` (`None`: there
/// is none), and `my_puzzles` as the file of the person's own puzzles.
fn app_from_storage(
    storage: &MemoryStorage,
    aside: Option<&Path>,
    my_puzzles: Option<&Path>,
) -> Harness<'static, ArdRiApp> {
    let stored: Vec<(String, String)> = storage.0.clone().into_iter().collect();
    let aside = aside.map(Path::to_path_buf);
    let my_puzzles = my_puzzles.map(Path::to_path_buf);
    let mut h = Harness::builder()
        .with_size([1100.0, 760.0])
        .build_eframe(move |cc| {
            let storage = MemoryStorage(stored.into_iter().collect());
            ArdRiApp::with_storage(
                &cc.egui_ctx,
                Some(&storage),
                aside.as_deref(),
                Parts {
                    settings: settings_for(PlayerMode::BothSides),
                    dialogs: Arc::new(FixedDialogs::default()),
                    default_dir: std::env::temp_dir(),
                    autosave: None,
                    first_run: false,
                    my_puzzles,
                },
            )
        });
    h.run();
    h
}

fn notice(h: &Harness<'_, ArdRiApp>) -> String {
    h.state()
        .views
        .status
        .notice
        .as_ref()
        .map_or_else(String::new, |n| n.text.clone())
}

/// Item 6: a puzzle record that cannot be read is kept aside next to `app.ron`, the person is told
/// in plain words, and only then may Quit store a fresh record.
#[test]
fn an_unreadable_puzzle_record_is_kept_aside_and_the_person_told() {
    let folder = tempfile::tempdir().unwrap();
    let broken = "(player: (rating: 1712.5, deviation: 80.0, volatility: 0.06), streak: 3, best_st";
    let mut storage = MemoryStorage::default();
    storage.set_string(super::super::puzzles::STORAGE_KEY, broken.into());
    let mut h = app_from_storage(&storage, Some(folder.path()), None);
    let kept = folder.path().join("ardri-puzzles.ron.bad");
    assert_eq!(std::fs::read_to_string(&kept).unwrap(), broken);
    let told = notice(&h);
    assert!(
        told.contains("puzzle rating") && told.contains(&kept.display().to_string()),
        "{told}"
    );
    assert!(!told.contains("Expected"), "a parser's words: {told}");
    eframe::App::save(h.state_mut(), &mut storage);
    let stored = storage
        .get_string(super::super::puzzles::STORAGE_KEY)
        .unwrap();
    assert!(ron::from_str::<super::super::puzzles::PuzzleRecord>(&stored).is_ok());

    // Where the text cannot be kept aside, the stored record is not written over.
    storage.set_string(super::super::puzzles::STORAGE_KEY, broken.into());
    let mut h = app_from_storage(&storage, None, None);
    assert!(notice(&h).contains("puzzle rating"), "{}", notice(&h));
    eframe::App::save(h.state_mut(), &mut storage);
    assert_eq!(
        storage
            .get_string(super::super::puzzles::STORAGE_KEY)
            .unwrap(),
        broken
    );
}

/// Item 6: the person's own puzzles file that cannot be read is moved aside (`.bad`) and a new one
/// is kept from then on; the person is told once.
#[test]
fn an_unreadable_puzzles_file_is_moved_aside_and_a_new_one_kept() {
    let folder = tempfile::tempdir().unwrap();
    let file = folder.path().join("my-puzzles.txt");
    std::fs::write(&file, "this is not a puzzle line\n").unwrap();
    let mut h = app_from_storage(&MemoryStorage::default(), None, Some(&file));
    let kept = folder.path().join("my-puzzles.txt.bad");
    assert_eq!(
        std::fs::read_to_string(&kept).unwrap(),
        "this is not a puzzle line\n"
    );
    let told = notice(&h);
    assert!(told.contains("my-puzzles.txt.bad"), "{told}");
    let puzzle = super::super::puzzles::shipped()[0].clone();
    assert_eq!(h.state_mut().my_puzzles.add(vec![puzzle.clone()]), 1);
    step_until(&mut h, Duration::from_secs(10), |_| {
        std::fs::read_to_string(&file).is_ok_and(|t| t.contains(&puzzle.id))
    });
    assert_eq!(
        std::fs::read_to_string(&kept).unwrap(),
        "this is not a puzzle line\n"
    );
}

/// Item 6: an autosave that cannot be read is moved aside, not written over by the next game.
#[test]
fn an_unreadable_autosave_is_moved_aside_not_written_over() {
    let folder = tempfile::tempdir().unwrap();
    let autosave = folder.path().join("autosave.ron");
    std::fs::write(&autosave, "(format_version: 1, moves: [\"c3c2\", ").unwrap();
    let mut h = build(
        settings_for(PlayerMode::BothSides),
        Arc::new(FixedDialogs::default()),
        Some(autosave.clone()),
        [1100.0, 760.0],
    );
    let kept = folder.path().join("autosave.ron.bad");
    step_until(&mut h, Duration::from_secs(10), |app| {
        app.views
            .status
            .notice
            .as_ref()
            .is_some_and(|n| n.text.contains("autosave.ron.bad"))
    });
    play(&mut h, &["c3c2"]);
    step_until(&mut h, Duration::from_secs(10), |_| {
        ardri_saves::load(&autosave).is_ok_and(|g| g.game.ply_count() == 1)
    });
    assert_eq!(
        std::fs::read_to_string(&kept).unwrap(),
        "(format_version: 1, moves: [\"c3c2\", "
    );
}

/// Small fault: Esc closes Help and the game library.
#[test]
fn esc_closes_help_and_the_library() {
    let mut h = super::harness(PlayerMode::BothSides);
    h.key_press(Key::F1);
    h.run();
    assert!(h.state().views.help_open);
    h.key_press(Key::Escape);
    h.run();
    assert!(!h.state().views.help_open, "Esc did not close Help");
    h.key_press_modifiers(Modifiers::COMMAND, Key::L);
    h.run();
    assert!(h.state().views.library.open);
    h.key_press(Key::Escape);
    h.run();
    assert!(
        !h.state().views.library.open,
        "Esc did not close the library"
    );
}

/// Opens (`true`) or closes a window of the app.
type OpenOrClose = fn(&mut ArdRiApp, bool);

/// Small fault: the clock stops while the library, paste or puzzle window hides the board.
#[test]
fn the_clock_stops_while_a_window_hides_the_board() {
    let mut settings = settings_for(PlayerMode::BothSides);
    settings.clock_minutes = 5.0;
    let clock = super::super::file_ops::new_clock(&settings);
    let mut h = build(
        settings,
        Arc::new(FixedDialogs::default()),
        None,
        [1100.0, 760.0],
    );
    h.state_mut().session.clock = clock;
    h.run();
    let running = |h: &Harness<'_, ArdRiApp>| {
        h.state()
            .session
            .clock
            .as_ref()
            .unwrap()
            .running()
            .is_some()
    };
    assert!(running(&h), "the clock runs on the open board");
    let windows: [(&str, OpenOrClose); 3] = [
        ("paste", |app, open| {
            app.views.paste = open.then(String::new);
        }),
        ("library", |app, open| app.views.library.open = open),
        ("puzzles", |app, open| {
            app.views.puzzle = open.then(Default::default);
        }),
    ];
    for (name, set_open) in windows {
        set_open(h.state_mut(), true);
        h.run();
        assert!(!running(&h), "the clock ran behind the {name} window");
        set_open(h.state_mut(), false);
        h.run();
        assert!(
            running(&h),
            "the clock did not go on after the {name} window"
        );
    }
}

/// Small fault: a notice goes once what it told of is no longer so: "No mistake after this move"
/// when another move is shown, "Saved to ..." once the game has changed, whoever moved.
#[test]
fn a_notice_goes_when_the_game_moves_on() {
    let dir = tempfile::tempdir().unwrap();
    let dialogs = Arc::new(FixedDialogs::default());
    *dialogs.save.lock().unwrap() = Some(dir.path().join("game.ron"));
    let mut h = build(
        settings_for(PlayerMode::BothSides),
        dialogs,
        None,
        [1100.0, 760.0],
    );
    play(&mut h, &["c3c2", "d2e2"]);
    h.key_press(Key::N);
    h.run();
    assert!(notice(&h).starts_with("No mistake after"), "{}", notice(&h));
    h.key_press(Key::ArrowLeft);
    h.run();
    assert_eq!(notice(&h), "", "the notice outlived the move it told of");

    h.key_press_modifiers(Modifiers::COMMAND, Key::S);
    h.step();
    step_until(&mut h, Duration::from_secs(10), |app| {
        !app.session.is_dirty() && !app.rt.files.busy()
    });
    h.run();
    assert!(notice(&h).starts_with("Saved to"), "{}", notice(&h));
    // A change that is not the person's own move on the board (the engine's, an undo).
    h.key_press_modifiers(Modifiers::COMMAND, Key::Z);
    h.run();
    assert!(h.state().session.is_dirty());
    assert_eq!(notice(&h), "", "the notice outlived the save it told of");
}

/// Small fault: the window writes moves one way, `c3-c2`.
#[test]
fn moves_are_written_one_way_in_the_window() {
    use ardri_rules::{Move, Square};
    let mut h = super::harness(PlayerMode::BothSides);
    let square = |s: &str| s.parse::<Square>().unwrap();
    h.state_mut()
        .commands
        .push(super::super::commands::MoveCommand::Play(Move::new(
            square("c3"),
            square("c7"),
        )));
    h.run();
    assert!(notice(&h).starts_with("c3-c7"), "{}", notice(&h));
    h.state_mut()
        .commands
        .push(super::super::commands::ViewCommand::OpenPaste);
    h.run();
    h.get_by_label_contains("(c3-c2 d2-e2 ...)");
}

/// Small fault: the header (who is to move, the clocks, the captured pieces) stays on one line at
/// every width, so the board under it never jumps.
#[test]
fn the_header_stays_on_one_line_at_every_width() {
    for width in (520..=1100).step_by(20) {
        let mut settings = settings_for(PlayerMode::YouDefend);
        settings.clock_minutes = 5.0;
        let clock = super::super::file_ops::new_clock(&settings);
        let mut h = build(
            settings,
            Arc::new(FixedDialogs::default()),
            None,
            [width as f32, 700.0],
        );
        h.state_mut().session = super::faults::long_session(40);
        h.state_mut().session.clock = clock;
        h.state_mut()
            .commands
            .push(super::super::commands::MoveCommand::GoTo(9));
        h.run();
        let header = h.get_by_label_contains(" to move (").rect();
        assert!(header.height() < 26.0, "{width}: {header:?}");
        // The clocks ("A 4:59", "D 5:00") and the captured pieces (a label may show up as a
        // node and its text run: each must be on the header's line).
        for part in ["A ", "D ", "captured: "] {
            let found: Vec<_> = h
                .query_all(By::new().predicate(|node| {
                    // A label's text is its node's value.
                    node.label().or(node.value()).is_some_and(|label| {
                        let clock = label.len() <= 8 && label.contains(':');
                        label.starts_with(part) && (part.len() > 2 || clock)
                    })
                }))
                .map(|node| node.rect())
                .collect();
            assert!(!found.is_empty(), "{width}: no {part}");
            for rect in found {
                assert!(
                    (rect.center().y - header.center().y).abs() < 4.0,
                    "{width}: {part} on another line ({rect:?}, the header {header:?})"
                );
                assert!(rect.right() <= width as f32, "{width}: {part} cut off");
            }
        }
    }
}

/// Small fault: the narrow evaluation bar keeps the side.
#[test]
fn the_narrow_bar_says_whose_chance_it_is() {
    let mut h = build(
        settings_for(PlayerMode::BothSides),
        Arc::new(FixedDialogs::default()),
        None,
        [640.0, 600.0],
    );
    let loaded = ardri_saves::load(
        &Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("saves")
            .join("defenders-win.ron"),
    )
    .unwrap();
    h.state_mut().session = super::super::session::Session::opened(loaded, "x.ron".into()).unwrap();
    h.run();
    let bar = h.get_by_role(Role::Meter).rect();
    assert!(bar.width() < 44.0, "a narrow bar: {bar:?}");
    h.get_by_label("Evaluation: D won");
}

/// Small fault: moves are counted as the move list numbers them ("move 1" is a move and its reply).
#[test]
fn moves_are_counted_as_the_move_list_numbers_them() {
    let mut h = super::harness(PlayerMode::BothSides);
    play(&mut h, &["c3c2", "d2e2", "c2c3", "e2d2"]);
    h.get_by_label("Move 1: d2-e2");
    h.get_by_label("Move 2: e2-d2");
    h.state_mut()
        .commands
        .push(super::super::commands::MoveCommand::GoTo(2));
    h.run();
    h.get_by_label_contains("(after move 1 of 2)");
}

/// Small fault: a save keeps the date the game was played.
#[test]
fn a_save_keeps_the_date_the_game_was_played() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("game.ron");
    let dialogs = Arc::new(FixedDialogs::default());
    *dialogs.save.lock().unwrap() = Some(path.clone());
    let mut h = build(
        settings_for(PlayerMode::BothSides),
        dialogs,
        None,
        [1100.0, 760.0],
    );
    assert!(
        !h.state().session.metadata.date.is_empty(),
        "a new game has its date"
    );
    h.state_mut().session.metadata.date = "2020-01-02 03:04:05".into();
    for moves in [&["c3c2"][..], &["d2e2"]] {
        play(&mut h, moves);
        h.key_press_modifiers(Modifiers::COMMAND, Key::S);
        h.step();
        step_until(&mut h, Duration::from_secs(10), |app| {
            !app.session.is_dirty() && !app.rt.files.busy()
        });
        let saved = ardri_saves::load(&path).unwrap();
        assert_eq!(saved.metadata.date, "2020-01-02 03:04:05");
    }
}

/// Item 5: a name typed in the system's dialog without its extension (the dialog checked "kept",
/// the game goes to "kept.ron") is not saved over an existing game without asking either.
#[test]
fn a_name_without_its_extension_does_not_replace_a_game_silently() {
    let root = tempfile::tempdir().unwrap();
    let kept = root.path().join("kept.ron");
    std::fs::write(&kept, "an earlier game").unwrap();
    let dialogs = Arc::new(FixedDialogs::default());
    *dialogs.save.lock().unwrap() = Some(root.path().join("kept"));
    let mut h = build(
        settings_for(PlayerMode::BothSides),
        dialogs,
        None,
        [1100.0, 760.0],
    );
    play(&mut h, &["c3c2"]);
    h.key_press_modifiers(Modifiers::COMMAND, Key::S);
    h.step();
    step_until(&mut h, Duration::from_secs(10), |app| !app.rt.files.busy());
    h.run();
    assert_eq!(std::fs::read_to_string(&kept).unwrap(), "an earlier game");
    h.get_by_label("kept.ron exists. Replace it?");
    h.get_by_role_and_label(Role::Button, "Replace").click();
    h.step();
    step_until(&mut h, Duration::from_secs(10), |app| {
        !app.rt.files.busy() && !app.session.is_dirty()
    });
    assert_eq!(ardri_saves::load(&kept).unwrap().game.ply_count(), 1);
}
