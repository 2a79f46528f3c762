//! The transposition table: a fixed-size hash table shared by all search threads without locks.
//!
//! Each entry is two atomic words, the key XOR the data and the data, so a torn write by two threads is
//! detected on read (the XOR no longer matches) and treated as a miss. Buckets hold two entries; the
//! replacement keeps the deeper and the newer information.

use std::sync::atomic::{AtomicU8, AtomicU64, Ordering};

use ardri_rules::Move;

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Bound {
    /// The true value is at most the stored one (no move beat alpha).
    Upper = 1,
    /// The true value is at least the stored one (a move reached beta).
    Lower = 2,
    Exact = 3,
}

/// What a probe returns.
#[derive(Clone, Copy, Debug)]
pub struct TableEntry {
    pub best_move: Option<Move>,
    /// Relative to the node (see `score::to_table`).
    pub value: i32,
    pub depth: i32,
    pub bound: Bound,
}

#[derive(Default)]
struct Slot {
    key_xor_data: AtomicU64,
    data: AtomicU64,
}

const BUCKET: usize = 2;

// data layout: move 16 bits | value 16 bits | depth 8 bits | bound 2 bits | age 6 bits
fn pack(best_move: Option<Move>, value: i32, depth: i32, bound: Bound, age: u8) -> u64 {
    let mv = best_move.map_or(0, Move::to_u16) as u64;
    let value = (value.clamp(i16::MIN as i32, i16::MAX as i32) as i16) as u16 as u64;
    let depth = depth.clamp(0, 255) as u64;
    mv | value << 16 | depth << 32 | (bound as u64) << 40 | ((age & 0x3f) as u64) << 42
}

fn unpack(data: u64) -> Option<(TableEntry, u8)> {
    let bound = match (data >> 40) & 3 {
        1 => Bound::Upper,
        2 => Bound::Lower,
        3 => Bound::Exact,
        _ => return None,
    };
    Some((
        TableEntry {
            best_move: Move::from_u16(data as u16),
            value: (data >> 16) as u16 as i16 as i32,
            depth: ((data >> 32) & 0xff) as i32,
            bound,
        },
        ((data >> 42) & 0x3f) as u8,
    ))
}

pub struct TranspositionTable {
    slots: Vec<Slot>,
    buckets: usize,
    age: AtomicU8,
}

impl TranspositionTable {
    /// A table of about `mib` MiB (at least one bucket).
    pub fn new(mib: usize) -> TranspositionTable {
        let bytes = mib.max(1) * 1024 * 1024;
        let buckets = (bytes / (BUCKET * std::mem::size_of::<Slot>())).max(1);
        let mut slots = Vec::with_capacity(buckets * BUCKET);
        slots.resize_with(buckets * BUCKET, Slot::default);
        let table = TranspositionTable {
            slots,
            buckets,
            age: AtomicU8::new(0),
        };
        // The zeroed allocation comes from the system as untouched pages; without this, the first
        // search pays a page fault for nearly every new entry (a fresh 64 MiB table made depth 6
        // from the start take 11 ms instead of 3). Writing every slot now maps them all.
        table.clear();
        table
    }

    pub fn size_mib(&self) -> usize {
        self.slots.len() * std::mem::size_of::<Slot>() / (1024 * 1024)
    }

    /// Forgets everything.
    pub fn clear(&self) {
        for slot in &self.slots {
            slot.key_xor_data.store(0, Ordering::Relaxed);
            slot.data.store(0, Ordering::Relaxed);
        }
        self.age.store(0, Ordering::Relaxed);
    }

    /// Marks the start of a new search, so older entries give way first.
    pub fn new_search(&self) {
        let next = (self.age.load(Ordering::Relaxed) + 1) & 0x3f;
        self.age.store(next, Ordering::Relaxed);
    }

    #[inline]
    fn bucket(&self, key: u64) -> &[Slot] {
        // Multiply-shift maps the key uniformly onto the bucket count without a division.
        let index = ((key as u128 * self.buckets as u128) >> 64) as usize;
        &self.slots[index * BUCKET..(index + 1) * BUCKET]
    }

