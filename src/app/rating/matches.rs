//! Two-game matches, as tafl players play them: the person plays a level twice with the sides
//! swapped; whoever scores more wins, a tie is broken by the fewest moves needed to win, and the
//! match counts once in the rating (both sides played, so no side's advantage is counted).

use ardri_rules::Side;

use super::super::shell::i18n::tr;
use super::{WORDS, result_key};

/// One game of a match, from the person's view.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct MatchGame {
    pub person: Side,
    /// 1 a win, 1/2 a draw, 0 a loss.
    pub score: f64,
    /// Moves the game took (half-moves): for the tie-break, the winner's moves to win.
    pub plies: usize,
    /// Played through with no move taken back and no hint.
    pub rated: bool,
}

/// How a finished match came out for the person.
#[derive(Clone, Debug, PartialEq)]
pub struct MatchOutcome {
    pub person_points: f64,
    pub level_points: f64,
    /// 1 the person won the match, 1/2 drawn, 0 lost.
    pub score: f64,
    /// How the tie-break decided, when it was needed.
    pub tie_break: Option<String>,
}

/// A match against a level: its games so far.
#[derive(Clone, Debug, PartialEq)]
pub struct TwoGameMatch {
    pub level: u8,
    /// The side the person plays in the first game.
    pub first: Side,
    pub games: Vec<MatchGame>,
}

impl TwoGameMatch {
    pub fn new(level: u8, first: Side) -> TwoGameMatch {
        TwoGameMatch {
            level,
            first,
            games: Vec::new(),
        }
    }

    /// The side the person plays in the next game; `None` once both are played.
    pub fn next_side(&self) -> Option<Side> {
        match self.games.len() {
            0 => Some(self.first),
            1 => Some(self.first.opponent()),
            _ => None,
        }
    }

    /// Whether a game of `person` against `level` is the match's next one.
    pub fn expects(&self, person: Side, level: u8) -> bool {
        self.next_side() == Some(person) && level == self.level
    }

    pub fn record(&mut self, game: MatchGame) {
        if self.games.len() < 2 {
            self.games.push(game);
        }
    }

    /// Whether both games counted (the match then counts once in the rating).
    pub fn rated(&self) -> bool {
        self.games.len() == 2 && self.games.iter().all(|g| g.rated)
    }

    /// The result once both games are played.
    pub fn outcome(&self) -> Option<MatchOutcome> {
        let [one, two] = self.games.as_slice() else {
            return None;
        };
        let person_points = one.score + two.score;
        let level_points = 2.0 - person_points;
        let mut tie_break = None;
        let score = if person_points > level_points {
            1.0
        } else if person_points < level_points {
            0.0
        } else {
            // One win each: the faster win takes the match; otherwise it is drawn.
            let person_win = [one, two].into_iter().find(|g| g.score == 1.0);
            let level_win = [one, two].into_iter().find(|g| g.score == 0.0);
            match (person_win, level_win) {
                (Some(mine), Some(theirs)) if mine.plies != theirs.plies => {
                    let (score, winner) = if mine.plies < theirs.plies {
                        (1.0, "you")
                    } else {
                        (0.0, "level")
                    };
                    tie_break = Some(
                        tr!(
                            WORDS,
                            "rating-tie-break",
                            winner = winner,
                            mine = moves(mine.plies),
                            theirs = moves(theirs.plies)
                        )
                        .into_owned(),
                    );
                    score
                }
                _ => 0.5,
            }
        };
        Some(MatchOutcome {
            person_points,
            level_points,
            score,
            tie_break,
        })
    }

    /// What the Engine panel says of the match: the first game's result as soon as it is known
    /// (before the second starts), then the game to come.
    pub fn status(&self) -> String {
        let level = super::super::shell::rules::level_text(self.level);
        let first = self.games.first().map(|g| result_key(g.score));
        let status = match (first, self.next_side()) {
            (None, Some(side)) => tr!(
                WORDS,
                "rating-match-first",
                level = level,
                side = Side::name(side)
            ),
            (Some(first), Some(side)) => tr!(
                WORDS,
                "rating-match-second",
                level = level,
                first = first,
                side = Side::name(side)
            ),
            (_, None) => tr!(WORDS, "rating-match-played", level = level),
        };
        status.into_owned()
    }
}

