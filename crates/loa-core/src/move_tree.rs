//! A game with its variations: a tree of moves from a start position.
//!
//! Each node is a move played after its parent's; the root is the start (no move). A node's
//! first child continues its line (the main line is the root's first child, then each first
//! child's first child, …); the others are variations. SGF writes and reads the tree
//! ([`crate::record::write_sgf_tree`], [`crate::record::read`]).
//!
//! ```
//! use loa_core::{move_tree::MoveTree, Position, Variant};
//! let mut tree = MoveTree::new(Position::new(Variant::Standard));
//! let start = tree.start().clone();
//! let b1b3 = tree.add(MoveTree::ROOT, start.parse_move("b1-b3").unwrap()).unwrap();
//! let main = tree.add(b1b3, tree.position(b1b3).parse_move("h4-f2").unwrap()).unwrap();
//! let other = tree.add(b1b3, tree.position(b1b3).parse_move("a2-c2").unwrap()).unwrap();
//! assert_eq!(tree.main_line().len(), 2);
//! assert_eq!(tree.next_variation(main), Some(other));
//! tree.promote(other);
//! assert_eq!(tree.main_line()[1].to_string(), "a2-c2");
//! ```

use alloc::vec::Vec;

use crate::{Move, PlayError, Position};

/// A node of a [`MoveTree`]: the position after the moves from the root to it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct NodeId(u32);

impl NodeId {
    /// The node's number, for a page to name it (`data-node`); [`MoveTree::node`] reads it back.
    #[must_use]
    pub fn index(self) -> usize {
        self.0 as usize
    }
}

#[derive(Debug, Clone, PartialEq, Eq)]
struct Node {
    /// `None` for the root.
    m: Option<Move>,
    parent: Option<NodeId>,
    children: Vec<NodeId>,
    depth: usize,
}

/// A start position and the moves played from it, with variations.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MoveTree {
    start: Position,
    /// `nodes[0]` is the root. Deleted nodes are dropped by renumbering the rest.
    nodes: Vec<Node>,
}

impl MoveTree {
    /// The start: the root of every tree.
    pub const ROOT: NodeId = NodeId(0);

    /// A tree with no moves from `start` (whose history, if any, is dropped).
    #[must_use]
    pub fn new(start: Position) -> MoveTree {
        let start = start.game_start();
        MoveTree { start, nodes: alloc::vec![Node { m: None, parent: None, children: Vec::new(), depth: 0 }] }
    }

    /// A tree holding one line: the moves `pos` carries, from its start.
    #[must_use]
    pub fn from_played(pos: &Position) -> MoveTree {
        let mut tree = MoveTree::new(pos.clone());
        let mut node = MoveTree::ROOT;
        for m in pos.moves_played() {
            node = tree.push(node, m);
        }
        tree
    }

    /// The start position (no moves played).
    #[must_use]
    pub fn start(&self) -> &Position {
        &self.start
    }

    /// The number of moves in the tree (the root not counted).
    #[must_use]
    pub fn len(&self) -> usize {
        self.nodes.len() - 1
    }

