//! The one-move connection test shared by the search's horizon and the solver's leaves.

use crate::{Bitboard, Move, MoveList, Position};

/// A move among `moves` with which the side to move wins at once, if there is one.
///
/// Only a move that leaves the mover's pieces as one group can win, so only a few are played
/// to be judged by the rules: every group the moving piece does not belong to must touch its
/// destination. A destination touches at most four groups (one at each of its diagonal
/// corners: its orthogonal neighbours touch each other and the corners next to them), and the
/// moving piece may have been a fifth, so a side of more than five groups cannot be joined by
/// one move. Black's a1, c1, a3, c3 and e5 are five groups that e5-b2 joins.
#[must_use]
pub(crate) fn winning_move(pos: &mut Position, moves: &MoveList) -> Option<Move> {
    let us = pos.turn();
    let own = pos.pieces(us);
    let mut groups = [Bitboard::EMPTY; 5];
    let mut n = 0;
    let mut rest = own;
    while rest.any() {
        if n == groups.len() {
            return None;
        }
        let g = rest.flood(rest.lowest());
        groups[n] = g;
        rest = Bitboard(rest.0 & !g.0);
        n += 1;
    }
    // `reach[i]`: the squares touching every group but group `i`, where a piece of group `i`
    // must land.
    let mut reach = [Bitboard(!0); 5];
    for (i, g) in groups[..n].iter().enumerate() {
        let halo = g.dilate();
        for (j, r) in reach[..n].iter_mut().enumerate() {
            if j != i {
                *r = Bitboard(r.0 & halo.0);
            }
        }
    }
    // Most positions of a game have no square touching all groups but one: nothing to try.
    if reach[..n].iter().all(|r| r.0 == 0) {
        return None;
    }
    for &m in moves {
        if m.is_pass() {
            continue;
        }
        let (from, to) = (m.from(), m.to());
        let Some(i) = groups[..n].iter().position(|g| g.contains(from)) else { continue };
        if !reach[i].contains(to) || !own.without(from).with(to).is_connected() {
            continue;
        }
        pos.play_unchecked(m);
        let won = pos.outcome().and_then(|o| o.winner()) == Some(us);
        pos.undo();
        if won {
            return Some(m);
        }
    }
    None
}
