//! A two-level proof-number search (PN², Allis; Winands solved 6×6 with it) for proofs too big
//! for one df-pn table, kept as the first level of a book.
//!
//! - The **first level** is a best-first tree of game paths from the root, small enough to keep
//!   (and to save and load: `store`), whose leaves are valued by the second level.
//! - The **second level** is df-pn (`dfpn::Dfpn::shared`) with one table for all the leaves, so
//!   siblings and transpositions start from what was learnt before: a new leaf is searched
//!   for `leaf_nodes` positions and starts from the numbers it ends with.
//! - A leaf where the attacker moves is **certified** once [`Solver`] (a fresh one, as the
//!   engine runs it in a game) proves it within `book_nodes`: such leaves end the book. A leaf
//!   df-pn proves but the solver does not within that budget is *deep*: known to be won, with
//!   proof number 1, expanded further until its leaves are certified. The root is proven
//!   when every line of it ends in a certified leaf or a won game: what the book keeps
//!   (`book`).
//! - Where the attacker moves, the children are searched in turn until one is proven; where the
//!   defender moves, until one is disproven. A position that occurred before on its path fails
//!   for the attacker (as in df-pn), so no line of the tree repeats a position.

mod store;

use alloc::vec::Vec;

pub use store::LoadError;

use super::dfpn::{Dfpn, INF};
use super::{Solver, Verdict};
use crate::budget::{Clock, Limits};
use crate::{Color, Move, MoveList, Position};

/// The proof number of a deep leaf, and its disproof number.
const DEEP_PN: u32 = 1;
const DEEP_DN: u32 = 1 << 24;
/// The largest number an open leaf keeps from df-pn (sums stay far from [`INF`]).
const OPEN_MAX: u32 = 1 << 24;

/// How hard each part of a [`Pn2`] search works.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Pn2Settings {
    /// df-pn positions for each new leaf.
    pub leaf_nodes: u64,
    /// The solver's positions for certifying a leaf of the book.
    pub book_nodes: u64,
    /// The most entries of the shared df-pn table (24 bytes each).
    pub table_entries: usize,
}

/// What a [`Pn2`] search has done, over all its runs.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Pn2Stats {
    pub expansions: u64,
    /// Positions of the second-level df-pn searches.
    pub dfpn_nodes: u64,
    /// Positions of the solver's certifications.
    pub book_nodes: u64,
    /// Processor time, kept for the caller (no_std has no clock).
    pub cpu_ms: u64,
}

impl Pn2Stats {
    /// Positions looked at, both levels.
    #[must_use]
    pub fn nodes(&self) -> u64 {
        self.dfpn_nodes + self.book_nodes
    }
}

/// What is known of a leaf.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Mark {
    Open,
    /// df-pn proved it; not certified.
    Deep,
    /// Certified, or a won game.
    Proven,
    Disproven,
}

#[derive(Debug, Clone, Copy)]
pub(crate) struct Node {
    pub mv: Move,
    pub parent: u32,
    pub first: u32,
    /// Children (0: a leaf).
    pub count: u16,
    pub mark: Mark,
    pub pn: u32,
    pub dn: u32,
}

impl Node {
    fn leaf(mv: Move, parent: u32, mark: Mark, pn: u32, dn: u32) -> Node {
        let (pn, dn) = match mark {
            Mark::Proven => (0, INF),
            Mark::Disproven => (INF, 0),
            Mark::Deep => (DEEP_PN, DEEP_DN),
            // Above a deep leaf's proof number: where the attacker moves, a known win goes first.
            Mark::Open => (pn.clamp(DEEP_PN + 1, OPEN_MAX), dn.clamp(1, OPEN_MAX)),
        };
        Node { mv, parent, first: 0, count: 0, mark, pn, dn }
    }
}

/// A PN² search proving that `attacker` wins from the root.
#[derive(Debug)]
pub struct Pn2 {
    root: Position,
    attacker: Color,
    pub(crate) nodes: Vec<Node>,
    search: Dfpn,
    pub settings: Pn2Settings,
    pub stats: Pn2Stats,
}

struct NoClock;

impl Clock for NoClock {
    fn now_ms(&self) -> f64 {
        0.0
    }
}

