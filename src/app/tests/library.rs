//! The game library (Ctrl+L): a folder's games listed with their summaries (an unreadable file with
//! its error), sorted by a click on any header and again the other way, filtered by text and result;
//! Enter and a double-click open the selected game through the open path that protects unsaved
//! moves. Practising a folder's mistakes is in `library_practice`.

use std::path::Path;
use std::sync::Arc;
use std::time::Duration;

use egui::{Key, Modifiers};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;

use ardri_engine::Eval;
use ardri_rules::{Game, Position, Rules, Side};
use ardri_saves::{Analysis, Metadata, save, to_save_file};

use super::super::ArdRiApp;
use super::super::game::commands::{Command, FileCommand as File};
use super::super::game::runtime::Waiting;
use super::super::game::settings::Players;
use super::super::library::list::{Kind, SortColumn};
use super::{FixedDialogs, build, moves, play, settings_for, settle, step_until};

fn metadata(attackers: &str, defenders: &str, event: &str, date: &str) -> Metadata {
    Metadata {
        attackers: attackers.into(),
        defenders: defenders.into(),
        event: event.into(),
        date: date.into(),
        ..Metadata::default()
    }
}

fn analysis(game: &Game, evals: &[(Eval, Option<&str>)]) -> Vec<Option<Analysis>> {
    evals
        .iter()
        .enumerate()
        .map(|(ply, (eval, best))| {
            Some(Analysis {
                eval: *eval,
                depth: 12,
                best: best.map(|b| game.position_at(ply).unwrap().parse_move(b).unwrap()),
            })
        })
        .collect()
}

/// The defenders let the king be taken (move 1, a blunder) and the attackers take him: reviewed.
fn write_blunder_game(path: &Path, players: Metadata) {
    let start: Position = "7/2a4/1aka3/7/2a4/7/4d2 d".parse().unwrap();
    let mut game = Game::from_position(start);
    game.play_text("e1e2").unwrap();
    game.play_text("c3c4").unwrap();
    let win = |moves| Eval::Win {
        side: Side::Attackers,
        moves,
    };
    let evals = [
        (Eval::Cp(0), Some("e1f1")),
        (win(1), Some("c3c4")),
        (win(0), None),
    ];
    let analysis = analysis(&game, &evals);
    save(path, &to_save_file(&game, players, &analysis, &[])).unwrap();
}

/// Five moves from the start, reviewed: the defenders blunder at move 1, lose 10 points or more (a
/// mistake at least, so practised) at move 3 and make an inaccuracy (not practised) at move 5; the attackers blunder at move 2 and play the
/// engine's move at move 4 (as club players are judged: the save rates nobody).
const SWING: [&str; 5] = ["c3c2", "d2e2", "e3f3", "b4b3", "e5e6"];

fn write_swing_game(path: &Path, players: Metadata) {
    let mut game = Game::new(Rules::default());
    for m in SWING {
        game.play_text(m).unwrap();
    }
    let evals = [
        (Eval::Cp(50), Some("e5e6")),
        (Eval::Cp(3000), Some("b4b3")),
        (Eval::Cp(50), Some("e5e6")),
        (Eval::Cp(1800), Some("b4b3")),
        (Eval::Cp(50), Some("c5c6")),
        (Eval::Cp(1000), None),
    ];
    let analysis = analysis(&game, &evals);
    save(path, &to_save_file(&game, players, &analysis, &[])).unwrap();
}

/// alpha: Human defends and blunders; beta: Human attacks, both sides err; gamma: no review;
/// delta-broken: unreadable.
pub(super) fn folder() -> tempfile::TempDir {
    let dir = tempfile::tempdir().unwrap();
    let path = |name: &str| dir.path().join(name);
    write_blunder_game(
        &path("alpha.ron"),
        metadata(
            "Ard Ri Engine (level 3)",
            "Human",
            "Casual game",
            "2026-03-01 10:00:00",
        ),
    );
    write_swing_game(
        &path("beta.ron"),
        metadata(
            "Human",
            "Ard Ri Engine (depth 10)",
            "Club night",
            "2026-02-01 10:00:00",
        ),
    );
    let mut plain = Game::new(Rules::default());
    plain.play_text("c3c2").unwrap();
    let players = metadata("Zed", "Human", "Casual game", "2026-01-01 10:00:00");
    save(&path("gamma.ron"), &to_save_file(&plain, players, &[], &[])).unwrap();
    std::fs::write(path("delta-broken.ron"), "(format_version: 3, start: ").unwrap();
    dir
}

