//! One proof-number search (Allis): a tree of nodes in one arena, each with a proof number
//! (how many leaves must still be proven to show the attacker wins) and a disproof number
//! (how many to show it does not). The most-proving leaf is expanded, its values are backed up,
//! and the search resumes at the lowest ancestor whose values did not change.
//!
//! The tree is a tree of game paths: every node is reached by one sequence of moves, played
//! on a real [`Position`] that keeps the game's history, so the rules judge repetition and the
//! move limit exactly for that path. A position that occurs the second time on its path counts
//! as a draw (not a win for the attacker): that cuts cycles, and a proof never relies on it, so
//! every proof is a real forced win.
//!
//! Transpositions: a solved node is kept in a [`Table`], and a new leaf at the same position
//! becomes a link to it (solved at once) when that node's result holds under the leaf's own
//! history. Only results are shared, never open proof numbers, so the proof-number DAG
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

use alloc::vec::Vec;

use super::table::{Table, NONE};
use crate::eval::winning_move;
use crate::{Color, Move, Position, Repetition};

/// A proof or disproof number that cannot be reached: the node is solved the other way.
pub(crate) const INF: u32 = u32::MAX / 4;

/// `count` of a leaf solved by looking one move ahead (the mover connects at once).
const QUICK: u16 = u16::MAX;

/// `count` of a leaf solved by a transposition: `first` is the solved node it stands for.
const LINK: u16 = u16::MAX - 1;

/// In [`Node::sig`]: the bits of the position signature.
const SIG_BITS: u32 = (1 << 31) - 1;

/// In [`Node::sig`]: a draw by repetition was counted in the node's disproof (or at the node).
const REPEATS: u32 = 1 << 31;

/// The largest proof or disproof number a leaf takes over from a transposition.
const ESTIMATE_CAP: u32 = 1 << 20;

/// Dist of a node not yet measured in [`PnTree::proof_line_from`].
const UNMEASURED: u32 = u32::MAX;

#[derive(Debug, Clone, Copy)]
struct Node {
    pn: u32,
    dn: u32,
    /// Index of the first child; children are stored together.
    first: u32,
    /// Number of children (0: not expanded, or a terminal; [`QUICK`]: won in one move;
    /// [`LINK`]: solved as node `first`).
    count: u16,
    /// The move that leads here from the parent (a placeholder at the root).
    mv: Move,
    parent: u32,
    /// The position's signature bit; once proven, those of all positions of the proof that
    /// its lines reach before a capture. [`REPEATS`] once disproven with a repetition.
    sig: u32,
}

impl Node {
    fn children(&self) -> core::ops::Range<usize> {
        if self.count == QUICK || self.count == LINK {
            return 0..0;
        }
        self.first as usize..self.first as usize + usize::from(self.count)
    }

    /// Expanded: it has children to follow.
    fn is_inner(&self) -> bool {
        self.count > 0 && self.count != QUICK && self.count != LINK
    }
}

/// The state of one proof-number search for one attacker.
#[derive(Debug)]
pub(crate) struct PnTree {
    attacker: Color,
    nodes: Vec<Node>,
    /// The position of `current` (moves are played down and taken back up).
    pos: Position,
    current: usize,
    max_nodes: usize,
    /// Set when the tree hit `max_nodes`: it cannot grow any more.
    pub full: bool,
    /// Solved nodes by position, for transpositions (`None`: not used).
    table: Option<Table>,
    /// Whether repetition counts, so histories must be compared (see the module text).
    track_history: bool,
    /// Whether the rules have a move limit.
    limited: bool,
    /// For each node on the path from the root to `current`: the signature of the positions
    /// since the last capture, its own included.
    path_sig: Vec<u32>,
    /// Leaves solved by a link to a transposition.
    pub links: u64,
}

/// Why a run ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum RunEnd {
    Solved,
    Budget,
    Full,
}

