//! df-pn's transposition table: buckets of four entries keyed by the Zobrist hash (and the ply
//! where it matters), grown by doubling up to a cap; a new entry replaces the one with the least
//! work done, proofs last, and a proof pushed out is remembered for the check.

use super::{Dfpn, Value};
use crate::Position;

/// Entries of a bucket.
pub(super) const WAYS: usize = 4;

/// The table's first size, and the most it grows to (24 bytes an entry).
pub(super) const FIRST_ENTRIES: usize = 1 << 13;
pub(super) const MAX_ENTRIES: usize = 1 << 22;
/// The most a table shared by many searches ([`Dfpn::shared`], the book's) grows to: 6 GB.
pub(super) const MAX_SHARED_ENTRIES: usize = 1 << 28;

/// One position's numbers in the table.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Entry {
    key: u64,
    pub pn: u32,
    pub dn: u32,
    /// Nodes generated below it (saturating): what the replacement keeps.
    work: u32,
    /// For a proven position: the plies of the shortest win the search saw.
    pub dist: u16,
    used: bool,
}

pub(super) const FREE: Entry = Entry { key: 0, pn: 0, dn: 0, work: 0, dist: 0, used: false };

impl Dfpn {
    /// The table key of `pos`.
    pub fn key(&self, pos: &Position) -> u64 {
        if self.limited {
            pos.hash() ^ (pos.ply() as u64 + 1).wrapping_mul(0x9e37_79b9_7f4a_7c15)
        } else {
            pos.hash()
        }
    }

    fn bucket(&self, key: u64) -> usize {
        (key as usize) & (self.table.len() - 1) & !(WAYS - 1)
    }

    /// The table's entry for `pos`.
    pub fn lookup(&self, pos: &Position) -> Option<Entry> {
        let key = self.key(pos);
        let b = self.bucket(key);
        self.table[b..b + WAYS].iter().find(|e| e.used && e.key == key).copied()
    }

    /// The distance of a proof of `pos` the search found, if the table still knows it.
    pub fn proof_dist(&self, pos: &Position) -> Option<u16> {
        match self.lookup(pos) {
            Some(e) if e.pn == 0 => Some(e.dist),
            _ => self.spilled.get(&self.key(pos)).copied(),
        }
    }

    pub(super) fn store(&mut self, key: u64, v: Value, work: u64) {
        if 2 * self.filled > self.table.len() && self.table.len() < self.max_entries {
            self.grow();
        }
        let b = self.bucket(key);
        let bucket = &mut self.table[b..b + WAYS];
        let keep = |e: &Entry| {
            if !e.used {
                0
            } else if e.pn == 0 {
                u64::MAX
            } else {
                u64::from(e.work) + 1
            }
        };
        let i = match bucket.iter().position(|e| e.used && e.key == key) {
            // A proof stays: found on one path, it is what a proof through here was built
            // on; where another path makes a line of it repeat, the check finds it.
            Some(i) if bucket[i].pn == 0 && v.pn != 0 => return,
            Some(i) => i,
            None => {
                let (i, worst) =
                    bucket.iter().enumerate().min_by_key(|(_, e)| keep(e)).map_or((0, 0), |(i, e)| (i, keep(e)));
                // A proof is not pushed out by an open position.
                if worst == u64::MAX && v.pn != 0 {
                    return;
                }
                if !bucket[i].used {
                    self.filled += 1;
                } else if worst == u64::MAX {
                    self.spilled.insert(bucket[i].key, bucket[i].dist);
                }
                bucket[i] = FREE;
                i
            }
        };
        let e = &mut bucket[i];
        let work = (u64::from(e.work) + work).min(u64::from(u32::MAX)) as u32;
        *e = Entry { key, pn: v.pn, dn: v.dn, work, dist: v.dist, used: true };
    }

    /// Doubles the table, keeping every entry that still fits its bucket.
    fn grow(&mut self) {
        let size = 2 * self.table.len();
        let old = core::mem::replace(&mut self.table, alloc::vec![FREE; size]);
        self.filled = 0;
        for e in old.into_iter().filter(|e| e.used) {
            let b = self.bucket(e.key);
            if let Some(slot) = self.table[b..b + WAYS].iter_mut().find(|s| !s.used) {
                *slot = e;
                self.filled += 1;
            }
        }
    }
}
