//! The post-game review on the page's side: the judging is `loa_core::review` (the same code
//! `loa review` runs natively), re-exported here; the review's state and what it says of each position ([`ReviewState`]); the
//! evaluation graph as inline SVG ([`graph`]).

pub mod graph;
pub mod run;
mod state;

pub use loa_core::review::{chance, judge_game, summarize, Eval, Judgement, MoveJudged, SideSummary};
pub use state::{Note, ReviewState};

use crate::protocol::ReviewLimits;

/// How long the review searches each position by default: [`loa_core::review::DEFAULT_LIMITS`]
/// (depth 8; the node cap and the clock only bound rare positions and slow devices).
pub const DEFAULT_LIMITS: ReviewLimits = {
    let l = loa_core::review::DEFAULT_LIMITS;
    ReviewLimits { depth: l.depth, nodes: l.nodes, time_ms: l.time_ms }
};
