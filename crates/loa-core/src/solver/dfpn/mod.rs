//! Depth-first proof-number search (Nagai's df-pn) with a transposition table that keeps the
//! proof and disproof numbers of open positions too, so a position reached by another move
//! order starts from all the work done on it.
//!
//! - The search descends from the root with two thresholds and returns from a node once its
//!   proof number or disproof number reaches them; the child's thresholds use the 1+ε trick of
//!   Pawlewicz and Lew (ε = 1/2): the best child may run until it is half again as bad as the
//!   second best, which cuts the back-and-forth between two close children.
//! - Numbers of new positions start from [`super::estimate::estimate`]; a position whose side
//!   to move connects at once is solved on sight.
//! - The table is keyed by the Zobrist hash, and by the ply too when the rules have a move
//!   limit or the search wants a win by a given ply (`win_by`, to find shorter wins): move
//!   orders that transpose reach the same ply, and the limit makes the ply part of the
//!   position. Buckets of four; a new entry replaces the one with the least work done
//!   (subtree nodes), proven positions last.
//! - **Repetition** is a property of the path: a position that occurred before (since the
//!   last capture, in the game before the root too) counts as a failure for the prover, and a
//!   disproof that rests on such a failure is not kept in the table as final. A *proof* never
//!   rests on a repetition, but the table can still carry it to a position whose history it
//!   does not fit (the graph-history interaction), so the caller verifies every proof it
//!   reports along real game paths (`proof`); with a move limit the ply is in the key. A search
//!   bounded by a ply (`win_by`) ends without that rule, so it judges repetition as the game
//!   does (a draw at the third occurrence): the distances it proves and disproves are exact.
//! - Near a ply bound, positions where the attacker cannot win in the one or two plies left
//!   are failures at sight (`bound`); a node stops generating children at one that decides it.
//!
//! The table, its keys and its replacement are in `table`.

mod table;

use alloc::collections::BTreeMap;
use alloc::vec::Vec;

use super::bound::hopeless;
use super::estimate::estimate;
use crate::eval::winning_move;
use crate::{Color, Move, Outcome, Position, Reason};
pub(crate) use table::Entry;
use table::{FIRST_ENTRIES, FREE, MAX_ENTRIES, MAX_SHARED_ENTRIES, WAYS};

/// A proof or disproof number that cannot be reached: the node is solved the other way.
pub(crate) const INF: u32 = u32::MAX / 4;

/// Below this many plies from the root the search goes no deeper (a failure for the prover
/// there, not kept): it bounds the recursion.
const MAX_DEPTH: usize = 400;

/// The clock and stop requests are looked at every this many nodes.
const POLL: u64 = 2_048;

/// The values of a child, as the parent keeps them while it searches.
#[derive(Debug, Clone, Copy)]
struct Child {
    mv: Move,
    pn: u32,
    dn: u32,
    dist: u16,
    /// The disproof rests on a repetition on this path (or the depth bound).
    path: bool,
}

/// What a search of one node returned.
#[derive(Debug, Clone, Copy)]
struct Value {
    pn: u32,
    dn: u32,
    dist: u16,
    path: bool,
}

/// One df-pn search proving that `attacker` wins.
#[derive(Debug)]
pub(crate) struct Dfpn {
    attacker: Color,
    pos: Position,
    table: Vec<Entry>,
    /// Proofs pushed out of a full bucket by other proofs, for the check (the search itself
    /// does without them): key and distance.
    spilled: BTreeMap<u64, u16>,
    /// Entries in use, and the most the table may grow to.
    filled: usize,
    max_entries: usize,
    limited: bool,
    /// A win must come by this ply (from the game's start): to look for a shorter proof.
    by_ply: Option<usize>,
    /// Test switch: a repeated position counts as a win for the prover (unsound on purpose).
    trust_repetitions: bool,
    /// Positions generated.
    pub nodes: u64,
    /// Children found in the table.
    pub hits: u64,
    /// The depth bound cut a line: a disproof may rest on it.
    pub capped: bool,
    budget: u64,
    next_poll: u64,
    aborted: bool,
    depth: usize,
    /// The root's value (kept out of the table: its disproof may rest on the game's history).
    root: Value,
}

impl Dfpn {
    /// A search from `root` (not over) with a table that grows to about `entries` entries.
    pub fn new(root: &Position, attacker: Color, entries: usize, trust_repetitions: bool) -> Dfpn {
        let max_entries = entries.clamp(WAYS * 256, MAX_ENTRIES).next_power_of_two();
        Dfpn {
            attacker,
            pos: root.clone(),
            table: alloc::vec![FREE; max_entries.min(FIRST_ENTRIES)],
            spilled: BTreeMap::new(),
            filled: 0,
            max_entries,
            limited: root.rules().move_limit.is_some(),
            by_ply: None,
            trust_repetitions,
            nodes: 0,
            hits: 0,
            capped: false,
            budget: 0,
            next_poll: 0,
            aborted: false,
            depth: 0,
            root: Value { pn: 1, dn: 1, dist: 0, path: false },
        }
    }