/// A two-player app whose library reads `dir`, with the library open and read.
pub(super) fn library_app(dir: &Path, dialogs: Arc<FixedDialogs>) -> Harness<'static, ArdRiApp> {
    let mut settings = settings_for(Players::BothSides);
    settings.library_folder = Some(dir.to_path_buf());
    let mut h = build(settings, dialogs, None, [1100.0, 760.0]);
    h.key_press_modifiers(Modifiers::COMMAND, Key::L);
    h.step();
    wait_for_scan(&mut h);
    h
}

fn wait_for_scan(h: &mut Harness<'_, ArdRiApp>) {
    step_until(h, Duration::from_secs(10), |app| {
        app.seen().features().library.scanning.is_none()
            && !app.seen().features().library.entries.is_empty()
    });
    // The window's first frames are its sizing pass.
    h.run();
    h.step();
    h.step();
}

/// Closes the library (Ctrl+L), plays `moves` on the board, opens it again.
pub(super) fn play_beside_the_library(h: &mut Harness<'_, ArdRiApp>, moves: &[&str]) {
    h.key_press_modifiers(Modifiers::COMMAND, Key::L);
    h.run();
    assert!(!h.state().seen().features().library.open);
    play(h, moves);
    h.key_press_modifiers(Modifiers::COMMAND, Key::L);
    h.step();
    wait_for_scan(h);
}

/// The shown rows' file names.
fn shown(h: &Harness<'_, ArdRiApp>) -> Vec<String> {
    let view = &h.state().seen().features().library;
    view.rows
        .iter()
        .map(|&i| view.entries[i].file_name.clone())
        .collect()
}

/// A row's value in a column, worked out here from the summary (`None`: sorts last).
fn value(h: &Harness<'_, ArdRiApp>, name: &str, column: SortColumn) -> Option<String> {
    let view = &h.state().seen().features().library;
    let entry = view.entries.iter().find(|e| e.file_name == name).unwrap();
    let summary = entry.summary.as_ref().ok();
    let accuracy = |side: Side| {
        summary
            .and_then(|s| s.review)
            .and_then(|r| r.sides[side as usize].accuracy)
            .map(|a| format!("{:09.4}", a))
    };
    match column {
        SortColumn::File => Some(name.to_lowercase()),
        SortColumn::Attackers => summary.map(|s| s.metadata.attackers.to_lowercase()),
        SortColumn::Defenders => summary.map(|s| s.metadata.defenders.to_lowercase()),
        SortColumn::Result => Some(format!("{}", Kind::of(entry) as usize)),
        SortColumn::Reason => summary
            .and_then(|s| s.outcome)
            .map(|o| super::super::library::list::reason_label(o.reason).into()),
        SortColumn::Date => Some(entry.date().to_string()),
        SortColumn::Moves => summary.map(|s| format!("{:05}", s.moves)),
        SortColumn::AttackersAccuracy => accuracy(Side::Attackers),
        SortColumn::DefendersAccuracy => accuracy(Side::Defenders),
    }
}

fn assert_sorted(h: &Harness<'_, ArdRiApp>, column: SortColumn, ascending: bool) {
    let names = shown(h);
    let values: Vec<Option<String>> = names.iter().map(|n| value(h, n, column)).collect();
    let known: Vec<&String> = values.iter().flatten().collect();
    let first_none = values
        .iter()
        .position(Option::is_none)
        .unwrap_or(values.len());
    assert!(
        values[first_none..].iter().all(Option::is_none),
        "{column:?}: rows without a value come last: {names:?}"
    );
    for pair in known.windows(2) {
        let ordered = if ascending {
            pair[0] <= pair[1]
        } else {
            pair[0] >= pair[1]
        };
        assert!(
            ordered,
            "{column:?} ascending {ascending}: {names:?} {values:?}"
        );
    }
}

