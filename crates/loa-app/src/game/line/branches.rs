//! The line through a tree with variations: choosing another line, promoting, deleting, adding
//! another tree's moves, and a new move entered beside the line.

use loa_core::move_tree::{MoveTree, NodeId};
use loa_core::Move;

use super::GameLine;

impl GameLine {
    /// Adds every move of `other` (a tree from the same start) that this game's tree lacks, after
    /// the moves already there; the line, the cursors and the numbers of the nodes already there
    /// do not change.
    pub fn graft(&mut self, other: &MoveTree) {
        let mut mapped = vec![MoveTree::ROOT; other.len() + 1];
        for node in other.preorder() {
            let (Some(parent), Some(m)) = (other.parent(node), other.move_at(node)) else { continue };
            let parent = mapped[parent.index()];
            mapped[node.index()] = self.tree.push(parent, m);
        }
    }

    /// The node reached by `moves` from the start, if the tree has it.
    #[must_use]
    pub fn find(&self, moves: &[Move]) -> Option<NodeId> {
        moves.iter().try_fold(MoveTree::ROOT, |node, &m| self.tree.child(node, m))
    }

    /// Whether a move beside the line starts a variation (else it ends the redo line).
    #[must_use]
    pub fn variations(&self) -> bool {
        self.variations
    }

    /// Keeps variations (the analysis board) or not (a game in progress).
    pub fn set_variations(&mut self, keep: bool) {
        self.variations = keep;
    }

    /// Makes the line run through `node` (then along its first continuations) and moves the game
    /// there, by undo and redo; returns whether anything changed. A node not in the tree does
    /// nothing.
    pub fn select(&mut self, node: NodeId) -> bool {
        if self.tree.node(node.index()).is_none() {
            return false;
        }
        let depth = self.tree.depth(node);
        if self.nodes.get(depth.wrapping_sub(1)) == Some(&node) || node == MoveTree::ROOT {
            return self.go_to(depth);
        }
        let mut nodes = self.tree.path(node);
        nodes.extend(self.tree.continuation(node));
        let shared = self.nodes.iter().zip(&nodes).take_while(|(a, b)| a == b).count();
        while self.ply() > shared && self.undo_one().is_some() {}
        self.line = nodes.iter().filter_map(|&n| self.tree.move_at(n)).collect();
        self.nodes = nodes;
        self.go_to(depth);
        true
    }

    /// Makes `node`'s line the tree's main line.
    pub fn promote(&mut self, node: NodeId) {
        self.tree.promote(node);
    }

    /// Deletes `node` and the moves after it (not the root). When it is on the line, the game
    /// goes back to the move before it and the line continues along what is left there.
    pub fn delete(&mut self, node: NodeId) {
        if node == MoveTree::ROOT || self.tree.node(node.index()).is_none() {
            return;
        }
        if let Some(i) = self.nodes.iter().position(|&n| n == node) {
            self.go_to(i);
            self.line.truncate(i);
        }
        self.tree.delete(node);
        self.relink();
        let end = self.node_at(self.line.len());
        let more = self.tree.continuation(end);
        self.line.extend(more.iter().filter_map(|&n| self.tree.move_at(n)));
        self.nodes.extend(more);
    }

    /// Finds the line's nodes again after the tree was renumbered.
    pub(super) fn relink(&mut self) {
        let mut node = MoveTree::ROOT;
        self.nodes.clear();
        for (i, &m) in self.line.iter().enumerate() {
            match self.tree.child(node, m) {
                Some(child) => {
                    self.nodes.push(child);
                    node = child;
                }
                None => {
                    self.line.truncate(i);
                    break;
                }
            }
        }
    }

    /// Puts `m`, just played as move `ply` of the game, into the line and the tree: nothing
    /// changes when it is the line's next move; otherwise the old continuation is kept as a
    /// variation (with variations on) or deleted (`keep` false), and the line follows `m`.
    pub(super) fn enter(&mut self, ply: usize, m: Move, keep: bool) {
        if self.line.get(ply - 1) == Some(&m) && keep {
            return;
        }
        let parent = self.node_at(ply - 1);
        if !keep {
            if let Some(&old) = self.nodes.get(ply - 1) {
                self.line.truncate(ply - 1);
                self.tree.delete(old);
                self.relink();
            }
        }
        let parent = if keep { parent } else { self.node_at(ply - 1) };
        let node = self.tree.push(parent, m);
        self.line.truncate(ply - 1);
        self.nodes.truncate(ply - 1);
        self.line.push(m);
        self.nodes.push(node);
        let more = self.tree.continuation(node);
        self.line.extend(more.iter().filter_map(|&n| self.tree.move_at(n)));
        self.nodes.extend(more);
    }
}
