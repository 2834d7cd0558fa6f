//! The transposition table: one 16-byte entry per slot, indexed by the Zobrist hash, sized by
//! the caller. A plain `Vec`, so it works the same natively and in wasm.

use alloc::vec;
use alloc::vec::Vec;

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

#[derive(Debug, Clone, Copy, Default)]
struct Slot {
    key: u64,
    /// move bits (16) | score (16, i16) << 16 | depth (8) << 32 | bound (2) << 40 | age (6) << 42
    data: u64,
}

/// A probe's answer.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Entry {
    pub mv: Option<Move>,
    pub score: i32,
    pub depth: i32,
    pub bound: Bound,
}

#[derive(Debug)]
pub(crate) struct Tt {
    slots: Vec<Slot>,
    mask: usize,
    age: u8,
}

impl Tt {
    /// A table of at most `mb` megabytes (a power of two number of slots; at least 1024).
    pub fn new(mb: usize) -> Tt {
        let bytes = mb.max(1).saturating_mul(1 << 20);
        let want = (bytes / core::mem::size_of::<Slot>()).max(1024);
        let len = if want.is_power_of_two() { want } else { want.next_power_of_two() >> 1 };
        Tt { slots: vec![Slot::default(); len], mask: len - 1, age: 0 }
    }

    pub fn clear(&mut self) {
        self.slots.fill(Slot::default());
        self.age = 0;
    }

    /// Called at the start of each search so that old entries give way.
    pub fn new_search(&mut self) {
        self.age = (self.age + 1) & 63;
    }

    #[inline]
    fn index(&self, key: u64) -> usize {
        // The high bits pick the slot; the whole key is checked.
        ((key >> 32) as usize ^ key as usize) & self.mask
    }

    #[inline]
    pub fn probe(&self, key: u64, ply: u32) -> Option<Entry> {
        let slot = self.slots[self.index(key)];
        if slot.key != key || slot.data == 0 {
            return None;
        }
        let d = slot.data;
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
    pub fn store(&mut self, key: u64, ply: u32, mv: Option<Move>, score: i32, depth: i32, bound: Bound) {
        let i = self.index(key);
        let old = self.slots[i];
        let old_depth = i32::from((old.data >> 32) as u8);
        let old_age = ((old.data >> 42) & 63) as u8;
        // Replace unless the slot holds a deeper result of this search for another position.
        if old.key != key && old_age == self.age && old_depth > depth + 2 && old.data != 0 {
            return;
        }
        // Keep the old move when the new result has none for the same position.
        let mv_bits = match mv {
            Some(m) => m.bits(),
            None if old.key == key => old.data as u16,
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
            | u64::from(self.age) << 42
            | 1 << 48; // never zero
        self.slots[i] = Slot { key, data };
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
        let mut tt = Tt::new(1);
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
}
