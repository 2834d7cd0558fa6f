//! The post-game review on the page's side: the judging is `loa_core::review` (the same code
//! `loa review` runs natively), re-exported here; the evaluation graph as inline SVG ([`graph`]).

pub mod graph;

pub use loa_core::review::{chance, judge_game, summarize, Eval, Judgement, MoveJudged};

use crate::protocol::ReviewLimits;

/// How long the review searches each position by default: [`loa_core::review::DEFAULT_LIMITS`]
/// (depth 8, at most 150 ms). A 60-move game (61 positions) then takes at most about 9 s of
/// search.
pub const DEFAULT_LIMITS: ReviewLimits =
    ReviewLimits { depth: loa_core::review::DEFAULT_LIMITS.depth, time_ms: loa_core::review::DEFAULT_LIMITS.time_ms };
