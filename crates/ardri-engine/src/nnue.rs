//! The learned evaluation: a small NNUE (efficiently updatable neural network).
//!
//! Two input sets ([`FeatureSet`]):
//! - **Plain**: one input per piece kind and square (3 x 49) and one for "the defenders are to move"
//!   (148 in all).
//! - **King-relative**: the board is first turned (one of its 8 symmetries) so that the king stands
//!   in one eighth of it, the triangle a1-d1-d4; then one input per attacker or defender square *for
//!   each of the king's 10 squares in that triangle* (10 x 2 x 49), one for the king's square (10)
//!   and the side to move (991 in all). Tafl turns on where the king is: the same attacker on the
//!   same square means one thing next to a king by a corner and another beside a king in the centre.
//!   The turn also lets a game teach the network other orientations of itself: with the king off the
//!   board's axes of symmetry the eight turns of a position are one set of inputs. With the king on
//!   an axis (a diagonal, the d-file or the 4th rank, the throne among them) two or more turns put
//!   him in the triangle and a fixed one is taken, so a position and its mirror image may differ.
//!
//! One hidden layer of `hidden` clipped-ReLU units, one output: the logit of the attackers' winning
//! chance. The first layer's sums (the accumulator) change by a few columns per move (the moved
//! piece, the captured ones, the side to move), so the search updates them per move instead of
//! summing all pieces again; with king-relative inputs a king move sums them afresh.
//!
//! Integers throughout: first-layer weights and the accumulator in units of 1/[`QA`], output weights
//! in 1/[`QB`]; the output sum divided by `QA * QB` is the logit, and [`LOGIT_CP`] centi-pieces per
//! logit unit keep "100 = about one ordinary piece" on the scale the hand evaluation was calibrated to.
//!
//! The output may be split in buckets by the number of pieces on the board (`buckets` output
//! neurons, one read per position, see [`bucket`]): endgames then get weights of their own.
//!
//! # The network file
//! `ARDRINN1`, then little-endian: format version (u16, 3), hidden size (u16), QA (u16), QB (u16),
//! output buckets (u16; absent in version 1, which has one), the input set (u16, 0 plain, 1
//! king-relative; absent before version 3, plain), the first-layer weights (i16, input-major:
//! `hidden` per input), the hidden biases (i16), the output weights (i16, bucket-major: `hidden` per
//! bucket), the output biases (i32, one per bucket), and an FNV-1a 64-bit checksum of everything
//! before it.

use ardri_rules::{Piece, Played, Position, SQUARE_COUNT, Side, Square};

pub const MAGIC: &[u8; 8] = b"ARDRINN1";
pub const FORMAT_VERSION: u16 = 3;
/// The most output buckets a network may have.
pub const MAX_BUCKETS: usize = 8;
/// The most pieces on the board (the start), and the fewest a game goes on with.
const MOST_PIECES: usize = 25;
const FEWEST_PIECES: usize = 2;
/// Plain inputs: piece-square inputs plus the side to move.
pub const INPUTS: usize = 3 * SQUARE_COUNT + 1;
/// The plain side-to-move input: on when the defenders are to move.
pub const SIDE_INPUT: usize = 3 * SQUARE_COUNT;
/// The king's squares in the triangle a1-d1-d4 (a1 itself included, though a king there has
/// escaped).
pub const KING_SQUARES: usize = 10;
/// King-relative inputs per king square: attackers, then defenders, by (turned) square.
pub const PIECE_INPUTS: usize = 2 * SQUARE_COUNT;
/// King-relative inputs in all.
pub const KING_RELATIVE_INPUTS: usize = KING_SQUARES * PIECE_INPUTS + KING_SQUARES + 1;
/// Activations are clipped to [0, QA] (1.0 in the float network).
pub const QA: i32 = 255;
/// The output weights' scale.
pub const QB: i32 = 64;
/// Centi-pieces per unit of the attackers' logit: the hand evaluation's fitted logistic scale, so
/// both evaluations speak the same units.
pub const LOGIT_CP: i32 = 1560;
/// The largest hidden layer the engine takes.
pub const MAX_HIDDEN: usize = 512;

mod features;

pub use features::{FeatureSet, KingFrame};