impl PnTree {
    /// A tree whose root is `root`, to prove that `attacker` wins, sharing solved
    /// transpositions if `table` is set. `root` must not be over.
    pub fn new(root: &Position, attacker: Color, max_nodes: usize, table: bool) -> PnTree {
        let rules = root.rules();
        let mut tree = PnTree {
            attacker,
            nodes: Vec::new(),
            pos: root.clone(),
            current: 0,
            max_nodes: max_nodes.max(1),
            full: false,
            table: table.then(Table::new),
            track_history: rules.repetition != Repetition::Off,
            limited: rules.move_limit.is_some(),
            path_sig: Vec::new(),
            links: 0,
        };
        // The root may repeat an earlier position of the game: only the rules judge it.
        let (pn, dn, quick, _) = tree.leaf_values(false);
        let count = if quick { QUICK } else { 0 };
        let sig = tree.bit(root.hash());
        tree.nodes.push(Node { pn, dn, first: 0, count, mv: Move::PASS, parent: 0, sig });
        // The game's positions since its last capture are the root's history.
        let mut history = sig;
        let mut back = root.clone();
        while back.last_move().is_some_and(|m| !m.is_capture()) {
            back.undo();
            history |= tree.bit(back.hash());
        }
        tree.path_sig.push(history);
        tree
    }

    /// The signature bit of a position with this hash (none when histories do not matter).
    fn bit(&self, hash: u64) -> u32 {
        if self.track_history {
            1 << ((hash >> 40) % 31)
        } else {
            0
        }
    }

    pub fn proven(&self) -> bool {
        self.nodes[0].pn == 0
    }

    pub fn disproven(&self) -> bool {
        self.nodes[0].dn == 0
    }

    pub fn root_pn(&self) -> u32 {
        self.nodes[0].pn
    }

    pub fn solved(&self) -> bool {
        self.proven() || self.disproven()
    }

    pub fn len(&self) -> usize {
        self.nodes.len()
    }

    fn is_or(&self) -> bool {
        self.pos.turn() == self.attacker
    }

    /// The values of a new leaf at `self.pos`: solved when the game is over, repeated (if
    /// `repeats` is on), or won in one move (then the first flag is set); otherwise from
    /// mobility (the side to move's choices). The second flag: a draw by repetition.
    fn leaf_values(&mut self, repeats: bool) -> (u32, u32, bool, bool) {
        if let Some(o) = self.pos.outcome() {
            let repeated = o == crate::Outcome::Draw(crate::Reason::Repetition);
            return if o.winner() == Some(self.attacker) { (0, INF, false, false) } else { (INF, 0, false, repeated) };
        }
        if repeats && self.pos.occurrences() >= 2 {
            return (INF, 0, false, true);
        }
        let moves = self.pos.legal_moves();
        let attacker_moves = self.pos.turn() == self.attacker;
        if winning_move(&mut self.pos, &moves).is_some() {
            return if attacker_moves { (0, INF, true, false) } else { (INF, 0, true, false) };
        }
        let (pn, dn) = super::estimate::estimate(&self.pos, self.attacker, moves.len());
        (pn, dn, false, false)
    }

    fn expand(&mut self) -> bool {
        let moves = self.pos.legal_moves();
        if self.nodes.len() + moves.len() > self.max_nodes {
            self.full = true;
            return false;
        }
        let first = self.nodes.len();
        let history = self.path_sig.last().copied().unwrap_or(0);
        for &m in &moves {
            self.pos.play_unchecked(m);
            let (pn, dn, quick, repeated) = self.leaf_values(true);
            let count = if quick { QUICK } else { 0 };
            let sig = self.bit(self.pos.hash()) | if repeated { REPEATS } else { 0 };
            let mut node = Node { pn, dn, first: 0, count, mv: m, parent: self.current as u32, sig };
            if pn != 0 && dn != 0 {
                self.transpose(&mut node, if m.is_capture() { 0 } else { history });
            }
            self.pos.undo();
            self.nodes.push(node);
        }
        let node = &mut self.nodes[self.current];
        node.first = first as u32;
        node.count = moves.len() as u16;
        if let Some(table) = &mut self.table {
            let slot = table.entry(&self.pos);
            if slot.searched == NONE {
                slot.searched = self.current as u32;
            }
        }
        true
    }

