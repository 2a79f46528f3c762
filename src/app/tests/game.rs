//! Playing a game in the window: moves by click and drag, the engine's replies, undo, the move
//! list, variations, resigning, the level (a first game's too), a game opened for study, engine
//! against engine and its pace, a failing engine.

use super::super::Parts;
use super::super::game::commands::{EngineCommand, FileCommand, MoveCommand};
use super::super::game::engine_link::Purpose;
use super::super::game::settings::{Players, Settings};
use super::*;
use ardri_rules::{EndReason, Game, Outcome, Rules, Side};
use ardri_saves::Metadata;
use egui::{Key, Modifiers};
use egui_kittest::kittest::Queryable;
use std::time::Duration;

#[test]
fn a_click_click_move() {
    let mut h = harness(Players::BothSides);
    click_square(&mut h, "c3");
    assert_eq!(
        h.state().seen().board().selected.map(|s| s.to_string()),
        Some("c3".into())
    );
    click_square(&mut h, "c2");
    assert_eq!(moves(&h), ["c3c2"]);
    assert_eq!(h.state().seen().board().selected, None);
    assert!(h.state().seen().game().is_dirty());
}

#[test]
fn a_drag_and_drop_move() {
    let mut h = harness(Players::BothSides);
    let from = square(&h, "e5").rect().center();
    let to = square(&h, "e6").rect().center();
    h.drag_at(from);
    h.step();
    h.hover_at(from + (to - from) * 0.5);
    h.step();
    h.hover_at(to);
    h.step();
    h.drop_at(to);
    h.run();
    assert_eq!(moves(&h), ["e5e6"]);
}

#[test]
fn an_illegal_drop_snaps_back_and_an_illegal_click_changes_nothing() {
    let mut h = harness(Players::BothSides);
    // Dragging c3 onto c1 (two squares away, and occupied): refused.
    let from = square(&h, "c3").rect().center();
    let to = square(&h, "c1").rect().center();
    h.drag_at(from);
    h.step();
    h.hover_at(to);
    h.step();
    h.drop_at(to);
    h.run();
    assert!(moves(&h).is_empty());
    // Clicking an attacker when it is the defenders' turn selects nothing.
    click_square(&mut h, "d2");
    assert_eq!(h.state().seen().board().selected, None);
    // A defender cannot step onto the throne... nor into an occupied square.
    click_square(&mut h, "e3");
    click_square(&mut h, "e4");
    assert!(moves(&h).is_empty());
    assert!(!h.state().seen().game().is_dirty());
}

#[test]
fn the_engine_replies_and_undo_takes_back_both_moves() {
    let mut h = harness(Players::YouDefend);
    // A casual game: in a rated one a take-back asks first (tests/rating.rs).
    h.state_mut().arrange().settings().casual = true;
    click_square(&mut h, "c3");
    click_square(&mut h, "c2");
    step_until(&mut h, Duration::from_secs(30), |app| {
        app.seen().game().game.ply_count() == 2
    });
    let reply = moves(&h)[1].clone();
    assert!(
        h.state().seen().game().game.positions()[1]
            .parse_move(&reply)
            .is_ok()
    );
    let played = moves(&h);
    h.key_press_modifiers(Modifiers::COMMAND, Key::Z);
    settle(&mut h);
    assert!(moves(&h).is_empty());
    assert_eq!(h.state().seen().game().view_ply, 0);
    // Nothing played is lost: the undone moves are a variation, and redo brings them back.
    let kept: Vec<String> = h.state().seen().game().variations[0]
        .moves
        .iter()
        .map(|m| m.to_string())
        .collect();
    assert_eq!(kept, played);
    h.key_press_modifiers(Modifiers::COMMAND, Key::Y);
    settle(&mut h);
    assert_eq!(moves(&h), played);
    assert!(h.state().seen().game().variations.is_empty());
    h.key_press_modifiers(Modifiers::COMMAND, Key::Z);
    settle(&mut h);
    h.key_press_modifiers(Modifiers::COMMAND | Modifiers::SHIFT, Key::Z);
    settle(&mut h);
    assert_eq!(moves(&h), played);
    assert_eq!(h.state().seen().game().view_ply, 2);
}