/// The legal moves of `pos` in the order of their encoding ([`Move::bits`]): the same order
/// whatever the move generator does, for the book's indices.
#[must_use]
#[inline(never)]
pub fn sorted_moves(pos: &Position) -> MoveList {
    let mut moves = pos.legal_moves();
    // An insertion sort: the lists are short, and its code is small in the browser's wasm.
    for i in 1..moves.len() {
        let mut j = i;
        while j > 0 && moves[j - 1].bits() > moves[j].bits() {
            moves.swap(j - 1, j);
            j -= 1;
        }
    }
    moves
}

impl Pn2 {
    /// A search from `root` (not over; its history counts) for a win of `attacker`.
    #[must_use]
    pub fn new(root: &Position, attacker: Color, settings: Pn2Settings) -> Pn2 {
        let mark = match root.outcome() {
            Some(o) if o.winner() == Some(attacker) => Mark::Proven,
            Some(_) => Mark::Disproven,
            None => Mark::Open,
        };
        let nodes = alloc::vec![Node::leaf(Move::PASS, u32::MAX, mark, 1, 1)];
        let search = Dfpn::shared(root, attacker, settings.table_entries);
        Pn2 { root: root.clone(), attacker, nodes, search, settings, stats: Pn2Stats::default() }
    }

    #[must_use]
    pub fn root(&self) -> &Position {
        &self.root
    }

    #[must_use]
    pub fn attacker(&self) -> Color {
        self.attacker
    }