    /// Makes the new leaf `node` at `self.pos` (with `history`, the signature of the positions
    /// before it since the last capture) a link to a solved node of the same position, if one
    /// holds under this history (see the module text).
    fn transpose(&mut self, node: &mut Node, history: u32) {
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
    fn record_solved(&mut self) {
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

    /// Recomputes the current node's numbers from its children; true if they changed.
    fn update_current(&mut self) -> bool {
        let node = self.nodes[self.current];
        let (mut min_pn, mut min_dn, mut sum_pn, mut sum_dn) = (INF, INF, 0u32, 0u32);
        for c in &self.nodes[node.children()] {
            min_pn = min_pn.min(c.pn);
            min_dn = min_dn.min(c.dn);
            sum_pn = sum_pn.saturating_add(c.pn).min(INF);
            sum_dn = sum_dn.saturating_add(c.dn).min(INF);
        }
        let (pn, dn) = if self.is_or() { (min_pn, sum_dn) } else { (sum_pn, min_dn) };
        let n = &mut self.nodes[self.current];
        let changed = n.pn != pn || n.dn != dn;
        n.pn = pn;
        n.dn = dn;
        if changed && (pn == 0 || dn == 0) {
            self.record_solved();
        }
        changed
    }

    /// The child to follow from the current node: the one with the least proof number where
    /// the attacker moves, the least disproof number where the defender does.
    fn select_child(&self) -> usize {
        let node = self.nodes[self.current];
        let or = self.is_or();
        let mut best = node.first as usize;
        let mut best_value = INF + 1;
        for i in node.children() {
            let c = &self.nodes[i];
            let v = if or { c.pn } else { c.dn };
            if v < best_value {
                best_value = v;
                best = i;
            }
        }
        best
    }

    /// Expands most-proving leaves until the root is solved, `expansions` have been made, the
    /// tree is full, or `stop` says so (polled every few expansions).
    pub fn run(&mut self, expansions: u64, stop: &mut dyn FnMut(usize) -> bool) -> RunEnd {
        let mut done = 0u64;
        loop {
            if self.solved() {
                return RunEnd::Solved;
            }
            if self.full {
                return RunEnd::Full;
            }
            if done >= expansions || (done % 64 == 0 && stop(self.nodes.len())) {
                return RunEnd::Budget;
            }
            done += 1;
            // Down to the most-proving leaf.
            while self.nodes[self.current].is_inner() {
                let child = self.select_child();
                let mv = self.nodes[child].mv;
                self.pos.play_unchecked(mv);
                let history = if mv.is_capture() { 0 } else { self.path_sig.last().copied().unwrap_or(0) };
                self.path_sig.push(history | self.bit(self.pos.hash()));
                self.current = child;
            }
            if !self.expand() {
                return RunEnd::Full;
            }
            // Back up while the numbers change.
            loop {
                let changed = self.update_current();
                if !changed || self.current == 0 {
                    break;
                }
                self.pos.undo();
                self.path_sig.pop();
                self.current = self.nodes[self.current].parent as usize;
            }
        }
    }

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

    pub fn node_proven(&self, i: usize) -> bool {
        self.nodes[i].pn == 0
    }

    pub fn attacker(&self) -> Color {
        self.attacker
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

    /// The root's position (the current position with the moves down to `current` undone).
    pub fn root_position(&self) -> Position {
        let mut pos = self.pos.clone();
        let mut i = self.current;
        while i != 0 {
            pos.undo();
            i = self.nodes[i].parent as usize;
        }
        pos
    }
}