/// Undo while the engine thinks about its reply: the cancelled search still reports (a stopped search
/// returns its best move at once, well inside the wait below), and that report must be dropped, not
/// played and not refused with an error.
#[test]
fn nothing_from_an_old_search_is_applied() {
    let mut h = harness(Players::YouDefend);
    h.state_mut().arrange().settings().casual = true;
    h.state_mut().arrange().settings().depth = 30;
    h.state_mut().arrange().settings().move_time = 30.0;
    click_square(&mut h, "c3");
    click_square(&mut h, "c2");
    step_until(&mut h, Duration::from_secs(10), |app| {
        app.seen().engine().current().is_some()
    });
    let ended = h.state().seen().engine().forgotten_ends();
    h.key_press_modifiers(Modifiers::COMMAND, Key::Z);
    settle(&mut h);
    assert!(moves(&h).is_empty());
    // The old search ends (it was stopped) and reports its move: that report is dropped.
    step_until(&mut h, Duration::from_secs(30), |app| {
        app.seen().engine().forgotten_ends() > ended
    });
    h.run_steps(2);
    assert!(moves(&h).is_empty());
    assert!(
        h.state().seen().notice().as_ref().is_none_or(|n| !n.error),
        "{:?}",
        h.state().seen().notice()
    );
    assert!(h.state().seen().engine().current().is_none());
}

#[test]
fn move_list_navigation_by_click_and_keys() {
    let mut h = harness(Players::BothSides);
    for (from, to) in [("c3", "c2"), ("d2", "e2"), ("c2", "c3")] {
        click_square(&mut h, from);
        click_square(&mut h, to);
    }
    assert_eq!(moves(&h), ["c3c2", "d2e2", "c2c3"]);
    h.get_by_label("Move 1: c3-c2").click();
    h.run();
    assert_eq!(h.state().seen().game().view_ply, 1);
    h.key_press(Key::ArrowRight);
    h.run();
    assert_eq!(h.state().seen().game().view_ply, 2);
    h.key_press(Key::Home);
    h.run();
    assert_eq!(h.state().seen().game().view_ply, 0);
    h.key_press(Key::End);
    h.run();
    assert_eq!(h.state().seen().game().view_ply, 3);
    h.key_press(Key::ArrowLeft);
    h.run();
    assert_eq!(h.state().seen().game().view_ply, 2);
    // A move made here starts a variation; the main line stays.
    click_square(&mut h, "e3");
    click_square(&mut h, "f3");
    assert_eq!(moves(&h), ["c3c2", "d2e2", "c2c3"]);
    assert_eq!(h.state().seen().game().variations.len(), 1);
    assert_eq!(h.state().seen().game().browsing, Some(0));
    // Back on the main line, then browsing the variation shows its position without swapping it in.
    h.key_press(Key::Home);
    h.run();
    assert_eq!(h.state().seen().game().browsing, None);
    h.get_by_label("Variation 1 move 2: e3-f3").click();
    h.run();
    assert_eq!(h.state().seen().game().browsing, Some(0));
    assert_eq!(
        h.state()
            .seen()
            .game()
            .shown_last_move()
            .unwrap()
            .mv
            .to_string(),
        "e3f3"
    );
    assert_eq!(moves(&h), ["c3c2", "d2e2", "c2c3"]);
    h.get_by_label("Promote variation 1").click();
    h.run();
    assert_eq!(moves(&h), ["c3c2", "d2e2", "e3f3"]);
    h.get_by_label("Delete variation 1").click();
    h.run();
    assert!(h.state().seen().game().variations.is_empty());
    assert_eq!(moves(&h), ["c3c2", "d2e2", "e3f3"]);
    // Both were changes, and undo brings back each in turn.
    h.key_press_modifiers(Modifiers::COMMAND, Key::Z);
    settle(&mut h);
    assert_eq!(h.state().seen().game().variations.len(), 1);
    h.key_press_modifiers(Modifiers::COMMAND, Key::Z);
    settle(&mut h);
    assert_eq!(moves(&h), ["c3c2", "d2e2", "c2c3"]);
}

