//! The evaluation bar's words (the widget is the game's: `play/bar.rs`): the engine's evaluation of the shown position turned into chances for the
//! players the review judges as (the game's players by default, or perfect play: the engine's own
//! view), or in a game against the engine the person's chances against the level: the bar is the
//! defenders' expected score, the number the side ahead's ("A 78%"), a forced win "A #3". Where
//! nothing is known the bar is empty, shows no number, and its tooltip says why.

use ardri_engine::{Eval, Judge, Ratings, Wdl};
use ardri_rules::{Outcome, Side};

use super::super::shell::i18n::percent;
use super::{WORDS, tr};

/// The number printed on the bar: the chance of the side ahead ("A 78%"), or a forced win ("A #3").
pub fn bar_text(eval: Eval, wdl: Wdl) -> String {
    match eval {
        Eval::Win { .. } => eval.to_string(),
        _ => wdl.to_string(),
    }
}

/// Which number the bar writes.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum BarNumber {
    /// The chance of the side ahead, or a forced win ("A 78%", "A #3").
    Chance,
    /// The engine's own score (View > Raw engine score).
    Raw,
    /// The chance alone, whatever the engine found (the person's own, while they play).
    ChanceOnly,
}

impl BarNumber {
    pub fn of(raw: bool, chance_only: bool) -> BarNumber {
        match (raw, chance_only) {
            (_, true) => BarNumber::ChanceOnly,
            (true, false) => BarNumber::Raw,
            (false, false) => BarNumber::Chance,
        }
    }

    /// The text for `eval` and its chances.
    pub fn text(self, eval: Eval, wdl: Wdl) -> String {
        match self {
            BarNumber::Chance => bar_text(eval, wdl),
            BarNumber::Raw => eval.to_string(),
            BarNumber::ChanceOnly => wdl.to_string(),
        }
    }
}

/// For whom chances hold, in words: "between perfect players (the engine's own view)", "for
/// attackers rated 1539 against defenders rated 1380".
pub fn judge_words(judge: &Judge) -> String {
    match judge {
        Judge::Engine => tr!(WORDS, "game-judge-engine").into(),
        Judge::Players(r) if r.attackers == r.defenders => {
            tr!(WORDS, "game-judge-equal", rating = r.attackers).into()
        }
        Judge::Players(Ratings {
            attackers: a,
            defenders: d,
        }) => tr!(WORDS, "game-judge-players", attackers = *a, defenders = *d).into(),
    }
}

/// What hovering the bar says: the chance and for whom it holds; the engine's score too, unless
/// only the chance may be shown.
pub fn bar_tooltip(eval: Eval, wdl: Wdl, whose: &str, number: BarNumber) -> String {
    let (chance, wdl) = (wdl.to_string(), wdl_text(wdl));
    let chance = tr!(
        WORDS,
        "game-bar-tip",
        chance = chance,
        whose = whose,
        wdl = wdl
    );
    match number {
        BarNumber::ChanceOnly => chance.into(),
        BarNumber::Chance | BarNumber::Raw => {
            format!(
                "{chance} {}",
                tr!(WORDS, "game-bar-engine-score", eval = eval.to_string())
            )
        }
    }
}

/// Win, draw and loss in words, for tooltips.
pub fn wdl_text(wdl: Wdl) -> String {
    let [attackers, draw, defenders] =
        [wdl.attackers, wdl.draw, wdl.defenders].map(|p| percent(p * 100.0, 0));
    tr!(
        WORDS,
        "game-wdl",
        attackers = attackers,
        draw = draw,
        defenders = defenders
    )
    .into()
}

/// The text on the bar at the end of a game.
pub fn result_text(outcome: Outcome) -> std::borrow::Cow<'static, str> {
    match outcome.winner {
        Some(Side::Attackers) => tr!(WORDS, "game-attackers-won"),
        Some(Side::Defenders) => tr!(WORDS, "game-defenders-won"),
        None => tr!(WORDS, "game-draw"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_number_names_the_side_ahead() {
        let wdl = Wdl {
            attackers: 0.7,
            draw: 0.16,
            defenders: 0.14,
        };
        assert_eq!(bar_text(Eval::Cp(900), wdl), "A 78%");
        assert_eq!(
            wdl_text(wdl),
            "attackers win 70%, draw 16%, defenders win 14%"
        );
        let won = Eval::Win {
            side: Side::Attackers,
            moves: 3,
        };
        assert_eq!(bar_text(won, Wdl::won_by(Side::Attackers)), "A #3");
        let escaped = Outcome {
            winner: Some(Side::Defenders),
            reason: ardri_rules::EndReason::KingEscaped,
        };
        assert_eq!(result_text(escaped), "D won");
    }

    #[test]
    fn while_the_person_plays_the_bar_shows_the_chance_and_nothing_more() {
        // The engine found a forced win in 4 for the attackers; the person's chance is 86%.
        let won = Eval::Win {
            side: Side::Attackers,
            moves: 4,
        };
        let wdl = Wdl {
            attackers: 0.84,
            draw: 0.04,
            defenders: 0.12,
        };
        assert_eq!(BarNumber::of(false, false).text(won, wdl), "A #4");
        assert_eq!(BarNumber::of(true, false).text(won, wdl), "A #4");
        assert_eq!(BarNumber::of(false, true).text(won, wdl), "A 86%");
        assert_eq!(BarNumber::of(true, true).text(won, wdl), "A 86%");
        let whose = "for attackers rated 1000 against defenders rated 918";
        let tip = bar_tooltip(won, wdl, whose, BarNumber::ChanceOnly);
        assert!(tip.contains(whose) && tip.starts_with("A 86%"), "{tip}");
        assert!(!tip.contains('#') && !tip.contains("Engine score"), "{tip}");
        assert!(bar_tooltip(won, wdl, whose, BarNumber::Chance).contains("Engine score A #4"));
    }
}
