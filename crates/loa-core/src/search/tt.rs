//! The transposition table: one 16-byte entry per slot, indexed by the Zobrist hash, sized by
//! the caller. The slots are atomic words behind an `Arc`, so several searches (helper threads
//! of a Lazy SMP search, which live in the caller: loa-core has no threads) can share one table
//! without a lock ([`Tt::share`]); alone, and in wasm, it works as a plain table.
//!
//! Each slot keeps its data and the key XOR the data: an entry half written by one thread while
//! another reads it does not match its key, so it reads as empty.

use alloc::boxed::Box;
use alloc::sync::Arc;
use core::sync::atomic::{AtomicU64, AtomicU8, Ordering::Relaxed};

use crate::Move;

use super::MATE_BOUND;

/// What a stored score says about the true value.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Bound {
    /// The score is exact (a PV node).
    Exact,
    /// The true value is at least the score (a fail-high).
    Lower,
    /// The true value is at most the score (a fail-low).
    Upper,
}

#[derive(Debug, Default)]
struct Slot {
    /// The key XOR `data`.
    check: AtomicU64,
    /// move bits (16) | score (16, i16) << 16 | depth (8) << 32 | bound (2) << 40 | age (6) << 42
    data: AtomicU64,
}

impl Slot {
    /// The key and data, or `(0, 0)` for an empty slot.
    #[inline]
    fn read(&self) -> (u64, u64) {
        let data = self.data.load(Relaxed);
        (self.check.load(Relaxed) ^ data, data)
    }

    #[inline]
    fn write(&self, key: u64, data: u64) {
        self.check.store(key ^ data, Relaxed);
        self.data.store(data, Relaxed);
    }
}

/// A probe's answer.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Entry {
    pub mv: Option<Move>,
    pub score: i32,
    pub depth: i32,
    pub bound: Bound,
}

/// The slots and the age of the current search, shared by every [`Tt`] made by [`Tt::share`].
#[derive(Debug)]
struct Table {
    slots: Box<[Slot]>,
    age: AtomicU8,
}

#[derive(Debug)]
pub(crate) struct Tt {
    table: Arc<Table>,
    mask: usize,
    /// Whether this handle starts new searches (ages the table); a shared one does not.
    owner: bool,
}

impl Tt {
    /// A table of at most `mb` megabytes (a power of two number of slots; at least 1024).
    pub fn new(mb: usize) -> Tt {
        let bytes = mb.max(1).saturating_mul(1 << 20);
        let want = (bytes / core::mem::size_of::<Slot>()).max(1024);
        let len = if want.is_power_of_two() { want } else { want.next_power_of_two() >> 1 };
        let slots = (0..len).map(|_| Slot::default()).collect();
        Tt { table: Arc::new(Table { slots, age: AtomicU8::new(0) }), mask: len - 1, owner: true }
    }

    /// Another handle on the same slots, for a search running beside this one: what either
    /// stores, the other finds. Only the first handle ages the table.
    pub fn share(&self) -> Tt {
        Tt { table: Arc::clone(&self.table), mask: self.mask, owner: false }
    }

    pub fn clear(&self) {
        for slot in &self.table.slots {
            slot.write(0, 0);
        }
        self.table.age.store(0, Relaxed);
    }

    /// Called at the start of each search so that old entries give way.
    pub fn new_search(&self) {
        if self.owner {
            let age = self.table.age.load(Relaxed);
            self.table.age.store((age + 1) & 63, Relaxed);
        }
    }

    #[inline]
    fn slot(&self, key: u64) -> &Slot {
        // The high bits pick the slot; the whole key is checked.
        &self.table.slots[((key >> 32) as usize ^ key as usize) & self.mask]
    }

