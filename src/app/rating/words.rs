//! What the rating says after a game, and the words its messages choose by (a side, a result, a
//! level), in the person's language.

use super::super::shell::i18n::tr;
use super::{PersonsRating, RatedResult, WORDS, suggested_level};

/// A score (1 a win, 1/2 a draw, 0 a loss) as the messages' selectors name it.
pub(super) fn result_key(score: f64) -> &'static str {
    if score > 0.75 {
        "won"
    } else if score < 0.25 {
        "lost"
    } else {
        "draw"
    }
}

/// A level as the level picker names it ("Level 4 · Starter · 1383"): the engine's words.
pub(super) fn level_words(level: u8) -> String {
    super::super::shell::rules::level_text(level)
}

/// The message after a rated game while the record's rating is not read (the record is opening
/// or could not be opened): the result, and that the rating moves once the game is kept.
pub fn result_without_rating(result: &RatedResult) -> String {
    tr!(
        WORDS,
        "rating-result-unrated",
        result = result_key(result.score),
        opponent = level_words(result.opponent.level)
    )
    .into_owned()
}

/// The message after a rated game, with the level to try next.
pub fn result_message(result: &RatedResult, record: &PersonsRating) -> String {
    let change = result.after - result.before;
    tr!(
        WORDS,
        "rating-result",
        result = result_key(result.score),
        opponent = level_words(result.opponent.level),
        rating = record.text(),
        change = format!("{change:+.0}"),
        next = level_words(suggested_level(result, record))
    )
    .into_owned()
}