    /// A search from `root` whose table grows to `entries` entries (up to 2^28, 24 bytes
    /// each) and is meant to be kept for searches from other roots ([`Dfpn::reroot`]).
    pub fn shared(root: &Position, attacker: Color, entries: usize) -> Dfpn {
        let mut d = Dfpn::new(root, attacker, WAYS * 256, false);
        let entries = entries.clamp(WAYS * 256, MAX_SHARED_ENTRIES);
        // The largest power of two within `entries`: the memory asked for is not exceeded.
        d.max_entries = 1 << (usize::BITS - 1 - entries.leading_zeros());
        d
    }

    /// Makes `root` (not over) the root of the next [`Dfpn::run`], keeping the table: what
    /// was learnt from other roots is used again. Proofs pushed out of the table are
    /// forgotten (they only serve the check of one root's proof).
    pub fn reroot(&mut self, root: &Position) {
        self.pos = root.clone();
        self.spilled.clear();
        self.depth = 0;
        self.aborted = false;
        self.capped = false;
        self.root = Value { pn: 1, dn: 1, dist: 0, path: false };
    }

    /// The table's entries in use.
    pub fn entries(&self) -> usize {
        self.filled
    }

    /// The same search, that fails where the attacker has not won by `ply` (from the game's
    /// start): its proofs are of wins within that ply. The ply is then part of the key.
    pub fn win_by(mut self, ply: usize) -> Dfpn {
        self.by_ply = Some(ply);
        self.limited = true;
        self
    }

    /// Bounded by `win_by`: repetition is then judged by the rules alone, and the check must
    /// judge it the same way.
    pub fn bounded(&self) -> bool {
        self.by_ply.is_some()
    }

    pub fn attacker(&self) -> Color {
        self.attacker
    }

    pub fn root_pn(&self) -> u32 {
        self.root.pn
    }

    pub fn root_dn(&self) -> u32 {
        self.root.dn
    }

    pub fn proven(&self) -> bool {
        self.root_pn() == 0
    }

    pub fn disproven(&self) -> bool {
        self.root_dn() == 0
    }

    pub fn solved(&self) -> bool {
        self.proven() || self.disproven()
    }

    /// The root position.
    pub fn root(&self) -> &Position {
        &self.pos
    }

    /// Searches until the root is solved, about `nodes` more positions have been generated,
    /// or `stop` (given the nodes so far, polled now and then) says so.
    pub fn run(&mut self, nodes: u64, stop: &mut dyn FnMut(u64) -> bool) {
        if self.solved() {
            return;
        }
        self.budget = self.nodes + nodes;
        self.next_poll = self.nodes + POLL;
        self.aborted = false;
        self.root = self.mid(INF, INF, stop);
    }

    /// The value of the position just reached by a move (not searched yet).
    fn child(&mut self, mv: Move) -> Child {
        self.nodes += 1;
        let attacker_moves = self.pos.turn() == self.attacker;
        if let Some(o) = self.pos.outcome() {
            let repeated = o == Outcome::Draw(Reason::Repetition);
            return if o.winner() == Some(self.attacker) || (repeated && self.trust_repetitions) {
                Child { mv, pn: 0, dn: INF, dist: 0, path: false }
            } else {
                Child { mv, pn: INF, dn: 0, dist: 0, path: repeated }
            };
        }
        if self.by_ply.is_some_and(|p| self.pos.ply() >= p) {
            return Child { mv, pn: INF, dn: 0, dist: 0, path: false };
        }
        // A bounded search ends anyway, and judges repetition exactly as the rules do (a draw
        // at the third occurrence, seen in the outcome above): its distances are exact.
        if self.by_ply.is_none() && self.pos.occurrences() >= 2 {
            return if self.trust_repetitions {
                Child { mv, pn: 0, dn: INF, dist: 0, path: false }
            } else {
                Child { mv, pn: INF, dn: 0, dist: 0, path: true }
            };
        }
        if let Some(e) = self.lookup(&self.pos) {
            self.hits += 1;
            return Child { mv, pn: e.pn, dn: e.dn, dist: e.dist, path: false };
        }
        let moves = self.pos.legal_moves();
        if winning_move(&mut self.pos, &moves).is_some() {
            return if attacker_moves {
                Child { mv, pn: 0, dn: INF, dist: 1, path: false }
            } else {
                Child { mv, pn: INF, dn: 0, dist: 1, path: false }
            };
        }
        // One or two plies left to win in (`win_by`), often hopeless at sight.
        if let Some(p) = self.by_ply {
            if hopeless(&self.pos, self.attacker, &moves, p - self.pos.ply()) {
                return Child { mv, pn: INF, dn: 0, dist: 0, path: false };
            }
        }
        let (pn, dn) = estimate(&self.pos, self.attacker, moves.len());
        Child { mv, pn, dn, dist: 0, path: false }
    }

