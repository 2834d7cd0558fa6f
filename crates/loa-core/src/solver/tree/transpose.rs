//! Transpositions in the best-first tree.
//!
//! A solved node is kept in the tree's `Table`, and a new leaf at the same position becomes a
//! link to it (solved at once) when that node's result holds under the leaf's own history. Only results are shared, never open proof numbers, so the proof-number DAG
//! problems do not arise; what needs care is the history (the graph-history interaction):
//! - A **proof** holds under another history as long as none of its positions (those reached
//!   before a capture on its lines) occurred since the last capture before the new leaf: then
//!   every line of it meets the same rules as where it was found, and no position on it
//!   occurs a second time. Each node carries a 31-bit signature of the positions of its proof
//!   (one bit per position, from its hash), and the tree keeps the signature of the history
//!   on the current path; a link is made only if the two have no bit in common. A capture
//!   starts a new history, so a line's positions after a capture do not count. When repetition
//!   is off, no history matters and every proof is shared.
//! - A **disproof** is shared only if no repetition was counted anywhere in it (then more or
//!   other history can only add draws, which keep it a disproof).
//! - With a **move limit**, a proof found at ply `p` is shared at plies up to `p`, a disproof
//!   at plies from `p` on (less time left never helps the attacker).
//!
//! A proof found under another history that cannot be shared still makes the leaf the most
//! promising one to expand (proof number 1), so the search goes back to it first.

use super::{Node, PnTree, ESTIMATE_CAP, INF, LINK, REPEATS, SIG_BITS};
use crate::solver::table::NONE;

impl PnTree {
    /// Makes the new leaf `node` at `self.pos` (with `history`, the signature of the positions
    /// before it since the last capture) a link to a solved node of the same position, if one
    /// holds under this history (see the module text).
    pub(super) fn transpose(&mut self, node: &mut Node, history: u32) {
        let Some(slot) = self.table.as_ref().and_then(|t| t.find(&self.pos)) else { return };
        let ply = self.pos.ply();
        if slot.proven != NONE {
            let proof = &self.nodes[slot.proven as usize];
            if proof.sig & SIG_BITS & history == 0 && (!self.limited || ply <= usize::from(slot.proven_ply)) {
                *node = Node { pn: 0, dn: INF, first: slot.proven, count: LINK, sig: proof.sig & SIG_BITS, ..*node };
                self.links += 1;
                return;
            }
            // Proven under another history: the first place to look.
            node.pn = 1;
            return;
        }
        if slot.disproven != NONE && (!self.limited || ply >= usize::from(slot.disproven_ply)) {
            *node = Node { pn: INF, dn: 0, first: slot.disproven, count: LINK, ..*node };
            self.links += 1;
            return;
        }
        // Searched elsewhere: start from what that search found (never solved by it).
        if slot.searched != NONE {
            let other = &self.nodes[slot.searched as usize];
            node.pn = other.pn.clamp(1, ESTIMATE_CAP);
            node.dn = other.dn.clamp(1, ESTIMATE_CAP);
        }
    }

    /// Keeps the current node, just solved, for transpositions: its signature (proven) or
    /// whether a repetition counted (disproven) from its children.
    pub(super) fn record_solved(&mut self) {
        let node = self.nodes[self.current];
        let children = &self.nodes[node.children()];
        let or = self.is_or();
        let proven = node.pn == 0;
        let sig = if proven {
            // The lines the proof may take: any proven child where the attacker moves, every
            // child where the defender does. After a capture the history starts anew.
            children
                .iter()
                .filter(|c| (!or || c.pn == 0) && !c.mv.is_capture())
                .fold(node.sig & SIG_BITS, |s, c| s | (c.sig & SIG_BITS))
        } else {
            let mut refuting = children.iter().filter(|c| c.dn == 0);
            let repeated =
                if or { refuting.any(|c| c.sig & REPEATS != 0) } else { refuting.all(|c| c.sig & REPEATS != 0) };
            (node.sig & SIG_BITS) | if repeated { REPEATS } else { 0 }
        };
        self.nodes[self.current].sig = sig;
        let Some(table) = &mut self.table else { return };
        if !proven && sig & REPEATS != 0 {
            return;
        }
        let (current, ply) = (self.current as u32, self.pos.ply().min(usize::from(u16::MAX)) as u16);
        let slot = table.entry(&self.pos);
        if proven {
            // Keep the proof that holds under most histories: fewest positions, latest ply.
            let better = slot.proven == NONE || {
                let (new_bits, old_bits) = (sig.count_ones(), self.nodes[slot.proven as usize].sig.count_ones());
                new_bits < old_bits || (new_bits == old_bits && ply > slot.proven_ply)
            };
            if better {
                slot.proven = current;
                slot.proven_ply = ply;
            }
        } else if slot.disproven == NONE || ply < slot.disproven_ply {
            slot.disproven = current;
            slot.disproven_ply = ply;
        }
    }
}
