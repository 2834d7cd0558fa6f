//! The move list of a game with variations, in reading order (pure Rust, tested natively): the
//! main line, and after each move that has alternatives, those variations in parentheses, each
//! with its move numbers — `1. b1-b3 h4-f2 (1… a2-c2 2. c1-c3) 2. d1xa4`.

use loa_core::move_tree::{MoveTree, NodeId};
use loa_core::Color;

/// One piece of the list.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Piece {
    /// A move, with its number and whether the number is written before it (`3.` for Black,
    /// `3…` for White: at the start of a line, after a variation, and for every Black move).
    Move { node: NodeId, number: usize, color: Color, numbered: bool },
    /// A variation begins (`(`): `depth` 1 beside the main line, 2 inside a variation, …
    Open { depth: usize },
    /// The variation opened last ends (`)`).
    Close { depth: usize },
}

/// The pieces of `tree`'s move list.
#[must_use]
pub fn layout(tree: &MoveTree) -> Vec<Piece> {
    let mut out = Vec::with_capacity(tree.len() * 2);
    if let Some(&first) = tree.children(MoveTree::ROOT).first() {
        line(tree, first, 0, &mut out);
    }
    out
}

/// A line from `node` on, at variation depth `depth`.
fn line(tree: &MoveTree, mut node: NodeId, depth: usize, out: &mut Vec<Piece>) {
    let white_first = usize::from(tree.start().turn() == Color::White);
    let mut numbered = true;
    loop {
        let before = tree.depth(node) - 1 + white_first;
        let color = if before % 2 == 0 { Color::Black } else { Color::White };
        out.push(Piece::Move { node, number: before / 2 + 1, color, numbered: numbered || color == Color::Black });
        numbered = false;
        // The alternatives to this move, when it is its parent's first continuation.
        if let Some(parent) = tree.parent(node) {
            let siblings = tree.children(parent);
            if siblings.first() == Some(&node) && siblings.len() > 1 {
                for &other in &siblings[1..] {
                    out.push(Piece::Open { depth: depth + 1 });
                    line(tree, other, depth + 1, out);
                    out.push(Piece::Close { depth: depth + 1 });
                }
                numbered = true;
            }
        }
        match tree.children(node).first() {
            Some(&next) => node = next,
            None => break,
        }
    }
}

/// The list as text (`1. b1-b3 h4-f2 (1… a2-c2) 2. d1xa4`), for tests and screen readers.
#[must_use]
pub fn text(tree: &MoveTree) -> String {
    let mut out = String::new();
    for piece in layout(tree) {
        if !out.is_empty() && !matches!(piece, Piece::Close { .. }) && !out.ends_with('(') {
            out.push(' ');
        }
        match piece {
            Piece::Move { node, number, color, numbered } => {
                if numbered {
                    out.push_str(&number.to_string());
                    out.push_str(if color == Color::Black { ". " } else { "… " });
                }
                if let Some(m) = tree.move_at(node) {
                    out.push_str(&m.to_string());
                }
            }
            Piece::Open { .. } => out.push('('),
            Piece::Close { .. } => out.push(')'),
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use loa_core::record::{self, Format};
    use loa_core::{Position, Rules, Variant};

    fn tree(sgf: &str) -> MoveTree {
        record::read(sgf, Position::with_rules(Variant::Standard, Rules::default()), Format::Sgf).into_tree().unwrap()
    }

    #[test]
    fn variations_are_in_parentheses_after_the_move_they_replace() {
        let cases = [
            ("(;GM[9];B[b1-b3];W[h4-f2])", "1. b1-b3 h4-f2"),
            (
                "(;GM[9];B[b1-b3](;W[h4-f2];B[d1:a4])(;W[a2-c2];B[e1-e3]))",
                "1. b1-b3 h4-f2 (1… a2-c2 2. e1-e3) 2. d1xa4",
            ),
            // A Black move replaced: the main line's White reply gets its number again.
            ("(;GM[9](;B[b1-b3];W[h4-f2])(;B[c1-c3]))", "1. b1-b3 (1. c1-c3) 1… h4-f2"),
            // Nested, and two variations at one point.
            (
                "(;GM[9];B[b1-b3](;W[h4-f2])(;W[a2-c2](;B[e1-e3])(;B[d1-d3]))(;W[a4-c4]))",
                "1. b1-b3 h4-f2 (1… a2-c2 2. e1-e3 (2. d1-d3)) (1… a4-c4)",
            ),
            // A game that starts with White to move.
            ("(;GM[9]AB[c3][d5]AW[b1][d3]PL[W];W[b1-b2];B[c3-c4])", "1… b1-b2 2. c3-c4"),
        ];
        for (sgf, want) in cases {
            assert_eq!(text(&tree(sgf)), want, "{sgf}");
        }
        let t = tree("(;GM[9];B[b1-b3](;W[h4-f2])(;W[a2-c2](;B[e1-e3])(;B[d1-d3])))");
        let depths: Vec<_> = layout(&t)
            .into_iter()
            .filter_map(|p| match p {
                Piece::Open { depth } => Some(depth),
                _ => None,
            })
            .collect();
        assert_eq!(depths, [1, 2]);
    }
}
