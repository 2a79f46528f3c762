//! The rating's own commands: a two-game match and its next game, and what the record tells of
//! the person's rating.

use super::super::game::record_service::RatingNews;

#[derive(Clone, Debug, PartialEq)]
pub enum RatingCommand {
    /// A two-game match against the level, sides swapped: the person plays this side first.
    NewMatch(ardri_rules::Side),
    /// The second game of the match, with the sides swapped.
    NextMatchGame,
    /// The engine's level becomes the one nearest the person's rating.
    MatchMyRating,
    /// The record's news of the person's rating (the answer the rating gave it at the start).
    Record(RatingNews),
}
