//! Writing LOA SGF, a line or a tree with its variations.

use alloc::string::String;
use core::fmt::Write;

use crate::move_tree::{MoveTree, NodeId};
use crate::{Color, Position};

/// Writes the game as LOA SGF: `(;FF[4]GM[9]AP[loa]SU[Standard]SZ[8]…;B[b1-b3];W[h4-f2];B[d1:a4]…)`.
/// The 6×6 game is `SU[Standard]SZ[6]`. A start other than the variant's is written with
/// `AB`/`AW`/`PL`; captures use `:`.
#[must_use]
pub fn write_sgf(pos: &Position) -> String {
    write_sgf_tree(&MoveTree::from_played(pos))
}

/// Writes a game with its variations as LOA SGF (as [`write_sgf`] does a line): at a fork each
/// continuation is written in parentheses, the main line first,
/// `(;FF[4]…;B[b1-b3](;W[h4-f2];B[d1:a4])(;W[a2-c2]))`. `RE` is the main line's result.
///
/// ```
/// use loa_core::record::{self, Format};
/// use loa_core::{Position, Variant};
/// let sgf = "(;GM[9];B[b1-b3](;W[h4-f2];B[d1:a4])(;W[a2-c2]))";
/// let start = Position::new(Variant::Standard);
/// let tree = record::read(sgf, start.clone(), Format::Sgf).into_tree().unwrap();
/// assert_eq!(tree.len(), 4);
/// let written = record::write_sgf_tree(&tree);
/// assert!(written.ends_with(";B[b1-b3]\n(;W[h4-f2]\n;B[d1:a4])\n(;W[a2-c2]))\n"), "{written}");
/// assert_eq!(record::read(&written, start, Format::Sgf).into_tree().unwrap(), tree);
/// ```
#[must_use]
pub fn write_sgf_tree(tree: &MoveTree) -> String {
    let start = tree.start();
    let variant = start.variant();
    let mut out = String::from("(;FF[4]GM[9]AP[loa]");
    let _ = write!(out, "SU[{}]SZ[{}]", variant.sgf_name(), variant.size());
    let setup = start.setup();
    if setup != variant.start() {
        for (prop, color) in [("AB", Color::Black), ("AW", Color::White)] {
            out.push_str(prop);
            for sq in setup.pieces(color) {
                let _ = write!(out, "[{sq}]");
            }
        }
        let _ = write!(out, "PL[{}]", if setup.turn == Color::Black { 'B' } else { 'W' });
    }
    if let Some(o) = tree.position(tree.main_end()).outcome() {
        let _ = write!(out, "RE[{}]", o.sgf_result());
    }
    enum Step {
        Open,
        Close,
        Move(NodeId),
        Line(NodeId),
    }
    let mut stack = alloc::vec![Step::Line(MoveTree::ROOT)];
    while let Some(step) = stack.pop() {
        match step {
            Step::Open => out.push_str("\n("),
            Step::Close => out.push(')'),
            Step::Move(node) => {
                let Some(m) = tree.move_at(node) else { continue };
                let turn = if tree.depth(node) % 2 == 1 { setup.turn } else { !setup.turn };
                let color = if turn == Color::Black { 'B' } else { 'W' };
                let newline = if out.ends_with('(') { "" } else { "\n" };
                if m.is_pass() {
                    let _ = write!(out, "{newline};{color}[pass]");
                } else {
                    let sep = if m.is_capture() { ':' } else { '-' };
                    let _ = write!(out, "{newline};{color}[{}{sep}{}]", m.from(), m.to());
                }
            }
            Step::Line(node) => match tree.children(node) {
                [] => {}
                [only] => stack.extend([Step::Line(*only), Step::Move(*only)]),
                children => {
                    for &child in children.iter().rev() {
                        stack.extend([Step::Close, Step::Line(child), Step::Move(child), Step::Open]);
                    }
                }
            },
        }
    }
    out.push_str(")\n");
    out
}
