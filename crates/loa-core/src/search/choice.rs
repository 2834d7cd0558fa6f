//! How a level with randomness picks its move: by its seed, among the root moves the search
//! rates within its margin of the best. A careless level (one whose margin is wider than
//! [`CAREFUL_MARGIN`]: levels 1–3) stays careless about what its moves allow, but knows the
//! goal: unless it is [`BEHIND`], it picks among the near-equal moves that bring its pieces
//! closer together, and from [`CLEARLY_WON`] on it plays its best move.

use alloc::vec::Vec;

use super::alpha_beta::Searcher;
use crate::eval::spread;
use crate::{Bitboard, Move, Position, Rng};

/// Levels that choose within this margin or less (level 4, and the levels that play their best
/// move) pick among their near-equal moves as they come.
pub const CAREFUL_MARGIN: i32 = 8;

/// A careless level whose best move scores less than this is behind, and picks among all its
/// near-equal moves; otherwise among those that lower its pieces' [`spread`] (all of them when
/// none does). Without it a beginner level wandered: its near-equal moves gathered its pieces
/// as often as they scattered them, and against a random mover a win took a median 131 moves.
pub const BEHIND: i32 = -20;

/// A careless level whose best move scores this much or more plays it. On the evaluation's
/// scale (fitted to game results) a side this far ahead wins about 93 % of the time; before,
/// a beginner level that far ahead still picked among every move within its margin and let a
/// won game drag on for hundreds of moves.
pub const CLEARLY_WON: i32 = 60;

/// The move a level that chooses within `margin` plays in `pos`, where the search to `depth`
/// found `best`, scored `score`; `seed` picks among the near-equal moves.
pub(super) fn choose(
    searcher: &mut Searcher,
    pos: &Position,
    depth: u32,
    best: Move,
    score: i32,
    margin: i32,
    seed: u64,
) -> Move {
    let careless = margin > CAREFUL_MARGIN;
    if careless && score >= CLEARLY_WON {
        return best;
    }
    let mut choices = searcher.near_equal(depth, best, score, margin);
    if careless && score >= BEHIND {
        let own = pos.pieces(pos.turn());
        let now = spread(own);
        let gathering: Vec<Move> = choices.iter().copied().filter(|&m| spread(after(own, m)) < now).collect();
        if !gathering.is_empty() {
            choices = gathering;
        }
    }
    let mut rng = Rng::new(seed ^ pos.hash());
    choices[rng.index(choices.len())]
}

/// The mover's pieces after its move `m` (a capture takes only the opponent's).
fn after(own: Bitboard, m: Move) -> Bitboard {
    if m.is_pass() {
        own
    } else {
        own.without(m.from()).with(m.to())
    }
}