/// The network built into the engine (`assets/ardri.nnue`).
pub static EMBEDDED: &[u8] = include_bytes!("../../../assets/ardri.nnue");

/// The input index of `piece` on `square` (plain inputs).
#[inline]
pub fn input(piece: Piece, square: Square) -> usize {
    let kind = match piece {
        Piece::Attacker => 0,
        Piece::Defender => 1,
        Piece::King => 2,
    };
    kind * SQUARE_COUNT + square.index()
}

/// The output bucket of a position for a network with `buckets` of them: the pieces on the board
/// from the start's 25 down to 2 in equal steps, the fullest board in bucket 0.
#[inline]
pub fn bucket(pos: &Position, buckets: usize) -> usize {
    let pieces = pos.occupied().count() as usize;
    let gone = MOST_PIECES.saturating_sub(pieces);
    (gone * buckets / (MOST_PIECES - FEWEST_PIECES + 1)).min(buckets - 1)
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Network {
    pub hidden: usize,
    /// Output buckets (1 to [`MAX_BUCKETS`]).
    pub buckets: usize,
    pub features: FeatureSet,
    /// `features.inputs() * hidden`, input-major.
    pub w1: Vec<i16>,
    pub b1: Vec<i16>,
    /// `buckets * hidden`, bucket-major.
    pub w2: Vec<i16>,
    /// One per bucket.
    pub b2: Vec<i32>,
}

/// Why a network file was refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum NetworkError {
    BadMagic,
    Version(u16),
    Scales {
        qa: u16,
        qb: u16,
    },
    Hidden(usize),
    Buckets(usize),
    Features(u16),
    Length {
        expected: usize,
        found: usize,
    },
    Checksum,
    /// The file could not be read (the I/O error's text).
    Read(String),
}

impl std::fmt::Display for NetworkError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            NetworkError::BadMagic => write!(f, "not an Ard Ri network file"),
            NetworkError::Version(v) => {
                write!(f, "network format {v}, this engine reads {FORMAT_VERSION}")
            }
            NetworkError::Scales { qa, qb } => {
                write!(f, "quantisation {qa}/{qb}, this engine uses {QA}/{QB}")
            }
            NetworkError::Hidden(h) => write!(f, "{h} hidden units (1 to {MAX_HIDDEN})"),
            NetworkError::Buckets(b) => write!(f, "{b} output buckets (1 to {MAX_BUCKETS})"),
            NetworkError::Features(code) => write!(f, "unknown input set {code}"),
            NetworkError::Length { expected, found } => {
                write!(f, "{found} bytes, expected {expected}")
            }
            NetworkError::Checksum => write!(f, "the checksum does not match (a damaged file)"),
            NetworkError::Read(e) => write!(f, "cannot read it: {e}"),
        }
    }
}

impl std::error::Error for NetworkError {}

fn fnv1a(bytes: &[u8]) -> u64 {
    bytes.iter().fold(0xcbf2_9ce4_8422_2325u64, |h, &b| {
        (h ^ u64::from(b)).wrapping_mul(0x0000_0100_0000_01b3)
    })
}

impl Network {
    pub fn to_bytes(&self) -> Vec<u8> {
        let mut out = Vec::new();
        out.extend_from_slice(MAGIC);
        for v in [
            FORMAT_VERSION,
            self.hidden as u16,
            QA as u16,
            QB as u16,
            self.buckets as u16,
            self.features.code(),
        ] {
            out.extend_from_slice(&v.to_le_bytes());
        }
        for w in self.w1.iter().chain(&self.b1).chain(&self.w2) {
            out.extend_from_slice(&w.to_le_bytes());
        }
        for b in &self.b2 {
            out.extend_from_slice(&b.to_le_bytes());
        }
        let sum = fnv1a(&out);
        out.extend_from_slice(&sum.to_le_bytes());
        out
    }

    /// Reads and checks a network file (`EvalFile`, `evalfile=`).
    pub fn load(path: &std::path::Path) -> Result<Network, NetworkError> {
        let bytes = std::fs::read(path).map_err(|e| NetworkError::Read(e.to_string()))?;
        Network::from_bytes(&bytes)
    }