/// The message at the end of a match.
pub fn outcome_message(m: &TwoGameMatch, outcome: &MatchOutcome) -> String {
    let result = result_key(outcome.score);
    let level = super::super::shell::rules::level_text(m.level);
    let score = format!(
        "{}-{}",
        points(outcome.person_points),
        points(outcome.level_points)
    );
    let message = match &outcome.tie_break {
        None => tr!(
            WORDS,
            "rating-match-outcome",
            result = result,
            level = level,
            points = score
        ),
        Some(tie_break) => tr!(
            WORDS,
            "rating-match-outcome-tie-break",
            result = result,
            level = level,
            points = score,
            tiebreak = tie_break.as_str()
        ),
    };
    message.into_owned()
}

/// A game's half-moves counted as moves (a move is one of each side): 21 for 41.
fn moves(plies: usize) -> usize {
    plies.div_ceil(2)
}

/// "1", "1½", "2".
fn points(p: f64) -> String {
    let whole = p.floor();
    if p - whole > 0.25 {
        if whole == 0.0 {
            "½".to_string()
        } else {
            format!("{whole}½")
        }
    } else {
        format!("{whole}")
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use ardri_engine::skill;

    fn game(person: Side, score: f64, plies: usize) -> MatchGame {
        MatchGame {
            person,
            score,
            plies,
            rated: true,
        }
    }

    #[test]
    fn the_sides_swap_and_more_points_win() {
        let mut m = TwoGameMatch::new(4, Side::Defenders);
        assert!(m.expects(Side::Defenders, 4));
        assert!(!m.expects(Side::Attackers, 4) && !m.expects(Side::Defenders, 5));
        assert!(m.status().ends_with("game 1 of 2, you play the defenders."));
        m.record(game(Side::Defenders, 1.0, 61));
        assert!(m.expects(Side::Attackers, 4));
        // Game 1's result is said before game 2 is named.
        let status = m.status();
        assert!(
            status.ends_with("game 1 you won; next, game 2 of 2, you play the attackers."),
            "{status}"
        );
        assert_eq!(m.outcome(), None);
        m.record(game(Side::Attackers, 0.5, 300));
        let outcome = m.outcome().unwrap();
        assert_eq!((outcome.score, outcome.tie_break.clone()), (1.0, None));
        assert_eq!(
            outcome_message(&m, &outcome),
            format!("You won the match against {}, 1½-½.", skill::level_info(4))
        );
        assert_eq!(m.next_side(), None);
    }

    #[test]
    fn one_win_each_goes_to_the_faster_win() {
        let mut m = TwoGameMatch::new(4, Side::Attackers);
        m.record(game(Side::Attackers, 1.0, 41)); // the person's win in 21 moves
        m.record(game(Side::Defenders, 0.0, 60)); // the level's win in 30
        let outcome = m.outcome().unwrap();
        assert_eq!(outcome.score, 1.0);
        assert_eq!(
            outcome.tie_break.as_deref(),
            Some("you won on the tie-break: your win took 21 moves, the level's 30 moves")
        );
        let mut m = TwoGameMatch::new(4, Side::Attackers);
        m.record(game(Side::Attackers, 1.0, 80));
        m.record(game(Side::Defenders, 0.0, 60));
        assert_eq!(m.outcome().unwrap().score, 0.0);
        // Equal wins, or two draws: drawn.
        let mut m = TwoGameMatch::new(4, Side::Attackers);
        m.record(game(Side::Attackers, 1.0, 60));
        m.record(game(Side::Defenders, 0.0, 60));
        assert_eq!(m.outcome().unwrap().score, 0.5);
        let mut m = TwoGameMatch::new(4, Side::Attackers);
        m.record(game(Side::Attackers, 0.5, 300));
        m.record(game(Side::Defenders, 0.5, 300));
        let outcome = m.outcome().unwrap();
        assert_eq!((outcome.score, outcome.tie_break), (0.5, None));
    }
}