    /// The node's value from its children's (`or`: the attacker moves).
    fn combine(kids: &[Child], or: bool) -> Value {
        let (mut min_pn, mut min_dn, mut sum_pn, mut sum_dn) = (INF, INF, 0u32, 0u32);
        for c in kids {
            min_pn = min_pn.min(c.pn);
            min_dn = min_dn.min(c.dn);
            sum_pn = sum_pn.saturating_add(c.pn);
            sum_dn = sum_dn.saturating_add(c.dn);
        }
        // A sum only reaches INF when a child is solved that way; otherwise just below.
        let sum = |s: u32, any_inf: bool| if any_inf { INF } else { s.min(INF - 1) };
        if or {
            let pn = min_pn;
            let dn = sum(sum_dn, kids.iter().any(|c| c.dn >= INF));
            let dist = if pn == 0 { kids.iter().filter(|c| c.pn == 0).map(|c| c.dist).min().unwrap_or(0) } else { 0 };
            // Disproven: every move fails; it rests on the path if one of them does.
            let path = dn == 0 && kids.iter().any(|c| c.path);
            Value { pn, dn, dist: dist.saturating_add(1), path }
        } else {
            let dn = min_dn;
            let pn = sum(sum_pn, kids.iter().any(|c| c.pn >= INF));
            let dist = if pn == 0 { kids.iter().map(|c| c.dist).max().unwrap_or(0) } else { 0 };
            // Disproven: one reply refutes; it rests on the path unless one refutes for good.
            let path = dn == 0 && kids.iter().filter(|c| c.dn == 0).all(|c| c.path);
            Value { pn, dn, dist: dist.saturating_add(1), path }
        }
    }

    /// Grows a threshold by ε = 1/2 (and at least one).
    fn epsilon(x: u32) -> u32 {
        if x >= INF {
            INF
        } else {
            x.saturating_add(x / 2 + 1).min(INF)
        }
    }

    /// The children of `self.pos` (open). Apart from [`Dfpn::mid`], whose frames then hold no
    /// move list: the recursion goes deep.
    #[inline(never)]
    fn expand(&mut self) -> Vec<Child> {
        let or = self.pos.turn() == self.attacker;
        let moves = self.pos.legal_moves();
        let mut kids = Vec::with_capacity(moves.len());
        for &m in &moves {
            self.pos.play_unchecked(m);
            let c = self.child(m);
            self.pos.undo();
            kids.push(c);
            // A child that decides the node: the other moves need not be looked at (a win at
            // once is the shortest there is; a refutation that does not rest on the path).
            if (or && c.pn == 0 && c.dist == 0) || (!or && c.dn == 0 && !c.path) {
                break;
            }
        }
        kids
    }

    /// df-pn at `self.pos` (open) with thresholds `th_pn`, `th_dn`.
    fn mid(&mut self, th_pn: u32, th_dn: u32, stop: &mut dyn FnMut(u64) -> bool) -> Value {
        if self.depth >= MAX_DEPTH {
            self.capped = true;
            return Value { pn: INF, dn: 0, dist: 0, path: true };
        }
        let start = self.nodes;
        let key = self.key(&self.pos);
        let or = self.pos.turn() == self.attacker;
        let mut kids = self.expand();
        loop {
            let v = Dfpn::combine(&kids, or);
            if v.pn == 0 || v.dn == 0 || v.pn >= th_pn || v.dn >= th_dn || self.aborted {
                if !(v.dn == 0 && v.path) {
                    self.store(key, v, self.nodes - start);
                }
                return v;
            }
            if self.nodes >= self.budget {
                self.aborted = true;
                continue;
            }
            if self.nodes >= self.next_poll {
                self.next_poll = self.nodes + POLL;
                if stop(self.nodes) {
                    self.aborted = true;
                    continue;
                }
            }
            // The most proving child and the second best value.
            let value = |c: &Child| if or { c.pn } else { c.dn };
            let (mut best, mut second) = (0, INF);
            for i in 1..kids.len() {
                if value(&kids[i]) < value(&kids[best]) {
                    second = value(&kids[best]);
                    best = i;
                } else if value(&kids[i]) < second {
                    second = value(&kids[i]);
                }
            }
            let c = kids[best];
            let (c_pn, c_dn) = if or {
                (th_pn.min(Dfpn::epsilon(second)), if th_dn >= INF { INF } else { th_dn - v.dn + c.dn })
            } else {
                (if th_pn >= INF { INF } else { th_pn - v.pn + c.pn }, th_dn.min(Dfpn::epsilon(second)))
            };
            self.pos.play_unchecked(c.mv);
            self.depth += 1;
            let r = self.mid(c_pn, c_dn, stop);
            self.depth -= 1;
            self.pos.undo();
            kids[best] = Child { mv: c.mv, pn: r.pn, dn: r.dn, dist: r.dist, path: r.path };
        }
    }
}
