//! A level's games: each new game draws the level's misjudgements afresh, so a person who plays
//! the same moves again meets another game.

use super::super::game::settings::Players;
use super::*;
use std::time::Duration;

/// Level 1's reply to the same first move, over new games in one session, is not always the same
/// move (before, the engine kept the seed it was built with for every game of a session, and
/// answered the same moves with the same moves).
#[test]
fn a_new_game_at_the_same_level_is_another_game() {
    let mut settings = settings_for(Players::YouDefend);
    settings.level = 1;
    settings.casual = true;
    let mut h = harness_from(settings);
    let mut replies = Vec::new();
    for _ in 0..6 {
        play(&mut h, &["c3c2"]);
        step_until(&mut h, Duration::from_secs(30), |app| {
            app.seen().game().game.ply_count() == 2
        });
        replies.push(moves(&h)[1].clone());
        new_game_without_a_question(&mut h);
        settle(&mut h);
        assert_eq!(h.state().seen().game().game.ply_count(), 0);
    }
    replies.sort();
    replies.dedup();
    assert!(
        replies.len() >= 2,
        "level 1 answered c3-c2 with {replies:?} every time"
    );
}
