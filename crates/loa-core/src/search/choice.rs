//! How a level with randomness picks its move: by its seed, among the root moves the search
//! rates within its margin of the best.

use super::alpha_beta::Searcher;
use crate::{Move, Position, Rng};

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
    let choices = searcher.near_equal(depth, best, score, margin);
    let mut rng = Rng::new(seed ^ pos.hash());
    choices[rng.index(choices.len())]
}