#[test]
fn the_library_lists_sorts_and_filters_with_errors_shown() {
    let dir = folder();
    let shipped = Path::new(env!("CARGO_MANIFEST_DIR")).join("saves");
    for (from, to) in [
        ("draw-by-repetition.ron", "epsilon-draw.ron"),
        ("defenders-win.ron", "zeta.ron"),
    ] {
        std::fs::copy(shipped.join(from), dir.path().join(to)).unwrap();
    }
    let mut h = library_app(dir.path(), Arc::new(FixedDialogs::default()));
    assert_eq!(h.state().seen().features().library.rows.len(), 6);
    // The unreadable file is listed, its error across the row.
    h.get_by_label("delta-broken.ron");
    h.get_by_label_contains("not a valid Ard Ri save file");
    let alpha = &h.state().seen().features().library.entries[0];
    let review = alpha.summary.as_ref().unwrap().review.unwrap();
    assert_eq!(review.sides[Side::Attackers as usize].accuracy, Some(100.0));
    // Every accuracy that rounds to 100 is shown as "100%", alpha's attackers' among them.
    let hundreds = h
        .state()
        .seen()
        .features()
        .library
        .entries
        .iter()
        .filter_map(|entry| entry.summary.as_ref().ok()?.review)
        .flat_map(|review| review.sides.map(|side| side.accuracy))
        .filter(|a| a.is_some_and(|a| format!("{a:.0}") == "100"))
        .count();
    assert!(hundreds >= 1);
    assert_eq!(h.query_all_by_label("100%").count(), hundreds);

    for column in SortColumn::ALL {
        h.get_by_label(&format!("{} column", column.title()))
            .click();
        h.run();
        assert_eq!(h.state().seen().features().library.sort, column);
        assert_sorted(&h, column, true);
        h.get_by_label(&format!("{} column", column.title()))
            .click();
        h.run();
        assert_sorted(&h, column, false);
    }
    h.get_by_label("File column").click();
    h.run();
    let all = [
        "alpha.ron",
        "beta.ron",
        "delta-broken.ron",
        "epsilon-draw.ron",
        "gamma.ron",
        "zeta.ron",
    ];
    assert_eq!(shown(&h), all);
    h.get_by_label("Result column").click();
    h.run();
    assert_eq!(
        shown(&h),
        [
            "alpha.ron",
            "zeta.ron",
            "epsilon-draw.ron",
            "beta.ron",
            "gamma.ron",
            "delta-broken.ron"
        ]
    );
    h.get_by_label("Moves column").click();
    h.run();
    assert_eq!(
        shown(&h),
        [
            "gamma.ron",
            "alpha.ron",
            "beta.ron",
            "zeta.ron",
            "epsilon-draw.ron",
            "delta-broken.ron"
        ]
    );
    h.get_by_label("File column").click();
    h.run();

    // The text filter: players, event, file name, in any case.
    let filter = |h: &mut Harness<'_, ArdRiApp>, text: &str| {
        h.get_by_label("Filter").click();
        h.run();
        h.key_press_modifiers(Modifiers::COMMAND, Key::A);
        h.get_by_label("Filter").type_text(text);
        h.run();
        shown(h)
    };
    assert_eq!(
        filter(&mut h, "HUMAN"),
        ["alpha.ron", "beta.ron", "gamma.ron"]
    );
    assert_eq!(filter(&mut h, "club"), ["beta.ron"]);
    assert_eq!(filter(&mut h, "gamma"), ["gamma.ron"]);
    assert_eq!(filter(&mut h, "baseline"), ["epsilon-draw.ron"]);
    assert_eq!(filter(&mut h, " "), all);

    // The result filter.
    let result = |h: &mut Harness<'_, ArdRiApp>, _from: &str, to: &str| {
        h.get_by_label("Result filter").click();
        h.run();
        h.get_by_role_and_label(egui::Role::Button, to).click();
        h.run();
        shown(h)
    };
    assert_eq!(
        result(&mut h, "All results", "Unreadable"),
        ["delta-broken.ron"]
    );
    assert_eq!(result(&mut h, "Unreadable", "Draw"), ["epsilon-draw.ron"]);
    assert_eq!(
        result(&mut h, "Draw", "Unfinished"),
        ["beta.ron", "gamma.ron"]
    );
    assert_eq!(result(&mut h, "Unfinished", "Attackers won"), ["alpha.ron"]);
    assert_eq!(
        result(&mut h, "Attackers won", "Defenders won"),
        ["zeta.ron"]
    );
    assert_eq!(result(&mut h, "Defenders won", "All results"), all);
}

