//! A proven [`Pn2`] tree as the winning strategy a book keeps: where the attacker moves, the
//! proven child whose lines list the fewest of the attacker's positions; where the defender
//! moves, each reply's child, down to the certified leaves. [`Lead`] adds the winner's move
//! that led to a root.

use alloc::vec::Vec;

use super::Strategy;
use crate::solver::Pn2;
use crate::Move;

/// The strategy of a proven [`Pn2`] tree.
#[derive(Debug)]
pub struct Pn2Strategy<'a> {
    tree: &'a Pn2,
    /// For each proven node, the attacker's positions its lines list (transpositions counted
    /// on each path).
    size: Vec<u32>,
}

impl<'a> Pn2Strategy<'a> {
    /// The winning strategy of the proven part of `tree`.
    #[must_use]
    pub fn new(tree: &'a Pn2) -> Pn2Strategy<'a> {
        let nodes = &tree.nodes;
        let mut size = alloc::vec![u32::MAX; nodes.len()];
        for i in (0..nodes.len() as u32).rev() {
            let n = nodes[i as usize];
            if n.pn != 0 {
                continue;
            }
            size[i as usize] = if n.count == 0 {
                0
            } else if tree.position_turn(i) == tree.attacker() {
                tree.children(i).map(|c| size[c as usize]).min().unwrap_or(u32::MAX).saturating_add(1)
            } else {
                tree.children(i).map(|c| size[c as usize]).fold(0u32, u32::saturating_add)
            };
        }
        Pn2Strategy { tree, size }
    }
}

impl Strategy for Pn2Strategy<'_> {
    type Node = u32;

    fn root(&self) -> u32 {
        0
    }

    fn winning_move(&self, node: u32) -> Option<(Move, u32)> {
        let c = self
            .tree
            .children(node)
            .filter(|&c| self.tree.nodes[c as usize].pn == 0)
            .min_by_key(|&c| self.size[c as usize])?;
        Some((self.tree.nodes[c as usize].mv, c))
    }

    fn after_reply(&self, node: u32, m: Move) -> Option<u32> {
        let c = self.tree.children(node).find(|&c| self.tree.nodes[c as usize].mv == m)?;
        let n = self.tree.nodes[c as usize];
        // A certified leaf is left to the solver; an expanded proven node goes on.
        (n.count > 0 && n.pn == 0).then_some(c)
    }
}

/// A strategy one move longer: from the position before `inner`'s root, the winner's move
/// `first` leads to it (for a root where the loser moves, reached by the winner's move).
#[derive(Debug)]
pub struct Lead<S> {
    pub first: Move,
    pub inner: S,
}

impl<S: Strategy> Strategy for Lead<S> {
    /// `None` before the lead move.
    type Node = Option<S::Node>;

    fn root(&self) -> Option<S::Node> {
        None
    }

    fn winning_move(&self, node: Option<S::Node>) -> Option<(Move, Option<S::Node>)> {
        match node {
            None => Some((self.first, Some(self.inner.root()))),
            Some(n) => self.inner.winning_move(n).map(|(m, n)| (m, Some(n))),
        }
    }

    fn after_reply(&self, node: Option<S::Node>, m: Move) -> Option<Option<S::Node>> {
        self.inner.after_reply(node?, m).map(Some)
    }
}
