//! Why a move was an error, in plain words: what the rules see one move ahead (the king captured or
//! escaping, a piece left to be taken, a capture missed) and what the search proved (a forced win
//! let go, a forced loss allowed), and the better move's idea. Nothing here guesses: a reason is
//! given only when the position or the searched evaluation shows it.
//!
//! Reasons and ideas are data (the moves and squares they are about): the app says them in the
//! person's language; `text` and `lines` say them in English, as the command-line tool prints them.

use ardri_rules::{Bitboard, Move, Piece, Position, Side};

use crate::score::Eval;

/// How a move wins on the spot.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum WinAtOnce {
    /// The attackers capture the king.
    KingCaptured,
    /// The king reaches a corner.
    KingEscapes,
}

/// One reason a move was an error.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Reason {
    /// The opponent wins with its next move, `reply`: it captures the king, or the king escapes.
    LosesAtOnce { reply: Move, how: WinAtOnce },
    /// The mover could have won with this move, `win`.
    MissedWinAtOnce { win: Move, how: WinAtOnce },
    /// The search had a forced win for the mover in this many moves; after the move it has none.
    MissedForcedWin { moves: u32 },
    /// After the move the opponent wins by force in this many moves (more than one).
    AllowsForcedLoss { moves: u32 },
    /// `reply` takes the mover's pieces on `squares`, which the better move would not have left.
    LeavesPieces { reply: Move, squares: Bitboard },
    /// The better move, `capture`, took the pieces on `squares`; this one took fewer.
    MissedCapture { capture: Move, squares: Bitboard },
}

/// What the better move does, from what it does on the board or what the search proved.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Idea {
    /// It captures the king.
    CapturesKing,
    /// The king escapes with it.
    KingEscapes,
    /// It wins by force in this many moves.
    ForcedWin { moves: u32 },
    /// It takes the pieces on `squares`.
    Takes { squares: Bitboard },
    /// It keeps the opponent from winning on the spot (the king from the corner, or from being
    /// captured).
    StopsWinAtOnce,
    /// None of these: the engine's choice.
    EnginesChoice,
}

/// The better move and its idea.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct BetterMove {
    pub mv: Move,
    pub idea: Idea,
}

/// A move's error explained: its reasons (the gravest first) and the better move's idea.
#[derive(Clone, PartialEq, Debug)]
pub struct Explanation {
    pub reasons: Vec<Reason>,
    /// The better move and its idea, when there is a better move.
    pub better: Option<BetterMove>,
}

/// A move of `position` that wins at once (the king captured, or escaped), if there is one.
fn winning_move(position: &Position) -> Option<(Move, WinAtOnce)> {
    if position.is_decided_on_board() {
        return None;
    }
    position.legal_moves().iter().find_map(|&m| {
        let played = position.after_played(m);
        if played.king_captured {
            Some((m, WinAtOnce::KingCaptured))
        } else if played.king_escaped {
            Some((m, WinAtOnce::KingEscapes))
        } else {
            None
        }
    })
}

/// Every square of the side to move's opponent a single move of the side to move can capture,
/// and the reply taking the most of `wanted` (`None` when it takes none).
fn capturable(position: &Position, wanted: Bitboard) -> (Bitboard, Option<(Move, Bitboard)>) {
    let mut all = Bitboard::EMPTY;
    let mut best: Option<(Move, Bitboard)> = None;
    for &m in position.legal_moves().iter() {
        let taken = position.after_played(m).captured;
        all |= taken;
        let hit = taken & wanted;
        if hit.any() && best.is_none_or(|(_, b)| hit.count() > b.count()) {
            best = Some((m, hit));
        }
    }
    (all, best)
}

/// Why `played` was an error in `before`, given the evaluations (attackers' view) of the position
/// before it (whose best move is `best`) and after it. The move must be legal.
pub fn explain(
    before: &Position,
    played: Move,
    best: Option<Move>,
    eval_before: Eval,
    eval_after: Eval,
) -> Explanation {
    let mover = before.side_to_move();
    let opponent = mover.opponent();
    let after = before.after_unchecked(played);
    let played_info = before.after_played(played);
    let best = best.filter(|&b| b != played && before.is_legal(b));
    let after_best = best.map(|b| before.after_unchecked(b));
    let mut reasons = Vec::new();

    let wins_now = played_info.king_captured || played_info.king_escaped;
    if !wins_now && let Some((win, how)) = winning_move(before) {
        reasons.push(Reason::MissedWinAtOnce { win, how });
    }
    let best_also_loses = after_best
        .as_ref()
        .is_some_and(|p| winning_move(p).is_some());
    if !wins_now
        && !best_also_loses
        && let Some((reply, how)) = winning_move(&after)
    {
        reasons.push(Reason::LosesAtOnce { reply, how });
    }
    let lost_before = matches!(eval_before, Eval::Win { side, .. } if side == opponent);
    match (eval_before, eval_after) {
        (Eval::Win { side, moves }, after_eval)
            if side == mover
                && moves > 1
                && !matches!(after_eval, Eval::Win { side, .. } if side == mover) =>
        {
            reasons.push(Reason::MissedForcedWin { moves });
        }
        _ => {}
    }
    if let Eval::Win { side, moves } = eval_after
        && side == opponent
        && moves > 1
        && !lost_before
    {
        reasons.push(Reason::AllowsForcedLoss { moves });
    }
    // Pieces left to be taken: what the opponent can capture after the move and not after the
    // better one (no better move known: nothing to compare with, so nothing said).
    if let Some(after_best) = &after_best
        && !wins_now
    {
        let mine = after.side_pieces(mover) & !after.king();
        let (spared, _) = capturable(after_best, Bitboard::ALL);
        let (_, reply) = capturable(&after, mine & !spared);
        if let Some((reply, squares)) = reply {
            reasons.push(Reason::LeavesPieces { reply, squares });
        }
    }
    if let Some(b) = best {
        let taken = before.after_played(b).captured;
        if taken.count() > played_info.captured.count() {
            reasons.push(Reason::MissedCapture {
                capture: b,
                squares: taken,
            });
        }
    }
    let better = best.map(|mv| BetterMove {
        mv,
        idea: idea(before, mv, eval_before),
    });
    Explanation { reasons, better }
}

