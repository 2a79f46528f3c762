//! The learned evaluation: a small NNUE (efficiently updatable neural network).
//!
//! Inputs: one per piece kind and square (3 x 49) and one for "the defenders are to move" (148 in
//! all). One hidden layer of `hidden` clipped-ReLU units, one output: the logit of the attackers'
//! winning chance. The first layer's sums (the accumulator) change by a few columns per move (the
//! moved piece, the captured ones, the side to move), so the search updates them per move instead of
//! summing all pieces again.
//!
//! Integers throughout: first-layer weights and the accumulator in units of 1/[`QA`], output weights
//! in 1/[`QB`]; the output sum divided by `QA * QB` is the logit, and [`LOGIT_CP`] centi-pieces per
//! logit unit keep "100 = about one ordinary piece" on the scale the hand evaluation was calibrated to.
//!
//! The output may be split in buckets by the number of pieces on the board (`buckets` output
//! neurons, one read per position, see [`bucket`]): endgames then get weights of their own.
//!
//! # The network file
//! `ARDRINN1`, then little-endian: format version (u16, 2), hidden size (u16), QA (u16), QB (u16),
//! output buckets (u16; absent in version 1, which has one), the first-layer weights (i16,
//! input-major: `hidden` per input), the hidden biases (i16), the output weights (i16,
//! bucket-major: `hidden` per bucket), the output biases (i32, one per bucket), and an FNV-1a
//! 64-bit checksum of everything before it.

use ardri_rules::{Piece, Played, Position, SQUARE_COUNT, Side, Square};

pub const MAGIC: &[u8; 8] = b"ARDRINN1";
pub const FORMAT_VERSION: u16 = 2;
/// The most output buckets a network may have.
pub const MAX_BUCKETS: usize = 8;
/// The most pieces on the board (the start), and the fewest a game goes on with.
const MOST_PIECES: usize = 25;
const FEWEST_PIECES: usize = 2;
/// Piece-square inputs plus the side to move.
pub const INPUTS: usize = 3 * SQUARE_COUNT + 1;
/// The side-to-move input: on when the defenders are to move.
pub const SIDE_INPUT: usize = 3 * SQUARE_COUNT;
/// Activations are clipped to [0, QA] (1.0 in the float network).
pub const QA: i32 = 255;
/// The output weights' scale.
pub const QB: i32 = 64;
/// Centi-pieces per unit of the attackers' logit: the hand evaluation's fitted logistic scale, so
/// both evaluations speak the same units.
pub const LOGIT_CP: i32 = 1560;
/// The largest hidden layer the engine takes.
pub const MAX_HIDDEN: usize = 512;

/// The network built into the engine (`assets/ardri.nnue`).
pub static EMBEDDED: &[u8] = include_bytes!("../../../assets/ardri.nnue");