    pub fn from_bytes(bytes: &[u8]) -> Result<Network, NetworkError> {
        if bytes.len() < 16 || &bytes[..8] != MAGIC {
            return Err(NetworkError::BadMagic);
        }
        let u16_at = |i: usize| u16::from_le_bytes([bytes[i], bytes[i + 1]]);
        let version = u16_at(8);
        if !(1..=FORMAT_VERSION).contains(&version) {
            return Err(NetworkError::Version(version));
        }
        // Version 1 has no bucket count (one output), versions 1 and 2 no input set (plain).
        let header = match version {
            1 => 16,
            2 => 18,
            _ => 20,
        };
        if bytes.len() < header {
            return Err(NetworkError::Length {
                expected: header,
                found: bytes.len(),
            });
        }
        let buckets = if version == 1 {
            1
        } else {
            usize::from(u16_at(16))
        };
        let features = if version < 3 {
            FeatureSet::Plain
        } else {
            let code = u16_at(18);
            FeatureSet::from_code(code).ok_or(NetworkError::Features(code))?
        };
        let inputs = features.inputs();
        if buckets == 0 || buckets > MAX_BUCKETS {
            return Err(NetworkError::Buckets(buckets));
        }
        let hidden = usize::from(u16_at(10));
        let (qa, qb) = (u16_at(12), u16_at(14));
        if i32::from(qa) != QA || i32::from(qb) != QB {
            return Err(NetworkError::Scales { qa, qb });
        }
        if hidden == 0 || hidden > MAX_HIDDEN {
            return Err(NetworkError::Hidden(hidden));
        }
        let weights = inputs * hidden + hidden + buckets * hidden;
        let expected = header + 2 * weights + 4 * buckets + 8;
        if bytes.len() != expected {
            return Err(NetworkError::Length {
                expected,
                found: bytes.len(),
            });
        }
        let body = &bytes[..expected - 8];
        let stored = u64::from_le_bytes(bytes[expected - 8..].try_into().expect("8 bytes"));
        if fnv1a(body) != stored {
            return Err(NetworkError::Checksum);
        }
        let mut values = bytes[header..header + 2 * weights]
            .chunks_exact(2)
            .map(|c| i16::from_le_bytes([c[0], c[1]]));
        let w1: Vec<i16> = values.by_ref().take(inputs * hidden).collect();
        let b1: Vec<i16> = values.by_ref().take(hidden).collect();
        let w2: Vec<i16> = values.by_ref().take(buckets * hidden).collect();
        let at = header + 2 * weights;
        let b2 = bytes[at..at + 4 * buckets]
            .chunks_exact(4)
            .map(|c| i32::from_le_bytes(c.try_into().expect("4 bytes")))
            .collect();
        Ok(Network {
            hidden,
            buckets,
            features,
            w1,
            b1,
            w2,
            b2,
        })
    }

    /// The network built into the engine.
    pub fn embedded() -> Network {
        Network::from_bytes(EMBEDDED).expect("the embedded network is valid (checked by a test)")
    }

    #[inline]
    fn column(&self, input: usize) -> &[i16] {
        &self.w1[input * self.hidden..(input + 1) * self.hidden]
    }

    /// The accumulator of a position, summed from scratch.
    pub fn refresh(&self, pos: &Position, acc: &mut Accumulator) {
        acc.values[..self.hidden].copy_from_slice(&self.b1);
        match self.features {
            FeatureSet::Plain => {
                for (piece, squares) in [
                    (Piece::Attacker, pos.attackers()),
                    (Piece::Defender, pos.defenders()),
                    (Piece::King, pos.king()),
                ] {
                    for sq in squares {
                        acc.add(self.column(input(piece, sq)));
                    }
                }
            }
            FeatureSet::KingRelative => {
                let frame = KingFrame::of(pos);
                for (piece, squares) in [
                    (Piece::Attacker, pos.attackers()),
                    (Piece::Defender, pos.defenders()),
                ] {
                    for sq in squares {
                        acc.add(self.column(frame.piece_input(piece, sq)));
                    }
                }
                acc.add(self.column(frame.king_input()));
            }
        }
        if pos.side_to_move() == Side::Defenders {
            acc.add(self.column(self.features.side_input()));
        }
    }

