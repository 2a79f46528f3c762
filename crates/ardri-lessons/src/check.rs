//! Playing an exercise: each move is played by the rules core, and after each one the exercise is
//! done (with its stars), going on, or failed with its reason, as data ([`Failure`]: the app says it
//! in the learner's language; its `Display` says it in English).

use ardri_rules::{
    Bitboard, EndReason, Game, IllegalMove, Move, Piece, Played, Position, Side, Square,
};

use crate::{Exercise, Goal, reply};

/// Where an attempt at an exercise stands.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Standing {
    /// The goal is reached: 3 stars at par, 2 a little over it, 1 otherwise (see [`stars`]).
    Done { stars: u8 },
    /// Not yet: the learner (or the opponent) plays on.
    Going,
    /// The attempt cannot succeed any more; the reason, for the learner.
    Failed(Failure),
}

/// Why an attempt cannot succeed any more.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Failure {
    /// A move of the attempt is not legal where it is played ([`check`]).
    Illegal { mv: Move, reason: IllegalMove },
    /// The opponent (`by`) took `count` of the learner's pieces, on `squares`.
    PieceTaken {
        by: Side,
        count: u32,
        squares: Bitboard,
    },
    /// At a stop-escape's end the king stands beside a corner.
    KingBesideCorner,
    /// At a stop-escape's end the king can still walk to `corners`.
    WayOpen { corners: Bitboard },
    /// The learner won the game another way (`reason`) than the exercise asks (`goal_text`).
    WonOtherwise {
        reason: EndReason,
        goal_text: &'static str,
    },
    /// The game ended against the learner (`learner_to_move`: the learner had no move left).
    Ended {
        reason: EndReason,
        learner_to_move: bool,
    },
}

impl std::fmt::Display for Failure {
    /// The reason in English.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Failure::Illegal { mv, reason } => write!(f, "{mv}: {reason}"),
            Failure::PieceTaken { by, count, squares } => {
                let learner = by.opponent();
                write!(
                    f,
                    "The {by} took your {} on {}.",
                    piece_word(learner, *count),
                    squares_text(*squares)
                )
            }
            Failure::KingBesideCorner => f.write_str(
                "The king stands next to a corner and will reach it with his next move.",
            ),
            Failure::WayOpen { corners } => {
                let plural = if corners.count() == 1 { "" } else { "s" };
                write!(
                    f,
                    "The king is not walled in: he can still walk to the corner{plural} {}.",
                    squares_text(*corners)
                )
            }
            Failure::WonOtherwise { reason, goal_text } => write!(
                f,
                "You won the game ({}), but this exercise asks something else: {goal_text}",
                reason.describe()
            ),
            Failure::Ended {
                reason,
                learner_to_move,
            } => f.write_str(ending_words(*reason, *learner_to_move)),
        }
    }
}

impl Standing {
    /// Whether the attempt is over, done or failed.
    pub fn is_over(&self) -> bool {
        !matches!(self, Standing::Going)
    }
}

/// The stars for reaching the goal with `used` moves of the learner where `par` would do: 3 at
/// par (or under), 2 up to a third of par more (at least one move more), 1 beyond.
pub fn stars(par: u32, used: u32) -> u8 {
    if used <= par {
        3
    } else if used <= par + 1 + par / 3 {
        2
    } else {
        1
    }
}

/// How `moves` (the learner's moves and the opponent's replies, in order, from the exercise's
/// position) stand against the exercise's goal. A move that is not legal where it is played fails
/// the attempt with the rules' reason; moves after the attempt is over are ignored.
pub fn check(exercise: &Exercise, moves: &[Move]) -> Standing {
    let mut attempt = Attempt::new(exercise);
    for &m in moves {
        if attempt.progress().is_over() {
            break;
        }
        if let Err(reason) = attempt.play(m) {
            return Standing::Failed(Failure::Illegal { mv: m, reason });
        }
    }
    attempt.progress().clone()
}