#[test]
fn enter_and_a_double_click_open_the_selected_game_and_unsaved_moves_are_asked_about() {
    let dir = folder();
    let mut h = library_app(dir.path(), Arc::new(FixedDialogs::default()));
    h.get_by_label("File column").click();
    h.run();
    assert_eq!(
        shown(&h),
        ["alpha.ron", "beta.ron", "delta-broken.ron", "gamma.ron"]
    );
    // Unsaved moves on the board (played with the library closed: it covers the board at this
    // size): opening asks first, and Cancel keeps them.
    play_beside_the_library(&mut h, &["c3c2"]);
    h.get_by_label("alpha.ron").click();
    h.run();
    h.key_press(Key::Enter);
    h.run();
    let alpha = dir.path().join("alpha.ron");
    assert_eq!(
        h.state().seen().waiting(),
        Waiting::Confirm(Box::new(Command::from(File::OpenPath(alpha.clone()))))
    );
    h.get_by_label("Cancel").click();
    h.run();
    assert_eq!(moves(&h), ["c3c2"]);
    assert_eq!(h.state().seen().game().path(), None);

    // Down selects the next game; Enter opens it (after Discard).
    h.key_press_modifiers(Modifiers::COMMAND, Key::L);
    h.step();
    wait_for_scan(&mut h);
    assert_eq!(
        h.state().seen().features().library.selected.as_deref(),
        Some(alpha.as_path()),
        "the selection is kept"
    );
    h.key_press(Key::ArrowDown);
    h.run();
    h.key_press(Key::Enter);
    h.run();
    h.get_by_label("Discard").click();
    h.step();
    let beta = dir.path().join("beta.ron");
    step_until(&mut h, Duration::from_secs(10), |app| {
        !app.seen().files_busy() && app.seen().game().path() == Some(beta.as_path())
    });
    assert_eq!(moves(&h), SWING);
    assert!(
        !h.state().seen().features().library.open,
        "the board is shown"
    );

    // A double-click opens at once (nothing unsaved now).
    h.key_press_modifiers(Modifiers::COMMAND, Key::L);
    h.step();
    wait_for_scan(&mut h);
    // Two clicks 0.1 s apart (the harness's frames are 0.25 s apart: the time is set here).
    let t = h.ctx.input(|i| i.time);
    for (i, at) in [1.0, 1.1].into_iter().enumerate() {
        h.get_by_label("gamma.ron").click();
        h.input_mut().time = Some(t + at);
        h.step();
        if i == 0 {
            assert!(
                h.state().seen().features().library.open,
                "one click only selects"
            );
        }
    }
    h.run();
    let gamma = dir.path().join("gamma.ron");
    step_until(&mut h, Duration::from_secs(10), |app| {
        !app.seen().files_busy() && app.seen().game().path() == Some(gamma.as_path())
    });
    assert_eq!(moves(&h), ["c3c2"]);

    // The unreadable file is not opened.
    h.key_press_modifiers(Modifiers::COMMAND, Key::L);
    h.step();
    wait_for_scan(&mut h);
    h.get_by_label("delta-broken.ron").click();
    h.run();
    h.key_press(Key::Enter);
    settle(&mut h);
    assert!(!h.state().seen().files_busy());
    assert_eq!(h.state().seen().game().path(), Some(gamma.as_path()));
}

#[test]
fn choose_folder_reads_the_chosen_folder_and_remembers_it() {
    let dir = folder();
    let other = tempfile::tempdir().unwrap();
    std::fs::copy(dir.path().join("beta.ron"), other.path().join("only.ron")).unwrap();
    let dialogs = Arc::new(FixedDialogs::default());
    *dialogs.folder.lock().unwrap() = Some(other.path().to_path_buf());
    let mut h = library_app(dir.path(), dialogs);
    assert_eq!(h.state().seen().features().library.entries.len(), 4);
    h.get_by_label("Choose folder...").click();
    h.step();
    step_until(&mut h, Duration::from_secs(10), |app| {
        app.seen().features().library.dir == other.path()
            && app.seen().features().library.scanning.is_none()
    });
    assert_eq!(shown(&h), ["only.ron"]);
    assert_eq!(
        h.state().seen().settings().library_folder.as_deref(),
        Some(other.path())
    );
}

/// Issue 36: the players' columns show the short names ("Level 3", "you", "the engine", as Judge as
/// writes them), so the level is seen whole instead of "Ard Ri Engine (lev...".
#[test]
fn the_players_columns_show_the_level_whole() {
    let dir = folder();
    let h = library_app(dir.path(), Arc::new(FixedDialogs::default()));
    let level = h.get_by_label("Level 3").rect();
    // Whole: the label is its text's width, narrower than its column (a cut one fills it).
    assert!(level.width() < 80.0, "{level:?}");
    h.get_by_label("the engine");
    assert_eq!(h.query_all_by_label("you").count(), 3);
    assert_eq!(
        h.query_all_by_label("Zed").count(),
        1,
        "other names as saved"
    );
    assert!(h.query_by_label_contains("Ard Ri Engine").is_none());
}
