//! The search budget shared by the search and the solver: the limits a caller gives
//! ([`Limits`]), the caller's clock ([`Clock`]: no_std has none), and the time management
//! built on them — a hard deadline that stops at once, and a soft one after which no new
//! iteration starts (it would most likely not finish).

/// When to stop searching. `Default` is no limit.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Limits {
    pub depth: Option<u32>,
    pub nodes: Option<u64>,
    pub time_ms: Option<u64>,
}

/// Time comes from the caller: no_std has no clock. Polled every few thousand nodes.
pub trait Clock {
    /// Milliseconds since any fixed point.
    fn now_ms(&self) -> f64;
    /// A stop request; checked with the clock.
    fn stop_requested(&self) -> bool {
        false
    }
}

/// How often (in nodes) the clock and the stop request are polled.
pub(crate) const POLL_NODES: u64 = 2048;

/// Share of the time after which no new iteration begins: the next one typically takes
/// several times as long as the last.
const SOFT_SHARE: f64 = 0.5;

pub(crate) struct TimeControl<'a> {
    clock: &'a dyn Clock,
    start_ms: f64,
    hard_ms: Option<f64>,
    soft_ms: Option<f64>,
    nodes: Option<u64>,
}

impl core::fmt::Debug for TimeControl<'_> {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.debug_struct("TimeControl").field("start_ms", &self.start_ms).field("hard_ms", &self.hard_ms).finish()
    }
}

impl<'a> TimeControl<'a> {
    pub fn new(clock: &'a dyn Clock, limits: &Limits) -> TimeControl<'a> {
        let hard = limits.time_ms.map(|t| t as f64);
        TimeControl {
            clock,
            start_ms: clock.now_ms(),
            hard_ms: hard,
            soft_ms: hard.map(|t| t * SOFT_SHARE),
            nodes: limits.nodes,
        }
    }

    pub fn elapsed_ms(&self) -> f64 {
        (self.clock.now_ms() - self.start_ms).max(0.0)
    }

    /// Polled during the search: true means stop now.
    pub fn must_stop(&self, nodes: u64) -> bool {
        if self.clock.stop_requested() {
            return true;
        }
        if self.nodes.is_some_and(|n| nodes >= n) {
            return true;
        }
        self.hard_ms.is_some_and(|t| self.elapsed_ms() >= t)
    }

    /// Between iterations: true means do not start another.
    pub fn should_not_start(&self, nodes: u64) -> bool {
        if self.clock.stop_requested() || self.nodes.is_some_and(|n| nodes >= n) {
            return true;
        }
        self.soft_ms.is_some_and(|t| self.elapsed_ms() >= t)
    }
}