    /// Whether no move has been played.
    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.nodes.len() == 1
    }

    /// The node numbered `index` ([`NodeId::index`]), if there is one.
    #[must_use]
    pub fn node(&self, index: usize) -> Option<NodeId> {
        let id = NodeId(u32::try_from(index).ok()?);
        self.get(id).map(|_| id)
    }

    fn get(&self, id: NodeId) -> Option<&Node> {
        self.nodes.get(id.index())
    }

    /// The move that led to `id` (`None` for the root or a node not in the tree).
    #[must_use]
    pub fn move_at(&self, id: NodeId) -> Option<Move> {
        self.get(id)?.m
    }

    /// The node before `id` (`None` for the root).
    #[must_use]
    pub fn parent(&self, id: NodeId) -> Option<NodeId> {
        self.get(id)?.parent
    }

    /// The moves after `id`: its line's continuation first, then the variations.
    #[must_use]
    pub fn children(&self, id: NodeId) -> &[NodeId] {
        self.get(id).map_or(&[], |n| &n.children)
    }

    /// The child of `id` reached by `m`, if it is in the tree.
    #[must_use]
    pub fn child(&self, id: NodeId, m: Move) -> Option<NodeId> {
        self.children(id).iter().copied().find(|&c| self.move_at(c) == Some(m))
    }

    /// The number of moves from the root to `id` (1 for a first move).
    #[must_use]
    pub fn depth(&self, id: NodeId) -> usize {
        self.get(id).map_or(0, |n| n.depth)
    }

    /// Whether some node has more than one continuation.
    #[must_use]
    pub fn has_variations(&self) -> bool {
        self.nodes.iter().any(|n| n.children.len() > 1)
    }

    /// Whether `id` is on the main line (the root's first child, its first child, …).
    #[must_use]
    pub fn is_main_line(&self, id: NodeId) -> bool {
        let mut node = id;
        while let Some(parent) = self.parent(node) {
            if self.children(parent).first() != Some(&node) {
                return false;
            }
            node = parent;
        }
        true
    }

    /// The nodes from the root's first move to `id`, in order (empty for the root).
    #[must_use]
    pub fn path(&self, id: NodeId) -> Vec<NodeId> {
        let mut path = Vec::with_capacity(self.depth(id));
        let mut node = id;
        while let Some(parent) = self.parent(node) {
            path.push(node);
            node = parent;
        }
        path.reverse();
        path
    }

    /// The moves from the start to `id`.
    #[must_use]
    pub fn moves_to(&self, id: NodeId) -> Vec<Move> {
        self.path(id).into_iter().filter_map(|n| self.move_at(n)).collect()
    }

    /// `id` followed by the first child again and again: the rest of its line (without `id`).
    #[must_use]
    pub fn continuation(&self, id: NodeId) -> Vec<NodeId> {
        let mut line = Vec::new();
        let mut node = id;
        while let Some(&next) = self.children(node).first() {
            line.push(next);
            node = next;
        }
        line
    }

    /// The main line's moves.
    #[must_use]
    pub fn main_line(&self) -> Vec<Move> {
        self.continuation(MoveTree::ROOT).into_iter().filter_map(|n| self.move_at(n)).collect()
    }

    /// The last node of the main line (the root when there are no moves).
    #[must_use]
    pub fn main_end(&self) -> NodeId {
        self.continuation(MoveTree::ROOT).last().copied().unwrap_or(MoveTree::ROOT)
    }

    /// The position at `id`, with the moves to it as its history (so undo and repetition work).
    #[must_use]
    pub fn position(&self, id: NodeId) -> Position {
        let mut pos = self.start.clone();
        for m in self.moves_to(id) {
            // Every move was legal when it was added.
            let _ = pos.play(m);
        }
        pos
    }

    /// The next sibling of `id` (the next variation at the same point), if any.
    #[must_use]
    pub fn next_variation(&self, id: NodeId) -> Option<NodeId> {
        let siblings = self.children(self.parent(id)?);
        let i = siblings.iter().position(|&c| c == id)?;
        siblings.get(i + 1).copied()
    }

    /// The sibling before `id`, if any.
    #[must_use]
    pub fn previous_variation(&self, id: NodeId) -> Option<NodeId> {
        let siblings = self.children(self.parent(id)?);
        let i = siblings.iter().position(|&c| c == id)?;
        siblings.get(i.checked_sub(1)?).copied()
    }

    /// Adds `m` after `parent` (after its other children: a new variation, or the line's
    /// continuation when it has none) and returns the new node, or the child already there.
    ///
    /// A `parent` not in the tree is taken as the root.
    ///
    /// # Errors
    /// [`PlayError`] when `m` is illegal at `parent`.
    pub fn add(&mut self, parent: NodeId, m: Move) -> Result<NodeId, PlayError> {
        if let Some(child) = self.child(parent, m) {
            return Ok(child);
        }
        let mut pos = self.position(parent);
        pos.play(m)?;
        Ok(self.push(parent, m))
    }

    /// Adds `m` after `parent` without checking it: for a caller that has just played `m` at
    /// `parent` (it returns the child already there, if any). A node not in the tree adds to the
    /// root.
    pub fn push(&mut self, parent: NodeId, m: Move) -> NodeId {
        if let Some(child) = self.child(parent, m) {
            return child;
        }
        let parent = if self.get(parent).is_some() { parent } else { MoveTree::ROOT };
        let id = NodeId(u32::try_from(self.nodes.len()).unwrap_or(u32::MAX));
        let depth = self.depth(parent) + 1;
        self.nodes.push(Node { m: Some(m), parent: Some(parent), children: Vec::new(), depth });
        self.nodes[parent.index()].children.push(id);
        id
    }

    /// Makes `id`'s line the main line: at every fork on the way to it, its branch comes first.
    pub fn promote(&mut self, id: NodeId) {
        let mut node = id;
        while let Some(parent) = self.parent(node) {
            let children = &mut self.nodes[parent.index()].children;
            if let Some(i) = children.iter().position(|&c| c == node) {
                let c = children.remove(i);
                children.insert(0, c);
            }
            node = parent;
        }
    }

    /// Moves `id` one place up among its siblings (towards the line it branches from).
    pub fn promote_one(&mut self, id: NodeId) {
        let Some(parent) = self.parent(id) else { return };
        let children = &mut self.nodes[parent.index()].children;
        if let Some(i) = children.iter().position(|&c| c == id) {
            if i > 0 {
                children.swap(i - 1, i);
            }
        }
    }

    /// Deletes `id` and everything after it; returns its parent. The root cannot be deleted
    /// (`None`). Node numbers after the deleted ones change (use the returned parent).
    pub fn delete(&mut self, id: NodeId) -> Option<NodeId> {
        let parent = self.parent(id)?;
        self.nodes[parent.index()].children.retain(|&c| c != id);
        // Renumber the nodes still reachable, in their order.
        let mut keep = alloc::vec![false; self.nodes.len()];
        let mut stack = alloc::vec![MoveTree::ROOT];
        while let Some(n) = stack.pop() {
            keep[n.index()] = true;
            stack.extend_from_slice(&self.nodes[n.index()].children);
        }
        let mut new_id = alloc::vec![0u32; self.nodes.len()];
        let mut next = 0u32;
        for (i, &k) in keep.iter().enumerate() {
            if k {
                new_id[i] = next;
                next += 1;
            }
        }
        let map = |n: NodeId| NodeId(new_id[n.index()]);
        let nodes = core::mem::take(&mut self.nodes);
        self.nodes = nodes
            .into_iter()
            .zip(&keep)
            .filter(|(_, &k)| k)
            .map(|(mut n, _)| {
                n.parent = n.parent.map(map);
                for c in &mut n.children {
                    *c = map(*c);
                }
                n
            })
            .collect();
        Some(map(parent))
    }

    /// Every node in depth-first order, the main continuation before the variations (the order
    /// SGF writes them in), with the root first.
    #[must_use]
    pub fn preorder(&self) -> Vec<NodeId> {
        let mut order = Vec::with_capacity(self.nodes.len());
        let mut stack = alloc::vec![MoveTree::ROOT];
        while let Some(n) = stack.pop() {
            order.push(n);
            stack.extend(self.children(n).iter().rev());
        }
        order
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Variant;

    fn mv(tree: &MoveTree, at: NodeId, text: &str) -> Move {
        tree.position(at).parse_move(text).unwrap()
    }

    fn add(tree: &mut MoveTree, at: NodeId, text: &str) -> NodeId {
        let m = mv(tree, at, text);
        tree.add(at, m).unwrap()
    }

    fn texts(moves: &[Move]) -> Vec<alloc::string::String> {
        moves.iter().map(alloc::string::ToString::to_string).collect()
    }

    #[test]
    fn add_navigate_promote_delete() {
        let mut tree = MoveTree::new(Position::new(Variant::Standard));
        assert!(tree.is_empty());
        let a = add(&mut tree, MoveTree::ROOT, "b1-b3");
        let b = add(&mut tree, a, "h4-f2");
        let c = add(&mut tree, b, "d1xa4");
        let v = add(&mut tree, a, "a2-c2");
        let w = add(&mut tree, v, "e1-e3");
        // Adding a move already there gives the node there.
        assert_eq!(add(&mut tree, a, "a2-c2"), v);
        assert_eq!(tree.len(), 5);
        assert!(tree.has_variations());
        assert_eq!(texts(&tree.main_line()), ["b1-b3", "h4-f2", "d1xa4"]);
        assert_eq!(tree.main_end(), c);
        assert_eq!(tree.parent(w), Some(v));
        assert_eq!(tree.parent(MoveTree::ROOT), None);
        assert_eq!(tree.children(a), [b, v]);
        assert_eq!(tree.depth(w), 3);
        assert_eq!(tree.next_variation(b), Some(v));
        assert_eq!(tree.next_variation(v), None);
        assert_eq!(tree.previous_variation(v), Some(b));
        assert!(tree.is_main_line(c) && !tree.is_main_line(w));
        assert_eq!(texts(&tree.moves_to(w)), ["b1-b3", "a2-c2", "e1-e3"]);
        assert_eq!(tree.position(w).ply(), 3);
        assert_eq!(tree.preorder(), [MoveTree::ROOT, a, b, c, v, w]);
        assert_eq!(tree.node(w.index()), Some(w));
        assert_eq!(tree.node(99), None);

        tree.promote(w);
        assert_eq!(texts(&tree.main_line()), ["b1-b3", "a2-c2", "e1-e3"]);
        tree.promote_one(b);
        assert_eq!(texts(&tree.main_line()), ["b1-b3", "h4-f2", "d1xa4"]);

        // Deleting the main continuation makes the variation the main line.
        let parent = tree.delete(b).unwrap();
        assert_eq!(tree.depth(parent), 1);
        assert_eq!(tree.len(), 3);
        assert!(!tree.has_variations());
        assert_eq!(texts(&tree.main_line()), ["b1-b3", "a2-c2", "e1-e3"]);
        assert_eq!(tree.delete(MoveTree::ROOT), None);
    }

    #[test]
    fn illegal_moves_are_refused_and_the_tree_unchanged() {
        let mut tree = MoveTree::new(Position::new(Variant::Standard));
        let a = add(&mut tree, MoveTree::ROOT, "b1-b3");
        let black_again = mv(&MoveTree::new(Position::new(Variant::Standard)), MoveTree::ROOT, "c1-c3");
        assert!(tree.add(a, black_again).is_err());
        assert_eq!(tree.len(), 1);
    }

    #[test]
    fn from_played_is_the_main_line() {
        let mut pos = Position::new(Variant::Standard);
        for text in ["b1-b3", "h4-f2", "d1xa4"] {
            let m = pos.parse_move(text).unwrap();
            pos.play(m).unwrap();
        }
        let tree = MoveTree::from_played(&pos);
        assert_eq!(tree.main_line(), pos.moves_played().collect::<Vec<_>>());
        assert_eq!(tree.position(tree.main_end()), pos);
    }
}
