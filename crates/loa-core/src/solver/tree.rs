//! One proof-number search (Allis): a tree of nodes in one arena, each with a proof number
//! (how many leaves must still be proven to show the attacker wins) and a disproof number
//! (how many to show it does not). The most-proving leaf is expanded, its values are backed up,
//! and the search resumes at the lowest ancestor whose values did not change.
//!
//! The tree is a tree of game paths, not a graph of positions: every node is reached by one
//! sequence of moves, played on a real [`Position`] that keeps the game's history, so the
//! rules judge repetition and the move limit exactly for that path. A position that occurs the
//! second time on its path counts as a draw (not a win for the attacker): that cuts cycles, and
//! a proof never relies on it, so every proof is a real forced win.

use alloc::vec::Vec;

use crate::search::winning_move;
use crate::{Color, Move, Position};

/// A proof or disproof number that cannot be reached: the node is solved the other way.
pub(crate) const INF: u32 = u32::MAX / 4;

/// Evaluations beyond ± this weigh leaves fully for one side.
const EVAL_SPAN: i32 = 150;

/// `count` of a leaf solved by looking one move ahead (the mover connects at once).
const QUICK: u16 = u16::MAX;

#[derive(Debug, Clone, Copy)]
struct Node {
    pn: u32,
    dn: u32,
    /// Index of the first child; children are stored together.
    first: u32,
    /// Number of children (0: not expanded, or a terminal; [`QUICK`]: won in one move).
    count: u16,
    /// The move that leads here from the parent (a placeholder at the root).
    mv: Move,
    parent: u32,
}

impl Node {
    fn children(&self) -> core::ops::Range<usize> {
        if self.count == QUICK {
            return 0..0;
        }
        self.first as usize..self.first as usize + usize::from(self.count)
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
}

/// Why a run ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum RunEnd {
    Solved,
    Budget,
    Full,
}

impl PnTree {
    /// A tree whose root is `root`, to prove that `attacker` wins. `root` must not be over.
    pub fn new(root: &Position, attacker: Color, max_nodes: usize) -> PnTree {
        let mut tree = PnTree {
            attacker,
            nodes: Vec::new(),
            pos: root.clone(),
            current: 0,
            max_nodes: max_nodes.max(1),
            full: false,
        };
        // The root may repeat an earlier position of the game: only the rules judge it.
        let (pn, dn, quick) = tree.leaf_values(false);
        let count = if quick { QUICK } else { 0 };
        tree.nodes.push(Node { pn, dn, first: 0, count, mv: Move::PASS, parent: 0 });
        tree
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
    /// `repeats` is on), or won in one move (then the flag is set); otherwise from mobility
    /// (the side to move's choices).
    fn leaf_values(&mut self, repeats: bool) -> (u32, u32, bool) {
        if let Some(o) = self.pos.outcome() {
            return if o.winner() == Some(self.attacker) { (0, INF, false) } else { (INF, 0, false) };
        }
        if repeats && self.pos.occurrences() >= 2 {
            return (INF, 0, false);
        }
        let moves = self.pos.legal_moves();
        let attacker_moves = self.pos.turn() == self.attacker;
        if winning_move(&mut self.pos, &moves).is_some() {
            return if attacker_moves { (0, INF, true) } else { (INF, 0, true) };
        }
        let n = moves.len() as u32;
        // The evaluation from the attacker's side, as a weight from 1 (bad) to 64 (good):
        // proof numbers grow with the attacker's trouble, disproof numbers with its promise,
        // both with the number of choices the side to move has. Against mobility alone, this
        // took 2.5-9 times fewer nodes to prove the self-play endgames of the tests.
        let e = crate::search::evaluate(&self.pos, &crate::search::EvalWeights::DEFAULT);
        let e = if attacker_moves { e } else { -e };
        let good = 1 + (63 * (e + EVAL_SPAN).clamp(0, 2 * EVAL_SPAN) / (2 * EVAL_SPAN)) as u32;
        let bad = 65 - good;
        if attacker_moves {
            (bad, (n * good / 16).max(1), false)
        } else {
            ((n * bad / 16).max(1), good, false)
        }
    }

    fn expand(&mut self) -> bool {
        let moves = self.pos.legal_moves();
        if self.nodes.len() + moves.len() > self.max_nodes {
            self.full = true;
            return false;
        }
        let first = self.nodes.len();
        for &m in &moves {
            self.pos.play_unchecked(m);
            let (pn, dn, quick) = self.leaf_values(true);
            let count = if quick { QUICK } else { 0 };
            self.pos.undo();
            self.nodes.push(Node { pn, dn, first: 0, count, mv: m, parent: self.current as u32 });
        }
        let node = &mut self.nodes[self.current];
        node.first = first as u32;
        node.count = moves.len() as u16;
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
            while self.nodes[self.current].count > 0 && self.nodes[self.current].count != QUICK {
                let child = self.select_child();
                self.pos.play_unchecked(self.nodes[child].mv);
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
                self.current = self.nodes[self.current].parent as usize;
            }
        }
    }

    /// For a proven root: the number of plies of the proof's main line and the line itself
    /// (the attacker takes the shortest win in the tree, the defender the longest resistance).
    pub fn proof_line(&self) -> (u32, Vec<Move>) {
        self.proof_line_from(0, self.root_position())
    }

    /// The node reached from the root by `path`, if the tree holds it.
    pub fn follow(&self, path: impl Iterator<Item = Move>) -> Option<usize> {
        let mut i = 0;
        for m in path {
            let node = &self.nodes[i];
            i = node.children().find(|&c| self.nodes[c].mv == m)?;
        }
        Some(i)
    }

    pub fn node_proven(&self, i: usize) -> bool {
        self.nodes[i].pn == 0
    }

    pub fn attacker(&self) -> Color {
        self.attacker
    }

    /// [`PnTree::proof_line`] from node `start` (proven, at position `pos`).
    pub fn proof_line_from(&self, start: usize, mut pos: Position) -> (u32, Vec<Move>) {
        // Children are stored after their parents, so one backward pass computes distances
        // and one forward pass the sides to move.
        let n = self.nodes.len();
        let mut or = alloc::vec![false; n];
        or[0] = self.root_turn() == self.attacker;
        for i in 1..n {
            or[i] = !or[self.nodes[i].parent as usize];
        }
        let mut dist = alloc::vec![u32::MAX; n];
        for i in (0..n).rev() {
            let node = &self.nodes[i];
            if node.pn != 0 {
                continue;
            }
            dist[i] = if node.count == QUICK {
                1
            } else if node.count == 0 {
                0
            } else if or[i] {
                node.children()
                    .filter(|&c| self.nodes[c].pn == 0)
                    .map(|c| dist[c].saturating_add(1))
                    .min()
                    .unwrap_or(u32::MAX)
            } else {
                node.children().map(|c| dist[c].saturating_add(1)).max().unwrap_or(u32::MAX)
            };
        }
        let mut line = Vec::new();
        let mut i = start;
        loop {
            let node = &self.nodes[i];
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
            let pick = if or[i] {
                node.children().filter(|&c| self.nodes[c].pn == 0).min_by_key(|&c| dist[c])
            } else {
                node.children().max_by_key(|&c| dist[c])
            };
            let Some(c) = pick else { break };
            line.push(self.nodes[c].mv);
            pos.play_unchecked(self.nodes[c].mv);
            i = c;
        }
        (dist[start], line)
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

    fn root_turn(&self) -> Color {
        let mut turn = self.pos.turn();
        let mut i = self.current;
        while i != 0 {
            turn = !turn;
            i = self.nodes[i].parent as usize;
        }
        turn
    }
}
