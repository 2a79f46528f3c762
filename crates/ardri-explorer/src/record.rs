//! A game for the explorer, and its one-line text form.
//!
//! The line is the result, then the moves in protocol notation, each optionally followed by `/` and
//! the engine's score of the position *before* that move from the attackers' view (`+35`, `-120`,
//! `A#3`, `D#2`): `A c3c2/+12 d5d4/-8 ...` for an attackers' win, `D ...` for a defenders' win,
//! `= ...` for a draw. Games always start from the standard position. Blank lines and lines
//! starting with `#` are skipped.

use std::fmt;
use std::str::FromStr;

use ardri_engine::Eval;
use ardri_rules::{Game, Move, Position, Rules, Side};

/// How a game ended, as the explorer counts it.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum GameResult {
    Win(Side),
    Draw,
}

/// Win/draw/loss counts of a set of games.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub struct Results {
    pub attackers: u32,
    pub draws: u32,
    pub defenders: u32,
}

impl Results {
    pub fn games(&self) -> u32 {
        self.attackers + self.draws + self.defenders
    }

    pub fn add(&mut self, result: GameResult) {
        match result {
            GameResult::Win(Side::Attackers) => self.attackers += 1,
            GameResult::Win(Side::Defenders) => self.defenders += 1,
            GameResult::Draw => self.draws += 1,
        }
    }

    /// The share of the games each way, in percent (zeros for no games); never over 100, however
    /// large the counts.
    pub fn percentages(&self) -> [f64; 3] {
        let counts = [self.attackers, self.draws, self.defenders].map(f64::from);
        let games = counts.iter().sum::<f64>().max(1.0);
        counts.map(|n| 100.0 * n / games)
    }
}

/// A finished game from the standard start: its moves, its result and, where known, the engine's
/// score of the position before each move.
#[derive(Clone, PartialEq, Debug)]
pub struct BookGame {
    pub moves: Vec<Move>,
    pub result: GameResult,
    /// One per move (or empty): the score of the position the move was played from.
    pub scores: Vec<Option<Eval>>,
}

/// What is wrong with a game line.
#[derive(Debug, thiserror::Error, PartialEq)]
pub enum LineError {
    #[error("the line is empty")]
    Empty,
    #[error("unknown result `{0}` (A, D or =)")]
    Result(String),
    #[error("move {ply}: `{text}` is not a legal move here")]
    IllegalMove { ply: usize, text: String },
    #[error("move {ply}: bad score `{text}`")]
    Score { ply: usize, text: String },
}

impl BookGame {
    /// The record of a finished game from the standard position with the default rules; `None`
    /// for a game from another start or under other rules, or one not yet over.
    pub fn from_game(game: &Game, scores: Vec<Option<Eval>>) -> Option<BookGame> {
        let standard = Position::start(Rules::default());
        if *game.rules() != Rules::default() || !game.start().same_placement(&standard) {
            return None;
        }
        if game.start().side_to_move() != standard.side_to_move() {
            return None;
        }
        let result = match game.outcome()?.winner {
            Some(side) => GameResult::Win(side),
            None => GameResult::Draw,
        };
        Some(BookGame {
            moves: game.moves().iter().map(|p| p.mv).collect(),
            result,
            scores,
        })
    }

    /// The positions the game passed through, the start first, each with the move played from it
    /// (`None` for the final position).
    pub fn positions(&self) -> impl Iterator<Item = (Position, Option<Move>)> + '_ {
        let mut position = Position::start(Rules::default());
        let mut next = 0;
        std::iter::from_fn(move || {
            if next > self.moves.len() {
                return None;
            }
            let here = position;
            let mv = self.moves.get(next).copied();
            if let Some(m) = mv {
                position.play_unchecked(m);
            }
            next += 1;
            Some((here, mv))
        })
    }
}

fn score_text(eval: Eval) -> String {
    match eval {
        Eval::Cp(cp) => format!("{cp:+}"),
        Eval::Win { side, moves } => {
            let letter = if side == Side::Attackers { 'A' } else { 'D' };
            format!("{letter}#{moves}")
        }
        Eval::Drawn => "=".into(),
    }
}

fn parse_score(text: &str) -> Option<Eval> {
    if text == "=" {
        return Some(Eval::Drawn);
    }
    if let Some((side, moves)) = text.split_once('#') {
        let side = match side {
            "A" => Side::Attackers,
            "D" => Side::Defenders,
            _ => return None,
        };
        return Some(Eval::Win {
            side,
            moves: moves.parse().ok()?,
        });
    }
    text.parse().ok().map(Eval::Cp)
}

impl fmt::Display for BookGame {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self.result {
            GameResult::Win(Side::Attackers) => "A",
            GameResult::Win(Side::Defenders) => "D",
            GameResult::Draw => "=",
        })?;
        for (i, m) in self.moves.iter().enumerate() {
            write!(f, " {m}")?;
            if let Some(Some(score)) = self.scores.get(i) {
                write!(f, "/{}", score_text(*score))?;
            }
        }
        Ok(())
    }
}

impl FromStr for BookGame {
    type Err = LineError;

    /// Reads a line written by `Display`; every move is checked against the rules.
    fn from_str(line: &str) -> Result<BookGame, LineError> {
        let mut words = line.split_whitespace();
        let result = match words.next().ok_or(LineError::Empty)? {
            "A" => GameResult::Win(Side::Attackers),
            "D" => GameResult::Win(Side::Defenders),
            "=" => GameResult::Draw,
            other => return Err(LineError::Result(other.into())),
        };
        let mut position = Position::start(Rules::default());
        let mut moves = Vec::new();
        let mut scores = Vec::new();
        for (i, word) in words.enumerate() {
            let ply = i + 1;
            let (move_text, score) = match word.split_once('/') {
                Some((m, s)) => (
                    m,
                    Some(parse_score(s).ok_or_else(|| LineError::Score {
                        ply,
                        text: s.into(),
                    })?),
                ),
                None => (word, None),
            };
            let illegal = || LineError::IllegalMove {
                ply,
                text: move_text.into(),
            };
            let m = position.parse_move(move_text).map_err(|_| illegal())?;
            position.play(m).map_err(|_| illegal())?;
            moves.push(m);
            scores.push(score);
        }
        if scores.iter().all(Option::is_none) {
            scores.clear();
        }
        Ok(BookGame {
            moves,
            result,
            scores,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_line_round_trips_with_its_scores() {
        let record: BookGame = "D c3c2/+12 b4b5/D#2 c2b2/=".parse().unwrap();
        assert_eq!(record.to_string().parse::<BookGame>(), Ok(record.clone()));
        assert_eq!(
            record.scores[1],
            Some(Eval::Win {
                side: Side::Defenders,
                moves: 2
            })
        );
    }

    #[test]
    fn bad_lines_say_what_is_wrong() {
        assert_eq!("".parse::<BookGame>(), Err(LineError::Empty));
        assert!(matches!("X".parse::<BookGame>(), Err(LineError::Result(_))));
        assert_eq!(
            "A a1a2".parse::<BookGame>(),
            Err(LineError::IllegalMove {
                ply: 1,
                text: "a1a2".into()
            })
        );
    }
}
