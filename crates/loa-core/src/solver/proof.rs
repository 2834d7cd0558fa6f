//! Checking a df-pn proof along real game paths, and the checked proof kept for the rest of
//! the game.
//!
//! The df-pn table says which positions are proven, but not under which history: a proof found
//! along one path can be carried by the table to a position whose earlier positions make a line
//! of it repeat. So a proof is only reported once it has been walked from the root on a real
//! [`Position`]: where the prover moves, one child the table marks proven (the shortest first)
//! that itself checks out; where the defender moves, every legal reply. Each position is judged
//! by the rules as the game judges it (connection, simultaneous connection, the move limit, no
//! moves), and a position that occurred before on its path (since the last capture, the game
//! before the root included) fails the check, as in the search. The walk shares a checked
//! position between paths when its proof holds under the new path's history: as in `tree`, none
//! of the positions its lines reach before a capture may have occurred on the new path since
//! its last capture (31-bit signatures of positions), and with a move limit the ply is part of
//! the key. When repetition is off, every checked position is shared.

use alloc::collections::BTreeMap;
use alloc::vec::Vec;

use super::dfpn::Dfpn;
use crate::{Color, Move, Position, Repetition};

/// A checked proof: a tree (with shared subtrees) of the prover's chosen moves and all the
/// defender's replies, each node with the plies of its longest line to the end.
#[derive(Debug)]
pub(crate) struct Proof {
    attacker: Color,
    root: Position,
    nodes: Vec<PNode>,
    edges: Vec<(Move, u32)>,
    root_node: u32,
}

#[derive(Debug, Clone, Copy)]
struct PNode {
    first: u32,
    count: u32,
    /// Plies to the end: the prover's line, the defender's longest reply.
    dist: u32,
    /// The signature bits of the positions its lines reach before a capture, its own included.
    sig: u32,
}

/// What the check of a proof found.
#[derive(Debug)]
pub(crate) enum Check {
    Proven(Proof),
    /// A line of the table's proof does not hold on a real path.
    Refuted,
    /// The walk needed more than its budget.
    OutOfBudget,
}

/// The longest line the walk follows (it bounds the recursion): beyond it, out of budget.
const MAX_DEPTH: usize = 400;

struct Walk<'a> {
    search: &'a Dfpn,
    attacker: Color,
    pos: Position,
    track_history: bool,
    memo: BTreeMap<u64, u32>,
    nodes: Vec<PNode>,
    edges: Vec<(Move, u32)>,
    budget: u64,
    used: u64,
    exhausted: bool,
    depth: usize,
}

/// Walks the proof `search` holds for its root (proven) with at most `budget` positions;
/// `used` gets the positions walked.
pub(crate) fn check(search: &Dfpn, budget: u64, used: &mut u64) -> Check {
    let root = search.root().clone();
    let mut w = Walk {
        search,
        attacker: search.attacker(),
        track_history: root.rules().repetition != Repetition::Off,
        pos: root.clone(),
        memo: BTreeMap::new(),
        nodes: Vec::new(),
        edges: Vec::new(),
        budget,
        used: 0,
        exhausted: false,
        depth: 0,
    };
    // The game's positions since its last capture are the root's history.
    let mut history = 0;
    let mut back = root.clone();
    while back.last_move().is_some_and(|m| !m.is_capture()) {
        back.undo();
        history |= w.bit(back.hash());
    }
    let r = w.walk(history, true);
    *used = w.used;
    match r {
        Some(root_node) => {
            Check::Proven(Proof { attacker: w.attacker, root, nodes: w.nodes, edges: w.edges, root_node })
        }
        None if w.exhausted => Check::OutOfBudget,
        None => Check::Refuted,
    }
}

