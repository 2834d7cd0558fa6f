//! Cheap certainties near the end of a ply-bounded search (`Dfpn::win_by`, used to find the
//! shortest win): positions where the attacker cannot win in the one or two plies left,
//! decided without playing the moves out.
//!
//! They hold only under the rule that a side without a move passes: where having no move
//! loses, a move can also win by leaving the opponent none, which these do not look at.

use crate::{Bitboard, Color, MoveList, NoMoves, Position};

/// `pos` (open) cannot end in a win for `attacker` within `left` plies, given that the side to
/// move has `moves` and none of them connects at once. Only `left` of 1 or 2 is judged; false
/// means "not known".
pub(crate) fn hopeless(pos: &Position, attacker: Color, moves: &MoveList, left: usize) -> bool {
    if pos.rules().no_moves != NoMoves::Pass {
        return false;
    }
    let attacker_moves = pos.turn() == attacker;
    match left {
        // The attacker must connect now, and cannot. The defender holds out with any move
        // that takes nothing: the attacker's pieces, apart now, stay apart.
        1 => attacker_moves || moves.iter().any(|m| !m.is_capture()),
        // The attacker cannot connect now; it wins next ply only if the defender's reply does
        // it, by taking a piece, and taking a piece joins nothing: the attacker's move must
        // leave its pieces joined but for one lone piece, for the defender to take.
        2 if attacker_moves => {
            let own = pos.pieces(attacker);
            !moves.iter().any(|m| m.is_pass() || all_but_one_lone(own.without(m.from()).with(m.to())))
        }
        _ => false,
    }
}

/// `b` is one group once some lone piece of it (one with no neighbour in `b`) is taken away.
fn all_but_one_lone(b: Bitboard) -> bool {
    b.into_iter().any(|sq| {
        let one = Bitboard::from_square(sq);
        (one.dilate() & b) == one && b.without(sq).is_connected()
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{Rules, Variant};

    fn pos(text: &str) -> Position {
        Position::from_position_string(text, Variant::Standard, Rules::default()).unwrap()
    }

    #[test]
    fn a_lone_piece_beside_one_group_is_what_a_capture_could_join() {
        let b = |s: &str| pos(s).pieces(Color::Black);
        // a1-b1 joined, h8 lone: taking h8 leaves one group.
        assert!(all_but_one_lone(b("7b/8/8/8/8/8/8/bb4w1 w")));
        // Two lone pieces and a pair: taking one leaves two groups.
        assert!(!all_but_one_lone(b("7b/8/8/8/3b4/8/8/bb4w1 w")));
        // Two pairs: no lone piece.
        assert!(!all_but_one_lone(b("6bb/8/8/8/8/8/8/bb4w1 w")));
    }

    #[test]
    fn with_one_or_two_plies_left_scattered_pieces_are_hopeless() {
        // Black a8, h8, a1, far apart: no move joins two of them (White e4, h1).
        let black = pos("b6b/8/8/8/4w3/8/8/b6w b");
        let moves = black.legal_moves();
        assert!(hopeless(&black, Color::Black, &moves, 1));
        assert!(hopeless(&black, Color::Black, &moves, 2));
        assert!(!hopeless(&black, Color::Black, &moves, 3), "three plies: not judged");
        // White to move holds out for one ply with a move that takes nothing.
        let white = pos("b6b/8/8/8/4w3/8/8/b6w w");
        assert!(hopeless(&white, Color::Black, &white.legal_moves(), 1));
        // Black a1 and c3: a move leaves two pieces, one of which a capture could leave alone.
        let two = pos("7w/8/8/8/8/2b5/8/b6w b");
        assert!(!hopeless(&two, Color::Black, &two.legal_moves(), 2));
        // Where a side without a move loses, nothing is judged.
        let rules = "no-moves=lose".parse().unwrap();
        let lose = Position::from_position_string("b6b/8/8/8/4w3/8/8/b6w b", Variant::Standard, rules).unwrap();
        assert!(!hopeless(&lose, Color::Black, &lose.legal_moves(), 1));
    }
}
