//! Rematch: at the end of a game against the engine, the same level and clock again with the sides
//! swapped, as tafl players do (after a match's first game it is the match's second). A feature on
//! the contract, added as CONTRIBUTING's "Adding a feature" says: this folder, one line in the
//! root's list (`features.rs`) and a `mod` line; its offer heads the side panel
//! (`panel_part`), its entry in the Game menu comes from its own `menu`.

use ardri_rules::Side;
use egui::RichText;

use super::game::board_holder::BoardHolder;
use super::game::commands::FileCommand;
use super::game::feature::{Context, Feature, Menu, MenuEntry, PanelContext, PanelSlot};
use super::game::session::Session;
use super::game::settings::Players;
use super::shell::i18n::{Words, tr, words};

/// The rematch's words, in each language (`i18n/`).
pub static WORDS: Words = words!("rematch");

#[cfg(test)]
mod tests;

/// Its name, as the root's list says it.
pub const NAME: &str = "rematch";

/// The offer's state: which finished game's offer the person closed.
#[derive(Default)]
pub struct Rematch {
    /// The finished game whose offer was closed (its end position's hash and length): it is not
    /// offered again for that game.
    dismissed: Option<GameEnd>,
}

/// A finished game, told apart by where and when it ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct GameEnd {
    hash: u64,
    plies: usize,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Command {
    /// A new game with the sides swapped, at the same level and clock (asks first when the game
    /// on the board is unsaved, as any new game does).
    Start,
    /// No rematch: the offer for this game is closed.
    Dismiss(GameEnd),
}

/// Who plays which side in a rematch: the person's side swapped. Two people at one board, or the
/// engine against itself, play again as they were.
pub fn swapped(players: Players) -> Players {
    match players {
        Players::YouAttack => Players::YouDefend,
        Players::YouDefend => Players::YouAttack,
        other => other,
    }
}

/// The game just finished, if a rematch is offered for it: the person played one side against
/// the engine from the start to its end, and the board shows that game (not a lent one).
fn offered(players: Players, session: &Session, board: &BoardHolder) -> Option<GameEnd> {
    let against_engine = matches!(players, Players::YouAttack | Players::YouDefend);
    (against_engine && session.game.is_over() && !session.for_study && board.lease().is_none())
        .then(|| GameEnd {
            hash: session.game.position().hash(),
            plies: session.game.ply_count(),
        })
}

/// The side the person plays next, as the offer's selector names it ("attackers", "defenders").
fn next_side(players: Players) -> &'static str {
    match swapped(players) {
        Players::YouAttack => Side::Attackers.name(),
        _ => Side::Defenders.name(),
    }
}

impl Feature for Rematch {
    type Command = Command;
    const NAME: &'static str = NAME;

    fn handle(&mut self, command: Command, cx: &mut Context<'_>) {
        match command {
            Command::Start => {
                cx.ask(FileCommand::NewGame(Some(swapped(cx.settings().players))));
            }
            Command::Dismiss(end) => self.dismissed = Some(end),
        }
    }

    fn menu(&self) -> Vec<MenuEntry> {
        vec![MenuEntry {
            menu: Menu::Game,
            label: tr!(WORDS, "rematch-menu"),
            command: Command::Start.into(),
            enabled: true,
        }]
    }

    /// The offer heads the side panel once the game is over, beside the moves and the result
    /// (over the board it hid the header's result at small sizes).
    fn panel_part(
        &mut self,
        place: PanelSlot,
        ui: &mut egui::Ui,
        cx: &mut PanelContext<'_>,
    ) -> bool {
        if place != PanelSlot::Top {
            return false;
        }
        let Some(end) = offered(cx.settings.players, cx.session, cx.board) else {
            return false;
        };
        if self.dismissed == Some(end) {
            return false;
        }
        ui.horizontal_wrapped(|ui| {
            let label = tr!(
                WORDS,
                "rematch-offer",
                side = next_side(cx.settings.players)
            );
            if ui
                .button(RichText::new(label).strong())
                .on_hover_text(tr!(WORDS, "rematch-offer-tip"))
                .clicked()
            {
                cx.commands.push(Command::Start);
            }
            if ui.button(tr!(WORDS, "rematch-decline")).clicked() {
                cx.commands.push(Command::Dismiss(end));
            }
        });
        true
    }
}
