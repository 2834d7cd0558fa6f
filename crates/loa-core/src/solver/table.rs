//! The transposition table of one proof-number search: for each position the tree has
//! expanded, the node that expanded it and the nodes that solved it (proven or disproven), so
//! that a transposition is answered by a link to a solved node instead of being searched
//! again, or at least starts from the other node's numbers.
//!
//! The table only finds candidates; whether a solved node may stand for a new one under that
//! one's history (repetition, the move limit) is decided by the tree (see `tree`). Positions
//! are compared exactly (both sides' pieces and the side to move), not by hash alone.

use alloc::vec;
use alloc::vec::Vec;

use crate::{Color, Position};

/// No node.
pub(crate) const NONE: u32 = u32::MAX;

/// What the table knows of one position: node indices ([`NONE`] if none) and, for the solved
/// ones, the ply (from the game's start) they were solved at.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Slot {
    hash: u64,
    black: u64,
    white: u64,
    /// A node that expanded the position (its numbers are the best estimate there is).
    pub searched: u32,
    /// A node proven a win for the tree's attacker.
    pub proven: u32,
    /// A node disproven.
    pub disproven: u32,
    pub proven_ply: u16,
    pub disproven_ply: u16,
}

const FREE: Slot = Slot {
    hash: 0,
    black: 0,
    white: 0,
    searched: NONE,
    proven: NONE,
    disproven: NONE,
    proven_ply: 0,
    disproven_ply: 0,
};

impl Slot {
    fn is_free(&self) -> bool {
        self.searched == NONE && self.proven == NONE && self.disproven == NONE
    }

    fn holds(&self, pos: &Position) -> bool {
        self.hash == pos.hash()
            && self.black == pos.pieces(Color::Black).0
            && self.white == pos.pieces(Color::White).0
            && !self.is_free()
    }
}

/// An open-addressing table (linear probing) that doubles when half full.
#[derive(Debug)]
pub(crate) struct Table {
    slots: Vec<Slot>,
    len: usize,
}

impl Table {
    pub fn new() -> Table {
        Table { slots: vec![FREE; 1 << 10], len: 0 }
    }

    /// The index of the slot holding `pos`, or of the free slot where it would go.
    fn index(&self, pos: &Position) -> usize {
        let mask = self.slots.len() - 1;
        let mut i = (pos.hash() as usize) & mask;
        loop {
            let s = &self.slots[i];
            if s.is_free() || s.holds(pos) {
                return i;
            }
            i = (i + 1) & mask;
        }
    }

    /// What is known of `pos`.
    pub fn find(&self, pos: &Position) -> Option<&Slot> {
        let s = &self.slots[self.index(pos)];
        (!s.is_free()).then_some(s)
    }

    /// The slot of `pos`, made if new, for the caller to fill in.
    pub fn entry(&mut self, pos: &Position) -> &mut Slot {
        if 2 * (self.len + 1) > self.slots.len() {
            self.grow();
        }
        let i = self.index(pos);
        if self.slots[i].is_free() {
            self.len += 1;
            self.slots[i] =
                Slot { hash: pos.hash(), black: pos.pieces(Color::Black).0, white: pos.pieces(Color::White).0, ..FREE };
        }
        &mut self.slots[i]
    }

    fn grow(&mut self) {
        let size = 2 * self.slots.len();
        let old = core::mem::replace(&mut self.slots, vec![FREE; size]);
        let mask = size - 1;
        for s in old.into_iter().filter(|s| !s.is_free()) {
            let mut i = (s.hash as usize) & mask;
            while !self.slots[i].is_free() {
                i = (i + 1) & mask;
            }
            self.slots[i] = s;
        }
    }
}