/// A third repetition ends the game although nothing on the board shows it: neither a hint nor the
/// analysis may start a search there.
#[test]
fn no_hint_or_analysis_once_a_repetition_drew_the_game() {
    let mut h = harness(Players::BothSides);
    for m in [
        "c5c6", "a5a6", "c6c5", "a6a5", "c5c6", "a5a6", "c6c5", "a6a5",
    ] {
        click_square(&mut h, &m[..2]);
        click_square(&mut h, &m[2..]);
    }
    assert_eq!(moves(&h).len(), 8);
    assert!(h.state().seen().game().game.is_over());
    for command in [EngineCommand::Hint, EngineCommand::ToggleAnalysis] {
        h.state_mut().send(command);
        h.step();
        h.step();
        assert!(
            h.state().seen().engine().current().is_none(),
            "a search started"
        );
    }
    assert!(h.state().seen().engine_state().hint.is_none());
}

/// A failure inside the engine thread is reported in the window; the game stays and the engine
/// answers the next request.
#[test]
fn an_engine_failure_is_reported_and_the_engine_restarted() {
    let mut h = harness(Players::BothSides);
    play(&mut h, &["c3c2"]);
    h.state().seen().engine().inject_panic();
    h.get_by_label("Hint").click();
    h.step();
    step_until(&mut h, Duration::from_secs(10), |app| {
        app.seen()
            .notice()
            .as_ref()
            .is_some_and(|n| n.error && n.text.contains("engine failed"))
    });
    assert_eq!(moves(&h), ["c3c2"]);
    h.get_by_label("Hint").click();
    h.step();
    step_until(&mut h, Duration::from_secs(10), |app| {
        app.seen().engine_state().hint.is_some()
    });
}

/// Level 1, picked by its name and rating, plays its moves on a small node budget where full
/// strength at depth 12 searches far more.
#[test]
fn the_level_slider_weakens_the_engines_moves() {
    let mut settings = settings_for(Players::YouDefend);
    settings.depth = 12;
    let mut h = harness_from(settings);
    h.get_by_role_and_label(egui::Role::ComboBox, "Level")
        .click();
    h.run();
    h.get_by_label(&ardri_engine::skill::level_info(1).to_string())
        .click();
    h.run();
    assert_eq!(h.state().seen().settings().level, 1);
    play(&mut h, &["c3c2"]);
    step_until(&mut h, Duration::from_secs(30), |app| {
        app.seen().game().game.ply_count() == 2
    });
    let nodes = h.state().seen().engine_state().last_move_nodes.unwrap();
    assert!(nodes < 2_000, "level 1 searched {nodes} nodes");
    assert!(
        h.state()
            .seen()
            .game()
            .metadata
            .attackers
            .contains("level 1")
    );
}

/// On a clock, the side to move loses when its time runs out, with the reason given; the clock is
/// saved with the game.
#[test]
fn a_flag_falls_and_the_game_ends_on_time() {
    let mut h = harness(Players::BothSides);
    h.state_mut().arrange().game().clock = Some(super::super::game::clock::GameClock::new(
        Duration::from_millis(400),
        Duration::ZERO,
    ));
    step_until(&mut h, Duration::from_secs(10), |app| {
        app.seen().game().game.is_over()
    });
    let outcome = h.state().seen().game().game.outcome().unwrap();
    assert_eq!(outcome.winner, Some(ardri_rules::Side::Attackers));
    assert_eq!(outcome.reason, ardri_rules::EndReason::Timeout);
    let notice = h.state().seen().notice().clone().unwrap().text;
    assert!(notice.contains("ran out of time"), "{notice}");
    let file = h.state().seen().game().to_save_file(h.state().seen().now());
    assert_eq!(file.clock.unwrap().defenders_ms, 0);
    assert!(file.result.is_some());
    // No move after the flag.
    click_square(&mut h, "c3");
    click_square(&mut h, "c2");
    assert!(moves(&h).is_empty());
}

