//! The engine: iterative-deepening alpha-beta over [`Position`], driven by plain values that
//! map one-to-one onto Web Worker messages (limits in; [`Info`] and a [`SearchResult`] out).
//!
//! PLACEHOLDER API SKELETON — the engine issue replaces the body; the public signatures below
//! are the contract the CLI and the web worker code against.

use alloc::vec::Vec;
use core::fmt;

use crate::{Move, Position};

/// When to stop searching. `Default` is no limit (up to [`MAX_DEPTH`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Limits {
    pub depth: Option<u32>,
    pub nodes: Option<u64>,
    pub time_ms: Option<u64>,
}

/// The deepest iteration the engine runs.
pub const MAX_DEPTH: u32 = 64;

/// Time comes from the caller: no_std has no clock. Polled every few thousand nodes.
pub trait Clock {
    /// Milliseconds since any fixed point.
    fn now_ms(&self) -> f64;
    /// A stop request; checked with the clock.
    fn stop_requested(&self) -> bool {
        false
    }
}

/// A score from the side to move's point of view.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Score {
    /// Centi-pieces, roughly: positive is good for the side to move.
    Value(i32),
    /// A forced win in this many plies.
    WinIn(u32),
    /// A forced loss in this many plies.
    LossIn(u32),
}

impl fmt::Display for Score {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Score::Value(v) => write!(f, "{:+.2}", f64::from(v) / 100.0),
            Score::WinIn(n) => write!(f, "win in {n}"),
            Score::LossIn(n) => write!(f, "loss in {n}"),
        }
    }
}

/// What the engine reports after each finished iteration.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Info {
    pub depth: u32,
    pub score: Score,
    pub nodes: u64,
    pub time_ms: u64,
    pub pv: Vec<Move>,
}

/// The answer: the best move of the last finished iteration (`None` only when the game is over).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SearchResult {
    pub best: Option<Move>,
    pub info: Info,
}

/// A playing strength: the engine's levels run from 1 (beginner) to [`LEVEL_COUNT`].
pub const LEVEL_COUNT: u8 = 8;

/// The engine, with its transposition table.
#[derive(Debug)]
pub struct Engine {
    _tt_mb: usize,
}

impl Engine {
    /// An engine with a transposition table of about `tt_mb` megabytes.
    #[must_use]
    pub fn new(tt_mb: usize) -> Engine {
        Engine { _tt_mb: tt_mb }
    }

    /// Forgets what was learnt (call between games).
    pub fn new_game(&mut self) {}

    /// Searches `pos` within `limits`, calling `on_info` after each iteration.
    pub fn search(
        &mut self,
        pos: &Position,
        limits: Limits,
        clock: &dyn Clock,
        on_info: &mut dyn FnMut(&Info),
    ) -> SearchResult {
        let _ = (limits, clock);
        let best = pos.legal_moves().first().copied();
        let info = Info { depth: 1, score: Score::Value(0), nodes: 1, time_ms: 0, pv: best.into_iter().collect() };
        on_info(&info);
        SearchResult { best, info }
    }

    /// Plays at `level` (1..=LEVEL_COUNT): that level's limits and randomness, with `seed`
    /// choosing among near-equal moves. `time_ms` caps the thinking time if given.
    pub fn play_level(
        &mut self,
        pos: &Position,
        level: u8,
        seed: u64,
        clock: &dyn Clock,
        on_info: &mut dyn FnMut(&Info),
    ) -> SearchResult {
        let _ = (level, seed);
        self.search(pos, Limits::default(), clock, on_info)
    }
}
