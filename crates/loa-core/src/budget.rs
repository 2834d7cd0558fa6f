//! The search budget shared by the search and the solver: the limits a caller gives
//! ([`Limits`]), the caller's clock ([`Clock`]: no_std has none), and the time management
//! built on them — a hard deadline that stops at once, and a soft one after which no new
//! iteration starts; and [`allocate`], which turns a game clock (time left, increment) into
//! the two for one move.
//!
//! A fixed time per move (`Limits::time_ms` alone, `go movetime`) is used to the end: an
//! iteration cut short still counts where a root move was searched to the end, and time not
//! used is lost. From a clock, time saved is time for later moves, so the search stops at the
//! soft deadline ([`Budget::target_ms`]) unless an iteration is under way, and never passes the
//! hard one ([`Budget::max_ms`]).
//!
//! ```
//! use loa_core::budget::{allocate, Limits};
//!
//! // Five minutes left, two seconds a move added, twenty moves played.
//! let budget = allocate(300_000, 2_000, 20);
//! assert!(budget.target_ms <= budget.max_ms && budget.max_ms < 300_000);
//! let limits: Limits = budget.limits();
//! assert_eq!(limits.time_ms, Some(budget.max_ms));
//! assert_eq!(limits.soft_ms, Some(budget.target_ms));
//! ```

mod allocate;

pub use allocate::{allocate, allocate_with_moves_to_go, Budget};

/// When to stop searching. `Default` is no limit.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Limits {
    pub depth: Option<u32>,
    pub nodes: Option<u64>,
    /// The time to think, in milliseconds: the search stops when it is up.
    pub time_ms: Option<u64>,
    /// With `time_ms`, the time after which no new iteration starts (from a game clock, see
    /// [`allocate`]); `None` uses `time_ms` to the end.
    pub soft_ms: Option<u64>,
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
        let soft = match (limits.soft_ms, hard) {
            (Some(s), Some(h)) => Some((s as f64).min(h)),
            (Some(s), None) => Some(s as f64),
            (None, h) => h,
        };
        TimeControl { clock, start_ms: clock.now_ms(), hard_ms: hard, soft_ms: soft, nodes: limits.nodes }
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

#[cfg(test)]
mod tests {
    use super::*;

    struct Fixed(f64);
    impl Clock for Fixed {
        fn now_ms(&self) -> f64 {
            self.0
        }
    }

    #[test]
    fn soft_deadline_is_the_target_or_the_limit() {
        let clock = Fixed(0.0);
        let movetime = Limits { time_ms: Some(40), ..Limits::default() };
        assert_eq!(TimeControl::new(&clock, &movetime).soft_ms, Some(40.0), "a fixed time is used to the end");
        let budget = Budget { target_ms: 100, max_ms: 300 }.limits();
        let t = TimeControl::new(&clock, &budget);
        assert_eq!((t.soft_ms, t.hard_ms), (Some(100.0), Some(300.0)));
        let soft_alone = Limits { soft_ms: Some(70), ..Limits::default() };
        assert_eq!(TimeControl::new(&clock, &soft_alone).soft_ms, Some(70.0));
        let soft_past_hard = Limits { time_ms: Some(50), soft_ms: Some(90), ..Limits::default() };
        assert_eq!(TimeControl::new(&clock, &soft_past_hard).soft_ms, Some(50.0), "never past the hard limit");
    }
}