/// Resign asks first ("Resign this game?"): Cancel changes nothing, Resign gives the game to the
/// engine's side, and undo takes the resignation back.
#[test]
fn resign_asks_first_and_can_be_undone() {
    let mut h = harness(Players::YouAttack);
    step_until(&mut h, Duration::from_secs(30), |app| {
        app.seen().game().game.ply_count() == 1
    });
    h.state_mut().send(MoveCommand::Resign);
    show_windows(&mut h);
    h.get_by_label("Resign this game?");
    assert!(
        !h.state().seen().game().game.is_over(),
        "nothing before the answer"
    );
    h.get_by_label("Cancel").click();
    show_windows(&mut h);
    assert!(h.query_by_label("Resign this game?").is_none());
    assert!(!h.state().seen().game().game.is_over());

    h.state_mut().send(MoveCommand::Resign);
    show_windows(&mut h);
    h.get_by_label("Resign").click();
    show_windows(&mut h);
    let outcome = h.state().seen().game().game.outcome().unwrap();
    assert_eq!(outcome.winner, Some(ardri_rules::Side::Defenders));
    assert_eq!(outcome.reason, ardri_rules::EndReason::Resignation);

    h.key_press_modifiers(Modifiers::COMMAND, Key::Z);
    settle(&mut h);
    assert!(
        !h.state().seen().game().game.is_over(),
        "undo takes it back"
    );
    assert_eq!(moves(&h).len(), 1, "and nothing else");
}

/// Engine against engine can be paused and stepped one move at a time.
#[test]
fn engine_against_engine_pauses_and_steps() {
    // Paused before the engines start: at depth 3 they would otherwise finish a game in a few frames.
    let mut h = harness(Players::YouDefend);
    h.state_mut().send(EngineCommand::TogglePause);
    h.run();
    h.state_mut().arrange().settings().players = Players::EngineBoth;
    h.run();
    let before = moves(&h).len();
    // Paused, no search starts, so no move can come.
    h.run_steps(5);
    assert!(
        h.state().seen().engine().current().is_none(),
        "a paused game searched"
    );
    assert_eq!(moves(&h).len(), before, "a paused game moved on");
    h.get_by_label("Step").click();
    h.step();
    step_until(&mut h, Duration::from_secs(30), |app| {
        app.seen().game().game.ply_count() > before
    });
    // The step's move is played and no search starts after it.
    h.run_steps(5);
    assert!(
        h.state().seen().engine().current().is_none(),
        "the game went on"
    );
    assert_eq!(moves(&h).len(), before + 1, "one step, one move");
    // Each step plays its move, without waiting for the pace of the running game.
    h.get_by_label("Step").click();
    h.step();
    step_until(&mut h, Duration::from_secs(10), |app| {
        app.seen().game().game.ply_count() == before + 2
    });
}

/// Fault 8: a first game is at a friendly level, and the person is told.
#[test]
fn a_first_game_is_played_at_level_1_and_says_so() {
    assert_eq!(Settings::default().level, 1);
    let mut h = build_from(|_| Parts {
        first_run: true,
        ..parts_with(Settings::default())
    });
    h.run();
    h.get_by_label_contains(&format!("plays at {}", ardri_engine::skill::level_info(1)));
}

/// Fault 9: a save whose variation runs past a third repetition (counting the main line's moves)
/// is refused with the reason; the game on the board stays.
#[test]
fn a_variation_past_a_repetition_draw_is_refused() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("repeat.ron");
    std::fs::write(
        &path,
        r#"(format_version: 2, start: "2aaa2/3a3/a1ddd1a/aadkdaa/a1ddd1a/3a3/2aaa2 d",
            moves: ["c5c6", "a5a6", "c6c5", "a6a5", "c5c6", "a5a6"],
            variations: [(after_ply: 6, moves: ["c6c5", "a6a5", "c3c2"])])"#,
    )
    .unwrap();
    // One rule for the app and the review: the saves crate refuses it with the same reason.
    let refused = ardri_saves::load(&path).unwrap_err().to_string();
    assert!(
        refused.contains("variation 1") && refused.contains("already over"),
        "{refused}"
    );
    let mut h = harness(Players::BothSides);
    play(&mut h, &["e3e2"]);
    let ctx = h.ctx.clone();
    h.state_mut().arrange().files().open_path(ctx, path);
    step_until(&mut h, Duration::from_secs(10), |app| {
        !app.seen().files_busy()
    });
    let notice = h.state().seen().notice().clone().unwrap();
    assert!(
        notice.error && notice.text.contains("variation 1"),
        "{}",
        notice.text
    );
    assert_eq!(moves(&h), ["e3e2"]);
}