    /// `child`, the accumulator of `child_pos`, reached by `played` from the position whose
    /// accumulator is `parent` (whose side to move moved).
    pub fn update(
        &self,
        parent: &Accumulator,
        played: &Played,
        child_pos: &Position,
        child: &mut Accumulator,
    ) {
        let victim = match played.piece.side() {
            Side::Attackers => Piece::Defender,
            Side::Defenders => Piece::Attacker,
        };
        let h = self.hidden;
        match self.features {
            FeatureSet::Plain => {
                child.values[..h].copy_from_slice(&parent.values[..h]);
                child.sub(self.column(input(played.piece, played.mv.from)));
                child.add(self.column(input(played.piece, played.mv.to)));
                for sq in played.captured {
                    child.sub(self.column(input(victim, sq)));
                }
            }
            // Every input depends on the king's square: a king move sums them afresh.
            FeatureSet::KingRelative if played.piece == Piece::King => {
                return self.refresh(child_pos, child);
            }
            FeatureSet::KingRelative => {
                let frame = KingFrame::of(child_pos);
                child.values[..h].copy_from_slice(&parent.values[..h]);
                child.sub(self.column(frame.piece_input(played.piece, played.mv.from)));
                child.add(self.column(frame.piece_input(played.piece, played.mv.to)));
                for sq in played.captured {
                    child.sub(self.column(frame.piece_input(victim, sq)));
                }
            }
        }
        self.toggle_side_columns(child, played.piece.side());
    }

    /// The side to move changed away from `mover` (a move or a null move).
    #[inline]
    pub fn toggle_side_columns(&self, acc: &mut Accumulator, mover: Side) {
        match mover {
            // The defenders are to move now.
            Side::Attackers => acc.add(self.column(self.features.side_input())),
            Side::Defenders => acc.sub(self.column(self.features.side_input())),
        }
    }

    /// The evaluation of `pos` (whose accumulator is `acc`) in centi-pieces from the side to
    /// move's view.
    pub fn evaluate(&self, acc: &Accumulator, pos: &Position) -> i32 {
        let h = self.hidden;
        let b = if self.buckets == 1 {
            0
        } else {
            bucket(pos, self.buckets)
        };
        let sum: i32 = acc.values[..h]
            .iter()
            .zip(&self.w2[b * h..(b + 1) * h])
            .map(|(&a, &w)| i32::from(a).clamp(0, QA) * i32::from(w))
            .sum::<i32>()
            + self.b2[b];
        let side = pos.side_to_move();
        let attackers = (i64::from(sum) * i64::from(LOGIT_CP) / i64::from(QA * QB)) as i32;
        // Keep clear of the scores that mean forced wins.
        let attackers = attackers.clamp(-20_000, 20_000);
        match side {
            Side::Attackers => attackers,
            Side::Defenders => -attackers,
        }
    }

    /// The attackers' winning chance the network gives a position (0 to 1).
    pub fn attackers_chance(&self, pos: &Position) -> f64 {
        let mut acc = Accumulator::default();
        self.refresh(pos, &mut acc);
        let cp = self.evaluate(&acc, &pos.with_side_to_move(Side::Attackers));
        1.0 / (1.0 + (-f64::from(cp) / f64::from(LOGIT_CP)).exp())
    }
}

/// The first layer's sums for one position (only the first `hidden` are used).
#[derive(Clone)]
pub struct Accumulator {
    values: [i16; MAX_HIDDEN],
}

impl Default for Accumulator {
    fn default() -> Accumulator {
        Accumulator {
            values: [0; MAX_HIDDEN],
        }
    }
}

impl Accumulator {
    // Plain loops over slices of equal length: the compiler vectorises them.
    #[inline]
    fn add(&mut self, column: &[i16]) {
        for (v, &w) in self.values.iter_mut().zip(column) {
            *v = v.wrapping_add(w);
        }
    }

    #[inline]
    fn sub(&mut self, column: &[i16]) {
        for (v, &w) in self.values.iter_mut().zip(column) {
            *v = v.wrapping_sub(w);
        }
    }
}

#[cfg(test)]
mod tests;