/// The input index of `piece` on `square`.
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
    /// `INPUTS * hidden`, input-major.
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
        if version != 1 && version != FORMAT_VERSION {
            return Err(NetworkError::Version(version));
        }
        // Version 1 has no bucket count: one output.
        let (header, buckets) = if version == 1 {
            (16, 1)
        } else if bytes.len() >= 18 {
            (18, usize::from(u16_at(16)))
        } else {
            return Err(NetworkError::Length {
                expected: 18,
                found: bytes.len(),
            });
        };
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
        let weights = INPUTS * hidden + hidden + buckets * hidden;
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
        let w1: Vec<i16> = values.by_ref().take(INPUTS * hidden).collect();
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
        for (piece, squares) in [
            (Piece::Attacker, pos.attackers()),
            (Piece::Defender, pos.defenders()),
            (Piece::King, pos.king()),
        ] {
            for sq in squares {
                acc.add(self.column(input(piece, sq)));
            }
        }
        if pos.side_to_move() == Side::Defenders {
            acc.add(self.column(SIDE_INPUT));
        }
    }

    /// `child`, the accumulator after `played` from `parent` (whose side to move moved).
    pub fn update(&self, parent: &Accumulator, played: &Played, child: &mut Accumulator) {
        let h = self.hidden;
        child.values[..h].copy_from_slice(&parent.values[..h]);
        child.sub(self.column(input(played.piece, played.mv.from)));
        child.add(self.column(input(played.piece, played.mv.to)));
        let victim = match played.piece.side() {
            Side::Attackers => Piece::Defender,
            Side::Defenders => Piece::Attacker,
        };
        for sq in played.captured {
            child.sub(self.column(input(victim, sq)));
        }
        self.toggle_side_columns(child, played.piece.side());
    }

    /// The side to move changed away from `mover` (a move or a null move).
    #[inline]
    pub fn toggle_side_columns(&self, acc: &mut Accumulator, mover: Side) {
        match mover {
            // The defenders are to move now.
            Side::Attackers => acc.add(self.column(SIDE_INPUT)),
            Side::Defenders => acc.sub(self.column(SIDE_INPUT)),
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

/// A position's pieces as the inputs that are on (for trainers and tests).
pub fn active_inputs(pos: &Position) -> Vec<usize> {
    let mut out = Vec::with_capacity(26);
    for (piece, squares) in [
        (Piece::Attacker, pos.attackers()),
        (Piece::Defender, pos.defenders()),
        (Piece::King, pos.king()),
    ] {
        out.extend(squares.map(|sq| input(piece, sq)));
    }
    if pos.side_to_move() == Side::Defenders {
        out.push(SIDE_INPUT);
    }
    out
}

#[cfg(test)]
mod tests {
    use ardri_rules::Rules;

    use super::*;

    #[test]
    fn the_embedded_network_loads_and_damage_is_refused() {
        let net = Network::embedded();
        assert_eq!(Network::from_bytes(&net.to_bytes()).unwrap(), net);
        let mut bytes = net.to_bytes();
        let middle = bytes.len() / 2;
        bytes[middle] ^= 1;
        assert_eq!(Network::from_bytes(&bytes), Err(NetworkError::Checksum));
        bytes.truncate(100);
        assert!(matches!(
            Network::from_bytes(&bytes),
            Err(NetworkError::Length { .. })
        ));
        assert_eq!(
            Network::from_bytes(b"nothing of the kind"),
            Err(NetworkError::BadMagic)
        );
    }

    /// The embedded network with its output copied into `buckets` buckets, bucket b's output
    /// shifted by b * 100 units so each bucket answers differently.
    fn bucketed(buckets: usize) -> Network {
        let net = Network::embedded();
        Network {
            buckets,
            w2: net.w2.repeat(buckets),
            b2: (0..buckets as i32)
                .map(|b| net.b2[0] + b * 100 * QA * QB / LOGIT_CP)
                .collect(),
            ..net
        }
    }

    #[test]
    fn buckets_split_the_output_by_pieces_and_round_trip() {
        let start = Position::start(Rules::default());
        assert_eq!(bucket(&start, 4), 0);
        let bare: Position = "7/7/7/3k3/7/2a4/7 d".parse().unwrap();
        assert_eq!(bucket(&bare, 4), 3);
        assert_eq!(bucket(&bare, 1), 0);
        let net = bucketed(4);
        assert_eq!(Network::from_bytes(&net.to_bytes()).unwrap(), net);
        // The same accumulator, two piece counts: two buckets, outputs 100 units apart.
        let one = Network::embedded();
        let mut acc = Accumulator::default();
        one.refresh(&bare, &mut acc);
        let attackers = bare.with_side_to_move(Side::Attackers);
        assert_eq!(
            net.evaluate(&acc, &attackers) - one.evaluate(&acc, &attackers),
            300
        );
        one.refresh(&start, &mut acc);
        assert_eq!(net.evaluate(&acc, &start), one.evaluate(&acc, &start));
        // A version 1 file (one output, no bucket count) still loads.
        let mut v1 = one.to_bytes();
        v1[8] = 1;
        v1.drain(16..18);
        let body = v1.len() - 8;
        let sum = fnv1a(&v1[..body]);
        v1[body..].copy_from_slice(&sum.to_le_bytes());
        assert_eq!(Network::from_bytes(&v1).unwrap(), one);
    }

    #[test]
    fn incremental_updates_equal_a_refresh() {
        let net = Network::embedded();
        let mut pos = Position::start(Rules::default());
        let mut acc = Accumulator::default();
        net.refresh(&pos, &mut acc);
        let mut seed = 0x9e37_79b9_7f4a_7c15u64;
        for _ in 0..200 {
            let moves = pos.legal_moves();
            if moves.is_empty() || pos.is_decided_on_board() {
                pos = Position::start(Rules::default());
                net.refresh(&pos, &mut acc);
                continue;
            }
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            let m = moves[(seed % moves.len() as u64) as usize];
            let played = pos.play_unchecked(m);
            let mut child = Accumulator::default();
            net.update(&acc, &played, &mut child);
            let mut fresh = Accumulator::default();
            net.refresh(&pos, &mut fresh);
            assert_eq!(child.values[..net.hidden], fresh.values[..net.hidden]);
            assert_eq!(net.evaluate(&child, &pos), net.evaluate(&fresh, &pos));
            acc = child;
        }
    }
}
