//! A second, independent implementation of docs/RULES.md for differential tests: a plain 7x7 array, moves found
//! square by square, captures checked neighbour by neighbour. It shares nothing with the bitboard core but
//! the `Rules` value and the conversion from a `Position`; it is slow and meant to be obviously right.

#![allow(dead_code)]

use ardri_rules::{Bitboard, Piece, Position, Rules, Side, Square, Terminal};

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Cell {
    Empty,
    Attacker,
    Defender,
    King,
}

#[derive(Clone, PartialEq, Eq, Debug)]
pub struct RefBoard {
    /// `cells[rank][file]`, rank 0 = rank 1.
    pub cells: [[Cell; 7]; 7],
    pub attackers_to_move: bool,
    pub king_captured: bool,
    pub rules: Rules,
}

/// (from (file, rank), to (file, rank))
pub type RefMove = ((usize, usize), (usize, usize));

const STEPS: [(i32, i32); 4] = [(0, 1), (0, -1), (1, 0), (-1, 0)];

fn on_board(file: i32, rank: i32) -> bool {
    (0..7).contains(&file) && (0..7).contains(&rank)
}

fn is_corner(file: usize, rank: usize) -> bool {
    (file == 0 || file == 6) && (rank == 0 || rank == 6)
}

fn is_restricted(file: usize, rank: usize) -> bool {
    is_corner(file, rank) || (file == 3 && rank == 3)
}

impl RefBoard {
    pub fn from_position(pos: &Position) -> RefBoard {
        let mut cells = [[Cell::Empty; 7]; 7];
        for sq in Square::all() {
            cells[sq.rank() as usize][sq.file() as usize] = match pos.piece_at(sq) {
                None => Cell::Empty,
                Some(Piece::Attacker) => Cell::Attacker,
                Some(Piece::Defender) => Cell::Defender,
                Some(Piece::King) => Cell::King,
            };
        }
        RefBoard {
            cells,
            attackers_to_move: pos.side_to_move() == Side::Attackers,
            // The one piece of state a placement does not show.
            king_captured: pos.terminal() == Some(Terminal::KingCaptured),
            rules: *pos.rules(),
        }
    }

    /// The bitboards (attackers, defenders, king) of this board, to compare with a `Position`.
    pub fn bitboards(&self) -> (Bitboard, Bitboard, Bitboard) {
        let mut out = (Bitboard::EMPTY, Bitboard::EMPTY, Bitboard::EMPTY);
        for rank in 0..7 {
            for file in 0..7 {
                let bit = Square::from_coords(file as u8, rank as u8)
                    .unwrap()
                    .bitboard();
                match self.cells[rank][file] {
                    Cell::Attacker => out.0 |= bit,
                    Cell::Defender => out.1 |= bit,
                    Cell::King => out.2 |= bit,
                    Cell::Empty => {}
                }
            }
        }
        out
    }

    fn king(&self) -> (usize, usize) {
        for rank in 0..7 {
            for file in 0..7 {
                if self.cells[rank][file] == Cell::King {
                    return (file, rank);
                }
            }
        }
        panic!("no king");
    }

    pub fn game_over(&self) -> bool {
        let (kf, kr) = self.king();
        self.king_captured || is_corner(kf, kr)
    }

    fn mine(&self, cell: Cell) -> bool {
        match cell {
            Cell::Attacker => self.attackers_to_move,
            Cell::Defender | Cell::King => !self.attackers_to_move,
            Cell::Empty => false,
        }
    }

    pub fn moves(&self) -> Vec<RefMove> {
        let mut out = Vec::new();
        if self.game_over() {
            return out;
        }
        for rank in 0..7 {
            for file in 0..7 {
                let cell = self.cells[rank][file];
                if !self.mine(cell) {
                    continue;
                }
                for (df, dr) in STEPS {
                    let (nf, nr) = (file as i32 + df, rank as i32 + dr);
                    if !on_board(nf, nr) {
                        continue;
                    }
                    let (nf, nr) = (nf as usize, nr as usize);
                    if self.cells[nr][nf] != Cell::Empty {
                        continue;
                    }
                    if is_restricted(nf, nr) && cell != Cell::King {
                        continue;
                    }
                    out.push(((file, rank), (nf, nr)));
                }
            }
        }
        out
    }

    /// Plays a move and returns the squares captured, as (file, rank).
    pub fn play(&mut self, ((ff, fr), (tf, tr)): RefMove) -> Vec<(usize, usize)> {
        let mover = self.cells[fr][ff];
        self.cells[fr][ff] = Cell::Empty;
        self.cells[tr][tf] = mover;
        let mut captured = Vec::new();
        for (df, dr) in STEPS {
            let (nf, nr) = (tf as i32 + df, tr as i32 + dr);
            let (ff2, fr2) = (tf as i32 + 2 * df, tr as i32 + 2 * dr);
            if !on_board(nf, nr) || !on_board(ff2, fr2) {
                continue;
            }
            let (nf, nr, ff2, fr2) = (nf as usize, nr as usize, ff2 as usize, fr2 as usize);
            let victim = self.cells[nr][nf];
            let enemy_ordinary = if self.attackers_to_move {
                victim == Cell::Defender
            } else {
                victim == Cell::Attacker
            };
            if !enemy_ordinary {
                continue;
            }
            let far = self.cells[fr2][ff2];
            let far_friend = if self.attackers_to_move {
                far == Cell::Attacker
            } else {
                far == Cell::Defender || far == Cell::King
            };
            let far_hostile_square =
                self.rules.restricted_hostile && far == Cell::Empty && is_restricted(ff2, fr2);
            if far_friend || far_hostile_square {
                captured.push((nf, nr));
            }
        }
        for &(f, r) in &captured {
            self.cells[r][f] = Cell::Empty;
        }
        if self.attackers_to_move {
            let (kf, kr) = self.king();
            let next_to_king = tf.abs_diff(kf) + tr.abs_diff(kr) == 1;
            if next_to_king {
                let mut enclosed = true;
                for (df, dr) in STEPS {
                    let (nf, nr) = (kf as i32 + df, kr as i32 + dr);
                    let hostile = if !on_board(nf, nr) {
                        self.rules.edge_hostile_to_king
                    } else {
                        let (nf, nr) = (nf as usize, nr as usize);
                        self.cells[nr][nf] == Cell::Attacker || is_restricted(nf, nr)
                    };
                    enclosed &= hostile;
                }
                self.king_captured = enclosed;
            }
        }
        self.attackers_to_move = !self.attackers_to_move;
        captured
    }

    pub fn perft(&self, depth: u32) -> u64 {
        match depth {
            0 => return 1,
            // The last ply is counted, not played (perft's usual shortcut; docs/RULES.md's counts hold).
            1 => return self.moves().len() as u64,
            _ => {}
        }
        self.moves()
            .into_iter()
            .map(|m| {
                let mut next = self.clone();
                next.play(m);
                next.perft(depth - 1)
            })
            .sum()
    }
}

pub fn ref_move_text(((ff, fr), (tf, tr)): RefMove) -> String {
    format!(
        "{}{}{}{}",
        (b'a' + ff as u8) as char,
        fr + 1,
        (b'a' + tf as u8) as char,
        tr + 1
    )
}
