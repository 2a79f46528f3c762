//! Training data for a learned Ard Ri evaluation: the record format that `ardri-lab datagen`
//! writes and the trainer reads.
//!
//! # The file format (version 1)
//! A file is a 16-byte header then 32-byte records, all little-endian, so runs can be appended:
//!
//! | bytes | header |
//! |---|---|
//! | 0..8 | magic `ARDRIDAT` |
//! | 8..10 | format version (1) |
//! | 10..16 | zero |
//!
//! | bytes | record |
//! |---|---|
//! | 0..8 | attackers bitboard (bit i = square i, a1 = 0) |
//! | 8..16 | defenders bitboard (the king apart) |
//! | 16 | the king's square |
//! | 17 | side to move: 0 attackers, 1 defenders |
//! | 18..20 | search score, centi-pieces from the side to move's view (i16, clamped to +-20000; forced wins +-20000) |
//! | 20 | the game's result from the attackers' view: 2 won, 1 draw, 0 lost |
//! | 21 | reserved (0) |
//! | 22..24 | ply in the game (u16) |
//! | 24..32 | game id (u64): the run's seed and the game's number, so validation can keep whole games apart |

use std::io::{Read, Write};

use ardri_rules::{Bitboard, Position, Rules, Side, Square};

pub const MAGIC: &[u8; 8] = b"ARDRIDAT";
pub const VERSION: u16 = 1;
pub const HEADER_BYTES: usize = 16;
pub const RECORD_BYTES: usize = 32;
/// Scores are stored within this bound; a forced win is stored as the bound.
pub const SCORE_LIMIT: i32 = 20_000;

/// One stored position.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PositionRecord {
    pub position: Position,
    /// Centi-pieces from the side to move's view.
    pub score: i16,
    /// The game's result from the attackers' view: 2 won, 1 draw, 0 lost.
    pub result: u8,
    pub ply: u16,
    pub game: u64,
}

impl PositionRecord {
    pub fn encode(&self) -> [u8; RECORD_BYTES] {
        let p = &self.position;
        let mut out = [0u8; RECORD_BYTES];
        out[0..8].copy_from_slice(&p.attackers().bits().to_le_bytes());
        out[8..16].copy_from_slice(&p.defenders().bits().to_le_bytes());
        out[16] = p.king_square().index() as u8;
        out[17] = match p.side_to_move() {
            Side::Attackers => 0,
            Side::Defenders => 1,
        };
        out[18..20].copy_from_slice(&self.score.to_le_bytes());
        out[20] = self.result;
        out[22..24].copy_from_slice(&self.ply.to_le_bytes());
        out[24..32].copy_from_slice(&self.game.to_le_bytes());
        out
    }

    pub fn decode(bytes: &[u8; RECORD_BYTES], rules: Rules) -> Result<PositionRecord, DecodeError> {
        let u64_at = |i: usize| u64::from_le_bytes(bytes[i..i + 8].try_into().expect("8 bytes"));
        let board = |bits: u64| Bitboard::from_bits(bits).ok_or(DecodeError::OffTheBoard);
        let king = Square::new(bytes[16]).ok_or(DecodeError::KingOffTheBoard)?;
        let side = match bytes[17] {
            0 => Side::Attackers,
            1 => Side::Defenders,
            other => return Err(DecodeError::SideToMove(other)),
        };
        let position = Position::from_parts(
            board(u64_at(0))?,
            board(u64_at(8))?,
            king.bitboard(),
            side,
            rules,
        )?;
        if bytes[20] > 2 {
            return Err(DecodeError::Result(bytes[20]));
        }
        Ok(PositionRecord {
            position,
            score: i16::from_le_bytes([bytes[18], bytes[19]]),
            result: bytes[20],
            ply: u16::from_le_bytes([bytes[22], bytes[23]]),
            game: u64_at(24),
        })
    }
}

/// Writes the header if `out` is a new (empty) file.
pub fn write_header(out: &mut dyn Write) -> std::io::Result<()> {
    let mut header = [0u8; HEADER_BYTES];
    header[0..8].copy_from_slice(MAGIC);
    header[8..10].copy_from_slice(&VERSION.to_le_bytes());
    out.write_all(&header)
}

/// Reads a whole data file, checking the header and every record.
pub fn read_all(input: &mut dyn Read, rules: Rules) -> Result<Vec<PositionRecord>, DataError> {
    let mut header = [0u8; HEADER_BYTES];
    input
        .read_exact(&mut header)
        .map_err(|e| DataError::NoHeader(e.to_string()))?;
    if &header[0..8] != MAGIC {
        return Err(DataError::BadMagic);
    }
    let version = u16::from_le_bytes([header[8], header[9]]);
    if version != VERSION {
        return Err(DataError::Version(version));
    }
    let mut bytes = Vec::new();
    input
        .read_to_end(&mut bytes)
        .map_err(|e| DataError::Read(e.to_string()))?;
    if bytes.len() % RECORD_BYTES != 0 {
        return Err(DataError::PartRecord(bytes.len()));
    }
    bytes
        .chunks_exact(RECORD_BYTES)
        .enumerate()
        .map(|(i, chunk)| {
            PositionRecord::decode(chunk.try_into().expect("a whole record"), rules)
                .map_err(|error| DataError::Record { index: i, error })
        })
        .collect()
}

/// Why a record does not decode.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum DecodeError {
    #[error("a bitboard with bits off the board")]
    OffTheBoard,
    #[error("a king off the board")]
    KingOffTheBoard,
    #[error("side to move {0}")]
    SideToMove(u8),
    #[error("{0}")]
    Position(#[from] ardri_rules::PositionError),
    #[error("result {0}")]
    Result(u8),
}

/// Why a data file cannot be read.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum DataError {
    #[error("no header: {0}")]
    NoHeader(String),
    #[error("not an Ard Ri data file (bad magic)")]
    BadMagic,
    #[error("data format version {0}, this program reads {VERSION}")]
    Version(u16),
    #[error("{0}")]
    Read(String),
    #[error("{0} bytes after the header: not whole records")]
    PartRecord(usize),
    #[error("record {index}: {error}")]
    Record { index: usize, error: DecodeError },
}