    #[inline]
    pub fn prefetch(&self, key: u64) {
        // A plain load is enough to start the cache line's journey on every platform.
        let _ = self.bucket(key)[0].data.load(Ordering::Relaxed);
    }

    #[inline]
    pub fn probe(&self, key: u64) -> Option<TableEntry> {
        for slot in self.bucket(key) {
            let data = slot.data.load(Ordering::Relaxed);
            let check = slot.key_xor_data.load(Ordering::Relaxed);
            if check ^ data == key {
                return unpack(data).map(|(entry, _)| entry);
            }
        }
        None
    }

    #[inline]
    pub fn store(&self, key: u64, best_move: Option<Move>, value: i32, depth: i32, bound: Bound) {
        let age = self.age.load(Ordering::Relaxed);
        let bucket = self.bucket(key);
        // Prefer the slot already holding this position, then the least valuable one.
        let mut target = &bucket[0];
        let mut target_worth = i32::MAX;
        for slot in bucket {
            let data = slot.data.load(Ordering::Relaxed);
            let check = slot.key_xor_data.load(Ordering::Relaxed);
            if check ^ data == key {
                let old = unpack(data);
                // Keep a deeper result of this search for the same position unless the new one is exact.
                if let Some((old, old_age)) = old
                    && old_age == age
                    && old.depth > depth + 2
                    && bound != Bound::Exact
                {
                    return;
                }
                // Keep the old move when the new result has none.
                let best_move = best_move.or(old.and_then(|(e, _)| e.best_move));
                let data = pack(best_move, value, depth, bound, age);
                slot.key_xor_data.store(key ^ data, Ordering::Relaxed);
                slot.data.store(data, Ordering::Relaxed);
                return;
            }
            let worth = match unpack(data) {
                None => i32::MIN,
                Some((e, a)) => e.depth - 8 * ((age.wrapping_sub(a) & 0x3f) as i32),
            };
            if worth < target_worth {
                target_worth = worth;
                target = slot;
            }
        }
        let data = pack(best_move, value, depth, bound, age);
        target.key_xor_data.store(key ^ data, Ordering::Relaxed);
        target.data.store(data, Ordering::Relaxed);
    }

    /// Per mille of a sample of slots written during the current search (the protocol's `hashfull`).
    pub fn hashfull(&self) -> u32 {
        let age = self.age.load(Ordering::Relaxed);
        let sample = self.slots.len().min(1000);
        let used = self.slots[..sample]
            .iter()
            .filter(|s| matches!(unpack(s.data.load(Ordering::Relaxed)), Some((_, a)) if a == age))
            .count();
        (used * 1000 / sample.max(1)) as u32
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use ardri_rules::Square;

    #[test]
    fn store_and_probe_round_trip() {
        let tt = TranspositionTable::new(1);
        let m = Move::new(Square::A1, Square::new(1).unwrap());
        tt.store(0xdead_beef, Some(m), -29_950, 7, Bound::Lower);
        let e = tt.probe(0xdead_beef).unwrap();
        assert_eq!(e.best_move, Some(m));
        assert_eq!(e.value, -29_950);
        assert_eq!(e.depth, 7);
        assert_eq!(e.bound, Bound::Lower);
        assert!(tt.probe(0xdead_beee).is_none());
        tt.clear();
        assert!(tt.probe(0xdead_beef).is_none());
    }

    #[test]
    fn hashfull_counts_this_search_only() {
        let tt = TranspositionTable::new(1);
        assert_eq!(tt.hashfull(), 0);
        for key in 0..200_000u64 {
            tt.store(
                key.wrapping_mul(0x9e37_79b9_7f4a_7c15),
                None,
                0,
                1,
                Bound::Exact,
            );
        }
        assert!(tt.hashfull() > 900);
        tt.new_search();
        assert_eq!(tt.hashfull(), 0);
    }
}
