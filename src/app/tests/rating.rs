//! The person's game rating: it moves after a rated game won or lost, stays put after a game with
//! a move taken back or a hint, and "Match my rating" picks the level nearest it.

use std::time::Duration;

use ardri_rules::{EndReason, Outcome, Side};
use egui_kittest::kittest::Queryable;

use super::super::game::commands::{EngineCommand, MoveCommand};
use super::super::game::settings::Players;
use super::{defending_against, play, resign, step_until};

/// The person defends against level 4; their first move is played and the engine has answered.
fn rated_game_under_way() -> egui_kittest::Harness<'static, super::super::ArdRiApp> {
    let mut h = defending_against(4, false);
    h.run();
    // Said before the first move.
    h.get_by_label_contains("This game counts for your rating against Level 4");
    // The game's record names both players' ratings: the level's, and the person's.
    let metadata = &h.state().seen().game().metadata;
    assert_eq!(
        metadata.attackers_elo,
        Some(ardri_engine::skill::level_info(4).rating)
    );
    assert_eq!(metadata.defenders_elo, Some(1000));
    play(&mut h, &["c3c2"]);
    step_until(&mut h, Duration::from_secs(30), |app| {
        app.seen().game().game.ply_count() == 2
    });
    h
}

/// Going back to the position the engine searched for its own move shows no line of it while the
/// game counts (its second move is the reply the engine expects of the person); once the game is
/// over, the lines show.
#[test]
fn the_engines_lines_stay_hidden_while_a_game_counts() {
    let mut h = rated_game_under_way();
    h.state_mut().send(MoveCommand::GoTo(1));
    h.run();
    h.get_by_label_contains("The engine's lines stay hidden while this game counts");
    assert!(h.query_by_label("Line 1 move 1").is_none());
    resign(&mut h);
    h.state_mut().send(MoveCommand::GoTo(1));
    h.run();
    assert!(h.query_by_label_contains("lines stay hidden").is_none());
    h.get_by_label("Line 1 move 1");
}

#[test]
fn a_lost_rated_game_lowers_the_rating_and_a_won_one_raises_it() {
    let mut h = rated_game_under_way();
    let start = h.state().seen().rating().record.rating.rating;
    resign(&mut h);
    let record = h.state().seen().rating().record.clone();
    assert_eq!(record.games, 1);
    assert!(record.rating.rating < start, "{record:?}");
    let notice = h.state().seen().notice().clone().unwrap().text;
    assert!(notice.starts_with("You lost against Level 4"), "{notice}");
    // After a loss the level below is suggested, or the rating's own level where that is lower
    // (Match my rating's choice: a first loss from 1000 takes the rating below level 4's).
    let next = 3.min(record.matching_level());
    assert!(next <= 3);
    assert!(
        notice.contains(&format!("Next, try Level {next}")),
        "{notice}"
    );

    let mut h = rated_game_under_way();
    // The engine's flag falls: a win for the person.
    h.state_mut()
        .arrange()
        .game()
        .declare(Outcome {
            winner: Some(Side::Defenders),
            reason: EndReason::Timeout,
        })
        .unwrap();
    h.run();
    let record = h.state().seen().rating().record.clone();
    assert_eq!(record.games, 1);
    assert!(record.rating.rating > start, "{record:?}");
    let notice = h.state().seen().notice().clone().unwrap().text;
    // After a win the level above, or the rating's own level where that is higher still.
    let next = 5.max(record.matching_level());
    assert!(
        notice.contains(&format!("Next, try Level {next}")),
        "{notice}"
    );
    let shown = format!("Your rating: {}", record.text());
    assert!(
        h.query_all_by_label_contains(&shown).count() >= 1,
        "{shown}"
    );
}