    /// First-level nodes.
    #[must_use]
    pub fn len(&self) -> usize {
        self.nodes.len()
    }

    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.nodes.is_empty()
    }

    /// The root's proof and disproof numbers.
    #[must_use]
    pub fn root_numbers(&self) -> (u32, u32) {
        (self.nodes[0].pn, self.nodes[0].dn)
    }

    #[must_use]
    pub fn proven(&self) -> bool {
        self.nodes[0].pn == 0
    }

    #[must_use]
    pub fn disproven(&self) -> bool {
        self.nodes[0].dn == 0
    }

    /// The entries of the shared df-pn table in use.
    #[must_use]
    pub fn table_entries(&self) -> usize {
        self.search.entries()
    }

    pub(crate) fn children(&self, i: u32) -> core::ops::Range<u32> {
        let n = self.nodes[i as usize];
        n.first..n.first + u32::from(n.count)
    }

    /// The position of node `i`, played from the root.
    pub(crate) fn position(&self, i: u32) -> Position {
        let mut path = Vec::new();
        let mut j = i;
        while j != 0 {
            path.push(self.nodes[j as usize].mv);
            j = self.nodes[j as usize].parent;
        }
        let mut pos = self.root.clone();
        for &m in path.iter().rev() {
            pos.play_unchecked(m);
        }
        pos
    }

    /// Expands the most-proving leaf (one step); false once the root is solved.
    pub fn step(&mut self) -> bool {
        if self.proven() || self.disproven() {
            return false;
        }
        let mut i = 0u32;
        while self.nodes[i as usize].count > 0 {
            let or = self.position_turn(i) == self.attacker;
            let kids = self.children(i);
            let value = |n: &Node| if or { n.pn } else { n.dn };
            i = kids.min_by_key(|&c| value(&self.nodes[c as usize])).unwrap_or(i);
        }
        if self.nodes[i as usize].mark != Mark::Open && self.nodes[i as usize].mark != Mark::Deep {
            return false;
        }
        self.expand(i);
        self.stats.expansions += 1;
        let mut j = i;
        loop {
            self.update(j);
            if j == 0 {
                break;
            }
            j = self.nodes[j as usize].parent;
        }
        true
    }

    /// The side to move at node `i`.
    pub(crate) fn position_turn(&self, i: u32) -> Color {
        let mut depth = 0;
        let mut j = i;
        while j != 0 {
            depth += 1;
            j = self.nodes[j as usize].parent;
        }
        if depth % 2 == 0 {
            self.root.turn()
        } else {
            !self.root.turn()
        }
    }

    /// Gives leaf `i` its children, each valued.
    fn expand(&mut self, i: u32) {
        let mut pos = self.position(i);
        let or = pos.turn() == self.attacker;
        let moves = sorted_moves(&pos);
        let first = self.nodes.len() as u32;
        let mut pending = Vec::new();
        for &m in &moves {
            pos.play_unchecked(m);
            let node = match pos.outcome() {
                Some(o) if o.winner() == Some(self.attacker) => Node::leaf(m, i, Mark::Proven, 0, 0),
                Some(_) => Node::leaf(m, i, Mark::Disproven, 0, 0),
                None if pos.occurrences() >= 2 => Node::leaf(m, i, Mark::Disproven, 0, 0),
                None => match self.search.lookup(&pos) {
                    Some(e) if e.pn == 0 => Node::leaf(m, i, Mark::Deep, 0, 0),
                    Some(e) if e.dn == 0 => Node::leaf(m, i, Mark::Disproven, 0, 0),
                    found => {
                        pending.push(self.nodes.len() as u32);
                        let (pn, dn) = found.map_or((1, 1), |e| (e.pn, e.dn));
                        Node::leaf(m, i, Mark::Open, pn, dn)
                    }
                },
            };
            pos.undo();
            self.nodes.push(node);
        }
        self.nodes[i as usize].first = first;
        self.nodes[i as usize].count = moves.len() as u16;
        let decided = |nodes: &[Node]| {
            let kids = &nodes[first as usize..];
            if or {
                kids.iter().any(|n| matches!(n.mark, Mark::Deep | Mark::Proven))
            } else {
                kids.iter().any(|n| n.mark == Mark::Disproven)
            }
        };
        // The most promising first: where the attacker moves, the smallest proof number.
        pending.sort_by_key(|&c| {
            let n = &self.nodes[c as usize];
            if or {
                n.pn
            } else {
                n.dn
            }
        });
        for c in pending {
            if decided(&self.nodes) {
                break;
            }
            pos.play_unchecked(self.nodes[c as usize].mv);
            self.search.reroot(&pos);
            let before = self.search.nodes;
            self.search.run(self.settings.leaf_nodes, &mut |_| false);
            self.stats.dfpn_nodes += self.search.nodes - before;
            let mark = if self.search.proven() {
                Mark::Deep
            } else if self.search.disproven() {
                Mark::Disproven
            } else {
                Mark::Open
            };
            let mv = self.nodes[c as usize].mv;
            self.nodes[c as usize] = Node::leaf(mv, i, mark, self.search.root_pn(), self.search.root_dn());
            pos.undo();
        }
        // Where the defender moves, the children (the attacker to move) are the book's
        // leaves: certified by the solver where it can.
        if !or {
            for c in first..first + moves.len() as u32 {
                if decided(&self.nodes) {
                    break;
                }
                if self.nodes[c as usize].mark == Mark::Deep {
                    pos.play_unchecked(self.nodes[c as usize].mv);
                    let mark = self.certify(&pos);
                    pos.undo();
                    if let Some(mark) = mark {
                        let mv = self.nodes[c as usize].mv;
                        self.nodes[c as usize] = Node::leaf(mv, i, mark, 0, 0);
                    }
                }
            }
        }
    }

    /// The solver's verdict on `pos` (the attacker to move) within the book's budget: proven,
    /// disproven, or `None` when it ran out.
    fn certify(&mut self, pos: &Position) -> Option<Mark> {
        let limits = Limits { nodes: Some(self.settings.book_nodes), ..Limits::default() };
        let s = Solver::new().shorter(false).solve(pos, &limits, &NoClock);
        self.stats.book_nodes += s.nodes;
        let attacker_moves = pos.turn() == self.attacker;
        match s.verdict {
            Verdict::Win if attacker_moves => Some(Mark::Proven),
            Verdict::Loss if !attacker_moves => Some(Mark::Proven),
            Verdict::Unknown => None,
            _ => Some(Mark::Disproven),
        }
    }

    /// Node `i`'s numbers from its children's.
    pub(crate) fn update(&mut self, i: u32) {
        if self.nodes[i as usize].count == 0 {
            return;
        }
        let or = self.position_turn(i) == self.attacker;
        let (mut min_pn, mut min_dn, mut sum_pn, mut sum_dn) = (INF, INF, 0u32, 0u32);
        for c in self.children(i) {
            let n = &self.nodes[c as usize];
            min_pn = min_pn.min(n.pn);
            min_dn = min_dn.min(n.dn);
            sum_pn = sum_pn.saturating_add(n.pn).min(INF);
            sum_dn = sum_dn.saturating_add(n.dn).min(INF);
        }
        let (pn, dn) = if or { (min_pn, sum_dn) } else { (sum_pn, min_dn) };
        let n = &mut self.nodes[i as usize];
        (n.pn, n.dn) = if pn == 0 {
            (0, INF)
        } else if dn == 0 {
            (INF, 0)
        } else {
            (pn.min(INF - 1), dn.min(INF - 1))
        };
    }
}
