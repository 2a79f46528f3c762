//! The rematch through the contract (the handler and its menu entry) and in the window (the offer
//! at a game's end, taken and closed).

use egui_kittest::kittest::Queryable;

use ardri_rules::{Game, Position};

use super::super::game::commands::{Command as AppCommand, FileCommand};
use super::super::game::feature::{Feature, TestBed};
use super::super::game::settings::Players;
use super::super::tests::{defending_against, mark_saved, settle};
use super::*;

fn handle(rematch: &mut Rematch, players: Players, command: Command) -> Vec<AppCommand> {
    let mut bed = TestBed::new();
    bed.settings.players = players;
    bed.run(|cx| rematch.handle(command, cx))
}

#[test]
fn a_rematch_swaps_the_persons_side_and_keeps_the_rest() {
    let mut rematch = Rematch::default();
    for (players, next) in [
        (Players::YouAttack, Players::YouDefend),
        (Players::YouDefend, Players::YouAttack),
        (Players::BothSides, Players::BothSides),
    ] {
        assert_eq!(
            handle(&mut rematch, players, Command::Start),
            [AppCommand::from(FileCommand::NewGame(Some(next)))]
        );
    }
    let entries = rematch.menu();
    assert_eq!(entries.len(), 1);
    assert_eq!(entries[0].menu, Menu::Game);
    assert_eq!(entries[0].command, Command::Start.into());
}

/// A game the person (defending) lost: the attackers take the king on their first move, the
/// defender having stepped from `square`.
fn lost_game(defender: &str) -> Game {
    let start: Position = format!("7/2a4/1aka3/7/2a4/7/{defender} d").parse().unwrap();
    let mut game = Game::from_position(start);
    let from = if defender.starts_with('4') {
        "e1"
    } else {
        "f1"
    };
    let to = if from == "e1" { "e2" } else { "f2" };
    game.play_text(&format!("{from}{to}")).unwrap();
    game.play_text("c3c4").unwrap();
    assert!(game.is_over());
    game
}

fn offer_shown(h: &egui_kittest::Harness<'_, super::super::ArdRiApp>) -> bool {
    h.query_by_label_contains("Rematch: you play").is_some()
}

#[test]
fn the_offer_at_a_games_end_starts_the_rematch_or_goes_away() {
    let mut h = defending_against(2, false);
    settle(&mut h);
    assert!(!offer_shown(&h), "no offer while the game goes on");
    let metadata = h.state().seen().game().metadata.clone();
    let finish = |h: &mut egui_kittest::Harness<'_, super::super::ArdRiApp>, game: Game| {
        *h.state_mut().arrange().game() =
            super::super::game::session::Session::from_game(game, metadata.clone());
        settle(h);
    };
    finish(&mut h, lost_game("4d2"));
    assert!(offer_shown(&h), "offered once the game is over");
    // Beside the first start's welcome, its own "Not now": each button says whose it is.
    assert_eq!(h.query_all_by_label("No rematch").count(), 1);
    h.get_by_label("No rematch").click();
    settle(&mut h);
    assert!(!offer_shown(&h), "closed for this game");
    finish(&mut h, lost_game("4d2"));
    assert!(!offer_shown(&h), "the same game is not offered again");
    // Another finished game is offered again; taken, the person attacks in a new game.
    finish(&mut h, lost_game("5d1"));
    assert!(offer_shown(&h));
    mark_saved(&mut h);
    h.get_by_label("Rematch: you play the attackers").click();
    settle(&mut h);
    assert_eq!(h.state().seen().settings().players, Players::YouAttack);
    assert!(!h.state().seen().game().game.is_over(), "a new game");
    assert!(!offer_shown(&h));
}
