//! Perft: the number of leaf positions after exactly `depth` plies, for testing move
//! generation. A finished game is not expanded: it counts as a leaf only at the last ply.
//!
//! The last two plies are where nearly all the work is, so they are done without playing the
//! moves: for each move of the side to move, the position after it is judged from its pieces
//! (connection, repetition, move limit) and its replies are counted, not generated, by lines
//! (the tables of `line_moves.rs`): the opponent's moves along every line are counted once, and after
//! each move only the seven lines through its two squares are counted again.

use alloc::vec::Vec;

use crate::line_moves::BoardLines;
use crate::{Move, NoMoves, Position};

/// Leaf positions after exactly `depth` plies, with bulk counting at the last ply.
///
/// ```
/// use loa_core::{perft, Position, Variant};
/// let mut pos = Position::new(Variant::Standard);
/// assert_eq!(perft(&mut pos, 1), 36);
/// assert_eq!(perft(&mut pos, 2), 1244);
/// ```
pub fn perft(pos: &mut Position, depth: u32) -> u64 {
    match BoardLines::new(pos.board()) {
        Some(lines) => by_lines(pos, depth, &lines),
        None => plain(pos, depth),
    }
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

/// Perft by playing every move and generating every list (for boards without line tables).
fn plain(pos: &mut Position, depth: u32) -> u64 {
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
        nodes += plain(pos, depth - 1);
        pos.undo();
    }
    nodes
}

fn by_lines(pos: &mut Position, depth: u32, lines: &BoardLines) -> u64 {
    match depth {
        0 => 1,
        1 => pos.legal_moves().len() as u64,
        2 => last_two(pos, lines),
        _ => {
            let mut nodes = 0;
            for m in pos.legal_moves() {
                pos.play_unchecked(m);
                nodes += by_lines(pos, depth - 1, lines);
                pos.undo();
            }
            nodes
        }
    }
}

/// Perft 2: the replies to every move, counted without playing the move.
fn last_two(pos: &mut Position, lines: &BoardLines) -> u64 {
    let moves = pos.legal_moves();
    if moves.first().is_some_and(|m| m.is_pass()) || pos.next_ply_reaches_limit() {
        // A pass (rare), or every move ends the game by the move limit (then each counts 0).
        return plain(pos, 2);
    }
    let us = pos.turn();
    let own = pos.pieces(us).0;
    let them = pos.pieces(!us).0;
    let loses_without_moves = pos.rules().no_moves == NoMoves::Lose;
    // The opponent's moves along each line now; a move changes only the lines through its squares.
    let mut before = [0u8; crate::line_moves::LINE_COUNT];
    let mut total = 0;
    for (id, n) in before.iter_mut().enumerate() {
        let c = lines.count(id, them, own);
        *n = c as u8;
        total += c;
    }
    let mut nodes = 0;
    for m in moves {
        let (from, to) = (m.from(), m.to());
        let own_after = own ^ (1 << from.index()) ^ (1 << to.index());
        if crate::Bitboard(own_after).is_connected() {
            continue;
        }
        let them_after = if m.is_capture() {
            let t = them & !(1 << to.index());
            if crate::Bitboard(t).is_connected() {
                continue;
            }
            t
        } else {
            if pos.quiet_move_repeats(m) {
                continue;
            }
            them
        };
        let (lines_from, lines_to) = (BoardLines::ids(from), BoardLines::ids(to));
        let mut replies = total;
        for kind in 0..4 {
            let id = usize::from(lines_from[kind]);
            replies = replies + lines.count(id, them_after, own_after) - u32::from(before[id]);
            let id_to = usize::from(lines_to[kind]);
            if id_to != id {
                replies = replies + lines.count(id_to, them_after, own_after) - u32::from(before[id_to]);
            }
        }
        nodes += match replies {
            // No move: a pass, or under no-moves=lose the game is over.
            0 => u64::from(!loses_without_moves),
            n => u64::from(n),
        };
    }
    nodes
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{Rules, Variant};

    /// The line-counting perft agrees with playing every move.
    #[test]
    fn by_lines_agrees_with_plain() {
        let positions = [
            Position::new(Variant::Standard),
            Position::new(Variant::ScrambledEggs),
            Position::from_position_string(
                "1b1b1bb1/w6w/2b4w/wb5w/w1w4w/w7/w6w/1bbbbwb1 b",
                Variant::Standard,
                Rules::default(),
            )
            .unwrap(),
        ];
        for mut pos in positions {
            let lines = BoardLines::new(pos.board()).unwrap();
            for depth in 0..=3 {
                assert_eq!(by_lines(&mut pos, depth, &lines), plain(&mut pos, depth), "depth {depth} of {pos:?}");
            }
        }
    }
}