#[test]
fn a_game_with_a_take_back_or_a_hint_is_not_rated() {
    let mut h = rated_game_under_way();
    let plies = h.state().seen().game().game.ply_count();
    // A take-back asks first, like a hint (issue 44); kept rated, nothing is taken back.
    h.state_mut().send(MoveCommand::Undo);
    h.run();
    h.get_by_label("Keep the game rated").click();
    h.run();
    assert_eq!(h.state().seen().game().game.ply_count(), plies);
    h.get_by_label_contains("This game counts for your rating");
    h.state_mut().send(MoveCommand::Undo);
    h.run();
    h.get_by_label("Take it back").click();
    h.run();
    h.run();
    assert!(h.state().seen().game().game.ply_count() < plies);
    h.get_by_label_contains("This game is not rated: a move was taken back.");
    resign(&mut h);
    assert_eq!(h.state().seen().rating().record.games, 0);

    let mut h = rated_game_under_way();
    h.state_mut().send(EngineCommand::Hint);
    h.run();
    // A hint asks first, as every engine aid in a game that counts.
    h.get_by_label("Use a hint").click();
    // Stepped: the hint's search keeps the window repainting.
    h.step();
    h.step();
    // Until the hint is shown: the game is spoiled as it is asked, but the frames only settle once
    // its search is over (its arrow is new then), which under load can be many frames later.
    step_until(&mut h, Duration::from_secs(10), |app| {
        app.seen().engine_state().hint.is_some()
            && app
                .seen()
                .rating()
                .rated
                .as_ref()
                .is_some_and(|r| r.spoiled.is_some())
    });
    assert_eq!(
        h.state()
            .seen()
            .rating()
            .rated
            .as_ref()
            .and_then(|r| r.spoiled),
        Some("a hint was asked for")
    );
    h.run();
    h.get_by_label_contains("This game is not rated: a hint was asked for.");
    resign(&mut h);
    assert_eq!(h.state().seen().rating().record.games, 0);
}

#[test]
fn match_my_rating_picks_the_nearest_level() {
    let mut h = rated_game_under_way();
    h.state_mut().arrange().rating().record.rating.rating =
        f64::from(ardri_engine::skill::level_info(7).rating) + 10.0;
    h.run();
    h.get_by_label("Match my rating").click();
    h.run();
    h.run();
    assert_eq!(h.state().seen().settings().level, 7);
    // Changing the level in the middle of the game means it no longer counts.
    h.get_by_label_contains("This game is not rated: the level was changed during the game.");
}

/// A match against level 4 begun with the person attacking (the game under way discarded), and
/// its first game won by the person after their first move (the level's flag falls).
fn match_with_game_one_won() -> egui_kittest::Harness<'static, super::super::ArdRiApp> {
    use super::super::game::commands::{ConfirmChoice, FileCommand};
    let mut h = rated_game_under_way();
    h.state_mut()
        .send(super::super::rating::RatingCommand::NewMatch(
            Side::Attackers,
        ));
    h.run();
    // The game under way was not saved: "Save your changes?" first.
    h.state_mut()
        .send(FileCommand::Confirm(ConfirmChoice::Discard));
    h.run();
    h.run();
    assert_eq!(h.state().seen().settings().players, Players::YouAttack);
    h.get_by_label_contains("game 1 of 2, you play the attackers.");
    step_until(&mut h, Duration::from_secs(30), |app| {
        app.seen().game().game.ply_count() == 1
    });
    play(&mut h, &["d2e2"]);
    h.state_mut()
        .arrange()
        .game()
        .declare(Outcome {
            winner: Some(Side::Attackers),
            reason: EndReason::Timeout,
        })
        .unwrap();
    h.run();
    h.run();
    h
}

#[test]
fn a_match_swaps_the_sides_and_counts_once() {
    let mut h = match_with_game_one_won();
    assert_eq!(
        h.state().seen().rating().record.games,
        0,
        "a match counts once, at its end"
    );
    let notice = h.state().seen().notice().clone().unwrap().text;
    assert!(
        notice.starts_with("Game 1 of the match: you won."),
        "{notice}"
    );
    // Game 2, the sides swapped: the person loses it, faster than they won game 1.
    second_match_game_by(&mut h, "Next game of the match");
    h.state_mut()
        .arrange()
        .game()
        .declare(Outcome {
            winner: Some(Side::Attackers),
            reason: EndReason::Resignation,
        })
        .unwrap();
    h.run();
    h.run();
    let record = h.state().seen().rating().record.clone();
    assert_eq!(record.games, 1);
    let notice = h.state().seen().notice().clone().unwrap().text;
    // One win each; the level's win (a resignation before any move) was the faster: the level
    // takes the match.
    assert!(
        notice.starts_with(&format!(
            "You lost the match against {}, 1-1 (the level won on the tie-break: your win took ",
            ardri_engine::skill::level_info(4)
        )),
        "{notice}"
    );
    assert!(record.rating.rating < 1000.0, "{record:?}");
    assert!(h.state().seen().rating().two_game_match.is_none());
}