/// The better move's idea, from what it does on the board or what the search proved.
fn idea(before: &Position, best: Move, eval_before: Eval) -> Idea {
    let mover = before.side_to_move();
    let info = before.after_played(best);
    if info.king_captured {
        return Idea::CapturesKing;
    }
    if info.king_escaped {
        return Idea::KingEscapes;
    }
    if let Eval::Win { side, moves } = eval_before
        && side == mover
    {
        return Idea::ForcedWin { moves };
    }
    if info.captured.any() {
        return Idea::Takes {
            squares: info.captured,
        };
    }
    let after = before.after_unchecked(best);
    if winning_move(&before.with_side_to_move(mover.opponent())).is_some()
        && winning_move(&after).is_none()
    {
        return Idea::StopsWinAtOnce;
    }
    Idea::EnginesChoice
}

impl BetterMove {
    /// The idea in one line of English; `before` is the position the error was played in.
    pub fn text(&self, before: &Position) -> String {
        let text = before.display_move(self.mv);
        match self.idea {
            Idea::CapturesKing => format!("Better was {text}, capturing the king."),
            Idea::KingEscapes => format!("Better was {text}: the king escapes."),
            Idea::ForcedWin { moves } => format!("Better was {text}, winning by force in {moves}."),
            Idea::Takes { squares } => {
                format!(
                    "Better was {text}, taking {}.",
                    pieces_text(before, squares)
                )
            }
            Idea::StopsWinAtOnce => {
                let threat = match before.side_to_move() {
                    Side::Attackers => "keeping the king from the corner",
                    Side::Defenders => "keeping the king from being captured",
                };
                format!("Better was {text}, {threat}.")
            }
            Idea::EnginesChoice => format!("Better was {text}, the engine's choice."),
        }
    }
}

fn side_name(side: Side) -> &'static str {
    match side {
        Side::Attackers => "attackers",
        Side::Defenders => "defenders",
    }
}

/// "the attacker on c5", "the defenders on c4 and d5".
fn pieces_text(position: &Position, squares: Bitboard) -> String {
    let names: Vec<String> = squares.map(|sq| sq.to_string()).collect();
    let one = squares.count() == 1;
    let kind = match squares
        .into_iter()
        .next()
        .and_then(|sq| position.piece_at(sq))
    {
        Some(Piece::Attacker) if one => "attacker",
        Some(Piece::Attacker) => "attackers",
        _ if one => "defender",
        _ => "defenders",
    };
    let list = match names.as_slice() {
        [] => String::new(),
        [one] => one.clone(),
        [rest @ .., last] => format!("{} and {last}", rest.join(", ")),
    };
    format!("the {kind} on {list}")
}

impl Reason {
    /// The reason in plain words; `before` is the position the move was played in.
    pub fn text(&self, before: &Position, played: Move) -> String {
        let mover = before.side_to_move();
        let after = before.after_unchecked(played);
        match *self {
            Reason::LosesAtOnce { reply, how } => {
                if how == WinAtOnce::KingCaptured {
                    format!(
                        "This lets the attackers capture the king with {}.",
                        after.display_move(reply)
                    )
                } else {
                    format!(
                        "This lets the king escape with {}.",
                        after.display_move(reply)
                    )
                }
            }
            Reason::MissedWinAtOnce { win, how } => {
                let how = if how == WinAtOnce::KingCaptured {
                    "captures the king"
                } else {
                    "takes the king to the corner"
                };
                format!(
                    "This misses a win on the spot: {} {how}.",
                    before.display_move(win)
                )
            }
            Reason::MissedForcedWin { moves } => {
                format!("This lets a forced win in {moves} slip away.")
            }
            Reason::AllowsForcedLoss { moves } => format!(
                "This gives the {} a forced win in {moves}.",
                side_name(mover.opponent())
            ),
            Reason::LeavesPieces { reply, squares } => format!(
                "This leaves {} to be taken by {}.",
                pieces_text(&after, squares),
                after.display_move(reply)
            ),
            Reason::MissedCapture { capture, squares } => format!(
                "This misses taking {} with {}.",
                pieces_text(before, squares),
                before.display_move(capture)
            ),
        }
    }
}

impl Explanation {
    /// Every line to show: the reasons, then the better move's idea.
    pub fn lines(&self, before: &Position, played: Move) -> Vec<String> {
        self.reasons
            .iter()
            .map(|r| r.text(before, played))
            .chain(self.better.map(|b| b.text(before)))
            .collect()
    }
}

#[cfg(test)]
mod tests;
