//! The proof's main line in a proven tree (the attacker takes the shortest win, the defender
//! the longest resistance), and the nodes reached by a path of moves.

use alloc::vec::Vec;

use super::{PnTree, LINK, QUICK, UNMEASURED};
use crate::eval::winning_move;
use crate::{Move, Position};

impl PnTree {
    /// For a proven root: the number of plies of the proof's main line and the line itself
    /// (the attacker takes the shortest win in the tree, the defender the longest resistance).
    pub fn proof_line(&self) -> (u32, Vec<Move>) {
        self.proof_line_from(0, self.root_position())
    }

    /// The node reached from the root by `path`, if the tree holds it (through links).
    pub fn follow(&self, path: impl Iterator<Item = Move>) -> Option<usize> {
        let mut i = 0;
        for m in path {
            let node = &self.nodes[self.resolve(i)];
            i = node.children().find(|&c| self.nodes[c].mv == m)?;
        }
        Some(i)
    }

    /// The node `i` stands for: itself, or the solved node it links to.
    fn resolve(&self, mut i: usize) -> usize {
        while self.nodes[i].count == LINK {
            i = self.nodes[i].first as usize;
        }
        i
    }

    /// The length of the proof's main line from node `i` (proven; `or`: the attacker moves
    /// there): the attacker takes the shortest, the defender the longest. Memoised in `dist`.
    fn distance(&self, i: usize, or: bool, dist: &mut [u32]) -> u32 {
        let i = self.resolve(i);
        if dist[i] != UNMEASURED {
            return dist[i];
        }
        let node = self.nodes[i];
        let d = if node.pn != 0 {
            u32::MAX - 1
        } else if node.count == QUICK {
            1
        } else if node.count == 0 {
            0
        } else if or {
            node.children()
                .filter(|&c| self.nodes[c].pn == 0)
                .map(|c| self.distance(c, false, dist).saturating_add(1))
                .min()
                .unwrap_or(u32::MAX - 1)
        } else {
            node.children().map(|c| self.distance(c, true, dist).saturating_add(1)).max().unwrap_or(u32::MAX - 1)
        };
        let d = d.min(u32::MAX - 1);
        dist[i] = d;
        d
    }

    /// [`PnTree::proof_line`] from node `start` (proven, at position `pos`).
    pub fn proof_line_from(&self, start: usize, mut pos: Position) -> (u32, Vec<Move>) {
        let mut dist = alloc::vec![UNMEASURED; self.nodes.len()];
        let plies = self.distance(start, pos.turn() == self.attacker, &mut dist);
        let mut line = Vec::new();
        let mut i = start;
        loop {
            i = self.resolve(i);
            let node = self.nodes[i];
            if node.count == QUICK {
                let moves = pos.legal_moves();
                if let Some(m) = winning_move(&mut pos, &moves) {
                    line.push(m);
                }
                break;
            }
            if node.count == 0 {
                break;
            }
            let or = pos.turn() == self.attacker;
            let pick = if or {
                node.children().filter(|&c| self.nodes[c].pn == 0).min_by_key(|&c| self.distance(c, false, &mut dist))
            } else {
                node.children().max_by_key(|&c| self.distance(c, true, &mut dist))
            };
            let Some(c) = pick else { break };
            line.push(self.nodes[c].mv);
            pos.play_unchecked(self.nodes[c].mv);
            i = c;
        }
        (plies, line)
    }
}
