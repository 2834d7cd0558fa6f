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
//! Transpositions share solved nodes where their results hold under the new history
//! (`transpose`); the proof's main line is read from the tree (`line`).

mod line;
mod transpose;

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

    pub fn node_proven(&self, i: usize) -> bool {
        self.nodes[i].pn == 0
    }

    pub fn attacker(&self) -> Color {
        self.attacker
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
