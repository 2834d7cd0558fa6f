//! The post-game review in plain Rust (tested natively): judging each move from the engine's
//! scores ([`judge`]) and the evaluation graph as inline SVG ([`graph`]).

pub mod graph;
pub mod judge;

pub use judge::{judge_game, Eval, Judgement, MoveJudged};

use crate::protocol::ReviewLimits;

/// How long the review searches each position by default: depth 8, at most 150 ms. A 60-move
/// game (61 positions) then takes at most about 9 s of search (measured in the report).
pub const DEFAULT_LIMITS: ReviewLimits = ReviewLimits { depth: 8, time_ms: 150 };