/// An attempt in progress: the game from the exercise's position, and where it stands. The app
/// plays the learner's moves and the replies ([`Attempt::next_reply`]) through it.
#[derive(Clone, Debug)]
pub struct Attempt<'a> {
    exercise: &'a Exercise,
    game: Game,
    /// For a capture goal: where the pieces still to be taken stand now.
    targets: Bitboard,
    /// For a bring goal: where the learner's piece to bring stands now.
    carried: Option<Square>,
    /// How many of the opponent's pieces the learner has captured.
    taken: u32,
    progress: Standing,
}

impl<'a> Attempt<'a> {
    /// A fresh attempt: the exercise's position, no move played.
    pub fn new(exercise: &'a Exercise) -> Attempt<'a> {
        let targets = match &exercise.goal {
            Goal::Capture(squares) => squares.iter().copied().collect(),
            _ => Bitboard::EMPTY,
        };
        let carried = match exercise.goal {
            Goal::Bring { from, .. } => Some(from),
            _ => None,
        };
        Attempt {
            exercise,
            game: Game::from_position(exercise.position),
            targets,
            carried,
            taken: 0,
            progress: Standing::Going,
        }
    }

    pub fn exercise(&self) -> &'a Exercise {
        self.exercise
    }

    /// The game so far (its position, moves and result).
    pub fn game(&self) -> &Game {
        &self.game
    }

    pub fn progress(&self) -> &Standing {
        &self.progress
    }

    /// How many moves the learner has made.
    pub fn learner_moves(&self) -> u32 {
        self.game.ply_count().div_ceil(2) as u32
    }

    /// Whether it is the learner's turn (and the attempt goes on).
    pub fn learners_turn(&self) -> bool {
        !self.progress.is_over() && self.game.position().side_to_move() == self.exercise.learner
    }

    /// For a capture goal, the squares where the pieces still to be taken stand now.
    pub fn targets(&self) -> Bitboard {
        self.targets
    }

    /// The opponent's next move: the solution's reply while the game has followed the solution,
    /// otherwise [`reply`]'s. `None` on the learner's turn or when the attempt is over.
    pub fn next_reply(&self) -> Option<Move> {
        if self.progress.is_over() || self.learners_turn() {
            return None;
        }
        let played = self.game.moves();
        let on_the_line = played
            .iter()
            .zip(&self.exercise.solution)
            .all(|(p, &m)| p.mv == m);
        match self.exercise.solution.get(played.len()) {
            Some(&m) if on_the_line => Some(m),
            _ => reply(self.game.position()),
        }
    }

    /// Plays the next move, whichever side's turn it is, and returns where the attempt stands. An
    /// illegal move, or any move once the attempt is over, is refused and changes nothing.
    pub fn play(&mut self, m: Move) -> Result<Standing, IllegalMove> {
        if self.progress.is_over() {
            return Err(IllegalMove::GameOver);
        }
        let by_learner = self.game.position().side_to_move() == self.exercise.learner;
        let played = self.game.play(m)?;
        self.progress = self.judge(played, by_learner);
        Ok(self.progress.clone())
    }