impl Walk<'_> {
    fn bit(&self, hash: u64) -> u32 {
        if self.track_history {
            1 << ((hash >> 40) % 31)
        } else {
            0
        }
    }

    /// Checks the position `self.pos`, reached with `history` (the signature of the positions
    /// before it since the last capture); its node.
    fn walk(&mut self, history: u32, is_root: bool) -> Option<u32> {
        if self.used >= self.budget || self.depth >= MAX_DEPTH {
            self.exhausted = true;
            return None;
        }
        self.used += 1;
        let bit = self.bit(self.pos.hash());
        if let Some(o) = self.pos.outcome() {
            return (o.winner() == Some(self.attacker)).then(|| self.push(Vec::new(), 0, bit));
        }
        // As in the search: a second occurrence fails, except in a bounded search (whose
        // table knows a draw only at the third, as the rules do).
        if !is_root && !self.search.bounded() && self.pos.occurrences() >= 2 {
            return None;
        }
        let key = self.search.key(&self.pos);
        if let Some(&i) = self.memo.get(&key) {
            if self.nodes[i as usize].sig & history == 0 {
                return Some(i);
            }
        }
        let here = history | bit;
        let moves = self.pos.legal_moves();
        let mut kids = Vec::new();
        if self.pos.turn() == self.attacker {
            // The moves the table (or the rules, at once) says win, shortest first.
            let mut candidates = Vec::new();
            for &m in &moves {
                self.pos.play_unchecked(m);
                let dist = match self.pos.outcome() {
                    Some(o) if o.winner() == Some(self.attacker) => Some(0),
                    Some(_) => None,
                    None => self.search.proof_dist(&self.pos),
                };
                self.pos.undo();
                if let Some(d) = dist {
                    candidates.push((d, m));
                }
            }
            crate::sort::stable_by_key(&mut candidates, |&(d, _)| d);
            for (_, m) in candidates {
                if let Some(c) = self.child(m, here) {
                    kids.push((m, c));
                    break;
                }
                if self.exhausted {
                    return None;
                }
            }
            if kids.is_empty() {
                return None;
            }
        } else {
            for &m in &moves {
                kids.push((m, self.child(m, here)?));
            }
        }
        let dist = 1 + kids.iter().map(|&(_, c)| self.nodes[c as usize].dist).max().unwrap_or(0);
        let sig = kids.iter().filter(|(m, _)| !m.is_capture()).fold(bit, |s, &(_, c)| s | self.nodes[c as usize].sig);
        let i = self.push(kids, dist, sig);
        let keep = match self.memo.get(&key) {
            Some(&old) => sig.count_ones() < self.nodes[old as usize].sig.count_ones(),
            None => true,
        };
        if keep {
            self.memo.insert(key, i);
        }
        Some(i)
    }

    /// Checks the position after `m`.
    fn child(&mut self, m: Move, here: u32) -> Option<u32> {
        self.pos.play_unchecked(m);
        self.depth += 1;
        let r = self.walk(if m.is_capture() { 0 } else { here }, false);
        self.depth -= 1;
        self.pos.undo();
        r
    }

    fn push(&mut self, kids: Vec<(Move, u32)>, dist: u32, sig: u32) -> u32 {
        let first = self.edges.len() as u32;
        let count = kids.len() as u32;
        self.edges.extend(kids);
        self.nodes.push(PNode { first, count, dist, sig });
        (self.nodes.len() - 1) as u32
    }
}

impl Proof {
    pub fn attacker(&self) -> Color {
        self.attacker
    }

    pub fn root_position(&self) -> Position {
        self.root.clone()
    }

    fn kids(&self, i: u32) -> &[(Move, u32)] {
        let n = self.nodes[i as usize];
        &self.edges[n.first as usize..(n.first + n.count) as usize]
    }

    /// The node reached from the root by `path`, if the proof holds it.
    pub fn follow(&self, path: impl Iterator<Item = Move>) -> Option<u32> {
        let mut i = self.root_node;
        for m in path {
            i = self.kids(i).iter().find(|&&(k, _)| k == m)?.1;
        }
        Some(i)
    }

    /// The root's main line: [`Proof::line_from`] the root.
    pub fn line(&self) -> (u32, Vec<Move>) {
        self.line_from(self.root_node)
    }

    /// The plies of node `i`'s main line and the line: the prover's move, the defender's
    /// longest reply.
    pub fn line_from(&self, mut i: u32) -> (u32, Vec<Move>) {
        let plies = self.nodes[i as usize].dist;
        let mut line = Vec::new();
        while let Some(&(m, c)) = self.kids(i).iter().max_by_key(|&&(_, c)| self.nodes[c as usize].dist) {
            line.push(m);
            i = c;
        }
        (plies, line)
    }
}