/// Clicks `button` after the match's first game (the game left unsaved, discarded) and checks the
/// match's second game is on: the sides swapped, the panel saying so.
fn second_match_game_by(
    h: &mut egui_kittest::Harness<'static, super::super::ArdRiApp>,
    button: &str,
) {
    use super::super::game::commands::{ConfirmChoice, FileCommand};
    h.get_by_label(button).click();
    h.run();
    h.state_mut()
        .send(FileCommand::Confirm(ConfirmChoice::Discard));
    h.run();
    h.run();
    assert_eq!(h.state().seen().settings().players, Players::YouDefend);
    h.get_by_label_contains("game 2 of 2, you play the defenders.");
}

/// After a match's first game, the rematch (same level, sides swapped) is the match's second game.
#[test]
fn a_rematch_after_a_matchs_first_game_is_its_second() {
    let mut h = match_with_game_one_won();
    second_match_game_by(&mut h, "Rematch: you play the defenders");
}

/// One rule for every engine aid in a game that counts: it asks first. Keeping the game rated
/// starts nothing; using the aid makes the game casual, and says why.
#[test]
fn an_engine_aid_in_a_rated_game_asks_first_and_makes_it_casual() {
    use super::super::explorer::Command as ExplorerCommand;
    use super::super::game::runtime::Waiting;
    let mut h = rated_game_under_way();
    h.state_mut().send(EngineCommand::ToggleAnalysis);
    h.run();
    assert!(matches!(
        h.state().seen().waiting(),
        Waiting::Question(ref q) if q.asker == "casual"
    ));
    assert!(
        !h.state().seen().engine_state().analysis,
        "nothing starts before the answer"
    );
    h.get_by_label("Keep the game rated").click();
    h.run();
    h.run();
    assert_eq!(h.state().seen().waiting(), Waiting::Idle);
    assert!(!h.state().seen().engine_state().analysis);
    assert!(h.state().seen().counts_now());
    // The explorer asks the same.
    h.state_mut().send(ExplorerCommand::Toggle);
    h.run();
    assert!(matches!(
        h.state().seen().waiting(),
        Waiting::Question(ref q) if q.asker == "casual"
    ));
    h.get_by_label("Use the opening explorer").click();
    // Stepped: the explorer reads its games on a worker, repainting until it has them.
    h.step();
    h.step();
    assert!(h.state().seen().features().explorer.books.is_some());
    assert_eq!(
        h.state()
            .seen()
            .rating()
            .rated
            .as_ref()
            .and_then(|r| r.spoiled),
        Some("the opening explorer was used")
    );
    h.get_by_label_contains("This game is not rated: the opening explorer was used");
    // Casual now: the analysis starts without asking (stepped, not run: a running analysis keeps
    // the window repainting).
    h.state_mut().send(EngineCommand::ToggleAnalysis);
    h.step();
    h.step();
    assert!(h.state().seen().engine_state().analysis);
    assert_eq!(h.state().seen().waiting(), Waiting::Idle);
}

