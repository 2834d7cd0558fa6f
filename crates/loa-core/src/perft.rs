//! Perft: the number of leaf positions after exactly `depth` plies, for testing move
//! generation. A finished game is not expanded: it counts as a leaf only at the last ply.

use alloc::vec::Vec;

use crate::{Move, Position};

/// Leaf positions after exactly `depth` plies, with bulk counting at the last ply.
///
/// ```
/// use loa_core::{perft, Position, Variant};
/// let mut pos = Position::new(Variant::Standard);
/// assert_eq!(perft(&mut pos, 1), 36);
/// assert_eq!(perft(&mut pos, 2), 1244);
/// ```
pub fn perft(pos: &mut Position, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    let moves = pos.legal_moves();
    if depth == 1 {
        return moves.len() as u64;
    }
    let mut nodes = 0;
    for &m in &moves {
        pos.play_unchecked(m);
        nodes += perft(pos, depth - 1);
        pos.undo();
    }
    nodes
}

/// Perft split by first move, in generation order.
pub fn divide(pos: &mut Position, depth: u32) -> Vec<(Move, u64)> {
    if depth == 0 {
        return Vec::new();
    }
    pos.legal_moves()
        .into_iter()
        .map(|m| {
            pos.play_unchecked(m);
            let n = perft(pos, depth - 1);
            pos.undo();
            (m, n)
        })
        .collect()
}
