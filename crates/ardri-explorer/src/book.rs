//! The explorer's compact, read-only form: sorted fixed-size records, searched in place.
//!
//! Layout (little-endian):
//! - a 32-byte header: the magic `ARDRIEXP`, the format version (u32), the games counted (u32), the
//!   number of positions (u32) and of moves (u32), 8 bytes reserved;
//! - the positions sorted by hash, 28 bytes each: hash (u64), attackers' wins, draws, defenders'
//!   wins (u32 each), the index of the first move (u32), the number of moves (u16), the score (i16);
//! - the moves, 16 bytes each: the move (u16, as `Move::to_u16`), the score of the position it
//!   leads to (i16), attackers' wins, draws, defenders' wins (u32 each).
//!
//! Scores are stored from the attackers' view: centi-pieces within ±20,000, `30,000 - n` for an
//! attackers' win in n moves (negated for the defenders), and two sentinels for "drawn" and "none".

use std::borrow::Cow;

use ardri_engine::Eval;
use ardri_rules::{Move, Position, Side};

use crate::record::Results;

const MAGIC: &[u8; 8] = b"ARDRIEXP";
pub const FORMAT_VERSION: u32 = 1;
const HEADER_BYTES: usize = 32;
const POSITION_BYTES: usize = 28;
const MOVE_BYTES: usize = 16;

const SCORE_NONE: i16 = i16::MIN;
const SCORE_DRAWN: i16 = i16::MIN + 1;
const SCORE_WIN: i16 = 30_000;
const SCORE_CP_LIMIT: i32 = 20_000;

fn encode_score(score: Option<Eval>) -> i16 {
    match score {
        None => SCORE_NONE,
        Some(Eval::Drawn) => SCORE_DRAWN,
        Some(Eval::Cp(cp)) => cp.clamp(-SCORE_CP_LIMIT, SCORE_CP_LIMIT) as i16,
        Some(Eval::Win { side, moves }) => {
            let value = SCORE_WIN - moves.min(5_000) as i16;
            if side == Side::Attackers {
                value
            } else {
                -value
            }
        }
    }
}

fn decode_score(bits: i16) -> Option<Eval> {
    match bits {
        SCORE_NONE => None,
        SCORE_DRAWN => Some(Eval::Drawn),
        v if i32::from(v).abs() <= SCORE_CP_LIMIT => Some(Eval::Cp(i32::from(v))),
        v => Some(Eval::Win {
            side: if v > 0 {
                Side::Attackers
            } else {
                Side::Defenders
            },
            moves: u32::from((SCORE_WIN - v.abs()).unsigned_abs()),
        }),
    }
}

/// A move played in a position: how often, how those games ended, and the engine's score of the
/// position it leads to (attackers' view).
#[derive(Clone, Copy, PartialEq, Debug)]
pub struct MoveStats {
    pub mv: Move,
    pub results: Results,
    pub score: Option<Eval>,
}

/// What the book knows of a position: the games that reached it and the moves played there, the
/// most played first.
#[derive(Clone, PartialEq, Debug, Default)]
pub struct PositionStats {
    pub results: Results,
    pub score: Option<Eval>,
    pub moves: Vec<MoveStats>,
}

impl PositionStats {
    /// The games that ended in this position (their count is not in any move's).
    pub fn ended_here(&self) -> u32 {
        self.results.games() - self.moves.iter().map(|m| m.results.games()).sum::<u32>()
    }
}

/// Why bytes are not a book.
#[derive(Debug, thiserror::Error, PartialEq)]
pub enum BookError {
    #[error("not an opening book (the file does not start with ARDRIEXP)")]
    Magic,
    #[error("opening book format {0} is not known to this version (it reads {FORMAT_VERSION})")]
    Version(u32),
    #[error("the opening book is truncated or its sizes disagree")]
    Size,
    #[error("the opening book's positions are not in order")]
    Order,
    /// Counts that no book built from games can hold (more games in a position than in the book,
    /// more in its moves than in the position): a damaged or hand-made file.
    #[error("the opening book's game counts do not add up (the file is damaged)")]
    Counts,
}

