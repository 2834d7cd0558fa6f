//! A move tree as one compact line of text, for the saved game: the moves in the order a record
//! would give them, a variation in parentheses after the move it replaces, as in
//! `b1-b3 h4-f2 ( a2-c2 e1-e3 ) d1xa4` (White's h4-f2, or a2-c2 then e1-e3 instead; then Black's
//! d1xa4 after h4-f2). Each move is written once (about six bytes), so a 5,000-move game with a
//! few variations stays about as small as its line alone.
//!
//! The moves are numbered in the order written (1 for the first, 0 for the start): the saved game
//! names its cursors by these numbers ([`Written::number`], [`Read::nodes`]).
//!
//! Reading stops at the first move that cannot be played and keeps everything before it.

use loa_core::move_tree::{MoveTree, NodeId};
use loa_core::Position;

use crate::i18n::Msg;
use crate::i18n::{say, tr};

/// A tree written out, with each node's number in the text.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Written {
    pub text: String,
    /// `numbers[node.index()]`: the node's number in the text (0 for the root).
    numbers: Vec<usize>,
}

impl Written {
    /// The number of `node` in the text (0 for the root or a node not in the tree).
    #[must_use]
    pub fn number(&self, node: NodeId) -> usize {
        self.numbers.get(node.index()).copied().unwrap_or(0)
    }
}

/// What is left to write: a line from a node on, an opening or closing parenthesis, one move.
enum Work {
    Line(NodeId),
    Open,
    Close,
    Move(NodeId),
}

/// Writes `tree` (no recursion: a deep tree costs no stack).
#[must_use]
pub fn write(tree: &MoveTree) -> Written {
    let mut text = String::with_capacity(tree.len() * 6);
    let mut numbers = vec![0; tree.len() + 1];
    let mut next = 0;
    let mut work = vec![Work::Line(MoveTree::ROOT)];
    while let Some(w) = work.pop() {
        match w {
            Work::Line(node) => {
                let children = tree.children(node);
                let Some((&first, others)) = children.split_first() else { continue };
                // Popped in reverse: the first move, each other as "( move line )", then the
                // first move's line.
                work.push(Work::Line(first));
                for &other in others.iter().rev() {
                    work.extend([Work::Close, Work::Line(other), Work::Move(other), Work::Open]);
                }
                work.push(Work::Move(first));
            }
            Work::Open | Work::Close | Work::Move(_) => {
                if !text.is_empty() {
                    text.push(' ');
                }
                match w {
                    Work::Open => text.push('('),
                    Work::Close => text.push(')'),
                    Work::Move(node) => {
                        next += 1;
                        if let Some(slot) = numbers.get_mut(node.index()) {
                            *slot = next;
                        }
                        if let Some(m) = tree.move_at(node) {
                            text.push_str(&m.to_string());
                        }
                    }
                    Work::Line(_) => {}
                }
            }
        }
    }
    Written { text, numbers }
}

/// Why a saved tree stops where it does: its move `number` (`text`) cannot be played, or a
/// parenthesis has no move before it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TreeDamage {
    pub number: usize,
    pub text: String,
    pub reason: String,
}

/// A tree read back: the moves up to any damage, and the node of each number.
#[derive(Debug, Clone)]
pub struct Read {
    pub tree: MoveTree,
    /// `nodes[n]`: the node of move number `n` (`nodes[0]` is the root).
    pub nodes: Vec<NodeId>,
    pub damage: Option<TreeDamage>,
}

impl Read {
    /// The node of move number `n`, if it was read.
    #[must_use]
    pub fn node(&self, n: usize) -> Option<NodeId> {
        self.nodes.get(n).copied()
    }
}

/// A place in the tree being read: the node the next move follows, and its position.
type At = (NodeId, Position);

/// Reads a tree written by [`write()`] from `start`. Never fails: damage ends the reading.
#[must_use]
pub fn read(start: &Position, text: &str) -> Read {
    let mut tree = MoveTree::new(start.clone());
    let mut nodes = vec![MoveTree::ROOT];
    // Where the next move goes: after `node`, in `pos`; `last` is the node and position before
    // the last move read (where a variation of it starts).
    let mut node = MoveTree::ROOT;
    let mut pos = tree.start().clone();
    let mut last: Option<At> = None;
    // At each open parenthesis: where the line it interrupts goes on, and that line's `last`.
    let mut open: Vec<(At, Option<At>)> = Vec::new();
    let spaced = text.replace('(', " ( ").replace(')', " ) ");
    let damage = |number: usize, text: &str, reason: String| TreeDamage { number, text: text.to_owned(), reason };
    for token in spaced.split_whitespace() {
        let number = nodes.len();
        match token {
            "(" => {
                let Some((before, before_pos)) = last.clone() else {
                    let reason = tr(Msg::SavedTreeNoMove, &[]);
                    return Read { tree, nodes, damage: Some(damage(number, token, reason)) };
                };
                open.push(((node, std::mem::replace(&mut pos, before_pos)), last.take()));
                node = before;
            }
            ")" => {
                // A closing parenthesis too many is ignored: nothing is lost by it.
                if let Some(((n, p), l)) = open.pop() {
                    node = n;
                    pos = p;
                    last = l;
                }
            }
            _ => {
                let played = match pos.parse_move(token) {
                    Ok(m) => {
                        let before = pos.clone();
                        pos.play(m).map(|()| (m, before)).map_err(|e| say(&e))
                    }
                    Err(e) => Err(say(&e)),
                };
                match played {
                    Ok((m, before)) => {
                        last = Some((node, before));
                        node = tree.push(node, m);
                        nodes.push(node);
                    }
                    Err(reason) => return Read { tree, nodes, damage: Some(damage(number, token, reason)) },
                }
            }
        }
    }
    Read { tree, nodes, damage: None }
}