    fn judge(&mut self, played: Played, by_learner: bool) -> Standing {
        let learner = self.exercise.learner;
        if by_learner {
            self.targets &= !played.captured;
            self.taken += played.captured.count();
            if self.carried == Some(played.mv.from) {
                self.carried = Some(played.mv.to);
            }
        } else {
            if self.targets.contains(played.mv.from) {
                self.targets ^= played.mv.from.bitboard() | played.mv.to.bitboard();
            }
            if played.captured.any() {
                return Standing::Failed(Failure::PieceTaken {
                    by: learner.opponent(),
                    count: played.captured.count(),
                    squares: played.captured,
                });
            }
        }
        let position = *self.game.position();
        let outcome = self.game.outcome();
        let used = self.learner_moves();
        let reached = match &self.exercise.goal {
            Goal::Bring { to, .. } => by_learner && self.carried == Some(*to),
            Goal::Capture(_) => self.targets.is_empty(),
            Goal::TakeAny { count } => self.taken >= *count,
            Goal::CaptureKing => played.king_captured,
            Goal::Escape => played.king_escaped,
            Goal::Block => {
                by_learner && outcome.is_some_and(|o| o.reason == EndReason::NoLegalMove)
            }
            Goal::Repetition => outcome.is_some_and(|o| o.reason == EndReason::Repetition),
            Goal::StopEscape { moves } => {
                let last = !by_learner
                    && self.game.ply_count() == 2 * *moves as usize
                    && outcome.is_none();
                if last && !king_walled_in(&position) {
                    return Standing::Failed(open_way(&position));
                }
                last
            }
        };
        if reached {
            return Standing::Done {
                stars: stars(self.exercise.par, used),
            };
        }
        match outcome {
            None => Standing::Going,
            // Capturing the king or leaving him no move stops him for good.
            Some(o)
                if o.winner == Some(learner)
                    && matches!(self.exercise.goal, Goal::StopEscape { .. }) =>
            {
                Standing::Done {
                    stars: stars(self.exercise.par, used),
                }
            }
            Some(o) if o.winner == Some(learner) => Standing::Failed(Failure::WonOtherwise {
                reason: o.reason,
                goal_text: self.exercise.goal_text,
            }),
            Some(o) => Standing::Failed(Failure::Ended {
                reason: o.reason,
                learner_to_move: position.side_to_move() == learner,
            }),
        }
    }
}

/// The squares the king can reach from where he stands, step by step, through squares where no
/// attacker stands: empty squares, the throne, the corners, and his own defenders' squares (they
/// can step aside). A defender does not wall him in; only attackers do.
pub fn king_ways(position: &Position) -> Bitboard {
    let open = !position.attackers();
    let mut reach = position.king();
    loop {
        let more = reach | (reach.neighbours() & open);
        if more == reach {
            return reach;
        }
        reach = more;
    }
}

/// Whether the king is walled in: no corner can be reached from his square, step by step, without
/// running into an attacker (see [`king_ways`]). The goal of a `stop-escape` exercise.
pub fn king_walled_in(position: &Position) -> bool {
    !king_ways(position).intersects(Bitboard::CORNERS)
}

/// Why a stop-escape failed at its end: the king beside a corner, or a way still open.
fn open_way(position: &Position) -> Failure {
    if position.king_escape_squares().any() {
        return Failure::KingBesideCorner;
    }
    Failure::WayOpen {
        corners: king_ways(position) & Bitboard::CORNERS,
    }
}

/// "defender", "attackers"...: the learner's ordinary pieces.
fn piece_word(learner: Side, count: u32) -> String {
    let piece = match learner {
        Side::Attackers => Piece::Attacker,
        Side::Defenders => Piece::Defender,
    };
    if count == 1 {
        piece.to_string()
    } else {
        format!("{piece}s")
    }
}

/// `c4`, `c4 and e4`, `c4, e4 and d5`.
pub(crate) fn squares_text(squares: Bitboard) -> String {
    let names: Vec<String> = squares.map(|sq: Square| sq.to_string()).collect();
    match names.as_slice() {
        [] => String::new(),
        [one] => one.clone(),
        [rest @ .., last] => format!("{} and {last}", rest.join(", ")),
    }
}

/// Why the game ended against the learner, in plain English.
fn ending_words(reason: EndReason, learner_to_move: bool) -> &'static str {
    match reason {
        EndReason::KingEscaped => "The king escaped to a corner.",
        EndReason::KingCaptured => "The king was captured.",
        EndReason::NoLegalMove if learner_to_move => {
            "You have no legal move left, and a side that cannot move loses."
        }
        EndReason::NoLegalMove => "The other side cannot move.",
        EndReason::Repetition => "The same position came a third time: the game is drawn.",
        EndReason::Resignation | EndReason::Timeout => "The game is over.",
    }
}
