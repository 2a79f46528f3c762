//! The inputs a network reads: plain piece-square inputs, or king-relative ones on a board turned
//! so the king stands in the triangle a1-d1-d4 (see the `nnue` module's text).

use ardri_rules::{Bitboard, Piece, Position, SQUARE_COUNT, Side, Square};

use super::{INPUTS, KING_RELATIVE_INPUTS, KING_SQUARES, PIECE_INPUTS, input};

/// The inputs a network reads (see the module's text).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FeatureSet {
    Plain,
    KingRelative,
}

/// Squares along a side.
const BOARD: usize = 7;

/// One of the board's 8 symmetries, as three steps in order: mirror the files (bit 0), mirror the
/// ranks (bit 1), swap files and ranks (bit 2).
pub(super) const fn turn(square: usize, symmetry: usize) -> usize {
    let size = BOARD;
    let (mut file, mut rank) = (square % size, square / size);
    if symmetry & 1 != 0 {
        file = size - 1 - file;
    }
    if symmetry & 2 != 0 {
        rank = size - 1 - rank;
    }
    if symmetry & 4 != 0 {
        (file, rank) = (rank, file);
    }
    rank * size + file
}

/// The symmetry that brings a king on each square into the triangle a1-d1-d4 (rank <= file <= d).
const KING_SYMMETRY: [u8; SQUARE_COUNT] = {
    let mut table = [0u8; SQUARE_COUNT];
    let mut sq = 0;
    while sq < SQUARE_COUNT {
        let half = BOARD / 2;
        let mut symmetry = 0;
        if sq % BOARD > half {
            symmetry |= 1;
        }
        if sq / BOARD > half {
            symmetry |= 2;
        }
        let turned = turn(sq, symmetry);
        if turned / BOARD > turned % BOARD {
            symmetry |= 4;
        }
        table[sq] = symmetry as u8;
        sq += 1;
    }
    table
};

/// Every square under every symmetry, built once.
const TURNED: [[u8; SQUARE_COUNT]; 8] = {
    let mut table = [[0u8; SQUARE_COUNT]; 8];
    let mut symmetry = 0;
    while symmetry < 8 {
        let mut sq = 0;
        while sq < SQUARE_COUNT {
            table[symmetry][sq] = turn(sq, symmetry) as u8;
            sq += 1;
        }
        symmetry += 1;
    }
    table
};

/// `pos` under one of the board's 8 symmetries (see [`turn`]): the same position to the rules,
/// which are symmetric, and to the game's value.
pub fn turned(pos: &Position, symmetry: usize) -> Position {
    let map = |bb: Bitboard| -> Bitboard {
        bb.map(|sq| {
            Square::new(TURNED[symmetry][sq.index()]).expect("a turned square is on the board")
        })
        .collect()
    };
    Position::from_parts(
        map(pos.attackers()),
        map(pos.defenders()),
        map(pos.king()),
        pos.side_to_move(),
        *pos.rules(),
    )
    .expect("a turned legal position is legal")
}

/// Where the king stands, as the king-relative inputs see it: the symmetry to apply to every
/// square, and the index (0 to 9) of the king's turned square in the triangle.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct KingFrame {
    symmetry: u8,
    pub king: usize,
}

impl KingFrame {
    #[inline]
    pub fn of(pos: &Position) -> KingFrame {
        let king = pos.king_square().index();
        let symmetry = KING_SYMMETRY[king];
        let turned = usize::from(TURNED[usize::from(symmetry)][king]);
        let (file, rank) = (turned % BOARD, turned / BOARD);
        // Rows of the triangle: a1-d1 (4 squares), b2-d2 (3), c3-d3 (2), d4.
        const ROW_START: [usize; 4] = [0, 4, 7, 9];
        KingFrame {
            symmetry,
            king: ROW_START[rank] + file - rank,
        }
    }

    /// The input of an attacker or defender on `square`.
    #[inline]
    pub fn piece_input(self, piece: Piece, square: Square) -> usize {
        let kind = usize::from(piece == Piece::Defender);
        let turned = usize::from(TURNED[usize::from(self.symmetry)][square.index()]);
        self.king * PIECE_INPUTS + kind * SQUARE_COUNT + turned
    }

    #[inline]
    pub fn king_input(self) -> usize {
        KING_SQUARES * PIECE_INPUTS + self.king
    }
}

impl FeatureSet {
    pub fn code(self) -> u16 {
        match self {
            FeatureSet::Plain => 0,
            FeatureSet::KingRelative => 1,
        }
    }

    pub fn from_code(code: u16) -> Option<FeatureSet> {
        match code {
            0 => Some(FeatureSet::Plain),
            1 => Some(FeatureSet::KingRelative),
            _ => None,
        }
    }

    pub fn inputs(self) -> usize {
        match self {
            FeatureSet::Plain => INPUTS,
            FeatureSet::KingRelative => KING_RELATIVE_INPUTS,
        }
    }

    /// The input that is on when the defenders are to move.
    #[inline]
    pub fn side_input(self) -> usize {
        self.inputs() - 1
    }

    /// The distinct input sets of `pos` under the board's 8 symmetries, each sorted, `pos`'s own
    /// first: what a trainer may show the network for one position. King-relative inputs read
    /// every turn of a position with the king off the axes of symmetry alike (one set); with the
    /// king on an axis the turn is a fixed choice, so mirror images read differently (two sets;
    /// eight on the throne, fewer where the pieces are symmetric too).
    pub fn images(self, pos: &Position) -> Vec<Vec<usize>> {
        let mut own = self.active_inputs(pos);
        own.sort_unstable();
        let mut images = vec![own];
        for symmetry in 1..8 {
            let mut other = self.active_inputs(&turned(pos, symmetry));
            other.sort_unstable();
            if !images.contains(&other) {
                images.push(other);
            }
        }
        images
    }

    /// A position's inputs that are on (for trainers and tests).
    pub fn active_inputs(self, pos: &Position) -> Vec<usize> {
        let mut out = Vec::with_capacity(27);
        match self {
            FeatureSet::Plain => {
                for (piece, squares) in [
                    (Piece::Attacker, pos.attackers()),
                    (Piece::Defender, pos.defenders()),
                    (Piece::King, pos.king()),
                ] {
                    out.extend(squares.map(|sq| input(piece, sq)));
                }
            }
            FeatureSet::KingRelative => {
                let frame = KingFrame::of(pos);
                for (piece, squares) in [
                    (Piece::Attacker, pos.attackers()),
                    (Piece::Defender, pos.defenders()),
                ] {
                    out.extend(squares.map(|sq| frame.piece_input(piece, sq)));
                }
                out.push(frame.king_input());
            }
        }
        if pos.side_to_move() == Side::Defenders {
            out.push(self.side_input());
        }
        out
    }
}