    #[inline]
    pub fn probe(&self, key: u64, ply: u32) -> Option<Entry> {
        let (slot_key, d) = self.slot(key).read();
        if slot_key != key || d == 0 {
            return None;
        }
        let mv = Move::from_bits(d as u16);
        let score = score_from_tt(i32::from((d >> 16) as u16 as i16), ply);
        let depth = i32::from((d >> 32) as u8);
        let bound = match (d >> 40) & 3 {
            0 => Bound::Exact,
            1 => Bound::Lower,
            _ => Bound::Upper,
        };
        Some(Entry { mv, score, depth, bound })
    }

    #[inline]
    pub fn store(&self, key: u64, ply: u32, mv: Option<Move>, score: i32, depth: i32, bound: Bound) {
        let slot = self.slot(key);
        let (old_key, old) = slot.read();
        let age = self.table.age.load(Relaxed);
        let old_depth = i32::from((old >> 32) as u8);
        let old_age = ((old >> 42) & 63) as u8;
        // Replace unless the slot holds a deeper result of this search for another position.
        if old_key != key && old_age == age && old_depth > depth + 2 && old != 0 {
            return;
        }
        // Keep the old move when the new result has none for the same position.
        let mv_bits = match mv {
            Some(m) => m.bits(),
            None if old_key == key => old as u16,
            None => 0,
        };
        let b = match bound {
            Bound::Exact => 0u64,
            Bound::Lower => 1,
            Bound::Upper => 2,
        };
        let s = score_to_tt(score, ply) as i16 as u16;
        let data = u64::from(mv_bits)
            | u64::from(s) << 16
            | (depth.clamp(0, 255) as u64) << 32
            | b << 40
            | u64::from(age) << 42
            | 1 << 48; // never zero
        slot.write(key, data);
    }
}

/// Mate scores are stored relative to the node, not the root.
fn score_to_tt(score: i32, ply: u32) -> i32 {
    if score >= MATE_BOUND {
        score + ply as i32
    } else if score <= -MATE_BOUND {
        score - ply as i32
    } else {
        score
    }
}

fn score_from_tt(score: i32, ply: u32) -> i32 {
    if score >= MATE_BOUND {
        score - ply as i32
    } else if score <= -MATE_BOUND {
        score + ply as i32
    } else {
        score
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{Position, Variant};

    #[test]
    fn store_and_probe() {
        let tt = Tt::new(1);
        let pos = Position::new(Variant::Standard);
        let m = pos.legal_moves()[3];
        tt.store(pos.hash(), 0, Some(m), -123, 7, Bound::Lower);
        let e = tt.probe(pos.hash(), 0).unwrap();
        assert_eq!((e.mv, e.score, e.depth, e.bound), (Some(m), -123, 7, Bound::Lower));
        assert!(tt.probe(pos.hash() ^ 1, 0).is_none());
        // A mate found 3 plies below this node, stored at ply 5, read back at ply 2.
        tt.store(42, 5, None, super::super::MATE - 8, 3, Bound::Exact);
        assert_eq!(tt.probe(42, 2).unwrap().score, super::super::MATE - 5);
    }

    #[test]
    fn a_shared_table_is_one_table() {
        let tt = Tt::new(1);
        let other = tt.share();
        other.store(99, 0, None, 17, 4, Bound::Upper);
        let e = tt.probe(99, 0).expect("stored through the other handle");
        assert_eq!((e.score, e.depth, e.bound), (17, 4, Bound::Upper));
        // Only the first handle ages the table; clearing either clears both.
        other.new_search();
        assert_eq!(tt.table.age.load(Relaxed), 0);
        tt.new_search();
        assert_eq!(other.table.age.load(Relaxed), 1);
        other.clear();
        assert!(tt.probe(99, 0).is_none());
    }

    #[test]
    fn a_torn_entry_reads_as_empty() {
        let tt = Tt::new(1);
        tt.store(7, 0, None, 5, 3, Bound::Exact);
        // Another thread's data landed, its check word not yet: the key no longer matches.
        let slot = tt.slot(7);
        slot.data.store(slot.data.load(Relaxed) ^ (1 << 20), Relaxed);
        assert!(tt.probe(7, 0).is_none());
    }
}
