//! The post-game review: the engine evaluates every position of a game ([`review_game`]), and
//! each move is judged by how much it lowered the mover's chances ([`judge`]). The browser's
//! review (in its worker) and `loa review` both run this code, so they mark the same moves.
//!
//! The chances are a win-probability-like transform of the score ([`chance`]). A missed forced
//! connection (a forced win before, none after) and a move that allows one (no forced loss before,
//! one after) are blunders whatever the numbers say, and so are a missed connection in one and a
//! move that lets the opponent connect at once, even where the game stays won or lost by force. A move the engine would have played itself
//! is never marked: the scores of two searches differ a little by themselves.
//!
//! ```
//! use loa_core::review::{judge, Eval, Judgement};
//! use loa_core::{Position, Variant};
//!
//! let pos = Position::new(Variant::Standard);
//! let (played, best) = (pos.parse_move("b1-b3").unwrap(), pos.parse_move("c1-c3").unwrap());
//! // An even position, after which the opponent stands clearly better.
//! let judged = judge(Eval { score: 0, best: Some(best) }, played, Eval { score: 200, best: None });
//! assert_eq!(judged.judgement, Some(Judgement::Blunder));
//! assert_eq!(judged.better, Some(best));
//! ```

mod evaluate;
mod judge;
mod summary;
#[cfg(test)]
mod tests;

use crate::Move;

pub use evaluate::{evaluate, review_game, Evaluated, ReviewLimits, DEFAULT_LIMITS, HASH_MB};
pub use judge::{chance, judge, judge_game, Judgement, MoveJudged, BLUNDER, INACCURACY, MISTAKE, SCALE};
pub use summary::{summarize, SideSummary};

/// Scores at or beyond this (±) are forced results (±100000 ∓ the plies to the end).
pub const FORCED: i32 = 90_000;

/// The score of a won position (the game over, won by the side "to move"); a lost one is minus this.
pub const WON: i32 = 100_000;

/// The engine's view of one position: its score for the side to move (±100000 ∓ plies for a
/// forced result, as [`crate::search::Score::to_cp`]) and the move it would play.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Eval {
    pub score: i32,
    pub best: Option<Move>,
}