#[test]
fn an_opened_game_is_for_study_until_the_person_plays_on_against_the_engine() {
    let dir = tempfile::tempdir().unwrap();
    let path = saved_opening(&dir);
    // The engine would play the attackers in a new game.
    let mut h = harness(Players::YouDefend);
    h.state_mut().send(FileCommand::OpenPath(path));
    step_until(&mut h, Duration::from_secs(10), |app| {
        app.seen().game().path().is_some()
    });
    settle(&mut h);
    assert_eq!(moves(&h), ["c3c2"]);
    assert!(
        !h.state().seen().engine().is_searching(Purpose::Move),
        "the engine waits"
    );
    h.get_by_label("Attackers to move (study)");
    // The person moves for the engine's side too.
    play(&mut h, &["d2e2"]);
    assert_eq!(moves(&h), ["c3c2", "d2e2"]);
    play(&mut h, &["c2c3"]);
    assert_eq!(moves(&h), ["c3c2", "d2e2", "c2c3"]);
    assert!(!h.state().seen().engine().is_searching(Purpose::Move));

    // Playing on as the defenders, from wherever the board shows: the engine takes the attackers'
    // move now, and the board shows the game's end.
    h.state_mut().send(MoveCommand::GoTo(1));
    settle(&mut h);
    h.get_by_label("Play on as the defenders").click();
    settle(&mut h);
    assert_eq!(h.state().seen().settings().players, Players::YouDefend);
    step_until(&mut h, Duration::from_secs(30), |app| {
        app.seen().game().game.ply_count() == 4
    });
    assert!(h.state().seen().game().at_end());
    // And the person no longer moves for the attackers.
    let to_move = h.state().seen().game().game.position().side_to_move();
    assert_eq!(to_move, Side::Defenders);
}

#[test]
fn engine_against_engine_goes_at_the_chosen_pace() {
    assert_eq!(Settings::default().engine_pace, 1.0, "a second a move");
    for (stored, kept) in [(f32::NAN, 1.0), (-2.0, 0.0), (1e9, 10.0), (0.5, 0.5)] {
        let settings = Settings {
            engine_pace: stored,
            ..Settings::default()
        };
        assert_eq!(settings.sanitized().engine_pace, kept, "{stored}");
    }

    let mut settings = settings_for(Players::EngineBoth);
    settings.depth = 1;
    settings.engine_pace = 0.4;
    // By the test's clock, which stands still unless moved: no duration is measured.
    let (mut h, clock) = super::harness_on_clock(settings);
    clock.advance(super::super::play::on_board::NEW_BOARD_PAUSE);
    step_until(&mut h, Duration::from_secs(30), |app| {
        app.seen().game().game.ply_count() >= 1
    });
    let start = h.state().seen().game().game.ply_count();
    for plies in start + 1..=start + 3 {
        // Found at once (depth 1), the next move waits for the pace: frames pass, no move ...
        step_until(&mut h, Duration::from_secs(30), |app| {
            app.seen().engine_state().held_move.is_some()
        });
        h.run_steps(5);
        assert_eq!(h.state().seen().game().game.ply_count(), plies - 1);
        // ... until the clock has moved on by the pace (0.4 s as an f32 is a few nanoseconds
        // more than 400 ms).
        clock.advance(Duration::from_millis(401));
        step_until(&mut h, Duration::from_secs(30), |app| {
            app.seen().game().game.ply_count() == plies
        });
    }
}