/// The opening explorer's database, read-only.
#[derive(Clone, Debug)]
pub struct Book {
    bytes: Cow<'static, [u8]>,
    games: u32,
    positions: usize,
    moves: usize,
}

fn u16_at(bytes: &[u8], at: usize) -> u16 {
    u16::from_le_bytes(bytes[at..at + 2].try_into().expect("2 bytes"))
}
fn u32_at(bytes: &[u8], at: usize) -> u32 {
    u32::from_le_bytes(bytes[at..at + 4].try_into().expect("4 bytes"))
}
fn u64_at(bytes: &[u8], at: usize) -> u64 {
    u64::from_le_bytes(bytes[at..at + 8].try_into().expect("8 bytes"))
}
/// The games of `results`, if their sum fits a count.
fn total(results: Results) -> Option<u64> {
    let sum =
        u64::from(results.attackers) + u64::from(results.draws) + u64::from(results.defenders);
    (sum <= u64::from(u32::MAX)).then_some(sum)
}

fn results_at(bytes: &[u8], at: usize) -> Results {
    Results {
        attackers: u32_at(bytes, at),
        draws: u32_at(bytes, at + 4),
        defenders: u32_at(bytes, at + 8),
    }
}

impl Book {
    /// A book with no games.
    pub fn empty() -> Book {
        Writer::new(0, 0).finish()
    }

    /// Checks the header, the sizes and the order of the positions (once, in linear time).
    pub fn from_bytes(bytes: impl Into<Cow<'static, [u8]>>) -> Result<Book, BookError> {
        let bytes = bytes.into();
        if bytes.len() < HEADER_BYTES || &bytes[..8] != MAGIC {
            return Err(BookError::Magic);
        }
        let version = u32_at(&bytes, 8);
        if version != FORMAT_VERSION {
            return Err(BookError::Version(version));
        }
        let games = u32_at(&bytes, 12);
        let positions = u32_at(&bytes, 16) as usize;
        let moves = u32_at(&bytes, 20) as usize;
        if bytes.len() != HEADER_BYTES + positions * POSITION_BYTES + moves * MOVE_BYTES {
            return Err(BookError::Size);
        }
        let book = Book {
            bytes,
            games,
            positions,
            moves,
        };
        let mut last = None;
        for i in 0..positions {
            let at = book.position_offset(i);
            let hash = u64_at(&book.bytes, at);
            if last.is_some_and(|last| last >= hash) {
                return Err(BookError::Order);
            }
            last = Some(hash);
            let first = u32_at(&book.bytes, at + 20) as usize;
            let count = usize::from(u16_at(&book.bytes, at + 24));
            if first + count > moves {
                return Err(BookError::Size);
            }
            // Every count fits the book's: no sum overflows and no share passes 100%.
            let here = total(results_at(&book.bytes, at + 8)).ok_or(BookError::Counts)?;
            let mut below = 0u64;
            for i in first..first + count {
                below += total(results_at(&book.bytes, book.move_offset(i) + 4))
                    .ok_or(BookError::Counts)?;
            }
            if here > u64::from(games) || below > here {
                return Err(BookError::Counts);
            }
        }
        Ok(book)
    }

    /// The encoded form (what [`Book::from_bytes`] reads).
    pub fn as_bytes(&self) -> &[u8] {
        &self.bytes
    }

    /// The games the book was built from.
    pub fn games(&self) -> u32 {
        self.games
    }

    /// The positions it holds.
    pub fn positions(&self) -> usize {
        self.positions
    }

    /// The (position, move) entries it holds.
    pub fn move_entries(&self) -> usize {
        self.moves
    }

    fn position_offset(&self, index: usize) -> usize {
        HEADER_BYTES + index * POSITION_BYTES
    }

    fn move_offset(&self, index: usize) -> usize {
        HEADER_BYTES + self.positions * POSITION_BYTES + index * MOVE_BYTES
    }