/// Issue 38: a rated game under way when the program stops (no quit: as after `kill -9`) comes
/// back from the autosave still counting, with the line that says so; one that no longer counted
/// comes back not counting, for the same reason.
#[test]
fn a_restored_game_keeps_whether_it_counts() {
    use super::{FixedDialogs, build, settings_for, start_and_restore};
    let dir = tempfile::tempdir().unwrap();
    let autosave = dir.path().join("autosave.ron");
    let mut settings = settings_for(Players::YouDefend);
    settings.level = 4;
    let kept = |plies: usize, not_counted: Option<&str>| {
        let autosave = autosave.clone();
        let not_counted = not_counted.map(str::to_string);
        move |_: &super::super::ArdRiApp| {
            ardri_saves::load(&autosave).is_ok_and(|g| {
                g.game.ply_count() == plies
                    && g.rated.as_ref().is_some_and(|r| {
                        r.level == 4 && r.person == Side::Defenders && r.not_counted == not_counted
                    })
            })
        }
    };
    let mut h = build(
        settings.clone(),
        std::sync::Arc::new(FixedDialogs::default()),
        Some(autosave.clone()),
        [1100.0, 760.0],
    );
    play(&mut h, &["c3c2"]);
    step_until(&mut h, Duration::from_secs(30), kept(2, None));
    drop(h);
    let mut h = start_and_restore(settings.clone(), autosave.clone());
    assert_eq!(h.state().seen().game().game.ply_count(), 2);
    assert!(h.state().seen().counts_now());
    h.run();
    h.get_by_label_contains("This game counts for your rating against Level 4");

    // A hint: it no longer counts, and comes back so, for that reason.
    h.state_mut().send(EngineCommand::Hint);
    h.run();
    h.get_by_label("Use a hint").click();
    step_until(
        &mut h,
        Duration::from_secs(30),
        kept(2, Some("a hint was asked for")),
    );
    drop(h);
    let mut h = start_and_restore(settings, autosave);
    assert!(!h.state().seen().counts_now());
    h.run();
    h.get_by_label_contains("This game is not rated: a hint was asked for");
}

/// Issue 38: rated or casual is chosen in Game > New game before the game (rated by default), and
/// the panel says which; before the first move the game on the board follows the choice.
#[test]
fn rated_or_casual_is_chosen_in_the_new_game_menu() {
    let mut h = defending_against(4, false);
    h.run();
    h.get_by_label_contains("This game counts for your rating against Level 4");
    h.get_by_label("Game").click();
    h.run();
    h.get_by_label("New game").click();
    h.run();
    h.get_by_label("Rated (counts for your rating)").click();
    h.run();
    assert!(h.state().seen().settings().casual);
    // The menu stays open after the tick: the game is chosen next (issue 44).
    assert!(
        h.query_by_label_contains("Same sides").is_some(),
        "the menu stayed open"
    );
    h.get_by_label_contains("This game is not rated: you chose a casual game");
    assert!(!h.state().seen().counts_now());
}

/// Issue 44: after a kill in a rated game as the defenders against level 4, the person had chosen
/// the attackers and level 7 for new games. Behind the restore question nothing moves; the game
/// comes back with its own sides and level, still counting, and the engine plays the attackers.
#[test]
fn a_restored_game_keeps_its_sides_and_level_whatever_was_chosen_since() {
    use super::{FixedDialogs, build, settings_for, start_with_restore_offer};
    let dir = tempfile::tempdir().unwrap();
    let autosave = dir.path().join("autosave.ron");
    let mut settings = settings_for(Players::YouDefend);
    settings.level = 4;
    let mut h = build(
        settings,
        std::sync::Arc::new(FixedDialogs::default()),
        Some(autosave.clone()),
        [1100.0, 760.0],
    );
    play(&mut h, &["c3c2"]);
    step_until(&mut h, Duration::from_secs(30), |_| {
        ardri_saves::load(&autosave).is_ok_and(|g| g.game.ply_count() == 2)
    });
    drop(h);
    // Other sides and another level were chosen for new games since.
    let mut other = settings_for(Players::YouAttack);
    other.level = 7;
    let mut h = start_with_restore_offer(other, autosave);
    // Behind the question, the engine (now set to play the defenders) plays nothing.
    for _ in 0..20 {
        h.step();
    }
    assert_eq!(h.state().seen().game().game.ply_count(), 0, "nothing moved");
    h.get_by_label("Restore").click();
    h.run();
    let seen = h.state();
    assert_eq!(seen.seen().settings().players, Players::YouDefend);
    assert_eq!(seen.seen().settings().level, 4);
    assert_eq!(seen.seen().game().game.ply_count(), 2);
    h.run();
    assert!(h.state().seen().counts_now(), "still counts");
    h.get_by_label_contains("This game counts for your rating against Level 4");
    // The person (the defenders) is to move: the engine waits for them.
    for _ in 0..10 {
        h.step();
    }
    assert_eq!(h.state().seen().game().game.ply_count(), 2);
}
