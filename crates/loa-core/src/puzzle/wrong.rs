//! Why a move that is not the puzzle's answer fails: what a trainer tells the player before it
//! takes the move back ("this does not connect", "White connects with g5-e3 after this").

use crate::{Move, Position};

use super::forced::Forced;

/// What is wrong with a solver's move, judged by the same exact search as the verifier.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Miss {
    /// The last move of a win was asked and this one does not connect.
    DoesNotConnect,
    /// The move connects both sides at once (or otherwise ends the game drawn).
    Draws,
    /// The move ends the game and the mover loses (it connects the opponent, say by a capture).
    Loses,
    /// After the move the opponent connects at once, with this reply.
    OpponentConnects(Move),
    /// After the move this reply holds out past the plies left.
    HoldsOut(Move),
    /// The move is as good as the answer: it forces the connection in the plies left (for
    /// `defend`, it does not lose at once). A verified puzzle has no such second move.
    AlsoWorks,
}

/// Judges `m`, a legal move of the side to move in `pos`, where the puzzle asks for a forced
/// connection within `left` plies (this move included), or, with `defend`, for a move after
/// which the opponent cannot connect at once.
///
/// ```
/// use loa_core::puzzle::{judge_miss, Miss};
/// use loa_core::{Position, Rules, Variant};
///
/// // Black's e2 joins b2 and c2 by e2-d1; e2-e3 does not.
/// let pos = Position::from_position_string("w6w/8/8/8/8/8/1bb1b3/8 b", Variant::Standard, Rules::default()).unwrap();
/// let m = pos.parse_move("e2-e3").unwrap();
/// assert_eq!(judge_miss(&pos, m, 1, false), Miss::DoesNotConnect);
/// ```
#[must_use]
pub fn judge_miss(pos: &Position, m: Move, left: u32, defend: bool) -> Miss {
    let mut pos = pos.clone();
    let mut search = Forced::new(&pos);
    let us = pos.turn();
    pos.play_unchecked(m);
    if let Some(o) = pos.outcome() {
        return match o.winner() {
            Some(w) if w == us => Miss::AlsoWorks,
            Some(_) => Miss::Loses,
            None if defend => Miss::AlsoWorks,
            None => Miss::Draws,
        };
    }
    if let Some(&win) = search.winning_moves(&mut pos).first() {
        return Miss::OpponentConnects(win);
    }
    if defend {
        return Miss::AlsoWorks;
    }
    if left <= 1 {
        return Miss::DoesNotConnect;
    }
    let replies = pos.legal_moves();
    for d in replies {
        if !search.reply_loses(&mut pos, d, left - 1) {
            return Miss::HoldsOut(d);
        }
    }
    Miss::AlsoWorks
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{Rules, Variant};

    fn at(s: &str) -> Position {
        Position::from_position_string(s, Variant::Standard, Rules::default()).unwrap()
    }

    #[test]
    fn misses_are_named() {
        // Black's e2 joins b2 and c2 by e2-d1 (the module's example); e2-e3 does not.
        let pos = at("w6w/8/8/8/8/8/1bb1b3/8 b");
        let mv = |t: &str| pos.parse_move(t).unwrap();
        assert_eq!(judge_miss(&pos, mv("e2-d1"), 1, false), Miss::AlsoWorks);
        assert_eq!(judge_miss(&pos, mv("e2-e3"), 1, false), Miss::DoesNotConnect);
    }
}