    fn find(&self, hash: u64) -> Option<usize> {
        let (mut low, mut high) = (0, self.positions);
        while low < high {
            let mid = (low + high) / 2;
            let here = u64_at(&self.bytes, self.position_offset(mid));
            match here.cmp(&hash) {
                std::cmp::Ordering::Less => low = mid + 1,
                std::cmp::Ordering::Greater => high = mid,
                std::cmp::Ordering::Equal => return Some(mid),
            }
        }
        None
    }

    /// The games through `position` and the moves played there; `None` when the book does not
    /// hold it. A stored move that is not legal here means another position shares the hash: then
    /// too the answer is `None`, never a wrong one.
    pub fn query(&self, position: &Position) -> Option<PositionStats> {
        let index = self.find(position.hash())?;
        let at = self.position_offset(index);
        let first = u32_at(&self.bytes, at + 20) as usize;
        let count = usize::from(u16_at(&self.bytes, at + 24));
        let mut moves = Vec::with_capacity(count);
        for i in first..first + count {
            let at = self.move_offset(i);
            let mv = Move::from_u16(u16_at(&self.bytes, at)).filter(|&m| position.is_legal(m))?;
            moves.push(MoveStats {
                mv,
                score: decode_score(u16_at(&self.bytes, at + 2) as i16),
                results: results_at(&self.bytes, at + 4),
            });
        }
        Some(PositionStats {
            results: results_at(&self.bytes, at + 8),
            score: decode_score(u16_at(&self.bytes, at + 26) as i16),
            moves,
        })
    }
}

/// Writes a book: positions in increasing hash order, each followed by its moves.
pub(crate) struct Writer {
    header: Vec<u8>,
    positions: Vec<u8>,
    moves: Vec<u8>,
    move_count: u32,
}

impl Writer {
    pub(crate) fn new(games: u32, positions: usize) -> Writer {
        let mut header = Vec::with_capacity(HEADER_BYTES);
        header.extend_from_slice(MAGIC);
        header.extend_from_slice(&FORMAT_VERSION.to_le_bytes());
        header.extend_from_slice(&games.to_le_bytes());
        Writer {
            header,
            positions: Vec::with_capacity(positions * POSITION_BYTES),
            moves: Vec::new(),
            move_count: 0,
        }
    }

    pub(crate) fn position(
        &mut self,
        hash: u64,
        results: Results,
        score: Option<Eval>,
        moves: usize,
    ) {
        self.positions.extend_from_slice(&hash.to_le_bytes());
        for n in [results.attackers, results.draws, results.defenders] {
            self.positions.extend_from_slice(&n.to_le_bytes());
        }
        self.positions
            .extend_from_slice(&self.move_count.to_le_bytes());
        let moves = u16::try_from(moves).expect("at most 64 moves in a position");
        self.positions.extend_from_slice(&moves.to_le_bytes());
        self.positions
            .extend_from_slice(&encode_score(score).to_le_bytes());
    }

    pub(crate) fn edge(&mut self, mv: Move, results: Results, score: Option<Eval>) {
        self.moves.extend_from_slice(&mv.to_u16().to_le_bytes());
        self.moves
            .extend_from_slice(&encode_score(score).to_le_bytes());
        for n in [results.attackers, results.draws, results.defenders] {
            self.moves.extend_from_slice(&n.to_le_bytes());
        }
        self.move_count += 1;
    }

    pub(crate) fn finish(self) -> Book {
        let positions = self.positions.len() / POSITION_BYTES;
        let mut bytes = self.header;
        bytes.extend_from_slice(&(positions as u32).to_le_bytes());
        bytes.extend_from_slice(&self.move_count.to_le_bytes());
        bytes.resize(HEADER_BYTES, 0);
        bytes.extend_from_slice(&self.positions);
        bytes.extend_from_slice(&self.moves);
        Book::from_bytes(bytes).expect("the writer writes a valid book")
    }
}
