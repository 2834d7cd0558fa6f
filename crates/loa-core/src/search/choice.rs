//! How a level with randomness picks its move: by its seed, among the root moves the search
//! rates within its margin of the best. A careless level (one whose margin is wider than
//! [`CAREFUL_MARGIN`]: levels 1–3) stays careless in choosing, but finishes a game it has won:
//! from [`CLEARLY_WON`] on, it plays its best move.

use super::alpha_beta::Searcher;
use crate::{Move, Position, Rng};

/// Levels that choose within this margin or less (level 4, and the levels that play their best
/// move) pick among their near-equal moves as they come.
pub const CAREFUL_MARGIN: i32 = 8;

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
    if margin > CAREFUL_MARGIN && score >= CLEARLY_WON {
        return best;
    }
    let choices = searcher.near_equal(depth, best, score, margin);
    let mut rng = Rng::new(seed ^ pos.hash());
    choices[rng.index(choices.len())]
}
