//! The game's clock: a [`TimeControl`], each side's time left, the side whose clock runs, and
//! each move's time left after it (kept for the record's `BL`/`WL`).
//!
//! The clock never reads the time: every call that moves it is given `now_ms` (ms since 1970,
//! the browser's `Date.now()`), so it is tested natively and a reload finds it where it was: the
//! saved game keeps when the running clock started, and the time since then counts.
//!
//! Its rules:
//! - the clocks start with the first move: before it nothing runs (the first mover may look at
//!   the board as long as they like), after it the clock of the side to move runs;
//! - only the clock of the side to move runs; a move stops it and adds the increment to the
//!   mover's time, then starts the other side's;
//! - a side whose time reaches zero loses on time. Lines of Action has nothing like chess's
//!   "insufficient material": any number of pieces, one included, can still be connected, so
//!   the other side always wins on time;
//! - taking a move back gives no time back: the clocks only ever measure time spent;
//! - when the game ends, the clock stops.

mod control;
mod face;
#[cfg(test)]
mod tests;

use loa_core::Color;

pub use control::{TimeControl, TimeControlError};
pub use face::{clock_text, Face, LOW_MS};

/// The side whose clock runs, and since when (ms since 1970).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Running {
    pub side: Color,
    pub since_ms: u64,
}

/// One game's clock: see the [module](self).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Clock {
    control: TimeControl,
    /// Each side's time left (by [`Color::index`]) when its clock last stopped; for the side
    /// running, when it started.
    left: [u64; 2],
    running: Option<Running>,
    /// The mover's time left after each move made on this clock: `times[i]` after move
    /// `first + i + 1` of the game (its ply).
    times: Vec<u64>,
    /// The moves played before the clock's first move (a position from a link, say).
    first: usize,
}

impl Clock {
    /// A clock of `control` for a game in which `first` moves are played: both sides have the
    /// control's time, and nothing runs until the next move.
    #[must_use]
    pub fn new(control: TimeControl, first: usize) -> Clock {
        let base = control.base_ms();
        Clock { control, left: [base; 2], running: None, times: Vec::new(), first }
    }

    /// A clock as it was kept: each side's time left (`black`, `white`: when each last stopped or
    /// started), the side running and since when, the times after each move since move `first`.
    #[must_use]
    pub fn restore(
        control: TimeControl,
        [black, white]: [u64; 2],
        running: Option<Running>,
        times: Vec<u64>,
        first: usize,
    ) -> Clock {
        Clock { control, left: [black, white], running, times, first }
    }

    #[must_use]
    pub fn control(&self) -> TimeControl {
        self.control
    }

    /// The side whose clock runs, and since when.
    #[must_use]
    pub fn running(&self) -> Option<Running> {
        self.running
    }

    /// `side`'s time left as kept (when its clock last stopped or started).
    #[must_use]
    pub fn kept_left(&self, side: Color) -> u64 {
        self.left[side.index()]
    }

    /// The mover's time left after each move made on this clock, in order, from move
    /// [`Clock::first`] + 1.
    #[must_use]
    pub fn times(&self) -> &[u64] {
        &self.times
    }

    /// The moves played before the clock's first move.
    #[must_use]
    pub fn first(&self) -> usize {
        self.first
    }

    /// `side`'s time left at `now_ms` (never below zero; a clock set in the future counts none).
    #[must_use]
    pub fn left(&self, side: Color, now_ms: u64) -> u64 {
        let kept = self.left[side.index()];
        match self.running {
            Some(r) if r.side == side => kept.saturating_sub(now_ms.saturating_sub(r.since_ms)),
            _ => kept,
        }
    }

    /// When the running side's time runs out (ms since 1970).
    #[must_use]
    pub fn deadline(&self) -> Option<u64> {
        self.running.map(|r| r.since_ms.saturating_add(self.left[r.side.index()]))
    }

    /// The running side, if its time has run out at `now_ms`.
    #[must_use]
    pub fn out_of_time(&self, now_ms: u64) -> Option<Color> {
        let r = self.running?;
        (self.left(r.side, now_ms) == 0).then_some(r.side)
    }

    /// The running side's flag fell: its time is zero and the clock stops. Returns that side.
    pub fn flag_falls(&mut self) -> Option<Color> {
        let r = self.running.take()?;
        self.left[r.side.index()] = 0;
        Some(r.side)
    }

    /// `mover` made move `ply` of the game at `now_ms`: its clock stops, the increment is added,
    /// its time left is noted for the record, and the other side's clock starts.
    pub fn moved(&mut self, mover: Color, ply: usize, now_ms: u64) {
        self.stop(now_ms);
        let left = &mut self.left[mover.index()];
        *left = left.saturating_add(self.control.increment_ms());
        self.note(mover, ply);
        self.running = Some(Running { side: !mover, since_ms: now_ms });
    }

    /// `mover`'s move `ply`, taken back before, was played again at `now_ms` (redo): as a move,
    /// but without the increment (a move replayed is not a move made).
    pub fn replayed(&mut self, mover: Color, ply: usize, now_ms: u64) {
        self.stop(now_ms);
        self.note(mover, ply);
        self.running = Some(Running { side: !mover, since_ms: now_ms });
    }

    /// Notes `mover`'s time left after move `ply`.
    fn note(&mut self, mover: Color, ply: usize) {
        let before = ply.saturating_sub(1);
        self.take_back_to(before);
        if self.first + self.times.len() != before {
            // Times missing before this move (moves replayed past the ones noted): the notes
            // start again here, so each stays with its own move.
            (self.first, self.times) = (before, Vec::new());
        }
        self.times.push(self.left[mover.index()]);
    }

    /// The running clock stops at `now_ms` (the game ended, or the turn changes by a move taken
    /// back).
    pub fn stop(&mut self, now_ms: u64) {
        if let Some(r) = self.running {
            self.left[r.side.index()] = self.left(r.side, now_ms);
            self.running = None;
        }
    }

    /// `side`'s clock runs from `now_ms`, unless a clock runs already.
    pub fn start(&mut self, side: Color, now_ms: u64) {
        if self.running.is_none() {
            self.running = Some(Running { side, since_ms: now_ms });
        }
    }

    /// Whether a move has been made on this clock in a game of `ply` moves (then the side to
    /// move's clock runs).
    #[must_use]
    pub fn has_started(&self, ply: usize) -> bool {
        ply > self.first
    }

    /// The game went back to move `ply`: the times after it are forgotten (the clocks keep the
    /// time spent).
    pub fn take_back_to(&mut self, ply: usize) {
        self.first = self.first.min(ply);
        self.times.truncate(ply - self.first);
    }

    /// The mover's time left after move `ply` of the game, if it was made on this clock.
    #[must_use]
    pub fn time_after(&self, ply: usize) -> Option<u64> {
        let i = ply.checked_sub(self.first + 1)?;
        self.times.get(i).copied()
    }
}