#[cfg(test)]
mod tests {
    use super::*;
    use loa_core::{Rules, Variant};

    fn tree_of(start: &Position, lines: &[&str]) -> MoveTree {
        let mut tree = MoveTree::new(start.clone());
        for line in lines {
            let mut node = MoveTree::ROOT;
            for text in line.split_whitespace() {
                let m = tree.position(node).parse_move(text).unwrap();
                node = tree.add(node, m).unwrap();
            }
        }
        tree
    }

    #[test]
    fn nested_variations_round_trip_in_record_order() {
        let start = Position::new(Variant::Standard);
        let tree = tree_of(
            &start,
            &[
                "b1-b3 h4-f2 d1xa4 a5-c5",
                "b1-b3 a2-c2 e1-e3 h5-f5",
                "b1-b3 a2-c2 e1-e3 a6-c6",
                "b1-b3 a2-c2 g1-g3",
                "c1-c3 h4-f2",
            ],
        );
        let written = write(&tree);
        assert_eq!(written.text, "b1-b3 ( c1-c3 h4-f2 ) h4-f2 ( a2-c2 e1-e3 ( g1-g3 ) h5-f5 ( a6-c6 ) ) d1xa4 a5-c5");
        let back = read(&start, &written.text);
        assert_eq!(back.damage, None);
        assert_eq!(back.tree.len(), tree.len());
        // Same lines in the same order (main line first at every fork).
        assert_eq!(write(&back.tree).text, written.text);
        assert_eq!(back.tree.main_line(), tree.main_line());
        // Every node keeps its number.
        for node in tree.preorder() {
            let n = written.number(node);
            assert_eq!(back.tree.moves_to(back.node(n).unwrap()), tree.moves_to(node), "number {n}");
        }
        // One line: the moves, nothing else.
        let line = tree_of(&start, &["b1-b3 h4-f2"]);
        assert_eq!(write(&line).text, "b1-b3 h4-f2");
        assert_eq!(write(&MoveTree::new(start.clone())).text, "");
        assert!(read(&start, "").tree.is_empty());
    }

    #[test]
    fn damage_keeps_what_was_read_before_it() {
        let start = Position::with_rules(Variant::Standard, Rules::default());
        // A move that cannot be played inside a variation: the main line and the variation's
        // first move are kept.
        let r = read(&start, "b1-b3 h4-f2 ( a2-c2 b1-b4 ) d1xa4");
        let damage = r.damage.clone().unwrap();
        assert_eq!((damage.number, damage.text.as_str()), (4, "b1-b4"));
        assert_eq!(r.tree.len(), 3);
        // Not a move at all.
        let r = read(&start, "b1-b3 zz");
        assert_eq!(r.damage.map(|d| d.number), Some(2));
        assert_eq!(r.tree.len(), 1);
        // A variation with no move before it.
        let r = read(&start, "( b1-b3 )");
        assert_eq!(r.damage.map(|d| d.number), Some(1));
        // A parenthesis left open or closed once too often loses nothing.
        assert_eq!(read(&start, "b1-b3 ( c1-c3").tree.len(), 2);
        let r = read(&start, "b1-b3 ) ) h4-f2");
        assert_eq!((r.tree.len(), r.damage), (2, None));
    }

    #[test]
    fn a_deep_tree_is_written_and_read_without_recursion() {
        // 5,000 moves back and forth (repetition off), a variation every 1,000.
        let rules: Rules = "repetition=off,move-limit=0".parse().unwrap();
        let start = Position::with_rules(Variant::Standard, rules);
        let cycle = ["b1-b3", "a2-c2", "b3-b1", "c2-a2"];
        let mut tree = MoveTree::new(start.clone());
        let mut node = MoveTree::ROOT;
        let mut pos = start.clone();
        for i in 0..5000 {
            let m = pos.parse_move(cycle[i % 4]).unwrap();
            let next = tree.push(node, m);
            if i % 1000 == 1 {
                let other = pos.legal_moves().into_iter().find(|&o| o != m).unwrap();
                tree.push(node, other);
            }
            pos.play(m).unwrap();
            node = next;
        }
        let written = write(&tree);
        assert_eq!(written.text.matches('(').count(), 5);
        let back = read(&start, &written.text);
        assert_eq!((back.tree.len(), back.damage), (5005, None));
        assert_eq!(write(&back.tree), written);
    }
}