#[test]
fn pause_is_offered_only_while_the_engines_play() {
    let mut h = harness(Players::BothSides);
    h.state_mut().send(EngineCommand::TogglePause);
    h.state_mut().arrange().settings().players = Players::EngineBoth;
    settle(&mut h);
    h.get_by_label("Resume");
    let mut game = Game::new(Rules::default());
    game.play_text("c3c2").unwrap();
    let mut session = super::super::game::session::Session::from_game(game, Metadata::default());
    session
        .declare(Outcome {
            winner: Some(Side::Attackers),
            reason: EndReason::Resignation,
        })
        .unwrap();
    *h.state_mut().arrange().game() = session;
    settle(&mut h);
    assert!(h.query_by_label("Resume").is_none());
    assert!(h.query_by_label("Pause").is_none());
    assert!(h.query_by_label("Step").is_none());
}

/// Learning aids: on for a newcomer's first games, one switch; the king in danger is ringed (and
/// named so), a captured king is marked where he fell, the piece just moved slides in, and taken
/// pieces stay faintly where they stood.
#[test]
fn learning_aids_show_what_is_in_danger_and_where_the_king_fell() {
    use egui_kittest::kittest::NodeT;
    let mut h = harness(Players::BothSides);
    assert!(
        h.state()
            .seen()
            .settings()
            .learning_aids_on(h.state().seen().rating().record.games),
        "on for a first game"
    );
    *h.state_mut().arrange().game() = blunder_session();
    h.state_mut().send(MoveCommand::GoTo(1));
    settle(&mut h);
    // After e1-e2 the attackers can take the king with c3-c4.
    assert!(
        square(&h, "c5")
            .accesskit_node()
            .label()
            .unwrap()
            .contains("can be taken"),
    );
    let aids = h
        .state()
        .seen()
        .board()
        .drawn_aids
        .clone()
        .expect("aids drawn");
    assert!(aids.danger.contains("c5".parse().unwrap()));
    // Stepped one move on, the move slides in (the frame that shows it).
    h.state_mut().send(MoveCommand::GoTo(2));
    h.step();
    let aids = h.state().seen().board().drawn_aids.clone().unwrap();
    let c3c4 = h.state().seen().game().game.moves()[1].mv;
    assert_eq!(aids.slide.map(|(m, _)| m), Some(c3c4));
    settle(&mut h);
    // The king captured on c5: marked there, and named so.
    let aids = h.state().seen().board().drawn_aids.clone().unwrap();
    assert_eq!(aids.king_end, Some(("c5".parse().unwrap(), true)));
    assert!(
        square(&h, "c5")
            .accesskit_node()
            .label()
            .unwrap()
            .contains("captured")
    );
    // One switch turns them off.
    h.state_mut().arrange().settings().learning_aids = Some(false);
    settle(&mut h);
    assert!(h.state().seen().board().drawn_aids.is_none());
    assert!(
        !square(&h, "c5")
            .accesskit_node()
            .label()
            .unwrap()
            .contains("captured")
    );
}

/// A capture leaves the taken piece faintly where it stood until the next move.
#[test]
fn a_taken_piece_stays_faintly_until_the_next_move() {
    let mut h = harness(Players::BothSides);
    let game = Game::from_position("7/7/2da3/4d2/7/6a/3k3 d".parse().unwrap());
    *h.state_mut().arrange().game() =
        super::super::game::session::Session::from_game(game, Metadata::default());
    settle(&mut h);
    play(&mut h, &["e4e5"]);
    settle(&mut h);
    let aids = h.state().seen().board().drawn_aids.clone().unwrap();
    assert_eq!(aids.taken.len(), 1, "{aids:?}");
    let (sq, piece, opacity) = aids.taken[0];
    assert_eq!(sq.to_string(), "d5");
    assert_eq!(piece, ardri_rules::Piece::Attacker);
    assert!(opacity > 0.0);
    // The next move: gone.
    play(&mut h, &["g2g3"]);
    settle(&mut h);
    let aids = h.state().seen().board().drawn_aids.clone().unwrap();
    assert!(aids.taken.is_empty(), "{aids:?}");
}
